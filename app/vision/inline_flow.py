"""Short texts set one after another in centred lines (a footer's links and notices, "Terms · Privacy"): one
paragraph of inline pieces, the way a page sets them, so that on another width they wrap where the words run out
of room instead of staying in the rows they were drawn in.

A line belongs to such a paragraph when it holds only single-line texts of one size (and small pictures among
them, such as a badge before a link), a few letters apart at most, and is centred in its container. Lines one
below another at a steady step make one paragraph; a piece that ends a full line and the piece that starts the
next are one text wrapped between them.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from dataclasses import dataclass

from app.ir import AnyNode as Item
from app.ir import BoxNode, Flex, ImageNode, Insets, Placement, Rect, TextNode
from app.vision.paragraphs import joiner, lines_set_in

WORD_GAPS = 2.0  # font sizes: pieces further apart than this are things spread across a row, not words in a line
PICTURE_IN_LINE = 1.8  # font sizes: a picture at most this tall stands in a line of text
BADGE_GAP = 0.5  # font sizes: a picture this close before a text goes with it
FULL = 0.9  # share of the paragraph's widest line: a line this long ran out of room


@dataclass
class Line:
    items: list[Item]
    size: float  # font size of its texts

    @property
    def left(self) -> float:
        return min(i.frame.x for i in self.items)

    @property
    def right(self) -> float:
        return max(i.frame.right for i in self.items)

    @property
    def top(self) -> float:
        return min(i.frame.y for i in self.items if isinstance(i, TextNode))

    @property
    def centre(self) -> float:
        return (self.left + self.right) / 2

    @property
    def middle(self) -> float:
        """Half-way down its texts (texts of two sizes on one line start at two heights)."""
        return statistics.median(i.frame.y + i.frame.height / 2 for i in self.items if isinstance(i, TextNode))


def _texts(items: list[Item]) -> list[TextNode]:
    return [i for i in items if isinstance(i, TextNode)]


def _held_texts(pieces: list[Item]) -> list[TextNode]:
    """The texts among a paragraph's pieces and in the boxes among them (a badge and its link)."""
    return [t for p in pieces for t in ([p] if isinstance(p, TextNode) else _held_texts(getattr(p, "children", [])))]


def _picture(item: Item) -> bool:
    """A picture, or a shape drawn with a box holding nothing (a dot, a badge)."""
    return isinstance(item, ImageNode) or isinstance(item, BoxNode) and not item.children


def same_size(size: float, other: float) -> bool:
    """Font sizes read off one line of one size (the reading of a short word's size is rough)."""
    return abs(size - other) <= max(2.0, 0.25 * other)


def spaces_between(items: list[Item]) -> list[float]:
    return [b.frame.x - a.frame.right for a, b in zip(items, items[1:])]


def inline_line(items: list[Item], inner: Rect) -> Line | None:
    """The row as a line of inline pieces, or None when it is something else (cells, a label and its value...)."""
    texts = _texts(items)
    if not texts or not all(isinstance(i, TextNode) or _picture(i) for i in items):
        return None
    size = statistics.median(t.font.size for t in texts)
    if any(not same_size(t.font.size, size) or not t.one_line for t in texts):
        return None
    if any(_picture(i) and i.frame.height > PICTURE_IN_LINE * size for i in items):
        return None
    if any(gap < -0.5 * size or gap > WORD_GAPS * size for gap in spaces_between(items)):  # boxes may run loose
        return None
    line = Line(items, size)
    lead, trail = line.left - inner.x, inner.right - line.right
    if min(lead, trail) < 2:
        return None
    # centred, or a line that ran out of room (its ink need not look centred: a word wrapped away from its end)
    return line if abs(lead - trail) <= _tolerance(size) or _full(line, inner) else None


def _tolerance(size: float) -> float:
    return max(4.0, 0.75 * size)


def _full(line: Line, inner: Rect) -> bool:
    reach = 0.12 * inner.width
    return line.left - inner.x <= reach and inner.right - line.right <= reach


def _continues(paragraph: list[Line], line: Line, inner: Rect) -> bool:
    last = paragraph[-1]
    size = statistics.median(li.size for li in paragraph)
    if not same_size(line.size, size):
        return False
    if not (_full(line, inner) or _full(last, inner)) and abs(line.centre - last.centre) > _tolerance(size):
        return False
    # lines step evenly down, by their tops or their middles (texts of two sizes on a line start at two heights; a
    # line cut off by the screen's bottom edge keeps only its top)
    return any(
        _steps_evenly([getattr(li, at) for li in paragraph] + [getattr(line, at)], size) for at in ("top", "middle")
    )


