"""Cards: stats, quick actions, media and product tiles, summaries."""

from __future__ import annotations

from app.agent.domains import Entry
from app.agent.sections.art import art
from app.agent.sections.base import esc
from app.agent.sections.icons import icon


def stat_cards(stats: tuple[tuple[str, str], ...] | list[tuple[str, str]]) -> str:
    tiles = "".join(
        f'<div class="card stat"><span class="value num">{esc(value)}</span>'
        f'<span class="subtle clip">{esc(label)}</span></div>'
        for label, value in stats[:3]
    )
    return f'<div class="grid3">{tiles}</div>'


def stat_strip(stats: tuple[tuple[str, str], ...] | list[tuple[str, str]]) -> str:
    """Three figures in one card, split by thin rules (profile headers)."""
    parts = []
    for index, (label, value) in enumerate(stats[:3]):
        rule = ' style="border-left:1px solid var(--border)"' if index else ""
        parts.append(
            f'<div class="stack grow center"{rule}><span class="title big num">{esc(value)}</span>'
            f'<span class="subtle clip">{esc(label)}</span></div>'
        )
    return f'<div class="card row" style="padding:14px 8px;gap:0">{"".join(parts)}</div>'


def quick_actions(labels: tuple[str, ...], icons: tuple[str, ...]) -> str:
    tiles = "".join(
        f'<div class="action"><span class="icon-tile">{icon(icons[(i + 1) % len(icons)], 24)}</span>'
        f'<span class="clip" style="max-width:100%">{esc(label)}</span></div>'
        for i, label in enumerate(labels[:4])
    )
    return f'<div class="grid4">{tiles}</div>'


def media_card(entry: Entry, name: str, variant: int, width: int = 220, tall: bool = False) -> str:
    """A tile for a carousel: cover art, then title and detail underneath."""
    height = "260px" if tall else "136px"
    return (
        f'<div class="stack" style="width:{width}px;gap:8px">{art(name, variant, "100%", height, 36)}'
        f'<span class="title clip">{esc(entry.title)}</span><span class="subtle clip">{esc(entry.detail)}</span></div>'
    )


def carousel(cards: list[str]) -> str:
    return f'<div class="scroller">{"".join(cards)}</div>'


def product_card(entry: Entry, name: str, variant: int, price: str) -> str:
    return (
        f'<div class="card flat" style="padding:0;overflow:hidden;display:flex;flex-direction:column">'
        f"{art(name, variant, '100%', '150px', 36, extra='square')}"
        f'<div class="stack" style="padding:12px"><span class="title clip">{esc(entry.title)}</span>'
        f'<span class="subtle clip">{esc(entry.detail)}</span>'
        f'<div class="row between" style="margin-top:6px"><span class="title num">{esc(price)}</span>'
        f'<span class="icon-tile round" style="width:32px;height:32px">{icon("plus", 18)}</span></div></div></div>'
    )


def category_tiles(labels: tuple[str, ...], icons: tuple[str, ...], count: int = 4) -> str:
    tiles = "".join(
        f'<div class="card row" style="padding:12px"><span class="icon-tile">'
        f'{icon(icons[(i + 1) % len(icons)], 22)}</span><span class="title clip grow">{esc(label)}</span></div>'
        for i, label in enumerate(labels[:count])
    )
    return f'<div class="grid2">{tiles}</div>'


def key_values(rows: list[tuple[str, str]], total: tuple[str, str] | None = None) -> str:
    lines = "".join(
        f'<div class="kv"><span class="clip">{esc(k)}</span><span class="num">{esc(v)}</span></div>' for k, v in rows
    )
    if total:
        lines += (
            f'<div class="divider"></div><div class="kv total"><span>{esc(total[0])}</span>'
            f'<span class="num">{esc(total[1])}</span></div>'
        )
    return f'<div class="card stack gap">{lines}</div>'


def info_chips(pairs: list[tuple[str, str]]) -> str:
    """Icon + short fact pills: "12 min", "4.8", "Beginner"."""
    chips = "".join(f'<span class="chip">{icon(name, 16)}{esc(text)}</span>' for name, text in pairs)
    return f'<div class="chips">{chips}</div>'
