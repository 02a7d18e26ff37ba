"""What every request handler needs: settings, the database, the blob store, the clock."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Engine

from app.engine.blobs import BlobStore
from app.engine.db.connect import open_database
from app.engine.db.migrate import upgrade
from app.engine.settings import Settings


@dataclass
class Service:
    settings: Settings
    db: Engine
    blobs: BlobStore

    @classmethod
    def open(cls, settings: Settings, *, migrate: bool = True) -> "Service":
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        db = open_database(settings.database_url)
        if migrate:
            upgrade(db)
        return cls(settings=settings, db=db, blobs=BlobStore(settings.blob_dir))

    def now(self) -> datetime:
        return self.settings.clock()

    def close(self) -> None:
        self.db.dispose()
