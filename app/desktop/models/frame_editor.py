"""Changes to the elements of a frame, each one undoable step on the project's one undo stack.

A change reads the frame's HTML as a document, changes the selected elements, and writes the new
HTML back through the project model (so the cache and the outbox take it like any other edit).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from app.desktop.models.document import FrameDocument, Path
from app.desktop.models.element_selection import ElementSelection
from app.desktop.models.project import ProjectModel

T = TypeVar("T")
SIZE_MODES = ("fill", "hug", "fixed")


class FrameEditor:
    def __init__(self, project: ProjectModel) -> None:
        self.project = project
        self.selection = ElementSelection()
        self._documents: dict[str, tuple[str, FrameDocument]] = {}
        project.frames.changed.connect(lambda frame, _source: self._frame_changed(frame.frame_id))
        project.frames.removed.connect(lambda frame, _source: self._frame_gone(frame.frame_id))
        project.frames.reset.connect(lambda: self.selection.clear())
        project.selection.changed.connect(self._frames_selected)

    # -- reading ---------------------------------------------------------------------------------

    def document(self, frame_id: str) -> FrameDocument:
        """The frame's document as it stands (parsed once per version of its HTML)."""
        frame = self.project.frames.get(frame_id)
        if frame is None:
            raise KeyError(frame_id)
        known = self._documents.get(frame_id)
        if known is None or known[0] != frame.html:
            known = (frame.html, FrameDocument(frame.html))
            self._documents[frame_id] = known
        return known[1]

    def selected_document(self) -> FrameDocument | None:
        frame_id = self.selection.frame_id
        return self.document(frame_id) if frame_id is not None and frame_id in self.project.frames else None

    def _frame_changed(self, frame_id: str) -> None:
        if frame_id == self.selection.frame_id:
            self.selection.keep_existing(self.document(frame_id))

    def _frame_gone(self, frame_id: str) -> None:
        self._documents.pop(frame_id, None)
        if frame_id == self.selection.frame_id:
            self.selection.clear()

    def _frames_selected(self, ids: tuple[str, ...]) -> None:
        if self.selection.frame_id is not None and self.selection.frame_id not in ids:
            self.selection.clear()

    # -- changing --------------------------------------------------------------------------------

    def change(self, text: str, apply: Callable[[FrameDocument], T], frame_id: str | None = None) -> T:
        """Apply a change to a fresh copy of the frame's document and store the result as one
        undoable edit (nothing is stored when it raises or changes nothing)."""
        frame_id = frame_id or self.selection.frame_id
        frame = self.project.frames.get(frame_id) if frame_id else None
        if frame is None:
            raise KeyError("no frame is selected")
        document = FrameDocument(frame.html)
        result = apply(document)
        self.project.replace_html(frame.frame_id, document.to_html(), text)
        return result

    def _each(
        self, paths: Iterable[Path] | None, action: Callable[[FrameDocument, Path], object]
    ) -> Callable[[FrameDocument], None]:
        chosen = tuple(paths) if paths is not None else self.selection.paths

        def apply(document: FrameDocument) -> None:
            for path in chosen:
                action(document, path)

        return apply

    def set_text(self, text: str, paths: Iterable[Path] | None = None) -> None:
        self.change("Edit text", self._each(paths, lambda d, p: d.set_text(p, text)))

    def set_style(self, changes: dict[str, str], paths: Iterable[Path] | None = None, text: str = "") -> None:
        words = text or "Change " + ", ".join(name.replace("-", " ") for name in changes)
        self.change(words, self._each(paths, lambda d, p: d.set_style(p, changes)))

    def rename(self, path: Path, name: str, frame_id: str | None = None) -> None:
        self.change("Rename layer", self._each([path], lambda d, p: d.rename(p, name)), frame_id)

    def set_hidden(self, path: Path, hidden: bool, frame_id: str | None = None) -> None:
        self.change(
            "Hide layer" if hidden else "Show layer", self._each([path], lambda d, p: d.set_hidden(p, hidden)), frame_id
        )

    def set_image(self, url: str, paths: Iterable[Path] | None = None) -> None:
        self.change("Replace image", self._each(paths, lambda d, p: d.set_image(p, url)))

    def move(self, path: Path, index: int) -> Path:
        frame_id = self.selection.frame_id
        moved = self.change("Reorder layers", lambda document: document.move(path, index))
        self.selection.set(frame_id, [moved])
        return moved

    def delete(self, paths: Iterable[Path] | None = None) -> None:
        chosen = sorted(tuple(paths) if paths is not None else self.selection.paths, reverse=True)
        chosen = [p for p in chosen if not any(p[: len(q)] == q and p != q for q in chosen)]  # not inside another
        if not chosen:
            return
        frame_id = self.selection.frame_id
        self.change(
            "Delete layer" if len(chosen) == 1 else "Delete layers", self._each(chosen, lambda d, p: d.delete(p))
        )
        self.selection.set(frame_id, [])

    def duplicate(self, paths: Iterable[Path] | None = None) -> list[Path]:
        chosen = sorted(tuple(paths) if paths is not None else self.selection.paths, reverse=True)
        if not chosen:
            return []
        frame_id = self.selection.frame_id

        def apply(document: FrameDocument) -> list[Path]:
            return [document.duplicate(path) for path in chosen]  # from the last: earlier paths hold

        copies = self.change("Duplicate layer", apply)
        self.selection.set(frame_id, copies)
        return copies

    def set_size_mode(
        self,
        axis: str,
        mode: str,
        size: float | None = None,
        paths: Iterable[Path] | None = None,
        parent_direction: str = "column",
    ) -> None:
        """Width or height: fill what the parent gives, hug the content, or a fixed size."""
        if axis not in ("width", "height") or mode not in SIZE_MODES:
            raise ValueError(f"{axis} cannot be {mode}")
        self.set_style(size_styles(axis, mode, size, parent_direction), paths, f"{axis.title()}: {mode}")


def size_styles(axis: str, mode: str, size: float | None, parent_direction: str) -> dict[str, str]:
    """The inline styles that make a size mode, for an element in a flex parent of the given
    direction (the main axis grows, the cross axis stretches)."""
    along = parent_direction.startswith("row") == (axis == "width")
    if mode == "fixed":
        if size is None or size < 0:
            raise ValueError("a fixed size needs a size")
        return {  # the size is the element's whole box, padding and border included (as the inspector shows it)
            axis: f"{size:g}px",
            "box-sizing": "border-box",
            "flex": "none" if along else "",
            "align-self": "" if along else "auto",
        }
    if mode == "fill":
        if along:
            return {axis: "auto", "flex": "1 1 0", f"min-{axis}": "0"}
        return {axis: "auto", "align-self": "stretch"}
    return {
        axis: "fit-content" if axis == "width" else "auto",
        "flex": "none" if along else "",
        "align-self": "" if along else "flex-start",
    }


def size_mode(axis: str, style: dict[str, str], box_size: float, room: float | None, along: bool) -> str:
    """The size mode an element has on an axis (`along` its parent's main axis or across it): from
    its own style where that says, else from its box (taking all the room its parent gives: fill)."""
    flex = style.get("flex", "").split()
    grows = bool(flex) and flex[0] not in ("0", "none") or style.get("flex-grow", "0") not in ("0", "")
    if along and grows or not along and style.get("align-self") == "stretch":
        return "fill"
    own = style.get(axis, "")
    if own.endswith("px"):
        return "fixed"
    if own == "100%" or room is not None and abs(box_size - room) <= 1:
        return "fill"
    return "hug"
