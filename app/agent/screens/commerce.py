"""Screens that move money or things: cart, checkout, booking, order tracking, wallet."""

from __future__ import annotations

from app.agent.content import Context
from app.agent.screens.browse import rows_for
from app.agent.screens.page import Page
from app.agent.sections.art import art, hero_deco
from app.agent.sections.base import esc, initials, section
from app.agent.sections.cards import key_values, quick_actions
from app.agent.sections.chrome import app_bar, dock, headline, icon_button
from app.agent.sections.forms import chips, field
from app.agent.sections.icons import icon
from app.agent.sections.lists import steps
from app.agent.sections.maps import map_view

QUANTITIES = (1, 2, 1)
DELIVERED = {"food_delivery", "ecommerce"}  # apps whose orders are brought to an address


def _totals(ctx: Context, count: int, quantities=(1, 1, 1)) -> tuple[list[tuple[str, str]], tuple[str, str], float]:
    prices = [ctx.price(e, i) * q for i, (e, q) in enumerate(zip(ctx.entries(count), quantities))]
    subtotal = sum(prices)
    fee = 2.99 if ctx.domain.key == "food_delivery" else 0.0
    tax = round(subtotal * 0.08, 2)
    total = subtotal + fee + tax
    rows = [("Subtotal", ctx.money(subtotal))]
    if ctx.domain.key in DELIVERED:
        rows.append(("Delivery" if fee else "Shipping", ctx.money(fee) if fee else "Free"))
    rows.append(("Tax", ctx.money(tax)))
    return rows, ("Total", ctx.money(total)), total


def cart(ctx: Context) -> Page:
    d = ctx.domain
    items = []
    for i, e in enumerate(ctx.entries(3)):
        cover = art(d.icons[(i + 1) % len(d.icons)], i, "76px", "76px", 28)
        items.append(
            f'<div class="card row" style="padding:12px">{cover}'
            f'<div class="stack grow" style="gap:4px"><span class="title clip">{esc(e.title)}</span>'
            f'<span class="subtle clip">{esc(e.detail)}</span><div class="row between">'
            f'<span class="title num">{esc(ctx.money(ctx.price(e, i)))}</span>'
            f'<div class="stepper" style="padding:2px;gap:8px"><span class="icon-btn">{icon("minus", 14)}</span>'
            f'<span class="num" style="font-weight:600">{QUANTITIES[i]}</span>'
            f'<span class="icon-btn">{icon("plus", 14)}</span></div></div></div></div>'
        )
    rows, total, amount = _totals(ctx, 3, QUANTITIES)
    promo = field("Promo code", "", "Enter a code", lead="tag", trail="chevron-right")
    bottom = dock(
        f'<div class="stack" style="gap:0"><span class="subtle">Total</span><span class="title big num">'
        f'{esc(ctx.money(amount))}</span></div><span class="btn">Checkout</span>'
    )
    top = app_bar(ctx.screen_name, ctx.android, actions=("more",))
    return Page(
        [f'<div class="stack gap">{"".join(items)}</div>', promo, key_values(rows, total)], top=top, bottom=bottom
    )


