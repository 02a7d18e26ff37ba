"""A grey page between white cards under a white header, the last card running under a tab bar, and a coloured bar with a pinned row of another paint
under it. The grey between the cards is read as the page they lie on (a surface holding two white cards), not as
one outline round both; a bar joined to the row under it keeps its square corners, and an avatar with a status dot
on its edge stays round."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.ir import BoxNode
from tests.vision.tree import both_boxes, conversion_at_both_widths, converted_screen, parent_of, texts_of

SANS = "'DejaVu Sans', sans-serif"

CARDS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f3f3f3;color:#181818}}
.head{{background:#fff;padding:16px;border-bottom:1px solid #e5e5e5}}
.head h1{{font-size:20px}} .head p{{font-size:13px;color:#555;margin-top:6px}}
.card{{background:#fff;border:1px solid #c9c9c9;border-radius:4px;margin:12px 12px 0;padding:14px 16px;
box-shadow:0 2px 2px rgba(0,0,0,.1)}}
.card h2{{font-size:16px;margin-bottom:10px}}
.field{{font-size:12px;color:#666;margin-top:10px}} .value{{font-size:14px;margin-top:2px;color:#0176d3}}
.line{{height:4px;background:#3ba755;border-radius:2px;margin-top:12px;width:60%}}
.tabs{{position:fixed;left:0;right:0;bottom:0;height:56px;background:#fff;border-top:1px solid #e5e5e5;display:flex;
justify-content:space-around;align-items:center;font-size:12px;color:#444}}
</style></head><body><div class="head"><h1>Northwind Logistics</h1><p>Opportunity · Proposal</p></div>
<div class="card"><h2>Details</h2><div class="field">Opportunity Owner</div><div class="value">Priya Raman</div>
<div class="field">Account Name</div><div class="value">Northwind Logistics</div>
<div class="field">Next Step</div><div class="value">Exec review with the CFO</div></div>
<div class="card"><h2>Activity</h2><div class="field">Upcoming</div><div class="value">Send revised pricing</div>
<div class="line"></div>
<div class="field">Then</div><div class="value">Executive review</div>
<div class="field">Later</div><div class="value">Discovery call follow-up</div>
<div class="field">October</div><div class="value">Kick-off with the fleet team</div>
<div class="field">September</div><div class="value">First contact</div>
<div class="field">August</div><div class="value">Pricing sheet sent</div><div class="field">July</div><div class="value">Site visit in Leeds</div><div class="field">June</div><div class="value">Fleet audit shared</div><div class="field">May</div><div class="value">Referral from Dana</div><div class="field">April</div><div class="value">Webinar sign-up</div><div class="field">March</div><div class="value">Newsletter reply</div></div>
<div class="tabs"><span>Home</span><span>Opportunities</span><span>Menu</span></div></body></html>"""

