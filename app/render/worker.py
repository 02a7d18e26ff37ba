"""A renderer worker: one headless QtWebEngine page, driven by jobs on stdin, answering on stdout.

Run as `python -m app.render.worker`. Each job loads its HTML from memory (no size limit, no
file), with page scripts off unless the job asks for them and every request blocked except
data:, blob: and the URL prefixes the job allows. Started and watched by `app.render.pool`.
"""

from __future__ import annotations

import base64
import os
import sys
import threading
from importlib import resources

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")
os.environ.setdefault("QT_LOGGING_RULES", "*.debug=false;qt.qpa.*=false;qt.rhi.*=false")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTimer, QUrl, Signal  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWebEngineCore import (  # noqa: E402
    QWebEngineLoadingInfo,
    QWebEnginePage,
    QWebEngineProfile,
    QWebEngineScript,
    QWebEngineSettings,
    QWebEngineUrlRequestInterceptor,
    QWebEngineUrlRequestJob,
    QWebEngineUrlScheme,
    QWebEngineUrlSchemeHandler,
)
from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.render.protocol import PAGE_ADDRESS, PAGE_SCHEME, Job, Result  # noqa: E402

SNAPSHOT = resources.files("app.render").joinpath("snapshot.js").read_text("utf-8")
# the width the page is laid out at (CSS px: the view's width over its zoom) once it is ready to be read, else 0
READY = """(() => {
  const images = Array.from(document.images || []);
  const ready = document.readyState === "complete" && document.fonts.status === "loaded"
      && images.every((i) => i.complete);
  return ready ? window.innerWidth : 0;
})()"""
# two animation frames after the call: the page has drawn a frame of what it holds now (after a change of zoom)
DRAWN_ARM = """(() => {
  window.__framewrightDrawn = false;
  requestAnimationFrame(() => requestAnimationFrame(() => { window.__framewrightDrawn = true; }));
  return true;
})()"""
DRAWN = "window.__framewrightDrawn === true"
READY_POLL_MS = 25
READY_LIMIT_MS = 3000
PAINT_SETTLE_MS = 60
GRAB_INTERVAL_MS = 40
MAX_GRABS = 15
# at a device scale the compositor paints nine times the tiles: a frame is taken once it has held this long unchanged
SCALED_STEADY_MS = 200
ISOLATED = QWebEngineScript.ScriptWorldId.ApplicationWorld


class Gate(QWebEngineUrlRequestInterceptor):
    """Lets through data:, blob:, the page itself and the job's allowed prefixes; blocks the rest."""

    def __init__(self) -> None:
        super().__init__()
        self.allow: tuple[str, ...] = ()

    def interceptRequest(self, info) -> None:  # noqa: N802 (Qt's name)
        url = info.requestUrl()
        if url.scheme() in ("data", "blob", PAGE_SCHEME):
            return
        if self.allow and url.toString().startswith(self.allow):
            return
        info.block(True)


class PageSource(QWebEngineUrlSchemeHandler):
    """Serves the current job's HTML from memory at fwpage://job/<id>."""

    def __init__(self) -> None:
        super().__init__()
        self.html = b""

    def requestStarted(self, request: QWebEngineUrlRequestJob) -> None:  # noqa: N802
        buffer = QBuffer(parent=request)
        buffer.setData(QByteArray(self.html))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        request.reply(QByteArray(b"text/html;charset=utf-8"), buffer)


class Jobs(QObject):
    arrived = Signal(object)
    ended = Signal()


def _blank(image: QImage) -> bool:
    """Whether a picture is one colour all over: no tile of the page drawn yet (or a page that draws nothing)."""
    one = QImage(image.size(), image.format())
    one.fill(image.pixel(0, 0))
    return image == one


