"""The cache is tested against a real engine on SQLite and real SQLite cache files."""

from __future__ import annotations

import socket
from pathlib import Path

import httpx
import pytest

from app.cache import KeyedTransport, LocalCache


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'framewright.db'}"


@pytest.fixture
def cache(tmp_path: Path):
    opened = LocalCache(tmp_path / "cache" / "desktop-cache.db")
    yield opened
    opened.close()


class RecordingTransport(httpx.AsyncBaseTransport):
    """The real HTTP transport, noting each request's method, path and Idempotency-Key."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.sent: list[tuple[str, str, str | None]] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append((request.method, request.url.path, request.headers.get("idempotency-key")))
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()


@pytest.fixture
def recorder() -> RecordingTransport:
    return RecordingTransport()


@pytest.fixture
def closed_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def keyed(recorder: RecordingTransport) -> KeyedTransport:
    return KeyedTransport(recorder)
