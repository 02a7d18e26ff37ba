"""What one screen is filled with: the domain's words and numbers, picked deterministically.

Every pick goes through a `random.Random` seeded by the plan and the screen's name, so the same
prompt always gives the same screens.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from itertools import count

from app.agent.domains import Domain, Entry
from app.agent.locale import Person
from app.agent.locale import money as locale_money
from app.agent.locale import people as locale_people
from app.agent.locale import user as locale_user

PEOPLE = (
    "Maya Chen",
    "Leo Martins",
    "Priya Shah",
    "Jonas Weber",
    "Amara Okoye",
    "Tom Fischer",
    "Sofia Rossi",
    "Noah Kim",
    "Elena Petrova",
    "Sam Rivera",
    "Aisha Noor",
    "Lucas Meyer",
)
ALL_WORDS = {"zh": "全部", "ja": "すべて", "es": "todo", "de": "alle", "fr": "tout"}
USERS = ("Maya", "Alex", "Jordan", "Sam", "Riley", "Noor", "Elena", "Theo")
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def seed_of(*parts: object) -> int:
    """A stable 32-bit seed (Python's own `hash` changes between runs)."""
    text = "\x1f".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "big")


@dataclass
class Context:
    """Everything a screen builder reads: the domain, the app, the platform, and a seeded dice."""

    domain: Domain
    app_name: str
    screen_name: str
    purpose: str = ""
    platform: str = "ios"
    tone: str = "friendly"
    dark: bool = False
    features: tuple[str, ...] = ()
    seed: int = 0
    lang: str = "en"  # the language the screen is written in
    rng: random.Random = field(init=False)
    _ids: count[int] = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(seed_of(self.seed, self.screen_name, self.domain.key))
        self._ids = count(1)
        self.shift = self.rng.randrange(len(self.domain.entries))
        pick = seed_of(self.seed, "user")
        self.person: Person = locale_user(self.lang, pick, USERS[pick % len(USERS)])
        self.user = self.person.greeting

    @property
    def android(self) -> bool:
        return self.platform == "android"

    def uid(self, prefix: str = "g") -> str:
        """An id unique within the document (SVG gradients)."""
        return f"{prefix}{next(self._ids)}"

    def entries(self, n: int = 4, start: int = 0) -> list[Entry]:
        """`n` of the domain's entries, starting at a seeded offset, wrapping around."""
        pool = self.domain.entries
        return [pool[(self.shift + start + i) % len(pool)] for i in range(n)]

    def people(self, n: int = 4) -> list[str]:
        pool = locale_people(self.lang, PEOPLE)
        offset = seed_of(self.seed, "people") % len(pool)
        return [pool[(offset + i) % len(pool)] for i in range(n)]

    def kinds(self) -> tuple[str, ...]:
        """The domain's categories without "All" (a breakdown has no share for everything)."""
        everything = ("all", ALL_WORDS.get(self.lang, "all"))
        kinds = tuple(c for c in self.domain.categories if c.lower() not in everything)
        return kinds or self.domain.categories

    def money(self, amount: float, signed: bool = False) -> str:
        return locale_money(amount, self.domain.currency, self.lang, signed)

    def price(self, entry: Entry, index: int = 0) -> float:
        """The entry's own price, or a plausible one for domains that have none."""
        if entry.amount is not None and entry.amount > 0:
            return float(entry.amount)
        return float((9, 12, 15, 19, 24, 29)[(self.shift + index) % 6]) + 0.99
