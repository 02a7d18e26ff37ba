"""A floating action button over a list: a round button with a deep soft shadow, fixed to the bottom right corner,
drawn over the last row's star and the hairline under it. It comes out as a developer builds it: a button out of
the flow, kept to the screen's bottom right at any height and in every export, and the rows under it stay rows. A
raised "Next" beside its "Back" in a wizard's footer stays in its row."""

from __future__ import annotations

import re

import pytest

from app.codegen import generate
from app.ir import BoxNode, ImageNode
from tests.vision.tree import both_boxes, conversion_at_both_widths, descendants, parent_of, texts_of

SANS = "'DejaVu Sans', sans-serif"
STAR = (
    '<svg viewBox="0 0 24 24" width="20" height="20"><path fill="#c8c8c8" d="M12 2l3 7h7l-5.5 4.5 2 7.5L12 17l-6.5 '
    '4 2-7.5L2 9h7z"/></svg>'
)
PEN = '<svg viewBox="0 0 24 24" width="24" height="24"><path fill="#fff" d="M3 17v4h4L18 10l-4-4zM20 7l-3-3-2 2 4 4z"/></svg>'
ROWS = [
    ("Olivia Bennett", "Quarterly roadmap review", "9:41 AM"),
    ("Marcus Lee", "Re: Weekend hiking trip", "8:15 AM"),
    ("Priya Raman", "Design tokens handoff", "7:02 AM"),
    ("Stripe", "Your weekly payout summary", "Mar 18"),
    ("Daniel Ortiz", "Invoice approved by finance", "Mar 18"),
    ("Hannah Kim", "Photos from Saturday", "Mar 17"),
    ("Nadia Flores", "Flights for the offsite", "Mar 16"),
    ("Linear", "Three issues assigned to you", "Mar 16"),
    ("GitHub", "Release notes for v8.4.1", "Mar 15"),
    ("Figma", "Comments on the onboarding flow", "Mar 14"),
]

INBOX = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#1f1f1f}}
header{{background:#1565c0;color:#fff;padding:18px 16px;font-size:20px}}
.row{{display:flex;gap:16px;padding:14px 16px;border-bottom:1px solid #dedede;align-items:flex-start}}
.av{{width:40px;height:40px;border-radius:50%;background:#7b61ff;flex:none}}
.main{{flex:1;min-width:0}} .name{{font-size:16px;font-weight:700}} .subject{{font-size:14px;margin-top:4px}}
.side{{display:flex;flex-direction:column;align-items:flex-end;gap:10px;font-size:12px;color:#666}}
.fab{{position:fixed;right:16px;bottom:16px;width:56px;height:56px;border-radius:50%;background:#1565c0;
display:flex;align-items:center;justify-content:center;
box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12)}}
</style></head><body><header>Inbox</header>
{
    "".join(
        f'<div class="row"><div class="av"></div><div class="main"><div class="name">{name}</div>'
        f'<div class="subject">{subject}</div></div><div class="side"><span>{when}</span>{STAR}</div></div>'
        for name, subject, when in ROWS
    )
}
<div class="fab">{PEN}</div></body></html>"""

WIZARD = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#1f1f1f;min-height:100vh;display:flex;flex-direction:column}}
h1{{font-size:24px;padding:24px 16px 8px}} p{{font-size:15px;line-height:22px;padding:0 16px;color:#444}}
footer{{margin-top:auto;display:flex;align-items:center;justify-content:space-between;padding:16px}}
.back{{font-size:15px;color:#1565c0;font-weight:600;padding:12px 8px}}
.next{{height:48px;padding:0 28px;border-radius:24px;background:#1565c0;color:#fff;font-size:15px;
font-weight:600;display:flex;align-items:center;
box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12)}}
</style></head><body><h1>Choose a plan</h1>
<p>Pick the plan that suits your team. You can change it at any time from the billing settings.</p>
<footer><span class="back">Back</span><span class="next">Next</span></footer></body></html>"""


def _floating(screen) -> list[BoxNode]:
    return [
        n for n in screen.walk() if isinstance(n, BoxNode) and n.placement.absolute and n.placement.anchor_y == "bottom"
    ]


@pytest.fixture(scope="module", params=[1, 3])
def inbox(request):
    return conversion_at_both_widths(INBOX, request.param)


def test_the_floating_button_is_a_raised_button_kept_to_the_bottom_right(inbox):
    result, _ = inbox
    buttons = _floating(result.screen)
    assert len(buttons) == 1, [(n.role, n.frame) for n in result.screen.walk() if isinstance(n, BoxNode)]
    button = buttons[0]
    assert button in result.screen.root.children  # out of the list's flow, placed on the screen
    assert button.role == "button" and button.placement.anchor_x == "right"
    assert button.style.shadows and button.style.background is not None
    assert 50 <= button.frame.width <= 62 and 50 <= button.frame.height <= 62, button.frame  # not its shadow's size
    assert any(isinstance(n, ImageNode) for n in descendants(button))  # its pen
    assert abs(result.screen.root.frame.right - button.frame.right - 16) <= 2
    assert abs(result.screen.root.frame.bottom - button.frame.bottom - 16) <= 2
    styles = re.search(r'data-role="button"[^>]*style="([^"]*)"', result.html).group(1)
    assert "position:absolute" in styles and "right:" in styles and "bottom:" in styles, styles


def test_the_rows_under_the_floating_button_stay_rows(inbox):
    """The button lies over the last full row, whose star it half covers, and the row cut by the screen's foot."""
    result, shown = inbox
    last = next(t for t in texts_of(result.screen) if t.text == "Release notes for v8.4.1")
    row = parent_of(last, result.screen.root)
    while row is not None and not (isinstance(row, BoxNode) and row.role == "listItem"):
        row = parent_of(row, result.screen.root)
    assert row is not None and not any(n in _floating(result.screen) for n in descendants(row))
    # the row is as tall as the others: the button over it does not stretch it
    assert row.frame.height <= 80, row.frame
    for width in (390, 430):
        ours, theirs = shown[width]
        for text in ("Release notes for v8.4.1", "Mar 15", "GitHub"):
            got, want = both_boxes(ours, theirs, text)
            assert abs(got[1] - want[1]) <= 8 and abs(got[0] + got[2] - want[0] - want[2]) <= 8, (
                width,
                text,
                got,
                want,
            )


@pytest.mark.parametrize(
    ("framework", "anchored"),
    [
        ("react_native", r"right: 1[5-7](\.\d+)?,\s*bottom: 1[5-7]"),
        ("flutter", r"right: 1[5-7](\.\d+)?,\s*bottom: 1[5-7]"),
        ("swiftui", r"alignment: \.bottomTrailing"),
        ("jetpack_compose", r"align\(Alignment\.BottomEnd\)"),
    ],
)
def test_every_export_keeps_the_floating_button_in_its_corner(inbox, framework, anchored):
    result, _ = inbox
    code = generate(result.screen, framework).code
    assert re.search(anchored, code), code[-3000:]


@pytest.mark.parametrize("factor", [1, 3])
def test_a_raised_next_beside_its_back_stays_in_its_row(factor):
    result, _ = conversion_at_both_widths(WIZARD, factor)
    texts = {t.text: t for t in texts_of(result.screen)}
    assert not _floating(result.screen)
    nxt = parent_of(texts["Next"], result.screen.root)
    assert isinstance(nxt, BoxNode) and not nxt.placement.absolute
