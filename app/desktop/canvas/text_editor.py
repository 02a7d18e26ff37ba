"""Editing a text where it stands: a text box laid over the element, in its font, size and colour.
Enter (or clicking away) keeps the text, Shift+Enter breaks the line, Esc puts it back. Input
methods (CJK composition) work as in any Qt text field."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont, QKeyEvent, QPainter, QTextCursor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem, QStyleOptionGraphicsItem, QWidget

from app.desktop.models.frame_layout import Box


def _px(value: str, default: float) -> float:
    try:
        return float(value.removesuffix("px"))
    except (AttributeError, ValueError):
        return default


def css_colour(value: str, default: str) -> QColor:
    colour = QColor(default)
    if value.startswith("rgb"):
        numbers = value[value.index("(") + 1 : value.rindex(")")].replace("/", ",").replace(" ", ",").split(",")
        parts = [float(n) for n in numbers if n.strip()]
        if len(parts) >= 3:
            colour = QColor(round(parts[0]), round(parts[1]), round(parts[2]))
            if len(parts) > 3:
                colour.setAlphaF(max(0.0, min(1.0, parts[3])))
    elif QColor.isValidColorName(value):
        colour = QColor(value)
    return colour


class TextEditor(QGraphicsTextItem):
    committed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QGraphicsItem, box: Box, text: str) -> None:
        super().__init__(parent)
        self.box = box
        self.finished = False
        style = box.style
        font = QFont(style.get("font-family", "").split(",")[0].strip(" \"'"))
        font.setPixelSize(max(1, round(_px(style.get("font-size", ""), 16))))
        font.setWeight(QFont.Weight(max(100, min(900, int(_px(style.get("font-weight", "400"), 400))))))
        self.setFont(font)
        self.setDefaultTextColor(css_colour(style.get("color", ""), "#111111"))
        self.background = css_colour(style.get("background-color", ""), "#ffffff")
        if self.background.alpha() < 255:
            self.background = QColor("#ffffff")
        self.setPlainText(text)
        self.document().setDocumentMargin(0)
        self.setTextWidth(max(box.width, 24))
        alignment = {
            "center": Qt.AlignmentFlag.AlignHCenter,
            "right": Qt.AlignmentFlag.AlignRight,
            "end": Qt.AlignmentFlag.AlignRight,
        }.get(style.get("text-align", ""))
        if alignment is not None:
            option = self.document().defaultTextOption()
            option.setAlignment(alignment)
            self.document().setDefaultTextOption(option)
        self.setPos(box.x, box.y)
        self.setZValue(20)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextEditorInteraction)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)

    def start(self) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        cursor = self.textCursor()
        cursor.select(QTextCursor.SelectionType.Document)
        self.setTextCursor(cursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(
            self.boundingRect().united(QRectF(0, 0, self.box.width, self.box.height)), QBrush(self.background)
        )
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes no widget as well

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self._finish(keep=False)
            return
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self._finish(keep=True)
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:  # an input method's popup keeps editing
            self._finish(keep=True)

    def _finish(self, keep: bool) -> None:
        if self.finished:
            return
        self.finished = True
        if keep:
            self.committed.emit(self.toPlainText())
        else:
            self.cancelled.emit()
