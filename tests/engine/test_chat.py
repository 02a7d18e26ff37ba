"""POST /chat on the local agent, through a real engine: the stream, the frames and themes it
stores, follow-up edits, and the errors before streaming."""

from __future__ import annotations

import re
from itertools import count

import httpx
import pytest

from app.client import NotFoundError, PermissionDeniedError, ServiceClient
from app.contract import ChatRequest, CreateTheme, SaveFrame
from app.contract.chat import FinishEvent, StartEvent, TextEvent, ToolCallEvent, ToolResultEvent

ids = count(1)


def request(project_id: str, *texts: str, theme_id: str | None = None) -> ChatRequest:
    messages = []
    for i, text in enumerate(texts):
        role = "user" if i % 2 == 0 else "assistant"
        messages.append({"id": f"m{next(ids)}", "role": role, "parts": [{"type": "text", "text": text}]})
    body = {"messages": messages, "projectId": project_id, "id": f"chat-{next(ids)}"}
    if theme_id:
        body["themeId"] = theme_id
    return ChatRequest.model_validate(body)


async def events_of(client: ServiceClient, chat: ChatRequest) -> list:
    return [event async for event in client.chat(chat)]


def results(events, tool: str) -> list[dict]:
    return [e.result for e in events if isinstance(e, ToolResultEvent) and e.tool_name == tool]


def primary_of(html: str) -> str:
    return re.search(r"--primary:([^;]+);", html).group(1)


async def test_a_prompt_streams_a_plan_and_stores_its_screens_in_a_row(client):
    project = await client.create_project("Calm")
    events = await events_of(
        client, request(project.id, "a meditation app with onboarding, a daily session player and a streak screen")
    )
    assert isinstance(events[0], StartEvent) and events[0].message_id
    assert isinstance(events[1], TextEvent) and events[1].text.startswith("Designing 3 screens")
    calls = [e for e in events if isinstance(e, ToolCallEvent)]
    assert [c.tool_name for c in calls] == [
        "planScreens",
        "updateTheme",
        "createScreen",
        "createScreen",
        "createScreen",
    ]
    assert [s["name"] for s in calls[0].args["screens"]] == ["Onboarding", "Daily Session Player", "Streak"]
    assert events[-1] == FinishEvent(finish_reason="stop")

    created = results(events, "createScreen")
    assert [r["label"] for r in created] == ["Onboarding", "Daily Session Player", "Streak"]
    theme_id = results(events, "updateTheme")[0]["themeId"]
    stored = (await client.get_project(project.id)).frames
    assert [f.frame_id for f in stored] == [r["frameId"] for r in created]
    assert [(f.left, f.top) for f in stored] == [(0, 0), (470, 0), (940, 0)]
    assert {f.theme_id for f in stored} == {theme_id}
    theme = await client.get_theme(theme_id)
    for frame in stored:
        assert frame.html.startswith("<!doctype html>") and frame.html.rstrip().endswith("</html>")
        assert "<script" not in frame.html.lower()
        assert primary_of(frame.html) == theme.variants["default"]["--primary"]
        assert await client.render_frame(frame.frame_id) == frame.html


async def test_follow_ups_restyle_every_frame_and_add_screens_beside_the_others(client):
    project = await client.create_project("Bank")
    first = "a banking app with a home screen, transactions and a profile"
    events = await events_of(client, request(project.id, first))
    theme_id = results(events, "updateTheme")[0]["themeId"]
    before = {f.frame_id: f for f in (await client.get_project(project.id)).frames}
    light_primary = (await client.get_theme(theme_id)).variants["default"]["--primary"]

    dark = await events_of(client, request(project.id, first, "Done.", "make it dark and use teal"))
    assert dark[-1] == FinishEvent(finish_reason="stop")
    assert results(dark, "updateTheme") == [{"themeId": theme_id}]  # the project's theme, changed in place
    assert sorted(r["frameId"] for r in results(dark, "updateScreen")) == sorted(before)
    after = {f.frame_id: f for f in (await client.get_project(project.id)).frames}
    assert after.keys() == before.keys()
    variables = (await client.get_theme(theme_id)).variants["default"]
    assert variables["--primary"] != light_primary
    for frame_id, frame in after.items():
        assert frame.html != before[frame_id].html
        assert primary_of(frame.html) == variables["--primary"]
        assert (frame.left, frame.top, frame.label) == (
            before[frame_id].left,
            before[frame_id].top,
            before[frame_id].label,
        )

    added = await events_of(client, request(project.id, first, "Done.", "add a settings screen"))
    new = results(added, "createScreen")
    assert len(new) == 1 and "Settings" in new[0]["label"]
    frames = (await client.get_project(project.id)).frames
    placed = next(f for f in frames if f.frame_id == new[0]["frameId"])
    assert placed.left == max(f.left for f in before.values()) + 390 + 80 and placed.theme_id == theme_id


