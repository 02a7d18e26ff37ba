"""The agent on a user's own model, against a scripted server speaking the OpenAI protocol."""

from __future__ import annotations

import json
import re

import pytest

from app.agent.model_agent import AgentFailed, ModelAgent
from app.agent.specs import FrameState, ProjectState
from app.agent.steps import CreateScreenStep, TextStep, ToolCallStep, ToolResultStep, UpdateScreenStep, UpdateThemeStep
from tests.support.model_server import ScriptedModel, Turn, text_turn, tool_turn

SCREEN = (
    "<style>.hero{background:var(--primary);color:#fff;padding:24px;background-image:url(https://cdn.example.com/"
    'x.png)}</style><script>steal()</script><div class=hero onclick="steal()"><h1>Good morning</h1>'
    '<img src="https://tracker.example.com/p.gif"><p>3 sessions today</p></div>'
)


@pytest.fixture
def model():
    server = ScriptedModel([])
    yield server.start()
    server.stop()


def drive(agent: ModelAgent, messages, state=None, theme=None):
    """Run the agent as the engine does: answer action steps with ids; return steps and finish reason."""
    steps, reply, n = [], None, 0
    run = agent.run(messages, state, theme)
    while True:
        try:
            step = run.send(reply)
        except StopIteration as done:
            return steps, done.value
        steps.append(step)
        reply = None
        if isinstance(step, CreateScreenStep):
            n += 1
            reply = f"frame-{n}"
        elif isinstance(step, UpdateThemeStep):
            reply = "theme-1"


def ask(text: str) -> list[dict]:
    return [{"id": "m1", "role": "user", "parts": [{"type": "text", "text": text}]}]


def agent_for(model: ScriptedModel, **options) -> ModelAgent:
    return ModelAgent(model.base_url, "scripted", api_key="sk-test", timeout=10, **options)


def test_streamed_text_and_tool_call_deltas_become_steps(model):
    model.turns += [
        tool_turn(
            ("planScreens", {"appName": "Calm", "screens": [{"name": "Home", "purpose": "today"}]}),
            ("createScreen", {"name": "Home", "purpose": "today", "html": SCREEN}),
            text=("Planning ", "one screen."),
        ),
        text_turn("Done: ", "one screen."),
    ]
    steps, finish = drive(agent_for(model), ask("a meditation app"))
    assert finish == "stop"
    texts = "".join(s.text for s in steps if isinstance(s, TextStep))
    assert texts == "Planning one screen.Done: one screen."
    assert [type(s) for s in steps if not isinstance(s, TextStep)] == [ToolCallStep, ToolResultStep, CreateScreenStep]
    plan = next(s for s in steps if isinstance(s, ToolCallStep))
    assert plan.args == {"appName": "Calm", "screens": [{"name": "Home", "purpose": "today"}]}
    screen = next(s for s in steps if isinstance(s, CreateScreenStep))
    assert screen.label == "Home" and "Good morning" in screen.html and "3 sessions today" in screen.html
    lowered = screen.html.lower()
    assert "<script" not in lowered and "onclick" not in lowered and "steal" not in lowered
    assert "https://" not in lowered  # no external requests, neither from markup nor from CSS
    assert "var(--primary)" in screen.html and re.search(r":root\{[^}]*--primary:#", screen.html)

    # what went back to the model: the assistant's tool calls, then each tool's result
    second = model.requests[1]["messages"]
    assert second[0]["role"] == "system" and "planScreens" in second[0]["content"]
    assert second[1] == {"role": "user", "content": "a meditation app"}
    assistant = second[2]
    assert [c["function"]["name"] for c in assistant["tool_calls"]] == ["planScreens", "createScreen"]
    assert json.loads(assistant["tool_calls"][1]["function"]["arguments"])["html"] == SCREEN
    tool_results = [m for m in second if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tool_results] == [c["id"] for c in assistant["tool_calls"]]
    assert json.loads(tool_results[1]["content"]) == {"frameId": "frame-1", "label": "Home"}
    assert model.requests[0]["tools"] and model.requests[0]["stream"] is True


def test_a_theme_change_restyles_the_frames_and_later_screens(model):
    state = ProjectState(
        frames=(
            FrameState(
                "f-1",
                "Home",
                "<!doctype html><html><head><style>:root{--primary:#111111;}"
                "</style></head><body><p>hi</p></body></html>",
            ),
        )
    )
    model.turns += [
        tool_turn(
            ("updateTheme", {"name": "Teal", "mode": "light", "variables": {"--primary": "#008080"}}),
            ("updateScreen", {"frameId": "f-1", "change": "bigger title", "html": "<h1>Hello</h1>"}),
            ("createScreen", {"name": "Stats", "html": "<p>stats</p>"}),
        ),
        text_turn("Restyled."),
    ]
    steps, finish = drive(agent_for(model), ask("use teal"), state)
    assert finish == "stop"
    theme = next(s for s in steps if isinstance(s, UpdateThemeStep))
    assert theme.variables["--primary"] == "#008080" and theme.name == "Teal"
    restyled, rewritten = [s for s in steps if isinstance(s, UpdateScreenStep)]
    assert restyled.frame_id == "f-1" and "--primary:#008080;" in restyled.html and "<p>hi</p>" in restyled.html
    assert rewritten.frame_id == "f-1" and "<h1>Hello</h1>" in rewritten.html and "--primary:#008080;" in rewritten.html
    created = next(s for s in steps if isinstance(s, CreateScreenStep))
    assert "--primary:#008080;" in created.html
    sent = [m for m in model.requests[1]["messages"] if m["role"] == "tool"]
    assert [json.loads(m["content"]) for m in sent] == [
        {"themeId": "theme-1"},
        {"frameId": "f-1"},
        {"frameId": "frame-1", "label": "Stats"},
    ]


