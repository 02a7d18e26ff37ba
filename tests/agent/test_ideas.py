"""The offline agent builds what was asked: any idea's features by name, in the user's language."""

from __future__ import annotations

import re

import pytest

from app.agent.idea import read_idea
from app.agent.language import detect_language
from app.agent.local import LocalAgent
from app.agent.new_plan import plan_new
from app.agent.specs import FrameState, ProjectState
from app.agent.steps import CreateScreenStep, TextStep, UpdateScreenStep, UpdateThemeStep
from tests.agent.coverage import (
    coverage,
    english_words,
    found,
    in_language,
    language_of,
    messages,
    run,
    visible_text,
)
from tests.agent.ideas import IDEAS

PADEL = "An app for booking padel courts at my local club, with court availability and splitting the cost with friends"
SUCCULENT = "A succulent care app: watering reminders per plant, a care calendar and a photo log of growth"
BOOKKEEPING = "一个记账应用，有首页、统计和预算页面"


@pytest.mark.parametrize(
    "text,lang",
    [
        (PADEL, "en"),
        (BOOKKEEPING, "zh"),
        ("多肉植物の水やりリマインダーがあるアプリ", "ja"),
        ("Una app para reservar pistas de pádel con amigos", "es"),
        ("Eine App für Pflanzenpflege mit Gießerinnerungen", "de"),
        ("Une application pour suivre mes dépenses", "fr"),
        ("a café finder app", "en"),
        ("Kindergarten pickup app with a rota", "en"),
        ("make it dark", "en"),
        ("加一个设置页面", "zh"),
        ("mach es dunkel", "de"),
    ],
)
def test_the_language_of_a_prompt(text, lang):
    assert detect_language(text) == lang


def test_an_idea_is_read_in_the_users_words():
    padel = read_idea(PADEL)
    assert (padel.subject, padel.item, padel.qualifier, padel.place) == (
        "padel court booking",
        "court",
        "padel",
        "club",
    )
    assert [(f.name, f.archetype) for f in padel.features] == [
        ("Court Availability", "booking"),
        ("Splitting the Cost", "wallet"),
    ]
    assert padel.money
    succulent = read_idea(SUCCULENT)
    assert [f.name for f in succulent.features] == ["Watering Reminders", "Care Calendar", "Photo Log of Growth"]
    assert [f.archetype for f in succulent.features] == ["notifications", "calendar", "gallery"]
    assert succulent.item == "plant"
    chinese = read_idea(BOOKKEEPING)
    assert (chinese.lang, chinese.subject) == ("zh", "记账")
    assert [(f.name, f.archetype) for f in chinese.features] == [
        ("首页", "home"),
        ("统计", "stats"),
        ("预算", "wallet"),
    ]


def test_japanese_lists_are_cut_at_particles_not_inside_words():
    idea = read_idea("多肉植物の水やりリマインダー、ケアカレンダー、成長の写真記録があるアプリ")
    assert [f.name for f in idea.features] == ["水やりリマインダー", "ケアカレンダー", "成長の写真記録"]
    assert idea.subject == "多肉植物"


def test_a_domain_named_only_where_the_app_is_used_does_not_decide_it():
    plan = plan_new(PADEL)
    assert plan.domain == "generic" and plan.idea is not None
    names = [s.name for s in plan.screens]
    assert "Court Availability" in names and "Splitting the Cost" in names
    assert "Feed" not in names


def _text_of(prompt: str) -> tuple[list[CreateScreenStep], str, list[str]]:
    screens, texts = run(prompt)
    return screens, " ".join(visible_text(s.html) for s in screens), texts


def test_the_padel_idea_gets_courts_slots_and_shared_costs_not_a_social_feed():
    screens, text, texts = _text_of(PADEL)
    for term in ("padel", "court", "club", "availability", "split", "cost", "friends"):
        assert found(term, text), term
    assert "marathon" not in text.lower()
    assert "Padel Court 1" in text and "18:00" in text
    assert "a padel court booking app" in texts[0]


def test_the_succulent_idea_gets_its_plants_calendar_and_photo_log():
    screens, text, _ = _text_of(SUCCULENT)
    assert [s.archetype for s in screens] == ["notifications", "calendar", "gallery"]
    for term in ("succulent", "watering", "reminders", "plant", "calendar", "photo log", "growth"):
        assert found(term, text), term


