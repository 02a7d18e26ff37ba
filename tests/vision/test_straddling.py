"""A card straddling the foot of a coloured header (an account's figures over a blue header, solid or a gradient,
on a grey page): the header and the card's lower half touch, and the screenshot shows them as one shape. The card is one box holding all
its figures and captions, the header holds it, painted only down to where it was (the page shows beside the card
below that). The page is written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.ir import BoxNode, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import assert_placed_by_middle, conversion_at_both_widths, descendants

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402

BLUE, GREY = (0x16, 0x77, 0xFF), (0xF2, 0xF3, 0xF5)
FIGURES = [("8", "Orders"), ("24", "Saved"), ("3", "Coupons"), ("1,280", "Points")]
FOOT = 184  # px: where the header's paint ends
CARD_TOP, CARD_BOTTOM = 140, 216

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f2f3f5; font-family: 'DejaVu Sans', sans-serif; color: #1d2129 }
.head { background: HEAD; height: 184px; box-sizing: border-box; padding: 60px 16px 0; color: #fff; display: flex;
  align-items: flex-start; gap: 12px }
.avatar { width: 52px; height: 52px; border-radius: 26px; background: #bfd8ff }
.name { font-size: 18px; margin-top: 4px } .tier { font-size: 12px; margin-top: 6px; color: #dbe8ff }
.card { margin: -44px 16px 12px; height: 76px; background: #fff; border-radius: 10px; display: flex;
  align-items: center }
.card div { flex: 1; text-align: center; font-size: 12px; color: #86909c }
.card b { display: block; font-size: 18px; color: #1d2129; margin-bottom: 6px; font-weight: 400 }
.group { margin: 0 16px; background: #fff; border-radius: 10px }
.row { height: 48px; display: flex; align-items: center; padding: 0 14px; font-size: 15px }
.row + .row { border-top: 1px solid #f0f0f0 }
</style></head><body><div class="head"><div class="avatar"></div><div><div class="name">Noor Haddad</div>
<div class="tier">Gold member</div></div></div><div class="card">"""
    + "".join(f"<div><b>{figure}</b>{caption}</div>" for figure, caption in FIGURES)
    + """</div><div class="group"><div class="row">Addresses</div><div class="row">Payment methods</div>
<div class="row">Help centre</div></div></body></html>"""
)


HEADS = {"solid": "#1677ff", "gradient": "linear-gradient(135deg, #3a8bff, #0f62e6)"}


@pytest.fixture(scope="module", params=[(1, "solid"), (3, "solid"), (1, "gradient"), (3, "gradient")], ids=str)
def converted(request):
    factor, head = request.param
    page = PAGE.replace("HEAD", HEADS[head])
    with Renderer() as renderer:
        drawn = renderer.render_png(page, 390, 844)
        result = convert(scaled(drawn, factor))
        ours = np.asarray(Image.open(io.BytesIO(renderer.render_png(result.html, 430, 932))).convert("RGB"))
    return result.screen, ours


def _texts(node) -> set[str]:
    return {n.text.strip() for n in descendants(node) if isinstance(n, TextNode)}


def _card(screen) -> BoxNode:
    held = [
        n
        for n in descendants(screen.root)
        if isinstance(n, BoxNode) and {f for f, _ in FIGURES} | {c for _, c in FIGURES} <= _texts(n)
    ]
    return min(held, key=lambda n: n.frame.width * n.frame.height)


def test_the_card_is_one_box_holding_all_its_figures(converted):
    screen, _ = converted
    card = _card(screen)
    assert card.style.background is not None and card.style.background.r == 255
    assert abs(card.frame.y - CARD_TOP) <= 3 and abs(card.frame.bottom - CARD_BOTTOM) <= 3, card.frame
    assert card.style.radii.top_left > 0


def test_the_header_holds_the_card_painted_down_to_its_foot(converted):
    screen, _ = converted
    card = _card(screen)
    header = next(c for c in screen.root.children if isinstance(c, BoxNode) and any(n is card for n in descendants(c)))
    assert "Noor Haddad" in _texts(header)
    gradient = header.style.gradient
    assert gradient is not None, header.style
    (first, _), (last, at) = gradient.stops[0], gradient.stops[-1]
    assert abs(first.r - BLUE[0]) <= 40 and abs(first.g - BLUE[1]) <= 40 and first.b >= 200, first
    assert abs(last.r - GREY[0]) <= 4 and at == 1.0
    paint_ends = header.frame.y + header.frame.height * gradient.stops[1][1]
    assert abs(paint_ends - FOOT) <= 3, paint_ends


def test_on_a_wider_screen_the_page_shows_beside_the_card_below_the_header(converted):
    _, ours = converted
    beside_above, beside_below = ours[FOOT - 10, 6], ours[FOOT + 12, 6]
    assert np.abs(beside_above.astype(int) - BLUE).max() <= 40, beside_above
    assert np.abs(beside_below.astype(int) - GREY).max() <= 6, beside_below


CATEGORIES = ("Phones", "Fashion", "Grocery", "Home", "Coupons")
LIBRARY = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens"


def test_a_card_of_icons_over_a_gradient_header_holds_its_icons_and_names():
    """A shop's category card on the foot of its red gradient header, its round icons on the header's foot."""
    result, shown = conversion_at_both_widths((LIBRARY / "d_taroui_shop.html").read_text(), 1)
    held = [n for n in descendants(result.screen.root) if isinstance(n, BoxNode) and set(CATEGORIES) <= _texts(n)]
    card = min((n for n in held if n.style.background is not None), key=lambda n: n.frame.width * n.frame.height)
    assert card.style.background is not None and card.style.background.r == 255, card.style
    assert card.frame.width < 380 and 140 <= card.frame.y <= 160, card.frame  # the card, on the header's foot
    icons = [n for n in descendants(card) if n.frame.width >= 40 and n.frame.height >= 40 and n is not card]
    assert len(icons) >= 5, [n.frame for n in icons]
    assert_placed_by_middle(shown, CATEGORIES)
