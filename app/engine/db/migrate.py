"""Bringing a database to the newest schema with Alembic.

A database already at the newest revision is recognised without loading Alembic, which keeps
the engine's start short; a test keeps `HEAD` equal to the newest migration.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, text
from sqlalchemy.exc import SQLAlchemyError

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"
HEAD = "0006"


def alembic_config(engine: Engine):
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False).replace("%", "%%"))
    config.attributes["engine"] = engine
    return config


def at_head(engine: Engine) -> bool:
    try:
        with engine.connect() as conn:
            return conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all() == [HEAD]
    except SQLAlchemyError:  # no alembic_version table yet: a new database
        return False


MIGRATION_LOCK = 0x4657_0001  # a PostgreSQL advisory lock: engines and workers starting together migrate once


def upgrade(engine: Engine) -> None:
    if at_head(engine):
        return
    from alembic import command

    if engine.dialect.name != "postgresql":
        command.upgrade(alembic_config(engine), "head")
        return
    with engine.connect() as lock:
        lock.execute(text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK})
        try:
            if not at_head(engine):  # another process may have finished while this one waited
                command.upgrade(alembic_config(engine), "head")
        finally:
            lock.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK})
            lock.commit()
