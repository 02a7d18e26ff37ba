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

from app.ir import BoxNode, Flex, ImageNode, Insets, Placement, Rect, TextNode
from app.vision.paragraphs import joiner, lines_set_in
from app.vision.roles import only_text

Item = BoxNode | TextNode | ImageNode

WORD_GAPS = 2.0  # font sizes: pieces further apart than this are things spread across a row, not words in a line
PICTURE_IN_LINE = 1.8  # font sizes: a picture at most this tall stands in a line of text
BADGE_GAP = 0.5  # font sizes: a picture this close before a text goes with it
TAG_GAP = 0.6  # font sizes: a tag this close after a text follows it in line (a word space and the tag's margin)
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


def _picture(item: Item) -> bool:
    """A picture, or a shape drawn with a box holding nothing (a dot, a badge)."""
    return isinstance(item, ImageNode) or isinstance(item, BoxNode) and not item.children


def _same_size(size: float, other: float) -> bool:
    """Font sizes read off one line of one size (the reading of a short word's size is rough)."""
    return abs(size - other) <= max(2.0, 0.25 * other)


def _one_line(text: TextNode) -> bool:
    return not text.font.line_height or text.frame.height < 1.6 * text.font.line_height


def _gaps(items: list[Item]) -> list[float]:
    return [b.frame.x - a.frame.right for a, b in zip(items, items[1:])]


def inline_line(items: list[Item], inner: Rect) -> Line | None:
    """The row as a line of inline pieces, or None when it is something else (cells, a label and its value...)."""
    texts = _texts(items)
    if not texts or not all(isinstance(i, TextNode) or _picture(i) for i in items):
        return None
    size = statistics.median(t.font.size for t in texts)
    if any(not _same_size(t.font.size, size) or not _one_line(t) for t in texts):
        return None
    if any(_picture(i) and i.frame.height > PICTURE_IN_LINE * size for i in items):
        return None
    if any(gap < -0.5 * size or gap > WORD_GAPS * size for gap in _gaps(items)):  # boxes may run loose
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
    if not _same_size(line.size, size):
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


def _joined(before: TextNode, after: TextNode) -> TextNode:
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
    return _first_letters(first)


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


def paragraph_box(paragraph: list[Line], ids: Iterator[str]) -> BoxNode:
    """The lines as one paragraph box whose pieces flow inline, centred, the space between them kept, as wide as
    the lines were set in (so that they break where they broke, and break anew on another width)."""
    widest = max(line.right - line.left for line in paragraph)
    size = statistics.median(line.size for line in paragraph)
    # one space between pieces (the recogniser's boxes make them look unevenly apart), but for pictures set close
    in_line = [
        gap
        for line in paragraph
        for before, gap in zip(line.items, _gaps(line.items))
        if not (_picture(before) and gap <= BADGE_GAP * size)
    ]
    # the space that parts pieces, not a word space inside one that the recogniser cut in two
    parting = [gap for gap in in_line if gap >= 0.5 * size] or in_line
    between = round(statistics.median(parting), 1) if parting else 0.0
    measure = _measure(paragraph, between, widest)
    pieces: list[Item] = []
    spaces: list[float] = []  # before each piece: as drawn within a line, the usual space where a line starts
    for index, line in enumerate(paragraph):
        gaps = _gaps(line.items)
        for position, item in enumerate(line.items):
            if position == 0 and _carries_on(paragraph, index, widest):
                pieces[-1] = _joined(pieces[-1], item)  # type: ignore[arg-type]
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
    for text in texts:
        text.font = text.font.model_copy(update={"line_height": line_height})
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


def _label(item: Item) -> TextNode | None:
    """The text of a small painted or outlined label (a tag, a badge), if `item` is one."""
    if not isinstance(item, BoxNode) or item.style.background is None and item.style.border is None:
        return None
    return only_text(item)


def _first_letters(text: TextNode) -> float:
    """How wide the first word (a CJK letter) of a text is."""
    words = text.text.strip() or " "
    word = words[0] if ord(words[0]) >= 0x2E80 else words.split()[0]
    return text.frame.width * len(word) / len(words)


