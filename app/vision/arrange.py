"""How the things found on a surface are laid out, the way a front-end developer builds a screen that
stretches: a column of lines, each line one thing or a row of things.

A line that reaches both sides of its container fills it (with its margins); a line whose sides are
equally far from the container's is centred; one close to the right side is aligned to the end; the
rest start at the left. In a row that fills its line, what sits at the far right is pushed there by an
auto margin (a label and its value: space-between), things spread evenly across the row share it in
equal cells, and things of one size side by side share it equally. Spacing is a gap plus positive
margins where things sit further apart; nothing is pulled back by a negative margin.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterator

from app.ir import AnyNode as Item
from app.ir import Border, BoxNode, Flex, ImageNode, Insets, Placement, Rect, Style, TextNode, backdrop_of
from app.vision.captions import captioned_columns
from app.vision.centred_stacks import centred_stacks
from app.vision.indicators import with_indicators
from app.vision.inline_flow import inline_paragraphs
from app.vision.over_pictures import COVER
from app.vision.roles import disc_of_initials
from app.vision.staggered import is_card, staggered_columns
from app.vision.steppers import is_divider, joined_by_rules
from app.vision.tagged_titles import tagged_rows
from app.vision.wrapped_rows import wrapped_rows

ALIGNED = 4.0  # px: edges and centres this close line up
LEVEL = 2.5  # px: things of a row whose middles, or feet, lie this close are set on one line
NEAR_SIDE = 0.15  # share of the width: a line whose ends are this close to both sides spans it
WIDE_GAP = 48.0  # px: a row whose neighbours sit further apart than this is not one run of things
ELLIPSES = ("...", "\u2026")
EVEN = 4.0  # px: cells whose centres step by the same amount within this are one grid
OVER_CELL = 2.0  # px: a thing filling its cell may read this much wider than the cell (its smoothed rim or shadow)


Inner = Rect  # the content box a container lays its children out in (inside its border)


def inner_box(container: BoxNode) -> Inner:
    border = container.style.border.width if container.style.border else Insets()
    frame = container.frame
    return Rect(
        x=frame.x + border.left,
        y=frame.y + border.top,
        width=frame.width - border.left - border.right,
        height=frame.height - border.top - border.bottom,
    )


def _level(a: Item, b: Item) -> bool:
    """Whether two things share a line: they overlap down by much of the shorter, and neither is a hairline along
    the other's top or foot (a row's rule under a box that reaches its last pixel is the row's edge, not beside it)."""
    if _overlap(a, b) <= 0.4:
        return False
    thin, other = (a, b) if a.frame.height <= b.frame.height else (b, a)
    edge = min(abs(thin.frame.y - other.frame.y), abs(thin.frame.bottom - other.frame.bottom))
    return not (thin.frame.height <= 2 < other.frame.height and edge <= 2)


def _overlap(a: Item, b: Item) -> float:
    top, bottom = max(a.frame.y, b.frame.y), min(a.frame.bottom, b.frame.bottom)
    return max(0.0, bottom - top) / max(min(a.frame.height, b.frame.height), 1)


def _beside(item: Item, row: list[Item]) -> bool:
    """Whether `item` continues a column of the row beside a taller thing of it: it starts under a member at its
    left edge and right of a picture whose side it still reaches (a list item's last line next to its avatar)."""
    for tall in row:
        if isinstance(tall, TextNode) or tall.frame.height < 1.5 * item.frame.height or is_card(tall):
            continue  # a picture standing by several lines, not a text whose box runs loose, nor a card
        if tall.frame.right <= item.frame.x + 2 and tall.frame.y < item.frame.y < tall.frame.bottom - 1:
            if any(
                other is not tall
                and abs(other.frame.x - item.frame.x) <= ALIGNED
                and other.frame.bottom <= item.frame.y + 2
                for other in row
            ):
                return True
    return False


def _centred_beside(item: Item, row: list[Item]) -> bool:
    """Whether `item` is the second line of a text block beside something centred on the block (a list item's
    subtitle under its title, with a leading icon or track number, or a trailing time, between the two lines)."""
    for above in row:
        if not isinstance(above, TextNode) or abs(above.frame.x - item.frame.x) > ALIGNED:
            continue
        if not _next_line(above, item):
            continue
        block = (above.frame.y + item.frame.bottom) / 2
        for lead in row:
            if lead is above or not _standing_beside(lead, above, item):
                continue
            middle = lead.frame.y + lead.frame.height / 2
            if abs(middle - block) <= max(ALIGNED, 0.15 * (item.frame.bottom - above.frame.y)):
                return True
    return False


def _under_beside(item: Item, row: list[Item]) -> bool:
    """Whether `item` is the second line of a text block whose first line is in the row, beside something that
    stands level with the first line's top and reaches down beside the second (a setting's title and description
    beside its switch, set at the top of the block)."""
    for above in row:
        if not isinstance(above, TextNode) or abs(above.frame.x - item.frame.x) > ALIGNED:
            continue
        if not _next_line(above, item):
            continue
        for lead in row:
            if lead is above or not _standing_beside(lead, above, item):
                continue
            level = abs(lead.frame.y - above.frame.y) <= max(ALIGNED, 0.5 * above.frame.height)
            if level and lead.frame.bottom > item.frame.y + 2 and not isinstance(lead, TextNode):
                return True
    return False


def _next_line(above: TextNode, item: Item) -> bool:
    """Whether `item` stands right under a line, no further from it than either is tall (a bubble far under a
    sender's name is not the name's next line)."""
    return 0 <= item.frame.y - above.frame.bottom <= max(min(item.frame.height, above.frame.height), 4)


def _standing_beside(other: Item, first: Item, second: Item) -> bool:
    """Whether `other` stands clear of a block of two lines, before it (an icon, a number) or after it (a time), and
    no taller than the block: one line of text, or a picture."""
    before = other.frame.right <= min(first.frame.x, second.frame.x) + 2
    after = other.frame.x >= max(first.frame.right, second.frame.right) - 2
    if isinstance(other, TextNode) and (
        is_paragraph(other) or other.frame.height >= second.frame.bottom - first.frame.y
    ):
        return False
    return before or after


def rows_of(items: list[Item]) -> list[list[Item]]:
    """Items whose vertical extents overlap form a row (and lines that continue a column of it beside a taller
    thing); rows top to bottom, items left to right."""
    rows: list[list[Item]] = []
    for item in sorted(items, key=lambda i: (i.frame.y, i.frame.x)):
        # a row it shares its height with, before one whose column it would continue (an arrow drawn before a
        # caption is on the caption's line, not a line under the figure above it)
        level = [row for row in rows if any(_level(item, other) for other in row)]
        joined = level or [
            row for row in rows if _beside(item, row) or _centred_beside(item, row) or _under_beside(item, row)
        ]
        if joined:
            joined[0].append(item)
        else:
            rows.append([item])
    return [sorted(row, key=lambda i: i.frame.x) for row in centred_stacks(_round_blocks(rows))]


def _round_blocks(rows: list[list[Item]]) -> list[list[Item]]:
    """A row of things centred between two lines of text beside them (a track's number and time between its title
    and artist, each overlapping neither line by much) is one row with the two lines."""
    out: list[list[Item]] = []
    index = 0
    while index < len(rows):
        if (
            0 < index < len(rows) - 1
            and out
            and out[-1] is rows[index - 1]
            and _centred_on(rows[index - 1], rows[index], rows[index + 1])
        ):
            first, second = rows[index - 1][0], rows[index + 1][0]
            out[-1] = [first, *rows[index], second]
            index += 2
            continue
        out.append(rows[index])
        index += 1
    return out


def _centred_on(above: list[Item], row: list[Item], below: list[Item]) -> bool:
    """Whether everything in `row` stands beside the two lines above and below it, centred on them."""
    if len(above) != 1 or len(below) != 1:
        return False
    first, second = above[0], below[0]
    if (
        not isinstance(first, TextNode)
        or not isinstance(second, TextNode)
        or abs(first.frame.x - second.frame.x) > ALIGNED
    ):
        return False
    if not 0 <= second.frame.y - first.frame.bottom <= max(second.frame.height, 4):
        return False
    block = (first.frame.y + second.frame.bottom) / 2
    tolerance = max(ALIGNED, 0.15 * (second.frame.bottom - first.frame.y))
    return all(
        _standing_beside(other, first, second) and abs(other.frame.y + other.frame.height / 2 - block) <= tolerance
        for other in row
    )


def union(items: list[Item]) -> Rect:
    x0 = min(i.frame.x for i in items)
    y0 = min(i.frame.y for i in items)
    return Rect(
        x=x0, y=y0, width=max(i.frame.right for i in items) - x0, height=max(i.frame.bottom for i in items) - y0
    )


def is_paragraph(item: Item) -> bool:
    """A text wrapped onto lines of its own."""
    return isinstance(item, TextNode) and not item.one_line


def painted(item: Item) -> bool:
    style = item.style
    return bool(style.background or style.gradient or style.border or style.shadows)


def keeps_size(item: Item) -> bool:
    """Pictures and controls keep the size they were drawn at."""
    return isinstance(item, ImageNode) or isinstance(item, BoxNode) and item.role in ("switch", "avatar", "icon")


def spans(frame: Rect, inner: Inner) -> bool:
    """Whether a line reaches near both sides of the content box."""
    reach = NEAR_SIDE * inner.width + ALIGNED
    return frame.x - inner.x <= reach and inner.right - frame.right <= reach


WIDE_PICTURE = 120  # px: a picture this wide across its whole column is a photo or banner, not an icon
TALL_PICTURE = 48  # px: and at least this tall (not a strip of an edge)


def grows_with_width(item: Item, frame: Rect, inner: Inner) -> bool:
    """A picture across its whole column (a product photo, a banner, a card's cover) takes the column's width and
    keeps its proportions, as `img { width: 100% }` does: on a wider screen it is taller too."""
    return (
        isinstance(item, ImageNode)
        and frame.width >= WIDE_PICTURE
        and frame.height >= TALL_PICTURE
        and spans(frame, inner)
    )


