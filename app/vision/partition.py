"""How a screenshot's paint is cut into regions before each is read: paint parted only by the blend between two of
its colours is bridged, and a bar across the screen's edge is parted from the cards of its colour it covers."""

from __future__ import annotations

import numpy as np

from app.vision.colors import DIFFERENT


def blends_bridged(image: np.ndarray, differs: np.ndarray) -> np.ndarray:
    """Paint parted from paint by a pixel that reads as the page only because it blends the two (the blend between
    a light border and a white card on a near-white page passes through the page's colour when resampled): the
    pixel between two painted ones, its colour between theirs, is paint. A hairline of its own colour is not."""
    pixels = image.astype(int)
    out = differs.copy()
    for axis in (0, 1):
        before, after = np.roll(pixels, 1, axis=axis), np.roll(pixels, -1, axis=axis)
        painted = np.roll(differs, 1, axis=axis) & np.roll(differs, -1, axis=axis)
        between = ((pixels >= np.minimum(before, after) - 2) & (pixels <= np.maximum(before, after) + 2)).all(
            axis=-1
        ) & (np.abs(before - after).max(axis=-1) >= DIFFERENT)
        edge = np.zeros_like(differs)  # np.roll wraps round: the screen's outermost rows and columns have one side
        if axis == 0:
            edge[[0, -1]] = True
        else:
            edge[:, [0, -1]] = True
        out |= painted & between & ~edge
    return out


BAR = (24, 120)  # px: how tall a bar across the screen's top or bottom edge stands
EDGE_ROWS = 3  # rows at the screen's edge a bar may leave to other paint (a blended row, a home indicator's gap)


def bars_parted(differs: np.ndarray, text_mask: np.ndarray) -> np.ndarray:
    """A bar across the screen's top or bottom edge (a tab bar fixed over the content scrolled under it) parted from
    the cards of its colour it cuts off: the row where the bar meets them is left out, so that each is a region."""
    height = differs.shape[0]
    painted = differs | text_mask  # the labels on a tab bar are on it
    edge_to_edge = painted[:, 0] & painted[:, -1] & (painted.mean(axis=1) >= 0.9)
    out = differs.copy()
    for rows in (range(height - 1, -1, -1), range(height)):  # up from the bottom edge, down from the top
        start = next((i for i in range(EDGE_ROWS) if edge_to_edge[rows[i]]), None)  # past a blended edge row or two
        if start is None:
            continue
        end = start
        while end < height and edge_to_edge[rows[end]]:
            end += 1
        if not BAR[0] <= end <= BAR[1] or end >= height:
            continue
        past = rows[end]  # the row past the bar: paint set in from both sides of the screen (cards), not a bar
        if differs[past].any() and not painted[past, 0] and not painted[past, -1]:
            out[past] = False
    return out
