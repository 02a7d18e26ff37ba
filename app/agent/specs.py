"""The plan the agent works from: which screens, in which look, and what to do with them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from app.agent.idea import Idea
from app.agent.theme import Theme

ToolName = Literal["createScreen", "updateScreen", "updateTheme"]


@dataclass(frozen=True)
class ScreenSpec:
    """One screen: its name in the user's words, what it is for, and the archetype that builds it."""

    name: str
    purpose: str
    archetype: str
    features: tuple[str, ...] = ()  # extra sections asked for: "chart", "map", "search"...
    frame_id: str | None = None  # set when the screen already exists as a frame
    caption: str = ""  # a line under its title ("Watering reminders per plant · succulent care")


@dataclass(frozen=True)
class Operation:
    """One step of the plan, named as the tool it becomes."""

    tool: ToolName
    screen: ScreenSpec | None = None  # createScreen, and updateScreen with new content
    frame_id: str | None = None  # updateScreen: the frame to rewrite
    change: str = ""  # in words: "show a chart", "dark theme"
    restyle_only: bool = False  # updateScreen that only swaps the theme variables


@dataclass(frozen=True)
class Plan:
    app_name: str
    domain: str  # a key of app.agent.domains.BY_KEY ("generic" when unplaced)
    screens: tuple[ScreenSpec, ...]
    theme: Theme
    operations: tuple[Operation, ...] = ()
    platform: str = "ios"  # "ios" or "android"
    tone: str = "friendly"
    seed: int = 0
    summary: str = ""  # one sentence on what the agent is about to do
    notes: tuple[str, ...] = field(default_factory=tuple)  # what it could not do, said plainly
    edit: bool = False  # a follow-up that changes an existing project, not a new app
    subject: str = ""  # what an app no domain covers is about, in the user's words ("dog walking")
    lang: str = "en"  # the language its screens are in
    answer_lang: str = ""  # the language the chat answers in, when not the screens' (a follow-up's own)
    idea: Idea | None = None  # the idea in the user's words, when the app is built from it

    @property
    def says_in(self) -> str:
        """The language the chat answers in."""
        return self.answer_lang or self.lang


@dataclass(frozen=True)
class FrameState:
    """A frame the project already has."""

    frame_id: str
    label: str
    html: str


@dataclass(frozen=True)
class ProjectState:
    """What the engine knows about the project: its frames and the theme variables in use."""

    frames: tuple[FrameState, ...] = ()
    theme_variables: dict[str, str] = field(default_factory=dict)
