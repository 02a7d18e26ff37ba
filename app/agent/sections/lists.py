"""Rows: entries with thumbnails, people, money, settings, notifications, tasks, steps."""

from __future__ import annotations

from app.agent.domains import Entry
from app.agent.sections.art import thumb
from app.agent.sections.base import esc, initials
from app.agent.sections.icons import icon

SPEND_ICONS = {
    "food & drink": "utensils",
    "groceries": "bag",
    "subscriptions": "film",
    "transport": "car",
    "transfer": "repeat",
    "income": "arrow-down-left",
    "shopping": "bag",
    "bills": "file",
    "travel": "plane",
}


def _list(rows: list[str], plain: bool = False) -> str:
    return f'<div class="{"plain-list" if plain else "list"}">{"".join(rows)}</div>'


def entry_rows(entries: list[Entry], icons: tuple[str, ...], trailing: str = "meta", start: int = 0) -> str:
    """Entries with a cover thumbnail, title, detail and a short figure (or a chevron)."""
    rows = []
    for i, entry in enumerate(entries):
        right = (
            f'<span class="subtle num">{esc(entry.meta)}</span>'
            if trailing == "meta" and entry.meta
            else f'<span class="chev">{icon("chevron-right", 18)}</span>'
        )
        rows.append(
            f'<div class="item">{thumb(icons[(start + i) % len(icons)], start + i)}'
            f'<div class="stack grow"><span class="title clip">{esc(entry.title)}</span>'
            f'<span class="subtle clip">{esc(entry.detail)}</span></div>{right}</div>'
        )
    return _list(rows)


def people_rows(rows: list[tuple[str, str, str]], unread: tuple[int, ...] = ()) -> str:
    """(name, last line, time) with an initials avatar and an unread count."""
    out = []
    for i, (name, line, when) in enumerate(rows):
        badge = f'<span class="count">{unread[i]}</span>' if i < len(unread) and unread[i] else ""
        weight = ' style="font-weight:600;color:var(--foreground)"' if badge else ""
        out.append(
            f'<div class="item"><span class="avatar">{esc(initials(name))}</span>'
            f'<div class="stack grow"><div class="row between"><span class="title clip">{esc(name)}</span>'
            f'<span class="subtle num">{esc(when)}</span></div><div class="row between">'
            f'<span class="subtle clip"{weight}>{esc(line)}</span>{badge}</div></div></div>'
        )
    return _list(out)


def money_rows(entries: list[Entry], icons: tuple[str, ...], money) -> str:
    """Transactions: an icon tile, payee and detail, and a signed amount (income in green)."""
    rows = []
    for i, entry in enumerate(entries):
        amount = entry.amount if entry.amount is not None else -(12.5 + i * 7)
        cls = "good" if amount > 0 else ""
        kind = entry.detail.split(" \u00b7 ")[0].lower()
        name = "arrow-down-left" if amount > 0 else SPEND_ICONS.get(kind, icons[(i + 1) % len(icons)])
        rows.append(
            f'<div class="item"><span class="icon-tile round">{icon(name, 20)}</span>'
            f'<div class="stack grow"><span class="title clip">{esc(entry.title)}</span>'
            f'<span class="subtle clip">{esc(entry.detail)}</span></div>'
            f'<span class="title num {cls}">{esc(money(amount, signed=True))}</span></div>'
        )
    return _list(rows)


def setting_rows(rows: list[tuple[str, str, str]]) -> str:
    """(icon, label, control) where control is "on", "off", a value, or "" for a chevron."""
    out = []
    for name, label, control in rows:
        if control in ("on", "off"):
            right = f'<span class="toggle{" on" if control == "on" else ""}" role="switch"></span>'
        else:
            value = f'<span class="subtle clip" style="max-width:120px">{esc(control)}</span>' if control else ""
            right = f'{value}<span class="chev">{icon("chevron-right", 18)}</span>'
        out.append(
            f'<div class="item"><span class="icon-tile" style="width:36px;height:36px">{icon(name, 18)}</span>'
            f'<span class="body grow clip">{esc(label)}</span>{right}</div>'
        )
    return _list(out)


def notice_rows(rows: list[tuple[str, str, str, str]], unread: int = 0) -> str:
    """(icon, title, body, time); the first `unread` rows carry a dot."""
    out = []
    for i, (name, title, body, when) in enumerate(rows):
        dot = (
            '<span style="width:8px;height:8px;border-radius:9px;background:var(--primary);flex-shrink:0"></span>'
            if i < unread
            else ""
        )
        out.append(
            f'<div class="item" style="align-items:flex-start"><span class="icon-tile round">{icon(name, 20)}</span>'
            f'<div class="stack grow"><div class="row between"><span class="title clip">{esc(title)}</span>'
            f'<span class="subtle num">{esc(when)}</span></div><span class="subtle clamp">{esc(body)}</span></div>'
            f"{dot}</div>"
        )
    return _list(out)


def task_rows(entries: list[Entry], done: tuple[int, ...] = (0,)) -> str:
    out = []
    for i, entry in enumerate(entries):
        on = i in done
        mark = f'<span class="check round{" on" if on else ""}">{icon("check", 14) if on else ""}</span>'
        title_style = ' style="text-decoration:line-through;color:var(--muted-foreground)"' if on else ""
        badge_kind = "danger" if entry.meta in ("High", "Due today") else "warning" if entry.meta == "Medium" else ""
        badge = f'<span class="badge {badge_kind}">{esc(entry.meta)}</span>' if entry.meta else ""
        out.append(
            f'<div class="item">{mark}<div class="stack grow"><span class="title clip"{title_style}>'
            f'{esc(entry.title)}</span><span class="subtle clip">{esc(entry.detail)}</span></div>{badge}</div>'
        )
    return _list(out)


def steps(items: list[tuple[str, str]], current: int) -> str:
    """A vertical timeline: steps before `current` are done, `current` is in progress."""
    out = []
    for i, (title, when) in enumerate(items):
        state = "done" if i < current else "now" if i == current else ""
        mark = icon("check", 14) if i < current else ""
        line = '<span class="line"></span>' if i < len(items) - 1 else ""
        out.append(
            f'<div class="step {state}"><div class="rail"><span class="node">{mark}</span>{line}</div>'
            f'<div class="what stack"><span class="title clip">{esc(title)}</span>'
            f'<span class="subtle clip">{esc(when)}</span></div></div>'
        )
    return f'<div class="timeline">{"".join(out)}</div>'


def ranked_bars(rows: list[tuple[str, int, str]]) -> str:
    """(label, percent, value) with a progress bar each: breakdowns of spending, time, skills."""
    out = []
    for label, percent, value in rows:
        out.append(
            f'<div class="stack" style="gap:6px"><div class="row between"><span class="body clip">{esc(label)}'
            f'</span><span class="subtle num">{esc(value)}</span></div><div class="progress">'
            f'<span style="width:{max(4, min(100, percent))}%"></span></div></div>'
        )
    return f'<div class="card stack" style="gap:14px">{"".join(out)}</div>'
