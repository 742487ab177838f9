"""SQL of the token ledger and the router's usage rows. `append_many` is the ONLY writer of `credit_ledger` and
`credit_accounts` (see mneme/models/billing.py for why the account row always equals the ledger's sum)."""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import case, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import utcnow
from mneme.core.ids import new_id
from mneme.models import CreditAccount, CreditLedgerEntry, RouterUsage
from mneme.models.billing import CREDIT_KINDS, DEBIT_KINDS


def _is_postgres(session: AsyncSession) -> bool:
    return session.bind is not None and session.bind.dialect.name == "postgresql"


@dataclass(frozen=True)
class NewEntry:
    """A ledger row to append: `tokens` signed as its kind requires (see models/billing.py)."""

    kind: str
    tokens: int
    reason: str | None = None
    reference: str | None = None
    created_by: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in CREDIT_KINDS and self.kind not in DEBIT_KINDS:
            raise ValueError(f"unknown ledger kind {self.kind!r}")
        if (self.tokens > 0) != (self.kind in CREDIT_KINDS) or self.tokens == 0:
            sign = "positive" if self.kind in CREDIT_KINDS else "negative"
            raise ValueError(f"a {self.kind!r} ledger entry must have {sign} tokens, got {self.tokens}")


async def _move(session: AsyncSession, scope: TeamScope, tokens: int, count: int) -> tuple[int, int]:
    """Add `tokens` and `count` entries to the team's account in one atomic upsert; returns the account's new
    (balance, entries). On PostgreSQL the row stays locked until the transaction ends."""
    dialect_insert = postgresql.insert if _is_postgres(session) else sqlite.insert
    ins = dialect_insert(CreditAccount).values(team_id=scope.team_id, balance_tokens=tokens, entries=count,
                                               updated_at=utcnow())
    upsert = ins.on_conflict_do_update(
        index_elements=[CreditAccount.team_id],
        set_={"balance_tokens": CreditAccount.balance_tokens + ins.excluded.balance_tokens,
              "entries": CreditAccount.entries + ins.excluded.entries, "updated_at": ins.excluded.updated_at},
    ).returning(CreditAccount.balance_tokens, CreditAccount.entries)
    balance, entries = (await session.execute(upsert)).one()
    return int(balance), int(entries)


async def append_many(session: AsyncSession, scope: TeamScope, new: Sequence[NewEntry]) -> list[CreditLedgerEntry]:
    """Append ledger rows of the team and move its account by their sum, in the caller's transaction: one upsert,
    then the rows, numbered (`seq`) and summed (`balance_after_tokens`) in the order given. A transaction that
    appends for several teams must do so in team id order (two transactions then never wait on each other's
    account rows in opposite orders)."""
    if not new:
        return []
    total = sum(e.tokens for e in new)
    balance, seq = await _move(session, scope, total, len(new))
    balance, seq = balance - total, seq - len(new)
    now = utcnow()  # after the lock: `created_at` follows `seq`
    rows = []
    for e in new:
        balance, seq = balance + e.tokens, seq + 1
        rows.append(CreditLedgerEntry(id=new_id("led"), team_id=scope.team_id, seq=seq, kind=e.kind, tokens=e.tokens,
                                      balance_after_tokens=balance, reason=e.reason, reference=e.reference,
                                      created_by=e.created_by, created_at=now))
    session.add_all(rows)
    if any(e.kind == "debit" for e in new):
        await after_debits(session, scope, balance)
    return rows


async def after_debits(session: AsyncSession, scope: TeamScope, balance: int) -> None:
    """What follows router debits, in their transaction: the automatic top-up (`orders.auto_topup_after_debit`)."""
    from mneme.admin.billing.orders import auto_topup_after_debit

    await auto_topup_after_debit(session, scope, balance)


async def append(session: AsyncSession, scope: TeamScope, *, kind: str, tokens: int, reason: str | None = None,
                 reference: str | None = None, created_by: str | None = None) -> CreditLedgerEntry:
    """Append one ledger row (see `append_many`)."""
    new = NewEntry(kind=kind, tokens=tokens, reason=reason, reference=reference, created_by=created_by)
    return (await append_many(session, scope, [new]))[0]


async def balance(session: AsyncSession, scope: TeamScope) -> int:
    """The team's balance: its account's running sum of the ledger; 0 for a team that never had an entry."""
    value = await session.scalar(select(CreditAccount.balance_tokens).where(CreditAccount.team_id == scope.team_id))
    return int(value or 0)


async def summary(session: AsyncSession, scope: TeamScope, *, since: dt.datetime) -> tuple[int, int, int]:
    """(balance, all tokens ever credited, tokens credited at or after `since`) in one statement, so one snapshot.
    The credits come from the ledger's credit rows only (index `team_id, kind, created_at`: debits are not read)."""
    recent = func.sum(case((CreditLedgerEntry.created_at >= since, CreditLedgerEntry.tokens), else_=0))
    account = select(CreditAccount.balance_tokens).where(CreditAccount.team_id == scope.team_id).scalar_subquery()
    q = select(account, func.sum(CreditLedgerEntry.tokens), recent).where(
        CreditLedgerEntry.team_id == scope.team_id, CreditLedgerEntry.kind.in_(CREDIT_KINDS))
    bal, total, period = (await session.execute(q)).one()
    return int(bal or 0), int(total or 0), int(period or 0)


async def ledger_sum(session: AsyncSession, scope: TeamScope) -> int:
    """The sum of every ledger row of the team: what `balance` must equal (checks and tests)."""
    value = await session.scalar(select(func.sum(CreditLedgerEntry.tokens))
                                 .where(CreditLedgerEntry.team_id == scope.team_id))
    return int(value or 0)


async def page(session: AsyncSession, scope: TeamScope, *, before_seq: int | None,
               limit: int) -> Sequence[CreditLedgerEntry]:
    """Ledger rows newest first (by `seq`), those before `before_seq` when given."""
    q = select(CreditLedgerEntry).where(CreditLedgerEntry.team_id == scope.team_id)
    if before_seq is not None:
        q = q.where(CreditLedgerEntry.seq < before_seq)
    return (await session.execute(q.order_by(CreditLedgerEntry.seq.desc()).limit(limit))).scalars().all()


def add_usage(session: AsyncSession, scope: TeamScope, **values: object) -> RouterUsage:
    """A new usage row of the team (added, flushed with the transaction)."""
    usage = RouterUsage(id=new_id("use"), team_id=scope.team_id, **values)
    session.add(usage)
    return usage