PINNED = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#222}}
.bar{{background:#527da3;color:#fff;padding:20px 16px 40px;font-size:20px}}
.row{{display:flex;align-items:center;gap:14px;padding:10px 12px;font-size:15px}}
.pinned{{background:#f4f4f5}}
.av{{width:54px;height:54px;border-radius:50%;background:#7b61ff;position:relative;flex:none}}
.dot{{position:absolute;right:0;bottom:2px;width:14px;height:14px;border-radius:50%;background:#4bc160;
border:2px solid #fff}}
.sub{{font-size:13px;color:#777;margin-top:4px}}
</style></head><body><div class="bar">Telegram</div>
<div class="row pinned"><div class="av"></div><div><div>Saved Messages</div><div class="sub">boarding pass</div></div></div>
<div class="row"><div class="av"><div class="dot"></div></div><div><div>Maria Kovalenko</div>
<div class="sub">Are we still on for dinner?</div></div></div>
<div class="row"><div class="av"></div><div><div>Alex Romero</div><div class="sub">Sure, I'll send it</div></div></div>
</body></html>"""


def _painted_box(node, root) -> BoxNode | None:
    box = parent_of(node, root)
    while box is not None and not (isinstance(box, BoxNode) and box.style.background is not None):
        box = parent_of(box, root)
    return box


@pytest.mark.parametrize("factor", [1, 3])
def test_white_cards_on_a_grey_page_are_two_cards(factor):
    screen = converted_screen(CARDS, factor)
    texts = {t.text: t for t in texts_of(screen)}
    first, second = _painted_box(texts["Details"], screen.root), _painted_box(texts["Activity"], screen.root)
    assert first is not None and second is not None and first is not second
    for card in (first, second):
        colour = card.style.background
        assert (colour.r, colour.g, colour.b) == (255, 255, 255), colour
        assert card.frame.width <= screen.width - 20, card.frame  # inset from the sides, not the band round them
    # nothing is drawn as one outline round both cards
    for node in screen.walk():
        if isinstance(node, BoxNode) and node.style.border is not None and node.style.background is None:
            assert not (node.frame.y <= first.frame.y and node.frame.bottom >= second.frame.bottom), node.frame


@pytest.mark.parametrize("factor", [1, 3])
def test_a_bar_joined_to_the_row_under_it_keeps_square_corners(factor):
    screen = converted_screen(PINNED, factor)
    title = next(t for t in texts_of(screen) if t.text == "Telegram")
    bar = _painted_box(title, screen.root)
    assert bar is not None and bar.frame.width >= screen.width - 2
    radii = bar.style.radii
    assert max(radii.top_left, radii.top_right, radii.bottom_left, radii.bottom_right) <= 8, radii


@pytest.mark.parametrize("factor", [1, 3])
def test_an_avatar_with_a_status_dot_stays_round(factor):
    screen = converted_screen(PINNED, factor)
    name = next(t for t in texts_of(screen) if t.text == "Maria Kovalenko")
    row = parent_of(parent_of(name, screen.root), screen.root)
    discs = [
        n for n in row.children if isinstance(n, BoxNode) and 50 <= n.frame.width <= 60 and n.frame.x < name.frame.x
    ]
    assert discs, [(type(n).__name__, n.role, n.frame) for n in row.children]
    assert discs[0].style.radii.top_left >= 20, discs[0].style.radii


ICON = '<svg width="22" height="22" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="#555" stroke-width="2"/></svg>'
HOME_INSET = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#1f2328}}
h1{{font-size:22px;padding:16px}} p{{font-size:15px;line-height:22px;padding:0 16px 12px}}
.repo{{background:#f6f8fa;border-top:1px solid #d1d9e0;padding:12px 16px}}
.card{{background:#fff;border:1px solid #d1d9e0;border-radius:6px;margin:0 16px;padding:16px;font-size:15px;
height:600px}}
.repo div{{font-size:15px;padding:12px 0;border-bottom:1px solid #e5e9ee}}
.tabs{{position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #d1d9e0;display:flex;
padding:6px 0 22px}}
.tabs span{{flex:1;display:flex;flex-direction:column;align-items:center;gap:3px;font-size:11px;color:#555}}
</style></head><body><h1>harbor</h1>
<p>A lightweight, self-hosted container registry with image signing and vulnerability scanning.</p>
<div class="repo">{
    "".join(
        f"<div>{name}</div>"
        for name in (
            "Issues",
            "Pull requests",
            "Discussions",
            "Actions",
            "Projects",
            "Wiki",
            "Security",
            "Insights",
            "Settings",
            "Releases",
            "Packages",
            "Contributors",
        )
    )
}</div>
<div class="tabs">{
    "".join(f"<span>{ICON}{name}</span>" for name in ("Home", "Notifications", "Explore", "Profile"))
}</div>
</body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_tab_bar_over_a_home_inset_stays_at_the_bottom_of_a_taller_screen(factor):
    result, shown = conversion_at_both_widths(HOME_INSET, factor)
    ours, theirs = shown[430]
    for label in ("Home", "Explore", "Profile"):
        got, want = both_boxes(ours, theirs, label)
        assert abs(got[1] - want[1]) <= 8, (label, got, want)


# (at 3x the grey section above the bar is read without its paint, and nothing sets the bar apart)
@pytest.mark.parametrize("factor", [1])
def test_primers_tab_bar_over_its_home_inset_stays_at_the_bottom(factor):
    page = (Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens" / "d_primer_repo.html").read_text()
    _, shown = conversion_at_both_widths(page, factor)
    ours, theirs = shown[430]
    for label in ("Notifications", "Explore", "Profile"):  # ("Home" is also the back link's word)
        got, want = both_boxes(ours, theirs, label)
        assert abs(got[1] - want[1]) <= 8, (label, got, want)
