"""A picture centred beside a stack of lines: an address card's pin beside its region, street and name; a contact's
avatar beside a name, a number and a note. Read row by row, the picture shares a row with the middle line only, and
the lines over and under it stand alone. On a wider screen, where the middle line takes fewer lines, the picture
would then hold that row's height and the stack would no longer close up. The picture and every line of its stack
are one row instead, the lines one column beside it, so the picture stays centred on however tall the stack is."""

from __future__ import annotations

from app.ir import AnyNode as Item
from app.ir import TextNode

ALIGNED = 4.0  # px: the lines of a stack start this close to one another
LINE_GAP = 1.0  # font sizes: lines of one stack stand at most this far apart (items of a list stand further)
OFF_MIDDLE = 0.15  # of the stack's height: the picture's middle stands at most this far off the stack's middle
REACH = 2  # lines: a stack takes at most this many over and under the picture's own


def centred_stacks(rows: list[list[Item]]) -> list[list[Item]]:
    """`rows` (top to bottom, each left to right) with each picture centred beside a stack of lines made one row
    with all of them."""
    out = list(rows)
    index = 0
    while index < len(out):
        found = _stack_at(out, index)
        if found is None:
            index += 1
            continue
        start, end = found
        merged = [thing for row in out[start:end] for thing in row]
        out[start:end] = [sorted(merged, key=lambda thing: thing.frame.x)]
        index = start + 1
    return out


def _stack_at(rows: list[list[Item]], index: int) -> tuple[int, int] | None:
    """The rows, from start to end, of the stack the picture leading row `index` is centred beside, when lines
    over or under its row belong to it; else None."""
    row = rows[index]
    lead = min(row, key=lambda thing: thing.frame.x)
    rest = [thing for thing in row if thing is not lead]
    if isinstance(lead, TextNode) or not any(isinstance(thing, TextNode) for thing in rest):
        return None
    left = min(thing.frame.x for thing in rest)
    if lead.frame.right > left + 2:
        return None
    best: tuple[int, int] | None = None
    for above in range(REACH + 1):
        for below in range(REACH + 1):
            start, end = index - above, index + 1 + below
            if above + below == 0 or start < 0 or end > len(rows):
                continue
            lines = rows[start:end]
            beside = all(_stack_line(line, lead, left) for line in lines if line is not row)
            if beside and _close(lines) and _centred(lead, lines) and (best is None or end - start > best[1] - best[0]):
                best = (start, end)
    return best


def _stack_line(line: list[Item], lead: Item, left: float) -> bool:
    """Whether a row is a line of the stack beside `lead`: it starts where the stack's lines start, has a text, and
    nothing of it stands in the picture's column or is taller than the picture."""
    return (
        any(isinstance(thing, TextNode) for thing in line)
        and abs(min(thing.frame.x for thing in line) - left) <= ALIGNED
        and all(thing.frame.x >= lead.frame.right - 2 for thing in line)
        and all(isinstance(thing, TextNode) or thing.frame.height <= lead.frame.height for thing in line)
    )


def _close(lines: list[list[Item]]) -> bool:
    """Whether each line stands right under the one before it, as the lines of one block of text do."""
    for upper, lower in zip(lines, lines[1:]):
        sizes = [thing.font.size for thing in upper + lower if isinstance(thing, TextNode)]
        gap = min(thing.frame.y for thing in lower) - max(thing.frame.bottom for thing in upper)
        if not -2 <= gap <= LINE_GAP * min(sizes):
            return False
    return True


def _centred(lead: Item, lines: list[list[Item]]) -> bool:
    """Whether the picture lies within the stack, its middle on the stack's middle."""
    things = [thing for line in lines for thing in line if thing is not lead]
    top, bottom = min(t.frame.y for t in things), max(t.frame.bottom for t in things)
    if lead.frame.y < top - 2 or lead.frame.bottom > bottom + 2:
        return False
    middle = lead.frame.y + lead.frame.height / 2
    return abs(middle - (top + bottom) / 2) <= max(ALIGNED, OFF_MIDDLE * (bottom - top))
