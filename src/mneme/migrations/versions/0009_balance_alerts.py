"""balance alerts: each team's alert settings and state, the levels that fired, and the outbox of alert e-mail
(issue 14 item 5; see mneme/models/alerts.py)

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-25 01:10:15
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('balance_alert_events',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('id', sa.BigInteger(), autoincrement=False, nullable=False),
    sa.Column('threshold_type', sa.String(length=32), nullable=False),
    sa.Column('threshold_value', sa.BigInteger(), nullable=False),
    sa.Column('balance_tokens', sa.BigInteger(), nullable=False),
    sa.Column('fired_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('mailed', sa.Boolean(), nullable=False),
    sa.Column('recovered', sa.Boolean(), nullable=False),
    sa.Column('recovered_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id', 'id')
    )
    op.create_table('balance_alerts',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('saved', sa.Boolean(), nullable=False),
    sa.Column('enabled', sa.Boolean(), nullable=False),
    sa.Column('threshold_type', sa.String(length=32), nullable=True),
    sa.Column('threshold_values', sa.JSON(), nullable=False),
    sa.Column('recipients', sa.JSON(), nullable=False),
    sa.Column('triggered', sa.JSON(), nullable=False),
    sa.Column('events_count', sa.BigInteger(), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id')
    )
    op.create_table('balance_alert_deliveries',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('event_id', sa.BigInteger(), nullable=False),
    sa.Column('email', sa.String(length=320), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('error', sa.String(length=300), nullable=True),
    sa.Column('sent_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id', 'event_id'], ['balance_alert_events.team_id', 'balance_alert_events.id'],
                            name='fk_alert_deliveries_event', ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('balance_alert_deliveries', schema=None) as batch_op:
        batch_op.create_index('ix_alert_deliveries_event', ['team_id', 'event_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('balance_alert_deliveries', schema=None) as batch_op:
        batch_op.drop_index('ix_alert_deliveries_event')

    op.drop_table('balance_alert_deliveries')
    op.drop_table('balance_alerts')
    op.drop_table('balance_alert_events')
