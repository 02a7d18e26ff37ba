"""The scene follows the project model: one item per frame; selection and moves go back to it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from app.contract import Frame
from app.desktop.canvas.frame_item import FrameItem
from app.desktop.models import ProjectModel

EXTENT = 1_000_000.0
CLICK_SLOP = 4  # screen pixels a press may travel and still be a click (not a move)


class CanvasScene(QGraphicsScene):
    clicked_in_frame = Signal(object, QPointF, bool)  # (FrameItem, point in the frame, shift held)
    double_clicked_in_frame = Signal(object, QPointF)  # (FrameItem, point in the frame)
    pointer_over_frame = Signal(object, QPointF)  # (FrameItem, point in the frame)
    pointer_off_frames = Signal()  # (None is never sent through a signal: PySide miscounts it)

    def __init__(self, project: ProjectModel, paint_frame: Callable[[FrameItem], None]) -> None:
        super().__init__()
        self.project = project
        self.paint_frame = paint_frame  # asks for the item's picture (done later, off the UI path)
        self.items_by_id: dict[str, FrameItem] = {}
        self._syncing_selection = False
        self._pressed: tuple[FrameItem, QPointF] | None = None  # the frame and screen point pressed on
        self.setSceneRect(QRectF(-EXTENT, -EXTENT, 2 * EXTENT, 2 * EXTENT))
        project.frames.reset.connect(self._reset)
        project.frames.added.connect(self._added)
        project.frames.changed.connect(self._changed)
        project.frames.removed.connect(self._removed)
        project.selection.changed.connect(self._selection_from_model)
        self.selectionChanged.connect(self._selection_to_model)
        self._reset()

    def frames_rect(self) -> QRectF:
        rect = QRectF()
        for item in self.items_by_id.values():
            rect = rect.united(item.sceneBoundingRect())
        return rect

    # -- model -> scene ------------------------------------------------------------------------

    def _reset(self) -> None:
        for item in list(self.items_by_id.values()):
            self.removeItem(item)
        self.items_by_id.clear()
        for frame in self.project.frames:
            self._added(frame, "service")

    def _added(self, frame: Frame, _source: str) -> None:
        item = FrameItem(frame)
        self.items_by_id[frame.frame_id] = item
        self.addItem(item)
        self.paint_frame(item)

    def _changed(self, frame: Frame, _source: str) -> None:
        item = self.items_by_id.get(frame.frame_id)
        if item is None:
            self._added(frame, _source)
            return
        looks_different = (item.frame.html, item.frame.theme_id) != (frame.html, frame.theme_id)
        item.show_frame(frame)
        if looks_different:
            self.paint_frame(item)

    def _removed(self, frame: Frame, _source: str) -> None:
        item = self.items_by_id.pop(frame.frame_id, None)
        if item is not None:
            self.removeItem(item)

    def repaint_frames(self, theme_id: str) -> None:
        """A theme changed: paint again every frame that uses it."""
        for item in self.items_by_id.values():
            if item.frame.theme_id == theme_id:
                self.paint_frame(item)

    def _selection_from_model(self, ids: tuple[str, ...]) -> None:
        self._syncing_selection = True
        try:
            for frame_id, item in self.items_by_id.items():
                item.setSelected(frame_id in ids)
        finally:
            self._syncing_selection = False
        self._selection_to_model()

    # -- scene -> model ------------------------------------------------------------------------

    def _selection_to_model(self) -> None:
        if self._syncing_selection:
            return
        try:
            chosen = [item.frame_id for item in self.selectedItems() if isinstance(item, FrameItem)]
        except RuntimeError:  # the scene is going away
            return
        self.project.selection.set(chosen)

    def frame_at(self, scene_point: QPointF) -> tuple[FrameItem, QPointF] | None:
        """The frame whose page lies under the point (not its label), and the point in the frame."""
        for item in self.items(scene_point):
            if isinstance(item, FrameItem):
                local = item.mapFromScene(scene_point)
                return (item, local) if item.page_rect().contains(local) else None
        return None

    def on_focused_item(self, scene_point: QPointF) -> bool:
        """The point is on the item taking the keys (a text being edited): its clicks are its own."""
        focused = self.focusItem()
        return focused is not None and focused.sceneBoundingRect().contains(scene_point)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        picks = event.button() == Qt.MouseButton.LeftButton and not self.on_focused_item(event.scenePos())
        hit = self.frame_at(event.scenePos()) if picks else None
        self._pressed = (hit[0], QPointF(event.screenPos())) if hit else None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.buttons() == Qt.MouseButton.NoButton:
            hit = self.frame_at(event.scenePos())
            if hit:
                self.pointer_over_frame.emit(*hit)
            else:
                self.pointer_off_frames.emit()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        self.commit_moves()
        pressed, self._pressed = self._pressed, None
        if pressed is None or event.button() != Qt.MouseButton.LeftButton:
            return
        travelled = QPointF(event.screenPos()) - pressed[1]
        hit = self.frame_at(event.scenePos())
        if hit and hit[0] is pressed[0] and abs(travelled.x()) + abs(travelled.y()) <= CLICK_SLOP:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.clicked_in_frame.emit(hit[0], hit[1], shift)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        picks = event.button() == Qt.MouseButton.LeftButton and not self.on_focused_item(event.scenePos())
        hit = self.frame_at(event.scenePos()) if picks else None
        if hit:
            self.double_clicked_in_frame.emit(*hit)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def commit_moves(self) -> None:
        """Items dragged to a new place become one undoable move in the model."""
        moved = {
            item.frame_id: (item.pos().x(), item.pos().y())
            for item in self.items_by_id.values()
            if (item.pos().x(), item.pos().y()) != (item.frame.left, item.frame.top)
        }
        if moved:
            self.project.move_frames(moved)
