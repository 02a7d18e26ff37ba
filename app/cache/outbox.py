"""Sending local edits to the service, in order, until each one lands.

Every entry carries one Idempotency-Key, reused by every attempt. A service that cannot be
reached (or answers 5xx) stops the flush; the entry is tried again on the next one. A frame
that changed on the service since this machine last saw it is a conflict: the service's copy
wins and the local one is kept as a duplicate frame beside it.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field

from app.cache.ids import new_frame_id
from app.cache.keyed_requests import idempotency_key
from app.cache.store import LocalCache, frame_hash
from app.client import NotFoundError, ServerError, ServiceClient, ServiceError, ServiceUnavailableError
from app.contract import Frame, SaveFrame, Theme, UpdateTheme

LOCAL_COPY = "{label} (local copy)"
COPY_OFFSET = 430.0


@dataclass
class Conflict:
    """The service's frame won; the local edit lives on as `local_copy` (None for a delete)."""

    service_frame: Frame
    local_copy: Frame | None


@dataclass
class FlushReport:
    sent: int = 0
    conflicts: list[Conflict] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)  # entries the service refused, in words
    offline: str | None = None  # why the flush stopped early, when it did
    remaining: int = 0


class Outbox:
    def __init__(self, cache: LocalCache) -> None:
        self.cache = cache

    @property
    def db(self) -> sqlite3.Connection:
        return self.cache.db

    def pending(self, after: int = 0) -> list[sqlite3.Row]:
        return self.db.execute("SELECT * FROM outbox WHERE failed = 0 AND seq > ? ORDER BY seq", (after,)).fetchall()

    def _entries(self):
        """Pending entries in order, including those added while sending (a conflict's copy)."""
        last = 0
        while batch := self.pending(after=last):
            for entry in batch:
                last = entry["seq"]
                yield entry

    def failed(self) -> list[sqlite3.Row]:
        return self.db.execute("SELECT * FROM outbox WHERE failed = 1 ORDER BY seq").fetchall()

    async def flush(self, client: ServiceClient) -> FlushReport:
        report = FlushReport()
        remote: dict[str, dict[str, Frame]] = {}  # project id -> the service's frames, read once per flush
        for entry in self._entries():
            self.db.execute("UPDATE outbox SET attempts = attempts + 1 WHERE seq = ?", (entry["seq"],))
            try:
                with idempotency_key(entry["idempotency_key"]):
                    conflict = await self._send(client, entry, remote)
            except (ServiceUnavailableError, ServerError) as down:
                self.db.execute("UPDATE outbox SET last_error = ? WHERE seq = ?", (down.body.error, entry["seq"]))
                report.offline = down.body.error
                break
            except ServiceError as refused:
                self.db.execute(
                    "UPDATE outbox SET failed = 1, last_error = ? WHERE seq = ?", (refused.body.error, entry["seq"])
                )
                report.failures.append(refused.body.error)
                continue
            self.db.execute("DELETE FROM outbox WHERE seq = ?", (entry["seq"],))
            report.sent += 1
            if conflict is not None:
                report.conflicts.append(conflict)
        report.remaining = len(self.pending())
        return report

    async def _service_frames(
        self, client: ServiceClient, project_id: str, remote: dict[str, dict[str, Frame]]
    ) -> dict[str, Frame]:
        if project_id not in remote:
            detail = await client.get_project(project_id)
            remote[project_id] = {frame.frame_id: frame for frame in detail.frames}
        return remote[project_id]

    async def _send(
        self, client: ServiceClient, entry: sqlite3.Row, remote: dict[str, dict[str, Frame]]
    ) -> Conflict | None:
        payload = json.loads(entry["payload"])
        if entry["kind"] == "update_theme":
            theme = Theme.model_validate(payload)
            await client.update_theme(UpdateTheme(id=theme.id, name=theme.name, variants=theme.variants))
            return None
        if entry["kind"] == "save_frame":
            return await self._save_frame(client, Frame.model_validate(payload), entry["base_hash"], remote)
        if entry["kind"] == "delete_frame":
            return await self._delete_frame(
                client, payload["frameId"], payload.get("projectId"), entry["base_hash"], remote
            )
        raise ValueError(f"unknown outbox entry {entry['kind']!r}")

    async def _save_frame(
        self, client: ServiceClient, local: Frame, base_hash: str | None, remote: dict[str, dict[str, Frame]]
    ) -> Conflict | None:
        service = (await self._service_frames(client, local.project_id, remote)).get(local.frame_id)
        if service is not None and frame_hash(service) != frame_hash(local) and frame_hash(service) != base_hash:
            return self._keep_both(service, local)
        await client.save_frame(
            SaveFrame(
                frame_id=local.frame_id,
                html=local.html,
                project_id=local.project_id,
                label=local.label,
                left=local.left,
                top=local.top,
                theme_id=local.theme_id,
            )
        )
        remote[local.project_id][local.frame_id] = local
        if self.cache.frame(local.frame_id) == local:
            self.cache.mark_synced(local)
        return None

    def _keep_both(self, service: Frame, local: Frame) -> Conflict:
        """The service wins; the local edit becomes a new frame beside it, to be sent in turn."""
        copy = local.model_copy(
            update={
                "frame_id": new_frame_id(),
                "label": LOCAL_COPY.format(label=local.label),
                "left": service.left + COPY_OFFSET,
                "top": service.top,
            }
        )
        self.cache.accept_frame(service)
        self.cache.write_frame(copy)
        return Conflict(service, copy)

    async def _delete_frame(
        self,
        client: ServiceClient,
        frame_id: str,
        project_id: str | None,
        base_hash: str | None,
        remote: dict[str, dict[str, Frame]],
    ) -> Conflict | None:
        if project_id is not None:
            service = (await self._service_frames(client, project_id, remote)).get(frame_id)
            if service is None:
                return None  # already gone (an earlier attempt, or elsewhere)
            if base_hash is not None and frame_hash(service) != base_hash:
                self.cache.accept_frame(service)  # changed on the service since: it stays
                return Conflict(service, None)
        try:
            await client.delete_frame(frame_id)
        except NotFoundError:
            pass
        if project_id is not None:
            remote[project_id].pop(frame_id, None)
        return None
