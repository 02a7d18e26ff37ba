"""Desktop tests: pytest-qt offscreen, asyncio on Qt's loop (qasync), a real engine on SQLite,
real SQLite cache files and real QtWebEngine pages."""

from __future__ import annotations

import asyncio
import gc
import os
import socket
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")

import keyring  # noqa: E402
import pytest  # noqa: E402
from keyring.backend import KeyringBackend  # noqa: E402

from app.desktop.launch import prepare_qt  # noqa: E402

prepare_qt()  # before pytest-qt makes the QApplication

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"


class MemoryKeyring(KeyringBackend):
    """An in-process keyring standing where the OS keyring would: rated secure (priority 1)."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.secrets.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.secrets[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.secrets.pop((service, username), None)


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'framewright.db'}"


@pytest.fixture
def os_keyring():
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def no_secure_keyring():
    from keyring.backends import fail

    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


@pytest.fixture(scope="package")
def qt_loop(qapp):
    """One asyncio loop on Qt's loop (qasync) for the desktop tests, and Python's cycle collector
    on the Qt thread while they run (the engine under test runs threads in this process)."""
    import qasync
    import shiboken6

    from app.desktop.qt_thread_gc import collect_on_qt_thread

    collect_on_qt_thread()  # for the rest of the process: Qt objects may outlive these tests
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    finish_tasks(qapp, loop)
    asyncio.events._set_running_loop(None)
    loop._QEventLoop__is_running = False  # made with already_running: stop() would exit Qt's own loop
    loop.close()
    asyncio.set_event_loop(None)
    # The loop's own Qt objects (its timer, with timers still registered, and its signaller) are
    # deleted here, on the Qt thread: pytest holds the loop until after this teardown, and it must
    # not be left for a collection in another thread to free.
    try:
        qapp.aboutToQuit.disconnect(loop._after_run_forever)
    except (RuntimeError, TypeError):
        pass
    for qt_object in (loop._timer, loop._QEventLoop__call_soon_signaller):
        if shiboken6.isValid(qt_object):
            shiboken6.delete(qt_object)
    release_deleted(qapp)


def finish_tasks(qapp, loop, limit: float = 5.0) -> None:
    """Cancel the tasks a test left running and let them finish."""
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    deadline = loop.time() + limit
    while any(not task.done() for task in pending) and loop.time() < deadline:
        qapp.processEvents()


def release_deleted(qapp) -> None:
    """Run Qt's pending deletions (some delete more later: a page's profile follows the page) and
    collect the Python garbage, here on the Qt thread."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(4):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qapp.processEvents()
        gc.collect()


@pytest.fixture
def qloop(qapp, qt_loop):
    """asyncio on Qt's loop: tasks run while pytest-qt waits (qtbot.waitUntil, waitSignal)."""
    yield qt_loop
    finish_tasks(qapp, qt_loop)
    release_deleted(qapp)


class Runner:
    """Runs a coroutine on the Qt loop and waits for it the way pytest-qt waits."""

    def __init__(self, qtbot, loop) -> None:
        self.qtbot = qtbot
        self.loop = loop

    def __call__(self, work, timeout: float = 60.0):
        task = self.loop.create_task(work)
        self.qtbot.waitUntil(task.done, timeout=int(timeout * 1000))
        return task.result()


@pytest.fixture
def run(qtbot, qloop) -> Runner:
    return Runner(qtbot, qloop)


@pytest.fixture
def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def dispose(run, window) -> None:
    """What closing a window does for a user: close it, let it shut down, then delete it."""
    import shiboken6

    if not shiboken6.isValid(window):
        return
    if window.isVisible():
        window.close()
    run(window.shutdown())
    window.deleteLater()


@pytest.fixture
def make_window(qtbot, run, tmp_path, qapp):
    """Main windows wired to a service in-process; closed, shut down and deleted afterwards."""
    from app.desktop import create_main_window

    made = []

    def make(base_url: str, api_key: str | None, data_dir: Path | None = None, **options):
        window = create_main_window(base_url, api_key, data_dir=data_dir or tmp_path / "desktop", **options)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        dispose(run, window)
    made.clear()
    release_deleted(qapp)


def wait_opened(qtbot, window, timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: window.studio.project.id is not None, timeout=timeout)
