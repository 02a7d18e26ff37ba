"""Which typeface a screenshot's Latin text is set in, and its size from how wide it runs.

The candidates are the faces installed here: DejaVu Sans is what pages get when they ask for
a system font, Liberation Sans stands in for Arial and Helvetica, and Liberation Serif for
Times; DejaVu Serif is the serif a reading page gets. A face is
chosen by how well its advance widths explain the widths of the text runs found; sizes
then come from width, which the recogniser measures far better than height. CJK glyphs
are one em wide, whatever the face.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
from fontTools.ttLib import TTFont
from PIL import Image, ImageDraw, ImageFont

from app.vision.colors import channel_mean
from app.vision.ocr import INK_DIFFERENCE, TextRun, run_crop

FACES = {
    "DejaVu Sans": "'DejaVu Sans', system-ui, -apple-system, sans-serif",
    "Liberation Sans": "Arial, 'Liberation Sans', Helvetica, sans-serif",
    "Liberation Serif": "'Times New Roman', 'Liberation Serif', Times, serif",
    "DejaVu Serif": "'DejaVu Serif', Georgia, serif",
}
CJK_FALLBACK = "'PingFang SC', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC'"


CJK_INK = (0.05, 0.05, -0.12, 0.82)  # bearings, bottom and top of a CJK glyph's ink, in em (WenQuanYi)

CURRENCY_SIGNS = "¢£¥€₩₹₽"  # signs set before amounts, beyond ASCII


@dataclass(frozen=True)
class Face:
    name: str
    stack: str
    advances: dict[int, float]  # code point -> advance in em
    # code point -> (left bearing, right bearing, bottom, top) of the letter's ink in em, for ASCII letters and
    # currency signs
    inks: dict[int, tuple[float, float, float, float]] = field(default_factory=dict)
    path: str = ""
    ascent: float = 0.9  # above and below the baseline, in em: a line's glyphs sit mid-way in its line box
    descent: float = 0.22

    def width_em(self, text: str) -> float:
        return sum(self.advances.get(ord(c), 1.0 if ord(c) > 0x2E80 else 0.55) for c in text)

    def _ink(self, char: str) -> tuple[float, float, float, float] | None:
        return cjk_ink(char) if ord(char) > 0x2E80 else self.inks.get(ord(char))

    def ink_width_em(self, text: str) -> float:
        """From the left of the first letter's ink to the right of the last one's."""
        text = text.strip()
        first, last = (self._ink(text[0]), self._ink(text[-1])) if text else (None, None)
        return self.width_em(text) - (first[0] if first else 0.0) - (last[1] if last else 0.0)

    def ink_height_em(self, text: str) -> float | None:
        """From the lowest point of the letters' ink to the highest, or None for letters not known."""
        inks = [self._ink(c) for c in text if not c.isspace()]
        known = [i for i in inks if i is not None]
        if not known or len(known) < len(inks):
            return None
        return max(i[3] for i in known) - min(i[2] for i in known)

    def left_bearing(self, text: str, size: float) -> float:
        """How far right of where the line starts its first letter's ink begins, in px at `size`."""
        text = text.lstrip()
        ink = self._ink(text[0]) if text else None
        return max(ink[0], 0.0) * size if ink is not None else 0.0

    def right_bearing(self, text: str, size: float) -> float:
        """How far left of where the line ends its last letter's ink ends, in px at `size`."""
        text = text.rstrip()
        ink = self._ink(text[-1]) if text else None
        return max(ink[1], 0.0) * size if ink is not None else 0.0

    def content_height(self, size: float) -> int:
        """How tall a line of this face at `size` stands by its own measure (its ascent and descent)."""
        return round(self.ascent * size) + round(self.descent * size)

    def baseline(self, text: str, size: float, ink_top: float, ink_bottom: float) -> float | None:
        """Where the letters of `text`, set at `size`, sit, from where their ink was seen: above the lowest ink by
        its descenders' depth, or below the highest by its tallest letter's height where descenders are drawn
        (their depth varies with hinting). None for letters not known."""
        inks = [self._ink(c) for c in text if not c.isspace()]
        if len(inks) < 2 or None in inks:
            return None
        lowest = min(i[2] for i in inks if i is not None)
        if lowest < -0.05:
            return ink_top + max(i[3] for i in inks if i is not None) * size
        return ink_bottom + lowest * size

    def line_top(self, text: str, size: float, line_height: float, ink_top: float, ink_bottom: float) -> float | None:
        """Where a line box `line_height` tall must start for `text`, set in this face at `size`, to draw its ink
        from `ink_top` to `ink_bottom`: browsers centre the face's ascent and descent in the line box and sit the
        letters on its baseline. None for letters not known."""
        inks = [self._ink(c) for c in text if not c.isspace()]
        if len(inks) < 2 or None in inks:
            return None
        ascent, descent = round(self.ascent * size), round(self.descent * size)
        baseline = int((line_height - ascent - descent) / 2 + ascent)
        top = baseline - round(max(i[3] for i in inks if i is not None) * size)
        lowest = min(i[2] for i in inks if i is not None)
        if lowest < -0.05:  # descenders: how far below the baseline they are drawn varies with hinting, by a pixel
            return ink_top - top
        return (ink_top - top + ink_bottom - baseline + round(lowest * size)) / 2


