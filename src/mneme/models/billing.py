"""The team's token balance and the router's usage records (issue 12 items 6-7; extensions §7, §8).

The balance is an append-only ledger, `credit_ledger`: one row per change, never updated or deleted (only a
team's deletion cascades it away). `tokens` is signed: credits (grants now; purchases, top-ups and subscription
grants when billing lands) are positive, router debits and refund claw-backs negative. The balance is the sum
of a team's rows, and nothing else.

Why a second table, `credit_accounts`: the router checks the balance before every hosted call, and a SUM over
every debit a team ever made grows without bound. `credit_accounts` holds, per team, that sum (`balance_tokens`)
and the number of ledger rows (`entries`), and is changed ONLY by `admin.billing.repository.append_many`, in the
same transaction as the ledger rows it accounts for, by one atomic upsert per team
(`INSERT ... ON CONFLICT (team_id) DO UPDATE SET balance_tokens = balance_tokens + :d, entries = entries + :n
RETURNING ...`). On PostgreSQL that statement takes the account row's lock and re-reads the committed value,
so concurrent debits queue on the row and none is lost; on SQLite every writer holds the database lock. The
returned values go into the ledger row itself (`seq` = the team's entry number, unique per team, and
`balance_after_tokens`), so the ledger proves its own arithmetic: rows 1..n of a team, no gap, each row's
`balance_after_tokens` = the previous one's + its `tokens`, and the last one equals the account's balance
(tests/router/test_metering.py checks all of it after concurrent storms on both databases). A team without
an account row has never had an entry: its balance is 0.
"""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, BigInteger, CheckConstraint, Float, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow

# Ledger kinds and the sign their `tokens` must have. Credits count towards `total_granted_tokens`.
CREDIT_KINDS = ("grant", "purchase", "topup", "subscription_grant")
DEBIT_KINDS = ("debit", "refund")  # refund: tokens of a refunded order taken back
KINDS = CREDIT_KINDS + DEBIT_KINDS


