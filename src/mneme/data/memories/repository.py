"""SQL of memories (v2 memories and v3 facts are the same rows). Every query takes the team scope and the
owner that `data.owners.resolve_owner` returned with it; writes go through `memory.store`, which takes the
rows read here."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, not_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from mneme.core.authz import TeamScope
from mneme.memory import store
from mneme.memory.store import Owner
from mneme.models import Memory, MemoryHistory


def _owned(scope: TeamScope, owner: Owner) -> Any:
    """The owner's rows in the scope's team (a project's by its indexed `project_id`, others by scope key)."""
    mine = Memory.project_id == owner.project_id if owner.project_id else Memory.scope_key == owner.key
    return (Memory.team_id == scope.team_id) & mine


async def get(session: AsyncSession, scope: TeamScope, owner: Owner, memory_id: str) -> Memory | None:
    return (await session.execute(select(Memory).where(_owned(scope, owner), Memory.id == memory_id))
            ).scalar_one_or_none()


async def get_many(session: AsyncSession, scope: TeamScope, owner: Owner, ids: Sequence[str]) -> list[Memory]:
    return list((await session.execute(select(Memory).where(_owned(scope, owner), Memory.id.in_(list(ids))))
                 ).scalars())


async def by_ids(session: AsyncSession, scope: TeamScope, ids: Sequence[str], *,
                 vectors: bool = True) -> dict[str, Memory]:
    """Memories of the team by id (search hits, the memories a conflict names). `vectors=False`: without their
    embeddings (1.5 KB a row, parsed from pgvector's text on PostgreSQL), for an answer that does not show them;
    reading one then raises instead of loading it."""
    q = select(Memory).where(Memory.team_id == scope.team_id, Memory.id.in_(list(ids)))
    if not vectors:
        q = q.options(defer(Memory.embedding, raiseload=True))
    return {m.id: m for m in (await session.execute(q)).scalars()}


async def numbered_page(session: AsyncSession, scope: TeamScope, owner: Owner, *, user_id: str | None,
                        keyword: str | None, expired: bool | None, offset: int,
                        limit: int) -> tuple[int, list[Memory]]:
    """(total, one page) of the owner's memories, newest first: the v2 list."""
    q = select(Memory).where(_owned(scope, owner))
    if user_id is not None:
        q = q.where(Memory.user_id == user_id)
    if keyword:
        q = q.where(func.lower(Memory.content).contains(keyword.lower(), autoescape=True))
    if expired is not None:
        q = q.where(not_(store.live_clause()) if expired else store.live_clause())
    total = (await session.execute(select(func.count()).select_from(q.subquery()))).scalar_one()
    rows = (await session.execute(q.order_by(Memory.created_at.desc(), Memory.id.desc())
                                  .offset(offset).limit(limit))).scalars()
    return int(total), list(rows)


async def unforgotten_page(session: AsyncSession, scope: TeamScope, owner: Owner, *, after: list[Any] | None,
                           limit: int, fuzzy: str | None) -> Sequence[Memory]:
    """Memories not forgotten, newest id first, after a keyset position: the v3 fact list."""
    q = select(Memory).where(_owned(scope, owner), Memory.expired.is_(False))
    if fuzzy:
        q = q.where(func.lower(Memory.content).contains(fuzzy.lower(), autoescape=True))
    if after:
        q = q.where(Memory.id < after[0])
    return (await session.execute(q.order_by(Memory.id.desc()).limit(limit))).scalars().all()


async def history(session: AsyncSession, scope: TeamScope, memory_id: str) -> list[MemoryHistory]:
    """A memory's history, oldest first (the memory in the scope's team)."""
    q = (select(MemoryHistory).join(Memory, Memory.id == MemoryHistory.memory_id)
         .where(Memory.team_id == scope.team_id, MemoryHistory.memory_id == memory_id)
         .order_by(MemoryHistory.changed_at, MemoryHistory.id))
    return list((await session.execute(q)).scalars())
