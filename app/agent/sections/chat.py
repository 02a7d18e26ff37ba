"""A conversation: bubbles, a day stamp, and the message composer."""

from __future__ import annotations

from app.agent.sections.base import esc
from app.agent.sections.icons import icon


def bubbles(lines: tuple[str, ...] | list[str], stamp: str = "Today") -> str:
    """Alternating bubbles, the contact first."""
    out = [f'<span class="stamp">{esc(stamp)}</span>']
    for i, line in enumerate(lines):
        out.append(f'<div class="bubble {"them" if i % 2 == 0 else "me"}">{esc(line)}</div>')
    return f'<div class="bubbles">{"".join(out)}</div>'


def typing() -> str:
    return (
        '<div class="bubble them" style="display:flex;gap:4px;padding:14px 16px" aria-label="typing">'
        + "".join(
            '<span style="width:7px;height:7px;border-radius:9px;background:var(--muted-foreground)"></span>'
            for _ in range(3)
        )
        + "</div>"
    )


def composer(placeholder: str = "Message") -> str:
    return (
        f'<span class="icon-btn">{icon("plus", 20)}</span>'
        f'<div class="search grow" style="height:44px">{esc(placeholder)}</div>'
        f'<span class="icon-btn" style="background:var(--primary);color:var(--primary-foreground);'
        f'border-color:var(--primary)">{icon("send", 18)}</span>'
    )
