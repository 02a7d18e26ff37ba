"""Steppers and a segmented control: an outlined stepper parted by an upright rule, a filled one, and a segmented
control the screen's bottom edge cuts. The page is written here, rendered at 1x and 3x and converted: a stepper is
one box holding its minus, its value and its plus (not four loose hairlines and corner pictures), and the segments'
labels land where the page's own do."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, ImageNode, Screen, TextNode
from tests.vision.tree import both_boxes, converted_at_both_widths, descendants, parent_of, texts_of

STEPPERS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fbfaff; font-family: 'DejaVu Sans', sans-serif; color: #2a2d35 }
h1 { font-size: 22px; font-weight: 400; margin: 0; padding: 20px 16px }
.row { display: flex; align-items: center; justify-content: space-between; margin: 0 16px; height: 56px }
.name { font-size: 16px } .name small { display: block; font-size: 12px; color: #666 }
.stepper { display: flex; height: 40px; border-radius: 8px; color: #3f5a8a; font-size: 15px }
.stepper span { width: 40px; display: flex; align-items: center; justify-content: center }
.stepper .value { width: 46px }
.minus { width: 14px; height: 2px; background: currentColor }
.plus { position: relative; width: 14px; height: 14px }
.plus::before, .plus::after { content: ''; position: absolute; background: currentColor }
.plus::before { left: 0; top: 6px; width: 14px; height: 2px } .plus::after { left: 6px; top: 0; width: 2px; height: 14px }
.outlined { border: 1px solid #7a7c86 } .outlined span:first-child { border-right: 1px solid #7a7c86 }
.filled { background: #3f5a8a; color: #fff } .filled .value { background: #fbfaff; color: #3f5a8a; margin: 2px 0 }
.spacer { height: 630px }
.segments { display: flex; margin: 0 16px; height: 44px; border-radius: 6px; background: #dcdde8; padding: 3px }
.segments span { flex: 1; display: flex; align-items: center; justify-content: center; font-size: 14px }
.segments .on { background: #fff; border-radius: 5px }
</style></head><body><h1>New booking</h1>
<div class="row"><div class="name">Guests<small>Adults and children</small></div>
<div class="stepper outlined"><span><i class="minus"></i></span><span class="value">2</span>
<span><i class="plus"></i></span></div></div>
<div class="row"><div class="name">Nights<small>Jun 13 to Jun 16</small></div>
<div class="stepper filled"><span><i class="minus"></i></span><span class="value">3</span>
<span><i class="plus"></i></span></div></div>
<div class="spacer"></div>
<div class="segments"><span>Standard</span><span class="on">Deluxe</span><span>Suite</span></div>
</body></html>"""


def _converted(factor: int) -> tuple[Screen, dict]:
    return converted_at_both_widths(STEPPERS, factor)


def _holder(screen: Screen, text: str, painted) -> BoxNode:
    """The nearest box round the text `text` that `painted` accepts."""
    node = next(t for t in texts_of(screen) if t.text == text)
    box = parent_of(node, screen.root)
    while box is not None and not painted(box):
        box = parent_of(box, screen.root)
    assert isinstance(box, BoxNode), f"nothing painted holds {text}"
    return box


def _dashes_left_of(nodes, text: TextNode) -> list[ImageNode]:
    """Pictures among `nodes` on the line of `text` and left of it, flat across and thin: a minus."""
    middle = text.frame.y + text.frame.height / 2
    return [
        n
        for n in nodes
        if isinstance(n, ImageNode)
        and n.frame.right <= text.frame.x
        and n.frame.height <= 6 <= n.frame.width
        and abs(n.frame.y + n.frame.height / 2 - middle) <= 6
    ]


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return _converted(request.param)


def test_an_outlined_stepper_is_one_box_holding_its_rule_and_its_signs(converted):
    """The outlined stepper is one box outlined all round with rounded corners, holding its upright rule, its
    minus, its value and its plus; no corner of it is a picture of its own."""
    screen, _ = converted
    two = next(t for t in texts_of(screen) if t.text == "2")
    stepper = _holder(screen, "2", lambda b: b.style.border is not None)
    border = stepper.style.border.width
    assert min(border.top, border.right, border.bottom, border.left) >= 1
    assert stepper.style.radii.top_left >= 5
    inside = list(descendants(stepper))
    assert any(n.role == "divider" and n.frame.height >= 24 and n.frame.width <= 2 for n in inside)
    assert len(_dashes_left_of(inside, two)) == 1, "the minus"
    assert any(isinstance(n, ImageNode) and n.frame.x >= two.frame.right and n.frame.height >= 10 for n in inside)
    corners = [
        n
        for n in screen.walk()
        if isinstance(n, ImageNode) and n.frame.width <= 9 and n.frame.height <= 9 and n.frame.y < two.frame.bottom
    ]
    assert not corners


def test_a_filled_steppers_minus_is_kept(converted):
    """The filled stepper's white minus, a stroke 2 px thick, is a picture on its paint, not a speck thrown away."""
    screen, _ = converted
    three = next(t for t in texts_of(screen) if t.text == "3")
    (minus,) = _dashes_left_of(screen.walk(), three)
    holder = parent_of(minus, screen.root)
    while holder is not None and holder is not screen.root and holder.style.background is None:
        holder = parent_of(holder, screen.root)
    assert holder is not None and holder is not screen.root, "the minus lies on the stepper's paint"


def test_a_segmented_control_cut_by_the_screens_edge_keeps_its_labels_where_they_were(converted):
    """The segmented control runs past the screen's bottom edge: its three labels stay as far down as they were
    drawn (not lifted to the top of what the screen shows of it), at 390 and at 430 px."""
    _, shown = converted
    for width, (ours, theirs) in shown.items():
        for text in ("Standard", "Deluxe", "Suite"):
            mine, page = both_boxes(ours, theirs, text)
            assert abs(mine[1] + mine[3] / 2 - page[1] - page[3] / 2) <= 4, (width, text, mine, page)
            assert abs(mine[0] + mine[2] / 2 - page[0] - page[2] / 2) <= 8, (width, text, mine, page)
