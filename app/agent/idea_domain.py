"""An app built from an idea no domain covers, or written in another language: a `Domain` whose
words are the idea's own (its subject, its item, its features) in the idea's language.

A known domain lends its colour, tone, icons and usual screens when the idea names it; the content
is always the idea's: "padel court booking" lists Padel Court 1, 2, 3 with their times, never a
post about a marathon.
"""

from __future__ import annotations

from dataclasses import replace

from app.agent.concepts import BY_KEY, concept_of
from app.agent.domains import GENERIC, Domain, Entry
from app.agent.idea import Idea
from app.agent.idea_grammar import CUT_AT, activity_word
from app.agent.idea_words import CURRENCY, LEDGER, PEOPLE, WHEN, WORDS, names_of
from app.agent.locale import money

CONCEPT_ICONS = {
    "booking": "calendar",
    "split": "wallet",
    "budget": "coins",
    "stats": "chart",
    "calendar": "calendar",
    "reminders": "bell",
    "photos": "camera",
    "log": "book",
    "home": "home",
    "settings": "settings",
    "profile": "user",
    "search": "search",
    "map": "map",
    "chat": "message",
    "goals": "target",
    "feed": "newspaper",
    "cart": "cart",
    "form": "pen",
    "list": "list",
    "player": "play",
    "detail": "file",
}
AMOUNTS = (-24.5, -12.0, 86.0, -38.75, -9.9, 1250.0)  # a ledger: spending, and money coming in
COSTS = (-24.5, -12.0, -36.0, -38.75, -9.9, -18.0)  # what things cost
COUNTS = ("3", "12", "5", "8", "2", "6")


def idea_domain(idea: Idea, known: Domain = GENERIC) -> Domain:
    """A domain in the idea's words; `known` lends its look and usual screens."""
    words = WORDS.get(idea.lang, WORDS["en"])
    item, items = _item_words(idea, words)
    fill = _filler(idea, item, items)
    features = [f.name for f in idea.features] or [idea.subject or items]
    whens = WHEN.get(idea.lang, WHEN["en"])
    icons = _icons(idea, known)
    entries = tuple(_entry(idea, words, fill, features, whens, i) for i in range(6))
    subject = idea.subject or items
    base = known if known is not GENERIC else GENERIC
    return replace(
        base,
        # a known domain's ways (a delivery address, a courier) only where its content fits the idea
        key=known.key if known is not GENERIC and idea.covered else ("banking" if idea.money else "generic"),
        label=subject,
        item=item,
        items=items,
        action=fill(words["book_action" if _booking(idea) else "action"]),
        tagline=fill(words["tagline"]),
        hero=_hero(idea, words, fill),
        categories=(words["all"], *(_ledger(idea)[i] for i in (0, 1, 3)))
        if _is_ledger(idea)
        else (words["all"], *features[:3]),
        icons=icons,
        entries=entries,
        stats=_stats(idea, words, fill, features),
        chart=(fill(words["chart"]), (4, 6, 3, 8, 5, 9, 7), items),
        slides=_slides(idea, words, fill, features),
        tabs=_tabs(idea, words, icons),
        contact=PEOPLE.get(idea.lang, PEOPLE["en"])[0],
        chat=tuple(fill(words[f"chat_{i}"], n=2, when=whens[2].split()[0]) for i in range(1, 5)),
        notices=tuple(
            (
                features[i % len(features)],
                _notice(idea, words, fill, entries[i].title, i, features[i % len(features)], whens[i]),
            )
            for i in range(4)
        ),
        currency=CURRENCY.get(idea.lang, "$") if idea.lang != "en" or known is GENERIC else known.currency,
        names=(fill(words["name"]),),
    )


NOTICE_NAMED = {
    "en": "{name}: {feature} {when}.",
    "zh": "{name}：{feature}，{when}。",
    "ja": "{name}：{feature}（{when}）",
    "fr": "{name} : {feature} {when}.",
}


def _notice(idea: Idea, words: dict[str, str], fill, title: str, i: int, feature: str, when: str) -> str:
    """A notification about one of the app's things: by its name when it has one ("Echeveria")."""
    if idea.people or names_of(idea.items or idea.subject, idea.lang):
        return NOTICE_NAMED.get(idea.lang, NOTICE_NAMED["en"]).format(name=title, feature=feature, when=when)
    return fill(words["notice_body"], n=i + 1, feature=feature, when=when)


def _item_words(idea: Idea, words: dict[str, str]) -> tuple[str, str]:
    if idea.item:
        return idea.item, idea.items or idea.item
    if idea.money:
        return words["money_item"], words["money_items"]
    return words["item"], words["items"]


def _filler(idea: Idea, item: str, items: str):
    """str.format with the idea's words, capitalised where the template capitalises them."""
    subject = idea.subject or items
    values = {
        "subject": subject,
        "Subject": _cap(subject),
        "Title": " ".join(_cap(w) for w in subject.split()),
        "item": item,
        "Item": _cap(item),
        "items": items,
        "Items": _cap(items),
        "qualifier": idea.qualifier,
        "Qualifier": _cap(idea.qualifier),
        "place": _cap(idea.place),
        "app": "",
    }

    def fill(template: str, **more: object) -> str:
        return template.format(**{**values, **more}).replace("  ", " ").strip()

    return fill


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _booking(idea: Idea) -> bool:
    return any(f.concept == "booking" for f in idea.features)


PAGES = {"home", "profile", "settings", "onboarding", "sign_in", "sign_up", "search", "detail", "form", "list"}


