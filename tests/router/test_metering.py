"""Router metering (router/metering.py) on freshly migrated SQLite files and PostgreSQL databases: the price
formula, the balance check, hosted debits and BYOK records, the debit switch, and concurrent calls that lose no
debit and keep the per-team running sum equal to the ledger's sum."""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from mneme.admin.billing import repository as repo
from mneme.admin.team.service import create_team
from mneme.core.authz import TeamScope, trusted_scope
from mneme.core.db import Database
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.models import CreditAccount, CreditLedgerEntry, RouterUsage
from mneme.router import metering
from mneme.router.metering import CallRecord, InsufficientBalance, check_balance, cost_of, record_call
from tests.conftest import database_url

ON = Settings()
OFF = replace(Settings(), metering_debit=False)


# --------------------------------------------------------------------------- the price formula


def test_cost_is_the_ceiling_of_the_sum_not_the_sum_of_ceilings() -> None:
    assert cost_of(0, 0, 5, 7) == 0
    assert cost_of(1, 0, 1, None) == 1  # a millionth of a token still costs one
    assert cost_of(999_999, 0, 1, None) == 1
    assert cost_of(1_000_000, 0, 1, None) == 1  # exactly one: no rounding up
    assert cost_of(1_000_001, 0, 1, None) == 2
    assert cost_of(500_000, 500_000, 1, 1) == 1  # 0.5 + 0.5: one token, not ceil(0.5) + ceil(0.5)
    assert cost_of(1000, 500, 1_000_000, 4_000_000) == 3000  # the example prices
    assert cost_of(123_457, 0, 3_000_000, None) == 370_371


def test_a_side_without_a_price_costs_nothing() -> None:
    assert cost_of(10**9, 1_000_000, None, 2) == 2
    assert cost_of(1_000_000, 10**9, 3, None) == 3
    assert cost_of(10**9, 10**9, None, None) == 0
    assert cost_of(10**9, 10**9, 0, 0) == 0


def test_huge_counts_stay_exact_where_floats_would_round() -> None:
    # (10^18 + 1) / 10^6 as a float is exactly 10^12: the extra millionth would be lost and not rounded up
    assert math.ceil((10**18 + 1) * 1 / 1e6) == 10**12
    assert cost_of(10**18 + 1, 0, 1, None) == 10**12 + 1
    assert cost_of(10**15, 10**15, 10**7, 3 * 10**7) == 4 * 10**16
    assert cost_of(10**18, 1, 10**6, 1) == 10**18 + 1


def test_negative_counts_or_prices_are_refused() -> None:
    for args in [(-1, 0, 1, 1), (0, -1, 1, 1), (1, 1, -1, 1), (1, 1, 1, -1)]:
        with pytest.raises(ValueError):
            cost_of(*args)


# --------------------------------------------------------------------------- on a real database


async def fresh_db(backend: str, tmp_path: Path, settings: Settings = ON) -> Database:
    url = database_url(backend, str(tmp_path))
    await asyncio.to_thread(upgrade, url)  # alembic's env.py runs its own event loop
    return Database(replace(settings, database_url=url))


@pytest.fixture
async def db(backend: str, tmp_path: Path) -> AsyncIterator[Database]:
    database = await fresh_db(backend, tmp_path)
    yield database
    await database.dispose()


async def new_team(db: Database, grant: int = 0) -> TeamScope:
    async with db.session() as s:
        team, owner = await create_team(s, name="Metered", owner_name="Owner", owner_email=None)
        scope = trusted_scope(team.id, principal_id=owner.id, reason="test")
        if grant:
            await repo.append(s, scope, kind="grant", tokens=grant, created_by=owner.id)
    return scope


def call(scope: TeamScope, *, inp: int = 1000, out: int = 500, ipm: int | None = 1000, opm: int | None = 4000,
         source: str = "hosted", n: int = 0) -> CallRecord:
    return CallRecord(team_id=scope.team_id, key_id="key-test", model="gpt-x", provider="local",
                      input_tokens=inp, output_tokens=out, input_tokens_per_million=ipm,
                      output_tokens_per_million=opm, key_source=source, boundary_id=None,
                      trace_id=f"{n:032x}", status=200, latency_ms=12.5, endpoint="chat/completions")


