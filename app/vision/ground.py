"""Figure and ground: which colour is the page and which are the things on it, the way a person reads a screen.

The page is usually the colour that covers most of the screen. Not when the things on it are cards set in
from the screen's sides (white cards on an off-white page): the cards may cover more, but the page is what
shows in the margins beside them, down the screen's left and right edges. Nor when the things are full-width
groups (white lists on a light grey page, drawn only by hairlines): then both colours run across the whole
screen in alternating bands, and the white may cover more. A person reads the page as what shows where the
things end: the empty stretch left under the last group, down to the tab bar. Failing that, as what the screen
starts on, the band the title stands on at the top, and the other colour's bands as the groups laid on it.
"""

from __future__ import annotations

import numpy as np

from app.vision.colors import DIFFERENT, distance, dominant

ACROSS = 0.97  # share of a pixel row that one colour must cover for the row to be a band of it
SECOND = 0.1  # share of the screen the second colour must cover to be a candidate page at all


def bands(css: np.ndarray, text_mask: np.ndarray, colour: np.ndarray) -> list[tuple[int, int]]:
    """Runs of pixel rows painted wall to wall with `colour` (text on them counts as theirs): (top, bottom)."""
    rows = ((distance(css, colour) < DIFFERENT) | text_mask).mean(axis=1) >= ACROSS
    found, start = [], None
    for y, full in enumerate(list(rows) + [False]):
        if full and start is None:
            start = y
        elif not full and start is not None:
            if y - start >= 4:
                found.append((start, y))
            start = None
    return found


BAR = 100  # px: a band this short at the very top or bottom is a bar (a navigation or tab bar), not the page


BAR_PAINT = 0.6  # share of a bar's pixels in its colour (its icons and title take the rest)


def _between_bars(
    found: list[tuple[int, int]], css: np.ndarray, text_mask: np.ndarray, colour: np.ndarray
) -> list[tuple[int, int]]:
    """The bands that are not part of a bar at the screen's top or bottom: a short band on the edge, or the rest of
    a bar painted in the band's colour from the edge down to it (its icons and title break the rows above)."""
    height = css.shape[0]

    def painted(rows: slice) -> bool:
        part = (distance(css[rows], colour) < DIFFERENT) | text_mask[rows]
        return part.size == 0 or float(part.mean()) >= BAR_PAINT

    def bar(top: int, bottom: int) -> bool:
        if bottom <= BAR and painted(slice(0, top)):
            return True
        return top >= height - BAR and painted(slice(bottom, height))

    return [(top, bottom) for top, bottom in found if not bar(top, bottom)]


EDGE = 2  # px: the strip down each side of the screen that holds the page's margins
MARGINS = 0.5  # share of the rows whose both edges a colour must hold to be the page by its margins
MARGIN_RUN = 8  # px: margins show down this many rows at least, one after another
INSET = 0.2  # share the colour covering most may hold at most for the other to be the page by its margins


def rows_held(css: np.ndarray, colour: np.ndarray) -> np.ndarray:
    """The screen's rows whose strips down both edges are `colour`."""
    left = np.all(distance(css[:, :EDGE], colour) < DIFFERENT, axis=1)
    right = np.all(distance(css[:, -EDGE:], colour) < DIFFERENT, axis=1)
    return left & right


def edges_held(css: np.ndarray, colour: np.ndarray) -> float:
    """Share of the screen's rows whose strips down both edges are `colour`."""
    return float(rows_held(css, colour).mean())


def _margins_page(css: np.ndarray, first: np.ndarray, second: np.ndarray) -> bool:
    """Whether `second` is the page by its margins: it holds both screen edges beside cards of `first` on most rows,
    and `first` holds them on few rows, or only above the first margin and below the last (a header and an action
    bar of the cards' colour across the top and foot of the screen are no page)."""
    margins = rows_held(css, second)
    if margins.mean() < MARGINS:
        return False
    held = rows_held(css, first)
    if held.mean() <= INSET:
        return True
    shown = _runs_of(margins, MARGIN_RUN)  # (not a row or two of a hairline smoothed into the page's tint)
    only_first = held & ~margins  # (a smoothed row where the two meet is near both)
    return bool(len(shown)) and not only_first[shown[0] : shown[-1] + 1].any()


def _runs_of(rows: np.ndarray, least: int) -> np.ndarray:
    """The indexes of `rows` that are set in runs at least `least` long."""
    padded = np.concatenate([[False], rows, [False]]).astype(np.int8)
    starts, ends = np.flatnonzero(np.diff(padded) == 1), np.flatnonzero(np.diff(padded) == -1)
    return np.concatenate([np.arange(a, b) for a, b in zip(starts, ends) if b - a >= least] or [np.zeros(0, int)])


