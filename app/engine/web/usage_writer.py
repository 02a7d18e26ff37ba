"""Writes usage events in batches from one background thread.

Recording a call costs the request a queue append instead of a database transaction. Readers
of usage (GET /usage) call `flush()` first, so they always see every call answered before
theirs; on shutdown the queue is drained. Another process sharing the database sees events
at most one batch interval late.
"""

from __future__ import annotations

import logging
import threading
from collections import deque

from app.engine import usage
from app.engine.service import Service

log = logging.getLogger(__name__)

BATCH_INTERVAL = 0.05  # seconds
BATCH_SIZE = 500


class UsageWriter:
    def __init__(self, service: Service) -> None:
        self.service = service
        self._pending: deque[usage.Call] = deque()
        self._wake = threading.Event()
        self._written = threading.Condition()
        self._queued = 0
        self._done = 0
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="usage-writer", daemon=True)
        self._thread.start()

    def add(self, call: usage.Call) -> None:
        with self._written:
            self._queued += 1
            self._pending.append(call)
        if len(self._pending) >= BATCH_SIZE:
            self._wake.set()

    def flush(self, timeout: float = 10.0) -> None:
        """Block until every call added before this one is in the database."""
        with self._written:
            target = self._queued
            if self._done >= target:
                return
            self._wake.set()
            self._written.wait_for(lambda: self._done >= target, timeout=timeout)

    def close(self) -> None:
        self._stopping = True
        self._wake.set()
        self._thread.join(timeout=30)

    def _run(self) -> None:
        while True:
            self._wake.wait(BATCH_INTERVAL)
            self._wake.clear()
            self._write_pending()
            if self._stopping and not self._pending:
                return

    def _write_pending(self) -> None:
        batch: list[usage.Call] = []
        while self._pending and len(batch) < BATCH_SIZE:
            batch.append(self._pending.popleft())
        if not batch:
            return
        try:
            with self.service.db.begin() as conn:
                usage.record_many(conn, batch)
        except Exception:  # usage must never cost a caller their answer; the calls are logged instead
            log.exception("could not record %d usage events", len(batch))
        with self._written:
            self._done += len(batch)
            self._written.notify_all()
        if self._pending:
            self._wake.set()