def side_of(item: Item, frame: Rect, inner: Inner) -> str:
    """fill, center, end or start: how a line sits across its container."""
    lead, trail = frame.x - inner.x, inner.right - frame.right
    tolerance = max(ALIGNED, 0.015 * inner.width)
    if grows_with_width(item, frame, inner):
        return "fill"
    if spans(frame, inner) and not keeps_size(item) and (isinstance(item, BoxNode) or is_paragraph(item)):
        return "fill"
    if (
        isinstance(item, TextNode)
        and (item.text.rstrip().endswith(ELLIPSES) or frame.width > 0.5 * inner.width)
        and trail <= NEAR_SIDE * inner.width + ALIGNED
        and lead > trail
    ):
        # a text cut short where its line ends, or one too long to be a trailing value: it fills the line from
        # where it starts (a preview under a name), rather than keeping to the end
        return "fill"
    if isinstance(item, TextNode) and max(lead, trail) <= ALIGNED:
        return "start"  # the text the box was made around: it sets the width, starting the line
    if abs(lead - trail) <= tolerance or _nearly_centred(item, lead, trail, inner):
        return "center"
    if trail < lead and trail <= NEAR_SIDE * inner.width + ALIGNED:
        return "end"
    return "start"


def _nearly_centred(item: Item, lead: float, trail: float, inner: Inner) -> bool:
    """A line of text standing well away from both sides, a little more on one (the recogniser missed a trailing
    "..." or a faint letter) is centred: text set from the left does not start a fifth of the way in."""
    if not isinstance(item, TextNode) or is_paragraph(item):
        return False
    far = 0.2 * inner.width
    return lead >= far and trail >= far and abs(lead - trail) <= item.font.size


def common_gap(spaces: list[float]) -> float:
    """The spacing most lines are apart (never more than the smallest, so no margin goes negative)."""
    if not spaces:
        return 0.0
    counts = Counter(round(s) for s in spaces)
    common = max(counts, key=lambda k: (counts[k], -k))
    return float(max(0, min(common, round(min(spaces)))))


# -- rows ----------------------------------------------------------------------------------------------------------


def _even_cells(items: list[Item], inner: Inner) -> float | None:
    """The width of one cell when the items stand in equal cells tiling the row (a tab bar, a grid row): their
    centres step evenly, each fits its cell, and the cells lie inside the container, the first starting at its
    content edge. Things that only happen to stand evenly apart (a label, a value and an icon) are no grid."""
    if len(items) < 3:
        return None
    centres = [i.frame.x + i.frame.width / 2 for i in items]
    steps = [b - a for a, b in zip(centres, centres[1:])]
    step = statistics.mean(steps)
    if step <= 0 or max(abs(s - step) for s in steps) > EVEN:
        return None
    if any(i.frame.width > step + OVER_CELL for i in items):  # (a segment fills its cell; read, it may be a pixel over)
        return None
    slack = max(ALIGNED, 0.15 * step)
    first, last = centres[0] - step / 2, centres[-1] + step / 2
    # (or the cells inset by even padding on both sides: a bar's padding, its content's edge unknown yet)
    padded = 0 <= first - inner.x <= COLUMN_PAD and abs((first - inner.x) - (inner.right - last)) <= slack
    if abs(first - inner.x) > slack and not padded or last > inner.right + slack:
        return None
    return step


COLUMN_GAP = 24.0  # px: the columns of a grid of fields stand at most this far apart
COLUMN_PAD = 32.0  # px: and at most this far in from the sides of what holds them


def _columns_from_the_left(items: list[Item], inner: Inner) -> tuple[float, float] | None:
    """The side padding and the gap of equal columns whose things start at their left edges (a record's fields in a
    grid: "Account Name", "Close Date", "Amount"), or None: two or more texts whose left edges step evenly, each
    within its step, the first as far in from the left side as the last column ends short of the right side (past
    it by the columns' gap). Each then takes an equal share of the row, its words at its left, as the grid's
    columns do on any width."""
    if len(items) < 2 or not all(isinstance(i, TextNode) for i in items):
        return None
    if len(items) == 2 and items[1].frame.right >= inner.right - (items[0].frame.x - inner.x) - ALIGNED:
        return None  # (a label and its value at the row's end)
    lefts = [i.frame.x for i in items]
    steps = [b - a for a, b in zip(lefts, lefts[1:])]
    step = statistics.mean(steps)
    pad = lefts[0] - inner.x
    if step <= 0 or max(abs(s - step) for s in steps) > EVEN or not 0 <= pad <= COLUMN_PAD:
        return None
    gap = pad - (inner.right - lefts[-1] - step)
    if not -ALIGNED <= gap <= COLUMN_GAP or any(i.frame.width > step - max(gap, 0.0) + OVER_CELL for i in items):
        return None
    return pad, round(max(gap, 0.0), 1)


TILE_GAP = 16.0  # px: tiles of a grid stand at most this far apart
TILE = 40.0  # px: and are at least this large (smaller things spread evenly are icons, which keep their size)


def _tiles(items: list[Item], step: float) -> bool:
    """Pictures or painted swatches of one size, each nearly filling its cell of a grid (a gallery's photos)."""
    widths = [item.frame.width for item in items]
    return (
        all(isinstance(i, ImageNode) or isinstance(i, BoxNode) and not i.children and painted(i) for i in items)
        and max(widths) - min(widths) <= 3
        and min(widths) >= max(TILE, step - TILE_GAP)
        and min(item.frame.height for item in items) >= TILE
    )


def _picture_pair(items: list[Item], inner: Inner) -> float | None:
    """The cell of two pictures of one size filling a row from side to side, close together (a note's two photos, a
    before and an after): a grid of two cells, whatever the two show."""
    if len(items) != 2 or not all(isinstance(item, ImageNode) for item in items):
        return None
    first, second = items
    gap = second.frame.x - first.frame.right
    if abs(first.frame.width - second.frame.width) > 3 or not 0 <= gap <= TILE_GAP:
        return None
    if abs(first.frame.x - inner.x) > ALIGNED or abs(inner.right - second.frame.right) > ALIGNED:
        return None
    return (second.frame.right - first.frame.x + gap) / 2


SAME_WIDTH = 0.04  # share of their width by which things of one size may differ as read (an outline, a rounded end)


def _equal_shares(items: list[Item]) -> bool:
    """Things of one size side by side, one gap apart: each takes an equal share of the row."""
    if len(items) < 2 or any(keeps_size(i) for i in items):
        return False
    widths = [i.frame.width for i in items]
    gaps = [b.frame.x - a.frame.right for a, b in zip(items, items[1:])]
    return (
        max(widths) - min(widths) <= max(3, SAME_WIDTH * max(widths))  # (a wide outline reads a pixel or two wider)
        and max(gaps) - min(gaps) <= 3
        and min(widths) >= 40
        and max(gaps) <= min(WIDE_GAP, min(widths))
    )


def _take_share(item: Item) -> None:
    """An equal share of the row for `item`, what it holds centred in it (not held there by its padding)."""
    item.placement.width, item.placement.grow = "fill", 1
    if isinstance(item, BoxNode) and item.layout.justify == "center":
        item.layout.padding = Insets(top=item.layout.padding.top, bottom=item.layout.padding.bottom)


SHARING = 0.5  # share of a row that buttons of one size at its end take, at least, to be taking what is left


def _sharing_run(items: list[Item], inner: Inner) -> int | None:
    """Where a run of buttons of one size starts that takes what the things before it leave (a dialog's "Decline"
    and "Accept" after its quiet "Later", an action bar's buttons after its icons): the run reaches the row's end
    and takes more than half of it (pills that only hug their labels at a row's end take less)."""
    for start in range(1, len(items) - 1):
        run = items[start:]
        if not _equal_shares(run) or not _at_end(run[-1], inner):
            continue
        buttons = all(isinstance(item, BoxNode) and painted(item) and len(item.children) == 1 for item in run)
        return start if buttons and union(run).width > SHARING * inner.width else None
    return None


def _surface_takes_the_rest(items: list[Item], inner: Inner) -> bool:
    """Whether a row ends in a surface holding content (a card, a field) over more than half of it, after things
    that keep their own widths (an hour, a label, an icon), reaching the row's end: the surface takes the room the
    others leave (an agenda's event beside its hour, a field beside its label), on a wider screen too."""
    if len(items) < 2:
        return False
    last, before = items[-1], items[:-1]
    surface = isinstance(last, BoxNode) and painted(last) and bool(last.children) and not keeps_size(last)
    buttons = [item for item in before if isinstance(item, BoxNode) and painted(item)]
    if buttons and not all(_one_line_button(item) for item in [*buttons, last]):
        return False  # (cards of two widths side by side share the row; buttons before the main one keep theirs)
    own = not any(is_paragraph(item) for item in before)
    return surface and own and _at_end(last, inner) and last.frame.width > SHARING * inner.width


BUTTON_HEIGHT = 64  # px: a button is at most this tall


def _one_line_button(item: Item) -> bool:
    """A painted box holding one line of a label and icons (an action bar's "Back" beside its "Continue")."""
    if not isinstance(item, BoxNode) or item.frame.height > BUTTON_HEIGHT or not item.children:
        return False
    first = item.children[0]
    return all(isinstance(c, (TextNode, ImageNode)) and _level(first, c) for c in item.children)


def _at_end(item: Item, inner: Inner) -> bool:
    """Whether a row's last thing ends on the right edge of its container's content (its padding unknown yet)."""
    return inner.right - item.frame.right <= 0.05 * inner.width + ALIGNED