def _installed(name: str, bold: bool = False) -> tuple[str, TTFont] | None:
    """The file and font of the installed face of that name (its bold, with `bold`), or None."""
    if shutil.which("fc-match") is None:
        return None
    try:
        path = subprocess.run(
            ["fc-match", "-f", "%{file}", f"{name}:bold" if bold else name], capture_output=True, text=True, timeout=5
        ).stdout.strip()
        font = TTFont(path, fontNumber=0, lazy=True)
        if name.split()[0].lower() not in font["name"].getDebugName(1).lower():
            return None  # fontconfig fell back to another face: this one is not installed
        if bold and "bold" not in (font["name"].getDebugName(2) or "").lower():
            return None  # no bold of its own
    except (OSError, subprocess.SubprocessError, KeyError):
        return None
    return path, font


@lru_cache(maxsize=1)
def _cjk_installed() -> tuple[str, TTFont] | None:
    return _installed("WenQuanYi Micro Hei")


def _cjk_font() -> TTFont | None:
    """The CJK face pages fall back to here, read for its letters' ink; None where none is installed."""
    found = _cjk_installed()
    return found[1] if found is not None else None


def cjk_path() -> str | None:
    """The file of the CJK face pages fall back to here, to draw its letters; None where none is installed."""
    found = _cjk_installed()
    return found[0] if found is not None else None


@lru_cache(maxsize=4096)
def cjk_ink(char: str) -> tuple[float, float, float, float]:
    """Bearings, bottom and top of a CJK letter's ink, in em: most fill their square, but a full-width comma or
    full stop sits in its lower left corner."""
    font = _cjk_font()
    glyph = font.getBestCmap().get(ord(char)) if font is not None else None
    if font is None or glyph is None:
        return CJK_INK
    shape, upem = font["glyf"][glyph], font["head"].unitsPerEm
    if not hasattr(shape, "xMin"):  # a blank (an ideographic space)
        return CJK_INK
    advance = font["hmtx"].metrics[glyph][0]
    return (shape.xMin / upem, (advance - shape.xMax) / upem, shape.yMin / upem, shape.yMax / upem)


