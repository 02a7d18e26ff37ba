"""Reading which screens a prompt names, and which sections it asks for.

"a meditation app with onboarding, a daily session player and a streak screen" names three
screens: Onboarding, Daily Session Player (a player) and Streak. Strong words ("onboarding",
"checkout") count anywhere; weak ones ("home", "find") only where the prompt lists screens
("... with a home, a map") or right before "screen". Words that describe the app itself ("a music
player app", "a crypto wallet") are not screens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.agent.archetypes import ALL as ARCHETYPES
from app.agent.domains import GENERIC, Domain
from app.agent.looks import TONE_WORDS
from app.agent.reading import read_domain
from app.agent.theme import NAMED_COLOURS
from app.agent.words import (
    APP_WORDS,
    STOPWORDS,
    Hit,
    find_all,
    longest_first,
    normalise,
    pattern,
    title_case,
    words_before,
)

LIST_MARKERS = re.compile(
    r"\b(?:with|including|includes|include|featuring|that has|that have|has|needs?|where|"
    r"that lets|lets|letting|allows?|so (?:that )?(?:users|people|i|we) can|"
    r"containing|screens? (?:for|like)|pages? (?:for|like)|such as)\b|screens?\s*:|pages?\s*:|:"
)
SCREEN_NOUN = re.compile(r"^\s*(?:screens?|pages?|views?|tabs?|flows?|sections?)\b")
FOLLOWED_BY_APP = re.compile(r"^\s*(?:-\s*)?" + APP_WORDS + r"\b")
SHOWING = re.compile(
    r"\s*(?:screens?|pages?|views?)?\s*(?:with|showing|that shows|which shows|to show|displaying)"
    r"\s+(?:an?|the|some)?\s*"
)
APPISH = re.compile(
    r"\b(?:" + APP_WORDS[3:-1] + r"|reader|wallet|store|shop|network|marketplace|game|portal|journal|"
    r"planner|messenger)\b"
)
ARCHETYPE_WORDS: dict[str, str] = {}
for _archetype in ARCHETYPES:
    for _word in _archetype.words:
        ARCHETYPE_WORDS.setdefault(_word, _archetype.key)

# a word that names a different screen in some apps: "portfolio" is a crypto app's home
DOMAIN_WORDS = {
    ("news", "stories"): "home",
    ("crypto", "portfolio"): "home",
    ("banking", "accounts"): "home",
    ("food_delivery", "menu"): "list",
    ("recipes", "menu"): "list",
}
# words whose object names the screen: "search flights", "saved listings"
OBJECT_WORDS = {"search", "find", "browse", "explore", "track", "discover", "saved", "favorite", "favourite", "recent"}
NOT_OBJECTS = {"bar", "field", "box", "for", "button", "icon"}
# screens that can also be what the app is ("a crypto wallet", "a music player")
APP_LIKE = {"wallet", "player", "chat", "calendar", "article", "streak", "list", "map", "inbox", "gallery", "feed"}

# sections a user can ask for by name, and the screen each belongs on when it stands alone
FEATURE_WORDS = (
    ("chart", "chart"),
    ("charts", "chart"),
    ("graph*", "chart"),
    ("map", "map"),
    ("search bar", "search"),
    ("search", "search"),
    ("calendar", "calendar"),
    ("week strip", "calendar"),
    ("stats", "stats"),
    ("statistics", "stats"),
    ("numbers", "stats"),
    ("carousel", "carousel"),
    ("slider", "carousel"),
    ("categories", "categories"),
    ("category", "categories"),
    ("progress ring", "progress"),
    ("progress", "progress"),
    ("breakdown", "breakdown"),
    ("mini player", "player"),
    ("list", "list"),
    ("recent items", "list"),
)
FEATURE_SCREEN = {
    "chart": "stats",
    "map": "map",
    "search": "search",
    "calendar": "calendar",
    "stats": "stats",
    "carousel": "home",
    "categories": "search",
    "progress": "stats",
    "breakdown": "stats",
    "player": "player",
    "list": "list",
}
# an archetype named as part of another screen's name becomes this section of it ("map search")
FEATURE_OF = {
    "map": "map",
    "search": "search",
    "calendar": "calendar",
    "stats": "chart",
    "list": "list",
    "player": "player",
    "gallery": "carousel",
}


@dataclass(frozen=True)
class ScreenAsk:
    """A screen the user asked for, named in their words."""

    name: str
    archetype: str
    features: tuple[str, ...] = ()
    start: int = 0  # where it is named in the (normalised) prompt
    caption: str = ""  # a line under its title: the user's whole phrase for it, and what the app is


def read_screens(text: str, domain: Domain = GENERIC, default_names=None) -> list[ScreenAsk]:
    """The screens a prompt names, in order, without repeats."""
    text = normalise(text)
    listing = _list_start(text)
    asks: list[ScreenAsk] = []
    used_to = -1  # where the words the last screen used end
    for hit, key in _archetype_hits(text):
        if hit.start < used_to:
            continue  # already part of the last screen's name ("saved locations")
        key = DOMAIN_WORDS.get((domain.key, hit.text), key)
        after = text[hit.end :]
        if FOLLOWED_BY_APP.match(after) or _describes_app(text, hit, key, listing):
            continue
        if hit.weak and not (listing is not None and hit.start >= listing) and not SCREEN_NOUN.match(after):
            continue
        gap = text[used_to : hit.start] if asks else None
        if gap is not None and re.fullmatch(r"[\s-]*", gap):
            asks[-1] = _joined(asks[-1], hit, key)  # "map search", "swipe cards"
            used_to = hit.end
        elif gap is not None and SHOWING.fullmatch(gap) and key in FEATURE_OF:
            prior = asks[-1]  # "a home screen with a chart": a section of that screen
            asks[-1] = ScreenAsk(
                prior.name, prior.archetype, prior.features + (_feature_for(hit.text, key),), prior.start
            )
            used_to = hit.end
        elif gap is not None and asks[-1].archetype == key and _same_clause(gap):
            name, used_to = _name(text, hit, key, domain, default_names)  # "book a doctor appointment"
            asks[-1] = ScreenAsk(name, key, asks[-1].features, asks[-1].start)
        else:
            name, used_to = _name(text, hit, key, domain, default_names)
            asks.append(ScreenAsk(name, key, (), hit.start))
    seen, unique = set(), []
    for ask in asks:
        if ask.name.lower() not in seen:
            seen.add(ask.name.lower())
            unique.append(ask)
    return unique


def read_features(text: str) -> list[tuple[str, Hit]]:
    """Sections asked for by name ("a chart", "a map", "a search bar"), in order, without repeats."""
    text = normalise(text)
    lookup = dict(FEATURE_WORDS)
    out, seen = [], set()
    for hit in longest_first(find_all(text, tuple(lookup))):
        feature = lookup[hit.keyword]
        if FOLLOWED_BY_APP.match(text[hit.end :]) or feature in seen:
            continue
        seen.add(feature)
        out.append((feature, hit))
    return out


def asked_in_a_list(text: str, asks: list[ScreenAsk]) -> bool:
    """True when the screens are named in a prompt about an app ("a food app with order tracking"),
    so the agent may add the usual others; False for direct requests ("a login screen for a bank app")."""
    if not asks:
        return False
    text = normalise(text)
    return APPISH.search(text[: min(a.start for a in asks)]) is not None


def _archetype_hits(text: str) -> list[tuple[Hit, str]]:
    hits = longest_first(find_all(text, tuple(ARCHETYPE_WORDS)))
    return [(hit, ARCHETYPE_WORDS[hit.keyword]) for hit in hits]


def _list_start(text: str) -> int | None:
    match = LIST_MARKERS.search(text)
    return match.end() if match else None


def _same_clause(gap: str) -> bool:
    return len(gap.split()) <= 3 and not re.search(r"[,;:.]|\band\b|\bor\b|\bthen\b", gap)


def _joined(prior: ScreenAsk, hit: Hit, key: str) -> ScreenAsk:
    """Two screen words in a row are one screen: the second names it ("map search"), unless the
    first is not a section a screen can hold ("swipe cards" stays a swipe deck)."""
    name = _without_screen_word(title_case(f"{prior.name} {hit.text}"))
    feature = FEATURE_OF.get(prior.archetype)
    if feature:
        return ScreenAsk(name, key, prior.features + (feature,), prior.start)
    return ScreenAsk(name, prior.archetype, prior.features, prior.start)


def _name(text: str, hit: Hit, key: str, domain: Domain, default_names) -> tuple[str, int]:
    """The screen's name in the user's words, and where the words it used end."""
    words = hit.text.split()
    if len(words) == 1 and words[0] in OBJECT_WORDS:
        match = re.match(r"\s+([a-z][a-z-]+)", text[hit.end :])
        if (
            match
            and match.group(1) not in STOPWORDS
            and match.group(1) not in NOT_OBJECTS
            and not SCREEN_NOUN.match(match.group(1))
        ):
            return title_case(words + [match.group(1)]), hit.end + match.end()
    modifiers = _modifiers(text, hit.start)
    if words[-1] in ("a", "an", "the"):  # "book a ...": the usual name for the screen
        base = default_names(key, domain) if default_names else key.replace("_", " ")
        return (title_case(modifiers + base.split()) if modifiers else base), hit.end
    return _without_screen_word(title_case(modifiers + words)), hit.end


def _modifiers(text: str, start: int) -> list[str]:
    """Up to two words before a screen word that belong to its name ("daily session" player)."""
    out: list[str] = []
    for word in reversed(words_before(text, start, 3)):
        clean = word.strip("'\"")
        if (
            clean in STOPWORDS
            or clean in TONE_WORDS
            or not re.fullmatch(r"[a-z][a-z'-]*", clean)
            or clean in ("dark", "light")
            or clean in NAMED_COLOURS
            or clean in ARCHETYPE_WORDS
        ):
            break
        out.insert(0, clean)
        if len(out) == 2:
            break
    return out


def _describes_app(text: str, hit: Hit, key: str, listing: int | None) -> bool:
    """ "a crypto wallet", "a music player": the app itself, not one of its screens."""
    if key not in APP_LIKE or (listing is not None and hit.start >= listing) or SCREEN_NOUN.match(text[hit.end :]):
        return False
    before = words_before(text, hit.start, 2)
    return bool(before) and read_domain(" ".join(before))[1] > 0


def _without_screen_word(name: str) -> str:
    trimmed = re.sub(r"\s+(?:screens?|pages?|views?)$", "", name, flags=re.IGNORECASE)
    return trimmed or name


def _feature_for(text: str, key: str) -> str:
    """The section a screen word stands for: "chart" a chart, "stats" stat cards, "map" a map."""
    for word, feature in FEATURE_WORDS:
        if pattern(word).fullmatch(text):
            return feature
    return FEATURE_OF[key]
