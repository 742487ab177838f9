"""SQL of members (principals) and the roles they hold. Every query takes the team scope."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Principal, Role


async def get(session: AsyncSession, scope: TeamScope, principal_id: str) -> Principal | None:
    return (await session.execute(select(Principal).where(
        Principal.team_id == scope.team_id, Principal.id == principal_id))).scalar_one_or_none()


async def get_role(session: AsyncSession, scope: TeamScope, role_key: str) -> Role | None:
    return (await session.execute(select(Role).where(
        Role.team_id == scope.team_id, Role.key == role_key))).scalar_one_or_none()


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int,
               status: str | None) -> Sequence[Principal]:
    q = select(Principal).where(Principal.team_id == scope.team_id)
    if status is not None:
        q = q.where(Principal.status == status)
    if after:
        q = q.where(Principal.id > after[0])
    return (await session.execute(q.order_by(Principal.id).limit(limit))).scalars().all()
