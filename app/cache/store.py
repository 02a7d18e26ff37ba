"""The local copy of projects, frames and themes. An edit is written here first, together with
its outbox entry, in one transaction; what the service says is taken in without one."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path

from app.cache import schema
from app.client import new_idempotency_key
from app.contract import Frame, Project, Theme


def frame_hash(frame: Frame) -> str:
    """What makes two copies of a frame the same (its id and project aside)."""
    content = json.dumps([frame.html, frame.label, frame.left, frame.top, frame.theme_id], separators=(",", ":"))
    return hashlib.sha256(content.encode("utf-8")).hexdigest()


def _frame(row: sqlite3.Row) -> Frame:
    return Frame(
        frame_id=row["frame_id"],
        project_id=row["project_id"],
        html=row["html"],
        label=row["label"],
        left=row["left"],
        top=row["top"],
        theme_id=row["theme_id"],
    )


class LocalCache:
    def __init__(self, path: Path | str) -> None:
        self.path = path
        self.db = schema.connect(path)

    def close(self) -> None:
        self.db.close()

    def _transaction(self):
        return _Transaction(self.db)

    # -- projects ----------------------------------------------------------------------------------

    def projects(self) -> list[Project]:
        rows = self.db.execute("SELECT id, name, created_at FROM projects ORDER BY created_at, id").fetchall()
        return [Project(id=r["id"], name=r["name"], created_at=r["created_at"]) for r in rows]

    def project(self, project_id: str) -> Project | None:
        return next((p for p in self.projects() if p.id == project_id), None)

    def keep_project(self, project: Project) -> None:
        self.db.execute(
            "INSERT INTO projects (id, name, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET name = excluded.name",
            (project.id, project.name, project.created_at.isoformat()),
        )

    # -- frames ------------------------------------------------------------------------------------

    def frames(self, project_id: str) -> list[Frame]:
        rows = self.db.execute(
            "SELECT * FROM frames WHERE project_id = ? ORDER BY position, frame_id", (project_id,)
        ).fetchall()
        return [_frame(row) for row in rows]

    def frame(self, frame_id: str) -> Frame | None:
        row = self.db.execute("SELECT * FROM frames WHERE frame_id = ?", (frame_id,)).fetchone()
        return _frame(row) if row else None

    def synced_hash(self, frame_id: str) -> str | None:
        row = self.db.execute("SELECT synced_hash FROM frames WHERE frame_id = ?", (frame_id,)).fetchone()
        return row["synced_hash"] if row else None

    def _put_frame(self, frame: Frame, synced_hash: str | None, keep_synced: bool) -> None:
        position = self.db.execute("SELECT COALESCE(MAX(position), -1) + 1 FROM frames").fetchone()[0]
        self.db.execute(
            "INSERT INTO frames (frame_id, project_id, html, label, left, top, theme_id, position, synced_hash) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(frame_id) DO UPDATE SET project_id = excluded.project_id, "
            "html = excluded.html, label = excluded.label, left = excluded.left, top = excluded.top, "
            "theme_id = excluded.theme_id" + ("" if keep_synced else ", synced_hash = excluded.synced_hash"),
            (
                frame.frame_id,
                frame.project_id,
                frame.html,
                frame.label,
                frame.left,
                frame.top,
                frame.theme_id,
                position,
                synced_hash,
            ),
        )

    def _enqueue(self, kind: str, target: str, payload: dict, base_hash: str | None) -> None:
        # a newer edit of the same thing replaces an older one not sent yet
        self.db.execute(
            "DELETE FROM outbox WHERE target = ? AND kind IN ('save_frame', 'delete_frame', "
            "'update_theme') AND attempts = 0 AND failed = 0",
            (target,),
        )
        self.db.execute(
            "INSERT INTO outbox (kind, target, payload, base_hash, idempotency_key, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (kind, target, json.dumps(payload), base_hash, new_idempotency_key(), time.time()),
        )

    def write_frame(self, frame: Frame) -> None:
        """An edit made on this machine: stored now, sent to the service by the outbox."""
        with self._transaction():
            self._put_frame(frame, None, keep_synced=True)
            self._enqueue(
                "save_frame",
                frame.frame_id,
                frame.model_dump(mode="json", by_alias=True),
                self.synced_hash(frame.frame_id),
            )

    def erase_frame(self, frame_id: str) -> None:
        with self._transaction():
            base = self.synced_hash(frame_id)
            frame = self.frame(frame_id)
            self.db.execute("DELETE FROM frames WHERE frame_id = ?", (frame_id,))
            self._enqueue(
                "delete_frame", frame_id, {"frameId": frame_id, "projectId": frame.project_id if frame else None}, base
            )

    def accept_frame(self, frame: Frame) -> None:
        """The service's copy of a frame: stored as synced."""
        with self._transaction():
            self._put_frame(frame, frame_hash(frame), keep_synced=False)

    def forget_frame(self, frame_id: str) -> None:
        self.db.execute("DELETE FROM frames WHERE frame_id = ?", (frame_id,))

    def mark_synced(self, frame: Frame) -> None:
        self.db.execute("UPDATE frames SET synced_hash = ? WHERE frame_id = ?", (frame_hash(frame), frame.frame_id))

    def pending_targets(self) -> set[str]:
        return {row[0] for row in self.db.execute("SELECT target FROM outbox WHERE failed = 0")}

    def accept_project(self, project: Project, frames: Iterable[Frame]) -> list[Frame]:
        """The service's copy of a whole project, merged: frames with edits still waiting in the
        outbox keep the local copy (the outbox settles them); the rest follow the service.
        Returns the merged frames."""
        frames = list(frames)
        pending = self.pending_targets()
        with self._transaction():
            self.keep_project(project)
            remote_ids = {frame.frame_id for frame in frames}
            for row in self.db.execute(
                "SELECT frame_id, synced_hash FROM frames WHERE project_id = ?", (project.id,)
            ).fetchall():
                # gone from the service, and not a local frame waiting to be sent
                if (
                    row["frame_id"] not in remote_ids
                    and row["frame_id"] not in pending
                    and row["synced_hash"] is not None
                ):
                    self.forget_frame(row["frame_id"])
            for frame in frames:
                if frame.frame_id not in pending:
                    self._put_frame(frame, frame_hash(frame), keep_synced=False)
        return self.frames(project.id)

    # -- themes ------------------------------------------------------------------------------------

    def themes(self) -> list[Theme]:
        rows = self.db.execute("SELECT * FROM themes ORDER BY name, id").fetchall()
        return [Theme(id=r["id"], name=r["name"], variants=json.loads(r["variants"])) for r in rows]

    def _put_theme(self, theme: Theme) -> None:
        self.db.execute(
            "INSERT INTO themes (id, name, variants) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET "
            "name = excluded.name, variants = excluded.variants",
            (theme.id, theme.name, json.dumps(theme.variants)),
        )

    def accept_themes(self, themes: Iterable[Theme]) -> list[Theme]:
        pending = self.pending_targets()
        with self._transaction():
            for theme in themes:
                if theme.id not in pending:
                    self._put_theme(theme)
        return self.themes()

    def write_theme(self, theme: Theme) -> None:
        with self._transaction():
            self._put_theme(theme)
            self._enqueue(
                "update_theme", theme.id, {"id": theme.id, "name": theme.name, "variants": theme.variants}, None
            )


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.outer = False

    def __enter__(self) -> _Transaction:
        self.outer = not self.db.in_transaction
        if self.outer:
            self.db.execute("BEGIN IMMEDIATE")
        return self

    def __exit__(self, kind, *_rest) -> None:
        if not self.outer:
            return
        self.db.execute("ROLLBACK" if kind else "COMMIT")
