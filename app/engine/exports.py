"""Turning screen HTML into exports: lay it out in the renderer, then hand the IR to a generator."""

from __future__ import annotations

import io
from html import escape
from itertools import accumulate

from PIL import Image

from app.codegen.designtool import clipboard_html
from app.codegen.designtool.pictures import pasteable
from app.contract.limits import MAX_CANVAS_SIDE
from app.engine.service import Service
from app.ir import ImageNode, Screen
from app.ir.images import parse_data_url


class ExportRefused(ValueError):
    """Input that cannot be exported, said in words for the caller."""


SVG = "image/svg+xml"
RASTER_SCALE = 2  # device pixels per CSS px a drawing is rasterised at for a design tool or for code
SHEET_HEIGHT = 4096  # CSS px of drawings rasterised together on one page
SHEET_GAP = 2  # CSS px between two drawings on a sheet, so that neither's smoothing reaches the other

Drawing = tuple[str, int, int]  # an SVG image's src and the size it is shown at


def image_loader(service: Service, site_url: str, screen: Screen | None = None):
    """PNG or JPEG bytes for an image of the page: data URIs, this engine's CDN, SVG rasterised. The SVG images of
    `screen` are rasterised together, a sheet of them in one render (a screen's icons are many and small: one
    render each would take a third of a second apiece); any other is rasterised when asked for."""
    drawn: dict[Drawing, bytes | None] = {}
    if screen is not None:
        found = [node for node in screen.walk() if isinstance(node, ImageNode) and _is_drawing(service, site_url, node)]
        drawn.update(rasterised(service, site_url, [_drawing(node) for node in found]))

    def load(node: ImageNode) -> bytes | None:
        try:
            source = _source(service, site_url, node.src)
            if source is None:
                return None
            data, media_type = source
            if media_type == SVG:
                key = _drawing(node)
                if key not in drawn:
                    drawn.update(rasterised(service, site_url, [key]))
                return drawn[key]
            return pasteable(data)
        except (ValueError, OSError):
            return None

    return load


def _source(service: Service, site_url: str, src: str) -> tuple[bytes, str] | None:
    """An image's bytes and media type, from a data URI or this engine's CDN (no network from an export)."""
    if src.startswith("data:"):
        parsed = parse_data_url(src)
        return parsed.data, parsed.media_type or ""
    if src.startswith(site_url + "/cdn/"):
        found = service.blobs.get(src.rsplit("/", 1)[1])
        return (found.data, found.media_type) if found is not None else None
    return None


def _is_drawing(service: Service, site_url: str, node: ImageNode) -> bool:
    try:
        source = _source(service, site_url, node.src)
    except (ValueError, OSError):
        return False
    return source is not None and source[1] == SVG


def _drawing(node: ImageNode) -> Drawing:
    return node.src, max(1, round(node.frame.width)), max(1, round(node.frame.height))


def rasterised(service: Service, site_url: str, drawings: list[Drawing]) -> dict[Drawing, bytes | None]:
    """Each drawing as PNG bytes at its size, rasterised a sheet at a time: the drawings stacked on one page, one
    render, each cut out of the picture."""
    drawings = list(dict.fromkeys(drawings))
    fits = [d for d in drawings if d[1] <= MAX_CANVAS_SIDE and d[2] <= MAX_CANVAS_SIDE]
    out: dict[Drawing, bytes | None] = dict.fromkeys(drawings)  # (one larger than a page can be is left out)
    for sheet in _sheets(fits):
        width = max(w for _, w, _ in sheet)
        tops = list(accumulate((h + SHEET_GAP for _, _, h in sheet[:-1]), initial=0))
        height = tops[-1] + sheet[-1][2]
        page = (
            "<body style='margin:0'>"
            + "".join(
                f'<img src="{escape(src)}" style="position:absolute;left:0;top:{top}px;width:{w}px;height:{h}px;'
                f'display:block;object-fit:contain">'
                for (src, w, h), top in zip(sheet, tops)
            )
            + "</body>"
        )
        png = service.renderer.render_png(page, width, height, scale=RASTER_SCALE, allow=(site_url + "/cdn/",))
        with Image.open(io.BytesIO(png)) as picture:
            for (src, w, h), top in zip(sheet, tops):
                box = (0, top * RASTER_SCALE, w * RASTER_SCALE, (top + h) * RASTER_SCALE)
                piece = io.BytesIO()
                picture.crop(box).save(piece, "PNG")
                out[(src, w, h)] = piece.getvalue()
    return out


def _sheets(drawings: list[Drawing]) -> list[list[Drawing]]:
    """The drawings in sheets of at most `SHEET_HEIGHT` CSS px (one taller than that on a sheet of its own)."""
    sheets: list[list[Drawing]] = []
    used = SHEET_HEIGHT
    for drawing in drawings:
        height = drawing[2] + SHEET_GAP
        if used + height > SHEET_HEIGHT:
            sheets.append([])
            used = 0
        sheets[-1].append(drawing)
        used += height
    return sheets


def designtool_fragment(service: Service, html: str, *, width: int, height: int, label: str, site_url: str) -> str:
    if not html.strip():
        raise ExportRefused("html is empty")
    screen = service.renderer.layout(html, width, height, allow=(site_url + "/cdn/",))
    return clipboard_html(
        screen, label=label, width=width, height=height, load_image=image_loader(service, site_url, screen)
    )
