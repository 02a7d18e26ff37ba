"""A bottom sheet over a dimmed screen: a white surface with rounded top corners standing on the bottom edge, its
title, options and a cancel button above its foot. On a taller screen it stays on the bottom edge (the dimmed
backdrop takes the extra height), where a grey page under white groups would run on. The page is written here,
rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from tests.vision.tree import converted_at_both_widths, parent_of, texts_of

OPTIONS = ("Copy link", "Send in message", "Save to files", "Add to album", "Delete photo")
PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"DejaVu Sans",sans-serif;background:#6b7280;color:#111;height:100vh;position:relative}
.sheet{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:20px 20px 0 0;padding:8px 0 24px}
.grab{width:36px;height:5px;border-radius:3px;background:#d1d5db;margin:0 auto 14px}
.t{font-size:18px;font-weight:700;padding:0 20px 4px}
.s{font-size:13px;color:#6b7280;padding:0 20px 12px}
.opt{display:flex;align-items:center;padding:14px 20px;border-top:1px solid #f1f1f1;font-size:15px}
.opt i{width:24px;height:24px;border-radius:6px;background:#e5e7eb;margin-right:14px}
.btn{margin:12px 20px 0;height:48px;border-radius:12px;background:#f3f4f6;text-align:center;line-height:48px;
  font-size:16px;font-weight:600}
</style></head><body>
<div class="sheet"><div class="grab"></div><div class="t">Share photo</div><div class="s">IMG_2048.HEIC, 3.2 MB</div>
"""
    + "".join(f'<div class="opt"><i></i>{o}</div>' for o in OPTIONS)
    + """<div class="btn">Cancel</div></div>
</body></html>"""
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def test_the_sheet_is_pushed_to_the_bottom_not_stretched(converted):
    screen, _ = converted
    title = next(t for t in texts_of(screen) if t.text.strip() == "Share photo")
    sheet = title
    while parent_of(sheet, screen.root) is not screen.root:
        sheet = parent_of(sheet, screen.root)
    assert sheet.placement.push and not sheet.placement.grow
    assert sheet.style.radii.top_left >= 10


@pytest.mark.parametrize("width", [390, 430])
def test_texts_land_where_the_page_puts_them(converted, width):
    _, texts = converted
    ours, theirs = texts[width]
    for words in ("Share photo", *OPTIONS, "Cancel"):
        mine = next(t["bbox"] for t in ours if t["text"] == words)
        truth = next(t["bbox"] for t in theirs if t["text"] == words)
        across = min(abs(mine[0] - truth[0]), abs(mine[0] + mine[2] / 2 - truth[0] - truth[2] / 2))
        assert across <= 8, (words, mine, truth)
        assert abs(mine[1] + mine[3] / 2 - truth[1] - truth[3] / 2) <= 8, (words, mine, truth)
