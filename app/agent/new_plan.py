"""A plan for a new app: its domain, its screens (those asked for, or a sensible set for the
domain), its name, and a theme from the colours, light or dark, and tone the prompt mentions."""

from __future__ import annotations

from dataclasses import replace

from app.agent.archetypes import FLOW, archetype, default_name
from app.agent.content import seed_of
from app.agent.domains import GENERIC, Domain
from app.agent.idea import Idea, NamedFeature, read_idea
from app.agent.idea_domain import idea_domain
from app.agent.idea_grammar import APP_WORDS_BY_LANG, NOT_SUBJECT, activity_word
from app.agent.idea_grammar import article as english_article
from app.agent.interface_words import screen_title
from app.agent.looks import Look, read_look
from app.agent.reading import read_app_name, read_count, read_domain, read_subject
from app.agent.replies import designing, theme_name
from app.agent.screen_words import ScreenAsk, asked_in_a_list, read_screens
from app.agent.specs import Operation, Plan, ScreenSpec
from app.agent.theme import Theme, derive_theme, with_script
from app.agent.words import STOPWORDS, find_all, longest_first, normalise, title_case

MAX_SCREENS = 10
# words for the form an app takes, not what it is about
FORMS = frozenset(
    "wallet player tracker planner organiser organizer manager finder reader feed chat calendar map app".split()
)
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
    idea = read_idea(prompt)
    known = _known_domain(prompt, idea)
    covered = _covers(known, idea)
    built = idea.lang != "en" or not covered  # its content comes from the idea's own words
    idea = replace(idea, covered=covered and known is not GENERIC)
    domain = idea_domain(idea, known) if built else known
    subject = (idea.subject or read_subject(prompt)) if built else ""
    look = read_look(prompt)
    seed = seed_of(normalise(prompt))
    app_name = read_app_name(prompt) or _pick_name(domain, subject, seed, built)
    tone = look.tone or domain.tone
    platform = look.platform or "ios"
    specs = _screens(prompt, domain, app_name, idea)
    theme = _theme(look, domain, tone, platform, app_name, idea.lang)
    kind = subject or (domain.label if domain is not GENERIC else "")
    summary = designing(idea.lang, len(specs), app_name, kind, theme.dark, [s.name for s in specs])
    return Plan(
        app_name=app_name,
        domain=known.key,
        screens=tuple(specs),
        theme=theme,
        operations=tuple(Operation("createScreen", screen=s, change="new screen") for s in specs),
        platform=platform,
        tone=tone,
        seed=seed,
        summary=summary,
        subject=subject,
        lang=idea.lang,
        idea=idea if built else None,
    )


def article(word: str) -> str:
    """ "a" or "an" before an English phrase, by its sound ("an hour", "a user")."""
    return english_article(word)


def _known_domain(prompt: str, idea: Idea) -> Domain:
    """The domain the idea is about: named where the app is described, not among its features nor
    where it is used ("an app for booking padel courts at my local club, ... splitting the cost
    with friends" is not a social app)."""
    head = idea.head or prompt
    if idea.place:
        head = head[: head.lower().rfind(idea.place.lower().split()[0])] or head
    domain, _ = read_domain(head)
    return domain


def _covers(domain: Domain, idea: Idea) -> bool:
    """Whether the domain's own content fits the idea: every word of what the app is about is one
    of the domain's ("a food delivery app"), not only some ("volunteer shift scheduling" is not a
    calendar of yoga classes)."""
    if domain is GENERIC or idea.lang != "en" or not idea.subject:
        return domain is not GENERIC
    own = [
        w
        for w in normalise(idea.subject).split()
        if w not in NOT_SUBJECT and w not in STOPWORDS and w not in FORMS  # "a crypto wallet" is about crypto
    ]
    known = longest_first(find_all(normalise(idea.subject), domain.keywords))
    covered = " ".join(hit.text for hit in known)
    return all(word in covered or activity_word(word) for word in own)


def _pick_name(domain: Domain, subject: str, seed: int, built: bool = False) -> str:
    if built:
        return domain.names[0]
    if domain is GENERIC and subject and len(subject) <= 24:
        return title_case(subject)
    return domain.names[seed % len(domain.names)]


