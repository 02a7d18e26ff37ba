"""The planner on many prompts: domain, screens, colours, light or dark, platform, tone, names, and
follow-ups that edit an existing project."""

from __future__ import annotations

from itertools import count

import pytest

from app.agent import CreateScreenStep, FrameState, LocalAgent, ProjectState, plan
from app.agent.contrast import contrast_ratio
from app.agent.domains import BY_KEY
from app.agent.theme import NAMED_COLOURS, derive_theme
from app.contract.chat import UIMessage

ids = count(1)


def user(text: str) -> UIMessage:
    return UIMessage(id=str(next(ids)), role="user", parts=[{"type": "text", "text": text}])


def assistant(text: str) -> UIMessage:
    return UIMessage(id=str(next(ids)), role="assistant", parts=[{"type": "text", "text": text}])


def plan_of(text: str):
    return plan([user(text)])


DOMAIN_PROMPTS = [
    ("An app to help people meditate and sleep better", "meditation"),
    ("mindfulness & breathing exercises", "meditation"),
    ("a gym workouts planner for lifters", "fitness"),
    ("Running app that logs my runs", "fitness"),
    ("mobile banking for students", "banking"),
    ("personal budget and expenses tracker", "banking"),
    ("order food from local restaurants", "food_delivery"),
    ("pizza delivery app", "food_delivery"),
    ("book flights and hotels for your next trip", "travel"),
    ("an online store for sneakers", "ecommerce"),
    ("social network for neighbours", "social"),
    ("a messenger with group chats", "messaging"),
    ("stream songs and playlists", "music"),
    ("listen to podcast episodes offline", "podcasts"),
    ("daily news headlines", "news"),
    ("hourly weather forecast", "weather"),
    ("a to-do list for teams", "tasks"),
    ("a notebook for quick notes", "notes"),
    ("schedule meetings on a shared calendar", "calendar"),
    ("telemedicine: see a doctor by video", "health"),
    ("learn Spanish with short lessons", "education"),
    ("find apartments to rent", "real_estate"),
    ("a taxi app like Uber", "ride_hailing"),
    ("dating for dog lovers", "dating"),
    ("cooking recipes for busy parents", "recipes"),
    ("bitcoin and ethereum wallet", "crypto"),
    ("job search for designers", "jobs"),
    ("share photos with friends", "photos"),
    ("watch movies and TV series", "video"),
    ("buy concert tickets", "events"),
    ("habit tracker with daily streaks", "habits"),
]


@pytest.mark.parametrize("prompt,domain", DOMAIN_PROMPTS)
def test_domain_from_words_synonyms_and_plurals(prompt, domain):
    assert plan_of(prompt).domain == domain


def test_at_least_twenty_domains_are_recognised():
    assert len({d for _, d in DOMAIN_PROMPTS}) >= 20


def test_the_screens_asked_for_are_the_screens_planned_in_the_user_s_words():
    p = plan_of("a meditation app with onboarding, a daily session player and a streak screen")
    assert p.domain == "meditation"
    assert [(s.name, s.archetype) for s in p.screens] == [
        ("Onboarding", "onboarding"),
        ("Daily Session Player", "player"),
        ("Streak", "streak"),
    ]
    assert [op.tool for op in p.operations] == ["createScreen"] * 3
    assert all(s.purpose for s in p.screens)


@pytest.mark.parametrize(
    "prompt,expected",
    [
        ("Design a login screen for a banking app", [("Login", "sign_in")]),
        (
            "banking app: login, dashboard, transactions and spending insights",
            [("Login", "sign_in"), ("Dashboard", "home"), ("Transactions", "list"), ("Spending Insights", "stats")],
        ),
        (
            "a dating app with swipe cards, matches inbox and chat",
            [("Swipe Cards", "swipe"), ("Matches Inbox", "inbox"), ("Chat", "chat")],
        ),
        (
            "airline app: search flights, boarding pass and trip details",
            [("Search Flights", "search"), ("Boarding Pass", "confirmation"), ("Trip Details", "detail")],
        ),
        (
            "shop with a cart, checkout and an empty state",
            [("Cart", "cart"), ("Checkout", "checkout"), ("Empty State", "empty_state")],
        ),
    ],
)
def test_named_screens(prompt, expected):
    assert [(s.name, s.archetype) for s in plan_of(prompt).screens] == expected


