"""The frames of the open project, in canvas order. Each change says where it came from:
"user" for an edit made here (to be saved), "service" for what the service or the cache said."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from app.cache.ids import new_frame_id
from app.contract import Frame
from app.desktop.models.events import Event

USER = "user"
SERVICE = "service"

__all__ = ["FrameList", "SERVICE", "USER", "new_frame_id"]


class FrameList:
    def __init__(self) -> None:
        self._frames: dict[str, Frame] = {}
        self.added = Event()  # (frame, source)
        self.changed = Event()  # (frame, source)
        self.removed = Event()  # (frame, source)
        self.reset = Event()  # ()

    def __iter__(self) -> Iterator[Frame]:
        return iter(list(self._frames.values()))

    def __len__(self) -> int:
        return len(self._frames)

    def __contains__(self, frame_id: object) -> bool:
        return frame_id in self._frames

    def get(self, frame_id: str) -> Frame | None:
        return self._frames.get(frame_id)

    def load(self, frames: Iterable[Frame]) -> None:
        """Replace everything (opening a project); no edit to save."""
        self._frames = {frame.frame_id: frame for frame in frames}
        self.reset.emit()

    def put(self, frame: Frame, source: str = USER) -> None:
        """Add the frame, or replace the one with its id."""
        known = frame.frame_id in self._frames
        self._frames[frame.frame_id] = frame
        (self.changed if known else self.added).emit(frame, source)

    def remove(self, frame_id: str, source: str = USER) -> Frame | None:
        frame = self._frames.pop(frame_id, None)
        if frame is not None:
            self.removed.emit(frame, source)
        return frame

    def next_free_spot(self, gap: float = 40, width: float = 390) -> tuple[float, float]:
        """Where a new frame goes: to the right of the rightmost one, on the top row."""
        if not self._frames:
            return 0.0, 0.0
        right = max(frame.left for frame in self._frames.values())
        top = min(frame.top for frame in self._frames.values())
        return right + width + gap, top