def test_the_bookkeeping_idea_is_built_in_chinese():
    screens, text, texts = _text_of(BOOKKEEPING)
    assert [s.name for s in screens] == ["首页", "统计", "预算"]
    for term in ("记账", "首页", "统计", "预算"):
        assert term in text
    assert all(language_of(visible_text(s.html)) == "zh" for s in screens)
    assert '<html lang="zh' in screens[0].html
    assert "¥" in text
    assert language_of(texts[0]) == "zh"
    assert "app app" not in " ".join(texts)


def test_a_follow_up_in_chinese_adds_a_chinese_screen():
    first = list(LocalAgent().run(messages(BOOKKEEPING)))
    frames = tuple(
        FrameState(f"f{i}", s.label, s.html) for i, s in enumerate(x for x in first if isinstance(x, CreateScreenStep))
    )
    steps = list(LocalAgent().run(messages(BOOKKEEPING, "加一个设置页面"), ProjectState(frames)))
    added = [s for s in steps if isinstance(s, CreateScreenStep)]
    assert [(s.name, s.archetype) for s in added] == [("设置", "settings")]
    assert language_of(visible_text(added[0].html)) == "zh"
    answer = " ".join(s.text for s in steps if isinstance(s, TextStep))
    assert language_of(answer) == "zh"


def test_make_it_dark_after_a_chinese_app_restyles_every_frame():
    first = [s for s in LocalAgent().run(messages(BOOKKEEPING)) if isinstance(s, CreateScreenStep)]
    frames = tuple(FrameState(f"f{i}", s.label, s.html) for i, s in enumerate(first))
    steps = list(LocalAgent().run(messages(BOOKKEEPING, "改成深色"), ProjectState(frames)))
    updated = [s for s in steps if isinstance(s, UpdateScreenStep)]
    assert len(updated) == 3
    assert all("统计" in s.html or "首页" in s.html or "预算" in s.html for s in updated)


@pytest.mark.parametrize("prompt,kind", [("a bookkeeping app", "a bookkeeping app"), ("an app", None)])
def test_sentences_read_right(prompt, kind):
    summary = plan_new(prompt).summary
    assert "an app app" not in summary and "a app" not in summary
    if kind:
        assert kind in summary


@pytest.mark.parametrize("idea", IDEAS, ids=[i.prompt[:40] for i in IDEAS])
def test_every_idea_finds_its_terms_on_its_screens_in_its_language(idea):
    screens, answers = run(idea.prompt)
    texts = [visible_text(s.html) for s in screens]
    assert coverage(idea.terms, texts) >= 0.6
    assert [language_of(t) for t in texts] == [idea.lang] * len(texts)
    if idea.lang != "en":
        assert [english_words(t) for t in texts] == [[]] * len(texts)
        assert in_language(" ".join(answers), idea.lang), answers


def test_the_ideas_are_covered_well_on_average():
    shares = [coverage(i.terms, [visible_text(s.html) for s in run(i.prompt)[0]]) for i in IDEAS]
    assert sum(shares) / len(shares) >= 0.85
    assert len(IDEAS) >= 30
    assert sum(not i.known for i in IDEAS) * 2 >= len(IDEAS)
    assert sum(i.lang != "en" for i in IDEAS) * 3 >= len(IDEAS)


def _built(prompt: str) -> ProjectState:
    first = [s for s in LocalAgent().run(messages(prompt)) if isinstance(s, CreateScreenStep)]
    return ProjectState(tuple(FrameState(f"f{i}", s.label, s.html) for i, s in enumerate(first)))


FIRST_IN = {lang: next(i.prompt for i in IDEAS if i.lang == lang) for lang in ("zh", "ja", "es", "de", "fr")}


@pytest.mark.parametrize("lang", sorted(FIRST_IN))
def test_the_examples_an_answer_gives_work_as_follow_ups_in_its_language(lang):
    from app.agent.replies import HINT

    prompt = FIRST_IN[lang]
    state = _built(prompt)
    examples = re.findall(
        r"[\u201c\u300c\u00ab\u201e]\s*([^\u201d\u300d\u00bb\u201c]+?)\s*[\u201d\u300d\u00bb\u201c]", HINT[lang]
    )
    assert len(examples) == 3
    for example in examples:
        steps = list(LocalAgent().run(messages(prompt, example), state))
        assert any(isinstance(s, (CreateScreenStep, UpdateScreenStep)) for s in steps), example
        if example == examples[0]:  # "add a settings screen", in the language
            assert [s.archetype for s in steps if isinstance(s, CreateScreenStep)] == ["settings"], example
        answer = " ".join(s.text for s in steps if isinstance(s, TextStep))
        assert in_language(answer, lang), (example, answer)


