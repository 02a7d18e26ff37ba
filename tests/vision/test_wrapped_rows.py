"""Pieces that ran out of room and went on below (a meta line, a set of chips) are converted into one box whose pieces
wrap, so that on a wider screen they come up as the original's do; rows that merely stand one below another stay
rows. Screens are rendered, converted at 1x and 3x, and the conversion rendered at 390 and 430 px."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, Screen
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import (
    both_boxes,
    code_texts_at_both_widths,
    parent_of,
    texts_at_both_widths,
    texts_of,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402

# an article's meta line of inline-blocks, each with a margin after it, and a set of chips in a wrapping flex row;
# at 390 px the date and the chip "Dawn" go on below, at 430 px they come up onto the first line
ARTICLE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font-family: "DejaVu Sans", sans-serif; background: #fff; color: #1f2328 }
.page { padding: 20px 18px }
h1 { font-size: 22px; line-height: 30px; margin: 0 0 12px; font-weight: 700 }
.meta { font-size: 14px; line-height: 20px; color: #6b7280; margin-bottom: 18px }
.meta span { display: inline-block; margin: 0 12px 8px 0; vertical-align: middle }
.meta .by { color: #2563eb }
.meta .kind { font-size: 11px; line-height: 16px; padding: 0 4px; background: #eef2f7; color: #4b5563;
              border-radius: 3px }
p { font-size: 16px; line-height: 26px; margin: 0 0 20px }
.chips { display: flex; flex-wrap: wrap; gap: 10px 8px; margin-bottom: 22px }
.chip { font-size: 13px; line-height: 18px; padding: 5px 12px; border-radius: 14px; background: #e8f0fe;
        color: #1a4fb4 }
</style></head><body><div class="page">
<h1>Walking the river path</h1>
<div class="meta"><span class="kind">Essay</span><span class="by">Jonas Weber</span><span>Field Notes</span><span
>12 March, 07:45</span><span>Hamburg</span></div>
<p>Every morning the path along the water is a little different: the tide, the light, the people out early.</p>
<div class="chips"><span class="chip">Walking</span><span class="chip">Rivers</span><span class="chip">City life</span
><span class="chip">Photos</span><span class="chip">Dawn</span><span class="chip">Harbour</span></div>
<p>Nothing here is planned. You go where the path goes and stop where something catches your eye.</p>
</div></body></html>"""

# two rows of pieces one below another where the second's first piece would have fitted on the first: two rows by
# design, which stay two rows on a wider screen
TWO_ROWS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font-family: "DejaVu Sans", sans-serif; background: #fff; color: #57606a; font-size: 14px }
.row { display: flex; gap: 18px; margin: 0 18px 8px; line-height: 20px }
h1 { font-size: 22px; margin: 24px 18px 12px; color: #1f2328 }
</style></head><body><h1>Release notes</h1>
<div class="row"><span>Posted by Anna</span><span>3 h ago</span></div>
<div class="row"><span>12 comments</span><span>Share</span></div>
</body></html>"""


def _top(texts: list[dict], text: str) -> float:
    return next(t for t in texts if t["text"] == text)["bbox"][1]


def _holder(screen: Screen, text: str) -> BoxNode | None:
    node = next(t for t in texts_of(screen) if t.text == text)
    return parent_of(node, screen.root)


def _wrapping_box(screen: Screen, text: str) -> BoxNode | None:
    """The box that wraps the piece holding `text` (its parent, or its chip's parent)."""
    holder = _holder(screen, text)
    while holder is not None and not holder.layout.wrap:
        holder = parent_of(holder, screen.root)
    return holder


@pytest.mark.parametrize("factor", [1, 3])
def test_a_meta_line_and_chips_that_ran_out_of_room_wrap_like_the_original(factor):
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(ARTICLE, 390, 844), factor))
        widths = texts_at_both_widths(renderer, conversion.html, ARTICLE)
    screen = conversion.screen
    meta = _wrapping_box(screen, "Essay")
    assert meta is not None, "the meta line is not one box that wraps"
    assert meta is _wrapping_box(screen, "12 March, 07:45") is _wrapping_box(screen, "Hamburg")
    chips = _wrapping_box(screen, "Walking")
    assert chips is not None and chips is not meta, "the chips are not one box that wraps"
    for chip in ("Walking", "City life", "Dawn", "Harbour"):
        assert _wrapping_box(screen, chip) is chips, chip
        box = _holder(screen, chip)  # each chip a painted box holding its label, however tall its label's box
        assert box is not None and box is not chips and box.style.background is not None, chip
        assert 26 <= box.frame.height <= 30, (chip, box.frame)
    for width, (ours, theirs) in widths.items():
        for text in ("12 March, 07:45", "Hamburg", "Walking", "Photos", "Dawn", "Harbour"):
            mine, truth = both_boxes(ours, theirs, text)
            assert abs(mine[1] - truth[1]) <= 6, (width, text, mine, truth)  # on the original's line
            assert abs(mine[0] - truth[0]) <= 12, (width, text, mine, truth)
    # the date and "Dawn" come up onto the first line at 430, as in the original
    (narrow, _), (wide, _) = widths[390], widths[430]
    for text, first in (("12 March, 07:45", "Field Notes"), ("Dawn", "Walking")):
        assert _top(wide, text) == pytest.approx(_top(wide, first), abs=4)
        assert _top(narrow, text) > _top(narrow, first) + 10


