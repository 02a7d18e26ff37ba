"""Counts in badges: the small coloured disc or pill on an icon's corner or at a row's end that holds a number
("3", "12", "99+"). The recogniser's detector passes over a digit or two that small, so each badge it left
unread is read on its own: the marks inside the disc, drawn dark on white and enlarged, go to the recogniser
alone, as one line."""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from app.vision.ocr import TextRun, glyph_box_ratio, recognise_line
from app.vision.picture import Picture
from app.vision.roles import COUNT
from app.vision.surfaces import with_holes_filled

VIVID = 80  # chroma (of 255) of a badge's paint at least: a red, an orange, a blue; not a grey icon
SMALLEST, TALLEST = 10, 26  # px: how tall a badge stands
WIDEST = 3.0  # a badge is at most this many times as wide as it is tall (a pill round "99+")
ROUND = 0.6  # share of its box a badge's shape fills at least (a disc fills 0.79 of its square, less its smoothed rim)
ONE_PAINT = 40  # per-channel difference from its median colour within which a badge's paint lies
MARK = 60  # per-channel difference from the paint at which a pixel inside the shape is the count's ink
MARK_TALL = (0.3, 0.85)  # how tall the count's ink stands, in the badge's heights
MARK_WIDE = 0.25  # how wide it is at least, in its own heights (a "1" with its flag)
SURE = 0.9  # the recogniser's confidence at least in what one badge holds
READ_AT = 32  # px: how tall the count's ink is drawn for the recogniser
CAP_HEIGHT = 0.72  # a figure's height, in font sizes


def badge_counts(picture: Picture, runs: list[TextRun]) -> list[TextRun]:
    """`runs` with the counts the badges on the screen hold: read where the recogniser left them, and measured by
    their figures' ink where it read them in a box as loose as the badge's (`runs` itself is left as it was)."""
    runs = list(runs)
    red, green, blue = (picture.css[..., channel] for channel in range(3))
    # channel by channel (a reduction over the last axis of three is many times slower); uint8 does not wrap, as
    # the largest channel is never below the smallest
    vivid = (np.maximum(np.maximum(red, green), blue) - np.minimum(np.minimum(red, green), blue)) >= VIVID
    count, _, stats, _ = cv2.connectedComponentsWithStats(vivid.astype(np.uint8), connectivity=4)
    x, y, width, height = (stats[1:count, k] for k in range(4))
    sized = (SMALLEST <= height) & (height <= TALLEST) & (width >= 0.8 * height) & (width <= WIDEST * height)
    found = []
    for index in np.flatnonzero(sized):
        where = (
            slice(int(y[index]), int(y[index] + height[index])),
            slice(int(x[index]), int(x[index] + width[index])),
        )
        badge = _badge(picture, where)
        if badge is None:
            continue
        over = [run for run in runs if _overlaps(run, where)]
        if not over and (count := _read(badge)) is not None:
            found.append(_count_run(badge, *count))
        elif len(over) == 1 and COUNT.fullmatch("".join(over[0].text.split())):
            measured = _count_run(badge, "".join(over[0].text.split()), over[0].score)
            runs[runs.index(over[0])] = measured
    return runs + found


@dataclass
class Badge:
    """A badge as found at full detail: where it is (CSS px), its paint, and how far each pixel inside it stands
    from the paint (zero outside its shape's inside)."""

    where: tuple[slice, slice]
    origin: tuple[int, int]  # where its crop starts in the picture at full detail (x, y)
    scale: float
    paint: tuple[int, int, int]
    strength: np.ndarray
    rows: np.ndarray  # rows and columns of the crop its count's ink takes
    columns: np.ndarray


def _overlaps(run: TextRun, where: tuple[slice, slice]) -> bool:
    return (
        run.x < where[1].stop
        and where[1].start < run.x + run.width
        and run.y < where[0].stop
        and where[0].start < run.y + run.height
    )


