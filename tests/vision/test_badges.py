"""Counts in badges: a number on a small coloured disc or pill (on a tab's icon, at a list row's end) is a text of
the screen, written in the badge's light ink, held by a box named a badge; where no number is drawn (a dot, a check
mark) none is read. A tab bar's icons stay over their labels at any width, a badge on one or not. The page is written
here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from app.ir import BoxNode, TextNode
from app.vision.ocr import recognise, recognise_line
from tests.vision.tree import both_boxes, converted_at_both_widths, parent_of, texts_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"DejaVu Sans";background:#f5f5f7;color:#1c1c1e;min-height:100vh;position:relative}
h1{font-size:24px;font-weight:700;padding:52px 20px 16px}
.group{background:#fff;margin:0 16px;border-radius:12px}
.row{display:flex;align-items:center;justify-content:space-between;padding:14px 16px;font-size:16px;border-bottom:1px solid #e5e5ea}
.row:last-child{border-bottom:0}
.pill{min-width:22px;height:22px;border-radius:11px;padding:0 7px;color:#fff;font-size:13px;font-weight:600;display:flex;align-items:center;justify-content:center}
.done{width:22px;height:22px;border-radius:11px;background:#34c759;display:flex;align-items:center;justify-content:center}
nav{position:absolute;left:0;right:0;bottom:0;height:84px;background:#fff;border-top:1px solid #e5e5ea;display:flex;padding-top:8px}
nav a{flex:1;display:flex;flex-direction:column;align-items:center;font-size:11px;color:#8e8e93;text-decoration:none;gap:4px}
nav .icon{position:relative;width:26px;height:26px}
nav .count{position:absolute;top:-5px;right:-9px;min-width:17px;height:17px;border-radius:9px;background:#ff3b30;color:#fff;font-size:11px;font-weight:600;display:flex;align-items:center;justify-content:center;padding:0 4px}
nav .dot{position:absolute;top:-1px;right:-2px;width:9px;height:9px;border-radius:5px;background:#ff3b30}
</style></head><body><h1>Mailboxes</h1>
<div class="group">
<div class="row"><span>Inbox</span><span class="pill" style="background:#007aff">12</span></div>
<div class="row"><span>Flagged</span><span class="pill" style="background:#ff9500">99+</span></div>
<div class="row"><span>Drafts</span><span class="pill" style="background:#8e8e93;color:#fff">4</span></div>
<div class="row"><span>Sent</span><span class="done"><svg width="12" height="12" viewBox="0 0 12 12"><path d="M2 6l3 3 5-6" stroke="#fff" stroke-width="2" fill="none"/></svg></span></div>
</div>
<nav>
<a><span class="icon"><svg width="26" height="26" viewBox="0 0 26 26"><path d="M4 12L13 4l9 8v10H4z" fill="none" stroke="#8e8e93" stroke-width="2"/></svg></span>Home</a>
<a><span class="icon"><svg width="26" height="26" viewBox="0 0 26 26"><rect x="3" y="5" width="20" height="14" rx="3" fill="none" stroke="#8e8e93" stroke-width="2"/><path d="M8 19l-3 4v-4" fill="#8e8e93"/></svg><span class="count">3</span></span>Chats</a>
<a><span class="icon"><svg width="26" height="26" viewBox="0 0 26 26"><circle cx="13" cy="13" r="9" fill="none" stroke="#8e8e93" stroke-width="2"/></svg><span class="dot"></span></span>Updates</a>
<a><span class="icon"><svg width="26" height="26" viewBox="0 0 26 26"><circle cx="13" cy="9" r="5" fill="#8e8e93"/><path d="M4 24c0-6 4-9 9-9s9 3 9 9z" fill="#8e8e93"/></svg><span class="count">27</span></span>Profile</a>
</nav>
</body></html>"""

COUNTS = ("3", "27", "12", "99+", "4")
LABELS = ("Mailboxes", "Inbox", "Flagged", "Drafts", "Sent", "Home", "Chats", "Updates", "Profile")


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def _texts(screen) -> dict[str, TextNode]:
    return {t.text.strip(): t for t in texts_of(screen)}


def test_every_count_is_a_text(converted):
    texts = _texts(converted[0])
    assert all(count in texts for count in COUNTS), sorted(texts)


def test_no_count_is_read_where_none_is_drawn(converted):
    assert set(_texts(converted[0])) == set(COUNTS) | set(LABELS)


def test_counts_are_written_light_on_their_badge(converted):
    texts = _texts(converted[0])
    for count in COUNTS:
        colour = texts[count].color
        assert min(colour.r, colour.g, colour.b) >= 200, (count, colour.hex)


def test_counts_on_their_own_paint_are_badges(converted):
    screen = converted[0]
    texts = _texts(screen)
    for count in ("27", "12", "4"):  # (the "3" touches its icon: it is laid over the icon's picture)
        holder = parent_of(texts[count], screen.root)
        assert isinstance(holder, BoxNode) and holder.role == "badge", (count, holder and holder.role)


@pytest.mark.parametrize("width", [390, 430])
def test_counts_and_labels_stay_where_the_page_puts_them(converted, width):
    ours, theirs = converted[1][width]
    for text in ("3", "27", "Home", "Chats", "Updates", "Profile"):
        mine, page = both_boxes(ours, theirs, text)
        across = min(abs(mine[0] - page[0]), abs(mine[0] + mine[2] / 2 - page[0] - page[2] / 2))
        assert across <= 8, (text, width, mine, page)
        assert abs(mine[1] + mine[3] / 2 - page[1] - page[3] / 2) <= 8, (text, width, mine, page)


def test_reading_one_line_leaves_the_detector_on():
    """The engine keeps the stages it was last asked for: a line read alone must not turn the detector off."""
    image = Image.new("RGB", (240, 60), "white")
    ImageDraw.Draw(image).text((10, 15), "Settings 42", fill="black", font=ImageFont.load_default(size=24))
    picture = np.ascontiguousarray(np.asarray(image)[:, :, ::-1])
    text, score = recognise_line(picture)
    assert "42" in text and score > 0.5
    lines = recognise(picture)
    assert [line.text for line in lines] and lines[0].quad, lines


def test_a_count_laid_over_its_icons_picture_is_its_badge():
    """A badge drawn touching its icon is cut out with it as one picture; the count laid over it is the badge."""
    from app.ir import ImageNode, Placement, Rect, Screen
    from app.vision.roles import name_parts

    def cell(words: str) -> tuple[BoxNode, TextNode]:
        icon = ImageNode(
            id=f"i{words}",
            src="data:,",
            frame=Rect(x=100, y=800, width=30, height=22),
            role="icon",
            placement=Placement(absolute=True),
        )
        text = TextNode(id=f"t{words}", text=words, frame=Rect(x=120, y=799, width=8, height=13))
        return BoxNode(id=f"b{words}", frame=Rect(x=100, y=799, width=32, height=23), children=[text, icon]), text

    (count_box, count), (word_box, word) = cell("5"), cell("New")
    root = BoxNode(id="root", frame=Rect(x=0, y=0, width=390, height=844), children=[count_box, word_box])
    name_parts(Screen(root=root))
    assert count.role == "badge" and word.role != "badge"
