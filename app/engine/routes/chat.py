"""The design agent's chat: one request, a stream of server-sent events (spec 4.9, 6)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import anyio
from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from app.contract import ChatRequest
from app.engine.chat import ChatRefused, ChatRun
from app.engine.problems import not_found
from app.engine.routes._common import WritesProjects, errors
from app.engine.web.deps import service_of
from app.engine.web.openapi import CHAT_STREAM_EVENT

router = APIRouter(tags=["agent"])


@router.post(
    "/chat",
    responses={
        **errors(400, 404),
        200: {
            "content": {"text/event-stream": {"schema": CHAT_STREAM_EVENT}},
            "description": "agent events, one `data: <json>` line each: start, text, tool-call, tool-result, finish",
        },
    },
)
async def chat(request: Request, principal: WritesProjects, body: ChatRequest) -> StreamingResponse:
    """Describe an app or a change; screens are stored in the project as they are made."""
    try:
        run = await to_thread.run_sync(ChatRun.open, service_of(request), principal.account_id, body)
    except ChatRefused as missing:
        raise not_found(missing.what) from None
    return StreamingResponse(
        _stream(run), media_type="text/event-stream", headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    )


async def _stream(run: ChatRun) -> AsyncIterator[str]:
    """Each event as it is made. When the client goes away the task is cancelled here, between
    events, and the agent is closed: nothing after that point is composed or stored."""
    events = run.events()
    try:
        while (event := await to_thread.run_sync(next, events, None)) is not None:
            yield f"data: {event.model_dump_json()}\n\n"
    finally:
        with anyio.CancelScope(shield=True):
            await to_thread.run_sync(events.close)
