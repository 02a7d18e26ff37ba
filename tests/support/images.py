"""Small real images made on the fly, in every accepted format."""

from __future__ import annotations

import base64
import io

from PIL import Image


def image_bytes(fmt: str = "PNG", size: tuple[int, int] = (39, 84), colour=(79, 70, 229), **save) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, colour).save(buffer, format=fmt, **save)
    return buffer.getvalue()


def animated_gif() -> bytes:
    frames = [Image.new("P", (20, 20), i * 40) for i in range(3)]
    buffer = io.BytesIO()
    frames[0].save(buffer, format="GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)
    return buffer.getvalue()


def data_url(data: bytes, media_type: str = "image/png") -> str:
    return f"data:{media_type};base64,{base64.b64encode(data).decode()}"
