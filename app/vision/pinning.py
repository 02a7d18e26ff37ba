"""What stays at the bottom of a taller screen: a tab bar, an action bar, a footer set apart by a tall empty band,
a sheet on the bottom edge, or a surface the edge cuts that runs on past it.

Reads the laid-out tree (the root's flow of children) and marks what is pinned; knows nothing of pixels.
"""

from __future__ import annotations

import statistics

from app.ir import AnyNode as Item
from app.ir import BoxNode, ImageNode, TextNode
from app.vision.roles import is_control

ANCHORED = 0.12  # share of the screen's height: an empty band this tall sets apart what is anchored at the bottom


TAB_BAR_HEIGHT = 100  # px: a bar at the bottom is at most this tall
BAR_FOOT = 16  # px: a tab bar's labels stand at most this far above the bottom edge
HOME_INSET = 40  # px: or this far, over a phone's home indicator, where paint sets the bar apart from the content


def _tabs_at_the_bottom(root: BoxNode, flow: list, spaces: list[float], below: float) -> int | None:
    """Where a tab bar drawn on the page's own colour starts (its icons and labels, rows of equal cells on the
    bottom edge, set apart from the content above by more space than lies between them, or by the end of a surface
    of another colour), or None."""
    if below > HOME_INSET:
        return None
    start = len(flow) - 1
    while start > 1 and root.frame.bottom - flow[start - 1].frame.y <= TAB_BAR_HEIGHT:
        start -= 1
    if start < 1 or root.frame.bottom - flow[start].frame.y > TAB_BAR_HEIGHT:
        return None
    # set apart by paint: the bar starts where a surface above it of another colour ends (an empty list's grey, the
    # bar's top hairline its edge), else by the widest space
    painted = _painted(flow[start - 1], root) or _ruled_on_top(flow[start], root)
    if below > BAR_FOOT and not painted:  # (only a bar set apart by paint may keep a phone's home inset below it)
        return None
    first = start if painted else max(range(start, len(flow)), key=lambda i: spaces[i - 1])
    within = spaces[first:]
    bars = [line for line in flow[first:] if isinstance(line, BoxNode) and line.frame.width >= root.frame.width - 2]
    held = [c for bar in bars for c in bar.children]  # (the rows of a bar across the screen)
    cells = any(
        isinstance(line, BoxNode)
        and line.layout.direction == "row"
        and sum(1 for c in line.children if c.placement.grow) >= 3
        for line in flow[first:] + held
    )
    if cells and (painted or spaces[first - 1] >= 8 and spaces[first - 1] > max(within, default=0.0)):
        return first
    return None


def _painted(node: Item, root: BoxNode) -> bool:
    """Whether a thing is paint the page does not show: a surface of another colour, or a picture (the photos of a
    feed, cut off where the bar over them starts)."""
    if isinstance(node, ImageNode):
        return True
    if node.style.background not in (None, root.style.background) if isinstance(node, BoxNode) else False:
        return True
    area = node.frame.width * node.frame.height
    held = node.children if isinstance(node, BoxNode) else []  # (what fills the box shows for it)
    return any(c.frame.width * c.frame.height >= COVERED * area and _painted(c, root) for c in held)


RULED_OFF = 24  # px: an action bar's buttons stand at most this far under the rule across its top


def _ruled_off_actions(flow: list[Item], root: BoxNode, below: float) -> bool:
    """Whether the last thing is an action bar in the page's own colour: a row holding a button, a little under a
    rule across the screen (the foot of what comes before, or a divider: read only from a side of the screen where
    the box of a text over it covers the rest), over the bottom edge or its home inset."""
    if len(flow) < 2 or below > HOME_INSET or not isinstance(flow[-1], BoxNode):
        return False
    last, above = flow[-1], flow[-2]
    border = above.style.border if isinstance(above, BoxNode) else None
    ruled = above.role == "divider" or border is not None and border.width.bottom > 0
    sides = above.frame.x <= 2, above.frame.right >= root.frame.right - 2
    across = all(sides) or above.role == "divider" and any(sides) and above.frame.width >= root.frame.width / 4
    close = 0 <= last.frame.y - above.frame.bottom <= RULED_OFF
    return ruled and across and close and _holds_control(last, min(CONTROL_TALL, last.frame.height))


def _ruled_on_top(node: Item, root: BoxNode) -> bool:
    return _edge_across(node, root.frame.width)


def _edge_across(node: Item, width: float) -> bool:
    """Whether a thing across a screen `width` wide has a hairline along its top (a bar in the page's colour, its
    edge drawn; read from one side of the screen, where a text's box just over it hides the rest)."""
    border = node.style.border if isinstance(node, BoxNode) else None
    from_a_side = node.frame.x <= 2 or node.frame.right >= width - 2
    return border is not None and border.width.top > 0 and from_a_side and node.frame.width >= HIDDEN_EDGE * width


