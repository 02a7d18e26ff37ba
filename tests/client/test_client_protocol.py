"""The client's own behaviour: retries only where safe, one idempotency key per call, typed errors,
and typed chat events, against a scripted peer speaking real HTTP."""

from __future__ import annotations

import asyncio
import socket

import pytest

from app.client import (
    AuthenticationError,
    BadRequestError,
    ConflictError,
    IdempotencyKeyReuseError,
    InsufficientCreditsError,
    NotFoundError,
    NotImplementedByServiceError,
    PermissionDeniedError,
    ServerError,
    ServiceClient,
    ServiceUnavailableError,
    StreamError,
)
from app.contract import ChatRequest, CreateTheme, ExportCodeRequest, SaveFrame, TextEvent, ToolCallEvent
from tests.client.conftest import event


def client_for(peer, **kwargs) -> tuple[ServiceClient, list[float]]:
    client = ServiceClient(peer.base_url, "fw_test", **kwargs)
    slept: list[float] = []

    async def no_wait(seconds: float) -> None:
        slept.append(seconds)

    client.sleep = no_wait
    return client, slept


async def test_a_read_is_retried_through_503s(peer):
    peer.fail("/me", 503, 502)
    client, slept = client_for(peer)
    async with client:
        me = await client.me()
    assert me.id == "acct_1"
    assert len(peer.seen["/me"]) == 3 and len(slept) == 2


async def test_retries_are_bounded(peer):
    peer.fail("/me", 503, 503, 503, 503, 503)
    client, slept = client_for(peer, retries=2)
    async with client:
        with pytest.raises(ServerError) as failed:
            await client.me()
    assert failed.value.status == 503
    assert len(peer.seen["/me"]) == 3 and len(slept) == 2


async def test_a_billable_call_keeps_one_idempotency_key_across_its_retries(peer):
    peer.fail("/export-code", 504, 503)
    client, _ = client_for(peer)
    async with client:
        result = await client.export_code(ExportCodeRequest(html="<p>", framework="flutter"))
        await client.export_code(ExportCodeRequest(html="<p>", framework="flutter"))
    assert result.file_name == "Screen.dart"
    keys = [seen["headers"]["idempotency-key"] for seen in peer.seen["/export-code"]]
    assert len(keys) == 4 and len(set(keys[:3])) == 1 and keys[3] != keys[0]
    assert 8 <= len(keys[0]) <= 255


async def test_a_given_idempotency_key_is_sent_as_is(peer):
    client, _ = client_for(peer)
    async with client:
        await client.export_code(ExportCodeRequest(html="<p>", framework="flutter"), idempotency_key="my-key-123")
    assert peer.seen["/export-code"][0]["headers"]["idempotency-key"] == "my-key-123"


async def test_creating_a_theme_is_not_repeated_on_a_503(peer):
    peer.fail("/themes", 503)
    client, slept = client_for(peer)
    async with client:
        with pytest.raises(ServerError):
            await client.create_theme(CreateTheme(name="x"))
    assert len(peer.seen["/themes"]) == 1 and slept == []


async def test_saving_a_frame_overwrites_so_it_is_retried(peer):
    peer.fail("/frames", 503)
    client, _ = client_for(peer)
    async with client:
        await client.save_frame(SaveFrame(frame_id="f", project_id="p", html="<p>"))
    assert len(peer.seen["/frames"]) == 2


async def test_retry_after_is_honoured_up_to_the_cap(peer):
    peer.fail("/me", 503, headers={"Retry-After": "1.5"})
    peer.fail("/me", 503, headers={"Retry-After": "120"})
    client, slept = client_for(peer)
    async with client:
        await client.me()
    assert slept == [1.5, 2.0]


async def test_an_unreachable_service_is_retried_then_reported():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    client = ServiceClient(f"http://127.0.0.1:{port}/api/v1", "fw_test", retries=3)
    slept: list[float] = []

    async def no_wait(seconds: float) -> None:
        slept.append(seconds)

    client.sleep = no_wait
    async with client:
        with pytest.raises(ServiceUnavailableError) as failed:
            await client.create_theme(CreateTheme())  # never reached the server: safe to retry
    assert failed.value.status is None and "cannot reach" in failed.value.body.error
    assert len(slept) == 3
    assert all(0 <= s <= 2.0 for s in slept)


@pytest.mark.parametrize("status,kind", [(400, BadRequestError), (401, AuthenticationError),
                                         (402, InsufficientCreditsError), (403, PermissionDeniedError),
                                         (404, NotFoundError), (409, ConflictError),
                                         (422, IdempotencyKeyReuseError), (501, NotImplementedByServiceError),
                                         (500, ServerError)])
async def test_statuses_map_to_typed_errors_carrying_the_body(peer, status, kind):
    client, _ = client_for(peer, retries=0)
    async with client:
        with pytest.raises(kind) as failed:
            await client._send("GET", f"/status/{status}")
    assert failed.value.status == status
    assert failed.value.body.error == f"status {status}" and failed.value.code == "scripted"
    if status == 403:
        assert failed.value.upgrade is True and failed.value.required_plan == "lite"


async def test_a_failure_without_an_error_body_still_has_a_message(peer):
    client, _ = client_for(peer, retries=0)
    async with client:
        with pytest.raises(ServerError) as failed:
            await client._send("GET", "/plain-500")
    assert failed.value.body.error == "HTTP 500 Internal Server Error"


def chat_request() -> ChatRequest:
    return ChatRequest.model_validate({"messages": [{"id": "m", "role": "user",
                                                     "parts": [{"type": "text", "text": "a fitness app"}]}],
                                       "projectId": "p", "id": "c"})


async def test_chat_yields_typed_events_and_skips_unknown_ones(peer):
    peer.events = [event(type="text", text="Planning"),
                   event(type="tool-call", toolName="planScreens", args={"appName": "Fit", "screens": []}),
                   event(type="reasoning", text="internal"),
                   event(type="tool-result", toolName="createScreen", result={"frameId": "f1", "label": "Home"}),
                   event(type="finish", finishReason="stop")]
    client, _ = client_for(peer)
    async with client:
        events = [e async for e in client.chat(chat_request())]
    assert [e.type for e in events] == ["text", "tool-call", "tool-result", "finish"]
    assert events[0] == TextEvent(text="Planning")
    assert isinstance(events[1], ToolCallEvent) and events[1].tool_name == "planScreens"
    assert events[2].result["frameId"] == "f1" and events[3].finish_reason == "stop"
    assert peer.seen["/chat"][0]["headers"]["accept"] == "text/event-stream"


async def test_a_malformed_event_raises_stream_error(peer):
    peer.events = [event(type="text", text="ok"), "{not json"]
    client, _ = client_for(peer)
    async with client:
        with pytest.raises(StreamError):
            async for _ in client.chat(chat_request()):
                pass


async def test_leaving_a_chat_early_closes_the_stream(peer):
    peer.events = [event(type="text", text="one"), event(type="text", text="two"), "forever"]
    client, _ = client_for(peer)
    async with client:
        async for first in client.chat(chat_request()):
            assert first.text == "one"
            break
        for _ in range(200):  # the abandoned generator is closed by the event loop, not at once
            if peer.stream_closed.is_set():
                break
            await asyncio.sleep(0.05)
    assert peer.stream_closed.is_set()


async def test_chat_errors_before_streaming_are_typed(peer):
    peer.fail("/chat", 404)
    client, _ = client_for(peer)
    async with client:
        with pytest.raises(NotFoundError):
            async for _ in client.chat(chat_request()):
                pass
    assert len(peer.seen["/chat"]) == 1  # a chat is never repeated
