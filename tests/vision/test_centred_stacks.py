"""A picture centred beside a stack of lines (an address card's pin beside its region, street and name) stands in
one row with the whole stack, the lines one column beside it: on a wider screen, where the street takes one line
instead of two, the card closes up round the stack and the pin stays centred on it. A column of lines beside a
product's photo, set by a name that wraps, takes what the row leaves, so that on a wider screen it starts where it
did rather than being pushed to the row's end."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import both_boxes, conversion_at_both_widths, descendants, parent_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#f2f2f2;color:#222;padding:10px 12px}
.card{background:#fff;border-radius:12px;padding:14px 14px;margin-bottom:10px}
.addr{display:flex;align-items:center;gap:12px}
.stack{flex:1;min-width:0}
.region{display:flex;align-items:center;gap:6px;font-size:12px;color:#888}
.tag{background:#ff5000;color:#fff;font-size:10px;font-weight:700;padding:1px 4px;border-radius:3px}
.street{font-size:15px;line-height:20px;margin:5px 0}
.who{font-size:12px;color:#777}
.item{display:flex;gap:12px}
.photo{flex:none}
.info{flex:1;min-width:0}
.name{font-size:14px;line-height:19px}
.opt{display:inline-block;margin-top:6px;background:#f3f3f3;color:#999;font-size:12px;padding:2px 6px;border-radius:3px}
.price{margin-top:6px;font-size:14px;font-weight:700;color:#e4393c}
.row{display:flex;justify-content:space-between;font-size:14px;padding-top:14px}
</style></head><body>
<div class="card addr"><svg width="30" height="30" viewBox="0 0 30 30"><circle cx="15" cy="15" r="15" fill="#ff6a00"/><path d="M15 7a6 6 0 0 1 6 6c0 5-6 10-6 10s-6-5-6-10a6 6 0 0 1 6-6z" fill="#fff"/></svg>
<div class="stack"><div class="region"><span class="tag">HOME</span><span>Zhejiang, Hangzhou, Xihu District</span></div>
<div class="street">478 Wensan Road, Huaxing Plaza, B 1203</div>
<div class="who">Li Xiaowen 138****6721</div></div>
<svg width="8" height="12" viewBox="0 0 8 12"><path d="M1 1l5 5-5 5" stroke="#bbb" stroke-width="2" fill="none"/></svg></div>
<div class="card"><div class="item"><svg class="photo" width="84" height="84" viewBox="0 0 84 84"><rect width="84" height="84" rx="8" fill="#dde1e6"/><circle cx="42" cy="42" r="16" fill="none" stroke="#222" stroke-width="6"/></svg>
<div class="info"><div class="name">Wireless Earbuds Pro with Active Noise Cancelling and Charging Case</div>
<span class="opt">Black; Standard</span><div class="price">$59.00</div></div></div>
<div class="row"><span>Delivery</span><span>Free, arrives tomorrow</span></div></div>
</body></html>
"""

REGION, STREET, WHO = (
    "Zhejiang, Hangzhou, Xihu District",
    "478 Wensan Road, Huaxing Plaza, B 1203",
    "Li Xiaowen 138****6721",
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return conversion_at_both_widths(PAGE, request.param)


def _text(screen, name: str) -> TextNode:
    return next(n for n in screen.walk() if isinstance(n, TextNode) and n.text.strip() == name)


def test_the_pin_and_its_whole_stack_are_one_row(converted):
    result, _ = converted
    screen = result.screen
    lines = [_text(screen, name) for name in (REGION, STREET, WHO)]
    stack = parent_of(lines[1], screen.root)
    while not all(line in list(descendants(stack)) for line in lines):
        stack = parent_of(stack, screen.root)
    row = parent_of(stack, screen.root)
    assert isinstance(row, BoxNode) and row.layout.direction == "row", row
    lead = row.children[0]
    assert not isinstance(lead, TextNode) and lead.frame.right <= lines[1].frame.x, lead
    assert lead.frame.height >= 24  # the pin, not a mark of the region's line


@pytest.mark.parametrize("width", [390, 430])
def test_the_stack_and_the_product_column_land_where_the_page_puts_them(converted, width):
    _, shown = converted
    ours, theirs = shown[width]
    for name in (REGION, STREET, WHO, "Black; Standard", "$59.00", "Delivery"):
        got, want = both_boxes(ours, theirs, name)
        assert abs(got[0] - want[0]) <= 4 and abs(got[1] - want[1]) <= 4, (width, name, got, want)
