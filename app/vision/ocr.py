"""Text found in a screenshot with RapidOCR (its PP-OCR models ship inside the wheel), measured in CSS px."""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from app.vision.colors import largest_channel
from app.vision.picture import Picture

_engine = None
_lock = threading.RLock()
OCR_MAX_WIDTH = 585  # OCR reads the picture at up to 1.5x CSS px: detail enough, and fast
# Shapes the detector takes for text (a bar of colour read as "一" or "1", an icon as "业"): no line of text on a
# phone screen stands taller than this (a font over 150 px), and no letter is wider than this many line heights
MAX_LINE_HEIGHT = 200
# A lone letter read with less confidence than this is a shape the recogniser took for one (a record read as "0",
# a shuffle icon as "X", a pause icon as "II"): letters and digits standing alone (a badge's count, initials) read
# surely, as they are drawn plainly
SURE_OF_A_LETTER = 0.9
INK_DIFFERENCE = 40  # per-channel difference from what a line is written on that may be its letters' ink
RULED = 0.5  # share of a run's box across that a row of ink covers, at its top or foot, to be a rule, not letters
WIDEST_LETTER = 1.25
# How tall the detector's box around a line stands, in font sizes (medians over the corpus at 1x and 3x; lines
# of x-height letters alone are too rare there: the margin the box keeps around the others, added to their ink)
CJK_BOX_TO_FONT = 1.33
LATIN_BOX_TO_FONT = {(True, True): 1.51, (True, False): 1.31, (False, True): 1.50, (False, False): 1.08}


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
    ink_top: float = 0.0  # where the highest letter's ink starts, when measured
    written_on: tuple[int, int, int] | None = None  # the paint of the badge it was read in, when it was

    @property
    def font_size(self) -> float:
        """From the glyph box height, allowing for lines without ascenders or descenders."""
        return max(8.0, round(self.height / glyph_box_ratio(self.text)))

    @property
    def letters_placed(self) -> bool:
        """Whether every letter of the text (spaces aside) has its place among the glyphs, in order."""
        return [g[0] for g in self.glyphs] == [c for c in self.text if not c.isspace()]

    def letter_rows(self, scale: float) -> slice:
        """The rows, on a picture at `scale`, of the middle half of the run's box: where its letters are, and not
        the paint of a tag or a field that the detector's loose box reaches into above or below the line."""
        quarter = self.height / 4
        return slice(max(int((self.y + quarter) * scale), 0), int(np.ceil((self.y + self.height - quarter) * scale)))


TEXT_PAD = 2  # px round a run's box that its letters' smoothing may reach


def text_mask(runs: list[TextRun], shape: tuple[int, ...]) -> np.ndarray:
    """Where texts are written on a picture of `shape`: each run's box, a little way out."""
    mask = np.zeros(shape[:2], bool)
    for run in runs:
        y0, x0 = max(int(run.y) - TEXT_PAD, 0), max(int(run.x) - TEXT_PAD, 0)
        mask[y0 : int(run.y + run.height) + TEXT_PAD, x0 : int(run.x + run.width) + TEXT_PAD] = True
    return mask


ASCENDERS = set("bdfhklt0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!?/()[]{}|%&#@$")
DESCENDERS = set("gjpqy()[]{}|,;")


def glyph_box_ratio(text: str) -> float:
    """How tall a line's glyph box stands, in font sizes, for the letters it holds."""
    if not text.isascii():
        return CJK_BOX_TO_FONT
    return LATIN_BOX_TO_FONT[(any(c in ASCENDERS for c in text), any(c in DESCENDERS for c in text))]


# the detector and recogniser the rapidocr wheel carries; named outright, so that nothing is ever fetched
DETECTOR_MODEL = "PP-OCRv6_det_small.onnx"
RECOGNISER_MODEL = "PP-OCRv6_rec_small.onnx"


class OcrUnavailable(RuntimeError):
    """This install cannot read text: a library or a model the OCR needs is missing. Nothing about the picture."""


def model_paths() -> dict[str, Path]:
    """The OCR models inside the installed rapidocr package, which must hold them."""
    import rapidocr

    folder = Path(rapidocr.__file__).parent / "models"
    paths = {"Det": folder / DETECTOR_MODEL, "Rec": folder / RECOGNISER_MODEL}
    missing = [path.name for path in paths.values() if not path.is_file()]
    if missing:
        raise OcrUnavailable(f"the rapidocr package in {folder.parent} lacks its models {', '.join(missing)}")
    return paths


