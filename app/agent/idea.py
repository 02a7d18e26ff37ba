"""Reading an app idea in the user's own words, in any of the six languages: what the app is about
(its subject), the thing it lists (its item), and the features it names, in order.

"An app for booking padel courts at my local club, with court availability and splitting the cost
with friends" is about padel court booking; it lists courts (of padel); it names Court
Availability (a booking screen) and Splitting the Cost (shared costs). "一个记账应用，有首页、统计和
预算页面" is about 记账 and names 首页, 统计 and 预算.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any

from app.agent.concepts import SHARED, Concept, concept_of, concepts_in, matches
from app.agent.idea_grammar import (
    APP_WORDS_BY_LANG,
    CONTAINERS,
    CUT_AT,
    FEATURE_SPLIT,
    FEATURE_TRIM,
    HEAD_END,
    LEAD_WORDS,
    ROMANCE_PREPOSITION,
    SCREEN_SUFFIX,
    SMALL,
    activity_word,
    is_person,
    is_plural,
    name_of,
    plural,
    purpose_list,
    singular,
)
from app.agent.language import detect_language
from app.agent.segment import words

MAX_FEATURES = 8
MAX_NAME = 24  # characters of a screen title; longer phrases are cut at a preposition


@dataclass(frozen=True)
class NamedFeature:
    """A feature the user named: its words, a short title from them, and the screen it becomes."""

    phrase: str  # as written ("splitting the cost with friends")
    name: str  # the screen's title ("Splitting the Cost")
    archetype: str
    concept: str = ""  # app.agent.concepts key, "" when none
    section: str = ""


@dataclass(frozen=True)
class Idea:
    lang: str
    subject: str  # what the app is about, in the user's words ("padel court booking", "记账")
    item: str  # one of the things it lists ("court", "plant"), "" when it names none
    items: str  # several of them
    qualifier: str  # what kind ("padel")
    features: tuple[NamedFeature, ...] = ()
    place: str = ""  # where ("local club")
    money: bool = False  # its content is amounts of money
    head: str = ""  # the words that say what the app is ("an app for booking padel courts")
    people: bool = False  # the things it lists are people (walkers, guests, compañeros)
    covered: bool = False  # a known domain's own content fits it (its screens may act as that domain's)

    @property
    def kind(self) -> str:
        """The app's kind, for sentences: "padel court booking"."""
        return self.subject


def idea_fields(idea: Idea) -> dict[str, Any]:
    """The idea as JSON, for a frame to say what it was built from."""
    return asdict(idea)


def idea_from(fields: object) -> Idea | None:
    """The idea a frame was built from (`idea_fields`), or None when it says nothing usable."""
    if not isinstance(fields, dict):
        return None
    try:
        features = tuple(NamedFeature(**f) for f in fields.get("features") or ())
        return Idea(**{**fields, "features": features})
    except TypeError:
        return None


def read_idea(prompt: str, lang: str | None = None) -> Idea:
    lang = lang or detect_language(prompt)
    text = re.sub(r"\s+", " ", prompt.replace("\u3000", " ")).strip()
    head, tail = _split_head(text, lang)
    apps = APP_WORDS_BY_LANG[lang]
    if lang == "ja" and tail and apps.search(tail) and not apps.search(head):
        head, tail = tail, head  # "…がある多肉植物アプリ": the features come first
    features = _features(tail, lang)
    if not features and lang in ("zh", "ja"):
        features = _features(head, lang, skip_app=True)
    listed = purpose_list(head, lang)
    if not features and listed:  # "an app to log hive inspections, honey harvests and queen health"
        features = _features(listed, lang)
        head = head[: head.find(listed)] + listed.split(",")[0]
    subject, item, qualifier, place = _subject(head, lang, text)
    if not subject and lang in ("zh", "ja"):
        subject = _first_nouns(text, lang)
    if not item:
        item, qualifier = _listed_in(features, lang), ""
    if lang in ("es", "fr") and qualifier:
        qualifier = singular(qualifier, lang)  # "recetas veganas": one "receta vegana"
    concepts = concepts_in(text, lang)
    money = any(c.money for c in concepts)
    return Idea(
        lang=lang,
        subject=subject,
        item=singular(item, lang) if item else "",
        items=item,
        qualifier=qualifier,
        features=tuple(features[:MAX_FEATURES]),
        place=place,
        money=money,
        head=head,
        people=is_person(item, lang),
    )


LISTS = ("", "list", "log")
CJK_CONTAINER = re.compile(
    r"(?:列表|清单|目录|名单|一覧|リスト)$"
)  # features that are lists of things, not bookings, charts or settings
CONTAINER_WORDS = {
    "es": frozenset("lista catálogo colección historial registro diario biblioteca".split()),
    "fr": frozenset("liste catalogue collection historique journal carnet bibliothèque".split()),
    "de": frozenset(),
}


