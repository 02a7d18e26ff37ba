"""Rows of the things an app lists: instances of their kind by name ("こころ", "Käsespätzle"), in the
idea's language, and the kind's own word on its buttons and counts, never a numbered "item"."""

from __future__ import annotations

import re

import pytest

from app.agent.idea import read_idea
from app.agent.idea_domain import idea_domain
from app.agent.idea_words import NAMED_THINGS, kind_of
from tests.agent.coverage import in_language, run, visible_text

# the interface's word for a thing when an idea names none, per language
GENERIC = {
    "en": r"\bitems?\b",
    "zh": "项目",
    "ja": "アイテム",
    "es": r"\belementos?\b",
    "de": r"\bEintr(?:ag|äge)\b",
    "fr": r"\béléments?\b",
}
NUMBERED = re.compile(r"(?:アイテム|项目|\bItem|\bEintrag|\bElemento|\bÉlément|\bEntry|\bBuchung)\s?\d", re.IGNORECASE)


def _text(prompt: str) -> tuple[list, str]:
    screens, _ = run(prompt)
    return screens, " ".join(visible_text(s.html) for s in screens)


@pytest.mark.parametrize(
    "prompt,lang,word",
    [
        ("料理レシピのアプリ、献立と買い物リスト", "ja", "レシピ"),
        ("旅行プランのアプリ、行き先とパッキングリスト", "ja", "旅行"),
        ("一个音乐应用，有歌单和播放器", "zh", "歌曲"),
        ("一个待办事项应用，包括任务列表和提醒", "zh", "任务"),
        ("Una app de viajes con itinerarios y presupuesto", "es", "viaje"),
        ("Una app para organizar las tareas de casa con recordatorios", "es", "tarea"),
        ("Eine Lern-App mit Kursen und Quiz", "de", "Kurs"),
        ("Eine Koch-App mit Rezepten und Wochenplan", "de", "Rezept"),
        ("Une application pour les événements de mon quartier avec un agenda", "fr", "événement"),
        ("Une app de lecture avec mes livres et mes notes", "fr", "livre"),
        ("A songwriting app with lyrics and a setlist", "en", "song"),
        ("An app to plan trips with friends, with a packing list and shared notes", "en", "trip"),
    ],
)
def test_an_idea_that_names_a_kind_of_thing_lists_things_of_that_kind_by_name(prompt, lang, word):
    idea = read_idea(prompt)
    kind = kind_of(" ".join([idea.subject, idea.items, *(f.name for f in idea.features)]), lang)
    assert kind is not None and kind.word[lang][0] == word
    screens, text = _text(prompt)
    assert not NUMBERED.search(text), NUMBERED.search(text)
    assert not re.search(GENERIC[lang], text, re.IGNORECASE), re.search(GENERIC[lang], text, re.IGNORECASE)
    assert word.lower() in text.lower()
    names = kind.names.get(lang, kind.names["en"])
    assert sum(name in text for name in names) >= 3
    assert all(in_language(visible_text(s.html), lang) for s in screens)


def test_every_kind_has_its_word_and_six_names_in_every_language():
    for kind in NAMED_THINGS:
        assert set(kind.keys) == set(kind.word) == {"en", "zh", "ja", "es", "de", "fr"}
        assert all(len(names) == 6 for names in kind.names.values()) and "en" in kind.names
        assert all(len(details) == 6 for details in kind.details.values())


def test_a_book_is_listed_with_its_author_and_how_far_one_has_read():
    domain = idea_domain(read_idea("Une app de lecture avec mes livres et mes notes"))
    first = domain.entries[0]
    assert first.title == "Le Petit Prince" and "Saint-Exupéry" in first.detail and "Lu" in first.detail
    assert domain.action == "Ajouter livre" and domain.items == "livres"


@pytest.mark.parametrize(
    "prompt,item,first",
    [
        ("Eine Kochbuch-App mit Wochenplan und Timer", "Rezept", "Käsespätzle"),  # a timer is no list
        ("A reading tracker with challenges and quotes", "book", "Pride and Prejudice"),
    ],
)
def test_an_item_read_from_a_feature_gives_way_to_the_kind_the_subject_names(prompt, item, first):
    idea = read_idea(prompt)
    assert idea.item and idea.item != item
    domain = idea_domain(idea)
    assert domain.item == item and domain.entries[0].title == first


@pytest.mark.parametrize(
    "prompt,shown,not_shown",
    [
        ("Una app de meditación con temporizador y estadísticas", "Meditación 1", "Elemento 1"),
        ("一个健身应用，有活动记录和饮食", "健身 1", "项目 1"),
        ("ヨガ教室のアプリ、レッスン予約とお知らせ", "ヨガ教室 1", "英会話入門"),  # a class, not a course's lessons
    ],
)
def test_an_idea_that_names_no_kind_numbers_its_own_subject_not_a_generic_item(prompt, shown, not_shown):
    _, text = _text(prompt)
    assert shown in text and not_shown not in text
    assert not re.search(r"アイテム|项目|\belementos?\b", text, re.IGNORECASE)


@pytest.mark.parametrize(
    "prompt,not_shown",
    [
        ("Une application de cours de yoga avec réservation", "Initiation à Python"),
        ("A cocktail bar app with recipes and a shopping list", "Lemon pasta"),
    ],
)
def test_things_of_a_kind_of_their_own_keep_their_numbers_rather_than_names_that_contradict_it(prompt, not_shown):
    _, text = _text(prompt)
    assert not_shown not in text


@pytest.mark.parametrize(
    "phrase,lang,word",
    [
        ("reading log", "en", "book"),
        ("Kochrezepte", "de", "Rezept"),
        ("Lieblingsbücher", "de", "Buch"),
        ("本棚", "ja", "本"),
        ("本を読む", "ja", "本"),
        ("歌单", "zh", "歌曲"),
        ("recetas veganas", "es", "receta"),
        ("third-party parties", "en", "event"),
        ("Terminbuchung", "de", None),
        ("Buchhaltung", "de", None),
        ("Weinlese", "de", None),
        ("日本語の勉強", "ja", None),
        ("ライブラリ", "ja", None),
        ("book a table", "en", None),
        ("third-party apps", "en", None),
        ("comida a domicilio", "es", None),
        ("plats à emporter", "fr", None),
        ("golf course", "en", None),
    ],
)
def test_a_kind_is_named_by_whole_words_not_by_letters_inside_other_words(phrase, lang, word):
    kind = kind_of(phrase, lang)
    assert (kind.word[lang][0] if kind else None) == word
