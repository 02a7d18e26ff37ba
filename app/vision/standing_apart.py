"""A solid shape joined to its neighbours only by its own soft shadow: a floating button over a list, its shadow
running into a row's star or the hairline under the row. Drawn together they are one blot of many colours, which
would be kept as a picture; apart, the button is a surface with its shadow and the neighbours are themselves."""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from app.vision.colors import DIFFERENT, coverage, distance, dominant

SOLID_SIDE = 20  # px: the shape is at least this large both ways
SOLID_SHARE = 0.7  # of its box: a solid shape (a disc fills 0.79, a pill more) with its glyph holes filled
OF_THE_BLOT = 0.9  # of the blot's box: a shape this large is the blot itself, nothing to part it from
EDGE = 2  # px: the shape's smoothed edge, blending its paint with what is behind it
RIM = 3  # px round that edge where what shows is the page or the shape's shadow on it
ON_THE_PAGE = 0.8  # share of that rim that is the page or a grey shade of it
SHADE = 64  # per-channel difference from the page within which a grey pixel may be a soft shadow (deep under a raised button)
GREY = 12  # levels between a shadow pixel's channels at most
REACH = 20  # px: how far past the shape its shadow may reach
SHADOWED = 0.1  # of the blot: its shadow past the shape's edge takes at least this much
FADE = 4  # levels: a shadow's pixel is at most this much darker than its neighbour nearer the shape


def _filled(mask: np.ndarray) -> np.ndarray:
    """The mask with its holes filled (a button's glyph)."""
    contours, _ = cv2.findContours(mask.astype(np.uint8), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    out = np.zeros(mask.shape, np.uint8)
    cv2.drawContours(out, contours, -1, 1, thickness=cv2.FILLED)
    return out.astype(bool)


def _disk(radius: int) -> np.ndarray:
    return cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * radius + 1, 2 * radius + 1))


@dataclass
class Raised:
    """A solid shape standing apart: `own` is its paint, smoothed edge and shadow; `box` (x, y, width, height)
    the shape alone, out to the middle of its smoothed edge."""

    own: np.ndarray
    box: tuple[int, int, int, int]


def shape_apart(crop: np.ndarray, member: np.ndarray, behind: np.ndarray) -> Raised | None:
    """The part of a blot (`member`, inside `crop`) that is one solid shape and its soft shadow, where the shape
    stands on the page all round but for its shadow (all of the blot, for a button alone with a deep shadow);
    None where the blot is no such shape (a photo's sky is no shape apart: the land touches it)."""
    fill = dominant(crop[member])
    solid = (distance(crop, fill) < DIFFERENT) & member
    count, labels, stats, _ = cv2.connectedComponentsWithStats(solid.astype(np.uint8), connectivity=4)
    if count < 2:
        return None
    index = 1 + int(stats[1:, cv2.CC_STAT_AREA].argmax())
    x, y, w, h = (int(v) for v in stats[index][:4])
    if min(w, h) < SOLID_SIDE or w * h >= OF_THE_BLOT * member.size:
        return None
    shape = _filled(labels == index)
    if shape.sum() < SOLID_SHARE * w * h:
        return None
    edge = cv2.dilate(shape.astype(np.uint8), _disk(EDGE)).astype(bool)
    ring = cv2.dilate(shape.astype(np.uint8), _disk(EDGE + RIM)).astype(bool) & ~edge
    pixels = crop.astype(np.int16)
    grey = pixels.max(axis=-1) - pixels.min(axis=-1) <= GREY + int(behind.max()) - int(behind.min())
    shade = grey & (distance(crop, behind) < SHADE) & (pixels.mean(axis=-1) <= float(behind.mean()) + 1)
    page = ~member | shade
    if not ring.any() or page[ring].mean() < ON_THE_PAGE:
        return None
    own = _with_its_shadow(edge & member, member & shade, crop, behind)
    if (own & ~edge).sum() < SHADOWED * member.sum():  # no shadow to speak of: a plain shape (a switch's track)
        return None
    return Raised(own, _out_to_its_edge(crop, fill, behind, (x, y, w, h)))


def _with_its_shadow(own: np.ndarray, shade: np.ndarray, crop: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """`own` grown ring by ring into the soft shadow round it, up to REACH: a shadow fades away from its shape,
    each pixel no darker than the shadow next to it nearer the shape; a grey neighbour it runs into (a row's
    star, a hairline) is darker than the fading shadow it meets, and stays out."""
    darkness = (float(behind.mean()) - crop.astype(np.float32).mean(axis=-1)).astype(np.float32)
    step = np.ones((3, 3), np.uint8)
    for _ in range(REACH):
        nearest = cv2.dilate(np.where(own, darkness, -255).astype(np.float32), step)
        ring = cv2.dilate(own.astype(np.uint8), step).astype(bool) & ~own & shade & (darkness <= nearest + FADE)
        if not ring.any():
            break
        own = own | ring
    return own


HALF = 0.5  # of the paint: a smoothed edge's pixel this much painted is inside the shape


def _out_to_its_edge(
    crop: np.ndarray, fill: np.ndarray, behind: np.ndarray, box: tuple[int, int, int, int]
) -> tuple[int, int, int, int]:
    """The solid paint's box, a pixel larger on each side whose smoothed edge is at least half painted."""
    x, y, w, h = box
    height, width = crop.shape[:2]
    painted = coverage(crop, fill, behind) >= HALF
    top = int(y > 0 and painted[y - 1, x : x + w].any())
    bottom = int(y + h < height and painted[y + h, x : x + w].any())
    left = int(x > 0 and painted[y : y + h, x - 1].any())
    right = int(x + w < width and painted[y : y + h, x + w].any())
    return x - left, y - top, w + left + right, h + top + bottom
