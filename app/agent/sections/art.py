"""Pictures without images: gradient tiles, album covers, illustrations and decorations, all
inline SVG painted with the theme's variables."""

from __future__ import annotations

from app.agent.sections.base import esc
from app.agent.sections.icons import PATHS, icon

DECOS = (
    '<circle cx="82" cy="18" r="30" fill="currentColor" opacity="0.18"/>'
    '<circle cx="10" cy="95" r="26" fill="currentColor" opacity="0.12"/>',
    '<path d="M0 70 Q25 50 50 68 T100 62 V100 H0z" fill="currentColor" opacity="0.16"/>'
    '<path d="M0 82 Q30 66 60 80 T100 76 V100 H0z" fill="currentColor" opacity="0.14"/>',
    '<rect x="58" y="-12" width="56" height="56" rx="14" transform="rotate(18 86 16)" fill="currentColor" opacity="0.16"/>'
    '<circle cx="18" cy="84" r="14" fill="currentColor" opacity="0.16"/>',
    '<circle cx="50" cy="50" r="44" fill="none" stroke="currentColor" stroke-width="6" opacity="0.14"/>'
    '<circle cx="50" cy="50" r="26" fill="none" stroke="currentColor" stroke-width="6" opacity="0.12"/>',
    '<path d="M-10 40 L40 -10 M-10 70 L70 -10 M10 110 L110 10 M40 110 L110 40" stroke="currentColor" '
    'stroke-width="8" opacity="0.12"/>',
)


def art(
    name: str,
    variant: int = 0,
    width: str = "100%",
    height: str = "160px",
    icon_size: int = 40,
    extra: str = "",
    label: str = "",
) -> str:
    """A gradient tile with a soft pattern and an icon: stands in for a photo or a cover."""
    shade = variant % 5 + 1
    deco = DECOS[variant % len(DECOS)]
    aria = f' role="img" aria-label="{esc(label)}"' if label else ' aria-hidden="true"'
    return (
        f'<div class="art art-{shade} {extra}" style="width:{width};height:{height}"{aria}>'
        f'<svg class="deco" viewBox="0 0 100 100" preserveAspectRatio="none">{deco}</svg>'
        f"{icon(name, icon_size)}</div>"
    )


def thumb(name: str, variant: int = 0, small: bool = False) -> str:
    size = "44px" if small else "56px"
    return art(name, variant, size, size, 20 if small else 24, extra="thumb small" if small else "thumb")


def hero_deco() -> str:
    return (
        '<svg class="deco" viewBox="0 0 100 100" aria-hidden="true">'
        '<circle cx="50" cy="50" r="48" fill="none" stroke="currentColor" stroke-width="10"/>'
        '<circle cx="50" cy="50" r="22" fill="currentColor"/></svg>'
    )


def _icon_group(name: str, x: float, y: float, scale: float, colour: str) -> str:
    body = PATHS.get(name, PATHS["sparkles"])
    return (
        f'<g transform="translate({x} {y}) scale({scale})" fill="none" style="stroke:var({colour})" '
        f'stroke-width="2" stroke-linecap="round" stroke-linejoin="round">{body}</g>'
    )


def illustration(name: str, variant: int = 0) -> str:
    """A spot illustration: a soft blob, floating cards and dots around the app's icon."""
    tilt = (-8, 6, -4)[variant % 3]
    return (
        '<div class="illustration"><svg viewBox="0 0 260 220" aria-hidden="true">'
        '<ellipse cx="130" cy="112" rx="112" ry="96" style="fill:var(--accent)"/>'
        f'<g transform="rotate({tilt} 130 110)">'
        '<rect x="38" y="58" width="92" height="64" rx="14" style="fill:var(--card);stroke:var(--border)"/>'
        '<rect x="52" y="74" width="46" height="8" rx="4" style="fill:var(--chart-4)"/>'
        '<rect x="52" y="90" width="64" height="8" rx="4" style="fill:var(--muted)"/>'
        '<rect x="52" y="104" width="34" height="8" rx="4" style="fill:var(--muted)"/></g>'
        '<rect x="150" y="122" width="78" height="56" rx="14" style="fill:var(--card);stroke:var(--border)"/>'
        '<rect x="164" y="138" width="30" height="8" rx="4" style="fill:var(--chart-2)"/>'
        '<rect x="164" y="154" width="50" height="8" rx="4" style="fill:var(--muted)"/>'
        '<circle cx="130" cy="112" r="46" style="fill:var(--primary)"/>'
        + _icon_group(name, 106, 88, 2, "--primary-foreground")
        + '<circle cx="214" cy="54" r="10" style="fill:var(--chart-2)"/>'
        '<circle cx="46" cy="166" r="7" style="fill:var(--chart-3)"/>'
        '<circle cx="196" cy="30" r="4" style="fill:var(--primary)"/>'
        '<path d="M222 92l4 8 8 4-8 4-4 8-4-8-8-4 8-4z" style="fill:var(--chart-3)"/></svg></div>'
    )
