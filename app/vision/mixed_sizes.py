"""Figures of one line set in two sizes: a price whose whole part is large and whose currency sign and cents are
small ("¥89.00", "$12.99"), as shops set them, and a reading whose unit is set smaller than its number ("8,432
steps", "68 BPM", "7 hr 24 min"), as dashboards set them. Each character's size is read from its ink, against how
tall the face draws it beside a digit (digits, currency signs and Latin letters); the rest go with their neighbours.
"""

from __future__ import annotations

import statistics
import unicodedata

import numpy as np

from app.ir import Font
from app.ir import TextRun as StyledRun
from app.vision.ocr import TextRun, letter_ink
from app.vision.picture import Picture
from app.vision.typefaces import Face

DIGIT_EM = 0.73  # font sizes: how tall a digit's ink stands, in a face whose digits are not known
TWO_SIZES = 1.3  # digits this many times taller than the line's shortest ones are set in a larger size
MIN_FIGURES = 2  # digits and currency signs a line needs for its sizes to be told apart
MIN_MEASURED = 3  # letters measured, figures among them
ONE_SIZE = 1.2  # figures' heights closer than this ratio are one size
SMOOTHING = 2.0  # px: or closer than this (a pixel's smoothing at either end)
CORE = 0.6  # of a letter's box across: the middle, clear of its neighbours' ink
SHORTEST = 0.25  # of the line's box: a figure's ink shorter than this is a stray stroke, not a letter


def _figure(char: str) -> bool:
    return char.isdigit() or unicodedata.category(char) == "Sc"


def _heights(run: TextRun, picture: Picture, face: Face | None) -> list[float | None]:
    """How tall each letter of `run.glyphs` would stand if it were a digit of its size, from its ink, in CSS px:
    for digits and currency signs, against how tall the face draws each beside a "0" ("$" reaches past the digits),
    and for the letters of a unit after a figure, the word measured whole against how tall the face draws it
    ("steps" stands lower than a digit, "BPM" as tall); None for other letters, and for ink too short to be a letter
    of the line."""
    found = letter_ink(run, picture)
    if found is None:
        return [None] * len(run.glyphs)
    ink, x0, _ = found
    digit = face.ink_height_em("0") if face is not None else None

    def height(left: float, right: float, own: float | None) -> float | None:
        columns = ink[:, max(0, int(left * picture.scale) - x0) : int(right * picture.scale) - x0]
        rows = np.flatnonzero(columns.any(axis=1)) if own and columns.size else np.array([])
        tall = (rows[-1] - rows[0] + 1) / picture.scale / own if own and len(rows) else 0.0
        return tall if tall >= SHORTEST * run.height else None

    heights: list[float | None] = []
    for char, left, right in run.glyphs:
        own = _beside_digit(char, face, digit) if face is not None else 1.0 if char.isdigit() else None
        margin = (right - left) * (1 - CORE) / 2
        heights.append(height(left + margin, right - margin, own))
    for first, last in _words(run.text):
        word = "".join(run.glyphs[i][0] for i in range(first, last + 1))
        own = face.ink_height_em(word) if face is not None else None
        (_, start, start_end), (_, end_start, end) = run.glyphs[first], run.glyphs[last]
        margin = ((start_end - start) + (end - end_start)) * (1 - CORE) / 4
        tall = height(start + margin, end - margin, own / digit if own and digit else None)
        heights[first : last + 1] = [tall] * (last + 1 - first)
    return heights


def _words(text: str) -> list[tuple[int, int]]:
    """The units in `text`: Latin words of two letters or more set right after a figure ("8,432steps", "7hr24min",
    as the recogniser reads a number and its unit set apart by a margin rather than a space), as the first and last
    index of their letters among the text's letters that are not spaces."""
    words, index, start = [], 0, None
    for before, char in zip(" " + text, text + " "):
        latin = char.isascii() and char.isalpha()
        if latin and start is None and before.isdigit():
            start = index
        elif not latin and start is not None:
            if index - start >= 2:
                words.append((start, index - 1))
            start = None
        index += not char.isspace()
    return words


