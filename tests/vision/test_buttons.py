"""Buttons that take the width they are given centre their label by alignment: a primary button across the screen
and two buttons sharing a row keep no more padding than half their height, so on a narrower phone (360 px) the label
still fits between the paddings (React Native would wrap it otherwise). A small button that hugs its label keeps its
padding, which is its width. The page is written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import descendants

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import candidate_facts  # noqa: E402

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #111 }
h1 { font-size: 24px; margin: 0; padding: 56px 20px 16px }
p { margin: 0 20px 24px; font-size: 15px; color: #555 }
.who { display: flex; align-items: center; justify-content: space-between; margin: 0 20px 32px; font-size: 16px }
.follow { height: 30px; padding: 0 14px; border-radius: 15px; background: #eef2ff; color: #3730a3; font-size: 13px;
  display: flex; align-items: center }
.primary { margin: 0 20px 16px; height: 50px; border-radius: 12px; background: #4f46e5; color: #fff; font-size: 17px;
  display: flex; align-items: center; justify-content: center }
.pair { display: flex; gap: 12px; margin: 0 20px }
.pair div { flex: 1; height: 46px; border-radius: 10px; display: flex; align-items: center; justify-content: center;
  font-size: 16px }
.cancel { background: #f1f5f9; color: #0f172a } .save { background: #0f172a; color: #fff }
</style></head><body><h1>Invite</h1><p>Share the board with your team.</p>
<div class="who"><span>Mina Okafor</span><span class="follow">Follow</span></div>
<div class="primary">Send invitation</div>
<div class="pair"><div class="cancel">Cancel</div><div class="save">Save draft</div></div>
</body></html>"""

WIDE_LABELS = ("Send invitation", "Cancel", "Save draft")


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    with Renderer() as renderer:
        drawn = renderer.render_png(PAGE, 390, 844)
        result = convert(scaled(drawn, request.param))
        narrow = candidate_facts(renderer.snapshot(result.html, 360, 780), 780)
        at_390 = candidate_facts(renderer.snapshot(result.html, 390, 844), 844)
        at_430 = candidate_facts(renderer.snapshot(result.html, 430, 932), 932)
    return result.screen, narrow, at_390, at_430


def _holder(screen, text: str) -> BoxNode:
    for node in descendants(screen.root):
        if isinstance(node, BoxNode) and any(isinstance(c, TextNode) and c.text.strip() == text for c in node.children):
            return node
    raise AssertionError(text)


def _painted_round(facts, text: str) -> tuple[list[float], list[float]]:
    """A text's box and the smallest painted box round its middle, in a rendering's facts."""
    texts, boxes, _ = facts
    box = next(t["bbox"] for t in texts if t["text"] == text)
    middle = (box[0] + box[2] / 2, box[1] + box[3] / 2)
    around = [
        b["bbox"]
        for b in boxes
        if b["background"] is not None
        and b["bbox"][0] <= middle[0] <= b["bbox"][0] + b["bbox"][2]
        and b["bbox"][1] <= middle[1] <= b["bbox"][1] + b["bbox"][3]
        and b["bbox"][2] < 360
    ]
    return box, min(around, key=lambda b: b[2] * b[3])


def test_a_button_given_its_width_pads_its_label_no_more_than_half_its_height(converted):
    screen = converted[0]
    for label in WIDE_LABELS:
        button = _holder(screen, label)
        padding = button.layout.padding
        assert max(padding.left, padding.right) <= button.frame.height / 2, (label, padding)


def test_on_a_narrow_phone_each_label_fits_between_its_buttons_paddings(converted):
    """Flex centring keeps an overflowing label in the middle in a browser, but it spills over the button's
    padding, and React Native wraps a text its box has no room for: the room between the paddings holds it."""
    screen, narrow = converted[0], converted[1]
    for label in WIDE_LABELS:
        text, button = _painted_round(narrow, label)
        padding = _holder(screen, label).layout.padding
        assert text[2] <= button[2] - padding.left - padding.right, (label, text, button, padding)
        assert abs((text[0] + text[2] / 2) - (button[0] + button[2] / 2)) <= 2, (label, text, button)


def test_a_small_button_hugging_its_label_keeps_its_width(converted):
    _, _, at_390, at_430 = converted
    (_, small), (_, wider) = _painted_round(at_390, "Follow"), _painted_round(at_430, "Follow")
    assert abs(small[2] - wider[2]) <= 1 and small[2] < 120, (small, wider)


# a list with a floating action button at its bottom right corner, 24 px above the screen's bottom, and no tab bar
FAB_PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #1c1b1f }
header { background: #00695c; color: #fff; font-size: 20px; padding: 18px 16px }
.row { height: 64px; display: flex; align-items: center; padding: 0 16px; border-bottom: 1px solid #e0e0e0;
  font-size: 16px }
.fab { position: fixed; right: 16px; bottom: 24px; width: 56px; height: 56px; border-radius: 16px;
  background: #26a69a }
</style></head><body><header>Notes</header><div class="row">Groceries</div><div class="row">Trip ideas</div>
<div class="row">Reading list</div><div class="fab"></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_floating_button_over_a_short_list_stays_at_the_bottom_of_a_taller_screen(factor):
    with Renderer() as renderer:
        drawn = renderer.render_png(FAB_PAGE, 390, 844)
        html = convert(scaled(drawn, factor)).html
        _, boxes, _ = candidate_facts(renderer.snapshot(html, 430, 932), 932)
    (fab,) = [b["bbox"] for b in boxes if abs(b["bbox"][2] - 56) <= 3 and abs(b["bbox"][3] - 56) <= 3]
    assert abs(932 - (fab[1] + fab[3]) - 24) <= 3 and abs(430 - (fab[0] + fab[2]) - 16) <= 3, fab
