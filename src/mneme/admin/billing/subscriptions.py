"""The team's subscription: set it (`mneme billing subscribe`), renew its period (the worker's recurring
`billing.renew` job), and preview a plan change (issue 14 items 2 and 4; service-spec "Plan Change Preview").

A period's tokens (`tokens_per_period` of the plan) are granted once per period: `granted_period_start` records
the period last granted and is changed by a conditional UPDATE in the grant's transaction, so concurrent or
repeated renewals grant a period once.
"""
from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any

from sqlalchemy import or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import orders
from mneme.admin.billing import repository as repo
from mneme.admin.billing.plans import Plan, Plans, add_interval
from mneme.core.authz import TeamScope, trusted_scope
from mneme.core.db import unix, utcnow
from mneme.models import BillingOrder, Subscription

RENEW_JOB = "billing.renew"
RENEW_JOB_ID = "job_billing_renew"


def _utc(value: dt.datetime) -> dt.datetime:
    return value.astimezone(dt.UTC) if value.tzinfo else value.replace(tzinfo=dt.UTC)


async def current(session: AsyncSession, scope: TeamScope) -> Subscription | None:
    return await session.get(Subscription, scope.team_id)


def to_out(sub: Subscription | None, plans: Plans) -> dict[str, Any]:
    if sub is None:
        free = plans.free
        return {"plan": free.out() if free else None, "status": "none", "current_period_start": None,
                "current_period_end": None, "cancel_at_period_end": False, "paid": False}
    plan = plans.get(sub.plan_id)
    return {"plan": plan.out() if plan else {"id": sub.plan_id, "name": None}, "status": "active",
            "current_period_start": unix(sub.period_start), "current_period_end": unix(sub.period_end),
            "cancel_at_period_end": sub.cancel_at_period_end, "paid": sub.paid}


async def _grant_period(session: AsyncSession, scope: TeamScope, sub: Subscription, plan: Plan) -> bool:
    """Grant the period's tokens unless this period was granted already (conditional UPDATE: once)."""
    if plan.tokens_per_period <= 0:
        return False
    if sub.granted_period_start is not None and _utc(sub.granted_period_start) == _utc(sub.period_start):
        return False
    cond = or_(Subscription.granted_period_start.is_(None), Subscription.granted_period_start != sub.period_start)
    res = await session.execute(update(Subscription).where(Subscription.team_id == scope.team_id, cond)
                                .values(granted_period_start=sub.period_start)
                                .execution_options(synchronize_session=False))
    if res.rowcount != 1:  # type: ignore[attr-defined]
        return False
    sub.granted_period_start = sub.period_start
    await repo.append_many(session, scope, [repo.NewEntry(
        kind="subscription_grant", tokens=plan.tokens_per_period,
        reference=f"sub-{unix(sub.period_start)}", reason=f"plan {plan.id} {plan.name}: period from "
                                                         f"{_utc(sub.period_start).date().isoformat()}")])
    return True


async def _period_order(session: AsyncSession, scope: TeamScope, sub: Subscription, plan: Plan, *,
                        settled: bool, provider: str, created_by: str | None) -> BillingOrder | None:
    """The `subscription` order of the current period of a paid subscription (tokens_granted 0), once."""
    if not sub.paid or plan.amount <= 0:
        return None
    q = select(BillingOrder.id).where(BillingOrder.team_id == scope.team_id, BillingOrder.type == "subscription",
                                      BillingOrder.period_start == sub.period_start)
    if (await session.execute(q.limit(1))).first() is not None:
        return None
    order = orders.new_order(session, scope, kind="subscription", amount=plan.amount, currency=plan.currency,
                             tokens=0, provider=provider, created_by=created_by, plan_id=plan.id,
                             period_start=sub.period_start, period_end=sub.period_end)
    if settled:
        await session.flush()
        await orders.succeed(session, order)
    return order


async def subscribe(session: AsyncSession, scope: TeamScope, plans: Plans, *, plan_id: int, paid: bool,
                    period_start: dt.datetime | None, cancel_at_period_end: bool,
                    created_by: str | None) -> Subscription:
    """Set the team's subscription (self-hosted and tests: `mneme billing subscribe`). The period starts at
    `period_start` (default now) and lasts one interval of the plan; its tokens are granted now (once per
    period), and a paid subscription's payment for the period is recorded as a settled `manual` order."""
    plan = plans.get(plan_id)
    if plan is None:
        raise ValueError(f"no plan {plan_id} (plans: {', '.join(str(p.id) for p in plans.items)})")
    start = _utc(period_start or utcnow()).replace(microsecond=0)
    end = add_interval(start, plan.interval)
    sub = await session.get(Subscription, scope.team_id)
    now = utcnow()
    if sub is None:
        sub = Subscription(team_id=scope.team_id, plan_id=plan.id, period_start=start, period_end=end,
                           paid=paid, cancel_at_period_end=cancel_at_period_end, provider="manual",
                           granted_period_start=None, created_at=now, updated_at=now)
        session.add(sub)
        await session.flush()
    else:
        sub.plan_id, sub.period_start, sub.period_end = plan.id, start, end
        sub.paid, sub.cancel_at_period_end, sub.updated_at = paid, cancel_at_period_end, now
        await session.flush()
    await _grant_period(session, scope, sub, plan)
    await _period_order(session, scope, sub, plan, settled=True, provider="manual", created_by=created_by)
    return sub


