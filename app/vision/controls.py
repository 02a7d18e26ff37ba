"""Form controls recognised in a screenshot by their shape: a toggle switch is a pill-shaped track
with a round knob at one end (the knob on the right means on)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.vision.colors import distance, dominant

SAME = 12  # per-channel difference within one flat colour


@dataclass
class Switch:
    track: np.ndarray
    knob: np.ndarray
    on: bool
    knob_size: float  # its diameter, in the crop's pixels


def switch_in(crop: np.ndarray, behind: np.ndarray) -> Switch | None:
    """The switch a picture region shows, or None: wider than tall (about twice), its corners the
    colour behind it (a pill), and its two ends of different colours, one of them a round knob."""
    height, width = crop.shape[:2]
    if not (16 <= height <= 44 and 1.4 <= width / height <= 2.6):
        return None
    corners = np.array([crop[0, 0], crop[0, -1], crop[-1, 0], crop[-1, -1]])
    if distance(corners, behind).max() >= SAME:
        return None  # square corners: not a pill
    middle = crop[height // 2]
    left, right = middle[height // 2], middle[width - 1 - height // 2]  # the centres of the two end circles
    if distance(left[None], right[None])[0] < SAME * 2:
        return None
    track = dominant(crop[distance(crop, behind) >= SAME].reshape(-1, 3))
    ends = {"left": left, "right": right}
    knob_side = next(
        (side for side, colour in ends.items() if distance(colour[None], track[None])[0] >= SAME * 2), None
    )
    if knob_side is None:
        return None
    knob = ends[knob_side]
    # the knob is round: along the middle row its colour runs about as far as the track is tall
    run = distance(middle, knob) < SAME
    span = np.flatnonzero(run)
    if len(span) == 0 or not 0.55 * height <= span[-1] - span[0] + 1 <= 1.1 * height:
        return None
    return Switch(track=track, knob=knob, on=knob_side == "right", knob_size=float(span[-1] - span[0] + 1))
