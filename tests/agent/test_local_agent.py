"""The local agent's steps: their order, their tool calls and results, follow-ups, laziness, speed."""

from __future__ import annotations

import json
import time
from itertools import count

import pytest

import app.agent.local as local
from app.agent import (
    CreateScreenStep,
    FrameState,
    LocalAgent,
    ProjectState,
    TextStep,
    ToolCallStep,
    ToolResultStep,
    UpdateScreenStep,
    UpdateThemeStep,
    root_variables,
)
from app.contract.chat import TOOL_NAMES, FinishEvent, ToolCallEvent, UIMessage

ids = count(1)
PROMPT = "a meditation app with onboarding, a daily session player and a streak screen"


def user(text: str) -> UIMessage:
    return UIMessage(id=str(next(ids)), role="user", parts=[{"type": "text", "text": text}])


def events_of(steps, frame_ids=None) -> list[dict]:
    """What an engine would stream: each step's events, with ids it assigns."""
    frame_ids = frame_ids or (f"frame-{i}" for i in count(1))
    out = []
    for step in steps:
        if isinstance(step, (TextStep, ToolCallStep, ToolResultStep)):
            out.append(step.event())
        elif isinstance(step, CreateScreenStep):
            out += [step.call_event(), step.result_event(next(frame_ids))]
        elif isinstance(step, UpdateScreenStep):
            out += [step.call_event(), step.result_event()]
        elif isinstance(step, UpdateThemeStep):
            out += [step.call_event(), step.result_event("theme-1")]
    out.append(FinishEvent(finish_reason="stop"))
    return [json.loads(e.model_dump_json()) for e in out]


def run_project(prompt: str) -> tuple[list, ProjectState]:
    steps = list(LocalAgent().run([user(prompt)]))
    frames = tuple(
        FrameState(f"frame-{i}", s.label, s.html)
        for i, s in enumerate(s for s in steps if isinstance(s, CreateScreenStep))
    )
    return steps, ProjectState(frames=frames)


def test_a_new_app_streams_text_plan_screens_text_in_order():
    steps = list(LocalAgent().run([user(PROMPT)]))
    kinds = [s.kind for s in steps]
    assert kinds == [
        "text",
        "tool-call",
        "tool-result",
        "update-theme",
        "create-screen",
        "create-screen",
        "create-screen",
        "text",
    ]
    plan_call = steps[1]
    assert plan_call.tool_name == "planScreens"
    assert set(plan_call.args) == {"appName", "screens"}
    assert plan_call.args["screens"] == [{"name": s.name, "purpose": s.purpose} for s in steps[4:7]]
    assert [s.label for s in steps[4:7]] == ["Onboarding", "Daily Session Player", "Streak"]
    theme = steps[3]
    assert theme.variables["--primary"] and all(
        f"--primary:{theme.variables['--primary']};" in s.html for s in steps[4:7]
    )
    assert steps[0].text.startswith("Designing 3 screens for") and steps[-1].text.startswith("Done")


def test_events_match_the_contract():
    events = events_of(LocalAgent().run([user(PROMPT)]))
    assert events[1] == {"type": "tool-call", "toolName": "planScreens", "args": events[1]["args"]}
    created = [e for e in events if e["type"] == "tool-result" and e["toolName"] == "createScreen"]
    assert [e["result"] for e in created] == [
        {"frameId": "frame-1", "label": "Onboarding"},
        {"frameId": "frame-2", "label": "Daily Session Player"},
        {"frameId": "frame-3", "label": "Streak"},
    ]
    calls = [e for e in events if e["type"] == "tool-call"]
    assert {e["toolName"] for e in calls} <= set(TOOL_NAMES)
    assert [e["toolName"] for e in calls[:3]] == ["planScreens", "updateTheme", "createScreen"]
    assert calls[2]["args"]["name"] == "Onboarding" and calls[2]["args"]["purpose"]
    assert events[-1] == {"type": "finish", "finishReason": "stop"}
    ToolCallEvent.model_validate(calls[0])


