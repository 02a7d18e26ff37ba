"""How a screenshot's paint is cut into regions before each is read: paint parted only by the blend between two of
its colours, or by a text written across it, is bridged, and a bar across the screen's edge is parted from the
cards of its colour it covers."""

from __future__ import annotations

import cv2
import numpy as np

from app.vision.colors import DIFFERENT, distance


def blends_bridged(image: np.ndarray, differs: np.ndarray) -> np.ndarray:
    """Paint parted from paint by a pixel that reads as the page only because it blends the two (the blend between
    a light border and a white card on a near-white page passes through the page's colour when resampled): the
    pixel between two painted ones, its colour between theirs, is paint. A hairline of its own colour is not."""
    out = differs.copy()
    for axis in (0, 1):
        # the pixels not painted with paint on both sides, along the axis (the screen's outermost rows and
        # columns have one side only): the few that may be blends, read alone
        if axis == 0:
            ys, xs = np.nonzero(differs[:-2] & differs[2:] & ~differs[1:-1])
            ys = ys + 1
            before, after = image[ys - 1, xs], image[ys + 1, xs]
        else:
            ys, xs = np.nonzero(differs[:, :-2] & differs[:, 2:] & ~differs[:, 1:-1])
            xs = xs + 1
            before, after = image[ys, xs - 1], image[ys, xs + 1]
        if len(ys) == 0:
            continue
        here, before, after = image[ys, xs].astype(np.int16), before.astype(np.int16), after.astype(np.int16)
        between = ((here >= np.minimum(before, after) - 2) & (here <= np.maximum(before, after) + 2)).all(axis=-1)
        out[ys[between], xs[between]] |= np.abs(before - after)[between].max(axis=-1) >= DIFFERENT
    return out


LINE_CORE = 2 * DIFFERENT  # per-channel difference of a faint line's own pixels (not a texture's dither)
FAINT = 2  # per-channel difference from what is behind at which a pixel may be a faint line's smoothed step


def arcs_bridged(image: np.ndarray, behind: np.ndarray, differs: np.ndarray) -> np.ndarray:
    """A faint line's curve (a light outline's rounded corner) steps from pixel to pixel corner to corner, the
    pixels between blended so far towards what is behind that they read as it: where two pixels of paint touch only
    at a corner, the one of the two between them that differs most from what is behind, if at all, joins them. The
    two must stand well apart from what is behind: a texture's dither (a checkerboard of pixels a shade off the page)
    is not joined into a shape."""
    height, width = differs.shape
    out = differs.copy()
    if height < 2 or width < 2:
        return out
    faint = distance(image, behind)
    for step in (1, -1):  # down and right, down and left
        here = differs[:-1, :-1] if step == 1 else differs[:-1, 1:]
        there = differs[1:, 1:] if step == 1 else differs[1:, :-1]
        across = differs[:-1, 1:] if step == 1 else differs[:-1, :-1]  # beside `here`, above `there`
        under = differs[1:, :-1] if step == 1 else differs[1:, 1:]  # below `here`, beside `there`
        strong_here = (faint[:-1, :-1] if step == 1 else faint[:-1, 1:]) >= LINE_CORE
        strong_there = (faint[1:, 1:] if step == 1 else faint[1:, :-1]) >= LINE_CORE
        lone = here & there & ~across & ~under & strong_here & strong_there
        across_faint = faint[:-1, 1:] if step == 1 else faint[:-1, :-1]
        under_faint = faint[1:, :-1] if step == 1 else faint[1:, 1:]
        take_across = lone & (across_faint >= under_faint) & (across_faint >= FAINT)
        take_under = lone & (under_faint > across_faint) & (under_faint >= FAINT)
        if step == 1:
            out[:-1, 1:] |= take_across
            out[1:, :-1] |= take_under
        else:
            out[:-1, :-1] |= take_across
            out[1:, 1:] |= take_under
    return out


BAR = (24, 120)  # px: how tall a bar across the screen's top or bottom edge stands
EDGE_ROWS = 3  # rows at the screen's edge a bar may leave to other paint (a blended row, a home indicator's gap)


