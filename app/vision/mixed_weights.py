"""Words set in two weights: a figure in bold before its caption ("248 Posts"), a bold amount after a plain label
("Total: $129.00"), a bold credit at the end of a caption that wraps ("... heavy rain. Photo: Dana Whitfield").

A short line is told by its words' ink against the same letters drawn as wide in the regular: the line splits in two
where the words on one side hold far more ink than those on the other. A word's own ink reads a tenth either way (its
smoothing, its letters), so only a split well past that is taken, and one word may be a side.

A longer text (a sentence, a paragraph) places each word between its letters drawn in the regular (0) and in the
bold (1), which holds less extra ink at small sizes; it splits where the words on one side all stand near the bold
and those on the other near the regular, with at least two words on the bold side: among many words, a plain one now
and then reads as heavy as a bold one. The text's runs carry the bold words' weight.
"""

from __future__ import annotations

import math

import numpy as np

from app.ir import Font
from app.ir import TextRun as StyledRun
from app.vision.ocr import INK_DIFFERENCE, TextRun
from app.vision.typefaces import Face, ink_of, latin_letters, load_face, rendered_ink
from app.vision.weights import css_ink, seen_ink

SHORT = 6  # words: a line of at most this many is told by its sides' ink
MIN_LETTERS = 3  # a word shorter than this holds too little ink to tell its weight by
SPLIT = 1.28  # a short line's bold side holds at least this many times the plain side's ink, for the regular's
BOLD_INK = 1.3  # and at least this much of the regular's ink (a bold face holds about a third more)
PLAIN_INK = 1.12  # and the plain side's at most this much
BOLD_PLACE = 0.7  # a longer text's bold words, on the mean, at least this far from the regular's ink to the bold's
PLAIN_PLACE = 0.3  # its plain words at most this far
SAME_COLOUR = 1.2  # a word whose darkest pixel is at most this much darker is taken to be in the same colour
GAP = 0.25  # and its lightest bold word this much heavier than its heaviest plain one
MISREAD = (-1.0, 2.0)  # a word placed outside these read its box wrong (letters glued to a neighbour, a box cut short)


def _words(run: TextRun, picture) -> list[TextRun] | None:
    """The run's words as runs of their own, each as wide as its ink: the line's ink parted at its widest gaps, one
    for each space (the recogniser's letter boxes run into their neighbours'). None where the gaps do not tell."""
    words = run.text.split()
    found = ink_of(run, picture)
    if found is None:
        return None
    seen, x0, _ = found
    inked = seen.max(axis=0) >= INK_DIFFERENCE
    edges = np.flatnonzero(np.diff(np.concatenate([[1], inked.astype(np.int8), [1]])))
    gaps = sorted(zip(edges[1::2] - edges[::2], edges[::2]), reverse=True)  # (width, first blank column)
    if len(gaps) < len(words) + 1:
        return None
    inner = [(width, start) for width, start in gaps if start > 0 and start + width < len(inked)]
    spaces = sorted(inner[: len(words) - 1], key=lambda gap: gap[1])
    if len(spaces) < len(words) - 1 or (len(inner) >= len(words) and inner[len(words) - 1][0] >= spaces[-1][0]):
        return None  # no gap for a space, or a gap between letters as wide as one
    columns = np.flatnonzero(inked)
    bounds = [int(columns[0])] + [c for width, start in spaces for c in (start - 1, start + width)] + [int(columns[-1])]
    scale = picture.scale
    return [
        TextRun(word, (x0 + left) / scale, run.y, (right - left + 1) / scale, run.height, run.score)
        for word, left, right in zip(words, bounds[::2], bounds[1::2])
    ]


def _ink_ratio(word: TextRun, face: Face, picture) -> float | None:
    """How much ink the word holds against its letters drawn as wide in the face's regular."""
    seen = seen_ink(word, picture)
    drawn = _drawn(word, face)
    return None if seen is None or drawn is None else seen / drawn


def _drawn(word: TextRun, face: Face, size: float | None = None) -> float | None:
    """The ink of the word's letters drawn in `face` at `size` (as wide as it is found, without one), in CSS pixels
    fully covered."""
    size = size or word.width / max(face.ink_width_em(word.text), 0.1)
    ink = rendered_ink(face, word.text, size)
    return float(ink.sum()) if ink is not None and ink.sum() > 0 else None


