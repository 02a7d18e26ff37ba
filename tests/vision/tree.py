"""Reading a converted screen's tree in tests: its texts, what holds a node, where a text lands on a wider screen."""

from __future__ import annotations

from app.ir import Screen, TextNode


def texts_of(screen: Screen) -> list[TextNode]:
    return [n for n in screen.walk() if isinstance(n, TextNode)]


def parent_of(node, root):
    """The box whose children hold `node`, or None."""
    for child in getattr(root, "children", []):
        if child is node:
            return root
        found = parent_of(node, child)
        if found is not None:
            return found
    return None


def both_boxes(ours: list[dict], theirs: list[dict], text: str) -> tuple[list[float], list[float]]:
    """Where `text` stands on our render and on the original's (two `visible_texts` lists)."""
    return next(t for t in ours if t["text"] == text)["bbox"], next(t for t in theirs if t["text"] == text)["bbox"]


def descendants(node):
    """Every node under `node`, depth first."""
    for child in getattr(node, "children", []):
        yield child
        yield from descendants(child)
