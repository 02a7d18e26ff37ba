"""Screens as a phone of three device pixels to the CSS px draws them: crisp letters, rules a px thick at fractions
of a px. The pattern pages are drawn at 3x by the renderer (not enlarged from 1x), converted, and their texts checked
against the page as that screen lays it out, at 390 and 430 px."""

from __future__ import annotations

from difflib import SequenceMatcher
from pathlib import Path

import pytest

from app.ir import BoxNode, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import WIDTHS, descendants, texts_of, visible_texts

SCREENS = Path(__file__).parent / "screens"


@pytest.fixture(scope="module", params=["ios_settings", "material_inbox"])
def converted(request):
    page = (SCREENS / f"{request.param}.html").read_text()
    with Renderer() as renderer:
        result = convert(renderer.render_png(page, 390, 844, 3))
        texts = {
            width: (
                visible_texts(renderer.snapshot(result.html, width, height), height),
                visible_texts(renderer.snapshot(page, width, height, scale=3), height),
            )
            for width, height in WIDTHS
        }
    return request.param, result.screen, texts


def _like(a: str, b: str) -> bool:
    return SequenceMatcher(None, a, b).ratio() >= 0.8


def test_each_label_is_a_text_of_its_own(converted):
    _, screen, texts = converted
    ours = [t.text.strip() for t in texts_of(screen)]
    for truth in texts[390][1]:
        assert sum(_like(truth["text"], mine) for mine in ours) == 1, (truth["text"], ours)


def test_rules_are_a_px_thick(converted):
    _, screen, _ = converted
    boxes = [n for n in descendants(screen.root) if isinstance(n, BoxNode)]
    rules = [min(n.frame.width, n.frame.height) for n in boxes if n.role == "divider"]
    rules += [
        side
        for n in boxes
        if n.style.border is not None
        for side in (n.style.border.width.top, n.style.border.width.bottom)
        if side
    ]
    assert len(rules) >= 3 and all(rule == 1 for rule in rules), rules


@pytest.mark.parametrize("width", [390, 430])
def test_texts_land_where_the_page_puts_them(converted, width):
    _, _, texts = converted
    ours, theirs = texts[width]
    for truth in theirs:
        mine = next((t["bbox"] for t in ours if _like(t["text"], truth["text"])), None)
        assert mine is not None, truth["text"]
        box = truth["bbox"]
        across = min(abs(mine[0] - box[0]), abs(mine[0] + mine[2] / 2 - box[0] - box[2] / 2))
        assert across <= 8 or abs(mine[0] + mine[2] - box[0] - box[2]) <= 8, (truth["text"], mine, box)
        assert abs(mine[1] + mine[3] / 2 - box[1] - box[3] / 2) <= 8, (truth["text"], mine, box)


def test_no_text_is_held_by_two_rows(converted):
    _, screen, _ = converted
    assert all(t.frame.height <= 40 for t in texts_of(screen) if isinstance(t, TextNode))
