"""The Alembic migrations build exactly the schema the code declares, on both databases."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from app.engine.db.tables import metadata
from app.engine.jobs.schema import owned_by_the_engine


def test_migrations_match_the_tables(service):
    with service.db.connect() as conn:
        context = MigrationContext.configure(conn, opts={"include_name": owned_by_the_engine})
        differences = compare_metadata(context, metadata)
    assert differences == []


def test_the_task_queue_schema_exists_on_postgresql_only(service):
    from sqlalchemy import inspect

    tables = set(inspect(service.db).get_table_names())
    assert {"blobs", "jobs", "rate_windows"} <= tables
    queue_tables = {"procrastinate_jobs", "procrastinate_workers"}
    assert (queue_tables <= tables) == (service.db.dialect.name == "postgresql")


def test_the_newest_revision_is_known_without_alembic(service):
    from alembic.script import ScriptDirectory

    from app.engine.db.migrate import HEAD, MIGRATIONS, alembic_config, at_head

    assert ScriptDirectory.from_config(alembic_config(service.db)).get_current_head() == HEAD
    assert MIGRATIONS.is_dir() and at_head(service.db)  # the fixture's database was migrated