def test_an_english_follow_up_on_a_chinese_app_adds_a_chinese_screen_and_answers_in_english():
    steps = list(LocalAgent().run(messages(BOOKKEEPING, "add a settings screen"), _built(BOOKKEEPING)))
    added = [s for s in steps if isinstance(s, CreateScreenStep)]
    assert [s.name for s in added] == ["设置"]
    assert in_language(visible_text(added[0].html), "zh")
    assert in_language(" ".join(s.text for s in steps if isinstance(s, TextStep)), "en")


def test_a_short_follow_up_no_language_claims_is_read_in_the_apps_language():
    prompt = FIRST_IN["es"]
    steps = list(LocalAgent().run(messages(prompt, "usa azul"), _built(prompt)))
    assert any(isinstance(s, UpdateThemeStep) for s in steps)
    assert in_language(" ".join(s.text for s in steps if isinstance(s, TextStep)), "es")


@pytest.mark.parametrize("lang", ["zh", "ja"])
def test_chinese_and_japanese_screens_say_their_language_and_name_cjk_faces(lang):
    screens, _ = run(FIRST_IN[lang])
    assert all(f'<html lang="{"zh-Hans" if lang == "zh" else "ja"}">' in s.html for s in screens)
    assert all("WenQuanYi Micro Hei" in s.html for s in screens)
    english, _ = run(PADEL)
    assert "WenQuanYi" not in english[0].html and '<html lang="en">' in english[0].html


@pytest.mark.parametrize(
    "amount,lang,currency,text",
    [
        (1284.5, "en", "$", "$1,284.50"),
        (-24.5, "de", "€", "\u221224,50\u00a0€"),
        (1284.0, "es", "€", "1.284\u00a0€"),
        (1284.5, "fr", "€", "1\u202f284,50\u00a0€"),
        (24.5, "ja", "¥", "¥2,450"),
        (24.5, "zh", "¥", "¥24.50"),
    ],
)
def test_money_is_written_as_the_locale_writes_it(amount, lang, currency, text):
    from app.agent.locale import money

    assert money(amount, currency, lang) == text


def test_interface_words_are_put_in_the_apps_language_around_its_own_words():
    from app.agent.interface_words import localise

    html = (
        '<h2 class="clip">Popular plantas</h2><span class="link">See all</span>'
        '<span aria-label="Back"></span><div><span>M</span><span>T</span><span>W</span><span>T</span>'
        "<span>F</span><span>S</span><span>S</span></div><p>Good morning, Lucía</p><p>Monstera 1</p>"
    )
    out = localise(html, "es", {"items": "plantas", "item": "planta", "app": "Verde", "user": "Lucía"})
    assert ">Plantas populares<" in out and ">Ver todo<" in out and 'aria-label="Atrás"' in out
    assert "".join(re.findall(r"<span>(\w)</span>", out)) == "LMXJVSD"
    assert ">Buenos días, Lucía<" in out and ">Monstera 1<" in out
    french = localise("<p>No éléments yet</p>", "fr", {"items": "éléments", "item": "élément"})
    assert "<p>Pas encore d'éléments</p>" in french


@pytest.mark.parametrize(
    "prompt,subject,items",
    [
        ("An app for my book club with a reading schedule, discussion threads and member votes", "book club", None),
        ("An app for a climbing gym: route grades, session log and a leaderboard", "climbing gym", None),
        ("A vinyl record collection app with a wishlist and price history", None, "records"),
        (
            "Una app de intercambio de idiomas para encontrar compañeros, chatear y quedar en persona",
            "intercambio de idiomas",
            "compañeros",
        ),
        (
            "Une application de covoiturage pour aller au travail, avec trajets, réservations et paiements",
            "covoiturage",
            "trajets",
        ),
        (
            "Eine Fitness-App für mein Gym mit Trainingsplan, Übungen mit Gewichten und Fortschritt",
            "Fitness",
            "Übungen",
        ),
        ("A meal planning app with recipes and a shopping list", "meal planning", "recipes"),
        ("一个聚餐AA应用，有账单分摊和好友列表", None, "好友"),
    ],
)
def test_an_idea_lists_the_things_it_names_not_what_it_is_for(prompt, subject, items):
    idea = read_idea(prompt)
    if subject is not None:
        assert idea.subject == subject
    if items is not None:
        assert idea.items == items


