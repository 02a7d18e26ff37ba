"""Lines of text read one below another joined into paragraphs: same size and ink, close together, aligned
left or centred, each line but the last running out of room."""

from __future__ import annotations

import statistics
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

import numpy as np

from app.vision.ocr import TextRun

LEADING = 2.3  # font sizes, as read, two lines of a paragraph stand apart at most (two, read a sixth low)
STEADY_SIZES = 0.2  # share of a font size two lines at a paragraph's own step may read apart
INK_SIZES = 0.1  # share of their ink's height two lines of ideographs of one size may read apart
INK_SIZE = 0.1  # share of a font size two lines' sizes, read off their ink, may stand apart
INK_APART = 28  # per-channel difference between two lines' inks that makes them two texts (a title over grey text)


def is_cjk(char: str) -> bool:
    return ord(char) >= 0x2E80


def ideographs(run: TextRun) -> bool:
    """Whether a run's letters are mostly ideographs (CJK), punctuation aside."""
    letters = [char for char in run.text if unicodedata.category(char)[0] in "LN"]
    return bool(letters) and sum(is_cjk(char) for char in letters) >= 0.8 * len(letters)


def same_ideographs(a: TextRun, b: TextRun) -> bool:
    """Two lines of ideographs whose ink stands about as tall: one size, whatever their boxes read."""
    if not (a.ink_height and b.ink_height and ideographs(a) and ideographs(b)):
        return False
    return abs(a.ink_height - b.ink_height) <= max(1.5, INK_SIZES * b.ink_height)


def inked_alike(size: float | None, other: float | None) -> bool:
    """Whether two font sizes read off letters' ink (None where unread) are one size."""
    return size is not None and other is not None and abs(size - other) <= INK_SIZE * other


def joiner(before: str, after: str) -> str:
    """What joins two lines of a paragraph: nothing between CJK lines (they wrap anywhere, without a
    space) nor where a word broke after its hyphen ("WH-" / "1000XM5"), else a space. The paragraph is one text
    that wraps where its box ends, on any width."""
    if not before or not after:
        return " "
    hyphen = before[-1] == "-" and len(before) > 1 and before[-2].isalnum() and after[0].isalnum()
    return "" if is_cjk(before[-1]) and is_cjk(after[0]) or hyphen else " "


