"""The agent on a user's own model: any server that speaks the OpenAI chat-completions API with
tool calling (OpenAI, Ollama, llama.cpp server, vLLM...).

It yields the same steps as `LocalAgent`, so the engine streams and stores its work the same
way. Action steps are answered through the generator: the engine sends back the id it assigned
(`frame_id = yield CreateScreenStep(...)`), and that id goes back to the model as the tool's
result. The generator's return value is the finish reason (`stop` or `length`); a failure of the
model's server raises `AgentFailed` with a message fit for the user.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from typing import Any

import openai
from openai.types.chat import ChatCompletionMessageParam

from app.agent.composer import restyle
from app.agent.failures import AgentFailed
from app.agent.planner import MAX_CHARS, MAX_MESSAGES
from app.agent.sanitise import UnusableHtml, screen_document
from app.agent.specs import ProjectState
from app.agent.steps import (
    AgentStep,
    CreateScreenStep,
    TextStep,
    ToolCallStep,
    ToolResultStep,
    UpdateScreenStep,
    UpdateThemeStep,
)
from app.agent.theme import Theme, fill_theme
from app.agent.tools import TOOLS, project_brief

MAX_ROUNDS = 8  # model turns per request; each turn may call several tools
MAX_LABEL = 120


@dataclass
class ToolCall:
    id: str = ""
    name: str = ""
    arguments: str = ""


@dataclass
class Turn:
    text: str = ""
    calls: dict[int, ToolCall] = field(default_factory=dict)
    finish_reason: str | None = None


@dataclass
class Project:
    """What the model has to work with while it runs: the theme and the frames it may change."""

    theme: Theme
    labels: dict[str, str]  # frameId -> label
    html: dict[str, str]  # frameId -> current HTML


Steps = Generator[AgentStep, Any, Any]


class ModelAgent:
    name = "model"

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 120.0,
        max_rounds: int = MAX_ROUNDS,
    ) -> None:
        self.base_url = base_url
        self.model = model
        self.max_rounds = max_rounds
        self._client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=1)

    def run(
        self,
        request_messages: Iterable,
        project_state: ProjectState | None = None,
        theme_variables: dict[str, str] | None = None,
    ) -> Steps:
        given = dict(theme_variables or (project_state.theme_variables if project_state else {}) or {})
        frames = project_state.frames if project_state else ()
        project = Project(
            theme=fill_theme(given, name="Project theme"),
            labels={f.frame_id: f.label for f in frames},
            html={f.frame_id: f.html for f in frames},
        )
        history: list[ChatCompletionMessageParam] = [{"role": "system", "content": project_brief(project_state, given)}]
        history += conversation(request_messages)
        for _ in range(self.max_rounds):
            turn = yield from self._turn(history)
            if not turn.calls:
                return "length" if turn.finish_reason == "length" else "stop"
            calls = [turn.calls[i] for i in sorted(turn.calls)]
            history.append(
                {
                    "role": "assistant",
                    "content": turn.text or None,
                    "tool_calls": [
                        {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
                        for c in calls
                    ],
                }
            )
            for call in calls:
                result = yield from self._use(call, project)
                history.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps(result)})
        yield TextStep(f"Stopped after {self.max_rounds} rounds of tool calls.")
        return "length"

    def _turn(self, history: list[ChatCompletionMessageParam]) -> Steps:
        """One streamed reply of the model: its text as it comes, its tool calls assembled from deltas."""
        turn = Turn()
        try:
            stream = self._client.chat.completions.create(model=self.model, messages=history, tools=TOOLS, stream=True)
            with stream:
                for chunk in stream:
                    for choice in chunk.choices or ():
                        delta = choice.delta
                        if delta is not None and delta.content:
                            turn.text += delta.content
                            yield TextStep(delta.content)
                        for piece in (delta.tool_calls if delta is not None else None) or ():
                            call = turn.calls.setdefault(piece.index, ToolCall())
                            call.id = piece.id or call.id
                            if piece.function is not None:
                                call.name = piece.function.name or call.name
                                call.arguments += piece.function.arguments or ""
                        if choice.finish_reason:
                            turn.finish_reason = choice.finish_reason
        except openai.APIStatusError as refused:
            raise AgentFailed(
                f"the model server at {self.base_url} answered {refused.status_code}: {_short(refused.message)}"
            ) from None
        except openai.APITimeoutError:
            raise AgentFailed(f"the model server at {self.base_url} did not answer in time") from None
        except openai.APIConnectionError:
            raise AgentFailed(f"could not reach the model server at {self.base_url}") from None
        except openai.APIError as failed:
            raise AgentFailed(
                f"the model server at {self.base_url} sent something unusable: {_short(str(failed))}"
            ) from None
        for i, call in turn.calls.items():
            call.id = call.id or f"call_{i}"
        return turn

    def _use(self, call: ToolCall, project: Project) -> Steps:
        """Carry out one tool call; what goes back to the model is the tool's result (or why it failed)."""
        try:
            args = json.loads(call.arguments or "{}")
            if not isinstance(args, dict):
                raise ValueError("arguments are not an object")
        except ValueError as bad:
            return (yield from _refused(call.name, {}, f"arguments are not valid JSON ({bad})"))
        if call.name == "planScreens":
            screens = [s for s in args.get("screens") or () if isinstance(s, dict)]
            yield ToolCallStep("planScreens", {"appName": str(args.get("appName", "")), "screens": screens})
            result = {"appName": str(args.get("appName", "")), "screens": [str(s.get("name", "")) for s in screens]}
            yield ToolResultStep("planScreens", result)
            return result
        if call.name == "createScreen":
            return (yield from self._create(args, project))
        if call.name == "updateScreen":
            return (yield from self._update(args, project))
        if call.name == "updateTheme":
            return (yield from self._theme(args, project))
        return (yield from _refused(call.name or "unknown", args, f"there is no tool named {call.name!r}"))

    def _create(self, args: dict, project: Project) -> Steps:
        label = str(args.get("name") or "Screen").strip()[:MAX_LABEL] or "Screen"
        try:
            html = screen_document(_text(args.get("html")), label, project.theme.variables)
        except UnusableHtml as unusable:
            return (yield from _refused("createScreen", _shown(args), str(unusable)))
        step = CreateScreenStep(
            name=label, purpose=str(args.get("purpose") or ""), archetype="custom", label=label, html=html
        )
        frame_id = yield step
        project.labels[frame_id] = label
        project.html[frame_id] = html
        return {"frameId": frame_id, "label": label}

    def _update(self, args: dict, project: Project) -> Steps:
        frame_id = str(args.get("frameId") or "")
        if frame_id not in project.labels:
            return (yield from _refused("updateScreen", _shown(args), f"the project has no frame {frame_id!r}"))
        try:
            html = screen_document(_text(args.get("html")), project.labels[frame_id], project.theme.variables)
        except UnusableHtml as unusable:
            return (yield from _refused("updateScreen", _shown(args), str(unusable)))
        yield UpdateScreenStep(
            frame_id=frame_id,
            label=project.labels[frame_id],
            html=html,
            change=str(args.get("change") or "new content"),
        )
        project.html[frame_id] = html
        return {"frameId": frame_id}

    def _theme(self, args: dict, project: Project) -> Steps:
        given = args.get("variables")
        variables = {
            k: str(v)
            for k, v in (given.items() if isinstance(given, dict) else ())
            if isinstance(k, str) and k.startswith("--")
        }
        if not variables:
            return (yield from _refused("updateTheme", args, "variables must map CSS custom properties to values"))
        merged = dict(project.theme.variables) | variables
        name = str(args.get("name") or project.theme.name)[:MAX_LABEL]
        project.theme = fill_theme(merged, name=name)
        theme_id = yield UpdateThemeStep(
            name=name,
            dark=project.theme.dark,
            variables=dict(project.theme.variables),
            change=str(args.get("mode") or "new colours"),
        )
        for frame_id, html in list(project.html.items()):  # every frame follows the theme
            restyled = restyle(html, project.theme)
            if restyled != html:
                yield UpdateScreenStep(frame_id=frame_id, label=project.labels[frame_id], html=restyled, change="theme")
                project.html[frame_id] = restyled
        return {"themeId": theme_id}


def conversation(messages: Iterable) -> list[ChatCompletionMessageParam]:
    """The chat history as the model reads it: text only, latest messages, each capped."""
    out: list[ChatCompletionMessageParam] = []
    for message in list(messages)[-MAX_MESSAGES:]:
        role = _field(message, "role")
        parts = _field(message, "parts") or ()
        text = " ".join(_field(p, "text") or "" for p in parts if _field(p, "type") == "text").strip()
        if role in ("user", "assistant") and text:
            out.append({"role": role, "content": text[:MAX_CHARS]})
    return out


def _refused(tool: str, args: dict, why: str) -> Steps:
    yield ToolCallStep(tool, args)
    result = {"error": why}
    yield ToolResultStep(tool, result)
    return result


def _shown(args: dict) -> dict:
    """Arguments as the event shows them: the HTML itself is too long to echo."""
    return {k: (f"<{len(v)} characters>" if k == "html" and isinstance(v, str) else v) for k, v in args.items()}


def _text(value) -> str:
    return value if isinstance(value, str) else ""


def _short(message: str) -> str:
    return message if len(message) <= 300 else message[:297] + "..."


def _field(item, name: str):
    return item.get(name) if isinstance(item, dict) else getattr(item, name, None)