def _cell(item: Item, frame: Rect, ids: Iterator[str]) -> Item:
    """An item centred in a cell that takes its share of the row (as far down as it was, in a row that does not
    centre its things: a segmented control's labels under the screen's edge)."""
    down = Insets(top=item.placement.margin.top)
    foot = item.placement.align_self if item.placement.align_self == "end" else "auto"  # set on the row's foot
    if isinstance(item, TextNode) and not is_paragraph(item):
        item.align = "center"
        item.placement = Placement(width="fill", grow=1, margin=down, align_self=foot)
        return item
    drawn_over = isinstance(item, BoxNode) and any(c.placement.absolute for c in item.children)
    if isinstance(item, BoxNode) and not painted(item) and item.layout.direction == "column" and not drawn_over:
        item.layout.align = "center"
        item.layout.padding = Insets(top=item.layout.padding.top, bottom=item.layout.padding.bottom)
        for child in item.children:
            if not child.placement.absolute:
                child.placement.margin = Insets(top=child.placement.margin.top)
                child.placement.align_self = "auto"
                if isinstance(child, TextNode):
                    child.align = "center"
                    child.placement.width = "hug"
        item.placement = Placement(width="fill", grow=1, margin=down, align_self=foot)
        return item
    cell = BoxNode(
        id=next(ids),
        name="cell",
        frame=frame,
        layout=Flex(direction="row", justify="center", align="start" if down.top else "center"),
        children=[item],
        placement=Placement(width="fill", grow=1, align_self=foot),
    )
    item.placement = Placement(width=_own_width(item), margin=down)
    return cell


def _label_column(item: Item, next_item: Item, gap: float) -> bool:
    """A text followed by a wide space is a label in a column of labels: it gets the column's width."""
    if not isinstance(item, TextNode) or is_paragraph(item):
        return False
    item.frame = item.frame.model_copy(update={"width": round(next_item.frame.x - gap - item.frame.x, 1)})
    item.placement.width = "fixed"
    return True


def _spacing(items: list[Item], pushed: int | None) -> float:
    """The row's gap, with the extra space before a neighbour as its margin (a label column where it is wide)."""
    gaps = [max(0.0, b.frame.x - a.frame.right) for a, b in zip(items, items[1:])]
    ordinary = [g for index, g in enumerate(gaps) if index + 1 != pushed]
    gap = common_gap(ordinary) if ordinary else 0.0
    # the free space before what is pushed comes on top of the gap: a gap wider than that space would push the row
    # past its end (a pair of buttons taking their share of the row, closer to the icons than they are to each other)
    gap = min(gap, WIDE_GAP, gaps[pushed - 1] if pushed is not None else WIDE_GAP)
    for index, (before, item) in enumerate(zip(items, items[1:]), start=1):
        if index == pushed:
            item.placement.push = True
            continue
        extra = round(gaps[index - 1] - gap, 1)
        if extra <= 0.5:
            continue
        if gaps[index - 1] > WIDE_GAP and _label_column(before, item, gap):
            continue
        item.placement.margin = item.placement.margin.model_copy(update={"left": extra})
    return gap


def _pushed(items: list[Item]) -> int | None:
    """Where a row splits into what starts it and what is pushed to its end: after its one wide space."""
    gaps = [b.frame.x - a.frame.right for a, b in zip(items, items[1:])]
    if not gaps:
        return None
    widest = max(range(len(gaps)), key=lambda i: gaps[i])
    others = [g for i, g in enumerate(gaps) if i != widest]
    if gaps[widest] > 24 and gaps[widest] >= 2 * max(others, default=0) + 8:
        return widest + 1
    return None


PACKED = 1.5  # of the things' height: the widest even gap of a run of things packed from its start


def _packed(items: list[Item]) -> bool:
    """Three or more things of one kind (words of one size, chips of one height) one even gap apart, a gap not much
    wider than they are tall (a run of chips or of suggested words set from the row's start): that the last ends at
    the row's end is where the run ran out, not a push."""
    if len(items) < 3:
        return False
    texts = [i for i in items if isinstance(i, TextNode) and i.one_line]
    words = len(texts) == len(items) and len({t.font.size for t in texts}) == 1
    chips = all(isinstance(i, BoxNode) and painted(i) for i in items)
    if not (words or chips) or max(i.frame.height for i in items) - min(i.frame.height for i in items) > 2:
        return False
    gaps = [b.frame.x - a.frame.right for a, b in zip(items, items[1:])]
    tallest = max(i.frame.height for i in items)
    return max(gaps) - min(gaps) <= ALIGNED and 0 <= min(gaps) and max(gaps) <= PACKED * tallest


def _marked_label(items: list[Item]) -> bool:
    """A text led by its small mark, close before it (a status's dot, a label's icon): the two stay together however
    wide the row, even where the text ends the row."""
    if len(items) != 2 or not isinstance(items[1], TextNode) or not items[1].one_line:
        return False
    mark, text = items
    small = isinstance(mark, ImageNode) and mark.frame.height <= 1.5 * text.frame.height
    return small and text.frame.x - mark.frame.right <= max(ALIGNED, text.frame.height)


def _wraps(item: Item, after: float | None) -> bool:
    """Whether a thing wraps in what a row leaves it: a paragraph, or an unpainted column of lines that one as wide as
    the column sets the width of (a product's name over its tags and price, beside its photo), where it reaches the
    next thing in the row, `after` (given more room, its paragraph would wrap elsewhere: a setting's description
    beside a switch well apart from it keeps its width)."""
    if is_paragraph(item):
        return True
    return (
        isinstance(item, BoxNode)
        and (after is None or after - item.frame.right <= NEXT_TO)
        and item.layout.direction == "column"
        and not painted(item)
        and any(is_paragraph(c) and c.frame.width >= item.frame.width - ALIGNED for c in item.children)
    )


NEXT_TO = 8.0  # px: a column of lines ending this close before the next thing in its row reaches it


def _has_room(box: BoxNode) -> bool:
    """Whether a paragraph of inline pieces was given room past its last piece to wrap into (a title and its tag
    beside a price), rather than hugging them (a tab's name and its count, the next tab close after it)."""
    return box.frame.right - max((child.frame.right for child in box.children), default=box.frame.right) > 1


def row_box(items: list[Item], inner: Inner, ids: Iterator[str]) -> BoxNode:
    """Things side by side on one line, laid out the way the row distributes them."""
    frame = union(items)
    box = BoxNode(id=next(ids), role="row", name="row", frame=frame, layout=Flex(direction="row", align="start"))
    items = _without_overlaps(items, ids)
    if len(items) == 1 and isinstance(items[0], BoxNode) and painted(items[0]) and spans(items[0].frame, inner):
        # all on one painted box across the line (a cover and its avatar): the box is the line
        return items[0]
    floating: list[Item] = []
    for index, item in enumerate(items):
        # a paragraph beside other things takes the rest of the row and wraps in it (a message beside its avatar, a
        # title and its tag beside a price)
        after = items[index + 1].frame.x if index + 1 < len(items) else None
        grows = _wraps(item, after) or isinstance(item, BoxNode) and item.layout.inline and _has_room(item)
        item.placement = Placement(margin=Insets(), width="fill" if grows else _own_width(item), grow=int(grows))
    middle = frame.y + frame.height / 2
    if len(items) >= 2 and all(painted(i) and abs(i.frame.height - frame.height) <= LEVEL for i in items):
        box.layout.align = "stretch"  # cards of one height side by side: as tall as the tallest, as a grid sets them
    elif all(abs(i.frame.y + i.frame.height / 2 - middle) <= LEVEL for i in items):
        box.layout.align = "center"
    else:
        for item in items:
            if item.frame.y - frame.y > LEVEL and frame.bottom - item.frame.bottom <= LEVEL:
                item.placement.align_self = "end"  # set on the row's foot (a message's time beside its bubble)
            else:
                item.placement.margin = Insets(top=round(item.frame.y - frame.y, 1))
    wide = spans(frame, inner)
    step = _even_cells(items, inner) if wide else None
    if wide and step is None and (pair := _picture_pair(items, inner)) is not None and _tiles(items, pair):
        step = pair
    middle_title = _centred_middle(items, inner) if step is None and len(items) >= 2 else None
    if middle_title is not None:
        return _three_slots(box, items, middle_title, inner, ids)
    if step is not None and _tiles(items, step):  # pictures or swatches filling a grid's cells: they grow with it
        box.layout.gap = round(statistics.mean(b.frame.x - a.frame.right for a, b in zip(items, items[1:])), 1)
        for item in items:
            aspect = round(item.frame.width / item.frame.height, 4)
            item.placement = Placement(width="fill", grow=1, aspect=aspect, margin=item.placement.margin)
        box.children = items + floating
        return box
    if step is not None:
        first = items[0].frame.x + items[0].frame.width / 2 - step / 2
        cells = [
            Rect(x=first + index * step, y=frame.y, width=step, height=frame.height) for index in range(len(items))
        ]
        box.frame = Rect(x=cells[0].x, y=frame.y, width=step * len(items), height=frame.height)
        box.children = [_cell(item, cell, ids) for item, cell in zip(items, cells)] + floating
        return box
    if (columns := _columns_from_the_left(items, inner)) is not None:  # fields in a grid of equal columns
        pad, box.layout.gap = columns
        box.frame = Rect(x=inner.x + pad, y=frame.y, width=inner.width - 2 * pad, height=frame.height)
        for item in items:
            _take_share(item)
        box.children = items + floating
        return box
    if joined_by_rules(items):  # "or" between two hairlines, a stepper's steps: the hairlines take what is left
        if all(abs(i.frame.y + i.frame.height / 2 - middle) <= ALIGNED for i in items):
            box.layout.align = "center"
            for item in items:
                item.placement.margin = Insets()
        _join_by_rules(items)
        box.children = items + floating
        return box
    if wide and _equal_shares(items):
        box.layout.gap = round(statistics.mean(b.frame.x - a.frame.right for a, b in zip(items, items[1:])), 1)
        for item in items:
            _take_share(item)
        box.children = items + floating
        return box
    sharing = _sharing_run(items, inner) if wide else None
    if sharing is not None:  # buttons of one size taking what the things before them leave
        box.layout.gap = _spacing(items, None)
        for item in items[sharing:]:
            _take_share(item)
        box.children = items + floating
        return box
    if wide and _surface_takes_the_rest(items, inner):  # a card beside its time or label fills what they leave
        box.layout.gap = _spacing(items, None)
        items[-1].placement = Placement(width="fill", grow=1, margin=items[-1].placement.margin)
        box.children = items + floating
        return box
    pushed = _pushed(items) if wide else None
    ends = wide and pushed is None and len(items) >= 2 and _at_end(items[-1], inner)
    if ends and not _packed(items) and not _marked_label(items):
        pushed = len(items) - 1  # what ends on the right edge stays on it
    if pushed is not None and len(items) == 2:
        box.layout.justify = "space-between"
        box.layout.gap = min(round(items[1].frame.x - items[0].frame.right), 16)
    else:
        box.layout.gap = _spacing(items, pushed)
    box.children = items + floating
    return box


