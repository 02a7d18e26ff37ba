"""`framewright` with no command: the desktop app on the embedded engine (or a remote service)."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from pathlib import Path

from app.desktop import paths

log = logging.getLogger("framewright.desktop")
REPORT_READY_ENV = "FRAMEWRIGHT_REPORT_READY"


def prepare_qt() -> None:
    """What Qt wants settled before the QApplication exists (QtWebEngine, the frame scheme)."""
    from PySide6.QtCore import QCoreApplication, Qt

    from app.desktop.frame_web import register_scheme

    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    register_scheme()


class Starting:
    """A small window shown while the engine starts; it shows why when it cannot."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel

        self.label = QLabel("Starting Framewright…")
        self.label.setObjectName("startingWindow")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setMinimumSize(420, 160)
        self.label.setWindowTitle("Framewright")
        self.label.show()

    def say(self, words: str) -> None:
        self.label.setText(words)

    def close(self) -> None:
        self.label.close()


def spawn_engine(data_dir: Path):
    """When the settings name the embedded engine, its process started and not yet waited for:
    done first thing, the engine's start-up overlaps the app's own. None for a remote service."""
    from app.desktop.embedded_engine import EmbeddedEngine, local_email
    from app.desktop.settings_file import DesktopSettings

    settings = DesktopSettings.load(paths.settings_file(data_dir))
    if settings.remote_url:
        return None
    engine = EmbeddedEngine(data_dir)
    engine.spawn(first_account=local_email() if settings.account_id is None else None)
    log.info("starting the engine on %s", data_dir)
    return engine


async def open_studio(data_dir: Path | None = None, keys=None, engine=None):
    """Start the engine (or reach the remote service) and open the main window on it; `engine`
    is one `spawn_engine` already started.

    Returns (window, connection). The caller awaits `window.shutdown()` and then
    `connection.engine.stop()` when the window has closed.
    """
    from app.desktop.credentials import KeyStore
    from app.desktop.settings_file import DesktopSettings
    from app.desktop.startup import remote_connection, start_embedded
    from app.desktop.window_factory import create_main_window

    data_dir = data_dir or paths.data_dir()
    keys = keys or KeyStore()
    settings = DesktopSettings.load(paths.settings_file(data_dir))
    if settings.remote_url:
        if engine is not None:
            await engine.stop()
        connection = remote_connection(settings, keys)
    else:
        connection = await start_embedded(data_dir, keys, settings, engine)
        log.info(
            "engine started (pid %s) at %s", connection.engine.pid if connection.engine else "-", connection.base_url
        )
    window = create_main_window(
        connection.base_url,
        connection.api_key,
        data_dir=data_dir,
        mode=connection.mode,
        key_note=connection.key_note,
        project_id=settings.project_id,
        sign_in=connection.sign_in,
    )
    window.keys = keys

    def remember_project() -> None:
        settings.project_id = window.studio.project.id
        settings.save(paths.settings_file(data_dir))

    window.studio.project.opened.connect(remember_project)
    return window, connection


async def switch_service(window, connection, data_dir: Path, keys):
    """The settings changed: the window closes (its embedded engine stops) and a window on the
    service the settings now name opens. Returns (window, connection) as `open_studio` does."""
    window.close()
    await window.shutdown()
    window.deleteLater()
    if connection is not None and connection.engine is not None:
        await connection.engine.stop()
    return await open_studio(data_dir, keys)


def _closed_or_reconnect(window) -> asyncio.Future:
    """Resolves with None when the window closes, or with the new settings when it asks to reconnect."""
    outcome = asyncio.get_running_loop().create_future()
    window.closed.connect(lambda: None if outcome.done() else outcome.set_result(None))
    window.reconnect_requested.connect(lambda settings: None if outcome.done() else outcome.set_result(settings))
    return outcome


async def run_app(app) -> int:
    data_dir = paths.data_dir()
    engine = spawn_engine(data_dir)
    from app.desktop.credentials import KeyStore

    starting = Starting()
    connection = None
    keys = KeyStore()
    current = {"window": None, "starting": starting}
    quitting = asyncio.Event()

    def quit_now() -> None:  # SIGINT or SIGTERM, at any point from here on
        quitting.set()
        for shown in (current["window"], current["starting"]):
            if shown is not None:
                shown.close()

    _quit_on_signals(quit_now)
    try:
        window, connection = await open_studio(data_dir, keys, engine)
    except Exception as failure:
        if engine is not None:
            await engine.stop()
        from app.desktop.wording import describe

        starting.say(f"Framewright could not start its engine.\n\n{describe(failure)}")
        log.error("start-up failed: %s", failure)
        closed = asyncio.Event()
        app.lastWindowClosed.connect(closed.set)
        await closed.wait()
        return 1
    starting.close()
    current.update(window=window, starting=None)
    if quitting.is_set():  # asked to quit while the engine was starting
        await window.shutdown()
        if connection.engine is not None:
            await connection.engine.stop()
        return 0
    window.show()
    if os.environ.get(REPORT_READY_ENV):  # for scripts that drive the app, e.g. the bundle's smoke test
        print(f"framewright: ready {connection.base_url}", flush=True)
    try:
        while (await _closed_or_reconnect(window)) is not None:
            try:
                window, connection = await switch_service(window, connection, data_dir, keys)
            except Exception as failure:
                from app.desktop.wording import describe

                connection = None
                starting = current["starting"] = Starting()
                starting.say(
                    f"Framewright could not reconnect.\n\n{describe(failure)}\n\n"
                    "Close this window and start Framewright again to change the settings."
                )
                log.error("reconnecting failed: %s", failure)
                closed = asyncio.Event()
                app.lastWindowClosed.connect(closed.set)
                await closed.wait()
                return 1
            current["window"] = window
            window.show()
    finally:
        await window.shutdown()
        if connection is not None and connection.engine is not None:
            await connection.engine.stop()
    return 0


def _quit_on_signals(close_window) -> None:
    """SIGINT and SIGTERM close the window, so the engine is stopped as on any quit."""
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(number, close_window)
        except (NotImplementedError, RuntimeError, ValueError):
            pass


def main(argv: list[str] | None = None) -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s", stream=sys.stderr)
    prepare_qt()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName("Framewright")
    app.setQuitOnLastWindowClosed(False)  # quitting waits for the engine to stop
    from app.desktop.qt_thread_gc import collect_on_qt_thread

    collect_on_qt_thread()  # before any thread starts: Qt objects are only ever freed on this thread
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    from app.desktop.async_tasks import plain_threads_for

    plain_threads_for(loop)
    try:
        return loop.run_until_complete(run_app(app))
    finally:
        loop.close()
