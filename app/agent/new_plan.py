"""A plan for a new app: its domain, its screens (those asked for, or a sensible set for the
domain), its name, and a theme from the colours, light or dark, and tone the prompt mentions."""

from __future__ import annotations

from app.agent.archetypes import FLOW, archetype, default_name
from app.agent.content import seed_of
from app.agent.domains import GENERIC, Domain
from app.agent.looks import Look, read_look
from app.agent.reading import read_app_name, read_count, read_domain, read_subject
from app.agent.screen_words import ScreenAsk, asked_in_a_list, read_screens
from app.agent.specs import Operation, Plan, ScreenSpec
from app.agent.theme import Theme, derive_theme
from app.agent.words import normalise, title_case

MAX_SCREENS = 10
FEW = 3  # an app described "with" fewer screens than this gets the usual others too
FILLED = 4
EXTRA_SCREENS = (
    "search",
    "profile",
    "settings",
    "notifications",
    "stats",
    "list",
    "detail",
    "calendar",
    "inbox",
    "empty_state",
)


def plan_new(prompt: str) -> Plan:
    domain, _ = read_domain(prompt)
    subject = read_subject(prompt) if domain is GENERIC else ""
    look = read_look(prompt)
    seed = seed_of(normalise(prompt))
    app_name = read_app_name(prompt) or _pick_name(domain, subject, seed)
    tone = look.tone or domain.tone
    platform = look.platform or "ios"
    specs = _screens(prompt, domain, app_name)
    theme = _theme(look, domain, tone, platform, app_name)
    label = subject or domain.label
    names = ", ".join(s.name for s in specs)
    mode = " in a dark theme" if theme.dark else ""
    summary = (
        f"Designing {len(specs)} screen{'s' if len(specs) != 1 else ''} for {app_name}, "
        f"{article(label)} {label} app{mode}: {names}."
    )
    return Plan(
        app_name=app_name,
        domain=domain.key,
        screens=tuple(specs),
        theme=theme,
        operations=tuple(Operation("createScreen", screen=s, change="new screen") for s in specs),
        platform=platform,
        tone=tone,
        seed=seed,
        summary=summary,
        subject=subject,
    )


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _pick_name(domain: Domain, subject: str, seed: int) -> str:
    if domain is GENERIC and subject and len(subject) <= 24:
        return title_case(subject)
    return domain.names[seed % len(domain.names)]


def _screens(prompt: str, domain: Domain, app_name: str) -> list[ScreenSpec]:
    asked = read_screens(prompt, domain, default_name)
    count = read_count(prompt)
    asks = list(asked) or [ScreenAsk(default_name(k, domain), k) for k in domain.screens]
    if asked and not count and len(asked) < FEW and asked_in_a_list(prompt, asked):
        count = FILLED
    if count and not asked:
        asks = asks[:count]
    if count and len(asks) < count:
        taken = {a.archetype for a in asks}
        names = {a.name.lower() for a in asks}
        for key in list(domain.screens) + list(EXTRA_SCREENS):
            if len(asks) >= count:
                break
            name = default_name(key, domain)
            if key not in taken and name.lower() not in names:
                asks.append(ScreenAsk(name, key))
                taken.add(key)
                names.add(name.lower())
        if len(asked) < len(asks):  # the agent chose some: put them all in the usual order
            asks.sort(key=lambda a: FLOW.index(a.archetype) if a.archetype in FLOW else len(FLOW))
    return [spec_for(a, domain, app_name) for a in asks[:MAX_SCREENS]]


def spec_for(ask: ScreenAsk, domain: Domain, app_name: str, frame_id: str | None = None) -> ScreenSpec:
    return ScreenSpec(
        name=ask.name,
        purpose=archetype(ask.archetype).purpose_for(domain, app_name),
        archetype=ask.archetype,
        features=ask.features,
        frame_id=frame_id,
    )


def _theme(look: Look, domain: Domain, tone: str, platform: str, app_name: str) -> Theme:
    colour = look.colours[0] if look.colours else domain.colour
    secondary = look.colours[1] if len(look.colours) > 1 else None
    dark = bool(look.dark)
    return derive_theme(
        colour,
        dark,
        secondary=secondary,
        tone=tone,
        platform=platform,
        name=f"{app_name} {'Dark' if dark else 'Light'}",
    )
