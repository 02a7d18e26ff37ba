"""A profile screen: a gradient cover with the person's avatar straddling its foot, a name and a bio, Material-style
tabs whose selected one is underlined across its whole cell on the tabs' border, and a grid of square swatches.
The page is written here, rendered at 1x and converted; its layout is checked at 390 and 430 px."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import descendants, parent_of, texts_at_both_widths, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import candidate_facts, rigidity  # noqa: E402

SWATCHES = ("#fde68a", "#a7f3d0", "#bfdbfe", "#fecaca", "#ddd6fe", "#fed7aa")
PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"DejaVu Sans",sans-serif;background:#fff;color:#0f172a}
.cover{height:140px;background:linear-gradient(120deg,#6366f1,#ec4899)}
.av{width:88px;height:88px;border-radius:50%;background:#fbbf24;border:4px solid #fff;margin:-44px 0 0 20px}
.nm{font-size:22px;font-weight:700;margin:10px 20px 0}
.bio{font-size:14px;line-height:20px;margin:10px 20px 0;color:#334155}
.tabs{display:flex;margin-top:24px;border-bottom:1px solid #e2e8f0}
.tabs div{flex:1;text-align:center;padding:12px 0;font-size:14px;color:#64748b}
.tabs .on{color:#0f172a;font-weight:700;border-bottom:2px solid #0f172a}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:2px;margin-top:2px}
.grid div{aspect-ratio:1}
.more{font-size:14px;color:#64748b;text-align:center;margin-top:16px}
</style></head><body>
<div class="cover"></div><div class="av"></div>
<div class="nm">Priya Raman</div>
<div class="bio">Ceramicist and weekend hiker. Glazes, kiln days and the trails in between.</div>
<div class="tabs"><div class="on">Posts</div><div>Reels</div><div>Tagged</div></div>
<div class="grid">"""
    + "".join(f'<div style="background:{c}"></div>' for c in SWATCHES)
    + """</div>
<div class="more">Show older posts</div>
</body></html>"""
)


@pytest.fixture(scope="module")
def converted():
    with Renderer() as renderer:
        result = convert(scaled(renderer.render_png(PAGE, 390, 844), 1))
        texts = texts_at_both_widths(renderer, result.html, PAGE)
        _, boxes, _ = candidate_facts(renderer.snapshot(result.html, 430, 932), 932)
    return result.screen, result.html, texts, boxes


def test_the_cover_stretches_and_holds_the_avatar_over_its_foot(converted):
    screen, html, _, _ = converted
    cover = next(n for n in descendants(screen.root) if isinstance(n, BoxNode) and n.style.gradient is not None)
    assert cover.placement.width == "fill" and not cover.placement.absolute
    assert abs(cover.frame.height - 140) <= 2
    (avatar,) = [c for c in cover.children if c.placement.absolute]
    assert avatar.frame.bottom > cover.frame.bottom + 20  # over the cover's foot
    assert rigidity(html)["fixed_width"] == 0


def test_the_selected_tabs_underline_takes_its_cell(converted):
    screen, _, _, boxes = converted
    label = next(t for t in texts_of(screen) if t.text.strip() == "Posts")
    tab = parent_of(label, screen.root)
    assert tab.role == "tab"
    (bar,) = [c for c in tab.children if c is not label]
    assert bar.role == "indicator" and bar.placement.width == "fill"
    underlines = [b["bbox"] for b in boxes if b["background"] is not None and b["bbox"][3] == 2]
    assert len(underlines) == 1 and abs(underlines[0][2] - 430 / 3) <= 4 and underlines[0][0] <= 2


def test_the_tabs_texts_are_labels_each(converted):
    screen, _, _, _ = converted
    row = parent_of(parent_of(next(t for t in texts_of(screen) if t.text.strip() == "Posts"), screen.root), screen.root)
    assert row.role == "tabs"
    labels = [t for t in descendants(row) if isinstance(t, TextNode)]
    assert {t.role for t in labels} == {"label"} and len(labels) == 3


def test_the_swatches_grow_with_the_grid_and_stay_square(converted):
    _, _, _, boxes = converted
    tiles = [b["bbox"] for b in boxes if b["bbox"][2] > 100 and abs(b["bbox"][2] - b["bbox"][3]) <= 3]
    assert len(tiles) == 6
    assert all(abs(w - (430 - 4) / 3) <= 3 for _, _, w, _ in tiles)


@pytest.mark.parametrize("width", [390, 430])
def test_texts_land_where_the_page_puts_them(converted, width):
    _, _, texts, _ = converted
    ours, theirs = texts[width]
    for words in ("Priya Raman", "Posts", "Reels", "Tagged", "Show older posts"):
        mine = next(t["bbox"] for t in ours if t["text"] == words)
        truth = next(t["bbox"] for t in theirs if t["text"] == words)
        across = min(abs(mine[0] - truth[0]), abs(mine[0] + mine[2] / 2 - truth[0] - truth[2] / 2))
        assert across <= 8, (words, mine, truth)
        assert abs(mine[1] + mine[3] / 2 - truth[1] - truth[3] / 2) <= 8, (words, mine, truth)
