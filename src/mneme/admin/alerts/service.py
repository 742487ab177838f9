"""Balance alerts: settings (GET/PUT/DELETE), evaluation on every balance change, and the events list.

Evaluation (`evaluate`) runs at the end of `admin.billing.repository.append_many`, the only writer of the
ledger, in the same transaction as the rows it judges, so every change of a balance is judged exactly once and
an event exists if and only if the balance change that caused it committed. Cost per call (one call per team
per router batch): one primary-key read of the alert row; for a batch with debits of a team that saved no alert,
also one primary-key read of its subscription (the defaults depend on it); nothing more unless a level fires or
recovers, or the thresholds are `percent_used` (then one sum over the team's credit rows, index `team_id, kind,
created_at`). On PostgreSQL `append_many` holds the team's account row lock, so evaluations of one team never
interleave; on SQLite every writer holds the database lock.

Rules:
- A level fires when a debit (a ledger row with negative tokens) leaves the balance at or below it
  (`tokens_remaining`: balance <= value; `percent_used`: (credited - balance) / credited >= value %, where
  credited = tokens credited in the subscription period, or ever when there is no subscription), and the level
  is not already triggered. Credits never fire a level. A level added while the balance is already past it
  fires at the next debit.
- A triggered level recovers when a credit lifts the balance above it (the used share below it): its event gets
  `recovered` and `recovered_at`, and it may fire again later.
- The rows of one `append_many` are walked in order, each with its own balance, so a batch of router debits
  fires exactly the levels that one call at a time would; the levels fired by one batch fire together: each
  becomes an event, and only the most severe (lowest `tokens_remaining`, highest `percent_used`) sends e-mail,
  to the team owner's address and the saved recipients (outbox rows + a job, see admin/alerts/mail.py).
- `enabled` false: nothing fires (triggered levels still recover). The deployment setting `alerts_delivery`
  (`MNEME_ALERTS_DELIVERY`) false: no evaluation at all; settings are kept.
"""
from __future__ import annotations

import datetime as dt
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import RowMapping, select
from sqlalchemy.engine import URL, make_url
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.alerts import repository as repo
from mneme.admin.alerts.schemas import AlertIn
from mneme.core import audit, jobs
from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.catalog import ADMIN, OWNER
from mneme.core.db import unix, utcnow
from mneme.core.errors import InvalidArgument
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.core.settings import Settings
from mneme.models import CreditLedgerEntry, Subscription
from mneme.models.billing import CREDIT_KINDS

PERCENT, REMAINING = "percent_used", "tokens_remaining"
LIMITS = {PERCENT: (1, 99), REMAINING: (1, 1_000_000_000)}
DEFAULT_WITH_SUBSCRIPTION = (PERCENT, [80, 95])
DEFAULT_WITHOUT_SUBSCRIPTION = (REMAINING, [1_600_000, 320_000])
MAX_RECIPIENTS = 5
MAX_LEVELS = 10
MAIL_JOB = "balance_alert_mail"
BILLING = "service:billing"

