"""Building a main window wired to one service: client, cache, snapshots, studio, views."""

from __future__ import annotations

from pathlib import Path

from app.cache import KeyedTransport, LocalCache
from app.client import ServiceClient
from app.desktop import paths
from app.desktop.sign_in import BrowserSignIn, site_of
from app.desktop.snapshots import SnapshotPool
from app.desktop.studio import Studio

SNAPSHOT_PAGES = 2


def create_main_window(
    base_url: str,
    api_key: str | None,
    *,
    data_dir: Path | None = None,
    mode: str = "remote",
    key_note: str = "",
    open_project: bool = True,
    project_id: str | None = None,
    sign_in: BrowserSignIn | None = None,
):
    """The main window talking to `base_url` with `api_key` (or, with `sign_in`, with the access
    token of a browser sign-in); opens the project once the loop runs.

    Python's cycle collector is moved to the Qt thread first (see `qt_thread_gc`): a window's
    Qt objects must never be freed by a collection that happens to run in another thread. The loop's
    blocking library calls go to plain threads (see `plain_threads_for`)."""
    import asyncio

    from app.desktop.async_tasks import plain_threads_for
    from app.desktop.qt_thread_gc import collect_on_qt_thread
    from app.desktop.window import MainWindow

    collect_on_qt_thread()
    plain_threads_for(asyncio.get_event_loop_policy().get_event_loop())
    data_dir = Path(data_dir) if data_dir else paths.data_dir()
    client = ServiceClient(
        base_url, None if sign_in else api_key, transport=KeyedTransport(), auth=sign_in.auth() if sign_in else None
    )
    cache = LocalCache(paths.cache_file(data_dir))
    pool = SnapshotPool(paths.snapshot_dir(data_dir), allow=(site_of(base_url) + "/cdn/",), pages=SNAPSHOT_PAGES)
    studio = Studio(client, cache)
    window = MainWindow(studio, pool, data_dir=data_dir, mode=mode, key_note=key_note, sign_in=sign_in)
    if open_project:
        window.tasks.spawn(studio.open(project_id))
    return window
