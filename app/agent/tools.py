"""The agent's tools as a model sees them (OpenAI function-calling schemas), and its brief."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.agent.specs import ProjectState

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletionFunctionToolParam

_SCREEN_ITEM = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "purpose": {"type": "string"}},
    "required": ["name", "purpose"],
}

TOOLS: list[ChatCompletionFunctionToolParam] = [
    {
        "type": "function",
        "function": {
            "name": "planScreens",
            "description": "Announce the screens you are about to create, before creating them.",
            "parameters": {
                "type": "object",
                "properties": {"appName": {"type": "string"}, "screens": {"type": "array", "items": _SCREEN_ITEM}},
                "required": ["appName", "screens"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "createScreen",
            "description": (
                "Create one mobile screen (390x844 CSS px) as HTML. Use the theme's CSS variables "
                "(var(--primary), var(--background), var(--foreground), var(--muted), var(--card), "
                "var(--border), var(--radius), var(--font-sans)) for colours, radii and type. No scripts, "
                "no external URLs: draw icons and charts as inline SVG."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "the screen's name, shown as the frame label"},
                    "purpose": {"type": "string"},
                    "html": {"type": "string", "description": "the screen: body markup, with <style> if needed"},
                },
                "required": ["name", "html"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "updateScreen",
            "description": "Replace the HTML of an existing frame of the project.",
            "parameters": {
                "type": "object",
                "properties": {
                    "frameId": {"type": "string"},
                    "change": {"type": "string", "description": "what changed, in a few words"},
                    "html": {"type": "string"},
                },
                "required": ["frameId", "html"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "updateTheme",
            "description": (
                "Set the project's theme: CSS custom properties such as --primary, --background, "
                "--foreground, --muted, --card, --border, --radius, --font-sans. Every frame follows it."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "mode": {"type": "string", "enum": ["light", "dark"]},
                    "variables": {"type": "object", "additionalProperties": {"type": "string"}},
                },
                "required": ["variables"],
            },
        },
    },
]

BRIEF = """You design mobile app screens for Framewright. Work only through the tools:
call planScreens once with the screens you will make, updateTheme if the app needs its own colours,
then createScreen once per screen. To change existing screens use updateScreen with their frameId,
and to restyle use updateTheme. Each screen is 390 CSS px wide and 844 tall, self-contained HTML
styled with the theme's CSS variables, with realistic content for the app, no scripts and no external
resources. Keep replies to the user short."""


def project_brief(state: ProjectState | None, theme_variables: dict[str, str]) -> str:
    """What the model is told about the project as it stands."""
    lines = [BRIEF]
    if theme_variables:
        lines.append(
            "The project's theme variables: " + ", ".join(f"{k}: {v}" for k, v in list(theme_variables.items())[:40])
        )
    frames = state.frames if state else ()
    if frames:
        lines.append(
            "The project's frames (frameId: label): " + "; ".join(f"{f.frame_id}: {f.label}" for f in frames[:50])
        )
    return "\n\n".join(lines)
