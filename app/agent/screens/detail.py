"""Screens about one thing: item detail, product detail, article, player."""

from __future__ import annotations

from app.agent.content import Context
from app.agent.screens.page import Page
from app.agent.sections.art import art
from app.agent.sections.base import esc, initials, section
from app.agent.sections.cards import info_chips, stat_cards
from app.agent.sections.chrome import app_bar, dock
from app.agent.sections.forms import chips
from app.agent.sections.icons import icon
from app.agent.sections.media import player as player_block

ABOUT = (
    "{title} is one of the most popular {items} on {app} this month, with everything you need in one place "
    "and nothing you don't.",
    "Save it for later, share it with a friend, or get going right away. It's all one tap from here.",
)


def _about(ctx: Context, title: str) -> str:
    first = ABOUT[0].format(title=title, items=ctx.domain.items, app=ctx.app_name)
    return (
        f'<div class="stack" style="gap:10px"><p class="body">{esc(first)}</p>'
        f'<p class="body soft">{esc(ABOUT[1])}</p></div>'
    )


def _facts(ctx: Context, entry) -> list[tuple[str, str]]:
    facts = [("clock", entry.meta or "Today"), ("star", f"4.{7 + ctx.shift % 3}"), ("tag", ctx.kinds()[0])]
    if entry.amount:
        facts[0] = ("tag", ctx.money(ctx.price(entry)))
    return facts


def detail(ctx: Context) -> Page:
    d = ctx.domain
    entry = ctx.entries(1)[0]
    cover = art(d.icon, ctx.shift, "100%", "220px", 56)
    kind = entry.detail.split(" \u00b7 ")[0]
    head = (
        f'<div class="stack" style="gap:8px"><span class="eyebrow accent-text">{esc(kind)}</span>'
        f'<h1 style="font-size:26px">{esc(entry.title)}</h1><span class="body soft">{esc(entry.detail)}</span></div>'
    )
    related = "".join(
        f'<div class="item"><span class="icon-tile">{icon(d.icons[(i + 1) % len(d.icons)], 20)}</span>'
        f'<div class="stack grow"><span class="title clip">{esc(e.title)}</span>'
        f'<span class="subtle clip">{esc(e.detail)}</span></div>'
        f'<span class="subtle num">{esc(e.meta)}</span></div>'
        for i, e in enumerate(ctx.entries(3, 1))
    )
    sections = [
        cover,
        head,
        info_chips(_facts(ctx, entry)),
        section("About", _about(ctx, entry.title)),
        section("At a glance", stat_cards(d.stats)),
        section(f"More {d.items}", f'<div class="list">{related}</div>'),
    ]
    bottom = dock(
        f'<span class="icon-btn" style="width:52px;height:52px">{icon("bookmark", 20)}</span>'
        f'<span class="btn">{esc(d.action)}</span>'
    )
    return Page(sections, top=app_bar(ctx.screen_name, ctx.android, actions=("share",)), bottom=bottom)


SIZES = {
    "ecommerce": ("XS", "S", "M", "L", "XL"),
    "food_delivery": ("Regular", "Large", "Family"),
    "events": ("Standing", "Seated", "VIP"),
}