class CreditAccount(Base):
    """Per team: the sum of its ledger rows and their count, kept in the ledger's transaction (see above)."""

    __tablename__ = "credit_accounts"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    balance_tokens: Mapped[int] = mapped_column(BigInteger, default=0)
    entries: Mapped[int] = mapped_column(BigInteger, default=0)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class CreditLedgerEntry(Base):
    """One change of a team's balance. Append-only."""

    __tablename__ = "credit_ledger"
    __table_args__ = (UniqueConstraint("team_id", "seq", name="uq_credit_ledger_team_seq"),
                      Index("ix_credit_ledger_team_kind_created", "team_id", "kind", "created_at"),
                      CheckConstraint("tokens <> 0", name="ck_credit_ledger_tokens_nonzero"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)  # led-…
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(BigInteger)  # 1, 2, ... per team, in the order the rows committed
    kind: Mapped[str] = mapped_column(String(32))  # one of KINDS
    tokens: Mapped[int] = mapped_column(BigInteger)  # signed: credits > 0, debits < 0
    balance_after_tokens: Mapped[int] = mapped_column(BigInteger)
    reason: Mapped[str | None] = mapped_column(String(1000), nullable=True)
    reference: Mapped[str | None] = mapped_column(String(80), nullable=True)  # use-… (debit), ord-… later
    created_by: Mapped[str | None] = mapped_column(String(40), nullable=True)  # principal; None for the router
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class RouterUsage(Base):
    """One router call as metered: what was asked of which model, the vendor's token counts and the price.

    `cost_tokens` is the call's price by the formula of extensions §7; it was taken off the balance only when a
    ledger `debit` row names this row as its `reference` (hosted calls with debiting on)."""

    __tablename__ = "router_usage"
    __table_args__ = (Index("ix_router_usage_team_created", "team_id", "created_at"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)  # use-…
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    key_id: Mapped[str] = mapped_column(String(40))  # no foreign key: usage outlives its key
    model: Mapped[str] = mapped_column(String(255))
    provider: Mapped[str] = mapped_column(String(255))
    endpoint: Mapped[str] = mapped_column(String(64))
    input_tokens: Mapped[int] = mapped_column(BigInteger)
    output_tokens: Mapped[int] = mapped_column(BigInteger)
    cost_tokens: Mapped[int] = mapped_column(BigInteger)
    key_source: Mapped[str] = mapped_column(String(8))  # hosted | byok
    boundary_id: Mapped[str | None] = mapped_column(String(255), nullable=True)
    trace_id: Mapped[str] = mapped_column(String(64))
    status: Mapped[int] = mapped_column(Integer)
    latency_ms: Mapped[float] = mapped_column(Float)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)




# ------------------------------------------------------------------ billing: subscriptions, orders, invoices
# (issue 14 items 2-3; service-spec "Billing Order"; extensions §8). Money is stored as integer cents + currency.

ORDER_TYPES = ("onetime", "auto_topup", "subscription")
ORDER_STATUSES = ("pending", "succeeded", "failed", "closed", "refunded", "disputed")


class Subscription(Base):
    """A team's current plan and billing period. A team without a row is on the free plan, with no period.

    `granted_period_start` is the start of the last period whose `tokens_per_period` were granted: the renewal
    job and `subscribe` grant a period only when it differs (and change it in the same transaction, with a
    conditional UPDATE), so a period is granted once however often renewal runs."""

    __tablename__ = "billing_subscriptions"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    plan_id: Mapped[int] = mapped_column(Integer)
    period_start: Mapped[dt.datetime]
    period_end: Mapped[dt.datetime]
    paid: Mapped[bool] = mapped_column(default=False)  # paid through the payment provider
    cancel_at_period_end: Mapped[bool] = mapped_column(default=False)
    provider: Mapped[str] = mapped_column(String(32), default="manual")
    provider_ref: Mapped[str | None] = mapped_column(String(255), nullable=True)  # e.g. Stripe's sub_…
    granted_period_start: Mapped[dt.datetime | None] = mapped_column(nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class BillingOrder(Base):
    """One payment: a credit purchase (`onetime`), an automatic top-up (`auto_topup`) or a subscription payment.
    Tokens of a paid order are credited by one ledger row that names it (`reference` = the order id)."""

    __tablename__ = "billing_orders"
    __table_args__ = (Index("ix_billing_orders_team_created", "team_id", "created_at", "id"),
                      Index("ix_billing_orders_provider_ref", "provider", "provider_ref"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)  # ord-…
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    type: Mapped[str] = mapped_column(String(16))  # ORDER_TYPES
    status: Mapped[str] = mapped_column(String(16))  # ORDER_STATUSES
    amount: Mapped[int] = mapped_column(BigInteger)  # smallest currency unit
    currency: Mapped[str] = mapped_column(String(3))
    tokens_granted: Mapped[int] = mapped_column(BigInteger, default=0)
    provider: Mapped[str] = mapped_column(String(32))  # manual | stripe
    provider_ref: Mapped[str | None] = mapped_column(String(255), nullable=True)  # e.g. Stripe's pi_…
    plan_id: Mapped[int | None] = mapped_column(Integer, nullable=True)  # subscription orders
    period_start: Mapped[dt.datetime | None] = mapped_column(nullable=True)  # subscription orders
    period_end: Mapped[dt.datetime | None] = mapped_column(nullable=True)
    invoice_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    receipt_url: Mapped[str | None] = mapped_column(String(1000), nullable=True)
    refunded_amount: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    refunded_at: Mapped[dt.datetime | None] = mapped_column(nullable=True)
    paid_at: Mapped[dt.datetime | None] = mapped_column(nullable=True)
    created_by: Mapped[str | None] = mapped_column(String(40), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class Invoice(Base):
    """The invoice of a paid order (one per order). `lines` are `{description, amount, quantity}` dicts."""

    __tablename__ = "billing_invoices"
    __table_args__ = (Index("ix_billing_invoices_team_created", "team_id", "created_at", "id"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)  # inv-…
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    order_id: Mapped[str] = mapped_column(ForeignKey("billing_orders.id", ondelete="CASCADE"), unique=True)
    number: Mapped[str] = mapped_column(String(64))
    amount: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3))
    lines: Mapped[list[Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16))  # paid | refunded
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class AutoTopup(Base):
    """A team's automatic top-up: when a debit leaves the balance under `threshold_tokens`, an `auto_topup` order
    of `tokens` is created (one at a time: not while another is pending)."""

    __tablename__ = "billing_auto_topup"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    enabled: Mapped[bool] = mapped_column(default=False)
    threshold_tokens: Mapped[int] = mapped_column(BigInteger, default=0)
    tokens: Mapped[int] = mapped_column(BigInteger, default=0)
    amount: Mapped[int] = mapped_column(BigInteger, default=0)  # price of `tokens` when saved (smallest unit)
    currency: Mapped[str] = mapped_column(String(3), default="usd")
    provider: Mapped[str] = mapped_column(String(32), default="manual")  # provider of its orders
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


__all__ = ["CREDIT_KINDS", "DEBIT_KINDS", "KINDS", "ORDER_STATUSES", "ORDER_TYPES", "AutoTopup", "BillingOrder",
           "CreditAccount", "CreditLedgerEntry", "Invoice", "RouterUsage", "Subscription"]
