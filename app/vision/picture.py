"""Reading a screenshot into an RGB array in CSS px of a 390-wide screen."""

from __future__ import annotations

import io
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageOps

from app.contract.limits import MAX_IMAGE_PIXELS

SCREEN_WIDTH = 390
MIN_SIDE = 64


class ImageRejected(ValueError):
    """Why a picture cannot be converted, in words for the caller."""


@dataclass
class Picture:
    css: np.ndarray  # H x W x 3 uint8, 390 CSS px wide
    original: np.ndarray  # the screenshot as given (RGB), for OCR at full detail
    scale: float  # device pixels per CSS px
    landscape: bool

    @property
    def height(self) -> int:
        return self.css.shape[0]

    @property
    def width(self) -> int:
        return self.css.shape[1]


def read_picture(data: bytes) -> Picture:
    try:
        image: Image.Image = Image.open(io.BytesIO(data))
        if image.width * image.height > MAX_IMAGE_PIXELS:
            raise ImageRejected(f"the image is {image.width}x{image.height}, more than {MAX_IMAGE_PIXELS:,} pixels")
        image.seek(0)  # the first frame of an animation
        image = ImageOps.exif_transpose(image)
        if image.mode in ("RGBA", "LA", "P", "PA"):  # transparent pixels are shown on white
            rgba = image.convert("RGBA")
            white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
            image = Image.alpha_composite(white, rgba)
        image = image.convert("RGB")
    except ImageRejected:
        raise
    except Exception as exc:  # Pillow raises many kinds for broken files
        raise ImageRejected(f"the image cannot be decoded ({exc.__class__.__name__})") from None
    if min(image.size) < MIN_SIDE:
        raise ImageRejected(
            f"the image is {image.width}x{image.height}: too small to be a screen (at least {MIN_SIDE} px a side)"
        )
    scale = image.width / SCREEN_WIDTH
    height = max(1, round(image.height / scale))
    # averaged, not sharpened: a sharpening filter rings around edges and makes halos read as paint
    css = image.resize((SCREEN_WIDTH, height), Image.Resampling.BOX) if scale != 1 else image
    return Picture(np.asarray(css), np.asarray(image), scale, image.width > image.height)
