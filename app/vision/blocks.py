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
SEAM = 3  # px: a run of columns narrower than this between two blocks is the blend of their colours


def side_by_side(
    crop: np.ndarray, member: np.ndarray, written: np.ndarray, behind: np.ndarray
) -> list[np.ndarray] | None:
    """The masks of two to four flat blocks of paint of different colours that make up `member` side by side,
    each as tall as the shape, at least a button wide, and of a paint other than `behind`, or None. Each column of the shape is read by its middle
    colour (what its letters leave): a column with little paint (a rounded end, a column of letters) goes with
    the block beside it, and a narrow blend between two blocks (a resampled seam) with neither."""
    height, width = member.shape
    if width < 2 * BLOCK_WIDTH or height < BLOCK_HEIGHT:
        return None
    paint = member & ~written
    runs: list[list[tuple[int, np.ndarray]]] = []  # each run: its columns and their colours, one like the next
    for x in range(width):
        pixels = crop[:, x][paint[:, x]]
        if len(pixels) < height / 2:
            continue
        colour = np.median(pixels, axis=0)
        if runs and distance(colour[None, :], runs[-1][-1][1])[0] < DIFFERENT:
            runs[-1].append((x, colour))
        else:
            runs.append([(x, colour)])
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