def _centred_middle(items: list[Item], inner: Inner) -> int | None:
    """The item centred on the whole width with room on both sides (a bar's title between its actions)."""
    centre = inner.x + inner.width / 2
    for index, item in enumerate(items):
        if abs(item.frame.x + item.frame.width / 2 - centre) > 1.5 * ALIGNED:
            continue
        before = item.frame.x - (items[index - 1].frame.right if index else inner.x)
        after = (items[index + 1].frame.x if index + 1 < len(items) else inner.right) - item.frame.right
        if before > WIDE_GAP and after > WIDE_GAP and not is_paragraph(item):
            return index
    return None


def _slot(items: list[Item], frame: Rect, justify: str, ids: Iterator[str]) -> BoxNode:
    """One side of a bar: a row taking an equal share of what the centred item leaves."""
    slot = BoxNode(
        id=next(ids),
        name="slot",
        frame=frame,
        placement=Placement(width="fill", grow=1),
        layout=Flex(direction="row", align="center", justify=justify),
    )
    if items:
        slot.layout.gap = _spacing(items, None)
        if justify == "start":
            first = items[0]
            first.placement.margin = first.placement.margin.model_copy(
                update={"left": round(first.frame.x - frame.x, 1)}
            )
        else:
            last = items[-1]
            last.placement.margin = last.placement.margin.model_copy(
                update={"right": round(frame.right - last.frame.right, 1)}
            )
    slot.children = items
    return slot


def _three_slots(box: BoxNode, items: list[Item], middle: int, inner: Inner, ids: Iterator[str]) -> BoxNode:
    """A bar whose title stays centred on any width: equal slots on either side hold what comes before and after."""
    title = items[middle]
    box.frame = Rect(x=inner.x, y=box.frame.y, width=inner.width, height=box.frame.height)
    box.layout.align = "center"
    left = _slot(
        items[:middle],
        Rect(x=inner.x, y=box.frame.y, width=title.frame.x - inner.x, height=box.frame.height),
        "start",
        ids,
    )
    right = _slot(
        items[middle + 1 :],
        Rect(x=title.frame.right, y=box.frame.y, width=inner.right - title.frame.right, height=box.frame.height),
        "end",
        ids,
    )
    title.placement = Placement(width=_own_width(title))
    box.children = [left, title, right]
    return box


def _lift_overlapping_words(texts: list[TextNode]) -> None:
    """Words on one line that run into each other cannot stand side by side either: each that starts inside
    the ones before it is placed where it is drawn, so that those left in the flow form a row."""
    lifted = True
    while lifted:  # until the rows the flow forms hold no overlap
        lifted = False
        for row in rows_of([t for t in texts if not t.placement.absolute]):
            right = row[0].frame.right
            for piece in row[1:]:
                if piece.frame.x < right - 2:
                    piece.placement = Placement(absolute=True, width=_own_width(piece))
                    lifted = True
                else:
                    right = max(right, piece.frame.right)


BASE_WIDTH = 0.9  # of a group's width: a painted box this wide that the group's other things lie on is their base
ON_BASE = 0.3  # of the base's area: what lies on it is at most this large


def _area(item: Item) -> float:
    return item.frame.width * item.frame.height


def _base_of(group: list[Item]) -> BoxNode | None:
    """The one painted box, nearly as wide as the group, that each of its other things lies on, partly or wholly
    (an avatar straddling the foot of a profile's cover): it stays in the flow and holds them, placed where they
    are drawn; a group of its own would keep the cover's width on any screen."""
    whole = union(group)
    bases = [
        item
        for item in group
        if isinstance(item, BoxNode) and painted(item) and item.frame.width >= BASE_WIDTH * whole.width
    ]
    if len(bases) != 1:
        return None
    base = bases[0]
    on_it = all(
        piece is base
        or not isinstance(piece, TextNode)
        and _area(piece) <= ON_BASE * _area(base)  # (a bar over the foot of a tall card is no base of it)
        and min(piece.frame.right, base.frame.right) > max(piece.frame.x, base.frame.x)
        and min(piece.frame.bottom, base.frame.bottom) > max(piece.frame.y, base.frame.y)
        for piece in group
    )
    return base if on_it else None


def _stacked(group: list[Item]) -> bool:
    """Whether things whose spans across overlap stand one under another, none drawn over another, texts among
    them (marks alone are the strokes of one icon, kept as drawn)."""
    return any(isinstance(item, TextNode) for item in group) and all(
        a.frame.bottom <= b.frame.y + 1
        or b.frame.bottom <= a.frame.y + 1
        or a.frame.right <= b.frame.x + 1
        or b.frame.right <= a.frame.x + 1
        for index, a in enumerate(group)
        for b in group[index + 1 :]
    )


def _join_by_rules(items: list[Item]) -> None:
    """Things keep their widths and the hairlines between them take what is left, each as much more of it as it was
    drawn longer (steps whose captions differ in width stand where they were, spreading evenly on a wider screen).
    A hairline's margins are its distances from its neighbours (none where it runs under a wider caption)."""
    lengths = []
    for index, item in enumerate(items):
        if not is_divider(item):
            item.placement = Placement(width=_own_width(item), margin=item.placement.margin)
            continue
        before = items[index - 1] if index else None
        after = items[index + 1] if index + 1 < len(items) else None
        left = max(0.0, item.frame.x - before.frame.right) if before else 0.0
        right = max(0.0, after.frame.x - item.frame.right) if after else 0.0
        start = max(item.frame.x, before.frame.right) if before else item.frame.x
        end = min(item.frame.right, after.frame.x) if after else item.frame.right
        margin = item.placement.margin.model_copy(update={"left": round(left, 1), "right": round(right, 1)})
        item.placement = Placement(width="fill", margin=margin)
        lengths.append((item, max(1.0, end - start)))
    mean = statistics.mean(length for _, length in lengths)
    for rule, length in lengths:
        rule.placement.grow = round(length / mean, 3)


def _over(item: Item, group: list[Item]) -> bool:
    """Whether `item` is drawn over the group it reaches into: a hairline joining two steps, level with them, only
    runs under the end of a step's wider caption, crossing nothing the step draws."""
    rules = [thing for thing in (item, group[-1]) if is_divider(thing)]
    if not rules:
        return True
    rule = rules[0]
    others = [item] if rule is not item else group
    if not all(o.frame.y < rule.frame.y and rule.frame.bottom < o.frame.bottom for o in others):
        return True  # (a rule over or under things stands in their column)
    parts = [
        p for o in others for p in (o.children if isinstance(o, BoxNode) and not painted(o) and o.children else [o])
    ]
    return any(_crosses(rule.frame, part.frame) for part in parts if part is not rule)


def _crosses(a: Rect, b: Rect) -> bool:
    return min(a.right, b.right) > max(a.x, b.x) and min(a.bottom, b.bottom) > max(a.y, b.y)


def _without_overlaps(items: list[Item], ids: Iterator[str]) -> list[Item]:
    """Things drawn over each other (the pieces of one icon, a badge on a picture) cannot stand side by side: they
    become one group that keeps its size, each piece placed where it is drawn inside it."""
    groups: list[list[Item]] = []
    for item in items:
        if groups and item.frame.x < max(i.frame.right for i in groups[-1]) - 2 and _over(item, groups[-1]):
            groups[-1].append(item)
        else:
            groups.append([item])
    merged: list[Item] = []
    for group in groups:
        if len(group) == 1:
            merged.append(group[0])
            continue
        if (base := _base_of(group)) is not None:  # what lies partly over a painted box is placed on it
            for piece in group:
                if piece is not base:
                    piece.placement = Placement(absolute=True, width=_own_width(piece))
                    base.children.append(piece)
            merged.append(base)
            continue
        if _stacked(group):  # things one under another (a name, its tag, its price and a stepper): a column
            column_box = BoxNode(id=next(ids), role="group", name="group", frame=union(group))
            arrange(column_box, group, ids)
            column_box.placement = Placement(width="hug")
            merged.append(column_box)
            continue
        texts = [piece for piece in group if isinstance(piece, TextNode)]
        for piece in group:
            if not isinstance(piece, TextNode):
                piece.placement = Placement(absolute=True, width=_own_width(piece))
        box = BoxNode(
            id=next(ids),
            role="group" if texts else "icon",
            name="group",
            frame=union(group),
            layout=Flex(direction=None),
            children=group,
            placement=Placement(width="fixed"),
        )
        if texts:  # words over a picture stay words in the flow, laid out over what is drawn behind them
            _lift_overlapping_words(texts)
            arrange(box, group, ids)
            box.placement = Placement(width="hug")
        merged.append(box)
    return merged


# -- columns -------------------------------------------------------------------------------------------------------


ICON_SIZE = 48  # px: a painted thing this small holding only marks is a drawn icon


def drawn_icon(container: BoxNode, items: list[Item]) -> bool:
    """A small painted shape holding only marks (a check in a circle, an exclamation mark in a dot) is one picture
    drawn with boxes: it keeps its size and its marks keep their places."""
    return (
        painted(container)
        and max(container.frame.width, container.frame.height) <= ICON_SIZE
        and not any(isinstance(i, TextNode) for i in items)
    )


def initials_disc(container: BoxNode, items: list[Item]) -> bool:
    """A painted disc holding one short text (a person's initials): an avatar, which keeps its size and centres
    its letters, wherever the detector's box put them. Lays it out so."""
    if not disc_of_initials(container, items):
        return False
    container.role = "avatar"
    container.layout = Flex(direction="row", justify="center", align="center")
    text = items[0]
    assert isinstance(text, TextNode), "a disc of initials holds its text"
    text.align = "center"
    text.placement = Placement(width="hug")
    return True


