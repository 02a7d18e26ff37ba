"""The quality gate of issue 7, on a fixed set of 30 varied prompts, rendered in the real renderer:
no horizontal overflow at 390x844, WCAG AA contrast for text against what is behind it, no script,
no event handlers, no external URLs, and one shared theme per plan."""

from __future__ import annotations

import pytest
from PIL import ImageStat

from app.agent import CreateScreenStep, FrameState, LocalAgent, ProjectState, UpdateScreenStep
from app.contract.chat import UIMessage
from app.render import Renderer
from app.render.to_ir import to_screen
from tests.agent.quality import (
    colour_literals_outside_root,
    contrast_failures,
    png_of,
    root_variables,
    safety_problems,
    snapshot_of,
    text_contrasts,
    texts_past_the_edge,
)

PROMPTS = [
    "A meditation app with onboarding, a daily session player and a streak screen",
    "A dark mode fitness tracker with workout details, progress charts and a calendar",
    "Banking app: login, dashboard, transactions, spending insights and a wallet, navy",
    "A food delivery app in orange with a menu, cart, checkout and order tracking",
    "Travel booking app with search, hotel details, booking and confirmation, in teal",
    "A minimal e-commerce fashion store with product detail, cart and an empty state",
    "A social network for climbers called Cragly with a feed, notifications and profile",
    "Messaging app with inbox, chat and settings, material design",
    "A music streaming app, dark, purple, with a player and a library",
    "A podcast app with 6 screens",
    "A calm news reader with top stories and an article view, elegant serif look",
    "Weather app with a map and saved locations, sky blue",
    "A todo list app with a home screen with a chart, a calendar and a new task form",
    "A journaling app in sage tones with notes, search and a new entry editor",
    "A team calendar app with a schedule, event details and notifications, #0ea5e9",
    "Telehealth app to book a doctor appointment and chat with the doctor, light mode",
    "Language learning app with onboarding, lessons, a quiz and progress, playful",
    "Real estate app with map search, saved homes and a listing page, dark theme",
    "Ride hailing app for Android: where to map, choose a ride and trip status",
    "A dating app with swipe cards, matches inbox and chat, pink",
    "Recipe app with recipe detail, a shopping list and a profile, warm and friendly",
    "Crypto wallet with portfolio, asset detail and send money screens, dark green",
    "Job search app: search jobs, job details, application form and messages",
    "Photo sharing app with a gallery, a feed and a photo detail, #e11d48 accents",
    "Movie streaming app like Netflix, dark, with a player and a watchlist",
    "Event tickets app with event details, seat booking and a confirmation",
    "Habit tracker with streaks, reminders and insights, violet",
    "An app for dog walkers",
    "Something for my bakery, brown and cozy, sign up and sign in screens",
    "A very dark yellow and lime sports betting dashboard with stats and alerts",
]


from tests.agent.ideas import IDEAS  # noqa: E402  (the ideas outside the known domains, in six languages)


@pytest.fixture(scope="module")
def renderer():
    with Renderer(workers=1, timeout=30) as shared:
        yield shared


def screens_for(prompt: str) -> list[CreateScreenStep]:
    message = UIMessage(id="m1", role="user", parts=[{"type": "text", "text": prompt}])
    return [s for s in LocalAgent().run([message]) if isinstance(s, CreateScreenStep)]


def test_the_prompts_cover_every_archetype_and_twenty_domains():
    from app.agent import plan
    from app.agent.archetypes import ALL

    plans = [plan([UIMessage(id="m", role="user", parts=[{"type": "text", "text": p}])]) for p in PROMPTS]
    assert len(PROMPTS) == 30
    assert {s.archetype for p in plans for s in p.screens} == {a.key for a in ALL}
    assert len({p.domain for p in plans}) >= 20
    assert any(p.theme.dark for p in plans) and any(not p.theme.dark for p in plans)
    assert any(p.platform == "android" for p in plans)