def _hero(idea: Idea, words: dict[str, str], fill) -> tuple[str, str, str]:
    """Today's greeting; an app that keeps money shows what is left to spend, or what is owed."""
    body = fill(words["hero_body"], n=3, m=2)
    if not idea.money:
        return words["hero_eyebrow"], fill(words["hero_title"]), body
    currency = CURRENCY.get(idea.lang, "$")
    amount = money(716 if _is_ledger(idea) else 24.5, currency, idea.lang, whole=True)
    return fill(words["hero_title"]), amount, body


def _stats(idea: Idea, words: dict[str, str], fill, features: list[str]) -> tuple[tuple[str, str], ...]:
    if _is_ledger(idea):
        currency = CURRENCY.get(idea.lang, "$")
        return (
            (words["stat_spent"], money(1284, currency, idea.lang)),
            (words["stat_income"], money(3200, currency, idea.lang)),
            (words["stat_left"], money(716, currency, idea.lang, whole=True)),
        )
    named = _short(next((f.name for f in idea.features if f.concept not in PAGES), idea.subject or features[0]))
    return ((named, COUNTS[1]), (fill(words["stat_items"]), COUNTS[3]), (words["stat_week"], COUNTS[0]))


def _short(name: str, limit: int = 18) -> str:
    """A label cut at a word, never inside one ("Disponibilidad de pistas" is "Disponibilidad")."""
    if len(name) <= limit or " " not in name:
        return name
    kept: list[str] = []
    for word in name.split():
        if len(" ".join([*kept, word])) > limit:
            break
        kept.append(word)
    while len(kept) > 1 and kept[-1].lower() in ("de", "of", "the", "la", "le", "des", "du", "mit", "von", "for"):
        kept.pop()
    return " ".join(kept) or name[:limit]


def _is_ledger(idea: Idea) -> bool:
    """An app that keeps money coming and going (a bookkeeping app), not one where things cost nor
    one with a budget among other things (a wedding planner's budget is no list of groceries)."""
    if not idea.money:
        return False
    about = concept_of(idea.subject, idea.lang) if idea.subject else None
    if about is not None and about.key == "budget":
        return True
    keeps = about is not None and about.key == "log"  # 记账, 家計簿: a log of money
    return not idea.features or (keeps and any(f.concept == "budget" for f in idea.features))


def _ledger(idea: Idea) -> tuple[str, ...]:
    return LEDGER.get(idea.lang, LEDGER["en"])


def _entry(idea: Idea, words: dict[str, str], fill, features: list[str], whens: tuple[str, ...], i: int) -> Entry:
    template = words["entry_qualified"] if idea.qualifier else words["entry"]
    named = names_of(idea.items or idea.subject, idea.lang)
    if idea.people:  # walkers, guests, compañeros: people with names
        title = PEOPLE.get(idea.lang, PEOPLE["en"])[(i + 1) % 6]
    elif named:  # plants and pets have names of their own
        title = named[i % len(named)]
    elif _is_ledger(idea) and not idea.item:
        title = _ledger(idea)[i]
    else:
        title = fill(template, n=i + 1)
    if idea.place and i % 2 == 0:
        detail = fill(words["detail_place"], when=whens[i])
    else:
        detail = fill(words["detail_feature"], feature=features[i % len(features)], when=whens[i])
    amount = (AMOUNTS if _is_ledger(idea) else COSTS)[i] if idea.money else None
    meta = "" if idea.money or _booking(idea) else COUNTS[i]  # a booking's time is in its detail already
    return Entry(title, detail, meta, amount)


def _icons(idea: Idea, known: Domain) -> tuple[str, ...]:
    own = [CONCEPT_ICONS[f.concept] for f in idea.features if f.concept in CONCEPT_ICONS]
    base = list(known.icons if known is not GENERIC else GENERIC.icons)
    merged = list(dict.fromkeys([base[0], *own, *base[1:]]))
    return tuple(merged[:6])


def _slides(idea: Idea, words: dict[str, str], fill, features: list[str]) -> tuple[tuple[str, str], ...]:
    first = (fill(words["slide_first"], app=fill(words["name"])), fill(words["slide_first_body"]))
    rest = [(name, fill(words["slide_body"], feature=_lower_first(name, idea.lang))) for name in features[:2]]
    while len(rest) < 2:
        rest.append(GENERIC.slides[len(rest) + 1] if idea.lang == "en" else first)
    return (first, *rest)


def _lower_first(name: str, lang: str) -> str:
    return name if lang in ("de", "zh", "ja") else name[:1].upper() + name[1:]


def _tabs(idea: Idea, words: dict[str, str], icons: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    tabs = [(words["home"], "home")]
    for feature in idea.features:
        if feature.concept in ("home", "profile", "settings", "onboarding", "sign_in", "sign_up"):
            continue
        label = feature.name if len(feature.name) <= 12 else _tab_word(feature.name, idea.lang)
        tabs.append((label, CONCEPT_ICONS.get(feature.concept, icons[1 % len(icons)])))
        if len(tabs) == 3:
            break
    tabs.append((words["profile"], "user"))
    return tuple(tabs)


def _tab_word(name: str, lang: str) -> str:
    """One word of a long screen name for its tab: the noun an English compound ends with ("Court
    Availability" is "Availability"), the first word elsewhere ("Disponibilidad de pistas")."""
    words = name.split()
    if lang != "en" or activity_word(words[0]):
        return words[0]
    cut = CUT_AT["en"].search(name)
    head = (name[: cut.start()] if cut else name).split()
    return head[-1] if head and len(head[-1]) <= 12 else words[0]


def concept_icon(key: str) -> str:
    return CONCEPT_ICONS.get(key, "sparkles") if key in BY_KEY else "sparkles"
