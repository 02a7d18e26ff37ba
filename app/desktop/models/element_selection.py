"""Which elements of one frame are selected (for the layers panel, the inspector and the canvas's
outlines), and walking the selection up to a parent or down to a child."""

from __future__ import annotations

from collections.abc import Iterable

from app.desktop.models.document import FrameDocument, Path
from app.desktop.models.events import Event


class ElementSelection:
    def __init__(self) -> None:
        self.frame_id: str | None = None
        self.paths: tuple[Path, ...] = ()
        self.changed = Event()  # (frame_id, paths)

    def __bool__(self) -> bool:
        return bool(self.paths)

    def __contains__(self, path: object) -> bool:
        return path in self.paths

    def set(self, frame_id: str | None, paths: Iterable[Path] = ()) -> None:
        chosen = tuple(dict.fromkeys(tuple(p) for p in paths)) if frame_id is not None else ()
        if (frame_id, chosen) != (self.frame_id, self.paths):
            self.frame_id, self.paths = frame_id, chosen
            self.changed.emit(frame_id, chosen)

    def toggle(self, frame_id: str, path: Path) -> None:
        """Shift-click: add the element, or take it out; an element of another frame starts anew."""
        if frame_id != self.frame_id:
            self.set(frame_id, [path])
        elif path in self.paths:
            self.set(frame_id, [p for p in self.paths if p != path])
        else:
            self.set(frame_id, self.paths + (path,))

    def clear(self) -> None:
        self.set(None)

    def up(self) -> None:
        """Each selected element gives way to its parent (the frame's page is the top)."""
        if self.paths:
            self.set(self.frame_id, [p[:-1] for p in self.paths if len(p) > 1] or ())

    def down(self, document: FrameDocument) -> None:
        """Each selected element gives way to its first child layer, where it has one."""
        chosen = []
        for path in self.paths:
            try:
                children = document.layer(path).children
            except LookupError:
                continue
            chosen.append(children[0].path if children else path)
        self.set(self.frame_id, chosen)

    def keep_existing(self, document: FrameDocument) -> None:
        """After the frame changed (an undo, the service): forget paths that name nothing now."""
        kept = [path for path in self.paths if document.exists(path)]
        if len(kept) != len(self.paths):
            self.set(self.frame_id if kept else None, kept)
