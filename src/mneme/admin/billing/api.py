"""What the billing endpoints do (issue 14 items 2-4, 6): plans, subscription, plan-change preview, orders,
credit purchases, automatic top-up, invoices, provider webhooks and usage. Permissions from core/catalog.py:
reads of plans, subscription and auto top-up need `credits:view`; orders and invoices `order:read`; buying and
setting the automatic top-up `order:create`; settling and refunding a manual order `credits:manage` (it moves
the balance); the preview `subscription:manage`; usage `usage:read`."""
from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import orders, providers, subscriptions
from mneme.admin.billing.plans import Plans, PlansError, load
from mneme.core import audit
from mneme.core.auth import AuthContext
from mneme.core.authz import authorize
from mneme.core.db import utcnow
from mneme.core.errors import Forbidden, InvalidArgument
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.core.settings import Settings
from mneme.models import AutoTopup, BillingOrder, Invoice, RouterUsage

BILLING = "service:billing"
log = logging.getLogger("mneme.billing")
MAX_TOKENS = 10**12


def plans_of(settings: Settings) -> Plans:
    """The plans; a broken file answers 503 until it is fixed (`mneme billing check` lists its problems)."""
    try:
        return load(settings.billing_config)
    except PlansError as exc:
        log.error("plans file %s is invalid: %s", settings.billing_config, exc)
        raise providers.ProviderUnavailable("The plans file (MNEME_BILLING_CONFIG) is invalid; `mneme billing "
                                            "check` lists its problems") from None


def list_plans(ctx: AuthContext, settings: Settings) -> dict[str, Any]:
    authorize(ctx, "credits:view")
    return {"items": [p.out() for p in sorted(plans_of(settings).items, key=lambda p: p.id)]}


async def subscription(session: AsyncSession, ctx: AuthContext, settings: Settings) -> dict[str, Any]:
    scope = authorize(ctx, "credits:view")
    return subscriptions.to_out(await subscriptions.current(session, scope), plans_of(settings))


async def plan_change_preview(session: AsyncSession, ctx: AuthContext, settings: Settings, *,
                              plan_id: int) -> dict[str, Any]:
    scope = authorize(ctx, "subscription:manage")
    plans = plans_of(settings)
    target = plans.get(plan_id)
    if target is None:
        raise InvalidArgument(f"plan_id: no plan {plan_id} (GET /admin/v1/billing/plans lists them)")
    sub = await subscriptions.current(session, scope)
    return subscriptions.preview(sub, plans, target, now=utcnow())


# -------------------------------------------------------------------------------------------- orders


def _key(created_at: dt.datetime, oid: str) -> list[Any]:
    return [created_at.isoformat(), oid]


def _after(after: list[Any] | None) -> tuple[dt.datetime, str] | None:
    if not after:
        return None
    return dt.datetime.fromisoformat(str(after[0])), str(after[1])


