"""Shapes the recogniser reads as letters that are drawings: a check mark read as "L", a magnifier read as "Q", a
lone CJK sign on a page in another script, a tab's icon read as "品" over its label. Each is left to the pictures."""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np

from app.vision.ocr import TextRun, ideograph, letter_ink
from app.vision.picture import Picture

# Letters drawn with an upright stem on their left, from their top to their foot: a lone one without it is a shape
# the recogniser took for the letter (a check mark read as "L")
STEMMED = frozenset("BDEFHKLMNPRbhklmnpr")
STEM = 0.75  # of the ink's height: a column of ink this tall is an upright stroke


def drawn_as_letter(run: TextRun, picture: Picture) -> bool:
    """Whether a text of one letter standing alone looks like it: a stemmed letter shows its stem, a ring letter
    is no magnifier (other texts are taken as read)."""
    letters = run.text.strip()
    found = letter_ink(run, picture) if len(letters) == 1 and letters.isalnum() else None
    if found is None:
        return True
    ink = found[0]
    if _solid(ink):
        return False
    if letters in VEED:
        return _v_shaped(ink)
    if letters not in STEMMED | RINGED:
        return True
    if letters in RINGED:
        return not _ring_with_handle(ink)
    columns, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    if len(columns) < 2 or len(rows) < 4:
        return True
    body = ink[rows[0] : rows[-1] + 1, columns[0] : columns[-1] + 1]
    left = body[:, : max(1, int(np.ceil(body.shape[1] * 0.4)))]
    return bool(left.mean(axis=0).max() >= STEM)


SOLID = 0.75  # of the box round a lone letter's ink: ink filling this much of it is a filled shape (a battery)
NARROW = 0.4  # of its height: ink narrower than this is a stroke ("I", "l", "1"), which fills its box


def _solid(ink: np.ndarray) -> bool:
    """Whether a lone letter's ink is a filled shape, not strokes: letters leave most of their box blank. Measured
    on the largest piece of ink (the box may reach the edge of the disc an icon is drawn on)."""
    count, _, stats, _ = cv2.connectedComponentsWithStats(ink.astype(np.uint8), connectivity=8)
    if count < 2:
        return False
    largest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    top, wide, tall, area = (
        int(stats[largest, k]) for k in (cv2.CC_STAT_TOP, cv2.CC_STAT_WIDTH, cv2.CC_STAT_HEIGHT, cv2.CC_STAT_AREA)
    )
    if wide < 3 or tall < 4 or top == 0 or top + tall == ink.shape[0]:
        return False  # (ink running off the box's top or foot: the box's paint read as ink, not a shape in it)
    return wide >= NARROW * tall and area >= SOLID * wide * tall


# Letters drawn as two strokes meeting at the foot: what the recogniser reads for a chevron (one pointing down, or
# to the side)
VEED = frozenset("Vv")
V_WIDEST = 1.35  # width over height: a "V" is about as wide as it is tall; a chevron pointing down is much wider
V_ARMS = 0.25  # of its width: the tops of a "V"'s two arms reach this close to either side


def _v_shaped(ink: np.ndarray) -> bool:
    """Whether a lone "V" is drawn as the letter: about as wide as tall, its two arms' tops at either side. A
    chevron pointing down is wide and flat; one pointing to a side has its tip at that side, not at the foot."""
    columns, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    if len(columns) < 3 or len(rows) < 3:
        return True
    body = ink[rows[0] : rows[-1] + 1, columns[0] : columns[-1] + 1]
    height, width = body.shape
    if width > V_WIDEST * height:
        return False
    top = np.flatnonzero(body[: max(1, int(np.ceil(height * 0.2)))].any(axis=0))
    return bool(top[0] <= V_ARMS * width and top[-1] >= (1 - V_ARMS) * width - 1)


# Letters drawn as a ring: what the recogniser reads for a magnifier (a ring with a handle at its foot)
RINGED = frozenset("QOo09")
SHORT_OF_SIDE = 0.9  # of the ink's width: a ring stopping this short of the side its foot reaches is a handle's