def test_spanish_and_french_things_agree_in_the_singular():
    vegan = read_idea("Una aplicación de recetas veganas con lista de la compra")
    assert (vegan.item, vegan.qualifier) == ("receta", "vegana")
    _, text, _ = _text_of("Una aplicación de recetas veganas con lista de la compra")
    assert "Receta vegana 1" in text and "veganas 1" not in text
    assert read_idea("Eine Pflanzenpflege-App mit Gießerinnerungen pro Pflanze").items == "Pflanzen"


def test_a_wedding_planner_is_its_own_app_with_guests_by_name_and_no_household_budget():
    plan = plan_new("A wedding planner app with a guest list, seating chart, vendor contacts and a budget")
    assert plan.idea is not None and plan.idea.people and plan.idea.items == "guests"
    screens, text, _ = _text_of("A wedding planner app with a guest list, seating chart, vendor contacts and a budget")
    assert "Yoga" not in text and "Groceries" not in text and "Guest 1" not in text
    guests = visible_text(next(s for s in screens if s.name == "Guest List").html)
    assert sum(name in guests for name in ("Maya Chen", "Leo Martins", "Priya Shah", "Tom Fischer")) >= 3


def test_paying_for_a_service_asks_for_no_delivery_address():
    screens, _ = run("A dog walking marketplace where owners post walks, walkers apply, with ratings and payments")
    payments = visible_text(next(s for s in screens if s.name == "Payments").html)
    assert "Delivery address" not in payments and "Shipping" not in payments and "Walk" in payments
    food, _ = run("A food delivery app in orange with a menu, cart, checkout and order tracking")
    assert "Delivery address" in visible_text(next(s for s in food if s.archetype == "checkout").html)


@pytest.mark.parametrize("prompt,owes", [(PADEL, "Owes you"), (IDEAS[27].prompt, "Te debe"), (BOOKKEEPING, None)])
def test_costs_split_with_friends_show_who_owes_whom(prompt, owes):
    _, text, _ = _text_of(prompt)
    if owes:
        assert owes in text
    else:
        assert "欠你" not in text


def test_an_idea_in_another_language_with_few_features_gets_the_usual_screens_in_that_language():
    screens, _ = run("une application de recettes avec liste de courses et minuteur")
    assert [s.name for s in screens] == ["Bienvenue", "Accueil", "Liste de courses", "Minuteur"]
    assert all(in_language(visible_text(s.html), "fr") for s in screens)


def test_an_app_that_lets_people_do_things_has_those_things_as_screens():
    idea = read_idea("An app that lets dog owners find walkers nearby, schedule walks and share walk reports")
    assert [f.name for f in idea.features] == ["Find Walkers Nearby", "Schedule Walks", "Share Walk Reports"]
    assert idea.items == "walkers" and idea.people
    assert read_idea("An app that helps students share notes and quiz each other").items == "notes"


def test_words_for_the_form_of_an_app_leave_it_to_its_domain():
    assert plan_new("a crypto wallet").idea is None
    assert plan_new("a music player app").idea is None
    assert plan_new("A wedding planner app with a guest list").idea is not None


def test_the_plan_of_an_idea_in_another_language_says_what_each_screen_is_for_in_it():
    plan = plan_new(BOOKKEEPING)
    assert [s.purpose for s in plan.screens] == ["首页 · 记账", "统计 · 记账", "预算 · 记账"]
    assert plan_new("Board game night organiser: game library, who's coming and scores").summary.endswith(
        "a board game night organiser app: Game Library, Who's Coming, Scores."
    )


@pytest.mark.parametrize(
    "lang,follow_up,name",
    [
        ("de", "füge einen Einstellungen-Bildschirm hinzu", "Einstellungen"),
        ("es", "añade una pantalla de perfil", "Perfil"),
        ("zh", "加一个设置页面", "设置"),
    ],
)
def test_a_screen_asked_for_by_its_screen_word_is_that_screen_named_in_the_users_words(lang, follow_up, name):
    prompt = FIRST_IN[lang]
    added = [
        s for s in LocalAgent().run(messages(prompt, follow_up), _built(prompt)) if isinstance(s, CreateScreenStep)
    ]
    assert [s.name for s in added] == [name]
    assert added[0].archetype in ("settings", "profile")


def test_dark_and_a_colour_in_another_language_are_a_dark_theme_in_that_colour():
    prompt = FIRST_IN["de"]
    steps = list(LocalAgent().run(messages(prompt, "mach es dunkel und verwende Blau"), _built(prompt)))
    theme = next(s for s in steps if isinstance(s, UpdateThemeStep))
    assert theme.dark
    answer = " ".join(s.text for s in steps if isinstance(s, TextStep))
    assert "dunkles Design" in answer and "Blau" in answer and "dark" not in answer
