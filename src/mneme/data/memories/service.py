"""v2 memories of a project: add (background), list, get, update, forget, trace, search."""
from __future__ import annotations

import datetime as dt
import threading
from typing import Any

from sqlalchemy import func, not_, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.db import Database, utcnow
from mneme.core.errors import Forbidden, InvalidArgument
from mneme.core.jobs import enqueue, wake_workers
from mneme.core.pagination import page_offset, total_pages
from mneme.data.events import service as events
from mneme.data.memories.schemas import MemoryAdd, MemorySearch
from mneme.data.projects import service as projects
from mneme.memory import store
from mneme.memory.store import Owner
from mneme.models import Event, Memory, Project


def owner_of_project(p: Project) -> Owner:
    return Owner(team_id=p.team_id, workspace_id=p.workspace_id, project_id=p.id)


_last_accept = dt.datetime.min.replace(tzinfo=dt.UTC)
_accept_lock = threading.Lock()


def accept_stamp() -> dt.datetime:
    """When an add was accepted: the time its memories are dated by, whenever the background job stores them.
    Strictly increasing within the process (a clock that stands still or steps back gains a microsecond)."""
    global _last_accept
    with _accept_lock:
        now = utcnow()
        _last_accept = now if now > _last_accept else _last_accept + dt.timedelta(microseconds=1)
        return _last_accept


async def add(session: AsyncSession, db: Database, ctx: AuthContext, project_id: str,
              body: MemoryAdd) -> dict[str, Any]:
    """Check in the request's read session, then write the event and its job together with the other adds
    arriving at the same time (one transaction, one commit for all of them)."""
    p = await projects.load(session, ctx, project_id, "project:mem_add")
    if not body.infer:  # each message becomes a memory, verbatim: a blank one would be an empty memory
        for i, m in enumerate(body.messages):
            if not m.content.strip():
                raise InvalidArgument(f"messages[{i}].content: must not be blank (infer=false stores each "
                                      "message as a memory)")
    payload = {"owner": owner_of_project(p).__dict__, "messages": [m.model_dump() for m in body.messages],
               "user_id": body.user_id, "infer": body.infer, "metadata": body.metadata,
               "chat_session_id": body.chat_session_id, "accepted_at": accept_stamp().isoformat()}

    async def write(ws: AsyncSession) -> Event:
        ev = events.new(team_id=p.team_id, project_id=p.id, type_="memory.add")
        ws.add(ev)
        await enqueue(ws, "memories.add", {"event_id": ev.id, **payload}, event_id=ev.id)
        return ev

    ev = await db.grouped(write)
    wake_workers()
    return {"results": [{"message": "Memory processing has been queued for background execution",
                         "status": "PENDING", "event_id": ev.id}]}


async def load(session: AsyncSession, ctx: AuthContext, project_id: str, memory_id: str, action: str, *,
               allow_expired: bool = False) -> Memory:
    """A live memory of the project, or 403 (also for forgotten memories, unless `allow_expired`)."""
    p = await projects.load(session, ctx, project_id, action)
    m = (await session.execute(select(Memory).where(Memory.id == memory_id, Memory.project_id == p.id))
         ).scalar_one_or_none()
    if m is None or (not allow_expired and not store.is_live(m)):
        raise Forbidden("No such memory, or not allowed")
    return m


async def list_page(session: AsyncSession, ctx: AuthContext, project_id: str, *, page: int, size: int,
                    user_id: str | None, keyword: str | None, expired: bool | None) -> dict[str, Any]:
    p = await projects.load(session, ctx, project_id, "project:mem_list")
    q = select(Memory).where(Memory.project_id == p.id)
    if user_id is not None:
        q = q.where(Memory.user_id == user_id)
    if keyword:
        q = q.where(func.lower(Memory.content).contains(keyword.lower(), autoescape=True))
    if expired is not None:
        q = q.where(not_(store.live_clause()) if expired else store.live_clause())
    total = (await session.execute(select(func.count()).select_from(q.subquery()))).scalar_one()
    rows = (await session.execute(q.order_by(Memory.created_at.desc(), Memory.id.desc())
                                  .offset(page_offset(page, size)).limit(size))).scalars()
    return {"items": [store.memory_out(m) for m in rows], "total": total, "page": page, "size": size,
            "total_pages": total_pages(total, size)}


async def update(session: AsyncSession, ctx: AuthContext, project_id: str, memory_id: str, content: str) -> Memory:
    m = await load(session, ctx, project_id, memory_id, "project:mem_modify")
    ev = await events.create(session, team_id=m.team_id, project_id=m.project_id, type_="memory.update")
    if await store.change(session, m, content=content, event_id=ev.id):
        await enqueue(session, "memories.process", {"event_id": ev.id, "memory_ids": [m.id]}, event_id=ev.id)
    else:
        await events.mark(session, ev.id, status="succeeded", memory_ids=[m.id])
    return m


async def forget(session: AsyncSession, ctx: AuthContext, project_id: str, memory_id: str) -> None:
    m = await load(session, ctx, project_id, memory_id, "project:mem_delete")
    await store.forget(session, [m])


async def trace(session: AsyncSession, ctx: AuthContext, project_id: str, memory_id: str) -> dict[str, Any]:
    m = await load(session, ctx, project_id, memory_id, "project:mem_read", allow_expired=True)
    return store.trace_out(m, await store.history(session, m.id))


async def search(session: AsyncSession, ctx: AuthContext, svc: Any, project_id: str,
                 body: MemorySearch) -> dict[str, Any]:
    p = await projects.load(session, ctx, project_id, "project:mem_search")
    vec = (await svc.engines.embedder.embed([body.query]))[0]
    hits = await svc.retriever.memories(session, f"project:{p.id}", vec, body.query, k=body.top_k,
                                        user_id=body.user_id, min_score=body.threshold)
    if not hits:
        return {"results": []}
    rows = {m.id: m for m in (await session.execute(select(Memory).where(Memory.id.in_([h.id for h in hits])))
                              ).scalars()}
    return {"results": [store.memory_out(rows[h.id], h.score) for h in hits
                        if h.id in rows and store.is_live(rows[h.id])]}
