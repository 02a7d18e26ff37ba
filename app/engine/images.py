"""Recognising and checking uploaded images: the bytes decide the type, never the claim."""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass

from PIL import Image, UnidentifiedImageError

from app.contract.limits import MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES
from app.ir.images import DataUrlTooLarge, ImageReferenceError, parse_data_url

EXTENSIONS = {"image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp", "image/gif": ".gif"}
ALIASES = {"image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg", "image/x-png": "image/png"}
EXTENSION_TYPES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".jpe": "image/jpeg",
    ".webp": "image/webp",
    ".gif": "image/gif",
}
GENERIC_TYPES = {"", "application/octet-stream", "binary/octet-stream"}
PILLOW_FORMATS = {"PNG": "image/png", "JPEG": "image/jpeg", "WEBP": "image/webp", "GIF": "image/gif"}


class ImageRejected(ValueError):
    """Why an image cannot be accepted, in words for the caller."""


@dataclass(frozen=True)
class CheckedImage:
    data: bytes
    content_type: str
    width: int
    height: int

    @property
    def extension(self) -> str:
        return EXTENSIONS[self.content_type]


def sniff(data: bytes) -> str | None:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


def _normalise(media_type: str | None) -> str:
    media_type = (media_type or "").split(";")[0].strip().lower()
    return ALIASES.get(media_type, media_type)


def check_image(data: bytes, *, claimed_type: str | None = None, filename: str | None = None) -> CheckedImage:
    """Accept PNG, JPEG, WEBP or GIF bytes whose claims agree with them and that decode safely."""
    if not data:
        raise ImageRejected("the file is empty")
    if len(data) > MAX_UPLOAD_BYTES:
        raise ImageRejected("the file is larger than 10 MB")
    actual = sniff(data)
    if actual is None:
        raise ImageRejected("not a PNG, JPEG, WEBP or GIF image")
    claimed = _normalise(claimed_type)
    if claimed not in GENERIC_TYPES and claimed != actual:
        raise ImageRejected(f"the file is declared as {claimed} but its content is {actual}")
    if filename and "." in filename:
        extension = "." + filename.rsplit(".", 1)[1].lower()
        if EXTENSION_TYPES.get(extension) != actual:
            raise ImageRejected(f"the file name ends in {extension} but its content is {actual}")
    width, height = _decode(data, actual)
    return CheckedImage(data, actual, width, height)


def _decode(data: bytes, media_type: str) -> tuple[int, int]:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:
                if PILLOW_FORMATS.get(image.format or "") != media_type:
                    raise ImageRejected(f"not a valid {media_type} image")
                width, height = image.size
                if width < 1 or height < 1:
                    raise ImageRejected("the image has no pixels")
                if width * height > MAX_IMAGE_PIXELS:
                    raise ImageRejected(f"the image is {width}x{height}, more than {MAX_IMAGE_PIXELS:,} pixels")
                image.seek(0)
                image.load()  # first frame only, for animations
    except ImageRejected:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ImageRejected("the image has too many pixels") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError) as exc:
        raise ImageRejected(f"the image cannot be decoded ({exc.__class__.__name__})") from None
    return width, height


def decode_data_url(url: str) -> tuple[bytes, str | None]:
    """The bytes and declared media type of a base64 data URL."""
    url = url.strip()
    if not url.lower().startswith("data:"):
        raise ImageRejected("image must be a data URL such as data:image/png;base64,...")
    try:
        parsed = parse_data_url(url, max_bytes=MAX_UPLOAD_BYTES)
    except DataUrlTooLarge:
        raise ImageRejected("the file is larger than 10 MB") from None
    except ImageReferenceError as bad:
        raise ImageRejected(str(bad)) from None
    if not parsed.base64:
        raise ImageRejected("the data URL must be base64-encoded (;base64,)")
    return parsed.data, parsed.media_type
