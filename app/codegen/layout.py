"""Layout decisions shared by every code generator, made once from the Screen IR.

The IR carries the browser's boxes, so each decision is read off geometry: which children
stack and how far apart they sit, who fills the cross axis, who takes a share of the main
axis, who keeps a fixed size, who is placed absolutely, and which box scrolls. Generators
only spell these decisions in their own framework.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, cast

from app.codegen.names import NAMED_ROLES, role_hint
from app.ir import BoxNode, ImageNode, Insets, Node, Radii, Screen, TextNode, backdrop_of

SLACK = 1.5  # px of difference that still counts as "the same size"

Axis = Literal["row", "column"]
Align = Literal["start", "center", "end", "baseline"]


@dataclass
class Size:
    width: float | None = None  # fixed, in px (= dp, pt, sp)
    height: float | None = None
    fill_width: bool = False
    fill_height: bool = False
    weight: float = 0  # share of the parent's main axis
    aspect: float = 0  # width over height: the height follows the width (a picture as wide as its column)
    # share of the parent's inner width (a meter's fill, a table's column); `width` keeps the width as drawn for a
    # target that cannot say a share where the part stands
    fraction: float = 0


def column_share(part: Part, parent: Part | None) -> float:
    """The share of its column's width a part takes (0: none), which every target can say where the parent is a
    column; in a row, a target without percentages keeps the width as drawn."""
    return part.size.fraction if parent is not None and parent.direction == "column" and not parent.wrap else 0.0


@dataclass
class Part:
    """One node with every layout decision taken."""

    node: Node
    size: Size = field(default_factory=Size)
    align_self: Align | None = None  # cross-axis alignment in the parent when it differs from the parent's
    margin: Insets = field(default_factory=Insets)  # space kept around it inside the parent
    # boxes only
    direction: Axis = "column"
    wrap: bool = False
    gap: float = 0
    run_gap: float = 0
    justify: str = "start"
    align: Align = "start"
    padding: Insets = field(default_factory=Insets)
    children: list[Part] = field(default_factory=list)
    overlays: list[Placed] = field(default_factory=list)
    # the picture the box is painted with (a photo with words on it): it fills the box, under what it holds
    backdrop: Part | None = None
    scroll: Axis | None = None
    # a scrolling box whose content is at least as tall as the box: a page longer than the screen that a taller
    # screen holds whole, the free space going before what is pushed to its foot (a footer)
    at_least_full: bool = False
    radii: Radii = field(default_factory=Radii)
    push: bool = False  # the free space of the parent's main axis goes before it
    hint: str = ""  # what code calls it, from its role and the named part that holds it (`listItemValue`)

    @property
    def is_box(self) -> bool:
        return isinstance(self.node, BoxNode)


@dataclass
class Placed:
    """An absolutely placed child, at (x, y) from its parent's inner top-left corner (inside the border); where it
    keeps to the `right` or `bottom` edge, x or y is its distance from that edge instead (a floating button)."""

    part: Part
    x: float
    y: float
    right: bool = False
    bottom: bool = False


def screen_plan(screen: Screen) -> Part:
    """The decisions for a whole screen; the root fills the screen and scrolls when it is longer."""
    root = screen.root
    long = max(root.frame.height, _content_height(root)) > screen.height + SLACK
    # (a long page with something pushed to its foot is at least the screen tall, the screen's free space before it)
    full = long and _pushes_to_foot(root)
    part = _box(root, bounded_width=True, bounded_height=not long, at_least_full=full)
    part.size = Size(fill_width=True, fill_height=not long)
    part.scroll = "column" if long else part.scroll
    part.at_least_full = full
    name_parts(part, "")
    return part


def _content_height(root: BoxNode) -> float:
    """How tall the root's column of children is, with the room it keeps round them (which may run past the
    screen's foot: a page whose bottom padding the screenshot cut)."""
    flow = in_flow(root) if root.layout.direction == "column" else []
    if not flow:
        return 0.0
    foot = max(c.frame.bottom + c.placement.margin.bottom for c in flow)
    return foot + root.layout.padding.bottom + border_widths(root).bottom - root.frame.y


