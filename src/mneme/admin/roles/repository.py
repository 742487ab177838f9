"""SQL of roles. Every query takes the team scope."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Principal, Role


async def get(session: AsyncSession, scope: TeamScope, key: str) -> Role | None:
    return (await session.execute(select(Role).where(
        Role.team_id == scope.team_id, Role.key == key))).scalar_one_or_none()


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None,
               limit: int) -> Sequence[Role]:
    q = select(Role).where(Role.team_id == scope.team_id)
    if after:
        q = q.where(Role.key > after[0])
    return (await session.execute(q.order_by(Role.key).limit(limit))).scalars().all()


async def member_counts(session: AsyncSession, scope: TeamScope, keys: list[str]) -> dict[str, int]:
    """Active members per role key (roles without members are absent)."""
    if not keys:
        return {}
    rows = await session.execute(select(Principal.role_key, func.count()).where(
        Principal.team_id == scope.team_id, Principal.status == "active", Principal.role_key.in_(keys))
        .group_by(Principal.role_key))
    return {k: int(n) for k, n in rows.all()}


async def children(session: AsyncSession, scope: TeamScope, key: str) -> list[str]:
    """Custom roles copied from `key`."""
    return list((await session.execute(select(Role.key).where(
        Role.team_id == scope.team_id, Role.parent_role_key == key).order_by(Role.key))).scalars().all())
