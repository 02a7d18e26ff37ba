"""The asyncio tasks a window runs, so they can all be cancelled when it closes.

Once closed, the set starts nothing new: work handed to it then is cancelled at once, so a
late model event cannot start a render or a request for a window that is going away."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger(__name__)


class TaskSet:
    def __init__(self, on_error: Callable[[BaseException], None] | None = None) -> None:
        self.tasks: set[asyncio.Task] = set()
        self.on_error = on_error
        self.closed = False

    def spawn(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task:
        task = asyncio.ensure_future(work)
        if self.closed:
            task.cancel()
            return task
        self.tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        if task.cancelled():
            return
        failure = task.exception()
        if failure is not None:
            if self.on_error is not None:
                self.on_error(failure)
            else:
                log.error("a task failed", exc_info=failure)

    def cancel_all(self) -> list[asyncio.Task]:
        running = [task for task in self.tasks if not task.done()]
        for task in running:
            task.cancel()
        return running

    def close(self) -> list[asyncio.Task]:
        """Cancel everything running and refuse new work; returns the tasks still finishing."""
        self.closed = True
        return self.cancel_all()

    @property
    def busy(self) -> bool:
        return any(not task.done() for task in self.tasks)