def test_a_screen_with_a_section_gets_the_section():
    p = plan_of("a todo list app with a home screen with a chart, a calendar and a profile")
    home = p.screens[0]
    assert (home.name, home.archetype, home.features) == ("Home", "home", ("chart",))
    assert [s.archetype for s in p.screens][1:] == ["calendar", "profile"]
    search = plan_of("real estate app with map search and saved listings").screens[0]
    assert (search.name, search.archetype, search.features) == ("Map Search", "search", ("map",))


@pytest.mark.parametrize(
    "prompt,domain",
    [
        ("a music player app", "music"),
        ("a crypto wallet", "crypto"),
        ("a podcast player", "podcasts"),
        ("a to-do list app", "tasks"),
    ],
)
def test_words_that_describe_the_app_are_not_screens(prompt, domain):
    p = plan_of(prompt)
    assert p.domain == domain
    assert [s.archetype for s in p.screens] == list(BY_KEY[domain].screens)


def test_one_or_two_screens_in_an_app_prompt_come_with_the_usual_others():
    p = plan_of("a food delivery app in orange with order tracking")
    keys = [s.archetype for s in p.screens]
    assert "order_tracking" in keys and len(keys) == 4
    assert keys.index("home") < keys.index("order_tracking")  # the usual order of an app


@pytest.mark.parametrize(
    "prompt",
    [
        "A fitness app",
        "weather",
        "an app for dog walkers",
        "Something for my bakery",
        "asdf qwerty zxcv",
        "",
        "make me something nice",
    ],
)
def test_any_prompt_gets_a_sensible_plan(prompt):
    p = plan_of(prompt)
    assert 3 <= len(p.screens) <= 6
    assert p.app_name and p.summary
    assert len({s.name for s in p.screens}) == len(p.screens)
    assert all(op.tool == "createScreen" for op in p.operations)


def test_unplaced_prompts_are_planned_around_their_subject():
    p = plan_of("an app for dog walkers")
    assert (p.domain, p.app_name, p.subject) == ("generic", "Dog Walkers", "dog walkers")
    assert "dog walkers" in p.summary
    assert plan_of("Something for my bakery").subject == "bakery"


def test_screen_counts():
    assert len(plan_of("a podcast app with 6 screens").screens) == 6
    assert len(plan_of("a fitness app, three screens").screens) == 3
    assert len(plan_of("a shop with 40 screens").screens) == 10


@pytest.mark.parametrize(
    "prompt,colour",
    [
        ("a meditation app in teal", "teal"),
        ("fitness app, primary colour #0ea5e9", "#0ea5e9"),
        ("a purple music app", "purple"),
        ("banking app with navy accents", "navy"),
        ("a recipe app using sage tones", "sage"),
        ("a shop, colour: #E11D48", "#e11d48"),
    ],
)
def test_colours_named_in_the_prompt_become_the_primary(prompt, colour):
    p = plan_of(prompt)
    expected = derive_theme(colour, tone=p.tone, platform=p.platform).variables["--primary"]
    assert p.theme.variables["--primary"] == expected


def test_shaded_colours_and_words_that_only_look_like_colours():
    dark_blue = plan_of("a dark blue banking app")
    assert dark_blue.theme.dark is False
    assert contrast_ratio(dark_blue.theme.variables["--primary"], NAMED_COLOURS["blue"]) > 1.3
    salmon = plan_of("a recipe app with lemon garlic salmon")
    assert salmon.theme.variables["--primary"] == plan_of("a recipe app").theme.variables["--primary"]
    two = plan_of("an app in teal and orange")
    assert two.theme.variables["--secondary"] != plan_of("an app in teal").theme.variables["--secondary"]


@pytest.mark.parametrize(
    "prompt,dark",
    [
        ("a dark mode fitness tracker", True),
        ("music app, dark theme", True),
        ("news app for night owls, oled black background", True),
        ("a light, airy meditation app", False),
        ("banking app in light mode", False),
        ("a meditation app", False),
    ],
)
def test_dark_or_light(prompt, dark):
    p = plan_of(prompt)
    assert p.theme.dark is dark
    assert ("dark" in p.summary) is dark


def test_platform_and_tone():
    android = plan_of("a material design notes app for Android")
    assert android.platform == "android" and "Roboto" in android.theme.variables["--font-sans"]
    assert plan_of("an iPhone notes app").platform == "ios"
    assert plan_of("a notes app").platform == "ios"
    assert plan_of("a playful kids learning app").theme.variables["--radius"] == "22px"
    assert plan_of("an elegant luxury hotel app").tone == "elegant"
    assert plan_of("a corporate expense app").tone == "professional"


