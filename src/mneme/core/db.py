"""Database engines and sessions: SQLite (WAL, foreign keys, busy timeout) and PostgreSQL from one code path.

On SQLite, writing transactions start with BEGIN IMMEDIATE on a separate engine so that two writers queue on
the busy timeout instead of failing when one upgrades a read snapshot; reads use plain deferred transactions
and never block writers (WAL).
"""
from __future__ import annotations

import datetime as dt
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, ClassVar

import numpy as np
from sqlalchemy import DateTime, LargeBinary, event
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase
from sqlalchemy.types import JSON, TypeDecorator, TypeEngine

from mneme.core.settings import Settings

EMBEDDING_DIM = 384


class UTCDateTime(TypeDecorator[dt.datetime]):
    """Timezone-aware UTC datetimes on both engines (SQLite stores them naive)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: dt.datetime | None, dialect: Dialect) -> dt.datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            value = value.replace(tzinfo=dt.UTC)
        value = value.astimezone(dt.UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: dt.datetime | None, dialect: Dialect) -> dt.datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value.astimezone(dt.UTC)


class Embedding(TypeDecorator[np.ndarray]):
    """A float32 vector: pgvector `vector(384)` on PostgreSQL, raw float32 bytes on SQLite."""

    impl = LargeBinary
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "postgresql":
            from pgvector.sqlalchemy import VECTOR

            return dialect.type_descriptor(VECTOR(EMBEDDING_DIM))
        return dialect.type_descriptor(LargeBinary())

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        if value is None:
            return None
        arr = np.asarray(value, dtype=np.float32)
        return arr if dialect.name == "postgresql" else arr.tobytes()

    def process_result_value(self, value: Any, dialect: Dialect) -> np.ndarray | None:
        if value is None:
            return None
        if isinstance(value, (bytes, bytearray, memoryview)):
            return np.frombuffer(bytes(value), dtype=np.float32)
        return np.asarray(value, dtype=np.float32)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dt.datetime: UTCDateTime(), dict[str, Any]: JSON(), list[Any]: JSON()}


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def iso(value: dt.datetime | None) -> str | None:
    """ISO 8601 in UTC with a `Z`, as the data API shows timestamps."""
    if value is None:
        return None
    return value.astimezone(dt.UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def unix(value: dt.datetime | None) -> int | None:
    return None if value is None else int(value.timestamp())


def _sqlite_pragmas(engine: AsyncEngine, *, immediate: bool) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _sqlite_file(url: str) -> str | None:
    path = url.split("///", 1)[1] if "///" in url else ""
    return path if path and path != ":memory:" else None


class Database:
    """The engines and session factories of one process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        url = settings.database_url
        self.is_sqlite = url.startswith("sqlite")
        if self.is_sqlite:
            path = _sqlite_file(url)
            if path and os.path.dirname(path):
                os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            self.engine = create_async_engine(url, pool_size=8, max_overflow=8)
            self.read_engine = create_async_engine(url, pool_size=8, max_overflow=8)
            _sqlite_pragmas(self.engine, immediate=True)
            _sqlite_pragmas(self.read_engine, immediate=False)
        else:
            # Vector search settings per connection (not per query: each SET is a round trip). Iterative scans
            # keep filtered HNSW searches (scope, user, live) returning k rows.
            search = {"hnsw.ef_search": "100", "hnsw.iterative_scan": "relaxed_order"}
            self.engine = create_async_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True,
                                              connect_args={"server_settings": search})
            self.read_engine = self.engine
        self.write_sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        self.read_sessions = async_sessionmaker(self.read_engine, expire_on_commit=False)

    @asynccontextmanager
    async def session(self, *, write: bool = True) -> AsyncIterator[AsyncSession]:
        """A session committed on success and rolled back on error."""
        factory = self.write_sessions if write else self.read_sessions
        async with factory() as session:
            session.info["write"] = write
            try:
                yield session
                await session.commit()
            except BaseException:
                await session.rollback()
                raise

    async def dispose(self) -> None:
        await self.engine.dispose()
        if self.read_engine is not self.engine:
            await self.read_engine.dispose()
