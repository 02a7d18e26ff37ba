"""Empty states: an illustration, what is missing, and what to do about it."""

from __future__ import annotations

from app.agent.sections.art import illustration
from app.agent.sections.base import esc


def empty_state(name: str, title: str, body: str, action: str, secondary: str = "") -> str:
    extra = f'<span class="btn text">{esc(secondary)}</span>' if secondary else ""
    return (
        f'<div class="center-col" style="padding:24px 8px;gap:12px">{illustration(name, 1)}'
        f'<h2 style="font-size:24px">{esc(title)}</h2><p class="body soft" style="max-width:300px">{esc(body)}</p>'
        f'<span class="btn" style="margin-top:8px;width:auto;padding:0 28px">{esc(action)}</span>{extra}</div>'
    )