def _pushes_to_foot(node: BoxNode) -> bool:
    """Whether a column pushes something to its foot: itself, or the converted screen it holds."""
    if node.layout.direction != "column":
        return False
    flow = in_flow(node)
    return any(c.placement.push for c in flow) or any(
        isinstance(c, BoxNode) and c.role == "screen" and _pushes_to_foot(c) for c in flow
    )


def name_parts(part: Part, context: str) -> None:
    node = part.node
    if isinstance(node, TextNode):
        fallback = "text"
    elif isinstance(node, ImageNode):
        fallback = "image"
    else:
        fallback = "row" if part.direction == "row" else "stack"
    role = "" if node.role == "paragraph" else node.role  # a plain paragraph is only text
    part.hint = role_hint(role, context, fallback)
    inner = role if role in NAMED_ROLES else context
    for child in part.children:
        name_parts(child, inner)
    for placed in part.overlays:
        name_parts(placed.part, inner)
    if part.backdrop is not None:
        name_parts(part.backdrop, inner)


def main_axis_definite(part: Part) -> bool:
    """Whether a box's main axis has a length to share its free space out of: a weight, a fill or a fixed size
    along it, or a scrolling page kept at least the screen tall."""
    if part.at_least_full or part.size.weight:
        return True
    if part.direction == "column":
        return part.size.fill_height or part.size.height is not None
    return part.size.fill_width or part.size.width is not None


def clamp_radii(radii: Radii, width: float, height: float) -> Radii:
    """CSS shrinks radii that do not fit (a 999px pill); native shapes want the real value."""
    limit = max(min(width, height) / 2, 0)
    return Radii(**{k: round(min(v, limit), 2) for k, v in radii.model_dump().items()})


def border_widths(node: Node) -> Insets:
    border = node.style.border
    return border.width if border is not None else Insets()


def uniform(insets: Insets) -> float | None:
    values = {insets.top, insets.right, insets.bottom, insets.left}
    return values.pop() if len(values) == 1 else None


def content_inset(part: Part) -> Insets:
    """Padding plus border widths: where the content starts for frameworks whose borders take no room."""
    border = border_widths(part.node)
    return Insets(
        top=part.padding.top + border.top,
        right=part.padding.right + border.right,
        bottom=part.padding.bottom + border.bottom,
        left=part.padding.left + border.left,
    )


def line_count(node: TextNode) -> int:
    line = node.font.line_height or node.font.size * 1.25
    return max(1, round(node.frame.height / line)) if line > 0 else 1


# -- boxes -------------------------------------------------------------------------------------


def in_flow(node: BoxNode) -> list[Node]:
    """The children a stack lays out. Out of it: absolutely placed children, and children pulled
    over their neighbours or out of the box's start edge by negative margins (a stack cannot
    overlap; they are placed where they are instead)."""
    if node.layout.direction is None:
        return []
    column = node.layout.direction == "column"
    x, y, _, _ = _inner(node)
    flow: list[Node] = []
    end = y if column else x
    for child in node.children:
        if child.placement.absolute:
            continue
        start = child.frame.y if column else child.frame.x
        cross_start = child.frame.x - x if column else child.frame.y - y
        if not node.layout.wrap and (start < end - SLACK or cross_start < -SLACK):
            continue
        flow.append(child)
        end = max(end, child.frame.bottom if column else child.frame.right)
    return flow


def _inner(node: BoxNode) -> tuple[float, float, float, float]:
    """x, y, width, height of the content box (inside border and padding)."""
    border = border_widths(node)
    pad = node.layout.padding
    x = node.frame.x + border.left + pad.left
    y = node.frame.y + border.top + pad.top
    width = node.frame.width - border.left - border.right - pad.left - pad.right
    height = node.frame.height - border.top - border.bottom - pad.top - pad.bottom
    return x, y, max(width, 0), max(height, 0)


