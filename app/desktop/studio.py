"""The open project wired to the local cache and the service: no Qt, so it runs headless.

Edits land in the models, go to the cache (with an outbox entry) at once, and reach the service
when it answers. Opening works offline from the cache.
"""

from __future__ import annotations

import asyncio
import logging

from app.cache import Conflict, LocalCache, Outbox
from app.client import (
    AuthenticationError,
    NotImplementedByServiceError,
    ServerError,
    ServiceClient,
    ServiceError,
    ServiceUnavailableError,
)
from app.contract import Frame, Project, Theme
from app.desktop.models import Event, ProjectModel, ThemeList
from app.desktop.models.frame_editor import FrameEditor
from app.desktop.models.frames import USER

log = logging.getLogger(__name__)

FIRST_PROJECT = "My screens"
RETRY_DELAYS = (2.0, 5.0, 10.0, 30.0, 60.0)

ONLINE, OFFLINE, CONNECTING, REFUSED = "online", "offline", "connecting", "refused"


class Studio:
    def __init__(self, client: ServiceClient, cache: LocalCache) -> None:
        self.client = client
        self.cache = cache
        self.outbox = Outbox(cache)
        self.project = ProjectModel()
        self.editor = FrameEditor(self.project)  # changes to the elements of a frame
        self.themes = ThemeList()
        self.state = CONNECTING
        self.state_reason = ""
        self.state_changed = Event()  # (state, reason)
        self.notice = Event()  # (message): something the user should read
        self.synced = Event()  # (FlushReport)
        self._flush_task: asyncio.Task | None = None
        self._retry: asyncio.TimerHandle | None = None
        self._retries = 0
        self._closed = False
        self.project.frames.added.connect(self._frame_edited)
        self.project.frames.changed.connect(self._frame_edited)
        self.project.frames.removed.connect(self._frame_removed)
        self.themes.changed.connect(self._theme_edited)

    # -- service state -----------------------------------------------------------------------------

    def _set_state(self, state: str, reason: str = "") -> None:
        if (state, reason) != (self.state, self.state_reason):
            self.state, self.state_reason = state, reason
            self.state_changed.emit(state, reason)

    def service_failed(self, failure: ServiceError) -> None:
        """Note what a failed call says about the service's state."""
        if isinstance(failure, (ServiceUnavailableError, ServerError)) and not isinstance(
            failure, NotImplementedByServiceError
        ):
            self._set_state(OFFLINE, failure.body.error)
        elif isinstance(failure, AuthenticationError):
            self._set_state(REFUSED, failure.body.error)

    # -- opening -----------------------------------------------------------------------------------

    async def open(self, project_id: str | None = None) -> None:
        """Open a project (the one named, else the first; one is created when there is none),
        from the service when it answers, else from the cache."""
        project: Project | None
        try:
            project, frames, themes = await self._from_service(project_id)
            self._set_state(ONLINE)
        except (ServiceUnavailableError, ServerError, AuthenticationError) as down:
            self.service_failed(down)
            cached = self.cache.projects()
            project = next((p for p in cached if p.id == project_id), cached[0] if cached else None)
            if project is None:
                self.notice.emit(
                    "The service is not reachable and nothing is cached yet: "
                    "the project opens once the service answers."
                )
                self._schedule_retry(self._reopen)
                return
            frames, themes = self.cache.frames(project.id), self.cache.themes()
        self.themes.load(themes)
        self.project.open(project.id, project.name, frames)
        self.request_flush()

    async def _from_service(self, project_id: str | None) -> tuple[Project, list[Frame], list[Theme]]:
        projects = await self.client.list_projects()
        chosen = next((p for p in projects if p.id == project_id), projects[0] if projects else None)
        if chosen is None:
            chosen = await self.client.create_project(FIRST_PROJECT)
        detail = await self.client.get_project(chosen.id)
        frames = self.cache.accept_project(chosen, detail.frames)
        themes = self.cache.accept_themes(await self.client.list_themes())
        return chosen, frames, themes

    def _reopen(self) -> None:
        if self.project.id is None and not self._closed:
            asyncio.ensure_future(self.open())

    # -- saving ------------------------------------------------------------------------------------

    def _frame_edited(self, frame: Frame, source: str) -> None:
        if source == USER and not self._closed:
            self.cache.write_frame(frame)
            self.request_flush()

    def _frame_removed(self, frame: Frame, source: str) -> None:
        if source == USER and not self._closed:
            self.cache.erase_frame(frame.frame_id)
            self.request_flush()

    def _theme_edited(self, theme: Theme, source: str) -> None:
        if source == USER and not self._closed:
            self.cache.write_theme(theme)
            self.request_flush()

    def request_flush(self) -> None:
        """Send what waits in the outbox, soon; one flush at a time."""
        if self._closed or (self._flush_task is not None and not self._flush_task.done()):
            return
        self._flush_task = asyncio.ensure_future(self.flush())

    async def flush(self):
        report = await self.outbox.flush(self.client)
        for conflict in report.conflicts:
            self._show_conflict(conflict)
        for failure in report.failures:
            self.notice.emit(f"The service refused a change: {failure}")
        if report.offline:
            self._set_state(OFFLINE, report.offline)
            self._schedule_retry(self.request_flush)
        else:
            self._retries = 0
            if report.sent and self.state != REFUSED:  # something reached the service
                self._set_state(ONLINE)
            if report.remaining:  # edits made while this flush ran
                asyncio.get_running_loop().call_soon(self.request_flush)
        self.synced.emit(report)
        return report

    def _show_conflict(self, conflict: Conflict) -> None:
        service = conflict.service_frame
        if service.project_id == self.project.id:
            self.project.take_from_service(service)
            if conflict.local_copy is not None:
                self.project.take_from_service(conflict.local_copy)
        if conflict.local_copy is not None:
            self.notice.emit(
                f"“{service.label}” was changed on the service: its version is kept, and yours is "
                f"beside it as “{conflict.local_copy.label}”."
            )
        else:
            self.notice.emit(f"“{service.label}” was changed on the service, so it was not deleted.")

    def _schedule_retry(self, action) -> None:
        if self._closed:
            return
        if self._retry is not None:
            self._retry.cancel()
        delay = RETRY_DELAYS[min(self._retries, len(RETRY_DELAYS) - 1)]
        self._retries += 1
        self._retry = asyncio.get_running_loop().call_later(delay, action)

    async def close(self) -> None:
        self._closed = True
        if self._retry is not None:
            self._retry.cancel()
        if self._flush_task is not None and not self._flush_task.done():
            self._flush_task.cancel()
            try:
                await self._flush_task
            except (asyncio.CancelledError, Exception):
                pass
