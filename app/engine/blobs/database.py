"""Blobs as rows of the database (PostgreSQL bytea): every engine process on every machine sees them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine, insert, select
from sqlalchemy.exc import IntegrityError

from app.engine.blobs.naming import BLOB_NAME, Blob, media_type_of, name_for
from app.engine.db.tables import blobs


class DatabaseBlobs:
    kind = "database"

    def __init__(self, db: Engine, cache_root: Path, clock: Callable[[], datetime]) -> None:
        self.db = db
        self.root = cache_root  # this machine's caches only; the blobs themselves are rows
        self.clock = clock

    def put(self, data: bytes, extension: str) -> str:
        name = name_for(data, extension)
        if self.exists(name):
            return name
        try:
            with self.db.begin() as conn:
                conn.execute(
                    insert(blobs).values(
                        name=name, media_type=media_type_of(name), size=len(data), data=data, created_at=self.clock()
                    )
                )
        except IntegrityError:  # another process stored the same bytes first
            pass
        return name

    def exists(self, name: str) -> bool:
        with self.db.connect() as conn:
            return conn.execute(select(blobs.c.name).where(blobs.c.name == name)).first() is not None

    def get(self, name: str) -> Blob | None:
        if not BLOB_NAME.match(name):
            return None
        with self.db.connect() as conn:
            row = conn.execute(select(blobs.c.media_type, blobs.c.data).where(blobs.c.name == name)).first()
        return None if row is None else Blob(name, row.media_type, bytes(row.data))

    def names(self) -> Iterator[str]:
        with self.db.connect() as conn:
            yield from conn.execute(select(blobs.c.name).order_by(blobs.c.name)).scalars().all()

    def check(self) -> None:
        with self.db.connect() as conn:
            conn.execute(select(blobs.c.name).limit(1)).all()