COVERED = 0.9  # of a box's area: a picture this large in it is what the box shows

UNDRAWN_EDGE = 8  # px: a bar in the page's own colour, its edge not drawn, may stand this far off the bottom edge


def _bar(node: BoxNode | TextNode | ImageNode, width: float) -> bool:
    """A bar across the bottom of the screen: full width, no taller than a bar, and painted or, in the page's own
    colour, holding the controls it is there for (an action bar's buttons, a composer's field). (A bar in the page's
    colour whose top edge reads only from one side of the screen, the box of a text just over it hiding the rest,
    is across too.)"""
    if not isinstance(node, BoxNode) or node.frame.height > TAB_BAR_HEIGHT:
        return False
    if node.frame.width < width - 2 and not _edge_across(node, width):
        return False
    if node.style.background is not None:
        return True
    return _holds_control(node, min(node.frame.height / 2, CONTROL_TALL))


def _toolbar(node: Item, root: BoxNode) -> bool:
    """A bar in the page's own colour, its top edge drawn across the screen, holding what a bar holds (icons, short
    labels) and no more than a bar's height: a reader's toolbar, a tab bar of icons."""
    return isinstance(node, BoxNode) and node.frame.height <= TAB_BAR_HEIGHT and _ruled_on_top(node, root)


HIDDEN_EDGE = 0.9  # of the screen's width: a bar's top edge reads at least this long where a text's box hides the rest
CONTROL_TALL = 32.0  # px: a button or a field this tall is what a bar of any height is there for


def _holds_control(box: BoxNode, tall: float) -> bool:
    """Whether a button or a field at least `tall` px high lies somewhere in `box`."""
    return any(
        isinstance(child, BoxNode) and (is_control(child) and child.frame.height >= tall or _holds_control(child, tall))
        for child in box.children
    )


def pin_to_bottom(root: BoxNode) -> None:
    """What sits at the bottom of the screen, set apart from what comes before it by a tall empty band (a tab bar,
    the actions and footer of a result page), stays at the bottom of a taller screen: the free space goes before
    it, and the root keeps the room it leaves below."""
    flow = [c for c in root.children if not c.placement.absolute]
    if not flow or len(flow) < 2 and not _runs_on(flow[-1], root):
        return
    last = flow[-1]
    if _runs_on(last, root):  # a surface the bottom edge cuts takes the rest of a taller screen
        if isinstance(last, BoxNode) and _sheet(last):  # but a sheet, its top corners rounded, stays on the edge
            _push(last, root, root.frame.bottom - last.frame.bottom)
        else:
            last.placement.grow = 1.0
            if isinstance(last, BoxNode):  # (a bar drawn over it, on the screen's bottom edge, stays at its foot)
                _bar_inside(last)
        return
    spaces = [b.frame.y - a.frame.bottom for a, b in zip(flow, flow[1:])]
    widest = max(range(len(spaces)), key=lambda i: spaces[i])
    band = ANCHORED * root.frame.height
    below = root.frame.bottom - last.frame.bottom
    on_edge = _on_edge(last, root, below)
    centre = root.frame.x + root.frame.width / 2
    footer = all(
        abs(line.frame.x + line.frame.width / 2 - centre) <= 8 and not isinstance(line, ImageNode)
        for line in flow[widest + 1 :]
    )
    # a bar on the bottom edge; a block set apart by a tall empty band (not one the edge cuts: a box narrower than
    # the screen running past its bottom edge goes on below it, where nothing pinned would); a centred footer just
    # above the edge
    set_apart = spaces[widest] >= band and below <= band and not _cut_off(last, root)
    near_edge = footer and 4 <= below <= 40 and spaces[widest] >= 32
    at_bottom = on_edge or set_apart or near_edge
    if _bar_at_the_foot(root, flow, spaces, below):
        return
    others = spaces[:widest] + spaces[widest + 1 :]  # with three things, the widest space would weigh in its own median
    if spaces[widest] >= 24 and at_bottom and spaces[widest] > 2 * statistics.median(others or [0.0]):
        if near_edge and not set_apart:
            _footer_past_the_edge(flow, widest, root, below)
        else:
            _push(flow[widest + 1], root, below)


def _on_edge(last: Item, root: BoxNode, below: float) -> bool:
    """Whether the last thing is a bar standing on the bottom edge (`below` px over it)."""
    edge = 2 if isinstance(last, BoxNode) and last.style.background is not None else UNDRAWN_EDGE
    edge = HOME_INSET if _ruled_on_top(last, root) else edge  # (its top edge drawn: what is under it is the bar's)
    return _bar(last, root.frame.width) and below <= edge or _toolbar(last, root) and below <= UNDRAWN_EDGE


