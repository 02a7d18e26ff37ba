"""Turning screen HTML into exports: lay it out in the renderer, then hand the IR to a generator."""

from __future__ import annotations

from app.codegen.designtool import clipboard_html
from app.codegen.designtool.pictures import pasteable
from app.engine.service import Service
from app.ir import ImageNode
from app.ir.images import parse_data_url


class ExportRefused(ValueError):
    """Input that cannot be exported, said in words for the caller."""


def image_loader(service: Service, site_url: str):
    """PNG or JPEG bytes for an image of the page: data URIs, this engine's CDN, SVG rasterised."""

    def load(node: ImageNode) -> bytes | None:
        src = node.src
        try:
            if src.startswith("data:"):
                parsed = parse_data_url(src)
                data, media_type = parsed.data, parsed.media_type
            elif src.startswith(site_url + "/cdn/"):
                found = service.blobs.get(src.rsplit("/", 1)[1])
                if found is None:
                    return None
                data, media_type = found.data, found.media_type
            else:
                return None  # no network from an export
            if media_type == "image/svg+xml":
                width, height = max(1, round(node.frame.width)), max(1, round(node.frame.height))
                page = (
                    f"<body style='margin:0'><img src='{src}' style='width:{width}px;height:{height}px;"
                    f"display:block;object-fit:contain'></body>"
                )
                return service.renderer.render_png(page, width, height, scale=2)
            return pasteable(data)
        except (ValueError, OSError):
            return None

    return load


def designtool_fragment(service: Service, html: str, *, width: int, height: int, label: str, site_url: str) -> str:
    if not html.strip():
        raise ExportRefused("html is empty")
    screen = service.renderer.layout(html, width, height, allow=(site_url + "/cdn/",))
    return clipboard_html(screen, label=label, width=width, height=height, load_image=image_loader(service, site_url))
