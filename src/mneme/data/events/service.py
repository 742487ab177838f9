"""Events: the handle a client polls for the background work that an add, an import or a message started."""
from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import authorize
from mneme.core.db import iso, utcnow
from mneme.core.errors import Forbidden
from mneme.core.ids import new_id
from mneme.models import Event


def new(*, team_id: str, project_id: str | None, type_: str) -> Event:
    """A pending event, not yet added to any session."""
    return Event(id=new_id("evt"), team_id=team_id, project_id=project_id, type=type_, status="pending",
                 memory_ids=[], conflict_ids=[], created_at=utcnow())


async def create(session: AsyncSession, *, team_id: str, project_id: str | None, type_: str) -> Event:
    ev = new(team_id=team_id, project_id=project_id, type_=type_)
    session.add(ev)
    await session.flush()
    return ev


async def get(session: AsyncSession, ctx: AuthContext, event_id: str) -> Event:
    scope = authorize(ctx, "event:read")
    ev = (await session.execute(select(Event).where(Event.id == event_id, Event.team_id == scope.team_id))
          ).scalar_one_or_none()
    if ev is None:
        raise Forbidden("No such event, or not allowed")
    return ev


async def mark(session: AsyncSession, event_id: str | None, **values: Any) -> None:
    """Update an event (status, memory_ids, conflict_ids, error); finishing states stamp `finished_at`."""
    if event_id is None:
        return
    if values.get("status") in ("succeeded", "failed"):
        values.setdefault("finished_at", utcnow())
    await session.execute(update(Event).where(Event.id == event_id).values(**values))


async def load_many(session: AsyncSession, event_ids: list[str], *, for_update: bool = False) -> list[Event]:
    q = select(Event).where(Event.id.in_(event_ids))
    return list((await session.execute(q.with_for_update() if for_update else q)).scalars())


async def update_many(session: AsyncSession, values: dict[str, dict[str, Any]]) -> None:
    """Different values for each event, in one executemany (`{event_id: {column: value}}`)."""
    if values:
        await session.execute(update(Event), [{"id": eid, **v} for eid, v in values.items()])


async def finish_many(session: AsyncSession, values: dict[str, dict[str, Any]]) -> None:
    """Mark events succeeded, each with its own `memory_ids` and `conflict_ids`."""
    now = utcnow()
    await update_many(session, {eid: {**v, "status": "succeeded", "finished_at": now} for eid, v in values.items()})


async def load(session: AsyncSession, event_id: str) -> Event | None:
    return (await session.execute(select(Event).where(Event.id == event_id))).scalar_one_or_none()


def to_out(ev: Event) -> dict[str, Any]:
    return {"id": ev.id, "type": ev.type, "status": ev.status, "memory_ids": list(ev.memory_ids or []),
            "conflict_ids": list(ev.conflict_ids or []), "error": ev.error, "created_at": iso(ev.created_at),
            "finished_at": iso(ev.finished_at)}
