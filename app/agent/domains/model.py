"""What the agent knows about one kind of app: its words, its content, its usual screens."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One thing the app lists: a session, a dish, a transaction, a flat..."""

    title: str
    detail: str
    meta: str = ""  # a short figure shown on the right: "10 min", "2.4 km", "4.8"
    amount: float | None = None  # a price, or a signed amount for money apps


@dataclass(frozen=True)
class Domain:
    key: str
    label: str  # in the user's words: "meditation", "food delivery"
    keywords: tuple[str, ...]  # word starts ("meditat") and phrases ("food delivery")
    names: tuple[str, ...]  # app names to pick from
    colour: str  # palette or colour name, or hex
    tone: str
    item: str  # "session"
    items: str  # "sessions"
    action: str  # the main call to action: "Start session"
    tagline: str
    hero: tuple[str, str, str]  # eyebrow, title, body
    categories: tuple[str, ...]
    icons: tuple[str, ...]  # one per category, and the app's own icon first
    entries: tuple[Entry, ...]
    stats: tuple[tuple[str, str], ...]  # (label, value)
    chart: tuple[str, tuple[int, ...], str]  # title, seven values (Mon..Sun), unit
    slides: tuple[tuple[str, str], ...]  # onboarding: (title, body) x3
    tabs: tuple[tuple[str, str], ...]  # bottom navigation: (label, icon)
    screens: tuple[str, ...]  # the default set of archetypes
    contact: str  # who the user chats with
    chat: tuple[str, ...]  # a conversation, starting with the contact
    notices: tuple[tuple[str, str], ...]  # notifications: (title, body)
    media: str = ""  # "audio", "video" or ""
    currency: str = "$"
    streak: str = "day streak"

    @property
    def icon(self) -> str:
        return self.icons[0]
