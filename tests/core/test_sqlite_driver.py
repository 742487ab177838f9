"""`mneme.core.sqlite_driver` under SQLAlchemy on a real SQLite file: what a statement returns is what stock
aiosqlite returns (rows, rowcount, lastrowid, RETURNING, executemany, errors, streaming), in one hand-over to
the connection's thread instead of four."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from mneme.core import sqlite_driver
from mneme.core.db import Database, _sqlite_opener
from mneme.core.settings import Settings


@pytest.fixture(params=["aiosqlite", "sqlite_driver"])
async def engine(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    url = f"sqlite+aiosqlite:///{tmp_path / 'd.db'}"
    eng = (create_async_engine(url) if request.param == "aiosqlite"
           else create_async_engine(url, async_creator=_sqlite_opener(url)))
    async with eng.begin() as c:
        await c.execute(text("CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT UNIQUE, c BLOB)"))
    yield eng
    await eng.dispose()


async def outcomes(eng: AsyncEngine) -> list[Any]:
    out: list[Any] = []
    async with eng.begin() as c:
        r = await c.execute(text("INSERT INTO t (b, c) VALUES ('x', x'00ff')"))
        out.append(("insert", r.rowcount, r.lastrowid))
        r = await c.execute(text("INSERT INTO t (b) VALUES (:b)"), [{"b": f"m{i}"} for i in range(5)])
        out.append(("executemany", r.rowcount))
        r = await c.execute(text("INSERT INTO t (b) VALUES ('r') RETURNING a, b"))
        out.append(("returning", r.all()))
        r = await c.execute(text("UPDATE t SET c = x'01' WHERE b LIKE 'm%'"))
        out.append(("update", r.rowcount))
        out.append(("select", (await c.execute(text("SELECT a, b, c FROM t ORDER BY a"))).all()))
        out.append(("empty", (await c.execute(text("SELECT a FROM t WHERE a < 0"))).all()))
        out.append(("scalar", (await c.execute(text("SELECT count(*) FROM t"))).scalar()))
        out.append(("keys", list((await c.execute(text("SELECT a AS first, b AS second FROM t"))).keys())))
        streamed = await c.stream(text("SELECT a FROM t ORDER BY a"))
        out.append(("stream", [row async for row in streamed]))
        partial = await c.stream(text("SELECT a FROM t ORDER BY a"))
        out.append(("fetch in parts", await partial.fetchmany(2), await partial.fetchone(), await partial.fetchall(),
                    await partial.fetchone()))
    with pytest.raises(IntegrityError):
        async with eng.begin() as c:
            await c.execute(text("INSERT INTO t (b) VALUES ('x')"))
    with pytest.raises(OperationalError):
        async with eng.connect() as c:
            await c.execute(text("SELECT nope FROM t"))
    async with eng.connect() as c:  # the failed transaction left nothing behind
        out.append(("after errors", (await c.execute(text("SELECT count(*) FROM t"))).scalar()))
    return out


async def test_statements_return_what_aiosqlite_returns(engine: AsyncEngine, tmp_path: Path) -> None:
    got = await outcomes(engine)
    reference = create_async_engine(f"sqlite+aiosqlite:///{tmp_path / 'ref.db'}")
    async with reference.begin() as c:
        await c.execute(text("CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT UNIQUE, c BLOB)"))
    try:
        assert got == await outcomes(reference)
    finally:
        await reference.dispose()
    assert dict((o[0], o[1:]) for o in got)["select"][0][0] == (1, "x", b"\x00\xff")


async def test_one_hand_over_per_statement(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'd.db'}"
    counts = {"aiosqlite": 0, "driver": 0}
    original = aiosqlite.Connection._execute

    async def counting(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        counts["driver" if isinstance(self, sqlite_driver.Connection) else "aiosqlite"] += 1
        return await original(self, fn, *args, **kwargs)

    aiosqlite.Connection._execute = counting  # type: ignore[method-assign]
    try:
        for eng in (create_async_engine(url), create_async_engine(url, async_creator=_sqlite_opener(url))):
            async with eng.connect() as c:
                await c.execute(text("SELECT 1"))
                before = dict(counts)
                for _ in range(10):
                    (await c.execute(text("SELECT 1"))).all()
                spent = {k: counts[k] - before[k] for k in counts}
            await eng.dispose()
            if spent["driver"]:
                assert spent == {"aiosqlite": 0, "driver": 10}
            else:
                assert spent["aiosqlite"] >= 30  # cursor, execute, fetch (and close) each
    finally:
        aiosqlite.Connection._execute = original  # type: ignore[method-assign]


async def test_the_database_uses_it(tmp_path: Path) -> None:
    db = Database(Settings(database_url=f"sqlite+aiosqlite:///{tmp_path / 'm.db'}"))
    try:
        for sessions in (db.read_sessions, db.write_sessions):
            async with sessions() as s:
                raw = await (await s.connection()).get_raw_connection()
                assert isinstance(raw.driver_connection, sqlite_driver.Connection)
    finally:
        await db.dispose()
