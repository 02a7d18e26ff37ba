"""A chat's messages: each bubble with its time set at the bubble's foot beside it is one row, the time on the row's
foot. Read as columns (the sender's name over two bubbles, the two times in a column of their own), the times
kept their distance from the first and stayed put when a bubble, wider on a wider screen, took fewer lines."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import converted_at_both_widths, descendants, parent_of, texts_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#8ca9d9;padding:24px 0}
.row{display:flex;align-items:flex-start;padding:0 72px 0 12px;margin-top:6px}
.avatar{width:36px;height:36px;border-radius:50%;background:#f4c7a0;flex:none;margin-right:8px}
.stack{display:flex;flex-direction:column;min-width:0}
.name{font-size:12px;color:#28324a;margin:0 0 4px 4px}
.line{display:flex;align-items:flex-end;gap:4px;margin-bottom:6px}
.bubble{background:#fff;border-radius:16px;padding:8px 12px;font-size:15px;line-height:21px;color:#111}
.time{font-size:10px;color:#30405e;flex:none}
.indent{margin-left:44px}
</style></head><body>
<div class="row"><div class="avatar"></div><div class="stack"><div class="name">Mika Tanaka</div>
<div class="line"><div class="bubble">Morning! Are we still on for Saturday afternoon?</div><span class="time">9:12</span></div>
<div class="line"><div class="bubble">Meet at 11:30 by the station, lunch first and then the film at 14:00. I will book two seats tonight.</div><span class="time">9:13</span></div>
</div></div>
<div class="row"><div class="indent stack"><div class="line"><div class="bubble">Sounds good, see you there</div><span class="time">9:14</span></div></div></div>
</body></html>
"""


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def _text(screen, words: str) -> TextNode:
    return next(t for t in texts_of(screen) if words in t.text)


def test_each_bubble_and_its_time_are_one_row_the_time_at_its_foot(converted):
    screen, _ = converted
    for message, time in (("Morning", "9:12"), ("Meet at", "9:13")):
        bubble = parent_of(_text(screen, message), screen.root)
        stamp = _text(screen, time)
        row = parent_of(stamp, screen.root)
        assert isinstance(row, BoxNode) and row.layout.direction == "row", (time, row)
        assert any(node is bubble for node in descendants(row)), (message, time)
        assert stamp.placement.align_self == "end" or row.layout.align == "end", (time, stamp.placement)


@pytest.mark.parametrize("width", [390, 430])
def test_times_stay_at_their_bubbles_foot(converted, width):
    """On either screen each time stands level with where the page has it (within 8 px), however the bubbles
    rewrap; and across where it has it on the screen drawn (a bubble's room on a wider one is read as a share of
    the row, where the page keeps a fixed gutter)."""
    _, shown = converted
    ours, theirs = shown[width]
    for time in ("9:12", "9:13", "9:14"):
        got = next(t["bbox"] for t in ours if t["text"] == time)
        want = next(t["bbox"] for t in theirs if t["text"] == time)
        assert abs(got[1] - want[1]) <= 8 and (width != 390 or abs(got[0] - want[0]) <= 8), (width, time, got, want)
