"""Stored frames and the projects that hold them."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Connection, delete, insert, select, update

from app.contract.frames import Frame, SaveFrame
from app.contract.projects import Project, ProjectDetail
from app.engine.db.tables import frames, projects
from app.engine.ids import new_id


def _frame(row) -> Frame:
    return Frame(
        frame_id=row.frame_id,
        project_id=row.project_id,
        html=row.html,
        label=row.label,
        left=row.left,
        top=row.top,
        theme_id=row.theme_id,
    )


def _project(row) -> Project:
    return Project(id=row.id, name=row.name, created_at=row.created_at)


def create_project(conn: Connection, account_id: str, name: str, now: datetime) -> Project:
    project = Project(id=new_id("prj"), name=name, created_at=now)
    conn.execute(insert(projects).values(id=project.id, account_id=account_id, name=name, created_at=now))
    return project


def list_projects(conn: Connection, account_id: str) -> list[Project]:
    rows = conn.execute(
        select(projects).where(projects.c.account_id == account_id).order_by(projects.c.created_at, projects.c.id)
    ).all()
    return [_project(r) for r in rows]


def get_project(conn: Connection, account_id: str, project_id: str) -> Project | None:
    row = conn.execute(select(projects).where(projects.c.id == project_id, projects.c.account_id == account_id)).first()
    return None if row is None else _project(row)


def project_detail(conn: Connection, account_id: str, project_id: str) -> ProjectDetail | None:
    project = get_project(conn, account_id, project_id)
    if project is None:
        return None
    rows = conn.execute(
        select(frames)
        .where(frames.c.project_id == project_id, frames.c.account_id == account_id)
        .order_by(frames.c.created_at, frames.c.id)
    ).all()
    return ProjectDetail(**project.model_dump(by_alias=False), frames=[_frame(r) for r in rows])


def delete_project(conn: Connection, account_id: str, project_id: str) -> bool:
    if get_project(conn, account_id, project_id) is None:
        return False
    conn.execute(delete(frames).where(frames.c.project_id == project_id, frames.c.account_id == account_id))
    conn.execute(delete(projects).where(projects.c.id == project_id))
    return True


def save_frame(conn: Connection, account_id: str, frame: SaveFrame, now: datetime) -> None:
    """Create the frame, or overwrite the caller's frame with the same frameId."""
    values = {
        "project_id": frame.project_id,
        "html": frame.html,
        "label": frame.label,
        "left": frame.left,
        "top": frame.top,
        "theme_id": frame.theme_id,
        "updated_at": now,
    }
    changed = conn.execute(
        update(frames).where(frames.c.account_id == account_id, frames.c.frame_id == frame.frame_id).values(**values)
    ).rowcount
    if not changed:
        conn.execute(insert(frames).values(account_id=account_id, frame_id=frame.frame_id, created_at=now, **values))


def get_frame(conn: Connection, account_id: str, frame_id: str) -> Frame | None:
    row = conn.execute(select(frames).where(frames.c.account_id == account_id, frames.c.frame_id == frame_id)).first()
    return None if row is None else _frame(row)


def delete_frame(conn: Connection, account_id: str, frame_id: str) -> bool:
    return bool(
        conn.execute(delete(frames).where(frames.c.account_id == account_id, frames.c.frame_id == frame_id)).rowcount
    )
