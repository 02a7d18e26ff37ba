"""Boxes sharing a row by their weights keep their shares whatever their padding: a grid's card whose content is
centred (no padding) beside one padded 14 px each side. CSS and Yoga start a `flex: 1 1 0` box at its padding and
border and share only the rest, so the weights written make up for the difference."""

from __future__ import annotations

import re

import pytest

from app.codegen import generate
from app.ir import Border, BoxNode, Color, Flex, Font, Insets, Placement, Rect, Screen, Style, TextNode
from app.ir.html import document
from app.ir.shares import common_basis
from app.render import Renderer

GREY = Color(r=229, g=229, b=229)


def _card(ident: str, x: float, padding: float, words: str) -> BoxNode:
    return BoxNode(
        id=ident,
        role="card",
        name=ident,
        frame=Rect(x=x, y=40, width=173, height=120),
        style=Style(border=Border(width=Insets(top=2, right=2, bottom=4, left=2), color=GREY)),
        layout=Flex(direction="column", align="center", padding=Insets(top=40, left=padding, right=padding)),
        placement=Placement(width="fill", grow=1),
        children=[
            TextNode(
                id=f"{ident}-text",
                text=words,
                frame=Rect(x=x + 40, y=80, width=90, height=20),
                font=Font(size=17, line_height=20),
            )
        ],
    )


def _screen(first_padding: float, second_padding: float) -> Screen:
    row = BoxNode(
        id="row",
        role="row",
        frame=Rect(x=16, y=40, width=358, height=120),
        layout=Flex(direction="row", gap=12, align="stretch"),
        placement=Placement(width="fill", margin=Insets(top=40, left=16, right=16)),
        children=[_card("plain", 16, first_padding, "el pan"), _card("chosen", 201, second_padding, "la manzana")],
    )
    root = BoxNode(
        id="root",
        role="screen",
        frame=Rect(x=0, y=0, width=390, height=844),
        placement=Placement(width="fill"),
        children=[row],
    )
    return Screen(root=root)


@pytest.fixture(scope="module")
def renderer():
    with Renderer() as shared:
        yield shared


def _widths(snapshot: dict) -> list[float]:
    """The widths of the two cards (the row's children) as laid out."""
    row = snapshot["root"]
    while len(row.get("children", [])) != 2:
        row = row["children"][0]
    return [child["rect"][2] for child in row["children"]]


@pytest.mark.parametrize("width,height", [(390, 844), (430, 932)])
def test_cards_of_one_grid_are_one_width_in_html_whatever_their_padding(renderer, width, height):
    html = document(_screen(0, 14))
    first, second = _widths(renderer.snapshot(html, width, height))
    assert abs(first - second) <= 1, (width, first, second)
    assert abs(first + second + 12 - (width - 32)) <= 1, (width, first, second)


def test_the_start_changes_only_where_the_paddings_differ():
    even = _screen(14, 14)
    assert [common_basis(c, even.root.children[0]) for c in even.root.children[0].children] == [0, 0]
    assert re.search(r"flex:1(\.0)? 1 0;", document(even))
    uneven = _screen(0, 14)
    # both start at the wider padding and border (14 + 2 each side): the plain card is no narrower
    assert [common_basis(c, uneven.root.children[0]) for c in uneven.root.children[0].children] == [32, 32]
    assert re.search(r"flex:1(\.0)? 1 32px;", document(uneven))


@pytest.mark.parametrize("width", [390, 430])
def test_cards_of_one_grid_are_one_width_in_react_native(renderer, width):
    """Rendered through react-native-web, whose flex follows Yoga's: the two cards come out one width."""
    from tests.codegen import render_rn
    from tests.codegen.validate import ToolMissing

    code = generate(_screen(0, 14), "react_native").code
    try:
        page = render_rn.page(code, width=width)
    except ToolMissing as missing:
        pytest.skip(str(missing))
    cards = [n["rect"] for n in _nodes(renderer.snapshot(page, width, 844, scripts=True)["root"]) if _laid_out_card(n)]
    assert len(cards) == 2, cards
    assert abs(cards[0][2] - cards[1][2]) <= 1 and abs(cards[0][2] + cards[1][2] + 12 - (width - 32)) <= 1, cards


def _nodes(node: dict):
    yield node
    for child in node.get("children", []):
        yield from _nodes(child)


def _laid_out_card(node: dict) -> bool:
    """A card of the row: a box as tall as the cards, narrower than the row."""
    rect = node.get("rect")
    return node.get("tag") == "div" and rect is not None and abs(rect[3] - 120) < 1 and rect[2] < 300
