"""SQL of API keys. Every query takes the team scope; deleted keys are invisible to all of them."""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import ApiKey


async def get(session: AsyncSession, scope: TeamScope, key_id: str) -> ApiKey | None:
    return (await session.execute(select(ApiKey).where(
        ApiKey.team_id == scope.team_id, ApiKey.id == key_id, ApiKey.deleted_at.is_(None)))).scalar_one_or_none()


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int,
               principal_id: str | None) -> Sequence[ApiKey]:
    q = select(ApiKey).where(ApiKey.team_id == scope.team_id, ApiKey.deleted_at.is_(None))
    if principal_id is not None:
        q = q.where(ApiKey.principal_id == principal_id)
    if after:
        q = q.where(ApiKey.id > after[0])
    return (await session.execute(q.order_by(ApiKey.id).limit(limit))).scalars().all()


async def delete_all_of(session: AsyncSession, scope: TeamScope, principal_id: str, now: dt.datetime) -> int:
    """Soft-delete every live key of a member; returns how many."""
    result = await session.execute(
        update(ApiKey).where(ApiKey.team_id == scope.team_id, ApiKey.principal_id == principal_id,
                             ApiKey.deleted_at.is_(None)).values(deleted_at=now, updated_at=now))
    return int(getattr(result, "rowcount", 0) or 0)
