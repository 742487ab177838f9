"""Database engines and sessions: SQLite (WAL, foreign keys, busy timeout) and PostgreSQL from one code path.

On SQLite, writing transactions start with BEGIN IMMEDIATE on a separate engine so that two writers queue on
the busy timeout instead of failing when one upgrades a read snapshot; reads use plain deferred transactions
and never block writers (WAL). Within one process, writers also queue on an in-process lock (`WriteGate`)
before their first statement: a waiting writer is woken the moment the lock is free, instead of polling
SQLite's busy handler, whose sleeps grow to 100 ms.
Other processes (`mneme worker`) still meet on SQLite's own lock and busy timeout.

Small writes of concurrent requests can share one transaction (`Database.grouped`, group commit): under load
one lock, one flush per table and one commit serve many requests, on either database.
"""
from __future__ import annotations

import asyncio
import contextvars
import datetime as dt
import os
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, ClassVar, TypeVar

import numpy as np
from sqlalchemy import DateTime, LargeBinary, event, make_url
from sqlalchemy.dialects.sqlite.aiosqlite import SQLiteDialect_aiosqlite
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DisconnectionError, OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase
from sqlalchemy.types import JSON, TypeDecorator, TypeEngine

from mneme.core import sqlite_driver
from mneme.core.settings import Settings, sqlite_path

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


SQLITE_MMAP_BYTES = 1 << 30  # address space, not memory: pages are mapped as they are read


def _sqlite_pragmas(engine: AsyncEngine, *, immediate: bool) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.execute("PRAGMA synchronous=NORMAL")
        # Reads straight from the OS page cache, shared by every connection, instead of each connection
        # copying pages into its own 2 MB cache: the keyword search joins every match to its memory row,
        # and at 10k memories those rows no longer fit (bench/memories_bench.py: FTS5 search 3.1 -> 1.7 ms).
        cur.execute(f"PRAGMA mmap_size={SQLITE_MMAP_BYTES}")
        cur.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _sqlite_opener(url: str) -> Callable[[], Awaitable[Any]]:
    """Opens connections through `sqlite_driver` (one thread hop per statement) with the arguments SQLAlchemy's
    aiosqlite dialect would pass for this URL."""
    args, kwargs = SQLiteDialect_aiosqlite().create_connect_args(make_url(url))

    async def open_connection() -> Any:
        return await sqlite_driver.connect(*args, **kwargs)

    return open_connection


# PostgreSQL settings of every connection of the service.
# plan_cache_mode: asyncpg prepares every statement, and after five runs PostgreSQL may keep a generic plan, one
# made without the parameters' values (the query's vector, the scope, the candidates' ids): for the search's
# statements those plans were slower (measured in process on a 680-memory LoCoMo project, the search's
# statements p50 24.1 -> 16.9, p95 47.3 -> 23.3 ms). Set per connection rather than per search (a `SET LOCAL`
# was one more round trip per search): the service's other statements are short, and planning one costs a
# fraction of a round trip. Plans change, results never do.
PG_SETTINGS = {"hnsw.ef_search": "100", "hnsw.iterative_scan": "relaxed_order",
               "plan_cache_mode": "force_custom_plan"}
PG_PING_IDLE_S = 5.0  # a pooled connection idle this long is pinged before use (`_pg_checkout_ping`)


def _pg_checkout_ping(engine: AsyncEngine) -> None:
    """Pessimistic disconnect handling at a round trip's cost only when it can matter. SQLAlchemy's
    `pool_pre_ping` pings on every checkout: on asyncpg BEGIN, `;`, ROLLBACK, three round trips per request
    and session. Here a connection is checked out without a round trip when asyncpg knows it is open (a server
    that restarted or ended the backend closed the socket, which asyncpg has seen by then: `is_closed()`) and it
    was in use less than `PG_PING_IDLE_S` ago; else it is pinged as before. A connection found closed or failing
    its ping is replaced by a new one before the request sees it (`DisconnectionError`: the pool retries)."""

    @event.listens_for(engine.sync_engine, "connect")
    @event.listens_for(engine.sync_engine, "checkin")
    def _used(_dbapi_conn: Any, record: Any) -> None:
        record.info["mneme_used"] = time.monotonic()

    @event.listens_for(engine.sync_engine, "checkout")
    def _on_checkout(dbapi_conn: Any, record: Any, _proxy: Any) -> None:
        raw = getattr(dbapi_conn, "_connection", None)
        if raw is not None and raw.is_closed():
            raise DisconnectionError("connection closed")
        used = record.info.get("mneme_used")
        if used is not None and time.monotonic() - used < PG_PING_IDLE_S:
            return
        try:
            dbapi_conn.ping()
        except Exception as exc:
            raise DisconnectionError(str(exc)) from exc


WRITE_WAIT_S = 30.0  # as long as SQLite's busy timeout


