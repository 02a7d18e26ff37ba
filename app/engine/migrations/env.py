"""Alembic environment: runs online against the engine the caller passes in."""

from alembic import context
from sqlalchemy import create_engine

from app.engine.db.tables import metadata
from app.engine.jobs.schema import owned_by_the_engine

config = context.config
engine = config.attributes.get("engine") or create_engine(config.get_main_option("sqlalchemy.url") or "")

with engine.begin() as connection:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        include_name=owned_by_the_engine,
    )
    with context.begin_transaction():
        context.run_migrations()
