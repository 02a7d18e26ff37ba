"""The phone around the content: status bar, app bars, large titles, tab bar, bottom dock."""

from __future__ import annotations

from app.agent.sections.base import esc
from app.agent.sections.icons import icon, status_icons


def status_bar(android: bool = False) -> str:
    clock = "12:30" if android else "9:41"
    return f'<div class="status"><span class="num">{clock}</span>{status_icons()}</div>'


def icon_button(name: str, label: str = "", plain: bool = False, dot: bool = False) -> str:
    cls = "icon-btn plain" if plain else "icon-btn"
    marker = '<span class="dot"></span>' if dot else ""
    return f'<span class="{cls}" role="button" aria-label="{esc(label or name)}">{icon(name, 20)}{marker}</span>'


def app_bar(
    title: str,
    android: bool = False,
    back: bool = True,
    actions: tuple[str, ...] = (),
    action_text: str = "",
    leading_text: str = "",
) -> str:
    """A navigation bar: back (chevron on iOS, arrow on Android), a title, actions on the right."""
    if leading_text:
        left = f'<span class="bar-action">{esc(leading_text)}</span>'
    elif back:
        left = icon_button("arrow-left" if android else "chevron-left", "Back", plain=android)
    else:
        left = ""
    right = "".join(icon_button(a, plain=android) for a in actions)
    if action_text:
        right += f'<span class="bar-action">{esc(action_text)}</span>'
    if not android and not right and left:
        right = '<span class="spacer"></span>'  # keeps the title centred
    if not android and right and not left:
        left = '<span class="spacer"></span>'
    return f'<header class="bar">{left}<div class="bar-title">{esc(title)}</div>{right}</header>'


def headline(title: str, subtitle: str = "", right: str = "") -> str:
    """A large title (iOS) or a top app bar title (Android), with an optional subtitle and trailing element."""
    sub = f'<p class="clip">{esc(subtitle)}</p>' if subtitle else ""
    return f'<div class="headline"><div class="grow"><h1 class="clip">{esc(title)}</h1>{sub}</div>{right}</div>'


def tab_bar(tabs: tuple[tuple[str, str], ...], active: int, android: bool = False) -> str:
    items = []
    for index, (label, name) in enumerate(tabs):
        on = " on" if index == active else ""
        items.append(
            f'<div class="tab{on}"><span class="pill">{icon(name, 22 if not android else 20)}</span>'
            f'<span class="clip">{esc(label)}</span></div>'
        )
    indicator = '<div class="home-indicator"></div>'
    return f'<nav class="tabbar" aria-label="Tabs">{"".join(items)}</nav>{indicator}'


def dock(body: str) -> str:
    """A bar fixed to the bottom of the screen, for the screen's main action."""
    return f'<div class="dock">{body}</div><div class="home-indicator"></div>'


def fab(name: str = "plus", label: str = "Add") -> str:
    return f'<span class="fab" role="button" aria-label="{esc(label)}">{icon(name, 24)}</span>'