def _box(node: BoxNode, bounded_width: bool, bounded_height: bool, at_least_full: bool = False) -> Part:
    flex = node.layout
    direction: Axis = flex.direction or "column"
    part = Part(
        node=node,
        direction=direction,
        wrap=flex.wrap,
        gap=flex.gap,
        run_gap=flex.cross_gap,
        justify=flex.justify,
        padding=flex.padding,
        radii=clamp_radii(node.style.radii, node.frame.width, node.frame.height),
    )
    flow = in_flow(node)
    floating = [c for c in node.children if not any(c is f for f in flow)]
    backdrop = backdrop_of(node)
    if backdrop is not None:
        floating = [c for c in floating if c is not backdrop]
        part.backdrop = Part(node=backdrop, size=Size(fill_width=True, fill_height=True))
    part.align = "start" if flex.align == "stretch" else flex.align
    x, y, width, height = _inner(node)
    extent = _extent(flow, direction, flex.gap)
    if flex.scrolls and flow and extent > (height if direction == "column" else width) + SLACK:
        part.scroll = direction
    main_bounded = (bounded_height if direction == "column" else bounded_width) and part.scroll is None
    main_bounded = main_bounded or at_least_full  # (laid out as on a screen of its height, which it may outgrow)
    cross_bounded = bounded_width if direction == "column" else bounded_height
    for child in flow:
        child_part = _child(node, child, direction, main_bounded, cross_bounded)
        child_part.push = child.placement.push and main_bounded and not flex.wrap
        part.children.append(child_part)
    if not flex.wrap:
        _spacing(part, node, flow)
    border = border_widths(node)
    for child in floating:
        inner = _part(child, bounded_width=False, bounded_height=False)
        inner.size = Size(width=round(child.frame.width, 2), height=round(child.frame.height, 2))
        right, bottom = child.placement.anchor_x == "right", child.placement.anchor_y == "bottom"
        x = node.frame.right - border.right - child.frame.right if right else child.frame.x - node.frame.x - border.left
        y = (
            node.frame.bottom - border.bottom - child.frame.bottom
            if bottom
            else child.frame.y - node.frame.y - border.top
        )
        part.overlays.append(Placed(inner, round(x, 2), round(y, 2), right, bottom))
    return part


def _extent(flow: list[Node], direction: Axis, gap: float) -> float:
    if not flow:
        return 0
    if direction == "column":
        return max(c.frame.bottom for c in flow) - min(c.frame.y for c in flow)
    return max(c.frame.right for c in flow) - min(c.frame.x for c in flow)


def _spacing(part: Part, node: BoxNode, flow: list[Node]) -> None:
    """Gaps as the browser placed them: one stack spacing, plus margins where children sit further apart."""
    if part.justify != "start" or len(flow) == 0:
        if part.justify != "start":
            part.gap = node.layout.gap
        return
    column = part.direction == "column"
    x, y, _, _ = _inner(node)
    start = y if column else x
    spaces = []
    previous_end = start
    for child in flow:
        begin = child.frame.y if column else child.frame.x
        spaces.append(round(begin - previous_end, 2))
        previous_end = max(previous_end, child.frame.bottom if column else child.frame.right)
    between = [s for s in spaces[1:] if s >= -SLACK]
    gap = max(min(between), 0) if between else 0
    # the most common spacing is the stack's gap; the others become margins before a child
    if between:
        counts: dict[float, int] = {}
        for s in between:
            counts[round(s)] = counts.get(round(s), 0) + 1
        common = max(counts, key=lambda k: (counts[k], -k))
        gap = max(common, 0) if min(between) >= common - SLACK else gap
    part.gap = round(gap, 2)
    for index, (child_part, space) in enumerate(zip(part.children, spaces)):
        extra = space if index == 0 else space - part.gap
        if child_part.push:  # the free space goes before it, and the least space the page keeps there stays
            if index:
                _keep_before_push(part.children[index - 1], column)
            continue
        if extra > SLACK / 3:
            if column:
                child_part.margin.top += round(extra, 2)
            else:
                child_part.margin.left += round(extra, 2)


