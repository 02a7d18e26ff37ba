"""A coloured glow round a box: a shadow cast in the box's own hue (`box-shadow: 0 12px 24px rgba(58,42,216,.25)`),
fading from its edge into the page. Left in, it reads as paint of its own, and joins the box to whatever stands
near it (round buttons under a balance card) into one picture.

Each pixel of a glow is the page mixed with one colour in some share: it lies on the line from the page's colour
towards the glow's, and a share of the way along it that falls off away from the box. A plain surface near the box
(a grey disc) lies off that line; a grey shadow lies on a grey line, and is read as a shadow elsewhere.
"""

from __future__ import annotations

import cv2
import numpy as np

from app.vision.colors import DIFFERENT, distance

CORE = 60  # levels from the page: a box this far apart may cast a glow that reads as paint
MIN_SIDE = 24  # px: the least box that casts one (a button, a card)
REACH = 48  # px: how far a glow runs out from its box
NEAR = 3  # px: the glow's ring next to the box, where its colour is read
ROUND = 0.5  # share of the ring next to the box the glow must cover: it lies all round, not on one side
TINTED = 0.3  # the least spread between the channels of the glow's direction from the page: a coloured glow
ON_LINE = 5  # levels a glow's pixel may stand off the line from the page towards the glow's colour
FADES = 0.6  # at its far edge, a glow holds at most this share of its colour next to the box
FAR_EDGE = 0.1  # share of the ring's pixels a band of the glow holds out to its far edge


def glow_halos(image: np.ndarray, behind: np.ndarray, differs: np.ndarray) -> np.ndarray:
    """Where `differs` is a coloured glow round a box standing well apart from the page `behind`."""
    halos = np.zeros(differs.shape, bool)
    strong = distance(image, behind) >= CORE
    count, labels, stats, _ = cv2.connectedComponentsWithStats(strong.astype(np.uint8), connectivity=4)
    for index in range(1, count):
        x, y, w, h, _ = (int(v) for v in stats[index])
        if w < MIN_SIDE or h < MIN_SIDE:
            continue
        x0, y0 = max(x - REACH, 0), max(y - REACH, 0)
        x1, y1 = min(x + w + REACH, image.shape[1]), min(y + h + REACH, image.shape[0])
        window = (slice(y0, y1), slice(x0, x1))
        halo = _glow(image[window], behind, labels[window] == index, differs[window] & ~strong[window])
        if halo is not None:
            halos[window] |= halo
    return halos


def _glow(crop: np.ndarray, behind: np.ndarray, core: np.ndarray, loose: np.ndarray) -> np.ndarray | None:
    """The glow round `core` within `crop`, among the `loose` pixels (differing from the page, not the box's)."""
    away = cv2.distanceTransform((~core).astype(np.uint8), cv2.DIST_L2, 3)
    ring = (away > 0) & (away <= NEAR)
    if ring.sum() == 0 or (ring & loose).sum() < ROUND * ring.sum():
        return None
    offset = behind.astype(float) - crop.astype(float)  # from each pixel up to the page
    direction = np.median(offset[ring & loose], axis=0)
    if float(np.abs(direction).max()) < 2 * DIFFERENT:
        return None
    direction /= np.linalg.norm(direction)
    if float(direction.max() - direction.min()) < TINTED:
        return None  # grey: a shadow, read as one where its box is measured
    along = offset @ direction
    off = np.linalg.norm(offset - along[..., None] * direction, axis=-1)
    on_line = loose & (away > 0) & (away <= REACH) & (along > 0) & (off <= ON_LINE)
    if not _fades(along, away, ring & on_line, on_line):
        return None  # no colour that falls off away from the box
    # the glow is what runs on from the box's ring along the line, not a patch of that colour further out
    count, labels = cv2.connectedComponents(on_line.astype(np.uint8), connectivity=8)
    touching = np.unique(labels[ring & on_line])
    return np.isin(labels, touching[touching > 0])


def _fades(along: np.ndarray, away: np.ndarray, ring: np.ndarray, on_line: np.ndarray) -> bool:
    """Whether the share of the glow's colour (`along` the line) falls off from the box's `ring` to the glow's far
    edge, within its reach: the last band round the box, two pixels wide, still holding a tenth as many pixels as
    the ring."""
    if not ring.any():
        return False
    near = float(np.median(along[ring]))
    bands = [on_line & (away > out - 2) & (away <= out) for out in range(2 * NEAR, REACH + 1, 2)]
    held = [band for band in bands if band.sum() >= FAR_EDGE * ring.sum()]
    if not held or held[-1] is bands[-1]:
        return False  # (a wash of colour running on past a glow's reach: a hero's gradient into the page)
    return near >= 2 * DIFFERENT and float(np.median(along[held[-1]])) <= FADES * near
