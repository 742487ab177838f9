"""billing: subscriptions, orders (credit purchases, automatic top-ups, subscription payments), invoices and
the automatic top-up setting (issue 14 items 2-3)

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25 01:08:59.466450
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('billing_auto_topup',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('enabled', sa.Boolean(), nullable=False),
    sa.Column('threshold_tokens', sa.BigInteger(), nullable=False),
    sa.Column('tokens', sa.BigInteger(), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('provider', sa.String(length=32), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id')
    )
    op.create_table('billing_orders',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('type', sa.String(length=16), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('tokens_granted', sa.BigInteger(), nullable=False),
    sa.Column('provider', sa.String(length=32), nullable=False),
    sa.Column('provider_ref', sa.String(length=255), nullable=True),
    sa.Column('plan_id', sa.Integer(), nullable=True),
    sa.Column('period_start', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('period_end', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('invoice_id', sa.String(length=40), nullable=True),
    sa.Column('receipt_url', sa.String(length=1000), nullable=True),
    sa.Column('refunded_amount', sa.BigInteger(), nullable=True),
    sa.Column('refunded_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('paid_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_by', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.create_index('ix_billing_orders_provider_ref', ['provider', 'provider_ref'], unique=False)
        batch_op.create_index('ix_billing_orders_team_created', ['team_id', 'created_at', 'id'], unique=False)

    op.create_table('billing_subscriptions',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('plan_id', sa.Integer(), nullable=False),
    sa.Column('period_start', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('period_end', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('paid', sa.Boolean(), nullable=False),
    sa.Column('cancel_at_period_end', sa.Boolean(), nullable=False),
    sa.Column('provider', sa.String(length=32), nullable=False),
    sa.Column('provider_ref', sa.String(length=255), nullable=True),
    sa.Column('granted_period_start', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id')
    )
    op.create_table('billing_invoices',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('order_id', sa.String(length=40), nullable=False),
    sa.Column('number', sa.String(length=64), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('lines', sa.JSON(), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['order_id'], ['billing_orders.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('order_id')
    )
    with op.batch_alter_table('billing_invoices', schema=None) as batch_op:
        batch_op.create_index('ix_billing_invoices_team_created', ['team_id', 'created_at', 'id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('billing_invoices', schema=None) as batch_op:
        batch_op.drop_index('ix_billing_invoices_team_created')

    op.drop_table('billing_invoices')
    op.drop_table('billing_subscriptions')
    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.drop_index('ix_billing_orders_team_created')
        batch_op.drop_index('ix_billing_orders_provider_ref')

    op.drop_table('billing_orders')
    op.drop_table('billing_auto_topup')
