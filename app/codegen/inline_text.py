"""Inline text, put back together: a paragraph with a bold word or a link arrives from layout as
several text nodes sharing lines; native text wants one text of styled runs."""

from __future__ import annotations

from app.ir import BoxNode, Rect, Screen, TextNode, TextRun

NO_SPACE_BEFORE = tuple(".,;:!?)]}%'\u2019\u201d")
NO_SPACE_AFTER = tuple("([{$#@\u2018\u201c")


def merge_inline_text(screen: Screen) -> Screen:
    """The screen with every run of inline texts in a box merged into one text node (in place)."""
    for node in list(screen.walk()):
        if isinstance(node, BoxNode) and _inline(node):
            node.children = [_merged([t for t in node.children if isinstance(t, TextNode)])]
    return screen


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