def _steps_evenly(places: list[float], size: float) -> bool:
    step = places[-1] - places[-2]
    if not 0 < step <= 1.9 * size:
        return False
    if len(places) >= 3:
        first_step = places[1] - places[0]
        return abs(step - first_step) <= max(2.0, 0.2 * first_step)
    return True


def _inline_paragraph(paragraph: list[Line], inner: Rect) -> bool:
    """Whether centred lines are a paragraph of inline pieces: some line holds several, two of them texts at least
    (a picture beside its caption is a row), and some line stands clear of both sides (a line across the whole width could as well be a label and its value)."""
    if not any(len(line.items) >= 2 for line in paragraph) or sum(len(_texts(line.items)) for line in paragraph) < 2:
        return False
    clear = 0.1 * inner.width
    return any(
        line.left - inner.x >= clear
        and inner.right - line.right >= clear
        and abs(line.left - inner.x - (inner.right - line.right)) <= _tolerance(line.size)
        for line in paragraph
    )


def joined_text(before: TextNode, after: TextNode) -> TextNode:
    """A text that wrapped from the end of one line to the start of the next, as one text."""
    x0, y0 = min(before.frame.x, after.frame.x), min(before.frame.y, after.frame.y)
    frame = Rect(
        x=x0,
        y=y0,
        width=max(before.frame.right, after.frame.right) - x0,
        height=max(before.frame.bottom, after.frame.bottom) - y0,
    )
    text = before.text + joiner(before.text, after.text) + after.text
    return before.model_copy(update={"text": text, "name": text[:60], "frame": frame, "runs": []})


def first_letters(text: TextNode) -> float:
    """How wide the first word (a CJK letter) of a text is."""
    words = text.text.strip() or " "
    word = words[0] if ord(words[0]) >= 0x2E80 else words.split()[0]
    return text.frame.width * len(word) / len(words)


def _badges(pieces: list[Item], spaces: list[float], size: float, ids: Iterator[str]) -> tuple[list[Item], list]:
    """A picture set right before a text (a badge and its link) is one piece that never breaks between the two."""
    out: list[Item] = []
    kept: list[float] = []
    index = 0
    while index < len(pieces):
        piece = pieces[index]
        after = pieces[index + 1] if index + 1 < len(pieces) else None
        if _picture(piece) and isinstance(after, TextNode) and spaces[index + 1] <= BADGE_GAP * size:
            x0, y0 = piece.frame.x, min(piece.frame.y, after.frame.y)
            frame = Rect(
                x=x0,
                y=y0,
                width=after.frame.right - x0,
                height=max(piece.frame.bottom, after.frame.bottom) - y0,
            )
            group = BoxNode(
                id=next(ids),
                name="badge and text",
                frame=frame,
                layout=Flex(direction="row", align="center", gap=spaces[index + 1]),
                children=[piece, after],
            )
            piece.placement, after.placement = Placement(width="fixed"), Placement(width="hug")
            out.append(group)
            kept.append(spaces[index])
            index += 2
            continue
        out.append(piece)
        kept.append(spaces[index])
        index += 1
    return out, kept


def _carries_on(paragraph: list[Line], index: int, widest: float) -> bool:
    """Whether line `index` starts with the rest of a text that ran out of room at the end of the line above."""
    if index == 0:
        return False
    above, first = paragraph[index - 1], paragraph[index].items[0]
    return (
        above.right - above.left >= FULL * widest
        and isinstance(first, TextNode)
        and isinstance(above.items[-1], TextNode)
    )


def _first_word(line: Line, size: float) -> float:
    """How wide the start of a line is that could not stay on the line above: its first word (a CJK letter), or
    the whole of a picture and the text set right after it."""
    first = line.items[0]
    if _picture(first):
        after = line.items[1] if len(line.items) > 1 else None
        if isinstance(after, TextNode) and after.frame.x - first.frame.right <= BADGE_GAP * size:
            return after.frame.right - first.frame.x
        return first.frame.width
    assert isinstance(first, TextNode)
    return first_letters(first)


def _measure(paragraph: list[Line], between: float, widest: float) -> float:
    """The width the lines were set in: at least the widest line, and narrower than any line together with the
    start of the next one, which did not fit (the middle of the two, when lines broke)."""
    size = statistics.median(line.size for line in paragraph)
    with_next = [
        (paragraph[i - 1].right - paragraph[i - 1].left)
        + (0.3 * size if _carries_on(paragraph, i, widest) else between)
        + _first_word(paragraph[i], size)
        for i in range(1, len(paragraph))
    ]
    return lines_set_in(widest, with_next, share=0.5) or widest + 1


