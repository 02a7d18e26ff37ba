"""A board of notes in two columns of cards of different heights, the first note led by two photos side by side.
A card under a taller card's neighbour is the next card of its own column, not a line beside a picture: both
columns share the width and grow with it. The two photos are two cells of one grid and grow with the card."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, ImageNode
from tests.vision.tree import converted_at_both_widths, descendants, parent_of, texts_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#fdfbff;color:#1d1b20;padding:16px 12px}
.board{columns:2;column-gap:8px}
.note{break-inside:avoid;border-radius:12px;margin-bottom:8px;padding:14px 16px;font-size:14px;line-height:20px}
.note h3{font-size:16px;font-weight:400;margin-bottom:6px}
.photos{display:flex;gap:2px;margin:-14px -16px 12px}
.photos div{flex:1;height:96px;display:flex}
.a{background:#e6f4d7;padding-top:14px}.b{background:#fff8b8}.c{background:#faafa8}.d{background:#fff;border:1px solid #c4c7c5}
</style></head><body><div class="board">
<div class="note a"><div class="photos"><div>{beach}</div><div>{sunset}</div></div><h3>Lisbon trip</h3>Flight lands at ten forty, then a walking tour of the old town in the afternoon.</div>
<div class="note d"><h3>Wi-Fi at home</h3>Casa_Ribeiro_5G<br>limoeiro-2291</div>
<div class="note b"><h3>Groceries</h3>Oat milk<br>Free range eggs<br>Sourdough loaf<br>Baby spinach<br>Greek yogurt<br>Coffee beans</div>
<div class="note c"><h3>Call the dentist</h3>Reschedule the cleaning and ask about a night guard.</div>
</div></body></html>
""".replace(
    "{beach}",
    '<svg width="100%" height="96" preserveAspectRatio="none" viewBox="0 0 90 96"><rect width="90" height="60" '
    'fill="#7fb2e5"/><rect y="60" width="90" height="36" fill="#e8d6b0"/><rect x="12" y="52" width="30" height="20" '
    'fill="#f2c230"/><circle cx="70" cy="20" r="9" fill="#fff3c4"/></svg>',
).replace(
    "{sunset}",
    '<svg width="100%" height="96" preserveAspectRatio="none" viewBox="0 0 90 96"><rect width="90" height="50" '
    'fill="#f3a27a"/><rect y="50" width="90" height="46" fill="#2f5d8a"/><circle cx="62" cy="26" r="10" '
    'fill="#ffe9b0"/><rect x="8" y="70" width="40" height="4" fill="#9cc3e6"/></svg>',
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def _text(screen, words: str):
    return next(t for t in texts_of(screen) if words in t.text)


def test_the_cards_stand_in_two_columns_that_share_the_width(converted):
    screen, _ = converted
    lisbon, groceries = _text(screen, "Lisbon"), _text(screen, "Groceries")
    left = next(
        n for n in _ancestors(screen, lisbon) if any(n is a for a in _ancestors(screen, _text(screen, "Wi-Fi")))
    )
    assert not any(node is groceries for node in descendants(left)) or left.layout.direction == "row", left.name
    row = next(n for n in _ancestors(screen, lisbon) if any(d is groceries for d in descendants(n)))
    assert isinstance(row, BoxNode) and row.layout.direction == "row", row
    assert row.layout.direction is not None  # not things pinned where they were drawn
    columns = [c for c in row.children if isinstance(c, BoxNode)]
    assert len(columns) == 2 and all(c.placement.grow for c in columns), [c.placement for c in columns]


def test_the_photos_are_two_cells_that_grow(converted):
    screen, _ = converted
    photos = [n for n in screen.walk() if isinstance(n, ImageNode) and n.frame.width > 60 and n.frame.height > 80]
    assert len(photos) == 2, [p.frame for p in photos]
    assert all(p.placement.grow for p in photos) and parent_of(photos[0], screen.root) is parent_of(
        photos[1], screen.root
    )


@pytest.mark.parametrize("width", [390, 430])
def test_each_columns_cards_start_where_the_page_has_them(converted, width):
    """Across, each card's title starts where the page has it at either width (within 8 px): the right column
    moves with the middle of the screen, the left one stays."""
    _, shown = converted
    ours, theirs = shown[width]
    for words in ("Lisbon trip", "Wi-Fi at home", "Groceries", "Call the dentist"):
        got = next(t["bbox"] for t in ours if t["text"].startswith(words))
        want = next(t["bbox"] for t in theirs if t["text"].startswith(words))
        assert abs(got[0] - want[0]) <= 8, (width, words, got, want)


def _ancestors(screen, node):
    """The boxes holding `node`, nearest first."""
    out = []
    parent = parent_of(node, screen.root)
    while parent is not None:
        out.append(parent)
        parent = parent_of(parent, screen.root)
    return out
