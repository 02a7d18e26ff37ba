"""The engine's side of the queue: defer jobs and wait for their answers.

One LISTEN connection per engine process hears every finished job (the worker's NOTIFY is part
of the transaction that stores the answer) and wakes the requests waiting for it. After the
listening connection is lost and made again, every waiting request looks at its row once more,
so an answer written meanwhile is not missed.
"""

from __future__ import annotations

import asyncio
import logging

import psycopg
from anyio import to_thread

from app.engine.jobs import orders
from app.engine.jobs.queue import RUN_JOB, conninfo, queue_app

log = logging.getLogger(__name__)


class JobRunner:
    def __init__(self, database_url: str, db) -> None:
        self.db = db
        self.address = conninfo(database_url)
        self.app = queue_app(database_url)
        self.waiting: dict[str, set[asyncio.Future]] = {}
        self.listening = asyncio.Event()
        self._listener: asyncio.Task | None = None

    async def start(self) -> None:
        await self.app.open_async()
        self._listener = asyncio.create_task(self._listen(), name="job answers")
        try:
            await asyncio.wait_for(self.listening.wait(), 15)
        except TimeoutError:
            log.warning("not yet listening for job answers; waiting requests will look again once it is")

    async def stop(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            await asyncio.gather(self._listener, return_exceptions=True)
        await self.app.close_async()

    async def _listen(self) -> None:
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.address, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {orders.CHANNEL}")
                    self.listening.set()
                    self._wake_all()  # anything answered while not listening
                    async for note in conn.notifies():
                        self._wake(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as lost:
                self.listening.clear()
                log.warning("lost the connection that hears job answers (%s); connecting again", lost)
                await asyncio.sleep(1)

    def _wake(self, job_id: str) -> None:
        for future in self.waiting.get(job_id, ()):
            if not future.done():
                future.set_result(None)

    def _wake_all(self) -> None:
        for job_id in list(self.waiting):
            self._wake(job_id)

    async def defer(self, job_id: str) -> int:
        return await self.app.tasks[RUN_JOB].defer_async(job_id=job_id)

    async def cancel(self, queued_id: int) -> None:
        """Take a job off the queue if no worker has started it; one already started finishes, unanswered."""
        try:
            await self.app.job_manager.cancel_job_by_id_async(queued_id)
        except Exception as failed:
            log.warning("could not take job %s off the queue: %s", queued_id, failed)

    async def wait(self, job_id: str, timeout: float) -> orders.Answer | None:
        """The job's answer, or None when it has none after `timeout` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            woken = loop.create_future()
            self.waiting.setdefault(job_id, set()).add(woken)
            try:
                answer = await to_thread.run_sync(orders.answered, self.db, job_id)
                remaining = deadline - loop.time()
                if answer is not None or remaining <= 0:
                    return answer
                try:
                    await asyncio.wait_for(woken, remaining)
                except TimeoutError:
                    return await to_thread.run_sync(orders.answered, self.db, job_id)
            finally:
                futures = self.waiting.get(job_id)
                if futures is not None:
                    futures.discard(woken)
                    if not futures:
                        del self.waiting[job_id]
