"""The cache's SQLite file: its tables and how it is opened."""

from __future__ import annotations

import sqlite3
from pathlib import Path

VERSION = 1

TABLES = """
CREATE TABLE IF NOT EXISTS projects (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS frames (
    frame_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    html TEXT NOT NULL,
    label TEXT NOT NULL,
    left REAL NOT NULL,
    top REAL NOT NULL,
    theme_id TEXT,
    position INTEGER NOT NULL,
    synced_hash TEXT  -- the frame as the service last had it; NULL: never synced
);
CREATE INDEX IF NOT EXISTS frames_by_project ON frames(project_id, position);
CREATE TABLE IF NOT EXISTS themes (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    variants TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,         -- save_frame | delete_frame | update_theme
    target TEXT NOT NULL,       -- the frame or theme id
    payload TEXT NOT NULL,      -- JSON body
    base_hash TEXT,             -- the service's copy this edit was made on
    idempotency_key TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    failed INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
"""


def connect(path: Path | str) -> sqlite3.Connection:
    """Open (and create) the cache file: WAL, foreign keys, a busy timeout."""
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=10, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.executescript(TABLES)
    conn.execute(f"PRAGMA user_version={VERSION}")
    return conn
