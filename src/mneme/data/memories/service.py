"""v2 memories of a project: add (background), list, get, update, forget, trace, search.

Every function takes the scope and the owner that the endpoint resolved (`data.owners.resolve_owner`)."""
from __future__ import annotations

import asyncio
import datetime as dt
import threading
from collections.abc import Awaitable
from typing import Any

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import Database, utcnow
from mneme.core.errors import Forbidden, InvalidArgument
from mneme.core.jobs import enqueue, wake_workers
from mneme.core.pagination import page_offset, total_pages
from mneme.data.events import service as events
from mneme.data.memories import repository as repo
from mneme.data.memories.schemas import MemoryAdd, MemorySearch
from mneme.memory import store
from mneme.memory.retrieval import Refine, search_query
from mneme.memory.store import Owner
from mneme.models import Event, Memory

ADD_JOB = "memories.add"
PROCESS_JOB = "memories.process"

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


async def add(db: Database, scope: TeamScope, owner: Owner, body: MemoryAdd) -> dict[str, Any]:
    """Checked in the request's read session (the owner was resolved there), then the event and its job are
    written together with the other adds arriving at the same time (one transaction, one commit for all)."""
    if not body.infer:  # each message becomes a memory, verbatim: a blank one would be an empty memory
        for i, m in enumerate(body.messages):
            if not m.content.strip():
                raise InvalidArgument(f"messages[{i}].content: must not be blank (infer=false stores each "
                                      "message as a memory)")
    payload = {"owner": owner.__dict__, "messages": [m.model_dump() for m in body.messages],
               "user_id": body.user_id, "infer": body.infer, "metadata": body.metadata,
               "chat_session_id": body.chat_session_id, "accepted_at": accept_stamp().isoformat()}

    async def write(ws: AsyncSession) -> Event:
        ev = events.new(scope, project_id=owner.project_id, type_="memory.add")
        ws.add(ev)
        await enqueue(ws, ADD_JOB, {"event_id": ev.id, **payload}, event_id=ev.id)
        return ev

    ev = await db.grouped(write)
    wake_workers()
    return {"results": [{"message": "Memory processing has been queued for background execution",
                         "status": "PENDING", "event_id": ev.id}]}


async def load(session: AsyncSession, scope: TeamScope, owner: Owner, memory_id: str, *,
               allow_expired: bool = False) -> Memory:
    """A live memory of the owner, or 403 (also for forgotten memories, unless `allow_expired`)."""
    m = await repo.get(session, scope, owner, memory_id)
    if m is None or (not allow_expired and not store.is_live(m)):
        raise Forbidden("No such memory, or not allowed")
    return m


async def list_page(session: AsyncSession, scope: TeamScope, owner: Owner, *, page: int, size: int,
                    user_id: str | None, keyword: str | None, expired: bool | None) -> dict[str, Any]:
    total, rows = await repo.numbered_page(session, scope, owner, user_id=user_id, keyword=keyword,
                                           expired=expired, offset=page_offset(page, size), limit=size)
    return {"items": [store.memory_out(m) for m in rows], "total": total, "page": page, "size": size,
            "total_pages": total_pages(total, size)}


async def update(session: AsyncSession, scope: TeamScope, owner: Owner, memory_id: str, content: str) -> Memory:
    m = await load(session, scope, owner, memory_id)
    ev = await events.create(session, scope, project_id=m.project_id, type_="memory.update")
    if await store.change(session, m, content=content, event_id=ev.id):
        await enqueue(session, PROCESS_JOB, {"event_id": ev.id, "memory_ids": [m.id]}, event_id=ev.id)
    else:
        await events.mark(session, ev.id, status="succeeded", memory_ids=[m.id])
    return m


async def forget(session: AsyncSession, scope: TeamScope, owner: Owner, memory_id: str) -> None:
    await store.forget(session, [await load(session, scope, owner, memory_id)])


async def trace(session: AsyncSession, scope: TeamScope, owner: Owner, memory_id: str) -> dict[str, Any]:
    m = await load(session, scope, owner, memory_id, allow_expired=True)
    return store.trace_out(m, await repo.history(session, scope, m.id))


def embed_query(svc: Any, query: str) -> asyncio.Task[tuple[np.ndarray, Refine]]:
    """The query's embedding (`search_query`) started now, on the model's threads, so that it runs while the
    endpoint checks the project (one round trip of the ~4 a search waits for). The caller awaits it, or cancels
    it when the check fails; an error it ends with is then never reported as unretrieved."""
    task = asyncio.ensure_future(search_query(svc.engines.embedder, query, svc.engines.query_map))
    task.add_done_callback(lambda t: t.cancelled() or t.exception())
    return task


async def search(session: AsyncSession, scope: TeamScope, owner: Owner, svc: Any, body: MemorySearch,
                 query: Awaitable[tuple[np.ndarray, Refine]] | None = None) -> dict[str, Any]:
    """`query`: the query's embedding already under way (`embed_query`), else embedded here (while the search
    reads what it can without it: `Retriever.search`)."""
    hits = await svc.retriever.search(session, owner.key, query or embed_query(svc, body.query), body.query,
                                      k=body.top_k, user_id=body.user_id, min_score=body.threshold)
    if not hits:
        return {"results": []}
    # PostgreSQL's search brings the hits' fields (`Hit.row`) unless a content is long; the rest are read here
    # (every hit on SQLite), without their vectors: the answer shows none
    missing = [h.id for h in hits if h.row is None]
    rows: dict[str, Any] = await repo.by_ids(session, scope, missing, vectors=False) if missing else {}
    out = []
    for h in hits:
        m = h.row if h.row is not None else rows.get(h.id)
        if m is not None and store.is_live(m):
            out.append(store.memory_out(m, h.score))
    return {"results": out}
