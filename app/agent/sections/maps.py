"""A drawn map (no tiles, no requests): blocks, roads, a park, water, a route and pins."""

from __future__ import annotations

import random
from collections.abc import Sequence

from app.agent.sections.base import esc
from app.agent.sections.icons import icon


def _ground(rng: random.Random, route: bool) -> str:
    parts = [
        '<rect width="390" height="420" style="fill:var(--muted)"/>',
        '<path d="M-10 330 C 80 300, 140 360, 230 330 S 360 290, 410 310 L410 430 L-10 430 Z" '
        'style="fill:var(--chart-2)" opacity="0.22"/>',
        f'<rect x="{rng.choice((30, 210, 250))}" y="{rng.choice((40, 60))}" width="110" height="80" rx="10" '
        'style="fill:var(--success)" opacity="0.18"/>',
    ]
    for x in range(0, 390, 78):  # city blocks
        for y in range(0, 300, 68):
            if rng.random() < 0.8:
                parts.append(
                    f'<rect x="{x + 8}" y="{y + 8}" width="62" height="52" rx="6" '
                    'style="fill:var(--card)" opacity="0.7"/>'
                )
    for y in (68, 136, 204, 272):
        parts.append(
            f'<line x1="0" x2="390" y1="{y + 2}" y2="{y + 2}" style="stroke:var(--background)" stroke-width="8"/>'
        )
    for x in (78, 156, 234, 312):
        parts.append(
            f'<line x1="{x + 2}" x2="{x + 2}" y1="0" y2="420" style="stroke:var(--background)" stroke-width="8"/>'
        )
    parts.append('<path d="M-10 250 L 400 90" style="stroke:var(--background)" stroke-width="14"/>')
    parts.append('<path d="M-10 250 L 400 90" style="stroke:var(--border)" stroke-width="2" stroke-dasharray="10 8"/>')
    if route:
        parts.append(
            '<path d="M80 300 L80 206 L236 206 L236 138 L314 138" fill="none" style="stroke:var(--primary)" '
            'stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>'
        )
        parts.append('<circle cx="80" cy="300" r="9" style="fill:var(--card);stroke:var(--primary)" stroke-width="4"/>')
    return "".join(parts)


def map_view(
    rng: random.Random,
    height: int,
    labels: Sequence[str] = (),
    route: bool = False,
    full: bool = False,
    overlay: str = "",
) -> str:
    """The map with pins; each label becomes a pill on the map, the first one highlighted."""
    spots = [(22, 30), (58, 22), (34, 58), (70, 50), (50, 74)]
    pins = []
    for i, text in enumerate(labels[: len(spots)]):
        left, top = spots[i]
        on = " on" if i == 0 else ""
        pins.append(f'<span class="pin-label{on}" style="left:{left}%;top:{top}%">{icon("pin", 14)}{esc(text)}</span>')
    you = (
        '<svg style="position:absolute;left:46%;top:42%" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">'
        '<circle cx="14" cy="14" r="13" style="fill:var(--primary)" opacity="0.2"/>'
        '<circle cx="14" cy="14" r="7" style="fill:var(--primary);stroke:var(--card)" stroke-width="3"/></svg>'
    )
    if route:
        you = (
            '<svg style="position:absolute;left:76%;top:26%" width="36" height="44" viewBox="0 0 24 30" aria-hidden="true">'
            '<path d="M12 29s10-9 10-17a10 10 0 0 0-20 0c0 8 10 17 10 17z" style="fill:var(--primary)"/>'
            '<circle cx="12" cy="12" r="4" style="fill:var(--primary-foreground)"/></svg>'
        )
    cls = "map full" if full else "map"
    return (
        f'<div class="{cls}" style="height:{height}px"><svg class="ground" viewBox="0 0 390 420" '
        f'preserveAspectRatio="xMidYMid slice" aria-hidden="true">{_ground(rng, route)}</svg>'
        f"{you}{''.join(pins)}{overlay}</div>"
    )
