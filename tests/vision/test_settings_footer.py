"""A settings page a little longer than the screen: white groups of rows drawn full width with hairline edges,
set 12 px apart on a light grey page that the title stands on, and a footer of two centred lines. The page is
at least the screen tall and the footer goes to its bottom (a sticky footer), so at 390x844 the page runs on
past the bottom edge, which cuts the footer's padding below it; at 430x932 the whole page fits and the footer
stands at the bottom with all its padding. The page is written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from app.ir import BoxNode, TextNode
from tests.vision.tree import both_boxes, converted_at_both_widths, descendants

PAGE_GREY = (0xF2, 0xF3, 0xF5)
GROUPS = [
    [("Name", "Lena Park"), ("Email", "lena@example.com"), ("Phone", "+1 415 555 0134")],
    [("Notifications", "On"), ("Language", "English"), ("Region", "United States"), ("Currency", "USD")],
    [("Privacy", "Friends"), ("Storage", "2.4 GB"), ("Version", "4.12.0"), ("Build", "2291")],
]
FOOTER = "Terms of Service · Privacy Policy · Help Center"

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0 }
body { background: #f2f3f5; color: #1d2129; font-family: 'DejaVu Sans', sans-serif }
.page { min-height: 100vh; display: flex; flex-direction: column }
h1 { font-size: 22px; line-height: 28px; margin: 48px 16px 20px }
.group { background: #fff; margin: 0 0 12px }
.row { display: flex; justify-content: space-between; align-items: center; height: 56px; padding: 0 16px;
       border-bottom: 1px solid #e5e6eb; font-size: 16px }
.row span { color: #86909c; font-size: 14px }
footer { margin-top: auto; padding: 40px 24px; text-align: center; font-size: 12px; line-height: 18px; color: #a9aeb8 }
</style></head><body><div class="page"><h1>Account</h1>"""
    + "".join(
        "<div class='group'>"
        + "".join(f"<div class='row'>{label}<span>{value}</span></div>" for label, value in rows)
        + "</div>"
        for rows in GROUPS
    )
    + f"<footer><div>{FOOTER}</div><div>© 2026 Northwind Labs. All rights reserved.</div></footer></div></body></html>"
)


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return converted_at_both_widths(PAGE, request.param)


def _texts(node) -> set[str]:
    return {n.text.strip() for n in descendants(node) if isinstance(n, TextNode)}


def test_the_page_is_the_grey_between_groups_edged_with_hairlines(converted):
    """The 12 px grey bands between the white groups lie under each group's bottom hairline, and still show the
    page: the title stands on the grey, and each group is one white list holding its rows."""
    screen, _ = converted
    background = screen.root.style.background
    assert background is not None and all(
        abs(a - b) <= 4 for a, b in zip((background.r, background.g, background.b), PAGE_GREY, strict=True)
    ), background
    lists = [c for c in screen.root.children if isinstance(c, BoxNode) and c.role == "list"]
    assert len(lists) == len(GROUPS), [c.role for c in screen.root.children]
    for group, rows in zip(lists, GROUPS, strict=True):
        assert group.frame.width >= screen.width - 2
        assert {text for row in rows for text in row} <= _texts(group), _texts(group)


def test_a_footer_the_bottom_edge_cuts_goes_to_the_bottom_of_a_taller_screen(converted):
    """At 390 the footer and the rows stay where they were drawn. At 430 the footer stands at the bottom, with as
    much room below it as the screenshot showed over it (the room below is what the edge cut, so it is read from
    the room over it: within 12 px), and the rows stay where they were."""
    _, widths = converted
    for width, (ours, theirs) in widths.items():
        for text in ("Account", "Build", "2291"):
            mine, truth = both_boxes(ours, theirs, text)
            assert abs(mine[1] + mine[3] / 2 - truth[1] - truth[3] / 2) <= 6, (width, text, mine, truth)
        # (its first line's top, whether its two lines are read as one text or two)
        mine = next(t for t in ours if t["text"].startswith(FOOTER))["bbox"]
        truth = next(t for t in theirs if t["text"] == FOOTER)["bbox"]
        near = 6 if width == 390 else 12
        assert abs(mine[1] - truth[1]) <= near, (width, mine, truth)


def test_exported_code_keeps_the_footer_at_the_foot_of_a_page_longer_than_the_screen():
    """The conversion's HTML is exported as it is in the product (laid out by the renderer, then planned): the page
    scrolls, is at least the screen tall, and pushes the footer to its foot, keeping the room drawn over it. Every
    target says so; rendered through react-native-web, the footer stands where the original's does at 390 and
    430 px."""
    from app.codegen import generate
    from app.render import Renderer
    from app.vision import convert
    from tests.codegen import render_rn
    from tests.codegen.validate import ToolMissing
    from tests.vision.tree import code_texts_at_both_widths

    with Renderer() as renderer:
        conversion = convert(renderer.render_png(PAGE, 390, 844))
        laid_out = renderer.layout(conversion.html, 390, 844)
        codes = {framework: generate(laid_out, framework).code for framework in FULL_AND_PUSHED}
        try:
            pages = {width: render_rn.page(codes["react_native"], width=width) for width in (390, 430)}
        except ToolMissing as missing:
            pytest.skip(str(missing))
        shown = code_texts_at_both_widths(renderer, pages, PAGE)
    for framework, markers in FULL_AND_PUSHED.items():
        for marker in markers:
            assert marker in codes[framework], (framework, marker)
    for width, (ours, theirs) in shown.items():
        mine = next(t for t in ours if t["text"].startswith(FOOTER))["bbox"]
        truth = next(t for t in theirs if t["text"] == FOOTER)["bbox"]
        assert abs(mine[1] - truth[1]) <= (6 if width == 390 else 12), (width, mine, truth)
        mine, truth = both_boxes(ours, theirs, "2291")
        assert abs(mine[1] - truth[1]) <= 6, (width, mine, truth)


# what each target writes for a scrolling page at least the screen tall, and for the free space before its footer
FULL_AND_PUSHED = {
    "react_native": ["<ScrollView", "flexGrow: 1", 'marginTop: "auto"'],
    "flutter": ["LayoutBuilder(", "BoxConstraints(minHeight: constraints.maxHeight)", "IntrinsicHeight(", "Spacer()"],
    "swiftui": ["GeometryReader { proxy in", "minHeight: proxy.size.height", "Spacer(minLength: 0)"],
    "jetpack_compose": ["BoxWithConstraints {", "heightIn(min = maxHeight)", "Spacer(Modifier.weight(1f))"],
}
