"""Alembic environment: async engines, batch mode on SQLite, the URL from Mneme's settings."""
from __future__ import annotations

import asyncio
from typing import Any

from alembic import context
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

import mneme.models  # noqa: F401 - registers every table
from mneme.core.db import Base

config = context.config
target_metadata = Base.metadata

# Objects made by raw SQL in migrations (full-text indexes, vector indexes) that the ORM does not model.
_UNMODELLED_TABLES = {"memories_fts", "chunks_fts"}
_UNMODELLED_INDEXES = {"ix_memories_embedding_hnsw", "ix_chunks_embedding_hnsw", "ix_memories_tsv", "ix_chunks_tsv"}


def include_object(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
    if type_ == "table" and (name in _UNMODELLED_TABLES or (name or "").startswith("memories_fts_")
                             or (name or "").startswith("chunks_fts_")):
        return False
    if type_ == "index" and name in _UNMODELLED_INDEXES:
        return False
    return not (type_ == "column" and name in ("tsv", "tsv_length"))


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, include_object=include_object,
                      render_as_batch=connection.dialect.name == "sqlite", compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


async def _main() -> None:
    engine = create_async_engine(config.get_main_option("sqlalchemy.url") or "")
    async with engine.connect() as conn:
        await conn.run_sync(_run)
    await engine.dispose()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    asyncio.run(_main())