def product_detail(ctx: Context) -> Page:
    d = ctx.domain
    entry = ctx.entries(1)[0]
    price = ctx.money(ctx.price(entry))
    cover = art(d.icons[1 % len(d.icons)], 4, "100%", "300px", 72)
    stars = "".join(icon("star", 16) for _ in range(5))
    head = (
        f'<div class="stack" style="gap:8px"><div class="row between top"><div class="stack grow">'
        f'<span class="eyebrow accent-text">{esc(ctx.kinds()[0])}</span>'
        f'<h1 style="font-size:26px">{esc(entry.title)}</h1>'
        f'</div><span class="title big num">{esc(price)}</span></div><div class="row" style="gap:8px">'
        f'<span class="stars">{stars}</span>'
        f'<span class="subtle">4.8 \u00b7 {120 + ctx.shift * 17} reviews</span></div></div>'
    )
    options = SIZES.get(d.key, ("Standard", "Plus", "Premium"))
    perks = "".join(
        f'<div class="row"><span class="icon-tile round" style="width:36px;height:36px">{icon(n, 18)}</span>'
        f'<span class="body grow">{esc(t)}</span></div>'
        for n, t in (
            ("truck", "Free delivery on orders over $50"),
            ("repeat", "Free 30-day returns"),
            ("shield", "2-year warranty"),
        )
    )
    sections = [
        cover,
        head,
        section("Choose an option", chips(options, active=min(2, len(options) - 1), wrap=True), "Guide"),
        section("Description", _about(ctx, entry.title)),
        f'<div class="card stack gap">{perks}</div>',
    ]
    bottom = dock(
        f'<div class="stepper"><span class="icon-btn">{icon("minus", 16)}</span><span class="title num">1</span>'
        f'<span class="icon-btn">{icon("plus", 16)}</span></div><span class="btn">{esc(d.action)}</span>'
    )
    return Page(sections, top=app_bar("", ctx.android, actions=("heart", "share")), bottom=bottom)


PARAGRAPHS = (
    "It started with a simple question: what would make {items} feel easier for everyone? The answers, from "
    "hundreds of conversations, were surprisingly consistent.",
    "People want fewer steps, clearer choices and a sense of progress. They want to know what happens next, "
    "and they want to feel in control of it.",
    "That is what this story is about: the small decisions that add up to something people love to use, day after day.",
)


def article(ctx: Context) -> Page:
    d = ctx.domain
    entry = ctx.entries(1)[0]
    author = ctx.people(1)[0]
    kind = entry.detail.split(" \u00b7 ")[0]
    head = (
        f'<div class="stack" style="gap:12px"><span class="eyebrow accent-text">{esc(kind)}</span>'
        f'<h1 style="font-size:30px;line-height:1.15">{esc(entry.title)}</h1>'
        f'<div class="row"><span class="avatar small">{esc(initials(author))}</span><div class="stack grow">'
        f'<span class="title clip" style="font-size:14px">{esc(author)}</span>'
        f'<span class="subtle clip">{esc(entry.detail)} \u00b7 10 June</span></div>'
        f'<span class="btn small outline">Follow</span></div></div>'
    )
    text = [p.format(items=d.items) for p in PARAGRAPHS]
    prose = (
        f'<div class="prose"><p>{esc(text[0])}</p><p>{esc(text[1])}</p>'
        f'<p class="quote">\u201c{esc(d.tagline)}.\u201d</p><p>{esc(text[2])}</p></div>'
    )
    sections = [head, art(d.icon, 1, "100%", "210px", 52), prose]
    return Page(sections, top=app_bar("", ctx.android, actions=("bookmark", "share")))


def player(ctx: Context) -> Page:
    d = ctx.domain
    entry = ctx.entries(1)[0]
    video = d.media == "video"
    total = entry.meta if ":" in entry.meta else "12:00"
    block = player_block(entry.title, entry.detail, d.icon, "4:12", total, 38, video=video, variant=ctx.shift)
    extras = (
        f'<div class="row between"><span class="row subtle" style="gap:6px">{icon("headphones", 18)}'
        f'This phone</span><span class="row subtle" style="gap:6px">{icon("moon", 18)}Sleep timer</span>'
        f'<span class="row subtle" style="gap:6px">{icon("list", 18)}Up next</span></div>'
    )
    upcoming = "".join(
        f'<div class="item"><span class="subtle num" style="width:18px">{i + 2}</span>'
        f'<div class="stack grow"><span class="title clip">{esc(e.title)}</span>'
        f'<span class="subtle clip">{esc(e.detail)}</span></div>'
        f'<span class="subtle num">{esc(e.meta)}</span></div>'
        for i, e in enumerate(ctx.entries(2, 1))
    )
    top = app_bar(ctx.screen_name, ctx.android, actions=("more",))
    return Page([block, extras, section("Up next", f'<div class="list">{upcoming}</div>')], top=top)
