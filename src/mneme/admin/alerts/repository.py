"""SQL of balance alerts: the team's alert row, its events and the outbox of alert e-mail (models/alerts.py).

The alert row is read and written with Core statements on columns, never as an ORM object: evaluation runs
inside `append_many`, possibly in a transaction shared by several writers (`Database.grouped`), where an
object in the identity map could be stale and an autoflush would break the group's multi-row inserts. The
settings (PUT/DELETE) and the evaluation state are written by upserts of disjoint columns, so a PUT that races
an evaluation loses neither."""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, cast

from sqlalchemy import RowMapping, Table, and_, func, insert, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import utcnow
from mneme.core.ids import new_id
from mneme.models import BalanceAlert, BalanceAlertDelivery, BalanceAlertEvent, CreditLedgerEntry, Principal, Team
from mneme.models.billing import CREDIT_KINDS

ALERTS = cast(Table, BalanceAlert.__table__)
EVENTS = cast(Table, BalanceAlertEvent.__table__)
DELIVERIES = cast(Table, BalanceAlertDelivery.__table__)


def _insert(session: AsyncSession) -> Any:
    is_pg = session.bind is not None and session.bind.dialect.name == "postgresql"
    return postgresql.insert if is_pg else sqlite.insert


async def load(session: AsyncSession, scope: TeamScope) -> RowMapping | None:
    """The team's alert row (one primary-key read), or None: nothing saved and nothing ever fired."""
    with session.no_autoflush:
        res = await session.execute(select(ALERTS).where(ALERTS.c.team_id == scope.team_id))
        return res.mappings().first()


async def save_settings(session: AsyncSession, scope: TeamScope, *, saved: bool, enabled: bool,
                        threshold_type: str | None, values: list[int], recipients: list[str]) -> None:
    """Upsert the settings columns only (the evaluation's state columns are left as they are)."""
    settings = {"saved": saved, "enabled": enabled, "threshold_type": threshold_type, "threshold_values": values,
                "recipients": recipients, "updated_at": utcnow()}
    ins = _insert(session)(ALERTS).values(team_id=scope.team_id, triggered=[], events_count=0, **settings)
    await session.execute(ins.on_conflict_do_update(index_elements=[ALERTS.c.team_id], set_=settings))


async def save_state(session: AsyncSession, scope: TeamScope, *, triggered: list[dict[str, Any]],
                     events_count: int) -> None:
    """Upsert the evaluation's state columns only; a new row gets the defaults (nothing saved)."""
    state = {"triggered": triggered, "events_count": events_count}
    ins = _insert(session)(ALERTS).values(team_id=scope.team_id, saved=False, enabled=True, threshold_type=None,
                                          threshold_values=[], recipients=[], updated_at=utcnow(), **state)
    await session.execute(ins.on_conflict_do_update(index_elements=[ALERTS.c.team_id], set_=state))


async def add_events(session: AsyncSession, scope: TeamScope, events: Sequence[dict[str, Any]]) -> None:
    """Insert event rows (`id`, `threshold_type`, `threshold_value`, `balance_tokens`, `fired_at`, `mailed`,
    `recovered`, `recovered_at`) in one statement."""
    if events:
        await session.execute(insert(EVENTS), [{"team_id": scope.team_id, **e} for e in events])


async def mark_recovered(session: AsyncSession, scope: TeamScope, event_ids: Sequence[int],
                         at: dt.datetime) -> None:
    if event_ids:
        await session.execute(update(EVENTS).where(EVENTS.c.team_id == scope.team_id, EVENTS.c.id.in_(event_ids),
                                                   EVENTS.c.recovered.is_(False))
                              .values(recovered=True, recovered_at=at))


async def add_deliveries(session: AsyncSession, scope: TeamScope, event_id: int, emails: Sequence[str]) -> None:
    """The outbox rows of one mailed event, one per recipient, `pending`."""
    if emails:
        now = utcnow()
        await session.execute(insert(DELIVERIES), [
            {"id": new_id("dly"), "team_id": scope.team_id, "event_id": event_id, "email": email,
             "status": "pending", "error": None, "sent_at": None, "created_at": now} for email in emails])


