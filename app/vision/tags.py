"""Tags: a short text on a small patch of paint hardly bigger than its letters ("官方" white on red, "New" on a grey
chip), or in a thin outline ("包邮" in red). The patch or the outline lies under the text's own box, so it is never
found as a region of its own; read here, it becomes a box holding the text, and the letters are read against what
they are written on."""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np

from app.vision.colors import DIFFERENT, distance, dominant
from app.vision.corners import corner_radius
from app.vision.ocr import TextRun, worded
from app.vision.surfaces import Region, rounded_box, with_holes_filled

COVERS = 0.25  # share of a text's box its patch's colour covers (its letters and their smoothing take the rest)
PATCH = 3 * DIFFERENT  # per-channel difference within a strong patch's paint (read off a larger picture, the
# letters' smoothing reaches further into it)
REACH = 12  # px past the text's box the patch may reach (its padding; a pill's rounded ends add to it)
UNDER = 0.6  # share of the text's box, across and down, its patch spans at least
LETTERS = 40  # per-channel difference from the patch's colour that is a letter's ink
RING_REACH = 4  # px past the text's box its outline may stand: under the box's margin, as found
RING_FULL = 0.8  # share of each of its sides an outline paints (its rounded corners take the rest)
HOLLOW = 0.5  # share of what an outline holds in the colour behind it (the letters take the rest)
LETTER_ROWS = 0.2  # share of a text's box, above and below, left out where the colour it is written on is read
SOLID = 0.9  # share of its rounded box a tag's patch fills, its letters' holes filled
WIDEST = 0.4  # share of the screen's width a tag's text takes at most: a wider one is a line, not a tag

Bounds = tuple[int, int, int, int]  # x0, y0, x1, y1


