"""One offscreen page that paints many frames at once: a grid of iframes made once, whose
documents are replaced for each batch (making and navigating an iframe costs far more than the
frame's own layout and paint). A batch is written from the page's isolated script world, waited
for until every document, its fonts and its images are loaded, grabbed once and cut into one
picture per frame. A strip under the grid, in a colour of its own per batch, tells a grab of this
batch from one of an earlier batch still on screen.

Pictures are painted at a level (1/4, 1/2 or 1 picture pixel per frame pixel, times the screen's
pixel ratio). Scripts are off for every frame (only this module's own scripts run, in the isolated
world) and every request passes the frame gate. Each cell is an iframe of 390x844 CSS pixels, so a
frame lays out (media queries, vh units, fixed positions) as on a phone-sized page of its own; its
HTML reaches the page only as a JSON string literal.
"""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QRect, Qt, QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtWebEngineCore import (
    QWebEnginePage,
    QWebEngineProfile,
    QWebEngineScript,
    QWebEngineSettings,
    QWebEngineUrlRequestJob,
    QWebEngineUrlSchemeHandler,
)
from PySide6.QtWebEngineWidgets import QWebEngineView

from app.desktop.frame_web import FRAME_SCHEME, FRAME_SIZE, Gate, lock_down

LEVELS = (0.25, 0.5, 1.0)  # page zoom factors pictures are painted at (Chromium's zoom stops at 1/4)
CELLS = 50  # iframes in each page
MAX_PIXELS = 4_200_000  # device pixels in one grab
MAX_HTML_BYTES = 8_000_000  # HTML written in one batch
MARK_HEIGHT = 4  # device pixels of the strip under the grid that tells which batch a grab shows
READY_POLL_MS = 20
READY_LIMIT_MS = 3000
GRID_LIMIT_S = 20
SCRIPT_LIMIT_S = 10
GRAB_INTERVAL_MS = 30  # about two compositor frames
MAX_GRABS = 12
GRID_PAGE = (
    "<!doctype html><html><head><meta charset='utf-8'><style>"
    "html,body{margin:0;background:#fff;overflow:hidden}"
    f"iframe{{position:absolute;left:0;top:0;border:0;width:{FRAME_SIZE[0]}px;"
    f"height:{FRAME_SIZE[1]}px;background:#fff;display:none}}"
    "#mark{position:absolute;left:0;width:8px;background:#000}"
    "</style></head><body><div id='mark'></div>{cells}</body></html>"
)

# Runs in the isolated world: fills the first cells with the batch's documents, hides the rest,
# and paints the strip under the grid in the batch's colour. Returns how many cells it wrote.
WRITE = """(() => {
  const batch = %s;
  const body = document.body;
  let cells = Array.from(body.querySelectorAll('iframe'));
  const written = batch.pages.map((html, index) => {
    let cell = cells[index], doc = null;
    try { doc = cell.contentDocument; } catch (error) { doc = null; }
    if (!doc) {  // the cell went somewhere else (a meta refresh): a new one takes its place
      const fresh = document.createElement('iframe');
      cell.replaceWith(fresh);
      cell = cells[index] = fresh;
      doc = cell.contentDocument;
    }
    cell.style.left = (index %% batch.cols) * batch.width + 'px';
    cell.style.top = Math.floor(index / batch.cols) * batch.height + 'px';
    cell.style.display = 'block';
    doc.open();
    doc.write(html);
    doc.close();
    return 1;
  });
  cells.slice(batch.pages.length).forEach((cell) => { cell.style.display = 'none'; });
  const mark = document.getElementById('mark');
  mark.style.top = batch.markTop + 'px';
  mark.style.height = batch.markHeight + 'px';
  mark.style.background = batch.mark;
  return written.length;
})()"""

# Runs in the isolated world: true once the batch's documents are loaded with their fonts and
# images, and the page is at the batch's zoom. Always a boolean.
READY = """(() => {
  if (Math.abs(window.devicePixelRatio - %f) > 0.01) return false;
  const cells = document.body.querySelectorAll('iframe');
  for (let index = 0; index < %d; index++) {
    let doc = null;
    try { doc = cells[index].contentDocument; } catch (error) { return false; }
    if (!doc || doc.readyState !== 'complete' || doc.fonts.status !== 'loaded') return false;
    if (!Array.from(doc.images).every((image) => image.complete)) return false;
  }
  return true;
})()"""


def level_for(scale: float) -> float:
    """The smallest level at least as sharp as `scale` picture pixels per frame pixel (within 5 %)."""
    for level in LEVELS:
        if level >= scale * 0.95:
            return level
    return LEVELS[-1]


def picture_size(level: float, ratio: float = 1.0) -> tuple[int, int]:
    """The size in pixels of a frame's picture at `level` on a screen of pixel ratio `ratio`."""
    return round(FRAME_SIZE[0] * level * ratio), round(FRAME_SIZE[1] * level * ratio)


