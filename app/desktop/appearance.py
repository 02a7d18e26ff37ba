"""Light or dark, as the system says: the widgets' palette (Fusion's own light one, or a dark one
built the same way) and the canvas's own colours, changed when the system's appearance changes."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


@dataclass(frozen=True)
class CanvasColours:
    surface: QColor  # around the frames
    label: QColor  # a frame's name above it
    hint: QColor  # what an empty canvas says


LIGHT = CanvasColours(QColor("#d4d4d8"), QColor("#374151"), QColor("#52525b"))
DARK = CanvasColours(QColor("#27272a"), QColor("#d4d4d8"), QColor("#a1a1aa"))


_shown: list[Qt.ColorScheme] = []  # the appearance the studio shows now, once it follows the system


def is_dark() -> bool:
    scheme = _shown[-1] if _shown else QGuiApplication.styleHints().colorScheme()
    return scheme == Qt.ColorScheme.Dark


def canvas_colours() -> CanvasColours:
    return DARK if is_dark() else LIGHT


def dark_palette() -> QPalette:
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, "#232326"),
        (roles.WindowText, "#e4e4e7"),
        (roles.Base, "#18181b"),
        (roles.AlternateBase, "#27272a"),
        (roles.ToolTipBase, "#27272a"),
        (roles.ToolTipText, "#e4e4e7"),
        (roles.Text, "#e4e4e7"),
        (roles.Button, "#2e2e32"),
        (roles.ButtonText, "#e4e4e7"),
        (roles.BrightText, "#f87171"),
        (roles.Link, "#818cf8"),
        (roles.Highlight, "#4f46e5"),
        (roles.HighlightedText, "#ffffff"),
        (roles.PlaceholderText, "#71717a"),
    ):
        palette.setColor(role, QColor(colour))
    for role in (roles.Text, roles.ButtonText, roles.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#71717a"))
    return palette


def follow_system(app: QApplication) -> None:
    """Apply the system's appearance now and whenever it changes (once per application)."""
    if app.property("followsSystemAppearance"):
        return
    app.setProperty("followsSystemAppearance", True)
    light = app.palette()

    def show(scheme: Qt.ColorScheme) -> None:
        _shown[:] = [scheme]
        app.setPalette(dark_palette() if is_dark() else light)

    app.styleHints().colorSchemeChanged.connect(show)
    show(app.styleHints().colorScheme())
