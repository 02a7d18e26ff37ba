"""Text set in the bundled Inter: shaping (HarfBuzz), line breaking, and glyph outlines as the
design tool stores them (u8 command, float32 LE arguments, em units, y up)."""

from __future__ import annotations

import io
import struct
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import uharfbuzz as hb
from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

from app.resources import resource_path

FAMILY = "Inter"
# CSS weight -> (file stem, the design tool's style name)
WEIGHTS = {
    100: ("Thin", "Thin"),
    200: ("ExtraLight", "Extra Light"),
    300: ("Light", "Light"),
    400: ("Regular", "Regular"),
    500: ("Medium", "Medium"),
    600: ("SemiBold", "Semi Bold"),
    700: ("Bold", "Bold"),
    800: ("ExtraBold", "Extra Bold"),
    900: ("Black", "Black"),
}
ITALICS = {400: ("Italic", "Italic"), 700: ("BoldItalic", "Bold Italic")}
CLOSE, MOVE, LINE, QUAD, CUBIC = 0, 1, 2, 3, 4


@dataclass(frozen=True)
class FontChoice:
    stem: str
    style: str  # as the design tool names it

    @property
    def postscript(self) -> str:
        return f"{FAMILY}-{self.stem}"


def choose(weight: int, italic: bool = False) -> FontChoice:
    weight = min(WEIGHTS, key=lambda w: abs(w - weight))
    if italic:
        nearest = min(ITALICS, key=lambda w: abs(w - weight))
        return FontChoice(*ITALICS[nearest])
    return FontChoice(*WEIGHTS[weight])


Point = tuple[float, float]


class _CommandPen(BasePen):  # type: ignore[misc]  # fontTools ships no type information
    def __init__(self, glyph_set: Any, scale: float) -> None:
        super().__init__(glyph_set)
        self.scale = scale
        self.out = bytearray()

    def _emit(self, op: int, *points: Point) -> None:
        self.out.append(op)
        for x, y in points:
            self.out += struct.pack("<ff", x * self.scale, y * self.scale)

    def _moveTo(self, pt: Point) -> None:  # noqa: N802 (fontTools' names)
        self._emit(MOVE, pt)

    def _lineTo(self, pt: Point) -> None:  # noqa: N802
        self._emit(LINE, pt)

    def _qCurveToOne(self, pt1: Point, pt2: Point) -> None:  # noqa: N802
        self._emit(QUAD, pt1, pt2)

    def _curveToOne(self, pt1: Point, pt2: Point, pt3: Point) -> None:  # noqa: N802
        self._emit(CUBIC, pt1, pt2, pt3)

    def _closePath(self) -> None:  # noqa: N802
        self.out.append(CLOSE)


@dataclass
class LoadedFont:
    choice: FontChoice
    upem: int
    ascent: float  # em
    descent: float  # em, positive
    line_gap: float
    hb_font: hb.Font
    tt: TTFont
    outlines: dict[int, bytes] = field(default_factory=dict)

    def outline(self, glyph_id: int) -> bytes:
        if glyph_id not in self.outlines:
            glyph_set = self.tt.getGlyphSet()
            name = self.tt.getGlyphName(glyph_id)
            pen = _CommandPen(glyph_set, 1 / self.upem)
            glyph_set[name].draw(pen)
            self.outlines[glyph_id] = bytes(pen.out)
        return self.outlines[glyph_id]


@lru_cache(maxsize=16)
def load(choice: FontChoice) -> LoadedFont:
    tt = TTFont(resource_path("fonts", "inter", f"Inter-{choice.stem}.woff2"))
    tt.flavor = None
    raw = io.BytesIO()
    tt.save(raw)
    tt = TTFont(io.BytesIO(raw.getvalue()))
    upem = tt["head"].unitsPerEm
    hhea = tt["hhea"]
    return LoadedFont(
        choice,
        upem,
        hhea.ascent / upem,
        -hhea.descent / upem,
        hhea.lineGap / upem,
        hb.Font(hb.Face(raw.getvalue())),
        tt,
    )


@dataclass(frozen=True)
class PlacedGlyph:
    glyph_id: int
    x: float  # px from the text box's left
    baseline: float  # px from the text box's top
    advance: float  # px
    first_character: int


@dataclass
class Line:
    first_character: int
    end_character: int
    top: float
    baseline: float
    width: float
    height: float


@dataclass
class SetText:
    font: LoadedFont
    size: float
    line_height: float
    glyphs: list[PlacedGlyph]
    lines: list[Line]
    width: float
    height: float


def _shape(font: LoadedFont, text: str, size: float, letter_spacing: float) -> list[tuple[int, int, float]]:
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font.hb_font, buffer, {"kern": True, "liga": True})
    scale = size / font.upem
    return [
        (info.codepoint, info.cluster, pos.x_advance * scale + letter_spacing)
        for info, pos in zip(buffer.glyph_infos, buffer.glyph_positions)
    ]


def set_text(
    text: str,
    *,
    size: float,
    weight: int = 400,
    italic: bool = False,
    width: float,
    line_height: float | None = None,
    letter_spacing: float = 0.0,
    align: str = "left",
    max_lines: int | None = None,
) -> SetText:
    """Lay `text` out in a box `width` px wide: greedy breaks at spaces, lines aligned as asked."""
    font = load(choose(weight, italic))
    natural = (font.ascent + font.descent + font.line_gap) * size
    line_height = line_height or natural
    shaped = _shape(font, text, size, letter_spacing)
    lines: list[list[tuple[int, int, float]]] = [[]]
    current = 0.0
    last_break = -1
    for glyph in shaped:
        lines[-1].append(glyph)
        current += glyph[2]
        if text[glyph[1] : glyph[1] + 1] == " ":
            last_break = len(lines[-1])
        if current > width + 0.5 and len(lines[-1]) > 1:
            cut = last_break if 0 < last_break < len(lines[-1]) else len(lines[-1]) - 1
            carried = lines[-1][cut:]
            lines[-1] = lines[-1][:cut]
            lines.append(carried)
            current = sum(g[2] for g in carried)
            last_break = -1
    if max_lines:
        lines = lines[:max_lines]
    placed, laid = [], []
    half_leading = (line_height - (font.ascent + font.descent) * size) / 2
    for index, line in enumerate(lines):
        top = index * line_height
        baseline = top + half_leading + font.ascent * size
        line_width = sum(g[2] for g in line)
        trailing = sum(g[2] for g in reversed(line) if text[g[1] : g[1] + 1] == " ") if line else 0
        shift = {"center": (width - (line_width - trailing)) / 2, "right": width - (line_width - trailing)}.get(
            align, 0
        )
        x = max(shift, 0)
        for glyph_id, cluster, advance in line:
            placed.append(PlacedGlyph(glyph_id, round(x, 3), round(baseline, 3), round(advance, 3), cluster))
            x += advance
        first = line[0][1] if line else 0
        end = lines[index + 1][0][1] if index + 1 < len(lines) and lines[index + 1] else len(text)
        laid.append(Line(first, end, top, baseline, line_width - trailing, line_height))
    return SetText(font, size, line_height, placed, laid, width, line_height * max(len(lines), 1))
