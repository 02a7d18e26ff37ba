"""A meter: a thin track filled from its start for part of its length (a progress bar, a storage gauge, a rating's
share). Read as one strip it would be a bar of one colour; read as what it is, it is a track holding a fill that
takes its share of the track's width, so on a wider screen the fill still shows the same share."""

from __future__ import annotations

import numpy as np

from app.vision.colors import distance
from app.vision.corners import corner_radius

TWO_TONES = 24  # per-channel difference between a fill and its track
EVEN = 16  # per-channel difference within one tone along the strip (its smoothing, a resampled picture's noise)
BLEND = 3  # px: columns at the fill's end that blend the two tones
SAME_END = 2  # px: rows of the fill end this near each other (a fill's rounded end leans a pixel at its corners)


def meter_in(crop: np.ndarray, member: np.ndarray, behind: np.ndarray) -> tuple[float, np.ndarray, np.ndarray] | None:
    """The fill's length (px from the strip's left end), its colour and the track's colour, when the strip is a
    track of one tone filled from its left end with another, the fill the one further from what lies behind;
    None for anything else (a bar of one colour, a gradient, a rule with a thicker bar along one side)."""
    height, width = member.shape
    end = max(1, height // 2)  # the rounded ends: their columns are partly the page behind
    if width < 4 * end + 4 * BLEND:
        return None
    core = [row for row in range(height) if member[row, end : width - end].all()]
    if height // 2 not in core:
        return None
    if height > core[-1] - core[0] + 3:  # (a row of smoothing either side)
        return None  # something taller stands on the strip (a slider's knob on its track)
    tones = crop[core, end : width - end].astype(np.int16).mean(axis=0)  # each column's tone, over the core rows
    first, last = tones[0], tones[-1]
    if np.abs(first - last).max() < TWO_TONES:
        return None
    nearer_first = distance(tones, first) < distance(tones, last)
    split = int(np.argmin(nearer_first)) if not nearer_first.all() else len(tones)
    if nearer_first[split:].any():  # the tones alternate: not one fill from one end
        return None
    fill, track = tones[: max(1, split - BLEND)], tones[split + BLEND :]
    if not len(fill) or not len(track):
        return None
    if distance(fill, first).max() > EVEN or distance(track, last).max() > EVEN:
        return None  # no flat tones: a gradient, a picture
    if distance(last[None], behind)[0] >= distance(first[None], behind)[0]:
        return None  # the tone further from the page is not at the start: not a fill from the left
    for row in core:
        across = distance(crop[row, end : width - end].astype(np.int16), first) < distance(
            crop[row, end : width - end].astype(np.int16), last
        )
        ends = int(np.argmin(across)) if not across.all() else len(across)
        if abs(ends - split) > SAME_END:
            return None  # the fill ends unevenly down the strip: a mark painted on a rule
    return float(end + split), first.round().astype(np.uint8), last.round().astype(np.uint8)


def meter_radius(crop: np.ndarray, track: np.ndarray, behind: np.ndarray, length: float) -> float:
    """The track's corner radius, read at its far end (where the track, not the fill, meets what lies behind)."""
    height = crop.shape[0]
    tail = crop[:, max(0, int(length) + BLEND) :]
    if tail.shape[1] < height:
        return 0.0
    return min(corner_radius(tail, track, behind, square=("left",)), height / 2)