@dataclass
class Paragraph:
    lines: list[TextRun]
    align: str = "left"  # or "center"
    beside: float | None = None  # where the nearest text to the right of its lines starts: its box ends before it

    @property
    def x(self) -> float:
        return min(line.x for line in self.lines)

    @property
    def right(self) -> float:
        return max(line.x + line.width for line in self.lines)

    @property
    def glyph_height(self) -> float:
        return statistics.median(line.height for line in self.lines)

    @property
    def line_step(self) -> float:
        """From one line's top to the next one's."""
        if len(self.lines) == 1:
            return self.lines[0].height
        return (self.lines[-1].y - self.lines[0].y) / (len(self.lines) - 1)

    def accepts(
        self,
        run: TextRun,
        room: float | None = None,
        ink_of: Callable[[TextRun], np.ndarray] | None = None,
        size_of: Callable[[TextRun], float | None] | None = None,
    ) -> str | None:
        """How `run` would continue this paragraph ("left" or "center" aligned), or None. `room` is how far right
        the lines that start where this paragraph starts reach: a line above that left room for the next line's first
        word did not wrap (a name over its subject line, both starting at one edge, are two texts). `ink_of` reads a
        line's colour: a paragraph's lines are set in one ink (a dark title over a grey subtitle are two texts). `size_of`
        reads a line's font size off its letters' ink, where it can."""
        first, last = self.lines[0], self.lines[-1]
        # one size: boxes about as tall, or letters read as one size (a line with descenders stands taller)
        same_size = abs(run.height - self.glyph_height) <= max(2.0, 0.15 * self.glyph_height) or abs(
            run.font_size - last.font_size
        ) <= max(1.0, 0.08 * last.font_size)
        left = abs(run.x - first.x) <= 3
        centre = (self.x + self.right) / 2
        tolerance = max(4.0, 0.4 * run.height)
        centred = abs((run.x + run.width / 2) - centre) <= tolerance
        # full lines are both left-aligned and centred: a short last line tells which
        all_centred = all(abs(line.x + line.width / 2 - centre) <= tolerance for line in self.lines)
        step = run.y - last.y
        # lines of a paragraph stand at most two font sizes apart (an article's loose leading), read from the larger
        # of the two lines (in font sizes, not in box heights: the detector's box keeps a margin of its own around
        # the letters; sizes read up to a sixth low off a resampled picture's tight boxes)
        # (the boxes of close-set lines may overlap a little: the detector keeps a margin round the letters)
        # (or as far apart as the paragraph's lines so far: sizes read low off a resampled picture's tight boxes)
        steady = len(self.lines) >= 2 and abs(step - self.line_step) <= 2
        # at the paragraph's own step, a line's size may read a little off (a last line without descenders stands
        # in a shorter box)
        same_size = same_size or steady and abs(run.font_size - last.font_size) <= STEADY_SIZES * last.font_size
        # in a paragraph of lines, ideographs fill their square, so their ink tells their size where a short last
        # line's box does not (the detector's margin round a few letters is wider than round a line of them)
        same_size = same_size or len(self.lines) >= 2 and same_ideographs(run, last)
        # and so does the ink of Latin letters in a known face, whatever the detector's box round them: a line with
        # descenders stands in a taller box than one without, and "hot." alone on a last line in a taller one still
        # (a line of CJK mixed with Latin and figures, an address, read so too: its short last line of ideographs
        # stands in a box of its own height)
        letters = not (ideographs(run) and ideographs(last))
        same_size = same_size or letters and size_of is not None and inked_alike(size_of(run), size_of(last))
        follows = (
            0 < step <= LEADING * max(run.font_size, last.font_size) or steady
        ) and run.y >= last.y + 0.75 * last.height
        # the line above ran out of room: about as wide as this one, or its column had no room for this line's
        # first word after it (a long word that moved down leaves a shorter line)
        no_room = room is not None and last.x + last.width + 0.3 * run.font_size + first_word(run) >= room - 2
        wrapped = last.width >= max(0.85 * run.width, 100) or no_room and last.width >= max(0.6 * run.width, 100)
        # a wrapped line can run a little wider than the one above it when a long word moved down, as far as its
        # column reaches when the line above had no room left
        fits = run.width <= (self.right - self.x) * 1.1 + 6 or no_room and run.x + run.width <= (room or 0) + 2
        if not (same_size and follows and wrapped and fits):
            return None
        if ink_of is not None and _apart(ink_of(run), ink_of(last)) > INK_APART:
            # a text that changes colour within a line (a caption's credit in a darker ink) runs on in the colour it
            # broke in: the line above's last words and this line's first are in one ink
            if _apart(ink_of(_end(run, first=True)), ink_of(_end(last, first=False))) > INK_APART:
                return None
        if left and self.align == "left":
            if room is not None and last.x + last.width + 0.3 * run.font_size + first_word(run) < room - 2:
                return None
            return "left"
        if centred and (self.align == "center" or all_centred):
            return "center"
        return None

    def measure(self, column: Column | None = None) -> float:
        """The widest its box may be and still break its lines where they broke: just short of any line together
        with the next line's first word, which did not fit (at least its widest line). Laid out in a column, a box
        this wide takes the column's width when that is narrower, as a paragraph set in a column does. In a
        `column`, a box that ends as far from the right as it or the column's content (a comment's avatar before
        its lines) starts from the left is the one a page's even padding gives, where its lines allow it."""
        widest = self.right - self.x
        with_next = [
            line.width + (0.0 if joiner(line.text, after.text) == "" else 0.3 * after.font_size) + first_word(after)
            for line, after in zip(self.lines, self.lines[1:])
        ]
        measured = lines_set_in(widest, with_next, share=0.8) or widest
        evens = (
            [column.right - (inset - column.left) - self.x for inset in (self.x, column.start) if inset <= self.x]
            if column is not None and self.align != "center" and with_next
            else []
        )
        for even in evens:
            if widest <= even < min(with_next):
                measured = even
                break
        if self.beside is not None:  # a price or a count beside its lines: the box ends before it
            measured = min(measured, max(widest, self.beside - self.x))
        return measured

    def joined(self) -> TextRun:
        """The paragraph as one run: its lines' text joined, its box around them all."""
        first, last = self.lines[0], self.lines[-1]
        if len(self.lines) == 1:
            return first
        text = first.text
        for line in self.lines[1:]:
            text += joiner(text, line.text) + line.text
        return TextRun(
            text,
            self.x,
            first.y,
            self.right - self.x,
            last.y + last.height - first.y,
            min(line.score for line in self.lines),
        )


def lines_set_in(widest: float, with_next: list[float], share: float) -> float | None:
    """How wide lines were set: at least as wide as the widest, and short of any line together with the next line's
    first word, which did not fit; `share` of the way from the one to the other. None where no line tells (one line,
    or lines that would have taken the next word and broke anyway)."""
    upper = min(with_next, default=None)
    if upper is None or upper <= widest:
        return None
    return widest + share * (upper - widest)


def first_word(run: TextRun) -> float:
    """How wide the first word of a line is (its first letter, in CJK, where any letter may start a line)."""
    text = run.text.lstrip()
    if not text:
        return 0.0
    letters = 1 if is_cjk(text[0]) else len(text.split()[0])
    if len(run.glyphs) >= letters:
        return run.glyphs[letters - 1][2] - run.glyphs[0][1]
    return run.width * letters / len(text)


NEARBY = 8  # line heights: lines this far apart can belong to one column


GUTTER = 1.5  # font sizes: what stands beside a line (a price) is at least this far past its column's edge


