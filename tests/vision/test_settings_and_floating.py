"""A settings tile whose rows set a title and its description beside a switch level with the title; an info sign
drawn as a glyph on a small disc; a floating "New mail" button with a wide soft shadow over an empty list; a card
with a soft shadow whose cover picture touches its sides. Each comes out as a developer would build it: the two
lines beside the switch, the sign kept as drawn, the button a button at the bottom of any screen, the cover kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.ir import BoxNode, ImageNode
from tests.vision.tree import (
    both_boxes,
    conversion_at_both_widths,
    descendants,
    parent_of,
    texts_of,
)

SANS = "'DejaVu Sans', sans-serif"

SETTINGS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#161616;padding:16px}}
h2{{font-size:20px;font-weight:400;margin:8px 0 12px}}
.tile{{background:#f4f4f4;padding:16px}}
.row{{display:flex;align-items:flex-start;gap:16px}}
.row+.row{{margin-top:16px;padding-top:16px;border-top:1px solid #c6c6c6}}
.text{{flex:1;min-width:0}}
.title{{font-size:14px;line-height:18px;font-weight:600}}
.desc{{margin-top:2px;font-size:12px;line-height:16px;color:#525252}}
.switch{{width:48px;height:24px;border-radius:12px;background:#8d8d8d;position:relative;flex:none}}
.switch::after{{content:"";position:absolute;left:3px;top:3px;width:18px;height:18px;border-radius:50%;
background:#fff}}
.on{{background:#24a148}} .on::after{{left:27px}}
.info{{display:flex;align-items:center;gap:12px;margin-top:24px;font-size:15px}}
.sign{{width:18px;height:18px;border-radius:50%;background:#666;position:relative;flex:none}}
.sign::before{{content:"";position:absolute;left:8px;top:4px;width:2px;height:2px;background:#fff}}
.sign::after{{content:"";position:absolute;left:8px;top:7px;width:2px;height:7px;background:#fff}}
</style></head><body><h2>Notifications</h2><div class="tile">
<div class="row"><div class="text"><div class="title">Email alerts</div>
<div class="desc">Billing and security events, sent to the account's owner</div></div>
<div class="switch on"></div></div>
<div class="row"><div class="text"><div class="title">Maintenance windows</div>
<div class="desc">Planned downtime for your services</div></div><div class="switch"></div></div></div>
<h2>Access</h2><div class="info"><div class="sign"></div><div>Keys rotate every ninety days</div></div>
</body></html>"""

