"""Things over their captions: a row of buttons, icons or pictures with a row of short texts right under it, one
centred under each (a board's "Add · Ideas · Organize" under their round buttons, a shop's categories under their
icons). Each thing and its caption make one column, and the row is a row of those columns, so that however the row
is laid out on a wider screen (centred, spread, in equal cells) every caption moves with its thing. Laid out as two
rows, the captions of different widths keep their own spacing and part from the things above them."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from app.ir import AnyNode as Item
from app.ir import BoxNode, Flex, Insets, Placement, Rect, TextNode
from app.vision.steppers import is_divider, joined_by_rules

CLOSE_UNDER = 1.5  # font sizes: a caption stands at most this far under its thing
OFF_MIDDLE = 0.25  # of the thing's width: a caption's middle may stand this far off the thing's middle
ALIGNED = 4.0  # px: and this far, however narrow the thing


def captioned_columns(lines: list[Item], row: Callable[[list[Item]], Item], ids: Iterator[str]) -> list[Item]:
    """`lines` with each row of things that has a row of captions right under it made one row of columns, laid out
    by `row` as any row of things is."""
    out: list[Item] = []
    index = 0
    while index < len(lines):
        pair = _captioned(lines[index], lines[index + 1]) if index + 1 < len(lines) else None
        if pair is None:
            out.append(lines[index])
            index += 1
            continue
        things, captions = pair
        under = iter(captions)  # (the hairlines joining a stepper's steps stay between their columns)
        out.append(row([thing if is_divider(thing) else _column(thing, next(under), ids) for thing in things]))
        index += 2
    return out


def _captioned(above: Item, below: Item) -> tuple[list[Item], list[TextNode]] | None:
    """The things of a row (with the hairlines joining them, if they are a stepper's steps) and the captions under
    them, one centred under each, or None."""
    row = _row_of(above)
    # (names in cells of their own go under a stepper's steps; under other things, cells are laid out as such)
    captions = _row_of(below, cells=joined_by_rules(row)) if row is not None else None
    if row is None or captions is None:
        return None
    things = [thing for thing in row if not is_divider(thing)]
    if len(things) != len(captions) or len(things) < 2:
        return None
    if any(isinstance(t, TextNode) for t in things) or not all(isinstance(c, TextNode) for c in captions):
        return None
    texts = [c for c in captions if isinstance(c, TextNode)]
    if not all(t.one_line for t in texts):
        return None  # (a paragraph is no caption)
    for thing, caption in zip(things, texts):
        gap = caption.frame.y - thing.frame.bottom
        off = abs(caption.frame.x + caption.frame.width / 2 - thing.frame.x - thing.frame.width / 2)
        if not -1 <= gap <= CLOSE_UNDER * caption.font.size or off > max(ALIGNED, OFF_MIDDLE * thing.frame.width):
            return None
    pitch = min(b.frame.x - a.frame.x for a, b in zip(things, things[1:]))
    if max(c.frame.width for c in texts) > pitch:
        return None  # captions running into each other are no captions of single things
    return row, texts


def _row_of(line: Item, cells: bool = False) -> list[Item] | None:
    """The things side by side in a row (not already in cells, but for texts centred in cells where `cells`; none
    laid over the others; hairlines joining steps taking what they leave), or None."""
    if not isinstance(line, BoxNode) or line.layout.direction != "row" or line.role not in ("row", ""):
        return None
    if line.style.background is not None or line.style.border is not None:
        return None
    children = line.children
    steps = joined_by_rules(children)

    def grows(child: Item) -> bool:
        return bool(child.placement.grow) and not (steps and is_divider(child) or cells and isinstance(child, TextNode))

    if any(c.placement.absolute or c.name == "cell" or grows(c) for c in children):
        return None
    return children


def _column(thing: Item, caption: TextNode, ids: Iterator[str]) -> BoxNode:
    """A thing over its caption, both centred in the column."""
    gap = round(max(0.0, caption.frame.y - thing.frame.bottom), 1)
    left, right = min(thing.frame.x, caption.frame.x), max(thing.frame.right, caption.frame.right)
    thing.placement = Placement(width=thing.placement.width)
    caption.placement = Placement(width="hug")
    caption.align = "center"
    return BoxNode(
        id=next(ids),
        name="column",
        frame=Rect(x=left, y=thing.frame.y, width=right - left, height=caption.frame.bottom - thing.frame.y),
        layout=Flex(direction="column", align="center", gap=gap),
        placement=Placement(margin=Insets()),
        children=[thing, caption],
    )
