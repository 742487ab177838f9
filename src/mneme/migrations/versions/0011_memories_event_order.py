"""memories by event in id order: the search reads a candidate's neighbours in its add (the memories just
before and after it) with two index probes (issue 9 item 1)

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-25 02:10:00
"""
from alembic import op


revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('memories', schema=None) as batch_op:
        batch_op.create_index('ix_memories_event', ['event_id', 'id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('memories', schema=None) as batch_op:
        batch_op.drop_index('ix_memories_event')