class GridSource(QWebEngineUrlSchemeHandler):
    """Serves the grid page once, at its own address; anything else under the scheme (a relative
    link in a frame, a frame trying to load the grid into itself) is not found."""

    def __init__(self) -> None:
        super().__init__()
        self.url = ""
        self.html = b""

    def requestStarted(self, request: QWebEngineUrlRequestJob) -> None:  # noqa: N802
        if not self.url or request.requestUrl().toString() != self.url:
            request.fail(QWebEngineUrlRequestJob.Error.UrlNotFound)
            return
        self.url = ""  # served once
        buffer = QBuffer(parent=request)
        buffer.setData(QByteArray(self.html))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        request.reply(QByteArray(b"text/html;charset=utf-8"), buffer)


def mark_colour(serial: int) -> QColor:
    """A colour per batch (512 of them, far apart enough to survive rounding)."""
    serial %= 512
    return QColor(16 + 32 * (serial & 7), 16 + 32 * ((serial >> 3) & 7), 16 + 32 * ((serial >> 6) & 7))


def close_to(found: QColor, wanted: QColor) -> bool:
    return (
        max(abs(found.red() - wanted.red()), abs(found.green() - wanted.green()), abs(found.blue() - wanted.blue()))
        <= 10
    )


@dataclass
class Layout:
    """Where each frame of a batch goes in the grab, in device pixels."""

    count: int
    level: float
    ratio: float
    cols: int = field(init=False)
    rows: int = field(init=False)
    cell: tuple[int, int] = field(init=False)  # the stride between cells
    picture: tuple[int, int] = field(init=False)

    def __post_init__(self) -> None:
        scale = self.level * self.ratio
        self.cell = (math.ceil(FRAME_SIZE[0] * scale), math.ceil(FRAME_SIZE[1] * scale))
        self.picture = picture_size(self.level, self.ratio)
        self.cols = max(1, min(self.count, round(math.sqrt(self.count * self.cell[1] / self.cell[0]))))
        self.rows = math.ceil(self.count / self.cols)

    @property
    def scale(self) -> float:
        return self.level * self.ratio

    def device_size(self) -> tuple[int, int]:
        return self.cols * self.cell[0], self.rows * self.cell[1] + MARK_HEIGHT

    def rect(self, index: int) -> QRect:
        row, col = divmod(index, self.cols)
        return QRect(col * self.cell[0], row * self.cell[1], *self.picture)


