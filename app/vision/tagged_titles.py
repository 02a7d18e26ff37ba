"""Titles and the tags set in line with them: a tag before a text that wrapped under it ("[自营] 索尼 ... / 耳机
黑色"), and a tag after a title, in line or wrapped under the title's start ("Merino wool crew sweater / [Low
stock]"). Each is one paragraph of inline pieces, so that on another width the tag comes up beside its title or
wraps, as the page sets it.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator

from app.ir import AnyNode as Item
from app.ir import BoxNode, Flex, Insets, Placement, Rect, TextNode
from app.vision.inline_flow import (
    BADGE_GAP,
    PICTURE_IN_LINE,
    first_letters,
    joined_text,
    same_size,
    spaces_between,
)
from app.vision.roles import only_text

TAG_GAP = 0.6  # font sizes: a tag this close after a text follows it in line (a word space and the tag's margin)
WORD_SPACED = 3.0  # font sizes: a thing this close after a tag is the row's next item, not what ends its room


def _label(item: Item) -> TextNode | None:
    """The text of a small painted or outlined label (a tag, a badge), if `item` is one."""
    if not isinstance(item, BoxNode) or item.style.background is None and item.style.border is None:
        return None
    return only_text(item)


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
    if not text.one_line or not same_size(after.font.size, size) or tag.frame.height > PICTURE_IN_LINE * size:
        return None
    gap = text.frame.x - tag.frame.right
    step = after.frame.y - text.frame.y
    lead, trail = tag.frame.x - inner.x, inner.right - text.frame.right
    if not (-2 <= gap <= BADGE_GAP * size and 0 < step <= 1.9 * size and abs(after.frame.x - tag.frame.x) <= size / 2):
        return None
    if trail > lead + first_letters(after) + size:  # the line had room left for the next word: it did not wrap
        return None
    # as wide as the lines were set in: past the first line, which had no room for the next line's first word (up
    # to the padding the container leaves on the left, taken on the right too)
    reach = text.frame.right + gap + first_letters(after)
    right = min(inner.right - lead, (max(text.frame.right, after.frame.right) + reach) / 2)
    joined = joined_text(text, after)
    # the step between lines: as the lines after the first were set, when there are several, else the one step
    line = round(after.font.line_height if not after.one_line and after.font.line_height else step, 1)
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
        if not isinstance(text, TextNode) or text.runs or not text.one_line or _label(tag) is None:
            continue
        if (
            tag.frame.height <= PICTURE_IN_LINE * text.font.size
            and -2 <= spaces_between([text, tag])[0] <= TAG_GAP * text.font.size
        ):
            return index
    return None


def _centred(left: float, right: float, inner: Rect, size: float) -> bool:
    """Whether a line from `left` to `right` stands in the middle of the column, clear of its start."""
    lead, trail = left - inner.x, inner.right - right
    return lead > size and abs(lead - trail) <= max(4.0, size / 2)


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
    if text.runs or not text.one_line or tag.frame.height > PICTURE_IN_LINE * size:
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
    gaps = [spaces_between(row[i : i + 2])[0] for row in rows if (i := _trailing_tag(row)) is not None]
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
            if rest and spaces_between([tag, rest[0]])[0] <= WORD_SPACED * text.font.size:
                # the next thing of the row follows a few letters on (a tab after a tab, "Focused [3]  Other"):
                # the title and its tag hug, and the row spreads them as it spreads the rest
                right = tag.frame.right
            if not rest and _centred(text.frame.x, tag.frame.right, inner, text.font.size):
                right = tag.frame.right  # a caption and its key centred under a picture: it stays centred, hugging
            row = [*row[:at], _title_and_tag(text, tag, spaces_between([text, tag])[0], right, ids), *rest]
        out.append(row)
        index += 1
    return out


def tagged_rows(rows: list[list[Item]], inner: Rect, ids: Iterator[str]) -> list[list[Item] | BoxNode]:
    """The rows of a column, with each title and the tag set in line after it one paragraph, and each tag-led
    text that wrapped under its tag one paragraph box."""
    tagged = _tags_in_line(rows, inner, ids)
    out: list[list[Item] | BoxNode] = []
    index = 0
    while index < len(tagged):
        led = tag_led_paragraph(tagged[index], tagged[index + 1], inner, ids) if index + 1 < len(tagged) else None
        out.append(led if led is not None else tagged[index])
        index += 2 if led is not None else 1
    return out
