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
    rim: np.ndarray | None = None  # the colour of the track's outline, where the track is drawn by one


def _pill_sized(height: int, width: int) -> bool:
    return 16 <= height <= 44 and 1.4 <= width / height <= 2.6


def switch_in(crop: np.ndarray, behind: np.ndarray) -> Switch | None:
    """The switch a picture region shows, or None: wider than tall (about twice), its corners the
    colour behind it (a pill), and its two ends of different colours, one of them a round knob."""
    height, width = crop.shape[:2]
    if not _pill_sized(height, width):
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


RIM_FROM, RIM_TO = 0.6, 1.15  # of the track's height: where a knob's far rim lies from the track's end
RIM_WIDE = 0.2  # of the track's height: a knob's rim is at most this wide across the middle row


def outlined_switch(crop: np.ndarray, rim: np.ndarray) -> Switch | None:
    """A switch drawn as an outlined pill with a knob of the track's own colour at one end (iOS's off switch: white
    on white), or None. The knob shows only by its rim or its shadow: across the track's middle row, the one mark
    between the outline's ends is the knob's far side, about a track's height from the end it stands at."""
    height, width = crop.shape[:2]
    if not _pill_sized(height, width):
        return None
    middle = crop[height // 2]
    end = max(round(0.25 * height), 2)  # the outline's ends, and the knob's near side on them
    inside = np.median(middle[end : width - end], axis=0)
    marked = np.flatnonzero(distance(middle[end : width - end], inside) >= SAME) + end
    if len(marked) == 0 or marked[-1] - marked[0] + 1 > RIM_WIDE * height:
        return None
    at = (marked[0] + marked[-1]) / 2
    if RIM_FROM * height <= at <= RIM_TO * height:
        on, size = False, at
    elif RIM_FROM * height <= width - 1 - at <= RIM_TO * height:
        on, size = True, width - 1 - at
    else:
        return None
    if not _rim_curves(crop, inside, at, -1 if on else 1, size / 2):
        return None
    return Switch(track=inside, knob=inside, on=on, knob_size=float(min(size, height)), rim=rim)


ARC_ROWS = 0.25  # of the track's height, above and below its middle: rows where a knob's rim curves back
FAINT_RIM = SAME / 2  # a knob's shadow falls below it: above, its rim may differ from the track this little


def _rim_curves(crop: np.ndarray, inside: np.ndarray, at: float, outward: int, radius: float) -> bool:
    """Whether the mark at `at` on the middle row is a round knob's far side: a quarter of the track's height above
    and below it, the rim has curved back towards the knob's end (by less than half its radius), and the track
    beyond it is clean (a letter's strokes spread either way)."""
    height, width = crop.shape[:2]
    end = max(round(0.25 * height), 2)
    for row in (height // 2 - round(ARC_ROWS * height), height // 2 + round(ARC_ROWS * height)):
        marked = np.flatnonzero(distance(crop[row, end : width - end], inside) >= FAINT_RIM) + end
        back = (at - marked) * outward  # how far each mark lies back towards the knob's end
        if not ((back >= 0) & (back <= radius / 2)).any() or (back < -1).any():
            return False
    return True
