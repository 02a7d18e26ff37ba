"""Stored themes: each account sees only its own."""

from __future__ import annotations

import json
from datetime import datetime

from sqlalchemy import Connection, delete, insert, select, update

from app.contract.themes import DEFAULT_THEME_NAME, DEFAULT_VARIANT, CreateTheme, Theme, UpdateTheme
from app.engine.db.tables import frames, themes
from app.engine.ids import new_id


def _theme(row) -> Theme:
    return Theme(id=row.id, name=row.name, variants=json.loads(row.variants))


def list_themes(conn: Connection, account_id: str) -> list[Theme]:
    rows = conn.execute(
        select(themes).where(themes.c.account_id == account_id).order_by(themes.c.created_at, themes.c.id)
    ).all()
    return [_theme(r) for r in rows]


def get_theme(conn: Connection, account_id: str, theme_id: str) -> Theme | None:
    row = conn.execute(select(themes).where(themes.c.id == theme_id, themes.c.account_id == account_id)).first()
    return None if row is None else _theme(row)


def create_theme(conn: Connection, account_id: str, request: CreateTheme, now: datetime) -> Theme:
    if request.variants is not None:
        variants = request.variants
    elif request.variables is not None:
        variants = {DEFAULT_VARIANT: request.variables}
    else:
        variants = {DEFAULT_VARIANT: {}}
    theme = Theme(id=new_id("thm"), name=request.name or DEFAULT_THEME_NAME, variants=variants)
    conn.execute(
        insert(themes).values(
            id=theme.id,
            account_id=account_id,
            name=theme.name,
            variants=json.dumps(theme.variants),
            created_at=now,
            updated_at=now,
        )
    )
    return theme


def update_theme(conn: Connection, account_id: str, request: UpdateTheme, now: datetime) -> Theme | None:
    current = get_theme(conn, account_id, request.id)
    if current is None:
        return None
    variants = dict(current.variants)
    if request.variants is not None:
        variants = dict(request.variants)
    if request.variables is not None:
        variant = request.variant_name or DEFAULT_VARIANT
        variants[variant] = {**variants.get(variant, {}), **request.variables}
    name = request.name or current.name
    conn.execute(
        update(themes)
        .where(themes.c.id == request.id, themes.c.account_id == account_id)
        .values(name=name, variants=json.dumps(variants), updated_at=now)
    )
    return Theme(id=current.id, name=name, variants=variants)


def delete_theme(conn: Connection, account_id: str, theme_id: str) -> bool:
    """Delete the theme and clear it from the frames that used it (they keep their HTML)."""
    if get_theme(conn, account_id, theme_id) is None:
        return False
    conn.execute(update(frames).where(frames.c.theme_id == theme_id).values(theme_id=None))
    conn.execute(delete(themes).where(themes.c.id == theme_id, themes.c.account_id == account_id))
    return True