async def test_a_saved_theme_styles_the_new_screens(client):
    project = await client.create_project("Shop")
    theme = await client.create_theme(CreateTheme(name="Brand", variables={"--primary": "#c2185b"}))
    events = await events_of(
        client, request(project.id, "a shop app with a product page and a cart", theme_id=theme.id)
    )
    assert results(events, "updateTheme") == []  # the saved theme is used as it is
    frames = (await client.get_project(project.id)).frames
    assert len(frames) == len(results(events, "createScreen")) >= 2
    assert all(f.theme_id == theme.id and primary_of(f.html) == "#c2185b" for f in frames)


async def test_a_prompt_it_cannot_place_still_gets_screens(client):
    project = await client.create_project("Odd")
    events = await events_of(client, request(project.id, "something for my grandmother's knitting circle"))
    assert events[-1] == FinishEvent(finish_reason="stop")
    assert len(results(events, "createScreen")) >= 3


async def test_a_long_history_is_trimmed_not_rejected(client):
    project = await client.create_project("Long")
    texts = [
        ("a recipe app with a home screen " + "and more words " * 400) if i % 2 == 0 else "Done." for i in range(120)
    ]
    events = await events_of(client, request(project.id, *texts))
    assert events[-1] == FinishEvent(finish_reason="stop")
    assert results(events, "createScreen")


async def test_the_stream_is_server_sent_events(engine, account, client):
    project = await client.create_project("Raw")
    body = request(project.id, "a weather app with 2 screens").model_dump(mode="json", by_alias=True, exclude_none=True)
    async with httpx.AsyncClient(
        base_url=engine.base_url, headers={"Authorization": f"Bearer {account.api_key}"}
    ) as raw:
        async with raw.stream("POST", "/chat", json=body) as response:
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
            lines = [line async for line in response.aiter_lines()]
    data = [line for line in lines if line]
    assert all(line.startswith("data: {") for line in data)
    assert data[-1] == 'data: {"type":"finish","finishReason":"stop"}'


async def test_chat_refuses_what_the_caller_does_not_have(engine, client):
    project = await client.create_project("P")
    other = engine.new_account()
    async with ServiceClient(engine.base_url, other.api_key) as theirs:
        stranger_project = await theirs.create_project("Theirs")
        stranger_theme = await theirs.create_theme(CreateTheme(name="Theirs"))
    for chat in (
        request(stranger_project.id, "a meditation app"),
        request("prj_missing", "a meditation app"),
        request(project.id, "a meditation app", theme_id=stranger_theme.id),
    ):
        with pytest.raises(NotFoundError) as refused:
            async for _event in client.chat(chat):
                pass
        assert refused.value.status == 404 and refused.value.body.error
    assert (await client.get_project(project.id)).frames == []
    await client.save_frame(SaveFrame(frame_id="keep", project_id=project.id, html="<p>mine</p>"))
    free = engine.new_account("free")
    async with ServiceClient(engine.base_url, free.api_key) as free_client:
        with pytest.raises(PermissionDeniedError):
            async for _event in free_client.chat(request(project.id, "a meditation app")):
                pass


async def test_inspirations_are_finished_screens(client, http):
    gallery = (await http.get("/inspirations")).json()["inspirations"]
    assert [i.model_dump(by_alias=True) for i in await client.inspirations()] == gallery
    assert len(gallery) >= 25 and len({i["id"] for i in gallery}) == len(gallery)
    for item in gallery:
        assert set(item) == {"id", "title", "tags", "html"} and item["tags"]
        assert item["html"].startswith("<!doctype html>") and "<script" not in item["html"].lower()
    dark = (await http.get("/inspirations", params={"tag": "dark"})).json()["inspirations"]
    assert dark and all("dark" in i["tags"] for i in dark) and len(dark) < len(gallery)
    assert (await client.inspiration(gallery[0]["id"])).model_dump(by_alias=True) == gallery[0]
    missing = await http.get("/inspirations/nothing-here")
    assert missing.status_code == 404 and missing.json()["error"]
