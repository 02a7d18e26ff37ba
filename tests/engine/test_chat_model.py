"""POST /chat on a user's own model (an OpenAI-compatible server, scripted here): frames are stored
as the model makes them, a client that leaves stops the work, and a failing model ends in `error`."""

from __future__ import annotations

import time

import pytest

from app.client import ServiceClient
from app.contract import ChatRequest
from app.contract.chat import FinishEvent, TextEvent, ToolResultEvent
from app.engine.service import Service
from app.engine.settings import Settings
from tests.support.model_server import ScriptedModel, Turn, text_turn, tool_turn
from tests.support.server import Clock, start_engine


@pytest.fixture
def model():
    server = ScriptedModel([])
    yield server.start()
    server.stop()


@pytest.fixture
def model_engine(model, tmp_path):
    settings = Settings.resolve(data_dir=tmp_path / "data", database_url=f"sqlite:///{tmp_path / 'fw.db'}")
    settings.agent_url, settings.agent_model, settings.agent_key = model.base_url, "scripted", "sk-test"
    clock = Clock()
    settings.clock = clock
    running = start_engine(Service.open(settings), clock)
    yield running
    running.stop()


@pytest.fixture
async def model_client(model_engine):
    account = model_engine.new_account("lite")
    async with ServiceClient(model_engine.base_url, account.api_key) as client:
        yield client


def ask(project_id: str, text: str) -> ChatRequest:
    return ChatRequest.model_validate(
        {
            "messages": [{"id": "m1", "role": "user", "parts": [{"type": "text", "text": text}]}],
            "projectId": project_id,
            "id": "chat-1",
        }
    )


def screen(name: str) -> tuple[str, dict]:
    return (
        "createScreen",
        {
            "name": name,
            "html": f'<main><h1>{name}</h1><p>Content of {name}</p><img src="http://example.com/{name}.png"></main>',
        },
    )


async def test_the_models_screens_are_stored_sanitised(model, model_client):
    project = await model_client.create_project("Mine")
    model.turns += [tool_turn(screen("Home"), screen("Stats")), text_turn("Two screens.")]
    events = [e async for e in model_client.chat(ask(project.id, "a fitness app"))]
    assert events[-1] == FinishEvent(finish_reason="stop")
    created = [e.result for e in events if isinstance(e, ToolResultEvent) and e.tool_name == "createScreen"]
    frames = (await model_client.get_project(project.id)).frames
    assert [(f.frame_id, f.label) for f in frames] == [(r["frameId"], r["label"]) for r in created]
    assert [f.left for f in frames] == [0, 470]
    for frame in frames:
        assert f"<h1>{frame.label}</h1>" in frame.html and "http://example.com" not in frame.html
        assert frame.html.startswith("<!DOCTYPE html>") and "--primary:" in frame.html


async def test_a_client_that_leaves_stops_the_model_and_keeps_what_was_made(model, model_client):
    project = await model_client.create_project("Leaving")
    model.turns += [
        tool_turn(screen("First")),
        tool_turn(screen("Second"), text=tuple(f"word {i} " for i in range(40)), delay=0.1),
        tool_turn(screen("Third")),
        text_turn("Done."),
    ]
    stream = model_client.chat(ask(project.id, "an app in three steps"))
    async for event in stream:
        if isinstance(event, ToolResultEvent) and event.tool_name == "createScreen":
            break
    await stream.aclose()
    time.sleep(5)  # the second turn would have ended after about 4 s
    frames = (await model_client.get_project(project.id)).frames
    assert [f.label for f in frames] == ["First"]
    assert frames[0].html.rstrip().endswith("</html>")
    assert len(model.requests) <= 2 and model.streams_finished == 1  # the second reply was cut off, no third asked


async def test_a_failing_model_ends_with_error_after_saying_why(model, model_client):
    project = await model_client.create_project("Failing")
    model.turns += [tool_turn(screen("Kept")), Turn(status=500)]
    events = [e async for e in model_client.chat(ask(project.id, "an app"))]
    assert events[-1] == FinishEvent(finish_reason="error")
    assert isinstance(events[-2], TextEvent) and "answered 500" in events[-2].text
    assert "Kept" in events[-2].text or "saved" in events[-2].text
    assert [f.label for f in (await model_client.get_project(project.id)).frames] == ["Kept"]
