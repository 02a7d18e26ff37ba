"""Linear gradients: a painted region whose colour changes evenly from one side or corner to the other (a header
going from red to orange, a pill button from yellow to orange) is a surface painted with a gradient, not a
picture."""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

FITS = 8  # per-channel difference from the fitted ramp within which a pixel is the gradient's own
EXPLAINED = 0.85  # share of a region's own pixels the ramp must explain (a few things may lie on it)
RIM_SPECK = 24  # px: specks of the rim the ramp misses this small are noise
RIM_SHARE = 0.01  # share of the box a stretch of the rim the ramp misses may cover at most
SIDES_HELD = 0.5  # share of each side of the box the ramp must paint: it is what the rest lies on
RAMP = 16  # per-channel change from one end to the other that makes a gradient rather than one flat colour
SAMPLES = 4000  # pixels a fit reads at most
RIM_BAND = 6  # px: the band inside a region's edges its first fit reads


@dataclass
class Ramp:
    """A linear gradient across a box: CSS angle (180 = to bottom) and the colours at its two ends."""

    angle: float
    start: np.ndarray
    end: np.ndarray
    explained: np.ndarray  # the pixels of the box the ramp paints

    @property
    def middle(self) -> np.ndarray:
        return np.round((self.start.astype(float) + self.end.astype(float)) / 2).astype(np.uint8)

    def flat(self, crop: np.ndarray) -> np.ndarray:
        """The crop with the ramp's own pixels painted in its middle colour: what lies on it stands out."""
        return np.where(self.explained[..., None], self.middle, crop).astype(crop.dtype)


def _fit(xs: np.ndarray, ys: np.ndarray, colours: np.ndarray) -> np.ndarray:
    """Least squares of colour = a + b x + c y, per channel: a 3x3 matrix of (a, b, c) rows by channel."""
    design = np.stack([np.ones_like(xs), xs, ys], axis=1)
    solution, *_ = np.linalg.lstsq(design, colours, rcond=None)
    return solution


