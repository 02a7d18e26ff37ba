"""Columns side by side whose things do not line up across: a board of pins, a feed of products of different
heights (a "waterfall"). Read row by row, a pin's caption in one column lands in a row with the middle of a picture
in the other, and on a wider screen each column's things push the other's down. Where the rows of a column split at
one gutter that nothing crosses, and the things on either side start at levels that do not meet (a row starting
before the one above it ends), the two sides are two columns, each a stack of its own, taking equal shares of the
width as such columns do."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from app.ir import AnyNode as Item
from app.ir import BoxNode, Flex, Insets, Placement, Rect, TextNode

Row = list[Item] | BoxNode

GUTTER = 4.0  # px: columns stand at least this far apart
OVERLAP = 4.0  # px: a row starting this far above the end of the row before it is staggered with it
EQUAL = 4.0  # px: columns this close in width take equal shares
SLACK = 2.0  # px: a text's box, read a little wide, may reach this far into the gutter


def staggered_columns(
    rows: Sequence[Row], stack: Callable[[BoxNode, list[Item]], None], ids: Iterator[str]
) -> list[Row]:
    """`rows` with each run of staggered rows split at one gutter made one row of two columns; `stack` lays out
    what a column holds, as a column's things are laid out."""
    out: list[Row] = []
    index = 0
    while index < len(rows):
        run = _staggered_run(rows, index)
        if run is None:
            out.append(rows[index])
            index += 1
            continue
        end, gutter = run
        things = [thing for row in rows[index:end] if isinstance(row, list) for thing in row]
        left = [t for t in things if t.frame.right <= gutter[0] + SLACK]
        right = [t for t in things if t.frame.x >= gutter[1] - SLACK]
        out.append(_two_columns(left, right, stack, ids))
        index = end
    return out


def _gutter(row: Row) -> tuple[float, float] | None:
    """The widest space across a row that none of its things crosses, with things on both sides, or None."""
    if not isinstance(row, list) or len(row) < 2:
        return None
    spans = sorted((t.frame.x, t.frame.right) for t in row)
    best: tuple[float, float] | None = None
    reach = spans[0][1]
    for start, end in spans[1:]:
        if start - reach >= GUTTER and (best is None or start - reach > best[1] - best[0]):
            best = (reach, start)
        reach = max(reach, end)
    return best


def _parts_at(row: Row, gutter: tuple[float, float]) -> bool:
    """Whether every thing of a row lies on one side of the gutter."""
    return isinstance(row, list) and all(
        t.frame.right <= gutter[0] + SLACK or t.frame.x >= gutter[1] - SLACK for t in row
    )


def _staggered_run(rows: Sequence[Row], start: int) -> tuple[int, tuple[float, float]] | None:
    """Where a run of rows from `start` split at one gutter ends, and the gutter (narrowed to what all its rows
    leave), when rows of it are staggered and each side holds two things at least; else None."""
    gutter = _gutter(rows[start])
    if gutter is None:
        return None
    end, staggered = start + 1, _stacked_within(rows[start], gutter)
    bottom = max(t.frame.bottom for t in rows[start])  # type: ignore[union-attr]
    while end < len(rows) and _parts_at(rows[end], gutter):
        row = rows[end]
        assert isinstance(row, list)
        staggered = staggered or min(t.frame.y for t in row) < bottom - OVERLAP
        bottom = max(bottom, max(t.frame.bottom for t in row))
        end += 1
    if not staggered:
        return None
    things = [t for row in rows[start:end] if isinstance(row, list) for t in row]
    left = [t for t in things if t.frame.right <= gutter[0] + SLACK]
    if len(left) < 2 or len(things) - len(left) < 2:
        return None
    right_edge = max(t.frame.right for t in left)
    return end, (right_edge, min(t.frame.x for t in things if t not in left))


def _stacked_within(row: Row, gutter: tuple[float, float]) -> bool:
    """Whether a row read as one is a board's cards on both sides of the gutter, one under another on a side: the
    rows of a board whose cards overlap down so far that they were read as one line (an avatar beside its lines
    is a list's row, not a board)."""
    if not isinstance(row, list) or not all(is_card(t) for t in row):
        return False
    for side in (
        [t for t in row if t.frame.right <= gutter[0] + SLACK],
        [t for t in row if t.frame.x >= gutter[1] - SLACK],
    ):
        things = sorted(side, key=lambda t: t.frame.y)
        if any(b.frame.y >= a.frame.bottom - OVERLAP for a, b in zip(things, things[1:])):
            return True
    return False


CARD = 96.0  # px: a card is at least this wide (an avatar's disc with its initials is a picture)


def is_card(thing: Item) -> bool:
    """Whether a thing is a card (a note, a pin): a painted box as wide as a card, holding texts. What stands
    beside it under another thing is the next thing of a column of cards, not a line beside a picture."""
    if not isinstance(thing, BoxNode) or thing.frame.width < CARD:
        return False
    style = thing.style
    if not (style.background or style.gradient or style.border or style.shadows):
        return False
    held: list[Item] = list(thing.children)
    while held:
        inside = held.pop()
        if isinstance(inside, TextNode):
            return True
        if isinstance(inside, BoxNode):
            held += inside.children
    return False


def _two_columns(
    left: list[Item], right: list[Item], stack: Callable[[BoxNode, list[Item]], None], ids: Iterator[str]
) -> BoxNode:
    """A row of two columns, each holding its side's things; columns of one width share the row equally."""
    boxes = [
        BoxNode(id=next(ids), name="column", frame=_union(side), layout=Flex(direction="column"))
        for side in (left, right)
    ]
    equal = abs(boxes[0].frame.width - boxes[1].frame.width) <= EQUAL
    whole = sum(b.frame.width for b in boxes)
    for box, side in zip(boxes, (left, right)):
        stack(box, side)
        box.placement = Placement(width="fill", grow=1 if equal else round(box.frame.width / whole * 2, 3))
    frame = _union(boxes)
    return BoxNode(
        id=next(ids),
        name="columns",
        frame=frame,
        layout=Flex(direction="row", align="start", gap=round(boxes[1].frame.x - boxes[0].frame.right, 1)),
        placement=Placement(margin=Insets()),
        children=list(boxes),
    )


def _union(things: Sequence[Item]) -> Rect:
    x, y = min(t.frame.x for t in things), min(t.frame.y for t in things)
    right, bottom = max(t.frame.right for t in things), max(t.frame.bottom for t in things)
    return Rect(x=x, y=y, width=right - x, height=bottom - y)
