"""Which frames are selected."""

from __future__ import annotations

from collections.abc import Iterable

from app.desktop.models.events import Event


class Selection:
    def __init__(self) -> None:
        self._ids: tuple[str, ...] = ()
        self.changed = Event()  # (ids)

    @property
    def ids(self) -> tuple[str, ...]:
        return self._ids

    def __contains__(self, frame_id: object) -> bool:
        return frame_id in self._ids

    def __len__(self) -> int:
        return len(self._ids)

    def set(self, ids: Iterable[str]) -> None:
        chosen = tuple(dict.fromkeys(ids))
        if set(chosen) != set(self._ids):
            self._ids = chosen
            self.changed.emit(chosen)

    def clear(self) -> None:
        self.set(())

    def discard(self, frame_id: str) -> None:
        if frame_id in self._ids:
            self.set(i for i in self._ids if i != frame_id)
