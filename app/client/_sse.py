"""Server-sent events of POST /chat turned into typed events (spec section 6)."""

from __future__ import annotations

import json
from typing import AsyncIterator

import httpx
from httpx_sse import EventSource
from pydantic import TypeAdapter, ValidationError

from app.client._errors import StreamError
from app.contract.chat import ChatEvent
from app.contract.errors import ErrorBody

EVENT = TypeAdapter(ChatEvent)
KNOWN_TYPES = {"text", "tool-call", "tool-result", "finish"}


async def chat_events(response: httpx.Response) -> AsyncIterator[ChatEvent]:
    """Each `data:` line is one JSON event; types this client does not know are skipped."""
    async for sse in EventSource(response).aiter_sse():
        if not sse.data:
            continue
        try:
            payload = json.loads(sse.data)
        except ValueError:
            raise StreamError(ErrorBody(error=f"malformed event data: {sse.data[:200]!r}"), response.status_code) from None
        if not isinstance(payload, dict) or payload.get("type") not in KNOWN_TYPES:
            continue
        try:
            yield EVENT.validate_python(payload)
        except ValidationError as invalid:
            raise StreamError(ErrorBody(error=f"invalid {payload['type']} event: {invalid.errors()[0]['msg']}"),
                              response.status_code) from None
