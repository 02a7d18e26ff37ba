"""Words set on a photo: a hero's tag and its credit, a gallery's "1 / 24", a cover's title, a map's place names.
They are texts of the page laid over a picture, not letters of the picture: the photo becomes a box painted with
it (its backdrop), holding the texts as texts, and the picture keeps what was under them, filled in from round
them, so that the words can be edited and restyled and the photo can grow with the screen under them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import cv2
import numpy as np

from app.ir import BACKDROP, BoxNode, Flex, ImageNode, Placement, Radii, Rect, Style
from app.vision.colors import DIFFERENT, border_colour, distance, dominant
from app.vision.ocr import TEXT_PAD, TextRun
from app.vision.picture import Picture
from app.vision.surfaces import Region

PHOTO_SIDE = 96  # px: a picture at least this large both ways is a photo words can be set on (not an avatar, an icon)
SURE = 0.8  # the reader's confidence in a word it read, for a word set on a photo to be taken as a text
FILL_RADIUS = 3  # px of the picture, round a filled-in place, that what was under the words is filled from


def set_on(width: float, height: float, inside: list[TextRun]) -> list[TextRun]:
    """The texts written on a picture of this size that are words of the page set on it: on a photo, read surely,
    more than a letter long (a glyph of the picture read as a letter stays the picture's), not a badge's count."""
    if min(width, height) < PHOTO_SIDE:
        return []
    return [t for t in inside if t.written_on is None and t.score >= SURE and sum(c.isalnum() for c in t.text) >= 2]


def on_patches(words: list[TextRun], pixels: np.ndarray, written: np.ndarray) -> tuple[list[TextRun], list[Region]]:
    """The words set on the photo itself or on a patch of paint of their own, and those patches, each a box of its
    own on the photo (a pill, a label, a countdown's cell): the paint round the text, with the text, as far as it
    reaches, where it ends within a line height round it. A word on paint of one colour that runs on past its
    surroundings is the picture's. `pixels`, `written`: the screen, a pixel per CSS px."""
    patched = [on_a_patch(run, pixels, written) for run in words]
    patches: list[Region] = []
    for run, on in zip(words, patched):
        if on and not any(p.contains(run.x, run.y, run.width, run.height) for p in patches):
            if (patch := _patch(run, pixels, written)) is not None:
                patches.append(patch)
    kept = [
        run
        for run, on in zip(words, patched)
        if not on or any(p.contains(run.x, run.y, run.width, run.height) for p in patches)
    ]
    return kept, patches


NEAR, FAR = (1, 3), (TEXT_PAD + 8, TEXT_PAD + 12)  # px out from a text's box: a ring just round it, one further out
FLAT_SHARE = 0.85  # of a ring's pixels within a colour's reach, for the ring to be of that one paint


def on_a_patch(run: TextRun, pixels: np.ndarray, written: np.ndarray) -> bool:
    """Whether the text stands on a patch of one paint that ends a few pixels round it (a pill, a label on a map):
    the ring just round its box is of one paint, and the ring further out is not of that paint (other texts on the
    patch aside)."""
    near = _ring(run, pixels, written, *NEAR)
    if near is None:
        return False
    paint = dominant(near)
    if (distance(near, paint) < DIFFERENT).mean() < FLAT_SHARE:
        return False
    far = _ring(run, pixels, written, *FAR)
    return far is not None and (distance(far, paint) < DIFFERENT).mean() < FLAT_SHARE


def _ring(run: TextRun, pixels: np.ndarray, written: np.ndarray, inner: int, outer: int) -> np.ndarray | None:
    """The pixels between `inner` and `outer` px out from the run's box where no text is written, where the picture
    has them all."""
    x0, y0 = int(run.x) - outer, int(run.y) - outer
    x1, y1 = int(np.ceil(run.x + run.width)) + outer, int(np.ceil(run.y + run.height)) + outer
    if x0 < 0 or y0 < 0 or y1 > pixels.shape[0] or x1 > pixels.shape[1]:
        return None
    block = pixels[y0:y1, x0:x1]
    keep = np.ones(block.shape[:2], bool)
    gap = outer - inner
    keep[gap : block.shape[0] - gap, gap : block.shape[1] - gap] = False
    keep &= ~written[y0:y1, x0:x1]
    return block[keep] if keep.sum() >= 8 else None


def photo_sized(region: Region) -> bool:
    """Whether a picture is large enough both ways to be a photo words are set on (not an avatar, an icon)."""
    return min(region.width, region.height) >= PHOTO_SIDE


def written_on_photo(run: TextRun, picture: Picture) -> TextRun:
    """The run, read as written on the paint round its own letters (a photo's paint changes from one word to the
    next)."""
    scale = picture.scale
    crop = picture.original[
        max(int(run.y * scale), 0) : int(np.ceil((run.y + run.height) * scale)),
        max(int(run.x * scale), 0) : int(np.ceil((run.x + run.width) * scale)),
    ]
    if not crop.size:
        return run
    r, g, b = (int(v) for v in border_colour(crop))
    return replace(run, written_on=(r, g, b))


COVER = "cover"  # the role of a photo with words set on it, which grows with its width as a picture does


def photo_box(frame: Rect, radius: float, ids: Iterator[str], role: str = COVER) -> BoxNode:
    """A box to be painted with a photo, for what lies on it to be laid out in (`painted` gives it the photo)."""
    return BoxNode(
        id=next(ids), role=role, name=role, frame=frame, layout=Flex(direction="column"),
        style=Style(clips=True, radii=Radii(top_left=radius, top_right=radius, bottom_right=radius, bottom_left=radius)),
    )  # fmt: skip


def painted(box: BoxNode, src: str, ids: Iterator[str]) -> None:
    """The box painted with the picture `src`: its backdrop, filling it, under what it holds."""
    backdrop = ImageNode(
        id=next(ids), role=BACKDROP, name=BACKDROP, frame=box.frame, src=src, fit="cover",
        placement=Placement(absolute=True),
    )  # fmt: skip
    box.children.insert(0, backdrop)


def photo_colour(pixels: np.ndarray) -> np.ndarray:
    """The photo's most common paint: what its texts are read against where nothing nearer tells."""
    return dominant(pixels, step=16)


def filled_in(pixels: np.ndarray, places: list[Rect], origin: tuple[float, float], scale: float) -> np.ndarray:
    """The picture (at `scale` device pixels per CSS px, its top-left at `origin`) with each place lifted off it
    filled in from round it, as if the words had never been written there."""
    mask = np.zeros(pixels.shape[:2], np.uint8)
    for place in places:
        x0 = int((place.x - origin[0] - TEXT_PAD) * scale)
        y0 = int((place.y - origin[1] - TEXT_PAD) * scale)
        x1 = int(np.ceil((place.x + place.width - origin[0] + TEXT_PAD) * scale))
        y1 = int(np.ceil((place.y + place.height - origin[1] + TEXT_PAD) * scale))
        mask[max(y0, 0) : max(y1, 0), max(x0, 0) : max(x1, 0)] = 255
    if not mask.any():
        return pixels
    bgr = np.ascontiguousarray(pixels[:, :, ::-1])
    return cv2.inpaint(bgr, mask, FILL_RADIUS * max(1, round(scale)), cv2.INPAINT_TELEA)[:, :, ::-1]


def lifted_places(box: BoxNode, runs: list[TextRun]) -> list[Rect]:
    """Where the things laid on a photo's box stand: its texts' words and the painted things round them (a tag's
    pill), not the rows that only arrange them."""
    places = [Rect(x=t.x, y=t.y, width=t.width, height=t.height) for t in runs]

    def under(node) -> None:
        for child in node.children:
            if isinstance(child, BoxNode):
                paints = child.style.background or child.style.border or child.style.gradient
                if paints:
                    places.append(child.frame)
                else:
                    under(child)

    under(box)
    return places


def set_at_foot(box: BoxNode) -> None:
    """What stands on the lower half of a photo stays at its foot as the photo grows taller with a wider screen (a
    gallery's count, a title over a hero): the free space of the box goes before the first of those, and the rest
    keep the space between them as margins."""
    flow = [c for c in box.children if not c.placement.absolute]
    if box.layout.direction != "column" or not flow:
        return
    middle = box.frame.y + box.frame.height / 2
    low = next((i for i, c in enumerate(flow) if c.frame.y >= middle), None)
    if low is None:
        return
    gap, box.layout.gap = box.layout.gap, 0.0
    for index, child in enumerate(flow):
        top = child.placement.margin.top + (gap if index else 0.0)
        child.placement.margin = child.placement.margin.model_copy(update={"top": 0.0 if index == low else top})
    flow[low].placement.push = True
    pad = box.layout.padding
    bottom = max(0.0, round(box.frame.bottom - flow[-1].frame.bottom, 1))
    # all of it at the foot: the free space above it is the push's, not a padding's
    top = min(pad.top, bottom) if low == 0 else pad.top
    box.layout.padding = pad.model_copy(update={"top": top, "bottom": bottom})


def photo_radius(pixels: np.ndarray, behind: np.ndarray) -> float:
    """The radius of a photo's corners: where it starts along the diagonal from each corner, the page `behind`
    showing before that."""
    return _mask_radius(distance(pixels, behind) >= DIFFERENT)


PATCH_REACH = 1.0  # line heights round a text that the patch it is written on may reach (a pill's padding)
PATCH_MIN_REACH = 12  # px: at least this far
SAME_PAINT = 10  # per-channel difference within one patch's paint


def _patch(run: TextRun, pixels: np.ndarray, written: np.ndarray) -> Region | None:
    reach = max(PATCH_MIN_REACH, int(PATCH_REACH * run.height))
    x0, y0 = max(int(run.x) - reach, 0), max(int(run.y) - reach, 0)
    x1 = min(int(np.ceil(run.x + run.width)) + reach, pixels.shape[1])
    y1 = min(int(np.ceil(run.y + run.height)) + reach, pixels.shape[0])
    near = _ring(run, pixels, written, *NEAR)
    if near is None:
        return None
    paint = dominant(near)
    window = pixels[y0:y1, x0:x1]
    same = (distance(window, paint) < SAME_PAINT) | written[y0:y1, x0:x1]
    count, labels = cv2.connectedComponents(same.astype(np.uint8), connectivity=4)
    middle = labels[int(run.y + run.height / 2) - y0, int(run.x + run.width / 2) - x0]
    if count < 2 or middle == 0:
        return None
    mask = labels == middle
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    top, bottom, left, right = rows[0], rows[-1] + 1, cols[0], cols[-1] + 1
    if top == 0 or left == 0 or bottom == mask.shape[0] or right == mask.shape[1]:
        return None  # it runs on past the text's surroundings: the photo's paint, not a patch
    shape = mask[top:bottom, left:right]
    return Region(
        int(x0 + left), int(y0 + top), int(right - left), int(bottom - top), "surface",
        fill=paint.astype(float), radius=_mask_radius(shape),
    )  # fmt: skip


def _mask_radius(shape: np.ndarray) -> float:
    """The radius of a shape's corners (a patch's, a photo's), from how far along the diagonal from each corner it
    starts (an arc of radius r leaves r (1 - 1/sqrt 2) of it): the median of the four corners."""
    size = min(shape.shape) // 2
    if size < 2:
        return 0.0
    steps = np.arange(size)
    starts = []
    for corner in (shape, shape[:, ::-1], shape[::-1], shape[::-1, ::-1]):
        diagonal = corner[steps, steps]
        starts.append(int(np.argmax(diagonal)) if diagonal.any() else size)
    radius = float(np.median(starts)) / (1 - 1 / np.sqrt(2))
    return float(min(round(radius), size)) if radius >= 1.5 else 0.0
