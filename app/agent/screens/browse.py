"""Screens for looking around: home dashboard, feed, list, search, gallery, swipe deck."""

from __future__ import annotations

from app.agent.content import Context
from app.agent.interface_words import phrase
from app.agent.screens.page import Page
from app.agent.sections.art import art
from app.agent.sections.base import esc, initials, section
from app.agent.sections.cards import carousel, media_card, quick_actions, stat_cards
from app.agent.sections.chrome import headline, icon_button
from app.agent.sections.features import chart as chart_feature
from app.agent.sections.forms import chips, search_bar
from app.agent.sections.heroes import greeting, hero_card
from app.agent.sections.icons import icon
from app.agent.sections.lists import entry_rows, money_rows, people_rows, task_rows

PEOPLE_DOMAINS = {"messaging", "social", "dating"}
MONEY = {"banking", "crypto"}
CAROUSEL_TITLES = {
    "weather": "Your places",
    "news": "Editor's picks",
    "travel": "Stays you'll love",
    "real_estate": "New listings",
    "jobs": "Recommended for you",
    "dating": "New people",
    "messaging": "Pinned chats",
    "tasks": "Projects",
    "habits": "Your habits",
}
HERO_ACTIONS = {
    "food_delivery": "Order now",
    "ecommerce": "Shop the edit",
    "travel": "View trip",
    "real_estate": "View home",
    "weather": "Hourly forecast",
    "news": "Read story",
    "tasks": "Open today",
    "habits": "Check in",
    "dating": "See matches",
    "social": "Join",
    "events": "Get tickets",
}


def rows_for(ctx: Context, n: int = 4, start: int = 0) -> str:
    """The domain's entries in the row style that suits them: money, tasks, people or covers."""
    entries = ctx.entries(n, start)
    key = ctx.domain.key
    if key == "banking":
        return money_rows(entries, ctx.domain.icons, ctx.money)
    if key == "crypto":
        return asset_rows(ctx, entries)
    if key in ("tasks", "habits"):
        return task_rows(entries, done=(1,) if key == "tasks" else (1, 2))
    if key in PEOPLE_DOMAINS:
        return people_rows([(e.title, e.detail, e.meta) for e in entries], unread=(2, 0, 1, 0, 0, 0)[:n])
    return entry_rows(entries, ctx.domain.icons, start=start)


def asset_rows(ctx: Context, entries) -> str:
    rows = []
    for e in entries:
        cls = "bad" if e.meta.startswith("-") else "good"
        rows.append(
            f'<div class="item"><span class="avatar" style="font-size:13px">{esc(e.detail.split()[0])}</span>'
            f'<div class="stack grow"><span class="title clip">{esc(e.title)}</span>'
            f'<span class="subtle clip">{esc(e.detail)}</span></div><div class="stack" style="align-items:flex-end">'
            f'<span class="title num">{esc(ctx.money(e.amount or 0))}</span>'
            f'<span class="subtle num {cls}" style="font-weight:600">{esc(e.meta)}</span></div></div>'
        )
    return f'<div class="list">{"".join(rows)}</div>'


def home(ctx: Context) -> Page:
    d = ctx.domain
    eyebrow, title, body = d.hero
    hero = hero_card(eyebrow, title, body, HERO_ACTIONS.get(d.key, d.action), "play" if d.media else "arrow-right")
    if d.key in MONEY:
        middle = chart_feature(ctx)
    else:
        tiles = [media_card(e, d.icons[(i + 1) % len(d.icons)], i, 200) for i, e in enumerate(ctx.entries(4, 1))]
        middle = section(CAROUSEL_TITLES.get(d.key, f"Popular {d.items}"), carousel(tiles), "See all")
    sections = [
        hero,
        quick_actions(d.categories, d.icons),
        section("This week", stat_cards(d.stats), "Insights"),
        middle,
        section("Recent", rows_for(ctx, 3, 2), "See all"),
    ]
    return Page(sections, top=greeting(ctx.user, "Tuesday, 10 June", ctx.android), tabs=True)


def _post(ctx: Context, index: int, author: str, text: str, detail: str, when: str) -> str:
    likes = 24 + (ctx.shift * 37 + index * 53) % 400
    return (
        f'<article class="card stack gap" style="padding:14px"><div class="row">'
        f'<span class="avatar">{esc(initials(author))}</span><div class="stack grow">'
        f'<span class="title clip">{esc(author)}</span><span class="subtle clip">{esc(detail)} \u00b7 {esc(when)}</span>'
        f'</div><span class="chev">{icon("more", 20)}</span></div><p class="body">{esc(text)}</p>'
        f"{art(ctx.domain.icons[(index + 1) % len(ctx.domain.icons)], index + 1, '100%', '200px', 44)}"
        f'<div class="row" style="gap:18px"><span class="row subtle" style="gap:6px">{icon("heart", 18)}{likes}</span>'
        f'<span class="row subtle" style="gap:6px">{icon("message", 18)}{likes // 6}</span>'
        f'<span class="row subtle" style="gap:6px">{icon("share", 18)}Share</span><span class="grow"></span>'
        f'<span class="chev">{icon("bookmark", 18)}</span></div></article>'
    )


