"""Metering of router calls: the balance check before a hosted call, the price of a call, and its record.

- `check_balance` (before the vendor is called, hosted mode): raises `InsufficientBalance` when debiting is on
  (`Settings.metering_debit`, `MNEME_METERING_DEBIT`, default on) and the team's balance is at or below 0. The
  router answers it with 402 `{success: false, message}`. A private install turns debiting off, and with it
  the 402.
- `cost_of`: `ceil(input_tokens × input.tokens_per_million / 10^6 + output_tokens × output.tokens_per_million /
  10^6)` (extensions §7), in integers: the sum is one fraction over 10^6, so the ceiling is exact for any
  count (floats would round 10^15-token products, and ceil(x.0000000001) is not ceil(x)). A side without a
  price costs 0.
- `record_call` (after the reply, streams included): one usage row per call and, for a hosted call with a
  cost > 0 while debiting is on, a `debit` ledger row of `-cost` that names the usage row, in ONE transaction
  of its own (never the request's: a streaming reply holds no session). Concurrent calls lose no debit: see
  mneme/models/billing.py. BYOK calls are recorded with their usage and price but never debited. A balance may
  go below 0 (the call was already served); the next hosted call then answers 402.

The write goes through `Database.grouped` (group commit): under load many calls' rows share one transaction,
which also spares PostgreSQL a queue of transactions on the team's one account row. It runs in a task of its
own, shielded: a caller cancelled while it waits (a client that went away mid-stream) does not lose the record.
"""
from __future__ import annotations

import asyncio
import contextvars
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import repository as repo
from mneme.core.authz import TeamScope, trusted_scope
from mneme.core.db import Database
from mneme.core.settings import Settings

MILLION = 1_000_000


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


_background: set[asyncio.Task[int]] = set()


async def record_call(db: Database, settings: Settings, rec: CallRecord) -> int:
    """Record the call (and debit it, hosted mode with debiting on) in a transaction of its own; returns its
    price in tokens (debited or not)."""
    inp, out = _count(rec.input_tokens), _count(rec.output_tokens)
    cost = cost_of(inp, out, rec.input_tokens_per_million, rec.output_tokens_per_million)
    debit = rec.key_source == "hosted" and settings.metering_debit and cost > 0
    scope = trusted_scope(rec.team_id, reason="router metering of an authenticated call")

    async def work(s: AsyncSession) -> int:
        usage = repo.add_usage(
            s, scope, key_id=rec.key_id, model=rec.model[:255], provider=rec.provider[:255],
            endpoint=rec.endpoint[:64], input_tokens=inp, output_tokens=out, cost_tokens=cost,
            key_source=rec.key_source[:8], boundary_id=rec.boundary_id[:255] if rec.boundary_id else None,
            trace_id=rec.trace_id[:64], status=int(rec.status), latency_ms=float(rec.latency_ms))
        if debit:
            await repo.append(s, scope, kind="debit", tokens=-cost, reference=usage.id,
                              reason=f"{rec.endpoint} {rec.model}"[:1000])
        return cost

    # An empty context: no Idempotency-Key hook of the request (core.db.write_hook) joins this transaction.
    task = asyncio.get_running_loop().create_task(db.grouped(work), context=contextvars.Context())
    _background.add(task)
    task.add_done_callback(_background.discard)
    return await asyncio.shield(task)
