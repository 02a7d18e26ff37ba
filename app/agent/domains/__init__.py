"""The app domains the agent knows (see `model.Domain`), and the fallback for the rest."""

from app.agent.domains.everyday import (
    DATING,
    EVENTS,
    FOOD_DELIVERY,
    MESSAGING,
    RIDE_HAILING,
    TRAVEL,
    WEATHER,
)
from app.agent.domains.generic import GENERIC
from app.agent.domains.media import MUSIC, NEWS, PHOTOS, PODCASTS, SOCIAL, VIDEO
from app.agent.domains.model import Domain, Entry
from app.agent.domains.money import BANKING, CRYPTO, ECOMMERCE, JOBS, REAL_ESTATE
from app.agent.domains.wellbeing import FITNESS, HABITS, HEALTH, MEDITATION, RECIPES
from app.agent.domains.work import CALENDAR, EDUCATION, NOTES, TASKS

DOMAINS: tuple[Domain, ...] = (
    MEDITATION,
    FITNESS,
    BANKING,
    FOOD_DELIVERY,
    TRAVEL,
    ECOMMERCE,
    SOCIAL,
    MESSAGING,
    MUSIC,
    PODCASTS,
    NEWS,
    WEATHER,
    TASKS,
    NOTES,
    CALENDAR,
    HEALTH,
    EDUCATION,
    REAL_ESTATE,
    RIDE_HAILING,
    DATING,
    RECIPES,
    CRYPTO,
    JOBS,
    PHOTOS,
    VIDEO,
    EVENTS,
    HABITS,
)
BY_KEY = {domain.key: domain for domain in DOMAINS + (GENERIC,)}


def domain_named(key: str | None) -> Domain:
    return BY_KEY.get(key or "", GENERIC)


__all__ = ["BY_KEY", "DOMAINS", "GENERIC", "Domain", "Entry", "domain_named"]
