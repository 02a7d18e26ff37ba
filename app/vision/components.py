"""The screen broken into named components (spec 2.4), for `breakdown: true`."""

from __future__ import annotations

from app.contract.conversion import Component
from app.ir import BoxNode, ImageNode, Screen, TextNode


def _texts(node) -> list[str]:
    if isinstance(node, TextNode):
        return [node.text]
    if isinstance(node, BoxNode):
        return [t for child in node.children for t in _texts(child)]
    return []


def _kind(box: BoxNode, screen: Screen) -> str:
    frame = box.frame
    full_width = frame.width >= screen.width - 2
    texts = _texts(box)
    images = [c for c in box.children if isinstance(c, ImageNode)]
    if full_width and frame.y <= 2 and frame.height <= 100:
        return "navbar"
    if full_width and frame.bottom >= screen.height - 2 and frame.height <= 100:
        return "tabbar"
    if box.style.border is not None and len(texts) <= 1 and frame.height <= 60:
        return "input"
    if frame.height <= 60 and len(texts) == 1 and box.layout.justify == "center":
        return "button"
    if frame.height <= 30 and len(texts) == 1:
        return "badge"
    if images and len(texts) >= 1 and frame.height <= 90:
        return "listitem"
    if box.name == "row":
        return "row"
    return "card"


def components(screen: Screen) -> list[Component]:
    found = []
    names: dict[str, int] = {}
    for node in screen.walk():
        if not isinstance(node, BoxNode) or node is screen.root:
            continue
        if node.style.background is None and node.style.border is None:
            continue  # plain layout rows are not components
        kind = _kind(node, screen)
        texts = _texts(node)
        names[kind] = names.get(kind, 0) + 1
        label = texts[0][:40] if texts else f"{kind} {names[kind]}"
        node.role = node.role or kind
        found.append(
            Component(
                name=f"{kind.capitalize()}: {label}",
                type=kind,
                description=f"{kind} at {node.frame.x:g},{node.frame.y:g} "
                f"({node.frame.width:g}x{node.frame.height:g}) with {len(texts)} text(s)",
                elements=texts[:20],
            )
        )
    return found
