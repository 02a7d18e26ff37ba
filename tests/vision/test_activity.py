"""An activity list in an iOS look: rows led by round avatars painted with a person's initials (the detector's box
of the initials reaches the disc's sides), unread dots, and a segmented control whose selected segment is raised by
a small shadow. The page is written here, rendered at 1x and 3x and converted; its texts are checked at 390 and
430 px."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import converted_at_both_widths, descendants, parent_of, texts_of

PEOPLE = (
    ("MK", "Maya Kovacs", "#ff9500"),
    ("JR", "Jonas Reiter", "#34c759"),
    ("AL", "Ana Lima", "#5856d6"),
    ("TS", "Tomas Silva", "#ff2d55"),
    ("EW", "Emma Wong", "#5ac8fa"),
)
ROWS = "".join(
    f'<div class="row">{"<span class=dot></span>" if i < 2 else ""}<div class="av" style="background:{colour}">'
    f'{initials}</div><div class="txt"><div class="t1">{name}<span>{9 - i}:41</span></div>'
    f'<div class="t2">Started following you</div></div></div>'
    for i, (initials, name, colour) in enumerate(PEOPLE)
)
PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:"DejaVu Sans",sans-serif;background:#fff;color:#111}}
h1{{font-size:30px;font-weight:700;padding:52px 20px 8px}}
.seg{{display:flex;margin:8px 20px 12px;background:#eeeef0;border-radius:9px;padding:2px}}
.seg div{{flex:1;text-align:center;font-size:13px;padding:6px 0;border-radius:7px}}
.seg .on{{background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.15);font-weight:600}}
.row{{display:flex;align-items:center;padding:10px 20px;position:relative}}
.av{{width:44px;height:44px;border-radius:50%;flex:none;color:#fff;font-size:17px;font-weight:600;display:flex;
  align-items:center;justify-content:center}}
.txt{{flex:1;margin-left:12px}}
.t1{{font-size:15px;display:flex;justify-content:space-between}}
.t1 span{{font-size:13px;color:#8a8a8e}}
.t2{{font-size:13px;color:#6b6b70;margin-top:3px}}
.dot{{width:8px;height:8px;border-radius:50%;background:#007aff;position:absolute;left:6px;top:28px}}
</style></head><body><h1>Activity</h1>
<div class="seg"><div class="on">All</div><div>Mentions</div><div>Follows</div></div>{ROWS}</body></html>"""


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def _text(screen, words: str) -> TextNode:
    return next(t for t in texts_of(screen) if t.text.strip() == words)


@pytest.mark.parametrize("initials", [p[0] for p in PEOPLE])
def test_initials_are_held_by_a_round_avatar_of_their_size(converted, initials):
    screen, _ = converted
    disc = parent_of(_text(screen, initials), screen.root)
    assert disc.role == "avatar"
    assert abs(disc.frame.width - 44) <= 3 and abs(disc.frame.height - 44) <= 3
    assert disc.style.radii.top_left >= 0.4 * disc.frame.width
    assert disc.placement.width == "fixed"
    assert disc.layout.justify == "center" and disc.layout.align == "center"


def test_the_selected_segment_is_raised_by_a_shadow_not_outlined(converted):
    screen, _ = converted
    segment = parent_of(_text(screen, "All"), screen.root)
    assert isinstance(segment, BoxNode) and segment.style.background is not None
    assert segment.style.border is None and segment.style.shadows
    assert segment.style.radii.top_left >= 5
    assert not [n for n in descendants(segment) if not isinstance(n, TextNode)]  # nothing but its label


def test_the_segments_share_the_control(converted):
    screen, _ = converted
    node = parent_of(_text(screen, "All"), screen.root)
    while len(node.children) < 3:  # (the segment may stand in a cell of its own)
        node = parent_of(node, screen.root)
    assert len(node.children) == 3 and node.layout.direction == "row"
    assert all(child.placement.grow == 1 for child in node.children)


@pytest.mark.parametrize("width", [390, 430])
def test_texts_land_where_the_page_puts_them(converted, width):
    _, texts = converted
    ours, theirs = texts[width]
    words = [p[0] for p in PEOPLE] + [p[1] for p in PEOPLE] + ["All", "Mentions", "Follows", "9:41", "5:41"]
    for text in words:
        mine = next(t["bbox"] for t in ours if t["text"] == text)
        truth = next(t["bbox"] for t in theirs if t["text"] == text)
        across = min(abs(mine[0] - truth[0]), abs(mine[0] + mine[2] / 2 - truth[0] - truth[2] / 2))
        assert across <= 8 or abs(mine[0] + mine[2] - truth[0] - truth[2]) <= 8, (text, mine, truth)
        assert abs(mine[1] + mine[3] / 2 - truth[1] - truth[3] / 2) <= 8, (text, mine, truth)


def test_the_segmented_control_is_tabs_and_its_raised_segment_the_selected_tab(converted):
    screen, _ = converted
    segment = parent_of(_text(screen, "All"), screen.root)
    assert segment.role == "tab" and segment.style.shadows
    row = next(b for b in descendants(screen.root) if isinstance(b, BoxNode) and b.role == "tabs")
    labels = [t for t in descendants(row) if isinstance(t, TextNode)]
    assert [t.text.strip() for t in labels] == ["All", "Mentions", "Follows"]
    assert {t.role for t in labels} == {"label"}


@pytest.mark.parametrize("initials", [p[0] for p in PEOPLE])
def test_initials_are_the_avatars_label(converted, initials):
    screen, _ = converted
    assert _text(screen, initials).role == "label"
