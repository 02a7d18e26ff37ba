"""Reading a screenshot into an RGB array in CSS px of a 390-wide screen."""

from __future__ import annotations

import io
from dataclasses import dataclass

import numpy as np
from PIL import ExifTags, Image, ImageOps

from app.contract.limits import MAX_IMAGE_PIXELS

SCREEN_WIDTH = 390
MIN_SIDE = 64
# a picture rebuilt from its blocks' middle pixels comes this close to it, in shares of how much its neighbouring
# pixels differ, where it was enlarged from a smaller one (a third of that and less); a screen drawn at its density
# comes no closer than its edges' own contrast
ENLARGED = 0.7


class ImageRejected(ValueError):
    """Why a picture cannot be converted, in words for the caller."""


@dataclass
class Picture:
    css: np.ndarray  # H x W x 3 uint8, 390 CSS px wide
    original: np.ndarray  # the screenshot as given (RGB), for OCR at full detail
    scale: float  # device pixels per CSS px
    landscape: bool
    # the screen as it was drawn, a pixel per CSS px, where the screenshot was enlarged from it by an odd whole
    # factor: its blocks' middle pixels, which such an enlargement passes through (None otherwise)
    drawn: np.ndarray | None = None
    # the screenshot as shown, where `original` reads a gradient page as one flat colour: what pictures are cut from
    shown: np.ndarray | None = None

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
        if image.getexif().get(ExifTags.Base.Orientation, 1) != 1:  # turned as the camera was held
            image = ImageOps.exif_transpose(image)
        if image.mode in ("RGBA", "LA", "P", "PA"):  # transparent pixels are shown on white
            rgba = image.convert("RGBA")
            white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
            image = Image.alpha_composite(white, rgba)
        if image.mode != "RGB":
            image = image.convert("RGB")
        image.load()  # a truncated file fails here, not later
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
    original = np.asarray(image)
    drawn = _middle_pixels(image, original, scale, height)
    return Picture(np.asarray(css), original, scale, image.width > image.height, drawn)


def _middle_pixels(image: Image.Image, pixels: np.ndarray, scale: float, height: int) -> np.ndarray | None:
    """The screen at a pixel per CSS px, where `image` was enlarged from it by an odd whole factor (3x): such an
    enlargement passes through the small picture's pixels at its blocks' middles, which are the screen exactly (its
    letters' ink as drawn, where the enlargement rings dark halos round them and thins their strokes' middles).
    None for a picture drawn at its density (crisp letters, hairlines a device pixel thick) or enlarged by another
    factor."""
    factor = round(scale)
    if abs(scale - factor) > 0.01 or factor < 3 or factor % 2 == 0 or image.width != factor * SCREEN_WIDTH:
        return None
    rows = min(image.height // factor, height) * factor
    if rows < 3 * factor:
        return None
    # told on the third of the screen (whole blocks of it) with the most edges: a third of the work
    grey = np.asarray(image.convert("L"))[:rows].astype(np.int16)
    step = rows // 3 // factor * factor
    bands = [grey[at : at + step] for at in range(0, 3 * step, step)]
    edges_of = [float(np.abs(np.diff(band[::factor], axis=1)).mean()) for band in bands]  # every block's first row
    band = bands[int(np.argmax(edges_of))]
    edges = float(np.abs(np.diff(band, axis=1)).mean())
    middle = factor // 2
    small = Image.fromarray(np.ascontiguousarray(band[middle::factor, middle::factor].astype(np.uint8)))
    rebuilt = np.asarray(small.resize((band.shape[1], band.shape[0]), Image.Resampling.BICUBIC)).astype(np.int16)
    if edges == 0 or float(np.abs(rebuilt - band).mean()) > ENLARGED * edges:
        return None
    middles = pixels[middle::factor, middle::factor][:height]
    return middles if middles.shape[0] == height else None
