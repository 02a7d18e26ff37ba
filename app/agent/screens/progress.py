"""Screens about time and place: stats, streak, calendar, map, and the form to add something."""

from __future__ import annotations

from app.agent.content import Context
from app.agent.screens.page import Page
from app.agent.sections.base import esc, section
from app.agent.sections.calendars import day_marks, month_grid
from app.agent.sections.charts import bar_chart, chart_card, line_chart, ring
from app.agent.sections.chrome import app_bar, dock, headline, icon_button
from app.agent.sections.features import chart_summary
from app.agent.sections.forms import chips, field, search_bar, segmented
from app.agent.sections.icons import icon
from app.agent.sections.lists import entry_rows, ranked_bars
from app.agent.sections.maps import map_view


def stats(ctx: Context) -> Page:
    d = ctx.domain
    title, values, _ = d.chart
    summary = chart_summary(ctx)
    sections = [
        segmented(("Week", "Month", "Year")),
        chart_card(title, summary, "+12%", bar_chart(values)),
        f'<div class="card row" style="gap:18px">{ring(72, "72%", "weekly goal")}<div class="stack gap grow">'
        + "".join(
            f'<div class="stack"><span class="subtle clip">{esc(label)}</span>'
            f'<span class="title num">{esc(value)}</span></div>'
            for label, value in d.stats[:3]
        )
        + "</div></div>",
        section("Trend", chart_card("Last 7 weeks", summary, "+4%", line_chart(values[::-1], ctx.uid("trend")))),
    ]
    shares = [(c, p, f"{p}%") for c, p in zip(ctx.kinds(), (41, 27, 19, 13))]
    sections.append(section("By category", ranked_bars(shares)))
    return Page(sections, top=headline(ctx.screen_name, "10\u201316 June", icon_button("share", "Share")), tabs=True)


def streak(ctx: Context) -> Page:
    d = ctx.domain
    days = 12 + ctx.shift
    big = (
        f'<div class="card center-col" style="gap:6px;padding:24px"><span class="icon-tile round" '
        f'style="width:72px;height:72px;background:var(--warning-soft);color:var(--warning)">{icon("flame", 36)}</span>'
        f'<span class="num" style="font-size:56px;font-weight:800;line-height:1">{days}</span>'
        f'<span class="title">{esc(d.streak)}</span><span class="subtle">Your longest yet. '
        f"Keep it going tomorrow!</span></div>"
    )
    week = section("This week", f'<div class="card">{day_marks(4, 4)}</div>', "4 of 7")
    levels = [ctx.rng.choice((0, 1, 1, 2, 2, 3, 3)) for _ in range(35)]
    heat = "".join(f'<span class="l{lv}"></span>' if lv else "<span></span>" for lv in levels)
    month = section(
        "Last 5 weeks",
        f'<div class="card stack gap"><div class="heat">{heat}</div>'
        f'<div class="row between"><span class="subtle">Less</span><div class="row" style="gap:4px">'
        + "".join(f'<span class="heat-key l{i}"></span>' for i in range(4))
        + '</div><span class="subtle">More</span></div></div>',
    )
    goals = "".join(
        f'<div class="item"><span class="icon-tile round">{icon(n, 20)}</span><div class="stack grow">'
        f'<span class="title clip">{esc(t)}</span><span class="subtle clip">{esc(s)}</span></div>'
        f'<span class="badge{" success" if done else ""}">{"Done" if done else esc(p)}</span></div>'
        for n, t, s, p, done in (
            ("flame", "7-day streak", "Reached on 3 June", "", True),
            ("trophy", "30-day streak", f"{30 - days} days to go", f"{days}/30", False),
            ("star", f"100 {d.items}", "Keep collecting", "64/100", False),
        )
    )
    sections = [big, week, month, section("Milestones", f'<div class="list">{goals}</div>')]
    return Page(sections, top=headline(ctx.screen_name, "", icon_button("share", "Share")), tabs=True)


