"""Rows of a list whose two short lines (an order's number and date; its customer and item count) stand beside a
total at the row's right. The second line is no wrap of the first: the first left room for its first word before
the total. Each line stays a text of its own, at 390 and at 430, and so on the library pages that set rows so.
And a record's fields in a grid of equal columns, each label over its value at its column's left: the columns
take equal shares of the row on any width."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.vision.tree import both_boxes, conversion_at_both_widths, texts_of

SANS = "'DejaVu Sans', sans-serif"
ORDERS = [
    ("#1284 Today at 10:42 am", "Maya Okafor · 3 items", "$248.60"),
    ("#1283 Today at 9:17 am", "Daniel Brooks · 1 item", "$64.00"),
    ("#1282 Yesterday at 6:03 pm", "Sofía Hernández · 7 items", "$1,129.95"),
    ("#1281 Yesterday at 2:48 pm", "Liam Chen · 2 items", "$89.50"),
]
PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f1f1f1;color:#303030;padding:12px}}
.list{{background:#fff;border-radius:12px}}
.row{{display:flex;gap:12px;padding:14px 16px;border-bottom:1px solid #ebebeb}}
.main{{flex:1;min-width:0}} .first{{font-size:13px}} .second{{font-size:13px;margin-top:5px}}
.total{{font-size:13px;font-weight:600}}
</style></head><body><div class="list">
{
    "".join(
        f'<div class="row"><div class="main"><div class="first">{a}</div><div class="second">{b}</div></div>'
        f'<div class="total">{c}</div></div>'
        for a, b, c in ORDERS
    )
}
</div></body></html>"""

LIBRARY = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens"


@pytest.mark.parametrize("factor", [1, 3])
def test_two_short_lines_beside_a_total_are_two_texts(factor):
    result, shown = conversion_at_both_widths(PAGE, factor)
    texts = {t.text for t in texts_of(result.screen)}
    for first, second, _ in ORDERS:
        assert first in texts and second in texts, sorted(texts)
    ours, theirs = shown[430]
    for _, second, _ in ORDERS:
        got, want = both_boxes(ours, theirs, second)
        assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (second, got, want)


@pytest.mark.parametrize("factor", [1, 3])
def test_the_polaris_orders_keep_their_customer_lines(factor):
    result, _ = conversion_at_both_widths((LIBRARY / "d_polaris_orders.html").read_text(), factor)
    texts = [t.text for t in texts_of(result.screen)]
    for customer in ("Maya Okafor · 3 items", "Daniel Brooks · 1 item", "Liam Chen · 2 items"):
        assert customer in texts, texts


FIELDS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#181818}}
header{{padding:16px;border-bottom:1px solid #e5e5e5}}
h1{{font-size:20px;margin-bottom:14px}}
.grid{{display:grid;grid-template-columns:1fr 1fr 1fr}}
.label{{font-size:12px;color:#555}} .value{{font-size:14px;margin-top:3px}}
</style></head><body><header><h1>Northwind Logistics</h1><div class="grid">
<div><div class="label">Account</div><div class="value">Northwind</div></div>
<div><div class="label">Close Date</div><div class="value">12/19/2025</div></div>
<div><div class="label">Amount</div><div class="value">$486,500</div></div></div></header></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_fields_in_a_grid_of_equal_columns_keep_to_their_columns(factor):
    _, shown = conversion_at_both_widths(FIELDS, factor)
    for width in (390, 430):
        ours, theirs = shown[width]
        for text in ("Close Date", "12/19/2025", "Amount", "$486,500"):
            got, want = both_boxes(ours, theirs, text)
            assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (width, text, got, want)