FLOATING = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#242424}}
header{{background:#0f6cbd;color:#fff;padding:16px;font-size:20px;font-weight:600}}
.row{{padding:14px 16px;border-bottom:1px solid #eee;font-size:15px}}
.fab{{position:fixed;right:16px;bottom:20px;height:48px;padding:0 22px;border-radius:24px;background:#0f6cbd;
color:#fff;font-size:15px;font-weight:600;display:flex;align-items:center;
box-shadow:0 0 8px rgba(0,0,0,.12),0 14px 28px rgba(0,0,0,.14)}}
.card{{margin:16px;border-radius:16px;background:#fff;overflow:hidden;
box-shadow:0 1px 3px rgba(0,0,0,.12),0 4px 12px rgba(0,0,0,.08)}}
.cover{{height:150px;background:linear-gradient(160deg,#5b21f5,#d946ef 55%,#4b6584 56%,#3f7a5c)}}
.body{{padding:16px 24px;font-size:15px}}
</style></head><body><header>Inbox</header>
<div class="row">Quarterly roadmap review</div><div class="row">Lunch on Friday?</div>
<div class="card"><div class="cover"></div><div class="body">Summer collection</div></div>
<div class="fab">New mail</div></body></html>"""


def _convert(page: str, factor: int):
    return conversion_at_both_widths(page, factor)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_description_stays_beside_the_switch_set_level_with_its_title(factor):
    result, shown = _convert(SETTINGS, factor)
    texts = {t.text: t for t in texts_of(result.screen)}
    title, desc = texts["Maintenance windows"], texts["Planned downtime for your services"]
    switches = [n for n in result.screen.walk() if isinstance(n, BoxNode) and n.role == "switch"]
    assert len(switches) == 2
    # the title, its description and the switch are laid out in one row: a switch taller than the title does not
    # push the description down
    row = parent_of(switches[1], result.screen.root)
    held = list(descendants(row)) if row is not None else []
    assert title in held and desc in held
    for width in (390, 430):
        ours, theirs = shown[width]
        for label in ("Planned downtime for your services", "Access"):
            got, want = both_boxes(ours, theirs, label)
            assert abs(got[1] - want[1]) <= 8, (width, label, got, want)


@pytest.mark.parametrize("factor", [1, 3])
def test_an_info_sign_on_a_small_disc_keeps_its_glyph(factor):
    result, _ = _convert(SETTINGS, factor)
    keys = next(t for t in texts_of(result.screen) if t.text.startswith("Keys rotate"))
    row = parent_of(keys, result.screen.root)
    assert row is not None
    before = [c for c in row.children if c is not keys and c.frame.right <= keys.frame.x]
    # drawn as it is, glyph and all (a picture, or a disc holding its glyph's picture): no plain disc of one paint
    assert len(before) == 1, before
    sign = before[0]
    assert isinstance(sign, ImageNode) or any(isinstance(n, ImageNode) for n in descendants(sign)), sign


@pytest.mark.parametrize("factor", [1, 3])
def test_a_floating_button_with_a_wide_shadow_is_a_button_at_the_bottom(factor):
    result, shown = _convert(FLOATING, factor)
    label = next(t for t in texts_of(result.screen) if t.text == "New mail")
    button = parent_of(label, result.screen.root)
    assert isinstance(button, BoxNode) and button.style.background is not None and button.style.shadows
    assert button.role == "button" and len(button.children) == 1  # its shadow is no list of pieces round it
    ours, theirs = shown[430]
    got, want = both_boxes(ours, theirs, "New mail")
    assert abs(got[1] - want[1]) <= 8 and abs(got[0] + got[2] - want[0] - want[2]) <= 8, (got, want)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_shadowed_cards_cover_touching_its_sides_is_kept(factor):
    result, _ = _convert(FLOATING, factor)
    title = next(t for t in texts_of(result.screen) if t.text == "Summer collection")
    card = parent_of(title, result.screen.root)
    while card is not None and not (isinstance(card, BoxNode) and card.role == "card"):
        card = parent_of(card, result.screen.root)
    assert card is not None
    covers = [n for n in descendants(card) if isinstance(n, ImageNode) and n.frame.width >= 0.9 * card.frame.width]
    assert covers and covers[0].frame.height >= 140, [(type(n).__name__, n.frame) for n in descendants(card)]


TAGS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f2f2f2;color:#1f2937;padding:16px}}
.card{{background:#fff;border-radius:16px;padding:20px}}
h3{{font-size:16px;margin-bottom:12px}}
.tags{{display:flex;flex-wrap:wrap;gap:6px}}
.tag{{font-size:12px;line-height:16px;padding:1px 8px;border-radius:999px;border:1px solid #1f2937}}
.filled{{background:#4a00ff;color:#fff;border-color:#4a00ff}}
</style></head><body><div class="card"><h3>Monthly goal</h3><div class="tags">
<span class="tag filled">On track</span><span class="tag">12 days left</span><span class="tag">3 owners</span>
</div></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_pill_outlined_tag_is_a_box_round_its_words(factor):
    result, _ = _convert(TAGS, factor)
    for words in ("12 days left", "3 owners"):
        text = next(t for t in texts_of(result.screen) if words in t.text)
        assert text.text == words  # its rounded ends are no brackets read into the words
        tag = parent_of(text, result.screen.root)
        assert isinstance(tag, BoxNode) and tag.style.border is not None, (words, tag)
        assert tag.frame.x <= text.frame.x - 4 and tag.frame.right >= text.frame.right + 4, (words, tag.frame)
        assert not any(isinstance(c, ImageNode) for c in tag.children)


PROFILE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f5f5f5;color:#212121}}
header{{background:#3a7afe;color:#fff;height:56px;display:flex;align-items:center;padding:0 16px;font-size:18px}}
.hero{{background:#3a7afe;height:52px}}
.card{{background:#fff;margin:-40px 12px 0;border-radius:4px;padding:16px;
box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}}
.who{{display:flex;align-items:center;gap:16px}}
.avatar{{width:64px;height:64px;border-radius:50%;background:linear-gradient(135deg,#8fb4ff,#3a7afe);flex:none}}
.name{{font-size:20px}} .sub{{font-size:13px;color:#757575;margin-top:4px}}
.stats{{display:flex;margin-top:16px;border-top:1px solid #eee;padding-top:12px}}
.stats div{{flex:1;text-align:center;font-size:18px}}
.row{{background:#fff;margin:12px;padding:16px;font-size:15px;border-radius:4px}}
</style></head><body><header>Profile</header><div class="hero"></div>
<div class="card"><div class="who"><div class="avatar"></div><div><div class="name">Zhou Yian</div>
<div class="sub">Front-end engineer · Hangzhou</div></div></div>
<div class="stats"><div>128</div><div>2.6k</div><div>356</div></div></div>
<div class="row">Saved articles</div><div class="row">History</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_card_straddling_a_headers_foot_is_one_card_holding_its_avatar(factor):
    result, shown = _convert(PROFILE, factor)
    name = next(t for t in texts_of(result.screen) if t.text == "Zhou Yian")
    card = parent_of(name, result.screen.root)
    # the card, inset from the sides, from above the header's foot to below its stats: one box, not two parts
    while card is not None and not (
        isinstance(card, BoxNode)
        and card.style.background is not None
        and card.frame.x >= 8
        and card.frame.bottom >= 200
    ):
        card = parent_of(card, result.screen.root)
    assert card is not None and card.frame.y <= 75, card and card.frame
    held = {t.text for t in texts_of(result.screen) if t in list(descendants(card))}
    assert {"Zhou Yian", "128", "356"} <= held, held
    # the avatar is one round thing on the card, not pieces of it cut at the header's foot
    avatars = [n for n in descendants(card) if 56 <= n.frame.width <= 72 and 56 <= n.frame.height <= 72]
    assert len(avatars) == 1, [(type(n).__name__, n.frame) for n in descendants(card)]
    for width in (390, 430):
        ours, theirs = shown[width]
        for label in ("Zhou Yian", "356", "Saved articles"):
            got, want = both_boxes(ours, theirs, label)
            assert abs(got[1] - want[1]) <= 8 and abs(got[0] - want[0]) <= 8, (width, label, got, want)


LIBRARY = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens"


@pytest.mark.parametrize("factor", [1, 3])
def test_vuetifys_info_buttons_keep_their_glyph(factor):
    """Vuetify's list rows end in an info button: a grey disc with a white "i" too small to be found on it."""
    result, _ = _convert((LIBRARY / "c_vuetify_list.html").read_text(), factor)
    trailing = [
        n
        for n in result.screen.walk()
        if isinstance(n, BoxNode | ImageNode) and n.frame.x >= 345 and 14 <= n.frame.width <= 24 and n.frame.y > 100
    ]
    assert len(trailing) >= 7, [(type(n).__name__, n.frame) for n in trailing]
    for sign in trailing:
        assert isinstance(sign, ImageNode) or any(isinstance(n, ImageNode) for n in descendants(sign)), sign.frame


@pytest.mark.parametrize("factor", [1, 3])
def test_daisyuis_card_keeps_its_cover(factor):
    """daisyUI's card: a soft shadow round it, its cover picture touching its top and sides."""
    result, _ = _convert((LIBRARY / "c_daisyui_stats.html").read_text(), factor)
    title = next(t for t in texts_of(result.screen) if t.text == "Summer collection")
    covers = [
        n
        for n in result.screen.walk()
        if isinstance(n, ImageNode)
        and n.frame.width >= 340
        and n.frame.height >= 150
        and n.frame.bottom <= title.frame.y
    ]
    assert covers, [(type(n).__name__, n.frame) for n in result.screen.walk() if n.frame.y > 530]
