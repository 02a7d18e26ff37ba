"""Accent stripes: a card's colour drawn as a stripe down its left side (an agenda's event in its calendar's colour,
a callout's rule, a quote's bar). Found as an upright rule inside a surface along its left edge, running its height,
it is the surface's left border, of the stripe's width and colour, not a divider drawn over the card."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from app.vision.surfaces import Region

STRIPE = 8  # px: a stripe this wide at most, from the surface's left edge to its right side
OFF_EDGE = 3  # px: it starts this close to the edge (a rounded corner's anti-aliasing between)
RUNS_DOWN = 0.8  # of the surface's height: the stripe runs at least this far down it
EDGE = 48.0  # per channel: a column this close to the stripe's colour is part of it
FLAT = 12.0  # per channel: a stripe read as a picture varies this little about its median colour, in its middle


def accent_stripes(regions: list[Region], css: np.ndarray) -> list[Region]:
    """The regions, each surface with an upright stripe down its left edge taking it as its left border (`css`:
    the screen's pixels, where a stripe read as a picture shows its colour)."""
    return [_with_stripe(region, css) for region in regions]


def _with_stripe(region: Region, css: np.ndarray) -> Region:
    children = [_with_stripe(child, css) for child in region.children]
    # (a surface with hairlines along its other sides keeps them, and the stripe over them: a border has one colour)
    if region.kind == "surface" and region.fill is not None and not set(region.edges) - {"left"}:
        for child in children:
            colour = _colour(child, css) if _stripe_of(child, region) else None
            if colour is not None:
                rest = [c for c in children if c is not child]
                return replace(region, children=rest, edges={"left": colour}, accent=_width(region, child, colour, css))
    return replace(region, children=children)


def _width(surface: Region, stripe: Region, colour: np.ndarray, css: np.ndarray) -> int:
    """How many columns from the surface's edge across the stripe's middle row are of its colour (not the soft
    edges of a picture's box; a stripe's first columns read as a hairline along the edge, too)."""
    row = css[stripe.y + stripe.height // 2, surface.x : stripe.x + stripe.width].astype(float)
    return max(1, int((np.abs(row - colour).max(axis=1) <= EDGE).sum()))


def _colour(stripe: Region, css: np.ndarray) -> np.ndarray | None:
    """A stripe's one colour: its fill, or, read as a picture, the median of its middle where that is flat."""
    if stripe.kind != "picture":
        return stripe.fill
    x, y = stripe.x + stripe.width // 4, stripe.y + stripe.height // 4
    middle = css[y : stripe.y + stripe.height - stripe.height // 4, x : stripe.x + stripe.width - stripe.width // 4]
    if middle.size == 0:
        return None
    pixels = middle.reshape(-1, middle.shape[-1]).astype(float)
    median = np.median(pixels, axis=0)
    return median if np.abs(pixels - median).max(axis=1).mean() <= FLAT else None


def _stripe_of(child: Region, surface: Region) -> bool:
    """An upright rule from the surface's left edge, no wider than a stripe, running most of its height."""
    return (
        child.kind in ("divider", "surface", "picture")
        and not child.children
        and 0 <= child.x - surface.x <= OFF_EDGE
        and child.x + child.width - surface.x <= STRIPE
        and child.height >= RUNS_DOWN * surface.height
        and child.height >= 3 * child.width
    )
