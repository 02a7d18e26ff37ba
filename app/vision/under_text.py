"""A region's own paint where a text's box hid it: a text's box reaching the sides of a small disc of initials
leaves only the disc's top and bottom caps seen, as two pieces; the piece takes in its paint under the box, and the
other pieces of that paint standing in line with it, and is read whole."""

from __future__ import annotations

import cv2
import numpy as np

from app.vision.colors import DIFFERENT, distance, dominant

UNDER_TEXT = 8  # px: how far a region's paint may run on under a text's box past where it was seen
SMALL_PIECE = 96  # px: a piece at most this large (an avatar, a chip, a button) may be hidden at its sides by text
PAINTED_MOSTLY = 0.5  # of its box: a piece painted this much of it is solid paint (not a ring or a lattice)


def painted_under_text(
    image: np.ndarray, behind: np.ndarray, text_mask: np.ndarray, labels: np.ndarray, stats: np.ndarray, index: int
) -> tuple[tuple[int, int, int, int], np.ndarray, set[int]]:
    """A region's box and its pixels, with its own paint where a text's box hid it (a text's box reaching a small
    round avatar's sides leaves only the disc's top and bottom caps seen, as two pieces): and the other pieces its
    paint joins it to there, the rest of it above or below the text (as wide, give or take what the text hid)."""
    x, y, w, h = (int(v) for v in stats[index][:4])
    member = labels[y : y + h, x : x + w] == index
    touching = text_mask[max(y - 1, 0) : y + h + 1, max(x - 1, 0) : x + w + 1].any()
    # (a ring or a lattice of lines is no paint to follow; a bar or a card is seen whole beside its texts)
    if not touching or member.mean() < PAINTED_MOSTLY or max(w, h) > SMALL_PIECE:
        return (x, y, w, h), member, set()
    pixels = image[y : y + h, x : x + w][member]
    fill = dominant(pixels)
    if (distance(pixels, fill) < DIFFERENT).mean() < PAINTED_MOSTLY:  # (a gradient's or a photo's: not one paint)
        return (x, y, w, h), member, set()
    height, width = image.shape[:2]
    x0, y0 = max(x - UNDER_TEXT, 0), max(y - UNDER_TEXT, 0)
    x1, y1 = min(x + w + UNDER_TEXT, width), min(y + h + UNDER_TEXT, height)

    def paint(window: tuple[slice, slice]) -> np.ndarray:  # (what is behind, showing round the letters, is not)
        pixels = image[window]
        return text_mask[window] & (distance(pixels, fill) < DIFFERENT) & (distance(pixels, behind) >= DIFFERENT)

    window = (slice(y0, y1), slice(x0, x1))
    grown = _reached(labels[window] == index, paint(window))
    near = cv2.dilate(grown.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    joined = {
        int(other)
        for other in np.unique(labels[window][near])
        if other not in (0, index)
        and _in_line(stats[other], (x, y, w, h))
        and _painted_with(image, labels, stats, other, fill)
    }
    if joined:
        for other in joined:
            ox, oy, ow, oh = (int(v) for v in stats[other][:4])
            x0, y0, x1, y1 = min(x0, ox), min(y0, oy), max(x1, ox + ow), max(y1, oy + oh)
        window = (slice(y0, y1), slice(x0, x1))
        pieces = np.isin(labels[window], [index, *joined])
        grown = _reached(pieces, paint(window) | pieces)
    rows, cols = np.flatnonzero(grown.any(axis=1)), np.flatnonzero(grown.any(axis=0))
    top, left, bottom, right = int(rows[0]), int(cols[0]), int(rows[-1]) + 1, int(cols[-1]) + 1
    return (x0 + left, y0 + top, right - left, bottom - top), grown[top:bottom, left:right], joined


def _painted_with(image: np.ndarray, labels: np.ndarray, stats: np.ndarray, index: int, fill: np.ndarray) -> bool:
    """Whether a piece is mostly of the paint `fill` (not a gradient's other end, nor a photo)."""
    x, y, w, h = (int(v) for v in stats[index][:4])
    pixels = image[y : y + h, x : x + w][labels[y : y + h, x : x + w] == index]
    return bool((distance(pixels, fill) < DIFFERENT).mean() >= PAINTED_MOSTLY)


def _reached(seen: np.ndarray, paint: np.ndarray) -> np.ndarray:
    """`seen` and the `paint` joined to it."""
    _, parts = cv2.connectedComponents((seen | paint).astype(np.uint8), connectivity=4)
    return np.isin(parts, np.unique(parts[seen]))


def _in_line(other: np.ndarray, box: tuple[int, int, int, int]) -> bool:
    """Whether another piece stands above or below a box, about as wide (a disc's other cap)."""
    x, _, w, _ = box
    ox, ow = int(other[0]), int(other[2])
    return abs(ox - x) <= UNDER_TEXT and abs(ox + ow - x - w) <= UNDER_TEXT