async def order_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, kind: str | None,
                     status: str | None, page_size: int, token: str | None) -> dict[str, Any]:
    scope = authorize(ctx, "order:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await orders.page(session, scope, kind=kind, status=status, after=_after(after), limit=limit)

    rows, next_token = await keyset_page(
        fetch, key_of=lambda o: _key(o.created_at, o.id), allowed=lambda _o: True, page_size=page_size,
        token=token, signer=signer, filters={"list": "billing_orders", "team": scope.team_id, "type": kind,
                                             "status": status})
    total = await orders.count(session, scope, kind=kind, status=status)
    out: dict[str, Any] = {"items": [orders.to_out(o) for o in rows], "total": total}
    if next_token:
        out["continuation_token"] = next_token
    return out


async def get_order(session: AsyncSession, ctx: AuthContext, order_id: str) -> dict[str, Any]:
    scope = authorize(ctx, "order:read")
    order = await orders.get(session, scope, order_id)
    if order is None:
        raise Forbidden("Not allowed, or the order does not exist")
    return orders.to_out(order)


async def buy_credits(session: AsyncSession, ctx: AuthContext, settings: Settings, *, tokens: int) -> dict[str, Any]:
    """A `onetime` order for `tokens` at the deployment's price, pending until its provider settles it."""
    scope = authorize(ctx, "order:create")
    provider = providers.check_provider(settings.billing_provider)
    amount = orders.price_of(tokens, settings.credit_price_per_million)
    order = orders.new_order(session, scope, kind="onetime", amount=amount, currency=settings.billing_currency,
                             tokens=tokens, provider=provider, created_by=ctx.principal_id)
    payment = await providers.create_payment(settings, order)
    await audit.record(session, ctx, action="billing.credit_purchase", resource_type=BILLING, resource_id=order.id,
                       after={"tokens": tokens, "amount": amount, "provider": provider, "status": order.status})
    out = orders.to_out(order)
    if payment is not None:
        out["payment"] = payment
    return out


async def settle(session: AsyncSession, ctx: AuthContext, order_id: str, *, status: str,
                 receipt_url: str | None) -> dict[str, Any]:
    """The `manual` provider: an owner or admin records the outcome of an order's payment."""
    scope = authorize(ctx, "credits:manage")
    order = await orders.get(session, scope, order_id, lock=True)
    if order is None:
        raise Forbidden("Not allowed, or the order does not exist")
    providers.require_manual(order)
    before = {"status": order.status}
    try:
        if status == "succeeded":
            await orders.succeed(session, order, receipt_url=receipt_url)
        else:
            orders.end(order, status)
    except orders.TransitionError as exc:
        raise InvalidArgument(f"status: {exc}") from None
    await audit.record(session, ctx, action="billing.order_settle", resource_type=BILLING, resource_id=order.id,
                       before=before, after={"status": order.status})
    return orders.to_out(order)


async def refund(session: AsyncSession, ctx: AuthContext, order_id: str, *, amount: int | None) -> dict[str, Any]:
    """The `manual` provider: record a refund of `amount` more (default: all that is left) and take back the
    tokens it paid for."""
    scope = authorize(ctx, "credits:manage")
    order = await orders.get(session, scope, order_id, lock=True)
    if order is None:
        raise Forbidden("Not allowed, or the order does not exist")
    providers.require_manual(order)
    already = order.refunded_amount or 0
    more = order.amount - already if amount is None else amount
    if more <= 0 or already + more > order.amount:
        raise InvalidArgument(f"amount: at most {order.amount - already} is left to refund")
    try:
        await orders.refund(session, order, refunded_total=already + more)
    except orders.TransitionError as exc:
        raise InvalidArgument(f"order_id: {exc}") from None
    await audit.record(session, ctx, action="billing.order_refund", resource_type=BILLING, resource_id=order.id,
                       before={"refunded_amount": already}, after={"refunded_amount": already + more},
                       details={"amount": more})
    return orders.to_out(order)


# ------------------------------------------------------------------------------------ automatic top-up


def _topup_out(row: AutoTopup | None) -> dict[str, Any]:
    if row is None:
        return {"enabled": False, "threshold_tokens": 0, "tokens": 0}
    return {"enabled": row.enabled, "threshold_tokens": row.threshold_tokens, "tokens": row.tokens,
            "amount": {"amount": row.amount, "currency": row.currency}}


async def get_auto_topup(session: AsyncSession, ctx: AuthContext) -> dict[str, Any]:
    scope = authorize(ctx, "credits:view")
    return _topup_out(await session.get(AutoTopup, scope.team_id))


async def put_auto_topup(session: AsyncSession, ctx: AuthContext, settings: Settings, *, enabled: bool,
                         threshold_tokens: int, tokens: int) -> dict[str, Any]:
    scope = authorize(ctx, "order:create")
    if enabled and tokens < 1:
        raise InvalidArgument("tokens: an enabled automatic top-up buys at least 1 token")
    provider = providers.check_provider(settings.billing_provider)
    row = await session.get(AutoTopup, scope.team_id)
    old = _topup_out(row)
    if row is None:
        row = AutoTopup(team_id=scope.team_id)
        session.add(row)
    row.enabled, row.threshold_tokens, row.tokens = enabled, threshold_tokens, tokens
    row.amount = orders.price_of(tokens, settings.credit_price_per_million)
    row.currency, row.provider, row.updated_at = settings.billing_currency, provider, utcnow()
    new = _topup_out(row)
    before, after = audit.changes(old, new)
    await audit.record(session, ctx, action="billing.auto_topup", resource_type=BILLING, resource_id=scope.team_id,
                       before=before, after=after)
    return new


# -------------------------------------------------------------------------------------------- invoices


async def invoice_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                       token: str | None) -> dict[str, Any]:
    scope = authorize(ctx, "order:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await orders.invoice_page(session, scope, after=_after(after), limit=limit)

    rows, next_token = await keyset_page(
        fetch, key_of=lambda i: _key(i.created_at, i.id), allowed=lambda _i: True, page_size=page_size,
        token=token, signer=signer, filters={"list": "billing_invoices", "team": scope.team_id})
    total = int(await session.scalar(select(func.count()).select_from(Invoice)
                                     .where(Invoice.team_id == scope.team_id)) or 0)
    out: dict[str, Any] = {"items": [orders.invoice_out(i) for i in rows], "total": total}
    if next_token:
        out["continuation_token"] = next_token
    return out


async def get_invoice(session: AsyncSession, ctx: AuthContext, invoice_id: str) -> dict[str, Any]:
    scope = authorize(ctx, "order:read")
    inv = await orders.invoice(session, scope, invoice_id)
    if inv is None:
        raise Forbidden("Not allowed, or the invoice does not exist")
    return orders.invoice_out(inv)


# -------------------------------------------------------------------------------------------- webhooks


async def webhook(session: AsyncSession, settings: Settings, provider: str, payload: bytes,
                  headers: dict[str, str]) -> dict[str, Any]:
    if provider != "stripe":
        raise providers.unknown_provider(provider)
    event = providers.verify_stripe(settings, payload, headers.get("stripe-signature"))
    result = await providers.apply_stripe_event(session, event)
    return {"event_id": event.get("id"), "type": event.get("type"), "result": result}


# ------------------------------------------------------------------------------------------------ usage


def _date(value: str | None, name: str, default: dt.date) -> dt.date:
    if value is None:
        return default
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise InvalidArgument(f"{name}: must be a date YYYY-MM-DD") from None


async def usage(session: AsyncSession, ctx: AuthContext, *, start_date: str | None,
                end_date: str | None) -> dict[str, Any]:
    """Router usage from `start_date` to `end_date` (inclusive UTC days; defaults: the first of this month and
    today): totals and one row per model, most costly first."""
    scope = authorize(ctx, "usage:read")
    today = utcnow().date()
    start = _date(start_date, "start_date", today.replace(day=1))
    end = _date(end_date, "end_date", today)
    if end < start:
        raise InvalidArgument("end_date: must not be before start_date")
    if (end - start).days > 366:
        raise InvalidArgument("end_date: at most 367 days from start_date")
    lo = dt.datetime.combine(start, dt.time(), dt.UTC)
    hi = dt.datetime.combine(end + dt.timedelta(days=1), dt.time(), dt.UTC)
    cols = (func.count(), func.sum(RouterUsage.input_tokens), func.sum(RouterUsage.output_tokens),
            func.sum(RouterUsage.cost_tokens))
    q = (select(RouterUsage.model, RouterUsage.key_source, *cols)
         .where(RouterUsage.team_id == scope.team_id, RouterUsage.created_at >= lo, RouterUsage.created_at < hi)
         .group_by(RouterUsage.model, RouterUsage.key_source))
    per_model: dict[str, dict[str, int]] = {}
    for model, source, calls, inp, out, cost in (await session.execute(q)).all():
        row = per_model.setdefault(model, {"calls": 0, "input_tokens": 0, "output_tokens": 0, "cost_tokens": 0,
                                           "hosted_cost_tokens": 0})
        row["calls"] += int(calls)
        row["input_tokens"] += int(inp or 0)
        row["output_tokens"] += int(out or 0)
        row["cost_tokens"] += int(cost or 0)
        if source == "hosted":
            row["hosted_cost_tokens"] += int(cost or 0)
    ranked = sorted(per_model.items(), key=lambda kv: (-kv[1]["cost_tokens"], -kv[1]["calls"], kv[0]))
    models: list[dict[str, Any]] = [{"model": m, **v} for m, v in ranked]
    keys = ("calls", "input_tokens", "output_tokens", "cost_tokens", "hosted_cost_tokens")
    totals = {k: sum(v[k] for v in per_model.values()) for k in keys}
    return {"start_date": start.isoformat(), "end_date": end.isoformat(), "totals": totals, "models": models}


__all__ = ["MAX_TOKENS", "BillingOrder"]
