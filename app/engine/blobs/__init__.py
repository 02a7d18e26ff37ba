"""Where uploaded files and CDN images live: the data folder (one machine) or the database (a team).

Both stores name a blob by the SHA-256 of its bytes plus its extension, store the same bytes
once, and answer `get(name)` with the bytes and media type, or None for any other name.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine

from app.engine.blobs.database import DatabaseBlobs
from app.engine.blobs.folder import FolderBlobs
from app.engine.blobs.naming import BLOB_NAME, MEDIA_TYPES, Blob

BlobStore = FolderBlobs | DatabaseBlobs
KINDS = ("folder", "database")

__all__ = ["BLOB_NAME", "MEDIA_TYPES", "Blob", "BlobStore", "DatabaseBlobs", "FolderBlobs", "KINDS", "open_blobs"]


def open_blobs(kind: str, root: Path, db: Engine, clock: Callable[[], datetime]) -> BlobStore:
    if kind == "database":
        return DatabaseBlobs(db, root, clock)
    if kind == "folder":
        return FolderBlobs(root)
    raise ValueError(f"unknown blob store {kind!r}: use one of {', '.join(KINDS)}")