async def renew_due(session: AsyncSession, plans: Plans, *, now: dt.datetime | None = None,
                    limit: int = 100) -> int:
    """Move every subscription whose period ended into its current period: a subscription set to cancel goes to
    the free plan (or ends, without one); the new period's tokens are granted and a paid subscription gets a
    `pending` subscription order for it (settled by its provider). Idempotent: the period moves by a
    conditional UPDATE on its old start. Returns how many subscriptions moved."""
    now = now or utcnow()
    due = (await session.execute(select(Subscription).where(Subscription.period_end <= now)
                                 .order_by(Subscription.team_id).limit(limit))).scalars().all()
    moved = 0
    for sub in due:
        scope = trusted_scope(sub.team_id, reason=f"{RENEW_JOB}: period of the team's subscription ended")
        plan = plans.get(sub.plan_id)
        if sub.cancel_at_period_end or plan is None:
            plan = plans.free
            if plan is None:
                await session.delete(sub)
                moved += 1
                continue
            paid, cancel = False, False
        else:
            paid, cancel = sub.paid, False
        start, end = _utc(sub.period_end), add_interval(_utc(sub.period_end), plan.interval)
        while end <= now:  # periods missed while nothing ran: only the current one is granted
            start, end = end, add_interval(end, plan.interval)
        res = await session.execute(update(Subscription).where(Subscription.team_id == sub.team_id,
                                                               Subscription.period_start == sub.period_start)
                                    .values(plan_id=plan.id, period_start=start, period_end=end, paid=paid,
                                            cancel_at_period_end=cancel, updated_at=utcnow())
                                    .execution_options(synchronize_session=False))
        if res.rowcount != 1:  # type: ignore[attr-defined]
            continue
        await session.refresh(sub)
        await _grant_period(session, scope, sub, plan)
        await _period_order(session, scope, sub, plan, settled=False, provider=sub.provider, created_by=None)
        moved += 1
    return moved


# ------------------------------------------------------------------------------------------ preview


def _round(value: Fraction) -> int:
    """Round half away from zero to an integer (a line's amount in the smallest currency unit)."""
    n = abs(value)
    whole = int(n)
    if n - whole >= Fraction(1, 2):
        whole += 1
    return whole if value >= 0 else -whole


def _money(amount: int, currency: str) -> dict[str, Any]:
    return {"amount": amount, "currency": currency}


def preview(sub: Subscription | None, plans: Plans, target: Plan, *, now: dt.datetime) -> dict[str, Any]:
    """The Plan Change Preview of switching `sub` to `target` at `now` (nothing changes).

    Not applicable: `no_paid_subscription` (no subscription, or not paid through the payment provider),
    `resume_only` (target = current plan of a subscription set to cancel), `downgrade_to_free` (target costs
    nothing; effective at the period end). Otherwise, as Stripe prorates: with `f` = (period_end − now) /
    (period_end − period_start), a credit line −round(current price × f) for the unused time of the current
    plan and a charge line round(target price × f) for the remaining time on the target plan, both
    `proration: true` over [now, period_end]; `amount_due` = their sum (negative = credited), `effective_at`
    now, `next_invoice` = one full period of the target plan at the period end. A target with another interval
    (month ↔ year) starts a new period now: the credit line as above and a full-price, non-prorated line for
    [now, now + one interval]; `next_invoice` then falls at that new period's end."""
    from_plan = plans.get(sub.plan_id) if sub is not None else plans.free
    out: dict[str, Any] = {"plan_id": target.id, "applicable": False,
                           "from_plan": from_plan.ref() if from_plan else None, "to_plan": target.ref(),
                           "lines": []}
    if sub is None or not sub.paid or from_plan is None:
        out["reason"] = "no_paid_subscription"
        return out
    start, end, at = _utc(sub.period_start), _utc(sub.period_end), _utc(now).replace(microsecond=0)
    if sub.cancel_at_period_end and target.id == from_plan.id:
        out["reason"] = "resume_only"
        return out
    if target.free:
        out["reason"] = "downgrade_to_free"
        out["effective_at"] = unix(end)
        return out
    at = min(max(at, start), end)
    ts_now, ts_start, ts_end = int(at.timestamp()), int(start.timestamp()), int(end.timestamp())
    fraction = Fraction(ts_end - ts_now, ts_end - ts_start) if ts_end > ts_start else Fraction(0)
    currency = target.currency
    lines: list[dict[str, Any]] = []
    if target.id != from_plan.id or target.interval != from_plan.interval:
        credit = _round(-from_plan.amount * fraction)
        if credit != 0:
            lines.append({"amount": _money(credit, currency), "description": f"Unused time on {from_plan.name} "
                          f"after {at.date().isoformat()}", "proration": True, "period_start": ts_now,
                          "period_end": ts_end})
    if target.id != from_plan.id and target.interval == from_plan.interval:
        charge = _round(target.amount * fraction)
        if charge != 0:
            lines.append({"amount": _money(charge, currency), "description": f"Remaining time on {target.name} "
                          f"after {at.date().isoformat()}", "proration": True, "period_start": ts_now,
                          "period_end": ts_end})
        next_date = ts_end
    elif target.interval != from_plan.interval:
        new_end = int(add_interval(at, target.interval).timestamp())
        lines.append({"amount": _money(target.amount, currency), "description": f"{target.name} "
                      f"(1 {target.interval})", "proration": False, "period_start": ts_now, "period_end": new_end})
        next_date = new_end
    else:
        next_date = ts_end  # the current plan itself: nothing to prorate
    out.update({"applicable": True, "lines": lines,
                "amount_due": _money(sum(int(line["amount"]["amount"]) for line in lines), currency),
                "effective_at": ts_now, "next_invoice": {"amount": _money(target.amount, currency),
                                                         "date": next_date},
                "proration_date": ts_now})
    out.pop("reason", None)
    return out
