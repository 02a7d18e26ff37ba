"""What a list's rows hold beside their texts: an icon before each label, a chevron after each value, a tag after
a label and a count on a small pill. The pages are written here, rendered at 1x and 3x and converted. The recogniser
reads a chevron as ">" glued to the value ("Hangzhou >", "未认证>"), takes an icon into the label's box, and reads a
label and its tag as one line ("手机号已认证"): the texts are the letters alone, where the page sets them, the marks
are pictures beside them, and a tag is a painted box holding its own text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import ImageNode, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.tree import texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import visible_texts  # noqa: E402

ROWS = [("Address", "Hangzhou"), ("Security", "Verified"), ("收货地址", "浙江省杭州市"), ("Messages", "12")]

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f7f8fa; font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif }
h1 { font-size: 20px; font-weight: 600; margin: 0; padding: 20px 16px 12px; color: #323233 }
.group { background: #fff; margin: 0 12px; border-radius: 8px }
.row { display: flex; align-items: center; height: 50px; padding: 0 16px; font-size: 14px; color: #323233 }
.row + .row { border-top: 1px solid #ebedf0 }
.icon { width: 14px; height: 14px; border: 2px solid #323233; border-radius: 4px; box-sizing: border-box;
  margin-right: 8px }
.value { margin-left: auto; color: #969799 }
.chevron { display: block; margin-left: 4px }
</style></head><body><h1>Account</h1><div class="group">"""
    + "".join(
        f'<div class="row"><i class="icon"></i><span>{label}</span><span class="value">{value}</span>'
        f'<svg class="chevron" width="8" height="14" viewBox="0 0 8 14"><path d="M1.5 1.5 7 7l-5.5 5.5" '
        f'stroke="#969799" stroke-width="2" fill="none"/></svg></div>'
        for label, value in ROWS
    )
    + "</div></body></html>"
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    with Renderer() as renderer:
        drawn = renderer.render_png(PAGE, 390, 844)
        result = convert(scaled(drawn, request.param))
        return result.screen, visible_texts(renderer.snapshot(PAGE, 390, 844), 844)


def _line_of(screen, text: TextNode) -> list[ImageNode]:
    middle = text.frame.y + text.frame.height / 2
    return [
        n
        for n in screen.walk()
        if isinstance(n, ImageNode) and abs(n.frame.y + n.frame.height / 2 - middle) <= 8 and n.frame.width <= 24
    ]


def test_a_values_chevron_is_drawn_not_read(converted):
    """Each value reads as its letters alone; where its box ends at its letters, a small picture (the chevron)
    stands right of it on its line."""
    screen, theirs = converted
    read = {t.text: t for t in texts_of(screen)}
    page = {t["text"]: t["bbox"] for t in theirs}
    assert not [t.text for t in texts_of(screen) if t.text.rstrip()[-1:] in ">›〉＞»"]
    ending = 0
    for _, value in ROWS:
        assert value in read, sorted(read)
        text = read[value]
        if text.frame.right <= page[value][0] + page[value][2] + 3:
            ending += 1
            assert any(m.frame.x >= text.frame.right for m in _line_of(screen, text)), value
    assert ending >= len(ROWS) / 2


def test_a_labels_icon_is_drawn_and_the_label_starts_where_its_letters_do(converted):
    """Each label starts where the page's own does (its box does not take in the icon before it, which would set
    it in a larger type), and a small picture (the icon) stands left of it on its line."""
    screen, theirs = converted
    read = {t.text: t for t in texts_of(screen)}
    page = {t["text"]: t["bbox"] for t in theirs}
    for label, _ in ROWS:
        assert label in read, sorted(read)
        text = read[label]
        assert abs(text.frame.x - page[label][0]) <= 3, (label, text.frame.x, page[label][0])
        assert abs(text.font.size - 14) <= 2, (label, text.font.size)
        assert any(m.frame.right <= text.frame.x for m in _line_of(screen, text)), label


TAGGED = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f7f8fa; font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif }
.group { background: #fff; margin: 24px 12px; border-radius: 8px }
.row { display: flex; align-items: center; height: 52px; padding: 0 16px; font-size: 14px; color: #323233 }
.row + .row { border-top: 1px solid #ebedf0 }
.tag { font-size: 12px; line-height: 16px; padding: 0 4px; border-radius: 2px; color: #fff }
.value { margin-left: auto; color: #969799 }
.count { margin-left: auto; font-size: 12px; line-height: 16px; min-width: 16px; padding: 0 3px; border-radius: 8px;
  background: #ee0a24; color: #fff; text-align: center; box-sizing: border-box }
</style></head><body><div class="group">
<div class="row"><span>手机号</span><span class="tag" style="background:#07c160;margin-left:2px">已认证</span>
<span class="value">183 **** 6620</span></div>
<div class="row"><span>Account</span><span class="tag" style="background:#1989fa;margin-left:3px">PRO</span>
<span class="value">Monthly</span></div>
<div class="row"><span>Messages</span><span class="count">12</span></div>
</div></body></html>"""


@pytest.fixture(scope="module", params=[1, 3])
def tagged(request):
    with Renderer() as renderer:
        return convert(scaled(renderer.render_png(TAGGED, 390, 844), request.param)).screen


def _painted_holder(screen, text: TextNode):
    from tests.vision.tree import parent_of

    holder = parent_of(text, screen.root)
    return holder if holder is not None and holder.style.background is not None else None


@pytest.mark.parametrize("label,tag", [("手机号", "已认证"), ("Account", "PRO")])
def test_a_tag_read_in_one_line_with_its_label_is_a_tag_of_its_own(tagged, label, tag):
    """A label and the tag after it, read by the recogniser as one line ("手机号已认证"), are the label and a painted
    tag holding its own text, as the page sets them."""
    read = {t.text: t for t in texts_of(tagged)}
    assert label in read and tag in read, sorted(read)
    holder = _painted_holder(tagged, read[tag])
    assert holder is not None and holder is not tagged.root, f"{tag} is on no patch of its own"
    assert _painted_holder(tagged, read[label]) in (None, tagged.root)


def test_a_count_in_a_small_pill_is_a_badge(tagged):
    """The count "12" on a red pill hardly bigger than its letters is a badge holding it."""
    read = {t.text: t for t in texts_of(tagged)}
    assert "12" in read, sorted(read)
    holder = _painted_holder(tagged, read["12"])
    assert holder is not None and holder is not tagged.root
    assert holder.style.background.r > 200 and holder.style.background.g < 80
