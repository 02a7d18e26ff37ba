"""Words of one line set in two weights: a figure in bold before its caption ("248 Posts"), a bold amount after a
plain label ("Total: $129.00"). Each word's ink is set against the same letters drawn as wide in the regular, and
the line splits in two where the words on one side hold far more ink than those on the other: a word's own ink
reads a tenth either way (its smoothing, its letters), so only a split well past that is taken. The text's runs
carry the bold words' weight.
"""

from __future__ import annotations

import numpy as np

from app.ir import Font
from app.ir import TextRun as StyledRun
from app.vision.ocr import INK_DIFFERENCE, TextRun
from app.vision.typefaces import Face, ink_of, latin_letters, rendered_ink
from app.vision.weights import seen_ink

MAX_WORDS = 6  # a line of more words is a sentence: its weight is the line's
MIN_LETTERS = 3  # a word shorter than this holds too little ink to tell its weight by
SPLIT = 1.28  # the bold side's words hold at least this many times the ink of the plain side's, for the regular's
BOLD_INK = 1.3  # and at least this much of the regular's ink (a bold face holds about a third more)
PLAIN_INK = 1.12  # and the plain side's at most this much


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
    drawn = rendered_ink(face, word.text, word.width / max(face.ink_width_em(word.text), 0.1))
    if seen is None or drawn is None or drawn.sum() <= 0:
        return None
    return seen / float(drawn.sum())


def _bold_side(ratios: list[float]) -> tuple[int, bool] | None:
    """Where the line splits into a bold and a plain part (the index of the first word of the second part), and
    whether the first part is the bold one; None where no split stands out."""
    for at in range(1, len(ratios)):
        first, second = ratios[:at], ratios[at:]
        for bold, plain, first_bold in ((first, second, True), (second, first, False)):
            if min(bold) >= SPLIT * max(plain) and min(bold) >= BOLD_INK and max(plain) <= PLAIN_INK:
                return at, first_bold
    return None


def word_weights(run: TextRun, face: Face | None, picture) -> list[int] | None:
    """The weight of each letter of a line (spaces aside) whose words are set in two weights, or None: one weight,
    a line not told by its words (a sentence, a script other than Latin, letters not placed)."""
    if face is None or picture is None or not latin_letters(run) or not run.letters_placed:
        return None
    if not 2 <= len(run.text.split()) <= MAX_WORDS:
        return None
    words = _words(run, picture)
    if words is None:
        return None
    # (a word too short to tell, a "·" or "2h", goes with the side it stands in)
    told = [index for index, word in enumerate(words) if len(word.text) >= MIN_LETTERS]
    ratios = [_ink_ratio(words[index], face, picture) for index in told]
    if len(told) < 2 or any(r is None for r in ratios):
        return None
    split = _bold_side([r for r in ratios if r is not None])
    if split is None:
        return None
    at, first_bold = told[split[0]], split[1]
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