def engine():
    global _engine
    with _lock:
        if _engine is None:
            try:
                from rapidocr import RapidOCR

                params = {f"{stage}.model_path": str(path) for stage, path in model_paths().items()}
            except ImportError as missing:  # rapidocr, or ONNX Runtime or OpenCV under it
                raise OcrUnavailable(
                    f"screenshot conversion needs {missing.name or 'rapidocr'}, which is not installed ({missing})"
                ) from None
            _engine = RapidOCR(params={**params, "Global.use_cls": False, "Global.log_level": "warning"})
        return _engine


@dataclass
class Line:
    """One line the recogniser read: its box's four corners, its text, how sure it is, and a box for each
    letter of the text (spaces included) when it placed them, in the coordinates of the image it read."""

    quad: list[list[float]]
    text: str
    score: float
    letters: list[list[list[float]]]


def letter_boxes(text: str, placed: list[tuple[str, list]]) -> list[list[list[float]]]:
    """A box for every letter of `text` from the recogniser's (letter, box) pairs, which leave spaces out:
    a space spans the gap between its neighbours. Empty when the two do not spell the same letters."""
    if not text.strip() or "".join(letter for letter, _ in placed) != "".join(text.split()):
        return []
    boxes = [[[float(x), float(y)] for x, y in box] for _, box in placed]
    out, index = [], 0  # index: the next placed letter
    for char in text:
        if char.isspace():
            out.append(gap_box(boxes[index - 1] if index else None, boxes[index] if index < len(boxes) else None))
        else:
            out.append(boxes[index])
            index += 1
    return out


def gap_box(before: list | None, after: list | None) -> list[list[float]]:
    """The box between two letters' boxes (either may be missing, at a line's ends)."""
    sides = [box for box in (before, after) if box is not None]
    if before is not None:
        left = max(p[0] for p in before)
    else:
        assert after is not None, "a gap has a letter on one side at least"
        left = min(p[0] for p in after)
    right = min(p[0] for p in after) if after is not None else left
    top, bottom = min(p[1] for box in sides for p in box), max(p[1] for box in sides for p in box)
    return [[left, top], [max(left, right), top], [max(left, right), bottom], [left, bottom]]


def recognise(bgr: np.ndarray) -> list[Line]:
    """The lines of text in a picture (BGR, as OpenCV holds it), read one picture at a time."""
    with _lock:
        found = engine()(
            bgr, use_det=True, use_cls=False, use_rec=True, return_word_box=True, return_single_char_box=True
        )
    if found.boxes is None:
        return []
    return [
        Line(
            [list(map(float, point)) for point in quad],
            text,
            float(score),
            letter_boxes(text, [(letter, box) for letter, _, box in letters]),
        )
        for quad, text, score, letters in zip(found.boxes, found.txts, found.scores, found.word_results)
    ]


def recognise_line(bgr: np.ndarray) -> tuple[str, float]:
    """The text of a picture that holds one line and nothing else, read by the recogniser alone, and how sure
    it is of it. (The engine keeps the stages it was last asked for: every call names them.)"""
    with _lock:
        found = engine()(bgr, use_det=False, use_cls=False, use_rec=True)
    if not found.txts:
        return "", 0.0
    return str(found.txts[0]), float(found.scores[0])


def blank_gaps(image: np.ndarray, x0: int, x1: int, y0: int, y1: int) -> list[tuple[int, int]]:
    """Runs of columns without ink inside a line's box (image x coordinates), ends excluded."""
    crop = image[max(y0, 0) : max(y1, 0), max(x0, 0) : max(x1, 0)].astype(np.int16)
    if crop.size == 0:
        return []
    edge = np.concatenate([crop[0], crop[-1]]).reshape(-1, 3)
    behind = np.median(edge, axis=0)
    difference = np.abs(crop - behind).max(axis=-1)
    # ink is what stands out from the background by a good part of the line's own contrast: the thin strokes of a
    # light grey text stand less far from it than a black text's do, and must not leave blanks inside letters
    inked = (difference > min(40.0, 0.3 * float(difference.max()))).any(axis=0)
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


