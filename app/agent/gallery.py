"""The inspirations gallery: one finished screen per archetype, each in an app that uses it.

Built by the same composer as the agent's screens, so what people browse is what they get.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from app.agent.archetypes import ALL, default_name
from app.agent.composer import compose
from app.agent.domains import DOMAINS, Domain
from app.agent.new_plan import spec_for
from app.agent.screen_words import ScreenAsk
from app.agent.specs import Operation, Plan
from app.agent.theme import derive_theme


@dataclass(frozen=True)
class Inspiration:
    id: str
    title: str
    tags: tuple[str, ...]
    html: str


def _domain_for(key: str, index: int) -> Domain:
    """An app where this kind of screen belongs (in its usual screens), else the next in turn."""
    users = [d for d in DOMAINS if key in d.screens]
    return users[index % len(users)] if users else DOMAINS[index % len(DOMAINS)]


def _inspiration(index: int, key: str) -> Inspiration:
    domain = _domain_for(key, index)
    dark = index % 4 == 3  # a share of dark screens, as people ask for them
    app_name = domain.names[0]
    theme = derive_theme(domain.colour, dark, tone=domain.tone, name=f"{app_name} {'Dark' if dark else 'Light'}")
    spec = spec_for(ScreenAsk(default_name(key, domain), key), domain, app_name)
    plan = Plan(
        app_name=app_name,
        domain=domain.key,
        screens=(spec,),
        theme=theme,
        operations=(Operation("createScreen", screen=spec),),
        tone=domain.tone,
    )
    tags = (key.replace("_", " "), domain.label, "dark" if dark else "light")
    return Inspiration(
        id=f"{key.replace('_', '-')}-{domain.key.replace('_', '-')}",
        title=f"{app_name}: {spec.name}",
        tags=tags,
        html=compose(spec, plan),
    )


@lru_cache(maxsize=1)
def gallery() -> tuple[Inspiration, ...]:
    """Every inspiration, in the usual order of an app's screens (composed once per process)."""
    return tuple(_inspiration(i, archetype.key) for i, archetype in enumerate(ALL))
