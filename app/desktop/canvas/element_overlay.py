"""Outlines over a frame's picture: the element under the pointer, thin; the selected elements,
thick, with their size. Drawn in the frame's own coordinates, so they follow it at any zoom."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from app.desktop.canvas.frame_item import HEIGHT, WIDTH

HOVER = QColor("#0ea5e9")
CHOSEN = QColor("#4f46e5")


class ElementOverlay(QGraphicsItem):
    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.hovered: QRectF | None = None
        self.chosen: list[QRectF] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(10)

    def show_boxes(self, hovered: QRectF | None, chosen: list[QRectF]) -> None:
        if hovered == self.hovered and chosen == self.chosen:
            return
        self.prepareGeometryChange()
        self.hovered, self.chosen = hovered, chosen
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        rect = QRectF(-4, -24, WIDTH + 8, HEIGHT + 28)
        for box in [*self.chosen, *([self.hovered] if self.hovered else [])]:
            rect = rect.united(box.adjusted(-4, -24, 80, 8))
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.hovered is not None and self.hovered not in self.chosen:
            pen = QPen(HOVER, 1)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawRect(self.hovered)
        pen = QPen(CHOSEN, 2)
        pen.setCosmetic(True)
        for box in self.chosen:
            painter.setPen(pen)
            painter.drawRect(box)
        if len(self.chosen) == 1:
            box = self.chosen[0]
            scale = painter.transform().m11() or 1.0
            font = QFont(painter.font().family())
            font.setPixelSize(max(1, round(11 / scale)))
            painter.setFont(font)
            text = f"{round(box.width())} × {round(box.height())}"
            label = QRectF(box.left(), box.bottom() + 2 / scale, 90 / scale, 16 / scale)
            painter.fillRect(label.adjusted(0, 0, 0, 0), CHOSEN)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