@lru_cache(maxsize=32)  # every installed face in both weights, however it is asked for
def load_face(name: str, bold: bool = False) -> Face | None:
    """The installed face of that name (its bold, with `bold`), or None."""
    found = _installed(name, bold)
    if found is None:
        return None
    path, font = found
    try:
        upem = font["head"].unitsPerEm
        metrics = font["hmtx"].metrics
        cmap = font.getBestCmap()
        advances = {code: metrics[glyph][0] / upem for code, glyph in cmap.items()}
        outlines = font["glyf"]
        inks = {}
        for code in [*range(0x21, 0x7F), *map(ord, CURRENCY_SIGNS)]:
            if code in cmap and hasattr(outlines[cmap[code]], "xMin"):
                shape, advance = outlines[cmap[code]], metrics[cmap[code]][0]
                inks[code] = (shape.xMin / upem, (advance - shape.xMax) / upem, shape.yMin / upem, shape.yMax / upem)
        ascent, descent = font["hhea"].ascent / upem, -font["hhea"].descent / upem
    except (OSError, KeyError):
        return None
    return Face(name, FACES[name], advances, inks, path, ascent, descent)


def latin_line(run: TextRun) -> bool:
    return run.text.isascii() and len(run.text.strip()) >= 4


def latin_letters(run: TextRun) -> bool:
    """A line in the Latin script, accented letters and typographic punctuation ("·", "–") too."""
    return all(ord(c) < LATIN_END or PUNCTUATION[0] <= ord(c) <= PUNCTUATION[1] for c in run.text) and (
        len(run.text.strip()) >= 4
    )


LATIN_END = 0x250  # past Latin-1 and Latin Extended-A and -B
PUNCTUATION = (0x2000, 0x206F)  # general punctuation: dashes, quotes, bullets


def rendered_ink(face: Face, text: str, size: float) -> np.ndarray | None:
    """The text drawn in `face` at `size` px: its ink (0-1), cropped to the ink."""
    return drawn_ink(face.path, text, size)


