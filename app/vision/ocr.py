"""Text found in a screenshot with RapidOCR (its models ship inside the wheel), measured in CSS px."""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from app.vision.picture import Picture

_engine = None
_lock = threading.RLock()
OCR_MAX_WIDTH = 780  # OCR sees at most a 2x picture: detail enough, time bounded
GLYPH_BOX_TO_FONT = 1.17  # a line of glyphs stands about this many times the font size


@dataclass
class TextRun:
    text: str
    x: float
    y: float
    width: float
    height: float
    score: float

    @property
    def font_size(self) -> float:
        return max(8.0, round(self.height / GLYPH_BOX_TO_FONT))


def engine():
    global _engine
    with _lock:
        if _engine is None:
            from rapidocr_onnxruntime import RapidOCR

            _engine = RapidOCR()
        return _engine


def read_text(picture: Picture) -> list[TextRun]:
    source = picture.original
    factor = 1.0
    if source.shape[1] > OCR_MAX_WIDTH:
        import cv2

        factor = OCR_MAX_WIDTH / source.shape[1]
        source = cv2.resize(source, (OCR_MAX_WIDTH, round(source.shape[0] * factor)), interpolation=cv2.INTER_AREA)
    bgr = np.ascontiguousarray(source[:, :, ::-1])
    with _lock:
        found, _ = engine()(bgr, use_cls=False)
    to_css = 1 / (picture.scale * factor)
    runs = []
    for quad, text, score in found or []:
        xs = [p[0] for p in quad]
        ys = [p[1] for p in quad]
        text = text.strip()
        if not text or float(score) < 0.5:
            continue
        runs.append(TextRun(text, min(xs) * to_css, min(ys) * to_css, (max(xs) - min(xs)) * to_css,
                            (max(ys) - min(ys)) * to_css, float(score)))
    return sorted(runs, key=lambda r: (round(r.y / 4), r.x))
