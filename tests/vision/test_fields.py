"""Outlined text fields the Material way: each field's label sits in a notch of its outline, across the top edge,
the value inside, a helper line under one of them. The field is one outlined box that takes the width it is given,
its label set on its outline out of the flow (on a patch of the page's colour), so on a wider phone the fields
stretch and every label and value stays where the original puts it. The page is written here, rendered at 1x and
3x and converted."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import both_boxes, converted_at_both_widths, descendants

FIELDS = [("Full name", "Ada Byron"), ("Phone", "+44 20 7946 0018"), ("City", "London")]
HELP = "Used for delivery updates"

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fdfcff; font-family: 'DejaVu Sans', sans-serif; color: #1a1c1e }
h1 { font-size: 22px; font-weight: 400; margin: 0; padding: 22px 16px 8px }
.field { position: relative; margin: 26px 16px 0; height: 54px; border: 1px solid #73777f; border-radius: 4px;
  display: flex; align-items: center; padding: 0 14px; font-size: 16px }
.field label { position: absolute; top: -9px; left: 10px; background: #fdfcff; padding: 0 4px; font-size: 12px;
  color: #43474e }
.help { margin: 4px 30px 0; font-size: 12px; color: #43474e }
</style></head><body><h1>Shipping</h1>"""
    + "".join(
        f'<div class="field"><label>{label}</label>{value}</div>'
        + (f'<div class="help">{HELP}</div>' if i == 1 else "")
        for i, (label, value) in enumerate(FIELDS)
    )
    + "</body></html>"
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def _field_of(screen, value: str) -> BoxNode:
    return next(
        n
        for n in descendants(screen.root)
        if isinstance(n, BoxNode)
        and n.style.border is not None
        and any(isinstance(c, TextNode) and c.text.strip() == value for c in n.children)
    )


def test_each_field_is_one_outlined_box_holding_its_label_on_its_outline(converted):
    screen, _ = converted
    for label, value in FIELDS:
        field = _field_of(screen, value)
        assert field.placement.width != "fixed" and not field.placement.absolute
        legends = [c for c in field.children if isinstance(c, BoxNode) and c.placement.absolute]
        assert [t.text.strip() for leg in legends for t in leg.children if isinstance(t, TextNode)] == [label]
        (legend,) = legends
        assert legend.frame.y < field.frame.y < legend.frame.bottom  # across the top edge
        assert legend.style.background is not None and legend.style.background.r >= 250


def test_the_helper_line_stays_a_text_of_its_own(converted):
    screen, _ = converted
    read = [n.text.strip() for n in descendants(screen.root) if isinstance(n, TextNode)]
    assert HELP in read, read


def test_labels_and_values_stay_where_the_original_puts_them_at_both_widths(converted):
    _, widths = converted
    for width, (ours, theirs) in widths.items():
        for text in [t for pair in FIELDS for t in pair] + [HELP]:
            mine, truth = both_boxes(ours, theirs, text)
            assert abs(mine[0] - truth[0]) <= 8 and abs(mine[1] - truth[1]) <= 8, (width, text, mine, truth)
