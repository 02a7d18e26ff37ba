"""The Alembic migrations build exactly the schema the code declares, on both databases."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from app.engine.db.tables import metadata


def test_migrations_match_the_tables(service):
    with service.db.connect() as conn:
        differences = compare_metadata(MigrationContext.configure(conn), metadata)
    assert differences == []