def feed(ctx: Context) -> Page:
    people = ctx.people(6)
    stories = "".join(
        f'<div class="stack center" style="width:66px;gap:6px;align-items:center">'
        f'<span class="avatar ring" style="width:58px;height:58px">{esc(initials(p))}</span>'
        f'<span class="subtle clip" style="max-width:66px">{esc(p.split()[0])}</span></div>'
        for p in people
    )
    posts = []
    for i, e in enumerate(ctx.entries(3)):
        if ctx.domain.key in PEOPLE_DOMAINS:
            posts.append(_post(ctx, i, e.title, e.detail, "Friends", e.meta))
        else:
            posts.append(
                _post(ctx, i, people[i], f"{e.title}: {e.detail}.", ctx.domain.label.capitalize(), f"{i + 2}h")
            )
    top = headline(ctx.app_name, "", icon_button("heart", "Activity", plain=True) + icon_button("send", "Messages"))
    return Page([f'<div class="scroller">{stories}</div>', *posts], top=top, tabs=True)


def listing(ctx: Context) -> Page:
    d = ctx.domain
    right = icon_button("sliders", "Filter") + ("" if ctx.android else icon_button("plus", "Add"))
    top = headline(ctx.screen_name, f"{len(d.entries) * 4 + ctx.shift} {d.items}", right)
    first = d.categories[0].lower()
    filters = (
        d.categories if first.startswith("all") or first == phrase("All", ctx.lang).lower() else ("All",) + d.categories
    )
    body = [search_bar(f"Search {d.items}"), chips(filters)]
    if d.key == "notes":
        notes = "".join(
            f'<div class="card stack" style="gap:6px"><div class="row between"><span class="title clip">'
            f'{esc(e.title)}</span><span class="subtle">{esc(e.meta)}</span></div>'
            f'<span class="subtle clamp">{esc(e.detail)}</span></div>'
            for e in ctx.entries(5)
        )
        body.append(f'<div class="stack gap">{notes}</div>')
    else:
        body += [section("Today", rows_for(ctx, 3)), section("Earlier", rows_for(ctx, 3, 3))]
    return Page(body, top=top, tabs=True, fab="plus" if ctx.android else "")


def search(ctx: Context) -> Page:
    d = ctx.domain
    recent = chips([e.title.split(",")[0][:22] for e in ctx.entries(4, 2)], active=-1)
    covers = "".join(
        f'<div class="stack" style="gap:8px">{art(d.icons[(i + 1) % len(d.icons)], i, "100%", "96px", 30)}'
        f'<span class="title clip">{esc(c)}</span></div>'
        for i, c in enumerate(d.categories[:4])
    )
    sections = [
        search_bar(f"Search {d.items}, {d.categories[0].lower()}\u2026", boxed=True, filters=True),
        section("Recent searches", recent, "Clear"),
        section("Browse categories", f'<div class="grid2">{covers}</div>'),
        section("Top results", rows_for(ctx, 3, 1)),
    ]
    return Page(sections, top=headline(ctx.screen_name), tabs=True)


def gallery(ctx: Context) -> Page:
    d = ctx.domain
    tiles = []
    for i in range(12):
        tall = " tall" if i in (0, 5, 7) else ""
        tiles.append(art(d.icons[i % len(d.icons)], i, "100%", "100%", 26, extra=tall.strip()))
    top = headline(ctx.screen_name, f"{d.stats[0][1]} {d.items}", icon_button("camera", "New"))
    return Page([chips(d.categories), f'<div class="masonry">{"".join(tiles)}</div>'], top=top, tabs=True)


def swipe(ctx: Context) -> Page:
    d = ctx.domain
    e = ctx.entries(1)[0]
    interests = chips(("Hiking", "Coffee", "Live music", "Cooking"), active=-1, wrap=True)
    card = (
        f'<div class="deck"><div class="behind far"></div><div class="behind"></div><div class="card">'
        f'{art(d.icon, 2, "100%", "280px", 64)}<div class="stack gap" style="padding:16px">'
        f'<div class="row between"><span class="title big clip">{esc(e.title)}</span>'
        f'<span class="badge">{esc(e.meta)} match</span></div><span class="subtle">{esc(e.detail)}</span>'
        f"{interests}</div></div></div>"
    )
    buttons = (
        f'<div class="row center" style="gap:20px"><span class="round-btn">{icon("x", 26)}</span>'
        f'<span class="round-btn big">{icon("heart", 30)}</span>'
        f'<span class="round-btn">{icon("star", 24)}</span></div>'
    )
    top = headline(ctx.screen_name, "", icon_button("sliders", "Filters"))
    return Page([chips(d.categories), card, buttons], top=top, tabs=True)
