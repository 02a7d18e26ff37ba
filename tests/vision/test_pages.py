"""Converted screens stretch the way the page they were taken from does, on pages written here in the styles of
other UI libraries (Material, iOS, Bootstrap-like forms, chat threads, footers of links), not on the corpus: each
page is rendered, its picture converted, and the conversion compared with the page itself at 390 and 430 px."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, ImageNode, TextNode
from app.render import Renderer
from app.vision import convert

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from fidelity import rigidity  # noqa: E402


def _walk(node):
    yield node
    for child in getattr(node, "children", []):
        yield from _walk(child)


def rows_in(box: BoxNode) -> list:
    return [c for c in box.children if isinstance(c, BoxNode) and c.role == "listItem"]


SCREENS_HERE = Path(__file__).resolve().parent / "screens"


def _converted_page(name: str):
    with Renderer() as renderer:
        png = renderer.render_png((SCREENS_HERE / name).read_text(), 390, 844)
        result = convert(png, label=name)
        return result, renderer.layout(result.html, 390, 844), renderer.layout(result.html, 430, 932)


def test_white_groups_on_a_grey_page_that_cover_most_of_it():
    """Grouped settings: full-width white lists drawn by hairlines on a light grey page, more white than grey.
    The page is the grey; each group is a list of rows whose value sits at the right edge on any width."""
    result, narrow, wide = _converted_page("grouped_settings.html")
    page = result.screen.root.style.background
    assert (page.r, page.g, page.b) == (0xF2, 0xF2, 0xF7)
    lists = [n for n in result.screen.root.children if isinstance(n, BoxNode) and n.role == "list"]
    assert len(lists) >= 3
    first = [t.text for t in _walk(lists[0]) if isinstance(t, TextNode)]
    assert first[:2] == ["Name", "Ada Lovelace"] and "Email" in first
    for item in rows_in(lists[0]):
        texts = [t for t in _walk(item) if isinstance(t, TextNode)]
        assert [t.role for t in texts] == ["label", "value"]

    def right_edge(screen, text):
        return next(n.frame.right for n in screen.walk() if isinstance(n, TextNode) and n.text == text)

    assert right_edge(wide, "Ada Lovelace") - right_edge(narrow, "Ada Lovelace") == pytest.approx(40, abs=2)
    assert rigidity(result.html) == {"fixed_width": 0, "wide_gaps": 0, "negative_margins": 0}


def test_cards_a_centred_bar_title_and_a_tab_bar_on_a_wider_screen():
    result, narrow, wide = _converted_page("cards_and_tabs.html")
    cards = [n for n in result.screen.walk() if isinstance(n, BoxNode) and n.role == "card"]
    assert len(cards) == 2
    for card in cards:
        roles = [n.role for n in _walk(card)]
        assert "title" in roles and "button" in roles  # the card holds its title, text and button
        assert not any(isinstance(n, ImageNode) for n in _walk(card))  # no corner read as a picture

    def centre(screen, text):
        node = next(n for n in screen.walk() if isinstance(n, TextNode) and n.text == text)
        return node.frame.x + node.frame.width / 2

    assert centre(wide, "Marketplace") == pytest.approx(215, abs=3)  # the bar's title stays centred
    for index, tab in enumerate(["Home", "Search", "Saved", "Profile"]):  # equal cells across the width
        assert centre(wide, tab) == pytest.approx((index + 0.5) * 430 / 4, abs=4)
    for before, after in zip(
        *([n for n in screen.walk() if isinstance(n, TextNode) and n.text == "Reserve"] for screen in (narrow, wide))
    ):
        assert after.frame.x - before.frame.x == pytest.approx(40, abs=2)  # the button keeps to the card's right
    paragraph = next(n for n in result.screen.walk() if isinstance(n, TextNode) and n.text.startswith("Aluminium"))
    assert "\n" not in paragraph.text  # one text that wraps where its box ends
    assert rigidity(result.html)["fixed_width"] == 0


def test_a_centred_footer_of_links_is_one_paragraph_that_wraps_anew_on_a_wider_screen():
    """Links set one after another in centred lines (a dot before one of them) become one paragraph of inline
    pieces: a link that wrapped is one text, and on a wider screen the lines break where the original's do."""
    result, scores, _ = _stretch_scores("footer_links.html")
    paragraphs = [n for n in result.screen.walk() if isinstance(n, BoxNode) and n.layout.inline]
    assert len(paragraphs) == 1
    words = [t.text for t in _walk(paragraphs[0]) if isinstance(t, TextNode)]
    assert "Terms of Service" in words and "Cookie settings" in words and "About" in words
    assert scores[430] >= 0.85 and scores[430] >= scores[390] - 0.05, scores
    assert rigidity(result.html) == {"fixed_width": 0, "wide_gaps": 0, "negative_margins": 0}


