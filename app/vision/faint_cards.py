"""Cards a shade lighter than the page, seen by their soft shadow.

A white card on an off-white page (#fff on #fafafa) differs from the page by less than the
difference that makes another colour, so what stands out of the page is the card's shadow:
a ring, faint or missing along the top where the light falls. Inside that ring the card's own
colour is one flat shade apart from the page's. The card is where that shade reaches, which
puts its top where the fill starts, above where the shadow could be seen.
"""

from __future__ import annotations

import cv2
import numpy as np

from app.vision.colors import DIFFERENT, distance

SHADE_APART = 2  # per-channel difference, at least, between a card's fill and the page it lies on
FLAT = 1  # per-channel difference within which pixels are the fill itself
FILLED = 0.6  # share of the ring's inside that must be the fill, apart from texts on it
REACH = 24  # px above the shadow's top the fill may start


def faint_fill(image: np.ndarray, behind: np.ndarray, text_mask: np.ndarray, box: tuple[int, int, int, int]):
    """The box and colour of a card a shade apart from the page inside a shadow's ring at `box` (x, y, w, h), or
    None where the ring holds the page's own colour (an outline), or many colours."""
    x, y, w, h = box
    inside = image[y + 3 : y + h - 3, x + 3 : x + w - 3]
    free = ~text_mask[y + 3 : y + h - 3, x + 3 : x + w - 3]
    if inside.size == 0 or not free.any():
        return None
    fill = np.median(inside[free].reshape(-1, 3), axis=0).astype(image.dtype)
    apart = distance(fill[None, :], behind)[0]
    if not SHADE_APART <= apart < DIFFERENT or (distance(inside, fill) <= FLAT)[free].mean() < FILLED:
        return None
    top = max(y - REACH, 0)
    own = (distance(image[top : y + h, x : x + w], fill) <= FLAT) | text_mask[top : y + h, x : x + w]
    _, labels, stats, _ = cv2.connectedComponentsWithStats(own.astype(np.uint8), connectivity=4)
    middle = labels[y - top + h // 2, w // 2]
    if middle == 0:
        return None
    left, up, width, height = (int(v) for v in stats[middle][:4])
    return (x + left, top + up, width, height), fill