@pytest.mark.parametrize("prompt", PROMPTS + [i.prompt for i in IDEAS if not i.known])
def test_every_frame_passes_the_gate(renderer, prompt):
    screens = screens_for(prompt)
    assert 1 <= len(screens) <= 10
    shared = root_variables(screens[0].html)
    for step in screens:
        where = f"{step.label} ({step.archetype})"
        html = step.html
        assert safety_problems(html) == [], where
        assert colour_literals_outside_root(html) == [], where
        assert root_variables(html) == shared, f"{where} does not share the plan's :root"
        snapshot = snapshot_of(renderer, html)
        assert snapshot["scrollWidth"] <= 390, f"{where} overflows: {snapshot['scrollWidth']} px"
        screen = to_screen(snapshot)
        assert screen.variables["--primary"] == shared["--primary"], where
        texts = text_contrasts(screen)
        assert len(texts) >= 5, f"{where} shows almost no text"
        assert contrast_failures(screen) == [], where
        assert texts_past_the_edge(screen) == [], where


def bad_page(colour: str, width: int) -> str:
    return (
        "<!doctype html><html><head><title>Bad page</title><style>:root{--bg:#ffffff}</style></head>"
        "<body style='margin:0'>"
        f"<div style='width:{width}px;background:#ffffff'><p style='color:{colour};font-size:15px'>Hello there"
        "</p></div><script>1</script><a href='https://example.com' onclick='x()'>link</a></body></html>"
    )


def test_the_gate_catches_what_it_is_for(renderer):
    html = bad_page("#bbbbbb", 500)
    assert {"script tag", "external URL"} <= set(safety_problems(html))
    assert any(p.startswith("event handler") for p in safety_problems(html))
    assert colour_literals_outside_root(html)
    snapshot = snapshot_of(renderer, html)
    assert snapshot["scrollWidth"] > 390
    assert texts_past_the_edge(to_screen(snapshot))
    failures = contrast_failures(to_screen(snapshot))
    assert failures and "Hello there" in failures[0]
    assert contrast_failures(to_screen(snapshot_of(renderer, bad_page("#333333", 300)))) == []


def test_a_theme_change_restyles_the_rendered_frames(renderer):
    prompt = "A meditation app with onboarding, a daily session player and a streak screen"
    screens = screens_for(prompt)
    state = ProjectState(frames=tuple(FrameState(f"f{i}", s.label, s.html) for i, s in enumerate(screens)))
    messages = [
        UIMessage(id="m1", role="user", parts=[{"type": "text", "text": prompt}]),
        UIMessage(id="m2", role="user", parts=[{"type": "text", "text": "make it dark"}]),
    ]
    updates = [s for s in LocalAgent().run(messages, state) if isinstance(s, UpdateScreenStep)]
    assert len(updates) == len(screens)
    before = png_of(renderer, screens[2].html)
    after_html = updates[2].html
    after = png_of(renderer, after_html)
    assert ImageStat.Stat(before).mean[0] > 180  # mostly light
    assert ImageStat.Stat(after).mean[0] < 90  # mostly dark
    screen = to_screen(snapshot_of(renderer, after_html))
    assert contrast_failures(screen) == []


@pytest.mark.parametrize("lang", ["zh", "ja", "es", "de", "fr"])
def test_every_kind_of_screen_in_another_language_passes_the_gate(renderer, lang):
    """The interface words in each language (German's long ones, CJK text) fit every kind of screen."""
    from app.agent.archetypes import ALL
    from app.agent.composer import compose
    from app.agent.interface_words import screen_title
    from app.agent.new_plan import plan_new
    from app.agent.specs import ScreenSpec

    plan = plan_new(next(i.prompt for i in IDEAS if i.lang == lang))
    for kind in ALL:
        name = screen_title(kind.key, lang)
        html = compose(ScreenSpec(name=name, purpose="", archetype=kind.key, features=("split",)), plan)
        assert safety_problems(html) == [], name
        snapshot = snapshot_of(renderer, html)
        assert snapshot["scrollWidth"] <= 390, f"{name} ({kind.key}) overflows: {snapshot['scrollWidth']} px"
        screen = to_screen(snapshot)
        assert contrast_failures(screen) == [], name
        assert texts_past_the_edge(screen) == [], f"{name} ({kind.key})"