def checkout(ctx: Context) -> Page:
    rows, total, amount = _totals(ctx, 2)
    wallet_name = "Google Pay" if ctx.android else "Apple Pay"
    address = (
        f'<div class="card row"><span class="icon-tile">{icon("pin", 20)}</span><div class="stack grow">'
        f'<span class="title clip">Home address</span><span class="subtle clip">24 Oak Street, Apt 5B, Brooklyn</span></div>'
        f'<span class="link">Change</span></div>'
    )
    pay = (
        f'<div class="list"><div class="item"><span class="icon-tile">{icon("card", 20)}</span><div class="stack grow">'
        f'<span class="title clip">Visa \u2022\u2022\u2022\u2022 4821</span><span class="subtle">Expires 08/27</span></div>'
        f'<span class="check round on">{icon("check", 14)}</span></div><div class="item">'
        f'<span class="icon-tile">{icon("wallet", 20)}</span><div class="stack grow"><span class="title clip">{wallet_name}'
        f'</span><span class="subtle">Fast and secure</span></div><span class="check round"></span></div></div>'
    )
    items = "".join(
        f'<div class="kv"><span class="clip">1 \u00d7 {esc(e.title)}</span>'
        f'<span class="num">{esc(ctx.money(ctx.price(e, i)))}</span></div>'
        for i, e in enumerate(ctx.entries(2))
    )
    sections = [
        *([section("Delivery address", address)] if ctx.domain.key in DELIVERED else []),
        section("Payment method", pay, "Add new"),
        section("Order summary", f'<div class="card stack gap">{items}</div>'),
        key_values(rows, total),
    ]
    bottom = dock(f'<span class="btn">{icon("lock", 18)}Pay {esc(ctx.money(amount))}</span>')
    return Page(sections, top=app_bar(ctx.screen_name, ctx.android), bottom=bottom)


