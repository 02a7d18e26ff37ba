"""An order list in the look of a shop's app: tabs whose selected one is underlined by a short bar, cards of orders
holding a gradient thumbnail, a wrapped product name beside its price, a total, and buttons kept to the card's
right. The page is written here, rendered at 1x and 3x and converted; its texts are checked at 390 and 430 px."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, ImageNode, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import descendants, parent_of, texts_at_both_widths, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import candidate_facts  # noqa: E402

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"Liberation Sans",sans-serif;background:#f3f3f3;color:#222}
.nav{height:48px;background:#fff;display:flex;align-items:center;justify-content:center;font-size:17px;font-weight:600}
.tabs{display:flex;background:#fff;border-bottom:1px solid #e7e7e7}
.tabs div{flex:1;text-align:center;font-size:14px;color:#666;padding:12px 0 10px;position:relative}
.tabs .on{color:#0052d9;font-weight:600}
.tabs .on:after{content:"";position:absolute;left:50%;bottom:0;width:16px;margin-left:-8px;height:3px;
  border-radius:2px;background:#0052d9}
.order{background:#fff;margin:12px;border-radius:12px;padding:14px 16px}
.head{display:flex;justify-content:space-between;font-size:13px;color:#999}
.item{display:flex;margin-top:12px}
.thumb{width:72px;height:72px;border-radius:8px;background:linear-gradient(135deg,#a6c8ff,#4c84ff);flex:none}
.info{flex:1;margin-left:12px}
.name{font-size:15px;line-height:20px}
.spec{font-size:12px;color:#999;margin-top:6px}
.price{text-align:right;font-size:14px}
.price small{display:block;color:#999;font-size:12px;margin-top:6px}
.btns{display:flex;justify-content:flex-end;margin-top:14px;gap:10px}
.btn{height:32px;padding:0 14px;border:1px solid #dcdcdc;border-radius:16px;font-size:13px;line-height:30px}
</style></head><body>
<div class="nav">My orders</div>
<div class="tabs"><div>All</div><div class="on">To pay</div><div>To ship</div><div>Shipped</div><div>Reviews</div></div>
<div class="order"><div class="head"><span>Order 2026112501</span><span>Awaiting payment</span></div>
<div class="item"><div class="thumb"></div><div class="info"><div class="name">Wireless noise-cancelling
headphones</div><div class="spec">Midnight blue, 1 pc</div></div><div class="price">$129.00<small>x1</small></div></div>
<div class="btns"><span class="btn">Cancel order</span><span class="btn">Contact seller</span>
<span class="btn">Pay now</span></div></div>
<div class="order"><div class="head"><span>Order 2026112417</span><span>Awaiting payment</span></div>
<div class="item"><div class="thumb" style="background:linear-gradient(135deg,#ffd6a6,#ff8a4c)"></div>
<div class="info"><div class="name">Ceramic pour-over coffee set</div><div class="spec">Sand, 2 pcs</div></div>
<div class="price">$48.50<small>x2</small></div></div></div>
</body></html>"""

BLUE = (0, 82, 217)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    with Renderer() as renderer:
        result = convert(scaled(renderer.render_png(PAGE, 390, 844), request.param))
        texts = texts_at_both_widths(renderer, result.html, PAGE)
        _, boxes, _ = candidate_facts(renderer.snapshot(result.html, 430, 932), 932)
    return result.screen, texts, boxes


def _text(screen, words: str) -> TextNode:
    return next(t for t in texts_of(screen) if t.text.strip() == words)


def test_the_selected_tab_holds_its_indicator(converted):
    screen, _, _ = converted
    label = _text(screen, "To pay")
    tab = parent_of(label, screen.root)
    assert tab.role == "tab"
    (bar,) = [c for c in tab.children if c is not label]
    assert bar.role == "indicator" and bar.frame.height <= 4 and 12 <= bar.frame.width <= 20
    assert abs(bar.frame.x + bar.frame.width / 2 - (label.frame.x + label.frame.width / 2)) <= 3
    colour = bar.style.background
    assert colour is not None and abs(colour.r - BLUE[0]) + abs(colour.g - BLUE[1]) + abs(colour.b - BLUE[2]) < 60


def test_the_tabs_row_is_named_tabs_and_its_texts_labels(converted):
    screen, _, _ = converted
    tab = parent_of(_text(screen, "To pay"), screen.root)
    row = parent_of(tab, screen.root)
    assert row.role == "tabs"
    labels = [t for t in descendants(row) if isinstance(t, TextNode)]
    assert {t.text.strip() for t in labels} >= {"All", "To pay", "Shipped"}
    assert {t.role for t in labels} == {"label"}


def test_the_indicator_stays_under_its_tab_on_a_wider_screen(converted):
    screen, texts, boxes = converted
    ours, _ = texts[430]
    label = next(t["bbox"] for t in ours if t["text"] == "To pay")
    bars = [
        b["bbox"]
        for b in boxes
        if b["background"] is not None
        and b["bbox"][3] <= 4
        and sum(abs(a - c) for a, c in zip(b["background"], BLUE)) < 60
    ]
    assert len(bars) == 1
    assert abs(bars[0][0] + bars[0][2] / 2 - (label[0] + label[2] / 2)) <= 3


def test_the_tab_bars_border_is_no_picture(converted):
    screen, _, _ = converted
    strips = [
        n for n in descendants(screen.root) if isinstance(n, ImageNode) and n.frame.width > 100 and n.frame.height <= 6
    ]
    assert strips == []


def test_thumbnails_are_gradients_that_hold_nothing_and_keep_their_size(converted):
    screen, _, _ = converted
    thumbs = [n for n in descendants(screen.root) if isinstance(n, BoxNode) and n.style.gradient is not None]
    assert len(thumbs) == 2
    for thumb in thumbs:
        assert thumb.children == []
        assert abs(thumb.frame.width - 72) <= 1.5 and abs(thumb.frame.height - 72) <= 1.5
        assert thumb.placement.width == "fixed"
        assert 6 <= thumb.style.radii.top_left <= 10


def test_a_wrapped_name_stays_clear_of_its_price(converted):
    screen, _, _ = converted
    name = _text(screen, "Wireless noise-cancelling headphones")
    price = _text(screen, "$129.00")
    assert name.frame.right <= price.frame.x + 1
    assert parent_of(name, screen.root) is not parent_of(price, screen.root)
    # the price and its quantity are one column at the end of the row
    assert parent_of(price, screen.root) is parent_of(_text(screen, "x1"), screen.root)


@pytest.mark.parametrize("width", [390, 430])
def test_texts_land_where_the_page_puts_them(converted, width):
    _, texts, _ = converted
    ours, theirs = texts[width]
    for words in (
        "To pay",
        "Reviews",
        "Wireless noise-cancelling headphones",
        "$129.00",
        "x1",
        "Cancel order",
        "Contact seller",
        "Pay now",
        "$48.50",
    ):
        mine, truth = (
            next(t["bbox"] for t in ours if t["text"] == words),
            next(t["bbox"] for t in theirs if t["text"] == words),
        )
        assert abs(mine[0] - truth[0]) <= 8 or abs(mine[0] + mine[2] - truth[0] - truth[2]) <= 8, (words, mine, truth)
        assert abs(mine[1] + mine[3] / 2 - truth[1] - truth[3] / 2) <= 8, (words, mine, truth)
