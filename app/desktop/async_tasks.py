"""The asyncio tasks a window runs, and the threads they hand blocking work to, so they can all be
stopped when it closes.

Once closed, the set starts nothing new: work handed to it then is cancelled at once, so a
late model event cannot start a render or a request for a window that is going away. Its threads
are the set's own (never the loop's default executor, which under qasync is made of QThreads that
live until the loop closes): closing lets the call each one is in finish and joins them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import functools
import logging
import weakref
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

log = logging.getLogger(__name__)
Result = TypeVar("Result")
THREADS = 2
LIBRARY_THREADS = 4
_plain_loops: weakref.WeakSet[asyncio.AbstractEventLoop] = weakref.WeakSet()


def plain_threads_for(loop: asyncio.AbstractEventLoop) -> None:
    """Blocking calls libraries hand to the loop (looking up a host name for the HTTP client) run in
    plain Python threads, not in qasync's default QThreads, which Qt aborts the process over when
    it ends with one still running. Done once per loop; Python joins these threads at exit."""
    if loop not in _plain_loops:
        loop.set_default_executor(
            concurrent.futures.ThreadPoolExecutor(LIBRARY_THREADS, thread_name_prefix="library-calls")
        )
        _plain_loops.add(loop)


class TaskSet:
    def __init__(self, on_error: Callable[[BaseException], None] | None = None) -> None:
        self.tasks: set[asyncio.Task] = set()
        self.on_error = on_error
        self.closed = False
        self.threads = concurrent.futures.ThreadPoolExecutor(THREADS, thread_name_prefix="window-work")

    def spawn(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task:
        task = asyncio.ensure_future(work)
        if self.closed:
            task.cancel()
            return task
        self.tasks.add(task)
        task.add_done_callback(self._done)
        return task

    async def in_thread(self, call: Callable[..., Result], *args: Any) -> Result:
        """`call(*args)` in one of the set's threads (with the caller's context variables), awaited
        without blocking the loop. Once the set is closed, nothing new runs: cancelled at once."""
        if self.closed:
            raise asyncio.CancelledError()
        bound = functools.partial(contextvars.copy_context().run, call, *args)
        return await asyncio.get_running_loop().run_in_executor(self.threads, bound)

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
        """Cancel everything running and refuse new work; the calls running in the set's threads
        finish, those not started yet never start, and the threads are joined. Returns the tasks
        still finishing."""
        self.closed = True
        running = self.cancel_all()
        self.threads.shutdown(wait=True, cancel_futures=True)
        return running

    @property
    def busy(self) -> bool:
        return any(not task.done() for task in self.tasks)
