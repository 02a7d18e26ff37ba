"""Things joined by hairlines, one between each two: the steps of a checkout's or an order's stepper, or a short
text between two rules (a separator that reads "or", a date between messages). The hairlines take the room the
things leave, so on a wider screen the steps spread as the original's do and the text stays between its rules."""

from __future__ import annotations

from app.ir import AnyNode as Item
from app.ir import BoxNode

SAME_LENGTH = 8.0  # px: hairlines joining steps are of one length within this


def is_divider(line: Item) -> bool:
    """A hairline in the flow (not one drawn over other things)."""
    return (
        isinstance(line, BoxNode) and line.role == "divider" and line.frame.height <= 2 and not line.placement.absolute
    )


def joined_by_rules(items: list[Item]) -> bool:
    """Whether things and hairlines of one length alternate along a row, at least three of them."""
    if len(items) < 3 or any(is_divider(a) == is_divider(b) for a, b in zip(items, items[1:])):
        return False
    lengths = [item.frame.width for item in items if is_divider(item)]
    return max(lengths) - min(lengths) <= SAME_LENGTH
