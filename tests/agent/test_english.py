"""English singulars, plurals, articles and -ing forms of the words app ideas are made of."""

from __future__ import annotations

import pytest

from app.agent.english import article, gerund, plural_noun, singular_noun

PAIRS = [
    ("court", "courts"),
    ("city", "cities"),
    ("day", "days"),
    ("box", "boxes"),
    ("class", "classes"),
    ("church", "churches"),
    ("dish", "dishes"),
    ("quiz", "quizzes"),
    ("status", "statuses"),
    ("address", "addresses"),
    ("child", "children"),
    ("person", "people"),
    ("woman", "women"),
    ("fireman", "firemen"),
    ("salesperson", "salespeople"),
    ("human", "humans"),
    ("leaf", "leaves"),
    ("shelf", "shelves"),
    ("knife", "knives"),
    ("roof", "roofs"),
    ("potato", "potatoes"),
    ("photo", "photos"),
    ("analysis", "analyses"),
    ("movie", "movies"),
    ("cookie", "cookies"),
    ("selfie", "selfies"),
    ("course", "courses"),
    ("house", "houses"),
    ("expense", "expenses"),
    ("archive", "archives"),
    ("menu", "menus"),
    ("emoji", "emojis"),
    ("sheep", "sheep"),
    ("series", "series"),
    ("Court", "Courts"),
    ("URL", "URLS"),
    ("sister-in-law", "sisters-in-law"),
]


@pytest.mark.parametrize(("one", "many"), PAIRS)
def test_singular_and_plural(one, many):
    assert plural_noun(one) == many
    assert singular_noun(many) == one


@pytest.mark.parametrize("word", ["court", "campus", "status", "bonus", "tennis", "analysis", "famous", "glass", ""])
def test_a_singular_is_not_plural(word):
    assert singular_noun(word) is None


@pytest.mark.parametrize(
    ("phrase", "said"),
    [
        ("app", "an"),
        ("meditation app", "a"),
        ("hour", "an"),
        ("honest review", "an"),
        ("unicorn", "a"),
        ("user", "a"),
        ("umbrella", "an"),
        ("euro", "a"),
        ("one-off", "a"),
        ("MRI scan", "an"),
        ("FAQ", "a"),
        ("X-ray", "an"),
        ("", "a"),
    ],
)
def test_the_article_goes_by_sound(phrase, said):
    assert article(phrase) == said


@pytest.mark.parametrize(
    ("verb", "ing"),
    [
        ("book", "booking"),
        ("share", "sharing"),
        ("plan", "planning"),
        ("run", "running"),
        ("split", "splitting"),
        ("budget", "budgeting"),
        ("listen", "listening"),
        ("monitor", "monitoring"),
        ("die", "dying"),
        ("see", "seeing"),
        ("panic", "panicking"),
        ("play", "playing"),
    ],
)
def test_the_ing_form(verb, ing):
    assert gerund(verb) == ing
