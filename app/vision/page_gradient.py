"""A page painted with a gradient from top to bottom (a player's colour fading into the dark, an onboarding
screen's wash): read from the screen's two side margins, which show the page row by row and agree with each other.
Where the page is such a ramp, its pixels are read as one flat colour while surfaces are found on it (a card is what
stands out of the page, wherever on the ramp it lies), and the screen's root is painted with the ramp."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from app.ir import Gradient
from app.vision.colors import distance, to_color
from app.vision.picture import Picture

MARGIN = (1, 4)  # px from each side: the columns that show the page beside what lies on it
AGREE = 6  # per channel: the two sides show the page where they agree this closely
STOPS = 10  # the ramp is read at this many heights, a stop at the middle of each stretch
SEEN = 0.3  # of a stretch's rows: the sides agree on at least this many for its stop to be read
STEP = (4, 60)  # per channel: a change between two stops this large is the ramp moving (larger: a band's edge)
MOVING = 3  # stretches between stops at least where the ramp moves: it runs down much of the screen
ACROSS = 24  # per channel: the ramp's two ends differ this much at least
ONE_WAY = 0.7  # share of the way each channel goes, stop to stop, that its two ends stand apart by
FOLLOWS = 8  # per channel: a row of the margins this close to the ramp is the page
ON_THE_RAMP = 0.6  # of all rows: the margins follow the ramp over at least this many


@dataclass(frozen=True)
class Ramp:
    """The page's colour at each row (H x 3), its stops (colour, share of the height) and the flat colour its
    pixels are read as."""

    rows: np.ndarray
    stops: list[tuple[np.ndarray, float]]
    flat: np.ndarray

    def gradient(self) -> Gradient:
        return Gradient(angle=180, stops=[(to_color(colour), round(at, 4)) for colour, at in self.stops])


def page_ramp(css: np.ndarray, text_mask: np.ndarray) -> Ramp | None:
    """The page's gradient from top to bottom, or None where the page is one colour (or bands of colours)."""
    height, width = css.shape[:2]
    if height < STOPS * 4 or width < 4 * MARGIN[1]:
        return None
    left = np.median(css[:, MARGIN[0] : MARGIN[1]].astype(float), axis=1)
    right = np.median(css[:, width - MARGIN[1] : width - MARGIN[0]].astype(float), axis=1)
    clear = ~(text_mask[:, : MARGIN[1]].any(axis=1) | text_mask[:, width - MARGIN[1] :].any(axis=1))
    agree = clear & (np.abs(left - right).max(axis=1) <= AGREE)
    stretch = height / STOPS
    stops: list[tuple[np.ndarray, float]] = []
    for index in range(STOPS):
        rows = np.arange(int(index * stretch), int((index + 1) * stretch))
        seen = rows[agree[rows]]
        if len(seen) >= SEEN * len(rows):
            stops.append((np.median(left[seen], axis=0), (index + 0.5) / STOPS))
    steps = [float(np.abs(a - b).max()) for (a, _), (b, _) in zip(stops, stops[1:])]
    if sum(STEP[0] <= step <= STEP[1] for step in steps) < MOVING or max(steps, default=0.0) > STEP[1]:
        return None
    # one way from top to bottom, as far as it goes: not a shadow's tint in the margins that comes and goes
    travelled = np.abs(np.diff([c for c, _ in stops], axis=0)).sum(axis=0)
    across = np.abs(stops[-1][0] - stops[0][0])
    if across.max() < ACROSS or (across < ONE_WAY * travelled - AGREE).any():
        return None
    at = (np.arange(height) + 0.5) / height
    positions = [p for _, p in stops]
    model = np.stack([np.interp(at, positions, [c[k] for c, _ in stops]) for k in range(3)], axis=1)
    follows = agree & (np.abs(left - model).max(axis=1) <= FOLLOWS)
    if follows.mean() < ON_THE_RAMP:
        return None
    ends = [(stops[0][0], 0.0), *stops, (stops[-1][0], 1.0)]
    return Ramp(model, [(np.round(c).astype(int), p) for c, p in ends], np.round(model[height // 2]).astype(np.uint8))


def on_flat_page(picture: Picture, ramp: Ramp) -> Picture:
    """The picture with the page's pixels (those close to the ramp's colour at their row) read as its flat colour,
    at both details; what stands out of the page keeps its own."""

    def flattened(pixels: np.ndarray, scale: float) -> np.ndarray:
        rows = np.minimum((np.arange(pixels.shape[0]) / scale).astype(int), len(ramp.rows) - 1)
        page = np.round(ramp.rows[rows]).astype(np.uint8)[:, None, :]
        out = pixels.copy()
        out[distance(pixels.astype(np.int16), page.astype(np.int16)) <= FOLLOWS] = ramp.flat
        return out

    drawn = flattened(picture.drawn, 1.0) if picture.drawn is not None else None
    return replace(
        picture,
        css=flattened(picture.css, 1.0),
        original=flattened(picture.original, picture.scale),
        drawn=drawn,
        shown=picture.original,
    )