def _badge(picture: Picture, where: tuple[slice, slice]) -> Badge | None:
    """The badge found at `where` (CSS px), read at full detail; None when it is none: not of one paint, not round,
    or with no marks inside as tall as figures."""
    scale = picture.scale
    y0, y1 = int(where[0].start * scale), int(np.ceil(where[0].stop * scale))
    x0, x1 = int(where[1].start * scale), int(np.ceil(where[1].stop * scale))
    crop = picture.original[y0:y1, x0:x1].astype(np.int16)
    vivid = (crop.max(axis=-1) - crop.min(axis=-1)) >= VIVID
    if not vivid.any():
        return None
    paint = np.median(crop[vivid], axis=0)
    own = np.abs(crop - paint).max(axis=-1) <= ONE_PAINT
    shape = with_holes_filled(own)
    if shape.mean() < ROUND:
        return None
    cross = cv2.getStructuringElement(cv2.MORPH_CROSS, (3, 3))
    inside = cv2.erode(
        shape.astype(np.uint8), cross, iterations=max(1, round(scale)), borderType=cv2.BORDER_CONSTANT, borderValue=0
    ).astype(bool)
    strength = np.where(inside, np.abs(crop - paint).max(axis=-1), 0)
    mark = strength >= MARK
    rows, columns = np.flatnonzero(mark.any(axis=1)), np.flatnonzero(mark.any(axis=0))
    if len(rows) == 0 or not MARK_TALL[0] <= (rows[-1] - rows[0] + 1) / crop.shape[0] <= MARK_TALL[1]:
        return None
    if columns[-1] - columns[0] + 1 < MARK_WIDE * (rows[-1] - rows[0] + 1):
        return None  # one upright stroke: an alert's "!" or an info sign's "i", no figure
    colour = (int(paint[0]), int(paint[1]), int(paint[2]))
    return Badge(where, (x0, y0), scale, colour, strength, rows, columns)


def _read(badge: Badge) -> tuple[str, float] | None:
    """The number the badge holds, read by the recogniser alone, or None."""
    text, score = recognise_line(_drawn_dark_on_white(badge))
    text = "".join(text.split())
    return (text, score) if score >= SURE and COUNT.fullmatch(text) else None


def _count_run(badge: Badge, text: str, score: float) -> TextRun:
    """The count as a run of text: its box as the detector draws one round figures, inside the badge (what is
    written on a badge is held by it), across its figures' ink."""
    x0, y0 = badge.origin
    rows, columns, scale = badge.rows, badge.columns, badge.scale
    ink_top, ink_bottom = (y0 + rows[0]) / scale, (y0 + rows[-1] + 1) / scale
    left, right = (x0 + columns[0]) / scale, (x0 + columns[-1] + 1) / scale
    middle = (ink_top + ink_bottom) / 2
    top, bottom = badge.where[0].start, badge.where[0].stop
    half = min(glyph_box_ratio(text) * (ink_bottom - ink_top) / CAP_HEIGHT / 2, middle - top, bottom - middle)
    glyphs = [(text, left, right)] if len(text) == 1 else []
    run = TextRun(text, left, middle - half, right - left, 2 * half, score, glyphs, ink_bottom - ink_top, ink_top)
    run.written_on = badge.paint
    return run


def _drawn_dark_on_white(badge: Badge) -> np.ndarray:
    """The count's ink alone, black on white (three channels), enlarged and with a margin all round, as the
    recogniser reads a line best."""
    rows, columns = badge.rows, badge.columns
    ink = badge.strength[rows[0] : rows[-1] + 1, columns[0] : columns[-1] + 1].astype(np.float32)
    grey = (255 * (1 - np.clip(ink / max(float(ink.max()), 1.0), 0, 1))).astype(np.uint8)
    factor = READ_AT / grey.shape[0]
    grey = cv2.resize(grey, None, fx=factor, fy=factor, interpolation=cv2.INTER_CUBIC)
    margin = READ_AT // 2
    grey = cv2.copyMakeBorder(grey, margin, margin, margin, margin, cv2.BORDER_CONSTANT, value=255)
    return np.ascontiguousarray(cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR))