def drawn_ink(path: str, text: str, size: float, thicken: float = 0.0) -> np.ndarray | None:
    """The text drawn in the font at `path` at `size` px, its outlines grown by `thicken` px on every side
    (the bold a browser makes of a face that has none): its ink (0-1), cropped to the ink."""
    # drawn larger and shrunk: outlines as they are, without small-size hinting, and grown by a fraction of a pixel
    detail = min(max(4, int(np.ceil(2 / thicken))), 12) if thicken > 0 else 4
    stroke = int(round(thicken * detail))
    try:
        font = ImageFont.truetype(path, size=max(size, 4) * detail)
    except OSError:
        return None
    left, top, right, bottom = font.getbbox(text, stroke_width=stroke)
    width, height = -(-(int(right - left) + 8) // detail) * detail, -(-(int(bottom - top) + 8) // detail) * detail
    canvas = Image.new("L", (width, height), 0)
    ImageDraw.Draw(canvas).text((4 - left, 4 - top), text, font=font, fill=255, stroke_width=stroke, stroke_fill=255)
    canvas = canvas.resize((width // detail, height // detail), Image.Resampling.BOX)
    ink = np.asarray(canvas, dtype=float) / 255
    rows, cols = np.flatnonzero(ink.max(axis=1) > 0.5), np.flatnonzero(ink.max(axis=0) > 0.5)
    if len(rows) == 0 or len(cols) == 0:
        return None
    return ink[:, cols[0] : cols[-1] + 1]


def likeness(face: Face, run: TextRun, picture) -> float | None:
    """How much the run's letters look like `face`'s drawn as wide: the overlap of the two inks,
    lined up at their left ends and their middles."""
    found = ink_of(run, picture, grow=0.2)
    if found is None:
        return None
    seen = found[0] / found[0].max()
    drawn = rendered_ink(face, run.text, seen.shape[1] / max(face.ink_width_em(run.text), 0.1))
    if drawn is None:
        return None
    width = min(seen.shape[1], drawn.shape[1])
    seen, drawn = seen[:, :width], drawn[:, :width]

    def middle(ink: np.ndarray) -> float:
        return float((ink.sum(axis=1) * np.arange(len(ink))).sum() / max(ink.sum(), 1e-6))

    import cv2

    blur = max(0.6 * picture.scale, 0.8)  # half a CSS px of blur: smoothing and hinting are not compared
    seen = cv2.GaussianBlur(seen, (0, 0), blur)
    drawn = cv2.GaussianBlur(drawn, (0, 0), blur)
    best = 0.0
    for nudge in (-1, 0, 1):
        shift = int(round(middle(seen) - middle(drawn))) + nudge
        placed = np.zeros_like(seen)
        top = max(shift, 0)
        part = drawn[max(-shift, 0) : max(-shift, 0) + seen.shape[0] - top]
        placed[top : top + len(part)] = part
        best = max(best, float(np.minimum(seen, placed).sum() / max(np.maximum(seen, placed).sum(), 1e-6)))
    return best


SERIF_MARGIN = 1.05  # a serif face's letters look this much more like the runs' than the likest sans face's
SERIF_LETTERS = 40  # letters the sample holds, at least, for a serif face to be told from a sans one
SURE_SANS = 0.75  # a sans face's letters this like the runs' (overlap, on average) leave no serif to look for


def choose_face(runs: list[TextRun], picture=None) -> Face | None:
    """The installed face whose letters look most like the runs' (drawn and compared), or else
    whose widths agree best with the runs' heights; None when no face is installed. A serif face
    is chosen on its letters' look alone, and only where lines enough show it plainly: a few
    figures and capitals look alike in any face."""
    faces = [f for f in (load_face(name) for name in FACES) if f is not None]
    sans = [f for f in faces if f.stack.endswith("sans-serif")] or faces
    latin = [r for r in runs if latin_line(r)]
    if not faces or not latin:
        return sans[0] if sans else None
    if picture is not None:
        sample = sorted(latin, key=lambda r: -len(r.text))[:8]
        letters = sum(c.isalpha() for run in sample for c in run.text)
        scores = {face.name: [likeness(face, run, picture) for run in sample] for face in sans}
        plain = max((sum(s or 0.0 for s in values) / len(sample) for values in scores.values()), default=0.0)
        if letters >= SERIF_LETTERS and plain < SURE_SANS:  # a serif is drawn only where it may be told
            scores |= {
                face.name: [likeness(face, run, picture) for run in sample] for face in faces if face not in sans
            }
        compared = [face for face in faces if face.name in scores]
        if all(None not in values for values in scores.values()):
            total = {name: sum(s for s in values if s is not None) for name, values in scores.items()}
            best = max(sans, key=lambda face: total[face.name])
            serif = max((f for f in compared if f not in sans), key=lambda face: total[face.name], default=None)
            if serif is not None and total[serif.name] >= SERIF_MARGIN * total[best.name]:
                return serif
            return best

    def disagreement(face: Face) -> float:
        return statistics.median(abs(r.width / face.ink_width_em(r.text) / r.font_size - 1) for r in latin)

    return min(sans, key=disagreement)


DISPLAY_SIZE = 18  # px: a line this large may be set in a display face of its own (a serif title on a sans screen)
DISPLAY_LETTERS = 10  # letters a title needs for its face to be told from the screen's
DISPLAY_MARGIN = 1.2  # a serif's letters look this much more like the title's than the screen's sans does, at best
DISPLAY_LINES = 2  # a title's lines compared, its longest


def display_face(lines: list[TextRun], face: Face | None, picture) -> Face | None:
    """The serif face a large title is set in on a screen of sans text (a product's name in Georgia above sans
    copy), or None where it is set in the screen's face. Each face is compared in its regular and its bold, the
    title's lines together: a bold serif and a bold sans differ as plainly as their regulars do."""
    if face is None or not face.stack.endswith("sans-serif") or picture is None:
        return None
    latin = [line for line in lines if line.text.isascii() and line.font_size >= DISPLAY_SIZE]
    if len(latin) < len(lines) or sum(c.isalpha() for line in latin for c in line.text) < DISPLAY_LETTERS:
        return None
    latin = sorted(latin, key=lambda line: -len(line.text))[:DISPLAY_LINES]  # its longest lines tell it

    def look(name: str) -> float:
        drawn = [load_face(name, bold) for bold in (False, True)]
        scores = [[likeness(f, line, picture) for line in latin] for f in drawn if f is not None]
        return max((sum(s or 0.0 for s in values) for values in scores), default=0.0)

    own = look(face.name)
    if own >= SURE_SANS * len(latin):  # plainly the screen's face: no serif to look for
        return None
    serifs = {name: look(name) for name, stack in FACES.items() if not stack.endswith("sans-serif")}
    best = max(serifs, key=lambda name: serifs[name], default=None)
    if best is None or serifs[best] < DISPLAY_MARGIN * own:
        return None
    others = [look(name) for name, stack in FACES.items() if stack.endswith("sans-serif") and name != face.name]
    if serifs[best] < DISPLAY_MARGIN * max([own, *others]):  # nor any other sans
        return None
    return load_face(best)


def size_from_ink(run: TextRun, face: Face | None) -> float | None:
    """The font size that makes the run's letters' ink as tall as it was measured, or None where it was not (or the
    face does not know the letters). Unlike the detector's box, whose margin round a few letters is wider than
    round a line, the ink tells the size whatever the line's length; the letters it holds (with descenders or
    without) are the face's to weigh."""
    if face is None or run.ink_height <= 0:
        return None
    em = face.ink_height_em(run.text)
    return run.ink_height / em if em else None


INK_AGREES = 0.08  # how far apart the sizes from a line's width and from its ink's height may be to agree


SHORT_LOW = 0.6  # a word of one or two letters sized by its ink at no less than this share of its box's size


def _short_size(run: TextRun, face: Face | None, by_height: float) -> float:
    """A word too short for its width to tell its size ("Me", "OK", "5"): its ink's height does, when the ink reads
    no larger than the box (the detector's margin round a few letters is wide and makes them read large)."""
    by_ink = size_from_ink(run, face)
    if by_ink is None or not SHORT_LOW * by_height <= by_ink <= by_height:
        return by_height
    return float(round(by_ink))


def size_from_width(run: TextRun, face: Face | None) -> float:
    """The font size that makes the run as wide as it is found, kept near the height's estimate."""
    by_height = run.font_size
    letters = run.text.strip()
    wide = sum(ord(c) > 0x2E80 for c in letters) * 2 > len(letters)  # mostly CJK: every letter one em across
    if face is None or len(letters) < (2 if wide else 3):
        return _short_size(run, face, by_height) if not wide else by_height
    em = face.ink_width_em(run.text)  # the run's box is trimmed to the ink
    if em <= 0:
        return by_height
    by_width = run.width / em
    # the detector's box round a line of CJK stands anywhere from 1.1 to 1.6 font sizes tall, while its letters
    # are as wide as the font is large: their width is trusted further. So is a Latin line's width where its
    # letters' ink is as tall as that size makes them (a bold title's box is short for its size)
    by_ink = None if wide else size_from_ink(run, face)
    if by_ink is not None and abs(by_width / by_ink - 1) <= INK_AGREES:
        return float(round(by_width))
    low, high = (0.7, 1.4) if wide else (0.8, 1.25)
    return float(round(min(max(by_width, by_height * low), by_height * high)))


def ink_of(run: TextRun, picture, grow: float = 0.0) -> tuple[np.ndarray, int, int] | None:
    """How far each pixel of the run's box (grown by `grow` of its height above and below) stands from what is
    behind it, at full detail, and where the box starts (x, y); None where nothing stands out."""
    pixels, x0, y0 = run_crop(run, picture, grow)
    crop = channel_mean(pixels)
    if crop.size == 0:
        return None
    behind = np.median(np.concatenate([crop[0], crop[-1]]))
    seen = np.abs(crop - behind)
    return (seen, x0, y0) if seen.max() >= INK_DIFFERENCE else None
