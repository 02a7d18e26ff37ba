"""Every archetype, in several domains and looks, composes to a complete, self-contained, themable
document (checked without a browser; the rendered checks are in test_quality_gate)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from app.agent.archetypes import ALL, ARCHETYPES, active_tab
from app.agent.composer import compose, restyle, root_variables, screen_about
from app.agent.domains import BY_KEY, DOMAINS
from app.agent.specs import Plan, ScreenSpec
from app.agent.theme import derive_theme
from tests.agent.quality import colour_literals_outside_root, safety_problems

VOID = {"meta", "br", "img", "input", "hr", "link", "source", "circle", "rect", "path", "line", "stop", "ellipse"}
LOOKS = [
    ("meditation", False, "ios"),
    ("banking", True, "android"),
    ("ecommerce", False, "android"),
    ("generic", True, "ios"),
]


class Balance(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
        else:
            self.stack.pop()


def make_plan(domain: str, dark: bool, platform: str) -> Plan:
    colour = BY_KEY[domain].colour
    return Plan(
        app_name="Testapp",
        domain=domain,
        screens=(),
        theme=derive_theme(colour, dark, platform=platform),
        platform=platform,
        seed=7,
    )


def test_there_are_enough_domains_and_archetypes():
    assert len(DOMAINS) >= 20
    assert len(ALL) >= 25
    assert len({d.key for d in DOMAINS}) == len(DOMAINS)
    for domain in DOMAINS:
        assert len(domain.entries) >= 6 and len(domain.slides) == 3 and len(domain.chart[1]) == 7, domain.key
        assert all(key in ARCHETYPES for key in domain.screens), domain.key
        assert 3 <= len(domain.screens) <= 6, domain.key


@pytest.mark.parametrize("domain,dark,platform", LOOKS)
@pytest.mark.parametrize("key", [a.key for a in ALL])
def test_every_archetype_composes_a_self_contained_document(key, domain, dark, platform):
    plan = make_plan(domain, dark, platform)
    html = compose(ScreenSpec(ARCHETYPES[key].title, "purpose", key, ("chart", "map")), plan)
    assert html.startswith("<!doctype html>")
    assert '<meta name="viewport" content="width=device-width' in html
    assert root_variables(html) == plan.theme.variables
    assert html.count(":root{") == 1
    assert safety_problems(html) == []
    assert colour_literals_outside_root(html) == []
    assert "var(--font-sans)" in html and "var(--radius)" in html
    parser = Balance()
    parser.feed(html)
    assert parser.errors == [] and parser.stack == []
    about = screen_about(html)
    assert about["archetype"] == key and about["domain"] == domain and about["platform"] == platform
    assert f'class="screen {platform}' in html


def test_asked_for_sections_are_added_once():
    plan = make_plan("fitness", False, "ios")
    plain = compose(ScreenSpec("Home", "", "home"), plan)
    with_map = compose(ScreenSpec("Home", "", "home", ("map",)), plan)
    assert 'class="map"' not in plain and 'class="map"' in with_map
    assert compose(ScreenSpec("Home", "", "home", ("chart",)), plan).count("chart-card") == 1
    stats = compose(ScreenSpec("Stats", "", "stats"), plan)
    assert stats.count("chart-card") == 2
    assert compose(ScreenSpec("Stats", "", "stats", ("chart",)), plan).count("chart-card") == 2


def test_same_spec_and_plan_give_the_same_html_and_another_seed_other_content():
    spec = ScreenSpec("Home", "", "home")
    first, again = compose(spec, make_plan("music", False, "ios")), compose(spec, make_plan("music", False, "ios"))
    assert first == again
    other = Plan(app_name="Testapp", domain="music", screens=(), theme=derive_theme("berry"), seed=8)
    assert compose(spec, other) != first


def test_restyle_swaps_only_the_root_block():
    plan = make_plan("travel", False, "ios")
    html = compose(ScreenSpec("Search", "", "search"), plan)
    dark = derive_theme("teal", dark=True)
    restyled = restyle(html, dark)
    assert root_variables(restyled) == dark.variables
    assert restyled.replace(dark.root_block(), "") == html.replace(plan.theme.root_block(), "")
    assert root_variables(restyle("<html><head></head><body>x</body></html>", dark)) == dark.variables


def test_the_tab_bar_marks_the_screen_s_own_tab():
    tabs = BY_KEY["music"].tabs  # Home, Search, Library, Profile
    assert active_tab("home", tabs) == 0
    assert active_tab("search", tabs) == 1
    assert active_tab("list", tabs) == 2
    assert active_tab("profile", tabs) == 3
    html = compose(ScreenSpec("Library", "", "list"), make_plan("music", False, "ios"))
    assert '<div class="tab on"><span class="pill">' in html
    assert html.index('class="tab on"') > html.index(">Search<")
