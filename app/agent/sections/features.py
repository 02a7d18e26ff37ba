"""Sections a user can ask to add to any screen ("show a chart", "add a map")."""

from __future__ import annotations

from collections.abc import Callable

from app.agent.content import Context
from app.agent.sections.base import section
from app.agent.sections.calendars import week_strip
from app.agent.sections.cards import carousel, category_tiles, media_card, stat_cards
from app.agent.sections.charts import bar_chart, chart_card, line_chart, ring
from app.agent.sections.forms import search_bar
from app.agent.sections.lists import entry_rows, people_rows, ranked_bars
from app.agent.sections.maps import map_view
from app.agent.sections.media import mini_player


def chart_summary(ctx: Context) -> str:
    """The headline figure of the domain's chart: a total, or the latest reading for levels."""
    _, values, unit = ctx.domain.chart
    if unit == "$":
        return ctx.money(sum(values))
    if unit == "k$":
        return f"${values[-1]}k"
    if unit == "\u00b0":
        return f"{values[-1]}\u00b0"
    if unit == "bpm" or sum(values) > 5000:
        return f"{values[-1]:,} {unit}"
    return f"{sum(values):,} {unit}"


def chart(ctx: Context) -> str:
    title, values, _ = ctx.domain.chart
    summary = chart_summary(ctx)
    graph = line_chart(values, ctx.uid("line")) if ctx.rng.random() < 0.5 else bar_chart(values)
    return section(title, chart_card("This week", summary, "+12%", graph), "Details")


def map_section(ctx: Context) -> str:
    labels = [e.meta or e.title.split()[0] for e in ctx.entries(3)]
    return section(f"Nearby {ctx.domain.items}", map_view(ctx.rng, 220, labels), "Open map")


def search(ctx: Context) -> str:
    return search_bar(f"Search {ctx.domain.items}", filters=True)


def listing(ctx: Context) -> str:
    return section(f"All {ctx.domain.items}", entry_rows(ctx.entries(4), ctx.domain.icons), "See all")


def calendar(ctx: Context) -> str:
    return section("This week", week_strip(9, 2), "Calendar")


def stats(ctx: Context) -> str:
    return section("Overview", stat_cards(ctx.domain.stats))


def cards(ctx: Context) -> str:
    tiles = [
        media_card(e, ctx.domain.icons[(i + 1) % len(ctx.domain.icons)], i, 200)
        for i, e in enumerate(ctx.entries(4, 1))
    ]
    return section(f"Popular {ctx.domain.items}", carousel(tiles), "See all")


def categories(ctx: Context) -> str:
    return section("Categories", category_tiles(ctx.domain.categories, ctx.domain.icons))


def progress(ctx: Context) -> str:
    label, value = ctx.domain.stats[0]
    return section(
        "Your progress",
        f'<div class="card row" style="gap:20px">{ring(68, "68%", "of goal")}'
        f'<div class="stack grow"><span class="title">{label}: {value}</span>'
        f'<span class="subtle">You are ahead of last week. Keep going!</span></div></div>',
    )


def breakdown(ctx: Context) -> str:
    rows = [(c, p, f"{p}%") for c, p in zip(ctx.kinds(), (42, 28, 18, 12))]
    return section("Breakdown", ranked_bars(rows))


def split(ctx: Context) -> str:
    """Who owes whom, for costs shared with friends."""
    rows = []
    for i, (name, amount) in enumerate(zip(ctx.people(3), (12.5, -8.0, 24.0))):
        owed = f"Owes you {ctx.money(amount)}" if amount > 0 else f"You owe {ctx.money(-amount)}"
        rows.append((name, owed, ctx.domain.entries[i % len(ctx.domain.entries)].detail.split(" \u00b7 ")[-1]))
    return section("Split with friends", people_rows(rows), "Settle up")


def player(ctx: Context) -> str:
    entry = ctx.entries(1)[0]
    return section("Now playing", mini_player(entry.title, entry.detail, ctx.domain.icon))


FEATURES: dict[str, Callable[[Context], str]] = {
    "chart": chart,
    "map": map_section,
    "search": search,
    "list": listing,
    "calendar": calendar,
    "stats": stats,
    "carousel": cards,
    "categories": categories,
    "progress": progress,
    "breakdown": breakdown,
    "player": player,
    "split": split,
}
