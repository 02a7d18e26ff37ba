"""Retries over real HTTP: only what is safe to repeat, bounded, with one idempotency key per call."""

from __future__ import annotations

import socket

import pytest

from app.client import RetryPolicy, ServerError, ServiceClient, ServiceUnavailableError
from app.contract import ChatRequest, CreateTheme, ExportCodeRequest, SaveFrame
from tests.client.conftest import CREDENTIAL


async def test_a_read_is_retried_through_503_and_502(peer):
    peer.fail("/me", 503, 502)
    async with peer.client() as service:
        me = await service.me()
    assert me.id == "acct_1"
    assert len(peer.seen["/me"]) == 3 and len(peer.slept) == 2


async def test_retries_are_bounded(peer):
    peer.fail("/me", 504, 504, 504, 504)
    async with peer.client(retries=2) as service:
        with pytest.raises(ServerError) as failed:
            await service.me()
    assert failed.value.status == 504
    assert len(peer.seen["/me"]) == 3 and len(peer.slept) == 2


async def test_a_billable_call_keeps_one_idempotency_key_across_its_retries(peer):
    peer.fail("/export-code", 503, 503)
    async with peer.client() as service:
        result = await service.export_code(ExportCodeRequest(html="<p>", framework="flutter"))
    assert result.file_name == "Screen.dart"
    keys = [seen.headers["idempotency-key"] for seen in peer.seen["/export-code"]]
    assert len(keys) == 3 and len(set(keys)) == 1


async def test_a_billable_call_cut_off_mid_answer_is_repeated_with_its_key(peer):
    peer.fail("/export-code", 0)
    async with peer.client() as service:
        await service.export_code(ExportCodeRequest(html="<p>", framework="flutter"), idempotency_key="key-0001")
    assert [seen.headers["idempotency-key"] for seen in peer.seen["/export-code"]] == ["key-0001", "key-0001"]


async def test_creating_a_theme_is_not_repeated_on_a_503(peer):
    peer.fail("/themes", 503)
    async with peer.client() as service:
        with pytest.raises(ServerError) as failed:
            await service.create_theme(CreateTheme(name="Dusk"))
    assert failed.value.status == 503
    assert len(peer.seen["/themes"]) == 1 and peer.slept == []


async def test_creating_a_theme_is_not_repeated_when_the_answer_is_cut_off(peer):
    peer.fail("/themes", 0)
    async with peer.client() as service:
        with pytest.raises(ServiceUnavailableError) as failed:
            await service.create_theme(CreateTheme(name="Dusk"))
    assert failed.value.status is None and "RemoteProtocolError" in failed.value.body.error
    assert len(peer.seen["/themes"]) == 1


async def test_a_read_cut_off_mid_answer_is_repeated(peer):
    peer.fail("/me", 0)
    async with peer.client() as service:
        assert (await service.me()).email == "a@example.com"
    assert len(peer.seen["/me"]) == 2


async def test_saving_a_frame_overwrites_so_it_is_repeated(peer):
    peer.fail("/frames", 503)
    async with peer.client() as service:
        await service.save_frame(SaveFrame(frame_id="frm_1", project_id="prj_1", html="<p>"))
    assert len(peer.seen["/frames"]) == 2
    assert peer.seen["/frames"][0].body == peer.seen["/frames"][1].body


async def test_retry_after_on_503_is_honoured_up_to_the_cap(peer):
    peer.fail("/me", 503, headers={"Retry-After": "1.5"})
    peer.fail("/me", 503, headers={"Retry-After": "120"})
    async with peer.client() as service:
        await service.me()
    assert peer.slept == [1.5, 2.0]


def unreachable(retries: int) -> tuple[ServiceClient, list[float]]:
    """A client of a loopback port nothing listens on, and the waits it would have slept."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again on leaving the block
    slept: list[float] = []

    async def record(seconds: float) -> None:
        slept.append(seconds)

    policy = RetryPolicy(retries=retries, sleep=record)
    return ServiceClient(f"http://127.0.0.1:{port}/api/v1", CREDENTIAL, retries=policy), slept


async def test_an_unreachable_service_is_retried_then_reported():
    service, slept = unreachable(retries=3)
    async with service:
        with pytest.raises(ServiceUnavailableError) as failed:
            await service.create_theme(CreateTheme())  # refused: it never reached a server, so safe to repeat
    assert failed.value.status is None and "ConnectError" in failed.value.body.error
    assert len(slept) == 3 and all(0 <= wait <= 2.0 for wait in slept)


async def test_a_chat_that_cannot_connect_is_retried_then_reported():
    request = ChatRequest.model_validate(
        {"messages": [{"id": "msg_1", "role": "user", "parts": []}], "projectId": "prj_1", "id": "chat_1"}
    )
    service, slept = unreachable(retries=2)
    async with service:
        with pytest.raises(ServiceUnavailableError):
            async for _ in service.chat(request):
                pass
    assert len(slept) == 2
