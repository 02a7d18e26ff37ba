"""Rows of labels sharing a row out, named the way a developer names them: tabs when one is marked as the selected
one (an indicator under it, or a painted segment round it), a plain row when none is or when each is painted (a
pair of buttons). Built as IR, the way the layout hands them to the namer."""

from __future__ import annotations

from app.ir import BoxNode, Color, Flex, Placement, Rect, Screen, Style, TextNode
from app.vision.roles import name_parts

WHITE = Color(r=255, g=255, b=255)
BLUE = Color(r=0, g=82, b=217)
SHARE = Placement(width="fill", grow=1)


def _label(words: str, x: float, placement: Placement = SHARE) -> TextNode:
    return TextNode(id=f"t{x}", text=words, frame=Rect(x=x, y=100, width=60, height=16), placement=placement)


def _screen(row: BoxNode) -> Screen:
    root = BoxNode(id="root", frame=Rect(x=0, y=0, width=390, height=844), children=[row])
    return Screen(root=root)


def _row(children: list) -> BoxNode:
    return BoxNode(
        id="row", frame=Rect(x=0, y=90, width=390, height=40), layout=Flex(direction="row"), children=children
    )


def _labels(box: BoxNode) -> list[TextNode]:
    out = []
    for child in box.children:
        out += [child] if isinstance(child, TextNode) else _labels(child)
    return out


def test_labels_with_an_indicator_under_one_are_tabs():
    indicator = BoxNode(
        id="bar", role="indicator", frame=Rect(x=150, y=124, width=16, height=3), style=Style(background=BLUE)
    )
    tab = BoxNode(
        id="tab",
        role="tab",
        frame=Rect(x=130, y=95, width=130, height=32),
        placement=SHARE,
        children=[_label("To pay", 135, Placement()), indicator],
    )
    row = _row([_label("All", 10), tab, _label("Shipped", 270)])
    name_parts(_screen(row))
    assert row.role == "tabs" and tab.role == "tab"
    assert [t.role for t in _labels(row)] == ["label"] * 3


def test_a_painted_segment_in_its_cell_is_the_selected_tab():
    segment = BoxNode(
        id="seg",
        frame=Rect(x=20, y=94, width=110, height=28),
        style=Style(background=WHITE),
        layout=Flex(direction="row", justify="center"),
        children=[_label("All", 60, Placement())],
    )
    cell = BoxNode(id="cell", frame=Rect(x=0, y=94, width=130, height=28), placement=SHARE, children=[segment])
    row = _row([cell, _label("Mentions", 150), _label("Follows", 280)])
    name_parts(_screen(row))
    assert row.role == "tabs" and segment.role == "tab"
    assert [t.role for t in _labels(row)] == ["label"] * 3


def _button(words: str, x: float) -> BoxNode:
    return BoxNode(
        id=f"b{x}",
        frame=Rect(x=x, y=94, width=180, height=44),
        style=Style(background=BLUE),
        layout=Flex(direction="row", justify="center"),
        placement=SHARE,
        children=[_label(words, x + 60, Placement())],
    )


def test_two_painted_buttons_sharing_a_row_are_buttons_not_tabs():
    row = _row([_button("Cancel", 10), _button("Pay now", 200)])
    name_parts(_screen(row))
    assert row.role != "tabs"
    assert [b.role for b in row.children] == ["button", "button"]


def test_heads_of_a_table_with_none_marked_are_no_tabs():
    row = _row([_label("Date", 10), _label("Item", 140), _label("Amount", 270)])
    name_parts(_screen(row))
    assert row.role != "tabs"


def test_a_label_that_keeps_its_width_is_no_tab():
    """A title and a hugging action beside a painted badge is a row of parts, not a control sharing the row out."""
    badge = BoxNode(
        id="badge",
        frame=Rect(x=300, y=96, width=40, height=20),
        style=Style(background=BLUE),
        placement=Placement(width="hug"),
        children=[_label("New", 305, Placement())],
    )
    row = _row([_label("Inbox", 10), badge])
    name_parts(_screen(row))
    assert row.role != "tabs"
