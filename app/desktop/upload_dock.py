"""The upload dock: drop screenshots or paste one; each becomes a frame through POST /image-to-html."""

from __future__ import annotations

import asyncio
import base64
import logging
import mimetypes
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.contract import ImageToHtmlRequest
from app.contract.limits import CREDIT_COSTS, Endpoint
from app.desktop.async_tasks import TaskSet
from app.desktop.image_files import IMAGE_FILTER, IMAGE_SUFFIXES
from app.desktop.models.frames import new_frame_id
from app.desktop.models.screen_themes import DropThemes, screen_theme, themeable
from app.desktop.originals import Originals
from app.desktop.studio import Studio
from app.desktop.wording import describe

__all__ = ["IMAGE_FILTER", "IMAGE_SUFFIXES", "Screenshot", "UploadDock"]
log = logging.getLogger(__name__)
COST = CREDIT_COSTS[Endpoint.IMAGE_TO_HTML]


@dataclass
class Screenshot:
    name: str
    data: bytes | None = None
    path: Path | None = None
    media_type: str = "image/png"

    async def read(self, tasks: TaskSet) -> bytes:
        """The image's bytes, a file read in one of the window's threads."""
        if self.data is None and self.path is not None:
            self.data = await tasks.in_thread(self.path.read_bytes)
        return self.data or b""

    def data_url(self, data: bytes) -> str:
        return f"data:{self.media_type};base64,{base64.b64encode(data).decode()}"


