"""The Alembic migrations build exactly the schema the code declares, on both databases."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from app.engine.db.tables import metadata


def test_migrations_match_the_tables(service):
    with service.db.connect() as conn:
        differences = compare_metadata(MigrationContext.configure(conn), metadata)
    assert differences == []


def test_the_newest_revision_is_known_without_alembic(service):
    from alembic.script import ScriptDirectory

    from app.engine.db.migrate import HEAD, MIGRATIONS, alembic_config, at_head

    assert ScriptDirectory.from_config(alembic_config(service.db)).get_current_head() == HEAD
    assert MIGRATIONS.is_dir() and at_head(service.db)  # the fixture's database was migrated
