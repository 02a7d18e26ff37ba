"""A screenshot to HTML, StyleGuide and Components: the whole conversion, without a model."""

from __future__ import annotations

from dataclasses import dataclass

from app.contract.conversion import Component, StyleGuide
from app.ir import Screen
from app.ir.html import body_html, document
from app.vision.accents import accent_stripes
from app.vision.components import components as find_components
from app.vision.covers import cards_across_feet
from app.vision.cut_off import frames_cut_off
from app.vision.ground import page_colour
from app.vision.layout import build
from app.vision.list_paint import paint_rows
from app.vision.ocr import text_mask
from app.vision.page_gradient import on_flat_page, page_ramp
from app.vision.picture import ImageRejected, read_picture
from app.vision.reading import read_text
from app.vision.roles import name_bars, name_parts
from app.vision.spacing import centre_on_whole_pixels, snap_spacing
from app.vision.style_guide import style_guide
from app.vision.surfaces import find_regions


@dataclass
class Conversion:
    screen: Screen
    html: str
    body_html: str
    style_guide: StyleGuide
    components: list[Component] | None


def convert(data: bytes, *, label: str | None = None, breakdown: bool = False) -> Conversion:
    picture = read_picture(data)
    runs = read_text(picture)
    written = text_mask(runs, picture.css.shape)
    background = page_colour(picture.css, written)
    ramp = page_ramp(picture.css, written)
    if ramp is not None:  # a page painted from top to bottom: surfaces are what stands out of it, wherever it lies
        picture, background = on_flat_page(picture, ramp), ramp.flat
    regions = cards_across_feet(find_regions(picture.css, background, written), picture.css, written)
    regions = frames_cut_off(regions, picture.css.shape[1], picture.css.shape[0])
    regions = accent_stripes(regions, picture.css)
    screen = build(picture, runs, regions, background, written)
    if ramp is not None:
        screen.root.style.gradient = ramp.gradient()
    name_bars(screen)
    name_parts(screen)
    paint_rows(screen)
    snap_spacing(screen)
    centre_on_whole_pixels(screen)
    screen.name = label or "Screen"
    guide, tokens = style_guide(screen)
    parts = find_components(screen) if breakdown else None
    return Conversion(
        screen,
        document(screen, variables=guide.theme_variables, tokens=tokens, title=label),
        body_html(screen, tokens),
        guide,
        parts,
    )


__all__ = ["Conversion", "ImageRejected", "convert"]