async def owner_email(session: AsyncSession, scope: TeamScope) -> tuple[str, str | None]:
    """(team name, the owner's e-mail address or None)."""
    with session.no_autoflush:
        q = (select(Team.name, Principal.email).select_from(Team)
             .outerjoin(Principal, and_(Principal.id == Team.owner_principal_id, Principal.team_id == Team.id))
             .where(Team.id == scope.team_id))
        row = (await session.execute(q)).first()
    return (str(row[0]), row[1]) if row is not None else ("", None)


async def credited_tokens(session: AsyncSession, scope: TeamScope, *, since: dt.datetime | None) -> int:
    """Tokens credited to the team (since `since` when given), counting the credit rows this session added and
    has not flushed yet (no autoflush: see the module's note). Reads credit rows only (index team, kind,
    created_at)."""
    q = select(func.sum(CreditLedgerEntry.tokens)).where(CreditLedgerEntry.team_id == scope.team_id,
                                                         CreditLedgerEntry.kind.in_(CREDIT_KINDS))
    if since is not None:
        q = q.where(CreditLedgerEntry.created_at >= since)
    with session.no_autoflush:
        stored = int(await session.scalar(q) or 0)
    pending = sum(o.tokens for o in session.new if isinstance(o, CreditLedgerEntry) and o.team_id == scope.team_id
                  and o.kind in CREDIT_KINDS and (since is None or o.created_at >= since))
    return stored + pending


async def events_page(session: AsyncSession, scope: TeamScope, *, before_id: int | None,
                      limit: int) -> Sequence[RowMapping]:
    q = select(EVENTS).where(EVENTS.c.team_id == scope.team_id)
    if before_id is not None:
        q = q.where(EVENTS.c.id < before_id)
    return (await session.execute(q.order_by(EVENTS.c.id.desc()).limit(limit))).mappings().all()


async def events_total(session: AsyncSession, scope: TeamScope) -> int:
    return int(await session.scalar(select(func.count()).select_from(EVENTS)
                                    .where(EVENTS.c.team_id == scope.team_id)) or 0)


async def deliveries_of(session: AsyncSession, scope: TeamScope, event_ids: Sequence[int],
                        ) -> Sequence[RowMapping]:
    if not event_ids:
        return []
    q = (select(DELIVERIES).where(DELIVERIES.c.team_id == scope.team_id, DELIVERIES.c.event_id.in_(event_ids))
         .order_by(DELIVERIES.c.created_at, DELIVERIES.c.id))
    return (await session.execute(q)).mappings().all()


async def event(session: AsyncSession, scope: TeamScope, event_id: int) -> RowMapping | None:
    res = await session.execute(select(EVENTS).where(EVENTS.c.team_id == scope.team_id, EVENTS.c.id == event_id))
    return res.mappings().first()


async def set_delivery(session: AsyncSession, scope: TeamScope, delivery_id: str, *, status: str,
                       error: str | None = None) -> None:
    """Settle one delivery (only from `pending`: a settled one never changes again)."""
    await session.execute(update(DELIVERIES).where(DELIVERIES.c.team_id == scope.team_id,
                                                   DELIVERIES.c.id == delivery_id, DELIVERIES.c.status == "pending")
                          .values(status=status, error=error[:300] if error else None,
                                  sent_at=utcnow() if status == "sent" else None))


async def fail_pending(session: AsyncSession, scope: TeamScope, event_id: int, error: str) -> None:
    await session.execute(update(DELIVERIES).where(DELIVERIES.c.team_id == scope.team_id,
                                                   DELIVERIES.c.event_id == event_id,
                                                   DELIVERIES.c.status == "pending")
                          .values(status="failed", error=error[:300]))
