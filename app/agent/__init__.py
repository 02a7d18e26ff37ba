"""The local design agent: a deterministic planner and composer that turn a conversation into
themed, self-contained mobile screens, with no network and no model."""

from app.agent.composer import compose, restyle, root_variables
from app.agent.contrast import contrast_ratio, relative_luminance
from app.agent.local import LocalAgent
from app.agent.planner import plan
from app.agent.specs import FrameState, Operation, Plan, ProjectState, ScreenSpec
from app.agent.steps import (
    AgentStep,
    CreateScreenStep,
    TextStep,
    ToolCallStep,
    ToolResultStep,
    UpdateScreenStep,
    UpdateThemeStep,
)
from app.agent.theme import Theme, derive_theme

__all__ = [
    "AgentStep",
    "CreateScreenStep",
    "FrameState",
    "LocalAgent",
    "Operation",
    "Plan",
    "ProjectState",
    "ScreenSpec",
    "TextStep",
    "Theme",
    "ToolCallStep",
    "ToolResultStep",
    "UpdateScreenStep",
    "UpdateThemeStep",
    "compose",
    "contrast_ratio",
    "derive_theme",
    "plan",
    "relative_luminance",
    "restyle",
    "root_variables",
]
