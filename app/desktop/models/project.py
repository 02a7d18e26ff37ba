"""The open project: its frames, the selection and every edit made to them, undoable."""

from __future__ import annotations

from collections.abc import Iterable

from app.contract import Frame
from app.desktop.models.events import Event
from app.desktop.models.frames import FrameList, new_frame_id
from app.desktop.models.selection import Selection
from app.desktop.models.undo import Edit, UndoStack

DUPLICATE_OFFSET = (40.0, 40.0)


class ProjectModel:
    def __init__(self) -> None:
        self.id: str | None = None
        self.name = ""
        self.frames = FrameList()
        self.selection = Selection()
        self.undo = UndoStack()
        self.opened = Event()  # ()
        self.frames.removed.connect(lambda frame, _source: self.selection.discard(frame.frame_id))

    def open(self, project_id: str, name: str, frames: Iterable[Frame]) -> None:
        self.id, self.name = project_id, name
        self.selection.clear()
        self.undo.clear()
        self.frames.load(frames)
        self.opened.emit()

    # -- edits (each one undoable) ----------------------------------------------------------------

    def _swap(self, text: str, before: list[Frame], after: list[Frame]) -> None:
        """An edit from one set of frames to another: frames only in `before` are removed, only in
        `after` added, in both replaced."""
        before_ids = {frame.frame_id for frame in before}
        after_ids = {frame.frame_id for frame in after}

        def apply(old: list[Frame], new: list[Frame], new_ids: set[str]) -> None:
            for frame in old:
                if frame.frame_id not in new_ids:
                    self.frames.remove(frame.frame_id)
            for frame in new:
                self.frames.put(frame)

        self.undo.push(Edit(text, lambda: apply(before, after, after_ids), lambda: apply(after, before, before_ids)))

    def add_frames(self, frames: list[Frame], text: str = "Add frame") -> None:
        if frames:
            self._swap(text, [], frames)

    def add_frame(
        self,
        html: str,
        label: str,
        theme_id: str | None = None,
        at: tuple[float, float] | None = None,
        frame_id: str | None = None,
    ) -> Frame:
        assert self.id is not None, "open a project first"
        left, top = at if at is not None else self.frames.next_free_spot()
        frame = Frame(
            frame_id=frame_id or new_frame_id(),
            project_id=self.id,
            html=html,
            label=label,
            left=left,
            top=top,
            theme_id=theme_id,
        )
        self.add_frames([frame], f"Add {label}")
        return frame

    def move_frames(self, positions: dict[str, tuple[float, float]]) -> None:
        before = [f for i in positions if (f := self.frames.get(i)) is not None]
        after = [
            f.model_copy(update={"left": positions[f.frame_id][0], "top": positions[f.frame_id][1]}) for f in before
        ]
        if any((a.left, a.top) != (b.left, b.top) for a, b in zip(after, before)):
            self._swap("Move" if len(after) > 1 else f"Move {after[0].label}", before, after)

    def rename(self, frame_id: str, label: str) -> None:
        frame = self.frames.get(frame_id)
        label = label.strip()
        if frame is not None and label and label != frame.label:
            self._swap(f"Rename {frame.label}", [frame], [frame.model_copy(update={"label": label})])

    def set_theme(self, frame_ids: Iterable[str], theme_id: str | None) -> None:
        before = [f for i in frame_ids if (f := self.frames.get(i)) is not None and f.theme_id != theme_id]
        if before:
            self._swap("Apply theme", before, [f.model_copy(update={"theme_id": theme_id}) for f in before])

    def replace_html(self, frame_id: str, html: str, text: str = "Edit frame") -> None:
        frame = self.frames.get(frame_id)
        if frame is not None and frame.html != html:
            self._swap(text, [frame], [frame.model_copy(update={"html": html})])

    def delete(self, frame_ids: Iterable[str]) -> None:
        before = [f for i in frame_ids if (f := self.frames.get(i)) is not None]
        if before:
            self._swap("Delete" if len(before) > 1 else f"Delete {before[0].label}", before, [])

    def duplicate(self, frame_ids: Iterable[str]) -> list[Frame]:
        originals = [f for i in frame_ids if (f := self.frames.get(i)) is not None]
        dx, dy = DUPLICATE_OFFSET
        copies = [
            f.model_copy(
                update={"frame_id": new_frame_id(), "label": f"{f.label} copy", "left": f.left + dx, "top": f.top + dy}
            )
            for f in originals
        ]
        if copies:
            self._swap("Duplicate", [], copies)
            self.selection.set(c.frame_id for c in copies)
        return copies

    # -- what the service says (not undoable, not saved back) -------------------------------------

    def take_from_service(self, frame: Frame) -> None:
        self.frames.put(frame, source="service")

    def drop_from_service(self, frame_id: str) -> None:
        self.frames.remove(frame_id, source="service")
