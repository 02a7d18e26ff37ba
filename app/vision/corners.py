"""Corners and rings: a painted or outlined box's CSS radius read from how much of each corner's diagonal its paint
leaves uncovered, and whether a ring is a circle."""

from __future__ import annotations

import numpy as np

from app.vision.colors import coverage

LINE_REACH = 6  # px: a box's outline, smoothed, lies within this far of its side
LINE_TRACE = 0.05  # coverage below this, between a box's outline and what it holds, is none
FILLED_INSIDE = 0.6  # coverage inside an outline at which it is a filled box with a rim
OUTLINE_IN = 0.25  # px: an outline filled to the middle of its line reads this much further in along the diagonal


def _line_weight(across: np.ndarray) -> float:
    """How much paint a box's outline lays across its side (`across`: the coverage from the box's edge in): its
    first run of paint, not what is written further in."""
    painted = across > LINE_TRACE
    if not painted.any():
        return 0.0
    start = int(np.argmax(painted))
    gaps = np.flatnonzero(~painted[start:])
    return float(across[start : start + (int(gaps[0]) if len(gaps) else len(across))].sum())


def _as_filled(covered: np.ndarray) -> tuple[np.ndarray, float]:
    """An outline's corner (`covered`: its paint's coverage from the corner in) read as a filled box's: covered as
    far as its line has been drawn from the corner in, the line filled to its middle (half its weight), so that a
    line smoothed over several pixels reads as sharp as a fill's edge; and how far in that reads along the diagonal.
    A box painted inside much as on its line (a filled button with a rim of its own shade) is read as filled."""
    size = covered.shape[0]
    inside = float(np.median(covered[size // 2 :, size // 2 :]))
    if inside >= FILLED_INSIDE:
        return covered / max(float(covered.max()), 0.5), 0.0  # (a smoothed edge never covers a pixel fully)
    line = np.clip(covered - inside, 0.0, None)
    weight = max(_line_weight(line[-1, :LINE_REACH]), _line_weight(line[:LINE_REACH, -1]), 0.5)
    drawn = np.maximum(np.cumsum(line, axis=0), np.cumsum(line, axis=1))
    return np.clip(drawn / weight, 0.0, 1.0), OUTLINE_IN


AGREE = 0.5  # share of the median corner's reading each corner of a pill or a circle reaches


def corner_radius(
    crop: np.ndarray, paint: np.ndarray, behind: np.ndarray, outline: bool = False, square: tuple[str, ...] = ()
) -> float:
    """A CSS radius from how much of the diagonal from each corner the paint leaves uncovered: an arc
    of radius r leaves r (1 - 1/sqrt 2) of it, counted in fractions of pixels so that small radii and
    smoothed corners are measured too. The median of the four corners, but those on the `square` sides (left,
    right: where a block is joined to the next). An outline is measured as if filled: what is inside its line
    counts as covered."""
    size = min(crop.shape[0], crop.shape[1]) // 2
    if size < 2:
        return 0.0
    steps = np.arange(size)
    estimates = []
    for flip_rows, flip_cols in ((False, False), (False, True), (True, False), (True, True)):
        if ("right" if flip_cols else "left") in square:
            continue
        corner = crop[:: -1 if flip_rows else 1, :: -1 if flip_cols else 1][:size, :size]
        covered = coverage(corner, paint, behind)
        covered, inward = _as_filled(covered) if outline else (covered / max(float(covered.max()), 0.5), 0.0)
        covered = covered[steps, steps]
        reached = np.flatnonzero(covered >= 0.9)
        if len(reached) == 0:
            return 0.0
        estimates.append(float((1 - covered[: reached[0]]).sum() + (1 - covered[reached[0]])) - inward)
    if not estimates:  # joined on both sides: a middle block of a row, with no corner of its own
        return 0.0
    gap = float(np.median(estimates))
    radius = gap / (1 - 1 / np.sqrt(2))
    if radius >= 0.85 * size and sum(e < AGREE * gap for e in estimates) >= 2:
        # half its corners square and half reading as half rounds: no pill, but another paint joined to the box
        # along one side (a header and the pinned row under it), whose corners are those of the square ones (one
        # corner off is a badge on an avatar's edge)
        radius = min(estimates) / (1 - 1 / np.sqrt(2))
    if radius >= 0.85 * size:  # a pill or a circle: its ends are half rounds (the arc's smoothing reads a little short)
        return float(size)
    return float(min(round(radius), size)) if radius >= 1.5 else 0.0


CIRCLE = 1.04  # a ring whose paint lies at most this much further out towards its corners than its sides is a circle
WEDGE = np.pi / 12  # the angles either side of a diagonal (and of an axis) whose paint is compared


def ring_is_circle(crop: np.ndarray, stroke: np.ndarray, behind: np.ndarray) -> bool:
    """Whether a ring about as wide as it is tall is a circle (a radio button, an avatar's ring): its paint lies as
    far from its middle towards its corners as towards its sides, where a rounded square's reaches further out at
    its corners. Read on the ring's own weights, so a stroke smoothed over two pixels (a circle set at half a pixel)
    is still a circle."""
    height, width = crop.shape[:2]
    weights = coverage(crop, stroke, behind)
    total = float(weights.sum())
    if abs(height - width) > 2 or total <= 0:
        return False
    ys, xs = np.mgrid[:height, :width]
    middle_y, middle_x = (weights * ys).sum() / total, (weights * xs).sum() / total
    distances = np.hypot(ys - middle_y, xs - middle_x)
    angle = np.mod(np.arctan2(ys - middle_y, xs - middle_x), np.pi / 2)  # 0 on an axis, pi/4 on a diagonal
    diagonal, axis = np.abs(angle - np.pi / 4) <= WEDGE, np.minimum(angle, np.pi / 2 - angle) <= WEDGE
    if weights[diagonal].sum() <= 0 or weights[axis].sum() <= 0:
        return False
    out = float(np.average(distances[diagonal], weights=weights[diagonal]))
    side = float(np.average(distances[axis], weights=weights[axis]))
    return out <= CIRCLE * side
