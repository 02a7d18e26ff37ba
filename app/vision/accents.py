"""Accent stripes: a card's colour drawn as a stripe down its left side (an agenda's event in its calendar's colour,
a callout's rule, a quote's bar). Found as an upright rule inside a surface along its left edge, running its height,
it is the surface's left border, of the stripe's width and colour, not a divider drawn over the card."""

from __future__ import annotations

from dataclasses import replace

from app.vision.surfaces import Region

STRIPE = 8  # px: a stripe this wide at most, from the surface's left edge to its right side
OFF_EDGE = 3  # px: it starts this close to the edge (a rounded corner's anti-aliasing between)
RUNS_DOWN = 0.8  # of the surface's height: the stripe runs at least this far down it


def accent_stripes(regions: list[Region]) -> list[Region]:
    """The regions, each surface with an upright stripe down its left edge taking it as its left border."""
    return [_with_stripe(region) for region in regions]


def _with_stripe(region: Region) -> Region:
    children = [_with_stripe(child) for child in region.children]
    if region.kind == "surface" and region.fill is not None:
        stripe = next((c for c in children if _stripe_of(c, region)), None)
        if stripe is not None and stripe.fill is not None:
            children = [c for c in children if c is not stripe]
            width = stripe.x + stripe.width - region.x
            return replace(region, children=children, edges={"left": stripe.fill}, accent=width)
    return replace(region, children=children)


def _stripe_of(child: Region, surface: Region) -> bool:
    """An upright rule from the surface's left edge, no wider than a stripe, running most of its height."""
    return (
        child.kind in ("divider", "surface")
        and not child.children
        and 0 <= child.x - surface.x <= OFF_EDGE
        and child.x + child.width - surface.x <= STRIPE
        and child.height >= RUNS_DOWN * surface.height
        and child.height >= 3 * child.width
    )
