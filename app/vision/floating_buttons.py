"""A floating action button: a small raised button near the screen's bottom right corner, drawn over what scrolls
under it (a list's last row) or standing alone on its line. A front-end developer places it out of the flow, kept
to the bottom right of the screen: the rows under it stay rows, and a taller screen keeps it in its corner."""

from __future__ import annotations

from app.ir import BoxNode, Placement, Rect
from app.vision.arrange import Item

CORNER = 32  # px: at most this far in from the screen's right edge
LOW = 0.3  # of the screen's height: its foot lies in this lowest part of the screen
HEIGHT = (32, 80)  # px: as tall as a button
NARROW = 0.6  # of the screen's width: at most this wide (an extended button holds an icon and a word or two)
ROUNDED = 0.25  # of its height: its corners' radius at least


def _middle(item: Item) -> float:
    return item.frame.y + item.frame.height / 2


def _shares_line(a: Item, b: Item) -> bool:
    """Each one's middle lies within the other's height: set on one line (a "Skip" link beside "Next"), not a
    row's last line the button's top reaches down past."""
    return a.frame.y <= _middle(b) <= a.frame.bottom and b.frame.y <= _middle(a) <= b.frame.bottom


def _drawn_over(a: Item, b: Item) -> bool:
    return min(a.frame.bottom, b.frame.bottom) > max(a.frame.y, b.frame.y) and min(a.frame.right, b.frame.right) > max(
        a.frame.x, b.frame.x
    )


def floating_button(item: Item, items: list[Item], screen: Rect) -> bool:
    """A raised, rounded box of a button's size in the bottom right corner, over another thing or alone on its
    line (a row's last button beside others, a wizard's "Next", stays in its row)."""
    frame = item.frame
    if not isinstance(item, BoxNode) or not item.style.shadows or not item.style.background:
        return False
    if not HEIGHT[0] <= frame.height <= HEIGHT[1] or frame.width > NARROW * screen.width:
        return False
    if item.style.radii.top_left < ROUNDED * frame.height or item.style.radii.bottom_right < ROUNDED * frame.height:
        return False
    if screen.right - frame.right > CORNER or frame.bottom < screen.bottom - LOW * screen.height:
        return False
    others = [other for other in items if other is not item and not other.placement.absolute]
    return any(_drawn_over(item, other) for other in others) or not any(_shares_line(item, o) for o in others)


def lift_floating_buttons(items: list[Item], screen: Rect) -> None:
    """Place each floating button out of the flow, kept to the screen's bottom right."""
    for item in items:
        if floating_button(item, items, screen):
            item.placement = Placement(absolute=True, width="hug", anchor_x="right", anchor_y="bottom")
            if isinstance(item, BoxNode):
                item.role, item.name = "button", "Floating button"
