"""Every request has an id: the caller's X-Request-Id when it is a sensible token, else a new one.

It goes back in the X-Request-Id response header, into every log line written while the request
runs, into the error body (`requestId`), and into the jobs the request hands to workers.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from contextvars import ContextVar

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.contract.limits import API_PREFIX

HEADER = "x-request-id"
ACCEPTED = re.compile(r"^[A-Za-z0-9._:-]{8,128}$")

_current: ContextVar[str | None] = ContextVar("request_id", default=None)
log = logging.getLogger("framewright.requests")


def current_request_id() -> str | None:
    return _current.get()


def use_request_id(request_id: str | None):
    """Make `request_id` the current one (a worker running a request's job); returns the reset token."""
    return _current.set(request_id)


def request_id_from(headers: list[tuple[bytes, bytes]]) -> str:
    for name, value in headers:
        if name == HEADER.encode():
            offered = value.decode("latin-1")
            if ACCEPTED.match(offered):
                return offered
    return uuid.uuid4().hex


def route_of(scope: Scope) -> str:
    """The route's template (/api/v1/frames/{frameId}), never the raw path, so labels stay few."""
    path = getattr(scope.get("route"), "path", None)
    if path is None:
        return "unmatched"
    if scope["path"].startswith(API_PREFIX) and not path.startswith(API_PREFIX):
        path = API_PREFIX + path  # routers included under the API's prefix name their paths without it
    return path


class RequestContext:
    """Outermost middleware: the request id, one log line per request, and the request metrics."""

    def __init__(self, app: ASGIApp, observe=None) -> None:
        self.app = app
        self.observe = observe  # (method, route, status, seconds, scope) -> None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = request_id_from(scope["headers"])
        _current.set(request_id)  # each request runs in its own task, so this stays with it
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (b"x-request-id", request_id.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            route = route_of(scope)
            if self.observe is not None:
                self.observe(scope["method"], route, status, elapsed, scope)
            log.info(
                "request",
                extra={
                    "method": scope["method"],
                    "route": route,
                    "path": scope["path"],
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 1),
                },
            )
