"""What vision reads on corpus screens: paragraphs, links inside sentences, typefaces, corners and
hairlines at full and triple scale, switches and bars. Structure, not exact HTML."""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

import pytest
from PIL import Image

from app.ir import BoxNode, TextNode
from app.vision import convert

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason="the corpus of screens is not here")


@lru_cache(maxsize=16)
def converted(name: str, factor: int = 1):
    image = Image.open(CORPUS / f"{name}.png").convert("RGB")
    if factor != 1:
        image = image.resize((image.width * factor, image.height * factor), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, "PNG")
    return convert(out.getvalue(), label=name)


def texts(screen) -> list[TextNode]:
    return [n for n in screen.walk() if isinstance(n, TextNode)]


def boxes(screen, role: str | None = None) -> list[BoxNode]:
    return [n for n in screen.walk() if isinstance(n, BoxNode) and (role is None or n.role == role)]


@pytest.mark.parametrize("factor", [1, 3])
@pytest.mark.parametrize(
    "name,start,end",
    [
        ("09_weui_form_primary", "展示表单", "组成。"),  # centred, its short last line too
        ("14_framework7_dist_index", "Duis", "sagittis."),  # the second line wider than the first
        ("08_weui_home", "WeUI", "统一。"),
    ],
)
def test_the_lines_of_a_paragraph_are_one_text(name, start, end, factor):
    found = [t for t in texts(converted(name, factor).screen) if t.text.startswith(start) and t.text.endswith(end)]
    assert found, [t.text for t in texts(converted(name, factor).screen)]
    paragraph = found[0]
    assert paragraph.frame.height > 2 * paragraph.font.line_height  # three lines
    if any(ord(c) > 0x2E80 for c in paragraph.text):
        assert "\n" not in paragraph.text  # CJK lines wrap without a space between them


@pytest.mark.parametrize("factor", [1, 3])
@pytest.mark.parametrize("name,link", [("11_weui_msg_warn", "文字链接"), ("13_weui_uploader", "Gallery")])
def test_a_link_inside_a_sentence_keeps_its_own_colour(name, link, factor):
    result = converted(name, factor)
    holders = [t for t in texts(result.screen) if link in t.text and t.runs]
    assert holders, [t.text for t in texts(result.screen)]
    for holder in holders:
        assert "".join(r.text for r in holder.runs) == holder.text
        coloured = [r for r in holder.runs if r.color is not None]
        assert coloured and any(link in r.text for r in coloured)
        assert all(max(r.color.b - r.color.r, r.color.b - r.color.g) > 20 for r in coloured)  # the links are blue
    assert '<span style="color:' in result.html


@pytest.mark.parametrize("factor", [1, 3])
@pytest.mark.parametrize(
    "name,face",
    [
        ("02_jquery_weui_index", "DejaVu Sans"),
        ("03_jquery_weui_form", "DejaVu Sans"),
        ("14_framework7_dist_index", "Liberation Sans"),
    ],
)
def test_the_typeface_is_the_one_the_letters_look_like(name, face, factor):
    screen = converted(name, factor).screen
    if not screen.fonts:
        pytest.skip("the faces compared are not installed here")
    assert screen.fonts == [face]


@pytest.mark.parametrize("factor", [1, 3])
def test_buttons_keep_their_size_and_rounded_corners_when_upscaled(factor):
    screen = converted("05_jquery_weui_buttons", factor).screen
    green = [b for b in boxes(screen) if b.style.background and b.style.background.hex == "#1aad19"]
    wide = [b for b in green if b.frame.width > 300]
    assert wide, [(b.frame, b.style.background) for b in boxes(screen)]
    for button in wide:
        assert (button.frame.x, button.frame.width, button.frame.height) == (15, 360, 46)
        assert 4 <= button.style.radii.top_left <= 6  # the page says 5px
    outlined = [b for b in boxes(screen) if b.style.border and b.style.background is None and b.frame.width > 300]
    assert len(outlined) == 2  # the two flat buttons (the grey ones are filled and edged)
    dark = min(outlined, key=lambda b: b.style.border.color.r)
    assert dark.style.border.color.r < 100 and (dark.frame.x, dark.frame.width, dark.frame.height) == (15, 360, 48)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_toggle_is_a_switch_drawn_with_boxes(factor):
    result = converted("09_weui_form_primary", factor)
    switches = boxes(result.screen, "switch")
    assert len(switches) == 1
    switch = switches[0]
    assert switch.checked is False
    assert abs(switch.frame.x - 306) <= 2 and abs(switch.frame.y - 688) <= 2 and abs(switch.frame.width - 52) <= 3
    knob = switch.children[0]
    assert knob.frame.x < switch.frame.x + switch.frame.width / 2  # off: the knob on the left
    assert knob.style.radii.top_left == knob.frame.width / 2
    assert 'role="switch" aria-checked="false"' in result.html


@pytest.mark.parametrize("factor", [1, 3])
def test_the_top_bar_is_a_header_and_the_bottom_bar_a_tab_bar(factor):
    result = converted("14_framework7_dist_index", factor)
    (top,) = boxes(result.screen, "header")
    assert (
        top.frame.y <= 1
        and top.frame.width == 390
        and any("Awesome" in t.text for t in texts(result.screen) if top.frame.y <= t.frame.y <= top.frame.bottom)
    )
    (bottom,) = boxes(result.screen, "tabBar")
    assert bottom.frame.bottom >= 843 and bottom.frame.height <= 50
    assert '<nav aria-label="Tab bar"' in result.html and "<header" in result.html


def test_hairlines_along_a_bar_are_its_borders():
    (top,) = boxes(converted("14_framework7_dist_index").screen, "header")
    border = top.style.border
    assert border is not None and border.width.bottom == 1 and border.width.left == 0


def test_a_status_bar_is_recognised_and_hidden_from_readers():
    from app.render import Renderer

    page = (
        "<body style='margin:0;background:#ffffff;font-family:DejaVu Sans'>"
        "<div style='height:44px;background:#f2f2f2;display:flex;align-items:center;"
        "justify-content:space-between;padding:0 20px'><span style='font-size:15px;font-weight:600'>9:41</span>"
        "<span style='display:inline-block;width:24px;height:11px;border:2px solid #111;border-radius:3px'>"
        "</span></div><h1 style='margin:24px 20px;font-size:28px'>Settings</h1>"
        "<p style='margin:0 20px;font-size:17px'>Notifications</p></body>"
    )
    with Renderer() as renderer:
        shot = renderer.render_png(page)
    result = convert(shot)
    bars = boxes(result.screen, "statusBar")
    assert len(bars) == 1 and bars[0].frame.y <= 2 and bars[0].frame.bottom <= 54
    assert 'aria-hidden="true"' in result.html
