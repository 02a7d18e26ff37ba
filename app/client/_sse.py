"""Server-sent events of POST /chat turned into typed events (spec section 6)."""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Any, cast

import httpx
from httpx_sse import EventSource
from pydantic import TypeAdapter, ValidationError

from app.client._errors import StreamError
from app.contract.chat import ChatEvent
from app.contract.errors import ErrorBody

# a discriminated union is not a class to the stubs, which type the argument as one
EVENT: TypeAdapter[ChatEvent] = TypeAdapter(cast(Any, ChatEvent))


async def chat_events(response: httpx.Response) -> AsyncGenerator[ChatEvent, None]:
    """Each `data:` field is one JSON event; event types this client does not know are skipped."""
    try:
        async for sse in EventSource(response).aiter_sse():
            if sse.data and (event := parse_event(sse.data)) is not None:
                yield event
    except httpx.TransportError as failure:  # also httpx-sse's SSEError for a response that is not a stream
        raise StreamError(ErrorBody(error=f"the chat stream failed: {failure}"), headers=response.headers) from failure


def parse_event(data: str) -> ChatEvent | None:
    """The event in one data field, or None for a type this client does not know."""
    try:
        return EVENT.validate_json(data)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        if problem["type"] == "union_tag_invalid":
            return None
        raise StreamError(ErrorBody(error=f"malformed chat event ({problem['msg']}): {data[:200]!r}")) from None
