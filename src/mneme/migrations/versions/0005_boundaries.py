"""boundaries: what one conversation may remember (a workspace's projects, one person, one agent)

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24 22:00:00.000000
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('boundaries',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('custom_id', sa.String(length=255), nullable=True),
    sa.Column('human_actor_id', sa.String(length=40), nullable=True),
    sa.Column('agent_id', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['agent_id'], ['agents.id'], ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['human_actor_id'], ['actors.id'], ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'custom_id', name='uq_boundaries_custom_id')
    )
    with op.batch_alter_table('boundaries', schema=None) as batch_op:
        batch_op.create_index('ix_boundaries_team_id_id', ['team_id', 'id'], unique=False)
        batch_op.create_index('ix_boundaries_workspace_id', ['workspace_id'], unique=False)

    op.create_table('boundary_projects',
    sa.Column('boundary_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['boundary_id'], ['boundaries.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('boundary_id', 'project_id')
    )
    with op.batch_alter_table('boundary_projects', schema=None) as batch_op:
        batch_op.create_index('ix_boundary_projects_project', ['project_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('boundary_projects', schema=None) as batch_op:
        batch_op.drop_index('ix_boundary_projects_project')

    op.drop_table('boundary_projects')
    with op.batch_alter_table('boundaries', schema=None) as batch_op:
        batch_op.drop_index('ix_boundaries_workspace_id')
        batch_op.drop_index('ix_boundaries_team_id_id')

    op.drop_table('boundaries')
