"""idempotency keys: the recorded answers of requests sent with an Idempotency-Key (core/idempotency.py)

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-24 20:34:56.993428
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('idempotency_keys',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('key_digest', sa.String(length=64), nullable=False),
    sa.Column('fingerprint', sa.String(length=64), nullable=False),
    sa.Column('state', sa.String(length=16), nullable=False),
    sa.Column('token', sa.String(length=32), nullable=False),
    sa.Column('locked_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('status', sa.Integer(), nullable=True),
    sa.Column('headers', sa.JSON(), nullable=True),
    sa.Column('body', sa.LargeBinary(), nullable=True),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id', 'key_digest')
    )
    with op.batch_alter_table('idempotency_keys', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_idempotency_keys_created_at'), ['created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('idempotency_keys', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_idempotency_keys_created_at'))
    op.drop_table('idempotency_keys')
