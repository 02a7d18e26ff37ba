"""Painted regions of a screenshot: surfaces (cards, bars, buttons, inputs), outlined boxes,
dividers, and pictures (icons, photos, avatars) that are kept as images."""

from __future__ import annotations

from dataclasses import dataclass, field

import cv2
import numpy as np

from app.vision.colors import distance, dominant

MIN_AREA = 48  # CSS px^2
DIFFERENT = 6  # per-channel difference that counts as another colour


@dataclass
class SoftShadow:
    x: float
    y: float
    blur: float
    alpha: float


@dataclass
class Region:
    x: int
    y: int
    width: int
    height: int
    kind: str  # surface | outline | divider | picture
    fill: np.ndarray | None = None
    stroke: np.ndarray | None = None
    radius: float = 0.0
    shadow: SoftShadow | None = None
    children: list["Region"] = field(default_factory=list)

    @property
    def area(self) -> int:
        return self.width * self.height

    def contains(self, x: float, y: float, width: float, height: float, slack: float = 2) -> bool:
        return (x >= self.x - slack and y >= self.y - slack and x + width <= self.x + self.width + slack
                and y + height <= self.y + self.height + slack)


def corner_radius(crop: np.ndarray, fill: np.ndarray, tolerance: int = 24) -> float:
    """How far along the diagonal from the top-left corner the paint begins, as a CSS radius
    (a corner that never meets the paint is square)."""
    size = min(crop.shape[0], crop.shape[1]) // 2
    for step in range(size):
        if distance(crop[step:step + 1, step:step + 1], fill).max() < tolerance:
            if step <= 1:
                return 0.0
            return float(min(round(step / (1 - 1 / np.sqrt(2))), size))
    return 0.0


def split_shadow(crop: np.ndarray, fill: np.ndarray, behind: np.ndarray
                 ) -> tuple[tuple[int, int, int, int], SoftShadow | None]:
    """A surface's soft shadow is a darker halo around the fill: trim it off the box and measure it.
    Returns the trims (top, right, bottom, left) and the shadow, if there is one."""
    solid = distance(crop, fill) < DIFFERENT
    rows, cols = np.flatnonzero(solid.mean(axis=1) >= 0.5), np.flatnonzero(solid.mean(axis=0) >= 0.5)
    if len(rows) == 0 or len(cols) == 0:
        return (0, 0, 0, 0), None
    top, bottom = int(rows[0]), crop.shape[0] - 1 - int(rows[-1])
    left, right = int(cols[0]), crop.shape[1] - 1 - int(cols[-1])
    if bottom < 3 or left < 1 or right < 1:  # a blur spreads to the sides and below; a lone line does not
        return (0, 0, 0, 0), None
    halo = np.ones(solid.shape, bool)
    halo[top:crop.shape[0] - bottom, left:crop.shape[1] - right] = False
    ring = crop[halo].astype(float)
    darkness = behind.astype(float).mean() - ring.mean(axis=-1)
    tint = (ring.max(axis=-1) - ring.min(axis=-1)).mean() - float(behind.max() - behind.min())
    if darkness.max(initial=0) < 3 or tint > 6:  # not a grey darkening of what is behind: an edge, not a shadow
        return (0, 0, 0, 0), None
    alpha = float(np.clip(darkness.max() / 255 * 2.5, 0.04, 0.6))
    shadow = SoftShadow(x=(right - left) / 2, y=(bottom - top) / 2, blur=float(max(top, bottom, left, right)) * 1.6,
                        alpha=round(alpha, 3))
    return (top, right, bottom, left), shadow


def _bands(fractions: np.ndarray) -> list[tuple[int, int]]:
    """Consecutive indexes where a line crosses most of the region."""
    bands, start = [], None
    for index, value in enumerate(list(fractions) + [0.0]):
        if value > 0.6 and start is None:
            start = index
        elif value <= 0.6 and start is not None:
            if index - start <= 3:
                bands.append((start, index - start))
            start = None
    return bands