def _screens(prompt: str, domain: Domain, app_name: str, idea: Idea | None = None) -> list[ScreenSpec]:
    if idea is not None and idea.lang != "en":
        asked = [
            ScreenAsk(f.name, f.archetype, (f.section,) if f.section else (), caption=caption(f, idea))
            for f in idea.features
        ]
    else:
        asked = _with_features(_outside_head(read_screens(prompt, domain, default_name), idea), idea, prompt)
    count = read_count(prompt)
    lang = idea.lang if idea is not None else "en"

    def named(key: str) -> str:
        return default_name(key, domain) if lang == "en" else screen_title(key, lang, domain.items)

    asks = list(asked) or [ScreenAsk(named(k), k) for k in domain.screens]
    described = asked_in_a_list(prompt, asked) if lang == "en" else bool(APP_WORDS_BY_LANG[lang].search(prompt))
    if asked and not count and len(asked) < FEW and described:
        count = FILLED
    if count and not asked:
        asks = asks[:count]
    if count and len(asks) < count:
        taken = {a.archetype for a in asks}
        names = {a.name.lower() for a in asks}
        for key in list(domain.screens) + list(EXTRA_SCREENS):
            if len(asks) >= count:
                break
            name = named(key)
            if key not in taken and name.lower() not in names:
                asks.append(ScreenAsk(name, key))
                taken.add(key)
                names.add(name.lower())
        if len(asked) < len(asks):  # the agent chose some: put them all in the usual order
            asks.sort(key=lambda a: FLOW.index(a.archetype) if a.archetype in FLOW else len(FLOW))
    return [spec_for(a, domain, app_name, lang=lang) for a in asks[:MAX_SCREENS]]


def _outside_head(asked: list[ScreenAsk], idea: Idea | None) -> list[ScreenAsk]:
    """Screen words in the words that say what the app is ("an app for booking courts") describe
    the app, not a screen, when the prompt goes on to name its features."""
    if idea is None or not idea.features or not idea.head:
        return asked
    end = len(normalise(idea.head))
    return [a for a in asked if a.start >= end]


def caption(feature: NamedFeature, idea: Idea) -> str:
    """The user's whole phrase for a screen when its title shortens it, and what the app is about."""
    parts = []
    if feature.phrase.lower() != feature.name.lower():
        parts.append(feature.phrase[:1].upper() + feature.phrase[1:])
    if idea.subject and idea.subject.lower() not in feature.phrase.lower():
        parts.append(idea.subject[:1].upper() + idea.subject[1:] if not parts else idea.subject)
    return " \u00b7 ".join(parts)


def _with_features(asked: list[ScreenAsk], idea: Idea | None, prompt: str) -> list[ScreenAsk]:
    """The screens the prompt names by their screen words, and the features it names that no
    screen word caught ("court availability", "a photo log of growth"), in the prompt's order."""
    if idea is None or not idea.features:
        return asked
    text = normalise(prompt)
    out = list(asked)
    for feature in idea.features:
        phrase = feature.phrase.lower()
        at = text.find(phrase)
        covered = [
            a
            for a in asked
            if a.name.lower() in phrase
            or feature.name.lower() in a.name.lower()
            or (0 <= at <= a.start < at + len(phrase))
        ]
        if covered:
            continue
        sections = (feature.section,) if feature.section else ()
        start = at if at >= 0 else len(text)
        out.append(ScreenAsk(feature.name, feature.archetype, sections, start, caption(feature, idea)))
    out.sort(key=lambda a: a.start)
    return out


def spec_for(
    ask: ScreenAsk, domain: Domain, app_name: str, frame_id: str | None = None, lang: str = "en"
) -> ScreenSpec:
    """A screen to build; what it is for is said in the app's language (the user's own phrase for
    it, and what the app is about, outside English)."""
    if lang == "en":
        purpose = archetype(ask.archetype).purpose_for(domain, app_name)
    else:
        about = ask.caption or domain.label
        purpose = about if ask.name.lower() in about.lower() else " \u00b7 ".join(p for p in (ask.name, about) if p)
    return ScreenSpec(
        name=ask.name,
        purpose=purpose,
        archetype=ask.archetype,
        features=ask.features,
        frame_id=frame_id,
        caption=ask.caption,
    )


def _theme(look: Look, domain: Domain, tone: str, platform: str, app_name: str, lang: str = "en") -> Theme:
    colour = look.colours[0] if look.colours else domain.colour
    secondary = look.colours[1] if len(look.colours) > 1 else None
    dark = bool(look.dark)
    theme = derive_theme(
        colour, dark, secondary=secondary, tone=tone, platform=platform, name=theme_name(app_name, dark, lang)
    )
    return with_script(theme, lang)
