"""None kept alive under PySide builds that drop a reference to it.

PySide 6.12's wheels (one build for every Python from 3.10) return None from a C++ function that
returns nothing without taking a reference to it. From Python 3.12 on None is immortal (PEP 683)
and nothing happens; on 3.10 and 3.11 every such call (`setText`, `setCurrentIndex`, `update`...)
takes one reference from None for good, and once the count reaches zero the process aborts
("Fatal Python error: none_dealloc"). A studio that starts with a few thousand references to
None and spends a hundred calls on one selection would die within minutes of editing.

`keep_none_alive()` does on those versions what 3.12 does: it gives None a reference count no
process can spend, so the references taken by mistake are never missed.
"""

from __future__ import annotations

import ctypes
import platform
import sys

UNSPENDABLE = 1 << 60  # references; a billion calls a second would spend them in 36 years


def keep_none_alive() -> bool:
    """True when None's count was raised (CPython before 3.12), False where None is immortal."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return False
    # A CPython object starts with its reference count (Py_ssize_t), and id() is its address.
    ctypes.c_ssize_t.from_address(id(None)).value = UNSPENDABLE
    return True
