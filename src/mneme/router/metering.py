"""Metering of router calls: the balance check before a hosted call, the price of a call, and its record.

- `check_balance` (before the vendor is called, hosted mode): raises `InsufficientBalance` when debiting is on
  (`Settings.metering_debit`, `MNEME_METERING_DEBIT`, default on) and the team's balance is at or below 0. The
  router answers it with 402 `{success: false, message}`. A private install turns debiting off, and with it
  the 402.
- `cost_of`: `ceil(input_tokens × input.tokens_per_million / 10^6 + output_tokens × output.tokens_per_million /
  10^6)` (extensions §7), in integers: the sum is one fraction over 10^6, so the ceiling is exact for any
  count (floats drop the last millionths past 2^53: their ceil((10^18 + 1) / 10^6) is 10^12, not 10^12 + 1).
  A side without a price costs 0.
- `record_call` (after the reply, streams included): one usage row per call and, for a hosted call with a
  cost > 0 while debiting is on, a `debit` ledger row of `-cost` that names the usage row, in the same
  transaction, which is never the request's (a streaming reply holds no session). Concurrent calls lose no debit: see
  mneme/models/billing.py. BYOK calls are recorded with their usage and price but never debited. A balance may
  go below 0 (the call was already served); the next hosted call then answers 402.

Writes are batched (`_Recorder`): the calls that end while a batch is being written form the next one, and a
batch is one transaction with one multi-row INSERT per table and one account upsert per team, through
`Database.grouped` (group commit with the service's other writers). bench/metering_bench.py on this machine
(2 cores shared with other jobs, load 3-7, 64 concurrent callers): 1,800-4,600 records/s on SQLite and
2,400-3,400/s on PostgreSQL, where one transaction and upsert per call managed 340/s on SQLite. A failed
batch is written again call by call, so one bad record fails only its own caller. The caller awaits the
future of its record, shielded: a caller cancelled while it waits (a client that went away mid-stream) does
not cancel or lose the write.
"""
from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import weakref
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import repository as repo
from mneme.core.authz import TeamScope, trusted_scope
from mneme.core.db import Database, utcnow
from mneme.core.ids import new_id
from mneme.core.settings import Settings

MILLION = 1_000_000

log = logging.getLogger("mneme.router.metering")


class InsufficientBalance(Exception):
    """The team's balance is at or below zero and debiting is on: the router answers 402."""

    DEFAULT = "Insufficient balance: the team's token balance is exhausted; top up and retry"

    def __init__(self, balance_tokens: int = 0, message: str = DEFAULT) -> None:
        self.balance_tokens = balance_tokens
        super().__init__(message)

    @property
    def message(self) -> str:
        return str(self)


@dataclass
class CallRecord:
    """What the router knows about one call once it is over (usage from the vendor's own counts)."""

    team_id: str
    key_id: str
    model: str
    provider: str
    input_tokens: int
    output_tokens: int
    input_tokens_per_million: int | None
    output_tokens_per_million: int | None
    key_source: str  # "hosted" (debited) | "byok" (recorded only)
    boundary_id: str | None
    trace_id: str
    status: int
    latency_ms: float
    endpoint: str


