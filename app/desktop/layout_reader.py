"""Where the elements of a frame lie: one offscreen page lays a frame out at 390x844 and reads every
element's box and the computed styles the inspector shows, from the isolated script world (the
frame's own scripts stay off). Layouts are kept per HTML, so picking in a frame seen before is a
lookup.

Like the snapshot pages, the page holds one iframe whose document is replaced for each frame
(cheaper than navigating), and every request passes the frame gate.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections import OrderedDict

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtWebEngineCore import QWebEnginePage, QWebEngineProfile, QWebEngineScript
from PySide6.QtWebEngineWidgets import QWebEngineView

from app.desktop.frame_web import FRAME_SCHEME, FRAME_SIZE, Gate, PageSource, lock_down
from app.desktop.models.frame_layout import FrameLayout

KEPT = 200  # layouts remembered
READY_POLL_S = 0.015
READY_LIMIT_S = 3.0
SCRIPT_LIMIT_S = 10.0
HOST = (
    "<!doctype html><html><head><meta charset='utf-8'><style>html,body{margin:0;overflow:hidden}"
    f"iframe{{border:0;width:{FRAME_SIZE[0]}px;height:{FRAME_SIZE[1]}px;display:block}}</style></head>"
    "<body><iframe id='frame'></iframe></body></html>"
)
STYLES = (
    "display",
    "visibility",
    "color",
    "background-color",
    "font-family",
    "font-size",
    "font-weight",
    "line-height",
    "text-align",
    "border-radius",
    "border-top-width",
    "border-top-style",
    "border-top-color",
    "box-shadow",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "row-gap",
    "column-gap",
    "flex-direction",
    "justify-content",
    "align-items",
    "width",
    "height",
    "position",
)
WRITE = """(() => {
  const doc = document.getElementById('frame').contentDocument;
  doc.open(); doc.write(%s); doc.close();
  return true;
})()"""
READY = """(() => {
  const doc = document.getElementById('frame').contentDocument;
  return doc.readyState === 'complete' && doc.fonts.status === 'loaded'
      && Array.from(doc.images).every((image) => image.complete);
})()"""
READ = """(() => {
  const win = document.getElementById('frame').contentWindow, doc = win.document;
  const names = %s, rows = [];
  const walk = (element, path) => {
    const box = element.getBoundingClientRect(), computed = win.getComputedStyle(element), style = {};
    names.forEach((name) => { style[name] = computed.getPropertyValue(name); });
    rows.push({path: path, tag: element.tagName.toLowerCase(), x: box.left + win.scrollX, y: box.top + win.scrollY,
               w: box.width, h: box.height, style: style});
    if (element.namespaceURI !== 'http://www.w3.org/2000/svg')
      Array.from(element.children).forEach((child, index) => walk(child, path.concat([index])));
  };
  if (doc.body) Array.from(doc.body.children).forEach((child, index) => walk(child, [index]));
  return JSON.stringify(rows);
})()"""


def layout_key(html: str) -> str:
    return hashlib.sha256(html.encode("utf-8")).hexdigest()


class LayoutReader(QObject):
    """`await reader.read(html)`: the frame's FrameLayout (one read at a time, kept per HTML)."""

    def __init__(self, allow: tuple[str, ...] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.allow = allow
        self.view: QWebEngineView | None = None
        self.page: QWebEnginePage | None = None
        self.profile: QWebEngineProfile | None = None
        self._kept: OrderedDict[str, FrameLayout] = OrderedDict()
        self._lock = asyncio.Lock()
        self._host_ready: asyncio.Future[bool] | None = None
        self.reads = 0  # layouts read from a page (not found kept)
        self.closed = False

    def kept(self, html: str) -> FrameLayout | None:
        layout = self._kept.get(layout_key(html))
        if layout is not None:
            self._kept.move_to_end(layout_key(html))
        return layout

    async def read(self, html: str) -> FrameLayout:
        known = self.kept(html)
        if known is not None:
            return known
        async with self._lock:
            known = self.kept(html)
            if known is not None:
                return known
            if self.closed:
                raise RuntimeError("the layout page is closed")
            await self._host()
            await self._script(WRITE % json.dumps(html))
            waited = 0.0
            while waited < READY_LIMIT_S and await self._script(READY) is not True:
                await asyncio.sleep(READY_POLL_S)
                waited += READY_POLL_S
            rows = json.loads(str(await self._script(READ % json.dumps(STYLES)) or "[]"))
            layout = FrameLayout.from_rows(rows)
            self.reads += 1
            self._kept[layout_key(html)] = layout
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
            return layout

    # -- the page --------------------------------------------------------------------------------

    def _make_page(self) -> QWebEnginePage:
        self.profile = QWebEngineProfile(self)  # off the record
        self.profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.MemoryHttpCache)
        self.gate = Gate(self.allow)
        self.profile.setUrlRequestInterceptor(self.gate)
        self.source = PageSource()
        self.source.html = HOST.encode("utf-8")
        self.profile.installUrlSchemeHandler(FRAME_SCHEME.encode(), self.source)
        self.view = QWebEngineView()
        self.view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.page = QWebEnginePage(self.profile, self.view)
        self.view.setPage(self.page)
        lock_down(self.page)
        self.view.resize(*FRAME_SIZE)
        self.view.show()
        self.page.loadFinished.connect(self._loaded)
        self.page.renderProcessTerminated.connect(lambda *_: self._forget_host())
        return self.page

    def _loaded(self, ok: bool) -> None:
        if self._host_ready is not None and not self._host_ready.done():
            self._host_ready.set_result(ok)

    def _forget_host(self) -> None:
        self._host_ready = None

    async def _host(self) -> None:
        page = self.page if self.page is not None else self._make_page()
        if self._host_ready is None:
            self._host_ready = asyncio.get_running_loop().create_future()
            page.load(QUrl(f"{FRAME_SCHEME}://layout/host"))
        if not await asyncio.wait_for(asyncio.shield(self._host_ready), SCRIPT_LIMIT_S):
            self._host_ready = None
            raise RuntimeError("the layout page did not load")

    async def _script(self, script: str) -> object:
        if self.page is None:
            raise RuntimeError("the layout page is closed")
        future: asyncio.Future[object] = asyncio.get_running_loop().create_future()

        def answer(value: object) -> None:
            if not future.done():
                future.set_result(value)

        self.page.runJavaScript(script, QWebEngineScript.ScriptWorldId.ApplicationWorld, answer)
        try:
            return await asyncio.wait_for(future, SCRIPT_LIMIT_S)
        except TimeoutError:
            self._host_ready = None
            raise RuntimeError("the layout page stopped answering") from None

    def close(self) -> None:
        """The page goes first, its view and profile once it is gone."""
        self.closed = True
        page, view, profile = self.page, self.view, self.profile
        if page is None or view is None or profile is None:
            return
        self.page = self.view = self.profile = None

        def release_the_rest() -> None:
            view.deleteLater()
            profile.deleteLater()

        page.destroyed.connect(release_the_rest)
        page.deleteLater()
