"""A radio button's ring before its label is no letter "O" of the label: the recogniser reads "O Light", but the
ring stands further from the word than a space sets words apart. The label is the word alone, the ring a drawing
of its own. The page is written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from app.ir import TextNode
from tests.vision.tree import converted_screen, descendants, texts_of

OPTIONS = ("Light", "Dark", "Darkest", "Open in a new window")
PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#fff;color:#222;padding:24px 16px}
h2{font-size:13px;color:#555;margin-bottom:12px}
.option{display:flex;align-items:center;gap:10px;height:36px;font-size:16px}
.ring{width:14px;height:14px;border-radius:50%;border:2px solid #6e6e6e}
.on{border:4px solid #3b63fb}
</style></head><body><h2>Theme</h2>"""
    + "".join(
        f'<div class="option"><span class="ring{" on" if i == 1 else ""}"></span>{label}</div>'
        for i, label in enumerate(OPTIONS)
    )
    + "</body></html>"
)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_radio_ring_is_no_letter_of_its_label(factor):
    screen = converted_screen(PAGE, factor)
    texts = [t.text for t in texts_of(screen)]
    for label in OPTIONS:
        assert label in texts, texts
    rings = [
        n
        for n in descendants(screen.root)
        if not isinstance(n, TextNode) and 12 <= n.frame.width <= 16 and 12 <= n.frame.height <= 16 and n.frame.x < 24
    ]
    assert len(rings) >= len(OPTIONS), [(type(n).__name__, n.frame) for n in rings]
