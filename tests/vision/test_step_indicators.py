"""A checkout's stepper: numbered steps joined by hairlines, each step's name under it. Each step and its name are
one column, and the hairlines between the columns take what they leave, so on a wider screen the steps spread as
the page's do, their names under them. In the action bar under it, "Back" keeps its width and "Continue" takes the
rest of the row."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import assert_placed_by_middle, conversion_at_both_widths, parent_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#f8fafc;color:#0f172a;min-height:100vh;display:flex;flex-direction:column}
.top{background:#fff;padding:14px 16px;font-size:17px;font-weight:700;border-bottom:1px solid #e2e8f0}
.steps{background:#fff;padding:16px 24px 12px;border-bottom:1px solid #e2e8f0}
.dots{display:flex;align-items:center}
.dot{width:30px;height:30px;border-radius:50%;border:2px solid #cbd5e1;color:#64748b;font-size:13px;font-weight:700;
display:flex;align-items:center;justify-content:center;flex:none;background:#fff}
.dot.done{background:#4f46e5;border-color:#4f46e5;color:#fff}
.line{flex:1;height:2px;background:#cbd5e1;margin:0 6px}
.line.done{background:#4f46e5}
.names{display:flex;justify-content:space-between;margin-top:6px;font-size:12px;color:#475569}
.names span{width:30px;display:flex;justify-content:center;white-space:nowrap}
.body{flex:1;padding:16px;font-size:15px;color:#334155}
.bar{background:#fff;border-top:1px solid #e2e8f0;padding:12px 16px 20px;display:flex;gap:12px}
.back{height:46px;padding:0 18px;border-radius:8px;background:#eef2f7;color:#334155;font-size:15px;font-weight:700;
display:flex;align-items:center;gap:8px}
.go{flex:1;height:46px;border-radius:8px;background:#4f46e5;color:#fff;font-size:15px;font-weight:700;
display:flex;align-items:center;justify-content:center}
</style></head><body>
<div class="top">Checkout</div>
<div class="steps"><div class="dots"><div class="dot done">1</div><div class="line done"></div><div class="dot done">2</div>
<div class="line"></div><div class="dot">3</div><div class="line"></div><div class="dot">4</div></div>
<div class="names"><span>Cart</span><span>Address</span><span>Payment</span><span>Review</span></div></div>
<div class="body">Choose where your order should go.</div>
<div class="bar"><div class="back"><svg width="8" height="12" viewBox="0 0 8 12"><path d="M7 1L2 6l5 5" stroke="#334155" stroke-width="2" fill="none"/></svg>Back</div>
<div class="go">Continue to payment</div></div>
</body></html>
"""

STEPS = ("1", "2", "3", "4")
NAMES = ("Cart", "Address", "Payment", "Review")


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return conversion_at_both_widths(PAGE, request.param)


def test_steps_and_their_names_spread_with_the_width(converted):
    _, shown = converted
    assert_placed_by_middle(shown, STEPS + NAMES + ("Continue to payment",), near=4)


def test_each_step_holds_its_name_and_the_hairlines_between_take_the_rest(converted):
    result, _ = converted
    screen = result.screen
    texts = {n.text.strip(): n for n in screen.walk() if isinstance(n, TextNode)}
    columns = []
    for step, name in zip(STEPS, NAMES):
        column = parent_of(parent_of(texts[step], screen.root), screen.root)  # (the step's disc, then its column)
        assert texts[name] in column.children, (step, name, column)
        columns.append(column)
    row = parent_of(columns[0], screen.root)
    assert all(parent_of(column, screen.root) is row for column in columns)
    rules = [c for c in row.children if isinstance(c, BoxNode) and c.role == "divider"]
    assert len(rules) == 3 and all(rule.placement.grow > 0 for rule in rules), rules
    assert not any(column.placement.grow for column in columns)


def test_the_main_action_takes_what_back_leaves(converted):
    result, _ = converted
    screen = result.screen
    texts = [n for n in screen.walk() if isinstance(n, TextNode)]
    go = parent_of(next(t for t in texts if t.text.strip() == "Continue to payment"), screen.root)
    back = parent_of(next(t for t in texts if t.text.strip().endswith("Back")), screen.root)
    assert go.placement.grow > 0 and go.placement.width == "fill", go.placement
    assert not back.placement.grow and back.placement.width != "fill", back.placement
