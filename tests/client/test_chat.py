"""POST /chat as typed events over a real event stream."""

from __future__ import annotations

import asyncio
import json
from contextlib import aclosing

import pytest

from app.client import NotFoundError, ServerError, StreamError
from app.contract import ChatRequest, FinishEvent, TextEvent, ToolCallEvent, ToolResultEvent

REQUEST = ChatRequest.model_validate(
    {
        "messages": [{"id": "msg_1", "role": "user", "parts": [{"type": "text", "text": "a fitness app"}]}],
        "projectId": "prj_1",
        "id": "chat_1",
    }
)


def event(**fields: object) -> str:
    return json.dumps(fields)


async def wait_for(flag, seconds: float = 5.0) -> bool:
    for _ in range(int(seconds / 0.02)):
        if flag.is_set():
            return True
        await asyncio.sleep(0.02)
    return flag.is_set()


async def test_chat_yields_typed_events_and_skips_unknown_ones(peer):
    peer.events = [
        event(type="text", text="Planning"),
        event(type="tool-call", toolName="planScreens", args={"appName": "Fit", "screens": []}),
        event(type="reasoning", text="internal"),
        event(type="tool-result", toolName="createScreen", result={"frameId": "frm_1", "label": "Home"}),
        event(type="finish", finishReason="stop"),
    ]
    async with peer.client() as service:
        events = [e async for e in service.chat(REQUEST)]
    assert events == [
        TextEvent(text="Planning"),
        ToolCallEvent(tool_name="planScreens", args={"appName": "Fit", "screens": []}),
        ToolResultEvent(tool_name="createScreen", result={"frameId": "frm_1", "label": "Home"}),
        FinishEvent(finish_reason="stop"),
    ]
    [seen] = peer.seen["/chat"]
    assert seen.headers["accept"] == "text/event-stream"
    assert json.loads(seen.body) == REQUEST.model_dump(mode="json", exclude_none=True)


@pytest.mark.parametrize("broken", ["{not json", json.dumps({"type": "text"}), json.dumps({"text": "no type"})])
async def test_a_malformed_event_raises_stream_error_after_the_good_ones(peer, broken):
    peer.events = [event(type="text", text="ok"), broken, event(type="finish", finishReason="stop")]
    received = []
    async with peer.client() as service:
        with pytest.raises(StreamError) as failed:
            async for each in service.chat(REQUEST):
                received.append(each)
    assert received == [TextEvent(text="ok")]
    assert "malformed chat event" in failed.value.body.error


async def test_a_stream_that_drops_raises_stream_error_and_is_not_repeated(peer):
    peer.events = [event(type="text", text="one")]
    peer.ending = "cut"
    received = []
    async with peer.client() as service:
        with pytest.raises(StreamError) as failed:
            async for each in service.chat(REQUEST):
                received.append(each)
    assert received == [TextEvent(text="one")] and "stream failed" in failed.value.body.error
    assert len(peer.seen["/chat"]) == 1


async def test_closing_a_chat_early_closes_the_stream(peer):
    peer.events = [event(type="text", text="one"), event(type="text", text="two")]
    peer.ending = "hang"
    async with peer.client() as service:
        async with aclosing(service.chat(REQUEST)) as events:
            assert await anext(events) == TextEvent(text="one")
        assert await wait_for(peer.stream_closed)


async def test_breaking_out_of_a_chat_closes_the_stream(peer):
    peer.events = [event(type="text", text="one")]
    peer.ending = "hang"
    async with peer.client() as service:
        async for first in service.chat(REQUEST):
            assert first == TextEvent(text="one")
            break
        assert await wait_for(peer.stream_closed)  # the event loop finalises the abandoned generator


async def test_a_chat_refused_before_streaming_raises_its_typed_error_once(peer):
    peer.fail("/chat", 404, body={"error": "no such project"})
    async with peer.client() as service:
        with pytest.raises(NotFoundError) as failed:
            async for _ in service.chat(REQUEST):
                pass
    assert failed.value.body.error == "no such project"
    assert len(peer.seen["/chat"]) == 1


async def test_a_chat_answered_with_503_is_not_repeated(peer):
    peer.fail("/chat", 503)
    async with peer.client() as service:
        with pytest.raises(ServerError) as failed:
            async for _ in service.chat(REQUEST):
                pass
    assert failed.value.status == 503
    assert len(peer.seen["/chat"]) == 1 and peer.slept == []
