"""The team's token balance: read it, grant tokens, list the ledger.

The balance is the sum of the team's append-only ledger (mneme/models/billing.py). Grants need
`credits:manage` (owners and admins); reading needs `credits:view`, which members have too. The router's
debits are written by mneme/router/metering.py through the same `repository.append`.
"""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import repository as repo
from mneme.admin.billing.schemas import CreditGrant
from mneme.core import audit
from mneme.core.auth import AuthContext
from mneme.core.authz import authorize
from mneme.core.db import unix, utcnow
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import CreditLedgerEntry, Subscription

BILLING = "service:billing"


def period_start(now: dt.datetime | None = None) -> dt.datetime:
    """Start of the grant period of a team without a subscription: the calendar month, 00:00 UTC on the first day
    of the current month. A team with a subscription counts from its current period's start (`balance`)."""
    now = (now or utcnow()).astimezone(dt.UTC)
    return now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)


async def balance(session: AsyncSession, ctx: AuthContext) -> dict[str, Any]:
    scope = authorize(ctx, "credits:view")
    sub = await session.get(Subscription, scope.team_id)
    since = sub.period_start if sub is not None else period_start()
    bal, total, period = await repo.summary(session, scope, since=since)
    return {"balance_tokens": bal, "total_granted_tokens": total, "period_granted_tokens": period}


async def grant(session: AsyncSession, ctx: AuthContext, *, body: CreditGrant) -> CreditLedgerEntry:
    """Add `body.tokens` to the balance: one `grant` ledger row (and its audit row) in the caller's
    transaction. The returned entry's `balance_after_tokens` is the new balance."""
    scope = authorize(ctx, "credits:manage")
    entry = await repo.append(session, scope, kind="grant", tokens=body.tokens, reason=body.reason,
                              created_by=ctx.principal_id)
    await audit.record(session, ctx, action="credits.grant", resource_type=BILLING, resource_id=entry.id,
                       reason=body.reason, details={"tokens": entry.tokens,
                                                    "balance_after_tokens": entry.balance_after_tokens})
    return entry


def to_out(entry: CreditLedgerEntry) -> dict[str, Any]:
    return {"id": entry.id, "kind": entry.kind, "tokens": entry.tokens,
            "balance_after_tokens": entry.balance_after_tokens, "reason": entry.reason,
            "reference": entry.reference, "created_by": entry.created_by, "created_at": unix(entry.created_at)}


async def ledger_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                      token: str | None) -> tuple[list[CreditLedgerEntry], str | None]:
    scope = authorize(ctx, "credits:view")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        before = int(after[0]) if after else None
        return await repo.page(session, scope, before_seq=before, limit=limit)

    return await keyset_page(fetch, key_of=lambda e: [e.seq], allowed=lambda _e: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "credit_ledger", "team": scope.team_id})