_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_EMAIL = re.compile(r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@" + _LABEL + r"(?:\." + _LABEL + r")+")


# ---------------------------------------------------------------- what the lead wires when billing lands


@dataclass(frozen=True)
class SubscriptionPeriod:
    """What alerts need of the team's subscription: when its current period began."""

    period_start: dt.datetime


async def current_subscription(session: AsyncSession, scope: TeamScope) -> SubscriptionPeriod | None:
    """The team's current subscription period, or None when the team has no subscription (no row in
    `billing_subscriptions`: the free plan, no period). It decides the defaults (`percent_used` with a
    subscription) and the base of `percent_used` (credits of the period, else every credit ever added)."""
    with session.no_autoflush:
        start = await session.scalar(select(Subscription.period_start).where(Subscription.team_id == scope.team_id))
    return SubscriptionPeriod(period_start=start) if start is not None else None


# ---------------------------------------------------------------- the deployment switch


_delivery: dict[URL, bool] = {}


def configure(settings: Settings) -> None:
    """Record the deployment's `alerts_delivery` for its database (called when the app's routes are built), for
    the evaluation inside `append_many`, which gets a session but no settings."""
    _delivery[make_url(settings.database_url)] = settings.alerts_delivery


def delivery_enabled(session: AsyncSession) -> bool:
    """The `alerts_delivery` setting of the app serving this session's database; elsewhere (the CLI) the
    environment's `MNEME_ALERTS_DELIVERY` (default on)."""
    url = session.bind.sync_engine.url if session.bind is not None else None
    if url is not None and url in _delivery:
        return _delivery[url]
    return os.environ.get("MNEME_ALERTS_DELIVERY", "").strip().lower() not in ("0", "false", "no", "off")


# ---------------------------------------------------------------- levels


def severity(kind: str, value: int) -> int:
    """Larger = more severe: a lower `tokens_remaining`, a higher `percent_used`."""
    return -value if kind == REMAINING else value


def reached(kind: str, value: int, balance: int, credited: int) -> bool:
    """Is the level reached at this balance? (`credited`: the base of `percent_used`.)"""
    if kind == REMAINING:
        return balance <= value
    return credited > 0 and (credited - balance) * 100 >= value * credited


@dataclass(frozen=True)
class Config:
    saved: bool
    enabled: bool
    kind: str
    values: list[int]
    recipients: list[str]


async def config_of(session: AsyncSession, scope: TeamScope, row: RowMapping | None) -> Config:
    if row is not None and row["saved"]:
        return Config(True, bool(row["enabled"]), str(row["threshold_type"]),
                      [int(v) for v in row["threshold_values"]], [str(r) for r in row["recipients"]])
    kind, values = (DEFAULT_WITH_SUBSCRIPTION if await current_subscription(session, scope) is not None
                    else DEFAULT_WITHOUT_SUBSCRIPTION)
    return Config(False, True if row is None else bool(row["enabled"]), kind, list(values), [])


# ---------------------------------------------------------------- evaluation


async def evaluate(session: AsyncSession, scope: TeamScope, entries: Sequence[CreditLedgerEntry]) -> None:
    """Judge the ledger rows `append_many` just added (in order, same transaction): record the levels that fire
    and recover, and queue the e-mail of the most severe level that fired (see the module's rules)."""
    if not entries or not delivery_enabled(session):
        return
    row = await repo.load(session, scope)
    triggered: list[dict[str, Any]] = list(row["triggered"]) if row is not None else []
    debited = any(e.tokens < 0 for e in entries)
    if not debited and not triggered:
        return  # credits only, nothing to recover
    cfg = await config_of(session, scope, row)
    firing = cfg.enabled and debited
    if not firing and not triggered:
        return
    credited = 0
    if (firing and cfg.kind == PERCENT) or any(t["type"] == PERCENT for t in triggered):
        sub = await current_subscription(session, scope)
        after = await repo.credited_tokens(session, scope, since=sub.period_start if sub is not None else None)
        credited = after - sum(e.tokens for e in entries if e.kind in CREDIT_KINDS)
    now = utcnow()
    count = int(row["events_count"]) if row is not None else 0
    active = {(str(t["type"]), int(t["value"])): t for t in triggered}
    levels = sorted(cfg.values, key=lambda v: severity(cfg.kind, v))  # least severe first
    fired: list[dict[str, Any]] = []
    recovered: list[int] = []
    for e in entries:
        balance = e.balance_after_tokens
        if e.kind in CREDIT_KINDS:
            credited += e.tokens
        if e.tokens < 0 and cfg.enabled:
            for value in levels:
                if (cfg.kind, value) not in active and reached(cfg.kind, value, balance, credited):
                    count += 1
                    fired.append({"id": count, "threshold_type": cfg.kind, "threshold_value": value,
                                  "balance_tokens": balance, "fired_at": now, "mailed": False, "recovered": False,
                                  "recovered_at": None})
                    active[(cfg.kind, value)] = {"type": cfg.kind, "value": value, "event_id": count,
                                                 "balance_tokens": balance, "fired_at": unix(now)}
        elif e.tokens > 0:
            for key, t in list(active.items()):
                if not reached(key[0], key[1], balance, credited):
                    del active[key]
                    new = next((f for f in fired if f["id"] == t["event_id"]), None)
                    if new is not None:
                        new["recovered"], new["recovered_at"] = True, now
                    else:
                        recovered.append(int(t["event_id"]))
    if not fired and not recovered:
        return
    mail_to: list[str] = []
    if fired:
        top = max(fired, key=lambda f: severity(f["threshold_type"], f["threshold_value"]))
        mail_to = await _recipients(session, scope, cfg)
        top["mailed"] = bool(mail_to)
    await repo.add_events(session, scope, fired)
    if mail_to:
        await repo.add_deliveries(session, scope, top["id"], mail_to)
        await jobs.enqueue(session, MAIL_JOB, {"team_id": scope.team_id, "event_id": top["id"]}, max_attempts=6)
    await repo.mark_recovered(session, scope, recovered, now)
    await repo.save_state(session, scope, triggered=list(active.values()), events_count=count)


async def _recipients(session: AsyncSession, scope: TeamScope, cfg: Config) -> list[str]:
    """The owner's address (when the owner has one) and the saved recipients, each address once."""
    _team, owner = await repo.owner_email(session, scope)
    out: list[str] = []
    for email in ([owner] if owner else []) + cfg.recipients:
        if email.lower() not in {o.lower() for o in out}:
            out.append(email)
    return out


# ---------------------------------------------------------------- the API


def sees_emails(ctx: AuthContext) -> bool:
    """E-mail addresses of alert recipients are shown to owners and admins only."""
    return ctx.role_key in (OWNER, ADMIN)


def mask(email: str) -> str:
    local, _, domain = email.partition("@")
    return f"{local[:1]}***@{domain}"


def status_of(triggered: list[dict[str, Any]], balance: int) -> dict[str, Any]:
    if not triggered:
        return {"state": "ok", "balance_tokens": balance}
    t = max(triggered, key=lambda x: severity(str(x["type"]), int(x["value"])))
    return {"state": "triggered", "balance_tokens": int(t["balance_tokens"]),
            "threshold": {"type": t["type"], "value": int(t["value"])}, "triggered_at": int(t["fired_at"])}


async def get_alert(session: AsyncSession, ctx: AuthContext, settings: Settings) -> dict[str, Any]:
    scope = authorize(ctx, "credits:view")
    return await _alert_out(session, ctx, scope, settings)


async def _alert_out(session: AsyncSession, ctx: AuthContext, scope: TeamScope,
                     settings: Settings) -> dict[str, Any]:
    from mneme.admin.billing import repository as billing

    row = await repo.load(session, scope)
    cfg = await config_of(session, scope, row)
    balance = await billing.balance(session, scope)
    recipients = cfg.recipients if sees_emails(ctx) else [mask(r) for r in cfg.recipients]
    levels = sorted(cfg.values, key=lambda v: severity(cfg.kind, v))
    return {"enabled": cfg.enabled, "delivery_enabled": settings.alerts_delivery, "is_default": not cfg.saved,
            "thresholds": [{"type": cfg.kind, "value": v} for v in levels],
            "notification_channel": {"type": "email", "recipients": recipients},
            "status": status_of(list(row["triggered"]) if row is not None else [], balance)}


def validate(body: AlertIn) -> tuple[str, list[int], list[str]]:
    """(type, values, recipients) of a PUT body, or 400 naming the field."""
    kinds = {t.type for t in body.thresholds}
    if len(kinds) > 1:
        raise InvalidArgument("thresholds: all levels of an alert must be of the same type")
    kind = body.thresholds[0].type
    low, high = LIMITS[kind]
    values: list[int] = []
    for i, t in enumerate(body.thresholds):
        if not low <= t.value <= high:
            raise InvalidArgument(f"thresholds[{i}].value: a {kind} level must be {low}-{high:,}, got {t.value}")
        if t.value in values:
            raise InvalidArgument(f"thresholds[{i}].value: the level {t.value} is given twice")
        values.append(t.value)
    recipients: list[str] = []
    for i, raw in enumerate(body.notification_channel.recipients):
        email = raw.strip()
        if len(email) > 254 or not _EMAIL.fullmatch(email):
            raise InvalidArgument(f"notification_channel.recipients[{i}]: not a valid e-mail address")
        if email.lower() not in {r.lower() for r in recipients}:
            recipients.append(email)
    if len(recipients) > MAX_RECIPIENTS:
        raise InvalidArgument(f"notification_channel.recipients: at most {MAX_RECIPIENTS} additional addresses "
                              f"(got {len(recipients)}); the team owner always receives alerts")
    return kind, sorted(values, key=lambda v: severity(kind, v)), recipients


def _audited(cfg: Config) -> dict[str, Any]:
    """The alert's settings as the audit log keeps them (the number of recipients, not their addresses)."""
    return {"is_default": not cfg.saved, "enabled": cfg.enabled, "threshold_type": cfg.kind,
            "values": sorted(cfg.values, key=lambda v: severity(cfg.kind, v)), "recipients": len(cfg.recipients)}


async def _save(session: AsyncSession, ctx: AuthContext, scope: TeamScope, action: str, *, saved: bool,
                enabled: bool, kind: str | None, values: list[int], recipients: list[str]) -> None:
    before = _audited(await config_of(session, scope, await repo.load(session, scope)))
    await repo.save_settings(session, scope, saved=saved, enabled=enabled, threshold_type=kind, values=values,
                             recipients=recipients)
    after = _audited(await config_of(session, scope, await repo.load(session, scope)))
    await audit.record(session, ctx, action=action, resource_type=BILLING, resource_id=scope.team_id,
                       before=before, after=after)


async def put_alert(session: AsyncSession, ctx: AuthContext, settings: Settings, body: AlertIn) -> dict[str, Any]:
    scope = authorize(ctx, "credits:manage")
    kind, values, recipients = validate(body)
    await _save(session, ctx, scope, "billing.alert_update", saved=True, enabled=body.enabled, kind=kind,
                values=values, recipients=recipients)
    return await _alert_out(session, ctx, scope, settings)


async def delete_alert(session: AsyncSession, ctx: AuthContext, settings: Settings) -> dict[str, Any]:
    scope = authorize(ctx, "credits:manage")
    await _save(session, ctx, scope, "billing.alert_reset", saved=False, enabled=True, kind=None, values=[],
                recipients=[])
    return await _alert_out(session, ctx, scope, settings)


async def events_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                      token: str | None) -> dict[str, Any]:
    scope = authorize(ctx, "credits:view")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.events_page(session, scope, before_id=int(after[0]) if after else None, limit=limit)

    rows, next_token = await keyset_page(fetch, key_of=lambda r: [int(r["id"])], allowed=lambda _r: True,
                                         page_size=page_size, token=token, signer=signer,
                                         filters={"list": "balance_alert_events", "team": scope.team_id})
    deliveries: dict[int, list[dict[str, Any]]] = {}
    show = sees_emails(ctx)
    for d in await repo.deliveries_of(session, scope, [int(r["id"]) for r in rows]):
        if d["status"] in ("sent", "failed"):  # a pending delivery is listed once settled
            item = {"status": d["status"], "email": d["email"]} if show else {"status": d["status"]}
            deliveries.setdefault(int(d["event_id"]), []).append(item)
    items = [{"id": int(r["id"]), "fired_at": unix(r["fired_at"]), "balance_tokens": int(r["balance_tokens"]),
              "threshold": {"type": r["threshold_type"], "value": int(r["threshold_value"])},
              "recipients": deliveries.get(int(r["id"]), []), "recovered": bool(r["recovered"]),
              "recovered_at": unix(r["recovered_at"])} for r in rows]
    out: dict[str, Any] = {"items": items, "continuation_token": next_token,
                           "total": await repo.events_total(session, scope)}
    return out
