"""Italic type: letters whose upright strokes lean to the right. Along a stroke that leans by `s` (px across per px
up), the ink changes `s` times as fast down the picture as across it, so the steep edges of the letters tell the
lean: about 0 for upright type, about 0.2 (11 degrees) for an italic. Read off the ink alone, it holds for any
face (a serif's italic, a sans's oblique); round letters lean both ways and cancel out."""

from __future__ import annotations

import cv2
import numpy as np

STEEP = 2.0  # an edge this many times steeper across than down is an upright stroke's side (or a leaning one's)
STRONG = 0.25  # of the line's strongest edge: weaker edges are the smoothing round the letters
LEANS = 0.1  # a lean at least this far to the right is an italic's, not the letters' own diagonals
FEWEST_LETTERS = 4  # a word this long at least: the diagonals of one or two letters (a "V", a "/") tell nothing
FEWEST_EDGES = 12  # steep edge pixels at least, to tell a lean


def lean(ink: np.ndarray) -> float | None:
    """How far the strokes of a line of letters lean to the right (px across per px up), weighed by how strong
    their edges are; None where too few upright strokes show. `ink`: how far each pixel stands from what is
    behind."""
    if min(ink.shape) < 4 or not ink.any():
        return None
    ink = ink.astype(np.float32)
    across = cv2.Sobel(ink, cv2.CV_32F, 1, 0, ksize=3)
    down = cv2.Sobel(ink, cv2.CV_32F, 0, 1, ksize=3)
    strength = np.hypot(across, down)
    steep = (np.abs(across) >= STEEP * np.abs(down)) & (strength >= STRONG * strength.max())
    if steep.sum() < FEWEST_EDGES:
        return None
    slopes = down[steep] / across[steep]
    weights = strength[steep]
    order = np.argsort(slopes)
    cumulative = np.cumsum(weights[order])
    return float(slopes[order][np.searchsorted(cumulative, cumulative[-1] / 2)])  # the weighted median


def italic(ink: np.ndarray, text: str) -> bool | None:
    """Whether a line of letters is set in italic: its upright strokes lean clearly to the right; None where the
    line cannot tell (too few letters, too few upright strokes)."""
    if sum(char.isalpha() for char in text) < FEWEST_LETTERS:
        return None
    slope = lean(ink)
    return None if slope is None else slope >= LEANS