def _stretch_scores(name: str):
    """The page converted from its picture at 390, and Placed against the page itself at 390 and 430."""
    from fidelity import placed, visible_texts

    page = (SCREENS_HERE / name).read_text()
    with Renderer() as renderer:
        result = convert(renderer.render_png(page, 390, 844), label=name)
        scores = {}
        for width, height in ((390, 844), (430, 932)):
            truth = {
                "viewport": [width, height],
                "texts": visible_texts(renderer.snapshot(page, width, height), height),
            }
            scores[width] = placed(renderer.snapshot(result.html, width, height), truth)
        wide = renderer.layout(result.html, 430, 932)
    return result, scores, wide


def test_a_list_item_holds_its_lines_beside_its_avatar_and_the_tabs_stay_at_the_bottom():
    """Material inbox: each item is an avatar beside a column of its name and time, subject and preview (the
    preview, which reaches past the avatar's foot, included); a bold name over a subject line are two texts;
    the preview keeps to the left on a wider screen; tabs drawn on the page's own colour stay at the bottom."""
    result, scores, wide = _stretch_scores("material_inbox.html")
    rows = [n for n in result.screen.walk() if isinstance(n, BoxNode) and n.role == "avatar"]
    assert len(rows) == 4
    texts = {t.text for t in result.screen.walk() if isinstance(t, TextNode)}
    assert "Sandra Adams" in texts and "Summer BBQ" in texts
    beside = [
        n
        for n in result.screen.walk()
        if isinstance(n, BoxNode) and any(c.role == "avatar" for c in n.children) and n.layout.direction == "row"
    ]
    for row in beside:
        column = next(c for c in row.children if isinstance(c, BoxNode) and c.role != "avatar")
        assert len([t for t in _walk(column) if isinstance(t, TextNode)]) == 4  # name, time, subject, preview
    mail = next(n for n in wide.walk() if isinstance(n, TextNode) and n.text == "Mail")
    assert mail.frame.bottom > 932 - 40
    assert scores[390] >= 0.9 and scores[430] >= 0.9, scores


def test_fields_outlined_all_round_are_inputs_and_their_labels_stay_over_them():
    """Bootstrap-like checkout: fields with a light outline and rounded corners are inputs with a border (no strips
    of picture for their edges); the labels over two fields side by side stay over their own on a wider screen."""
    result, scores, wide = _stretch_scores("checkout_form.html")
    inputs = [n for n in result.screen.walk() if isinstance(n, BoxNode) and n.role == "input"]
    assert len(inputs) >= 4
    for field in inputs:
        assert field.style.border is not None and field.style.radii.top_left > 0
        assert not any(isinstance(c, ImageNode) for c in field.children)

    def left(text):
        return next(n.frame.x for n in wide.walk() if isinstance(n, TextNode) and n.text == text)

    assert left("ZIP code") == pytest.approx(left("94612") - 12, abs=6)
    assert scores[430] >= 0.9, scores


def test_a_message_that_wraps_in_its_bubble_is_one_text():
    result, scores, _ = _stretch_scores("chat_thread.html")
    texts = [t.text for t in result.screen.walk() if isinstance(t, TextNode)]
    assert any(t.startswith("Are we still on") and t.endswith("tonight?") for t in texts), texts
    assert scores[390] >= 0.9 and scores[430] >= 0.9, scores


def test_a_separator_label_stays_between_its_rules_and_a_link_keeps_its_colour():
    """Login: "or" between two hairlines stays in the middle of a wider screen (the hairlines share what it leaves);
    "Sign up" set in the brand colour after a sentence in a bluish grey is a run of its own colour."""
    result, scores, wide = _stretch_scores("login.html")
    separator = next(n for n in wide.walk() if isinstance(n, TextNode) and n.text == "or")
    assert separator.frame.x + separator.frame.width / 2 == pytest.approx(215, abs=3)
    sentence = next(n for n in result.screen.walk() if isinstance(n, TextNode) and n.text.startswith("Don"))
    link = [run for run in sentence.runs if run.text.strip() == "Sign up"]
    assert link and link[0].color is not None and link[0].color.b > link[0].color.g + 60
    assert scores[390] >= 0.9 and scores[430] >= 0.9, scores


def test_a_centred_title_that_wrapped_is_one_text_that_takes_one_line_on_a_wider_screen():
    """Onboarding: a bold title wrapped over two lines ("have" alone on the second, without descenders) is one
    bold text; its box is as wide as the lines allow, so the 430 px screen sets it on one line as the page does."""
    result, scores, wide = _stretch_scores("onboarding.html")
    title = next(n for n in result.screen.walk() if isinstance(n, TextNode) and n.text.startswith("Cook"))
    assert title.text == "Cook with what you have" and title.font.weight == 700
    on_wide = next(n for n in wide.walk() if isinstance(n, TextNode) and n.text.startswith("Cook"))
    assert on_wide.frame.height < 1.5 * title.font.size * 1.3  # one line
    assert scores[390] >= 0.9 and scores[430] >= 0.9, scores
