"""Lists drawn with hairlines: rows parted by a line under each are the cells of one list, a box among the other
things of the screen; the lines may be a shade off the page's colour and half a pixel thin; a caption after the
rows ends the list; a line over one row of sums is that row's top border, not a list. Each page is written here,
rendered at 1x and 3x, converted and checked for how the conversion is built."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, Screen
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import descendants, parent_of, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402

FONT = "font-family:'DejaVu Sans',sans-serif"
SCREENS = Path(__file__).resolve().parent / "screens"


def _converted(page: str, factor: int) -> Screen:
    with Renderer() as renderer:
        return convert(scaled(renderer.render_png(page, 390, 844), factor)).screen


def _holding(screen: Screen, text: str, role: str) -> BoxNode | None:
    """The nearest box of `role` round the text `text`."""
    node = next(t for t in texts_of(screen) if t.text == text)
    parent = parent_of(node, screen.root)
    while parent is not None and parent.role != role:
        parent = parent_of(parent, screen.root)
    return parent


def _lists(screen: Screen) -> list[BoxNode]:
    return [n for n in screen.walk() if isinstance(n, BoxNode) and n.role == "list"]


def _items(box: BoxNode) -> list[BoxNode]:
    return [c for c in box.children if isinstance(c, BoxNode) and c.role == "listItem"]


def _bottom_border(box: BoxNode) -> float:
    return box.style.border.width.bottom if box.style.border is not None else 0.0


@pytest.mark.parametrize("factor", [1, 3])
def test_rows_each_ruled_off_under_a_bar_are_one_list_box_and_a_floating_button_stays_out(factor):
    """Material's inbox: a tinted bar, four message rows each with a hairline under it, a floating button and a
    tab bar. The four rows are the cells of one list box, each with its hairline as its bottom border; the button
    and the bars are not in it, and every tab's name is a label."""
    screen = _converted((SCREENS / "material_inbox.html").read_text(), factor)
    lists = _lists(screen)
    assert len(lists) == 1, [lst.frame for lst in lists]
    items = _items(lists[0])
    senders = ["Ali Connors", "Sandra Adams", "Trevor Hansen", "Britta Holt"]
    assert len(items) == 4 and len(lists[0].children) == 4
    for item, sender in zip(items, senders):
        assert any(getattr(n, "text", "") == sender for n in descendants(item)), sender
        assert 1 <= _bottom_border(item) <= 2 and item.frame.width >= 388, (sender, item.frame, item.style.border)
    assert lists[0].frame.y >= 63 and lists[0].frame.bottom <= 380, lists[0].frame
    assert all(t.role == "label" for t in texts_of(screen) if t.text in ("Mail", "Chat", "Rooms", "Meet"))


def _squares(node: dict, side: float) -> list[list[float]]:
    """The rects of a page snapshot's elements about `side` px square."""
    x, y, w, h = node["rect"]
    found = [node["rect"]] if abs(w - side) <= 2 and abs(h - side) <= 2 else []
    for child in node.get("children", []):
        if "text" not in child:
            found += _squares(child, side)
    return found


@pytest.mark.parametrize("factor", [1, 3])
def test_a_floating_button_over_the_tab_bar_stays_over_it_on_a_taller_screen(factor):
    """Material's inbox: the floating button just above the tab bar, set apart from the list, stays with the bar
    on a taller screen (the free space goes above it), as the page's own fixed button does."""
    page = (SCREENS / "material_inbox.html").read_text()
    with Renderer() as renderer:
        html = convert(scaled(renderer.render_png(page, 390, 844), factor)).html
        for width, height in ((390, 844), (430, 932)):
            ours = _squares(renderer.snapshot(html, width, height)["root"], 56)
            theirs = _squares(renderer.snapshot(page, width, height)["root"], 56)
            assert len(ours) == 1 and len(theirs) == 1, (ours, theirs)
            assert abs(ours[0][1] - theirs[0][1]) <= 4 and abs(ours[0][0] - theirs[0][0]) <= 4, (width, ours, theirs)


