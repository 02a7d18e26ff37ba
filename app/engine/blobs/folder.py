"""Blobs as files in the data folder: the embedded engine's store."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from app.engine.blobs.naming import BLOB_NAME, Blob, media_type_of, name_for


class FolderBlobs:
    kind = "folder"

    def __init__(self, root: Path) -> None:
        self.root = root  # also where per-machine caches live (see code_exports)

    def _path(self, name: str) -> Path:
        return self.root / name[:2] / name

    def put(self, data: bytes, extension: str) -> str:
        """Store the bytes (once, however often they are put) and return the blob's name."""
        name = name_for(data, extension)
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
        return path, media_type_of(name)

    def get(self, name: str) -> Blob | None:
        found = self.locate(name)
        return None if found is None else Blob(name, found[1], found[0].read_bytes())

    def names(self) -> Iterator[str]:
        if self.root.is_dir():
            for path in sorted(self.root.glob("??/*")):
                if BLOB_NAME.match(path.name):
                    yield path.name

    def check(self) -> None:
        """Raise when the store cannot take a file (readiness)."""
        self.root.mkdir(parents=True, exist_ok=True)
        if not os.access(self.root, os.W_OK):
            raise OSError(f"{self.root} is not writable")
