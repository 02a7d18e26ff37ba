"""`make run` opens a real window: every library Qt's xcb platform plugin needs is on the machine (the Makefile's
qt-libs target installs them), including libxcb-cursor, which Qt loads by name at start."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
from pathlib import Path

import PySide6
import pytest

PLUGIN = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"


@pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd is not here")
def test_the_xcb_platform_plugin_finds_every_library_it_links():
    assert PLUGIN.is_file()
    listed = subprocess.run(["ldd", str(PLUGIN)], capture_output=True, text=True, check=True).stdout
    missing = [line.split()[0] for line in listed.splitlines() if "not found" in line]
    assert missing == [], f"missing for a window: {missing}; run `make qt-libs`"


def test_the_cursor_library_qt_loads_at_start_is_there():
    ctypes.CDLL("libxcb-cursor.so.0")  # raises OSError when it is missing
