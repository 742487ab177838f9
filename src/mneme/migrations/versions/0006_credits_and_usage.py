"""credits and usage: the team's append-only token ledger, its per-team running sum, and the router's usage rows
(issue 12 items 6-7; see mneme/models/billing.py for why the running sum is exact)

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24 22:41:09
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('credit_accounts',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('balance_tokens', sa.BigInteger(), nullable=False),
    sa.Column('entries', sa.BigInteger(), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id')
    )
    op.create_table('credit_ledger',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('seq', sa.BigInteger(), nullable=False),
    sa.Column('kind', sa.String(length=32), nullable=False),
    sa.Column('tokens', sa.BigInteger(), nullable=False),
    sa.Column('balance_after_tokens', sa.BigInteger(), nullable=False),
    sa.Column('reason', sa.String(length=1000), nullable=True),
    sa.Column('reference', sa.String(length=80), nullable=True),
    sa.Column('created_by', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint('tokens <> 0', name='ck_credit_ledger_tokens_nonzero'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'seq', name='uq_credit_ledger_team_seq')
    )
    with op.batch_alter_table('credit_ledger', schema=None) as batch_op:
        batch_op.create_index('ix_credit_ledger_team_kind_created', ['team_id', 'kind', 'created_at'], unique=False)

    op.create_table('router_usage',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('key_id', sa.String(length=40), nullable=False),
    sa.Column('model', sa.String(length=255), nullable=False),
    sa.Column('provider', sa.String(length=255), nullable=False),
    sa.Column('endpoint', sa.String(length=64), nullable=False),
    sa.Column('input_tokens', sa.BigInteger(), nullable=False),
    sa.Column('output_tokens', sa.BigInteger(), nullable=False),
    sa.Column('cost_tokens', sa.BigInteger(), nullable=False),
    sa.Column('key_source', sa.String(length=8), nullable=False),
    sa.Column('boundary_id', sa.String(length=255), nullable=True),
    sa.Column('trace_id', sa.String(length=64), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('latency_ms', sa.Float(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('router_usage', schema=None) as batch_op:
        batch_op.create_index('ix_router_usage_team_created', ['team_id', 'created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('router_usage', schema=None) as batch_op:
        batch_op.drop_index('ix_router_usage_team_created')

    op.drop_table('router_usage')
    with op.batch_alter_table('credit_ledger', schema=None) as batch_op:
        batch_op.drop_index('ix_credit_ledger_team_kind_created')

    op.drop_table('credit_ledger')
    op.drop_table('credit_accounts')