def ideograph(char: str) -> bool:
    """A CJK letter (Han, kana or Hangul), one em wide with little blank beside its ink; not a punctuation mark."""
    code = ord(char)
    return 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF


SEPARATORS = set("·•|")  # marks set between the items of a line ("Mobile · Available 9:00"), often spaced


def _may_part(before: str, after: str) -> bool:
    """Whether a space may stand between two letters: between Latin words or numbers, and where such a word meets
    a CJK letter ("WeUI 是", "备案 44030"); CJK letters run on without spaces, and their punctuation has its own
    blank."""
    if before.isascii() and after.isascii() or before in SEPARATORS or after in SEPARATORS:
        return True
    latin_before, latin_after = before.isascii() and before.isalnum(), after.isascii() and after.isalnum()
    sign = unicodedata.category(after) == "Sc"  # a second price after the first ("¥89.00 ¥129.00")
    return latin_before and (ideograph(after) or sign) or ideograph(before) and latin_after


def restore_spaces(text: str, centres: list[float], gaps: list[tuple[int, int]], line_height: float) -> str:
    """Where the recogniser ran words together, put the spaces back where the picture has a blank gap between
    letters wider than a sixth of the line's height."""
    if len(text) < 3 or len(centres) != len(text):
        return text
    spaced = " " in text  # the recogniser spaced the words: only blanks beside a mark between items can be lost
    # a line with CJK letters stands taller for its size, and its Latin letters sit closer than a word space anyway
    wide = [(a + b) / 2 for a, b in gaps if b - a >= max(2, (0.17 if text.isascii() else 0.23) * line_height)]
    pitch = _latin_pitch(text, centres, wide)
    out = []
    for index, char in enumerate(text):
        before = text[index - 1] if index else ""
        if (
            index
            and " " not in (before, char)
            and (
                not spaced
                or before in SEPARATORS
                or char in SEPARATORS
                or _amount_ends(before, char)
                or _meets(before, char)
            )
            and _may_part(before, char)
            and any(centres[index - 1] < gap < centres[index] for gap in wide)
            and not (_latin(before) and _latin(char) and centres[index] - centres[index - 1] < SPACED * pitch)
            and not _inside_number(text, index)
        ):
            out.append(" ")
        out.append(char)
    return "".join(out)


NUMBER_MARKS = set(".,:")  # what joins the figures of one number: a decimal point, a thousands comma, a time's colon


def _inside_number(text: str, index: int) -> bool:
    """Whether text[index - 1] and text[index] are a figure and the mark that joins it to the next figure, or that
    mark and the figure after it ("10.42.18.113", "09:42"): a monospaced font sets the mark in a cell as wide as a
    figure, and the blank either side of it is the cell's, not a word space."""
    mark = index if text[index] in NUMBER_MARKS else index - 1
    if text[mark] not in NUMBER_MARKS or mark < 1 or mark + 1 >= len(text):
        return False
    return text[mark - 1].isdigit() and text[mark + 1].isdigit()


def _meets(before: str, after: str) -> bool:
    """Whether a Latin word or a number meets a CJK letter ("文三路 478", "B 座"): the recogniser drops the space
    there even on a line where it spaced the Latin words."""
    return _latin(before) and ideograph(after) or ideograph(before) and _latin(after)


def _amount_ends(before: str, after: str) -> bool:
    """Whether a figure ends an amount or a reading where another item starts: a second price ("$68.00 $95.00"),
    or a word after it ("$95.00 Save 28%"), which the recogniser runs together even where it spaced the words."""
    return before.isdigit() and (unicodedata.category(after) == "Sc" or after.isalpha())


# Between two Latin letters, a word space sets their middles this many times further apart than the line's letters
# stand as a rule; a blank between two upright strokes ("i" and "l") is as wide as a narrow space, but no further.
SPACED = 1.25