def _places(words: list[TextRun], size: float, face: Face, bold: Face, picture) -> list[float] | None:
    """Where each word's ink lies from its letters drawn at the text's size in the regular (0) and in the bold (1),
    in log of ink: a word's own width would size it by its outermost columns, which a full stop's faint edge may
    miss. Read against the darkest letter among the words in its colour: a word of thin strokes in small type may
    hold no pixel wholly covered, and read against its own darkest it would count heavy."""
    inks = [css_ink(_widened(word, picture), picture) for word in words]
    peaks = [float(ink.max()) if ink is not None else 0.0 for ink in inks]
    places = []
    for word, ink, own in zip(words, inks, peaks):
        plain, heavy = _drawn(word, face, size), _drawn(word, bold, size)
        if ink is None or own <= 0 or plain is None or heavy is None or heavy <= plain * 1.05:
            return None  # (letters whose bold holds no more ink than their regular tell nothing)
        peak = max(p for p in peaks if p <= own * SAME_COLOUR)
        places.append(math.log(float(ink.sum()) / peak / plain) / math.log(heavy / plain))
    return places


def _widened(word: TextRun, picture) -> TextRun:
    """The word's box a device pixel wider either side, for the faint edges of its first and last letters."""
    pad = 1 / picture.scale
    return TextRun(word.text, word.x - pad, word.y, word.width + 2 * pad, word.height, word.score)


def _short_split(ratios: list[float]) -> tuple[int, bool] | None:
    """Where a short line splits into a bold and a plain part (the index of the first word of the second part), and
    whether the first part is the bold one; None where no split stands out."""
    for at in range(1, len(ratios)):
        first, second = ratios[:at], ratios[at:]
        for bold, plain, first_bold in ((first, second, True), (second, first, False)):
            if min(bold) >= SPLIT * max(plain) and min(bold) >= BOLD_INK and max(plain) <= PLAIN_INK:
                return at, first_bold
    return None


def _long_split(places: list[float]) -> tuple[int, bool] | None:
    """The same for a longer text, from where its words' ink lies between the regular's and the bold's."""
    for at in range(1, len(places)):
        first, second = places[:at], places[at:]
        for bold, plain, first_bold in ((first, second, True), (second, first, False)):
            if len(bold) < 2 or min(bold) - max(plain) < GAP:
                continue
            if np.mean(bold) >= BOLD_PLACE and np.mean(plain) <= PLAIN_PLACE:
                return at, first_bold
    return None


def word_weights(lines: list[TextRun], face: Face | None, picture, size: float) -> list[int] | None:
    """The weight of each letter (spaces aside) of a text of font `size` whose words are set in two weights, or
    None: one weight, a text not told by its words (a script other than Latin, letters not placed)."""
    if face is None or picture is None or not all(latin_letters(line) and line.letters_placed for line in lines):
        return None
    words: list[TextRun] = []
    for line in lines:
        found = _words(line, picture) if len(line.text.split()) >= 2 else [line]
        if found is None:
            return None
        words += found
    short = len(lines) == 1 and len(words) <= SHORT
    # (a word too short to tell, a "·" or "2h", goes with the side it stands in; between the sides, with the word
    # after it: "group **2 Hours Ago**", a number or a short word leans on the next)
    told = [index for index, word in enumerate(words) if len(word.text) >= MIN_LETTERS]
    if len(told) < 2:
        return None
    if short:
        ratios = [_ink_ratio(words[index], face, picture) for index in told]
        split = _short_split([r for r in ratios if r is not None]) if None not in ratios else None
    else:
        bold = load_face(face.name, bold=True)
        places = _places([words[index] for index in told], size, face, bold, picture) if bold is not None else None
        if places is None:
            return None
        # (a word placed far outside both read its box wrong: letters glued to a neighbour, a box cut short)
        kept = [index for index, place in enumerate(places) if MISREAD[0] <= place <= MISREAD[1]]
        told, places = [told[k] for k in kept], [places[k] for k in kept]
        split = _long_split(places)
    if split is None:
        return None
    at, first_bold = told[split[0] - 1] + 1, split[1]
    weights = [
        (700 if first_bold else 400) if index < at else (400 if first_bold else 700) for index in range(len(words))
    ]
    return [weight for word, weight in zip(words, weights) for _ in word.text]


def weighted_runs(text: str, weights: list[int], runs: list[StyledRun], font: Font) -> list[StyledRun]:
    """The text's runs, split further where its letters' `weights` change (spaces take the weight before them):
    each keeps its colour and size, in the weight of its letters."""
    styles = [(run.color, run.strike, run.font) for run in runs for _ in run.text]
    styles = styles if len(styles) == len(text) else [(None, False, None)] * len(text)
    out: list[StyledRun] = []
    letter, weight = 0, weights[0]
    for char, (colour, strike, own) in zip(text, styles):
        if not char.isspace() and letter < len(weights):
            weight, letter = weights[letter], letter + 1
        letter_font = (own or font).model_copy(update={"weight": weight})
        last = out[-1] if out else None
        if last is not None and (last.color, last.strike, last.font) == (colour, strike, letter_font):
            last.text += char
        else:
            out.append(StyledRun(text=char, color=colour, strike=strike, font=letter_font))
    return out