def tag_led_paragraph(first: list[Item], second: list[Item], inner: Rect, ids: Iterator[str]) -> BoxNode | None:
    """A tag set before a text that ran out of room and wrapped under the tag ("[自营] 索尼 WH-1000XM5 头戴式
    ... / 耳机 黑色"): one paragraph whose pieces flow inline, the tag and the one text, so that on another width
    the text wraps where its words run out of room, round the tag as before."""
    if len(first) != 2 or len(second) != 1:
        return None
    tag, text, after = first[0], first[1], second[0]
    label = _label(tag)
    if label is None or not isinstance(text, TextNode) or not isinstance(after, TextNode) or text.runs or after.runs:
        return None
    size = text.font.size
    if not _one_line(text) or not _same_size(after.font.size, size) or tag.frame.height > PICTURE_IN_LINE * size:
        return None
    gap = text.frame.x - tag.frame.right
    step = after.frame.y - text.frame.y
    lead, trail = tag.frame.x - inner.x, inner.right - text.frame.right
    if not (-2 <= gap <= BADGE_GAP * size and 0 < step <= 1.9 * size and abs(after.frame.x - tag.frame.x) <= size / 2):
        return None
    if trail > lead + _first_letters(after) + size:  # the line had room left for the next word: it did not wrap
        return None
    # as wide as the lines were set in: past the first line, which had no room for the next line's first word (up
    # to the padding the container leaves on the left, taken on the right too)
    reach = text.frame.right + gap + _first_letters(after)
    right = min(inner.right - lead, (max(text.frame.right, after.frame.right) + reach) / 2)
    joined = _joined(text, after)
    # the step between lines: as the lines after the first were set, when there are several, else the one step
    line = round(after.font.line_height if not _one_line(after) and after.font.line_height else step, 1)
    joined.font = joined.font.model_copy(update={"line_height": line})
    tag.placement, joined.placement = (
        Placement(width="hug"),
        Placement(margin=Insets(left=max(0.0, round(gap, 1))), width="hug"),
    )
    x0, y0 = tag.frame.x, min(tag.frame.y, text.frame.y)
    return BoxNode(
        id=next(ids),
        role="text",
        name="paragraph",
        frame=Rect(
            x=x0,
            y=y0,
            width=max(right, text.frame.right, after.frame.right) - x0,
            height=max(after.frame.bottom, text.frame.y + line * (1 + after.frame.height // line)) - y0,
        ),
        layout=Flex(direction="row", justify="start", inline=True),
        children=[tag, joined],
    )


def _trailing_tag(row: list[Item]) -> int | None:
    """Where a tag follows a one-line text in `row` a word's space after it ("Ceramic pour-over set [New]"): the
    index of the text, or None."""
    for index, (text, tag) in enumerate(zip(row, row[1:])):
        if not isinstance(text, TextNode) or text.runs or not _one_line(text) or _label(tag) is None:
            continue
        if (
            tag.frame.height <= PICTURE_IN_LINE * text.font.size
            and -2 <= _gaps([text, tag])[0] <= TAG_GAP * text.font.size
        ):
            return index
    return None


def tags_follow_titles(rows: list[list[Item]]) -> bool:
    """Whether a column sets its tags in line after titles: some row shows one there."""
    return any(_trailing_tag(row) is not None for row in rows)


def _title_and_tag(text: TextNode, tag: Item, gap: float, right: float, ids: Iterator[str]) -> BoxNode:
    """A paragraph of a title and the tag after it, up to `right`: the tag wraps under the title's start when the
    line has no room for it, as the page sets an inline tag."""
    step = tag.frame.y + tag.frame.height / 2 - (text.frame.y + text.frame.height / 2)
    lines = 2 if step > text.frame.height / 2 else 1
    line = round(step if lines == 2 else max(text.font.line_height or 0.0, text.frame.height, tag.frame.height), 1)
    text.font = text.font.model_copy(update={"line_height": line})
    text.placement = Placement(width="hug")
    tag.placement = Placement(margin=Insets(left=max(0.0, round(gap, 1))), width="hug")
    top = text.frame.y + text.frame.height / 2 - line / 2
    return BoxNode(
        id=next(ids),
        role="text",
        name="paragraph",
        frame=Rect(x=text.frame.x, y=round(top, 1), width=round(right - text.frame.x, 1), height=line * lines),
        layout=Flex(direction="row", justify="start", inline=True),
        children=[text, tag],
    )


def tag_trailed_title(
    first: list[Item], second: list[Item], gap: float, inner: Rect, ids: Iterator[str]
) -> list[Item] | None:
    """A title whose tag, set in line after it, found no room on the line and wrapped under the title's start
    ("Merino wool crew sweater / [Low stock]", beside the price): the first row with the title and the tag made one
    paragraph, which takes the room the row leaves it and sets the tag beside the title where that room allows.
    `gap`: the space the column sets before a tag in line."""
    if len(second) != 1 or not first or not isinstance(first[0], TextNode) or _label(second[0]) is None:
        return None
    text, tag, rest = first[0], second[0], first[1:]
    size = text.font.size
    if text.runs or not _one_line(text) or tag.frame.height > PICTURE_IN_LINE * size:
        return None
    step = tag.frame.y + tag.frame.height / 2 - (text.frame.y + text.frame.height / 2)
    if not (abs(tag.frame.x - text.frame.x) <= size / 2 and text.frame.height / 2 < step <= 1.9 * size):
        return None
    right = rest[0].frame.x - size / 2 if rest else inner.right
    if text.frame.right + gap + tag.frame.width <= right:  # it had room on the line: a tag set on a line of its own
        return None
    return [_title_and_tag(text, tag, gap, right, ids), *rest]


def _tags_in_line(rows: list[list[Item]], inner: Rect, ids: Iterator[str]) -> list[list[Item]]:
    """The rows of a column whose titles are followed by tags in line, each title and its tag one paragraph
    (wrapped or not), so that repeated rows share one structure."""
    gaps = [_gaps(row[i : i + 2])[0] for row in rows if (i := _trailing_tag(row)) is not None]
    if not gaps:
        return rows
    gap = max(0.0, round(statistics.median(gaps), 1))
    out: list[list[Item]] = []
    index = 0
    while index < len(rows):
        row = rows[index]
        wrapped = tag_trailed_title(row, rows[index + 1], gap, inner, ids) if index + 1 < len(rows) else None
        if wrapped is not None:
            out.append(wrapped)
            index += 2
            continue
        at = _trailing_tag(row)
        if at is not None:
            text, tag, rest = row[at], row[at + 1], row[at + 2 :]
            assert isinstance(text, TextNode)
            right = rest[0].frame.x - text.font.size / 2 if rest else inner.right
            row = [*row[:at], _title_and_tag(text, tag, _gaps([text, tag])[0], right, ids), *rest]
        out.append(row)
        index += 1
    return out


def inline_paragraphs(rows: list[list[Item]], inner: Rect, ids: Iterator[str]) -> list[list[Item] | BoxNode]:
    """The rows of a column, with each run of centred lines of inline pieces made one paragraph box, and each
    title and the tag set in line after it one paragraph."""
    rows = _tags_in_line(rows, inner, ids)
    out: list[list[Item] | BoxNode] = []
    index = 0
    while index < len(rows):
        led = tag_led_paragraph(rows[index], rows[index + 1], inner, ids) if index + 1 < len(rows) else None
        if led is not None:
            out.append(led)
            index += 2
            continue
        first = inline_line(rows[index], inner)
        if first is None:
            out.append(rows[index])
            index += 1
            continue
        paragraph = [first]
        while index + len(paragraph) < len(rows):
            line = inline_line(rows[index + len(paragraph)], inner)
            if line is None or not _continues(paragraph, line, inner):
                break
            paragraph.append(line)
        if _inline_paragraph(paragraph, inner):
            out.append(paragraph_box(paragraph, ids))
            index += len(paragraph)
        else:
            out.append(rows[index])
            index += 1
    return out