async def balance(db: Database, scope: TeamScope) -> int:
    async with db.session(write=False) as s:
        return await repo.balance(s, scope)


async def ledger(db: Database, scope: TeamScope) -> list[CreditLedgerEntry]:
    async with db.session(write=False) as s:
        q = select(CreditLedgerEntry).where(CreditLedgerEntry.team_id == scope.team_id).order_by(CreditLedgerEntry.seq)
        return list((await s.execute(q)).scalars().all())


async def usage(db: Database, scope: TeamScope) -> list[RouterUsage]:
    async with db.session(write=False) as s:
        q = select(RouterUsage).where(RouterUsage.team_id == scope.team_id).order_by(RouterUsage.trace_id)
        return list((await s.execute(q)).scalars().all())


async def assert_consistent(db: Database, scope: TeamScope) -> int:
    """The account equals the ledger's sum; the ledger is numbered 1..n without gaps and each row's
    `balance_after_tokens` is the previous one's plus its tokens. Returns the balance."""
    rows = await ledger(db, scope)
    assert [r.seq for r in rows] == list(range(1, len(rows) + 1))
    running = 0
    for r in rows:
        running += r.tokens
        assert r.balance_after_tokens == running, (r.seq, r.balance_after_tokens, running)
    async with db.session(write=False) as s:
        account = await s.get(CreditAccount, scope.team_id)
        assert await repo.ledger_sum(s, scope) == running
    assert account is not None and account.balance_tokens == running and account.entries == len(rows)
    return running


async def test_a_hosted_call_is_recorded_and_debited_in_one_transaction(db: Database) -> None:
    scope = await new_team(db, grant=10_000)
    cost = await record_call(db, ON, call(scope, inp=1000, out=500, ipm=1000, opm=4000))
    assert cost == 3  # ceil(1000 × 1000 / 10^6 + 500 × 4000 / 10^6) = 1 + 2
    assert await balance(db, scope) == 9_997
    [used] = await usage(db, scope)
    assert (used.input_tokens, used.output_tokens, used.cost_tokens, used.key_source) == (1000, 500, 3, "hosted")
    assert (used.model, used.provider, used.endpoint, used.status, used.latency_ms) == (
        "gpt-x", "local", "chat/completions", 200, 12.5)
    assert used.id.startswith("use-") and used.key_id == "key-test"
    grant, debit = await ledger(db, scope)
    assert (grant.kind, grant.tokens, grant.seq) == ("grant", 10_000, 1)
    assert (debit.kind, debit.tokens, debit.reference, debit.created_by) == ("debit", -3, used.id, None)
    assert debit.id.startswith("led-") and debit.balance_after_tokens == 9_997
    assert await assert_consistent(db, scope) == 9_997


async def test_byok_calls_are_recorded_but_never_debited(db: Database) -> None:
    scope = await new_team(db, grant=100)
    assert await record_call(db, ON, call(scope, inp=10**6, out=10**6, ipm=5, opm=7, source="byok")) == 12
    [used] = await usage(db, scope)
    assert used.key_source == "byok" and used.cost_tokens == 12
    assert [e.kind for e in await ledger(db, scope)] == ["grant"]
    assert await balance(db, scope) == 100


async def test_a_free_or_unpriced_call_writes_usage_but_no_ledger_row(db: Database) -> None:
    scope = await new_team(db, grant=100)
    assert await record_call(db, ON, call(scope, ipm=None, opm=None)) == 0
    assert await record_call(db, ON, call(scope, inp=0, out=0, n=1)) == 0
    assert len(await usage(db, scope)) == 2
    assert [e.kind for e in await ledger(db, scope)] == ["grant"]


