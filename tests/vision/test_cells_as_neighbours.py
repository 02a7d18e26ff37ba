"""A row of things standing one over each cell of the row under it (a tab bar's icons over labels that share the bar
in equal cells) takes the same cells, though the icons read a few px off even (a badge on one, a wider pill round
the selected one); a row whose things do not stand over the cells (a title and two actions) keeps its own layout.
Built as IR, the way rows are handed to the column they stand in."""

from __future__ import annotations

from itertools import count

from app.ir import BoxNode, Flex, ImageNode, Placement, Rect, TextNode
from app.vision.arrange import cells_as_neighbours

SHARE = Placement(width="fill", grow=1)


def _labels() -> BoxNode:
    words = ("Home", "Explore", "Messages", "Profile")
    labels = [
        TextNode(id=w, text=w, frame=Rect(x=k * 97.5, y=830, width=97.5, height=16), placement=SHARE, align="center")
        for k, w in enumerate(words)
    ]
    return BoxNode(
        id="labels", frame=Rect(x=0, y=830, width=390, height=16), layout=Flex(direction="row"), children=labels
    )


def _icons(centres: list[float], widths: list[float]) -> BoxNode:
    icons = [
        ImageNode(id=f"i{k}", src="data:,", frame=Rect(x=c - w / 2, y=800, width=w, height=24))
        for k, (c, w) in enumerate(zip(centres, widths))
    ]
    frame = Rect(x=icons[0].frame.x, y=800, width=icons[-1].frame.right - icons[0].frame.x, height=24)
    return BoxNode(id="icons", frame=frame, layout=Flex(direction="row", gap=40), children=icons)


def test_icons_over_even_labels_take_their_cells():
    # the third icon wears a badge (its picture reaches 8 px right), the fourth is a 64 px pill round the selected one
    icons = _icons([48.75, 146.25, 247.75, 341.25], [20, 20, 28, 64])
    out = cells_as_neighbours([icons, _labels()], (f"n{k}" for k in count()))
    assert out[0] is icons and icons.frame.x == 0 and icons.frame.width == 390
    assert len(icons.children) == 4
    for cell in icons.children:
        assert cell.placement.grow == 1 and cell.placement.width == "fill"
        assert isinstance(cell, BoxNode) and cell.layout.justify == "center"
        assert isinstance(cell.children[0], ImageNode)


def test_things_not_over_the_cells_keep_their_row():
    row = _icons([30, 200, 330, 370], [40, 24, 24, 24])
    before = list(row.children)
    cells_as_neighbours([row, _labels()], (f"n{k}" for k in count()))
    assert row.children == before and row.layout.gap == 40


def test_a_row_of_another_count_keeps_its_row():
    row = _icons([48.75, 146.25, 243.75], [20, 20, 20])
    before = list(row.children)
    cells_as_neighbours([_labels(), row], (f"n{k}" for k in count()))
    assert row.children == before
