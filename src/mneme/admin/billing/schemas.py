"""Request and response shapes of the token balance (extensions §8: credit-balance; credit grants and the
ledger are this service's additions, documented in docs/api.md). Times are Unix seconds."""
from __future__ import annotations

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
