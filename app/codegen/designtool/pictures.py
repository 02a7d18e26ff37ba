"""Pictures the design tool can paste: PNG and JPEG as they are, other raster images as PNG."""

from __future__ import annotations

import io

from PIL import Image

PASTEABLE = {"PNG", "JPEG"}


def pasteable(data: bytes) -> bytes | None:
    """`data` as PNG or JPEG bytes; None when it is no picture Pillow reads."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            if image.format in PASTEABLE:
                return data
            out = io.BytesIO()
            image.convert("RGBA").save(out, "PNG")
            return out.getvalue()
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        return None