GAP = 32  # px: a band at most this tall, empty, between two blocks of another colour may be a gap between groups
GAPS = 2  # how many such gaps of one colour make it the page's


def _gap_bands(css: np.ndarray, text_mask: np.ndarray, first: np.ndarray) -> list[tuple[int, int, np.ndarray]]:
    """Thin empty bands of one colour across the screen, other than `first`, with `first` right above and below
    them: (top, bottom, colour)."""
    height = css.shape[0]
    middle = np.median(css, axis=1)  # each row's colour, where it has one
    even = (distance(css, middle[:, None, :]) < DIFFERENT).mean(axis=1) >= ACROSS
    empty = ~text_mask.any(axis=1)
    on_first = (distance(css, first) < DIFFERENT).mean(axis=1) >= 0.5
    rows = even & empty & (distance(middle, first) >= DIFFERENT)
    found, start = [], None
    for y in range(height + 1):
        same = y < height and rows[y] and (start is None or distance(middle[y], middle[start]) < DIFFERENT)
        if same and start is None:
            start = y
        elif not same and start is not None:
            if 4 <= y - start <= GAP and _between(on_first, start, y):
                found.append((start, y, np.median(middle[start:y], axis=0)))
            start = y if y < height and rows[y] else None
    return found


EDGE = 2  # px: a group's edge, a hairline, may lie between it and the gap under or over it


def _between(on_first: np.ndarray, top: int, bottom: int) -> bool:
    """Whether rows of the first colour lie right over `top` and right under `bottom`, or a hairline away (the
    edge a group of white rows is drawn with)."""
    over = on_first[max(0, top - EDGE - 1) : top]
    under = on_first[bottom : bottom + EDGE + 1]
    return top > 0 and bottom < len(on_first) and bool(over.any()) and bool(under.any())


def _page_between_groups(css: np.ndarray, text_mask: np.ndarray, first: np.ndarray) -> np.ndarray | None:
    """The colour of the gaps between full-width groups of `first`, when it shows in several: a light grey page
    showing between white groups set a little apart, however little of the screen those gaps cover."""
    gaps = _gap_bands(css, text_mask, first)
    for _, _, colour in gaps:
        if sum(distance(other[None, :], colour)[0] < DIFFERENT for _, _, other in gaps) >= GAPS:
            return colour
    return None


TAIL = 48  # px: an empty band at least this tall that runs down to the screen's foot (or its bottom bar)


def _empty_tail(
    css: np.ndarray, text_mask: np.ndarray, candidates: list[tuple[np.ndarray, list[tuple[int, int]]]]
) -> np.ndarray | None:
    """The colour left showing under the screen's last things: the lowest band of either colour, when nothing is
    written on it, it is taller than a row and nothing but a bottom bar lies under it."""
    height = css.shape[0]
    lowest = max(((bottom, top, colour) for colour, found in candidates for top, bottom in found), key=lambda b: b[0])
    bottom, top, colour = lowest
    if bottom - top < TAIL or bottom < height - BAR or text_mask[top:bottom].any():
        return None
    return colour


def page_colour(css: np.ndarray, text_mask: np.ndarray) -> np.ndarray:
    first = dominant(css)
    between = _page_between_groups(css, text_mask, first)
    if between is not None:
        return between
    others = (distance(css, first) >= DIFFERENT) & ~text_mask
    if not others.any():
        return first
    second = dominant(css[others])
    if _margins_page(css, first, second):
        # cards set in from the sides: the margins beside them are the page, however narrow (cards 10 px in from
        # the sides and 10 px apart leave the page a twentieth of the screen)
        return second
    if others.mean() < SECOND or ((distance(css, second) < DIFFERENT) & ~text_mask).mean() < SECOND:
        return first
    first_bands, second_bands = (
        _between_bars(bands(css, text_mask, colour), css, text_mask, colour) for colour in (first, second)
    )
    if len(first_bands) < 2 or len(second_bands) < 2:
        return first  # no alternating full-width bands: the colour covering most is the page
    tail = _empty_tail(css, text_mask, [(first, first_bands), (second, second_bands)])
    if tail is not None:
        return tail
    # the screen starts on its page: the colour of the topmost band under the bars
    return first if first_bands[0][0] <= second_bands[0][0] else second
