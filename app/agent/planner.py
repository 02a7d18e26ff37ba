"""The planner: from the conversation (and the project as it stands) to a `Plan`.

A first prompt gives a new plan (`new_plan`); a follow-up on a project that has frames gives an
edit (`edits`), unless it describes a different app altogether.
"""

from __future__ import annotations

from app.agent.edits import plan_edit
from app.agent.new_plan import plan_new
from app.agent.specs import Plan, ProjectState

MAX_MESSAGES = 24  # a long history is trimmed to its latest messages, not rejected
MAX_CHARS = 4000


def user_texts(messages) -> list[str]:
    """The text of each user message (UIMessage or its JSON form), oldest first; only the latest
    messages count, each capped."""
    texts = []
    for message in list(messages)[-MAX_MESSAGES:]:
        if _field(message, "role") != "user":
            continue
        chunks = [
            _field(part, "text")
            for part in _field(message, "parts") or ()
            if _field(part, "type") == "text" and _field(part, "text")
        ]
        if chunks:
            texts.append(" ".join(chunks)[:MAX_CHARS])
    return texts


def _field(item, name: str):
    return item.get(name) if isinstance(item, dict) else getattr(item, name, None)


def plan(messages, current: ProjectState | None = None) -> Plan:
    """What to do about the conversation: a new app, or changes to the project's frames."""
    texts = user_texts(messages)
    latest = texts[-1] if texts else ""
    if current is not None and current.frames and latest:
        edit = plan_edit(latest, texts[:-1], current)
        if edit is not None:
            return edit
        return plan_new(latest)
    return plan_new("\n".join(texts))
