"""Billing orders, their invoices and the automatic top-up (issue 14 item 3; service-spec "Billing Order").

An order is created `pending` and moved by its payment provider (`providers.py`: the `manual` provider by an
admin's settle call, `stripe` by signed webhook events). The transitions, each idempotent (a provider may send
an event twice):

    pending   -> succeeded | failed | closed
    failed    -> succeeded | closed          (a later attempt paid, or the payment was abandoned)
    succeeded -> refunded | disputed
    disputed  -> succeeded | refunded        (dispute won, or lost and refunded)
    refunded  -> refunded                    (a further partial refund)

Succeeding credits `tokens_granted` with one ledger row (`purchase` for `onetime`, `topup` for `auto_topup`;
`reference` = the order id) and issues the order's invoice. A refund sets `refunded_amount`/`refunded_at` and
takes back the refunded share of the tokens with a `refund` ledger row (floor(tokens × refunded / amount),
less what earlier refunds of the order took back), so the balance can go negative when the tokens were spent.
Every ledger row goes through `repository.append_many`, the ledger's only writer.
"""
from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import unix, utcnow
from mneme.core.ids import new_id
from mneme.models import AutoTopup, BillingOrder, Invoice

log = logging.getLogger("mneme.billing")

MILLION = 1_000_000

ALLOWED: dict[str, set[str]] = {
    "pending": {"succeeded", "failed", "closed"},
    "failed": {"succeeded", "closed"},
    "succeeded": {"refunded", "disputed"},
    "disputed": {"succeeded", "refunded"},
    "refunded": {"refunded"},
    "closed": set(),
}
LEDGER_KIND = {"onetime": "purchase", "auto_topup": "topup"}


class TransitionError(ValueError):
    """The order cannot go to that status from its current one."""


