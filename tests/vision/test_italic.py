"""Text set in italic (a standfirst, a pull quote, a photo's caption) is written in italic, in a serif's italic and
a sans's oblique alike; upright text stays upright, however many diagonal letters it holds."""

from __future__ import annotations

import pytest

from app.ir import TextNode
from tests.vision.tree import converted_screen

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'Liberation Sans',sans-serif;background:#fff;color:#1c1c1c;padding:24px 20px}
h1{font-family:'Liberation Serif',serif;font-size:30px;line-height:1.15;margin-bottom:12px}
.dek{font-family:'Liberation Serif',serif;font-style:italic;font-size:18px;line-height:1.45;color:#444;
margin-bottom:18px}
.photo{height:160px;background:#c9d6df;border-radius:6px}
.caption{font-style:italic;font-size:13px;color:#666;margin:8px 0 20px}
p{font-size:16px;line-height:1.5}
</style></head><body>
<h1>Why Every Wave Avoids the Wall</h1>
<div class="dek">Seven winters of storms have taught the harbour town how water moves</div>
<div class="photo"></div>
<div class="caption">Morning swell over the old breakwater</div>
<p>Waves arrive every few seconds, and volunteers measure how far each one travels.</p>
</body></html>"""

ITALIC = ("Seven winters", "Morning swell")
UPRIGHT = ("Why Every Wave", "Waves arrive")


@pytest.mark.parametrize("factor", [1, 3])
def test_italic_text_is_written_in_italic_and_upright_text_is_not(factor):
    screen = converted_screen(PAGE, factor)
    texts = [n for n in screen.walk() if isinstance(n, TextNode)]

    def text(start: str) -> TextNode:
        return next(t for t in texts if t.text.startswith(start))

    for start in ITALIC:
        assert text(start).font.italic, (start, text(start).font)
    for start in UPRIGHT:
        assert not text(start).font.italic, (start, text(start).font)