def lattice_lines(member: np.ndarray, crop: np.ndarray, x: int, y: int) -> list[Region]:
    """The horizontal and vertical hairlines of a grid-shaped region."""
    lines = []
    for top, thickness in _bands(member.mean(axis=1)):
        row = member[top:top + thickness]
        cols = np.flatnonzero(row.any(axis=0))
        lines.append(Region(x + int(cols[0]), y + top, int(cols[-1] - cols[0] + 1), thickness, "divider",
                            fill=dominant(crop[top:top + thickness][row])))
    for left, thickness in _bands(member.mean(axis=0)):
        column = member[:, left:left + thickness]
        rows = np.flatnonzero(column.any(axis=1))
        lines.append(Region(x + left, y + int(rows[0]), thickness, int(rows[-1] - rows[0] + 1), "divider",
                            fill=dominant(crop[:, left:left + thickness][column])))
    return lines


def find_regions(image: np.ndarray, behind: np.ndarray, text_mask: np.ndarray, depth: int = 0,
                 origin: tuple[int, int] = (0, 0)) -> list[Region]:
    """Regions that differ from `behind`, nested up to three levels, text excluded."""
    height, width = image.shape[:2]
    differs = (distance(image, behind) >= DIFFERENT) & ~text_mask
    count, labels, stats, _ = cv2.connectedComponentsWithStats(differs.astype(np.uint8), connectivity=4)
    regions = []
    for index in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[index])
        if w * h < MIN_AREA and not (w >= width * 0.5 and h <= 2):
            continue
        if w >= width - 1 and h >= height - 1 and depth > 0:
            continue
        crop = image[y:y + h, x:x + w]
        member = labels[y:y + h, x:x + w] == index
        coverage = (member | text_mask[y:y + h, x:x + w]).mean()  # text sitting on a region is part of it
        ox, oy = origin
        if h <= 2 and w >= 24 or w <= 2 and h >= 24:
            regions.append(Region(ox + x, oy + y, w, h, "divider", fill=dominant(crop[member])))
            continue
        if coverage < 0.2 and w > 40 and h > 40:
            lines = lattice_lines(member, crop, ox + x, oy + y)
            inner = [r for r in lines if ox + x + 3 < r.x + r.width / 2 < ox + x + w - 3
                     and oy + y + 3 < r.y + r.height / 2 < oy + y + h - 3]
            if len(lines) >= 3 and inner:  # a grid of hairlines (not a box's outline): each line a divider
                regions.extend(lines)
                continue
        if coverage < 0.35 and w > 12 and h > 12:
            ring = member.copy()
            ring[2:-2, 2:-2] = False
            if ring.sum() > 0.6 * (2 * (w + h)):
                stroke = dominant(crop[member])
                region = Region(ox + x, oy + y, w, h, "outline", stroke=stroke)
                region.radius = corner_radius(crop, stroke)
                inner = image[y + 2:y + h - 2, x + 2:x + w - 2]
                if depth < 2 and inner.size:
                    region.children = find_regions(inner, behind, text_mask[y + 2:y + h - 2, x + 2:x + w - 2],
                                                   depth + 1, (ox + x + 2, oy + y + 2))
                regions.append(region)
                continue
        fill = dominant(crop[member])
        uniform = (distance(crop, fill) < DIFFERENT)[member].mean()
        large = w >= 100 and h >= 60  # a big region mostly of one colour is a surface holding things
        if (uniform >= 0.7 or large and uniform >= 0.4) and coverage >= 0.6:
            (top, right, bottom, left), shadow = split_shadow(crop, fill, behind)
            x, y, w, h = x + left, y + top, w - left - right, h - top - bottom
            crop = image[y:y + h, x:x + w]
            region = Region(ox + x, oy + y, w, h, "surface", fill=fill, shadow=shadow)
            region.radius = corner_radius(crop, fill, tolerance=16)
            if depth < 2 and w > 8 and h > 8:
                region.children = find_regions(crop, fill, text_mask[y:y + h, x:x + w], depth + 1, (ox + x, oy + y))
            regions.append(region)
        else:
            regions.append(Region(ox + x, oy + y, w, h, "picture"))
    return regions
