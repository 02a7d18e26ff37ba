"""A list drawn as one outlined box whose failed row is marked by a red stripe along its left side, where the stripe
meets the outline: the outline is read in the grey most of it is drawn in, not in the stripe's red, which stands
out further from the page."""

from __future__ import annotations

import pytest

from app.ir import BoxNode
from tests.vision.tree import converted_screen, texts_of

ROW = '<div class="row{failed}"><span class="dot"></span><span>{name}</span><span class="time">{time}</span></div>'
PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#fff;color:#1f2328;padding:24px 12px;font-size:14px}
h2{font-size:13px;margin-bottom:8px}
.list{border:1px solid #d0d7de;border-radius:6px;overflow:hidden}
.row{display:flex;align-items:center;gap:8px;padding:10px 12px;border-top:1px solid #d0d7de}
.row:first-child{border-top:0}
.row.failed{background:#fff5f5;box-shadow:inset 3px 0 0 #cf222e}
.dot{width:14px;height:14px;border-radius:50%;background:#1a7f37}
.failed .dot{background:#cf222e}
.time{margin-left:auto;color:#59636e;font-size:12px}
</style></head><body><h2>Jobs</h2><div class="list">"""
    + "".join(
        ROW.format(failed=" failed" if name.startswith("test") else "", name=name, time=time)
        for name, time in (
            ("lint", "32s"),
            ("build (ubuntu, 18)", "1m 04s"),
            ("build (ubuntu, 20)", "58s"),
            ("test (integration)", "2m 47s"),
            ("e2e (chromium)", "1m 12s"),
        )
    )
    + "</div></body></html>"
)


@pytest.mark.parametrize("factor", [1, 3])
def test_the_lists_outline_is_grey_not_the_stripes_red(factor):
    screen = converted_screen(PAGE, factor)
    lint = next(t for t in texts_of(screen) if t.text == "lint")
    holders = [n for n in screen.walk() if isinstance(n, BoxNode) and n.style.border is not None and _holds(n, lint)]
    assert holders, "the list is no outlined box"
    colour = holders[0].style.border.color
    assert max(abs(colour.r - 0xD0), abs(colour.g - 0xD7), abs(colour.b - 0xDE)) <= 40, colour


def _holds(box: BoxNode, node) -> bool:
    return any(child is node or isinstance(child, BoxNode) and _holds(child, node) for child in box.children)