@pytest.mark.parametrize("factor", [1, 3])
def test_rows_that_did_not_run_out_of_room_stay_rows(factor):
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(TWO_ROWS, 390, 844), factor))
        widths = texts_at_both_widths(renderer, conversion.html, TWO_ROWS)
    assert not any(isinstance(n, BoxNode) and n.layout.wrap for n in conversion.screen.walk())
    for width, (ours, theirs) in widths.items():
        for text in ("Posted by Anna", "3 h ago", "12 comments", "Share"):
            mine, truth = both_boxes(ours, theirs, text)
            assert abs(mine[1] - truth[1]) <= 6 and abs(mine[0] - truth[0]) <= 8, (width, text, mine, truth)


# a footer of short links in centred lines: at 390 px the last three go on a second line, at 430 px one comes up
FOOTER = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font-family: "DejaVu Sans", sans-serif; background: #f6f7f9; color: #1f2328 }
h1 { font-size: 24px; line-height: 32px; margin: 40px 20px 16px }
footer { margin: 48px 24px 0; text-align: center; font-size: 13px; line-height: 22px; color: #57606a }
footer a { margin: 0 7px; white-space: nowrap }
</style></head><body><h1>Settings</h1>
<footer><a>About</a> <a>Blog</a> <a>Careers</a> <a>Press kit</a> <a>Help</a> <a>Privacy</a> <a>Terms</a>
<a>Cookies</a> <a>Status</a></footer></body></html>"""


def _lines(texts: list[dict]) -> dict[str, int]:
    """Which line (counted from the top) each text of a footer stands on."""
    tops: list[float] = []
    for top in sorted(t["bbox"][1] for t in texts):
        if not tops or top - tops[-1] > 6:
            tops.append(top)
    return {t["text"]: next(i for i, top in enumerate(tops) if abs(t["bbox"][1] - top) <= 6) for t in texts}


def test_exported_code_wraps_a_paragraph_of_links_in_centred_lines():
    """Native layouts have no inline flow: the converted footer is exported as a row whose pieces wrap, centred,
    the space between them its gap. Rendered through react-native-web at 390 and 430 px, every link stands on the
    original's line (a link the conversion joined to its neighbour across a line's end moves with it)."""
    from app.codegen import generate
    from tests.codegen import render_rn
    from tests.codegen.validate import ToolMissing

    with Renderer() as renderer:
        conversion = convert(renderer.render_png(FOOTER, 390, 844))
        code = generate(conversion.screen, "react_native").code
        try:
            pages = {width: render_rn.page(code, width=width) for width in (390, 430)}
        except ToolMissing as missing:
            pytest.skip(str(missing))
        widths = code_texts_at_both_widths(renderer, pages, FOOTER)
    assert 'flexWrap: "wrap"' in code and 'justifyContent: "center"' in code
    links = {"About", "Blog", "Careers", "Press kit", "Help", "Privacy", "Terms", "Cookies", "Status"}
    moved = set()
    for width, (ours, theirs) in widths.items():
        mine = _lines([t for t in ours if t["text"] != "Settings"])
        truth = _lines([t for t in theirs if t["text"] != "Settings"])
        assert max(mine.values()) == max(truth.values()) >= 1, (width, mine, truth)
        kept = links & set(mine)
        assert len(kept) >= 7, (width, mine)
        for link in kept:
            assert mine[link] == truth[link], (width, link, mine, truth)
        for line in set(mine.values()):  # each line within the screen and centred on it
            boxes = [t["bbox"] for t in ours if mine.get(t["text"]) == line]
            left, right = min(b[0] for b in boxes), max(b[0] + b[2] for b in boxes)
            assert 0 <= left and right <= width and abs((left + right) / 2 - width / 2) <= 10, (width, line, boxes)
        moved |= {link for link in kept if truth[link] != _lines(widths[390][1])[link]} if width == 430 else set()
    assert moved, "no link changes line between 390 and 430: the test would not tell a row from a wrap"
