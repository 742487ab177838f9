"""SQL of events.

A client's read (`get`) takes the team scope. The writers and the loads by id below serve the server's own
bookkeeping: they take an event id that the server created, in the same request's transaction or carried by
the job the event belongs to (enqueued under authorization), never an id a client sent; they are listed, with
that reason, in tests/core/test_tenant_scope.py.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Event


async def get(session: AsyncSession, scope: TeamScope, event_id: str) -> Event | None:
    return (await session.execute(select(Event).where(Event.id == event_id, Event.team_id == scope.team_id))
            ).scalar_one_or_none()


async def insert(session: AsyncSession, scope: TeamScope, ev: Event) -> None:
    """Add a new event of the scope's team."""
    if ev.team_id != scope.team_id:
        raise ValueError("an event of another team")
    session.add(ev)
    await session.flush()


# ---------------------------------------------------------------- by ids the server created


async def update_one(session: AsyncSession, event_id: str, values: dict[str, Any]) -> None:
    await session.execute(update(Event).where(Event.id == event_id).values(**values))


async def by_id(session: AsyncSession, event_id: str) -> Event | None:
    return (await session.execute(select(Event).where(Event.id == event_id))).scalar_one_or_none()


async def by_ids(session: AsyncSession, event_ids: list[str], *, for_update: bool = False) -> list[Event]:
    q = select(Event).where(Event.id.in_(event_ids))
    return list((await session.execute(q.with_for_update() if for_update else q)).scalars())


async def update_each(session: AsyncSession, values: dict[str, dict[str, Any]]) -> None:
    """Different values for each event, in one executemany (`{event_id: {column: value}}`)."""
    if values:
        await session.execute(update(Event), [{"id": eid, **v} for eid, v in values.items()])