def _bar_at_the_foot(root: BoxNode, flow: list[Item], spaces: list[float], below: float) -> bool:
    """Pins a bar at the foot of `root` (its last things `below` px over its bottom edge), if one stands there: a
    bar on the edge, whatever is above; a row of buttons under a rule across; a tab bar on the page's colour."""
    last = flow[-1]
    if _on_edge(last, root, below) and not last.placement.push:
        _push(flow[_floating_over(flow, len(flow) - 1, spaces, root)], root, below)
        return True
    if _ruled_off_actions(flow, root, below):
        _push(flow[-2] if flow[-2].role == "divider" else last, root, below)  # (the rule goes with the bar)
        return True
    tabs = _tabs_at_the_bottom(root, flow, spaces, below)
    if tabs is not None:
        _push(flow[_floating_over(flow, tabs, spaces, root)], root, below)
        return True
    return False


def _bar_inside(surface: BoxNode) -> None:
    """A surface that runs on past the bottom edge (a white feed on a grey page) may have a bar drawn over its foot
    in its own colour (a white tab bar over the feed): the bar stays on the edge as the surface grows."""
    flow = [c for c in surface.children if not c.placement.absolute]
    if len(flow) < 2 or surface.layout.direction != "column":
        return
    spaces = [b.frame.y - a.frame.bottom for a, b in zip(flow, flow[1:])]
    _bar_at_the_foot(surface, flow, spaces, surface.frame.bottom - flow[-1].frame.bottom)


def _footer_past_the_edge(flow: list[Item], widest: int, root: BoxNode, below: float) -> None:
    """A centred footer closer to the bottom edge than to the content over it, with no free space setting it apart:
    it stands as near the content as the page puts it, so the page is as tall as its content and the edge cuts its
    foot. The footer keeps as much room below it as over it (the padding of a footer runs as deep on both sides),
    the page runs on past the edge by the difference, and on a screen tall enough to hold it all the footer goes to
    the bottom. The room drawn over it is the least it keeps from the content, on any screen."""
    footer, above = flow[widest + 1], flow[widest]
    space = footer.frame.y - above.frame.bottom
    kept = footer.placement.margin.top
    footer.placement.margin = footer.placement.margin.model_copy(update={"top": 0.0})
    above.placement.margin = above.placement.margin.model_copy(update={"bottom": above.placement.margin.bottom + kept})
    _push(footer, root, max(below, space))


FLOATS_OVER = 24  # px: a floating button stands at most this far above the bar it floats over


def _floating_over(flow: list[Item], bar: int, spaces: list[float], root: BoxNode) -> int:
    """Where what stays at the bottom starts, given the bar at `bar`: a floating button just above the bar (a
    floating action button over a tab bar), set apart from the content above it, stays with the bar."""
    if bar < 2:
        return bar
    button = flow[bar - 1]
    small = button.frame.width <= root.frame.width / 2 and isinstance(button, BoxNode | ImageNode)
    painted = isinstance(button, ImageNode) or button.style.background is not None or bool(button.style.shadows)
    close = spaces[bar - 1] <= FLOATS_OVER and spaces[bar - 2] > 2 * max(spaces[bar - 1], 0.0)
    return bar - 1 if small and painted and close else bar


def _push(node: BoxNode | TextNode | ImageNode, root: BoxNode, below: float) -> None:
    """`node` and what follows it go to the bottom of a taller screen; the root keeps the room left below them."""
    node.placement.push = True
    root.layout.padding = root.layout.padding.model_copy(update={"bottom": max(0.0, round(below, 1))})


def _cut_off(node: BoxNode | TextNode | ImageNode, root: BoxNode) -> bool:
    """A painted box inset from the screen's sides that the bottom edge cuts (a segmented control, a card)."""
    painted = isinstance(node, BoxNode) and (node.style.background is not None or node.style.border is not None)
    return painted and node.frame.width < root.frame.width - 2 and node.frame.bottom >= root.frame.bottom - 1


def _sheet(node: BoxNode) -> bool:
    """A surface across the screen standing on its bottom edge whose top corners are rounded: a bottom sheet (its
    content ends above the edge; what the edge hides of its foot is its own padding), not the rest of a page going
    on below it, which meets the sides square."""
    radii = node.style.radii
    return min(radii.top_left, radii.top_right) >= SHEET_CORNER


SHEET_CORNER = 6  # px: a sheet's top corners are rounded at least this much


def _runs_on(node: BoxNode | TextNode | ImageNode, root: BoxNode) -> bool:
    """A surface across the screen, taller than a bar, of a paint other than the page's, that the screen's bottom
    edge cuts: it runs on past that edge, so a taller screen shows more of it (the rest of a grey page under white
    groups, a sheet)."""
    return (
        isinstance(node, BoxNode)
        and node.style.background is not None
        and node.style.background != root.style.background
        and node.frame.width >= root.frame.width - 2
        and node.frame.height > TAB_BAR_HEIGHT
        and node.frame.bottom >= root.frame.bottom - 1
    )
