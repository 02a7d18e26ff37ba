"""Switches on a settings screen: an on switch (a filled track, its knob at the right) and an off switch drawn the
iOS way, a white track inside a light outline with a white knob at its left that shows only by its shadow. Beside
them, outlined pills holding a short text (a count, a word) that are no switches. The page is written here,
rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import converted_screen, descendants

ROWS = [("Wi-Fi calling", "on"), ("Low data mode", "off"), ("Night shift", "off")]
PILLS = [("Drafts", "12"), ("Plan", "Pro")]

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f2f2f7; font-family: 'DejaVu Sans', sans-serif; color: #111 }
h1 { font-size: 28px; margin: 0; padding: 48px 16px 12px }
.group { background: #fff; margin: 0 16px 24px; border-radius: 10px }
.row { display: flex; align-items: center; justify-content: space-between; height: 48px; padding: 0 14px;
  font-size: 16px }
.row + .row { border-top: 1px solid #e5e5ea }
.switch { position: relative; width: 51px; height: 31px; border-radius: 16px; box-sizing: border-box }
.switch.on { background: #34c759 } .switch.off { background: #fff; box-shadow: inset 0 0 0 2px #e5e5e5 }
.knob { position: absolute; top: 2px; width: 27px; height: 27px; border-radius: 14px; background: #fff;
  box-shadow: 0 0 1px rgba(0, 0, 0, .25), 0 3px 2px rgba(0, 0, 0, .25) }
.on .knob { right: 2px } .off .knob { left: 2px }
.pill { height: 26px; padding: 0 16px; border: 1px solid #8e8e93; border-radius: 13px; display: flex;
  align-items: center; font-size: 14px; color: #3c3c43 }
</style></head><body><h1>Settings</h1><div class="group">"""
    + "".join(
        f'<div class="row"><span>{label}</span><span class="switch {state}"><i class="knob"></i></span></div>'
        for label, state in ROWS
    )
    + '</div><div class="group">'
    + "".join(f'<div class="row"><span>{label}</span><span class="pill">{text}</span></div>' for label, text in PILLS)
    + "</div></body></html>"
)


@pytest.fixture(scope="module", params=[1, 3])
def screen(request):
    return converted_screen(PAGE, request.param)


def _switches(screen) -> list[BoxNode]:
    return sorted(
        (n for n in descendants(screen.root) if isinstance(n, BoxNode) and n.role == "switch"), key=lambda n: n.frame.y
    )


def test_every_switch_is_read_with_its_state(screen):
    switches = _switches(screen)
    assert [s.checked for s in switches] == [state == "on" for _, state in ROWS], [s.name for s in switches]
    for switch in switches:
        assert abs(switch.frame.width - 51) <= 3 and abs(switch.frame.height - 31) <= 3, switch.frame


def test_an_outlined_off_switch_keeps_its_knob_at_the_left_and_its_outline(screen):
    off = _switches(screen)[1:]
    assert len(off) == len([state for _, state in ROWS if state == "off"]), [s.name for s in off]
    for switch in off:
        (knob,) = switch.children
        assert knob.frame.x + knob.frame.width / 2 < switch.frame.x + switch.frame.width / 2, (knob.frame, switch.frame)
        assert knob.frame.width >= 0.7 * switch.frame.height
        assert knob.style.shadows, "a white knob on a white track shows by its shadow"
        assert switch.style.border is not None
        assert switch.style.background is not None and switch.style.background.r >= 245


def test_an_outlined_pill_holding_a_short_text_is_no_switch(screen):
    read = {n.text.strip() for n in descendants(screen.root) if isinstance(n, TextNode)}
    assert {text for _, text in PILLS} <= read, read
    assert len(_switches(screen)) == len(ROWS)
