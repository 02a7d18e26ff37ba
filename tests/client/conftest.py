"""A scripted HTTP peer on a loopback port, for client behaviour the real engine cannot be made to
show on demand: 502/503/504, Retry-After, a stream cut short, a malformed event."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections import defaultdict

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route


class Script:
    """What the peer answers, and what it saw."""

    def __init__(self) -> None:
        self.failures: dict[str, list[tuple[int, dict]]] = defaultdict(list)  # path -> statuses to answer first
        self.seen: dict[str, list[dict]] = defaultdict(list)
        self.events: list[str] = []
        self.stream_closed = threading.Event()

    def fail(self, path: str, *statuses: int, headers: dict | None = None) -> None:
        self.failures[path].extend((status, headers or {}) for status in statuses)


def build_app(script: Script) -> Starlette:
    async def endpoint(request: Request) -> Response:
        path = "/" + request.path_params["path"]
        script.seen[path].append({"method": request.method, "headers": dict(request.headers),
                                  "body": (await request.body()).decode()})
        if script.failures[path]:
            status, headers = script.failures[path].pop(0)
            return JSONResponse({"error": f"scripted {status}"}, status_code=status, headers=headers)
        if path == "/chat":
            async def stream():
                try:
                    for line in script.events:
                        if line == "forever":
                            break
                        yield f"data: {line}\n\n"
                        await asyncio.sleep(0.01)
                    while script.events and script.events[-1] == "forever":
                        yield ": keep-alive\n\n"
                        await asyncio.sleep(0.05)
                finally:
                    script.stream_closed.set()
            return StreamingResponse(stream(), media_type="text/event-stream")
        if path.startswith("/status/"):
            status = int(path.rsplit("/", 1)[1])
            return JSONResponse({"error": f"status {status}", "code": "scripted", "upgrade": status == 403,
                                 "requiredPlan": "lite" if status == 403 else None}, status_code=status)
        if path == "/plain-500":
            return Response("<html>oops</html>", status_code=500, media_type="text/html")
        bodies = {
            "/me": {"id": "acct_1", "email": "a@example.com", "name": "a", "plan": "lite",
                    "credits": {"balance": 10, "plan": 10, "purchased": 0}},
            "/themes": {"id": "thm_1", "name": "T", "variants": {"default": {}}},
            "/frames": {"ok": True},
            "/export-code": {"code": "x", "language": "dart", "fileExtension": ".dart", "fileName": "Screen.dart",
                             "framework": "flutter", "cached": False},
        }
        return JSONResponse(bodies.get(path, {"ok": True}))

    return Starlette(routes=[Route("/api/v1/{path:path}", endpoint, methods=["GET", "POST", "PUT", "DELETE"])])


@pytest.fixture
def peer():
    script = Script()
    server = uvicorn.Server(uvicorn.Config(build_app(script), host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    script.base_url = f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}/api/v1"
    yield script
    server.should_exit = True
    thread.join(timeout=10)


def event(**fields) -> str:
    return json.dumps(fields)
