"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-22 20:58:12.964175
"""
from alembic import op
import sqlalchemy as sa

import mneme.core.db


revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("CREATE EXTENSION IF NOT EXISTS vector")
    op.create_table('scope_versions',
    sa.Column('scope_key', sa.String(length=100), nullable=False),
    sa.Column('version', sa.BigInteger(), nullable=False),
    sa.PrimaryKeyConstraint('scope_key')
    )
    op.create_table('instance_meta',
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('value', sa.String(length=512), nullable=False),
    sa.PrimaryKeyConstraint('key')
    )
    op.create_table('jobs',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('kind', sa.String(length=64), nullable=False),
    sa.Column('payload', sa.JSON(), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('max_attempts', sa.Integer(), nullable=False),
    sa.Column('run_after', sa.Float(), nullable=False),
    sa.Column('locked_by', sa.String(length=80), nullable=True),
    sa.Column('locked_until', sa.Float(), nullable=True),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.Column('event_id', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('finished_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.create_index('ix_jobs_claim', ['status', 'run_after'], unique=False)
        batch_op.create_index(batch_op.f('ix_jobs_event_id'), ['event_id'], unique=False)

    op.create_table('teams',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('owner_principal_id', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('audit_logs',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('principal_id', sa.String(length=40), nullable=True),
    sa.Column('action', sa.String(length=64), nullable=False),
    sa.Column('resource_type', sa.String(length=64), nullable=False),
    sa.Column('resource_id', sa.String(length=80), nullable=True),
    sa.Column('reason', sa.String(length=1000), nullable=True),
    sa.Column('details', sa.JSON(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('audit_logs', schema=None) as batch_op:
        batch_op.create_index('ix_audit_team_created', ['team_id', 'created_at'], unique=False)

    op.create_table('drive_items',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('parent_item_id', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('type', sa.String(length=16), nullable=False),
    sa.Column('size', sa.BigInteger(), nullable=False),
    sa.Column('content_type', sa.String(length=255), nullable=True),
    sa.Column('storage_key', sa.String(length=255), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_by', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'parent_item_id', 'name', name='uq_drive_items_name')
    )
    with op.batch_alter_table('drive_items', schema=None) as batch_op:
        batch_op.create_index('ix_drive_children', ['team_id', 'parent_item_id', 'id'], unique=False)

    op.create_table('events',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=True),
    sa.Column('type', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('memory_ids', sa.JSON(), nullable=False),
    sa.Column('conflict_ids', sa.JSON(), nullable=False),
    sa.Column('error', sa.Text(), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('finished_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_events_team_id'), ['team_id'], unique=False)

    op.create_table('permission_rules',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('role_key', sa.String(length=64), nullable=True),
    sa.Column('access_group_id', sa.String(length=40), nullable=True),
    sa.Column('effect', sa.String(length=8), nullable=False),
    sa.Column('action', sa.String(length=64), nullable=False),
    sa.Column('resource_type', sa.String(length=64), nullable=False),
    sa.Column('built_in', sa.Boolean(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('permission_rules', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_permission_rules_access_group_id'), ['access_group_id'], unique=False)
        batch_op.create_index('ix_rules_team_role', ['team_id', 'role_key'], unique=False)

    op.create_table('principals',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('display_name', sa.String(length=255), nullable=False),
    sa.Column('email', sa.String(length=320), nullable=True),
    sa.Column('role_key', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('principals', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_principals_team_id'), ['team_id'], unique=False)

    op.create_table('roles',
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('label', sa.String(length=255), nullable=False),
    sa.Column('description', sa.String(length=1000), nullable=False),
    sa.Column('parent_role_key', sa.String(length=64), nullable=True),
    sa.Column('built_in', sa.Boolean(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('team_id', 'key')
    )
    op.create_table('workspaces',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('custom_id', sa.String(length=255), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('team_id', 'custom_id', name='uq_workspaces_custom_id')
    )
    with op.batch_alter_table('workspaces', schema=None) as batch_op:
        batch_op.create_index('ix_workspaces_team_id_id', ['team_id', 'id'], unique=False)

    op.create_table('api_keys',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('principal_id', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('key_hash', sa.String(length=64), nullable=False),
    sa.Column('prefix', sa.String(length=16), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('expires_at', sa.BigInteger(), nullable=True),
    sa.Column('allowed_ips', sa.JSON(), nullable=True),
    sa.Column('last_used_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('deleted_at', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['principal_id'], ['principals.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('key_hash')
    )
    with op.batch_alter_table('api_keys', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_api_keys_principal_id'), ['principal_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_api_keys_team_id'), ['team_id'], unique=False)

    op.create_table('projects',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('custom_id', sa.String(length=255), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('workspace_id', 'custom_id', name='uq_projects_custom_id')
    )
    with op.batch_alter_table('projects', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_projects_team_id'), ['team_id'], unique=False)
        batch_op.create_index('ix_projects_ws_id', ['workspace_id', 'id'], unique=False)

    op.create_table('conflicts',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=True),
    sa.Column('scope_key', sa.String(length=100), nullable=False),
    sa.Column('pair_key', sa.String(length=200), nullable=False),
    sa.Column('category', sa.String(length=8), nullable=False),
    sa.Column('conflict_type', sa.String(length=16), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('resolved', sa.Boolean(), nullable=False),
    sa.Column('resolve', sa.JSON(), nullable=True),
    sa.Column('stale', sa.Boolean(), nullable=False),
    sa.Column('memory_ids', sa.JSON(), nullable=False),
    sa.Column('memory_snapshots', sa.JSON(), nullable=False),
    sa.Column('file_chunks', sa.JSON(), nullable=False),
    sa.Column('document_ids', sa.JSON(), nullable=False),
    sa.Column('event_id', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('scope_key', 'pair_key', name='uq_conflicts_pair')
    )
    with op.batch_alter_table('conflicts', schema=None) as batch_op:
        batch_op.create_index('ix_conflicts_scope_created', ['scope_key', 'created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_conflicts_team_id'), ['team_id'], unique=False)

    op.create_table('documents',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=False),
    sa.Column('drive_item_id', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=255), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('error', sa.JSON(), nullable=True),
    sa.Column('files_process_tokens', sa.Integer(), nullable=False),
    sa.Column('storage_key', sa.String(length=255), nullable=True),
    sa.Column('content_type', sa.String(length=255), nullable=True),
    sa.Column('generation', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.String(length=40), nullable=True),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('project_id', 'drive_item_id', name='uq_documents_item')
    )
    with op.batch_alter_table('documents', schema=None) as batch_op:
        batch_op.create_index('ix_documents_project', ['project_id', 'id'], unique=False)
        batch_op.create_index(batch_op.f('ix_documents_team_id'), ['team_id'], unique=False)

    op.create_table('memories',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('workspace_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=True),
    sa.Column('actor_id', sa.String(length=40), nullable=True),
    sa.Column('agent_id', sa.String(length=40), nullable=True),
    sa.Column('scope_key', sa.String(length=100), nullable=False),
    sa.Column('user_id', sa.String(length=255), nullable=True),
    sa.Column('chat_session_id', sa.String(length=255), nullable=True),
    sa.Column('content', sa.Text(), nullable=False),
    sa.Column('content_hash', sa.String(length=64), nullable=False),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.Column('expired', sa.Boolean(), nullable=False),
    sa.Column('expiration_date', mneme.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('embedding', mneme.core.db.Embedding(), nullable=True),
    sa.Column('event_id', sa.String(length=40), nullable=True),
    sa.Column('change_seq', sa.BigInteger(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['workspace_id'], ['workspaces.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('memories', schema=None) as batch_op:
        batch_op.create_index('ix_memories_actor', ['workspace_id', 'actor_id', 'expired'], unique=False)
        batch_op.create_index('ix_memories_agent', ['workspace_id', 'agent_id', 'expired'], unique=False)
        batch_op.create_index('ix_memories_hash', ['scope_key', 'content_hash'], unique=False)
        batch_op.create_index('ix_memories_seq', ['scope_key', 'change_seq'], unique=False)
        batch_op.create_index('ix_memories_project', ['project_id', 'expired', 'created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_memories_team_id'), ['team_id'], unique=False)

    op.create_table('chunks',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('team_id', sa.String(length=40), nullable=False),
    sa.Column('project_id', sa.String(length=40), nullable=False),
    sa.Column('document_id', sa.String(length=40), nullable=False),
    sa.Column('idx', sa.Integer(), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('start', sa.Integer(), nullable=False),
    sa.Column('end', sa.Integer(), nullable=False),
    sa.Column('tokens', sa.Integer(), nullable=False),
    sa.Column('embedding', mneme.core.db.Embedding(), nullable=True),
    sa.Column('change_seq', sa.BigInteger(), nullable=False),
    sa.Column('created_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['document_id'], ['documents.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['project_id'], ['projects.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('chunks', schema=None) as batch_op:
        batch_op.create_index('ix_chunks_document', ['document_id', 'idx'], unique=False)
        batch_op.create_index('ix_chunks_project', ['project_id', 'change_seq'], unique=False)

    op.create_table('conflict_links',
    sa.Column('conflict_id', sa.String(length=40), nullable=False),
    sa.Column('target_id', sa.String(length=40), nullable=False),
    sa.ForeignKeyConstraint(['conflict_id'], ['conflicts.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('conflict_id', 'target_id')
    )
    with op.batch_alter_table('conflict_links', schema=None) as batch_op:
        batch_op.create_index('ix_conflict_links_target', ['target_id'], unique=False)

    op.create_table('memory_history',
    sa.Column('id', sa.String(length=40), nullable=False),
    sa.Column('memory_id', sa.String(length=40), nullable=False),
    sa.Column('event_type', sa.String(length=16), nullable=False),
    sa.Column('old_memory', sa.Text(), nullable=True),
    sa.Column('new_memory', sa.Text(), nullable=True),
    sa.Column('expired', sa.Boolean(), nullable=False),
    sa.Column('event_id', sa.String(length=40), nullable=True),
    sa.Column('changed_at', mneme.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['memory_id'], ['memories.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('memory_history', schema=None) as batch_op:
        batch_op.create_index('ix_history_memory', ['memory_id', 'changed_at'], unique=False)

    # ### end Alembic commands ###
    _search_indexes()


def _search_indexes() -> None:
    """Full-text and vector indexes: FTS5 tables kept by triggers on SQLite; tsvector + GIN and HNSW on PostgreSQL."""
    if op.get_bind().dialect.name == "postgresql":
        for table, column in (("memories", "content"), ("chunks", "text")):
            op.execute(f"ALTER TABLE {table} ADD COLUMN tsv tsvector "
                       f"GENERATED ALWAYS AS (to_tsvector('english', {column})) STORED")
            # fastupdate off: a pending list would be scanned by every keyword query until the next vacuum
            op.execute(f"CREATE INDEX ix_{table}_tsv ON {table} USING gin (tsv) WITH (fastupdate = off)")
            op.execute(f"CREATE INDEX ix_{table}_embedding_hnsw ON {table} USING hnsw (embedding vector_cosine_ops)")
        return
    for table, column in (("memories", "content"), ("chunks", "text")):
        op.execute(f"CREATE VIRTUAL TABLE {table}_fts USING fts5({column}, content='{table}', "
                   f"content_rowid='rowid', tokenize='porter unicode61')")
        op.execute(f"CREATE TRIGGER {table}_fts_ai AFTER INSERT ON {table} BEGIN "
                   f"INSERT INTO {table}_fts(rowid, {column}) VALUES (new.rowid, new.{column}); END")
        op.execute(f"CREATE TRIGGER {table}_fts_ad AFTER DELETE ON {table} BEGIN "
                   f"INSERT INTO {table}_fts({table}_fts, rowid, {column}) VALUES ('delete', old.rowid, old.{column}); END")
        op.execute(f"CREATE TRIGGER {table}_fts_au AFTER UPDATE OF {column} ON {table} BEGIN "
                   f"INSERT INTO {table}_fts({table}_fts, rowid, {column}) VALUES ('delete', old.rowid, old.{column}); "
                   f"INSERT INTO {table}_fts(rowid, {column}) VALUES (new.rowid, new.{column}); END")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for table in ("memories", "chunks"):
            op.execute(f"DROP TABLE IF EXISTS {table}_fts")
    # ### commands auto generated by Alembic - please adjust! ###
    with op.batch_alter_table('memory_history', schema=None) as batch_op:
        batch_op.drop_index('ix_history_memory')

    op.drop_table('memory_history')
    with op.batch_alter_table('conflict_links', schema=None) as batch_op:
        batch_op.drop_index('ix_conflict_links_target')

    op.drop_table('conflict_links')
    with op.batch_alter_table('chunks', schema=None) as batch_op:
        batch_op.drop_index('ix_chunks_project')
        batch_op.drop_index('ix_chunks_document')

    op.drop_table('chunks')
    with op.batch_alter_table('memories', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_memories_team_id'))
        batch_op.drop_index('ix_memories_project')
        batch_op.drop_index('ix_memories_seq')
        batch_op.drop_index('ix_memories_hash')
        batch_op.drop_index('ix_memories_agent')
        batch_op.drop_index('ix_memories_actor')

    op.drop_table('memories')
    with op.batch_alter_table('documents', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_documents_team_id'))
        batch_op.drop_index('ix_documents_project')

    op.drop_table('documents')
    with op.batch_alter_table('conflicts', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_conflicts_team_id'))
        batch_op.drop_index('ix_conflicts_scope_created')

    op.drop_table('conflicts')
    with op.batch_alter_table('projects', schema=None) as batch_op:
        batch_op.drop_index('ix_projects_ws_id')
        batch_op.drop_index(batch_op.f('ix_projects_team_id'))

    op.drop_table('projects')
    with op.batch_alter_table('api_keys', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_api_keys_team_id'))
        batch_op.drop_index(batch_op.f('ix_api_keys_principal_id'))

    op.drop_table('api_keys')
    with op.batch_alter_table('workspaces', schema=None) as batch_op:
        batch_op.drop_index('ix_workspaces_team_id_id')

    op.drop_table('workspaces')
    op.drop_table('roles')
    with op.batch_alter_table('principals', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_principals_team_id'))

    op.drop_table('principals')
    with op.batch_alter_table('permission_rules', schema=None) as batch_op:
        batch_op.drop_index('ix_rules_team_role')
        batch_op.drop_index(batch_op.f('ix_permission_rules_access_group_id'))

    op.drop_table('permission_rules')
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_events_team_id'))

    op.drop_table('events')
    with op.batch_alter_table('drive_items', schema=None) as batch_op:
        batch_op.drop_index('ix_drive_children')

    op.drop_table('drive_items')
    with op.batch_alter_table('audit_logs', schema=None) as batch_op:
        batch_op.drop_index('ix_audit_team_created')

    op.drop_table('audit_logs')
    op.drop_table('teams')
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_jobs_event_id'))
        batch_op.drop_index('ix_jobs_claim')

    op.drop_table('jobs')
    op.drop_table('instance_meta')
    op.drop_table('scope_versions')
    # ### end Alembic commands ###
