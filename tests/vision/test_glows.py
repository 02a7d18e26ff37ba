"""A coloured glow round a card (a shadow cast in the card's own hue) is no paint of its own: the card is a container
of its own colour holding its texts, and the round buttons the glow reaches stay buttons of their own beside it. A
flat tinted panel beside a coloured button is paint, glow or not."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import converted_screen, descendants, parent_of

SANS = "'DejaVu Sans', sans-serif"
GLOW = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f3f4f8;color:#1b1d23;padding:20px 16px}}
.card{{background:#5b3df5;color:#fff;border-radius:18px;padding:18px;box-shadow:0 12px 26px rgba(91,61,245,.3)}}
.card small{{font-size:13px;opacity:.85}} .card b{{display:block;font-size:30px;margin:6px 0 16px}}
.card span{{font-size:13px}}
.actions{{display:flex;justify-content:space-between;padding:14px 12px 0}}
.act{{display:flex;flex-direction:column;align-items:center;gap:6px;font-size:12px}}
.disc{{width:44px;height:44px;border-radius:50%;background:#e4e6ee;display:flex;align-items:center;
justify-content:center}} .disc i{{width:16px;height:3px;background:#1b1d23;border-radius:2px}}
h2{{font-size:17px;margin:26px 0 10px}} .row{{font-size:15px;padding:10px 0}}
</style></head><body>
<div class="card"><small>Savings balance</small><b>$12,480.20</b><span>Account 0193 · Joint</span></div>
<div class="actions"><div class="act"><div class="disc"><i></i></div>Top up</div>
<div class="act"><div class="disc"><i></i></div>Move</div><div class="act"><div class="disc"><i></i></div>Goals</div>
<div class="act"><div class="disc"><i></i></div>More</div></div>
<h2>Recent</h2><div class="row">Rent share</div><div class="row">Groceries</div></body></html>"""

PANEL = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}} body{{font-family:{SANS};background:#fff;color:#111;padding:24px 16px}}
.button{{background:#2456d6;color:#fff;border-radius:10px;padding:14px;font-size:16px;text-align:center}}
.panel{{background:#d7e2fa;padding:18px 16px;font-size:15px;border-radius:0 0 10px 10px}}
</style></head><body><div class="button">Pay now</div>
<div class="panel">Your card ending 2291 will be charged</div></body></html>"""


def _text(screen, name: str) -> TextNode:
    return next(n for n in screen.walk() if isinstance(n, TextNode) and n.text.strip().startswith(name))


@pytest.mark.parametrize("factor", [1, 3])
def test_a_card_in_a_glow_of_its_own_colour_is_a_container_apart_from_the_buttons(factor):
    screen = converted_screen(GLOW, factor)
    card = parent_of(_text(screen, "Savings balance"), screen.root)
    assert isinstance(card, BoxNode) and card.style.background is not None, card
    paint = card.style.background
    assert paint.b >= 200 and paint.r <= 130, paint  # the card's own violet, not its glow's lavender
    held = {t.text.strip() for t in descendants(card) if isinstance(t, TextNode)}
    assert {"$12,480.20", "Account 0193 · Joint"} <= held, held
    assert not held & {"Top up", "Move", "Goals", "More"}, held  # the buttons under its glow stay apart
    assert card.frame.height <= 150, card.frame  # the card, not the card and its glow and the buttons


@pytest.mark.parametrize("factor", [1, 3])
def test_a_flat_tinted_panel_beside_a_coloured_button_stays_paint(factor):
    screen = converted_screen(PANEL, factor)
    node = _text(screen, "Your card ending")
    while (node := parent_of(node, screen.root)) is not None:  # the nearest painted box the text lies on
        if isinstance(node, BoxNode) and node.style.background is not None:
            break
    assert node is not None and node.style.background is not None
    paint = node.style.background
    assert abs(paint.r - 215) <= 8 and abs(paint.b - 250) <= 8, paint  # the panel's tint, not the page's white