def capacity(level: float, ratio: float, cells: int) -> int:
    """How many frames one grab can hold at `level`."""
    width, height = Layout(1, level, ratio).cell
    return max(1, min(cells, MAX_PIXELS // (width * height)))


class GridPainter(QObject):
    """One offscreen page with `cells` iframes; paints up to that many frames in one grab."""

    def __init__(self, allow: tuple[str, ...], cells: int = CELLS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cells = cells
        self.profile = QWebEngineProfile(self)  # off the record
        self.profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.MemoryHttpCache)
        self.gate = Gate(allow)
        self.profile.setUrlRequestInterceptor(self.gate)
        self.source = GridSource()
        self.profile.installUrlSchemeHandler(FRAME_SCHEME.encode(), self.source)
        self.view = QWebEngineView()
        self.view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.page = QWebEnginePage(self.profile, self.view)
        self.view.setPage(self.page)
        lock_down(self.page)
        settings = self.page.settings()
        settings.setAttribute(QWebEngineSettings.WebAttribute.ShowScrollBars, False)
        settings.setAttribute(QWebEngineSettings.WebAttribute.AutoLoadIconsForPage, False)
        self.view.resize(*FRAME_SIZE)
        self.view.show()
        self.page.loadFinished.connect(self._loaded)
        self.page.renderProcessTerminated.connect(self._crashed)
        self._ready: asyncio.Future[bool] | None = None
        self._serial = 0
        self._loads = 0
        self.batches = 0
        self.closed = False
        self._load_grid()

    @property
    def ratio(self) -> float:
        return self.view.devicePixelRatioF() or 1.0

    def _load_grid(self) -> None:
        """Load the page with its iframes (the costly part, done once, ahead of the first batch)."""
        self._loads += 1
        self._grid_loaded = False
        url = f"{FRAME_SCHEME}://grid/{self._loads}"
        self.source.url = url
        self.source.html = GRID_PAGE.replace("{cells}", "<iframe></iframe>" * self.cells).encode("utf-8")
        self.page.load(QUrl(url))

    def _loaded(self, ok: bool) -> None:
        self._grid_loaded = ok
        if self._ready is not None and not self._ready.done():
            self._ready.set_result(ok)

    def _crashed(self, *_status) -> None:
        """The renderer went away: the next batch loads the grid again."""
        self._grid_loaded = False
        if self._ready is not None and not self._ready.done():
            self._ready.set_result(False)

    async def _grid(self) -> None:
        """Wait for the grid page (loading it again if it failed or its renderer went away)."""
        for _attempt in range(2):
            if self._grid_loaded:
                return
            if self._ready is None or self._ready.done():
                self._ready = asyncio.get_running_loop().create_future()
                if not self.page.isLoading():
                    self._load_grid()
            try:
                if await asyncio.wait_for(asyncio.shield(self._ready), GRID_LIMIT_S):
                    return
            except TimeoutError:
                pass
            self._ready = None
            self.page.triggerAction(QWebEnginePage.WebAction.Stop)
        raise RuntimeError("the snapshot page did not load")

    def _run(self, script: str) -> asyncio.Future:
        future = asyncio.get_running_loop().create_future()

        def answer(value) -> None:
            if not future.done():
                future.set_result(value)

        self.page.runJavaScript(script, QWebEngineScript.ScriptWorldId.ApplicationWorld, answer)
        return future

    async def _script(self, script: str):
        """The value of `script`, run in the isolated world; a page that does not answer (its
        renderer went away) is loaded again for the next batch."""
        try:
            return await asyncio.wait_for(self._run(script), SCRIPT_LIMIT_S)
        except TimeoutError:
            self._grid_loaded = False
            raise RuntimeError("the snapshot page stopped answering") from None

    async def paint(self, pages: list[str], level: float) -> list[QImage]:
        """Pictures of `pages` (at most `cells` of them) at `level`, in their order."""
        if self.closed:
            raise RuntimeError("the snapshot pages are closed")
        if not pages or len(pages) > self.cells:
            raise ValueError(f"a batch holds 1 to {self.cells} pages")
        await self._grid()
        ratio = self.ratio
        layout = Layout(len(pages), level, ratio)
        width, height = layout.device_size()
        self.view.resize(math.ceil(width / ratio), math.ceil(height / ratio))
        if abs(self.page.zoomFactor() - level) > 1e-6:
            self.page.setZoomFactor(level)
        self._serial += 1
        mark = mark_colour(self._serial)
        scale = layout.scale
        batch = {
            "pages": pages,
            "cols": layout.cols,
            "width": layout.cell[0] / scale,
            "height": layout.cell[1] / scale,
            "markTop": layout.rows * layout.cell[1] / scale,
            "markHeight": MARK_HEIGHT / scale,
            "mark": mark.name(),
        }
        written = await self._script(WRITE % json.dumps(batch))
        if written != len(pages):
            raise RuntimeError("the frames could not be written into the snapshot page")
        waited = 0
        while not self.closed and waited < READY_LIMIT_MS:
            if await self._script(READY % (scale, len(pages))) is True:
                break
            await asyncio.sleep(READY_POLL_MS / 1000)
            waited += READY_POLL_MS
        image = await self._grab(mark, layout)
        self.batches += 1
        pictures = []
        for index in range(len(pages)):
            picture = image.copy(layout.rect(index))
            picture.setDevicePixelRatio(1.0)
            pictures.append(picture)
        return pictures

    async def _grab(self, mark: QColor, layout: Layout) -> QImage:
        """Grab until two pictures of this batch in a row agree (the compositor may hand over an
        older or half-painted one)."""
        previous: QImage | None = None
        mark_at = (1, layout.rows * layout.cell[1] + MARK_HEIGHT // 2)
        seen = 0
        for _grab in range(MAX_GRABS * 4):  # a grab of an older batch does not count
            if self.closed:
                raise RuntimeError("the snapshot pages are closed")
            image = self.view.grab().toImage()
            image.setDevicePixelRatio(1.0)
            if (
                image.width() > mark_at[0]
                and image.height() > mark_at[1]
                and close_to(image.pixelColor(*mark_at), mark)
            ):
                seen += 1
                if previous is not None and (image == previous or seen >= MAX_GRABS):  # or it moves (CSS animation)
                    return image
                previous = image
            await asyncio.sleep(GRAB_INTERVAL_MS / 1000)
        if previous is None:
            raise RuntimeError("the snapshot page did not show the frames")
        return previous

    def close(self) -> None:
        """Release the page, then its view and profile: QtWebEngine requires a profile to outlive
        every page made with it, so the view and profile are only deleted once the page is gone."""
        if self.closed:
            return
        self.closed = True
        if self._ready is not None and not self._ready.done():
            self._ready.cancel()
        self.page.loadFinished.disconnect(self._loaded)
        self.page.renderProcessTerminated.disconnect(self._crashed)
        self.page.triggerAction(QWebEnginePage.WebAction.Stop)
        page, view, profile = self.page, self.view, self.profile

        def release_the_rest() -> None:
            view.deleteLater()
            profile.deleteLater()
            self.deleteLater()

        page.destroyed.connect(release_the_rest)
        page.deleteLater()
