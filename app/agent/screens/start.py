"""Getting in and coming back: onboarding, sign in, sign up, empty state, confirmation."""

from __future__ import annotations

from app.agent.content import Context
from app.agent.screens.page import Page
from app.agent.sections.art import illustration
from app.agent.sections.base import esc
from app.agent.sections.cards import key_values
from app.agent.sections.chrome import app_bar, dock
from app.agent.sections.empty import empty_state as empty_block
from app.agent.sections.forms import checkbox, field, social_buttons
from app.agent.sections.icons import icon


def _logo(ctx: Context, small: bool = False) -> str:
    style = ' style="width:36px;height:36px;border-radius:11px"' if small else ""
    return f'<span class="logo"{style}>{icon(ctx.domain.icon, 20 if small else 30)}</span>'


def onboarding(ctx: Context) -> Page:
    title, body = ctx.domain.slides[0]
    top = (
        f'<header class="bar"><div class="row grow">{_logo(ctx, small=True)}'
        f'<span class="title clip">{esc(ctx.app_name)}</span></div><span class="bar-action">Skip</span></header>'
    )
    intro = (
        f'<div class="center-col" style="gap:14px;padding-top:12px">{illustration(ctx.domain.icon)}'
        f'<div class="dots"><span class="on"></span><span></span><span></span></div>'
        f'<h1 style="font-size:30px">{esc(title)}</h1>'
        f'<p class="body soft" style="max-width:320px;font-size:16px">{esc(body)}</p></div>'
    )
    points = "".join(
        f'<div class="row"><span class="icon-tile round" style="width:36px;height:36px">'
        f'{icon("check", 18)}</span><span class="body grow">{esc(t)}</span></div>'
        for t, _ in ctx.domain.slides[1:]
    )
    bottom = dock(
        f'<div class="stack grow" style="gap:10px"><span class="btn">Get started{icon("arrow-right", 18)}'
        f'</span><span class="btn text">I already have an account</span></div>'
    )
    return Page([intro, f'<div class="card stack gap">{points}</div>'], top=top, bottom=bottom)


def sign_in(ctx: Context) -> Page:
    head = (
        f'<div class="center-col" style="padding-top:20px;gap:12px">{_logo(ctx)}'
        f'<h1 style="font-size:28px">Welcome back</h1>'
        f'<p class="body soft">Sign in to {esc(ctx.app_name)}. {esc(ctx.domain.tagline)}.</p></div>'
    )
    dots = "\u2022" * 12
    form = (
        f'<div class="stack" style="gap:16px">{field("Email", f"{ctx.person.handle}@example.com", lead="mail")}'
        f"{field('Password', dots, lead='lock', trail='eye', focus=True)}"
        f'<span class="link" style="align-self:flex-end">Forgot password?</span>'
        f'<span class="btn">Sign in</span></div>'
    )
    social = f'<div class="stack" style="gap:12px"><div class="or">or</div>{social_buttons(ctx.android)}</div>'
    foot = '<p class="body soft" style="text-align:center">New here? <span class="link">Create an account</span></p>'
    return Page([head, form, social, foot])


def sign_up(ctx: Context) -> Page:
    head = (
        f'<div class="stack" style="gap:8px;padding-top:4px"><h1 style="font-size:28px">Create your account</h1>'
        f'<p class="body soft">Join {esc(ctx.app_name)} in less than a minute.</p></div>'
    )
    form = (
        f'<div class="stack" style="gap:16px">{field("Full name", ctx.person.full, lead="user")}'
        f"{field('Email', '', 'you@example.com', lead='mail', focus=True)}"
        f"{field('Password', '', 'At least 8 characters', lead='lock', trail='eye')}"
        f"{checkbox('I agree to the Terms of Service and Privacy Policy.')}"
        f"{checkbox('Send me tips and product news.', on=False)}</div>"
    )
    social = (
        f'<div class="stack" style="gap:12px"><div class="or">or sign up with</div>{social_buttons(ctx.android)}</div>'
    )
    bottom = dock('<span class="btn">Create account</span>')
    return Page([head, form, social], top=app_bar("", ctx.android), bottom=bottom)


def empty_state(ctx: Context) -> Page:
    items = ctx.domain.items
    block = empty_block(
        ctx.domain.icon,
        f"No {items} yet",
        f"When you add {items}, they'll show up here. Start with one. It only takes a moment.",
        f"Add your first {ctx.domain.item}",
        "Browse suggestions",
    )
    return Page([block], top=app_bar(ctx.screen_name, ctx.android, back=False), tabs=True)


CONFIRMED = {
    "food_delivery": "Order placed",
    "ecommerce": "Order confirmed",
    "travel": "Booking confirmed",
    "events": "You're going!",
    "health": "Appointment booked",
    "real_estate": "Viewing booked",
    "banking": "Money sent",
    "crypto": "Transfer sent",
    "jobs": "Application sent",
}


def confirmation(ctx: Context) -> Page:
    entry = ctx.entries(1)[0]
    title = CONFIRMED.get(ctx.domain.key, "You're all set")
    price = ctx.money(ctx.price(entry))
    mark = (
        f'<div class="center-col" style="padding-top:28px;gap:12px"><span class="success-mark">{icon("check", 44)}'
        f'</span><h1 style="font-size:28px">{esc(title)}</h1><p class="body soft" style="max-width:300px">'
        f"We sent the details to your email. You can find everything in your account.</p></div>"
    )
    summary = key_values(
        [
            (ctx.domain.item.capitalize(), entry.title),
            ("Details", entry.detail),
            ("Reference", f"FW-{ctx.rng.randrange(100000, 999999)}"),
            ("Date", "Thu, 12 June"),
        ],
        ("Total paid", price),
    )
    bottom = dock(
        f'<div class="stack grow" style="gap:10px"><span class="btn">View {esc(ctx.domain.item)}</span>'
        f'<span class="btn outline">Back to home</span></div>'
    )
    return Page([mark, summary], top=app_bar("", ctx.android, back=False, actions=("x",)), bottom=bottom)
