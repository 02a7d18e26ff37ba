"""Form pieces drawn as plain elements (no live inputs): fields, search bars, segmented controls,
sign-in buttons."""

from __future__ import annotations

from app.agent.sections.base import esc
from app.agent.sections.icons import icon


def field(
    label: str,
    value: str = "",
    placeholder: str = "",
    lead: str = "",
    trail: str = "",
    focus: bool = False,
    area: bool = False,
) -> str:
    cls = "input" + (" filled" if value else "") + (" focus" if focus else "") + (" area" if area else "")
    lead_html = icon(lead, 18) if lead else ""
    trail_html = f'<span class="chev">{icon(trail, 18)}</span>' if trail else ""
    text = esc(value or placeholder)
    inner = f'<span class="grow{"" if area else " clip"}">{text}</span>'
    return (
        f'<div class="field"><span class="label">{esc(label)}</span>'
        f'<div class="{cls}">{lead_html}{inner}{trail_html}</div></div>'
    )


def search_bar(placeholder: str, boxed: bool = False, filters: bool = False) -> str:
    right = f'<span class="chev">{icon("sliders", 18)}</span>' if filters else icon("mic", 18)
    return (
        f'<div class="search{" boxed" if boxed else ""}">{icon("search", 18)}'
        f'<span class="grow clip">{esc(placeholder)}</span>{right}</div>'
    )


def segmented(options: tuple[str, ...], active: int = 0) -> str:
    parts = "".join(f'<span class="{"on" if i == active else ""}">{esc(o)}</span>' for i, o in enumerate(options))
    return f'<div class="segmented">{parts}</div>'


def chips(labels, active: int = 0, wrap: bool = False) -> str:
    parts = "".join(
        f'<span class="chip{" on" if i == active else ""}">{esc(label)}</span>' for i, label in enumerate(labels)
    )
    return f'<div class="chips{" wrap" if wrap else ""}">{parts}</div>'


def social_buttons(android: bool) -> str:
    """Two outline buttons; the platform's own account first (Google on Android, Apple on iOS)."""
    google = (
        '<span class="btn outline"><span style="font-weight:800;font-size:17px">G</span>Continue with Google</span>'
    )
    apple = f'<span class="btn outline">{icon("user", 18)}Continue with Apple</span>'
    return google + apple if android else apple + google


def checkbox(label: str, on: bool = True) -> str:
    mark = icon("check", 14) if on else ""
    return (
        f'<div class="row top"><span class="check{" on" if on else ""}">{mark}</span>'
        f'<span class="subtle grow">{esc(label)}</span></div>'
    )