def room(runs: list[TextRun], line: TextRun, last: TextRun | None = None, walls: Sequence[Wall] = ()) -> float:
    """How far right the lines near `line` that start where it starts reach: the width its column gives; and, for
    a paragraph whose `last` line this is, at least to a gutter short of the text or the drawn thing beside that
    line (an order's total beside its number and date, a bar's button beside its price and dates: a line that left
    room for the next line's first word before it did not wrap)."""
    reach = NEARBY * line.height
    column = max(r.x + r.width for r in runs if abs(r.x - line.x) <= 3 and abs(r.y - line.y) <= reach)
    if last is None:
        return column
    level = [
        r.x
        for r in runs
        if r.x > last.x + last.width
        and min(r.y + r.height, last.y + last.height) - max(r.y, last.y) > 0.5 * min(r.height, last.height)
    ]
    level += [
        wall.x
        for wall in walls
        if wall.x > last.x + last.width
        and min(wall.bottom, last.y + last.height) - max(wall.y, last.y) > 0.5 * min(wall.bottom - wall.y, last.height)
    ]
    return max(column, min(level) - GUTTER * last.font_size) if level else column


END = 3  # font sizes: the first or last word or two of a line, where its colour is read against the next line's


def _end(run: TextRun, first: bool) -> TextRun:
    """The first or last few letters' box of a line."""
    width = min(run.width, END * run.font_size)
    x = run.x if first else run.x + run.width - width
    return replace(run, text="", x=x, width=width, glyphs=[])


def _apart(a: np.ndarray, b: np.ndarray) -> int:
    return int(np.abs(a.astype(int) - b.astype(int)).max())


def paragraphs(
    runs: list[TextRun],
    ink_of: Callable[[TextRun], np.ndarray] | None = None,
    size_of: Callable[[TextRun], float | None] | None = None,
    walls: Sequence[Wall] = (),
) -> list[Paragraph]:
    """The runs gathered into paragraphs of wrapped lines. `walls`: what is drawn between texts (a divider, a box):
    two lines with one between them are never one paragraph."""
    out: list[Paragraph] = []
    for run in sorted(runs, key=lambda r: (r.y, r.x)):
        for paragraph in reversed(out[-6:]):
            if any(wall.parts(paragraph.lines[-1], run) for wall in walls):
                continue
            reach = room(runs, paragraph.lines[0], paragraph.lines[-1], walls)
            align = paragraph.accepts(run, reach, ink_of, size_of)
            if align is not None:
                paragraph.lines.append(run)
                paragraph.align = align
                break
        else:
            out.append(Paragraph([run]))
    out = [part for paragraph in out for part in _at_its_own_step(paragraph)]
    for paragraph in out:
        paragraph.beside = _beside(paragraph, runs)
    return out


UNEVEN = 0.3  # font sizes: a step between two lines this much longer or shorter than a paragraph's own is not its


def _at_its_own_step(paragraph: Paragraph) -> list[Paragraph]:
    """A paragraph's lines all stand one line height apart: a first or last line further off (or nearer) than the
    steady step of the others is a text of its own (a feed event's heading over its message, read as one size),
    where at least two other steps show that step."""
    lines = paragraph.lines
    if len(lines) < 4:
        return [paragraph]
    middles = [line.y + line.height / 2 for line in lines]  # (a short last line's box starts lower than its top)
    steps = [b - a for a, b in zip(middles, middles[1:])]
    own = statistics.median(steps[1:-1])
    tolerance = max(4.0, UNEVEN * statistics.median(line.font_size for line in lines))
    start = 1 if abs(steps[0] - own) > tolerance else 0
    end = len(lines) - 1 if abs(steps[-1] - own) > tolerance else len(lines)
    if (start, end) == (0, len(lines)):
        return [paragraph]
    middle = Paragraph(lines[start:end], paragraph.align)
    return [Paragraph([line]) for line in lines[:start]] + [middle] + [Paragraph([line]) for line in lines[end:]]


class Column(NamedTuple):
    """The container a text is set in, across (CSS px): its left and right, and where its content starts."""

    left: float
    right: float
    start: float


@dataclass
class Wall:
    """Something drawn on the screen, as a span across and down (CSS px)."""

    x: float
    y: float
    right: float
    bottom: float

    def parts(self, above: TextRun, below: TextRun) -> bool:
        """Whether it stands between two lines, one under the other: under the one's box and over the other's, and
        across the shorter of them (a rule across a list; not a link's underline under a few of a line's words)."""
        between = self.y >= above.y + above.height - 1 and self.bottom <= below.y + 1
        shorter = min(above, below, key=lambda r: r.width)
        across = min(self.right, shorter.x + shorter.width) - max(self.x, shorter.x) >= 0.9 * shorter.width
        return between and across


def _beside(paragraph: Paragraph, runs: list[TextRun]) -> float | None:
    """Where the nearest text right of a wrapped paragraph's lines starts, on a level with one of them."""
    if len(paragraph.lines) < 2:
        return None
    right = paragraph.right
    starts = [
        run.x
        for run in runs
        if run.x >= right
        and any(
            min(run.y + run.height, line.y + line.height) - max(run.y, line.y) > 0.5 * line.height
            for line in paragraph.lines
        )
    ]
    return min(starts, default=None)
