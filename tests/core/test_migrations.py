"""Alembic migrations: an empty database upgraded to head matches the ORM models exactly (with the exclusions
of src/mneme/migrations/env.py), and the raw-SQL search indexes exist: FTS5 on SQLite, tsvector + GIN and
pgvector HNSW on PostgreSQL."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Column, Integer, MetaData, String, Table, insert, inspect, text
from sqlalchemy.ext.asyncio import create_async_engine

import mneme
from mneme.core.db import Base
from mneme.core.migrate import alembic_config, upgrade
from mneme.models import Memory, Team, Workspace  # importing mneme.models registers every table
from tests.conftest import database_url, run_sync

ENV_PY = Path(os.path.dirname(mneme.__file__)) / "migrations" / "env.py"


def _env_include_object() -> Any:
    """`include_object` of env.py, with the module-level constants it reads, without running env.py (which
    needs a live Alembic context): its AST is cut down to plain assignments and function definitions."""
    tree = ast.parse(ENV_PY.read_text())
    keep = [
        n
        for n in tree.body
        if (isinstance(n, ast.FunctionDef)
        and n.name == "include_object")
        or (isinstance(n, ast.Assign)
        and all(isinstance(t, ast.Name) and t.id.startswith("_UNMODELLED") for t in n.targets))
    ]
    namespace: dict[str, Any] = {"Any": Any}
    code = compile(ast.Module(body=keep, type_ignores=[]), str(ENV_PY), "exec")
    exec(code, namespace)
    return namespace["include_object"]


include_object = _env_include_object()


def _on(url: str, fn: Any) -> Any:
    """Run `fn(sync_connection)` against `url` on a fresh engine."""

    async def go() -> Any:
        engine = create_async_engine(url)
        try:
            async with engine.connect() as conn:
                return await conn.run_sync(fn)
        finally:
            await engine.dispose()

    return run_sync(go)


@pytest.fixture
def migrated(backend: str, tmp_path: Path) -> str:
    url = database_url(backend, str(tmp_path))
    upgrade(url)
    return url


def _head() -> str:
    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert head is not None
    return head


def test_env_exclusions_are_the_search_objects() -> None:
    assert include_object(None, "memories_fts", "table", True, None) is False
    assert include_object(None, "chunks_fts_data", "table", True, None) is False
    assert include_object(None, "ix_memories_embedding_hnsw", "index", True, None) is False
    assert include_object(None, "tsv", "column", True, None) is False
    assert include_object(None, "memories", "table", True, None) is True


def test_upgrade_to_head_matches_the_models(migrated: str) -> None:
    def diff(conn: Any) -> list[Any]:
        ctx = MigrationContext.configure(conn, opts={"compare_type": True, "include_object": include_object})
        return list(compare_metadata(ctx, Base.metadata))

    assert _on(migrated, diff) == []


def test_comparison_notices_drift(migrated: str) -> None:
    """The comparison above is not vacuous: a model change that no migration made shows up."""
    drifted = MetaData()
    for table in Base.metadata.tables.values():
        table.to_metadata(drifted)
    Table("drift_canary", drifted, Column("id", Integer, primary_key=True))
    drifted.tables["workspaces"].append_column(Column("drift_col", String(5)))

    def diff(conn: Any) -> list[Any]:
        ctx = MigrationContext.configure(conn, opts={"compare_type": True, "include_object": include_object})
        return list(compare_metadata(ctx, drifted))

    ops = {d[0] if isinstance(d, tuple) else d[0][0] for d in _on(migrated, diff)}
    assert {"add_table", "add_column"} <= ops, ops


def test_upgrade_records_head_and_is_idempotent(migrated: str) -> None:
    def current(conn: Any) -> str | None:
        return MigrationContext.configure(conn).get_current_revision()

    assert _on(migrated, current) == _head()
    upgrade(migrated)
    assert _on(migrated, current) == _head()


def test_every_model_table_exists(migrated: str) -> None:
    tables = set(_on(migrated, lambda conn: inspect(conn).get_table_names()))
    assert set(Base.metadata.tables) <= tables


def test_downgrade_to_base_and_upgrade_again(migrated: str) -> None:
    def tables(conn: Any) -> set[str]:
        return set(inspect(conn).get_table_names())

    command.downgrade(alembic_config(migrated), "base")
    left = _on(migrated, tables) - {"alembic_version"}
    assert left == set(), f"tables left after downgrade to base: {sorted(left)}"
    upgrade(migrated)
    assert set(Base.metadata.tables) <= _on(migrated, tables)


def test_sqlite_has_fts5_tables_kept_in_sync(backend: str, migrated: str) -> None:
    if backend != "sqlite":
        pytest.skip("FTS5 is the SQLite search index")

    def check(conn: Any) -> None:
        rows = dict(conn.execute(text("SELECT name, sql FROM sqlite_master WHERE type = 'table'")).all())
        for table in ("memories_fts", "chunks_fts"):
            assert table in rows and "fts5" in rows[table].lower(), rows.get(table)
        triggers = {r[0] for r in conn.execute(text("SELECT name FROM sqlite_master WHERE type = 'trigger'"))}
        assert {f"{t}_fts_{op}" for t in ("memories", "chunks") for op in ("ai", "ad", "au")} <= triggers
        # through the models, so that columns added later with defaults need no edit here
        conn.execute(insert(Team).values(id="team-t", name="T"))
        conn.execute(insert(Workspace).values(id="ws-t", team_id="team-t", custom_id="c", name="W"))
        conn.execute(
            insert(Memory).values(
                id="mem-t",
                team_id="team-t",
                workspace_id="ws-t",
                scope_key="s",
                content="The user is running marathons",
                content_hash="h",
            )
        )

        def hits(q: str) -> list[str]:
            return [
                r[0]
                for r in conn.execute(
                    text(
                        "SELECT m.id FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid "
                        "WHERE memories_fts MATCH :q"
                    ),
                    {"q": q},
                )
            ]

        assert hits("run") == ["mem-t"], "porter stemming: 'run' finds 'running'"
        conn.execute(text("UPDATE memories SET content = 'The user swims' WHERE id = 'mem-t'"))
        assert hits("marathon") == [] and hits("swim") == ["mem-t"]
        conn.execute(text("DELETE FROM memories WHERE id = 'mem-t'"))
        assert hits("swim") == []
        conn.rollback()

    _on(migrated, check)


def test_postgres_has_tsvector_and_hnsw_indexes(backend: str, migrated: str) -> None:
    if backend != "postgres":
        pytest.skip("tsvector and HNSW are the PostgreSQL search indexes")

    def check(conn: Any) -> None:
        for table in ("memories", "chunks"):
            col = conn.execute(
                text(
                    "SELECT data_type, is_generated FROM information_schema.columns "
                    "WHERE table_name = :t AND column_name = 'tsv'"
                ),
                {"t": table},
            ).one()
            assert col == ("tsvector", "ALWAYS"), col
            indexes = dict(
                conn.execute(
                    text("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = :t"), {"t": table}
                ).all()
            )
            assert "using gin (tsv)" in indexes[f"ix_{table}_tsv"].lower()
            hnsw = indexes[f"ix_{table}_embedding_hnsw"].lower()
            assert "using hnsw" in hnsw and "vector_cosine_ops" in hnsw, hnsw
            typ = conn.execute(
                text(
                    "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                    "WHERE attrelid = CAST(:t AS regclass) AND attname = 'embedding'"
                ),
                {"t": table},
            ).scalar_one()
            assert typ == "vector(384)", typ
        assert (
            conn.execute(text("SELECT count(*) FROM pg_extension WHERE extname = 'vector'")).scalar_one() == 1
        )

    _on(migrated, check)