async def test_a_balance_at_or_below_zero_is_refused(db: Database) -> None:
    scope = await new_team(db)
    async with db.session(write=False) as s:  # a new team starts at 0
        with pytest.raises(InsufficientBalance) as info:
            await check_balance(s, scope, ON)
    assert info.value.balance_tokens == 0 and "balance" in info.value.message

    async with db.session() as s:
        await repo.append(s, scope, kind="grant", tokens=3)
    async with db.session(write=False) as s:
        await check_balance(s, scope, ON)  # 3 > 0: allowed
    assert await record_call(db, ON, call(scope, inp=3_000_000, out=0, ipm=1)) == 3
    async with db.session(write=False) as s:  # exactly 0
        with pytest.raises(InsufficientBalance):
            await check_balance(s, scope, ON)
    # the call was served already: its debit goes through and overdraws the balance
    await record_call(db, ON, call(scope, inp=5_000_000, out=0, ipm=1, n=1))
    assert await balance(db, scope) == -5
    async with db.session(write=False) as s:
        with pytest.raises(InsufficientBalance) as below:
            await check_balance(s, scope, ON)
    assert below.value.balance_tokens == -5
    await assert_consistent(db, scope)


async def test_debiting_off_neither_refuses_nor_debits(db: Database) -> None:
    scope = await new_team(db)
    async with db.session(write=False) as s:
        await check_balance(s, scope, OFF)  # balance 0, no 402
    assert await record_call(db, OFF, call(scope)) == 3
    assert len(await usage(db, scope)) == 1
    assert await ledger(db, scope) == [] and await balance(db, scope) == 0
    assert Settings.from_env().metering_debit is True


def test_the_setting_reads_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MNEME_METERING_DEBIT", "false")
    assert Settings.from_env().metering_debit is False
    monkeypatch.setenv("MNEME_METERING_DEBIT", "1")
    assert Settings.from_env().metering_debit is True
    monkeypatch.delenv("MNEME_METERING_DEBIT")
    assert Settings.from_env().metering_debit is True


def storm_call(scope: TeamScope, n: int) -> CallRecord:
    """Call n of a storm: varied counts and prices, some BYOK, some free."""
    return call(scope, inp=1000 + 137 * n, out=50 * n, ipm=[1000, 2500, None][n % 3], opm=[4000, 3, 999_999][n % 5 % 3],
                source="byok" if n % 7 == 3 else "hosted", n=n)


def expected_debit(scope: TeamScope, n: int) -> int:
    rec = storm_call(scope, n)
    if rec.key_source != "hosted":
        return 0
    return cost_of(rec.input_tokens, rec.output_tokens, rec.input_tokens_per_million, rec.output_tokens_per_million)


async def test_fifty_concurrent_calls_lose_no_debit(db: Database) -> None:
    initial = 1_000_000
    scope = await new_team(db, grant=initial)
    costs = await asyncio.wait_for(asyncio.gather(*(record_call(db, ON, storm_call(scope, n)) for n in range(50))), 120)
    assert costs == [cost_of(r.input_tokens, r.output_tokens, r.input_tokens_per_million, r.output_tokens_per_million)
                     for r in (storm_call(scope, n) for n in range(50))]
    debits = [expected_debit(scope, n) for n in range(50)]
    assert sum(debits) > 0 and debits.count(0) > 0
    assert await balance(db, scope) == initial - sum(debits)
    assert len(await usage(db, scope)) == 50
    assert len([e for e in await ledger(db, scope) if e.kind == "debit"]) == len([d for d in debits if d])
    assert await assert_consistent(db, scope) == initial - sum(debits)


async def test_concurrent_transactions_of_several_processes_lose_no_update(backend: str, tmp_path: Path) -> None:
    """Five `Database` objects stand for five server processes: each groups its own calls, so their
    transactions race on the same account row (PostgreSQL row lock; SQLite's database lock). Grants made
    at the same time, each in a transaction of its own, interleave with the debits."""
    first = await fresh_db(backend, tmp_path)
    dbs = [first] + [Database(first.settings) for _ in range(4)]
    try:
        scope = await new_team(first, grant=500_000)

        async def grant(db: Database, tokens: int) -> None:
            async with db.session() as s:
                await repo.append(s, scope, kind="grant", tokens=tokens, reason="storm")

        calls = [record_call(dbs[n % 5], ON, storm_call(scope, n)) for n in range(50)]
        grants = [grant(dbs[n % 5], 1000 + n) for n in range(10)]
        await asyncio.wait_for(asyncio.gather(*calls, *grants), 120)
        expected = 500_000 + sum(1000 + n for n in range(10)) - sum(expected_debit(scope, n) for n in range(50))
        assert await assert_consistent(first, scope) == expected
        assert await balance(dbs[3], scope) == expected
        assert len(await usage(first, scope)) == 50
    finally:
        for db in dbs:
            await db.dispose()


