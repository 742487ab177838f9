"""access control: access scopes of members, roles and groups, permission levels, access groups and their
members, the per-team access version (issue 13 items 1, 2, 3, 5; see mneme/models/access.py)

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-25 01:09:02
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('access_groups',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('description', sa.String(length=1000), nullable=False),
    sa.Column('base_role_key', sa.String(length=64), nullable=True),
    sa.Column('base_access_group_id', sa.String(length=40), nullable=True),
    sa.Column('created_by', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['base_access_group_id'], ['access_groups.id'], ondelete='RESTRICT'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('access_groups', schema=None) as batch_op:
        batch_op.create_index('ix_access_groups_team', ['team_id', 'id'], unique=False)

    op.create_table('access_scope_entries',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('subject_kind', sa.String(length=16), nullable=False),
    sa.Column('subject_id', sa.String(length=64), nullable=False),
    sa.Column('resource_type', sa.String(length=64), nullable=False),
    sa.Column('mode', sa.String(length=16), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'subject_kind', 'subject_id', 'resource_type', name='uq_access_scope_entry')
    )
    op.create_table('access_versions',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('version', sa.BigInteger(), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id')
    )
    op.create_table('access_group_members',
    sa.Column('group_id', sa.String(length=40), nullable=False),
    sa.Column('principal_id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['group_id'], ['access_groups.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['principal_id'], ['principals.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('group_id', 'principal_id')
    )
    with op.batch_alter_table('access_group_members', schema=None) as batch_op:
        batch_op.create_index('ix_access_group_members_principal', ['principal_id'], unique=False)

    op.create_table('access_scope_instances',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('entry_id', sa.String(length=40), nullable=False),
    sa.Column('resource_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=True),
    sa.Column('actions', sa.JSON(), nullable=True),
    sa.ForeignKeyConstraint(['entry_id'], ['access_scope_entries.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('entry_id', 'resource_id', name='uq_access_scope_instance')
    )
    with op.batch_alter_table('access_scope_instances', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_access_scope_instances_project_id'), ['project_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_access_scope_instances_workspace_id'), ['workspace_id'], unique=False)

    op.create_table('permission_levels',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('principal_id', sa.String(length=40), nullable=False),
    sa.Column('resource_type', sa.String(length=64), nullable=False),
    sa.Column('resource_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=True),
    sa.Column('level', sa.String(length=16), nullable=False),
    sa.Column('created_by', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['principal_id'], ['principals.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('principal_id', 'resource_id', name='uq_permission_level')
    )
    with op.batch_alter_table('permission_levels', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_permission_levels_project_id'), ['project_id'], unique=False)
        batch_op.create_index('ix_permission_levels_team_principal', ['team_id', 'principal_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_permission_levels_workspace_id'), ['workspace_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('permission_levels', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_permission_levels_workspace_id'))
        batch_op.drop_index('ix_permission_levels_team_principal')
        batch_op.drop_index(batch_op.f('ix_permission_levels_project_id'))

    op.drop_table('permission_levels')
    with op.batch_alter_table('access_scope_instances', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_access_scope_instances_workspace_id'))
        batch_op.drop_index(batch_op.f('ix_access_scope_instances_project_id'))

    op.drop_table('access_scope_instances')
    with op.batch_alter_table('access_group_members', schema=None) as batch_op:
        batch_op.drop_index('ix_access_group_members_principal')

    op.drop_table('access_group_members')
    op.drop_table('access_versions')
    op.drop_table('access_scope_entries')
    with op.batch_alter_table('access_groups', schema=None) as batch_op:
        batch_op.drop_index('ix_access_groups_team')

    op.drop_table('access_groups')
