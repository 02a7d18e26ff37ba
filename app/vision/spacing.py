"""The screen's own spacing scale: the insets it uses again and again, to which values a pixel or so apart are
snapped (a card's 15 and 17 px insets are the same 16 px, measured off a resampled picture), and the values the
style guide names: the page's inset, a card's inset and the usual gap."""

from __future__ import annotations

from collections import Counter

from app.ir import BoxNode, Insets, Screen, TextNode

NEAR = 1.5  # px: values this close are one step of the scale


def _boxes(screen: Screen) -> list[BoxNode]:
    return [n for n in screen.walk() if isinstance(n, BoxNode)]


def _spaced(box: BoxNode) -> list:
    """The children whose margins are insets: not the space between words, nor between pieces that wrap (rounded,
    those would add up along a line and move where it breaks)."""
    return [] if box.layout.inline or box.layout.wrap else box.children


def _across(screen: Screen) -> Counter:
    """How often each inset across (left and right paddings and margins) is used, to the pixel."""
    seen: Counter = Counter()
    for box in _boxes(screen):
        for value in (box.layout.padding.left, box.layout.padding.right):
            if value > 0:
                seen[round(value)] += 1
        for child in _spaced(box):
            if not child.placement.absolute:
                for value in (child.placement.margin.left, child.placement.margin.right):
                    if value > 0:
                        seen[round(value)] += 1
    return seen


def _snapped(value: float, scale: Counter) -> float:
    if value <= 0:
        return value
    # (a pixel or more is not snapped away to nothing: half a pixel is)
    near = [step for step in scale if abs(step - value) <= NEAR and scale[step] >= 2 and (step > 0 or value < 1)]
    if not near:
        return value
    return float(max(near, key=lambda step: (scale[step], -abs(step - value))))


def _snap_sides(insets: Insets, scale: Counter) -> Insets:
    return insets.model_copy(update={"left": _snapped(insets.left, scale), "right": _snapped(insets.right, scale)})


def snap_spacing(screen: Screen) -> None:
    """Insets across snapped to the screen's scale. Only across: a column's vertical spacing is kept as measured, so
    rounding never adds up down a long screen."""
    scale = _across(screen)
    for box in _boxes(screen):
        box.layout.padding = _snap_sides(box.layout.padding, scale)
        for child in _spaced(box):
            if not child.placement.absolute:
                child.placement.margin = _snap_sides(child.placement.margin, scale)


def _mode(values: list[float], default: float) -> float:
    counted = Counter(round(v) for v in values if v > 0)
    return float(counted.most_common(1)[0][0]) if counted else default


def page_inset(screen: Screen) -> float:
    """How far the screen's content starts from its sides: the most common left edge of its top-level lines."""
    root = screen.root
    return _mode([c.frame.x - root.frame.x for c in root.children if not c.placement.absolute], 16.0)


def _leaves(node) -> list:
    if isinstance(node, BoxNode):
        return [leaf for child in node.children if not child.placement.absolute for leaf in _leaves(child)]
    return [node]


def card_inset(screen: Screen) -> float:
    """How far a card's content (its texts and pictures) starts from its edge: the most common, over the cards and
    groups."""
    insets = []
    for box in _boxes(screen):
        if box.role in ("card", "list", "section"):
            leaves = _leaves(box)
            if leaves:
                insets.append(min(leaf.frame.x for leaf in leaves) - box.frame.x)
    return _mode(insets, 16.0)


def usual_gap(screen: Screen) -> float:
    return _mode([b.layout.gap for b in _boxes(screen)], 12.0)


def centre_on_whole_pixels(screen: Screen) -> None:
    """A line of text centred in a row lands half a pixel off the pixel grid where the row's room and the line
    differ by an odd number of pixels, and browsers then draw it a pixel low. Where the text was seen above that
    place, its line is made a pixel taller: centred, it starts half a pixel higher, on the grid, and its letters
    stay where they were (the extra pixel is shared above and below them)."""
    for box in _boxes(screen):
        if box.layout.direction != "row" or box.layout.align != "center" or box.layout.inline:
            continue
        border = box.style.border.width if box.style.border is not None else Insets()
        top = box.frame.y + box.layout.padding.top + border.top
        room = box.frame.height - box.layout.padding.top - box.layout.padding.bottom - border.top - border.bottom
        for child in box.children:
            if not isinstance(child, TextNode) or child.font.line_height is None or child.placement.absolute:
                continue
            line = child.font.line_height
            if abs(child.frame.height - line) > 0.01:
                continue
            centred = top + (room - line) / 2
            if (room - line) % 2 == 1 and child.frame.y < centred:
                child.font = child.font.model_copy(update={"line_height": line + 1})
                child.frame = child.frame.model_copy(update={"height": line + 1, "y": child.frame.y - 0.5})
