"""SQL of the token ledger and the router's usage rows. `append` is the ONLY writer of `credit_ledger` and
`credit_accounts` (see mneme/models/billing.py for why the account row always equals the ledger's sum)."""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

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


async def append(session: AsyncSession, scope: TeamScope, *, kind: str, tokens: int, reason: str | None = None,
                 reference: str | None = None, created_by: str | None = None) -> CreditLedgerEntry:
    """Add one ledger row and move the team's account by the same amount, in the caller's transaction.

    The account upsert runs first: on PostgreSQL it locks the team's account row until the transaction ends, so
    concurrent appends of a team are numbered (`seq`) and summed (`balance_after_tokens`) in commit order."""
    if kind not in CREDIT_KINDS and kind not in DEBIT_KINDS:
        raise ValueError(f"unknown ledger kind {kind!r}")
    if (tokens > 0) != (kind in CREDIT_KINDS) or tokens == 0:
        sign = "positive" if kind in CREDIT_KINDS else "negative"
        raise ValueError(f"a {kind!r} ledger entry must have {sign} tokens, got {tokens}")
    now = utcnow()
    dialect_insert = postgresql.insert if _is_postgres(session) else sqlite.insert
    ins = dialect_insert(CreditAccount).values(team_id=scope.team_id, balance_tokens=tokens, entries=1,
                                               updated_at=now)
    upsert = ins.on_conflict_do_update(
        index_elements=[CreditAccount.team_id],
        set_={"balance_tokens": CreditAccount.balance_tokens + ins.excluded.balance_tokens,
              "entries": CreditAccount.entries + 1, "updated_at": ins.excluded.updated_at},
    ).returning(CreditAccount.balance_tokens, CreditAccount.entries)
    balance, seq = (await session.execute(upsert)).one()
    entry = CreditLedgerEntry(id=new_id("led"), team_id=scope.team_id, seq=int(seq), kind=kind, tokens=tokens,
                              balance_after_tokens=int(balance), reason=reason, reference=reference,
                              created_by=created_by, created_at=utcnow())  # after the lock: in `seq` order
    session.add(entry)
    return entry


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