def _ring_with_handle(ink: np.ndarray) -> bool:
    """Whether a letter's ink is a magnifier: a ring whose handle runs out past it at the foot. A ring letter is
    widest at its middle (a "Q"'s tail stays under its bowl)."""
    columns, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    if len(columns) < 4 or len(rows) < 4:
        return False
    body = ink[rows[0] : rows[-1] + 1, columns[0] : columns[-1] + 1]
    height, width = body.shape
    upper = np.flatnonzero(body[: int(np.ceil(height * 0.6))].any(axis=0))
    foot = np.flatnonzero(body[int(height * 0.8) :].any(axis=0))
    return bool(len(foot) and foot[-1] == width - 1 and upper[-1] + 1 < SHORT_OF_SIDE * width)


def _first_stroke(ink: np.ndarray) -> np.ndarray:
    """The ink of the first shape from the left: its columns up to the first blank one (a letter without the stop
    set after it; a magnifier with its handle)."""
    columns = np.flatnonzero(ink.any(axis=0))
    if not len(columns):
        return ink
    breaks = np.flatnonzero(np.diff(columns) > 1)
    end = columns[breaks[0]] if len(breaks) else columns[-1]
    return ink[:, : end + 1]


def without_drawn_lead(run: TextRun, picture: Picture) -> TextRun:
    """A line led by a ring letter and a space ("Q Search", "9. Search") whose letter has none of the line's ink
    or is a magnifier: the line without it, from its next letter on, leaving the drawing to the pictures."""
    words = run.text.split(maxsplit=1)
    if len(words) < 2 or words[0].rstrip(".,:") not in RINGED or len(run.glyphs) < 2:
        return run
    found = letter_ink(run, picture)
    if found is None:
        return run
    ink, x0, _ = found
    lead = len(words[0])
    (_, _, right), (_, left, _) = run.glyphs[lead - 1], run.glyphs[lead]
    cut = int(round((right + left) / 2 * picture.scale)) - x0
    drawn = _first_stroke(ink[:, max(0, int(run.glyphs[0][1] * picture.scale) - x0 - 1) : max(0, cut)])
    if drawn.sum() >= 4 and not _ring_with_handle(drawn):
        return run
    start = max(run.x, left - 1)
    return replace(run, text=words[1], x=start, width=run.x + run.width - start, glyphs=run.glyphs[lead:])


def in_the_pages_script(runs: list[TextRun]) -> list[TextRun]:
    """The runs but a lone CJK letter on a page written in no CJK elsewhere: a drawing the recogniser took for
    one (a house icon read as "命"), left to the pictures."""
    lone = [run for run in runs if len(run.text.strip()) == 1 and ideograph(run.text.strip())]
    if not lone or any(ideograph(char) for run in runs if run not in lone for char in run.text):
        return runs
    return [run for run in runs if run not in lone]


LABELS_IN_A_ROW = 3  # short labels in a row, at least, for a row of labelled cells (a tab bar, a grid of categories)


def icons_left(runs: list[TextRun], width: float) -> list[TextRun]:
    """The runs but a sign or two standing centred above a label in a row of short labels spread across the screen
    (a tab bar's, a grid of categories'), taller than it and no further above it than it is tall: the cell's icon,
    which the recogniser read as letters (a grid icon as "品", a list icon as "三", a hanger as "2", a person with a
    badge as "8º"), left to the pictures. Signs that make a row of their own are what the row shows (counts over
    "Posts" and "Followers")."""
    labels = [
        run
        for run in runs
        if sum(abs(_middle(other) - _middle(run)) <= 4 for other in runs) >= LABELS_IN_A_ROW
        and len(run.text.strip()) <= 8
    ]
    if not labels or max(r.x + r.width for r in labels) - min(r.x for r in labels) < width / 2:
        return runs

    def icon_over(run: TextRun, label: TextRun) -> bool:
        centred = abs(run.x + run.width / 2 - (label.x + label.width / 2)) <= max(2.0, run.width / 4)
        above = -run.height / 4 <= label.y - (run.y + run.height) <= run.height  # boxes round icons are loose
        return centred and above and run.height >= 1.2 * label.height

    return [
        run
        for run in runs
        if run in labels or len("".join(run.text.split())) > 2 or not any(icon_over(run, label) for label in labels)
    ]


def _middle(run: TextRun) -> float:
    return run.y + run.height / 2
