"""Shares of a row in a box model whose flex basis still holds each box's padding and border.

A row's growing boxes are planned by their outer widths: two cards of a grid take half each. CSS and React Native
start every `flex: 1 1 0` box at its padding and border, and share only what is left by the weights, so a card
whose content is centred (no padding) beside one with 14 px each side comes out 28 px narrower. Started all at
the widest padding and border among them instead, they share the rest by their weights from one start: boxes of
one weight come out one width on every screen. Flutter's `Expanded`, Compose's `weight` and SwiftUI's frames share
the outer widths and need no help.
"""

from __future__ import annotations

from app.ir.nodes import AnyNode, BoxNode

UNEVEN = 1.0  # px of padding and border that growing siblings may differ by and still start at nothing


def _sides(node: AnyNode) -> float:
    """The padding and border across a box: what a flex basis of 0 still takes."""
    if not isinstance(node, BoxNode):
        return 0.0
    across = node.layout.padding.left + node.layout.padding.right
    if node.style.border is not None:
        across += node.style.border.width.left + node.style.border.width.right
    return across


def common_basis(node: AnyNode, parent: BoxNode | None) -> float:
    """The flex basis, in px, that `node` and the boxes growing beside it in a row start from: 0 where their
    paddings and borders are alike, else the widest of them, so that none starts wider than the others."""
    if not node.placement.grow or parent is None or parent.layout.direction != "row" or node.placement.absolute:
        return 0.0
    growing = [c for c in parent.children if c.placement.grow and not c.placement.absolute]
    sides = [_sides(c) for c in growing]
    if len(growing) < 2 or max(sides) - min(sides) <= UNEVEN or not any(c is node for c in growing):
        return 0.0
    return round(max(sides), 2)