def _predict(model: np.ndarray, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    return model[0] + np.outer(xs, model[1]) + np.outer(ys, model[2])


def linear_ramp(
    crop: np.ndarray,
    member: np.ndarray,
    text_mask: np.ndarray | None = None,
    least: float = RAMP,
    fits: float = FITS,
) -> Ramp | None:
    """The linear gradient that paints most of `member` (the region's own pixels, text aside) in `crop`, changing
    by `least` at least from end to end, each pixel within `fits` of it, or None where the region is one flat colour
    or a picture. One that a text is written on (`text_mask`: the texts' boxes) is a surface however much lies on it
    (a header's gradient round its search box and banner)."""
    ys, xs = np.nonzero(member)
    if len(xs) < 64:
        return None
    picked = np.linspace(0, len(xs) - 1, min(len(xs), SAMPLES)).astype(int)
    sx, sy = xs[picked].astype(float), ys[picked].astype(float)
    colours = crop[ys[picked], xs[picked]].astype(float)
    # first fitted on the region's rim, where its own paint shows (what lies on it mostly lies inside), then on all
    # it explains
    height, width = member.shape
    rim = np.minimum.reduce([sx, sy, width - 1 - sx, height - 1 - sy])
    band = (rim >= 2) & (rim <= RIM_BAND)
    model = _fit(sx[band], sy[band], colours[band]) if band.sum() >= 64 else _fit(sx, sy, colours)
    for _ in range(3):  # what lies on the gradient (a search box, an icon) is left out, then fitted again
        close = np.abs(_predict(model, sx, sy) - colours).max(axis=1) < fits
        if close.sum() < 32:
            return None
        model = _fit(sx[close], sy[close], colours[close])
    # the direction the colour changes most: the channel with the steepest slope
    steepest = int(np.argmax(np.hypot(model[1], model[2])))
    dx, dy = float(model[1][steepest]), float(model[2][steepest])
    if math.hypot(dx, dy) < 1e-6:
        return None
    angle = math.degrees(math.atan2(dx, -dy)) % 360
    angle = round(angle / 45) * 45 % 360 if _near_multiple(angle) else round(angle)
    if not 90 <= angle < 270:  # written the way people write them: to the right, to the bottom (ends swapped)
        angle = (angle + 180) % 360
    theta = math.radians(angle)
    direction = np.array([math.sin(theta), -math.cos(theta)])
    half = (abs(width * direction[0]) + abs(height * direction[1])) / 2  # CSS: the gradient line's half length
    cx, cy = width / 2, height / 2
    ends = [(cx - half * direction[0], cy - half * direction[1]), (cx + half * direction[0], cy + half * direction[1])]
    start, end = (np.clip(np.round(_predict(model, np.array([x]), np.array([y]))[0]), 0, 255) for x, y in ends)
    if np.abs(start - end).max() < least:
        return None
    gx, gy = np.meshgrid(np.arange(width, dtype=float), np.arange(height, dtype=float))
    painted = _predict(model, gx.ravel(), gy.ravel()).reshape(height, width, 3)
    explained = (np.abs(painted - crop.astype(float)).max(axis=-1) < fits) & member
    if explained.sum() < EXPLAINED * member.sum() and not written_on(explained, text_mask):
        return None
    # the sides a pixel or two in: the outermost rows are blended with what is behind the region
    inset = 2 if min(height, width) > 8 else 0
    sides = (explained[inset], explained[-1 - inset], explained[:, inset], explained[:, -1 - inset])
    held = (member[inset], member[-1 - inset], member[:, inset], member[:, -1 - inset])
    if any(side.sum() < SIDES_HELD * max(own.sum(), 1) for side, own in zip(sides, held)):
        return None  # a picture with an even stretch in it (a sky) is not painted on a gradient
    if not _lies_on(member & ~explained, inset):
        return None  # the ramp misses whole stretches of the region's rim: another shading (a radial glow, a photo)
    return Ramp(angle, start.astype(np.uint8), end.astype(np.uint8), explained)


TEXT_RING = 3  # px round a text's box where what it is written on shows
WRITTEN_ON = 0.8  # share of that ring the ramp must paint for the text to be written on it


def written_on(explained: np.ndarray, text_mask: np.ndarray | None) -> bool:
    """Whether a text is written on the ramp: the ring round one text's box is nearly all the ramp's own paint."""
    if text_mask is None or not text_mask.any():
        return False
    count, labels = cv2.connectedComponents(text_mask.astype(np.uint8), connectivity=8)
    kernel = np.ones((2 * TEXT_RING + 1, 2 * TEXT_RING + 1), np.uint8)
    for index in range(1, count):
        box = (labels == index).astype(np.uint8)
        ring = cv2.dilate(box, kernel).astype(bool) & ~box.astype(bool)
        if ring.sum() >= 24 and explained[ring].mean() >= WRITTEN_ON:
            return True
    return False


def _lies_on(rest: np.ndarray, inset: int) -> bool:
    """Whether what the ramp does not paint lies on it: things inside the region (a search box, a banner, a label),
    not stretches of its rim (beyond the blended outermost rows, and some specks of noise)."""
    # a pixel or two of blended rim (round a pill's ends, along its sides) is no stretch of another shading; nor are
    # the outermost rows, blended with what is behind the region (an opening keeps a band that touches the edge)
    rest = rest.copy()
    if inset:
        rest[:inset], rest[-inset:], rest[:, :inset], rest[:, -inset:] = False, False, False, False
    solid = cv2.morphologyEx(rest.astype(np.uint8), cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(solid, connectivity=8)
    height, width = rest.shape
    for index in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[index])
        if area < RIM_SPECK:
            continue
        if x <= inset or y <= inset or x + w >= width - inset or y + h >= height - inset:
            if area >= RIM_SHARE * rest.size:
                return False
    return True


def _near_multiple(angle: float, step: float = 45, within: float = 6) -> bool:
    return abs(angle - round(angle / step) * step) <= within
