"""Putting HTML on the system clipboard as text/html.

A command that exits right after copying would take an X11 or Wayland selection with it, so
outside the running app the copy goes through `wl-copy` or `xclip`, which stay behind to
serve it; inside the app (a QApplication exists) Qt's clipboard is used.
"""

from __future__ import annotations

import os
import shutil
import subprocess


def _helpers() -> list[list[str]]:
    helpers = []
    if os.environ.get("WAYLAND_DISPLAY"):
        helpers.append(["wl-copy", "--type", "text/html"])
    if os.environ.get("DISPLAY"):
        helpers.append(["xclip", "-selection", "clipboard", "-t", "text/html"])
    return helpers


def copy_html(fragment: str, plain_text: str = "") -> bool:
    """Copy `fragment` as text/html; False when there is no display to own a clipboard."""
    from PySide6.QtCore import QMimeData
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if isinstance(app, QApplication):
        data = QMimeData()
        data.setHtml(fragment)
        data.setText(plain_text or "Framewright layers")
        app.clipboard().setMimeData(data)
        return True
    for argv in _helpers():
        if shutil.which(argv[0]):
            subprocess.run(argv, input=fragment.encode("utf-8"), check=True, timeout=10)
            return True
    return False
