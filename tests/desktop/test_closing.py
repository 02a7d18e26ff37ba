"""Closing a window: its streams and tasks are cancelled, its snapshot pages released before their
profiles, the window deleted; a new window then opens in the same process. And Qt objects left
in reference cycles are freed on the Qt thread, never by a collection in another thread."""

from __future__ import annotations

import gc
import threading
import weakref

import shiboken6
from PySide6.QtCore import QObject

from app.desktop.qt_thread_gc import collect_on_qt_thread
from tests.desktop.conftest import dispose, release_deleted, wait_opened
from tests.desktop.test_canvas import pictured, seed


class Ticking(QObject):
    """A Qt object with a running timer, caught in a reference cycle (as windows and loops are)."""

    def __init__(self) -> None:
        super().__init__()
        self.itself = self
        self.startTimer(60_000)


def test_qt_objects_in_cycles_are_freed_on_the_qt_thread_only(qtbot, qloop):
    collector = collect_on_qt_thread()
    assert not gc.isenabled()
    freed_in: list[str] = []
    ticking = Ticking()
    weakref.finalize(ticking, lambda: freed_in.append(threading.current_thread().name))
    del ticking

    def allocate() -> None:  # far past every threshold: Python would collect in this thread
        for _ in range(20):
            junk = [[] for _ in range(50_000)]
            for item in junk:
                item.append(item)
            del junk

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    assert freed_in == []  # nothing was collected in the worker
    before = collector.collections
    qtbot.waitUntil(lambda: bool(freed_in), timeout=5000)
    assert freed_in == [threading.main_thread().name] and collector.collections > before


def test_closing_a_window_cancels_its_work_releases_its_pages_and_a_new_one_opens(
    qtbot, qapp, run, engine, account, make_window, tmp_path
):
    project_id = seed(run, engine, account, [("#336699", "Kept")])
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    qtbot.waitUntil(lambda: pictured(window), timeout=60000)
    painters = list(window.snapshots._painters)
    assert painters
    pages = [(painter.page, painter.view, painter.profile) for painter in painters]

    window.chat_dock.prompt.setText("A meditation app with onboarding, a timer and a journal")
    stream = window.chat_dock.send()
    refresh = window.account_view.refresh()
    assert stream is not None and not stream.done()

    dispose(run, window)
    assert stream.done() and refresh.done()
    late = window.tasks.spawn(window.account_view.load())  # nothing new starts once closed
    release_deleted(qapp)
    assert late.cancelled()
    assert not shiboken6.isValid(window)
    for page, view, profile in pages:
        assert not shiboken6.isValid(page) and not shiboken6.isValid(view) and not shiboken6.isValid(profile)

    again = make_window(engine.base_url, account.api_key, data_dir=tmp_path / "desktop", project_id=project_id)
    wait_opened(qtbot, again)
    qtbot.waitUntil(lambda: pictured(again), timeout=60000)
    assert [frame.label for frame in again.studio.project.frames][0] == "Kept"


def test_closing_a_task_set_lets_its_thread_calls_finish_and_joins_its_threads(qtbot, qloop, run):
    import time

    from app.desktop.async_tasks import TaskSet

    tasks = TaskSet()
    started, finished = [], []

    def slow(name: str) -> str:
        started.append(name)
        time.sleep(0.3)
        finished.append(name)
        return name

    assert run(tasks.in_thread(slow, "first")) == "first"
    calls = [tasks.spawn(tasks.in_thread(slow, f"call{index}")) for index in range(5)]
    qtbot.waitUntil(lambda: len(started) >= 2, timeout=5000)
    running = [thread for thread in threading.enumerate() if thread.name.startswith("window-work")]
    assert running
    tasks.close()
    assert all(not thread.is_alive() for thread in running)  # joined before close returned
    assert sorted(started) == sorted(finished)  # a call that started has finished
    assert len(started) < 6  # queued calls never started
    qtbot.waitUntil(lambda: all(call.done() for call in calls), timeout=5000)
    assert all(call.cancelled() for call in calls)
    late = tasks.spawn(tasks.in_thread(slow, "late"))
    qtbot.waitUntil(late.done, timeout=5000)
    assert late.cancelled() and "late" not in started
