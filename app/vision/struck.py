"""Text struck through (the old price beside a new one): a line of ink across all its letters, half-way up them."""

from __future__ import annotations

import numpy as np

from app.ir import TextRun as StyledRun
from app.vision.ocr import TextRun, letter_ink
from app.vision.picture import Picture

ACROSS = 0.95  # share of a text's columns a row of ink must cross to strike it through (letters stand apart)
MIDDLE = (0.3, 0.75)  # of the letters' ink, from its top: where a strike-through runs, clear of an underline
MIN_WIDTH = 8  # px: a text narrower than this is too short to tell a strike from a letter's bar
MIN_LETTERS = 3  # and so is a text of fewer letters ("H", "三")
STROKE = 0.2  # of the letters' height: how thick a strike-through is at most


def struck_through(run: TextRun, picture: Picture, left: float | None = None, right: float | None = None) -> bool:
    """Whether a row of ink crosses all of the run's letters (those between `left` and `right`, in CSS px) about
    half-way up them."""
    found = letter_ink(run, picture) if sum(not c.isspace() for c in run.text) >= MIN_LETTERS else None
    if found is None:
        return False
    ink, x0, _ = found
    scale = picture.scale
    start = 0 if left is None else max(0, int(left * scale) - x0)
    end = ink.shape[1] if right is None else max(0, int(np.ceil(right * scale)) - x0)
    part = ink[:, start:end]
    columns, rows = np.flatnonzero(part.any(axis=0)), np.flatnonzero(part.any(axis=1))
    if len(columns) < MIN_WIDTH * scale or len(rows) < 4:
        return False
    body = part[rows[0] : rows[-1] + 1, columns[0] : columns[-1] + 1]
    height = body.shape[0]
    across = np.flatnonzero(body.mean(axis=1) >= ACROSS)
    # one thin line, half-way up (not the letters' paint all over, as where the box reaches into a tag's)
    return bool(
        len(across)
        and across[-1] - across[0] < max(2 * scale, STROKE * height)
        and across[0] >= height * MIDDLE[0]
        and across[-1] < height * MIDDLE[1]
    )


def struck_runs(runs: list[StyledRun], run: TextRun, picture: Picture) -> list[StyledRun]:
    """The runs of a one-line text, each marked struck through where its own letters are."""
    if not run.letters_placed or "".join(r.text for r in runs) != run.text:
        return runs
    first = 0
    for styled in runs:
        count = sum(not c.isspace() for c in styled.text)
        if count:
            glyphs = run.glyphs[first : first + count]
            styled.strike = struck_through(run, picture, glyphs[0][1], glyphs[-1][2])
        first += count
    return runs
