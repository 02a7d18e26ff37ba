"""A centred paragraph of inline pieces (a footer's links and notices), made one box from its lines."""

from __future__ import annotations

from itertools import count

from app.ir import Font, Rect, TextNode
from app.vision.inline_flow import Line, paragraph_box


def _piece(x: float, y: float, width: float, words: str, size: float) -> TextNode:
    return TextNode(id=words, frame=Rect(x=x, y=y, width=width, height=14), text=words, font=Font(size=size))


def _sizes(box) -> dict[str, float]:
    found = {}
    for child in box.children:
        for text in [child] if isinstance(child, TextNode) else getattr(child, "children", []):
            found[text.text] = text.font.size
    return found


def test_pieces_read_a_pixel_apart_are_set_in_one_size_and_a_larger_one_keeps_its_own():
    """The recogniser reads one piece of a line a pixel larger than its neighbours; set so, it is wider and the
    lines break elsewhere on every width. Pieces within a pixel of the paragraph's size take it; a piece set
    clearly larger (a title among notices) keeps its own size."""
    lines = [
        Line([_piece(40, 100, 120, "Terms apply", 16), _piece(176, 100, 170, "Licence 2009-0059", 12)], 12),
        Line([_piece(20, 117, 250, "Office: 35 Harbour Road, Shenzhen", 13), _piece(286, 117, 84, "Call us", 12)], 12),
        Line([_piece(120, 134, 150, "Safety notice 4403", 12)], 12),
    ]
    box = paragraph_box(lines, (f"p{n}" for n in count()))
    sizes = _sizes(box)
    assert sizes["Office: 35 Harbour Road, Shenzhen"] == 12, sizes
    assert sizes["Licence 2009-0059"] == 12, sizes
    assert sizes["Terms apply"] == 16, sizes
    # every piece stands on the paragraph's one line height
    steps = {child.font.line_height for child in box.children if isinstance(child, TextNode)}
    assert len(steps) == 1, steps
