"""Things that share a row: a card's two equal buttons after a quiet one, an action bar's buttons after its icons,
columns parted by upright hairlines. Each page is written here, rendered at 1x and 3x, converted, and the conversion rendered again at
390 and at 430 px: the buttons' labels land where the page's own do on the wider screen, and buttons that only
hug their labels at a row's end keep their size."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, ImageNode, Screen, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import both_boxes, descendants, parent_of, texts_at_both_widths, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402

FONT = "font-family:'DejaVu Sans',sans-serif"

CARD_BUTTONS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #efeff4; {FONT}; color: #1f1f21 }}
.card {{ background: #fff; border-radius: 8px; margin: 24px 8px; padding: 16px }}
h2 {{ font-size: 20px; font-weight: 400; margin: 0 0 8px }} p {{ margin: 0; font-size: 14px; color: #555 }}
.buttons {{ display: flex; gap: 8px; margin-top: 16px }}
.button {{ flex: 1; text-align: center; font-size: 16px; line-height: 38px; border-radius: 4px; background: #0076ff;
  color: #fff; border: 1px solid #0076ff }}
.outline {{ background: #fff; color: #0076ff }}
.quiet {{ flex: 0 0 auto; background: none; border-color: transparent; color: #0076ff; padding: 0 10px }}
.bar {{ display: flex; align-items: center; justify-content: space-between; margin: 0 16px; font-size: 18px }}
.pills {{ display: flex; gap: 8px }}
.pill {{ font-size: 14px; line-height: 30px; padding: 0 12px; border-radius: 15px; background: #dde7ff;
  color: #234; width: 56px; text-align: center }}
</style></head><body>
<div class="card"><h2>Design review</h2><p>Thursday, 10:00 AM · Room 4B</p>
<div class="buttons"><span class="button quiet">Later</span><span class="button outline">Decline</span>
<span class="button">Accept</span></div></div>
<div class="bar"><span>Drafts</span><div class="pills"><span class="pill">Edit</span><span class="pill">Share</span>
</div></div>
</body></html>"""

