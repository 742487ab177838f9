"""HTTP endpoints of the token balance: `/admin/v1/billing/credit-balance`, `credit-grants`, `credit-ledger`
(extensions §8; issue 12 item 6)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.billing import service
from mneme.admin.billing.schemas import CreditBalanceOut, CreditGrant, CreditGrantOut, LedgerEntryOut
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope, TokenPage

router = APIRouter(prefix="/admin/v1/billing", tags=["Billing"], responses=ERROR_RESPONSES)


@router.get("/credit-balance", response_model=Envelope[CreditBalanceOut])
async def get_credit_balance(s: Session, ctx: Auth) -> Any:
    """The team's token balance: `balance_tokens` (the sum of its ledger; a new team has 0; negative after an
    overdraft), `total_granted_tokens` (every credit ever added) and `period_granted_tokens` (credited since
    00:00 UTC on the first day of the current month, until subscriptions define the period). Permission
    `credits:view`."""
    return envelope(await service.balance(s, ctx))


@router.post("/credit-grants", response_model=Envelope[CreditGrantOut], status_code=201)
async def grant_credits(body: CreditGrant, s: Session, ctx: Auth) -> Any:
    """Add `tokens` (1-1000000000000) to the balance, with an optional `reason`. Answers 201 with the new ledger
    `entry` and the new `balance_tokens`. Recorded in the audit log. Permission `credits:manage`."""
    entry = await service.grant(s, ctx, body=body)
    return envelope({"entry": service.to_out(entry), "balance_tokens": entry.balance_after_tokens})


@router.get("/credit-ledger", response_model=Envelope[TokenPage[LedgerEntryOut]])
async def list_credit_ledger(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """The ledger of the balance, newest first: grants, router debits (`reference` = the usage row) and, with
    billing, purchases and top-ups. Each entry shows `balance_after_tokens`. Continuation-token paging.
    Permission `credits:view`."""
    rows, token = await service.ledger_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token)
    return envelope({"items": [service.to_out(e) for e in rows], "continuation_token": token})