OFF_CENTRE = 0.1  # share of a button's width its line may stand off its middle and still be centred in it


def centred_label(container: BoxNode, items: list[Item], inner: Inner) -> list[Item] | None:
    """One line in the middle of its box (a button's label, or its icon and label; a badge): centred by alignment,
    the box as wide as the line and its padding. Returns the line's items, left to right, or None."""
    rows = rows_of(items)
    if len(rows) != 1 or len(items) > 3 or not any(isinstance(i, TextNode) for i in items):
        return None
    line = rows[0]
    if any(is_paragraph(i) or isinstance(i, BoxNode) and i.children for i in line):
        return None
    spaces = [round(b.frame.x - a.frame.right, 1) for a, b in zip(line, line[1:])]
    if any(not 0 <= space <= WIDE_GAP for space in spaces):
        return None
    whole = union(line)
    left, right = whole.x - inner.x, inner.right - whole.right
    top, bottom = whole.y - inner.y, inner.bottom - whole.bottom
    # a button's padding may be a little wider on one side (Material's 16 before an icon, 24 after the label)
    padded = painted(container) and min(left, right) >= 0.5 * max(left, right)
    across = max(ALIGNED, OFF_CENTRE * inner.width) if padded else ALIGNED
    if abs(left - right) > across or abs(top - bottom) > ALIGNED:
        return None
    side = float(math.floor(max(0.0, min(left, right))))  # never more than the room: the label would overflow
    gap = min(spaces, default=0.0)
    container.layout = Flex(
        direction="row", justify="center", align="center", gap=gap, padding=Insets(left=side, right=side)
    )
    for item, space in zip(line, [gap, *spaces]):
        width = "hug" if isinstance(item, TextNode) else _own_width(item)
        item.placement = Placement(width=width, margin=Insets(left=round(space - gap, 1)))
    return line


def _given_width(box: BoxNode, parent: BoxNode) -> bool:
    """Whether the box takes the width it is given (fills, takes a share or the rest of a row, or is stretched
    across a column) rather than hugging what it holds."""
    mode = box.placement.width
    if mode in ("fill", "share") or box.placement.grow:
        return True
    return (
        mode == "auto"
        and parent.layout.direction == "column"
        and parent.layout.align == "stretch"
        and box.placement.align_self in ("auto", "stretch")
    )


def loosen_centred_padding(box: BoxNode) -> None:
    """A box holding one centred line that takes the width it is given (a button across the screen) centres its
    line by alignment alone: its padding is kept to half its height at most, not the room the line left each side,
    which on a narrower phone would squeeze the label out of its box."""
    for child in box.children:
        if not isinstance(child, BoxNode):
            continue
        layout = child.layout
        if layout.direction == "row" and layout.justify == "center" and _given_width(child, box):
            cap = float(math.floor(child.frame.height / 2))
            layout.padding.left, layout.padding.right = min(layout.padding.left, cap), min(layout.padding.right, cap)
        loosen_centred_padding(child)


def arrange(container: BoxNode, items: list[Item], ids: Iterator[str]) -> None:
    """Lay `items` out in `container` as a column of lines."""
    if not items:
        return
    if drawn_icon(container, items):
        for item in items:
            item.placement = Placement(absolute=True, width=_own_width(item))
        container.role = container.role or "icon"
        container.layout = Flex(direction="column")
        container.children = items
        return
    floating = [i for i in items if i.placement.absolute]
    flow = with_indicators([i for i in items if not i.placement.absolute], ids)
    inner = inner_box(container)
    if not flow:
        container.layout = Flex(direction="column")
        container.children = floating
        return
    if initials_disc(container, flow):
        container.children = flow + floating
        return
    if (line := centred_label(container, flow, inner)) is not None:
        container.children = line + floating
        return
    if (cells := ruled_columns(container, flow, floating, ids)) is not None:
        container.children = cells + [f for f in floating if not _upright_rule(f)]
        return
    lines = [
        row if isinstance(row, BoxNode) else row_box(row, inner, ids) if len(row) > 1 else row[0]
        for row in staggered_columns(
            wrapped_rows(inline_paragraphs(tagged_rows(rows_of(flow), inner, ids), inner, ids), inner, ids),
            lambda column, things: arrange(column, things, ids),
            ids,
        )
    ]
    lines = captioned_columns(lines, lambda things: row_box(things, inner, ids), ids)
    lines = grid_columns(lines, ids)
    lines = cells_as_neighbours(lines, ids)
    lines = list_cells(
        hairline_groups(container, ruled_list(lines, inner, ids, _bounded(container)), inner, ids),
        inner,
        ids,
    )
    lines = ruled_off_bottom(lines, inner, ids)
    column(container, lines, inner)
    container.children = lines + floating


def _upright_rule(item: Item) -> bool:
    return isinstance(item, BoxNode) and item.role == "divider" and item.frame.width <= 2 < item.frame.height


RULED_ALONG = 8.0  # px: what upright rules part lies within their height, give or take this


def ruled_columns(container: BoxNode, flow: list[Item], floating: list[Item], ids: Iterator[str]) -> list[Item] | None:
    """Columns parted by upright hairlines (a stats row's "Posts", "Followers" and "Following"): when rules as
    tall as the box's content part all of it into bands, each band is a cell holding its own lines, the rule
    before it its left border, and the cells share the row (equally where the bands are of one width)."""
    rules = sorted((f for f in floating if isinstance(f, BoxNode) and _upright_rule(f)), key=lambda r: r.frame.x)
    if not rules or container.id == "root":
        return None
    inner = inner_box(container)
    top, bottom = min(r.frame.y for r in rules), max(r.frame.bottom for r in rules)
    if any(i.frame.y < top - RULED_ALONG or i.frame.bottom > bottom + RULED_ALONG for i in flow):
        return None
    edges = [inner.x] + [x for r in rules for x in (r.frame.x, r.frame.right)] + [inner.right]
    bands = list(zip(edges[::2], edges[1::2]))
    held = [
        [i for i in flow if start - ALIGNED <= i.frame.x and i.frame.right <= end + ALIGNED] for start, end in bands
    ]
    if sum(map(len, held)) != len(flow) or not all(held):
        return None
    widths = [end - start for start, end in bands]
    even = max(widths) - min(widths) <= EVEN
    y0 = min(top, *(i.frame.y for i in flow))
    y1 = max(bottom, *(i.frame.bottom for i in flow))
    cells: list[Item] = []
    for index, ((start, end), lines) in enumerate(zip(bands, held)):
        rule = rules[index - 1] if index else None
        x0 = rule.frame.x if rule is not None else start
        frame = Rect(x=x0, y=y0, width=end - x0, height=y1 - y0)
        share = None if even else round(frame.width / inner.width, 4)
        cells.append(_column_cell(frame, rule, share, lines, ids))
    container.layout = Flex(
        direction="row",
        align="stretch",
        padding=Insets(top=round(y0 - inner.y, 1), left=round(bands[0][0] - inner.x, 1)),
    )
    return cells


def _column_cell(frame: Rect, rule: BoxNode | None, share: float | None, lines: list[Item], ids: Iterator[str]) -> Item:
    """One column of a row parted by upright hairlines: a cell holding its lines, the hairline before it its left
    border, taking an equal part of the row or its `share` of it."""
    cell = BoxNode(
        id=next(ids),
        name="cell",
        frame=frame,
        style=Style(border=Border(width=Insets(left=rule.frame.width), color=rule.style.background))
        if rule is not None and rule.style.background is not None
        else Style(),
        placement=Placement(width="fill", grow=1) if share is None else Placement(width="share", share=share),
    )
    arrange(cell, lines, ids)
    return cell


def _bounded(container: BoxNode) -> bool:
    """Whether a box is drawn with edges of its own (an outline, a paint of its own), which bound a list in it the
    way the hairlines between its rows part them. The screen's edges bound nothing."""
    return container.style.border is not None or container.id != "root" and container.style.background is not None


def _shares(line: Item) -> list[Item] | None:
    """The things of a row that share it equally (two fields side by side, the pictures of a grid row)."""
    if not isinstance(line, BoxNode) or line.layout.direction != "row" or len(line.children) < 2:
        return None
    if all(c.placement.grow == 1 and c.placement.width == "fill" for c in line.children):
        return line.children
    return None


def _under(line: Item, shares: list[Item]) -> list[Item] | None:
    """The texts of a row that stand one at the start of each share (a label over a field, a name under a
    picture), or None."""
    texts = line.children if isinstance(line, BoxNode) and line.layout.direction == "row" else [line]
    if len(texts) != len(shares) or not all(isinstance(t, TextNode) for t in texts):
        return None
    if any(
        abs(t.frame.x - s.frame.x) > 2 * ALIGNED or t.frame.right > s.frame.right + ALIGNED
        for t, s in zip(texts, shares)
    ):
        return None
    return texts


def grid_columns(lines: list[Item], ids: Iterator[str]) -> list[Item]:
    """A row of equal shares with rows of texts over or under it, each text at the start of a share, is a row of
    columns (a field and its label, a product's picture, name and price): each column takes its share and holds
    its own, so that every text stays with its share on any width."""
    out: list[Item] = []
    index = 0
    while index < len(lines):
        shares = _shares(lines[index])
        if shares is None:
            out.append(lines[index])
            index += 1
            continue
        above = _under(out[-1], shares) if out else None
        below: list[list[Item]] = []
        end = index + 1
        while end < len(lines) and (texts := _under(lines[end], shares)) is not None:
            below.append(texts)
            end += 1
        if above is None and not below:
            out.append(lines[index])
            index += 1
            continue
        if above is not None:
            out.pop()
        stacks = [
            ([above[k]] if above else []) + [share] + [texts[k] for texts in below] for k, share in enumerate(shares)
        ]
        row = lines[index]
        assert isinstance(row, BoxNode)
        columns: list[Item] = []
        for stack in stacks:
            for item in stack:
                if isinstance(item, TextNode):  # a column of its own now: no label column's width
                    item.placement = Placement()
            box = BoxNode(id=next(ids), name="cell", frame=union(stack), placement=Placement(width="fill", grow=1))
            column(box, stack, inner_box(box))
            box.children = stack
            columns.append(box)
        out.append(
            BoxNode(
                id=next(ids),
                role="row",
                name="row",
                frame=union([row, *columns]),  # (as wide as the row of shares: its last share may end short)
                layout=Flex(direction="row", align="start", gap=row.layout.gap),
                children=columns,
            )
        )
        index = end
    return out


