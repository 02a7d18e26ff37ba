"""A scripted HTTP peer on a loopback port, for client behaviour the real engine cannot be made to
show on demand: 502/503/504, Retry-After, a connection dropped mid-answer, a malformed event.

It speaks real HTTP (uvicorn) and answers with bodies built from the contract models, so the client
under test parses exactly what the engine would send."""

from __future__ import annotations

import asyncio
import threading
import time
from collections import defaultdict
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any, Literal

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.datastructures import UploadFile
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from app.client import RetryPolicy, ServiceClient
from app.contract import (
    CreditPurchaseResult,
    ExportCodeResult,
    Frame,
    ImageToHtmlResult,
    Me,
    Ok,
    Project,
    ProjectDetail,
    ProjectList,
    Theme,
    ThemeList,
    ThemeLookup,
    UploadResult,
    UsageResult,
)

CREDENTIAL = "fw_test_key"
NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
THEME = Theme(id="thm_1", name="Dusk", variants={"default": {"--primary": "#123456"}})
PROJECT = Project(id="prj_1", name="Fit", created_at=NOW)
STYLE_GUIDE = {
    "colors": {
        "primary": "#000",
        "background": "#fff",
        "surface": "#fff",
        "foreground": "#000",
        "muted": "#888",
        "border": "#ddd",
    },
    "typography": {
        "fontFamily": "Inter",
        "headingSize": "24px",
        "bodySize": "16px",
        "headingWeight": "700",
        "bodyWeight": "400",
    },
    "spacing": {"containerPadding": "16px", "cardPadding": "12px", "gap": "8px"},
    "borderRadius": {"card": "12px", "button": "8px", "badge": "999px"},
    "shadows": [],
    "themeVariables": {"--primary": "#000"},
}
ANSWERS: dict[tuple[str, str], Any] = {
    ("GET", "/me"): Me.model_validate(
        {
            "id": "acct_1",
            "email": "a@example.com",
            "name": "A",
            "plan": "lite",
            "credits": {"balance": 10, "plan": 10, "purchased": 0},
        }
    ),
    ("GET", "/usage"): UsageResult.model_validate(
        {
            "period": {"start": NOW, "end": NOW, "days": 7},
            "summary": {
                "totalCalls": 1,
                "totalCredits": 15,
                "byEndpoint": {"/export-code": {"calls": 1, "credits": 15, "label": "Export code"}},
            },
            "daily": [{"date": date(2026, 1, 2), "calls": 1, "credits": 15}],
        }
    ),
    ("GET", "/themes"): ThemeList(themes=[THEME]),
    ("GET", "/themes?id"): ThemeLookup(theme=THEME),
    ("POST", "/themes"): THEME,
    ("PUT", "/themes"): THEME,
    ("DELETE", "/themes"): Ok(),
    ("POST", "/frames"): Ok(),
    ("DELETE", "/frames"): Ok(),
    ("GET", "/frames/{}/render"): "<!doctype html><p>Home</p>",
    ("GET", "/projects"): ProjectList(projects=[PROJECT]),
    ("POST", "/projects"): PROJECT,
    ("GET", "/projects/{}"): ProjectDetail(
        **PROJECT.model_dump(by_alias=False),
        frames=[Frame(frame_id="frm_1", project_id="prj_1", html="<p>", label="Home")],
    ),
    ("DELETE", "/projects/{}"): Ok(),
    ("POST", "/upload"): UploadResult(
        id="upl_1", url="http://127.0.0.1/cdn/a.png", filename="a.png", content_type="image/png", size=4, created_at=NOW
    ),
    ("POST", "/image-to-html"): ImageToHtmlResult.model_validate(
        {"id": "cnv_1", "html": "<html></html>", "bodyHtml": "", "styleGuide": STYLE_GUIDE}
    ),
    ("POST", "/export-code"): ExportCodeResult(
        code="x", language="dart", file_extension=".dart", file_name="Screen.dart", framework="flutter", cached=False
    ),
    ("POST", "/designtool-export"): '<meta charset="utf-8"><div data-layers="1"></div>',
    ("POST", "/credits/purchase"): CreditPurchaseResult.model_validate(
        {
            "url": "http://127.0.0.1/checkout/abc",
            "pack": {"id": "credits_1000", "name": "Starter Pack", "credits": 1000, "price": "$9"},
        }
    ),
}


