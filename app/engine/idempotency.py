"""Idempotency keys (spec 8.2): the first request's response is kept and replayed.

Keys are scoped to account and endpoint and live 24 hours. A key seen with a different body is
refused (422), a key whose first request is still running is refused (409). Only final answers
are kept: a 5xx, a 402 or a crash frees the key so the caller can try again.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Engine, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from app.contract.limits import IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, IDEMPOTENCY_LIFETIME
from app.engine.db.tables import idempotency_records as records

ABANDONED_AFTER = timedelta(minutes=10)  # a "running" record this old belongs to a process that died


@dataclass(frozen=True)
class Stored:
    status: int
    content_type: str
    body: bytes


@dataclass(frozen=True)
class Begun:
    record_id: int


class KeyReused(Exception):
    pass


class StillRunning(Exception):
    pass


def key_problem(key: str) -> str | None:
    if not IDEMPOTENCY_KEY_MIN <= len(key) <= IDEMPOTENCY_KEY_MAX:
        return f"Idempotency-Key must be {IDEMPOTENCY_KEY_MIN} to {IDEMPOTENCY_KEY_MAX} characters"
    if not key.isprintable() or not key.isascii():
        return "Idempotency-Key must be printable ASCII"
    return None


def fingerprint(body: bytes) -> str:
    """The same JSON in another key order or spacing is the same request."""
    try:
        canonical = json.dumps(json.loads(body), sort_keys=True, separators=(",", ":")).encode()
    except (ValueError, UnicodeDecodeError):
        canonical = body
    return hashlib.sha256(canonical).hexdigest()


def should_keep(status: int) -> bool:
    return status < 500 and status not in (402, 409, 429)


def begin(engine: Engine, account_id: str, endpoint: str, key: str, request_hash: str, now: datetime) -> Begun | Stored:
    """Claim the key for this request, or answer what an earlier request with it got."""
    for _ in range(5):
        try:
            with engine.begin() as conn:
                record_id: int = conn.execute(
                    insert(records)
                    .values(
                        account_id=account_id,
                        endpoint=endpoint,
                        key=key,
                        request_hash=request_hash,
                        state="running",
                        created_at=now,
                    )
                    .returning(records.c.id)
                ).scalar_one()
            return Begun(record_id)
        except IntegrityError:
            pass
        with engine.begin() as conn:
            row = conn.execute(
                select(records).where(
                    records.c.account_id == account_id,
                    records.c.endpoint == endpoint,
                    records.c.key == key,
                )
            ).first()
            if row is None:
                continue
            expired = now - row.created_at >= IDEMPOTENCY_LIFETIME
            abandoned = row.state == "running" and now - row.created_at >= ABANDONED_AFTER
            if expired or abandoned:
                conn.execute(delete(records).where(records.c.id == row.id))
                continue
            if row.request_hash != request_hash:
                raise KeyReused()
            if row.state == "running":
                raise StillRunning()
            return Stored(row.status, row.content_type, row.body)
    raise StillRunning()


def finish(engine: Engine, begun: Begun, status: int, content_type: str, body: bytes) -> None:
    with engine.begin() as conn:
        if should_keep(status):
            conn.execute(
                update(records)
                .where(records.c.id == begun.record_id)
                .values(state="done", status=status, content_type=content_type, body=body)
            )
        else:
            conn.execute(delete(records).where(records.c.id == begun.record_id))


def abandon(engine: Engine, begun: Begun) -> None:
    with engine.begin() as conn:
        conn.execute(delete(records).where(records.c.id == begun.record_id))


def purge_expired(engine: Engine, now: datetime) -> int:
    with engine.begin() as conn:
        return conn.execute(delete(records).where(records.c.created_at < now - IDEMPOTENCY_LIFETIME)).rowcount
