"""What every request handler needs: settings, the database, the blob store, the clock."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from sqlalchemy import Engine

from app.engine.blobs import BlobStore, open_blobs
from app.engine.db.connect import open_database
from app.engine.db.migrate import upgrade
from app.engine.settings import Settings

if TYPE_CHECKING:
    from app.agent.model_agent import ModelAgent
    from app.render import Renderer


@dataclass
class Service:
    settings: Settings
    db: Engine
    blobs: BlobStore
    _renderer: Renderer | None = field(default=None, repr=False)
    _renderer_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _model_agent: ModelAgent | None = field(default=None, repr=False)

    @classmethod
    def open(cls, settings: Settings, *, migrate: bool = True) -> Service:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        db = open_database(settings.database_url)
        if migrate:
            upgrade(db)
        # the local agent's language model and dictionaries load in the background, not on the first chat
        threading.Thread(target=_warm_up_agent, name="agent warm-up", daemon=True).start()
        return cls(
            settings=settings, db=db, blobs=open_blobs(settings.blob_store, settings.blob_dir, db, settings.clock)
        )

    def now(self) -> datetime:
        return self.settings.clock()

    @property
    def renderer(self):
        """The headless renderer, started on first use (its workers take a second to boot)."""
        with self._renderer_lock:
            if self._renderer is None:
                from app.render import Renderer

                self._renderer = Renderer(workers=self.settings.render_workers)
            return self._renderer

    def agent(self):
        """The design agent: the user's own model when one is configured, else the local one."""
        if self.settings.agent_url:
            if self._model_agent is None:  # one client, and its connection pool, for every chat
                from app.agent.model_agent import ModelAgent

                self._model_agent = ModelAgent(
                    self.settings.agent_url, self.settings.agent_model or "default", api_key=self.settings.agent_key
                )
            return self._model_agent
        from app.agent import LocalAgent

        return LocalAgent()

    def close(self) -> None:
        with self._renderer_lock:
            if self._renderer is not None:
                self._renderer.close()
                self._renderer = None
        self.db.dispose()


def _warm_up_agent() -> None:
    from app.agent.language import warm_up

    warm_up()
