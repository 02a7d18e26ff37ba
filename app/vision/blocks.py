"""Flat blocks of paint side by side that read as one shape: two buttons joined into one pill (an action bar's
"Add to cart" and "Buy now"), the segments of a bar. Each block is a thing of its own, not a picture of them all."""

from __future__ import annotations

import numpy as np

from app.vision.colors import DIFFERENT, distance

BLOCK_WIDTH = 40  # px: a block narrower than this is no button of its own (a switch's knob)
BLOCK_HEIGHT = 20  # px: nor one lower than this (a strip of two colours is a picture)
BLOCKS = 4  # at most this many blocks side by side
FLAT = 0.9  # share of a block's columns of its one colour
EDGE_ROW = 3  # px in from the shape's top and bottom, past their smoothing: where a block's paint must reach
MOSTLY_FLAT = 0.75  # share of a shape's paint in its few most common colours, at least, for blocks of paint
SEAM = 3  # px: a run of columns narrower than this between two blocks is the blend of their colours


def side_by_side(
    crop: np.ndarray, member: np.ndarray, written: np.ndarray, behind: np.ndarray
) -> list[np.ndarray] | None:
    """The masks of two to four flat blocks of paint of different colours that make up `member` side by side,
    each as tall as the shape, at least a button wide, and of a paint other than `behind`, or None. Each column
    of the shape is read by its middle colour (what its letters leave): a column with little paint (a rounded
    end, a column of letters) goes with the block beside it, and a narrow blend between two blocks (a resampled
    seam) with neither."""
    height, width = member.shape
    if width < 2 * BLOCK_WIDTH or height < BLOCK_HEIGHT:
        return None
    paint = member & ~written
    if _spread(crop[paint]) > 1 - MOSTLY_FLAT:  # a photo, a drawing: colours all over
        return None
    painted = np.flatnonzero(paint.sum(axis=0) >= height / 2)
    if len(painted) < 2:
        return None
    columns = np.nanmedian(np.where(paint[:, painted, None], crop[:, painted], np.nan), axis=0)
    jumps = np.flatnonzero(distance(columns[1:], columns[:-1]) >= DIFFERENT) + 1
    if len(jumps) > 4 * BLOCKS:  # a photo's columns change all along
        return None
    runs = [  # each run: its columns and their colours, one like the next
        list(zip(xs.tolist(), colours)) for xs, colours in zip(np.split(painted, jumps), np.split(columns, jumps))
    ]
    blocks: list[list[tuple[int, np.ndarray]]] = []
    for run in runs:
        if run[-1][0] - run[0][0] + 1 < SEAM:
            continue
        if blocks and distance(run[0][1][None, :], blocks[-1][-1][1])[0] < DIFFERENT:  # one block either side
            blocks[-1] += run
        else:
            blocks.append(run)
    if not 2 <= len(blocks) <= BLOCKS:
        return None
    # (the seams between blocks are no block's)
    starts = [0] + [block[0][0] for block in blocks[1:]]
    ends = [block[-1][0] + 1 for block in blocks[:-1]] + [width]
    masks = []
    for start, end, block in zip(starts, ends, blocks):
        colours = np.array([colour for _, colour in block])
        paint_colour = np.median(colours, axis=0)
        flat = (distance(colours, paint_colour) < DIFFERENT).mean()
        if end - start < BLOCK_WIDTH or flat < FLAT or distance(paint_colour[None, :], behind)[0] < DIFFERENT:
            return None
        # as tall as the shape: its paint along the shape's top and bottom (not a button inside a field)
        middle = slice(start + (end - start) // 4, end - (end - start) // 4)
        edges = np.concatenate([crop[EDGE_ROW, middle], crop[height - 1 - EDGE_ROW, middle]])
        if distance(np.median(edges, axis=0)[None, :], paint_colour)[0] >= DIFFERENT:
            return None
        mask = np.zeros_like(member)
        mask[:, start:end] = member[:, start:end]
        masks.append(mask)
    return masks


def _spread(pixels: np.ndarray) -> float:
    """The share of `pixels` outside their few most common colours (quantised): low for flat blocks of paint."""
    if len(pixels) == 0:
        return 1.0
    keys = (pixels // 16).astype(np.int32)
    counts = np.unique(keys[:, 0] * 4096 + keys[:, 1] * 64 + keys[:, 2], return_counts=True)[1]
    return 1 - float(np.sort(counts)[-2 * BLOCKS :].sum()) / len(pixels)