def booking(ctx: Context) -> Page:
    d = ctx.domain
    if d.key == "ride_hailing":
        return _ride_choice(ctx)
    entry = ctx.entries(1)[0]
    summary = (
        f'<div class="card row">{art(d.icon, 2, "64px", "64px", 26, extra="thumb")}<div class="stack grow">'
        f'<span class="title clip">{esc(entry.title)}</span><span class="subtle clip">{esc(entry.detail)}</span>'
        f'</div><span class="badge">{esc(entry.meta or "Open")}</span></div>'
    )
    days = []
    for i, (name, date) in enumerate(zip(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat"), range(9, 15))):
        on = " on" if i == 2 else ""
        days.append(
            f'<div class="chip day-chip{on}"><span style="font-size:12px">{name}</span>'
            f'<span class="title num">{date}</span></div>'
        )
    slots = chips(("9:00", "10:30", "11:15", "13:00", "14:45", "16:30", "17:15", "18:00"), active=3, wrap=True)
    party = (
        f'<div class="card row between"><div class="row">{icon("users", 20)}<span class="body">'
        f'{"Guests" if d.key != "health" else "Visit type"}</span></div><div class="stepper">'
        f'<span class="icon-btn">{icon("minus", 16)}</span><span class="title num">2</span>'
        f'<span class="icon-btn">{icon("plus", 16)}</span></div></div>'
    )
    price = ctx.money(ctx.price(entry))
    sections = [
        summary,
        section("Select a date", f'<div class="scroller">{"".join(days)}</div>', "June"),
        section("Available times", slots),
        party,
        field("Notes", "", "Anything we should know?", area=True),
    ]
    bottom = dock(
        f'<div class="stack" style="gap:0"><span class="subtle">From</span><span class="title big num">'
        f'{esc(price)}</span></div><span class="btn">Confirm \u00b7 Wed 11, 13:00</span>'
    )
    return Page(sections, top=app_bar(ctx.screen_name, ctx.android), bottom=bottom)


def _ride_choice(ctx: Context) -> Page:
    d = ctx.domain
    options = []
    for i, e in enumerate(d.entries[:4]):
        picked = " picked" if i == 0 else ""
        options.append(
            f'<div class="card row{picked}" style="padding:12px"><span class="icon-tile">'
            f'{icon(d.icons[(i + 1) % len(d.icons)], 22)}</span><div class="stack grow">'
            f'<span class="title clip">{esc(e.title)}'
            f'</span><span class="subtle clip">{esc(e.detail)}</span></div>'
            f'<span class="title num">{esc(e.meta)}</span></div>'
        )
    where = (
        f'<div class="card stack gap"><div class="row"><span class="check round on">{icon("navigation", 12)}</span>'
        f'<span class="body clip grow">Current location</span></div><div class="divider"></div><div class="row">'
        f'<span class="check round">{icon("pin", 12)}</span><span class="title clip grow">24 Oak Street</span>'
        f"</div></div>"
    )
    rides = section("Choose a ride", f'<div class="stack gap">{"".join(options)}</div>')
    body = [map_view(ctx.rng, 260, [], route=True, full=True), where, rides]
    bottom = dock(
        f'<span class="icon-btn" style="width:52px;height:52px">{icon("card", 20)}</span>'
        f'<span class="btn">{esc(d.action)}</span>'
    )
    return Page(body, top=app_bar(ctx.screen_name, ctx.android), bottom=bottom, flush=True)


TRACKING = {
    "food_delivery": (
        ("Order placed", "18:02"),
        ("Preparing your food", "18:05"),
        ("On the way", "Arriving 18:40"),
        ("Delivered", ""),
    ),
    "ride_hailing": (
        ("Ride requested", "18:02"),
        ("Driver assigned", "18:03"),
        ("Driver arriving", "2 min away"),
        ("On the trip", ""),
    ),
}
DEFAULT_TRACKING = (
    ("Order confirmed", "Mon, 9 June"),
    ("Packed", "Tue, 10 June"),
    ("Out for delivery", "Today by 20:00"),
    ("Delivered", ""),
)


VEHICLES = {
    "ride_hailing": "Silver Prius \u00b7 7KLM 214",
    "food_delivery": "E-bike courier",
    "ecommerce": "Parcel van",
}


def order_tracking(ctx: Context) -> Page:
    d = ctx.domain
    courier = d.contact.split(" \u00b7 ")[0]
    labels = ["You", courier.split()[0]]
    person = (
        f'<div class="card row"><span class="avatar">{esc(initials(courier))}</span><div class="stack grow">'
        f'<span class="title clip">{esc(courier)}</span><span class="subtle clip">{esc(VEHICLES.get(d.key, "Courier"))} '
        f'\u00b7 4.9 \u2605</span></div><span class="icon-btn">{icon("message", 18)}</span>'
        f'<span class="icon-btn">{icon("phone", 18)}</span></div>'
    )
    eta = (
        '<div class="row between"><div class="stack"><span class="subtle">Estimated arrival</span>'
        '<span class="title big num" style="font-size:28px">12 min</span></div>'
        '<span class="badge success">On time</span></div>'
    )
    timeline = steps(list(TRACKING.get(d.key, DEFAULT_TRACKING)), 2)
    body = [
        map_view(ctx.rng, 300, labels, route=True, full=True),
        f'<div class="sheet"><span class="handle"></span>{eta}{person}{timeline}</div>',
    ]
    top = app_bar(ctx.screen_name, ctx.android, actions=("help",))
    return Page(body, top=top, flush=True)


def wallet(ctx: Context) -> Page:
    d = ctx.domain
    eyebrow, title, body = d.hero if d.key in ("banking", "crypto") else ("Balance", ctx.money(1284.5), "Available")
    card = (
        f'<div class="bank-card">{hero_deco()}<div class="row between"><span class="eyebrow">{esc(ctx.app_name)}</span>'
        f'{icon("card", 24)}</div><div class="stack"><span style="font-size:14px">{esc(eyebrow)}</span>'
        f'<span style="font-size:32px;font-weight:700;letter-spacing:-0.02em" class="num">{esc(title)}</span>'
        f'<span style="font-size:14px">{esc(body)}</span></div><div class="row between"><span class="num" '
        f'style="font-size:15px;letter-spacing:0.12em">\u2022\u2022\u2022\u2022 4821</span>'
        f'<span style="font-size:14px;font-weight:600">{esc(ctx.person.full)}</span></div></div>'
    )
    labels = d.categories if d.key in ("banking", "crypto") else ("Send", "Request", "Top up", "More")
    icons = (
        d.icons if d.key in ("banking", "crypto") else ("wallet", "arrow-up-right", "arrow-down-left", "plus", "more")
    )
    sections = [card, quick_actions(labels, icons), section("Transactions", rows_for(ctx, 4), "See all")]
    top = headline(ctx.screen_name, "", icon_button("plus", "Add card"))
    return Page(sections, top=top, tabs=True)
