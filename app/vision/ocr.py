"""Text found in a screenshot with RapidOCR (its models ship inside the wheel), measured in CSS px."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import numpy as np

from app.vision.picture import Picture

_engine = None
_lock = threading.RLock()
OCR_MAX_WIDTH = 585  # OCR reads the picture at up to 1.5x CSS px: detail enough, and fast
# How tall the recogniser's box around a line stands, in font sizes (medians over the corpus)
CJK_BOX_TO_FONT = 1.22
LATIN_BOX_TO_FONT = {(True, True): 1.43, (True, False): 1.18, (False, True): 1.29, (False, False): 0.95}


@dataclass
class TextRun:
    text: str
    x: float
    y: float
    width: float
    height: float
    score: float
    glyphs: list[tuple[str, float, float]] = field(default_factory=list)  # (letter, left, right), spaces aside
    ink_height: float = 0.0  # from the top of the highest letter to the bottom of the lowest, when measured

    @property
    def font_size(self) -> float:
        """From the glyph box height, allowing for lines without ascenders or descenders."""
        return max(8.0, round(self.height / glyph_box_ratio(self.text)))


ASCENDERS = set("bdfhklt0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!?/()[]{}|%&#@$")
DESCENDERS = set("gjpqy()[]{}|,;")


def glyph_box_ratio(text: str) -> float:
    """How tall a line's glyph box stands, in font sizes, for the letters it holds."""
    if not text.isascii():
        return CJK_BOX_TO_FONT
    return LATIN_BOX_TO_FONT[(any(c in ASCENDERS for c in text), any(c in DESCENDERS for c in text))]


def engine():
    global _engine
    with _lock:
        if _engine is None:
            from rapidocr_onnxruntime import RapidOCR

            _engine = RapidOCR()
        return _engine


def blank_gaps(image: np.ndarray, x0: int, x1: int, y0: int, y1: int) -> list[tuple[int, int]]:
    """Runs of columns without ink inside a line's box (image x coordinates), ends excluded."""
    crop = image[max(y0, 0):max(y1, 0), max(x0, 0):max(x1, 0)].astype(np.int16)
    if crop.size == 0:
        return []
    edge = np.concatenate([crop[0], crop[-1]]).reshape(-1, 3)
    behind = np.median(edge, axis=0)
    inked = (np.abs(crop - behind).max(axis=-1) > 40).any(axis=0)
    gaps, start = [], None
    for column, has_ink in enumerate(inked):
        if not has_ink and start is None:
            start = column
        elif has_ink and start is not None:
            if start > 0:
                gaps.append((x0 + start, x0 + column))
            start = None
    return gaps


def _centre(box) -> float:
    return (min(p[0] for p in box) + max(p[0] for p in box)) / 2


def restore_spaces(text: str, centres: list[float], gaps: list[tuple[int, int]], line_height: float) -> str:
    """The recogniser drops spaces in Latin text: put them back where the picture has a blank gap
    between letters wider than a sixth of the line's height."""
    if " " in text or not text.isascii() or len(text) < 3 or len(centres) != len(text):
        return text
    wide = [(a + b) / 2 for a, b in gaps if b - a >= max(2, 0.17 * line_height)]
    out = []
    for index, char in enumerate(text):
        if index and any(centres[index - 1] < gap < centres[index] for gap in wide):
            out.append(" ")
        out.append(char)
    return "".join(out)


