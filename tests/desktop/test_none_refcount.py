"""A studio process survives every Qt call it makes: PySide 6.12 on Python 3.11 takes a reference
from None on each call that returns nothing, and a process whose None runs out of references
aborts (the studio did, after a few hundred clicks on elements)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CALLS = """
import sys
import app.desktop
from PySide6.QtCore import QObject

thing = QObject()
for _ in range(200_000):
    thing.setObjectName("frame")  # returns nothing
print(sys.getrefcount(None) > 1_000_000)
"""


def test_calls_that_return_nothing_never_use_up_none():
    done = subprocess.run(
        [sys.executable, "-c", CALLS], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "True"
