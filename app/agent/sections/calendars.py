"""Calendars: a month grid with event dots, and a week strip of days."""

from __future__ import annotations

import calendar

from app.agent.sections.base import esc
from app.agent.sections.icons import icon

HEADS = ("M", "T", "W", "T", "F", "S", "S")


def month_grid(year: int, month: int, selected: int, today: int, marked: set[int]) -> str:
    cells = [f'<span class="head">{h}</span>' for h in HEADS]
    for week in calendar.Calendar(firstweekday=0).monthdays2calendar(year, month):
        for day, _ in week:
            if day == 0:
                cells.append('<span class="d out"></span>')
                continue
            cls = "d sel" if day == selected else "d today" if day == today else "d"
            dot = '<span class="ev"></span>' if day in marked else ""
            cells.append(f'<span class="{cls}"><span class="num">{day}</span>{dot}</span>')
    title = f"{calendar.month_name[month]} {year}"
    return (
        f'<div class="card stack gap"><div class="row between"><span class="title big">{esc(title)}</span>'
        f'<div class="row" style="gap:8px"><span class="icon-btn">{icon("chevron-left", 18)}</span>'
        f'<span class="icon-btn">{icon("chevron-right", 18)}</span></div></div>'
        f'<div class="month">{"".join(cells)}</div></div>'
    )


def week_strip(first_day: int, selected: int, names=("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")) -> str:
    """Seven day pills (name over date), the selected one filled."""
    days = []
    for i, name in enumerate(names):
        on = i == selected
        style = "background:var(--primary);color:var(--primary-foreground);border-color:var(--primary)" if on else ""
        days.append(
            f'<div class="card flat stack center" style="padding:10px 0;gap:2px;{style}">'
            f'<span style="font-size:12px;font-weight:600">{esc(name)}</span>'
            f'<span class="title num">{first_day + i}</span></div>'
        )
    return f'<div class="week">{"".join(days)}</div>'


def day_marks(done: int, today: int, names=("M", "T", "W", "T", "F", "S", "S")) -> str:
    """A week of check marks: the first `done` days ticked, `today` ringed."""
    out = []
    for i, name in enumerate(names):
        if i < done:
            mark = f'<span class="mark done">{icon("check", 16)}</span>'
        elif i == today:
            mark = '<span class="mark today"></span>'
        else:
            mark = '<span class="mark"></span>'
        out.append(f'<div class="day">{mark}<span>{name}</span></div>')
    return f'<div class="week">{"".join(out)}</div>'