def _beside_digit(char: str, face: Face | None, digit: float | None) -> float | None:
    """How tall a digit's or a currency sign's ink is beside a "0"'s in `face` (a "4" has no overshoot, "$" reaches
    past the digits), or None (neither, or not known)."""
    if not (char.isdigit() or unicodedata.category(char) == "Sc") or face is None or not digit:
        return None
    own = face.ink_height_em(char)
    return own / digit if own else None


def _groups(heights: list[float]) -> list[list[float]]:
    """The heights in groups of one size, shortest first: a step of `ONE_SIZE` and more than `SMOOTHING` starts a
    new one."""
    groups: list[list[float]] = []
    for height in sorted(heights):
        if groups and (height < ONE_SIZE * groups[-1][-1] or height - groups[-1][-1] <= SMOOTHING):
            groups[-1].append(height)
        else:
            groups.append([height])
    return groups


def _filled(glyphs: list[tuple[str, float, float]], sizes: list[float | None]) -> list[float]:
    """Every letter's size: a figure's as measured; a mark (".", ",") takes the figure's after it (the cents'
    point), any other letter the one before it."""
    out: list[float] = []
    for index, ((char, _, _), size) in enumerate(zip(glyphs, sizes)):
        if size is None:
            after = next((s for s in sizes[index + 1 :] if s is not None), None)
            mark = unicodedata.category(char)[0] == "P"
            size = after if mark and after is not None or not out else out[-1]
        out.append(size if size is not None else 0.0)
    return out


def letter_sizes(run: TextRun, picture: Picture, face: Face | None) -> list[float] | None:
    """The font size of each letter of a one-line `run` (spaces aside) whose figures come in more than one size, or
    None when it is set in one size (or its letters are not placed)."""
    if not run.letters_placed or sum(_figure(c) for c in run.text) < MIN_FIGURES:
        return None
    heights = _heights(run, picture, face)
    known = [h for h in heights if h is not None]  # a word's letters each count: a word is measured across them all
    if len(known) < MIN_MEASURED or max(known) < TWO_SIZES * min(known):
        return None
    groups = _groups(known)
    if min(len(group) for group in groups) < 2:  # a figure measured apart from all others: a misplaced box
        return None
    tallest = [h for h, (char, _, _) in zip(heights, run.glyphs) if h is not None and h in groups[-1]]
    if not any(char.isdigit() for h, (char, _, _) in zip(heights, run.glyphs) if h in tallest):
        return None  # the figures set large, the rest small: a word measured taller than the figures is misread
    em = (face.ink_height_em("0") if face is not None else None) or DIGIT_EM
    size_of = {h: float(round(statistics.median(group) / em)) for group in groups for h in group}
    return _filled(run.glyphs, [None if h is None else size_of[h] for h in heights])


def sized_runs(text: str, sizes: list[float], colours: list[StyledRun], font: Font) -> list[StyledRun]:
    """The text's runs of one size and one colour: `sizes` for its letters (spaces take the size before them),
    `colours` the runs of its colours (none: one colour); `font` is the text's own, at its larger size."""
    shades = [(run.color, run.strike) for run in colours for _ in run.text]
    shades = shades if len(shades) == len(text) else [(None, False)] * len(text)
    out: list[StyledRun] = []
    letter, size = 0, sizes[0]
    for char, (shade, strike) in zip(text, shades):
        if not char.isspace():
            size, letter = sizes[letter], letter + 1
        last = out[-1] if out else None
        if last and (last.color, last.strike) == (shade, strike) and last.font is not None and last.font.size == size:
            last.text += char
        else:
            out.append(StyledRun(text=char, color=shade, strike=strike, font=font.model_copy(update={"size": size})))
    return out
