"""blobs in the database, jobs for workers, rate-limit windows; on PostgreSQL the task queue's schema

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "blobs",
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("media_type", sa.String(length=40), nullable=False),
        sa.Column("size", sa.BigInteger(), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("name", name=op.f("pk_blobs")),
    )
    op.create_table(
        "jobs",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("endpoint", sa.String(length=40), nullable=False),
        sa.Column("reservation_id", sa.String(length=40), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("state", sa.String(length=12), nullable=False),
        sa.Column("status", sa.Integer(), nullable=True),
        sa.Column("content_type", sa.String(length=80), nullable=True),
        sa.Column("body", sa.LargeBinary(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_jobs")),
    )
    with op.batch_alter_table("jobs", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_jobs_account_id"), ["account_id"], unique=False)
    op.create_table(
        "rate_windows",
        sa.Column("subject", sa.String(length=60), nullable=False),
        sa.Column("window_start", sa.DateTime(), nullable=False),
        sa.Column("calls", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("subject", "window_start", name=op.f("pk_rate_windows")),
    )
    if op.get_bind().dialect.name == "postgresql":
        from app.engine.jobs.schema import apply_queue_schema

        apply_queue_schema(op.get_bind())


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        from app.engine.jobs.schema import drop_queue_schema

        drop_queue_schema(op.get_bind())
    op.drop_table("rate_windows")
    with op.batch_alter_table("jobs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_jobs_account_id"))
    op.drop_table("jobs")
    op.drop_table("blobs")
