"""Content-addressed files: a blob's name is the SHA-256 of its bytes plus its extension."""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path

BLOB_NAME = re.compile(r"^[0-9a-f]{64}\.(png|jpg|webp|gif)$")
MEDIA_TYPES = {"png": "image/png", "jpg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}


class BlobStore:
    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, name: str) -> Path:
        return self.root / name[:2] / name

    def put(self, data: bytes, extension: str) -> str:
        """Store the bytes (once, however often they are put) and return the blob's name."""
        name = hashlib.sha256(data).hexdigest() + extension
        path = self._path(name)
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".incoming-")
            try:
                with os.fdopen(fd, "wb") as out:
                    out.write(data)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(temp, path)
            except BaseException:
                Path(temp).unlink(missing_ok=True)
                raise
        return name

    def locate(self, name: str) -> tuple[Path, str] | None:
        """The file and media type of a stored blob, or None for any other name."""
        if not BLOB_NAME.match(name):
            return None
        path = self._path(name)
        if not path.is_file():
            return None
        return path, MEDIA_TYPES[name.rsplit(".", 1)[1]]
