"""Which typeface a screenshot's Latin text is set in, and its size from how wide it runs.

The candidates are the sans-serif faces installed here (DejaVu Sans is what pages get when
they ask for a system font; Liberation Sans stands in for Arial and Helvetica). A face is
chosen by how well its advance widths explain the widths of the text runs found; sizes
then come from width, which the recogniser measures far better than height. CJK glyphs
are one em wide, whatever the face.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
from dataclasses import dataclass
from functools import lru_cache

from fontTools.ttLib import TTFont

from app.vision.ocr import TextRun

FACES = {
    "DejaVu Sans": "'DejaVu Sans', system-ui, -apple-system, sans-serif",
    "Liberation Sans": "Arial, 'Liberation Sans', Helvetica, sans-serif",
}
CJK_FALLBACK = "'PingFang SC', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC'"


@dataclass(frozen=True)
class Face:
    name: str
    stack: str
    advances: dict[int, float]  # code point -> advance in em

    def width_em(self, text: str) -> float:
        return sum(self.advances.get(ord(c), 1.0 if ord(c) > 0x2E80 else 0.55) for c in text)


@lru_cache(maxsize=8)
def load_face(name: str) -> Face | None:
    if shutil.which("fc-match") is None:
        return None
    try:
        path = subprocess.run(["fc-match", "-f", "%{file}", name], capture_output=True, text=True,
                              timeout=5).stdout.strip()
        font = TTFont(path, lazy=True)
        if name.split()[0].lower() not in font["name"].getDebugName(1).lower():
            return None  # fontconfig fell back to another face: this one is not installed
        upem = font["head"].unitsPerEm
        metrics = font["hmtx"].metrics
        advances = {code: metrics[glyph][0] / upem for code, glyph in font.getBestCmap().items()}
    except (OSError, subprocess.SubprocessError, KeyError):
        return None
    return Face(name, FACES[name], advances)


def _latin(run: TextRun) -> bool:
    return run.text.isascii() and len(run.text.strip()) >= 4


def choose_face(runs: list[TextRun]) -> Face | None:
    """The installed face whose widths agree best with the runs' heights, or None."""
    faces = [f for f in (load_face(name) for name in FACES) if f is not None]
    latin = [r for r in runs if _latin(r)]
    if not faces or not latin:
        return faces[0] if faces else None

    def disagreement(face: Face) -> float:
        return statistics.median(abs(r.width / face.width_em(r.text) / r.font_size - 1) for r in latin)

    return min(faces, key=disagreement)


def size_from_width(run: TextRun, face: Face | None) -> float:
    """The font size that makes the run as wide as it is found, kept near the height's estimate."""
    by_height = run.font_size
    if face is None or len(run.text.strip()) < 3:
        return by_height
    em = face.width_em(run.text)
    if em <= 0:
        return by_height
    by_width = run.width / em
    return float(round(min(max(by_width, by_height * 0.8), by_height * 1.25)))
