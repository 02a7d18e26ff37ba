"""The desktop's local cache: projects, frames and themes in SQLite, and the outbox that syncs them."""

from app.cache.keyed_requests import KeyedTransport, idempotency_key
from app.cache.outbox import Conflict, FlushReport, Outbox
from app.cache.store import LocalCache, frame_hash

__all__ = ["Conflict", "FlushReport", "KeyedTransport", "LocalCache", "Outbox", "frame_hash", "idempotency_key"]