def _keep_before_push(before: Part, column: bool) -> None:
    """The margin after what comes before a pushed part (the room a footer keeps from the content over it, however
    short the screen) is kept; the free space comes on top of it."""
    margin = before.node.placement.margin
    kept = margin.bottom if column else margin.right
    if kept > SLACK / 3:
        side = "bottom" if column else "right"
        setattr(before.margin, side, round(getattr(before.margin, side) + kept, 2))


def _child(parent: BoxNode, node: Node, direction: Axis, main_bounded: bool, cross_bounded: bool) -> Part:
    column = direction == "column"
    x, y, width, height = _inner(parent)
    align = node.placement.align_self if node.placement.align_self != "auto" else parent.layout.align
    if column and node.placement.width == "fill" and not node.placement.absolute:
        align = "stretch"  # what fills a column's width is stretched across it, whatever the column aligns (as in HTML)
    lead = (node.frame.x - x) if column else (node.frame.y - y)
    trail = (x + width - node.frame.right) if column else (y + height - node.frame.bottom)
    cross_size = node.frame.width if column else node.frame.height
    inner_cross = width if column else height
    margin = node.placement.margin
    lead_margin, trail_margin = (margin.left, margin.right) if column else (margin.top, margin.bottom)
    spans = abs(lead - lead_margin) <= SLACK and abs(trail - trail_margin) <= SLACK
    # a text in a stretched column owns the whole line box; its text-align places the words
    line_box = isinstance(node, TextNode) and column
    fills_cross = (
        align == "stretch"
        and cross_bounded
        and not parent.layout.wrap
        and (spans or line_box)
        and cross_size > 0
        and inner_cross > 0
    )
    # a converted screen's own root is at least as tall as the screen: it takes the height it is given
    screen_root = node.role == "screen" and column
    grows = (node.placement.grow > 0 or screen_root) and main_bounded and not parent.layout.wrap
    # what the child may fill: its own axes are bounded when the parent gives it a definite size
    bounded_width = (fills_cross if column else grows) or _fixed_axis(node, "width")
    bounded_height = (grows if column else fills_cross) or _fixed_axis(node, "height")
    part = _part(
        node,
        bounded_width=bounded_width and (cross_bounded if column else main_bounded),
        bounded_height=bounded_height and (main_bounded if column else cross_bounded),
    )
    size = Size(weight=(node.placement.grow or 1) if grows else 0)
    if column:
        size.fill_width = fills_cross
    else:
        size.fill_height = fills_cross
    _fixed_sizes(part, node, size, column)
    if node.placement.width == "share" and not size.fill_width and not (size.weight and not column):
        size.fraction = node.placement.share
    if parent.layout.wrap and isinstance(node, TextNode):
        size.width = None  # a piece of wrapping lines: as wide as its words, wrapping itself only when longer
    part.size = size
    if fills_cross:
        # a text's line box spans its column less its own margins: the words wrap where the box ends
        before, after = (lead_margin, trail_margin) if line_box else (lead, trail)
        if before > SLACK / 3:
            _add_cross_margin(part, column, before, before=True)
        if after > SLACK / 3:
            _add_cross_margin(part, column, after, before=False)
    else:
        own = cast(Align, "start" if align in ("stretch", "auto") else align)
        parent_align = "start" if parent.layout.align == "stretch" else parent.layout.align
        if own != parent_align:
            part.align_self = own
        if own == "start" and lead > SLACK / 3 and not parent.layout.wrap:
            _add_cross_margin(part, column, lead, before=True)
    return part


