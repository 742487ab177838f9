"""SQL of conflicts. Every query takes the team scope and the owner whose conflicts they are
(`data.owners.resolve_owner` returns both)."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.memory.store import Owner
from mneme.models import ConflictLink, MemoryConflict


def _owned(scope: TeamScope, owner: Owner) -> Any:
    return (MemoryConflict.team_id == scope.team_id) & (MemoryConflict.scope_key == owner.key)


async def get(session: AsyncSession, scope: TeamScope, owner: Owner, conflict_id: str) -> MemoryConflict | None:
    return (await session.execute(select(MemoryConflict).where(
        _owned(scope, owner), MemoryConflict.id == conflict_id))).scalar_one_or_none()


async def numbered_page(session: AsyncSession, scope: TeamScope, owner: Owner, *, category: str | None,
                        conflict_type: str | None, resolved: bool | None, stale: bool | None,
                        target_ids: list[str] | None, offset: int, limit: int,
                        user_id: str | None = None) -> tuple[int, list[MemoryConflict]]:
    """(total, one page) of the owner's conflicts, newest first; `target_ids`: naming any of these memories
    or documents; `user_id`: that user's ("" = the project-wide ones)."""
    q = select(MemoryConflict).where(_owned(scope, owner))
    if category:
        q = q.where(MemoryConflict.category == category)
    if conflict_type:
        q = q.where(MemoryConflict.conflict_type == conflict_type)
    if user_id is not None:
        q = q.where(MemoryConflict.user_id == user_id)
    if resolved is not None:
        q = q.where(MemoryConflict.resolved.is_(resolved))
    if stale is not None:
        q = q.where(MemoryConflict.stale.is_(stale))
    if target_ids is not None:
        q = q.where(MemoryConflict.id.in_(select(ConflictLink.conflict_id).where(
            ConflictLink.target_id.in_(target_ids))))
    total = (await session.execute(select(func.count()).select_from(q.subquery()))).scalar_one()
    rows = (await session.execute(q.order_by(MemoryConflict.created_at.desc(), MemoryConflict.id.desc())
                                  .offset(offset).limit(limit))).scalars()
    return int(total), list(rows)


async def close(session: AsyncSession, scope: TeamScope, conflict_id: str, record: dict[str, Any],
                now: dt.datetime) -> bool:
    """Mark the conflict resolved with `record`, unless it already is: one conditional UPDATE, so that of two
    resolves racing only one wins (True)."""
    won = await session.execute(update(MemoryConflict).where(
        MemoryConflict.team_id == scope.team_id, MemoryConflict.id == conflict_id,
        MemoryConflict.resolved.is_(False)).values(
        resolved=True, resolve=record, updated_at=now).execution_options(synchronize_session=False))
    return int(getattr(won, "rowcount", 0) or 0) == 1


async def set_resolve(session: AsyncSession, scope: TeamScope, conflict_id: str, record: dict[str, Any]) -> None:
    """Replace the resolve record of a conflict this request closed."""
    await session.execute(update(MemoryConflict).where(
        MemoryConflict.team_id == scope.team_id, MemoryConflict.id == conflict_id).values(
        resolve=record).execution_options(synchronize_session=False))
