"""What one SQLite statement costs through SQLAlchemy: stock aiosqlite against `mneme.core.sqlite_driver`.

Run: ``.venv/bin/python bench/sqlite_driver_bench.py [--n 3000] [--repeat 3]``

Both engines open the same file (a fresh temporary one) and run the same `--n` single-row SELECTs by primary
key, one after the other on one connection, in this process. Printed per statement: wall time and this
process's CPU time, best of `--repeat` rounds, and the ratio of stock aiosqlite to the driver measured in the
same run. Stock aiosqlite hands four calls to the connection's thread per statement (open a cursor, execute,
fetch, close); the driver hands one.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from mneme.core.db import _sqlite_opener


async def per_statement(engine: AsyncEngine, n: int) -> tuple[float, float]:
    async with engine.connect() as c:
        for i in range(200):  # warm: statement cache, pages
            await c.execute(text("SELECT b FROM t WHERE a = :a"), {"a": 1 + i % 2})
        t0, c0 = time.perf_counter(), time.process_time()
        for i in range(n):
            (await c.execute(text("SELECT b FROM t WHERE a = :a"), {"a": 1 + i % 2})).all()
        return (time.perf_counter() - t0) / n * 1e6, (time.process_time() - c0) / n * 1e6


async def main(n: int, repeat: int) -> None:
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-driver-bench-"), "bench.db")
    url = f"sqlite+aiosqlite:///{path}"
    setup = create_async_engine(url)
    async with setup.begin() as c:
        await c.execute(text("CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)"))
        await c.execute(text("INSERT INTO t VALUES (1, 'one'), (2, 'two')"))
    await setup.dispose()
    best: dict[str, tuple[float, float]] = {}
    for _ in range(repeat):
        for label, engine in (("aiosqlite", create_async_engine(url)),
                              ("sqlite_driver", create_async_engine(url, async_creator=_sqlite_opener(url)))):
            wall, cpu = await per_statement(engine, n)
            await engine.dispose()
            old = best.get(label)
            best[label] = (wall, cpu) if old is None else (min(old[0], wall), min(old[1], cpu))
    print(f"sqlite driver bench: {n} statements x {repeat} rounds, loadavg {os.getloadavg()[0]:.1f}")
    for label, (wall, cpu) in best.items():
        print(f"  {label:14s} {wall:7.1f} us wall  {cpu:7.1f} us CPU per statement")
    (w0, c0), (w1, c1) = best["aiosqlite"], best["sqlite_driver"]
    print(f"  ratio aiosqlite / sqlite_driver: {w0 / w1:.2f}x wall, {c0 / c1:.2f}x CPU")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    asyncio.run(main(a.n, a.repeat))