def calendar(ctx: Context) -> Page:
    d = ctx.domain
    grid = month_grid(2025, 6, 11, 10, {3, 5, 9, 11, 12, 17, 20, 24, 26})
    colours = ("var(--primary)", "var(--chart-2)", "var(--chart-3)", "var(--primary-end)")
    events = "".join(
        f'<div class="card row" style="padding:12px 14px"><span class="num subtle" style="width:44px">'
        f"{esc(e.detail[:5]) if e.detail[:2].isdigit() else f'{9 + i * 2}:00'}</span>"
        f'<span style="width:4px;align-self:stretch;border-radius:4px;background:{colours[i % 4]}"></span>'
        f'<div class="stack grow"><span class="title clip">{esc(e.title)}</span>'
        f'<span class="subtle clip">{esc(e.detail)}</span></div></div>'
        for i, e in enumerate(ctx.entries(4))
    )
    sections = [grid, section("Wednesday, 11 June", f'<div class="stack gap">{events}</div>', f"{4} {d.items}")]
    top = headline(ctx.screen_name, "", icon_button("search", "Search") + icon_button("plus", "New"))
    return Page(sections, top=top, tabs=True, fab="plus" if ctx.android else "")


def map_screen(ctx: Context) -> Page:
    d = ctx.domain
    entries = ctx.entries(4)
    labels = [(e.meta if e.amount is None else ctx.money(ctx.price(e))) or e.title.split()[0] for e in entries]
    floating = f'<div class="floating">{search_bar(f"Search {d.items} nearby", boxed=True, filters=True)}</div>'
    sheet = (
        f'<div class="sheet"><span class="handle"></span><div class="row between"><span class="title big clip">'
        f'{len(d.entries) * 3 + ctx.shift} {esc(d.items)} nearby</span><span class="link">List view</span></div>'
        f"{chips(d.categories)}{entry_rows(entries[:2], d.icons)}</div>"
    )
    body = [map_view(ctx.rng, 470, labels, full=True, overlay=floating), sheet]
    return Page(body, top=app_bar(ctx.screen_name, ctx.android, back=False, actions=("navigation",)), flush=True)


def form(ctx: Context) -> Page:
    d = ctx.domain
    if d.key == "jobs":
        return _application(ctx)
    entry = ctx.entries(1)[0]
    fields = (
        f'<div class="stack" style="gap:16px">{field("Title", entry.title, focus=True)}'
        f"{field('Description', entry.detail, area=True)}</div>"
    )
    when = (
        f'<div class="list"><div class="item"><span class="icon-tile" style="width:36px;height:36px">'
        f'{icon("calendar", 18)}</span><span class="body grow">Date</span><span class="subtle">Wed, 11 June</span></div>'
        f'<div class="item"><span class="icon-tile" style="width:36px;height:36px">{icon("clock", 18)}</span>'
        f'<span class="body grow">Time</span><span class="subtle">13:00</span></div><div class="item">'
        f'<span class="icon-tile" style="width:36px;height:36px">{icon("bell", 18)}</span><span class="body grow">'
        f'Remind me</span><span class="toggle on" role="switch"></span></div></div>'
    )
    attach = f'<div class="dashed">{icon("paperclip", 18)}Add photos or files</div>'
    sections = [fields, section("Category", chips(d.categories, active=1, wrap=True)), section("Details", when), attach]
    top = app_bar(ctx.screen_name, ctx.android, leading_text="Cancel", action_text="" if ctx.android else "Save")
    bottom = dock(f'<span class="btn">{"Save" if ctx.android else "Create"} {esc(d.item)}</span>')
    return Page(sections, top=top, bottom=bottom)


def _application(ctx: Context) -> Page:
    """Applying for something: who you are, your CV, a note, then send."""
    entry = ctx.entries(1)[0]
    role = (
        f'<div class="card row"><span class="icon-tile">{icon(ctx.domain.icon, 20)}</span><div class="stack grow">'
        f'<span class="title clip">{esc(entry.title)}</span><span class="subtle clip">{esc(entry.detail)}</span>'
        f"</div></div>"
    )
    pitch = "Tell them why you are a great fit\u2026"
    fields = (
        f'<div class="stack" style="gap:16px">{field("Full name", ctx.person.full, lead="user")}'
        f"{field('Email', f'{ctx.person.handle}@example.com', lead='mail')}"
        f"{field('Cover letter', '', pitch, area=True, focus=True)}</div>"
    )
    attach = f'<div class="dashed">{icon("paperclip", 18)}Upload your CV (PDF, up to 5 MB)</div>'
    top = app_bar(ctx.screen_name, ctx.android, leading_text="Cancel")
    bottom = dock('<span class="btn">Submit application</span>')
    return Page([role, fields, attach], top=top, bottom=bottom)
