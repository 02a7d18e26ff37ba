"""A card beside the short thing that labels it (an agenda's events beside their hours, a field beside its label)
takes the room the label leaves, so on a wider screen it widens with the screen; a stripe of colour down a card's
left side (the event's calendar colour) is the card's left border, not a rule drawn over it."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import both_boxes, conversion_at_both_widths, descendants, parent_of

SANS = "'DejaVu Sans', sans-serif"
EVENTS = (
    ("9 AM", "Design review", "9:00 to 9:30", "#1a73e8", "#e8f0fe"),
    ("11 AM", "Planning", "11:00 to 12:00", "#188038", "#e6f4ea"),
    ("2 PM", "Dentist", "2:00 to 2:45", "#e8710a", "#feefe3"),
)
AGENDA = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#1d1b20}}
h1{{font-size:20px;padding:20px 16px 12px}}
.slot{{display:flex;gap:12px;padding:0 16px;margin-bottom:10px}}
.hour{{width:40px;flex:none;text-align:right;font-size:12px;color:#49454f;padding-top:10px}}
.event{{flex:1;min-width:0;padding:10px 12px;border-left:6px solid var(--stripe);background:var(--fill)}}
.event b{{display:block;font-size:16px;font-weight:500}} .event span{{font-size:13px;color:#49454f}}
label{{display:flex;align-items:center;gap:12px;padding:12px 16px;font-size:14px}}
label i{{flex:1;height:40px;border:1px solid #c4c4c4;border-radius:6px;font-style:normal;color:#888;
display:flex;align-items:center;padding:0 10px}}
</style></head><body><h1>Wednesday</h1>
{
    "".join(
        f'<div class="slot" style="--stripe:{stripe};--fill:{fill}"><div class="hour">{hour}</div>'
        f'<div class="event"><b>{title}</b><span>{time}</span></div></div>'
        for hour, title, time, stripe, fill in EVENTS
    )
}
<label>Notes <i>Add a note</i></label></body></html>"""


def _card_of(screen, title: str) -> BoxNode:
    text = next(n for n in screen.walk() if isinstance(n, TextNode) and n.text == title)
    card = parent_of(text, screen.root)
    while card is not None and card.style.background is None:
        card = parent_of(card, screen.root)
    assert card is not None, title
    return card


@pytest.mark.parametrize("factor", [1, 3])
def test_an_event_card_takes_the_room_its_hour_leaves(factor):
    result, shown = conversion_at_both_widths(AGENDA, factor)
    for _, title, _, _, _ in EVENTS:
        card = _card_of(result.screen, title)
        assert card.placement.grow == 1 and card.placement.width == "fill", (title, card.placement)
        assert card.layout.padding.right <= 16, (title, card.layout.padding)  # not held at its width by padding
    ours, theirs = shown[430]
    for hour, title, time, _, _ in EVENTS:
        for text in (hour, title, time):
            got, want = both_boxes(ours, theirs, text)
            assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (text, got, want)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_stripe_down_a_cards_side_is_its_left_border(factor):
    result, _ = conversion_at_both_widths(AGENDA, factor)
    for _, title, _, stripe, _ in EVENTS:
        card = _card_of(result.screen, title)
        border = card.style.border
        assert border is not None and 5 <= border.width.left <= 7, (title, border)
        assert border.width.top == border.width.right == border.width.bottom == 0, (title, border)
        want = tuple(int(stripe[i : i + 2], 16) for i in (1, 3, 5))
        got = (border.color.r, border.color.g, border.color.b)
        assert max(abs(a - b) for a, b in zip(got, want)) <= 24, (title, got, want)
        rules = [n for n in descendants(card) if isinstance(n, BoxNode) and n.role == "divider"]
        assert not rules, (title, rules)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_field_beside_its_label_widens_with_the_screen(factor):
    _, shown = conversion_at_both_widths(AGENDA, factor)
    ours, theirs = shown[430]
    got, want = both_boxes(ours, theirs, "Add a note")
    assert abs(got[0] - want[0]) <= 8, (got, want)
