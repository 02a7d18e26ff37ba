"""Converted screens are built the way a front-end developer builds them: surfaces are containers holding
their rows, widths follow the screen, rows distribute with space-between and auto margins, parts carry roles
that the exported code is named from, and the style guide's radius is the cards'. Structure, not pixels;
the one rendering test checks that things at the right edge follow a wider screen."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from app.codegen import generate
from app.ir import BoxNode, ImageNode, TextNode
from app.render import Renderer
from tests.vision.test_reading import CORPUS, converted

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from fidelity import rigidity  # noqa: E402

pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason="the corpus of screens is not here")
SCREENS = ["09_weui_form_primary", "08_weui_home", "13_weui_uploader", "14_framework7_dist_index"]


def rows_in(box: BoxNode) -> list:
    return [c for c in box.children if isinstance(c, BoxNode) and c.role == "listItem"]


@pytest.mark.parametrize("factor", [1, 3])
def test_list_groups_are_containers_holding_their_rows(factor):
    screen = converted("09_weui_form_primary", factor).screen
    groups = [n for n in screen.walk() if isinstance(n, BoxNode) and n.role == "list"]
    assert len(groups) >= 2
    for group in groups:
        assert group.style.background is not None  # the group is the painted thing, the page is behind it
        items = rows_in(group)
        assert len(items) >= 2
        for item in items:
            labels = [n for n in _walk(item) if isinstance(n, TextNode) and n.role == "label"]
            assert labels, "every row of a group has its label inside it"
            assert group.frame.x <= item.frame.x and item.frame.right <= group.frame.right + 1


@pytest.mark.parametrize("name,holders", [("08_weui_home", {"card"}), ("13_weui_uploader", {"section"})])
def test_cards_and_groups_hold_their_rows(name, holders):
    """White cards and full-width white groups on a grey page: each one is a box holding its own rows (its
    title and the thing at its right end), so its padding or colour changes as one thing."""
    screen = converted(name).screen
    page = screen.root.style.background
    assert (page.r, page.g, page.b) != (255, 255, 255)
    groups = [n for n in screen.root.children if isinstance(n, BoxNode) and n.role in holders]
    assert len(groups) >= 2
    for group in groups:
        assert group.style.background is not None and (group.style.background.r, group.style.background.g) == (255, 255)
        texts = [t for t in _walk(group) if isinstance(t, TextNode)]
        assert texts, "the group holds its texts"
        rows = [c for c in group.children if isinstance(c, BoxNode) and c.layout.direction == "row"]
        assert rows and all(
            r.layout.justify == "space-between"
            or any(c.placement.push for c in r.children)
            or r.layout.direction == "row"
            for r in rows
        )
    # nothing that belongs to a group lies on the page beside it
    for text in (n for n in screen.root.children if isinstance(n, TextNode)):
        assert not any(g.frame.y <= text.frame.y and text.frame.bottom <= g.frame.bottom for g in groups)


def test_white_groups_on_a_grey_page_are_the_figures():
    """Full-width white groups drawn only by hairlines on a grey page: the page is the grey, the groups hold
    the rows."""
    screen = converted("14_framework7_dist_index").screen
    page = screen.root.style.background
    assert page is not None and (page.r, page.g, page.b) != (255, 255, 255)
    groups = [
        n
        for n in screen.root.children
        if isinstance(n, BoxNode)
        and n.style.background is not None
        and (n.style.background.r, n.style.background.g, n.style.background.b) == (255, 255, 255)
        and n.frame.width >= screen.width - 2
        and n.role not in ("header", "tabBar")
    ]
    assert len(groups) >= 2
    navigation = next(g for g in groups if any(isinstance(t, TextNode) and t.text == "About" for t in _walk(g)))
    assert navigation.role == "list"
    assert {t.text for t in _walk(navigation) if isinstance(t, TextNode)} >= {"About", "Services", "Form"}


@pytest.mark.parametrize("name", SCREENS)
@pytest.mark.parametrize("factor", [1, 3])
def test_no_container_has_a_fixed_width_and_nothing_is_pulled_back(name, factor):
    html = converted(name, factor).html
    counts = rigidity(html)
    assert counts["fixed_width"] == 0, counts
    assert counts["negative_margins"] == 0, counts
    assert counts["wide_gaps"] <= 1, counts
    assert "width:390px" not in html and "width=390" not in html


def test_a_label_and_its_value_are_spread_by_the_row():
    screen = converted("09_weui_form_primary").screen
    spread = []
    for node in screen.walk():
        if isinstance(node, BoxNode) and node.layout.direction == "row":
            flow = [c for c in node.children if not c.placement.absolute]
            if len(flow) >= 2 and (node.layout.justify == "space-between" or any(c.placement.push for c in flow)):
                spread.append(node)
    assert len(spread) >= 3  # the rows that end in a chevron or a switch
    html = converted("09_weui_form_primary").html
    assert "justify-content:space-between" in html
    assert "gap:0 264px" not in html and "gap:0px 264px" not in html


def test_what_sits_at_the_right_edge_follows_a_wider_screen():
    """The chevrons at the end of the rows move right by the extra width; texts at the left stay."""
    html = converted("09_weui_form_primary").html
    with Renderer() as renderer:
        narrow, wide = renderer.layout(html, 390, 844), renderer.layout(html, 430, 932)

    def icons(screen):
        return sorted(n.frame.right for n in screen.walk() if isinstance(n, ImageNode) and n.frame.x > 300)

    def label(screen, text):
        return next(n for n in screen.walk() if isinstance(n, TextNode) and n.text == text)

    assert icons(narrow) and len(icons(narrow)) == len(icons(wide))
    for before, after in zip(icons(narrow), icons(wide)):
        assert after - before == pytest.approx(40, abs=2)
    assert label(wide, "cell standard").frame.x == pytest.approx(label(narrow, "cell standard").frame.x, abs=1)
    title = label(narrow, "表单结构"), label(wide, "表单结构")
    assert title[1].frame.x + title[1].frame.width / 2 == pytest.approx(215, abs=3)  # still centred


@pytest.mark.parametrize("factor", [1, 3])
def test_a_tab_bar_stays_at_the_bottom_of_a_taller_screen(factor):
    html = converted("14_framework7_dist_index", factor).html
    with Renderer() as renderer:
        tall = renderer.layout(html, 430, 932)
    link = next(n for n in tall.walk() if isinstance(n, TextNode) and n.text == "Link 2")
    assert link.frame.bottom > 932 - 30 and link.frame.right > 430 - 20


def test_parts_carry_roles_and_the_html_names_them():
    result = converted("09_weui_form_primary")
    roles = {n.role for n in result.screen.walk()}
    assert {"screen", "list", "listItem", "label", "value", "divider", "icon", "switch", "heading"} <= roles
    assert 'data-role="listItem"' in result.html and 'data-role="label"' in result.html


def test_exported_code_is_named_from_roles():
    html = converted("09_weui_form_primary").html
    with Renderer() as renderer:
        screen = renderer.layout(html, 390, 844)
    roles = {n.role for n in screen.walk()}
    assert {"list", "listItem", "label", "value"} <= roles  # the roles come back from the HTML
    code = generate(screen, "react_native", "FormScreen").code
    styles = set(re.findall(r"^  (\w+): \{", code, re.M))
    assert {"list", "listItem", "listItemLabel", "listItemValue"} <= styles
    assert not any(re.fullmatch(r"(div|paragraph|section)\d*", name) for name in styles)
    assert 'marginLeft: "auto"' in code or 'justifyContent: "space-between"' in code
    flutter = generate(screen, "flutter", "FormScreen").code
    assert re.search(r"Widget _listItem\(\)", flutter) and re.search(r"Widget _listGroup\(\)", flutter)
    assert "_listGroup()" in flutter.split("Widget _")[0]  # called from the screen's build
    swiftui = generate(screen, "swiftui", "FormScreen").code
    assert "private var listItem: some View" in swiftui and "private var listGroup: some View" in swiftui
    compose = generate(screen, "jetpack_compose", "FormScreen").code
    assert "private fun ListItem(modifier: Modifier = Modifier)" in compose and "ListGroup(" in compose
    for output in (code, flutter, swiftui, compose):
        assert not re.search(r"width[:(=]\s*(?:\w+\s*=\s*)?(?:3[6-9]\d|4[0-3]\d)\b", output), "no screen-wide width"


def test_what_is_pushed_to_the_end_is_pushed_in_every_export():
    html = converted("09_weui_form_primary").html
    with Renderer() as renderer:
        screen = renderer.layout(html, 390, 844)
    assert any(n.placement.push for n in screen.walk())
    assert "const Spacer()" in generate(screen, "flutter", "FormScreen").code
    assert "Spacer(minLength: 0)" in generate(screen, "swiftui", "FormScreen").code
    assert "Spacer(Modifier.weight(1f))" in generate(screen, "jetpack_compose", "FormScreen").code
    assert 'marginLeft: "auto"' in generate(screen, "react_native", "FormScreen").code


def test_cells_of_a_grid_stay_cells_in_exported_code():
    """The labels of a grid row each take an equal share of it: separate texts, never merged into one line."""
    html = converted("02_jquery_weui_index").html
    with Renderer() as renderer:
        screen = renderer.layout(html, 390, 844)
    code = generate(screen, "react_native", "Grid").code
    for word in ("Button", "List", "Form"):
        line = next(line for line in code.splitlines() if f'{{"{word}"}}' in line or f'{{" {word}"}}' in line)
        assert line.strip().startswith("<Text style={styles."), line
        name = re.search(r"styles\.(\w+)", line).group(1)
        assert re.search(rf"^  {name}: {{[^}}]*flex: 1", code, re.M), name


def test_the_style_guides_radius_is_the_cards():
    result = converted("09_weui_form_primary")
    cards = [n for n in result.screen.walk() if isinstance(n, BoxNode) and n.role in ("card", "list")]
    radii = {f"{n.style.radii.top_left:g}px" for n in cards}
    assert result.style_guide.border_radius.card in radii
    assert result.style_guide.theme_variables["--radius"] == result.style_guide.border_radius.card
    assert "border-radius:var(--radius)" in result.html


def test_spacing_comes_from_the_screen_and_the_css_uses_it():
    result = converted("09_weui_form_primary")
    guide = result.style_guide
    variables = guide.theme_variables
    assert variables["--spacing-page"] == guide.spacing.container_padding
    assert variables["--spacing-card"] == guide.spacing.card_padding
    page = float(guide.spacing.container_padding.removesuffix("px"))
    # most of the screen's top-level lines start that far in
    lefts = [round(c.frame.x) for c in result.screen.root.children if not c.placement.absolute]
    assert lefts.count(round(page)) >= len(lefts) / 2
    assert "var(--spacing-page)" in result.html


def _walk(node):
    yield node
    if isinstance(node, BoxNode):
        for child in node.children:
            yield from _walk(child)
