"""Gives each canvas item its picture: from the snapshot cache on disk, or painted by the pool.

Pictures are asked for at the scale the canvas shows frames at, frames in sight first (nearest the
centre first), the rest after; what is asked for in one turn of the loop is painted in batches.
When the canvas stops zooming or panning, frames in sight whose pictures are too coarse for the
new zoom are painted again, sharper (a sharper picture is kept when zooming out).
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsView

from app.desktop.async_tasks import TaskSet
from app.desktop.canvas import FrameItem
from app.desktop.grid_painter import LEVELS, level_for
from app.desktop.models import ThemeList, themed_html
from app.desktop.snapshots import SnapshotPool

SETTLED_MS = 150  # after the last zoom or pan step, frames in sight are made sharp enough


class FramePictures:
    def __init__(self, pool: SnapshotPool, themes: ThemeList, tasks: TaskSet) -> None:
        self.pool = pool
        self.themes = themes
        self.tasks = tasks
        self._waiting: dict[FrameItem, None] = {}  # items to look at in the next pass, in order
        self._pass_due = False
        self._asked: dict[FrameItem, tuple[str, float]] = {}  # painting now: (html, level)
        self._view: QGraphicsView | None = None
        self._settled = QTimer()
        self._settled.setSingleShot(True)
        self._settled.setInterval(SETTLED_MS)
        self._settled.timeout.connect(self._sharpen)

    def html_of(self, item: FrameItem) -> str:
        return themed_html(item.frame.html, self.themes.get(item.frame.theme_id))

    def __call__(self, item: FrameItem) -> None:
        """The item needs a (new) picture: looked at in the next turn of the loop, with the others
        asked for in this one."""
        self._waiting[item] = None
        if not self._pass_due:
            self._pass_due = True
            QTimer.singleShot(0, self._pass)

    # -- where the canvas looks ------------------------------------------------------------------

    def _watch(self, item: FrameItem) -> QGraphicsView | None:
        scene = item.scene()
        views = scene.views() if scene is not None else []
        view = views[0] if views else None
        if view is not None and view is not self._view:
            self._view = view
            if hasattr(view, "zoom_changed"):
                view.zoom_changed.connect(self._moved)
            view.horizontalScrollBar().valueChanged.connect(self._moved)
            view.verticalScrollBar().valueChanged.connect(self._moved)
        return view

    def _moved(self, *_args) -> None:
        if not self.tasks.closed and shiboken6.isValid(self._settled):
            self._settled.start()

    def level_wanted(self, view: QGraphicsView | None) -> float:
        """The level that shows frames crisply at the view's zoom (pictures are painted at the
        pool's pixel ratio, shown at the view's)."""
        if view is None:
            return LEVELS[-1]
        shown = view.transform().m11() * view.viewport().devicePixelRatioF()
        return level_for(shown / max(self.pool.ratio, 1e-6))

    @staticmethod
    def _in_sight(view: QGraphicsView | None) -> QRectF | None:
        if view is None:
            return None
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def _sharpen(self) -> None:
        view = self._view
        if self.tasks.closed or view is None or not shiboken6.isValid(view) or view.scene() is None:
            return
        sight = self._in_sight(view)
        scene = view.scene()
        if sight is None or scene is None:
            return
        for item in scene.items(sight):
            if isinstance(item, FrameItem):
                self(item)

    # -- asking for pictures ---------------------------------------------------------------------

    def _pass(self) -> None:
        self._pass_due = False
        if self.tasks.closed:
            self._waiting.clear()
            return
        items = [item for item in self._waiting if shiboken6.isValid(item) and item.scene() is not None]
        self._waiting.clear()
        if not items:
            return
        view = self._watch(items[0])
        level = self.level_wanted(view)
        sight = self._in_sight(view)
        centre = sight.center() if sight is not None else QPointF()

        def order(item: FrameItem) -> tuple[bool, float]:
            box = item.sceneBoundingRect()
            seen = sight is None or box.intersects(sight)
            offset = box.center() - centre
            return not seen, offset.x() ** 2 + offset.y() ** 2

        for item in sorted(items, key=order):
            self._picture(item, level)

    def _picture(self, item: FrameItem, level: float) -> None:
        html = self.html_of(item)
        if item.picture_html == html and item.picture_level >= level:
            return  # sharp enough already
        if self._asked.get(item) == (html, level):
            return  # on its way
        for sharper in (lv for lv in LEVELS if lv >= level):  # on disk at this level or sharper
            cached = self.pool.cached(html, sharper)
            if cached is not None:
                self._show(item, cached, html, sharper)
                return
        if item.picture_html != html:  # meanwhile, a coarser picture of this HTML if there is one
            for coarser in reversed([lv for lv in LEVELS if lv < level]):
                cached = self.pool.cached(html, coarser)
                if cached is not None:
                    self._show(item, cached, html, coarser)
                    break
        self._asked[item] = (html, level)
        self.tasks.spawn(self._paint(item, html, level))

    def _show(self, item: FrameItem, path: Path, html: str, level: float) -> None:
        item.set_picture(QPixmap.fromImage(self.pool.image(path)), path.stem, html, level)

    async def _paint(self, item: FrameItem, html: str, level: float) -> None:
        try:
            path = await self.pool.snapshot(html, level)
        except Exception as failure:  # a page that cannot be painted shows why, in its place
            if self.html_of(item) == html:
                item.set_problem(f"Could not render: {failure}")
            return
        finally:
            if self._asked.get(item) == (html, level):
                del self._asked[item]
        if self.html_of(item) != html:
            return  # the frame changed meanwhile: its new look is on its way
        if item.picture_html == html and item.picture_level >= level:
            return  # a sharper one arrived first
        self._show(item, path, html, level)