class Worker:
    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.profile = QWebEngineProfile(app)  # off the record: nothing touches the disk
        self.profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.MemoryHttpCache)
        self.gate = Gate()
        self.profile.setUrlRequestInterceptor(self.gate)
        self.source = PageSource()
        self.profile.installUrlSchemeHandler(PAGE_SCHEME.encode(), self.source)
        self.view = QWebEngineView()
        self.page = QWebEnginePage(self.profile, self.view)
        self.view.setPage(self.page)
        settings = self.page.settings()
        settings.setAttribute(QWebEngineSettings.WebAttribute.ShowScrollBars, False)
        # the page is served from a local scheme; what it may fetch is decided by the Gate alone
        settings.setAttribute(QWebEngineSettings.WebAttribute.LocalContentCanAccessRemoteUrls, True)
        settings.setAttribute(QWebEngineSettings.WebAttribute.ErrorPageEnabled, False)
        settings.setAttribute(QWebEngineSettings.WebAttribute.PluginsEnabled, False)
        self.view.show()
        self.page.loadingChanged.connect(self._loading_changed)
        self.job: Job | None = None
        self.queue: list[Job] = []
        self.closing = False
        self.waited = 0

    def enqueue(self, job: Job) -> None:
        self.queue.append(job)
        if self.job is None:
            self._next()

    def close_when_idle(self) -> None:
        self.closing = True
        if self.job is None and not self.queue:
            self.app.quit()

    def _next(self) -> None:
        if self.queue:
            self.start(self.queue.pop(0))
        elif self.closing:
            self.app.quit()

    def start(self, job: Job) -> None:
        self.job = job
        self.waited = 0
        self.gate.allow = tuple(job.allow)
        self.page.settings().setAttribute(QWebEngineSettings.WebAttribute.JavascriptEnabled, job.scripts)
        self.view.resize(round(job.width * job.scale), round(job.height * job.scale))
        self.page.setZoomFactor(job.scale)
        self.source.html = job.html.encode("utf-8")
        self.page.load(QUrl(f"{PAGE_ADDRESS}{job.id}"))

    def _loading_changed(self, info) -> None:
        """A load ended. Only the current job's own load counts: the blank page that clears the last
        job can finish (or be cut short) after the next job has started, and must not answer it."""
        job = self.job
        if job is None or info.url() != QUrl(f"{PAGE_ADDRESS}{job.id}"):
            return
        status = info.status()
        if status == QWebEngineLoadingInfo.LoadStatus.LoadSucceededStatus:
            self._loaded(True)
        elif status in (
            QWebEngineLoadingInfo.LoadStatus.LoadFailedStatus,
            QWebEngineLoadingInfo.LoadStatus.LoadStoppedStatus,
        ):
            self._loaded(False)

    def _loaded(self, ok: bool) -> None:
        if self.job is None:
            return
        if not ok:
            self._answer(Result(self.job.id, False, error="the page did not load"))
            return
        # the engine sets a page's zoom back to its default while it loads (QTBUG-51851): a picture at a device
        # scale is drawn at that zoom only once it is set again on the loaded page
        if self.page.zoomFactor() != self.job.scale:
            self.page.setZoomFactor(self.job.scale)
        self._poll_ready()

    def _poll_ready(self) -> None:
        self.page.runJavaScript(READY, ISOLATED, self._ready_answer)

    def _ready_answer(self, answer) -> None:
        job = self.job
        if job is None:
            return
        # laid out at its CSS width, the zoom applied
        ready = isinstance(answer, (int, float)) and abs(answer - job.width) <= 1
        if not ready and self.waited < READY_LIMIT_MS:
            self.waited += READY_POLL_MS
            QTimer.singleShot(READY_POLL_MS, self._poll_ready)
            return
        if job.op == "layout":  # read from the layout, not from what is drawn
            QTimer.singleShot(PAINT_SETTLE_MS, self._capture)
            return
        self.page.runJavaScript(DRAWN_ARM, ISOLATED, lambda _: self._poll_drawn())

    def _poll_drawn(self) -> None:
        self.page.runJavaScript(DRAWN, ISOLATED, self._drawn_answer)

    def _drawn_answer(self, drawn) -> None:
        if self.job is None:
            return
        if drawn is not True and self.waited < READY_LIMIT_MS:
            self.waited += READY_POLL_MS
            QTimer.singleShot(READY_POLL_MS, self._poll_drawn)
            return
        QTimer.singleShot(PAINT_SETTLE_MS, self._capture)

    def _capture(self) -> None:
        job = self.job
        if job is None:
            return
        if job.op == "layout":
            self.page.runJavaScript(SNAPSHOT, ISOLATED, self._snapshot)
            return
        self.previous: QImage | None = None
        self.grabs = 0
        self.steady = 0  # grabs in a row that agreed with the one before
        self._grab()

    def _grab(self) -> None:
        """Take pictures until two in a row agree (at a device scale, until one holds unchanged a while) and hold
        something: under load (and for a while after a change of zoom) the compositor can hand over a frame whose
        tiles are not all painted yet, or none of them."""
        job = self.job
        if job is None:
            return
        image = self.view.grab().toImage()
        self.grabs += 1
        self.steady = self.steady + 1 if self.previous is not None and image == self.previous else 0
        needed = 1 if job.scale == 1 else max(1, SCALED_STEADY_MS // GRAB_INTERVAL_MS)
        settled = self.steady >= needed and not _blank(image)
        if not settled and self.grabs < MAX_GRABS + needed:
            self.previous = image
            QTimer.singleShot(GRAB_INTERVAL_MS, self._grab)
            return
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # Qt takes the format by name
        self.previous = None
        self._answer(Result(job.id, True, png=base64.b64encode(buffer.data().data()).decode()))

    def _snapshot(self, text) -> None:
        if self.job is None:
            return
        if not isinstance(text, str):
            self._answer(Result(self.job.id, False, error="the page could not be read"))
            return
        self._answer(Result(self.job.id, True, snapshot=text))

    def _answer(self, result: Result) -> None:
        self.job = None
        self.page.setHtml("")  # drop the page (and anything it holds) between jobs
        sys.stdout.buffer.write(result.encode())
        sys.stdout.buffer.flush()
        QTimer.singleShot(0, self._next)


def read_jobs(jobs: Jobs) -> None:
    for line in sys.stdin.buffer:
        if line.strip():
            jobs.arrived.emit(Job.decode(line))
    jobs.ended.emit()


def main() -> int:
    scheme = QWebEngineUrlScheme(PAGE_SCHEME.encode())
    scheme.setSyntax(QWebEngineUrlScheme.Syntax.Host)
    scheme.setFlags(QWebEngineUrlScheme.Flag.LocalScheme | QWebEngineUrlScheme.Flag.LocalAccessAllowed)
    QWebEngineUrlScheme.registerScheme(scheme)
    app = QApplication([sys.argv[0]])
    worker = Worker(app)
    jobs = Jobs()
    jobs.arrived.connect(worker.enqueue)
    jobs.ended.connect(worker.close_when_idle)
    threading.Thread(target=read_jobs, args=(jobs,), daemon=True).start()
    sys.stdout.buffer.write(b'{"ready": true}\n')
    sys.stdout.buffer.flush()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
