"""conversions: each image-to-html result, with its label

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "conversions",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("label", sa.String(length=200), nullable=True),
        sa.Column("html", sa.Text(), nullable=False),
        sa.Column("style_guide", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_conversions_account_id_accounts"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conversions")),
    )
    with op.batch_alter_table("conversions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_conversions_account_id"), ["account_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("conversions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_conversions_account_id"))
    op.drop_table("conversions")