ONE_SIZE = 1.0  # px: pieces of a paragraph whose sizes are this close are set in the same size


def paragraph_box(paragraph: list[Line], ids: Iterator[str]) -> BoxNode:
    """The lines as one paragraph box whose pieces flow inline, centred, the space between them kept, as wide as
    the lines were set in (so that they break where they broke, and break anew on another width)."""
    widest = max(line.right - line.left for line in paragraph)
    size = statistics.median(line.size for line in paragraph)
    # one space between pieces (the recogniser's boxes make them look unevenly apart), but for pictures set close
    in_line = [
        gap
        for line in paragraph
        for before, gap in zip(line.items, spaces_between(line.items))
        if not (_picture(before) and gap <= BADGE_GAP * size)
    ]
    # the space that parts pieces, not a word space inside one that the recogniser cut in two
    parting = [gap for gap in in_line if gap >= 0.5 * size] or in_line
    between = round(statistics.median(parting), 1) if parting else 0.0
    measure = _measure(paragraph, between, widest)
    pieces: list[Item] = []
    spaces: list[float] = []  # before each piece: as drawn within a line, the usual space where a line starts
    for index, line in enumerate(paragraph):
        gaps = spaces_between(line.items)
        for position, item in enumerate(line.items):
            if position == 0 and _carries_on(paragraph, index, widest):
                pieces[-1] = joined_text(pieces[-1], item)  # type: ignore[arg-type]
                continue
            if not pieces:
                spaces.append(0.0)
            else:
                close = position and _picture(line.items[position - 1]) and gaps[position - 1] <= BADGE_GAP * size
                spaces.append(max(0.0, round(gaps[position - 1], 1)) if close else between)
            pieces.append(item)
    pieces, spaces = _badges(pieces, spaces, size, ids)
    step = (paragraph[-1].top - paragraph[0].top) / (len(paragraph) - 1) if len(paragraph) > 1 else None
    texts = [t for line in paragraph for t in _texts(line.items)]
    line_height = round(step if step else max(t.font.line_height or t.frame.height for t in texts), 1)
    texts = _held_texts(pieces)  # (a text carried on to the next line is one piece, made anew)
    # one paragraph's pieces set on one line height are set in one size: the recogniser's measure of a piece wobbles
    # by a pixel, and a piece a pixel larger than its neighbours breaks the lines elsewhere
    common = min(statistics.multimode(t.font.size for t in texts))  # (the size most pieces are set in)
    for text in texts:
        same = abs(text.font.size - common) <= ONE_SIZE
        text.font = text.font.model_copy(
            update={"line_height": line_height, "size": common if same else text.font.size}
        )
    for piece, space in zip(pieces, spaces):
        piece.placement = Placement(margin=Insets(left=space), width="hug")
    glyph = statistics.median(t.frame.height for t in _texts(paragraph[0].items))
    top = paragraph[0].top - max(0.0, line_height - glyph) / 2
    # centred where its lines are (lines that ran out of room show their own ends, not the paragraph's middle)
    short = [line for line in paragraph if line.right - line.left < FULL * widest] or paragraph
    centre = statistics.median(line.centre for line in short)
    frame = Rect(
        x=round(centre - measure / 2, 1),
        y=round(top, 1),
        width=round(measure, 1),
        height=round(line_height * len(paragraph), 1),
    )
    return BoxNode(
        id=next(ids),
        role="text",
        name="paragraph",
        frame=frame,
        layout=Flex(direction="row", justify="center", inline=True),
        children=pieces,
    )


def inline_paragraphs(rows: list[list[Item] | BoxNode], inner: Rect, ids: Iterator[str]) -> list[list[Item] | BoxNode]:
    """The rows of a column, with each run of centred lines of inline pieces made one paragraph box (rows made
    boxes already pass through)."""
    out: list[list[Item] | BoxNode] = []
    index = 0
    while index < len(rows):
        row = rows[index]
        first = None if isinstance(row, BoxNode) else inline_line(row, inner)
        if first is None:
            out.append(row)
            index += 1
            continue
        paragraph = [first]
        while index + len(paragraph) < len(rows):
            after = rows[index + len(paragraph)]
            line = None if isinstance(after, BoxNode) else inline_line(after, inner)
            if line is None or not _continues(paragraph, line, inner):
                break
            paragraph.append(line)
        if _inline_paragraph(paragraph, inner):
            out.append(paragraph_box(paragraph, ids))
            index += len(paragraph)
        else:
            out.append(row)
            index += 1
    return out