def split_runs(text: str, quad, char_boxes: list, image: np.ndarray) -> list[tuple[str, float, float, list]]:
    """One recognised line can hold several texts far apart ("Label      Value"): split it at
    blank gaps wider than the line is tall. Returns (text, x0, x1, glyphs) pieces in image x coordinates,
    glyphs being (letter, x0, x1) of each letter that is not a space, when the recogniser placed them."""
    x0, x1 = int(min(p[0] for p in quad)), int(max(p[0] for p in quad))
    y0, y1 = int(min(p[1] for p in quad)), int(max(p[1] for p in quad))
    line_height = max(y1 - y0, 1)
    gaps = blank_gaps(image, x0, x1, y0, y1)
    centres = [_centre(box) for box in char_boxes] if len(char_boxes) == len(text) else []
    cuts = [(a, b) for a, b in gaps if b - a >= 1.1 * line_height] if centres else []
    pieces, start_index, start_x = [], 0, float(x0)
    for a, b in cuts:
        end_index = sum(1 for c in centres if c < (a + b) / 2)
        if start_index < end_index < len(text):
            pieces.append((start_index, end_index, start_x, float(a)))
            start_index, start_x = end_index, float(b)
    pieces.append((start_index, len(text), start_x, float(x1)))
    out = []
    for first, last, left, right in pieces:
        piece = text[first:last].strip()
        if piece:
            inside = [g for g in gaps if left <= g[0] and g[1] <= right]
            glyphs = [(char, float(min(p[0] for p in box)), float(max(p[0] for p in box)))
                      for char, box in zip(text[first:last], char_boxes[first:last]) if not char.isspace()] \
                if centres else []
            out.append((restore_spaces(piece, centres[first:last] if centres else [], inside, line_height), left, right,
                        glyphs))
    return out


def trim_to_ink(run: TextRun, picture: Picture) -> TextRun:
    """The recogniser's box is loose at both ends of a line: narrow it to the columns with ink, measured
    at full detail (the height is left as found: font sizes are read from it)."""
    scale = picture.scale
    x0, x1 = int(run.x * scale), int(np.ceil((run.x + run.width) * scale))
    y0, y1 = int(run.y * scale), int(np.ceil((run.y + run.height) * scale))
    crop = picture.original[max(y0, 0):max(y1, 0), max(x0, 0):max(x1, 0)].astype(np.int16)
    if crop.shape[0] < 2 or crop.shape[1] < 2:
        return run
    behind = np.median(np.concatenate([crop[0], crop[-1]]).reshape(-1, 3), axis=0)
    difference = np.abs(crop - behind).max(axis=-1)
    ink = difference > max(40, difference.max() / 2)  # pixels mostly covered: smoothed edges count by half
    columns, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    if len(columns) == 0:
        return run
    left = max(x0, 0) + int(columns[0])
    right = max(x0, 0) + int(columns[-1]) + 1
    run.x, run.width = left / scale, (right - left) / scale
    if 0 < rows[0] and rows[-1] < crop.shape[0] - 1:  # the letters stand clear of the box's edges
        run.ink_height = (int(rows[-1]) - int(rows[0]) + 1) / scale
    return run


def read_text(picture: Picture) -> list[TextRun]:
    source = picture.original
    factor = 1.0
    if source.shape[1] > OCR_MAX_WIDTH:
        import cv2

        factor = OCR_MAX_WIDTH / source.shape[1]
        source = cv2.resize(source, (OCR_MAX_WIDTH, round(source.shape[0] * factor)), interpolation=cv2.INTER_AREA)
    bgr = np.ascontiguousarray(source[:, :, ::-1])
    with _lock:
        found, _ = engine()(bgr, use_cls=False, return_word_box=True)
    to_css = 1 / (picture.scale * factor)
    runs = []
    for quad, text, score, *chars in found or []:
        ys = [p[1] for p in quad]
        if not text.strip() or float(score) < 0.5:
            continue
        for piece, left, right, glyphs in split_runs(text, quad, chars[0] if chars else [], source):
            runs.append(trim_to_ink(TextRun(piece, left * to_css, min(ys) * to_css, (right - left) * to_css,
                                            (max(ys) - min(ys)) * to_css, float(score),
                                            [(char, a * to_css, b * to_css) for char, a, b in glyphs]), picture))
    return sorted(runs, key=lambda r: (round(r.y / 4), r.x))
