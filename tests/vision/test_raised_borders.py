"""Lines thicker than a hairline are a box's border at their own width: a card drawn in a 2 px line, thicker at its
foot (a key pressed into the page, as game-like lessons draw answers), and a button with a darker foot under its
paint keep those widths, their rounded corners, and nothing of the line is read as a thing lying on them. A
hairline card stays a hairline."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, ImageNode, TextNode
from tests.vision.tree import converted_screen, descendants, parent_of

SANS = "'DejaVu Sans', sans-serif"
RAISED = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#3c3c3c;padding:24px 16px}}
.grid{{display:grid;grid-template-columns:1fr 1fr;gap:12px}}
.card{{height:120px;display:flex;align-items:center;justify-content:center;font-size:17px;
border:2px solid #e5e5e5;border-bottom-width:4px;border-radius:16px;background:#fff}}
.card.on{{border-color:#84d8ff;background:#ddf4ff;color:#1899d6;font-weight:700}}
.plain{{margin-top:16px;height:64px;display:flex;align-items:center;padding:0 16px;font-size:15px;
border:1px solid #d0d0d0;border-radius:8px}}
.check{{margin-top:24px;height:52px;border-radius:16px;background:#58cc02;border-bottom:5px solid #58a700;
color:#fff;font-size:17px;font-weight:700;display:flex;align-items:center;justify-content:center}}
</style></head><body><div class="grid"><div class="card">el pan</div><div class="card on">la manzana</div></div>
<div class="plain">Skip this lesson</div><div class="check">CHECK</div></body></html>"""


def _box_of(screen, name: str) -> BoxNode:
    text = next(n for n in screen.walk() if isinstance(n, TextNode) and n.text.strip() == name)
    box = parent_of(text, screen.root)
    assert isinstance(box, BoxNode), box
    return box


def _only_its_text(box: BoxNode) -> bool:
    return not any(isinstance(n, (BoxNode, ImageNode)) for n in descendants(box))


@pytest.mark.parametrize("factor", [1, 3])
def test_a_card_drawn_raised_keeps_its_lines_widths(factor):
    screen = converted_screen(RAISED, factor)
    for name in ("el pan", "la manzana"):
        card = _box_of(screen, name)
        border = card.style.border
        assert border is not None, (name, card.style)
        widths = border.width
        assert (widths.top, widths.left, widths.right) == (2, 2, 2) and widths.bottom == 4, (name, widths)
        assert card.style.radii.top_left >= 12, (name, card.style.radii)
        assert _only_its_text(card), (name, card)  # the foot's curve at the corners is no picture on it
    assert _box_of(screen, "Skip this lesson").style.border.width.bottom == 1  # a hairline stays one


@pytest.mark.parametrize("factor", [1, 3])
def test_a_button_with_a_darker_foot_is_one_rounded_box(factor):
    screen = converted_screen(RAISED, factor)
    button = _box_of(screen, "CHECK")
    assert button.style.background is not None and button.style.background.g >= 190, button.style.background
    border = button.style.border
    assert border is not None and border.width.bottom == 5 and not border.width.top, border
    assert border.color.g <= 180, border.color  # the darker green of its foot
    assert button.style.radii.top_left >= 12, button.style.radii
    assert _only_its_text(button), button
