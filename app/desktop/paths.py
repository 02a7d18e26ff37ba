"""Where the desktop keeps its things: the data directory it shares with its embedded engine."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

DATA_DIR_ENV = "FRAMEWRIGHT_DATA_DIR"


def data_dir() -> Path:
    """$FRAMEWRIGHT_DATA_DIR, else the user's data directory for Framewright."""
    return Path(os.environ.get(DATA_DIR_ENV) or user_data_dir("Framewright", appauthor=False))


def settings_file(directory: Path) -> Path:
    return directory / "desktop-settings.json"


def cache_file(directory: Path) -> Path:
    return directory / "desktop-cache.db"


def snapshot_dir(directory: Path) -> Path:
    return directory / "snapshots"


def originals_dir(directory: Path) -> Path:
    return directory / "originals"
