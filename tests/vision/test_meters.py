"""A meter (a progress bar, a storage gauge) is a track holding a fill that takes its share of the track's width:
on a wider screen it still shows the same share. A bar of one colour, or one shaded in a gradient, is no meter."""

from __future__ import annotations

import pytest

from app.ir import BoxNode
from tests.vision.tree import converted_screen

SANS = "'DejaVu Sans', sans-serif"
METERS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#f2f3f5;color:#1d1f24;padding:20px 16px}}
h1{{font-size:20px;margin-bottom:14px}} .card{{background:#fff;border-radius:12px;padding:16px;margin-bottom:14px}}
.row{{display:flex;justify-content:space-between;font-size:14px;margin-bottom:8px}} .row span{{color:#6b7280}}
.track{{height:6px;border-radius:3px;background:#e5e7eb;overflow:hidden;margin-bottom:18px}}
.track i{{display:block;height:100%;border-radius:3px}}
.thin{{height:4px;border-radius:0;background:#dbe4f0}} .thick{{height:10px;border-radius:5px;background:#ececec}}
.bar{{height:6px;border-radius:3px;margin-bottom:18px}}
</style></head><body><h1>Storage</h1>
<div class="card"><div class="row">Photos<span>41%</span></div>
<div class="track"><i style="width:41%;background:#2563eb"></i></div>
<div class="row">Messages<span>75%</span></div>
<div class="track thin"><i style="width:75%;background:#16a34a"></i></div>
<div class="row">Apps<span>22%</span></div>
<div class="track thick"><i style="width:22%;background:#ea580c"></i></div></div>
<div class="card"><div class="row">Synced<span>All</span></div>
<div class="bar" style="background:#7c3aed"></div>
<div class="row">Theme<span>Dusk</span></div>
<div class="bar" style="background:linear-gradient(90deg,#f97316,#7c3aed)"></div></div>
</body></html>"""

# (fill, track, share) of each meter, top to bottom
DRAWN = [((0x25, 0x63, 0xEB), (0xE5, 0xE7, 0xEB), 0.41), ((0x16, 0xA3, 0x4A), (0xDB, 0xE4, 0xF0), 0.75)]
DRAWN.append(((0xEA, 0x58, 0x0C), (0xEC, 0xEC, 0xEC), 0.22))


def _near(colour, rgb, within: int = 10) -> bool:
    return colour is not None and max(abs(colour.r - rgb[0]), abs(colour.g - rgb[1]), abs(colour.b - rgb[2])) <= within


def _meters(screen) -> list[BoxNode]:
    found = [n for n in screen.walk() if isinstance(n, BoxNode) and n.role == "progress"]
    return sorted(found, key=lambda n: n.frame.y)


@pytest.mark.parametrize("factor", [1, 3])
def test_each_meter_is_a_track_holding_its_fill_as_a_share_of_its_width(factor):
    screen = converted_screen(METERS, factor)
    meters = _meters(screen)
    assert len(meters) == 3, [m.frame for m in meters]  # the two one-paint bars are no meters
    for meter, (fill, track, share) in zip(meters, DRAWN):
        assert _near(meter.style.background, track), (meter.frame, meter.style.background)
        assert abs(meter.frame.width - 326) <= 3, meter.frame  # across the card's content
        (part,) = meter.children
        assert isinstance(part, BoxNode) and part.role == "progressFill"
        assert _near(part.style.background, fill), part.style.background
        assert part.placement.width == "share" and abs(part.placement.share - share) <= 0.02, part.placement
        assert meter.layout.padding.left == meter.layout.padding.right == 0  # the share is of the whole track


def test_a_meter_is_written_as_a_progress_bar_with_its_value():
    from app.vision import convert
    from tests.vision.tree import Renderer, scaled

    with Renderer() as renderer:
        html = convert(scaled(renderer.render_png(METERS, 390, 844), 1)).html
    assert html.count('role="progressbar"') == 3
    assert 'aria-valuenow="41"' in html and 'aria-valuenow="75"' in html and 'aria-valuenow="22"' in html


TABS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}} body{{font-family:{SANS};background:#fff;color:#1b1c1d;padding:20px 14px}}
.menu{{display:flex;border-bottom:2px solid #dedede;font-size:15px}}
.menu a{{padding:10px 16px;margin-bottom:-2px;border-bottom:2px solid transparent;color:#555}}
.menu a.on{{border-bottom-color:#1b1c1d;color:#1b1c1d;font-weight:700}}
p{{margin-top:18px;font-size:15px}}
.bar{{position:relative;height:4px;border-radius:2px;background:#d4d4d8;margin:30px 10px}}
.bar i{{position:absolute;left:0;top:0;bottom:0;width:38%;border-radius:2px;background:#2563eb}}
.bar b{{position:absolute;left:38%;top:50%;width:12px;height:12px;margin:-6px 0 0 -6px;border-radius:50%;
background:#2563eb}}
</style></head><body><div class="menu"><a class="on">Activity</a><a>Friends</a><a>Photos</a></div>
<p>Nothing new since yesterday.</p><div class="bar"><i></i><b></b></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_selected_tabs_underline_or_a_sliders_track_is_no_meter(factor):
    """(a slider's track is filled to its knob, which stands taller than the track: a control, not a meter)"""
    screen = converted_screen(TABS, factor)
    assert not _meters(screen)
