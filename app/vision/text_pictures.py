"""Pictures mostly of text: a box painted with a colour of its own (a search box, a banner, a button drawn with a
gradient the ramp does not fit), not a picture with words baked in; and two such buttons drawn touching, parted
where their paint changes at once between their texts."""

from __future__ import annotations

import numpy as np

from app.vision.colors import DIFFERENT, distance, dominant
from app.vision.corners import corner_radius
from app.vision.ocr import TextRun
from app.vision.picture import Picture
from app.vision.surfaces import Region, along_edge, find_regions, rounded_off

FLAT = 0.5  # share of a picture's paint, its texts aside, in flat colours for the rest to be things lying on it


def mostly_text(region: Region, picture: Picture, written: np.ndarray, behind: np.ndarray) -> None:
    """A picture mostly of text is a container painted with its main colour, not a picture with words in it. On a
    flat paint (a search box's white) what else lies on it stands out as things of their own (the button at its
    end); on a shaded one (a banner's glow) those are pieces of its shading."""
    box = (slice(region.y, region.y + region.height), slice(region.x, region.x + region.width))
    crop = picture.css[box]
    bare = ~written[box]
    # its main colour is its own paint's, not that of what shows past its rounded corners
    own = bare & (distance(crop, behind) >= DIFFERENT)
    region.kind, region.fill = "group", dominant(crop[own] if own.sum() >= 0.25 * own.size else crop)
    region.radius = corner_radius(crop, region.fill, behind)
    if not bare.any() or flat_share(crop, region.fill, behind, bare) < FLAT:
        return
    # what shows past its rounded corners, smoothed over two pixels, is not on it
    within = rounded_off(crop, region.radius + 1.5 if region.radius else 0.0, region.fill, rim=2)
    inner = find_regions(within, region.fill, written[box], depth=1, origin=(region.x, region.y))
    region.children = [c for c in inner if not along_edge(c, region)]


def flat_share(crop: np.ndarray, fill: np.ndarray, behind: np.ndarray, bare: np.ndarray) -> float:
    """How much of a picture's paint, its texts aside (`bare`), is flat: in its main colour `fill` or the one behind
    it (a bar's grey round a white field), not shaded."""
    flat = (distance(crop, fill) < DIFFERENT) | (distance(crop, behind) < DIFFERENT)
    return float(flat[bare].mean()) if bare.any() else 1.0


EDGE = 12  # per-channel change from one pixel to the next that is an edge drawn in a picture, not its shading
DRAWN = 0.03  # share of a picture's pixels, its texts and rim aside, on edges for it to be a photo or a drawing


def photo_like(region: Region, picture: Picture, written: np.ndarray, behind: np.ndarray) -> bool:
    """Whether a picture mostly of text is a photo or a drawing with its words on it (a trainer's portrait under
    a tip's title): its paint, its texts aside, is mostly shaded, not a flat box's, and it has edges drawn in it,
    not only a smooth glow (a balance card's gradient, whose pills are a few edges on it)."""
    box = (slice(region.y, region.y + region.height), slice(region.x, region.x + region.width))
    crop, bare = picture.css[box], ~written[box]
    own = bare & (distance(crop, behind) >= DIFFERENT)
    fill = dominant(crop[own] if own.sum() >= 0.25 * own.size else crop)
    if flat_share(crop, fill, behind, bare) >= FLAT:
        return False
    pixels = crop.astype(np.int16)
    edges = np.zeros(crop.shape[:2], bool)
    edges[:, 1:] |= np.abs(np.diff(pixels, axis=1)).max(axis=2) > EDGE
    edges[1:, :] |= np.abs(np.diff(pixels, axis=0)).max(axis=2) > EDGE
    inside = np.zeros_like(edges)
    inside[RIM:-RIM, RIM:-RIM] = True  # (its rounded corners against the page are not drawn in it)
    counted = bare & inside
    return bool(counted.any()) and float(edges[counted].mean()) >= DRAWN


RIM = 4  # px round a picture's sides left out where edges drawn in it are counted


SEAM = 24  # per-channel change from one column to the next that parts two paints
SMOOTH = 3  # times the usual change between columns a seam stands out by


def _seam(middle: np.ndarray, start: int, stop: int) -> int | None:
    """The column in [start, stop) where the paint of `middle` (the picture's middle rows) changes at once, if any."""
    if stop - start < 2:
        return None
    means = middle[:, start:stop].astype(float).mean(axis=0)
    steps = np.abs(np.diff(means, axis=0)).max(axis=1)
    at = int(steps.argmax())
    usual = float(np.median(steps))
    if steps[at] < SEAM or steps[at] < SMOOTH * max(usual, 1.0):
        return None
    return start + at + 1


def parted_at_seams(region: Region, texts: list[TextRun], css: np.ndarray) -> list[Region]:
    """A picture holding texts side by side whose paint changes at once between two of them (two buttons drawn
    touching, "add to cart | buy now") is one picture for each, parted at the seam, in a group of their own."""
    inside = sorted((t for t in texts if region.contains(t.x, t.y, t.width, t.height, slack=1)), key=lambda t: t.x)
    if region.kind != "picture" or len(inside) < 2:
        return [region]
    if any(b.y > a.y + a.height or a.y > b.y + b.height for a, b in zip(inside, inside[1:])):
        return [region]  # not one row of texts
    quarter = region.height // 4
    middle = css[region.y + quarter : region.y + region.height - quarter, region.x : region.x + region.width]
    cuts = []
    for a, b in zip(inside, inside[1:]):
        seam = _seam(middle, int(a.x + a.width) - region.x + 1, int(b.x) - region.x - 1)
        if seam is not None:
            cuts.append(seam)
    if not cuts:
        return [region]
    edges = [0, *cuts, region.width]
    # the pieces stay together, touching, as one group: the row round them spaces the group, not each piece
    pair = Region(region.x, region.y, region.width, region.height, "group")
    pair.children = [
        Region(region.x + left, region.y, right - left, region.height, "picture")
        for left, right in zip(edges, edges[1:])
    ]
    return [pair]