def _celled(line: Item) -> list[Item] | None:
    """The things of a row laid out in three or more equal cells (a tab bar's labels), or None."""
    shares = _shares(line)
    return shares if shares is not None and len(shares) >= 3 else None


OVER_ITS_CELL = 0.25  # share of a cell's width a thing's middle may stand off the cell's middle and still be in it


def _one_per_cell(line: Item, cells: list[Rect]) -> list[Item] | None:
    """The things of a row (not itself in cells), one over each of `cells` and about centred on it, or None."""
    if not isinstance(line, BoxNode) or line.layout.direction != "row" or _celled(line) is not None:
        return None
    things = line.children
    if len(things) != len(cells) or any(t.placement.absolute for t in things):
        return None
    for thing, cell in zip(things, cells):
        off = abs(thing.frame.x + thing.frame.width / 2 - (cell.x + cell.width / 2))
        if off > OVER_ITS_CELL * cell.width or thing.frame.width > cell.width:
            return None
    return things


def cells_as_neighbours(lines: list[Item], ids: Iterator[str]) -> list[Item]:
    """A row of things standing one over each cell of the row under or over it (a tab bar's icons over its
    labels, a grid's icons over their names) takes the same cells, so that each thing stays over its label on any
    width: icons read a few px off even (a badge on one, a selected tab's wider pill) are still in their cells."""
    out = list(lines)
    for index, line in enumerate(out):
        for other in (index - 1, index + 1):
            if not 0 <= other < len(out) or (celled := _celled(out[other])) is None:
                continue
            row = out[other]
            step = row.frame.width / len(celled)
            cells = [
                Rect(x=row.frame.x + k * step, y=line.frame.y, width=step, height=line.frame.height)
                for k in range(len(celled))
            ]
            things = _one_per_cell(line, cells)
            if things is None:
                continue
            assert isinstance(line, BoxNode)
            for thing in things:
                thing.placement = Placement(margin=Insets(top=thing.placement.margin.top))
            line.frame = Rect(x=row.frame.x, y=line.frame.y, width=row.frame.width, height=line.frame.height)
            line.layout.gap = 0
            line.layout.justify = "start"
            line.children = [_cell(thing, cell, ids) for thing, cell in zip(things, cells)]
            break
    return out


def list_cells(lines: list[Item], inner: Inner, ids: Iterator[str]) -> list[Item]:
    """Rows parted by hairlines are the cells of a list, built as a front-end developer builds them: each cell a
    box as tall as its band, holding its row, the hairline under it its bottom border. The rows of one list share
    this one structure."""
    out: list[Item] = []
    index = 0
    while index < len(lines):
        run = _hairline_run(lines, index)
        if len(run) < 2 or is_divider(lines[index]) or not _alike_rows([lines[i] for i in run]):
            out.append(lines[index])
            index += 1
            continue
        contents = [lines[i] for i in run]
        rules = [rule for i in run[:-1] if isinstance(rule := lines[i + 1], BoxNode)]
        after, closing = _list_end(lines, run[-1] + 1, contents, rules, ids)
        start = lines[index - 1].frame.bottom if index else inner.y
        end = lines[after].frame.y if after < len(lines) else inner.bottom
        if index and _sums_over(lines[index - 1], contents[0]):
            out += ruled_off_rows(contents, rules, (start, end), ids) + closing
            index = after
            continue
        cells = [
            _cell_box(content, rules[k - 1] if k else None, rules[k] if k < len(rules) else None, ids, (start, end))
            for k, content in enumerate(contents)
        ]
        # two rows and a hairline are a list only as far as the hairline goes: a list box needs three rows
        whole = index == 0 and after == len(lines) or len(cells) < LIST_ROWS
        out += cells if whole else [list_of(cells, ids)]
        index = after
    return out


def _hairline_run(lines: list[Item], index: int) -> list[int]:
    """The indexes of the rows from `index` on parted by hairlines (content, divider, content, ..., content): rows
    alike and of one kind (a caption after them is not one of them)."""
    run = [index]
    while (
        run[-1] + 2 < len(lines)
        and is_divider(lines[run[-1] + 1])
        and not is_divider(lines[run[-1] + 2])
        and _alike_rows([lines[i] for i in run] + [lines[run[-1] + 2]])
        and _same_kind(lines[run[-1] + 2], lines[index])
    ):
        run.append(run[-1] + 2)
    return run


def _list_end(
    lines: list[Item], after: int, contents: list[Item], rules: list[BoxNode], ids: Iterator[str]
) -> tuple[int, list[Item]]:
    """Where a list's lines end, from `after` (the line after its last row), and the hairline closing it, if any.
    A hairline under the last row drawn as the others are is its bottom border (added to `rules`); an open last row
    takes what goes with it, as the rows above hold theirs (a note under its label, joined to it in `contents`)."""
    if after < len(lines) and is_divider(closing := lines[after]) and _drawn_alike(closing, rules[-1]):
        assert isinstance(closing, BoxNode)  # a divider is a hairline box
        rules.append(closing)
        return after + 1, [closing]
    followers = _going_with(contents[-1], lines[after:])
    if followers:
        contents[-1] = _block_of([contents[-1], *followers], ids)
    return after + len(followers), []


def _sums_over(before: Item, first: Item) -> bool:
    """A row like the rows of a run over them, not parted from them: the run's hairlines rule off the rows under
    them (a total under the sums it adds up)."""
    return not is_divider(before) and _same_kind(before, first) and _alike_rows([before])


def ruled_off_rows(
    contents: list[Item], rules: list[BoxNode], room: tuple[float, float], ids: Iterator[str]
) -> list[Item]:
    """The first row as it is, each row after it in a box its hairline tops (a total ruled off under the sums)."""
    return [contents[0]] + [_topped_cell(content, rule, room, ids) for rule, content in zip(rules, contents[1:])]


def _topped_cell(content: Item, rule: BoxNode, room: tuple[float, float], ids: Iterator[str]) -> BoxNode:
    """A box from a hairline down round what lies under it, the hairline its top border."""
    return _cell_box(content, rule, None, ids, room, topped=True)


LIST_ROWS = 3  # rows parted by hairlines, this many or more, make a list of their own among other things


def list_of(cells: list[BoxNode], ids: Iterator[str]) -> BoxNode:
    """The box of a list among other things on its container: its cells one under another, nothing between them."""
    return _block_of(list(cells), ids, "list")


def ruled_off_bottom(lines: list[Item], inner: Inner, ids: Iterator[str]) -> list[Item]:
    """The last line of a box under a hairline across it (an action bar in the page's own colour, drawn only by the
    line over it; a group's first row cut by the screen's edge): a box from that hairline down, the hairline its top
    border."""
    if len(lines) < 2 or not _rule(rule := lines[-2], inner) or is_divider(last := lines[-1]):
        return lines
    assert isinstance(rule, BoxNode)  # a rule is a hairline box
    if last.frame.y < rule.frame.bottom:
        return lines
    return [*lines[:-2], _topped_cell(last, rule, (rule.frame.bottom, inner.bottom), ids)]


def _going_with(row: Item, after: list[Item]) -> list[Item]:
    """The lines right under the last row of a list that go with it: unpainted, starting where it starts, each no
    further below the line before it than it is tall (a note under a row's label)."""
    out: list[Item] = []
    above = row
    for line in after:
        close = 0 <= line.frame.y - above.frame.bottom <= line.frame.height
        if is_divider(line) or painted(line) or abs(line.frame.x - row.frame.x) > ALIGNED or not close:
            break
        out.append(line)
        above = line
    return out


def _block_of(lines: list[Item], ids: Iterator[str], name: str = "group") -> BoxNode:
    """A box holding lines one under another."""
    box = BoxNode(id=next(ids), name=name, frame=union(lines))
    column(box, lines, inner_box(box))
    box.children = list(lines)
    return box


def _same_kind(one: Item, other: Item) -> bool:
    """Two rows of one list: both a text, or both a row of things (not a caption after rows of pictures and
    texts)."""
    return type(one) is type(other)


def _drawn_alike(one: Item, other: Item) -> bool:
    """Two hairlines of one list: they start and end at the same places."""
    return abs(one.frame.x - other.frame.x) <= ALIGNED and abs(one.frame.right - other.frame.right) <= ALIGNED


ROWS_ALIKE = 4  # the tallest row of a list at most this many times the lowest (an avatar's row over a line of text)


def _alike_rows(contents: list[Item]) -> bool:
    """Rows of a list: unpainted lines of about one height (not cards, not a bar under a divider)."""
    heights = [c.frame.height for c in contents]
    return not any(painted(c) for c in contents) and max(heights) <= ROWS_ALIKE * min(heights)


CENTRED_IN_BAND = 1.0  # px: a cell's content this close to the middle of its band is centred in it (rounding)