def test_every_screen_of_a_plan_shares_one_theme():
    steps = [
        s for s in LocalAgent().run([user("a travel app with 5 screens, in coral")]) if isinstance(s, CreateScreenStep)
    ]
    assert len(steps) == 5
    roots = [root_variables(s.html) for s in steps]
    assert all(r == roots[0] for r in roots)


def test_a_saved_theme_is_applied_to_new_screens():
    saved = {"--primary": "#7c3aed", "--background": "#0e0e12", "--radius": "3px"}
    steps = [
        s for s in LocalAgent().run([user(PROMPT)], None, theme_variables=saved) if isinstance(s, CreateScreenStep)
    ]
    for step in steps:
        variables = root_variables(step.html)
        assert {k: variables[k] for k in saved} == saved
        assert "--muted-foreground" in variables


def test_the_generator_composes_only_what_is_consumed(monkeypatch):
    calls = []
    real = local.compose

    def counting(spec, plan):
        calls.append(spec.name)
        return real(spec, plan)

    monkeypatch.setattr(local, "compose", counting)
    stream = LocalAgent().run([user("a podcast app with 6 screens")])
    first = [next(stream) for _ in range(5)]  # text, planScreens call and result, theme, first screen
    assert isinstance(first[4], CreateScreenStep)
    assert len(calls) == 1
    stream.close()
    assert len(calls) == 1


def test_follow_up_dark_updates_the_theme_then_restyles_every_frame():
    _, state = run_project(PROMPT)
    steps = list(LocalAgent().run([user(PROMPT), user("make it dark")], state))
    assert [s.kind for s in steps] == ["text", "update-theme"] + ["update-screen"] * 3 + ["text"]
    theme = steps[1]
    assert theme.args["mode"] == "dark" and theme.result_event("t1").result == {"themeId": "t1"}
    for step, frame in zip(steps[2:5], state.frames):
        assert step.frame_id == frame.frame_id and step.label == frame.label
        assert root_variables(step.html) == theme.variables
        assert step.html.replace(theme_root(step.html), "") == frame.html.replace(theme_root(frame.html), "")
        assert step.result_event().result == {"frameId": frame.frame_id}


def theme_root(html: str) -> str:
    start = html.index(":root{")
    return html[start : html.index("}", start) + 1]


def test_follow_up_add_and_change_screens():
    _, state = run_project("a meditation app with a home screen, a player and a profile")
    added = list(LocalAgent().run([user("x"), user("add a settings screen")], state))
    assert [s.kind for s in added] == ["text", "tool-call", "tool-result", "create-screen", "text"]
    assert added[1].args["screens"] == [{"name": "Settings", "purpose": added[3].purpose}]
    assert root_variables(added[3].html) == root_variables(state.frames[0].html)
    changed = list(LocalAgent().run([user("x"), user("change the home screen to show a chart")], state))
    assert [s.kind for s in changed] == ["text", "update-screen", "text"]
    assert changed[1].frame_id == "frame-0" and "chart" in changed[1].change
    assert "chart-card" in changed[1].html and "chart-card" not in state.frames[0].html


def test_a_follow_up_the_agent_cannot_place_says_so():
    _, state = run_project(PROMPT)
    steps = list(LocalAgent().run([user(PROMPT), user("hmm")], state))
    assert len(steps) == 1 and isinstance(steps[0], TextStep) and "make it dark" in steps[0].text


def test_first_step_is_fast_and_five_screens_compose_in_time():
    started = time.perf_counter()
    stream = LocalAgent().run([user("a food delivery app with 5 screens")])
    next(stream)
    first = time.perf_counter() - started
    rest = list(stream)
    total = time.perf_counter() - started
    assert sum(isinstance(s, CreateScreenStep) for s in rest) == 5
    assert first < 0.15, f"first step after {first:.3f} s"
    assert total < 2.0, f"five screens after {total:.3f} s"


@pytest.mark.parametrize("prompt", ["", "   ", "!!!"])
def test_empty_prompts_still_design_something(prompt):
    steps = list(LocalAgent().run([user(prompt)] if prompt.strip() else []))
    assert sum(isinstance(s, CreateScreenStep) for s in steps) >= 3