def cost_of(input_tokens: int, output_tokens: int, input_tokens_per_million: int | None,
            output_tokens_per_million: int | None) -> int:
    """Tokens to take off the balance for a call: the exact ceiling of the price formula (extensions §7)."""
    if input_tokens < 0 or output_tokens < 0:
        raise ValueError("token counts cannot be negative")
    if (input_tokens_per_million or 0) < 0 or (output_tokens_per_million or 0) < 0:
        raise ValueError("prices cannot be negative")
    micro = input_tokens * (input_tokens_per_million or 0) + output_tokens * (output_tokens_per_million or 0)
    return -(-micro // MILLION)


async def check_balance(session: AsyncSession, scope: TeamScope, settings: Settings) -> None:
    """Raise `InsufficientBalance` when debiting is on and the team's balance is <= 0 (one primary-key read).

    Give it a reading session (`db.session(write=False)`, or the session of a `reads_only` endpoint): on SQLite a
    writing session takes the process's write lock at its first statement and keeps it until it ends, and
    `record_call` of the same request would then wait for it."""
    if not settings.metering_debit:
        return
    balance = await repo.balance(session, scope)
    if balance <= 0:
        raise InsufficientBalance(balance)


def _count(value: int) -> int:
    """A vendor's token count as stored: an integer, never negative."""
    return max(0, int(value))


@dataclass
class _Call:
    """A call waiting to be written, with what `record_call` already worked out."""

    rec: CallRecord
    input_tokens: int
    output_tokens: int
    cost: int
    debit: bool
    done: asyncio.Future[int]


class _Recorder:
    """Writes the calls of one database and event loop: every call that arrives while a batch is being written
    joins the next batch, and a batch is one transaction (one multi-row INSERT per table and one account upsert
    per team; `Database.grouped` lets it share that transaction with other writers). If a batch fails, each of
    its calls is written again alone, so one call's error never loses another's record."""

    MAX_BATCH = 500

    def __init__(self, db: Database) -> None:
        self.db = db
        self.pending: list[_Call] = []
        self.task: asyncio.Task[None] | None = None

    def submit(self, call: _Call) -> None:
        self.pending.append(call)
        if self.task is None or self.task.done():
            # an empty context: no Idempotency-Key hook of a request (core.db.write_hook) joins these writes
            self.task = asyncio.get_running_loop().create_task(self._drain(), context=contextvars.Context())

    async def _drain(self) -> None:
        while self.pending:
            batch, self.pending = self.pending[: self.MAX_BATCH], self.pending[self.MAX_BATCH:]
            try:
                await self.db.grouped(functools.partial(_write, batch=batch))
            except asyncio.CancelledError:  # the loop is shutting down: nobody waits any more
                for call in batch + self.pending:
                    call.done.cancel()
                raise
            except Exception:  # noqa: BLE001 - each call is tried alone below
                for call in batch:
                    try:
                        await self.db.grouped(functools.partial(_write, batch=[call]))
                    except Exception as exc:  # this call's own error, handed to its caller
                        log.exception("router usage of trace %s not recorded", call.rec.trace_id)
                        _settle(call.done, exc=exc)
                    else:
                        _settle(call.done, result=call.cost)
            else:
                for call in batch:
                    _settle(call.done, result=call.cost)


def _settle(fut: asyncio.Future[int], *, result: int = 0, exc: BaseException | None = None) -> None:
    if fut.done():
        return
    if exc is not None:
        fut.set_exception(exc)
    else:
        fut.set_result(result)


def _usage_row(scope: TeamScope, **values: object) -> dict[str, object]:
    """A usage row of the team for `repository.insert_usage`, with its new id (`row["id"]`) and `created_at` now."""
    return {"id": new_id("use"), "team_id": scope.team_id, "created_at": utcnow(), **values}


async def _write(session: AsyncSession, batch: list[_Call]) -> None:
    """The batch's usage rows in one Core INSERT, then per team its debits (`repository.append_many`)."""
    debits: dict[str, tuple[TeamScope, list[repo.NewEntry]]] = {}
    rows = []
    for call in batch:
        rec = call.rec
        scope = trusted_scope(rec.team_id, reason="router metering of an authenticated call")
        usage = _usage_row(
            scope, key_id=rec.key_id, model=rec.model[:255], provider=rec.provider[:255],
            endpoint=rec.endpoint[:64], input_tokens=call.input_tokens, output_tokens=call.output_tokens,
            cost_tokens=call.cost, key_source=rec.key_source[:8],
            boundary_id=rec.boundary_id[:255] if rec.boundary_id else None, trace_id=rec.trace_id[:64],
            status=int(rec.status), latency_ms=float(rec.latency_ms))
        rows.append(usage)
        if call.debit:
            debits.setdefault(rec.team_id, (scope, []))[1].append(repo.NewEntry(
                kind="debit", tokens=-call.cost, reference=str(usage["id"]),
                reason=f"{rec.endpoint} {rec.model}"[:1000]))
    await repo.insert_usage(session, rows)
    for team_id in sorted(debits):  # in team id order: see repository.append_many
        scope, entries = debits[team_id]
        await repo.append_many(session, scope, entries)


_recorders: weakref.WeakKeyDictionary[Database, weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Recorder]] = (
    weakref.WeakKeyDictionary())


def _recorder(db: Database) -> _Recorder:
    loop = asyncio.get_running_loop()
    per_loop = _recorders.setdefault(db, weakref.WeakKeyDictionary())
    recorder = per_loop.get(loop)
    if recorder is None:
        recorder = per_loop[loop] = _Recorder(db)
    return recorder


async def record_call(db: Database, settings: Settings, rec: CallRecord) -> int:
    """Record the call (and debit it, hosted mode with debiting on) in a transaction that is not the request's;
    returns its price in tokens (debited or not) once written. Cancelling the caller does not cancel the write."""
    inp, out = _count(rec.input_tokens), _count(rec.output_tokens)
    cost = cost_of(inp, out, rec.input_tokens_per_million, rec.output_tokens_per_million)
    debit = rec.key_source == "hosted" and settings.metering_debit and cost > 0
    call = _Call(rec=rec, input_tokens=inp, output_tokens=out, cost=cost, debit=debit,
                 done=asyncio.get_running_loop().create_future())
    _recorder(db).submit(call)
    return await asyncio.shield(call.done)


def pending_writes(db: Database) -> asyncio.Task[None] | None:
    """The task writing `db`'s calls on this loop, if one runs (for an orderly shutdown and for tests)."""
    per_loop = _recorders.get(db)
    recorder = per_loop.get(asyncio.get_running_loop()) if per_loop is not None else None
    task = recorder.task if recorder is not None else None
    return task if task is not None and not task.done() else None


async def drain(db: Database) -> None:
    """Wait until every call recorded so far on this loop is written: for the app's shutdown, before the
    database is disposed."""
    while (task := pending_writes(db)) is not None:
        await asyncio.shield(task)
