"""The selected frame as a live page when zoomed in past 100 %.

Zoomed in on one selected frame, its snapshot gives way to a real web view over it (sharp at any
zoom, hover styles work), scaled with the canvas; clicks pass through it to the canvas, where they
pick elements, and while elements of the frame are selected the snapshot (with their outlines) stays. Zooming back to 100 % or
less, selecting something else or nothing, puts the snapshot back and releases the page.

Frame HTML is untrusted: the page has its own off-the-record profile, scripts off, and every
request blocked except the frame itself, data:, blob: and the engine's CDN (as for snapshots).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, Qt, QUrl
from PySide6.QtWebEngineCore import QWebEnginePage, QWebEngineProfile
from PySide6.QtWebEngineWidgets import QWebEngineView

from app.desktop.canvas.frame_item import HEIGHT, WIDTH, FrameItem
from app.desktop.canvas.scene import CanvasScene
from app.desktop.canvas.view import CanvasView
from app.desktop.frame_web import FRAME_SCHEME, Gate, PageSource, lock_down

LIVE_ABOVE_ZOOM = 1.0


class LiveFrame(QObject):
    def __init__(
        self, view: CanvasView, scene: CanvasScene, html_of: Callable[[FrameItem], str], allow: tuple[str, ...]
    ) -> None:
        super().__init__(view)
        self.canvas = view
        self.scene = scene
        self.html_of = html_of
        self.allow = allow
        self.item: FrameItem | None = None
        self.html = ""
        self.web: QWebEngineView | None = None
        self.page: QWebEnginePage | None = None
        self.profile: QWebEngineProfile | None = None
        self.loads = 0
        self.held: Callable[[FrameItem], bool] = lambda _item: False  # the snapshot stays (elements are being edited)
        self._closed = False
        view.zoom_changed.connect(lambda _zoom: self.follow())
        view.horizontalScrollBar().valueChanged.connect(lambda _value: self._place())
        view.verticalScrollBar().valueChanged.connect(lambda _value: self._place())
        scene.selectionChanged.connect(self.follow)
        scene.project.frames.changed.connect(lambda _frame, _source: self.follow())

    @property
    def showing(self) -> bool:
        return self.web is not None and self.web.isVisible()

    def target(self) -> FrameItem | None:
        if self._closed or self.canvas.zoom <= LIVE_ABOVE_ZOOM:
            return None
        chosen = [item for item in self.scene.selectedItems() if isinstance(item, FrameItem)]
        return chosen[0] if len(chosen) == 1 and not self.held(chosen[0]) else None

    def follow(self) -> None:
        """Show the live page on the selected frame, or go back to the snapshot."""
        item = self.target()
        if item is None:
            self.release()
            return
        if self.web is None or self.page is None:
            self._make_page()
        web, page = self.web, self.page
        assert web is not None and page is not None
        html = self.html_of(item)
        if item is not self.item or html != self.html:
            self.item, self.html = item, html
            self.source.html = html.encode("utf-8")
            self.loads += 1
            page.load(QUrl(f"{FRAME_SCHEME}://live/{self.loads}"))
        self._place()
        web.show()

    def _place(self) -> None:
        if self.web is None or self.page is None or self.item is None:
            return
        zoom = self.canvas.zoom
        corner = self.canvas.mapFromScene(self.item.mapToScene(0, 0))
        self.web.setGeometry(QRect(corner.x(), corner.y(), round(WIDTH * zoom), round(HEIGHT * zoom)))
        if abs(self.page.zoomFactor() - zoom) > 1e-3:
            self.page.setZoomFactor(max(0.25, min(5.0, zoom)))

    def _make_page(self) -> None:
        self.profile = QWebEngineProfile(self)  # off the record
        self.profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.MemoryHttpCache)
        self.gate = Gate(self.allow)
        self.profile.setUrlRequestInterceptor(self.gate)
        self.source = PageSource()
        self.profile.installUrlSchemeHandler(FRAME_SCHEME.encode(), self.source)
        self.web = QWebEngineView(self.canvas.viewport())
        self.web.setObjectName("liveFrame")
        self.web.setAccessibleName("Selected frame, live")
        self.web.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.web.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)  # clicks pick elements
        self.page = QWebEnginePage(self.profile, self.web)
        self.web.setPage(self.page)
        lock_down(self.page)

    def release(self) -> None:
        """Back to the snapshot: the page goes first, its view and profile once it is gone."""
        self.item, self.html = None, ""
        page, web, profile = self.page, self.web, self.profile
        if page is None or web is None or profile is None:
            return
        self.web = self.page = self.profile = None
        web.hide()

        def release_the_rest() -> None:
            web.deleteLater()
            profile.deleteLater()

        page.destroyed.connect(release_the_rest)
        page.deleteLater()

    def close(self) -> None:
        self._closed = True
        self.release()
