"""A page painted from top to bottom with a gradient (a player's colour fading into the dark): the screen's root
is painted with the ramp, and what stands out of it (the artwork, a card, the controls) is found on it as on a page of
one colour, wherever on the ramp it lies. A page of bands (a coloured bar over a white page) is no ramp."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.ir import BoxNode, ImageNode, TextNode
from tests.vision.tree import conversion_at_both_widths, parent_of

SANS = "'DejaVu Sans', sans-serif"
PLAYER = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};color:#fff;min-height:100vh;
background:linear-gradient(180deg,#6a2a40 0%,#3a1a26 45%,#121212 85%) #121212}}
header{{text-align:center;padding:20px 0 0;font-size:12px;letter-spacing:1px}} header b{{display:block;font-size:14px}}
.art{{margin:28px 24px 0;aspect-ratio:1;border-radius:6px;
background:linear-gradient(135deg,#ff4f7b,#8d2bd1 50%,#1b1f6b)}}
h1{{font-size:22px;margin:24px 24px 0}} .artist{{font-size:15px;color:#b3b3b3;margin:4px 24px 0}}
.times{{display:flex;justify-content:space-between;margin:18px 24px 0;font-size:12px;color:#b3b3b3}}
.card{{margin:24px 16px 0;padding:16px;border-radius:10px;background:#a8452e}}
.card h2{{font-size:16px}} .card p{{font-size:18px;font-weight:700;margin-top:10px}}
</style></head><body><header>PLAYING FROM PLAYLIST<b>Late Night Drive</b></header><div class="art"></div>
<h1>Neon Harbour</h1><div class="artist">The Midnight Arcade</div>
<div class="times"><span>1:24</span><span>-2:17</span></div>
<div class="card"><h2>Lyrics</h2><p>Streetlights blinking out in rows</p></div></body></html>"""

BAND = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}} body{{font-family:{SANS};background:#fff;color:#111}}
.bar{{background:#2f6fdf;color:#fff;padding:16px;font-size:18px}} p{{padding:14px 16px;font-size:15px}}
</style></head><body><div class="bar">Inbox</div><p>Nothing new today</p><p>Archived: 12</p></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_page_painted_from_top_to_bottom_is_a_ramp_under_its_content(factor):
    result, shown = conversion_at_both_widths(PLAYER, factor)
    root = result.screen.root
    gradient = root.style.gradient
    assert gradient is not None and len(gradient.stops) >= 3, gradient
    top, bottom = gradient.stops[0][0], gradient.stops[-1][0]
    assert top.r - bottom.r >= 48, (top, bottom)  # from the player's colour into the dark
    wide = [n for n in result.screen.walk() if isinstance(n, ImageNode) and n.frame.width >= 300]
    assert all(n.frame.height <= 360 for n in wide), [n.frame for n in wide]  # the artwork, not the page
    lyrics = next(n for n in result.screen.walk() if isinstance(n, TextNode) and n.text == "Lyrics")
    card = parent_of(lyrics, root)
    assert isinstance(card, BoxNode) and card.style.background is not None, card
    assert card.style.background.r >= 150, card.style.background  # the card's own paint
    ours, theirs = shown[430]
    for name in ("Neon Harbour", "The Midnight Arcade", "1:24", "-2:17", "Lyrics"):
        got = next(t for t in ours if t["text"] == name)["bbox"]
        want = next(t for t in theirs if t["text"] == name)["bbox"]
        assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (name, got, want)


BANK = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens" / "e_bank_home.html"


@pytest.mark.parametrize("factor", [1, 3])
def test_a_bar_over_a_white_page_is_no_ramp(factor):
    result, _ = conversion_at_both_widths(BAND, factor)
    assert result.screen.root.style.gradient is None
    bar = parent_of(
        next(n for n in result.screen.walk() if isinstance(n, TextNode) and n.text == "Inbox"), result.screen.root
    )
    assert isinstance(bar, BoxNode) and bar.style.background is not None


@pytest.mark.parametrize("factor", [1, 3])
def test_a_shadow_tinting_the_margins_is_no_ramp(factor):
    """A card's coloured shadow reaches the screen's sides and fades back into the page: the margins change and
    change back, which no gradient down the page does."""
    result, _ = conversion_at_both_widths(BANK.read_text(), factor)
    assert result.screen.root.style.gradient is None
    assert "Personal balance" in {n.text for n in result.screen.walk() if isinstance(n, TextNode)}