@dataclass
class Seen:
    """One request as it arrived."""

    method: str
    raw_path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: bytes
    files: dict[str, tuple[str | None, str | None, bytes]]


Ending = Literal["finish", "hang", "cut"]


@dataclass
class Peer:
    """What the peer answers, and what it saw."""

    base_url: str = ""
    seen: dict[str, list[Seen]] = field(default_factory=lambda: defaultdict(list))
    slept: list[float] = field(default_factory=list)
    failures: dict[str, list[tuple[int, dict, dict]]] = field(default_factory=lambda: defaultdict(list))
    events: list[str] = field(default_factory=list)
    ending: Ending = "finish"
    stream_closed: threading.Event = field(default_factory=threading.Event)

    def fail(self, path: str, *statuses: int, body: dict | None = None, headers: dict | None = None) -> None:
        """Answer the next requests to `path` with these statuses (0: drop the connection mid-answer)."""
        for status in statuses:
            self.failures[path].append((status, body or {"error": f"scripted {status}"}, headers or {}))

    def client(self, retries: int = 3) -> ServiceClient:
        """A client of this peer whose retry waits are recorded in `slept` instead of spent."""

        async def record(seconds: float) -> None:
            self.slept.append(seconds)

        return ServiceClient(self.base_url, CREDENTIAL, retries=RetryPolicy(retries=retries, sleep=record))


def answer_for(method: str, raw_path: str, query: dict[str, str]) -> Response:
    path = raw_path.removeprefix("/api/v1")
    parts = path.split("/")  # "", resource, quoted id, ...
    if parts[1] in ("projects", "frames") and len(parts) > 2:
        parts[2] = "{}"
    shape = "/".join(parts) + ("?id" if path == "/themes" and "id" in query else "")
    canned = ANSWERS[(method, shape)]
    if isinstance(canned, str):
        return HTMLResponse(canned)
    return JSONResponse(canned.model_dump(mode="json", exclude_none=True))


async def cut_off(first: bytes) -> AsyncIterator[bytes]:
    yield first
    raise ConnectionAbortedError("scripted: the connection drops mid-answer")


def build_app(peer: Peer) -> Starlette:
    async def endpoint(request: Request) -> Response:
        path = "/" + request.path_params["path"]
        body = await request.body()
        files = {}
        if request.headers.get("content-type", "").startswith("multipart/"):
            form = await request.form()
            files = {
                name: (part.filename, part.content_type, await part.read())
                for name, part in form.items()
                if isinstance(part, UploadFile)
            }
        raw_path = request.scope["raw_path"].decode()
        peer.seen[path].append(
            Seen(request.method, raw_path, dict(request.query_params), dict(request.headers), body, files)
        )
        if peer.failures[path]:
            status, body, headers = peer.failures[path].pop(0)
            if status == 0:
                return StreamingResponse(cut_off(b'{"partial": '), media_type="application/json")
            return JSONResponse(body, status_code=status, headers=headers)
        if path == "/chat":
            return StreamingResponse(chat_stream(peer), media_type="text/event-stream")
        return answer_for(request.method, raw_path, dict(request.query_params))

    return Starlette(routes=[Route("/api/v1/{path:path}", endpoint, methods=["GET", "POST", "PUT", "DELETE"])])


async def chat_stream(peer: Peer) -> AsyncIterator[str]:
    try:
        for line in peer.events:
            yield f"data: {line}\n\n"
            await asyncio.sleep(0.01)
        if peer.ending == "cut":
            raise ConnectionAbortedError("scripted: the stream drops")
        while peer.ending == "hang":
            yield ": keep-alive\n\n"
            await asyncio.sleep(0.05)
    finally:
        peer.stream_closed.set()


@pytest.fixture
def peer() -> Iterator[Peer]:
    scripted = Peer()
    server = uvicorn.Server(uvicorn.Config(build_app(scripted), host="127.0.0.1", port=0, log_level="critical"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the scripted peer did not start"
        time.sleep(0.01)
    scripted.base_url = f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}/api/v1"
    yield scripted
    server.should_exit = True
    thread.join(timeout=10)
