"""Whether a line of text is set bold, from how much ink its letters hold.

The line's ink is set against the same letters drawn as wide in the regular and in the bold,
and the nearer one is taken. Latin letters are drawn in the page's face and that face's own
bold. CJK letters are drawn in the CJK face pages fall back to here, which has no bold: a
browser makes one by growing each outline by a 48th of the font size on every side, and so
does the drawing here.
"""

from __future__ import annotations

from itertools import groupby

import numpy as np

from app.vision.colors import channel_mean, largest_channel
from app.vision.ocr import INK_DIFFERENCE, TextRun, run_crop
from app.vision.paragraphs import is_cjk
from app.vision.typefaces import Face, cjk_path, drawn_ink, ink_of, latin_line, load_face, rendered_ink, size_from_ink

BOLDER = 0.03  # how much nearer (in log of the ink ratio) the bold must come to be taken
GROWN_BOLD = 1 / 48  # of the font size, added to each side of a CJK outline for its bold
SAME_SIZE = 0.15  # how far (in log) the size from the line's width may be from the one from its ink's height
PLAIN = 0.95  # of the pixels above and below a line's letters that must be its ground for its ink to be read


def text_weight(run: TextRun, face: Face | None, picture) -> int | None:
    """700 or 400 for a line of Latin or of mostly CJK text; None where its ink cannot tell (other scripts, no face,
    no bold installed)."""
    if face is None or picture is None:
        return None
    if latin_line(run):
        return latin_weight(run, face, picture)
    return cjk_weight(run, face, picture)


def latin_weight(run: TextRun, face: Face, picture) -> int | None:
    """Drawn as wide as it is found, the bold of a Latin face holds about a third more ink than its regular (both
    read in CSS pixels: an enlarged picture overshoots at the edges of strokes)."""
    bold = load_face(face.name, bold=True)
    seen = seen_ink(run, picture)
    if bold is None or seen is None:
        return None
    inks = [rendered_ink(f, run.text, run.width / max(f.ink_width_em(run.text), 0.1)) for f in (face, bold)]
    if any(ink is None or ink.sum() <= 0 for ink in inks):
        return None
    return _nearer(seen, *(float(ink.sum()) for ink in inks if ink is not None))


def cjk_weight(run: TextRun, face: Face, picture) -> int | None:
    """A line of mostly CJK letters (any Latin in it drawn in the page's face): the grown bold holds about half as
    much ink again as the regular. Not told on paint other than the line's own ground (the edge of a tag in its box),
    nor where the line's width and its letters' height disagree on their size."""
    letters = "".join(run.text.split())
    if sum(map(is_cjk, letters)) < max(2, len(letters) / 2):
        return None
    bold, path, seen = load_face(face.name, bold=True), cjk_path(), seen_ink(run, picture)
    if bold is None or path is None or seen is None or not plain_behind(run, picture):
        return None
    size = run.width / max(face.ink_width_em(letters), 0.1)  # CSS px, if set in the regular
    tall = size_from_ink(run, face)
    if tall is not None and abs(np.log(size / tall)) > SAME_SIZE:
        return None  # the letters read are not the ones seen (a drawn chevron read as ">")
    regular = _mixed_ink(letters, size, path, face, 0.0)
    bold_size = run.width / max(bold.ink_width_em(letters), 0.1)  # the bold's Latin letters are wider
    heavy = _mixed_ink(letters, bold_size, path, bold, bold_size * GROWN_BOLD)
    if regular is None or heavy is None:
        return None
    return _nearer(seen, regular, heavy)


def _mixed_ink(letters: str, size: float, cjk: str, face: Face, grown: float) -> float | None:
    """The ink of the letters drawn at `size`, CJK ones in the CJK face grown by `grown`, the others in `face`."""
    total = 0.0
    for wide, part in groupby(letters, key=is_cjk):
        text = "".join(part)
        ink = drawn_ink(cjk, text, size, grown) if wide else rendered_ink(face, text, size)
        if ink is None:
            return None
        total += float(ink.sum())
    return total if total > 0 else None


def seen_ink(run: TextRun, picture) -> float | None:
    """How much ink the run's letters hold, in CSS pixels fully covered (smoothed edges count by what they cover),
    read in the line's own box (a box drawn round the text, a chip or a field, stays out), from the picture shrunk
    to CSS pixels: a picture enlarged from a smaller one overshoots at the edges of strokes."""
    seen = css_ink(run, picture)
    return None if seen is None else float(seen.sum() / seen.max())


def css_ink(run: TextRun, picture) -> np.ndarray | None:
    """The ink of the run's letters (0-255 per pixel), in its own box, at one pixel per CSS pixel."""
    found = ink_of(run, picture)
    if found is None:
        return None
    seen, x0, y0 = found
    return _shrunk(seen, picture.scale, (y0, x0)) if picture.scale > 1 else seen


def _shrunk(seen: np.ndarray, scale: float, start: tuple[int, int]) -> np.ndarray:
    """The ink, of a box starting at `start` (row, column) in the picture, at one pixel per CSS pixel. On a whole
    scale, each CSS pixel's middle device pixel: on a picture enlarged from a smaller one, it holds the small one's
    value, where means of a few would take in the overshoot at the edges of strokes."""
    whole = int(round(scale))
    if abs(scale - whole) > 0.01:
        import cv2

        height, width = (max(round(side / scale), 1) for side in seen.shape)
        return cv2.resize(seen, (width, height), interpolation=cv2.INTER_AREA)
    top, left = ((whole // 2 - at) % whole for at in start)
    shrunk = seen[top::whole, left::whole]
    return shrunk if shrunk.size and shrunk.max() > 0 else seen


def plain_behind(run: TextRun, picture) -> bool:
    """Whether the rows of a run's box above and below its letters are of one colour, its ground alone (without the
    edge of a tag or the rim of a field), and its letters darker than it: light letters on a dark ground come out
    heavier from a browser's smoothing than their outlines are."""
    crop = run_crop(run, picture)[0].astype(float)
    if crop.shape[0] < 2 or crop.shape[1] < 1:
        return False
    edges = np.concatenate([crop[0], crop[-1]])
    ground = np.median(edges, axis=0)
    off = largest_channel(np.abs(crop - ground)) >= INK_DIFFERENCE
    sides = off[:, [0, 1, -2, -1]].mean(axis=0)  # a tag's upright edge runs the box's height; a letter's stroke less
    grey = channel_mean(crop) - ground.mean()
    return float(1 - off[[0, -1]].mean()) >= PLAIN and sides.max() < PLAIN and -grey.min() > grey.max()


def _nearer(seen: float, regular: float, bold: float) -> int:
    near_regular, near_bold = abs(float(np.log(seen / regular))), abs(float(np.log(seen / bold)))
    return 700 if near_bold + BOLDER < near_regular else 400