def test_app_name_given_or_picked_the_same_way_every_time():
    assert plan_of("a social network for climbers called Cragly with a feed").app_name == "Cragly"
    assert plan_of('a habit app named "Tiny Wins"').app_name == "Tiny Wins"
    first, again = plan_of("a meditation app"), plan_of("a meditation app")
    assert first == again
    assert plan_of("a meditation app for teens").seed != first.seed


def test_history_without_frames_is_read_as_one_request():
    p = plan([user("a meditation app"), assistant("Sure!"), user("make it dark")])
    assert p.domain == "meditation" and p.theme.dark is True and not p.edit


def test_a_long_history_is_trimmed_not_rejected():
    messages = [user(f"message {i} about nothing") if i % 2 else assistant("ok") for i in range(300)]
    messages.append(user("a weather app"))
    assert plan(messages).domain == "weather"


# -- follow-ups ---------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def project():
    first = [user("a meditation app with onboarding, a home screen, a session player and a streak screen")]
    steps = [s for s in LocalAgent().run(first) if isinstance(s, CreateScreenStep)]
    frames = tuple(FrameState(f"frame-{i}", s.label, s.html) for i, s in enumerate(steps))
    return first, ProjectState(frames=frames, theme_variables={})


def follow_up(project, text: str):
    first, state = project
    return plan(first + [assistant("Done"), user(text)], state)


def test_follow_up_add_a_screen(project):
    p = follow_up(project, "add a settings screen")
    assert p.edit
    assert [(op.tool, op.screen.name, op.screen.archetype) for op in p.operations] == [
        ("createScreen", "Settings", "settings")
    ]
    assert p.app_name == plan([project[0][0]]).app_name


def test_follow_up_change_a_screen(project):
    p = follow_up(project, "change the home screen to show a chart")
    (op,) = p.operations
    assert op.tool == "updateScreen" and op.frame_id == "frame-1"
    assert op.screen.archetype == "home" and op.screen.features == ("chart",) and op.screen.name == "Home"
    assert "chart" in op.change


def test_follow_up_make_it_dark_restyles_every_frame(project):
    p = follow_up(project, "make it dark")
    assert p.theme.dark is True
    assert [op.tool for op in p.operations] == ["updateTheme"] + ["updateScreen"] * 4
    assert all(op.restyle_only for op in p.operations[1:])
    assert {op.frame_id for op in p.operations[1:]} == {f.frame_id for f in project[1].frames}


def test_follow_up_use_teal_keeps_the_rest(project):
    p = follow_up(project, "use teal")
    assert p.operations[0].tool == "updateTheme"
    assert p.theme.variables["--primary"] == derive_theme("teal", tone=p.tone).variables["--primary"]
    assert p.theme.dark is False and p.domain == "meditation"


def test_follow_up_turn_a_screen_into_another_kind(project):
    p = follow_up(project, "turn the player into a feed")
    (op,) = p.operations
    assert (op.tool, op.frame_id, op.screen.archetype) == ("updateScreen", "frame-2", "feed")
    assert op.screen.name == "Session Player"  # the frame keeps its label


def test_follow_up_switch_platform_recomposes(project):
    p = follow_up(project, "make it follow material design")
    assert p.platform == "android" and "Roboto" in p.theme.variables["--font-sans"]
    assert [op.tool for op in p.operations] == ["updateTheme"] + ["updateScreen"] * 4
    assert not any(op.restyle_only for op in p.operations)
    assert all(op.change == "Android conventions" for op in p.operations[1:])


def test_follow_up_that_says_nothing_changes_nothing(project):
    p = follow_up(project, "hmm, nice")
    assert p.operations == () and p.notes and "settings screen" in p.notes[0]


def test_follow_up_describing_another_app_starts_a_new_plan(project):
    p = follow_up(project, "now a food delivery app with a cart and checkout")
    assert not p.edit and p.domain == "food_delivery"
    assert all(op.tool == "createScreen" for op in p.operations)


def test_messages_in_their_json_form_are_read_too():
    as_json = [
        {"id": "1", "role": "user", "parts": [{"type": "text", "text": "a weather app"}, {"type": "file", "url": "x"}]}
    ]
    assert plan(as_json).domain == "weather"
    assert (
        plan([{"id": "1", "role": "assistant", "parts": [{"type": "text", "text": "a weather app"}]}]).domain
        == "generic"
    )
