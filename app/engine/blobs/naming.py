"""Content-addressed names: a blob's name is the SHA-256 of its bytes plus its extension."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

BLOB_NAME = re.compile(r"^[0-9a-f]{64}\.(png|jpg|webp|gif)$")
MEDIA_TYPES = {"png": "image/png", "jpg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}


@dataclass(frozen=True)
class Blob:
    name: str
    media_type: str
    data: bytes


def name_for(data: bytes, extension: str) -> str:
    return hashlib.sha256(data).hexdigest() + extension


def media_type_of(name: str) -> str:
    return MEDIA_TYPES[name.rsplit(".", 1)[1]]
