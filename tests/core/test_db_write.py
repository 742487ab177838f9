"""Writing through `mneme.core.db`: the in-process SQLite write gate and group commit (`Database.grouped`), on a
freshly migrated SQLite file and PostgreSQL database (no mocks).

The gate tests run on SQLite only (PostgreSQL has no gate); every test has its own database.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.db import Database, GatedSession, WriteGate
from mneme.core.ids import new_id
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.models import InstanceMeta
from tests.conftest import database_url


async def fresh_db(backend: str, tmp_path: Path) -> Database:
    url = database_url(backend, str(tmp_path))
    await asyncio.to_thread(upgrade, url)  # alembic's env.py runs its own event loop
    return Database(Settings(database_url=url))


@pytest.fixture
async def db(backend: str, tmp_path: Path) -> AsyncIterator[Database]:
    database = await fresh_db(backend, tmp_path)
    yield database
    await database.dispose()


@pytest.fixture
async def sqlite_db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    if request.config.getoption("--db") == "postgres":
        pytest.skip("the write gate exists on SQLite only")
    database = await fresh_db("sqlite", tmp_path)
    assert database.gate is not None
    yield database
    await database.dispose()


def gate_locked(db: Database) -> bool:
    assert db.gate is not None
    return db.gate._lock().locked()


async def put(db: Database, key: str, value: str) -> None:
    async with db.session() as s:
        s.add(InstanceMeta(key=key, value=value))


async def meta(db: Database, prefix: str) -> dict[str, str]:
    async with db.session(write=False) as s:
        rows = await s.execute(select(InstanceMeta.key, InstanceMeta.value).where(InstanceMeta.key.like(f"{prefix}%")))
        return {k: v for k, v in rows.all()}


# --------------------------------------------------------------------------- WriteGate / GatedSession (SQLite)


async def test_concurrent_write_sessions_never_overlap(sqlite_db: Database) -> None:
    db = sqlite_db
    prefix = new_id("t")
    await put(db, f"{prefix}-counter", "0")
    spans: list[tuple[int, float, float]] = []
    held_inside: list[bool] = []

    async def writer(n: int) -> None:
        async with db.session() as s:
            assert isinstance(s, GatedSession)
            # read-modify-write: a lost update shows up in the counter if two of these interleave
            value = (await s.execute(select(InstanceMeta.value)
                                     .where(InstanceMeta.key == f"{prefix}-counter"))).scalar_one()
            entered = time.monotonic()
            held_inside.append(s.held is not None and gate_locked(db))
            await asyncio.sleep(0.05)
            await s.execute(update(InstanceMeta).where(InstanceMeta.key == f"{prefix}-counter")
                            .values(value=str(int(value) + 1)))
            s.add(InstanceMeta(key=f"{prefix}-w{n}", value=str(n)))
            await asyncio.sleep(0.02)
            spans.append((n, entered, time.monotonic()))

    await asyncio.wait_for(asyncio.gather(*(writer(n) for n in range(4))), 30)
    assert held_inside == [True] * 4, "each writer holds the gate from its first statement"
    assert len(spans) == 4
    ordered = sorted(spans, key=lambda s: s[1])
    for (a, _a_in, a_out), (b, b_in, _b_out) in itertools.pairwise(ordered):
        assert b_in >= a_out, f"writer {b} entered at {b_in} before writer {a} left at {a_out}: {spans}"
    rows = await meta(db, prefix)
    assert rows[f"{prefix}-counter"] == "4", rows
    assert {k for k in rows if "-w" in k} == {f"{prefix}-w{n}" for n in range(4)}
    assert not gate_locked(db)


async def test_write_session_without_statements_does_not_take_the_gate(sqlite_db: Database) -> None:
    db = sqlite_db
    db.gate = WriteGate(timeout_s=0.5)  # if the idle session held the gate, the other writer fails fast
    prefix = new_id("t")
    async with db.session() as idle:
        assert isinstance(idle, GatedSession)
        started = time.monotonic()
        await asyncio.wait_for(put(db, f"{prefix}-other", "written"), 5)
        took = time.monotonic() - started
        assert idle.held is None and not gate_locked(db)
        # committed and visible while the idle write session is still open
        assert await meta(db, prefix) == {f"{prefix}-other": "written"}
    assert took < 0.4, f"the other writer waited {took:.3f}s"
    assert not gate_locked(db)


async def test_gate_is_released_after_an_exception(sqlite_db: Database) -> None:
    db = sqlite_db
    db.gate = WriteGate(timeout_s=0.5)
    prefix = new_id("t")
    await put(db, f"{prefix}-a", "before")

    with pytest.raises(RuntimeError, match="boom"):
        async with db.session() as s:
            await s.execute(update(InstanceMeta).where(InstanceMeta.key == f"{prefix}-a").values(value="changed"))
            assert gate_locked(db)
            raise RuntimeError("boom")
    assert not gate_locked(db)
    assert await meta(db, prefix) == {f"{prefix}-a": "before"}, "the update was rolled back"

    # a failing statement (duplicate primary key at the flush of the commit) releases it as well
    with pytest.raises(IntegrityError):
        async with db.session() as s:
            s.add(InstanceMeta(key=f"{prefix}-a", value="duplicate"))
    assert not gate_locked(db)

    # and the next writers get it at once (with a 0.5 s gate timeout they would fail otherwise)
    await asyncio.wait_for(put(db, f"{prefix}-b", "after"), 5)
    async with db.session() as s:
        await s.execute(update(InstanceMeta).where(InstanceMeta.key == f"{prefix}-a").values(value="after"))
    assert await meta(db, prefix) == {f"{prefix}-a": "after", f"{prefix}-b": "after"}
    assert not gate_locked(db)


async def test_nested_write_session_times_out_instead_of_hanging(sqlite_db: Database) -> None:
    db = sqlite_db
    db.gate = WriteGate(timeout_s=0.2)
    prefix = new_id("t")
    async with db.session() as outer:
        assert isinstance(outer, GatedSession)
        await outer.execute(select(InstanceMeta.key).limit(1))  # takes the gate
        outer.add(InstanceMeta(key=f"{prefix}-outer", value="1"))
        started = time.monotonic()
        with pytest.raises(OperationalError, match="locked"):
            async with asyncio.timeout(10):  # a hang fails as TimeoutError, not as the expected error
                async with db.session() as inner:
                    await inner.execute(select(InstanceMeta.key).limit(1))
        waited = time.monotonic() - started
        assert outer.held is not None and gate_locked(db), "the outer session still holds the gate"
    assert 0.18 <= waited < 5, waited
    assert not gate_locked(db)
    assert await meta(db, prefix) == {f"{prefix}-outer": "1"}, "the outer session still commits"


# --------------------------------------------------------------------------- Database.grouped (both databases)


def record_groups(db: Database) -> list[int]:
    """Wrap the group writer's `_write` (one transaction per call) to record each transaction's size."""
    sizes: list[int] = []
    writer = db.group_writer
    original = writer._write

    async def write(group: list[tuple[Any, asyncio.Future[Any]]]) -> list[Any]:
        sizes.append(len(group))
        return await original(group)

    writer._write = write  # type: ignore[method-assign]
    return sizes


async def test_concurrent_grouped_calls_share_transactions(db: Database) -> None:
    prefix = new_id("g")
    sizes = record_groups(db)
    total = 50

    def work(n: int) -> Any:
        async def run(s: AsyncSession) -> str:
            s.add(InstanceMeta(key=f"{prefix}-{n:02d}", value=f"v{n}"))
            await asyncio.sleep(0)
            return f"result-{n}"
        return run

    results = await asyncio.wait_for(asyncio.gather(*(db.grouped(work(n)) for n in range(total))), 60)
    assert results == [f"result-{n}" for n in range(total)], "each caller gets its own result"
    assert await meta(db, prefix) == {f"{prefix}-{n:02d}": f"v{n}" for n in range(total)}
    assert sum(sizes) == total, sizes
    assert len(sizes) < total, f"{len(sizes)} transactions for {total} calls: {sizes}"


async def test_a_failing_work_does_not_fail_the_others(db: Database) -> None:
    prefix = new_id("g")
    sizes = record_groups(db)
    bad = 3

    def work(n: int) -> Any:
        async def run(s: AsyncSession) -> int:
            s.add(InstanceMeta(key=f"{prefix}-{n}", value=str(n)))
            if n == bad:
                raise ValueError(f"work {n} is broken")
            return n * 10
        return run

    results = await asyncio.wait_for(
        asyncio.gather(*(db.grouped(work(n)) for n in range(8)), return_exceptions=True), 60)
    assert isinstance(results[bad], ValueError) and str(results[bad]) == f"work {bad} is broken", results
    assert [r for n, r in enumerate(results) if n != bad] == [n * 10 for n in range(8) if n != bad]
    rows = await meta(db, prefix)
    assert rows == {f"{prefix}-{n}": str(n) for n in range(8) if n != bad}, "the failing work's row rolled back"
    assert sizes[0] == 8, f"all eight were tried together first: {sizes}"

    # the writer keeps working after a failed group
    assert await asyncio.wait_for(db.grouped(work(100)), 30) == 1000
    assert (await meta(db, f"{prefix}-100")) == {f"{prefix}-100": "100"}


async def test_work_of_a_cancelled_caller_is_skipped(db: Database) -> None:
    prefix = new_id("g")
    sizes = record_groups(db)
    ran: list[str] = []
    gate = asyncio.Event()
    first_running = asyncio.Event()

    async def first(s: AsyncSession) -> str:
        ran.append("first")
        first_running.set()
        await gate.wait()  # holds the group writer busy: later calls queue behind it
        s.add(InstanceMeta(key=f"{prefix}-first", value="1"))
        return "first"

    def work(name: str) -> Any:
        async def run(s: AsyncSession) -> str:
            ran.append(name)
            s.add(InstanceMeta(key=f"{prefix}-{name}", value="1"))
            return name
        return run

    t_first = asyncio.create_task(db.grouped(first))
    await asyncio.wait_for(first_running.wait(), 10)
    t_gone = asyncio.create_task(db.grouped(work("gone")))
    t_kept = asyncio.create_task(db.grouped(work("kept")))
    await asyncio.sleep(0.05)  # both are queued behind the running group
    assert ran == ["first"]
    t_gone.cancel()
    with pytest.raises(asyncio.CancelledError):
        await t_gone
    gate.set()
    assert await asyncio.wait_for(t_first, 30) == "first"
    assert await asyncio.wait_for(t_kept, 30) == "kept"
    assert ran == ["first", "kept"], "the cancelled caller's work never ran"
    assert await meta(db, prefix) == {f"{prefix}-first": "1", f"{prefix}-kept": "1"}
    assert sizes == [1, 1], sizes


async def test_savepoint_as_first_statement_takes_the_gate(sqlite_db: Database) -> None:
    db = sqlite_db
    key = new_id("meta")
    async with db.session() as s:
        assert not gate_locked(db)
        async with s.begin_nested():
            assert gate_locked(db)
            s.add(InstanceMeta(key=key, value="saved"))
    assert not gate_locked(db)
    async with db.session(write=False) as s:
        assert (await s.execute(select(InstanceMeta.value).where(InstanceMeta.key == key))).scalar_one() == "saved"


async def test_sqlite_connections_read_through_mmap_and_stay_open(sqlite_db: Database) -> None:
    from sqlalchemy import text

    from mneme.core.db import SQLITE_MMAP_BYTES

    async def mmap_size(write: bool) -> int:
        async with sqlite_db.session(write=write) as s:
            await asyncio.sleep(0.01)  # hold the connection while the others open theirs
            return int((await s.execute(text("PRAGMA mmap_size"))).scalar_one())

    sizes = await asyncio.gather(*(mmap_size(i % 2 == 0) for i in range(20)))
    assert sizes == [SQLITE_MMAP_BYTES] * 20
    # the 10 concurrent read sessions' connections are all kept for the next requests, none closed (the
    # writers, queued on the gate, took turns on one connection)
    assert sqlite_db.read_engine.pool.checkedin() == 10  # type: ignore[attr-defined]
    assert sqlite_db.engine.pool.checkedin() >= 1  # type: ignore[attr-defined]