def _cell_box(
    content: Item,
    above: BoxNode | None,
    below: BoxNode | None,
    ids: Iterator[str],
    room: tuple[float, float],
    topped: bool = False,
) -> BoxNode:
    """A cell from the hairline above to the hairline below (or as far past its content as its neighbour is, within
    the `room` the lines around the list leave). A `topped` cell has the hairline above as its top border (a total
    ruled off under the rows it sums)."""
    edge = below or above
    assert edge is not None, "a cell of a list has a hairline above or below it"
    space = (below.frame.y - content.frame.bottom) if below is not None else (content.frame.y - edge.frame.bottom)
    top = above.frame.bottom if above is not None else max(content.frame.y - space, room[0])
    # (never short of its content: a button floating over the list's last row leaves it its height)
    bottom = (
        below.frame.y if below is not None else min(content.frame.bottom + space, max(room[1], content.frame.bottom))
    )
    x0 = min(edge.frame.x, content.frame.x)
    x1 = max(edge.frame.right, content.frame.right)
    rule = above if topped else below
    side = "top" if topped else "bottom"
    style = (
        Style(border=Border(width=Insets(**{side: rule.frame.height}), color=rule.style.background))
        if rule is not None and rule.style.background is not None
        else Style()
    )
    if topped and above is not None:
        top = above.frame.y
    ruled = below.frame.height if below is not None and not topped else 0
    cell = BoxNode(
        id=next(ids),
        name="cell",
        frame=Rect(x=x0, y=top, width=x1 - x0, height=bottom - top + ruled),
        style=style,
    )
    column(cell, [content], inner_box(cell))
    cell.children = [content]
    inner = inner_box(cell)
    band_middle = inner.y + inner.height / 2  # (the inner box is inside the borders already)
    if abs(content.frame.y + content.frame.height / 2 - band_middle) <= CENTRED_IN_BAND:  # as cells are
        cell.layout.justify = "center"
        cell.layout.padding = cell.layout.padding.model_copy(update={"top": 0.0})
        content.placement.margin = content.placement.margin.model_copy(update={"top": 0.0})
    return cell


def _rule(line: Item, inner: Inner) -> bool:
    """A hairline across the whole container."""
    return (
        isinstance(line, BoxNode)
        and line.role == "divider"
        and line.frame.height <= 2
        and line.frame.width >= inner.width - 2 * ALIGNED
    )


def _holds_a_group(between: list[Item], page) -> bool:
    """What lies between two rules is a group of rows drawn on the page (not a lone caption between two groups,
    nor everything between a top bar's edge and a bottom bar's, cards and all)."""
    if any(
        isinstance(line, BoxNode)
        and line.role != "divider"
        and line.style.background is not None
        and line.style.background != page
        for line in between
    ):
        return False
    return len(between) >= 2 or any(isinstance(line, BoxNode) and line.children for line in between)


def _edged(line: Item, inner: Inner) -> bool:
    """A box across the whole container with an edge or a paint of its own (a list's header band, a shaded row)."""
    return (
        isinstance(line, BoxNode)
        and line.role != "divider"
        and (line.style.border is not None or line.style.background is not None)
        and line.frame.width >= inner.width - 2 * ALIGNED
    )


def _one_cell(block: list[Item], inner: Inner) -> bool:
    """Lines that make one cell of a list: a row and what goes with it (its subtitle, a tag), and no card or band
    of paint among them."""
    wide = any(painted(line) and line.frame.width >= inner.width / 2 for line in block)
    return not wide and (len(block) >= 2 or any(isinstance(line, BoxNode) and line.children for line in block))


def ruled_list(lines: list[Item], inner: Inner, ids: Iterator[str], edged: bool = False) -> list[Item]:
    """Rows of a list parted by hairlines across it, each row with what goes with it (a subtitle under it, a
    tag), are its cells: a box for each, the hairline under it its bottom border. The run under a list's header
    band, before the first hairline, and the run after the last one, over a shaded row, are cells too; and so are
    the first and the last runs in a list drawn with an edge of its own (`edged`)."""
    out: list[Item] = []
    floor, index = 0, 0  # lines before `floor` are laid out
    while index < len(lines):
        runs = _cell_runs(lines, index, floor, inner, edged) if _rule(lines[index], inner) else None
        if runs is None:
            index += 1
            continue
        begin = runs[0][0] - (runs[0][0] > index)
        out += lines[floor:begin]
        cells = [_ruled_cell(lines, a, b, (a, b) == runs[0] and a == index + 1, inner, ids) for a, b in runs]
        last = runs[-1][1]  # the hairline under the last cell is its border; a box after it stays a line
        floor = index = last + 1 if last < len(lines) and _rule(lines[last], inner) else last
        out += cells if begin == 0 and floor >= len(lines) else [list_of(cells, ids)]
    return out + lines[floor:]


def _cell_runs(lines: list[Item], rule: int, floor: int, inner: Inner, edged: bool) -> list[tuple[int, int]] | None:
    """The runs of lines (first, end) that are the cells of a list whose first hairline is `lines[rule]`, or None
    unless there are two cells or more, each a row and what goes with it. What lies before the first hairline (or
    after the last) is a cell only when it is one: a button floating over the list's end leaves the list as it is."""
    chain = [rule]  # hairlines with a cell between each two
    while (after := _next_rule(lines, chain[-1], inner)) is not None and _one_cell(lines[chain[-1] + 1 : after], inner):
        chain.append(after)
    lead = rule
    while lead > floor and not _edged(lines[lead - 1], inner) and not _rule(lines[lead - 1], inner):
        lead -= 1
    bounded = lead > floor and _edged(lines[lead - 1], inner) or lead == 0 and edged
    runs = [(lead, rule)] if bounded and lead < rule and _one_cell(lines[lead:rule], inner) else []
    runs += [(a + 1, b) for a, b in zip(chain, chain[1:])]
    end = chain[-1] + 1
    while end < len(lines) and not _edged(lines[end], inner) and not _rule(lines[end], inner):
        end += 1
    closed = end < len(lines) and _edged(lines[end], inner) or end == len(lines) and edged
    if end > chain[-1] + 1 and closed and _one_cell(lines[chain[-1] + 1 : end], inner):
        runs.append((chain[-1] + 1, end))
    return runs if len(runs) >= 2 else None


def _next_rule(lines: list[Item], index: int, inner: Inner) -> int | None:
    return next((i for i in range(index + 1, len(lines)) if _rule(lines[i], inner)), None)


def _ruled_cell(lines: list[Item], first: int, end: int, ruled_top: bool, inner: Inner, ids: Iterator[str]) -> BoxNode:
    """A cell from what lies above its run (a hairline, the edge of the box before, the list's own edge) to what
    lies below (a hairline, its bottom border; the edge of the box after; the list's edge). The first cell under a
    hairline that tops the list takes that hairline as its top border."""
    above = lines[first - 1] if first else None
    below = lines[end] if end < len(lines) else None
    rule_above = above if ruled_top and above is not None else None
    rule_below = below if below is not None and _rule(below, inner) else None
    top = inner.y if above is None else above.frame.y if rule_above is not None else above.frame.bottom
    bottom = inner.bottom if below is None else below.frame.bottom if rule_below is not None else below.frame.y
    widths = Insets(
        top=rule_above.frame.height if rule_above is not None else 0.0,
        bottom=rule_below.frame.height if rule_below is not None else 0.0,
    )
    colour = next((r.style.background for r in (rule_below, rule_above) if r is not None), None)
    cell = BoxNode(
        id=next(ids),
        name="cell",
        frame=Rect(x=inner.x, y=top, width=inner.width, height=bottom - top),
        style=Style(border=Border(width=widths, color=colour)) if colour is not None else Style(),
    )
    content = list_cells(lines[first:end], inner_box(cell), ids)
    column(cell, content, inner_box(cell))
    cell.children = content
    return cell


def hairline_groups(container: BoxNode, lines: list[Item], inner: Inner, ids: Iterator[str]) -> list[Item]:
    """Rows drawn between two hairlines that cross the whole container are one group, the way a list group
    with only its top and bottom edges drawn is built: a box holding the rows, the hairlines its borders."""
    rules = [index for index, line in enumerate(lines) if _rule(line, inner)]
    out: list[Item] = []
    taken = 0
    for top, bottom in zip(rules, rules[1:]):
        if top < taken or not _holds_a_group(lines[top + 1 : bottom], container.style.background):
            continue
        upper, lower = lines[top], lines[bottom]
        assert isinstance(upper, BoxNode) and isinstance(lower, BoxNode)  # rules are hairline boxes
        out += lines[taken:top]
        out.append(_group(container, upper, lower, lines[top + 1 : bottom], ids))
        taken = bottom + 1
    return out + lines[taken:] if taken else lines


def _group(container: BoxNode, top: BoxNode, bottom: BoxNode, between: list[Item], ids: Iterator[str]) -> BoxNode:
    x0, x1 = min(top.frame.x, bottom.frame.x), max(top.frame.right, bottom.frame.right)
    frame = Rect(x=x0, y=top.frame.y, width=x1 - x0, height=bottom.frame.bottom - top.frame.y)
    edge = top.style.background or bottom.style.background
    style = Style(
        background=container.style.background,
        border=Border(width=Insets(top=top.frame.height, bottom=bottom.frame.height), color=edge)
        if edge is not None
        else None,
    )
    group = BoxNode(id=next(ids), name="group of rows", frame=frame, style=style)
    between = list_cells(between, inner_box(group), ids)
    column(group, between, inner_box(group))
    group.children = between
    return group


def column(container: BoxNode, lines: list[Item], inner: Inner) -> None:
    sides = [side_of(line, line.frame, inner) for line in lines]
    leads = [line.frame.x - inner.x for line in lines]
    trails = [inner.right - line.frame.right for line in lines]
    left_edges = [lead for lead, side in zip(leads, sides) if side in ("start", "fill")]
    right_edges = [trail for trail, side in zip(trails, sides) if side in ("end", "fill")]
    pad_left = max(0.0, round(min(left_edges), 1)) if left_edges else 0.0
    # with nothing reaching the right side, the right padding mirrors the left (a box that only wraps its content
    # gets its own from `hug`)
    pad_right = max(0.0, round(min(right_edges), 1)) if right_edges else min(pad_left, max(0.0, min(trails)))
    spaces = [max(0.0, b.frame.y - a.frame.bottom) for a, b in zip(lines, lines[1:])]
    gap = common_gap(spaces)
    pad_top = max(0.0, round(lines[0].frame.y - inner.y, 1))
    container.layout = Flex(
        direction="column", gap=gap, align="stretch", padding=Insets(top=pad_top, left=pad_left, right=pad_right)
    )
    for index, line in enumerate(lines):
        # (a row starting where another line starts is set from the left)
        alone = all(abs(lead - leads[index]) > ALIGNED for other, lead in enumerate(leads) if other != index)
        if sides[index] == "fill" and alone and _end_cluster(line, leads[index] - pad_left, trails[index] - pad_right):
            sides[index] = "end"
    for index, (line, side) in enumerate(zip(lines, sides)):
        top = 0.0 if index == 0 else max(0.0, round(spaces[index - 1] - gap, 1))
        place_line(line, side, top, leads[index] - pad_left, trails[index] - pad_right, pad_left - pad_right)