async def test_a_cancelled_caller_does_not_lose_its_record(db: Database) -> None:
    """A client that disconnects mid-stream cancels the task that meters it: the record is written anyway."""
    scope = await new_team(db, grant=1000)
    task = asyncio.create_task(record_call(db, ON, call(scope)))
    await asyncio.sleep(0)  # record_call has started its shielded write
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.wait_for(metering.drain(db), 30)
    assert metering.pending_writes(db) is None
    assert len(await usage(db, scope)) == 1
    assert await balance(db, scope) == 997


async def test_the_ledger_refuses_a_wrongly_signed_entry(db: Database) -> None:
    scope = await new_team(db)
    for kind, tokens in [("grant", -5), ("grant", 0), ("debit", 5), ("debit", 0), ("bonus", 5)]:
        async with db.session() as s:
            with pytest.raises(ValueError):
                await repo.append(s, scope, kind=kind, tokens=tokens)
    assert await ledger(db, scope) == [] and await balance(db, scope) == 0


async def test_the_record_never_joins_the_requests_idempotency_transaction(db: Database) -> None:
    """A router call made with an Idempotency-Key runs with `core.db.write_hook` set; the metering transaction is
    not the request's and must not run that hook (it would mark the request's key as written)."""
    from mneme.core.db import write_hook

    scope = await new_team(db, grant=1000)
    calls: list[str] = []

    async def hook(_s: Any) -> None:
        calls.append("hook")

    token = write_hook.set(hook)
    try:
        assert await record_call(db, ON, call(scope, n=1)) == 3
    finally:
        write_hook.reset(token)
    assert calls == [] and await balance(db, scope) == 997


async def test_calls_of_several_teams_in_one_storm_keep_each_ledger_exact(db: Database) -> None:
    teams = [await new_team(db, grant=100_000) for _ in range(3)]
    calls = [(teams[n % 3], n) for n in range(60)]
    await asyncio.wait_for(asyncio.gather(*(record_call(db, ON, storm_call(t, n)) for t, n in calls)), 120)
    for i, team in enumerate(teams):
        spent = sum(expected_debit(team, n) for t, n in calls if t is team)
        assert await assert_consistent(db, team) == 100_000 - spent, i
        traces = [int(u.trace_id, 16) for u in await usage(db, team)]
        assert traces == [n for t, n in calls if t is team]


async def test_concurrent_calls_share_transactions(db: Database) -> None:
    scope = await new_team(db, grant=100_000)
    transactions = 0
    grouped = db.grouped

    async def counting(work: Any) -> Any:
        nonlocal transactions
        transactions += 1
        return await grouped(work)

    db.grouped = counting  # type: ignore[method-assign]
    await asyncio.wait_for(asyncio.gather(*(record_call(db, ON, call(scope, n=n)) for n in range(40))), 60)
    assert len(await usage(db, scope)) == 40 and await balance(db, scope) == 100_000 - 40 * 3
    assert 1 <= transactions < 40, transactions


async def test_one_failing_record_does_not_lose_the_others(db: Database) -> None:
    """A record the database refuses (here: a team that does not exist) fails its own caller only."""
    scope = await new_team(db, grant=1000)
    ghost = trusted_scope("team-does-not-exist", reason="test")
    recs = [call(scope, n=n) for n in range(6)] + [call(ghost, n=99)] + [call(scope, n=n) for n in range(6, 9)]
    results = await asyncio.wait_for(asyncio.gather(*(record_call(db, ON, r) for r in recs), return_exceptions=True),
                                     60)
    assert [r for r in results if isinstance(r, BaseException)] == [results[6]] and results[6] is not None
    assert results[:6] + results[7:] == [3] * 9
    assert len(await usage(db, scope)) == 9
    assert await assert_consistent(db, scope) == 1000 - 27
