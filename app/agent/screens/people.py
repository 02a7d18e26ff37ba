"""Screens about people and the user: profile, settings, chat thread, inbox, notifications."""

from __future__ import annotations

from app.agent.content import Context
from app.agent.screens.page import Page
from app.agent.sections.art import art
from app.agent.sections.base import esc, initials, section
from app.agent.sections.cards import stat_strip
from app.agent.sections.chat import bubbles, composer, typing
from app.agent.sections.chrome import app_bar, dock, headline, icon_button
from app.agent.sections.forms import chips, search_bar
from app.agent.sections.icons import icon
from app.agent.sections.lists import notice_rows, people_rows, setting_rows

VISUAL = {"photos", "social", "dating"}


def profile(ctx: Context) -> Page:
    d = ctx.domain
    name = ctx.person.full
    head = (
        f'<div class="center-col" style="gap:8px"><span class="avatar large">{esc(initials(name))}</span>'
        f'<h1 style="font-size:24px">{esc(name)}</h1><span class="subtle">@{esc(ctx.person.handle)} \u00b7 '
        f'Member since 2023</span><div class="buttons" style="width:100%;margin-top:8px">'
        f'<span class="btn small">Edit profile</span><span class="btn small outline">Share</span></div></div>'
    )
    sections = [head, stat_strip(d.stats)]
    if d.key in VISUAL:
        tiles = "".join(art(d.icons[i % len(d.icons)], i, "100%", "112px", 24) for i in range(6))
        sections.append(section(d.items.capitalize(), f'<div class="grid3" style="gap:4px">{tiles}</div>', "See all"))
    else:
        sections.append(section("Achievements", f'<div class="scroller">{_badges(ctx)}</div>', "See all"))
    rows = [
        ("user", "Personal details", ""),
        ("bell", "Notifications", "On"),
        ("shield", "Privacy & security", ""),
        ("help", "Help & support", ""),
    ]
    sections.append(section("Account", setting_rows(rows)))
    top = app_bar(ctx.screen_name, ctx.android, back=False, actions=("settings",))
    return Page(sections, top=top, tabs=True)


def _badges(ctx: Context) -> str:
    names = (
        ("flame", "On fire", "7-day streak"),
        ("trophy", "Top 10%", "This month"),
        ("star", "First 50", ctx.domain.items),
        ("zap", "Early bird", "5 before 8 am"),
    )
    return "".join(
        f'<div class="card stack center" style="width:120px;align-items:center;gap:6px">'
        f'<span class="icon-tile round" style="width:48px;height:48px">{icon(n, 22)}</span>'
        f'<span class="title clip" style="font-size:14px;max-width:100%">{esc(t)}</span>'
        f'<span class="subtle clip" style="max-width:100%">{esc(s)}</span></div>'
        for n, t, s in names
    )


def settings(ctx: Context) -> Page:
    d = ctx.domain
    name = ctx.person.full
    account = (
        f'<div class="card row"><span class="avatar">{esc(initials(name))}</span><div class="stack grow">'
        f'<span class="title clip">{esc(name)}</span><span class="subtle clip">{esc(ctx.person.handle)}@example.com'
        f'</span></div><span class="chev">{icon("chevron-right", 18)}</span></div>'
    )
    prefs = setting_rows(
        [
            ("bell", "Push notifications", "on"),
            ("moon", "Dark mode", "on" if ctx.dark else "off"),
            ("clock", f"Daily {d.item} reminder", "8:00 pm"),
            ("globe", "Language", "English"),
        ]
    )
    app_rows = setting_rows(
        [
            ("download", "Offline downloads", "on" if d.media else "off"),
            ("lock", "Face ID", "on"),
            ("card", "Subscription", "Premium"),
        ]
    )
    support = setting_rows(
        [("help", "Help centre", ""), ("shield", "Privacy policy", ""), ("star", "Rate the app", "")]
    )
    logout = f'<span class="btn danger">{icon("logout", 18)}Log out</span>'
    version = f'<p class="subtle" style="text-align:center">{esc(ctx.app_name)} \u00b7 version 2.4.1</p>'
    sections = [
        account,
        section("Preferences", prefs),
        section(d.label.capitalize(), app_rows),
        section("Support", support),
        logout,
        version,
    ]
    return Page(sections, top=headline(ctx.screen_name), tabs=True)


def chat(ctx: Context) -> Page:
    d = ctx.domain
    contact = d.contact
    top = (
        f'<header class="bar">{icon_button("arrow-left" if ctx.android else "chevron-left", "Back", plain=True)}'
        f'<span class="avatar">{esc(initials(contact))}</span><div class="stack grow"><span class="title clip">'
        f'{esc(contact)}</span><span class="subtle clip good">Online</span></div>'
        f"{icon_button('phone', 'Call', plain=True)}{icon_button('video', 'Video call', plain=True)}</header>"
    )
    earlier = ("Hi! Just checking in.", "Hey! All good here")
    body = [bubbles(earlier, "Yesterday"), bubbles(d.chat, "Today \u00b7 9:41"), typing()]
    return Page(body, top=top, bottom=dock(composer()))


def inbox(ctx: Context) -> Page:
    d = ctx.domain
    if d.key == "messaging":
        rows = [(e.title, e.detail, e.meta) for e in d.entries]
    else:
        people = [d.contact] + ctx.people(5)
        lines = [d.chat[-1]] + [body for _, body in d.notices] + [d.chat[0]]
        times = ("9:41", "9:12", "Yesterday", "Yesterday", "Mon", "Sun")
        rows = list(zip(people, lines, times))
    online = "".join(
        f'<div class="stack center" style="width:64px;align-items:center;gap:6px">'
        f'<span class="avatar ring" style="width:54px;height:54px">{esc(initials(p))}</span>'
        f'<span class="subtle clip" style="max-width:64px">{esc(p.split()[0])}</span></div>'
        for p in ctx.people(6)
    )
    sections = [
        search_bar("Search messages"),
        f'<div class="scroller">{online}</div>',
        chips(("All", "Unread", "Groups", "Archived")),
        people_rows(rows, unread=(2, 1, 0, 3, 0, 0)),
    ]
    top = headline(ctx.screen_name, "", icon_button("pen", "New message"))
    return Page(sections, top=top, tabs=True, fab="pen" if ctx.android else "")


def notifications(ctx: Context) -> Page:
    d = ctx.domain
    names = ("bell", d.icon, "star", "message")
    times = ("2m", "1h", "3h", "Yesterday")
    rows = [(names[i], title, body, times[i]) for i, (title, body) in enumerate(d.notices)]
    sections = [
        chips(("All", "Mentions", "Updates", "Offers")),
        section("Today", notice_rows(rows[:2], unread=2), "Mark all read"),
        section("Earlier", notice_rows(rows[2:])),
    ]
    top = headline(ctx.screen_name, "", icon_button("settings", "Notification settings"))
    return Page(sections, top=top, tabs=True)