def _add_cross_margin(part: Part, column: bool, value: float, before: bool) -> None:
    side = ("left" if before else "right") if column else ("top" if before else "bottom")
    setattr(part.margin, side, round(getattr(part.margin, side) + value, 2))


def _fixed_axis(node: Node, axis: str) -> bool:
    if isinstance(node, ImageNode) or backdrop_of(node) is not None:  # a picture, a box painted with a photo
        return True
    if isinstance(node, BoxNode):
        flow = in_flow(node)
        return not flow or abs(_natural(node, axis) - getattr(node.frame, axis)) > SLACK
    return False


def _fixed_sizes(part: Part, node: Node, size: Size, column: bool) -> None:
    width_free = not size.fill_width and not (size.weight and not column)
    height_free = not size.fill_height and not (size.weight and column)
    if isinstance(node, ImageNode):
        size.width = round(node.frame.width, 2) if width_free else None
        size.height = round(node.frame.height, 2) if height_free else None
        if node.placement.aspect and size.fill_width and not size.fill_height:
            size.height, size.aspect = None, node.placement.aspect
        return
    if isinstance(node, TextNode):
        wraps = line_count(node) > 1 or node.max_lines is not None
        if width_free and wraps:
            size.width = round(node.frame.width, 2)
        return
    follows_width = size.fill_width or bool(size.weight and not column)
    if node.placement.aspect and follows_width and not size.fill_height and not in_flow(node):
        size.aspect = node.placement.aspect  # a tile of a grid: as tall as its share of the row makes it
        height_free = False
    if width_free and _fixed_axis(node, "width"):
        size.width = round(node.frame.width, 2)
    if height_free and _fixed_axis(node, "height"):
        size.height = round(node.frame.height, 2)


def _natural(node: BoxNode, axis: str) -> float:
    """The size the box would have if it only wrapped its in-flow children."""
    border = border_widths(node)
    pad = node.layout.padding
    flow = in_flow(node)
    if axis == "width" and any(_sets_width(c, node) for c in flow):
        return float("inf")
    if axis == "width":
        outside = border.left + border.right + pad.left + pad.right
    else:
        outside = border.top + border.bottom + pad.top + pad.bottom
    if not flow:
        return outside
    if node.layout.wrap:
        given: float = getattr(node.frame, axis)  # a wrapping row is as wide as it was given
        return given
    x, y, _, _ = _inner(node)
    start = x if axis == "width" else y
    main = (node.layout.direction or "column") == ("row" if axis == "width" else "column")
    packed_at_start = node.layout.justify == "start" if main else node.layout.align in ("start", "stretch", "baseline")
    if packed_at_start:  # where the content ends says how big it is, leading space included
        ends = [c.frame.right if axis == "width" else c.frame.bottom for c in flow]
        begins = [c.frame.x if axis == "width" else c.frame.y for c in flow]
        return outside + max(ends) - min(start, min(begins))
    sizes: list[float] = [getattr(c.frame, axis) for c in flow]
    return outside + (sum(sizes) + node.layout.gap * (len(sizes) - 1) if main else max(sizes))


def _sets_width(child: Node, box: BoxNode) -> bool:
    """A text whose line box spans the box and is wider than its words (or wraps): the box's
    width came from outside, not from its content."""
    if not isinstance(child, TextNode) or box.layout.direction == "row":
        return False
    _, _, width, _ = _inner(box)
    if abs(child.frame.width - width) > SLACK:
        return False
    words = sum(1.0 if ord(ch) >= 0x2E80 else 0.55 for ch in child.text) * child.font.size
    return line_count(child) > 1 or child.frame.width > words * 1.3 + 8


def _part(node: Node, bounded_width: bool, bounded_height: bool) -> Part:
    if isinstance(node, BoxNode):
        return _box(node, bounded_width, bounded_height)
    return Part(node=node, radii=clamp_radii(node.style.radii, node.frame.width, node.frame.height))
