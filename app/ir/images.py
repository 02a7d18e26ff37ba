"""The pictures a screen refers to: data URLs read into bytes, and local image references resolved to
files inside the folder of the screen's HTML (never outside it).

Plain functions over strings and paths; reading the file is left to the caller.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, unquote_to_bytes

SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
BASE64_TEXT = re.compile(rb"^[A-Za-z0-9+/]*={0,2}$")
ASCII_WHITESPACE = re.compile(rb"[\t\n\f\r ]+")


class ImageReferenceError(ValueError):
    """Why an image reference cannot be used, in words for the person who wrote it."""


class DataUrlTooLarge(ImageReferenceError):
    """A data URL whose bytes are over the limit the caller set."""


class ImageOutsideFolder(ImageReferenceError):
    """A local image reference that leads out of the folder it must stay in."""


@dataclass(frozen=True)
class DataUrl:
    data: bytes
    media_type: str | None  # as declared, lower case, without parameters; None when not declared
    base64: bool


def parse_data_url(url: str, *, max_bytes: int | None = None) -> DataUrl:
    """The bytes of a `data:[<media type>][;<parameter>=<value>]*[;base64],<data>` URL (RFC 2397), read
    the way browsers read them: the data percent-decoded, base64 forgiving of white space and padding.
    Over `max_bytes`, refused before the data is decoded."""
    if not url[:5].lower() == "data:":
        raise ImageReferenceError("not a data URL: it must start with data:")
    head, comma, payload = url[5:].partition(",")
    if not comma:
        raise ImageReferenceError("the data URL has no comma before its data")
    parts = [part.strip() for part in head.split(";")]
    encoded = len(parts) > 1 and parts[-1].lower() == "base64"
    media_type = parts[0].lower() or None
    if media_type is not None and not re.fullmatch(r"[\w.+-]+/[\w.+-]+", media_type):
        raise ImageReferenceError(f"the data URL's media type {parts[0]!r} is not a type/subtype")
    estimate = len(payload) * 3 // 4 if encoded else len(payload)
    if max_bytes is not None and estimate > max_bytes + 3:
        raise DataUrlTooLarge(f"the data URL holds more than {max_bytes:,} bytes")
    data = unquote_to_bytes(payload)
    if encoded:
        data = _forgiving_base64(data)
    if max_bytes is not None and len(data) > max_bytes:
        raise DataUrlTooLarge(f"the data URL holds more than {max_bytes:,} bytes")
    return DataUrl(data, media_type, encoded)


def _forgiving_base64(text: bytes) -> bytes:
    text = ASCII_WHITESPACE.sub(b"", text)
    if not BASE64_TEXT.match(text) or len(text.rstrip(b"=")) % 4 == 1:
        raise ImageReferenceError("the data URL's base64 data is malformed")
    bare = text.rstrip(b"=")
    try:
        return base64.b64decode(bare + b"=" * (-len(bare) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ImageReferenceError("the data URL's base64 data is malformed") from None


def local_reference(src: str, page_address: str = "") -> str | None:
    """The path, relative to the folder of the HTML, that `src` names: a relative reference as written
    in the page, or an address under `page_address` (where a renderer put the page, so the browser
    resolved the reference against it). None for web addresses, data URLs and anything else."""
    if page_address and src.startswith(page_address):
        path = src[len(page_address) :]
    elif SCHEME.match(src) or src.startswith(("/", "\\")):
        return None
    else:
        path = src
    path = unquote(re.split(r"[?#]", path, maxsplit=1)[0]).replace("\\", "/")
    return path or None


def image_file(src: str, folder: Path, page_address: str = "") -> Path | None:
    """The file a local image reference names, inside `folder` (subfolders included, links followed);
    None when `src` is not a local reference. Raises ImageOutsideFolder when it leads out of `folder`."""
    path = local_reference(src, page_address)
    if path is None:
        return None
    root = folder.resolve()
    candidate = (root / path).resolve()
    if root not in candidate.parents:
        raise ImageOutsideFolder(f"{path} lies outside {folder}")
    return candidate
