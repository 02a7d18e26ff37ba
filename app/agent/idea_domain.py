"""An app built from an idea no domain covers, or written in another language: a `Domain` whose
words are the idea's own (its subject, its item, its features) in the idea's language.

A known domain lends its colour, tone, icons and usual screens when the idea names it; the content
is always the idea's: "padel court booking" lists Padel Court 1, 2, 3 with their times, never a
post about a marathon.
"""

from __future__ import annotations

import re
from dataclasses import replace

from app.agent.concepts import BY_KEY, concept_of
from app.agent.domains import GENERIC, Domain, Entry
from app.agent.idea import Idea
from app.agent.idea_grammar import CUT_AT, ROMANCE_PREPOSITION, activity_word, plural, singular
from app.agent.idea_words import CURRENCY, LEDGER, PEOPLE, WHEN, WORDS, Kind, kind_of
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
    kind = _kind(idea)
    item, items = _item_words(idea, words, kind)
    fill = _filler(idea, item, items)
    features = [f.name for f in idea.features] or [idea.subject or items]
    whens = WHEN.get(idea.lang, WHEN["en"])
    icons = _icons(idea, known)
    named = _names(idea, kind)
    entries = tuple(_entry(idea, words, fill, features, whens, i, kind, named) for i in range(6))
    subject = idea.subject or items
    base = known if known is not GENERIC else GENERIC
    return replace(
        base,
        # a known domain's ways (a delivery address, a courier) only where its content fits the idea
        key=known.key if known is not GENERIC and idea.covered else ("banking" if idea.money else "generic"),
        label=subject,
        item=item,
        items=items,
        action=fill(words["book_action" if _booking(idea) and (kind is None or kind.bookable) else "action"]),
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
        chat=tuple(_chat_line(words[f"chat_{i}"], fill, named, whens[2].split()[0]) for i in range(1, 5)),
        notices=tuple(
            (
                features[i % len(features)],
                _notice(idea, words, fill, entries[i].title, i, features[i % len(features)], whens[i], named),
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


def _notice(
    idea: Idea, words: dict[str, str], fill, title: str, i: int, feature: str, when: str, named: tuple[str, ...]
) -> str:
    """A notification about one of the app's things: by its name when it has one ("Echeveria")."""
    if idea.people or named:
        return NOTICE_NAMED.get(idea.lang, NOTICE_NAMED["en"]).format(name=title, feature=feature, when=when)
    return fill(words["notice_body"], n=i + 1, feature=feature, when=when)


NUMBERED = re.compile(r"\{[Ii]tem\} \{n\}")


def _chat_line(template: str, fill, named: tuple[str, ...], when: str) -> str:
    """A chat line; one that asks after "item 2" asks after the thing by its name when it has one."""
    if named:
        template = NUMBERED.sub(named[1 % len(named)].replace("{", "{{").replace("}", "}}"), template)
    return fill(template, n=2, when=when)


def _kind(idea: Idea) -> Kind | None:
    """The kind of thing the app lists, when its things have names: what its item is ("recipes"), else
    what its subject or, failing that, its features name ("読書記録", "本棚": books).

    An item read from a feature's list ("Timer", "reading notes") gives way to what the subject names
    ("Rezept", "reading log") unless the subject speaks of it too ("walks" of "dog walking"). An item
    the idea qualifies ("vegan recipes", "cours de yoga") is a kind of its own that sample names would
    contradict, and so are the items of an app about another thing ("a home brewing app for
    recipes"): those keep their numbers."""
    if idea.people:
        return None
    about = kind_of(idea.subject, idea.lang)
    if idea.item:
        own = kind_of(idea.items or idea.item, idea.lang)
        if own is not None:
            if _qualified(idea) or (own is not about and _about_another_thing(idea, own)):
                return None
            return own
        from_features = any(idea.items in f.phrase or idea.item in f.phrase for f in idea.features)
        mentioned = idea.item.lower() in idea.subject.lower()  # "walks" of a "dog walking" app
        return about if from_features and not mentioned else None
    if about is not None or _is_ledger(idea) or _subject_noun(idea) is not None:
        return about  # a subject's own thing ("ヨガ教室") is not what its features name ("レッスン")
    return next((k for f in idea.features if (k := kind_of(f.name, idea.lang)) is not None), None)


def _qualified(idea: Idea) -> bool:
    """Whether the idea says what kind its things are ("padel", "veganas"), not where ("del barrio")."""
    if not idea.qualifier or idea.qualifier.lower() in HOW_NOT_WHAT:
        return False
    return not WHERE.match(idea.qualifier)


# a qualifier that says whose or where ("del barrio", "de mon quartier"), not what kind ("de yoga")
WHERE = re.compile(
    r"(?:del|du|des|au|aux|de (?:la|l'|los|las|le|les|mi|mis|tu|tus|su|sus|nuestro|nuestra|mon|ma|mes|ton|ta|notre|nos))\b",
    re.IGNORECASE,
)


# qualifiers that say how one gets the things, not what kind they are ("cursos online")
HOW_NOT_WHAT = frozenset(("online", "en ligne", "virtual", "virtuales", "virtuel", "virtuels", "gratis", "gratuit"))


def _about_another_thing(idea: Idea, kind: Kind) -> bool:
    """Whether the subject names a thing of its own beside the items ("home brewing" beside
    recipes), rather than only what one does with them ("recipe organising")."""
    if idea.lang in ("zh", "ja", "de") or not idea.subject:  # compounds ("Lern-App", "料理教室") say no more
        return False
    item_words = {w.lower() for w in (idea.item + " " + idea.items).split()}
    subject = idea.subject.lower()
    cut = ROMANCE_PREPOSITION.search(subject) if idea.lang in ("es", "fr") else None
    for word in re.findall(r"[\w'-]+", subject[: cut.start()] if cut else subject):  # "boutique en ligne"
        if word in item_words or activity_word(word) or word == "app":
            continue
        if word in LIST_WORDS or word in HOLDERS or kind_of(word, idea.lang) is kind:
            continue
        return True
    return False


# words for an app's list or log, not for the things in it
LIST_WORDS = frozenset(
    """log tracker planner journal diary manager organiser organizer organising organizing helper assistant
    collection list book app keeper notes
    registro diario gestor lista colección agenda aplicación
    journal carnet gestionnaire liste collection application suivi
    """.split()
)
# places that hold the things rather than being another thing ("a shop" of products)
HOLDERS = frozenset(
    """shop store boutique market marketplace club library tienda mercado biblioteca magasin marché
    bibliothèque""".split()
)
SUBJECT_TAIL = {
    "zh": re.compile(r"(?:记录|管理|打卡|日记|助手|追踪|跟踪|计划|清单|笔记|应用|记)$"),
    "ja": re.compile(r"(?:記録|管理|日記|手帳|帳|ログ|ノート|アプリ|メモ|リスト)$"),
}


def _names(idea: Idea, kind: Kind | None) -> tuple[str, ...]:
    """Sample names of the things the app lists, when they have names."""
    return kind.names.get(idea.lang, kind.names["en"]) if kind else ()


def _item_words(idea: Idea, words: dict[str, str], kind: Kind | None = None) -> tuple[str, str]:
    """What one and several of the app's things are called: the idea's own word for them, its kind's,
    a ledger's entries, else the noun its subject is about ("読書" of 読書記録), never a bare "item"
    unless the idea names nothing at all."""
    if idea.item and kind is None:
        return idea.item, idea.items or idea.item
    if kind is not None:  # the kind's own words: "viaje" of "viajes", where the idea's may be misread
        return kind.word.get(idea.lang, kind.word["en"])
    if _is_ledger(idea):
        return words["money_item"], words["money_items"]
    own = _subject_noun(idea)
    if own is None and idea.money:
        return words["money_item"], words["money_items"]
    return own or (words["item"], words["items"])


def _subject_noun(idea: Idea) -> tuple[str, str] | None:
    """The thing an idea's subject is about, as one and several of it ("meditation", "読書" of
    読書記録, "ヨガ教室"); None when the subject is only what one does ("walking") or says nothing."""
    subject = idea.subject.strip()
    if not subject:
        return None
    if idea.lang in ("zh", "ja"):
        noun = subject.split("の")[0] if idea.lang == "ja" else subject
        while (shorter := SUBJECT_TAIL[idea.lang].sub("", noun)) != noun and shorter:
            noun = shorter
        return (noun, noun) if noun else None
    if idea.lang in ("es", "fr"):
        cut = ROMANCE_PREPOSITION.search(subject)
        head = (subject[: cut.start()] if cut else subject).split()
        if len(head) != 1 or head[0].lower() in LIST_WORDS:
            return None
        one = singular(head[0].lower(), idea.lang)
        return one, plural(one, idea.lang)
    if idea.lang == "de":
        if " " in subject or "-" in subject:
            return None
        return subject, plural(subject, "de")
    kept = [w for w in subject.lower().split() if w not in LIST_WORDS]
    if not kept or activity_word(kept[-1]):
        return None
    one = singular(kept[-1], "en")
    return one, plural(one, "en")


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


def _entry(
    idea: Idea,
    words: dict[str, str],
    fill,
    features: list[str],
    whens: tuple[str, ...],
    i: int,
    kind: Kind | None = None,
    named: tuple[str, ...] = (),
) -> Entry:
    template = words["entry_qualified"] if idea.qualifier and kind is None else words["entry"]
    details = kind.details.get(idea.lang, ()) if kind else ()
    if idea.people:  # walkers, guests, compañeros: people with names
        title = PEOPLE.get(idea.lang, PEOPLE["en"])[(i + 1) % 6]
    elif named:  # plants, pets, books, recipes have names of their own
        title = named[i % len(named)]
    elif _is_ledger(idea) and not idea.item:
        title = _ledger(idea)[i]
    else:
        title = fill(template, n=i + 1)
    if named and details:  # a book's author, a recipe's time, a trip's country; then the screen it is on
        detail = fill(words["detail_feature"], feature=details[i], when=features[i % len(features)])
    elif idea.place and i % 2 == 0:
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
