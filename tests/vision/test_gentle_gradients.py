"""A tinted card whose colour drifts gently from top to bottom (a preview going from pale to paler blue, a warm
note fading to peach) is one card painted with that gradient, holding its paragraph whole: read as one flat colour,
its paler end had been a second surface cutting the paragraph in two, and its darker foot a line. A card of two
flat tones (a white body over a grey footer) is no gradient, and a flat card stays one colour."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import converted_screen, parent_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'DejaVu Sans',sans-serif;background:#f2f2f7;color:#111;padding:24px 16px}
h2{font-size:13px;color:#6d6d72;font-weight:400;margin:0 16px 8px}
.tint{border-radius:12px;background:linear-gradient(180deg,#e6f0ff,#d7e7ff);padding:18px;color:#0b3a75}
.tint p{font-size:22px;line-height:1.3}
.tint small{display:block;margin-top:14px;font-size:14px}
.warm{margin-top:16px;border-radius:12px;background:linear-gradient(180deg,#fff4e6,#ffe9d2);padding:16px;color:#7a3d00;font-size:16px;line-height:1.4}
.split{margin-top:16px;border-radius:12px;background:#fff;overflow:hidden;font-size:15px}
.split div{padding:14px 16px}
.split .foot{background:#f1f1f1;color:#555}
.plain{margin-top:16px;border-radius:12px;background:#fff;padding:16px;font-size:16px}
</style></head><body>
<h2>TEXT SIZE PREVIEW</h2>
<div class="tint"><p>Apps that support Dynamic Type will adjust to your preferred reading size below.</p><small>Drag the slider to try another size.</small></div>
<div class="warm">Night Shift warms the colours of your display after dark, which may be easier on the eyes.</div>
<div class="split"><div>Storage used this month</div><div class="foot">Resets on 1 June</div></div>
<div class="plain">Flat cards stay one colour.</div>
</body></html>
"""


@pytest.fixture(scope="module", params=[1, 3])
def screen(request):
    return converted_screen(PAGE, request.param)


def _holder(screen, words: str) -> BoxNode:
    text = next(n for n in screen.walk() if isinstance(n, TextNode) and n.text.startswith(words))
    box = parent_of(text, screen.root)
    assert isinstance(box, BoxNode)
    return box


@pytest.mark.parametrize("words", ["Apps that support", "Night Shift"])
def test_a_gently_tinted_card_is_one_gradient_card_holding_its_paragraph_whole(screen, words):
    card = _holder(screen, words)
    gradient = card.style.gradient
    assert gradient is not None, card.style
    first, last = gradient.stops[0][0], gradient.stops[-1][0]
    drift = max(abs(first.r - last.r), abs(first.g - last.g), abs(first.b - last.b))
    assert 6 <= drift <= 30, gradient.stops
    assert card.style.radii.top_left >= 10 and card.style.border is None, card.style
    assert all(isinstance(child, TextNode) for child in card.children), card.children
    paragraph = next(c for c in card.children if c.text.startswith(words))
    assert paragraph.text.rstrip().endswith(("below.", "eyes.")), paragraph.text  # (not cut after its first line)


def test_two_flat_tones_and_a_flat_card_are_no_gradient(screen):
    body, foot = _holder(screen, "Storage used"), _holder(screen, "Resets on")
    assert body is not foot and body.style.background != foot.style.background
    assert body.style.gradient is None and foot.style.gradient is None
    assert _holder(screen, "Flat cards").style.gradient is None
