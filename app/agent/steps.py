"""What the agent yields, step by step, for the engine to turn into server-sent events.

Plain steps carry their event: `TextStep`, `ToolCallStep`, `ToolResultStep` (`.event()`).
Action steps need the engine in the middle: it sends `step.call_event()`, does the work (stores
the frame, saves the theme), then sends `step.result_event(...)` with the id it assigned:

    CreateScreenStep  -> result {frameId, label}
    UpdateScreenStep  -> result {frameId}
    UpdateThemeStep   -> result {themeId}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from app.contract.chat import TextEvent, ToolCallEvent, ToolResultEvent


@dataclass(frozen=True)
class TextStep:
    text: str
    kind: Literal["text"] = "text"

    def event(self) -> TextEvent:
        return TextEvent(text=self.text)


@dataclass(frozen=True)
class ToolCallStep:
    tool_name: str
    args: dict[str, Any]
    kind: Literal["tool-call"] = "tool-call"

    def event(self) -> ToolCallEvent:
        return ToolCallEvent(tool_name=self.tool_name, args=self.args)


@dataclass(frozen=True)
class ToolResultStep:
    tool_name: str
    result: dict[str, Any]
    kind: Literal["tool-result"] = "tool-result"

    def event(self) -> ToolResultEvent:
        return ToolResultEvent(tool_name=self.tool_name, result=self.result)


@dataclass(frozen=True)
class CreateScreenStep:
    """A new frame: the engine stores `html` under `label` (390x844) and answers with its frameId."""

    name: str
    purpose: str
    archetype: str
    label: str
    html: str
    kind: Literal["create-screen"] = "create-screen"
    tool_name: Literal["createScreen"] = "createScreen"

    sections: tuple[str, ...] = ()  # extra sections asked for ("chart", "map")

    @property
    def args(self) -> dict[str, Any]:
        args: dict[str, Any] = {"name": self.name, "purpose": self.purpose, "archetype": self.archetype}
        if self.sections:
            args["sections"] = list(self.sections)
        return args

    def call_event(self) -> ToolCallEvent:
        return ToolCallEvent(tool_name=self.tool_name, args=self.args)

    def result_event(self, frame_id: str) -> ToolResultEvent:
        return ToolResultEvent(tool_name=self.tool_name, result={"frameId": frame_id, "label": self.label})


@dataclass(frozen=True)
class UpdateScreenStep:
    """New HTML for an existing frame (new content, or the same content restyled)."""

    frame_id: str
    label: str
    html: str
    change: str
    kind: Literal["update-screen"] = "update-screen"
    tool_name: Literal["updateScreen"] = "updateScreen"

    @property
    def args(self) -> dict[str, Any]:
        return {"frameId": self.frame_id, "name": self.label, "change": self.change}

    def call_event(self) -> ToolCallEvent:
        return ToolCallEvent(tool_name=self.tool_name, args=self.args)

    def result_event(self) -> ToolResultEvent:
        return ToolResultEvent(tool_name=self.tool_name, result={"frameId": self.frame_id})


@dataclass(frozen=True)
class UpdateThemeStep:
    """The project's theme: the engine saves `variables` (a theme's default variant) and answers with its id."""

    name: str
    dark: bool
    variables: dict[str, str] = field(default_factory=dict)
    change: str = ""
    kind: Literal["update-theme"] = "update-theme"
    tool_name: Literal["updateTheme"] = "updateTheme"

    @property
    def args(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "mode": "dark" if self.dark else "light",
            "change": self.change,
            "variables": dict(self.variables),
        }

    def call_event(self) -> ToolCallEvent:
        return ToolCallEvent(tool_name=self.tool_name, args=self.args)

    def result_event(self, theme_id: str) -> ToolResultEvent:
        return ToolResultEvent(tool_name=self.tool_name, result={"themeId": theme_id})


AgentStep = TextStep | ToolCallStep | ToolResultStep | CreateScreenStep | UpdateScreenStep | UpdateThemeStep
