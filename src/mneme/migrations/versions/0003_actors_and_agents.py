"""actors and agents: their tables, workspace bindings with memory settings, and the built-in rules of the
new `workspace_actor:fact_list` / `workspace_agent:fact_list` actions for the teams that already exist

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24 21:41:57.533152
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db
from mneme.core.ids import new_id


revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('actors',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('custom_id', sa.String(length=255), nullable=False),
    sa.Column('display_name', sa.String(length=255), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('tags', sa.JSON(), nullable=False),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.Column('active', sa.Boolean(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'custom_id', name='uq_actors_custom_id')
    )
    with op.batch_alter_table('actors', schema=None) as batch_op:
        batch_op.create_index('ix_actors_team_id_id', ['team_id', 'id'], unique=False)

    op.create_table('agents',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('custom_id', sa.String(length=255), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.Column('active', sa.Boolean(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'custom_id', name='uq_agents_custom_id')
    )
    with op.batch_alter_table('agents', schema=None) as batch_op:
        batch_op.create_index('ix_agents_team_id_id', ['team_id', 'id'], unique=False)

    op.create_table('workspace_actors',
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('actor_id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('fact_instruction', sa.Text(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['actor_id'], ['actors.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('workspace_id', 'actor_id')
    )
    with op.batch_alter_table('workspace_actors', schema=None) as batch_op:
        batch_op.create_index('ix_workspace_actors_actor', ['actor_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_workspace_actors_team_id'), ['team_id'], unique=False)

    op.create_table('workspace_agents',
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('agent_id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('fact_instruction', sa.Text(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['agent_id'], ['agents.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('workspace_id', 'agent_id')
    )
    with op.batch_alter_table('workspace_agents', schema=None) as batch_op:
        batch_op.create_index('ix_workspace_agents_agent', ['agent_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_workspace_agents_team_id'), ['team_id'], unique=False)
    _seed_rules()


# Actions added to the catalog with this revision; every built-in role allows them (core/catalog.py), so each
# team's built-in roles get their rule rows, as a team created from now on gets them at creation.
NEW_ACTIONS = ("workspace_actor:fact_list", "workspace_agent:fact_list")
BUILT_IN_ROLES = ("tenant_owner", "tenant_admin", "tenant_member")


def _seed_rules() -> None:
    conn = op.get_bind()
    roles = conn.execute(sa.text("SELECT team_id, key FROM roles WHERE built_in = :t"), {"t": True}).all()
    rules = sa.table("permission_rules", sa.column("id"), sa.column("team_id"), sa.column("role_key"),
                     sa.column("effect"), sa.column("action"), sa.column("resource_type"), sa.column("built_in"),
                     sa.column("created_at", mneme.core.db.UTCDateTime(timezone=True)))
    now = mneme.core.db.utcnow()
    rows = [{"id": new_id("rule"), "team_id": team_id, "role_key": key, "effect": "allow", "action": action,
             "resource_type": "service:workspace", "built_in": True, "created_at": now}
            for team_id, key in roles if key in BUILT_IN_ROLES for action in NEW_ACTIONS]
    if rows:
        op.bulk_insert(rules, rows)



def downgrade() -> None:
    op.get_bind().execute(sa.text("DELETE FROM permission_rules WHERE built_in = :t AND action IN (:a, :b)"),
                          {"t": True, "a": NEW_ACTIONS[0], "b": NEW_ACTIONS[1]})
    with op.batch_alter_table('workspace_agents', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_workspace_agents_team_id'))
        batch_op.drop_index('ix_workspace_agents_agent')

    op.drop_table('workspace_agents')
    with op.batch_alter_table('workspace_actors', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_workspace_actors_team_id'))
        batch_op.drop_index('ix_workspace_actors_actor')

    op.drop_table('workspace_actors')
    with op.batch_alter_table('agents', schema=None) as batch_op:
        batch_op.drop_index('ix_agents_team_id_id')

    op.drop_table('agents')
    with op.batch_alter_table('actors', schema=None) as batch_op:
        batch_op.drop_index('ix_actors_team_id_id')

    op.drop_table('actors')
