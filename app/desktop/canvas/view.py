"""The view onto the canvas: pan (drag with the middle button or space, wheel, trackpad), zoom
(ctrl+wheel, pinch, fit, 100 %), rubber-band selection."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QEvent, QIODevice, QPointF, QRect, QRectF, Qt, QUrl, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView

from app.desktop.appearance import canvas_colours
from app.desktop.canvas.scene import CanvasScene
from app.desktop.image_files import is_image_file

MIN_ZOOM, MAX_ZOOM = 0.02, 8.0
STEP = 1.25
EMPTY_HINT = "Drop a screenshot here, or describe an app in Chat"


class CanvasView(QGraphicsView):
    zoom_changed = Signal(float)
    walk = Signal(str)  # "up" (Esc) or "down" (Enter): through the elements of the selected frame
    files_dropped = Signal(list)  # paths of files dropped anywhere on the canvas
    image_dropped = Signal(bytes)  # an image (PNG) dropped without a file

    def __init__(self, scene: CanvasScene) -> None:
        super().__init__(scene)
        self.setObjectName("canvas")
        self.setAccessibleName("Canvas")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(canvas_colours().surface)
        self.setAcceptDrops(True)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._appearance_changed)
        self._panning_from: QPointF | None = None
        self._space_down = False
        self.setMouseTracking(True)  # the element under the pointer is outlined
        self.grabGesture(Qt.GestureType.PinchGesture)

    def _appearance_changed(self, _scheme=None) -> None:
        self.setBackgroundBrush(canvas_colours().surface)
        if self.scene() is not None:
            for item in self.scene().items():
                item.update()  # cached pictures of the items are painted again
        self.viewport().update()

    @property
    def is_empty(self) -> bool:
        return not getattr(self.scene(), "items_by_id", None)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        """An empty canvas says what to do."""
        super().drawForeground(painter, rect)
        if not self.is_empty:
            return
        painter.save()
        painter.setWorldMatrixEnabled(False)
        font = QFont(painter.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        painter.setFont(font)
        painter.setPen(canvas_colours().hint)
        painter.drawText(
            QRectF(self.viewport().rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, EMPTY_HINT
        )
        painter.restore()

    # -- drops: screenshots anywhere on the canvas -------------------------------------------------

    @staticmethod
    def _carries_images(event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bool:
        data = event.mimeData()
        return data is not None and (data.hasImage() or bool(_image_files(data.urls())))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._carries_images(event):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        if self._carries_images(event):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        if not self._carries_images(event):
            super().dropEvent(event)
            return
        data = event.mimeData()
        files = _image_files(data.urls())
        if files:
            self.files_dropped.emit(files)
        elif data.hasImage():
            buffer = QBuffer()
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            QImage(data.imageData()).save(buffer, "PNG")  # type: ignore[call-overload]  # Qt takes the format by name
            self.image_dropped.emit(buffer.data().data())
        event.acceptProposedAction()

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, zoom: float, anchor_under_mouse: bool = False) -> None:
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        anchor = self.transformationAnchor()
        if not anchor_under_mouse:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        factor = zoom / self.zoom
        self.scale(factor, factor)
        self.setTransformationAnchor(anchor)
        self.zoom_changed.emit(self.zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / STEP)

    def actual_size(self) -> None:
        self.set_zoom(1.0)

    def canvas_scene(self) -> CanvasScene:
        scene = self.scene()
        assert isinstance(scene, CanvasScene)
        return scene

    def fit(self) -> None:
        rect = self.canvas_scene().frames_rect()
        if rect.isEmpty():
            self.resetTransform()
            self.centerOn(195, 422)
            self.zoom_changed.emit(self.zoom)
            return
        margin = 40
        self.fitInView(rect.adjusted(-margin, -margin, margin, margin), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > MAX_ZOOM or self.zoom < MIN_ZOOM:
            self.set_zoom(self.zoom)
        self.zoom_changed.emit(self.zoom)

    # -- input -----------------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.set_zoom(self.zoom * (STEP**steps), anchor_under_mouse=True)
            event.accept()
            return
        super().wheelEvent(event)  # scrolls: pans the surface

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QNativeGestureEvent) and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self.set_zoom(self.zoom * (1 + event.value()), anchor_under_mouse=True)
            return True
        return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        key = event.key()
        walk = "up" if key == Qt.Key.Key_Escape else "down" if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) else None
        if walk is not None and self.scene().focusItem() is None:  # not while a text is being edited
            self.walk.emit(walk)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            self.viewport().unsetCursor()
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.MiddleButton or (
            self._space_down and event.button() == Qt.MouseButton.LeftButton
        ):
            self._panning_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._panning_from is not None:
            self.pan_by(event.position() - self._panning_from)
            self._panning_from = event.position()
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._panning_from is not None:
            self._panning_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def pan_by(self, delta: QPointF) -> None:
        """Move the surface with the pointer by `delta` viewport pixels."""
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))


def _image_files(urls: list[QUrl]) -> list[Path]:
    """The screenshots among dropped URLs (local image files; other files are not taken)."""
    return [path for url in urls if url.isLocalFile() and is_image_file(path := Path(url.toLocalFile()))]
