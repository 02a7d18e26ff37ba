"""Pieces set one after another from a line's start that ran out of room and went on below: a meta line (a tag,
the author, the source, the date, the place) or a set of tags. They make one box whose pieces wrap where its width
runs out (flex-wrap), so that on a wider screen the pieces that went below come up onto the line above, as the
original's do.

A line is such pieces when it holds short one-line texts of one size and weight, small pictures, and tags (a box
holding a word), a few letters apart at most. Lines starting at one left edge, close one below another, make one
set when every line but the last ran out of room: the next line's first piece, with the space before and after
it, would not have fitted at its end.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from dataclasses import dataclass

from app.ir import AnyNode as Item
from app.ir import BoxNode, Flex, ImageNode, Insets, Placement, Rect, TextNode
from app.vision.inline_flow import WORD_GAPS, spaces_between

SAME_LEFT = 4.0  # px: lines starting this close start at one edge
PIECE_TALL = 2.6  # font sizes: a piece at most this tall stands in a line of pieces (a word, a badge, a chip)
LINE_GAP = 1.5  # font sizes: wrapped lines stand at most this far apart
PIECE_WIDE = 0.5  # of the width: a piece wider than this is a line of text of its own


@dataclass
class Line:
    items: list[Item]
    size: float  # font size of its texts
    bold: bool

    @property
    def left(self) -> float:
        return self.items[0].frame.x

    @property
    def right(self) -> float:
        return max(i.frame.right for i in self.items)

    @property
    def top(self) -> float:
        return min(i.frame.y for i in self.items)

    @property
    def bottom(self) -> float:
        return max(i.frame.bottom for i in self.items)


def _texts(item: Item) -> list[TextNode] | None:
    """The texts a piece holds: a text, a picture (none), or a tag (a box holding texts and pictures only); None
    for anything else."""
    if isinstance(item, TextNode):
        return [item] if item.one_line else None
    if isinstance(item, ImageNode) or not item.children:
        return []
    if not all(isinstance(c, TextNode) and c.one_line or isinstance(c, ImageNode) for c in item.children):
        return None
    return [c for c in item.children if isinstance(c, TextNode)]


def _same_size(size: float, other: float) -> bool:
    return abs(size - other) <= max(1.5, 0.1 * other)


def pieces_line(items: list[Item], inner: Rect) -> Line | None:
    """The row as a line of pieces set from its start, or None when it is something else."""
    found = [_texts(item) for item in items]
    if any(texts is None for texts in found):
        return None
    own = [item for item in items if isinstance(item, TextNode)]  # a tag's words are set smaller than the line's
    texts = own or [t for texts in found if texts for t in texts]
    if not texts:
        return None
    size = statistics.median(t.font.size for t in texts)
    bold = texts[0].font.weight >= 600
    if any(not _same_size(t.font.size, size) or (t.font.weight >= 600) != bold for t in own):
        return None
    if any(i.frame.height > PIECE_TALL * size or i.frame.width > PIECE_WIDE * inner.width for i in items):
        return None
    if any(gap < 0 or gap > WORD_GAPS * size for gap in spaces_between(items)):
        return None
    line = Line(items, size, bold)
    if line.right >= inner.right - 1:  # cut by the side: a strip that scrolls, not a line that ran out of room
        return None
    return line


def _follows(above: Line, line: Line, size: float) -> bool:
    """Whether a line is the next one of the same pieces: of their size and weight, from the same left edge, close
    below."""
    return (
        _same_size(line.size, size)
        and line.bold == above.bold
        and abs(line.left - above.left) <= SAME_LEFT
        and 0 <= line.top - above.bottom <= LINE_GAP * size
    )


def _edge(lines: list[Line], inner: Rect) -> float:
    """Where the lines' room ends: as far in from the container's right side as they start from its left (its
    padding, the same on both sides)."""
    return inner.right - max(0.0, lines[0].left - inner.x)


def _ran_out(above: Line, line: Line, between: float, edge: float) -> bool:
    """Whether the line's first piece, with the space before it and the one after it (a piece's margin, or a space
    it ends with), would not have fitted at the end of the line above."""
    return above.right + 2 * between + line.items[0].frame.width > edge


def _between(lines: list[Line]) -> float | None:
    gaps = [gap for line in lines for gap in spaces_between(line.items)]
    return statistics.median(gaps) if gaps else None


def _wrapped(lines: list[Line], inner: Rect) -> bool:
    between = _between(lines)
    if len(lines) < 2 or between is None:
        return False
    edge = _edge(lines, inner)
    return all(_ran_out(above, line, between, edge) for above, line in zip(lines, lines[1:]))


def pieces_box(lines: list[Line], inner: Rect, ids: Iterator[str]) -> BoxNode:
    """The lines as one box of pieces that wrap, as far apart as they were across and down, each line's pieces
    centred on it where they were (else at its top). Each piece keeps the space after it as its own margin, the way
    a page sets such pieces, so that a line breaks before a piece that fits only without it."""
    between = round(_between(lines) or 0.0, 1)
    down = round(statistics.median(b.top - a.bottom for a, b in zip(lines, lines[1:])), 1)
    pieces = [item for line in lines for item in line.items]
    middles = all(
        abs(i.frame.y + i.frame.height / 2 - (line.top + line.bottom) / 2) <= 1.5 for line in lines for i in line.items
    )
    for piece in pieces:
        keeps = isinstance(piece, ImageNode) or isinstance(piece, BoxNode) and not piece.children
        piece.placement = Placement(width="fixed" if keeps else "hug", margin=Insets(right=between))
    left, top = lines[0].left, lines[0].top
    return BoxNode(
        id=next(ids),
        role="row",
        name="wrapped row",
        frame=Rect(x=left, y=top, width=_edge(lines, inner) - left, height=lines[-1].bottom - top),
        layout=Flex(direction="row", wrap=True, cross_gap=down, align="center" if middles else "start"),
        children=pieces,
    )


def wrapped_rows(rows: list[list[Item] | BoxNode], inner: Rect, ids: Iterator[str]) -> list[list[Item] | BoxNode]:
    """The rows of a column, with each run of lines of pieces that ran out of room made one box of pieces that
    wrap (rows made boxes already pass through)."""
    out: list[list[Item] | BoxNode] = []
    index = 0
    while index < len(rows):
        row = rows[index]
        first = None if isinstance(row, BoxNode) else pieces_line(row, inner)
        lines = [first] if first is not None else []
        while lines and index + len(lines) < len(rows):
            after = rows[index + len(lines)]
            line = None if isinstance(after, BoxNode) else pieces_line(after, inner)
            if line is None or not _follows(lines[-1], line, first.size if first else 0.0):
                break
            lines.append(line)
        # the longest run whose every line but the last ran out of room
        while len(lines) >= 2 and not _wrapped(lines, inner):
            lines.pop()
        if len(lines) >= 2 and any(len(line.items) >= 2 for line in lines):
            out.append(pieces_box(lines, inner, ids))
            index += len(lines)
        else:
            out.append(row)
            index += 1
    return out
