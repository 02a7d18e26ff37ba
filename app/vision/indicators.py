"""A selected tab's indicator: a short bar of a colour just under its label, about as wide as the label or a
little narrower (Material's, Ant Design's and most tab bars' underline). The bar goes with its label: the two
make one tab, a column that centres the bar under the label, so the bar stays under it when the tabs share a
wider row."""

from __future__ import annotations

from collections.abc import Iterator

from app.ir import AnyNode as Item
from app.ir import BoxNode, Flex, Placement, Rect, TextNode

THICK = 6  # px: an indicator is at most this thick
LONG = 3  # and at least this many times as long
CENTRED = 4  # px: or 10% of the label's width: the bar's middle is this near the label's
UNDER = 16  # px: its top at most this far under its label's foot
WIDER = 2.5  # times the label's width, and a tab's padding either side: an indicator no wider than this
TAB_PADDING = 16  # px


def _bar(item: Item) -> bool:
    frame = item.frame
    return (
        isinstance(item, BoxNode)
        and not item.children
        and item.style.background is not None
        and item.style.border is None
        and 2 <= frame.height <= THICK
        and frame.width >= LONG * frame.height
    )


def _cell(label: TextNode, items: list[Item]) -> float:
    """How wide a tab's cell is: the step to the nearest label beside it on its line (an indicator may take the whole
    cell, as Material's do); 0 for a label alone on its line."""
    middle = label.frame.x + label.frame.width / 2
    steps = [
        abs(item.frame.x + item.frame.width / 2 - middle)
        for item in items
        if isinstance(item, TextNode)
        and item is not label
        and min(item.frame.bottom, label.frame.bottom) - max(item.frame.y, label.frame.y) > 0.5 * label.frame.height
    ]
    return min(steps, default=0.0)


def _label_over(bar: Item, items: list[Item]) -> TextNode | None:
    """The one-line text the bar lies centred under, with nothing between them."""
    middle = bar.frame.x + bar.frame.width / 2

    def over(text: Item) -> bool:
        if not isinstance(text, TextNode) or not text.one_line:
            return False
        frame = text.frame
        return (
            0 <= bar.frame.y - frame.bottom <= UNDER
            and abs(frame.x + frame.width / 2 - middle) <= max(CENTRED, 0.1 * frame.width)
            and bar.frame.width <= max(WIDER * frame.width + 2 * TAB_PADDING, _cell(text, items) + CENTRED)
        )

    labels = [item for item in items if isinstance(item, TextNode) and over(item)]
    if len(labels) != 1:
        return None
    label = labels[0]
    between = [
        item
        for item in items
        if item is not label
        and item is not bar
        and item.frame.y >= label.frame.bottom - 1
        and item.frame.bottom <= bar.frame.y + 1
        and item.frame.x < bar.frame.right
        and item.frame.right > bar.frame.x
    ]
    return None if between else label


def with_indicators(items: list[Item], ids: Iterator[str]) -> list[Item]:
    """`items` with each tab label and the indicator under it made one tab."""
    out = list(items)
    for bar in [item for item in items if _bar(item)]:
        label = _label_over(bar, out)
        if label is None:
            continue
        top = min(label.frame.y, bar.frame.y)
        left = min(label.frame.x, bar.frame.x)
        right = max(label.frame.right, bar.frame.right)
        tab = BoxNode(
            id=next(ids),
            role="tab",
            name="tab",
            frame=Rect(x=left, y=top, width=right - left, height=bar.frame.bottom - top),
            layout=Flex(direction="column", align="center", gap=round(bar.frame.y - label.frame.bottom, 1)),
            children=[label, bar],
        )
        label.placement = Placement(width="hug")
        bar.role = "indicator"
        # a bar as wide as the tab's cell takes the cell's width; a shorter one keeps its own
        whole_cell = bar.frame.width >= _cell(label, out) - 2 * CENTRED
        bar.placement = Placement(width="fill" if whole_cell else "fixed")
        out[out.index(label)] = tab
        out.remove(bar)
    return out
