"""Painted regions of a screenshot: surfaces (cards, bars, buttons, inputs), outlined boxes,
dividers, and pictures (icons, photos, avatars) that are kept as images."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from app.vision.blocks import side_by_side
from app.vision.colors import DIFFERENT, coverage, distance, dominant
from app.vision.corners import corner_radius, ring_is_circle
from app.vision.faint_cards import faint_fill
from app.vision.glows import glow_halos
from app.vision.gradients import Ramp, linear_ramp
from app.vision.hairlines import straddling
from app.vision.meters import meter_in, meter_radius
from app.vision.partition import arcs_bridged, bars_parted, blends_bridged, texts_bridged
from app.vision.standing_apart import shape_apart
from app.vision.under_text import painted_under_text

MIN_AREA = 48  # CSS px^2
RULE_BLUR = 6  # px: a long line this thick may be a thinner rule blurred by resampling
RULE_SHORT = 6  # px: an upright rule inside an outline this much shorter than it runs from its top to its bottom


@dataclass
class SoftShadow:
    x: float
    y: float
    blur: float
    alpha: float


@dataclass
class Region:
    x: int
    y: int
    width: int
    height: int
    kind: str  # surface | outline | divider | picture
    fill: np.ndarray | None = None
    stroke: np.ndarray | None = None
    radius: float = 0.0
    shadow: SoftShadow | None = None
    children: list[Region] = field(default_factory=list)
    edges: dict[str, np.ndarray] = field(default_factory=dict)  # side -> colour of a hairline along it
    gradient: Ramp | None = None  # a surface painted with a linear gradient (`fill` is its middle colour)
    joined: tuple[str, ...] = ()  # sides where it is joined to a block beside it: square corners there
    paint_to: int = 0  # px from its top where its paint ends, the page showing below (a header behind a card's top)
    accent: int = 0  # px: the width of a stripe of colour down its left side, its `edges['left']` colour
    role: str = ""  # what it is, where its paint alone tells (a meter's track, "progress", and its fill)
    share: float = 0.0  # of its container's width it takes, as drawn (a meter's fill): 0 keeps its own width
    # px: how thick its outline or each edge's line is, where thicker than one (a card's 2 px border, 4 px at its
    # foot: a key drawn raised)
    line_widths: dict[str, int] = field(default_factory=dict)

    @property
    def area(self) -> int:
        return self.width * self.height

    def contains(self, x: float, y: float, width: float, height: float, slack: float = 2) -> bool:
        return (
            x >= self.x - slack
            and y >= self.y - slack
            and x + width <= self.x + self.width + slack
            and y + height <= self.y + self.height + slack
        )


SHADOW_GREY = 0.5  # share of a soft shadow's darker pixels that are grey


def _shade_at_corners(crop: np.ndarray, fill: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """What a shadowed box's rounded corners leave showing: its own shadow, darker than the page (a pill's ends
    over a wide shadow would read as barely rounded against the page's colour); `behind` where a corner is
    square."""
    corners = np.array([crop[0, 0], crop[0, -1], crop[-1, 0], crop[-1, -1]], dtype=float)
    shown = corners[distance(corners, fill) >= DIFFERENT]
    return np.median(shown, axis=0) if len(shown) >= 2 else behind


def split_shadow(
    crop: np.ndarray, fill: np.ndarray, behind: np.ndarray, shape: tuple[int, int, int, int] | None = None
) -> tuple[tuple[int, int, int, int], SoftShadow | None]:
    """A surface's soft shadow is a darker halo around the fill: trim it off the box and measure it. The box is
    the rows and columns the fill takes half of, or the `shape` found to stand apart (a disc's top rows are short).
    Returns the trims (top, right, bottom, left) and the shadow, if there is one."""
    solid = distance(crop, fill) < DIFFERENT
    if shape is not None:
        x, y, w, h = shape
        top, left, bottom, right = y, x, crop.shape[0] - y - h, crop.shape[1] - x - w
    else:
        rows, cols = np.flatnonzero(solid.mean(axis=1) >= 0.5), np.flatnonzero(solid.mean(axis=0) >= 0.5)
        if len(rows) == 0 or len(cols) == 0:
            return (0, 0, 0, 0), None
        top, bottom = int(rows[0]), crop.shape[0] - 1 - int(rows[-1])
        left, right = int(cols[0]), crop.shape[1] - 1 - int(cols[-1])
    # a blur spreads to the sides and further below than above (a small one: two rows below, or one darker than
    # the sides); a lone line does not
    if left < 1 or right < 1:
        return (0, 0, 0, 0), None
    small = 1 <= bottom <= 2 and top < bottom and _darker_below(crop, bottom, right, left)
    if bottom < 3 and not small:
        return (0, 0, 0, 0), None
    halo = np.ones(solid.shape, bool)
    halo[top : crop.shape[0] - bottom, left : crop.shape[1] - right] = False
    ring = crop[halo].astype(float)
    darkness = behind.astype(float).mean() - ring.mean(axis=-1)
    # a grey darkening of what is behind, not an edge blended with the fill: most of the ring's darker pixels are
    # grey (a pill's rounded ends, outside its solid rows and columns, are tinted by its own paint; a pastel disc's
    # smoothed edge is all tint)
    tint = ring.max(axis=-1) - ring.min(axis=-1) - float(behind.max() - behind.min())
    dark = darkness >= 3
    if not dark.any() or (dark & (tint <= 6)).sum() < SHADOW_GREY * dark.sum():
        return (0, 0, 0, 0), None
    alpha = float(np.clip(darkness.max() / 255 * 2.5, 0.04, 0.6))
    shadow = SoftShadow(
        x=(right - left) / 2,
        y=(bottom - top) / 2,
        blur=float(max(top, bottom, left, right)) * 1.6,
        alpha=round(alpha, 3),
    )
    return (top, right, bottom, left), shadow


SHADE_STEP = 6  # levels: a shadow's row below a box this much darker than its sides' columns


def _darker_below(crop: np.ndarray, bottom: int, right: int, left: int) -> bool:
    """Whether a row under a box is darker than the columns at its sides (a small shadow, cast downwards), not a
    hairline of one shade drawn round it."""
    rows = crop[crop.shape[0] - bottom :, left : crop.shape[1] - right].astype(float)
    darkest = min(float(row.mean()) for row in rows)
    upper = crop[: crop.shape[0] - bottom]
    sides = np.concatenate([upper[:, :left], upper[:, crop.shape[1] - right :]], axis=1).astype(float).mean()
    return bool(darkest <= sides - SHADE_STEP)


def strongest(pixels: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """The colour of a thin line: of its pixels furthest from what is behind (a resampled hairline is
    mostly its own blur), among those drawn in the paint most of it is drawn in (a list's grey outline, not the
    red stripe marking one of its rows where it meets the outline). A line's blur lies between its paint and what
    is behind, so its pixels point away from what is behind in one direction, whatever their strength."""
    pixels = pixels.reshape(-1, 3)
    offsets = pixels.astype(float) - np.asarray(behind, float)[:3]
    length = np.linalg.norm(offsets, axis=1)
    drawn = length >= DIFFERENT
    if drawn.sum() >= 2 * OWN_PAINT_MIN:
        ways = offsets[drawn] / length[drawn, None]
        keys = np.round(ways * 4).astype(int)
        values, counts = np.unique(keys, axis=0, return_counts=True)
        main = values[counts.argmax()] / 4
        main /= max(float(np.linalg.norm(main)), 1e-6)
        own = np.zeros(len(pixels), bool)
        own[drawn] = ways @ main >= SAME_WAY
        if own.sum() >= OWN_PAINT_MIN:
            pixels = pixels[own]
    far = distance(pixels, behind)
    return np.median(pixels[far >= 0.8 * far.max()], axis=0)


def _rim_band(shape: tuple[int, ...], width: int = 2) -> np.ndarray:
    """The pixels of a box's crop along its four sides: where a ring drawn round the box runs (not a row's tint
    joined to it inside)."""
    band = np.zeros(shape[:2], bool)
    band[:width], band[-width:], band[:, :width], band[:, -width:] = True, True, True, True
    return band


SAME_WAY = 0.95  # cosine: pixels this close in direction from what is behind are of one paint, at any strength
OWN_PAINT_MIN = 8  # pixels: a line's own paint is read among at least this many


SHADOW_RIM = 8  # px: a soft shadow's rim left inside a box read a little large is at most this thick


def along_edge(line: Region, region: Region) -> bool:
    """Whether a divider found inside `region` is the hairline drawn along one of its sides, or a thin picture
    across a shadowed box's top or bottom, on its side, is the rim of its shadow (a box read a pixel or two large
    round a resampled shadow)."""
    if line.kind == "picture" and region.shadow is not None:
        across = line.width >= region.width - 4 and line.height <= SHADOW_RIM
        return across and (line.y - region.y <= 1 or region.y + region.height - line.y - line.height <= 1)
    if line.kind != "divider":
        return False
    at = {
        "top": line.y == region.y and line.height <= 2,
        "bottom": line.y + line.height == region.y + region.height and line.height <= 2,
        "left": line.x == region.x and line.width <= 2,
        "right": line.x + line.width == region.x + region.width and line.width <= 2,
    }
    return any(at[side] for side in region.edges)


def with_holes_filled(mask: np.ndarray, closed: tuple[bool, ...] = (False, False, False, False)) -> np.ndarray:
    """The mask and every hole inside it (what cannot be reached from its edges without crossing it). The `closed`
    sides (top, right, bottom, left) are no way out: the screen's edge cuts the shape there, and a box it frames
    on its other sides runs on past that edge inside it."""
    count, labels = cv2.connectedComponents((~mask).astype(np.uint8), connectivity=4)
    sides = (labels[0], labels[:, -1], labels[-1], labels[:, 0])
    open_sides = [side for side, shut in zip(sides, closed) if not shut]
    outside = np.unique(np.concatenate(open_sides)) if open_sides else np.zeros(1, int)
    return mask | ~np.isin(labels, outside[outside > 0])


SIDES = ("top", "right", "bottom", "left")


THICKEST_LINE = 8  # px: a border at most this thick; a thicker band along a side is paint of its own


def line_widths(
    crop: np.ndarray, lines: dict[str, np.ndarray], inside: np.ndarray, behind: np.ndarray
) -> dict[str, int]:
    """How many pixels thick the line along each of `lines`' sides is, read over the middle half of the side from
    its edge in, as far as the pixels stand nearer the line's colour than what it holds (`inside`) and what lies
    behind; only sides thicker than one pixel are given."""
    height, width = crop.shape[:2]
    most = min(THICKEST_LINE, height // 4, width // 4)
    if most < 2:
        return {}
    strips = {
        "top": crop[:most, width // 4 : 3 * width // 4],
        "bottom": crop[::-1][:most, width // 4 : 3 * width // 4],
        "left": crop[height // 4 : 3 * height // 4, :most].transpose(1, 0, 2),
        "right": crop[height // 4 : 3 * height // 4, ::-1][:, :most].transpose(1, 0, 2),
    }
    out = {}
    for side, colour in lines.items():
        strip = strips[side]
        if not strip.size:
            continue
        own = distance(strip, colour)
        near = (own < distance(strip, inside)) & (own < distance(strip, behind))
        rim = min(int(np.median(np.argmax(near, axis=0))), 2)  # a smoothed rim outside it (a resampled picture)
        near = near[rim:]
        leading = np.where(near.all(axis=0), most - rim, np.argmin(near, axis=0))
        thick = int(np.median(leading))
        if 1 < thick < most:  # (as thick as the strip: a band of paint, not a line)
            out[side] = thick
    return out


def _radius_unlined(
    crop: np.ndarray, edges: dict[str, np.ndarray], fill: np.ndarray, behind: np.ndarray, cut: tuple[bool, ...]
) -> float:
    """The corner radius of a surface lined along its top or its bottom only (a raised button's darker foot), read
    off its other two corners, mirrored; square where lines run along other sides (a bar's hairlines), or where
    the screen's edge cuts the side whose corners would be read (`cut`: top, right, bottom, left)."""
    half = crop.shape[0] // 2
    if set(edges) == {"top"} and cut[2] or set(edges) == {"bottom"} and cut[0]:
        return 0.0
    if distance(np.asarray(fill)[None, :], behind)[0] < 2 * DIFFERENT:
        return 0.0  # a paint hardly apart from what is behind shows no corners to read (a card's pale header)
    if set(edges) == {"bottom"}:
        return corner_radius(np.concatenate([crop[:half], crop[:half][::-1]]), fill, behind)
    if set(edges) == {"top"}:
        return corner_radius(np.concatenate([crop[-half:][::-1], crop[-half:]]), fill, behind)
    return 0.0


def _lines_painted_over(
    crop: np.ndarray, region: Region, colour: np.ndarray | None, paint: np.ndarray, inset: int = 0
) -> None:
    """The region's thick lines, `inset` px of which are already cut from `crop`, painted over with `paint` in
    place, and where they curve round its rounded corners: they are its border, not things lying on it."""
    corner = int(np.ceil(region.radius)) + 1
    for side, thick in region.line_widths.items():
        band = thick - inset + 2  # and the rows it is smoothed into either side (read off a larger picture)
        if band <= 0:
            continue
        if side == "top":
            crop[:band] = paint
        elif side == "bottom":
            crop[-band:] = paint
        elif side == "left":
            crop[:, :band] = paint
        else:
            crop[:, -band:] = paint
        if colour is None or not corner:
            continue
        reach = corner + band  # the corners, as far in as the line's curve
        rows = slice(0, reach) if side == "top" else slice(-reach, None) if side == "bottom" else slice(None)
        cols = slice(0, reach) if side == "left" else slice(-reach, None) if side == "right" else slice(None)
        ends = (
            [crop[rows, :reach], crop[rows, -reach:]]
            if side in ("top", "bottom")
            else [crop[:reach, cols], crop[-reach:, cols]]
        )
        apart = int(distance(np.asarray(colour)[None, :], paint)[0])
        for end in ends:  # the line's colour, or a blend of it with the paint
            end[distance(end, colour) + distance(end, paint) <= apart + DIFFERENT] = paint


def _smoothing(line: np.ndarray, colour: np.ndarray, behind: np.ndarray, paint: np.ndarray) -> bool:
    """Whether a row or column is mostly what is behind, `colour`, or a blend of the two, and not the box's own
    `paint`."""
    apart = int(distance(np.asarray(colour)[None, :], behind)[0])
    blend = distance(line, colour) + distance(line, behind) <= apart + DIFFERENT
    return bool(blend.mean() >= 0.8) and not _mostly(line, paint)


RIM_ROWS = 3  # rows of a region's box, at most, that are only its faint smoothed rim


def _middle(line: np.ndarray) -> np.ndarray:
    """The middle of a side: rounded corners take its ends, a larger share of a short side."""
    return line[int(0.15 * len(line)) : max(int(0.85 * len(line)), 1)]


def _mostly(line: np.ndarray, colour: np.ndarray) -> bool:
    return bool((distance(line, colour) < DIFFERENT).mean() >= 0.8)


def _side(crop: np.ndarray, side: str, depth: int = 0) -> np.ndarray:
    """The row or column `depth` px in from that side."""
    return {"top": crop[depth], "right": crop[:, -1 - depth], "bottom": crop[-1 - depth], "left": crop[:, depth]}[side]


def edge_lines(crop: np.ndarray, paint: np.ndarray, behind: np.ndarray) -> dict[str, np.ndarray]:
    """Hairlines drawn along a surface's sides (a bar's bottom border): an outermost row or column of
    one colour darker or lighter than both the paint and what is behind (so no blend of the two)."""
    if min(crop.shape[:2]) < 6:
        return {}
    low, high = sorted((float(paint.mean()), float(behind.mean())))
    lines = {}
    for side in SIDES:
        # the outermost row that is not what lies behind (the region's faint rim), or one of the two inside it where
        # it is the line's smoothed edge (read off a larger picture)
        start = next((d for d in range(RIM_ROWS) if not _mostly(_middle(_side(crop, side, d)), behind)), RIM_ROWS)
        for depth in (start, start + 1, start + 2):
            line = _middle(_side(crop, side, depth))
            colour = np.median(line, axis=0)
            outside = colour.mean() < low - 6 or colour.mean() > high + 6
            # (a line found inside the box's edge stands well apart from what is behind, and what lies outside it
            # is its smoothing into what is behind: a soft shadow's faint rim, darker than the page and the card
            # alike, runs in from the edge too, and a line with the box's own paint outside it lies on the box)
            inside = depth == 0 or (
                distance(colour[None, :], behind)[0] >= 2 * DIFFERENT
                and all(_smoothing(_middle(_side(crop, side, d)), colour, behind, paint) for d in range(depth))
            )
            if outside and inside and (distance(line, colour) < DIFFERENT).mean() >= 0.8:
                lines[side] = colour
                break
    return lines


def halo(
    crop: np.ndarray, paint: np.ndarray, behind: np.ndarray, most: int = 2, keep: tuple[str, ...] = ()
) -> tuple[int, int, int, int]:
    """Rows and columns at a region's edges that its paint covers less than half of (the blur or ringing
    of a resampled edge): how many to trim at the top, right, bottom and left (none on the sides `keep`)."""
    painted = coverage(crop, paint, behind) >= 0.5
    if painted.shape[0] <= 2 * most or painted.shape[1] <= 2 * most:
        return 0, 0, 0, 0
    rows, cols = painted.mean(axis=1), painted.mean(axis=0)

    def count(values, side: str) -> int:
        trimmed = 0
        while side not in keep and trimmed < most and values[trimmed] < 0.3:
            trimmed += 1
        return trimmed

    return count(rows, "top"), count(cols[::-1], "right"), count(rows[::-1], "bottom"), count(cols, "left")


def _edges_cut(x: int, y: int, w: int, h: int, shape: tuple[int, ...]) -> tuple[bool, bool, bool, bool]:
    """Which sides of a box lie on the picture's edges, in the order of `SIDES`."""
    return y <= 0, x + w >= shape[1], y + h >= shape[0], x <= 0


def _bands(fractions: np.ndarray) -> list[tuple[int, int]]:
    """Consecutive indexes where a line crosses most of the region."""
    bands, start = [], None
    for index, value in enumerate(list(fractions) + [0.0]):
        if value > 0.6 and start is None:
            start = index
        elif value <= 0.6 and start is not None:
            if index - start <= 3:
                bands.append((start, index - start))
            start = None
    return bands


OVER_LINE = 3 * DIFFERENT  # per-channel difference: paint this much further from the page than a line is over it


BAND_DEPTH = 2  # px: a band's pixels lie at least this far inside it, where a stroke's lie on its edge
BAND_SHARE = 0.8  # share of a band's pixels that lie that deep
BAND_PAINT = 0.7  # share of a band's pixels of its one paint (the rest: the rims and shadows of what it holds)


def _band_round_holes(crop: np.ndarray, member: np.ndarray) -> bool:
    """Whether a shape with holes is a band of one paint, thicker than any stroke."""
    inside = cv2.distanceTransform(member.astype(np.uint8), cv2.DIST_L2, 3)[member]
    if not len(inside) or (inside >= BAND_DEPTH).mean() < BAND_SHARE:
        return False
    return bool((distance(crop[member], dominant(crop[member])) < DIFFERENT).mean() >= BAND_PAINT)


def _drawn_by(lines: list[Region], x: int, y: int, crop: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """The pixels of a region's box (`crop`, at `x`, `y`) that its lines cover, but where a stronger paint lies over
    a line (a button drawn over a list's hairline, whose paint stays whole)."""
    covered = np.zeros(crop.shape[:2], bool)
    for line in lines:
        rows, cols = slice(line.y - y, line.y - y + line.height), slice(line.x - x, line.x - x + line.width)
        paint = line.fill if line.fill is not None else dominant(crop[rows, cols].reshape(-1, 3))
        strength = int(distance(np.asarray(paint, dtype=float)[None, :], behind)[0])
        covered[rows, cols] = distance(crop[rows, cols], behind) < strength + OVER_LINE
    return covered


def lattice_lines(member: np.ndarray, crop: np.ndarray, x: int, y: int) -> list[Region]:
    """The horizontal and vertical hairlines of a grid-shaped region."""
    lines = []
    for top, thickness in _bands(member.mean(axis=1)):
        row = member[top : top + thickness]
        cols = np.flatnonzero(row.any(axis=0))
        lines.append(
            Region(
                x + int(cols[0]),
                y + top,
                int(cols[-1] - cols[0] + 1),
                thickness,
                "divider",
                fill=dominant(crop[top : top + thickness][row]),
            )
        )
    for left, thickness in _bands(member.mean(axis=0)):
        column = member[:, left : left + thickness]
        rows = np.flatnonzero(column.any(axis=1))
        lines.append(
            Region(
                x + left,
                y + int(rows[0]),
                thickness,
                int(rows[-1] - rows[0] + 1),
                "divider",
                fill=dominant(crop[:, left : left + thickness][column]),
            )
        )
    return lines


def closed_all_round(member: np.ndarray) -> bool:
    """Whether a thin shape closes round what it holds (an outline, square or rounded), rather than two rules joined
    by an upright one, which hold nothing in; gaps of a pixel (a faint rounded corner) are closed over."""
    joined = cv2.dilate(member.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    return bool(with_holes_filled(joined).mean() >= 0.75)


MARK_SIZE = 32  # px: a painted thing this small, holding no text, may be a drawn mark (an icon), not a box
BOX_SHAPED = 0.92  # share of its box's pixels that agree with a rounded box of its radius, for a mark to be a box


def drawn_mark(crop: np.ndarray, behind: np.ndarray, radius: float, written: np.ndarray) -> bool:
    """Whether a small region of one paint, holding no text, is a drawn mark (a heart, a pin) rather than a box:
    its shape over `behind` is not that of a box rounded at its radius. A dot, a swatch, a badge's patch or an
    icon's tile (whatever glyph is drawn in it) is box-shaped (its smoothed rim counts as its shape)."""
    height, width = crop.shape[:2]
    if max(height, width) > MARK_SIZE or written.any():
        return False
    outline = with_holes_filled(distance(crop, behind) >= DIFFERENT)  # its shape, whatever is drawn inside it
    # (a radius is hard to read off a few pixels: a dot is as round as it can be)
    rounded = (rounded_box(height, width, r) for r in (radius, min(height, width) / 2))
    return all((outline == box).mean() < BOX_SHAPED for box in rounded)


GLYPH_INK = 4  # px: a glyph inside a small tile covers at least this much of it


def _glyph_inside(within: np.ndarray, fill: np.ndarray, written: np.ndarray) -> bool:
    """Whether a small tile of one paint, holding no text, has a glyph drawn inside it, clear of its rim."""
    height, width = within.shape[:2]
    if max(height, width) > MARK_SIZE or min(height, width) <= 6 or written.any():
        return False
    inside = distance(within[2:-2, 2:-2], fill) >= DIFFERENT
    return int(inside.sum()) >= GLYPH_INK


def rounded_box(height: int, width: int, radius: float) -> np.ndarray:
    """The pixels of a `height` by `width` box with corners rounded at `radius` (centres inside it)."""
    rows, cols = np.mgrid[0:height, 0:width] + 0.5
    r = min(radius, height / 2, width / 2)
    dy = np.maximum(np.maximum(r - rows, rows - (height - r)), 0)
    dx = np.maximum(np.maximum(r - cols, cols - (width - r)), 0)
    return (dx**2 + dy**2) <= r**2 + 0.5


def _rim(shape: tuple[int, ...], radius: float) -> np.ndarray:
    """A box's outermost two pixels all round, and its corners as far in as a ring of `radius` rounds them."""
    rim = np.ones(shape[:2], bool)
    rim[2:-2, 2:-2] = False
    corner = int(np.ceil(radius)) + 2
    for rows in (slice(None, corner), slice(-corner, None)):
        for cols in (slice(None, corner), slice(-corner, None)):
            rim[rows, cols] = True
    return rim


def _ring_drawn(member: np.ndarray) -> bool:
    """Whether a shape's outermost two pixels all round are mostly drawn: a ring round its box."""
    ring = member.copy()
    ring[2:-2, 2:-2] = False
    height, width = member.shape
    return bool(ring.sum() > 0.6 * (2 * (width + height)))


SIDE_DRAWN = 0.25  # share of a side's length a ring covers at least to be drawn along it


def _open_at_edge(member: np.ndarray, cut: tuple[bool, ...]) -> bool:
    """Whether a ring is hardly drawn along a side the screen's edge cuts (`cut`: top, right, bottom, left): a band
    of paint round something that runs on past the edge (a grey page's end round a white sheet), not an outline."""
    sides = (member[:2], member[:, -2:].T, member[-2:], member[:, :2].T)
    return any(shut and float(side.any(axis=0).mean()) < SIDE_DRAWN for side, shut in zip(sides, cut))


STROKE = 1.5  # px: no pixel of a stroke lies further than this from its edge (a border three pixels wide at most)


def _stroke(member: np.ndarray) -> bool:
    """Whether a shape is a stroke: no thicker than a border anywhere."""
    inside = cv2.distanceTransform(np.pad(member, 1).astype(np.uint8), cv2.DIST_L2, 3)
    return float(inside.max()) <= STROKE + 0.5


def _sides_drawn(lines: list[Region], box: Region, near: int = 3) -> int:
    """How many sides of `box` a line runs along."""
    sides = set()
    for line in lines:
        if line.width > line.height:
            sides |= {side for side, at in (("top", box.y), ("bottom", box.y + box.height)) if abs(line.y - at) <= near}
        else:
            sides |= {side for side, at in (("left", box.x), ("right", box.x + box.width)) if abs(line.x - at) <= near}
    return len(sides)


EDGE_ROWS = 2  # px: how far in a hairline along a side may reach (a resampled one spreads over two rows)


def edges_painted_over(
    crop: np.ndarray, edges: dict[str, np.ndarray], fill: np.ndarray, behind: np.ndarray | None = None
) -> np.ndarray:
    """The crop with the hairlines along its sides painted over with its fill, where they are of their own
    colour: what touches a side from inside (a selected tab's bar on a tab bar's bottom border) stays, apart
    from the line. A line a row or two in from the box's edge, smoothed into what is `behind` outside it (read off
    a larger picture), is painted over with that smoothing."""
    out = crop.copy()
    for side, colour in edges.items():
        for step in range(min(EDGE_ROWS, min(crop.shape[:2]) // 4)):
            index = {"top": (step, slice(None)), "bottom": (-1 - step, slice(None))}.get(
                side, (slice(None), step if side == "left" else -1 - step)
            )
            line = out[index]
            # the line's colour, or a blend of it with the fill (a resampled line smoothed over two rows), or with
            # what is behind it
            for other in (fill,) if behind is None else (fill, behind):
                low, high = np.minimum(colour, other) - DIFFERENT, np.maximum(colour, other) + DIFFERENT
                line[((line >= low) & (line <= high)).all(axis=-1)] = fill
    return out


def rounded_off(
    crop: np.ndarray,
    radius: float,
    fill: np.ndarray,
    lined: tuple[str, ...] = (),
    rim: int = 1,
    behind: np.ndarray | None = None,
) -> np.ndarray:
    """The crop of a surface with its own outline painted over with its fill: what shows past its rounded corners
    and the blended pixels along its sides, so that neither is read as something lying on the surface. Where
    lines are drawn along some sides (`lined`), the other sides' rim is painted over only where it blends the
    fill into what is `behind` (a soft shadow's darker rim stays, to be read with the box's own rim)."""
    out = crop.copy()
    if min(crop.shape[:2]) > 2 * rim:
        apart = int(distance(np.asarray(fill)[None, :], behind)[0]) if behind is not None else 0
        for side, band in zip(SIDES, (out[:rim, :], out[:, -rim:], out[-rim:, :], out[:, :rim])):
            if not lined:
                band[...] = fill
            elif side not in lined and behind is not None:
                band[distance(band, fill) + distance(band, behind) <= apart + DIFFERENT] = fill
    r = int(np.ceil(radius))
    if r < 2 or min(crop.shape[:2]) < 2 * r:
        return out
    offsets = np.arange(r) + 0.5
    outside = np.hypot(*np.meshgrid(r - offsets, r - offsets, indexing="ij")) > radius - 1.0
    for rows, cols in (
        (slice(0, r), slice(0, r)),
        (slice(0, r), slice(-r, None)),
        (slice(-r, None), slice(0, r)),
        (slice(-r, None), slice(-r, None)),
    ):
        flip_rows = rows.start is not None and rows.start < 0
        flip_cols = cols.start is not None and cols.start < 0
        corner = outside[:: -1 if flip_rows else 1, :: -1 if flip_cols else 1]
        out[rows, cols][corner] = fill
    return out


APART = 6  # px: a mark with nothing else this near stands alone (not one stroke of an icon)
SHORT_BAR = 12  # px: a bar at least this long (a tab's indicator), not a sign's stroke (a stepper's minus)
LABEL_OVER = 16  # px: a tab's label stands at most this far over its indicator


def _alone(labels: np.ndarray, index: int, box: tuple[int, int, int, int]) -> bool:
    x, y, w, h = box
    near = labels[max(y - APART, 0) : y + h + APART, max(x - APART, 0) : x + w + APART]
    return not ((near > 0) & (near != index)).any()


ACROSS = 0.9  # of a strip's width: a row painted this far across is a rule


def rule_and_bar(crop: np.ndarray, member: np.ndarray, behind: np.ndarray) -> list[Region] | None:
    """A thin strip that is a rule along its top or bottom with a thicker bar on part of it (a selected tab's
    underline on the tabs' bottom border): the rule and the bar, placed in the strip; None for anything else."""
    across = member.mean(axis=1) >= ACROSS
    rows = np.flatnonzero(across)
    if not len(rows) or len(rows) == len(across) or rows[-1] - rows[0] + 1 != len(rows):
        return None
    if rows[0] != 0 and rows[-1] != len(across) - 1:  # the rule runs along a side of the strip
        return None
    rest = member.copy()
    rest[rows] = False
    cols, bar_rows = np.flatnonzero(rest.any(axis=0)), np.flatnonzero(rest.any(axis=1))
    if not len(cols) or cols[-1] - cols[0] + 1 >= ACROSS * member.shape[1]:
        return None
    width = member.shape[1]
    left, right, top, bottom = int(cols[0]), int(cols[-1]) + 1, int(bar_rows[0]), int(bar_rows[-1]) + 1
    bar = Region(left, top, right - left, bottom - top, "surface", fill=strongest(crop[rest], behind))
    rule = Region(
        0, int(rows[0]), width, len(rows), "divider", fill=dominant(crop[rows[0] : rows[-1] + 1].reshape(-1, 3))
    )
    return [rule, bar]


METER_THICK = 16  # px: a meter's track at most this thick (a progress bar, a storage gauge)


CENTRED_OVER = 0.15  # of a part's length: a label this near its middle is centred over it


def _labelled_above(text_mask: np.ndarray, x: int, y: int, length: float) -> bool:
    """Whether a label stands centred over the first `length` px of a strip starting at (x, y), within its ends:
    the selected tab's indicator on the tabs' rule, not a meter's fill (whose label starts at its start and may
    run past its end)."""
    start, end = x - 1, x + int(length) + 2
    written = np.asarray(text_mask[max(y - LABEL_OVER, 0) : y].any(axis=0), dtype=np.uint8)[None, :]
    # a label's words, joined across their spaces
    joined = np.asarray(cv2.morphologyEx(written, cv2.MORPH_CLOSE, np.ones((1, WORD_SPACE), np.uint8)))
    columns = joined[0] > 0
    middle = (start + end) // 2
    if not columns[middle]:
        return False
    blank = np.flatnonzero(~columns)
    left, right = blank[blank < middle], blank[blank > middle]
    first = int(left[-1]) + 1 if len(left) else 0
    last = int(right[0]) - 1 if len(right) else len(columns) - 1
    if first < start or last > end:
        return False
    return abs((first + last) / 2 - (start + end) / 2) <= CENTRED_OVER * length


WORD_SPACE = 6  # px: a blank this narrow inside a label is a word space


def _meter(reading: tuple[float, np.ndarray, np.ndarray], crop: np.ndarray, behind: np.ndarray, box: Region) -> Region:
    """A meter's track, holding its fill as a share of its width."""
    length, fill, track = reading
    radius = meter_radius(crop, track, behind, length)
    share = round(length / box.width, 4)
    part = Region(box.x, box.y, round(length), box.height, "surface", fill=fill, radius=radius, role="progressFill")
    part.share = share
    return replace(box, fill=track, radius=radius, role="progress", children=[part])


BAR_HEIGHT = 40  # px: a region across the screen this tall may be a bar partly of one colour, holding what is on it


RIM = 2  # px: a container's smoothed rim


def _rim_joins(stats: np.ndarray, width: int, height: int) -> bool:
    """Whether a shape as large as the container, yet covering little of it, is its rim joined to what it holds."""
    return any(w >= width - 1 and h >= height - 1 and area < 0.9 * width * height for _, _, w, h, area in stats[1:])


def find_regions(
    image: np.ndarray, behind: np.ndarray, text_mask: np.ndarray, depth: int = 0, origin: tuple[int, int] = (0, 0)
) -> list[Region]:
    """Regions that differ from `behind`, nested up to three levels, text excluded."""
    height, width = image.shape[:2]
    differs = (distance(image, behind) >= DIFFERENT) & ~text_mask
    if depth == 0:  # a coloured glow round a card is no paint of its own
        differs &= ~glow_halos(image, behind, differs)
    differs = arcs_bridged(image, behind, differs) & ~text_mask
    if depth == 0:
        differs = bars_parted(blends_bridged(image, differs), text_mask)
    joined = texts_bridged(image, differs, text_mask)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(joined.astype(np.uint8), connectivity=4)
    if depth > 0 and _rim_joins(stats, width, height):
        # the container's own rim (a shadow's smoothed edge, a pixel or two all round) joins what lies on it, a
        # cover picture touching its sides, into one shape as large as the container: what lies on it is found
        # within the rim
        joined[:RIM], joined[-RIM:], joined[:, :RIM], joined[:, -RIM:] = False, False, False, False
        count, labels, stats, _ = cv2.connectedComponentsWithStats(joined.astype(np.uint8), connectivity=4)
    regions = []
    specks = []
    taken_in: set[int] = set()  # pieces of a region parted by a text's box, joined to an earlier one
    for index in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[index])
        # (a hairline is no speck: one across half the region, or one upright as tall as a divider)
        if w * h < MIN_AREA and not (w >= width * 0.5 and h <= 2 or w <= 2 and h >= 24):
            if depth > 0 and _centred_mark(x, y, w, h, width, height):
                regions.append(Region(origin[0] + x, origin[1] + y, w, h, "picture"))
            else:
                specks.append((x, y, w, h, depth > 0 and _dash((x, y, w, h), area, text_mask)))
            continue
        if w >= width - 1 and h >= height - 1 and depth > 0:
            continue
        if index in taken_in:
            continue
        (x, y, w, h), member, others = painted_under_text(image, behind, text_mask, labels, stats, index)
        taken_in |= others
        crop = image[y : y + h, x : x + w]
        # the sides the screen's edge cuts: no way out of the shape there (only the screen's own edges, at the top)
        ends = _edges_cut(x, y, w, h, image.shape) if depth == 0 else (False, False, False, False)
        covered = member | text_mask[y : y + h, x : x + w]  # text sitting on a region is part of it
        share = covered.mean()
        ox, oy = origin
        if h <= RULE_BLUR and w >= 24 and (parts := rule_and_bar(crop, member, behind)) is not None:
            regions += [replace(part, x=ox + x + part.x, y=oy + y + part.y) for part in parts]
            continue
        if (
            h <= METER_THICK
            and w >= max(24, 8 * h)
            and (reading := meter_in(crop, member, behind)) is not None
            and not _labelled_above(text_mask, x, y, reading[0])
        ):
            regions.append(_meter(reading, crop, behind, Region(ox + x, oy + y, w, h, "surface")))
            continue
        if h <= 2 and w >= 24 or w <= 2 and h >= 24:
            if (one := straddling(crop, behind)) is not None:  # a 1 px rule drawn between two rows
                row, colour = one
                x, y, w, h = (x + row, y, 1, h) if w == 2 else (x, y + row, w, 1)
                regions.append(Region(ox + x, oy + y, w, h, "divider", fill=colour))
                continue
            regions.append(Region(ox + x, oy + y, w, h, "divider", fill=dominant(crop[member])))
            continue
        side, length = min(w, h), max(w, h)
        if 3 <= side <= RULE_BLUR and length >= max(24, 8 * side) and member.mean() >= 0.8:
            # a rule smoothed over the rows beside it (a resampled picture blurs a 2 px timeline to 5): its core
            colour = strongest(crop[member], behind)
            top, right, bottom, left = halo(crop, colour, behind, most=(side - 1) // 2)
            regions.append(
                Region(ox + x + left, oy + y + top, w - left - right, h - top - bottom, "divider", fill=colour)
            )
            continue
        if (
            3 <= side <= RULE_BLUR
            and length >= max(3 * side, SHORT_BAR)
            and member.mean() >= 0.8
            and depth > 0
            and _alone(labels, index, (x, y, w, h))
            and text_mask[max(y - LABEL_OVER, 0) : y, x : x + w].any()  # (a tab's label over it)
        ):
            # a short thick bar (a selected tab's indicator), its ends and sides smoothed: a box of its core colour
            colour = strongest(crop[member], behind)
            top, right, bottom, left = halo(crop, colour, behind, most=1)
            bar = Region(ox + x + left, oy + y + top, w - left - right, h - top - bottom, "surface", fill=colour)
            bar.radius = corner_radius(crop[top : h - bottom, left : w - right], colour, behind)
            regions.append(bar)
            continue
        # (a band of one paint round holes, too thick for a stroke, is no ring: the grey page between white cards a
        # white header leaves, a surface holding them)
        thin = member.mean() < 0.35 and not _band_round_holes(crop, member)
        rows_inside = False  # an outline whose rows' hairlines and header band join it
        if thin and max(w, h) > 40 and min(w, h) > 12:
            lines = lattice_lines(member, crop, ox + x, oy + y)
            inner = [
                r
                for r in lines
                if ox + x + 3 < r.x + r.width / 2 < ox + x + w - 3 and oy + y + 3 < r.y + r.height / 2 < oy + y + h - 3
            ]
            grid = len(lines) >= 3 and inner  # a grid of hairlines, not a box's outline
            # rules, and whatever joins them (an upright rule, a picture at a row's end), each for itself; not a box
            # drawn on three sides at least (a soft shadow's rim, faint where the light falls) nor a closed outline
            # (a pill's rounded ends are no straight sides)
            box = Region(ox + x, oy + y, w, h, "outline")
            # rows' hairlines inside an outline closed all round (a bordered card whose header band and rows'
            # hairlines join its border) are that outline's rows, and upright rules from its top to its bottom
            # its columns (a stepper's "− | 2 +", a segmented control): read below as a ring round what it holds;
            # with rules both ways, it is a grid of cells (a grid of icons), read as its lines
            one_way = all(line.width > line.height for line in inner) or all(
                line.height > line.width and line.height >= h - RULE_SHORT for line in inner
            )
            ringed = one_way and closed_all_round(member) and _ring_drawn(member)
            rows_inside = bool(grid) and ringed
            if grid and not ringed or lines and _sides_drawn(lines, box) < 3 and not closed_all_round(member):
                regions.extend(lines)
                rest = member & ~_drawn_by(lines, ox + x, oy + y, crop, behind)
                if rest.any():
                    regions.extend(
                        find_regions(
                            np.where(rest[..., None], crop, behind).astype(image.dtype),
                            behind,
                            text_mask[y : y + h, x : x + w],
                            depth,
                            (ox + x, oy + y),
                        )
                    )
                continue
        faint = faint_fill(image, behind, text_mask, (x, y, w, h)) if thin and w > 12 and h > 12 else None
        # a soft shadow round a card a shade apart from the page, faint where the light falls (a frame drawn all
        # round stays an outline)
        if faint is not None and depth < 2 and drawn_round(member) and not closed_all_round(member):
            (fx, fy, fw, fh), fill = faint
            crop, written = image[fy : fy + fh, fx : fx + fw], text_mask[fy : fy + fh, fx : fx + fw]
            regions.append(card_of_the_page(crop, behind, written, depth, ox + fx, oy + fy, fill))
            continue
        if thin and w > 12 and h > 12:  # a thin ring around what it holds
            # a ring only because texts fill what it holds (a chat bubble's lines): painted inside as on its rim,
            # it is a filled surface, not an outline
            filled = distance(dominant(crop[3:-3, 3:-3].reshape(-1, 3)), dominant(crop[member])) < DIFFERENT
            # (open where the screen's edge cuts it, a band of paint round what runs on past the edge; but a stroke
            # is a box's border, the box cut off by the edge: the last card of a page scrolled part way)
            if _ring_drawn(member) and not filled and (not _open_at_edge(member, ends) or _stroke(member)):
                along = member & _rim_band(member.shape)
                stroke = strongest(crop[along if along.sum() >= OWN_PAINT_MIN else member], behind)
                circle = ring_is_circle(crop, stroke, behind)
                top, right, bottom, left = halo(crop, stroke, behind, most=1)
                x, y, w, h = x + left, y + top, w - left - right, h - top - bottom
                crop, member = crop[top : top + h, left : left + w], member[top : top + h, left : left + w]
                region = Region(ox + x, oy + y, w, h, "outline", stroke=stroke)
                region.radius = min(w, h) / 2 if circle else corner_radius(crop, stroke, behind, outline=True)
                region.line_widths = line_widths(crop, dict.fromkeys(SIDES, stroke), behind, behind)
                # the outline's own stroke (its rounded corners reach further in than two pixels) is not on it
                # (only the ring's where rows join it: its header band and the rows' hairlines lie on it)
                own = member & _rim(member.shape, region.radius) if rows_inside else member
                stroke_at = cv2.dilate(own.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)[2:-2, 2:-2]
                inside = image[y + 2 : y + h - 2, x + 2 : x + w - 2]
                if inside.size:
                    inside = np.where(stroke_at[..., None], behind, inside).astype(image.dtype)
                    _lines_painted_over(inside, region, stroke, behind, inset=2)
                if depth < 2 and inside.size:
                    region.children = find_regions(
                        inside,
                        behind,
                        text_mask[y + 2 : y + h - 2, x + 2 : x + w - 2],
                        depth + 1,
                        (ox + x + 2, oy + y + 2),
                    )
                regions.append(region)
                continue
        fill = dominant(crop[member])
        uniform = (distance(crop, fill) < DIFFERENT)[member].mean()
        large = w >= 100 and h >= 60  # a big region mostly of one colour is a surface holding things
        if large:  # what it holds may be painted like the page behind it: holes in it, but inside it
            share = max(share, float(with_holes_filled(covered, ends).mean()))
        # a card whose picture takes most of it (a product's photo over its name and price) is still a card: its
        # texts are written on its own colour, where a caption over a photo stands on the photo
        written_on = texts_written_on(crop, text_mask[y : y + h, x : x + w]) if large and uniform < 0.4 else None
        holds_texts = False
        if written_on is not None and (distance(crop, written_on) < DIFFERENT)[member].mean() >= HELD_BY:
            holds_texts, fill = True, written_on
        # too deep to look for what lies on it, a region that is not nearly all one colour is kept as drawn
        flat_enough = depth < 2 or uniform >= ALL_OF_IT
        # a big region only partly of one colour is a surface of that colour where it reaches out to the region's
        # sides (a card's white round its photo), not where it lies inside another paint (a banner on a header)
        # (a bar across the screen as short as a tab bar, holding a button as big as half of it, too)
        holds = large or w >= width - 2 and h >= BAR_HEIGHT
        mostly = holds and uniform >= 0.4 and (uniform >= 0.7 or reaches_sides(crop, member, fill) >= 3)
        # a raised shape (a floating button) whose deep soft shadow takes much of its blot, or joins it to a
        # neighbour: the shape alone is all one colour, and its shadow is trimmed below
        apart = shape_apart(crop, member, behind) if uniform < 0.7 and not holds and not holds_texts else None
        raised = apart if apart is not None and not (member & ~apart.own).any() else None
        if raised is not None:
            uniform, apart = 1.0, None
        if (uniform >= 0.7 or mostly or holds_texts) and share >= 0.6 and flat_enough:
            small = max(w, h) <= MARK_SIZE  # (its radius is read only then)
            if small and drawn_mark(crop, behind, corner_radius(crop, fill, behind), text_mask[y : y + h, x : x + w]):
                regions.append(Region(ox + x, oy + y, w, h, "picture"))
                continue
            (top, right, bottom, left), shadow = split_shadow(crop, fill, behind, raised.box if raised else None)
            edges = edge_lines(crop, fill, behind) if shadow is None else {}
            edges = _not_ramp_ends(crop, fill, text_mask[y : y + h, x : x + w], edges, depth)
            if set(edges) == {"left", "right"}:  # a box's sides alone are the rim of a soft shadow, not borders
                edges = {}
            if shadow is None:
                # no smoothed rim where the screen's edge cuts the region (a photo's pale border is no blur there)
                cut = [side for side, at in zip(SIDES, ends) if at]
                top, right, bottom, left = halo(crop, fill, behind, keep=(*edges, *cut))
            x, y, w, h = x + left, y + top, w - left - right, h - top - bottom
            ends = (ends[0] and not top, ends[1] and not right, ends[2] and not bottom, ends[3] and not left)
            crop = image[y : y + h, x : x + w]
            gentle = _gentle_ramp(crop, fill, text_mask[y : y + h, x : x + w], edges, depth)
            if gentle is not None:  # read on its ramp flattened: its bands are no surfaces lying on it
                crop, fill = gentle.flat(crop), gentle.middle
            region = Region(ox + x, oy + y, w, h, "surface", fill=fill, shadow=shadow, edges=edges, gradient=gentle)
            region.line_widths = line_widths(crop, edges, fill, behind) if edges else {}
            if len(edges) == len(SIDES):  # outlined all round (a field): the outline's own corners are its radius
                stroke = np.median([edges[side] for side in SIDES], axis=0)
                region.radius = corner_radius(crop, stroke, behind, outline=True)
                # the outline and what shows past its corners are the surface's own, not things lying on it
                # (two pixels of it: a resampled outline blends into the row inside it)
                within = rounded_off(crop, region.radius + 1.5 if region.radius else 0.0, fill, rim=2)
            else:
                ground = _shade_at_corners(crop, fill, behind) if shadow is not None else behind
                region.radius = (
                    corner_radius(crop, fill, ground) if not edges else _radius_unlined(crop, edges, fill, ground, ends)
                )
                within = rounded_off(crop, region.radius, fill, tuple(edges), behind=behind)
                within = edges_painted_over(within, edges, fill, behind)
            # what lies outside the region's own shape (the page between two cards joined by a bar under them) is
            # not something on it
            own = labels[y : y + h, x : x + w] == index
            outside = ~with_holes_filled(own | text_mask[y : y + h, x : x + w], ends)
            # nor is its own smoothed rim where its box is wider than its body (a chat bubble's tail widens it)
            outside |= smoothed_rim(crop, own, fill, behind)
            within = np.where(outside[..., None], fill, within).astype(image.dtype)
            _lines_painted_over(within, region, next(iter(edges.values()), None), fill)
            if depth < 2 and w > 8 and h > 8:
                inner = find_regions(
                    within,
                    fill,
                    text_mask[y : y + h, x : x + w],
                    depth + 1,
                    (ox + x, oy + y),
                )
                region.children = [c for c in inner if not along_edge(c, region)]
            if not region.children and _glyph_inside(within, fill, text_mask[y : y + h, x : x + w]):
                # an icon's tile or disc with a glyph too small to be found on it (an info sign's "i"): drawn
                region = Region(ox + x, oy + y, w, h, "picture")
            regions.append(region)
        elif (
            ramp := linear_ramp(crop, member, text_mask[y : y + h, x : x + w])
            if w >= GRADIENT_SIDE and h >= GRADIENT_SIDE
            else None
        ) is not None and (
            depth < 2 or ramp.explained.sum() >= ALL_OF_IT * member.sum()  # too deep to find what lies on it
        ):
            regions.append(gradient_surface(ramp, crop, behind, text_mask[y : y + h, x : x + w], depth, ox + x, oy + y))
        elif (
            large
            and depth < 2
            and written_on is not None
            and distance(written_on[None, :], behind)[0] < DIFFERENT
            and drawn_round(member)
        ):
            regions.append(card_of_the_page(crop, behind, text_mask[y : y + h, x : x + w], depth, ox + x, oy + y))
        elif (blocks := side_by_side(crop, member, text_mask[y : y + h, x : x + w], behind)) is not None:
            for index, block in enumerate(blocks):
                square = ("left",) * (index > 0) + ("right",) * (index < len(blocks) - 1)
                regions.extend(_block_regions(image, behind, text_mask, block, (x, y), origin, depth, square))
        elif apart is not None:  # the raised shape, and each neighbour its shadow runs into, for itself
            pieces = (apart.own, member & ~apart.own)
            regions.extend(_parted(crop, behind, text_mask[y : y + h, x : x + w], pieces, depth, ox + x, oy + y))
        else:
            regions.append(Region(ox + x, oy + y, w, h, "picture"))
    ox, oy = origin
    regions += [Region(ox + x, oy + y, w, h, "picture") for x, y, w, h in icons_of(specks)]
    # what lies inside a picture's box, cut off from it by a ring of the page's colour (a highlight on a photo), is
    # the picture's own: the picture is kept whole, as it was drawn
    pictures = [r for r in regions if r.kind == "picture"]
    regions = [
        r for r in regions if not any(p is not r and p.contains(r.x, r.y, r.width, r.height, slack=0) for p in pictures)
    ]
    return seen_through(with_rules_as_borders(pieces_taken_in(without_repeats(outlines_taken_in(regions)))))


def _parted(
    crop: np.ndarray, behind: np.ndarray, written: np.ndarray, parts: tuple[np.ndarray, ...], depth: int, x: int, y: int
) -> list[Region]:
    """The regions of each part of a blot, found alone on the page (a margin of it round each, so that no side of
    the part is taken for the screen's edge)."""
    found: list[Region] = []
    for part in parts:
        alone = np.where(part[..., None], crop, behind).astype(crop.dtype)
        padded = cv2.copyMakeBorder(alone, 2, 2, 2, 2, cv2.BORDER_CONSTANT, value=[int(v) for v in behind])
        mask = np.pad(written, 2)
        found += find_regions(padded, behind, mask, depth, (x - 2, y - 2))
    return found


def _block_regions(
    image: np.ndarray,
    behind: np.ndarray,
    text_mask: np.ndarray,
    block: np.ndarray,
    at: tuple[int, int],
    origin: tuple[int, int],
    depth: int,
    joined: tuple[str, ...],
) -> list[Region]:
    """What one of flat blocks side by side is, read on its own with a pixel of the backdrop round it (no screen
    edge cuts it), the block square on its `joined` sides."""
    x, y = at
    h, w = block.shape
    crop = image[y : y + h, x : x + w]
    piece = np.pad(np.where(block[..., None], crop, behind), ((1, 1), (1, 1), (0, 0)), mode="edge")
    piece[[0, -1]], piece[:, [0, -1]] = behind, behind
    written = np.pad(text_mask[y : y + h, x : x + w], 1)
    found = find_regions(piece.astype(image.dtype), behind, written, depth, (origin[0] + x - 1, origin[1] + y - 1))
    for region in found:
        if region.kind == "surface" and region.fill is not None and region.height >= 0.8 * h:  # the block itself
            rx, ry = region.x - origin[0], region.y - origin[1]
            own = image[ry : ry + region.height, rx : rx + region.width]
            region.joined = joined
            region.radius = corner_radius(own, region.fill, behind, square=joined)
    return found


def outlines_taken_in(regions: list[Region]) -> list[Region]:
    """An outline round a surface of nearly its box is that surface's border (a light border round a white card on a
    near-white page, parted from the card by the blend between the two, which passes through the page's colour)."""
    taken: list[Region] = []
    for outline in regions:
        if outline.kind != "outline" or outline.children or outline.stroke is None:
            continue
        for surface in regions:
            if surface.kind != "surface" or surface.edges or surface.gradient is not None:
                continue
            if shared(outline, surface) < BORDERED * min(outline.area, surface.area):
                continue
            right = max(surface.x + surface.width, outline.x + outline.width)
            bottom = max(surface.y + surface.height, outline.y + outline.height)
            surface.x, surface.y = min(surface.x, outline.x), min(surface.y, outline.y)
            surface.width, surface.height = right - surface.x, bottom - surface.y
            surface.edges = dict.fromkeys(SIDES, outline.stroke)
            taken.append(outline)
            break
    return [r for r in regions if all(r is not t for t in taken)]


BORDERED = 0.85  # share of the smaller box an outline and a surface share for the outline to be the surface's border


def shared(a: Region, b: Region) -> int:
    """The area two boxes share (0 where they are apart or only touch)."""
    across = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    down = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    return max(across, 0) * max(down, 0)


def pieces_taken_in(regions: list[Region]) -> list[Region]:
    """A piece of picture inside a surface's box but cut off from it (a photo's corner as light as the page, at the
    top of a card) lies on that surface: it joins what the surface holds."""
    out = []
    for region in regions:
        holder = next(
            (
                s
                for s in regions
                if s is not region
                and s.kind == "surface"
                and s.contains(region.x, region.y, region.width, region.height)
            ),
            None,
        )
        if region.kind == "picture" and holder is not None:
            holder.children.append(region)
        else:
            out.append(region)
    return out


TEXT_RING = 2  # px round a text's letters where what it is written on shows
WRITTEN_ON = 0.5  # share of that ring that must be one colour for the texts to be written on it


HELD_BY = 0.1  # share of a region that colour must cover to be the region's own (a card's white under its photo)


RIM = 2  # px: how far in from a shape's edge smoothing blends its paint with what is behind it


def smoothed_rim(crop: np.ndarray, own: np.ndarray, fill: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """The pixels along the edge of a region's own shape that are a blend of its fill and what is behind it."""
    inner = cv2.erode(own.astype(np.uint8), np.ones((2 * RIM + 1, 2 * RIM + 1), np.uint8)).astype(bool)
    edge = own & ~inner
    share = coverage(crop, fill, behind)[..., None]
    mixed = share * fill.astype(float) + (1 - share) * behind.astype(float)
    return edge & (np.abs(crop.astype(float) - mixed).max(axis=-1) < DIFFERENT)


SIDE_REACH = 12  # px in from a region's side its own colour shows at, past a soft shadow's blur


def reaches_sides(crop: np.ndarray, member: np.ndarray, colour: np.ndarray) -> int:
    """On how many sides of a region's box `colour` shows within a shadow's reach of the side."""
    own = (distance(crop, colour) < DIFFERENT) & member
    return sum(
        bool(band.any()) for band in (own[:SIDE_REACH], own[-SIDE_REACH:], own[:, :SIDE_REACH], own[:, -SIDE_REACH:])
    )


def texts_written_on(crop: np.ndarray, text_mask: np.ndarray) -> np.ndarray | None:
    """The one colour the texts in a region are written on (most of the ring round their letters), or None."""
    if not text_mask.any():
        return None
    # a band a little way out from the texts' boxes (a resampled picture blurs letters a pixel past them)
    near = cv2.dilate(text_mask.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    kernel = np.ones((2 * TEXT_RING + 3, 2 * TEXT_RING + 3), np.uint8)
    ring = cv2.dilate(text_mask.astype(np.uint8), kernel).astype(bool) & ~near
    if ring.sum() < 40:
        return None
    colour = dominant(crop[ring])
    return colour if float((distance(crop[ring], colour) < DIFFERENT).mean()) >= WRITTEN_ON else None


ROUND = 0.8  # share of each side of a box its rim must draw for the box to be drawn all round
SHADE = 40  # per-channel difference from the page within which a rim is a soft shadow, not a painted frame


def drawn_round(member: np.ndarray, band: int = 3) -> bool:
    """Whether a region's pixels draw its box round (a card's shadow or border on three sides at least: light falls
    from above, and a shadow's top may be too faint to see)."""
    sides = (member[:band].any(axis=0), member[-band:].any(axis=0), member[:, :band].any(axis=1))
    return sum(side.mean() >= ROUND for side in (*sides, member[:, -band:].any(axis=1))) >= 3


def card_of_the_page(
    crop: np.ndarray,
    behind: np.ndarray,
    text_mask: np.ndarray,
    depth: int,
    x: int,
    y: int,
    fill: np.ndarray | None = None,
) -> Region:
    """A card painted in the page's own colour (or a shade apart from it: `fill`), seen only by the soft shadow round
    it, holding what lies in it (a cover picture, texts written on the page's colour). Its rim is its shadow: what
    lies on it is found without it."""
    height, width = crop.shape[:2]
    paint = behind.copy() if fill is None else fill
    rim = np.zeros((height, width), bool)
    rim[:3], rim[-3:], rim[:, :3], rim[:, -3:] = True, True, True, True
    soft = rim & (distance(crop, behind) < SHADE)
    region = Region(x, y, width, height, "surface", fill=paint)
    if fill is not None:
        region.radius = corner_radius(crop, fill, behind)
    if soft.any():
        region.shadow = SoftShadow(x=0.0, y=1.0, blur=3.0, alpha=0.2)
    within = np.where(soft[..., None], paint, crop).astype(crop.dtype)
    inner = find_regions(within, paint, text_mask, depth + 1, (x, y))
    region.children = [c for c in inner if not (c.width >= width - 2 and c.height >= height - 2)]
    return region


GRADIENT_SIDE = 16  # px: a region at least this wide and tall may be painted with a gradient


GENTLE = 32  # per-channel difference from a surface's colour within which its gentle gradient's pixels lie
ENDS_PAINTED = 0.8  # share of a side's outer rows a gentle ramp paints for that side's darker rows to be its end


def _not_ramp_ends(crop: np.ndarray, fill: np.ndarray, text_mask: np.ndarray, edges: dict, depth: int) -> dict:
    """`edges` but those a gentle gradient paints: the darker end of a tinted card fading to the bottom is the
    ramp's, not a line along its foot."""
    if not edges:
        return edges
    ramp = _gentle_ramp(crop, fill, text_mask, {}, depth)
    if ramp is None:
        return edges
    painted = ramp.explained
    rims = {
        "top": painted[:RIM_ROWS],
        "bottom": painted[-RIM_ROWS:],
        "left": painted[:, :RIM_ROWS],
        "right": painted[:, -RIM_ROWS:],
    }
    return {side: line for side, line in edges.items() if rims[side].mean() < ENDS_PAINTED}


EVEN_RAMP = 3  # per-channel difference from the ramp within which a gentle gradient paints its pixels


def _gentle_ramp(crop: np.ndarray, fill: np.ndarray, text_mask: np.ndarray, edges: dict, depth: int) -> Ramp | None:
    """The gentle gradient a surface read as one colour, `fill`, is painted with, where its colour drifts evenly from
    end to end by more than tells two colours apart (a tinted card going from pale to paler blue): read as flat, its
    paler end would be a surface lying on it. Fitted on its pixels near that colour, texts aside. (A box of two flat
    tones is no such ramp: a line through the step between them misses most of its pixels by more than an even
    drift does.)"""
    if depth >= 2 or edges or min(crop.shape[:2]) < GRADIENT_SIDE:
        return None
    held = ~text_mask & (distance(crop, fill) < GENTLE)
    return linear_ramp(crop, held, text_mask, least=DIFFERENT, fits=EVEN_RAMP)


ALL_OF_IT = 0.97  # share of a gradient region its ramp paints when nothing lies on it


def gradient_surface(
    ramp: Ramp, crop: np.ndarray, behind: np.ndarray, text_mask: np.ndarray, depth: int, x: int, y: int
) -> Region:
    """A surface painted with `ramp`, holding what lies on it (found on the ramp flattened to its middle colour)."""
    flat = ramp.flat(crop)
    # the smoothed rim of a resampled edge is not the ramp's: off
    top, right, bottom, left = halo(flat, ramp.middle, behind, most=1)
    height, width = crop.shape[0] - top - bottom, crop.shape[1] - left - right
    flat, text_mask = flat[top : top + height, left : left + width], text_mask[top : top + height, left : left + width]
    x, y = x + left, y + top
    region = Region(x, y, width, height, "surface", fill=ramp.middle, gradient=ramp)
    region.radius = corner_radius(flat, ramp.middle, behind)
    if depth < 2:
        within = rounded_off(flat, region.radius, ramp.middle)
        inner = find_regions(within, ramp.middle, text_mask, depth + 1, (x, y))
        region.children = [c for c in inner if not along_edge(c, region)]
    return region


RULE_BESIDE = 2  # px: a rule this close along a surface's side (a resampled picture blurs the row between) is its


def with_rules_as_borders(regions: list[Region]) -> list[Region]:
    """A rule running the whole length of a surface's top or bottom side, a pixel or two off it, is that surface's
    border (a bar's hairline, parted from it by the blur of a resampled picture): the surface takes it in."""
    taken: list[Region] = []
    for surface in regions:
        if surface.kind != "surface" or surface.shadow is not None:
            continue
        for rule in regions:
            if rule.kind != "divider" or rule.height > 2 or rule.fill is None or any(rule is t for t in taken):
                continue
            if abs(rule.x - surface.x) > RULE_BESIDE or abs(rule.width - surface.width) > RULE_BESIDE:
                continue
            below = rule.y - (surface.y + surface.height)
            above = surface.y - (rule.y + rule.height)
            if 0 <= below <= RULE_BESIDE and "bottom" not in surface.edges:
                surface.height = rule.y + rule.height - surface.y
                surface.edges = {**surface.edges, "bottom": rule.fill}
            elif 0 <= above <= RULE_BESIDE and "top" not in surface.edges:
                surface.height += surface.y - rule.y
                surface.y = rule.y
                surface.edges = {**surface.edges, "top": rule.fill}
            else:
                continue
            taken.append(rule)
    return [r for r in regions if all(r is not t for t in taken)]


def icons_of(specks: list[tuple[int, int, int, int, bool]], reach: int = 6) -> list[tuple[int, int, int, int]]:
    """Small marks close together drawn as one picture (the strokes of a line icon, the dots of a "more"
    icon): the boxes of groups of specks big enough to be seen, too small apart. A group may be narrow when it is
    several marks in a line (the three dots of a "more" icon stand in a column a dot wide), or one dash on a box (a
    stepper's minus; each speck says whether it is one)."""
    groups: list[list[int]] = []  # x0, y0, x1, y1, how many specks, how many dashes
    for x, y, w, h, dash in sorted(specks, key=lambda b: (b[1], b[0])):
        box = [x, y, x + w, y + h]
        for group in groups:
            if (
                box[0] <= group[2] + reach
                and group[0] <= box[2] + reach
                and box[1] <= group[3] + reach
                and group[1] <= box[3] + reach
            ):
                group[:] = [
                    min(group[0], box[0]),
                    min(group[1], box[1]),
                    max(group[2], box[2]),
                    max(group[3], box[3]),
                    group[4] + 1,
                    group[5] + dash,
                ]
                break
        else:
            groups.append([*box, 1, int(dash)])
    out = []
    for x0, y0, x1, y1, marks, dashes in groups:
        if _seen(x1 - x0, y1 - y0, marks) or marks == dashes == 1:
            # small dots are mostly their smoothed edges: a pixel more round them keeps those in the picture
            grow = 1 if min(x1 - x0, y1 - y0) < 6 else 0
            out.append((max(0, x0 - grow), max(0, y0 - grow), x1 - x0 + 2 * grow, y1 - y0 + 2 * grow))
    return out


BUTTON_SIZE = 64  # px: a box at most this big may be a button whose one mark is its sign
CENTRED = 2  # px: a mark this close to a button's centre both ways is set there


def _centred_mark(x: int, y: int, w: int, h: int, width: int, height: int) -> bool:
    """Whether a small mark is a button's sign (a stepper's minus): set at the centre of a box of a button's size,
    and a stroke of some length, however thin."""
    return (
        max(width, height) <= BUTTON_SIZE
        and max(w, h) >= 6
        and abs(x + w / 2 - width / 2) <= CENTRED
        and abs(y + h / 2 - height / 2) <= CENTRED
    )


DASH_LENGTH = (8, 32)  # px: a solid stroke across a box this long and at most DASH_WIDTH thick is a sign (a minus)
DASH_WIDTH = 3
SOLID = 0.8  # share of its box a dash fills
DASH_CLEAR = 3  # px: a dash stands this far clear of texts and of its box's sides


def _dash(box: tuple[int, int, int, int], area: int, written: np.ndarray) -> bool:
    """Whether a small mark on a box is a dash (a stepper's minus): a straight stroke across, too thin to be a
    speck's area but too long and solid to be noise, standing clear of the texts (what a text's box leaves of its
    letters) and of the box's sides (its rim)."""
    x, y, w, h = box
    height, width = written.shape
    clear = DASH_CLEAR
    if not (h <= DASH_WIDTH and DASH_LENGTH[0] <= w <= DASH_LENGTH[1] and area >= SOLID * w * h):
        return False
    if x < clear or y < clear or x + w > width - clear or y + h > height - clear:
        return False
    return not written[max(0, y - clear) : y + h + clear, max(0, x - clear) : x + w + clear].any()


DOTS = 3  # marks in a line this many or more are drawn to be seen together, however small each is


def _seen(width: int, height: int, marks: int) -> bool:
    """Whether a group of marks is big enough to be drawn on purpose: a mark of some size, or dots in a line."""
    if marks >= DOTS and min(width, height) >= 2 and max(width, height) >= 8:
        return True
    return width * height >= MIN_AREA and min(width, height) >= 6


def _descendants(region: Region):
    for child in region.children:
        yield child
        yield from _descendants(child)


STRADDLER = 0.6  # of a piece's area: a piece found inside a surface this much under a sibling is the sibling's


def _shared_area(a: Region, b: Region) -> int:
    across = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    down = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    return max(across, 0) * max(down, 0)


def seen_through(regions: list[Region]) -> list[Region]:
    """A thing lying over a surface's edge (an avatar straddling the foot of a profile's cover) is found whole on the
    page, and its part over the surface again inside it: that part is the thing's, not something on the surface."""
    for surface in regions:
        surface.children = [
            child
            for child in surface.children
            if not any(
                other is not surface
                and not surface.contains(other.x, other.y, other.width, other.height)
                and _shared_area(child, other) >= STRADDLER * child.area
                for other in regions
            )
        ]
    return regions


def without_repeats(regions: list[Region]) -> list[Region]:
    """What lies inside a box is read again as that box's children (a box painted like the page, an
    outline, a box cut loose by a smoothed edge, the strokes of a picture it holds): kept there only."""

    def same(a: Region, b: Region) -> bool:
        return max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height)) <= 2

    def within(r: Region, d: Region) -> bool:  # a picture's own strokes, read again on the page behind the box
        return d.kind == "picture" and d.contains(r.x, r.y, r.width, r.height)

    return [
        r
        for r in regions
        if not any(
            o is not r
            and o.contains(r.x, r.y, r.width, r.height)
            and any(same(r, d) or within(r, d) for d in _descendants(o))
            for o in regions
        )
    ]
