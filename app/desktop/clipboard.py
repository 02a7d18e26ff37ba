"""Putting HTML on the system clipboard as text/html."""

from __future__ import annotations

import os


def copy_html(fragment: str, plain_text: str = "") -> bool:
    """Copy `fragment` as text/html; False when there is no display to own a clipboard."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    from PySide6.QtCore import QMimeData
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    data = QMimeData()
    data.setHtml(fragment)
    data.setText(plain_text or "Framewright layers")
    app.clipboard().setMimeData(data)
    app.processEvents()
    return True
