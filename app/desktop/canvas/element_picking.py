"""Selecting elements on the canvas: a click picks the innermost element under the pointer (a second
click at the same spot walks up to its parent; shift adds), the pointer outlines what it is over,
and a double-click on a text edits it where it stands. The outlines are drawn over the frame's
picture, so they show at any zoom."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Signal

from app.desktop.async_tasks import TaskSet
from app.desktop.canvas.element_overlay import ElementOverlay
from app.desktop.canvas.frame_item import FrameItem
from app.desktop.canvas.scene import CanvasScene
from app.desktop.canvas.text_editor import TextEditor
from app.desktop.layout_reader import LayoutReader
from app.desktop.models.document import Path
from app.desktop.models.frame_editor import FrameEditor
from app.desktop.models.frame_layout import Box, FrameLayout


def _rect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.width, box.height)


class ElementPicking(QObject):
    picked = Signal(str, object, float)  # (frame id, path or () for none, when the click came: perf_counter)
    editing_text = Signal(object)  # the TextEditor on the canvas
    laid_out = Signal(str)  # a frame's layout was read (its boxes and computed styles are known)

    def __init__(
        self,
        scene: CanvasScene,
        editor: FrameEditor,
        reader: LayoutReader,
        html_of: Callable[[FrameItem], str],
        tasks: TaskSet,
    ) -> None:
        super().__init__(scene)
        self.scene = scene
        self.editor = editor
        self.reader = reader
        self.html_of = html_of
        self.tasks = tasks
        self.hovered: tuple[FrameItem, Path] | None = None
        self.text_editor: TextEditor | None = None
        self._last_click: tuple[str, Path] | None = None
        self._overlays: dict[str, ElementOverlay] = {}
        self._latest: dict[str, FrameLayout] = {}
        scene.clicked_in_frame.connect(self._clicked)
        scene.double_clicked_in_frame.connect(self._double_clicked)
        scene.pointer_over_frame.connect(self._pointer_over)
        scene.pointer_off_frames.connect(lambda: self._pointer_over(None, None))
        editor.selection.changed.connect(lambda _frame_id, _paths: self.refresh())
        editor.project.frames.changed.connect(lambda frame, _source: self._frame_changed(frame.frame_id))

    # -- layouts ---------------------------------------------------------------------------------

    def layout_now(self, item: FrameItem) -> FrameLayout | None:
        layout = self.reader.kept(self.html_of(item))
        if layout is not None:
            self._latest[item.frame_id] = layout
        return layout

    def latest_layout(self, item: FrameItem) -> FrameLayout | None:
        """The layout of the frame as it is, else as it was before its last change (while the new
        one is read): what the inspector shows values from."""
        return self.layout_now(item) or self._latest.get(item.frame_id)

    async def layout(self, item: FrameItem) -> FrameLayout:
        return await self.reader.read(self.html_of(item))

    def _with_layout(self, item: FrameItem, then: Callable[[FrameLayout], None]) -> None:
        """Run `then` with the frame's layout: at once when it is known, else once it is read."""
        known = self.layout_now(item)
        if known is not None:
            then(known)
            return

        async def read_then() -> None:
            layout = await self.layout(item)
            if shiboken6.isValid(item) and item.scene() is self.scene:
                self.laid_out.emit(item.frame_id)
                then(layout)

        self.tasks.spawn(read_then())

    # -- pointer ---------------------------------------------------------------------------------

    def _clicked(self, item: FrameItem, point: QPointF, shift: bool) -> None:
        began = time.perf_counter()
        self._with_layout(item, lambda layout: self._pick(item, layout, point, shift, began))

    def _pick(self, item: FrameItem, layout: FrameLayout, point: QPointF, shift: bool, began: float) -> None:
        frame_id = item.frame_id
        selection = self.editor.selection
        path = layout.at(point.x(), point.y())
        if path is None:
            selection.set(frame_id, [])
        elif shift:
            selection.toggle(frame_id, path)
        elif (
            self._last_click == (frame_id, path)
            and selection.frame_id == frame_id
            and len(selection.paths) == 1
            and path[: len(selection.paths[0])] == selection.paths[0]
        ):
            selection.up()  # the same spot again: the next one out
        else:
            selection.set(frame_id, [path])
        self._last_click = (frame_id, path) if path is not None else None
        self.picked.emit(frame_id, path or (), began)

    def _pointer_over(self, item: FrameItem | None, point: QPointF | None) -> None:
        hovered = None
        if item is not None and point is not None:
            layout = self.layout_now(item)
            if layout is None:
                self._with_layout(item, lambda _layout: None)  # read it for the next move
            else:
                path = layout.at(point.x(), point.y())
                hovered = (item, path) if path is not None else None
        if hovered != self.hovered:
            previous = self.hovered
            self.hovered = hovered
            for changed in {previous[0] if previous else None, item}:
                if changed is not None and shiboken6.isValid(changed):
                    self._draw(changed)

    def _double_clicked(self, item: FrameItem, point: QPointF) -> None:
        self._with_layout(item, lambda layout: self._edit_text_at(item, layout, point))

    def _edit_text_at(self, item: FrameItem, layout: FrameLayout, point: QPointF) -> None:
        path = layout.at(point.x(), point.y())
        document = self.editor.document(item.frame_id)
        while path and not document.holds_text(path):
            path = path[:-1]  # a text's inline part, or a box around a text: the text itself
        if not path:
            return
        self.editor.selection.set(item.frame_id, [path])
        self.edit_text(item, path)

    def edit_text(self, item: FrameItem, path: Path) -> TextEditor | None:
        """Open the in-place editor on the element's text (its layout must be known)."""
        layout = self.layout_now(item)
        box = layout.box(path) if layout is not None else None
        document = self.editor.document(item.frame_id)
        if box is None or not document.holds_text(path):
            return None
        self.close_text_editor()
        editor = TextEditor(item, box, document.text(path))
        frame_id = item.frame_id

        def commit(text: str) -> None:
            self.close_text_editor()
            if frame_id in self.editor.project.frames and text != self.editor.document(frame_id).text(path):
                self.editor.change("Edit text", lambda d: d.set_text(path, text), frame_id)

        editor.committed.connect(commit)
        editor.cancelled.connect(self.close_text_editor)
        self.text_editor = editor
        editor.start()
        self.editing_text.emit(editor)
        return editor

    def close_text_editor(self) -> None:
        editor, self.text_editor = self.text_editor, None
        if editor is not None and shiboken6.isValid(editor):
            editor.finished = True
            editor.hide()
            if editor.scene() is not None:
                editor.scene().removeItem(editor)
            editor.deleteLater()

    # -- outlines --------------------------------------------------------------------------------

    def _frame_changed(self, frame_id: str) -> None:
        item = self.scene.items_by_id.get(frame_id)
        if item is not None and (frame_id == self.editor.selection.frame_id or frame_id in self._overlays):
            self._with_layout(item, lambda _layout: self._draw(item))

    def refresh(self) -> None:
        """Draw the outlines of every frame that has some, or had."""
        wanted = set(self._overlays)
        if self.editor.selection.frame_id:
            wanted.add(self.editor.selection.frame_id)
        for frame_id in wanted:
            item = self.scene.items_by_id.get(frame_id)
            if item is not None:
                self._with_layout(item, functools.partial(self._draw_after_layout, item))
            else:
                self._overlays.pop(frame_id, None)

    def _draw_after_layout(self, item: FrameItem, _layout: FrameLayout) -> None:
        self._draw(item)

    def _draw(self, item: FrameItem) -> None:
        layout = self.layout_now(item)
        chosen: list[QRectF] = []
        hovered = None
        if layout is not None:
            if self.editor.selection.frame_id == item.frame_id:
                chosen = [_rect(box) for path in self.editor.selection.paths if (box := layout.box(path))]
            if self.hovered is not None and self.hovered[0] is item and (box := layout.box(self.hovered[1])):
                hovered = _rect(box)
        overlay = self._overlays.get(item.frame_id)
        if overlay is None or not shiboken6.isValid(overlay) or overlay.parentItem() is not item:
            if not chosen and hovered is None:
                return
            overlay = ElementOverlay(item)
            self._overlays[item.frame_id] = overlay
        overlay.show_boxes(hovered, chosen)
        if not chosen and hovered is None:
            self._overlays.pop(item.frame_id, None)
            overlay.setVisible(False)
            scene = overlay.scene()
            if scene is not None:
                scene.removeItem(overlay)

    def selected_boxes(self) -> list[Box]:
        """The selected elements' boxes, as laid out (for the inspector)."""
        item = self.scene.items_by_id.get(self.editor.selection.frame_id or "")
        layout = self.layout_now(item) if item is not None else None
        if layout is None:
            return []
        return [box for path in self.editor.selection.paths if (box := layout.box(path)) is not None]
