"""Surfaces read as one that are two things laid together: a product's photo from side to side over the white
of its details, and a card straddling the foot of a header painted behind its top."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from app.ir import Gradient
from app.vision.colors import DIFFERENT, distance, to_color
from app.vision.corners import corner_radius
from app.vision.surfaces import Region, find_regions

SNUG = 2  # px: how near a cover lies to its surface's top and sides, a band to its surface's, a card to the band's foot
SHADE_OF_RIM = 12  # per-channel difference from a card's paint that its smoothed rim shows: the card's own


def cover_lifted(region: Region, screen_width: int) -> list[Region]:
    """A surface as wide as the screen, square-cornered, whose top is one picture from side to side (a product's
    photo over its white details) is that picture and, under it, the surface: a full-bleed photo stands on the
    page of its own, and the surface starts where it ends. A card with corners keeps its cover inside it."""
    if region.kind != "surface" or region.radius > 0 or region.x > SNUG:
        return [region]
    if region.width < screen_width - SNUG or not region.children:
        return [region]
    top = min(region.children, key=lambda r: r.y)
    below = [r for r in region.children if r is not top]
    snug = (
        top.kind == "picture"
        and top.y - region.y <= SNUG
        and top.x - region.x <= SNUG
        and region.x + region.width - (top.x + top.width) <= SNUG
    )
    rest = region.y + region.height - (top.y + top.height)
    if not snug or rest <= SNUG or any(r.y < top.y + top.height for r in below):
        return [region]
    cover = Region(region.x, region.y, region.width, top.y + top.height - region.y, "picture")
    edges = {side: colour for side, colour in region.edges.items() if side != "top"}
    under = replace(region, y=cover.y + cover.height, height=rest, children=below, edges=edges)
    return [cover, under]


BESIDE = 0.9  # share of a row beside the card that must be the page (or not the page) to read as such


def _band_of(region: Region) -> Region:
    """The band a surface is: itself, or the one surface it holds across its top when it was read as one with a
    card of its own colour below it (what else it holds lies on the card: a row of icons on its edge)."""
    bands = [
        band
        for band in region.children
        if band.kind == "surface"
        and band.fill is not None
        and abs(band.x - region.x) <= SNUG
        and abs(band.y - region.y) <= SNUG
        and band.width >= region.width - 2 * SNUG
    ]
    return bands[0] if len(bands) == 1 else region


def _paint_foot(css: np.ndarray, region: Region, card: Region, behind: np.ndarray) -> int | None:
    """The row where the band's paint ends beside the card, the page showing from there to the surface's bottom;
    None where the page does not show there, or the band's paint does not run down beside the card first."""
    bottom = region.y + region.height
    left, right = (region.x, card.x - SNUG), (card.x + card.width + SNUG, region.x + region.width)
    side = left if left[1] - left[0] >= right[1] - right[0] else right
    if side[1] - side[0] < SNUG:
        return None
    page = (distance(css[card.y : bottom, side[0] : side[1]], behind) < DIFFERENT).mean(axis=1) >= BESIDE
    painted = np.flatnonzero(~page)
    if len(painted) == 0 or not page[painted[-1] + 1 :].size:
        return None
    foot = card.y + int(painted[-1]) + 1
    return foot if foot < bottom - SNUG else None


def _mostly_in(inner: Region, outer: Region) -> bool:
    across = min(inner.x + inner.width, outer.x + outer.width) - max(inner.x, outer.x)
    down = min(inner.y + inner.height, outer.y + outer.height) - max(inner.y, outer.y)
    return across > 0 and down > 0 and across * down >= 0.5 * inner.area


CARD_EDGE = (8, 12)  # px in from a card's left side: a strip inside its corner's curve and before what it holds


def _card_below(css: np.ndarray, region: Region, band: Region, behind: np.ndarray) -> Region | None:
    """The card of the surface's own colour whose lower part shows below the band, inset from the sides, found from
    its pixels: as wide as what is not the page below the band, rising from the band's foot as far as its colour
    runs up inside its left side."""
    foot, bottom = band.y + band.height, region.y + region.height
    if region.fill is None or bottom - foot <= 4 * SNUG:
        return None
    lower = css[foot + SNUG : bottom - SNUG, region.x : region.x + region.width]
    shown = (distance(lower, behind) >= DIFFERENT).mean(axis=0)  # per column: how much of it is not the page
    columns = np.flatnonzero(shown >= BESIDE)
    if not columns.size or float(shown[columns[0] : columns[-1] + 1].mean()) < BESIDE:
        return None  # (its letters' light smoothing may read as the page in a column or two)
    left, right = region.x + int(columns[0]), region.x + int(columns[-1]) + 1
    if left <= region.x + SNUG or right >= region.x + region.width - SNUG or right - left <= 2 * CARD_EDGE[1]:
        return None
    strip = css[band.y : foot, left + CARD_EDGE[0] : left + CARD_EDGE[1]]
    own = np.asarray((distance(strip, region.fill) < DIFFERENT).all(axis=1))
    top = foot
    while top > band.y and own[top - 1 - band.y]:
        top -= 1
    if top >= foot - SNUG:
        return None
    low = css[foot:bottom, left:right]
    radius = corner_radius(np.concatenate([low[::-1], low]), region.fill, behind)
    return Region(left, top, right - left, bottom - top, "surface", fill=region.fill, radius=radius)


