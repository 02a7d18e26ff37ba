"""Pictures of frames for the canvas: a small pool of offscreen web pages renders each frame's
HTML once; the PNGs are kept on disk under the hash of the HTML, so a frame seen before shows
at once.

Frame HTML is untrusted: each page has its own off-the-record profile, scripts off, and every
request blocked except data:, blob:, the page itself and the engine's CDN.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QImage
from PySide6.QtWebEngineCore import (
    QWebEnginePage,
    QWebEngineProfile,
    QWebEngineScript,
    QWebEngineSettings,
    QWebEngineUrlRequestInterceptor,
    QWebEngineUrlRequestJob,
    QWebEngineUrlScheme,
    QWebEngineUrlSchemeHandler,
)
from PySide6.QtWebEngineWidgets import QWebEngineView

FRAME_SCHEME = "fwframe"
FRAME_SIZE = (390, 844)
VERSION = b"snapshot-1"
READY = """(() => document.readyState === "complete" && document.fonts.status === "loaded"
  && Array.from(document.images || []).every((i) => i.complete))()"""
READY_POLL_MS = 30
READY_LIMIT_MS = 3000
SETTLE_MS = 50
GRAB_INTERVAL_MS = 40
MAX_GRABS = 12


def register_scheme() -> None:
    """Must run before the QApplication exists (Qt's rule for custom URL schemes)."""
    if QWebEngineUrlScheme.schemeByName(FRAME_SCHEME.encode()).name():
        return
    scheme = QWebEngineUrlScheme(FRAME_SCHEME.encode())
    scheme.setSyntax(QWebEngineUrlScheme.Syntax.Host)
    scheme.setFlags(QWebEngineUrlScheme.Flag.LocalScheme | QWebEngineUrlScheme.Flag.LocalAccessAllowed)
    QWebEngineUrlScheme.registerScheme(scheme)


def html_key(html: str, size: tuple[int, int] = FRAME_SIZE) -> str:
    digest = hashlib.sha256(VERSION)
    digest.update(f"{size[0]}x{size[1]}".encode())
    digest.update(html.encode("utf-8"))
    return digest.hexdigest()


class Gate(QWebEngineUrlRequestInterceptor):
    def __init__(self, allow: tuple[str, ...]) -> None:
        super().__init__()
        self.allow = allow

    def interceptRequest(self, info) -> None:  # noqa: N802 (Qt's name)
        url = info.requestUrl()
        if url.scheme() in ("data", "blob", FRAME_SCHEME):
            return
        if self.allow and url.toString().startswith(self.allow):
            return
        info.block(True)


class PageSource(QWebEngineUrlSchemeHandler):
    def __init__(self) -> None:
        super().__init__()
        self.html = b""

    def requestStarted(self, request: QWebEngineUrlRequestJob) -> None:  # noqa: N802
        buffer = QBuffer(parent=request)
        buffer.setData(QByteArray(self.html))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        request.reply(QByteArray(b"text/html;charset=utf-8"), buffer)


class FramePainter(QObject):
    """One offscreen page that paints one frame at a time."""

    def __init__(self, allow: tuple[str, ...], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profile = QWebEngineProfile(self)  # off the record
        self.profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.MemoryHttpCache)
        self.gate = Gate(allow)
        self.profile.setUrlRequestInterceptor(self.gate)
        self.source = PageSource()
        self.profile.installUrlSchemeHandler(FRAME_SCHEME.encode(), self.source)
        self.view = QWebEngineView()
        self.view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.page = QWebEnginePage(self.profile, self.view)
        self.view.setPage(self.page)
        settings = self.page.settings()
        settings.setAttribute(QWebEngineSettings.WebAttribute.JavascriptEnabled, False)
        settings.setAttribute(QWebEngineSettings.WebAttribute.ShowScrollBars, False)
        settings.setAttribute(QWebEngineSettings.WebAttribute.LocalContentCanAccessRemoteUrls, True)
        settings.setAttribute(QWebEngineSettings.WebAttribute.ErrorPageEnabled, False)
        settings.setAttribute(QWebEngineSettings.WebAttribute.PluginsEnabled, False)
        self.view.resize(*FRAME_SIZE)
        self.view.show()
        self.page.loadFinished.connect(self._loaded)
        self._result: asyncio.Future[QImage] | None = None
        self._serial = 0
        self.closed = False

    async def paint(self, html: str, size: tuple[int, int] = FRAME_SIZE) -> QImage:
        if self.closed:
            raise RuntimeError("the snapshot pages are closed")
        self._result = asyncio.get_running_loop().create_future()
        self._serial += 1
        self.waited = 0
        self.view.resize(*size)
        self.source.html = html.encode("utf-8")
        self.page.load(QUrl(f"{FRAME_SCHEME}://frame/{self._serial}"))
        try:
            return await self._result
        finally:
            self._result = None
            if not self.closed:
                self.page.setHtml("")

    def _waiting(self) -> bool:
        return not self.closed and self._result is not None and not self._result.done()

    def _loaded(self, ok: bool) -> None:
        if not self._waiting():
            return
        self._poll()

    def _poll(self) -> None:
        if not self._waiting():
            return
        self.page.runJavaScript(READY, QWebEngineScript.ScriptWorldId.ApplicationWorld, self._ready)

    def _ready(self, ready) -> None:
        if not self._waiting():
            return
        if not ready and self.waited < READY_LIMIT_MS:
            self.waited += READY_POLL_MS
            QTimer.singleShot(READY_POLL_MS, self._poll)
            return
        self.previous: QImage | None = None
        self.grabs = 0
        QTimer.singleShot(SETTLE_MS, self._grab)

    def _grab(self) -> None:
        """Grab until two pictures in a row agree (the compositor may hand over a half-painted one)."""
        if not self._waiting():
            return
        image = self.view.grab().toImage()
        self.grabs += 1
        if (self.previous is None or image != self.previous) and self.grabs < MAX_GRABS:
            self.previous = image
            QTimer.singleShot(GRAB_INTERVAL_MS, self._grab)
            return
        self._result.set_result(image)

    def close(self) -> None:
        """Release the page, then its view and profile: QtWebEngine requires a profile to outlive
        every page made with it, so the view and profile are only deleted once the page is gone."""
        if self.closed:
            return
        self.closed = True
        if self._result is not None and not self._result.done():
            self._result.cancel()
        self.page.loadFinished.disconnect(self._loaded)
        self.page.triggerAction(QWebEnginePage.WebAction.Stop)
        page, view, profile = self.page, self.view, self.profile

        def release_the_rest() -> None:
            view.deleteLater()
            profile.deleteLater()
            self.deleteLater()

        page.destroyed.connect(release_the_rest)
        page.deleteLater()


class SnapshotPool:
    """`await pool.snapshot(html)`: the path of the frame's PNG, painted once per distinct HTML."""

    def __init__(self, directory: Path, allow: tuple[str, ...] = (), pages: int = 2) -> None:
        self.directory = directory
        self.allow = allow
        self.size = pages
        self._idle: asyncio.Queue[FramePainter] | None = None
        self._painters: list[FramePainter] = []
        self._painting: dict[str, asyncio.Future[Path]] = {}
        self.painted = 0  # how many pictures were painted (not found on disk)
        self.closed = False

    def path_for(self, html: str) -> Path:
        return self.directory / f"{html_key(html)}.png"

    def cached(self, html: str) -> Path | None:
        path = self.path_for(html)
        return path if path.exists() else None

    def _queue(self) -> asyncio.Queue[FramePainter]:
        if self._idle is None:
            self._idle = asyncio.Queue()
            for _ in range(self.size):
                painter = FramePainter(self.allow)
                self._painters.append(painter)
                self._idle.put_nowait(painter)
        return self._idle

    async def snapshot(self, html: str) -> Path:
        path = self.path_for(html)
        if path.exists():
            return path
        if self.closed:
            raise RuntimeError("the snapshot pages are closed")
        key = path.stem
        if key in self._painting:  # the same HTML already being painted
            return await asyncio.shield(self._painting[key])
        future: asyncio.Future[Path] = asyncio.get_running_loop().create_future()
        self._painting[key] = future
        try:
            idle = self._queue()
            painter = await idle.get()
            try:
                image = await painter.paint(html)
            finally:
                idle.put_nowait(painter)
            self.directory.mkdir(parents=True, exist_ok=True)
            partial = path.with_suffix(f".{os.getpid()}.tmp")
            if not image.save(str(partial), "PNG"):
                raise OSError(f"could not write {partial}")
            os.replace(partial, path)
            self.painted += 1
            future.set_result(path)
            return path
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as failure:
            future.set_exception(failure)
            future.exception()  # marked as seen: whoever else waits gets it too
            raise
        finally:
            del self._painting[key]

    def close(self) -> None:
        """Close every page (each releases its profile after itself); nothing is painted after."""
        self.closed = True
        for future in self._painting.values():
            if not future.done():
                future.cancel()
        for painter in self._painters:
            painter.close()
        self._painters.clear()
        self._idle = None