class WriteGate:
    """The process's SQLite write lock, one asyncio lock per event loop (FIFO, no polling)."""

    def __init__(self, timeout_s: float = WRITE_WAIT_S) -> None:
        self.timeout_s = timeout_s
        self._locks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = (
            weakref.WeakKeyDictionary())

    def _lock(self) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        lock = self._locks.get(loop)
        if lock is None:
            lock = self._locks[loop] = asyncio.Lock()
        return lock

    async def acquire(self) -> asyncio.Lock:
        lock = self._lock()
        try:
            async with asyncio.timeout(self.timeout_s):
                await lock.acquire()
        except TimeoutError:
            raise OperationalError("BEGIN IMMEDIATE", {}, Exception("database is locked (in-process wait)")) from None
        return lock


class GatedSession(AsyncSession):
    """A writing session on SQLite: takes the process's `WriteGate` before its first statement and keeps it
    until `Database.session` has committed or rolled back. Taken lazily, so a request that never writes
    (or streams its body first) holds nothing."""

    gate: WriteGate | None = None
    held: asyncio.Lock | None = None

    async def _enter(self) -> None:
        if self.held is None and self.gate is not None:
            self.held = await self.gate.acquire()

    def release(self) -> None:
        if self.held is not None:
            self.held.release()
            self.held = None

    async def execute(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().execute(*args, **kwargs)

    async def scalar(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().scalar(*args, **kwargs)

    async def scalars(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().scalars(*args, **kwargs)

    async def get(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().get(*args, **kwargs)

    async def stream(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().stream(*args, **kwargs)

    async def flush(self, *args: Any, **kwargs: Any) -> None:
        await self._enter()
        await super().flush(*args, **kwargs)

    async def refresh(self, *args: Any, **kwargs: Any) -> None:
        await self._enter()
        await super().refresh(*args, **kwargs)

    async def merge(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().merge(*args, **kwargs)

    async def delete(self, *args: Any, **kwargs: Any) -> None:
        await self._enter()
        await super().delete(*args, **kwargs)

    async def connection(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().connection(*args, **kwargs)

    async def run_sync(self, *args: Any, **kwargs: Any) -> Any:
        await self._enter()
        return await super().run_sync(*args, **kwargs)

    async def commit(self) -> None:
        if self.sync_session.new or self.sync_session.dirty or self.sync_session.deleted:
            await self._enter()
        await super().commit()

    def begin_nested(self) -> Any:
        """`async with session.begin_nested():` takes the gate before its SAVEPOINT (which may be the session's
        first statement, and so its BEGIN IMMEDIATE)."""
        return _GatedSavepoint(self)


class _GatedSavepoint:
    def __init__(self, session: GatedSession) -> None:
        self.session = session
        self.tx: Any = None

    async def __aenter__(self) -> Any:
        await self.session._enter()
        self.tx = AsyncSession.begin_nested(self.session)
        return await self.tx.__aenter__()

    async def __aexit__(self, *exc: Any) -> Any:
        return await self.tx.__aexit__(*exc)


T = TypeVar("T")
Work = Callable[[AsyncSession], Awaitable[Any]]

# Idempotency-Key (core/idempotency.py): set while a keyed request runs; every write transaction of that
# request calls it just before committing, so the key's record says "written" in the same transaction.
write_hook: contextvars.ContextVar[Work | None] = contextvars.ContextVar("mneme_write_hook", default=None)


class GroupWriter:
    """Group commit: `run(work)` runs `work(session)` in a write transaction shared with the work of every other
    caller that arrives while a group is being written (up to `MAX_GROUP`), and returns once that transaction
    has committed. If a group fails, each of its works runs again alone, so one caller's error never becomes
    another's. A work must only touch the session (it may run twice) and should add rows rather than flush
    them, so that a group writes one multi-row INSERT per table."""

    MAX_GROUP = 256

    def __init__(self, db: Database) -> None:
        self.db = db
        self._queues: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _GroupQueue] = (
            weakref.WeakKeyDictionary())

    async def run(self, work: Work) -> Any:
        loop = asyncio.get_running_loop()
        q = self._queues.get(loop)
        if q is None:
            q = self._queues[loop] = _GroupQueue()
        fut: asyncio.Future[Any] = loop.create_future()
        q.pending.append((work, fut))
        if q.task is None or q.task.done():
            # a context of its own: the group's session must not run the first caller's `write_hook`
            q.task = loop.create_task(self._drain(q), context=contextvars.Context())
        return await fut

    async def _drain(self, q: _GroupQueue) -> None:
        while q.pending:
            group, q.pending = q.pending[: self.MAX_GROUP], q.pending[self.MAX_GROUP:]
            group = [(w, f) for w, f in group if not f.done()]  # a caller that went away is skipped
            try:
                results = await self._write(group)
            except asyncio.CancelledError:
                for _w, f in group + q.pending:
                    f.cancel()
                raise
            except Exception as exc:  # noqa: BLE001 - handed to the callers below
                if len(group) == 1:
                    _settle(group[0][1], exc=exc)
                    continue
                for w, f in group:
                    try:
                        _settle(f, result=(await self._write([(w, f)]))[0])
                    except Exception as one:  # noqa: BLE001 - this caller's own error
                        _settle(f, exc=one)
            else:
                for (_w, f), r in zip(group, results, strict=True):
                    _settle(f, result=r)

    async def _write(self, group: list[tuple[Work, asyncio.Future[Any]]]) -> list[Any]:
        async with self.db.session() as s:
            return [await w(s) for w, _f in group]


def _then(work: Callable[[AsyncSession], Awaitable[T]], hook: Work) -> Callable[[AsyncSession], Awaitable[T]]:
    async def both(s: AsyncSession) -> T:
        out = await work(s)
        await hook(s)
        return out

    return both


class _GroupQueue:
    def __init__(self) -> None:
        self.pending: list[tuple[Work, asyncio.Future[Any]]] = []
        self.task: asyncio.Task[None] | None = None


def _settle(f: asyncio.Future[Any], *, result: Any = None, exc: BaseException | None = None) -> None:
    if f.done():
        return
    if exc is not None:
        f.set_exception(exc)
    else:
        f.set_result(result)


class Database:
    """The engines and session factories of one process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        url = settings.database_url
        self.is_sqlite = url.startswith("sqlite")
        # A database error's text (logged, or kept as a job's `last_error`) shows its SQL but not the bound
        # values, which are stored content (a memory's text), unless the log level is DEBUG.
        quiet = {"hide_parameters": settings.log_level.strip().lower() != "debug"}
        if self.is_sqlite:
            path = sqlite_path(url)
            if path:
                os.makedirs(os.path.dirname(path), exist_ok=True)
            # Connections are kept, not closed past 8: a new one costs a thread, a file open and a schema
            # parse, and under 16 concurrent adds the smaller pool opened ~10 a second.
            opener = _sqlite_opener(url)
            self.engine = create_async_engine(url, pool_size=24, max_overflow=16, async_creator=opener, **quiet)
            self.read_engine = create_async_engine(url, pool_size=24, max_overflow=16, async_creator=opener,
                                                   **quiet)
            _sqlite_pragmas(self.engine, immediate=True)
            _sqlite_pragmas(self.read_engine, immediate=False)
        else:
            # Per connection, not per query (each SET is a round trip): vector search settings (iterative scans
            # keep filtered HNSW searches (scope, user, live) returning k rows), and custom plans (`PG_SETTINGS`).
            self.engine = create_async_engine(url, pool_size=10, max_overflow=20,
                                              connect_args={"server_settings": dict(PG_SETTINGS)}, **quiet)
            _pg_checkout_ping(self.engine)
            self.read_engine = self.engine
        self.gate = WriteGate() if self.is_sqlite else None
        self.write_sessions = async_sessionmaker(self.engine, expire_on_commit=False,
                                                 class_=GatedSession if self.is_sqlite else AsyncSession)
        self.read_sessions = async_sessionmaker(self.read_engine, expire_on_commit=False)
        # PostgreSQL: statements that each stand alone (`session(autocommit=True)`), without BEGIN and COMMIT,
        # two round trips. SQLite keeps its transactions (there they cost no round trip).
        self.autocommit_sessions = (self.read_sessions if self.is_sqlite else async_sessionmaker(
            self.engine.execution_options(isolation_level="AUTOCOMMIT"), expire_on_commit=False))
        self.group_writer = GroupWriter(self)

    async def grouped(self, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
        """Run `work(session)` in a write transaction shared with concurrent callers (see `GroupWriter`)."""
        hook = write_hook.get()
        if hook is not None:  # Idempotency-Key: this caller's record is marked in the shared transaction
            work = _then(work, hook)
        result: T = await self.group_writer.run(work)
        return result

    @asynccontextmanager
    async def session(self, *, write: bool = True, autocommit: bool = False) -> AsyncIterator[AsyncSession]:
        """A session committed on success and rolled back on error.

        `autocommit` (reads only): on PostgreSQL each statement runs on its own, outside any transaction (no
        BEGIN, no COMMIT: two round trips fewer). Only for reads that need no transaction: under PostgreSQL's
        READ COMMITTED each statement of a transaction sees its own snapshot anyway, so a few SELECTs read
        the same either way; never for writes, SET LOCAL or row locks. On SQLite a read session as usual."""
        if autocommit and write:
            raise ValueError("an autocommit session only reads")
        factory = self.write_sessions if write else (self.autocommit_sessions if autocommit else self.read_sessions)
        async with factory() as session:
            session.info["write"] = write
            if isinstance(session, GatedSession):
                session.gate = self.gate
            try:
                yield session
                if write and (hook := write_hook.get()) is not None:  # Idempotency-Key (see `write_hook`)
                    await hook(session)
                await session.commit()
            except BaseException:
                await session.rollback()
                raise
            finally:
                if isinstance(session, GatedSession):
                    session.release()

    async def dispose(self) -> None:
        await self.engine.dispose()
        if self.read_engine is not self.engine:
            await self.read_engine.dispose()
