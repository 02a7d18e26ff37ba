"""Light or dark, as the system says: the widgets' palette (the platform's own when it already is
light or dark as asked, else one of ours) and the canvas's own colours, changed when the system's
appearance changes."""

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


def _palette(colours: tuple[tuple[QPalette.ColorRole, str], ...], disabled: str) -> QPalette:
    palette = QPalette()
    for role, colour in colours:
        palette.setColor(role, QColor(colour))
    roles = QPalette.ColorRole
    for role in (roles.Text, roles.ButtonText, roles.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


def dark_palette() -> QPalette:
    roles = QPalette.ColorRole
    return _palette(
        (
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
        ),
        "#71717a",
    )


def light_palette() -> QPalette:
    """Fusion's own light colours (for a platform whose palette is dark while the system is light)."""
    roles = QPalette.ColorRole
    return _palette(
        (
            (roles.Window, "#efefef"),
            (roles.WindowText, "#000000"),
            (roles.Base, "#ffffff"),
            (roles.AlternateBase, "#f7f7f7"),
            (roles.ToolTipBase, "#ffffdc"),
            (roles.ToolTipText, "#000000"),
            (roles.Text, "#000000"),
            (roles.Button, "#efefef"),
            (roles.ButtonText, "#000000"),
            (roles.BrightText, "#ffffff"),
            (roles.Link, "#4f46e5"),
            (roles.Highlight, "#4f46e5"),
            (roles.HighlightedText, "#ffffff"),
            (roles.PlaceholderText, "#7f7f7f"),
        ),
        "#9e9e9e",
    )


def looks_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def scheme_to_show(scheme: Qt.ColorScheme, platform: QPalette) -> Qt.ColorScheme:
    """What the system asks for; when it does not say, what the platform's palette already is."""
    if scheme in (Qt.ColorScheme.Dark, Qt.ColorScheme.Light):
        return scheme
    return Qt.ColorScheme.Dark if looks_dark(platform) else Qt.ColorScheme.Light


def palette_for(scheme: Qt.ColorScheme, platform: QPalette) -> QPalette:
    """The platform's own palette when it is already light or dark as asked, else ours."""
    dark = scheme == Qt.ColorScheme.Dark
    if looks_dark(platform) == dark:
        return platform
    return dark_palette() if dark else light_palette()


def follow_system(app: QApplication) -> None:
    """Apply the system's appearance now and whenever it changes (once per application)."""
    if app.property("followsSystemAppearance"):
        return
    app.setProperty("followsSystemAppearance", True)

    def show(scheme: Qt.ColorScheme) -> None:
        app.setPalette(QPalette())  # none of ours: the platform's own palette, as it is now
        platform = app.palette()
        shown = scheme_to_show(scheme, platform)
        _shown[:] = [shown]
        chosen = palette_for(shown, platform)
        if chosen is not platform:
            app.setPalette(chosen)

    app.styleHints().colorSchemeChanged.connect(show)
    show(app.styleHints().colorScheme())
