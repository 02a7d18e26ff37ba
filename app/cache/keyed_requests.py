"""Idempotency keys on outbox requests: the key stored with an outbox entry goes on every retry.

The client keys its billable calls itself; for the rest, `KeyedTransport` adds the key of the
entry being sent (set with `idempotency_key(...)`) as the Idempotency-Key header.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator

import httpx

_current_key: contextvars.ContextVar[str | None] = contextvars.ContextVar("idempotency_key", default=None)


@contextlib.contextmanager
def idempotency_key(key: str) -> Iterator[None]:
    token = _current_key.set(key)
    try:
        yield
    finally:
        _current_key.reset(token)


class KeyedTransport(httpx.AsyncBaseTransport):
    def __init__(self, inner: httpx.AsyncBaseTransport | None = None) -> None:
        self.inner = inner or httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        key = _current_key.get()
        if key and "idempotency-key" not in request.headers:
            request.headers["Idempotency-Key"] = key
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()