def _listed_in(features: list[NamedFeature], lang: str) -> str:
    """What an idea that names no thing lists, from the first of its features that is a list of
    them: "a guest list" lists guests, "open shifts" shifts, "prêts en cours" prêts."""
    for feature in features:
        if feature.concept not in LISTS:
            continue
        phrase = feature.phrase.strip()
        if lang in ("zh", "ja"):
            listed = CJK_CONTAINER.sub("", phrase)  # 好友列表 lists 好友
            if listed and listed != phrase:
                return listed
            continue
        if lang == "en":
            cut = CUT_AT["en"].search(phrase)
            words = [w for w in (phrase[: cut.start()] if cut else phrase).split() if w.lower() not in SMALL]
            contained = False
            while len(words) > 1 and words[-1].lower() in CONTAINERS:
                words, contained = words[:-1], True
            if contained and words:
                return plural(words[-1].lower(), lang)
            plurals = [w for w in words if is_plural(w, lang) and not activity_word(w)]
            if plurals:
                return plurals[-1].lower()
        elif lang in ("es", "fr"):
            cut = ROMANCE_PREPOSITION.search(phrase)
            head = (phrase[: cut.start()] if cut else phrase).strip()
            if head and head.split()[0].lower() not in CONTAINER_WORDS[lang] and is_plural(head, lang):
                return head[:1].lower() + head[1:]
        else:
            nouns = [w for w in phrase.split() if w[:1].isupper()]
            if nouns and is_plural(nouns[0], lang):
                return nouns[0]
    return ""


def _split_head(text: str, lang: str) -> tuple[str, str]:
    """The part that says what the app is, and the part that lists what it has."""
    match = HEAD_END[lang].search(text)
    if not match:
        return text, ""
    return text[: match.start()], text[match.end() :]


def _features(tail: str, lang: str, skip_app: bool = False) -> list[NamedFeature]:
    out: list[NamedFeature] = []
    seen: set[str] = set()
    for chunk in _chunks(tail, lang):
        phrase = _clean(chunk, lang)
        if not phrase or (skip_app and APP_WORDS_BY_LANG[lang].search(phrase)):
            continue
        if not any(w.noun for w in words(phrase, lang)):
            continue
        concept = concept_of(phrase, lang)
        name = name_of(phrase, lang, MAX_NAME)
        if name.lower() in seen:
            continue
        seen.add(name.lower())
        out.append(_feature(phrase, name, concept, lang))
    return out


def _first_nouns(text: str, lang: str) -> str:
    """The first run of nouns in a CJK prompt ("多肉植物"), when no words stand before its app word."""
    run: list[str] = []
    for word in words(text, lang):
        if word.noun and not word.punctuation and not APP_WORDS_BY_LANG[lang].fullmatch(word.text):
            run.append(word.text)
        elif run:
            break
    return "".join(run)


def _chunks(text: str, lang: str) -> list[str]:
    """The feature list cut at commas and "and"s; CJK lists are cut where the segmenter finds
    punctuation or a joining word, so と inside a word stays."""
    if lang not in ("zh", "ja"):
        return FEATURE_SPLIT[lang].split(text)
    chunks, current = [], ""
    for word in words(text, lang):
        if word.punctuation or word.joiner:
            chunks.append(current)
            current = ""
        else:
            current += word.text
    return [*chunks, current]


def _feature(phrase: str, name: str, concept: Concept | None, lang: str = "en") -> NamedFeature:
    if concept is None:
        return NamedFeature(phrase, name, "list")
    if concept.key == "split" and matches(SHARED, phrase.lower(), lang):  # who owes whom
        return NamedFeature(phrase, name, concept.archetype, concept.key, SHARED.section)
    return NamedFeature(phrase, name, concept.archetype, concept.key, concept.section)


def _clean(chunk: str, lang: str) -> str:
    phrase = chunk.strip(" ,.;:!?，。、；：！？()（）\"'“”「」")
    phrase = LEAD_WORDS[lang].sub("", phrase).strip()
    phrase = SCREEN_SUFFIX[lang].sub("", phrase).strip()
    phrase = FEATURE_TRIM[lang].sub("", phrase).strip(" ,.;:，。、")
    return phrase


def _subject(head: str, lang: str, whole: str) -> tuple[str, str, str, str]:
    """(subject, items, qualifier, place) of the head: "padel court booking", "courts", "padel", "local club"."""
    from app.agent.idea_grammar import subject_of

    return subject_of(head, lang, whole)


__all__ = ["Idea", "NamedFeature", "activity_word", "read_idea"]