CLUSTER_GAP = 16.0  # px: buttons or chips this close side by side are one cluster


def _end_cluster(line: Item, lead: float, trail: float) -> bool:
    """A row of buttons or chips evenly close together that ends on the column's right side but starts well in
    from its left (where the column's other lines start): a cluster kept to the end, as `justify-content: flex-end`
    keeps it, rather than a row spread across. Turns the row so."""
    if not isinstance(line, BoxNode) or line.role != "row" or len(line.children) < 2:
        return False
    things = [child for child in line.children if not child.placement.absolute]
    gaps = [b.frame.x - a.frame.right for a, b in zip(things, things[1:])]
    cluster = (
        all(isinstance(thing, BoxNode) and painted(thing) and thing.children for thing in things)
        and bool(gaps)
        and 0 <= min(gaps)
        and max(gaps) <= CLUSTER_GAP
        and max(gaps) - min(gaps) <= ALIGNED
    )
    if not cluster or lead <= 2 * ALIGNED or trail > ALIGNED:
        return False
    line.layout.justify = "start"
    line.layout.gap = round(statistics.mean(gaps), 1)
    for thing in things:
        thing.placement.push = False
        thing.placement.margin = thing.placement.margin.model_copy(update={"left": 0.0})
    return True


def place_line(line: Item, side: str, top: float, lead: float, trail: float, skew: float) -> None:
    """Where one line sits across its column: `lead` and `trail` are its distances from the padded sides, `skew`
    how much more padding the left side has than the right (what centring must make up for). A line drawn as a
    share of its column (a meter's fill) keeps that share."""
    share = line.placement.share if line.placement.width == "share" else 0.0
    _place_line(line, side, top, lead, trail, skew)
    if share:
        line.placement.width, line.placement.share, line.placement.grow = "share", share, 0


def _place_line(line: Item, side: str, top: float, lead: float, trail: float, skew: float) -> None:
    keep = line.placement.width if line.placement.width == "fixed" else None
    text = isinstance(line, TextNode)
    lead, trail = max(0.0, round(lead, 1)), max(0.0, round(trail, 1))
    if side == "fill":
        pictured = isinstance(line, ImageNode) or backdrop_of(line) is not None and line.role == COVER
        aspect = round(line.frame.width / line.frame.height, 4) if pictured else 0.0
        line.placement = Placement(width="fill", aspect=aspect, margin=Insets(top=top, left=lead, right=trail))
        return
    # a text owns its whole line and aligns its words; anything else keeps its size and is aligned
    if side == "center":
        even = Insets(top=top, right=max(skew, 0.0), left=max(-skew, 0.0))
        if isinstance(line, TextNode):
            line.align = "center"
            line.placement = Placement(width="fill", margin=even)
        else:
            line.placement = Placement(width=keep or _own_width(line), align_self="center", margin=even)
        return
    if side == "end":
        if isinstance(line, TextNode) and not is_paragraph(line):
            line.align = "right"
            line.placement = Placement(width="fill", margin=Insets(top=top, left=lead, right=trail))
        else:
            line.placement = Placement(
                width=keep or _own_width(line), align_self="end", margin=Insets(top=top, right=trail)
            )
        return
    if text:  # its line box fills the column; a paragraph wraps where the column ends
        line.placement = Placement(
            width=keep or "fill", margin=Insets(top=top, left=lead, right=trail if is_paragraph(line) else 0.0)
        )
        return
    line.placement = Placement(width=keep or _own_width(line), align_self="start", margin=Insets(top=top, left=lead))


def _own_width(item: Item) -> str:
    return "fixed" if keeps_size(item) or isinstance(item, BoxNode) and not item.children else "hug"


# -- after the whole tree is laid out ------------------------------------------------------------------------------


def needs_room(box: BoxNode) -> bool:
    """Whether a box's content spreads over a width it must be given (it cannot only wrap its content)."""
    return _room_needed(box) is not None


def _room_needed(box: BoxNode) -> str | None:
    """Why a box's content needs a width given to it: "spread" (space between its things, or one pushed, growing or
    taking a share), "text" (only a paragraph that wraps where its width ends), or None."""
    if box.layout.justify in ("space-between", "space-around", "space-evenly"):
        return "spread"
    reasons = set()
    for child in box.children:
        if child.placement.absolute:
            continue
        if child.placement.push or child.placement.grow or child.placement.width in ("share", "at_most"):
            return "spread"  # a share is of a width the box must be given
        if child.placement.width == "fill":
            reasons.add("text" if is_paragraph(child) else _room_needed(child) if isinstance(child, BoxNode) else None)
    return "spread" if "spread" in reasons else "text" if "text" in reasons else None


def settle_widths(box: BoxNode, inner_width: float | None = None) -> None:
    """A box that would only wrap its content but whose content needs room takes its share of its parent; where
    only a paragraph in it needs room, the box hugs its text up to that share (a chat bubble: a short message
    narrows it, a long one wraps at that share)."""
    own = inner_box(box).width - box.layout.padding.left - box.layout.padding.right
    for child in box.children:
        if isinstance(child, BoxNode):
            settle_widths(child, own)
    _rest_taken(box)
    reason = _room_needed(box) if inner_width and box.placement.width == "hug" and box.children else None
    if inner_width and reason is not None:
        box.placement.width = "at_most" if reason == "text" else "share"
        box.placement.share = round(min(1.0, box.frame.width / inner_width), 4)
    if box.placement.width in ("hug", "at_most") and box.children and box.layout.direction == "column":
        hug(box)


def _rest_taken(row: BoxNode) -> None:
    """The last thing of a row, a box taking a share of it and more than half of it, beside things that keep their
    own widths (an action bar's buttons after its icons) takes what they leave (`flex: 1`): on a wider screen the
    icons keep their size and the buttons take the rest, where a share of the whole row would grow them less."""
    flow = [c for c in row.children if not c.placement.absolute]
    if row.layout.direction != "row" or len(flow) < 2 or row.layout.justify != "start":
        return
    last, before = flow[-1], flow[:-1]
    own = inner_box(row).right - row.layout.padding.right
    if last.placement.width != "share" or not (last.placement.push or own - last.frame.right <= ALIGNED):
        return
    if last.frame.width <= SHARING * inner_box(row).width:
        return  # a control pushed to the row's end (a stepper's cells) keeps its share, not what the others leave
    if any(c.placement.grow or c.placement.push or c.placement.width not in ("hug", "fixed") for c in before):
        return
    if last.placement.push:  # the space it was pushed across is its margin now
        space = last.frame.x - before[-1].frame.right - row.layout.gap
        last.placement.margin = last.placement.margin.model_copy(update={"left": round(max(0.0, space), 1)})
    last.placement.width, last.placement.share, last.placement.grow, last.placement.push = "fill", 0, 1, False


def hug(box: BoxNode) -> None:
    """Paddings that make a box which wraps its content as wide as it was drawn: what its content leaves on
    either side (the content's own margins across are folded into them)."""
    flow = [c for c in box.children if not c.placement.absolute]
    if not flow:
        return
    inner = inner_box(box)
    left = max(0.0, round(min(c.frame.x for c in flow) - inner.x, 1))
    right = max(0.0, round(inner.right - max(c.frame.right for c in flow), 1))
    box.layout.padding = box.layout.padding.model_copy(update={"left": left, "right": right})
    middle = (inner.x + left + inner.right - right) / 2
    for child in flow:
        margin = child.placement.margin
        lead = max(0.0, round(child.frame.x - inner.x - left, 1))
        off = abs(child.frame.x + child.frame.width / 2 - middle)
        if _centred_by_alignment(child) and off <= ALIGNED:
            lead = 0.0  # centred under the widest line (a subtitle under a bar's title): its alignment centres it
        if box.layout.align == "center" and off <= max(ALIGNED, OFF_CENTRE_READ * child.frame.width):
            lead = 0.0  # in a box that centres what it holds (a button over its caption), a read box a little wide
        child.placement.margin = margin.model_copy(update={"left": lead, "right": 0.0})


OFF_CENTRE_READ = 0.2  # of a thing's width: its read box may stand this far off the middle of a box centring it


def _centred_by_alignment(item: Item) -> bool:
    return isinstance(item, TextNode) and item.align == "center" or item.placement.align_self == "center"


def hug_heights(box: BoxNode) -> bool:
    """Boxes holding text that wraps are as tall as their content, not at least as tall as they were drawn: on a
    wider screen a message wraps to fewer lines, and its bubble, the card round it and what follows move up.
    Such a box is given the padding its content leaves below (and, across a row or in a column centred down, above). Whether `box` hugs."""
    flow = [c for c in box.children if not c.placement.absolute]
    held = [hug_heights(c) if isinstance(c, BoxNode) else is_paragraph(c) for c in flow]
    if not flow or box.placement.absolute or box.placement.fixed_height or box.layout.direction is None:
        return False
    if box.layout.inline:  # lines of words and small pictures: as tall as its lines already
        box.placement.height = "hug"
        return True
    if not any(held):
        return False
    inner = inner_box(box)
    below = max(0.0, round(inner.bottom - max(c.frame.bottom + c.placement.margin.bottom for c in flow), 1))
    update = {"bottom": below}
    if box.layout.direction == "row" or box.layout.justify == "center":  # centred down: its room above is padding
        update["top"] = max(0.0, round(min(c.frame.y - c.placement.margin.top for c in flow) - inner.y, 1))
    box.layout.padding = box.layout.padding.model_copy(update=update)
    box.placement.height = "hug"
    return True
