"""A dashboard's readings, whose units are set smaller and greyer than their numbers ("8,432 steps", "68 BPM",
"7 hr 24 min"); a shop's price row of a price, an old price and a saving; a product's serif title on a sans
screen; and a tab whose name carries a count, the next tab close after it. Each is read as the page sets it: the
unit kept, in its own size; the amounts apart; the title in a serif that wraps where the page's does; the tabs
spread as the row spreads them."""

from __future__ import annotations

import pytest

from app.ir import TextNode
from tests.vision.tree import both_boxes, conversion_at_both_widths, texts_of

SANS = "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif"

READINGS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f2f2f7;color:#000;padding:16px}}
.card{{background:#fff;border-radius:12px;padding:14px 16px;margin-bottom:10px}}
.cat{{font-size:13px;font-weight:600;color:#ff9500}}
.label{{font-size:15px;color:#3c3c43;margin-top:10px}}
.metric{{font-size:34px;line-height:40px;font-weight:600;white-space:nowrap}}
.metric small{{margin-left:3px;font-size:17px;font-weight:600;color:#8e8e93}}
</style></head><body>
<div class="card"><div class="cat">Steps</div><div class="label">Today</div>
<div class="metric">8,432<small>steps</small></div></div>
<div class="card"><div class="cat">Heart rate</div><div class="label">Latest</div>
<div class="metric">68<small>BPM</small></div></div>
<div class="card"><div class="cat">Sleep</div><div class="label">Time asleep</div>
<div class="metric">7<small>hr</small> 24<small>min</small></div></div>
<div class="card"><div class="cat">Orders</div><div class="label">Last 30 days · updated 5 min ago</div>
<div class="label">Hand-thrown celadon cup, 350 ml</div></div>
</body></html>"""

PRODUCT = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#1a202c}}
.hero{{height:260px;background:#efe6d8}}
.content{{padding:16px}}
h1{{font-family:Georgia,'DejaVu Serif',serif;font-weight:700;font-size:30px;line-height:1.2;margin-top:8px}}
.rating{{font-size:14px;color:#4a5568;margin-top:8px}}
.prices{{display:flex;align-items:baseline;gap:12px;margin-top:12px}}
.price{{font-size:24px;font-weight:600}}
.old{{font-size:18px;color:#718096;text-decoration:line-through}}
.save{{font-size:14px;font-weight:600;color:#e53e3e}}
p{{font-size:15px;line-height:1.5;color:#4a5568;margin-top:16px}}
</style></head><body><div class="hero"></div><div class="content">
<h1>Washed Linen Overshirt</h1><div class="rating">4.3 · 128 reviews</div>
<div class="prices"><span class="price">$68.00</span><span class="old">$95.00</span><span class="save">Save 28%</span></div>
<p>A relaxed overshirt in garment-washed linen, soft from the first wear. Two chest pockets, a straight hem and
corozo buttons.</p></div></body></html>"""

TABS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#242424}}
header{{background:#0f6cbd;color:#fff;padding:16px;font-size:20px;font-weight:600}}
.tabs{{display:flex;align-items:center;gap:20px;padding:12px 16px;border-bottom:1px solid #e0e0e0;font-size:14px}}
.count{{display:inline-block;background:#0f6cbd;color:#fff;border-radius:9px;font-size:12px;padding:1px 6px;
margin-left:6px}}
.on{{font-weight:600}}
.filter{{margin-left:auto;color:#0f6cbd}}
.row{{padding:14px 16px;border-bottom:1px solid #f0f0f0;font-size:15px}}
</style></head><body><header>Inbox</header>
<div class="tabs"><span class="on">Focused<span class="count">3</span></span><span>Other</span>
<span class="filter">Unread</span></div>
<div class="row">Quarterly roadmap review</div><div class="row">Lunch on Friday?</div>
<div class="row">Contract renewal</div></body></html>"""


def _converted(page: str, factor: int):
    return conversion_at_both_widths(page, factor)


def _text(result, starts: str) -> TextNode:
    return next(t for t in texts_of(result.screen) if t.text.replace(" ", "").startswith(starts))


@pytest.mark.parametrize("factor", [1, 3])
def test_a_reading_keeps_its_smaller_unit(factor):
    result, shown = _converted(READINGS, factor)
    for number, unit in (("8,432", "steps"), ("68", "BPM"), ("7", "hr")):
        text = _text(result, number + unit)
        sizes = {run.text.strip(): run.font.size for run in text.runs if run.font is not None}
        assert sizes.get(number, 0) >= 1.6 * sizes.get(unit, 99), (text.text, sizes)
    # the unit's grey letters are the text's own: its box reaches past them, and they are drawn where the page has them
    ours, theirs = shown[390]
    for unit in ("steps", "BPM"):
        got, want = both_boxes(ours, theirs, unit)
        assert abs(got[0] - want[0]) <= 8 and abs(got[1] + got[3] / 2 - want[1] - want[3] / 2) <= 8, (unit, got, want)
    # lines of one size, with figures in them, keep their one size
    for words in ("updated", "celadon"):
        text = next(t for t in texts_of(result.screen) if words in t.text)
        assert len({run.font.size for run in text.runs if run.font is not None}) <= 1, text.runs


@pytest.mark.parametrize("factor", [1, 3])
def test_a_price_row_keeps_its_amounts_apart(factor):
    result, shown = _converted(PRODUCT, factor)
    row = next(t for t in texts_of(result.screen) if "$68.00" in t.text)
    assert "$68.00 $95.00" in row.text and "$95.00 Save" in row.text
    sizes = [run.font.size for run in row.runs if run.font is not None]
    assert sizes and sizes[0] == max(sizes) and min(sizes) < sizes[0], row.runs


@pytest.mark.parametrize("factor", [1, 3])
def test_a_serif_title_on_a_sans_screen_keeps_its_serif_and_wraps_where_the_page_does(factor):
    result, shown = _converted(PRODUCT, factor)
    title = next(t for t in texts_of(result.screen) if t.text.startswith("Washed"))
    assert title.font.family == "serif" and title.font.weight == 700
    assert "font-family:var(--font-serif, serif)" in result.html and "--font-serif:" in result.html
    body = next(t for t in texts_of(result.screen) if t.text.startswith("A relaxed"))
    assert body.font.family != "serif"
    for width in (390, 430):  # two lines at both widths, as the page sets it: the text below stays in its place
        ours, theirs = shown[width]
        got, want = both_boxes(ours, theirs, "4.3 · 128 reviews")
        assert abs(got[1] - want[1]) <= 8, (width, got, want)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_tab_with_a_count_leaves_the_next_tab_beside_it(factor):
    result, shown = _converted(TABS, factor)
    for width in (390, 430):
        ours, theirs = shown[width]
        for label in ("Other", "Unread"):
            got, want = both_boxes(ours, theirs, label)
            assert abs(got[0] - want[0]) <= 8 or abs(got[0] + got[2] - want[0] - want[2]) <= 8, (width, label, got)


STATS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f2f2f2;color:#1f2937;padding:16px}}
.stats{{background:#fff;border-radius:16px;padding:16px 24px}}
.title{{font-size:14px;color:#6b7280}}
.value{{font-size:36px;font-weight:800;line-height:40px;color:#5b21f5}}
.desc{{font-size:12px;color:#16a34a;margin-top:2px}}
.pair{{display:grid;grid-template-columns:1fr 1fr}}
.pair .stat+.stat{{border-left:1px solid #e5e7eb;padding-left:20px}}
.wide{{margin-top:20px;padding-top:16px;border-top:1px solid #e5e7eb}}
</style></head><body><div class="stats"><div class="pair">
<div class="stat"><div class="title">Revenue</div><div class="value">$31.4K</div>
<div class="desc">↗︎ 12% vs last month</div></div>
<div class="stat"><div class="title">Orders</div><div class="value">1,284</div>
<div class="desc">↗︎ 86 (7%)</div></div></div>
<div class="stat wide"><div class="title">Refund rate</div><div class="value">2.6%</div>
<div class="desc">↘︎ 0.4 pts worse than March</div></div></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_an_arrow_before_a_caption_stays_on_the_captions_line(factor):
    result, shown = _converted(STATS, factor)
    for caption in ("12% vs last month", "86 (7%)", "0.4 pts worse than March"):
        text = next(t for t in texts_of(result.screen) if caption in t.text)
        ours, theirs = shown[390]
        got = next(t for t in ours if caption in t["text"])["bbox"]
        want = next(t for t in theirs if caption in t["text"])["bbox"]
        assert abs(got[1] - want[1]) <= 4, (caption, got, want)  # not pushed under an arrow hung below the figure
        assert text.frame.y > 0
