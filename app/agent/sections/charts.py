"""Charts as inline SVG: bars, a line with its area, a progress ring. Labels stay HTML text."""

from __future__ import annotations

from app.agent.sections.base import esc

DAYS = ("M", "T", "W", "T", "F", "S", "S")


def bar_chart(values: tuple[int, ...] | list[int], highlight: int | None = None, labels=DAYS) -> str:
    top = max(values) or 1
    highlight = values.index(max(values)) if highlight is None else highlight
    width, height, gap = 300, 140, 14
    bar = (width - gap * (len(values) - 1)) / len(values)
    rects = []
    for i, value in enumerate(values):
        h = max(6.0, value / top * (height - 8))
        fill = "var(--primary)" if i == highlight else "var(--chart-4)"
        rects.append(
            f'<rect x="{i * (bar + gap):.1f}" y="{height - h:.1f}" width="{bar:.1f}" height="{h:.1f}" '
            f'rx="6" style="fill:{fill}"/>'
        )
    guides = "".join(
        f'<line x1="0" x2="{width}" y1="{y}" y2="{y}" style="stroke:var(--border)" stroke-dasharray="3 5"/>'
        for y in (20, 70, 120)
    )
    names = "".join(f'<span class="{"on" if i == highlight else ""}">{esc(d)}</span>' for i, d in enumerate(labels))
    return (
        f'<svg class="bars" viewBox="0 0 {width} {height}" preserveAspectRatio="none" aria-hidden="true">'
        f'{guides}{"".join(rects)}</svg><div class="chart-labels">{names}</div>'
    )


def line_chart(values: tuple[int, ...] | list[int], gradient_id: str, height: int = 140, labels=DAYS) -> str:
    width = 300
    low, high = min(values), max(values)
    span = (high - low) or 1
    step = width / (len(values) - 1)
    points = [(i * step, 12 + (1 - (v - low) / span) * (height - 30)) for i, v in enumerate(values)]
    path = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in points)
    area = f"{path} L{width} {height} L0 {height} Z"
    last_x, last_y = points[-1]
    names = "".join(
        f'<span class="{"on" if i == len(labels) - 1 else ""}">{esc(d)}</span>' for i, d in enumerate(labels)
    )
    return (
        f'<svg class="bars" viewBox="0 0 {width} {height}" preserveAspectRatio="none" aria-hidden="true">'
        f'<defs><linearGradient id="{gradient_id}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" style="stop-color:var(--primary);stop-opacity:0.28"/>'
        f'<stop offset="1" style="stop-color:var(--primary);stop-opacity:0"/></linearGradient></defs>'
        f'<path d="{area}" fill="url(#{gradient_id})"/>'
        f'<path d="{path}" fill="none" style="stroke:var(--primary)" stroke-width="3" stroke-linejoin="round" '
        f'stroke-linecap="round" vector-effect="non-scaling-stroke"/>'
        f'<circle cx="{last_x - 4:.1f}" cy="{last_y:.1f}" r="5" style="fill:var(--card);stroke:var(--primary)" '
        f'stroke-width="3" vector-effect="non-scaling-stroke"/></svg><div class="chart-labels">{names}</div>'
    )


def ring(percent: int, value: str, caption: str) -> str:
    radius = 52
    length = 2 * 3.14159 * radius
    filled = length * max(0, min(100, percent)) / 100
    return (
        f'<div class="ring"><svg viewBox="0 0 120 120" aria-hidden="true">'
        f'<circle cx="60" cy="60" r="{radius}" fill="none" style="stroke:var(--muted)" stroke-width="12"/>'
        f'<circle cx="60" cy="60" r="{radius}" fill="none" style="stroke:var(--primary)" stroke-width="12" '
        f'stroke-linecap="round" stroke-dasharray="{filled:.1f} {length:.1f}" transform="rotate(-90 60 60)"/></svg>'
        f'<div class="ring-label"><span class="title big num">{esc(value)}</span>'
        f'<span class="subtle">{esc(caption)}</span></div></div>'
    )


def chart_card(title: str, summary: str, delta: str, chart: str) -> str:
    badge_kind = "danger" if delta.startswith(("-", "\u2212")) else "success"
    return (
        f'<div class="card stack gap chart-card"><div class="row between top"><div class="stack">'
        f'<span class="subtle clip">{esc(title)}</span><span class="title big num">{esc(summary)}</span></div>'
        f'<span class="badge {badge_kind}">{esc(delta)}</span></div>{chart}</div>'
    )
