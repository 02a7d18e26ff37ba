"""Building a main window wired to one service: client, cache, snapshots, studio, views."""

from __future__ import annotations

from pathlib import Path

from app.cache import KeyedTransport, LocalCache
from app.client import ServiceClient
from app.desktop import paths
from app.desktop.snapshots import SnapshotPool
from app.desktop.studio import Studio

SNAPSHOT_PAGES = 2


def site_of(base_url: str) -> str:
    return base_url.rstrip("/").removesuffix("/api/v1")


def create_main_window(base_url: str, api_key: str | None, *, data_dir: Path | None = None,
                       mode: str = "remote", key_note: str = "", open_project: bool = True,
                       project_id: str | None = None):
    """The main window talking to `base_url` with `api_key`; opens the project once the loop runs.

    Python's cycle collector is moved to the Qt thread first (see `qt_thread_gc`): a window's
    Qt objects must never be freed by a collection that happens to run in another thread."""
    from app.desktop.qt_thread_gc import collect_on_qt_thread
    from app.desktop.window import MainWindow

    collect_on_qt_thread()
    data_dir = Path(data_dir) if data_dir else paths.data_dir()
    client = ServiceClient(base_url, api_key, transport=KeyedTransport())
    cache = LocalCache(paths.cache_file(data_dir))
    pool = SnapshotPool(paths.snapshot_dir(data_dir), allow=(site_of(base_url) + "/cdn/",), pages=SNAPSHOT_PAGES)
    studio = Studio(client, cache)
    window = MainWindow(studio, pool, data_dir=data_dir, mode=mode, key_note=key_note)
    if open_project:
        window.tasks.spawn(studio.open(project_id))
    return window
