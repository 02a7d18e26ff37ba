"""A small event: listeners connect, the model emits."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Listener = Callable[..., Any]


class Event:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def connect(self, listener: Listener) -> Listener:
        self._listeners.append(listener)
        return listener

    def disconnect(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, *args: Any) -> None:
        for listener in list(self._listeners):
            listener(*args)
