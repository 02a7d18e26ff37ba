"""Typography and shape of a theme, edited with fitting controls rather than raw text: the body and
heading font stacks (`--font-sans`, `--font-heading`) and the corner radius (`--radius`), the
variables the converted screens and the agent's screens use."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QComboBox, QFormLayout, QSpinBox, QWidget

BODY_FONT, HEADING_FONT, RADIUS = "--font-sans", "--font-heading", "--radius"
FONT_STACKS = (
    "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    "Inter, system-ui, sans-serif",
    "'Helvetica Neue', Arial, sans-serif",
    "Georgia, 'Times New Roman', serif",
    "ui-monospace, 'SF Mono', Menlo, monospace",
)
UNSAFE_IN_CSS = re.compile(r"[;{}<>\\]")
_LENGTH = re.compile(r"\s*(-?\d+(?:\.\d+)?)\s*(px|rem|em)?\s*$")


def pixels(value: str | None, default: int) -> int:
    """A CSS length as whole pixels (rem and em at 16 px); the default when it is not one."""
    found = _LENGTH.match(value or "")
    if not found:
        return default
    number = float(found.group(1))
    return round(number * 16 if found.group(2) in ("rem", "em") else number)


def font_stack(text: str) -> str | None:
    """A font stack fit for a CSS variable, or None (empty, or characters that would end the rule)."""
    text = " ".join(text.split())
    if not text or UNSAFE_IN_CSS.search(text):
        return None
    return text


class TypeAndShape(QWidget):
    """Controls for the shown variant's fonts and corner radius; `on_change(name, value)` is called
    with each edit."""

    def __init__(self, on_change: Callable[[str, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("themeTypeAndShape")
        self.on_change = on_change
        self._filling = False
        self.shown: dict[str, str] = {}
        self.body_font = self._font_box("Body font")
        self.heading_font = self._font_box("Heading font")
        self.radius = self._spin("Corner radius", 0, 48, 12)
        for box, variable in ((self.body_font, BODY_FONT), (self.heading_font, HEADING_FONT)):
            typed_in = box.lineEdit()  # the font boxes are editable: they have a line
            assert typed_in is not None
            typed_in.editingFinished.connect(lambda box=box, variable=variable: self._font_edited(variable, box))
        self.body_font.activated.connect(lambda _index: self._font_edited(BODY_FONT, self.body_font))
        self.heading_font.activated.connect(lambda _index: self._font_edited(HEADING_FONT, self.heading_font))
        self.radius.valueChanged.connect(lambda value: self._length_edited(RADIUS, value))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow("Body font", self.body_font)
        form.addRow("Headings", self.heading_font)
        form.addRow("Corners", self.radius)

    def _font_box(self, name: str) -> QComboBox:
        box = QComboBox()
        box.setEditable(True)
        box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        box.setAccessibleName(name)
        box.addItems(FONT_STACKS)
        families = [family for family in QFontDatabase.families() if not family.startswith(".")]
        box.addItems([f"'{family}', sans-serif" for family in families[:200]])
        return box

    @staticmethod
    def _spin(name: str, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setSuffix(" px")
        spin.setAccessibleName(name)
        spin.setKeyboardTracking(False)  # one edit when typing stops, not one per keystroke
        return spin

    def show_values(self, values: dict[str, str]) -> None:
        """Show the variant's values (missing ones show the defaults and are not written)."""
        self._filling = True
        self.body_font.setCurrentText(values.get(BODY_FONT, FONT_STACKS[0]))
        self.heading_font.setCurrentText(values.get(HEADING_FONT, values.get(BODY_FONT, FONT_STACKS[0])))
        self.radius.setValue(pixels(values.get(RADIUS), 12))
        self.shown = dict(values)
        self._filling = False

    def _font_edited(self, name: str, box: QComboBox) -> None:
        if self._filling:
            return
        stack = font_stack(box.currentText())
        if stack is None or stack == self.shown.get(name):
            return
        self.on_change(name, stack)

    def _length_edited(self, name: str, value: int) -> None:
        if self._filling:
            return
        self.on_change(name, f"{value}px")
