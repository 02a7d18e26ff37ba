"""Boxes round text that wraps follow their text: a chat bubble hugs its message up to its share of the screen and is
as tall as its lines, so on a wider screen a message that wraps to fewer lines makes its bubble shorter and what
follows moves up with it, as in the original. Each page is written here, rendered, converted and checked for how the
conversion is built, then rendered at 430 px."""

from __future__ import annotations

import sys
from pathlib import Path

from app.ir import BoxNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import both_boxes, parent_of, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from fidelity import visible_texts  # noqa: E402

THREAD = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif; font-size: 16px; line-height: 21px }
.thread { display: flex; flex-direction: column; gap: 8px; padding: 16px 12px }
.msg { max-width: 78%; padding: 8px 14px; border-radius: 18px }
.in { align-self: flex-start; background: #e9e9eb; color: #111 }
.out { align-self: flex-end; background: #0a7cff; color: #fff }
.day { align-self: center; font-size: 12px; line-height: 16px; color: #8e8e93; font-weight: 700; margin: 8px 0 }
</style></head><body><div class="thread">
<div class="day">Sunday 10:42</div>
<div class="msg in">Hey! Are we still on for the hike on Saturday?</div>
<div class="msg out">Yes! I was thinking we start from the trailhead around seven, before it gets too hot.</div>
<div class="msg in">Also Mark asked if he can join the hike</div>
<div class="msg out">Of course, the more the merrier</div>
<div class="day">Today 09:15</div>
<div class="msg in">Just checked the forecast: clear skies and a light wind from the west.</div>
<div class="msg out">Amazing</div>
</div></body></html>"""

LINES_WITHOUT_DESCENDERS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: -apple-system, system-ui, Helvetica, Arial, sans-serif }
.msg { margin: 182px 16px 0 auto; max-width: 279px; padding: 7px 13px; border-radius: 18px; background: #007aff;
       color: #fff; font-size: 17px; line-height: 22px; width: fit-content }
</style></head><body>
<div class="msg">Yes! I was thinking we start from the north trailhead around 7, before it gets too hot.</div>
</body></html>"""


def _bubble_of(conversion, start: str) -> BoxNode:
    text = next(t for t in texts_of(conversion.screen) if t.text.startswith(start))
    bubble = parent_of(text, conversion.screen.root)
    assert isinstance(bubble, BoxNode) and bubble.style.background is not None, start
    return bubble


def test_a_chat_bubble_hugs_its_message_and_follows_it_on_a_wider_screen():
    """At 390 px "Also Mark asked..." wraps to two lines and the forecast to three; at 430 px they take one and two.
    The bubbles are as tall as their lines and hug them up to their share of the screen (no min-height, a
    max-width), so the texts after them land where the original's do at 430, and a sent message's bubble, hugging
    a short message on the right, starts where the original's does."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(THREAD, 390, 844))
        theirs = visible_texts(renderer.snapshot(THREAD, 430, 932), 932)
        ours = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
    for start in ("Also Mark", "Just checked", "Yes! I was"):
        bubble = _bubble_of(conversion, start)
        assert bubble.placement.height == "hug", start
        assert bubble.placement.width == "at_most" and 0.6 <= bubble.placement.share <= 0.9, start
    assert "max-width:" in conversion.html
    for text in ("Of course, the more the merrier", "Today 09:15", "Amazing"):
        got, want = both_boxes(ours, theirs, text)
        assert abs(got[1] - want[1]) <= 8 and abs(got[0] - want[0]) <= 8, (text, got, want)
    got, want = both_boxes(ours, theirs, "Also Mark asked if he can join the hike")
    assert got[3] <= 24, "the message takes one line at 430, and its bubble with it"


def test_lines_read_at_one_size_off_their_ink_are_one_paragraph():
    """A line without descenders ("the north trailhead around 7,") stands in a shorter box than the line above, and
    its size reads 14 px against 17 (a few letters alone on a last line stand in a taller one). Read off their
    letters' ink in the face the screen is set in, the lines are one size, and the message is one text."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(LINES_WITHOUT_DESCENDERS, 390, 844))
    texts = [t.text for t in texts_of(conversion.screen)]
    assert texts == ["Yes! I was thinking we start from the north trailhead around 7, before it gets too hot."], texts