def tag_under(run: TextRun, css: np.ndarray, behind: np.ndarray) -> Region | None:
    """The patch a text is written on, when it is a tag: a colour other than `behind` covering most of the text's box
    and ending a few pixels round it on every side; else None."""
    if run.width > WIDEST * css.shape[1]:
        return None
    (x0, y0, x1, y1), (wx0, wy0, wx1, wy1) = _box_and_window(run, css, REACH)
    box = css[y0:y1, x0:x1]
    if box.shape[0] < 4 or box.shape[1] < 4:
        return None
    colour = dominant(box)
    contrast = distance(colour[None, :], behind)[0]
    if contrast < DIFFERENT:  # the detector's box may reach past a small pill, above and below it: its letters' rows
        rows = int(LETTER_ROWS * box.shape[0])
        colour = dominant(box[rows : box.shape[0] - rows].reshape(-1, 3))
        contrast = distance(colour[None, :], behind)[0]
    # the patch's paint, as far as the letters' smoothing reaches into it but short of what is behind it
    within = max(DIFFERENT, min(PATCH, contrast / 3))
    if contrast < DIFFERENT or (distance(box, colour) < within).mean() < COVERS:
        return None
    window = css[wy0:wy1, wx0:wx1]
    painted = with_holes_filled(_paint_of(window, colour, within, behind))  # the letters are holes in it
    count, labels, stats, _ = cv2.connectedComponentsWithStats(painted.astype(np.uint8), connectivity=4)
    middle = labels[(y0 + y1) // 2 - wy0, x0 - wx0 : x1 - wx0]
    if count < 2 or not middle.any():
        return None
    index = int(np.bincount(middle[middle > 0]).argmax())
    x, y, w, h, area = (int(v) for v in stats[index])
    window_height, window_width = painted.shape
    if x == 0 or y == 0 or x + w >= window_width or y + h >= window_height:
        return None  # it runs on past its padding: a larger paint, not a tag
    if w < UNDER * (x1 - x0) or h < UNDER * (y1 - y0):
        return None  # a speck of that colour among the letters, not a patch they are written on
    patch = Region(wx0 + x, wy0 + y, w, h, "surface", fill=colour)
    patch.radius = corner_radius(css[patch.y : patch.y + h, patch.x : patch.x + w], colour, behind)
    rounded = min(patch.radius, min(w, h) / 2)
    solid = SOLID * (w * h - (4 - np.pi) * rounded**2)
    if area < solid and (line := _line_round(patch, css, behind)) is not None:
        # a line drawn round the patch closes it where a letter's smoothing breaks its paint (a "g" whose tail,
        # blurred by resampling, meets the blend of the paint into the line)
        sealed = with_holes_filled(_paint_of(window, colour, within, behind) | _between(window, colour, line[0]))
        area = int(sealed[y : y + h, x : x + w].sum())
    if area < solid:
        return None  # the strokes of a bold letter, open between them, not a patch whose letters are holes in it
    return patch


def _between(pixels: np.ndarray, paint: np.ndarray, line: np.ndarray) -> np.ndarray:
    """Where `pixels` are the line's colour or a blend of it with the paint it is drawn round."""
    apart = distance(line[None, :], paint)[0]
    return distance(pixels, paint) + distance(pixels, line) <= apart + DIFFERENT


VIVID_PAINT = 0.4  # saturation of a vivid paint, which a tag may shade from one end to the other
SHADE_HUE = 15  # degrees a shaded paint's hue may wander from its main colour's


def _paint_of(window: np.ndarray, colour: np.ndarray, within: float, behind: np.ndarray) -> np.ndarray:
    """Where `window` is in the patch's paint: near its main colour, or, for a vivid paint, in its hue, as vivid and
    as far from what is behind (a tag shaded from deep red at one end to orange-red at the other)."""
    close = distance(window, colour) < within
    hsv = cv2.cvtColor(np.ascontiguousarray(window, dtype=np.uint8), cv2.COLOR_RGB2HSV_FULL).astype(int)
    main = cv2.cvtColor(colour.astype(np.uint8)[None, None, :], cv2.COLOR_RGB2HSV_FULL)[0, 0].astype(int)
    if main[1] < VIVID_PAINT * 255:
        return close
    apart = np.abs(hsv[..., 0] - main[0])
    hue = np.minimum(apart, 256 - apart) * 360 / 256 <= SHADE_HUE
    far = distance(window, behind) >= distance(colour[None, :], behind)[0] / 2
    return close | hue & (hsv[..., 1] >= VIVID_PAINT * 255) & far


def _box_and_window(run: TextRun, css: np.ndarray, reach: int) -> tuple[Bounds, Bounds]:
    """The run's box in whole pixels, and the window `reach` px round it, both (x0, y0, x1, y1) held to the screen."""
    height, width = css.shape[:2]
    x0, y0 = max(int(run.x), 0), max(int(run.y), 0)
    x1, y1 = min(int(np.ceil(run.x + run.width)), width), min(int(np.ceil(run.y + run.height)), height)
    window = max(x0 - reach, 0), max(y0 - reach, 0), min(x1 + reach, width), min(y1 + reach, height)
    return (x0, y0, x1, y1), window


def _ring(painted: np.ndarray, box: Bounds) -> Bounds | None:
    """The rows and columns painted nearly all along nearest the edges of `box` (x0, y0, x1, y1 in `painted`): the
    top, bottom, left and right of a ring drawn round it (not a letter's stroke inside it), or None."""
    x0, y0, x1, y1 = box
    middle_y, middle_x = (y0 + y1) // 2, (x0 + x1) // 2
    rows = np.flatnonzero(painted[:, x0:x1].mean(axis=1) >= RING_FULL)
    above, below = rows[rows < middle_y], rows[rows > middle_y]
    if not len(above) or not len(below):
        return None
    top, bottom = _nearest(above, y0), _nearest(below, y1 - 1)
    cols = np.flatnonzero(painted[top : bottom + 1].mean(axis=0) >= RING_FULL)
    # its sides stand at the ends of its top line or beyond them, not among the letters (a "1" whose stem meets
    # the top and bottom lines is painted all along too)
    start, end = _span(painted[top], middle_x)
    before, after = cols[(cols < middle_x) & (cols <= start)], cols[(cols > middle_x) & (cols >= end)]
    if not len(before) or not len(after):
        return _pill_ends(painted, top, bottom, start, end)
    return top, bottom, _nearest(before, x0), _nearest(after, x1 - 1)


def _span(row: np.ndarray, at: int) -> tuple[int, int]:
    """The first and last column of the painted run of `row` through column `at` (`at` itself where it is not
    painted)."""
    if not row[at]:
        return at, at
    blank = np.flatnonzero(~row)
    left, right = blank[blank < at], blank[blank > at]
    return (int(left[-1]) + 1 if len(left) else 0), (int(right[0]) - 1 if len(right) else len(row) - 1)


def _pill_ends(painted: np.ndarray, top: int, bottom: int, start: int, end: int) -> Bounds | None:
    """The ring's ends where they are half rounds (a pill-shaped outline: no column of it is painted all along):
    the outermost columns of its middle rows that are one stroke with its top line (`start` to `end` along row
    `top`), not the next tag's end nor the letters within."""
    _, labels = cv2.connectedComponents(painted.astype(np.uint8), connectivity=8)
    ring = labels[top, (start + end) // 2]
    if not ring:
        return None
    middle = (top + bottom) // 2
    columns = np.flatnonzero((labels[middle - 1 : middle + 2] == ring).any(axis=0))
    if len(columns) < 2 or columns[0] >= start or columns[-1] <= end:
        return None
    return top, bottom, int(columns[0]), int(columns[-1])


def _core_row(window: np.ndarray, row: int, left: int, right: int, behind: np.ndarray) -> int:
    """The row of a ring's line, among `row` and the rows either side of it, that stands furthest from what is
    behind: a line resampled from a larger picture is blurred over three rows, its core in the middle."""
    rows = [r for r in (row - 1, row, row + 1) if 0 <= r < window.shape[0]]
    return max(rows, key=lambda r: float(distance(window[r, left : right + 1], behind).mean()))


RUNS_ON = 2  # px beyond a pill's ends where a line running on past them would be painted


def _closed_by_ends(painted: np.ndarray, top: int, bottom: int, left: int, right: int) -> bool:
    """Whether a pill's top and bottom lines stop at its rounded ends: nothing of them runs on beyond its box (the
    next tag's end may stand a few pixels off)."""
    return not any(
        painted[row, max(left - RUNS_ON, 0) : left].any() or painted[row, right + 1 : right + 1 + RUNS_ON].any()
        for row in (top, bottom)
    )


def _half_rounds(window: np.ndarray, top: int, bottom: int, left: int, right: int, behind: np.ndarray) -> bool:
    """Whether a ring's ends are half rounds: its end columns are painted only about their middle."""
    ends = [window[top : bottom + 1, left], window[top : bottom + 1, right]]
    return all((distance(end, behind) >= DIFFERENT).mean() < RING_FULL for end in ends)


def _nearest(indexes: np.ndarray, to: int) -> int:
    return int(indexes[np.abs(indexes - to).argmin()])


def outline_round(run: TextRun, css: np.ndarray, behind: np.ndarray) -> Region | None:
    """The ring a tag's text is written in ("包邮" in a thin red outline), hidden under the text's box as a patch
    would be: one colour all round it, hollow inside but for the letters; else None."""
    if run.width > WIDEST * css.shape[1]:
        return None
    (x0, y0, x1, y1), (wx0, wy0, wx1, wy1) = _box_and_window(run, css, RING_REACH + int(run.height / 2))
    window = css[wy0:wy1, wx0:wx1]
    if min(x1 - x0, y1 - y0) < 6:
        return None
    ring = _ring(distance(window, behind) >= DIFFERENT, (x0 - wx0, y0 - wy0, x1 - wx0, y1 - wy0))
    if ring is None:
        return None
    top, bottom, left, right = ring
    if bottom - top < 8 or right - left < 8:
        return None
    painted = distance(window, behind) >= DIFFERENT
    beyond = np.concatenate([painted[: max(top - 1, 0), left : right + 1], painted[bottom + 2 :, left : right + 1]])
    if beyond.size and beyond.mean() >= HOLLOW:
        return None  # the paint round a patch of what the text is written on (a pale tag seen from inside): no ring
    top, bottom = _core_row(window, top, left, right, behind), _core_row(window, bottom, left, right, behind)
    round_ends = (bottom - top) // 2 if _half_rounds(window, top, bottom, left, right, behind) else 0
    if round_ends and not _closed_by_ends(painted, top, bottom, left, right):
        return None  # lines running on past the ends (a row's hairlines above and below a label): no pill
    if right - left <= 2 * round_ends + 2:
        return None
    sides = np.concatenate(
        [window[top, left + round_ends : right - round_ends], window[bottom, left + round_ends : right - round_ends]]
        + ([] if round_ends else [window[top:bottom, left], window[top:bottom, right]])
    )
    stroke = dominant(sides)
    inside = window[top + 2 : bottom - 1, left + 2 : right - 1]
    if (distance(sides, stroke) < 3 * DIFFERENT).mean() < RING_FULL or (
        distance(inside, behind) < DIFFERENT
    ).mean() < HOLLOW:
        return None  # not one colour all round, or filled: a picture or a patch, not an outline
    outline = Region(wx0 + left, wy0 + top, right - left + 1, bottom - top + 1, "outline", stroke=stroke)
    crop = css[outline.y : outline.y + outline.height, outline.x : outline.x + outline.width]
    outline.radius = corner_radius(crop, stroke, behind, outline=True)
    return outline


RIM = 2  # px: a patch's smoothed edge, or its outline


def narrowed_to_letters(run: TextRun, css: np.ndarray, patch: Region, paint: np.ndarray) -> None:
    """The run's box narrowed to its letters' columns, read against the patch: its box, read against the page, took
    in the whole patch (or its outline), and a text read that wide reads a size too large. `paint`: what the letters
    are written on."""
    # its rounded corners blend with what is behind it, and so does an outline (smoothed over a pixel more, read off
    # a larger picture): its rounded box three pixels in
    inside = css[
        patch.y + LINE_BAND : patch.y + patch.height - LINE_BAND,
        patch.x + LINE_BAND : patch.x + patch.width - LINE_BAND,
    ]
    within = rounded_box(inside.shape[0], inside.shape[1], max(patch.radius - LINE_BAND, 0.0))
    columns = np.flatnonzero(((distance(inside, paint) > LETTERS) & within).any(axis=0)) + LINE_BAND
    if len(columns):
        run.x, run.width = float(patch.x + columns[0]), float(columns[-1] - columns[0] + 1)
    # and it is written inside the tag: the detector's margin round it may reach past a tight outline (and its box
    # stays inside the tag's line: the rows above and below its letters are what they are written on)
    inset = RIM if patch.stroke is not None or patch.edges else 0
    top = max(run.y, float(patch.y + inset))
    bottom = min(run.y + run.height, float(patch.y + patch.height - inset))
    if bottom > top:
        run.y, run.height = top, bottom - top


LINE_BAND = 3  # px outside a patch where a line drawn round it stands (one pixel, or up to three where it is smoothed)
LINE_APART = 2 * DIFFERENT  # per-channel difference of such a line from the patch's paint and from what is behind


def _line_round(patch: Region, css: np.ndarray, behind: np.ndarray) -> tuple[np.ndarray, int] | None:
    """The colour and width of a line of another colour drawn round a tag's patch (a pale green chip in a green
    line), or None. A line must run along its top and bottom and stop at its ends."""
    inset = int(np.ceil(patch.radius))
    x0, x1 = patch.x + inset, patch.x + patch.width - inset
    top, bottom = patch.y - LINE_BAND, patch.y + patch.height + LINE_BAND
    if x1 - x0 < 4 or top < 0 or bottom > css.shape[0] or patch.fill is None:
        return None
    above, below = css[top : patch.y, x0:x1], css[patch.y + patch.height : bottom, x0:x1]
    rows = [int(np.median(distance(band, behind).argmax(axis=0))) for band in (above, below)]
    lines = np.concatenate([above[rows[0]], below[rows[1]]])
    stroke = dominant(lines)
    apart = min(distance(stroke[None, :], behind)[0], distance(stroke[None, :], patch.fill)[0])
    if apart < LINE_APART or (distance(lines, stroke) < PATCH).mean() < RING_FULL:
        return None
    if _between(stroke[None, :], patch.fill, behind)[0]:
        return None  # the patch's edge smoothed into what is behind (read off a larger picture), not a line
    line_row = top + rows[0]
    ends = [patch.x - RING_REACH, patch.x + patch.width + RING_REACH - 1]
    if any(0 <= x < css.shape[1] and distance(css[line_row, x][None, :], stroke)[0] < PATCH for x in ends):
        return None  # a line running on past the patch (a row's hairline), not one drawn round it
    return stroke, LINE_BAND - rows[0]


def with_its_line(patch: Region, css: np.ndarray, behind: np.ndarray) -> Region:
    """A tag's patch drawn in a line of another colour: the patch grown by its line, which becomes its border."""
    if (line := _line_round(patch, css, behind)) is None:
        return patch
    stroke, width = line
    grown = Region(
        patch.x - width, patch.y - width, patch.width + 2 * width, patch.height + 2 * width, "surface", fill=patch.fill
    )
    crop = css[grown.y : grown.y + grown.height, grown.x : grown.x + grown.width]
    grown.radius = corner_radius(crop, stroke, behind, outline=True)  # (the patch's own corners lie in the line)
    grown.edges = dict.fromkeys(("top", "right", "bottom", "left"), stroke)
    return grown


def tags(texts: list[TextRun], css: np.ndarray, behind: np.ndarray) -> list[Region]:
    """The tags among `texts`, each a surface round its text (whose box is narrowed to its letters)."""
    found = []
    for run in texts:
        patch = outline_round(run, css, behind)
        if patch is None and (under := tag_under(run, css, behind)) is not None:
            patch = with_its_line(under, css, behind)
        if patch is not None:
            narrowed_to_letters(run, css, patch, behind if patch.fill is None else patch.fill)
            found.append(patch)
    return found


TAG_LETTERS = 6  # letters at most of a tag read in one line with the text before it


def split_off_tags(texts: list[TextRun], css: np.ndarray, behind: np.ndarray) -> dict[int, tuple[TextRun, TextRun]]:
    """Texts read in one line with the tag after them ("手机号" and its green "已认证", "Name" and its "PRO"): the
    text and its tag, each a run of its own, by the `id` of the run read; the tag's patch (or outline) starts past
    the text's last letter."""
    split = {}
    for run in texts:
        if (
            not run.letters_placed
            or len(run.glyphs) < 2
            or outline_round(run, css, behind)
            or tag_under(run, css, behind)
        ):
            continue
        for count in range(2, min(TAG_LETTERS, len(run.glyphs) - 1) + 1):  # (a letter alone may be a bar: "I")
            head, tail = _parted(run, len(run.glyphs) - count)
            patch = outline_round(tail, css, behind) or tag_under(tail, css, behind)
            if patch is not None and patch.x >= run.glyphs[-count - 1][2] - 1 and worded(head.text):
                split[id(run)] = (replace(head, width=_letters_end(head, css, behind, patch.x) - head.x), tail)
                break
    return split


def _letters_end(run: TextRun, css: np.ndarray, behind: np.ndarray, before: int) -> float:
    """Where the ink of a run's last letter ends, short of `before` (the tag after it)."""
    top, bottom = int(run.y), int(np.ceil(run.y + run.height))
    start = int(run.glyphs[-1][1])
    inked = np.flatnonzero((distance(css[top:bottom, start:before], behind) > LETTERS).any(axis=0))
    return float(start + inked[-1] + 1) if len(inked) else float(before - 1)


def _parted(run: TextRun, at: int) -> tuple[TextRun, TextRun]:
    """The run cut before its letter `at` (spaces aside): the letters before it, and those from it on."""
    seen, cut = 0, len(run.text)
    for index, char in enumerate(run.text):
        if not char.isspace():
            if seen == at:
                cut = index
                break
            seen += 1
    start = run.glyphs[at][1]
    head = replace(run, text=run.text[:cut].rstrip(), glyphs=run.glyphs[:at], ink_height=0.0, ink_top=0.0)
    tail = replace(
        run,
        text=run.text[cut:].strip(),
        x=start,
        width=run.x + run.width - start,
        glyphs=run.glyphs[at:],
        ink_height=0.0,
        ink_top=0.0,
    )
    return head, tail


TAG_OVERLAP = 0.5  # of a text's height: how far its box may reach into the tag before it


def clear_of(run: TextRun, patches: list[Region]) -> TextRun:
    """A text whose box the detector started a little way into the tag before it (at 3x, "索尼" reached 2 px into
    "自营"), starting where the tag ends: the two stand side by side in their line."""
    for patch in patches:
        across = patch.x + patch.width - run.x
        down = min(patch.y + patch.height, run.y + run.height) - max(patch.y, run.y)
        if patch.x < run.x and 0 < across <= TAG_OVERLAP * run.height and down > run.height / 2:
            return replace(run, x=run.x + across, width=run.width - across)
    return run