def texts_bridged(image: np.ndarray, differs: np.ndarray, text_mask: np.ndarray) -> np.ndarray:
    """Paint parted from itself only by a text written across it (a chip's label, whose box is as tall as the chip,
    leaves only its rounded ends and a strip below): in a row of a text's box with the same paint just before and
    just after it (or a column, with the same paint just above and below), the pixels of that paint are paint,
    where that paint is a shape round the text (a chip, a tag, a button: no further from the text than the text is
    tall). The letters are not, nor the page inside an outline round the text, nor the paint inside a letter. A
    surface that holds the text among other things is read as it is."""
    out = differs.copy()
    height, width = differs.shape
    _, pieces, extents, _ = cv2.connectedComponentsWithStats(differs.astype(np.uint8), connectivity=4)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(text_mask.astype(np.uint8), connectivity=8)
    for index in range(1, count):
        x, y, w, h = (int(v) for v in stats[index][:4])
        box, pixels = labels[y : y + h, x : x + w] == index, image[y : y + h, x : x + w]
        added = np.zeros_like(box)
        if x > 0 and x + w < width:
            before, after = image[y : y + h, x - 1], image[y : y + h, x + w]
            rows = differs[y : y + h, x - 1] & differs[y : y + h, x + w] & (distance(before, after) < DIFFERENT)
            added |= box & rows[:, None] & (distance(pixels, before[:, None]) < DIFFERENT)
        if y > 0 and y + h < height:
            above, below = image[y - 1, x : x + w], image[y + h, x : x + w]
            columns = differs[y - 1, x : x + w] & differs[y + h, x : x + w] & (distance(above, below) < DIFFERENT)
            added |= box & columns[None, :] & (distance(pixels, above[None, :]) < DIFFERENT)
        touched = _pieces_touched(pieces, added, x, y) if added.any() else set()
        round_text = (x - h, y - h, x + w + h, y + 2 * h)  # the text's box grown by its height on every side
        if touched and all(_within(extents[piece][:4], round_text) for piece in touched):
            out[y : y + h, x : x + w] |= added
    # the paint inside a letter (the eye of an "o") is not joined to anything: only what joins the paint is bridged
    _, joined = cv2.connectedComponents(out.astype(np.uint8), connectivity=4)
    return differs | out & np.isin(joined, np.unique(joined[differs]))


def _within(extent: np.ndarray, box: tuple[int, int, int, int]) -> bool:
    x, y, w, h = (int(v) for v in extent)
    return x >= box[0] and y >= box[1] and x + w <= box[2] and y + h <= box[3]


def _pieces_touched(pieces: np.ndarray, added: np.ndarray, x: int, y: int) -> set[int]:
    """The pieces of paint (labels in `pieces`) next to the pixels `added` at (x, y)."""
    h, w = added.shape
    y0, x0 = max(y - 1, 0), max(x - 1, 0)
    around = pieces[y0 : y + h + 1, x0 : x + w + 1]
    grown = np.zeros(around.shape, bool)
    grown[y - y0 : y - y0 + h, x - x0 : x - x0 + w] = added
    grown = cv2.dilate(grown.astype(np.uint8), np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]], np.uint8)).astype(bool)
    return set(np.unique(around[grown])) - {0}


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
    return _hairlines_parted(out, edge_to_edge, painted)


HAIRLINE = 3  # rows: a line across the screen at most this thick


def _hairlines_parted(out: np.ndarray, edge_to_edge: np.ndarray, painted: np.ndarray) -> np.ndarray:
    """A hairline across the whole screen (the top edge of a bar in the page's colour) parted from the pictures and
    cards set in from the sides that touch it (a feed's photos scrolled under the bar): the rows just over and under
    it are left out where such paint meets it, so that the line and each thing are regions of their own."""
    height = out.shape[0]
    starts = np.flatnonzero(edge_to_edge & ~np.roll(edge_to_edge, 1))
    for start in starts:
        end = start
        while end < height and edge_to_edge[end]:
            end += 1
        if end - start > HAIRLINE or start == 0 or end >= height:
            continue
        # (paint the other side holds for two rows: not the faint ringing an enlarged picture leaves under its edge)
        above = out[start - 1] & out[max(int(start) - 2, 0)]
        below = out[end] & out[min(end + 1, height - 1)]
        for beside, across in ((start - 1, below), (end, above)):
            # (only where nothing is painted on the line's other side: a button drawn over the line stays whole)
            if out[beside].any() and not painted[beside, 0] and not painted[beside, -1]:
                out[beside] &= across
    return out