def _latin(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _latin_pitch(text: str, centres: list[float], wide: list[float]) -> float:
    """How far apart the middles of two Latin letters side by side stand, as a rule, in this line, where no wide
    blank parts them (when some do not)."""
    steps = [
        (b - a, any(a < gap < b for gap in wide))
        for a, b, x, y in zip(centres, centres[1:], text, text[1:])
        if _latin(x) and _latin(y)
    ]
    unbroken = [step for step, broken in steps if not broken]
    # letters set wide apart all along ("N E O N" in spaced capitals) stand at their own pitch, each blank a wide one
    return float(np.median(unbroken or [step for step, _ in steps])) if steps else 0.0


# A blank this wide inside a line, in line heights (about four fifths of the font size), is no word space (a
# third of the font size, two at most): the line holds two texts set apart, such as a dialling code and a number.
APART = 0.6
# the blank a full-width punctuation mark leaves inside its own square (after a comma, around a colon) is no gap
# between texts; the recogniser may spell the mark as its narrow twin, which after a CJK letter is the wide one
CJK_PUNCTUATION = set("，。、：；！？）」』】》〉")
CJK_OPENING = set("（「『【《〈")
NARROW_TWINS = set(",.:;!?)")


def _punctuation_gap(text: str, index: int) -> bool:
    """Whether the blank before text[index] belongs to a full-width punctuation mark beside it."""
    before, after = text[:index].rstrip(), text[index:].lstrip()
    if after and after[0] in CJK_OPENING:
        return True
    if not before:
        return False
    mark = before[-1]
    return mark in CJK_PUNCTUATION or mark in NARROW_TWINS and len(before) > 1 and ord(before[-2]) >= 0x2E80


def _letters_apart(text: str, char_boxes: list, index: int) -> float:
    """How far apart the recogniser placed the letters either side of text[index] (spaces aside): a blank the
    picture shows where faint strokes fell under the ink threshold has letters close on both sides of it."""
    before = next((i for i in range(index - 1, -1, -1) if not text[i].isspace()), None)
    after = next((i for i in range(index, len(text)) if not text[i].isspace()), None)
    if before is None or after is None:
        return 0.0
    return min(p[0] for p in char_boxes[after]) - max(p[0] for p in char_boxes[before])


def split_runs(text: str, quad, char_boxes: list, image: np.ndarray) -> list[tuple[str, float, float, list]]:
    """One recognised line can hold several texts set apart ("Label      Value", "+86   1234"): split it at
    blank gaps wider than `APART` line heights, but for the blank inside a punctuation mark's square. Returns
    (text, x0, x1, glyphs) pieces in image x coordinates, glyphs being (letter, x0, x1) of each letter that is not a space, when the recogniser placed them."""
    x0, x1 = int(min(p[0] for p in quad)), int(max(p[0] for p in quad))
    y0, y1 = int(min(p[1] for p in quad)), int(max(p[1] for p in quad))
    line_height = max(y1 - y0, 1)
    gaps = blank_gaps(image, x0, x1, y0, y1)
    centres = [_centre(box) for box in char_boxes] if len(char_boxes) == len(text) else []
    cuts = [(a, b) for a, b in gaps if b - a >= APART * line_height] if centres else []
    pieces, start_index, start_x = [], 0, float(x0)
    for a, b in cuts:
        end_index = sum(1 for c in centres if c < (a + b) / 2)
        if (
            start_index < end_index < len(text)
            and not _punctuation_gap(text, end_index)
            and _letters_apart(text, char_boxes, end_index) >= APART * line_height / 2
        ):
            pieces.append((start_index, end_index, start_x, float(a)))
            start_index, start_x = end_index, float(b)
    pieces.append((start_index, len(text), start_x, float(x1)))
    out = []
    for first, last, left, right in pieces:
        piece = text[first:last].strip()
        if piece:
            inside = [g for g in gaps if left <= g[0] and g[1] <= right]
            glyphs = (
                [
                    (char, float(min(p[0] for p in box)), float(max(p[0] for p in box)))
                    for char, box in zip(text[first:last], char_boxes[first:last])
                    if not char.isspace()
                ]
                if centres
                else []
            )
            # a drawn chevron read at the end ("Yesterday >") and an icon taken in before the letters are drawn
            piece, right, glyphs = _without_chevron(piece, right, glyphs, inside)
            left = _after_leading_mark(left, glyphs, inside, line_height)
            out.append(
                (
                    restore_spaces(piece, centres[first:last] if centres else [], inside, line_height),
                    left,
                    right,
                    glyphs,
                )
            )
    return out


def _one_letter(text: str) -> bool:
    """A lone letter, or one letter repeated (two upright strokes read as "II" or "ll")."""
    letters = text.replace(" ", "")
    return len(set(letters)) == 1 and len(letters) <= 2


CRAMMED = 0.1  # of the line's height: letters whose boxes overlap this far stand closer than letters can


def crammed(glyphs: list[tuple[str, float, float]], line_height: float) -> bool:
    """Whether every letter's box overlaps the next one's far into it: the recogniser read a drawing as letters
    (a person-and-plus icon as "00+"), squeezing them into its width. Letters of a text stand side by side."""
    return len(glyphs) >= 2 and all(a[2] - b[1] >= CRAMMED * line_height for a, b in zip(glyphs, glyphs[1:]))


CHEVRONS = ">›〉＞»"  # signs a row's drawn chevron is read as
MARK_APART = 0.75  # line heights: ink this far before a line's first letter read is a mark of its own (an icon)
MARK_BLANK = 0.25  # line heights: the blank between such a mark and the letter is this wide (not one inside a letter)


def _without_chevron(piece: str, right: float, glyphs: list, gaps: list) -> tuple[str, float, list]:
    """A piece of text without the chevron read at its end (a list row's drawn "›" after its value, "未认证>"), and
    where it then ends: at the blank before the chevron. Unchanged where the letters' places are not known."""
    if len(piece) < 2 or piece[-1] not in CHEVRONS or len(glyphs) < 2 or glyphs[-1][0] != piece[-1]:
        return piece, right, glyphs
    rest = piece[:-1].rstrip()
    before = [a for a, b in gaps if glyphs[-2][1] < a and b <= glyphs[-1][2]]
    if not worded(rest) or not before:
        return piece, right, glyphs
    return rest, float(before[-1]), glyphs[:-1]


def _after_leading_mark(left: float, glyphs: list, gaps: list, line_height: int) -> float:
    """Where a line's text starts when the box read round it took in a mark before its first letter (a list row's
    icon before its label): at the blank between the mark and the letter, when the letter stands well clear of the
    box's start."""
    if not glyphs or glyphs[0][1] - left < MARK_APART * line_height:
        return left
    before = [b for a, b in gaps if b - a >= MARK_BLANK * line_height and left < a and b <= glyphs[0][2]]
    return float(before[-1]) if before else left


def worded(text: str) -> bool:
    """Whether a piece of text holds a letter or a digit, rather than signs alone."""
    return any(unicodedata.category(char)[0] in "LN" for char in text)


def run_crop(run: TextRun, picture: Picture, grow: float = 0.0) -> tuple[np.ndarray, int, int]:
    """The pixels of a run's box at full detail, every one it touches, grown by `grow` of its height above and
    below, and where the crop starts (x, y) in the picture."""
    scale = picture.scale
    pad = int(run.height * scale * grow)
    x0, x1 = max(int(run.x * scale), 0), max(int(np.ceil((run.x + run.width) * scale)), 0)
    y0, y1 = max(int(run.y * scale) - pad, 0), max(int(np.ceil((run.y + run.height) * scale)) + pad, 0)
    return picture.original[y0:y1, x0:x1], x0, y0


def letter_ink(run: TextRun, picture: Picture) -> tuple[np.ndarray, int, int] | None:
    """Which pixels of a run's box, at full detail, are its letters' ink, and where the box starts (x, y) in the
    picture; None for a box too small to tell."""
    pixels, x0, y0 = run_crop(run, picture)
    crop = pixels.astype(np.int16)
    if crop.shape[0] < 2 or crop.shape[1] < 2:
        return None
    behind = np.median(np.concatenate([crop[0], crop[-1]]).reshape(-1, 3), axis=0)
    difference = largest_channel(np.abs(crop - behind))
    # pixels mostly covered (smoothed edges count by half), against the ink most of the line's columns have: a darker
    # icon before a light placeholder leaves the placeholder's letters ink
    strongest = difference.max(axis=0)
    inked = strongest[strongest > INK_DIFFERENCE]
    threshold = np.full(crop.shape[1], max(INK_DIFFERENCE, float(np.median(inked)) / 2 if inked.size else 0.0))
    # where the recogniser placed a letter, the letter's own contrast: a figure's grey unit after it ("8,432 steps",
    # "68 BPM") stands less far from the paint than the figure's black does, and is ink all the same
    for _, left, right in run.glyphs if run.letters_placed else []:
        a = max(int(left * picture.scale) - x0, 0)
        b = min(int(np.ceil(right * picture.scale)) - x0, crop.shape[1])
        if b > a:
            threshold[a:b] = max(INK_DIFFERENCE, float(strongest[a:b].max()) / 2)
    inked = difference > threshold[None, :]
    inked[_rules(inked)] = False
    return inked, x0, y0


def _rules(inked: np.ndarray) -> np.ndarray:
    """The rows of a run's box holding a rule the loose box reaches into above or below the letters (a bar's top
    hairline under a card's last line): a row or two of ink across much of the box, in its outer quarter, set apart
    from the letters by blank rows. No letter's."""
    share = inked.mean(axis=1)
    blank = share == 0
    ruled = np.zeros(len(share), bool)
    edge = max(1, len(share) // 4)
    for row in [*range(edge), *range(len(share) - edge, len(share))]:
        if share[row] < RULED:
            continue
        above = row == 0 or blank[row - 1] or row >= 2 and blank[row - 2] and share[row - 1] >= RULED
        below = row == len(share) - 1 or blank[row + 1] or row + 2 < len(share) and blank[row + 2]
        ruled[row] = above and below
    return ruled


def trim_to_ink(run: TextRun, picture: Picture) -> TextRun:
    """The recogniser's box is loose at both ends of a line: narrow it to the columns with ink, measured
    at full detail (the height is left as found: font sizes are read from it)."""
    found = letter_ink(run, picture)
    if found is None:
        return run
    ink, x0, y0 = found
    scale = picture.scale
    columns, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    if len(columns) == 0:
        return run
    left = x0 + int(columns[0])
    right = x0 + int(columns[-1]) + 1
    run.x, run.width = left / scale, (right - left) / scale
    if 0 < rows[0] and rows[-1] < ink.shape[0] - 1:  # the letters stand clear of the box's edges
        run.ink_height = (int(rows[-1]) - int(rows[0]) + 1) / scale
        run.ink_top = (y0 + int(rows[0])) / scale
    return run


def recognised_runs(picture: Picture) -> list[TextRun]:
    """The runs of text the recogniser reads, measured in CSS px (signs alone and letters crammed into a drawing's
    width left to the pictures), before any is checked against the picture."""
    source = picture.original
    factor = 1.0
    if source.shape[1] > OCR_MAX_WIDTH:
        import cv2

        factor = OCR_MAX_WIDTH / source.shape[1]
        source = cv2.resize(source, (OCR_MAX_WIDTH, round(source.shape[0] * factor)), interpolation=cv2.INTER_AREA)
    to_css = 1 / (picture.scale * factor)
    runs = []
    for line in recognise(np.ascontiguousarray(source[:, :, ::-1])):
        ys = [p[1] for p in line.quad]
        if not line.text.strip() or line.score < 0.5 or (max(ys) - min(ys)) * to_css > MAX_LINE_HEIGHT:
            continue
        if _one_letter(line.text) and line.score < SURE_OF_A_LETTER:
            continue
        for piece, left, right, glyphs in split_runs(line.text, line.quad, line.letters, source):
            # signs alone (a chevron read as ">") are drawn, and so are letters crammed into a drawing's width:
            # left to the pictures
            if not worded(piece) or crammed(glyphs, max(ys) - min(ys)):
                continue
            runs.append(
                TextRun(
                    piece,
                    left * to_css,
                    min(ys) * to_css,
                    (right - left) * to_css,
                    (max(ys) - min(ys)) * to_css,
                    line.score,
                    [(char, a * to_css, b * to_css) for char, a, b in glyphs],
                )
            )
    return runs


def kept_apart(runs: list[TextRun]) -> list[TextRun]:
    """The detector's boxes of two texts side by side on one line may overlap (its box round "Press" reaching into
    the "Pr" of "Privacy" after it): each box ends where the next one on its line starts, so that the ink read in
    it is its own."""
    for run in runs:
        for other in runs:
            if other is run or not run.x < other.x < run.x + run.width:
                continue
            shared = min(run.y + run.height, other.y + other.height) - max(run.y, other.y)
            if shared >= 0.5 * min(run.height, other.height):
                run.width = other.x - run.x
    return runs
