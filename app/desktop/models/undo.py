"""Undo and redo: every edit is a pair of actions that restore each other."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.desktop.models.events import Event


@dataclass
class Edit:
    text: str
    do: Callable[[], None]
    undo: Callable[[], None]


class UndoStack:
    def __init__(self, limit: int = 500) -> None:
        self._done: list[Edit] = []
        self._undone: list[Edit] = []
        self.limit = limit
        self.changed = Event()  # ()

    def push(self, edit: Edit) -> None:
        """Do the edit and remember it; a new edit forgets what was undone."""
        edit.do()
        self._done.append(edit)
        del self._done[: -self.limit]
        self._undone.clear()
        self.changed.emit()

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def undo_text(self) -> str:
        return self._done[-1].text if self._done else ""

    @property
    def redo_text(self) -> str:
        return self._undone[-1].text if self._undone else ""

    def undo(self) -> None:
        if self._done:
            edit = self._done.pop()
            edit.undo()
            self._undone.append(edit)
            self.changed.emit()

    def redo(self) -> None:
        if self._undone:
            edit = self._undone.pop()
            edit.do()
            self._done.append(edit)
            self.changed.emit()

    def clear(self) -> None:
        self._done.clear()
        self._undone.clear()
        self.changed.emit()
