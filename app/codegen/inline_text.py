"""Inline text, put back together: a paragraph with a bold word or a link arrives from layout as
several text nodes sharing lines; native text wants one text of styled runs. And native layouts have
no inline flow: a paragraph of pieces that each stand on one line (a footer's links) becomes a row
whose pieces wrap."""

from __future__ import annotations

import statistics

from app.ir import BoxNode, ImageNode, Rect, Screen, TextNode, TextRun

NO_SPACE_BEFORE = tuple(".,;:!?)]}%'\u2019\u201d")
NO_SPACE_AFTER = tuple("([{$#@\u2018\u201c")


def merge_inline_text(screen: Screen) -> Screen:
    """The screen with every run of inline texts in a box merged into one text node (in place)."""
    for node in list(screen.walk()):
        if isinstance(node, BoxNode) and _inline(node):
            node.children = [_merged([t for t in node.children if isinstance(t, TextNode)])]
    return screen


def wrapping_paragraphs(screen: Screen) -> Screen:
    """The screen with paragraphs of pieces made rows whose pieces wrap (in place). The space set
    before each piece becomes the row's gap, which, like a space between words, stands only between pieces on one
    line; the row's justification aligns each line as the paragraph's did."""
    for node in screen.walk():
        if isinstance(node, BoxNode) and _wraps_in_a_row(node):
            spaces = [c.placement.margin.left for c in node.children[1:]]
            for child in node.children:
                child.placement.margin = child.placement.margin.model_copy(update={"left": 0.0})
            gap = round(statistics.median(spaces), 1) if spaces else 0.0
            node.layout = node.layout.model_copy(update={"inline": False, "wrap": True, "gap": gap, "align": "center"})
    return screen


def _wraps_in_a_row(box: BoxNode) -> bool:
    """A paragraph of short pieces set in centred lines (a piece that broke between two lines moves whole), or of
    pieces that each stand on one line (a title and the tag after it). A text that wraps beside a tag before it
    stays a row: the text takes the room the tag leaves."""
    return box.layout.inline and (box.layout.justify != "start" or all(_one_line(c) for c in box.children))


def _one_line(node: BoxNode | TextNode | ImageNode) -> bool:
    """A piece that stands on one line: a picture, a badge, or a text whose box is one line tall."""
    return not isinstance(node, TextNode) or node.one_line


def _inline(box: BoxNode) -> bool:
    texts = [t for t in box.children if isinstance(t, TextNode) and not t.placement.absolute and not t.runs]
    if len(texts) < 2 or len(texts) != len(box.children):
        return False
    if box.layout.wrap or box.layout.justify != "start" or box.layout.gap:
        return False
    if any(t.placement.grow or t.placement.push for t in texts):  # cells sharing a row, not words of a line
        return False
    pairs = list(zip(texts, texts[1:]))
    if box.layout.direction == "column":
        # real columns never overlap; wrapped inline text does (a run continues on the line it ended)
        return any(b.frame.y < a.frame.bottom - 1 for a, b in pairs)
    if box.layout.direction == "row":
        return all(
            0 <= b.frame.x - a.frame.right <= a.font.size * 0.6 and abs(a.frame.y - b.frame.y) <= a.font.size
            for a, b in pairs
        )
    return False


def _merged(texts: list[TextNode]) -> TextNode:
    first = texts[0]
    runs = []
    for index, text in enumerate(texts):
        words = text.text
        if index and not words.startswith(NO_SPACE_BEFORE) and not texts[index - 1].text.endswith(NO_SPACE_AFTER):
            words = " " + words
        runs.append(TextRun(text=words, font=text.font, color=text.color, underline=text.underline, strike=text.strike))
    x = min(t.frame.x for t in texts)
    y = min(t.frame.y for t in texts)
    frame = Rect(x=x, y=y, width=max(t.frame.right for t in texts) - x, height=max(t.frame.bottom for t in texts) - y)
    return TextNode(
        id=first.id,
        role=first.role,
        name=" ".join(t.text for t in texts)[:60],
        frame=frame,
        text="".join(r.text for r in runs),
        font=first.font,
        color=first.color,
        align=first.align,
        runs=runs,
        placement=first.placement,
        transform=first.transform,
    )
