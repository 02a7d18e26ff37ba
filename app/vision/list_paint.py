"""The rows of a painted list wear its paint, the way UI libraries build a list: every row a box of the list's colour
(a cell, an item), so that a row can be pressed, highlighted or swiped on its own. A list with rounded corners
clips its rows to them."""

from __future__ import annotations

from app.ir import BoxNode, Screen


def paint_rows(screen: Screen) -> None:
    """Give each unpainted row of a list painted in one colour that colour."""
    for node in screen.walk():
        if not isinstance(node, BoxNode) or node.role != "list" or node.style.background is None:
            continue
        if node.style.gradient is not None:
            continue  # rows painted flat would hide the shading
        flow = [c for c in node.children if not c.placement.absolute]
        rows = [c for c in flow if isinstance(c, BoxNode) and c.role == "listItem"]
        if any(not isinstance(c, BoxNode) or c.role not in ("listItem", "divider") for c in flow):
            continue  # a card holding a few rows among its other things (a cover, a caption) is no list of rows
        painted = False
        for row in rows:
            if row.style.background is None and row.style.gradient is None and not row.placement.absolute:
                row.style = row.style.model_copy(update={"background": node.style.background})
                painted = True
        radii = node.style.radii
        if painted and max(radii.top_left, radii.top_right, radii.bottom_left, radii.bottom_right) > 0:
            node.style = node.style.model_copy(update={"clips": True})
