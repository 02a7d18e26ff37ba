"""Gives each canvas item its picture: from the snapshot cache on disk, or painted by the pool."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from app.desktop.async_tasks import TaskSet
from app.desktop.canvas import FrameItem
from app.desktop.models import ThemeList, themed_html
from app.desktop.snapshots import SnapshotPool


class FramePictures:
    def __init__(self, pool: SnapshotPool, themes: ThemeList, tasks: TaskSet) -> None:
        self.pool = pool
        self.themes = themes
        self.tasks = tasks

    def html_of(self, item: FrameItem) -> str:
        return themed_html(item.frame.html, self.themes.get(item.frame.theme_id))

    def __call__(self, item: FrameItem) -> None:
        html = self.html_of(item)
        key = self.pool.path_for(html).stem
        if item.picture_key == key:
            return
        cached = self.pool.cached(html)
        if cached is not None:
            item.set_picture(QPixmap(str(cached)), key)
            return
        self.tasks.spawn(self._paint(item, html, key))

    async def _paint(self, item: FrameItem, html: str, key: str) -> None:
        try:
            path = await self.pool.snapshot(html)
        except Exception as failure:  # a page that cannot be painted shows why, in its place
            item.set_problem(f"Could not render: {failure}")
            return
        if self.html_of(item) == html:  # still what the frame looks like
            item.set_picture(QPixmap(str(path)), key)
