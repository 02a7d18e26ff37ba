"""sign_in_failures: wrong passwords per email, to slow down guessing

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sign_in_failures",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("failed_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sign_in_failures")),
    )
    op.create_index("ix_sign_in_failures_email_failed_at", "sign_in_failures", ["email", "failed_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_sign_in_failures_email_failed_at", table_name="sign_in_failures")
    op.drop_table("sign_in_failures")
