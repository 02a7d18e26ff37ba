"""Python's cycle collector, run on the Qt thread only.

Python runs its cycle collector in whichever thread happens to allocate when a threshold is
crossed: an HTTP worker, a file read handed to a thread, an engine running in the same process.
A Qt object freed there is destroyed in the wrong thread: Qt cannot stop its timers or socket
notifiers from another thread, leaves them registered with the Qt thread's event dispatcher,
and the next time one fires the app crashes. Windows, pages and the asyncio loop's own timer
are all Qt objects that end up in reference cycles, so this is not rare.

`collect_on_qt_thread()` switches automatic collection off and collects from a Qt timer on the
Qt thread instead, with the same thresholds Python would use.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

INTERVAL_MS = 250

_collector: QtThreadCollector | None = None


class QtThreadCollector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.thresholds = gc.get_threshold()
        self.was_enabled = gc.isenabled()
        self.collections = 0
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start()

    def collect_due(self) -> None:
        """Collect the oldest generation whose threshold is crossed (what Python would do)."""
        counts = gc.get_count()
        due = -1
        for generation, (count, threshold) in enumerate(zip(counts, self.thresholds)):
            if threshold and count > threshold:
                due = generation
        if due >= 0:
            gc.collect(due)
            self.collections += 1

    def stop(self) -> None:
        self.timer.stop()
        gc.collect()
        if self.was_enabled:
            gc.enable()


def collect_on_qt_thread() -> QtThreadCollector:
    """Start collecting on the Qt thread (once per process; later calls return the same one).
    Must be called on the Qt thread, with the QApplication made."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        raise RuntimeError("the cycle collector must be set up on the Qt thread, after the QApplication")
    if _collector is None:
        _collector = QtThreadCollector(app)
    return _collector