def straddled(region: Region, css: np.ndarray, behind: np.ndarray) -> Region:
    """A band across the top of the screen (a header, solid or a gradient) with a card inset from its sides standing
    on the band's foot and running on below it, read as one surface because the two touch: the band holds the card
    whole, painted only as far down as it was (`paint_to`), the page showing below it beside the card."""
    if region.kind != "surface" or region.fill is None:
        return region
    band, bottom = _band_of(region), region.y + region.height
    cards = [
        c
        for c in band.children
        if c.kind == "surface"
        and c.fill is not None
        and c.x > region.x + SNUG
        and c.x + c.width < region.x + region.width - SNUG
        and c.y + c.height >= band.y + band.height - SNUG
    ]
    if len(cards) == 1:
        card = cards[0]
        whole = replace(card, height=bottom - card.y)
    elif not cards and band is not region and (found := _card_below(css, region, band, behind)) is not None:
        card = whole = found  # the card's top, on a gradient, was read as part of a picture across the band
    else:
        return region
    foot = _paint_foot(css, region, whole, behind)
    if bottom - card.y <= 2 * SNUG or foot is None or foot <= card.y:
        return region
    others = [c for c in region.children if c is not band] if band is not region else []
    whole = replace(whole, children=whole.children + [c for c in others if _mostly_in(c, whole)])
    held = [c for c in band.children + others if c is not card and not _mostly_in(c, whole)] + [whole]
    edges = {side: colour for side, colour in band.edges.items() if side != "bottom"}
    return replace(
        band,
        x=region.x,
        y=region.y,
        width=region.width,
        height=region.height,
        children=held,
        paint_to=foot - region.y,
        edges=edges,
    )


def painted_to(region: Region, behind: np.ndarray) -> Gradient:
    """The paint of a surface that ends `paint_to` px from its top, the page below it: a gradient from top to bottom
    with a hard stop there (a gradient band keeps its two ends)."""
    start, end = (
        (region.gradient.start, region.gradient.end) if region.gradient is not None else (region.fill, region.fill)
    )
    stop = round(region.paint_to / region.height, 4)
    page = to_color(behind)
    return Gradient(angle=180, stops=[(to_color(start), 0.0), (to_color(end), stop), (page, stop), (page, 1.0)])


def cards_across_feet(regions: list[Region], css: np.ndarray, written: np.ndarray) -> list[Region]:
    """A card straddling the foot of a band across the top (a profile's card over its coloured header) whose two
    parts were found apart: its top, on the band, as a surface the band holds; its lower part, white on a page as
    light, as a surface of its own (only its soft shadow parts it from the page). The two are one card, which the
    band holds whole, painted only as far down as it was (as `straddled` reads a band and a card found as one).
    What lies on the card is found again on it whole: the band's foot cut through what straddles it (an avatar).
    `written`: where texts are written."""
    out = list(regions)
    for band in regions:
        if band.kind != "surface" or band.fill is None or band.x > SNUG:
            continue
        foot = band.y + band.height
        for top in band.children:
            lower = _lower_part(top, band, out)
            if lower is None:
                continue
            left, right = min(top.x, lower.x), max(top.x + top.width, lower.x + lower.width)
            bottom = lower.y + lower.height
            card = replace(lower, x=left, y=top.y, width=right - left, height=bottom - top.y)
            paint = np.asarray(lower.fill)
            crop, shade = css[card.y : bottom, left:right], written[card.y : bottom, left:right]
            within = np.where((distance(crop, paint) < SHADE_OF_RIM)[..., None], paint, crop)
            card.children = [
                c
                for c in find_regions(within.astype(crop.dtype), paint, shade, 1, (left, card.y))
                if not (c.width >= card.width - 2 * SNUG and c.height >= card.height - 2 * SNUG)
            ]
            held = [c for c in band.children if c is not top] + [card]
            whole = replace(band, height=bottom - band.y, children=held, paint_to=foot - band.y)
            out = [whole if r is band else r for r in out if r is not lower]
            break
    return out


def _lower_part(top: Region, band: Region, regions: list[Region]) -> Region | None:
    """The surface just below the band's foot that goes on from `top`, a surface of the band inset from its sides
    and standing on its foot: as wide, where it is, in its paint."""
    foot = band.y + band.height
    inset = top.x > band.x + SNUG and top.x + top.width < band.x + band.width - SNUG
    if top.kind != "surface" or top.fill is None or not inset or top.y + top.height < foot - 2 * SNUG:
        return None
    for lower in regions:
        if (
            lower is not band
            and lower.kind == "surface"
            and lower.fill is not None
            and 0 <= lower.y - foot <= 2 * SNUG
            and abs(lower.x - top.x) <= 2 * SNUG
            and abs(lower.width - top.width) <= 4 * SNUG
            and float(distance(np.asarray(lower.fill)[None, :], np.asarray(top.fill))[0]) < DIFFERENT
        ):
            return lower
    return None
