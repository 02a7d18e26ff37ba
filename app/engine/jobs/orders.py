"""The `jobs` rows: what a request asked for, and the answer a worker wrote back.

A row is `waiting` until exactly one of two things happens to it, each a conditional update in
its own transaction: a worker finishes it (`done`: the answer stored and the reservation
committed, or released for an error answer) or the engine gives up on it (`abandoned`: the
reservation released). Whichever comes second changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, Engine, delete, insert, select, text, update

from app.engine import credits
from app.engine.db.tables import jobs

CHANNEL = "framewright_jobs"  # NOTIFY payload: the id of a job that has its answer


@dataclass(frozen=True)
class Answer:
    status: int
    content_type: str
    body: bytes
    record: Callable[[Connection], None] | None = None  # what a success also writes, in the same transaction


@dataclass(frozen=True)
class Order:
    id: str
    account_id: str
    endpoint: str
    reservation_id: str
    payload: dict
    state: str


def place(
    db: Engine, job_id: str, account_id: str, endpoint: str, reservation_id: str, payload: dict, now: datetime
) -> None:
    with db.begin() as conn:
        conn.execute(
            insert(jobs).values(
                id=job_id,
                account_id=account_id,
                endpoint=endpoint,
                reservation_id=reservation_id,
                payload=json.dumps(payload),
                state="waiting",
                attempts=0,
                created_at=now,
            )
        )


def take(db: Engine, job_id: str) -> Order | None:
    """The order as a worker starts it (counting the attempt), or None when no longer waiting."""
    with db.begin() as conn:
        row = conn.execute(
            update(jobs)
            .where(jobs.c.id == job_id, jobs.c.state == "waiting")
            .values(attempts=jobs.c.attempts + 1)
            .returning(jobs.c.account_id, jobs.c.endpoint, jobs.c.reservation_id, jobs.c.payload, jobs.c.state)
        ).first()
    if row is None:
        return None
    return Order(job_id, row.account_id, row.endpoint, row.reservation_id, json.loads(row.payload), row.state)


def finish(db: Engine, order: Order, answer: Answer, now: datetime) -> bool:
    """Store the answer and settle the credits, once; False when the job was already finished or abandoned."""
    with db.begin() as conn:
        claimed = conn.execute(
            update(jobs)
            .where(jobs.c.id == order.id, jobs.c.state == "waiting")
            .values(
                state="done", status=answer.status, content_type=answer.content_type, body=answer.body, finished_at=now
            )
        ).rowcount
        if not claimed:
            return False
        if answer.status < 400:
            credits.commit_held(conn, order.reservation_id)
            if answer.record is not None:
                answer.record(conn)
        else:
            credits.release_held(conn, order.reservation_id, now)
        notify(conn, order.id)
    return True


def abandon(db: Engine, job_id: str, reservation_id: str, now: datetime) -> bool:
    """Give up on a job still waiting and release its credits; False when a worker finished it first."""
    with db.begin() as conn:
        claimed = conn.execute(
            update(jobs)
            .where(jobs.c.id == job_id, jobs.c.state == "waiting")
            .values(state="abandoned", finished_at=now)
        ).rowcount
        if claimed:
            credits.release_held(conn, reservation_id, now)
    return bool(claimed)


def answered(db: Engine, job_id: str) -> Answer | None:
    with db.connect() as conn:
        row = conn.execute(
            select(jobs.c.state, jobs.c.status, jobs.c.content_type, jobs.c.body).where(jobs.c.id == job_id)
        ).first()
    if row is None or row.state != "done":
        return None
    return Answer(row.status, row.content_type, bytes(row.body))


def purge_finished(db: Engine, before: datetime) -> int:
    with db.begin() as conn:
        return conn.execute(delete(jobs).where(jobs.c.state != "waiting", jobs.c.finished_at < before)).rowcount


def notify(conn: Connection, job_id: str) -> None:
    conn.execute(text("SELECT pg_notify(:channel, :job_id)"), {"channel": CHANNEL, "job_id": job_id})