class UploadRow(QWidget):
    """One screenshot in the queue: its name, progress, state and a cancel button."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = QLabel(name)
        self.state = QLabel("Waiting")
        self.state.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(f"Progress of {name}")
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.cancel = QPushButton("Cancel")
        self.cancel.setAccessibleName(f"Cancel {name}")
        top = QHBoxLayout()
        top.addWidget(self.name, 1)
        top.addWidget(self.cancel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(self.state)

    def show_step(self, words: str, percent: int | None) -> None:
        self.state.setText(words)
        if percent is None:
            self.progress.setRange(0, 0)  # busy, no measure
        else:
            self.progress.setRange(0, 100)
            self.progress.setValue(percent)

    def finish(self, words: str, percent: int) -> None:
        self.show_step(words, percent)
        self.cancel.setEnabled(False)


class UploadDock(QDockWidget):
    frame_made = Signal(str)  # a frame made from a screenshot (its id); the original is kept

    def __init__(self, studio: Studio, tasks: TaskSet, originals: Originals | None = None) -> None:
        super().__init__("Upload")
        self.setObjectName("uploadDock")
        self.setAccessibleName("Upload screenshots")
        self.studio = studio
        self.tasks = tasks
        self.originals = originals
        self.one_at_a_time = asyncio.Semaphore(1)
        self.rows: list[UploadRow] = []
        body = QWidget()
        self.setWidget(body)
        self.setAcceptDrops(True)
        hint = QLabel(f"Drop screenshots here or paste one. Each becomes a frame ({COST} credits).")
        hint.setWordWrap(True)
        self.open_button = QPushButton("Open images…")
        self.open_button.setAccessibleName("Open images")
        self.paste_button = QPushButton("Paste")
        self.paste_button.setAccessibleName("Paste image")
        self.paste_button.clicked.connect(self.paste)
        self.open_button.clicked.connect(self._open)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.paste_button)
        self.queue = QListWidget()
        self.queue.setObjectName("uploadQueue")
        self.queue.setAccessibleName("Upload queue")
        layout = QVBoxLayout(body)
        layout.addWidget(hint)
        layout.addLayout(buttons)
        layout.addWidget(self.queue, 1)
        self.body_layout = layout

    def add_control(self, widget: QWidget) -> None:
        """A control below the queue (the original-screenshot overlay)."""
        self.body_layout.addWidget(widget)

    def _open(self) -> None:
        window = self.window()
        if hasattr(window, "open_images"):
            window.open_images()

    # -- what comes in -------------------------------------------------------------------------

    def add_files(self, paths: list[Path]) -> list[asyncio.Task]:
        """Screenshots dropped or opened together: one drop, whose screens share a theme where they look alike."""
        drop = DropThemes()
        return [
            self.add(
                Screenshot(path.stem, path=path, media_type=mimetypes.guess_type(path.name)[0] or "image/png"), drop
            )
            for path in paths
            if path.suffix.lower() in IMAGE_SUFFIXES
        ]

    def paste(self) -> list[asyncio.Task]:
        data = QApplication.clipboard().mimeData()
        if data is None:
            return []
        if data.hasImage():
            image = QImage(data.imageData())
            buffer = QBuffer()
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            image.save(buffer, "PNG")  # type: ignore[call-overload]  # Qt takes the format by name
            return [self.add(Screenshot("Pasted screen", data=buffer.data().data()))]
        if data.hasUrls():
            return self.add_files([Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()])
        return []

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if event.mimeData().hasUrls() or event.mimeData().hasImage():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self.add_files([Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()])
        event.acceptProposedAction()

    # -- the queue -----------------------------------------------------------------------------

    def add(self, screenshot: Screenshot, drop: DropThemes | None = None) -> asyncio.Task:
        row = UploadRow(screenshot.name)
        item = QListWidgetItem()
        item.setSizeHint(row.sizeHint())
        self.queue.addItem(item)
        self.queue.setItemWidget(item, row)
        self.rows.append(row)
        task = self.tasks.spawn(self._convert(screenshot, row, drop or DropThemes()))
        row.cancel.clicked.connect(task.cancel)
        task.add_done_callback(lambda done: row.finish("Cancelled", 0) if done.cancelled() else None)
        return task

    async def _theme_for(self, variables: dict[str, str], name: str, drop: DropThemes) -> str | None:
        """The screen's own theme (its style guide's variables, named after it), or the one a screen of
        the same drop with the same look already has."""
        variables = themeable(variables)
        if not variables:
            return None
        shared = drop.matching(variables)
        if shared is not None and self.studio.themes.get(shared) is not None:
            return shared
        theme = await self.studio.client.create_theme(screen_theme(name, variables))
        self.studio.cache.accept_themes([theme])
        self.studio.themes.put(theme, source="service")
        drop.remember(variables, theme.id)
        return theme.id

    async def _convert(self, screenshot: Screenshot, row: UploadRow, drop: DropThemes) -> None:
        from app.client import ServiceError

        unthemed = ""  # why the frame came without its theme, when it did
        try:
            async with self.one_at_a_time:
                row.show_step("Reading", 10)
                data = await screenshot.read(self.tasks)
                row.show_step("Converting", None)
                result = await self.studio.client.image_to_html(
                    ImageToHtmlRequest(image=screenshot.data_url(data), label=screenshot.name)
                )
                frame_id = new_frame_id()
                if self.originals is not None:  # kept first, so the frame has it from the start
                    try:
                        await self.tasks.in_thread(self.originals.keep, frame_id, data)
                    except OSError:
                        pass  # only the comparison with the original is lost
                if self.studio.project.id is None:
                    raise RuntimeError("no project is open")
                row.show_step("Making its theme", 95)
                try:
                    theme_id = await self._theme_for(result.style_guide.theme_variables, screenshot.name, drop)
                except (ServiceError, ValueError) as failure:  # the frame still lands, in its own colours
                    log.warning("the converted screen's theme could not be made: %s", failure)
                    theme_id, unthemed = None, describe(failure)
                    if isinstance(failure, ServiceError):
                        self.studio.service_failed(failure)
                self.studio.project.add_frame(result.html, screenshot.name, theme_id=theme_id, frame_id=frame_id)
            row.finish(f"On the canvas, without its theme: {unthemed}" if unthemed else "On the canvas", 100)
            self.frame_made.emit(frame_id)
        except Exception as failure:  # shown on its row, in words
            row.finish(describe(failure), 0)
            if isinstance(failure, ServiceError):
                self.studio.service_failed(failure)