FAINT_LINES = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #1d2129 }}
h2 {{ font-size: 14px; font-weight: 400; color: #86909c; margin: 0; padding: 20px 16px 8px }}
.group {{ background: #fff }}
.cell {{ padding-left: 16px; font-size: 16px }}
.inner {{ position: relative; display: flex; justify-content: space-between; padding: 16px 16px 16px 0 }}
.cell:not(:last-child) .inner::after {{ content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 1px;
  background: #e5e6eb; transform: scaleY(.5); transform-origin: bottom }}
.value {{ color: #86909c }} .note {{ font-size: 13px; color: #86909c; margin-top: 4px }}
.nav {{ height: 44px; background: #fff; display: flex; align-items: center; justify-content: center; font-size: 17px }}
</style></head><body><div class="nav">Settings</div><h2>Notifications</h2><div class="group">
<div class="cell"><div class="inner"><span>Comments</span><span class="value">Instant</span></div></div>
<div class="cell"><div class="inner"><span>Likes</span><span class="value">Hourly</span></div></div>
<div class="cell"><div class="inner"><span>New followers</span><span class="value">Daily</span></div></div>
<div class="cell"><div class="inner"><div>Announcements<div class="note">Sent by the team, at most weekly</div></div>
<span class="value">Always</span></div></div>
</div><h2>Privacy</h2><div class="group">
<div class="cell"><div class="inner"><span>Blocked</span><span class="value">3</span></div></div></div>
</body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_half_pixel_hairlines_a_shade_off_the_page_part_the_cells_of_a_white_group(factor):
    """A white group on a light grey page whose rows are parted by half-pixel lines set in from the left, of a grey
    close to the page's (Arco, Vant): the lines are drawn on the group, not the page showing through, so the group
    is a list of four cells, the first three ruled off below; the note under the last row's label is that row's."""
    screen = _converted(FAINT_LINES, factor)
    group = _holding(screen, "Comments", "list")
    assert group is not None and group.style.background is not None and group.style.background.hex == "#ffffff"
    items = _items(group)
    assert len(items) == 4, [i.frame for i in items]
    assert [_bottom_border(i) > 0 for i in items] == [True, True, True, False], [i.style.border for i in items]
    assert all(i.frame.x >= 14 for i in items[:3]), [i.frame for i in items]  # the cells start where their lines do
    assert _holding(screen, "Sent by the team, at most weekly", "listItem") is items[3]
    assert _holding(screen, "Blocked", "list") is None


AVATAR_FIRST = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #323233 }}
h2 {{ font-size: 14px; font-weight: 400; color: #969799; margin: 0; padding: 32px 16px 16px }}
.group {{ background: #fff }}
.cell {{ display: flex; align-items: center; gap: 12px; padding: 12px 16px; position: relative; font-size: 13px }}
.cell:not(:last-child)::after {{ content: ""; position: absolute; left: 16px; right: 16px; bottom: 0; height: 1px;
  background: #ebedf0; transform: scaleY(.5) }}
.pic {{ width: 52px; height: 52px; border-radius: 26px; background: #1989fa; flex: none }}
.grow {{ flex: 1 }} .value {{ color: #969799 }} .note {{ font-size: 12px; color: #969799; margin-top: 4px }}
.top {{ align-items: flex-start }}
</style></head><body><h2>Account</h2><div class="group">
<div class="cell"><div class="pic"></div><div class="grow">Lin Xiaoyu<div class="note">Member since 2021</div></div></div>
<div class="cell"><span class="grow">Level</span><span class="value">Gold</span></div>
<div class="cell"><span class="grow">Points</span><span class="value">2,480</span></div>
<div class="cell top"><div class="grow">Balance<div class="note">Expires 2025-12-31</div></div>
<span class="value">$12</span></div>
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_an_avatars_row_over_rows_of_one_line_is_a_cell_of_the_same_list(factor):
    """A list whose first row holds a 52 px avatar and whose other rows hold one line of 13 px text, parted by
    half-pixel hairlines: the rows are of one list all the same, four cells, and the note under the last row's
    label is that row's, at 1x and read off a 3x picture alike."""
    screen = _converted(AVATAR_FIRST, factor)
    group = _holding(screen, "Level", "list")
    assert group is not None
    items = _items(group)
    assert len(items) == 4, [i.frame for i in items]
    assert _holding(screen, "Lin Xiaoyu", "listItem") is items[0]
    assert _holding(screen, "Expires 2025-12-31", "listItem") is items[3]


CAPTIONED = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT}; color: #111 }}
.bar {{ height: 56px; background: #3949ab }}
.caption {{ font-size: 13px; color: #666; padding: 16px 16px 4px }}
.row {{ display: flex; gap: 16px; padding-left: 16px; align-items: center }}
.pic {{ width: 40px; height: 40px; border-radius: 20px; background: #8e24aa; flex: none }}
.body {{ flex: 1; padding: 12px 16px 12px 0; border-bottom: 1px solid #ddd; font-size: 15px }}
.sub {{ font-size: 13px; color: #666; margin-top: 2px }}
</style></head><body><div class="bar"></div><div class="caption">Today</div>
<div class="row"><div class="pic"></div><div class="body">Olivia Bennett<div class="sub">Roadmap review</div></div></div>
<div class="row"><div class="pic"></div><div class="body">Marcus Lee<div class="sub">Hiking trip</div></div></div>
<div class="row"><div class="pic"></div><div class="body">Priya Raman<div class="sub">Tokens handoff</div></div></div>
<div class="caption">Yesterday</div>
<div class="row"><div class="pic"></div><div class="body">Stripe<div class="sub">Weekly payout</div></div></div>
<div class="row"><div class="pic"></div><div class="body">Daniel Ortiz<div class="sub">Invoice approved</div></div></div>
<div class="row"><div class="pic"></div><div class="body">Hannah Kim<div class="sub">Photos from Saturday</div></div></div>
</body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_caption_after_ruled_rows_ends_their_list(factor):
    """Rows with a line under each, set in past their pictures, under a caption and over the next caption: the
    three rows under "Today" are one list, each ruled off below (the last by the line over "Yesterday"), and the
    caption after them is in no list."""
    screen = _converted(CAPTIONED, factor)
    today = _holding(screen, "Olivia Bennett", "list")
    assert today is not None
    names = ["Olivia Bennett", "Marcus Lee", "Priya Raman"]
    assert all(_holding(screen, name, "list") is today for name in names)
    assert len(_items(today)) == 3 and all(_bottom_border(i) > 0 for i in _items(today))
    assert _holding(screen, "Yesterday", "list") is None and _holding(screen, "Today", "list") is None
    assert _holding(screen, "Stripe", "list") not in (None, today)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_line_over_the_total_is_that_rows_top_border_not_a_list(factor):
    """A card of sums: Subtotal, Shipping, then a line and the Total. The line rules off the total: the total's row
    is held by a box whose top border it is, the rows above stay rows of the card, and nothing is a list."""
    screen = _converted((SCREENS / "checkout_form.html").read_text(), factor)
    total = next(t for t in texts_of(screen) if t.text == "Total")
    box = parent_of(parent_of(total, screen.root), screen.root)
    assert isinstance(box, BoxNode) and box.style.border is not None, box
    assert 1 <= box.style.border.width.top <= 2 and not box.style.border.width.bottom
    for name in ("Subtotal", "Shipping"):
        row = parent_of(next(t for t in texts_of(screen) if t.text == name), screen.root)
        assert parent_of(row, screen.root) is parent_of(box, screen.root), name
    assert not _lists(screen)


SHEET = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT}; color: #111 }}
.row {{ display: flex; justify-content: space-between; padding: 14px 16px; border-bottom: 1px solid #e0e0e0;
        font-size: 16px }}
.rest {{ background: #efeff4; padding: 12px 8px 0 }}
.rest h3 {{ font-size: 13px; font-weight: 400; color: #6d6d72; margin: 8px 8px 12px }}
.card {{ background: #fff; border-radius: 8px; box-shadow: 0 1px 2px rgba(0, 0, 0, .12); padding: 16px;
         font-size: 14px; line-height: 1.4; height: 420px }}
.card h2 {{ font-size: 20px; font-weight: 400; margin: 0 0 8px }}
</style></head><body>
<div class="row"><span>Lily Chen</span><span>Online</span></div>
<div class="row"><span>Marco Rossi</span><span>Away</span></div>
<div class="row"><span>Aisha Bello</span><span>Online</span></div>
<div class="row"><span>Tom Becker</span><span>9:12 AM</span></div>
<div class="row"><span>Sofia Lindqvist</span><span>Yesterday</span></div>
<div class="row"><span>Priya Raman</span><span>Monday</span></div>
<div class="row"><span>Daniel Ortiz</span><span>Sunday</span></div>
<div class="row"><span>Hannah Kim</span><span>Mar 17</span></div>
<div class="row"><span>Olivia Bennett</span><span>Mar 12</span></div>
<div class="rest"><h3>UPCOMING</h3><div class="card"><h2>Design review</h2>
Walk through the new onboarding flow with the team before the sprint demo.</div></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_grey_band_round_a_white_sheet_cut_by_the_screens_edge_is_a_surface_holding_it(factor):
    """Under a white list, the page turns light grey round a white card with a soft shadow that runs on past the
    screen's bottom edge. The grey is a surface holding the caption and the card (not an outline round the card),
    the card's shadowed sides are no pictures of their own, and on a taller screen the grey runs on to the bottom."""
    import io

    import numpy as np
    from PIL import Image

    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(SHEET, 390, 844), factor))
        wide = np.asarray(Image.open(io.BytesIO(renderer.render_png(conversion.html, 430, 932))).convert("RGB"))
    screen = conversion.screen
    grey = _holding(screen, "Design review", "section")
    assert grey is not None and grey.style.background is not None, "no painted band holds the card"
    assert abs(grey.style.background.r - 0xEF) <= 2 and grey.frame.width >= 388 and grey.frame.bottom >= 843
    assert _holding(screen, "UPCOMING", "section") is grey
    card = _holding(screen, "Design review", "card")
    assert card is not None and card.style.background is not None and card.style.background.hex == "#ffffff"
    assert card in list(descendants(grey))
    slivers = [n for n in descendants(card) if n.frame.width <= 10 and n.frame.height >= 100]
    assert not slivers, [n.frame for n in slivers]
    assert all(abs(int(v) - c) <= 3 for v, c in zip(wide[925, 215], (0xEF, 0xEF, 0xF4))), wide[925, 215]


CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"


@pytest.mark.parametrize("factor", [1, 3])
def test_a_row_under_a_hairline_at_the_screens_end_is_a_box_the_hairline_tops(factor):
    """Corpus screen 03 ends on a form group whose first row ("卡号", a card number) the screen's bottom edge cuts,
    under the group's top hairline: the row is held by a box across the screen from that hairline down, the hairline
    its top border."""
    screen = convert(scaled((CORPUS / "03_jquery_weui_form.png").read_bytes(), factor)).screen
    row = _holding(screen, "卡号", "row")
    box = parent_of(row, screen.root) if row is not None else None
    assert isinstance(box, BoxNode) and box.style.border is not None, box
    assert 1 <= box.style.border.width.top <= 2 and box.frame.width >= 388 and box.frame.y >= 780, box.frame


SUMS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; padding: 24px 20px; background: #f8f9fa; {FONT}; color: #212529 }}
.sum {{ background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 12px 16px }}
.row {{ display: flex; justify-content: space-between; font-size: 15px; padding: 6px 0 }}
.total {{ font-weight: 700; border-top: 1px solid #dee2e6; margin-top: 6px; padding-top: 10px }}
.note {{ font-size: 12px; color: #6c757d; padding-bottom: 4px }}
</style></head><body><div class="sum"><div class="row"><span>Subtotal</span><span>$42.00</span></div>
<div class="row"><span>Shipping</span><span>$4.99</span></div>
<div class="row total"><span>Total</span><span>$46.99</span></div><div class="note">Taxes included where they apply</div>
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_note_under_a_ruled_off_total_is_the_totals_and_read_once(factor):
    """A note under the total of a card of sums goes with the total: it stands in the box the line over the total
    tops, and every text of the card is in the tree once."""
    screen = _converted(SUMS, factor)
    words = [t.text for t in texts_of(screen)]
    assert len(words) == len(set(words)), words
    note = next(t for t in texts_of(screen) if t.text.startswith("Taxes included"))
    total = next(t for t in texts_of(screen) if t.text == "Total")
    box = parent_of(total, screen.root)
    while box is not None and box.style.border is None:
        box = parent_of(box, screen.root)
    assert isinstance(box, BoxNode) and box.style.border is not None and box.style.border.width.top >= 1, box
    assert box.frame.height < 100 and note in list(descendants(box)), box.frame
