"""Throughput of router metering (`mneme.router.metering`): how many calls a second can be recorded and debited.

Run: ``.venv/bin/python bench/metering_bench.py [--db sqlite|postgres|both] [--calls 3000] [--concurrency 64]``

On a fresh, migrated database (a SQLite file, or a database on the tests' throwaway PostgreSQL server,
``tests/pgserver.start_pg``, or ``$MNEME_TEST_PG_URL``) with one team granted 10^12 tokens:
1. ``record_call`` one call at a time (300 calls): mean latency of one record (usage row + debit, committed);
2. ``--calls`` hosted calls from ``--concurrency`` concurrent callers: records per second;
3. ``check_balance`` on a read session (300 times): mean latency;
then checks that the balance fell by exactly the sum of the prices and equals the ledger's sum.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from dataclasses import replace

from _common import REPO  # bench/ is on sys.path

sys.path.insert(0, str(REPO))

from mneme.admin.billing import repository as repo
from mneme.admin.team.service import create_team
from mneme.core.authz import trusted_scope
from mneme.core.db import Database
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.router.metering import CallRecord, check_balance, record_call

GRANT = 10**12


async def run(url: str, calls: int, concurrency: int) -> str:
    await asyncio.to_thread(upgrade, url)
    db = Database(replace(Settings(), database_url=url))
    try:
        async with db.session() as s:
            team, _owner = await create_team(s, name="bench", owner_name="o", owner_email=None)
            scope = trusted_scope(team.id, reason="metering bench")
            await repo.append(s, scope, kind="grant", tokens=GRANT)
        rec = CallRecord(team_id=team.id, key_id="key-bench", model="gpt-x", provider="local", input_tokens=1000,
                         output_tokens=500, input_tokens_per_million=1000, output_tokens_per_million=4000,
                         key_source="hosted", boundary_id=None, trace_id="0" * 32, status=200, latency_ms=1.0,
                         endpoint="chat/completions")
        t = time.perf_counter()
        for _ in range(300):
            await record_call(db, db.settings, rec)
        one = (time.perf_counter() - t) / 300 * 1000
        gate = asyncio.Semaphore(concurrency)

        async def limited() -> int:
            async with gate:
                return await record_call(db, db.settings, rec)

        t = time.perf_counter()
        costs = await asyncio.gather(*(limited() for _ in range(calls)))
        rate = calls / (time.perf_counter() - t)
        t = time.perf_counter()
        for _ in range(300):
            async with db.session(write=False) as s:
                await check_balance(s, scope, db.settings)
        check = (time.perf_counter() - t) / 300 * 1000
        async with db.session(write=False) as s:
            balance, ledger = await repo.balance(s, scope), await repo.ledger_sum(s, scope)
        assert balance == ledger == GRANT - 300 * costs[0] - sum(costs), (balance, ledger)
        return (f"record_call alone {one:.2f} ms; {concurrency} concurrent callers {rate:,.0f} records/s; "
                f"check_balance {check:.2f} ms; balance == ledger sum == grant - costs")
    finally:
        await db.dispose()


def _pg_url() -> str:
    from tests import pgserver

    server = (pgserver.PgServer.from_url(os.environ[pgserver.ENV_URL]) if os.environ.get(pgserver.ENV_URL)
              else pgserver.start_pg())
    return str(server.create_database(f"metering_bench_{os.getpid()}"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", choices=("sqlite", "postgres", "both"), default="both")
    ap.add_argument("--calls", type=int, default=3000)
    ap.add_argument("--concurrency", type=int, default=64)
    args = ap.parse_args()
    for backend in ("sqlite", "postgres") if args.db == "both" else (args.db,):
        with tempfile.TemporaryDirectory(prefix="mneme-metering-") as tmp:
            url = f"sqlite+aiosqlite:///{tmp}/bench.db" if backend == "sqlite" else _pg_url()
            print(f"{backend}: {asyncio.run(run(url, args.calls, args.concurrency))}", flush=True)


if __name__ == "__main__":
    main()
