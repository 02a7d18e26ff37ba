"""The big block at the top of a screen: greeting, featured card, balance."""

from __future__ import annotations

from app.agent.sections.art import hero_deco
from app.agent.sections.base import esc, initials
from app.agent.sections.chrome import icon_button
from app.agent.sections.icons import icon


def greeting(user: str, line: str, android: bool = False) -> str:
    """ "Good morning, Maya" with an avatar and a bell, as a home screen's header."""
    return (
        f'<div class="headline"><div class="row grow"><span class="avatar">{esc(initials(user))}</span>'
        f'<div class="stack grow"><span class="subtle clip">{esc(line)}</span>'
        f'<span class="title big clip">Good morning, {esc(user)}</span></div></div>'
        f"{icon_button('bell', 'Notifications', dot=True)}</div>"
    )


def hero_card(eyebrow: str, title: str, body: str, action: str = "", action_icon: str = "arrow-right") -> str:
    money = " money" if any(c in title for c in "$€£¥") and any(c.isdigit() for c in title) else ""
    button = f'<span class="btn inverse">{esc(action)}{icon(action_icon, 18)}</span>' if action else ""
    return (
        f'<div class="hero on-primary">{hero_deco()}<span class="eyebrow">{esc(eyebrow)}</span>'
        f'<span class="hero-title{money}">{esc(title)}</span><span class="hero-body">{esc(body)}</span>'
        f"{button}</div>"
    )


def progress_hero(eyebrow: str, title: str, body: str, percent: int) -> str:
    return (
        f'<div class="hero on-primary">{hero_deco()}<span class="eyebrow">{esc(eyebrow)}</span>'
        f'<span class="hero-title">{esc(title)}</span><span class="hero-body">{esc(body)}</span>'
        f'<div class="row" style="margin-top:8px"><div class="progress grow"><span style="width:{percent}%"></span>'
        f'</div><span class="eyebrow num">{percent}%</span></div></div>'
    )
