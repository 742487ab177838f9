"""Request and response shapes of the token balance (extensions §8: credit-balance; credit grants and the
ledger are this service's additions, documented in docs/api.md). Times are Unix seconds."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MAX_GRANT = 10**12


class CreditGrant(RequestModel):
    tokens: int = Field(ge=1, le=MAX_GRANT, description=f"Tokens to add to the balance (1-{MAX_GRANT})")
    reason: str | None = Field(default=None, max_length=1000, description="Why; kept on the ledger entry")


class CreditBalanceOut(BaseModel):
    balance_tokens: int = Field(description="Tokens left: the sum of the team's ledger; negative after overdraft")
    total_granted_tokens: int = Field(description="All tokens ever credited (grants, purchases, top-ups, "
                                                  "subscription grants)")
    period_granted_tokens: int = Field(description="Tokens credited in the current period: until subscriptions "
                                                   "exist, since 00:00 UTC on the first day of this month")


class LedgerEntryOut(BaseModel):
    """One change of the balance. The ledger is append-only."""

    id: str = Field(description="`led-…`")
    kind: str = Field(description="`grant` or `debit` (later also `purchase`, `topup`, `subscription_grant`, "
                                  "`refund`)")
    tokens: int = Field(description="Signed: credits positive, debits negative")
    balance_after_tokens: int = Field(description="The balance right after this entry")
    reason: str | None
    reference: str | None = Field(description="What caused it: a router usage id `use-…` for a debit")
    created_by: str | None = Field(description="The member who made it; null for router debits")
    created_at: int = Field(description="Unix seconds")


class CreditGrantOut(BaseModel):
    entry: LedgerEntryOut
    balance_tokens: int = Field(description="The balance after the grant")


# ------------------------------------------------------------------ billing (issue 14; extensions §8)

class Money(BaseModel):
    amount: int = Field(description="In the smallest unit of the currency (cents for usd)")
    currency: str = Field(description="Lowercase ISO 4217 code")


class CreditPurchase(RequestModel):
    tokens: int = Field(ge=1, le=MAX_GRANT, description=f"Tokens to buy (1-{MAX_GRANT}); the price is "
                                                        "MNEME_CREDIT_PRICE_PER_MILLION per million, rounded up")


class AutoTopupIn(RequestModel):
    enabled: bool
    threshold_tokens: int = Field(ge=0, le=MAX_GRANT, description="Top up when a debit leaves the balance below "
                                                                  "this")
    tokens: int = Field(ge=0, le=MAX_GRANT, description="Tokens each top-up buys (at least 1 when enabled)")


class SettleIn(RequestModel):
    status: Literal["succeeded", "failed", "closed"] = Field(
        default="succeeded", description="`succeeded` credits the tokens and issues the invoice")
    receipt_url: str | None = Field(default=None, max_length=1000)


class RefundIn(RequestModel):
    amount: int | None = Field(default=None, ge=1, description="Smallest currency unit; default: all not yet "
                                                               "refunded")


class OrderOut(BaseModel):
    """Billing Order (service-spec)."""

    order_id: str
    type: str = Field(description="`onetime`, `auto_topup` or `subscription`")
    status: str = Field(description="`pending`, `succeeded`, `failed`, `closed`, `refunded`, `disputed`")
    amount: Money
    tokens_granted: int
    invoice_id: str | None
    receipt_url: str | None
    provider: str = Field(description="`manual` or `stripe`")
    refunded_amount: Money | None = Field(default=None, exclude_if=lambda v: v is None)
    refunded_at: int | None = Field(default=None, exclude_if=lambda v: v is None)
    created_at: int
    payment: dict[str, Any] | None = Field(default=None, exclude_if=lambda v: v is None,
                                           description="Only when a stripe purchase is created: `client_secret`")


class OrderPage(BaseModel):
    items: list[OrderOut]
    continuation_token: str | None = Field(default=None, exclude_if=lambda v: v is None)
    total: int


class PlanRef(BaseModel):
    id: int
    name: str | None


class PreviewLine(BaseModel):
    amount: Money
    description: str
    proration: bool
    period_start: int
    period_end: int


class NextInvoice(BaseModel):
    amount: Money
    date: int


class PlanChangePreview(BaseModel):
    plan_id: int
    applicable: bool
    reason: str | None = Field(default=None, exclude_if=lambda v: v is None)
    from_plan: PlanRef | None
    to_plan: PlanRef
    lines: list[PreviewLine]
    amount_due: Money | None = Field(default=None, exclude_if=lambda v: v is None)
    effective_at: int | None = Field(default=None, exclude_if=lambda v: v is None)
    next_invoice: NextInvoice | None = Field(default=None, exclude_if=lambda v: v is None)
    proration_date: int | None = Field(default=None, exclude_if=lambda v: v is None)