def test_bad_tool_calls_are_answered_with_the_reason_not_a_crash(model):
    model.turns += [
        tool_turn(
            ("createScreen", '{"name": "Broken'),
            ("updateScreen", {"frameId": "nope", "html": "<p>x</p>"}),
            ("createScreen", {"name": "Empty", "html": "<script>only()</script>"}),
            ("deleteEverything", {}),
        ),
        text_turn("Sorry."),
    ]
    steps, finish = drive(agent_for(model), ask("a notes app"))
    assert finish == "stop" and not any(isinstance(s, (CreateScreenStep, UpdateScreenStep)) for s in steps)
    errors = [s.result["error"] for s in steps if isinstance(s, ToolResultStep)]
    assert len(errors) == 4
    assert "not valid JSON" in errors[0] and "no frame 'nope'" in errors[1] and "no visible content" in errors[2]
    assert "deleteEverything" in errors[3]
    sent = [json.loads(m["content"]) for m in model.requests[1]["messages"] if m["role"] == "tool"]
    assert [r["error"] for r in sent] == errors


def test_a_cut_off_reply_finishes_with_length(model):
    model.turns += [text_turn("A very long", finish_reason="length")]
    _, finish = drive(agent_for(model), ask("a travel app"))
    assert finish == "length"


def test_a_model_that_never_stops_calling_tools_is_stopped(model):
    model.turns += [tool_turn(("planScreens", {"appName": "Loop", "screens": []})) for _ in range(3)]
    steps, finish = drive(agent_for(model, max_rounds=3), ask("a loop"))
    assert finish == "length" and len(model.requests) == 3
    assert "Stopped after 3 rounds" in steps[-1].text


@pytest.mark.parametrize(
    "turn,words",
    [
        (Turn(status=500), "answered 500"),
        (Turn(status=404), "answered 404"),
    ],
)
def test_server_errors_say_what_failed(model, turn, words):
    model.turns += [turn]
    with pytest.raises(AgentFailed) as failed:
        drive(ModelAgent(model.base_url, "scripted", api_key="sk-test", timeout=10, max_rounds=2), ask("an app"))
    assert words in str(failed.value) and model.base_url in str(failed.value)


def test_a_wrong_key_and_an_unreachable_server_say_so(model):
    with pytest.raises(AgentFailed) as refused:
        drive(ModelAgent(model.base_url, "scripted", api_key="sk-wrong", timeout=10), ask("an app"))
    assert "answered 401" in str(refused.value) and "Incorrect API key" in str(refused.value)
    with pytest.raises(AgentFailed) as unreachable:
        drive(ModelAgent("http://127.0.0.1:9/v1", "scripted", timeout=2), ask("an app"))
    assert "could not reach" in str(unreachable.value)


def test_the_history_sent_is_trimmed_text(model):
    model.turns += [text_turn("ok")]
    history = [
        {
            "id": str(i),
            "role": "user" if i % 2 == 0 else "assistant",
            "parts": [{"type": "text", "text": f"message {i} " + "x" * 9000}, {"type": "tool-call"}],
        }
        for i in range(100)
    ]
    drive(agent_for(model), history)
    sent = model.requests[0]["messages"][1:]
    assert 0 < len(sent) <= 24 and sent[-1]["content"].startswith("message 99 ")
    assert all(len(m["content"]) <= 4000 for m in sent)


def test_the_models_screens_pass_the_same_gate_as_the_local_ones(model):
    from app.render import Renderer
    from tests.agent.quality import safety_problems, snapshot_of

    wide = (
        '<div style="width:640px;height:120px;background:var(--primary)">wide banner</div>'
        '<link rel=stylesheet href="https://fonts.example.com/a.css"><iframe src="https://example.com"></iframe>'
        "<p style=\"background:url('//evil.example.com/x.png')\">Body text</p>"
        '<form action="https://example.com/post"><input placeholder="Email"></form>'
    )
    model.turns += [tool_turn(("createScreen", {"name": "Wide", "html": wide})), text_turn("ok")]
    steps, _ = drive(agent_for(model), ask("an app"))
    html = next(s for s in steps if isinstance(s, CreateScreenStep)).html
    assert safety_problems(html) == []
    with Renderer(workers=1, timeout=30) as renderer:
        snapshot = snapshot_of(renderer, html)
    assert snapshot["scrollWidth"] <= 390
    assert "wide banner" in str(snapshot) and "Body text" in str(snapshot)
