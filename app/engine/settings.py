"""Where the engine keeps its data and how it reaches its database."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from platformdirs import user_data_dir

DATA_DIR_ENV = "FRAMEWRIGHT_DATA_DIR"
DATABASE_URL_ENV = "FRAMEWRIGHT_DATABASE_URL"
# the design agent on a user's own model (OpenAI-compatible chat completions); unset: the local agent
AGENT_URL_ENV = "FRAMEWRIGHT_AGENT_URL"
AGENT_MODEL_ENV = "FRAMEWRIGHT_AGENT_MODEL"
AGENT_KEY_ENV = "FRAMEWRIGHT_AGENT_API_KEY"
BLOB_STORE_ENV = "FRAMEWRIGHT_BLOB_STORE"  # folder | database (default: database with PostgreSQL)


def utc_now() -> datetime:
    return datetime.now(UTC)


def default_data_dir() -> Path:
    return Path(os.environ.get(DATA_DIR_ENV) or user_data_dir("Framewright", appauthor=False))


def normalise_database_url(url: str) -> str:
    """Accept a plain postgresql:// URL and use the psycopg 3 driver for it."""
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain) :]
    return url


@dataclass
class Settings:
    data_dir: Path
    database_url: str
    site_url: str | None = None  # public origin; derived from each request when not set
    clock: Callable[[], datetime] = field(default=utc_now)
    render_workers: int = 1
    agent_url: str | None = None  # base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1
    agent_model: str | None = None
    agent_key: str | None = field(default=None, repr=False)
    # a team's engine (see README, "Running it for a team")
    blob_store: str = "folder"  # folder | database
    work_queue: bool = False  # conversions and exports as jobs for `framewright worker` (PostgreSQL only)
    queue_limit: int = 100  # jobs waiting or running before new ones are refused with 503
    job_timeout: float = 120.0  # seconds a request waits for its job before answering 504
    workers_seen_within: float = 30.0  # /readyz wants a worker heartbeat at most this old
    rate_limits: dict | None = None  # plan -> RateLimit; None: no limits (see rate_limits.py)

    @property
    def on_postgresql(self) -> bool:
        return self.database_url.startswith("postgresql")

    @property
    def blob_dir(self) -> Path:
        return self.data_dir / "blobs"

    @classmethod
    def resolve(
        cls,
        data_dir: str | Path | None = None,
        database_url: str | None = None,
        site_url: str | None = None,
        blob_store: str | None = None,
    ) -> Settings:
        """Flags win over environment variables, which win over the defaults."""
        directory = Path(data_dir) if data_dir else default_data_dir()
        url = database_url or os.environ.get(DATABASE_URL_ENV)
        if not url:
            url = f"sqlite:///{directory / 'framewright.db'}"
        url = normalise_database_url(url)
        blob_store = (
            blob_store or os.environ.get(BLOB_STORE_ENV) or ("database" if url.startswith("postgresql") else "folder")
        )
        return cls(
            data_dir=directory,
            database_url=url,
            site_url=site_url,
            agent_url=os.environ.get(AGENT_URL_ENV) or None,
            agent_model=os.environ.get(AGENT_MODEL_ENV) or None,
            agent_key=os.environ.get(AGENT_KEY_ENV) or None,
            blob_store=blob_store,
        )
