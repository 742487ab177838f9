"""conflicts carry user_id: the user whose memories conflict ("" when project-wide), backfilled from the
memories each existing conflict names (issue 9 item 5)

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25 01:20:00
"""
from alembic import op
import sqlalchemy as sa


revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None

# The non-empty user_id of a memory the conflict names (memories of two different users never conflict, so
# there is at most one); "" when none has one, or when they were deleted since.
_BACKFILL = """
UPDATE conflicts SET user_id = COALESCE((
    SELECT MAX(m.user_id) FROM conflict_links l JOIN memories m ON m.id = l.target_id
    WHERE l.conflict_id = conflicts.id AND m.user_id IS NOT NULL AND m.user_id <> ''), '')
"""


def upgrade() -> None:
    with op.batch_alter_table('conflicts', schema=None) as batch_op:
        batch_op.add_column(sa.Column('user_id', sa.String(length=255), server_default='', nullable=False))
    op.execute(_BACKFILL)
    with op.batch_alter_table('conflicts', schema=None) as batch_op:
        batch_op.create_index('ix_conflicts_scope_user', ['scope_key', 'user_id', 'created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('conflicts', schema=None) as batch_op:
        batch_op.drop_index('ix_conflicts_scope_user')
        batch_op.drop_column('user_id')
