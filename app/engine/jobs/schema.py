"""The task queue's own tables and functions (procrastinate's schema), created by migration 0006 on PostgreSQL."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection

QUEUE_PREFIX = "procrastinate_"


def _driver_connection(conn: Connection) -> Any:
    """The driver's own connection under SQLAlchemy's (psycopg's, which runs a script of statements as it is)."""
    raw = conn.connection.dbapi_connection
    if raw is None:
        raise RuntimeError("the connection is closed")
    return raw


def apply_queue_schema(conn: Connection) -> None:
    from procrastinate.schema import SchemaManager

    # the schema is several statements with no parameters: the driver runs them as they are,
    # inside the migration's transaction
    _driver_connection(conn).execute(SchemaManager.get_schema())


def drop_queue_schema(conn: Connection) -> None:
    raw = _driver_connection(conn)
    for (name,) in raw.execute(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'procrastinate%%'"
    ).fetchall():
        raw.execute(f'DROP TABLE IF EXISTS "{name}" CASCADE')
    for (signature,) in raw.execute(
        "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n "
        "ON n.oid = p.pronamespace WHERE n.nspname = current_schema() "
        "AND p.proname LIKE 'procrastinate%%'"
    ).fetchall():
        raw.execute(f"DROP FUNCTION IF EXISTS {signature} CASCADE")
    for (name,) in raw.execute(
        "SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace "
        "WHERE n.nspname = current_schema() AND typname LIKE 'procrastinate%%' "
        "AND typtype IN ('e', 'c')"
    ).fetchall():
        raw.execute(f'DROP TYPE IF EXISTS "{name}" CASCADE')


def owned_by_the_engine(name: str | None, type_: str, _parents: Mapping[Any, Any]) -> bool:
    """Alembic's filter: the queue's tables belong to the queue library, not to the engine's metadata."""
    return not (type_ == "table" and name is not None and name.startswith(QUEUE_PREFIX))
