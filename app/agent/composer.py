"""Screens to HTML: one complete, self-contained document per screen, themed by `:root` variables.

`compose(spec, plan)` builds the page of the spec's archetype, adds any sections asked for, and
wraps it with the status bar, the app's tab bar or a bottom dock, the stylesheet and the theme.
`restyle(html, theme)` swaps the theme of an existing frame without touching anything else.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html import escape, unescape

from app.agent.archetypes import active_tab, archetype
from app.agent.content import Context
from app.agent.domains import Domain, domain_named
from app.agent.idea import idea_fields
from app.agent.idea_domain import idea_domain
from app.agent.interface_words import localise
from app.agent.screens.page import Page
from app.agent.sections.chrome import fab, status_bar, tab_bar
from app.agent.sections.features import FEATURES
from app.agent.specs import Plan, ScreenSpec
from app.agent.styles import BASE_CSS
from app.agent.theme import Theme

ROOT = re.compile(r":root\{[^}]*\}")
# sections an archetype already has: asking for them again adds nothing
BUILT_IN = {
    "stats": {"chart", "stats", "breakdown", "progress"},
    "map": {"map"},
    "search": {"search", "categories"},
    "calendar": {"calendar"},
    "list": {"list", "search"},
    "home": {"stats", "carousel", "categories"},
    "player": {"player"},
    "streak": {"calendar", "progress"},
    "wallet": {"list"},
    "feed": {"list"},
}
TAG = re.compile(r"<[^>]+>")
# pages that stand for the whole app, where a caption would be in the way
NAMELESS = {"onboarding", "sign_in", "sign_up", "confirmation", "empty_state", "swipe", "player"}
LANG_TAGS = {"zh": "zh-Hans", "ja": "ja", "es": "es", "de": "de", "fr": "fr", "en": "en"}
META = re.compile(r'<meta name="framewright" content="([^"]*)">')


def domain_for(plan: Plan) -> Domain:
    """The plan's domain; an app no domain covers gets the generic one, worded around its subject."""
    domain = domain_named(plan.domain)
    if plan.idea is not None:
        return idea_domain(plan.idea, domain)
    if domain.key == "generic" and plan.subject:
        subject = plan.subject
        domain = replace(
            domain,
            label=subject,
            tagline=f"{subject[:1].upper()}{subject[1:]}, made simple",
            hero=(domain.hero[0], f"Your {subject}, today", domain.hero[2]),
        )
    return domain


def compose(spec: ScreenSpec, plan: Plan) -> str:
    ctx = Context(
        domain=domain_for(plan),
        app_name=plan.app_name,
        screen_name=spec.name,
        purpose=spec.purpose,
        platform=plan.platform,
        tone=plan.tone,
        dark=plan.theme.dark,
        features=spec.features,
        seed=plan.seed,
        lang=plan.lang,
    )
    page = archetype(spec.archetype).build(ctx)
    body = _body(ctx, spec, page)
    if plan.lang != "en":
        words = {"items": ctx.domain.items, "item": ctx.domain.item, "app": plan.app_name, "user": ctx.user}
        body = localise(body, plan.lang, words)
    about = {
        "app": plan.app_name,
        "domain": plan.domain,
        "archetype": spec.archetype,
        "features": list(spec.features),
        "platform": plan.platform,
        "tone": plan.tone,
        "seed": plan.seed,
        "subject": plan.subject,
    }
    if plan.lang != "en":
        about["lang"] = plan.lang
    if plan.idea is not None:
        about["idea"] = idea_fields(plan.idea)
    return document(f"{plan.app_name} \u00b7 {spec.name}", plan.theme, body, about, plan.lang)


def _body(ctx: Context, spec: ScreenSpec, page: Page) -> str:
    sections = list(page.sections)
    own = BUILT_IN.get(spec.archetype, set())
    extra = [FEATURES[name](ctx) for name in spec.features if name in FEATURES and name not in own]
    sections[1:1] = extra  # asked-for sections come right after the screen's lead section
    lead = _caption(spec, page)
    if lead:
        sections.insert(0, f'<p class="subtle caption">{escape(lead)}</p>')
    classes = ["screen", ctx.platform]
    if page.tabs:
        classes.append("with-tabs")
    elif page.bottom:
        classes.append("with-dock")
    main_class = "content flush" if page.flush else "content"
    chrome = ""
    if page.tabs:
        chrome = tab_bar(ctx.domain.tabs, active_tab(spec.archetype, ctx.domain.tabs), ctx.android)
    elif page.bottom:
        chrome = page.bottom
    button = fab(page.fab) if page.fab else ""
    return (
        f'<div class="{" ".join(classes)}">{status_bar(ctx.android)}{page.top}'
        f'<main class="{main_class}">{"".join(sections)}</main>{button}{chrome}</div>'
    )


def _caption(spec: ScreenSpec, page: Page) -> str:
    """The screen's caption; a screen whose page does not show its name (a home, an onboarding)
    says it there, so every screen carries the name it was asked for."""
    shown = unescape(TAG.sub(" ", page.top + "".join(page.sections)))
    if spec.caption and spec.name in shown:
        return spec.caption
    if spec.caption or (spec.name and spec.name not in shown and spec.archetype not in NAMELESS):
        return " \u00b7 ".join(p for p in (spec.name, spec.caption) if p)
    return ""


def document(title: str, theme: Theme, body: str, about: dict, lang: str = "en") -> str:
    meta = escape(json.dumps(about, separators=(",", ":")), quote=True)
    return (
        f'<!doctype html>\n<html lang="{LANG_TAGS.get(lang, lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">\n'
        f'<meta name="framewright" content="{meta}">\n<title>{escape(title)}</title>\n'
        f"<style>\n{theme.root_block()}\n{BASE_CSS.strip()}\n</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def restyle(html: str, theme: Theme) -> str:
    """The same frame with the theme's variables in its `:root` block (added when it had none)."""
    if ROOT.search(html):
        return ROOT.sub(lambda _: theme.root_block(), html, count=1)
    if "<head>" in html:
        return html.replace("<head>", f"<head>\n<style>{theme.root_block()}</style>", 1)
    return f"<style>{theme.root_block()}</style>{html}"


def root_variables(html: str) -> dict[str, str]:
    """The `:root` variables of a frame's HTML ({} when there are none)."""
    match = ROOT.search(html)
    if not match:
        return {}
    out = {}
    for declaration in match.group(0)[len(":root{") : -1].split(";"):
        name, _, value = declaration.partition(":")
        if name.strip().startswith("--"):
            out[name.strip()] = value.strip()
    return out


def screen_about(html: str) -> dict:
    """What `compose` wrote about a frame (app, domain, archetype, features...), or {} for others."""
    match = META.search(html)
    if not match:
        return {}
    try:
        about = json.loads(unescape(match.group(1)))
    except ValueError:
        return {}
    return about if isinstance(about, dict) else {}