def price_of(tokens: int, price_per_million: int) -> int:
    """The price of `tokens` purchased tokens in the smallest currency unit, rounded up."""
    return -(-tokens * price_per_million // MILLION)


def new_order(session: AsyncSession, scope: TeamScope, *, kind: str, amount: int, currency: str,
              tokens: int, provider: str, created_by: str | None, plan_id: int | None = None,
              period_start: dt.datetime | None = None, period_end: dt.datetime | None = None) -> BillingOrder:
    now = utcnow()
    order = BillingOrder(id=new_id("ord"), team_id=scope.team_id, type=kind, status="pending", amount=amount,
                         currency=currency, tokens_granted=tokens, provider=provider, plan_id=plan_id,
                         period_start=period_start, period_end=period_end, created_by=created_by,
                         created_at=now, updated_at=now)
    session.add(order)
    return order


async def get(session: AsyncSession, scope: TeamScope, order_id: str, *, lock: bool = False) -> BillingOrder | None:
    q = select(BillingOrder).where(BillingOrder.id == order_id, BillingOrder.team_id == scope.team_id)
    if lock:
        q = q.with_for_update()
    return (await session.execute(q)).scalars().first()


async def find_by_id(session: AsyncSession, order_id: str) -> BillingOrder | None:
    """An order by id, whatever its team (payment provider events name orders, not teams)."""
    q = select(BillingOrder).where(BillingOrder.id == order_id).with_for_update()
    return (await session.execute(q)).scalars().first()


async def find_by_provider_ref(session: AsyncSession, provider: str, ref: str) -> BillingOrder | None:
    q = select(BillingOrder).where(BillingOrder.provider == provider, BillingOrder.provider_ref == ref)
    return (await session.execute(q.with_for_update())).scalars().first()


def _check(order: BillingOrder, to: str) -> bool:
    """True when the change is to be made; False when the order already is there (a repeated event)."""
    if order.status == to and to != "refunded":
        return False
    if to not in ALLOWED.get(order.status, set()):
        raise TransitionError(f"order {order.id} is {order.status}: it cannot become {to}")
    return True


def _invoice_lines(order: BillingOrder) -> list[dict[str, Any]]:
    money = {"amount": order.amount, "currency": order.currency}
    if order.type == "subscription":
        desc = f"Subscription to plan {order.plan_id}"
        if order.period_start is not None and order.period_end is not None:
            desc += f", {order.period_start.date().isoformat()} to {order.period_end.date().isoformat()}"
        return [{"description": desc, "quantity": 1, "amount": money}]
    what = "Automatic top-up" if order.type == "auto_topup" else "Credit purchase"
    return [{"description": f"{what}: {order.tokens_granted:,} tokens", "quantity": order.tokens_granted,
             "amount": money}]


async def succeed(session: AsyncSession, order: BillingOrder, *, receipt_url: str | None = None,
                  provider_ref: str | None = None) -> bool:
    """Mark the order paid: credit its tokens and issue its invoice (once). False when it already was paid."""
    from mneme.admin.billing import repository as repo

    if not _check(order, "succeeded"):
        return False
    was_disputed = order.status == "disputed"
    now = utcnow()
    order.status, order.updated_at = "succeeded", now
    if receipt_url:
        order.receipt_url = receipt_url[:1000]
    if provider_ref and not order.provider_ref:
        order.provider_ref = provider_ref[:255]
    if was_disputed:  # a dispute won: tokens and invoice were given when it was first paid
        return True
    order.paid_at = now
    scope = TeamScope(team_id=order.team_id, principal_id=order.created_by or "system")
    if order.tokens_granted > 0 and order.type in LEDGER_KIND:
        await repo.append_many(session, scope, [repo.NewEntry(
            kind=LEDGER_KIND[order.type], tokens=order.tokens_granted, reference=order.id,
            reason=f"order {order.id}", created_by=order.created_by)])
    if order.invoice_id is None and order.amount > 0:
        invoice = Invoice(id=new_id("inv"), team_id=order.team_id, order_id=order.id,
                          number="INV-" + order.id.split("-", 1)[-1].upper()[:40], amount=order.amount,
                          currency=order.currency, lines=_invoice_lines(order), status="paid", created_at=now)
        session.add(invoice)
        order.invoice_id = invoice.id
    return True


def end(order: BillingOrder, status: str) -> bool:
    """`failed`, `closed` or `disputed` (no money or tokens move). False when it already was."""
    if status not in ("failed", "closed", "disputed"):
        raise ValueError(status)
    if not _check(order, status):
        return False
    order.status, order.updated_at = status, utcnow()
    return True


async def refund(session: AsyncSession, order: BillingOrder, *, refunded_total: int,
                 at: dt.datetime | None = None) -> int:
    """Record that `refunded_total` (cumulative, smallest unit) of the order was refunded; take back the share of
    its tokens not yet taken back. Returns the tokens taken back now (0 for a repeated event)."""
    from mneme.admin.billing import repository as repo

    refunded_total = max(0, min(refunded_total, order.amount))
    before = order.refunded_amount or 0
    if refunded_total <= before and order.status == "refunded":
        return 0
    _check(order, "refunded")
    taken_before = order.tokens_granted * before // order.amount if order.amount else 0
    taken_now = order.tokens_granted * refunded_total // order.amount if order.amount else order.tokens_granted
    order.status, order.updated_at = "refunded", utcnow()
    order.refunded_amount = max(before, refunded_total)
    order.refunded_at = at or utcnow()
    if refunded_total >= order.amount and order.invoice_id is not None:
        invoice = await session.get(Invoice, order.invoice_id)
        if invoice is not None:
            invoice.status = "refunded"
    delta = taken_now - taken_before
    if delta > 0 and order.type in LEDGER_KIND:
        scope = TeamScope(team_id=order.team_id, principal_id="system")
        await repo.append_many(session, scope, [repo.NewEntry(
            kind="refund", tokens=-delta, reference=order.id, reason=f"refund of order {order.id}")])
    return max(delta, 0)


def to_out(order: BillingOrder) -> dict[str, Any]:
    out: dict[str, Any] = {
        "order_id": order.id, "type": order.type, "status": order.status,
        "amount": {"amount": order.amount, "currency": order.currency}, "tokens_granted": order.tokens_granted,
        "invoice_id": order.invoice_id, "receipt_url": order.receipt_url, "provider": order.provider,
        "created_at": unix(order.created_at)}
    if order.refunded_amount is not None:
        out["refunded_amount"] = {"amount": order.refunded_amount, "currency": order.currency}
        out["refunded_at"] = unix(order.refunded_at)
    return out


async def page(session: AsyncSession, scope: TeamScope, *, kind: str | None, status: str | None,
               after: tuple[dt.datetime, str] | None, limit: int) -> Sequence[BillingOrder]:
    """Orders newest first (created_at, then id, both descending), those after the key `after` when given."""
    q = select(BillingOrder).where(BillingOrder.team_id == scope.team_id)
    if kind:
        q = q.where(BillingOrder.type == kind)
    if status:
        q = q.where(BillingOrder.status == status)
    if after is not None:
        at, oid = after
        q = q.where((BillingOrder.created_at < at) | ((BillingOrder.created_at == at) & (BillingOrder.id < oid)))
    q = q.order_by(BillingOrder.created_at.desc(), BillingOrder.id.desc()).limit(limit)
    return (await session.execute(q)).scalars().all()


async def count(session: AsyncSession, scope: TeamScope, *, kind: str | None, status: str | None) -> int:
    q = select(func.count()).select_from(BillingOrder).where(BillingOrder.team_id == scope.team_id)
    if kind:
        q = q.where(BillingOrder.type == kind)
    if status:
        q = q.where(BillingOrder.status == status)
    return int(await session.scalar(q) or 0)


# ------------------------------------------------------------------------------------------ invoices


def invoice_out(inv: Invoice) -> dict[str, Any]:
    return {"id": inv.id, "order_id": inv.order_id, "number": inv.number,
            "amount": {"amount": inv.amount, "currency": inv.currency}, "lines": inv.lines, "status": inv.status,
            "created_at": unix(inv.created_at)}


async def invoice(session: AsyncSession, scope: TeamScope, invoice_id: str) -> Invoice | None:
    q = select(Invoice).where(Invoice.id == invoice_id, Invoice.team_id == scope.team_id)
    return (await session.execute(q)).scalars().first()


async def invoice_page(session: AsyncSession, scope: TeamScope, *, after: tuple[dt.datetime, str] | None,
                       limit: int) -> Sequence[Invoice]:
    q = select(Invoice).where(Invoice.team_id == scope.team_id)
    if after is not None:
        at, iid = after
        q = q.where((Invoice.created_at < at) | ((Invoice.created_at == at) & (Invoice.id < iid)))
    q = q.order_by(Invoice.created_at.desc(), Invoice.id.desc()).limit(limit)
    return (await session.execute(q)).scalars().all()


# ------------------------------------------------------------------------------------- automatic top-up


async def auto_topup_after_debit(session: AsyncSession, scope: TeamScope, balance: int) -> BillingOrder | None:
    """Called once by `repository.append_many` after it appended debits: when the team's automatic top-up is on
    and the balance is now under its threshold, create one `auto_topup` order (not while another is pending).
    Its provider settles it (manual: an admin; stripe: its webhook events; the service makes no off-session
    charge). Runs in the debit's transaction, after the account row's lock,
    so two concurrent debits never create two orders."""
    setting = await session.get(AutoTopup, scope.team_id)
    if setting is None or not setting.enabled or balance >= setting.threshold_tokens:
        return None
    open_q = select(BillingOrder.id).where(BillingOrder.team_id == scope.team_id,
                                           BillingOrder.type == "auto_topup", BillingOrder.status == "pending")
    if (await session.execute(open_q.limit(1))).first() is not None:
        return None
    order = new_order(session, scope, kind="auto_topup", amount=setting.amount, currency=setting.currency,
                      tokens=setting.tokens, provider=setting.provider, created_by=None)
    log.info("auto top-up order %s of %d tokens for team %s (balance %d < %d)", order.id, setting.tokens,
             scope.team_id, balance, setting.threshold_tokens)
    return order
