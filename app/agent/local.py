"""The local design agent: deterministic, offline, no model. Plans from the conversation, then
composes each screen, yielding steps the engine turns into the chat's server-sent events.

    for step in LocalAgent().run(messages, project_state, theme_variables):
        ...  # see app.agent.steps for what each step carries and how the engine completes it

It is a generator: the engine stops iterating when the client goes away, and nothing after that
point is composed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from app.agent.composer import compose, restyle
from app.agent.planner import plan as make_plan
from app.agent.replies import HINT as HINTS
from app.agent.replies import done_edit, done_new, nothing_yet
from app.agent.specs import Operation, Plan, ProjectState, ScreenSpec
from app.agent.steps import (
    AgentStep,
    CreateScreenStep,
    TextStep,
    ToolCallStep,
    ToolResultStep,
    UpdateScreenStep,
    UpdateThemeStep,
)
from app.agent.theme import fill_theme

HINT = HINTS["en"]


class LocalAgent:
    name = "local"

    def run(
        self,
        request_messages: Iterable,
        project_state: ProjectState | None = None,
        theme_variables: dict[str, str] | None = None,
    ) -> Iterator[AgentStep]:
        plan = make_plan(list(request_messages), project_state)
        if theme_variables and not plan.edit:
            plan = replace(plan, theme=fill_theme(theme_variables, plan.tone, plan.platform))
        if not plan.operations:
            yield TextStep(plan.notes[0] if plan.notes else nothing_yet(plan.says_in))
            return
        yield TextStep(plan.summary)
        frames = {f.frame_id: f for f in (project_state.frames if project_state else ())}
        done = {"createScreen": 0, "updateScreen": 0, "updateTheme": 0}
        creates = [op for op in plan.operations if op.tool == "createScreen"]
        planned = False
        for op in plan.operations:
            if op.tool == "createScreen" and not planned:
                planned = True
                yield from _plan_screens(plan, creates)
                if not plan.edit and not theme_variables:
                    # a new app gets its theme saved first, so every frame can point at it
                    yield UpdateThemeStep(
                        name=plan.theme.name,
                        dark=plan.theme.dark,
                        variables=dict(plan.theme.variables),
                        change="the app's theme",
                    )
            step = _step(op, plan, frames)
            if step is not None:
                done[op.tool] += 1
                yield step
        yield TextStep(_closing(plan, done))


def _screen(op: Operation) -> ScreenSpec:
    """The screen a createScreen, or an updateScreen with new content, carries: the plan always gives one."""
    assert op.screen is not None, f"{op.tool} without a screen"
    return op.screen


def _plan_screens(plan: Plan, creates: list[Operation]) -> Iterator[AgentStep]:
    screens = [{"name": _screen(op).name, "purpose": _screen(op).purpose} for op in creates]
    yield ToolCallStep("planScreens", {"appName": plan.app_name, "screens": screens})
    yield ToolResultStep(
        "planScreens", {"appName": plan.app_name, "screens": [s["name"] for s in screens], "theme": plan.theme.name}
    )


def _step(op: Operation, plan: Plan, frames: dict) -> AgentStep | None:
    if op.tool == "updateTheme":
        return UpdateThemeStep(
            name=plan.theme.name, dark=plan.theme.dark, variables=dict(plan.theme.variables), change=op.change
        )
    if op.tool == "createScreen":
        spec = _screen(op)
        return CreateScreenStep(
            name=spec.name,
            purpose=spec.purpose,
            archetype=spec.archetype,
            label=spec.name,
            html=compose(spec, plan),
            sections=spec.features,
        )
    frame = frames.get(op.frame_id)
    if op.restyle_only:
        if frame is None:
            return None
        return UpdateScreenStep(
            frame_id=frame.frame_id, label=frame.label, html=restyle(frame.html, plan.theme), change=op.change
        )
    spec = _screen(op)
    assert op.frame_id is not None, "updateScreen without a frame"
    label = frame.label if frame is not None else spec.name
    return UpdateScreenStep(frame_id=op.frame_id, label=label, html=compose(spec, plan), change=op.change)


def _closing(plan: Plan, done: dict[str, int]) -> str:
    if not plan.edit:
        return done_new(plan.says_in, done["createScreen"], plan.app_name)
    theme = plan.theme.name if done["updateTheme"] else ""
    return done_edit(plan.says_in, theme, done["updateScreen"], done["createScreen"])
