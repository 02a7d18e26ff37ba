"""One frame on the canvas: its picture (painted at the scale it is shown at, drawn 390x844) with
its label above."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.contract import Frame
from app.desktop.appearance import canvas_colours

WIDTH, HEIGHT = 390.0, 844.0
LABEL_HEIGHT = 28.0
SELECTED = QColor("#4f46e5")


class FrameItem(QGraphicsObject):
    def __init__(self, frame: Frame) -> None:
        super().__init__()
        self.frame = frame
        self.picture: QPixmap | None = None
        self.picture_key: str | None = None  # which picture is shown (its cache key)
        self.picture_html: str | None = None  # the HTML it is a picture of
        self.picture_level = 0.0  # how sharp it is (picture pixels per frame pixel, before the screen's ratio)
        self.problem = ""
        self.original: QPixmap | None = None  # the screenshot the frame was made from, when known
        self.original_opacity = 0.0  # 0: hidden, 1: the screenshot alone
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable | QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setPos(frame.left, frame.top)
        self.setToolTip(frame.label)

    @property
    def frame_id(self) -> str:
        return self.frame.frame_id

    def show_frame(self, frame: Frame) -> None:
        self.frame = frame
        self.setPos(frame.left, frame.top)
        self.setToolTip(frame.label)
        self.update()

    def set_picture(self, picture: QPixmap, key: str, html: str | None = None, level: float = 1.0) -> None:
        self.picture, self.picture_key, self.problem = picture, key, ""
        self.picture_html, self.picture_level = html, level
        self.update()

    def set_original(self, original: QPixmap | None) -> None:
        self.original = original if original is not None and not original.isNull() else None
        self.update()

    def set_original_opacity(self, opacity: float) -> None:
        """Lay the original screenshot over the frame (0 hides it, 1 shows only the screenshot)."""
        self.original_opacity = max(0.0, min(1.0, opacity))
        self.update()

    def set_problem(self, problem: str) -> None:
        self.problem = problem
        self.update()

    def page_rect(self) -> QRectF:
        """The frame's page, in its own coordinates (the label sits above it)."""
        return QRectF(0, 0, WIDTH, HEIGHT)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-3, -LABEL_HEIGHT, WIDTH + 6, HEIGHT + LABEL_HEIGHT + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        body = QRectF(0, 0, WIDTH, HEIGHT)
        painter.setFont(QFont(painter.font().family(), 12))
        painter.setPen(canvas_colours().label)
        painter.drawText(
            QRectF(0, -LABEL_HEIGHT, WIDTH, LABEL_HEIGHT - 6),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            self.frame.label,
        )
        if self.picture is not None and not self.picture.isNull():
            painter.drawPixmap(body, self.picture, QRectF(self.picture.rect()))
        else:
            painter.fillRect(body, QColor("#ffffff"))
            painter.setPen(QColor("#9ca3af"))
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.problem or "Rendering…")
        if self.original is not None and self.original_opacity > 0:
            painter.save()
            painter.setOpacity(self.original_opacity)
            width = WIDTH
            height = self.original.height() * WIDTH / max(1, self.original.width())  # the screenshot's own shape
            painter.setClipRect(body)
            painter.drawPixmap(QRectF(0, 0, width, height), self.original, QRectF(self.original.rect()))
            painter.restore()
        pen = QPen(SELECTED if self.isSelected() else QColor("#d1d5db"), 3 if self.isSelected() else 1)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(body)
