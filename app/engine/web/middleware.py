"""ASGI middleware: a cap on request bodies, and one usage event per authenticated call."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.contract.errors import ErrorBody
from app.contract.limits import MAX_JSON_BODY_BYTES
from app.engine import usage
from app.engine.web.usage_writer import UsageWriter


class UsageRecorder:
    """Hands the call's usage event to the writer as its response starts (when the status is known)."""

    def __init__(self, app: ASGIApp, writer: UsageWriter, clock: Callable[[], datetime]) -> None:
        self.app = app
        self.writer = writer
        self.clock = clock

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state = scope.setdefault("state", {})

        async def send_after_recording(message: Message) -> None:
            if message["type"] == "http.response.start":
                ticket = state.get("usage")
                if ticket is not None:
                    self.writer.add(
                        usage.Call(
                            account_id=ticket.principal.account_id,
                            key_id=ticket.principal.key_id,
                            endpoint=ticket.endpoint,
                            status=message["status"],
                            credits=ticket.credits,
                            at=self.clock(),
                        )
                    )
            await send(message)

        await self.app(scope, receive, send_after_recording)


class BodyLimit:
    """Refuses declared bodies over the cap before reading them; /upload applies its own cap."""

    def __init__(self, app: ASGIApp, limit: int = MAX_JSON_BODY_BYTES, exempt: tuple[str, ...] = ()) -> None:
        self.app = app
        self.limit = limit
        self.exempt = exempt

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not scope["path"].endswith(self.exempt):
            declared = dict(scope["headers"]).get(b"content-length")
            if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
                body = json.dumps(
                    ErrorBody(error=f"request body larger than {self.limit // (1024 * 1024)} MB").to_wire()
                ).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 400,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close"),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


# the docs page and its assets load from the engine alone: a browser refuses anything from another origin
DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
)


class DocsPolicy:
    """A Content-Security-Policy on every answer under `prefix` (the browsable API docs)."""

    def __init__(self, app: ASGIApp, prefix: str) -> None:
        self.app = app
        self.prefix = prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(self.prefix):
            await self.app(scope, receive, send)
            return

        async def send_with_policy(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), (b"content-security-policy", DOCS_POLICY.encode())]
            await send(message)

        await self.app(scope, receive, send_with_policy)
