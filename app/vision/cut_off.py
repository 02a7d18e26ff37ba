"""Boxes the screen's bottom edge cuts off: the last card of a page scrolled part way, drawn only by its outline (a
white card with a light border on a white page), shows its top and two sides running down out of the picture. Found
as three rules, they are one box, which holds what lies inside them."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import numpy as np

from app.vision.surfaces import Region

CORNER = 12  # px: how far below the top rule a rounded corner lets the sides start
THIN = 4  # px: a rule this thin at most (a border, with the shadow blurred into it)
LEVEL = 2  # px: the two sides start this close to a level
NARROWEST = 48  # px: a box this wide at least


def frames_cut_off(regions: list[Region], width: int, height: int) -> list[Region]:
    """The regions with each box cut off by the screen's bottom edge (a rule across, two upright rules from its ends
    down to that edge, set in from the screen's sides: a card, not the lines of a grid across the screen) as one
    outline holding the regions inside it."""
    rules = [r for r in regions if r.kind == "divider"]
    uprights = [r for r in rules if r.width <= THIN and r.height >= 3 * r.width and r.y + r.height >= height - LEVEL]
    across = [r for r in rules if r.height <= THIN and r.width >= 3 * r.height]
    out = list(regions)
    for left, right in combinations(sorted(uprights, key=lambda r: r.x), 2):
        if right.x + right.width - left.x < NARROWEST or abs(left.y - right.y) > LEVEL:
            continue
        if left.x <= LEVEL or right.x + right.width >= width - LEVEL:
            continue
        top = next((t for t in across if _joins(t, left, right)), None)
        if top is None or not all(any(r is part for r in out) for part in (top, left, right)):
            continue
        frame = Region(
            left.x,
            top.y,
            right.x + right.width - left.x,
            height - top.y,
            "outline",
            stroke=_stroke(left, right),
            radius=float(max(left.y, right.y) - top.y),
        )
        parts = (top, left, right)
        inside = [
            r for r in out if all(r is not p for p in parts) and frame.contains(r.x, r.y, r.width, r.height, slack=0)
        ]
        frame = replace(frame, children=inside)
        out = [r for r in out if all(r is not p for p in (*parts, *inside))] + [frame]
    return out


def _joins(top: Region, left: Region, right: Region) -> bool:
    """Whether a rule across runs between two sides' tops, a rounded corner's reach above them."""
    above = min(left.y, right.y) - top.y
    reach = right.x + right.width - left.x
    return (
        0 <= above <= CORNER
        and top.x >= left.x - LEVEL
        and top.x + top.width <= right.x + right.width + LEVEL
        and top.width >= reach - 2 * CORNER - 2 * THIN
    )


def _stroke(left: Region, right: Region) -> np.ndarray | None:
    """The sides' colour, the darker where they differ (a side in the light, a side in the shade)."""
    fills = [np.asarray(r.fill) for r in (left, right) if r.fill is not None]
    return min(fills, key=lambda fill: float(fill.sum())) if fills else None
