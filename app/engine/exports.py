"""Turning screen HTML into exports: lay it out in the renderer, then hand the IR to a generator."""

from __future__ import annotations

import base64
import io
from urllib.parse import unquote_to_bytes

from PIL import Image

from app.codegen.designtool import clipboard_html
from app.engine.service import Service
from app.ir import ImageNode

PASTEABLE = {"PNG", "JPEG"}


class ExportRefused(ValueError):
    """Input that cannot be exported, said in words for the caller."""


def _data_uri_bytes(src: str) -> tuple[bytes, str]:
    head, _, payload = src.partition(",")
    media_type = head[5:].split(";")[0] or "text/plain"
    data = base64.b64decode(payload) if head.endswith(";base64") else unquote_to_bytes(payload)
    return data, media_type


def image_loader(service: Service, site_url: str):
    """PNG or JPEG bytes for an image of the page: data URIs, this engine's CDN, SVG rasterised."""

    def load(node: ImageNode) -> bytes | None:
        src = node.src
        try:
            if src.startswith("data:"):
                data, media_type = _data_uri_bytes(src)
            elif src.startswith(site_url + "/cdn/"):
                found = service.blobs.get(src.rsplit("/", 1)[1])
                if found is None:
                    return None
                data, media_type = found.data, found.media_type
            else:
                return None  # no network from an export
            if media_type == "image/svg+xml":
                width, height = max(1, round(node.frame.width)), max(1, round(node.frame.height))
                page = (f"<body style='margin:0'><img src='{src}' style='width:{width}px;height:{height}px;"
                        f"display:block;object-fit:contain'></body>")
                return service.renderer.render_png(page, width, height, scale=2)
            with Image.open(io.BytesIO(data)) as image:
                if image.format in PASTEABLE:
                    return data
                out = io.BytesIO()
                image.convert("RGBA").save(out, "PNG")
                return out.getvalue()
        except (ValueError, OSError):
            return None

    return load


def designtool_fragment(service: Service, html: str, *, width: int, height: int, label: str, site_url: str) -> str:
    if not html.strip():
        raise ExportRefused("html is empty")
    screen = service.renderer.layout(html, width, height, allow=(site_url + "/cdn/",))
    return clipboard_html(screen, label=label, width=width, height=height, load_image=image_loader(service, site_url))
