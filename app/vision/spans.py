"""Stretches of one line of text set in another colour (a link inside a sentence), found from the
colour of each letter's ink."""

from __future__ import annotations

import colorsys
import unicodedata

import numpy as np

from app.ir import TextRun as StyledRun
from app.vision.colors import coverage, ink, to_color
from app.vision.ocr import TextRun
from app.vision.paragraphs import joiner
from app.vision.picture import Picture

VIVID, GREY = 0.3, 0.15  # saturations: of a coloured ink, and at most of a grey one
HUE_APART = 40  # degrees between two coloured inks that make them different colours
MIN_LETTERS = 2  # a stretch shorter than this is taken as noise, not as a link


def letter_colours(run: TextRun, picture: Picture, behind: np.ndarray) -> list[np.ndarray | None]:
    """The ink colour of each letter of `run.glyphs` (None for punctuation and faint letters)."""
    scale, rows = picture.scale, run.letter_rows(picture.scale)
    colours: list[np.ndarray | None] = []
    for char, left, right in run.glyphs:
        crop = picture.original[rows, max(int(left * scale), 0) : int(np.ceil(right * scale))]
        if not char.isalnum() or crop.size == 0:
            colours.append(None)
            continue
        colour, mask = ink(crop, behind)
        colours.append(colour if mask.sum() >= 4 else None)
    return colours


def different(a: np.ndarray, b: np.ndarray) -> bool:
    """Inks of another colour, not the same ink made lighter by the smoothing of thin strokes: a coloured
    ink beside a grey one, or two of other hues."""
    (hue_a, sat_a, _), (hue_b, sat_b, _) = (colorsys.rgb_to_hsv(*(float(v) / 255 for v in c)) for c in (a, b))
    if min(sat_a, sat_b) <= GREY:
        return max(sat_a, sat_b) >= VIVID
    if min(sat_a, sat_b) < VIVID:  # a grey with a tint of blue beside a vivid ink
        return max(sat_a, sat_b) - min(sat_a, sat_b) >= VIVID
    apart = abs(hue_a - hue_b) * 360
    return min(sat_a, sat_b) >= VIVID and min(apart, 360 - apart) >= HUE_APART


BLEND = 12  # per-channel difference within which a colour is a mix of an ink and what it is written on


def blended(ink_colour: np.ndarray, other: np.ndarray, behind: np.ndarray) -> bool:
    """Whether `other` is `ink_colour` mixed with what it is written on: thin letters smoothed into the paint
    behind them (white letters on a blue bubble read light blue)."""
    share = float(coverage(other[None, :], ink_colour, behind)[0])
    mixed = share * ink_colour.astype(float) + (1 - share) * behind.astype(float)
    return share >= 0.3 and float(np.abs(other.astype(float) - mixed).max()) < BLEND


def apart(a: np.ndarray, b: np.ndarray, behind: np.ndarray) -> bool:
    """Two inks of other colours, neither the other smoothed into what both are written on."""
    return different(a, b) and not blended(a, b, behind) and not blended(b, a, behind)


def any_vivid_ink(run: TextRun, picture: Picture, behind: np.ndarray) -> bool:
    """Whether some of the line's ink is coloured: without it, no letter can differ from the others."""
    scale = picture.scale
    crop = picture.original[
        max(int(run.y * scale), 0) : int(np.ceil((run.y + run.height) * scale)),
        max(int(run.x * scale), 0) : int(np.ceil((run.x + run.width) * scale)),
    ]
    if crop.size == 0:
        return False
    _, mask = ink(crop, behind)
    inked = crop[mask].astype(float)
    if len(inked) == 0:
        return False
    high, low = inked.max(axis=-1), inked.min(axis=-1)
    return bool(((high - low) / np.maximum(high, 1) >= VIVID).mean() >= 0.05)


def _stretches(colours: list[np.ndarray | None], behind: np.ndarray) -> list[tuple[int, int, np.ndarray]]:
    """Consecutive letters of one colour: (first, end, colour), punctuation joining the stretch it is in."""
    out: list[list] = []
    for index, colour in enumerate(colours):
        if colour is None:
            continue
        if out and not apart(colour, out[-1][2], behind):
            out[-1][1] = index + 1
            out[-1][3].append(colour)
            out[-1][2] = np.median(out[-1][3], axis=0)
        else:
            out.append([index, index + 1, colour, [colour]])
    merged: list[list] = []
    for first, end, colour, members in out:  # too short to be a link: part of what is around it
        if merged and (end - first < MIN_LETTERS or len(members) < MIN_LETTERS):
            merged[-1][1] = end
        elif merged and not apart(colour, merged[-1][2], behind):
            merged[-1][1] = end
        else:
            merged.append([first, end, colour])
    if len(merged) > 1 and merged[0][1] - merged[0][0] < MIN_LETTERS:
        merged[1][0] = merged[0][0]
        merged.pop(0)
    return [(first, end, colour) for first, end, colour in merged]


def coloured_spans(run: TextRun, picture: Picture, behind: np.ndarray) -> list[tuple[str, np.ndarray | None]]:
    """The line's text cut where its colour changes: (text, colour) pieces that join back into `run.text`.
    One piece with colour None when the line is all of one colour (or its letters are not placed)."""
    if len(run.glyphs) < 2 * MIN_LETTERS or not run.letters_placed or not any_vivid_ink(run, picture, behind):
        return [(run.text, None)]
    stretches = _stretches(letter_colours(run, picture, behind), behind)
    if len(stretches) < 2:
        return [(run.text, None)]
    starts = {first: colour for first, _, colour in stretches[1:]}
    pieces: list[tuple[str, np.ndarray | None]] = []
    text, colour, letter = "", stretches[0][2], 0
    for char in run.text:
        if not char.isspace():
            if letter in starts:
                # a currency sign goes with the amount after it ("¥89.00" red, "¥129.00" grey)
                sign = text[-1:] if text[-1:] and unicodedata.category(text[-1]) == "Sc" else ""
                pieces.append((text[: len(text) - len(sign)], colour))
                text, colour = sign, starts[letter]
            letter += 1
        text += char
    pieces.append((text, colour))
    return pieces


def colour_runs(lines: list[TextRun], picture: Picture, behind: np.ndarray, colour: np.ndarray) -> list[StyledRun]:
    """The stretches of a text set in another colour than the rest (links), as runs that join back into
    the text; none when it is all of one colour."""
    pieces: list[tuple[str, np.ndarray | None]] = []
    for line in lines:
        found = coloured_spans(line, picture, behind)
        if pieces:
            pieces[-1] = (pieces[-1][0] + joiner(pieces[-1][0], found[0][0]), pieces[-1][1])
        pieces += found
    if all(c is None for _, c in pieces):
        return []
    runs: list[StyledRun] = []
    for text, shade in pieces:
        own = None if shade is None or not apart(shade, colour, behind) else to_color(shade)
        if runs and (own is None and runs[-1].color is None or own is not None and runs[-1].color == own):
            runs[-1].text += text
        else:
            runs.append(StyledRun(text=text, color=own))
    return runs if len(runs) > 1 else []
