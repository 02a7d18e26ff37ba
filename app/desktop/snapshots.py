"""Pictures of frames for the canvas, painted many at a time (see `grid_painter`) by a small pool
of offscreen pages, and kept on disk.

Pictures are painted at the scale the canvas shows frames at, so a canvas of a hundred small
frames asks for small pictures and a frame looked at closely is painted again, sharper. The PNGs
are kept on disk under the hash of the HTML and the picture's size, so a frame seen before shows
at once; new ones are shown from memory while a thread writes them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import hashlib
import math
import os
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QImage

from app.desktop.frame_web import FRAME_SIZE
from app.desktop.grid_painter import CELLS, MAX_HTML_BYTES, GridPainter, capacity, picture_size

VERSION = b"snapshot-2"


def html_key(html: str, size: tuple[int, int] = FRAME_SIZE, picture: tuple[int, int] | None = None) -> str:
    """The cache key of the picture of `html` laid out at `size`, `picture` pixels large."""
    digest = hashlib.sha256(VERSION)
    digest.update(f"{size[0]}x{size[1]}".encode())
    if picture is not None and picture != size:
        digest.update(f"@{picture[0]}x{picture[1]}".encode())
    digest.update(html.encode("utf-8"))
    return digest.hexdigest()


@dataclass
class Request:
    key: str
    html: str
    level: float
    path: Path
    future: asyncio.Future


class SnapshotPool:
    """`await pool.snapshot(html, level)`: the path of the frame's PNG, painted once per distinct
    HTML and size. Requests are painted in the order they come, many in one batch."""

    def __init__(self, directory: Path, allow: tuple[str, ...] = (), pages: int = 2, cells: int = CELLS) -> None:
        self.directory = directory
        self.allow = allow
        self.size = pages
        self.cells = cells
        self._painters: list[GridPainter] = []
        self._idle: list[GridPainter] = []
        self._queue: deque[Request] = deque()
        self._painting: dict[str, asyncio.Future[Path]] = {}
        self._pump_due = False
        self._running: set[asyncio.Task] = set()
        self._fresh: dict[str, QImage] = {}  # painted, on its way to the disk
        self._writer = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="snapshots")
        self.painted = 0  # how many pictures were painted (not found on disk)
        self.batches = 0  # in how many grabs
        self.closed = False
        self.writing = True  # pictures go to the disk (until `stop_writing`)

    @property
    def ratio(self) -> float:
        """The pixel ratio pictures are painted at."""
        if self._painters:
            return self._painters[0].ratio
        screen = QGuiApplication.primaryScreen()
        return screen.devicePixelRatio() if screen is not None else 1.0

    def start(self) -> None:
        """Make the pages (each loads its grid in the background), when the first picture is asked
        for: made earlier, they would slow the window and the project down while they open.
        Called again, does nothing."""
        if self.closed or self._painters:
            return
        for _ in range(self.size):
            painter = GridPainter(self.allow, self.cells)
            self._painters.append(painter)
            self._idle.append(painter)

    def key_for(self, html: str, level: float = 1.0) -> str:
        return html_key(html, FRAME_SIZE, picture_size(level, self.ratio))

    def path_for(self, html: str, level: float = 1.0) -> Path:
        return self.directory / f"{self.key_for(html, level)}.png"

    def cached(self, html: str, level: float = 1.0) -> Path | None:
        path = self.path_for(html, level)
        return path if path.stem in self._fresh or path.exists() else None

    def image(self, path: Path) -> QImage:
        """The picture at `path` (still in memory when just painted)."""
        fresh = self._fresh.get(path.stem)
        return fresh if fresh is not None else QImage(str(path))

    async def snapshot(self, html: str, level: float = 1.0) -> Path:
        path = self.path_for(html, level)
        if path.stem in self._fresh or path.exists():
            return path
        if self.closed:
            raise RuntimeError("the snapshot pages are closed")
        key = path.stem
        future = self._painting.get(key)
        if future is None:  # else the same picture is already on its way
            future = asyncio.get_running_loop().create_future()
            self._painting[key] = future
            self._queue.append(Request(key, html, level, path, future))
            self._schedule_pump()
        return await asyncio.shield(future)

    def _schedule_pump(self) -> None:
        """Batch what is asked for in this turn of the loop: the pump runs at the next one."""
        if not self._pump_due:
            self._pump_due = True
            asyncio.get_running_loop().call_soon(self._pump)

    def _pump(self) -> None:
        self._pump_due = False
        if self.closed:
            return
        self.start()
        while self._queue and self._idle:
            painter = self._idle.pop(0)
            batch = self._take(len(self._idle) + 1)
            if not batch:
                self._idle.append(painter)
                break
            task = asyncio.ensure_future(self._paint(painter, batch))
            self._running.add(task)
            task.add_done_callback(self._running.discard)

    def _take(self, painters: int) -> list[Request]:
        """The oldest request's level, and the next requests at that level, shared fairly among
        the idle painters."""
        while self._queue and self._queue[0].future.done():
            self._queue.popleft()
        if not self._queue:
            return []
        level = self._queue[0].level
        same = sum(1 for request in self._queue if request.level == level and not request.future.done())
        room = capacity(level, self.ratio, self.cells)
        count = min(room, math.ceil(same / painters))
        batch: list[Request] = []
        size = 0
        kept: deque[Request] = deque()
        while self._queue:
            request = self._queue.popleft()
            if request.future.done():
                continue
            fits = len(batch) < count and (not batch or size + len(request.html) <= MAX_HTML_BYTES)
            if request.level == level and fits:
                batch.append(request)
                size += len(request.html)
            else:
                kept.append(request)
        self._queue = kept
        return batch

    async def _paint(self, painter: GridPainter, batch: list[Request]) -> None:
        """Paint a batch; the pictures are handed over at once and written to disk in a thread."""
        try:
            pictures = await painter.paint([request.html for request in batch], batch[0].level)
            self.batches += 1
            for request, picture in zip(batch, pictures):
                self._fresh[request.key] = picture
                self.painted += 1
                if not request.future.done():
                    request.future.set_result(request.path)
            if self.writing:  # else kept in memory for what is left of the session
                writing = asyncio.get_running_loop().run_in_executor(
                    self._writer, self._write, [(request.path, picture) for request, picture in zip(batch, pictures)]
                )
                keys = [request.key for request in batch]
                writing.add_done_callback(functools.partial(self._written, keys))
        except asyncio.CancelledError:
            for request in batch:
                request.future.cancel()
            raise
        except Exception as failure:
            for request in batch:
                if not request.future.done():
                    request.future.set_exception(failure)
                    request.future.exception()  # marked as seen: whoever waits gets it too
        finally:
            for request in batch:
                if self._painting.get(request.key) is request.future:
                    del self._painting[request.key]
            if not painter.closed:
                self._idle.append(painter)
            if self._queue and not self.closed:
                self._schedule_pump()

    def _write(self, pictures: list[tuple[Path, QImage]]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        for path, picture in pictures:
            partial = path.with_suffix(f".{os.getpid()}.tmp")
            written = picture.save(str(partial), "PNG")  # type: ignore[call-overload]  # Qt takes the format by name
            if not written:
                raise OSError(f"could not write {partial}")
            os.replace(partial, path)

    def _written(self, keys: list[str], done: asyncio.Future) -> None:
        if done.cancelled() or done.exception() is not None:
            return  # kept in memory: this session still shows them
        for key in keys:
            self._fresh.pop(key, None)

    def close(self) -> None:
        """Close every page (each releases its profile after itself); nothing is painted after."""
        self.closed = True
        for future in self._painting.values():
            if not future.done():
                future.cancel()
        self._painting.clear()
        self._queue.clear()
        for task in self._running:
            task.cancel()
        for painter in self._painters:
            painter.close()
        self._painters.clear()
        self._idle.clear()
        self.stop_writing()

    def stop_writing(self) -> None:
        """Write what was painted (it is on disk for next time) and join the writer thread; what is
        painted after stays in memory. Called again, does nothing."""
        self.writing = False
        self._writer.shutdown(wait=True)