ACTION_BAR = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #323233; min-height: 100vh }}
h1 {{ font-size: 20px; margin: 0; padding: 24px 16px 8px }} p {{ margin: 0 16px; font-size: 15px; color: #666 }}
.bar {{ position: fixed; left: 0; right: 0; bottom: 0; height: 56px; background: #fff; display: flex;
  align-items: center; padding: 0 8px 0 4px; box-sizing: border-box }}
.cell {{ width: 52px; display: flex; flex-direction: column; align-items: center; font-size: 11px; color: #646566 }}
.cell i {{ width: 20px; height: 20px; border-radius: 5px; background: #646566; margin-bottom: 3px }}
.action {{ flex: 1; height: 40px; line-height: 40px; text-align: center; color: #fff; font-size: 14px }}
.action {{ border-radius: 20px; margin-left: 8px }} .add {{ background: #ff9318 }} .buy {{ background: #ee0a24 }}
</style></head><body><h1>Linen shirt</h1><p>Relaxed fit, stone washed</p>
<div class="bar"><div class="cell"><i></i>Chat</div><div class="cell"><i></i>Shop</div><div class="cell"><i></i>Cart</div>
<div class="action add">Add to cart</div><div class="action buy">Buy now</div></div>
</body></html>"""


JOINED = ACTION_BAR.replace(
    ".action { border-radius: 20px; margin-left: 8px }",
    ".add { border-radius: 20px 0 0 20px; margin-left: 8px } .buy { border-radius: 0 20px 20px 0 }",
)
assert JOINED != ACTION_BAR

STATS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fef7ff; {FONT}; color: #1d1b20 }}
h1 {{ font-size: 22px; font-weight: 400; text-align: center; margin: 32px 16px 20px }}
.stats {{ display: flex; margin: 0 16px 24px; border-radius: 12px; background: #f7f2fa; padding: 12px 0;
  box-shadow: 0 1px 2px rgba(0,0,0,.3), 0 1px 3px 1px rgba(0,0,0,.15) }}
.stat {{ flex: 1 1 0; display: flex; flex-direction: column; align-items: center }}
.stat + .stat {{ border-left: 1px solid #cac4d0 }}
.value {{ font-size: 22px; line-height: 28px }} .label {{ font-size: 12px; line-height: 16px; color: #49454f }}
.due {{ display: flex; margin: 0 16px; background: #fff; border: 1px solid #cac4d0; border-radius: 8px; padding: 10px 0 }}
.due > div {{ padding: 0 12px; font-size: 14px; line-height: 20px }} .due b {{ display: block; font-size: 20px }}
.due .main {{ flex: 2 }} .due .side {{ flex: 1; border-left: 1px solid #cac4d0 }}
.actions {{ display: flex; gap: 10px; margin: 24px 16px }}
.actions span {{ flex: 1; height: 40px; line-height: 40px; text-align: center; border-radius: 20px; font-size: 14px }}
.follow {{ background: #6750a4; color: #fff }} .message {{ border: 1px solid #79747e; color: #6750a4 }}
</style></head><body><h1>Maya Rodrigues</h1>
<section class="stats"><div class="stat"><span class="value">248</span><span class="label">Posts</span></div>
<div class="stat"><span class="value">12.4k</span><span class="label">Followers</span></div>
<div class="stat"><span class="value">381</span><span class="label">Following</span></div></section>
<div class="due"><div class="main">Balance<b>$1,204.50</b></div><div class="side">Due<b>Mar 3</b></div></div>
<div class="actions"><span class="follow">Follow</span><span class="message">Message</span></div>
</body></html>"""


def _converted(page: str, factor: int) -> tuple[Screen, dict]:
    """The conversion's tree, and the texts as it and the page show them at 390 and at 430 px."""
    with Renderer() as renderer:
        result = convert(scaled(renderer.render_png(page, 390, 844), factor))
        return result.screen, texts_at_both_widths(renderer, result.html, page)


def _button_of(screen: Screen, text: str) -> BoxNode:
    node = next(t for t in texts_of(screen) if t.text == text)
    parent = parent_of(node, screen.root)
    assert isinstance(parent, BoxNode) and parent.style.background is not None or parent.style.border is not None
    return parent


def _misplaced(shown: dict, texts: list[str]) -> list[tuple[int, str]]:
    """The texts whose middle lies more than 8 px across from the page's own, at either width."""
    off = []
    for width, (ours, theirs) in shown.items():
        for text in texts:
            mine, page = both_boxes(ours, theirs, text)
            if abs(mine[0] + mine[2] / 2 - page[0] - page[2] / 2) > 8:
                off.append((width, text))
    return off


@pytest.mark.parametrize("factor", [1, 3])
def test_buttons_after_a_quiet_one_share_the_rest_and_pills_at_a_rows_end_keep_their_size(factor):
    """A card's "Decline" and "Accept" take equal shares of what its quiet "Later" leaves (`flex: 1`), so on a
    wider screen they grow as the card's own do; the quiet button keeps its width. Two pills that only hug their
    labels at the end of a row keep theirs."""
    screen, shown = _converted(CARD_BUTTONS, factor)
    decline, accept = _button_of(screen, "Decline"), _button_of(screen, "Accept")
    assert decline.placement.grow == 1 and accept.placement.grow == 1
    later = next(t for t in texts_of(screen) if t.text == "Later")
    assert later.placement.grow == 0
    edit, share = _button_of(screen, "Edit"), _button_of(screen, "Share")
    assert edit.placement.grow == 0 and share.placement.grow == 0 and share.placement.width != "fill"
    assert not _misplaced(shown, ["Later", "Decline", "Accept", "Edit", "Share"])


@pytest.mark.parametrize("factor", [1, 3])
def test_an_action_bars_buttons_take_what_its_icons_leave(factor):
    """An action bar: three icons with their names, each as wide as it is drawn, then two buttons taking the rest.
    The buttons (or a box round them) take what the icons leave (`flex: 1`), not a share of the whole bar, so at
    430 px the labels land where the page's own do."""
    screen, shown = _converted(ACTION_BAR, factor)
    holder: BoxNode | None = _button_of(screen, "Add to cart")
    while isinstance(holder, BoxNode) and not holder.placement.grow and holder.placement.width != "share":
        holder = parent_of(holder, screen.root)
    assert isinstance(holder, BoxNode) and holder.placement.grow == 1 and holder.placement.width == "fill"
    assert not any(isinstance(t, TextNode) and t.placement.grow for t in texts_of(screen) if t.text == "Chat")
    assert not _misplaced(shown, ["Chat", "Shop", "Cart", "Add to cart", "Buy now"])


def _cell_of(screen: Screen, text: str) -> BoxNode:
    """The box of a row's cell round the text `text` (the box whose parent lays its children out in a row)."""
    node = next(t for t in texts_of(screen) if t.text == text)
    parent = parent_of(node, screen.root)
    while parent is not None and (holder := parent_of(parent, screen.root)) is not None:
        if holder.layout.direction == "row":
            return parent
        parent = holder
    raise AssertionError(f"{text} is in no row")


@pytest.mark.parametrize("factor", [1, 3])
def test_columns_parted_by_upright_hairlines_are_cells_of_a_row(factor):
    """A stats card on a shadowed surface: "Posts", "Followers" and "Following" under their numbers, parted by
    upright hairlines. Each column is a cell holding its number and its label, the hairline before it its left
    border, the three sharing the card equally; a card parted two to one shares it two to one. On a wider screen
    every text lands where the page's own does. A figure over its caption is a value and its label."""
    screen, shown = _converted(STATS, factor)
    stats = [_cell_of(screen, label) for label in ("Posts", "Followers", "Following")]
    assert len({id(cell) for cell in stats}) == 3
    for cell, number in zip(stats, ("248", "12.4k", "381")):
        assert any(getattr(n, "text", None) == number for n in descendants(cell)), number
        assert cell.placement.grow == 1
        assert cell.role not in ("card", "section"), "a column of a row is no card of its own"
    roles = {t.text: t.role for t in texts_of(screen)}
    assert [roles[n] for n in ("248", "12.4k", "381", "$1,204.50")] == ["value"] * 4, roles
    assert [roles[n] for n in ("Posts", "Followers", "Following", "Balance")] == ["label"] * 4, roles
    assert [bool(c.style.border and c.style.border.width.left >= 1) for c in stats] == [False, True, True]
    balance, due = _cell_of(screen, "Balance"), _cell_of(screen, "Due")
    assert balance is not due and due.style.border is not None and due.style.border.width.left >= 1
    assert balance.placement.width == "share" and due.placement.width == "share"
    assert balance.placement.share > 1.5 * due.placement.share
    texts = ["Posts", "Followers", "Following", "248", "12.4k", "381", "Balance", "$1,204.50", "Due", "Mar 3"]
    assert not _misplaced(shown, texts)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_filled_and_an_outlined_button_of_one_width_share_their_row(factor):
    """ "Follow" filled and "Message" outlined, each half of the row: read off a resampled picture the outline
    comes out a pixel or two wider, and the two still share the row equally."""
    screen, shown = _converted(STATS, factor)
    follow, message = _button_of(screen, "Follow"), _button_of(screen, "Message")
    assert follow.placement.grow == 1 and message.placement.grow == 1
    assert not _misplaced(shown, ["Follow", "Message"])


@pytest.mark.parametrize("factor", [1, 3])
def test_two_buttons_joined_into_one_pill_are_two_buttons(factor):
    """An action bar's "Add to cart" and "Buy now" joined into one pill of two colours, rounded at its two ends
    only: two buttons side by side, each round on its outer side and square where they meet, each holding its
    label in its middle, not a picture of both."""
    screen, shown = _converted(JOINED, factor)
    add, buy = _button_of(screen, "Add to cart"), _button_of(screen, "Buy now")
    assert add is not buy and add.role == "button" and buy.role == "button"
    assert add.style.radii.top_left >= 12 and add.style.radii.top_right == 0
    assert buy.style.radii.top_left == 0 and buy.style.radii.bottom_right >= 12
    assert not any(isinstance(n, ImageNode) and n.frame.width > 60 for n in screen.walk())
    assert not _misplaced(shown, ["Add to cart", "Buy now"])
