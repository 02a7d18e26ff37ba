"""How this program starts another copy of itself (the render workers, the embedded engine).

From a source tree or an installed package that is `python -m app ...`; from the one-folder
bundle, where there is no separate interpreter, it is the bundle's own executable.
"""

from __future__ import annotations

import sys


def framewright_command(*args: str) -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "app", *args]
