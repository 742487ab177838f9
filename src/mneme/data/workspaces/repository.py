"""SQL of workspaces. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Workspace


async def get(session: AsyncSession, scope: TeamScope, workspace_id: str) -> Workspace | None:
    return (await session.execute(select(Workspace).where(
        Workspace.team_id == scope.team_id, Workspace.id == workspace_id))).scalar_one_or_none()


async def custom_id_taken(session: AsyncSession, scope: TeamScope, custom_id: str) -> bool:
    q = select(Workspace.id).where(Workspace.team_id == scope.team_id, Workspace.custom_id == custom_id)
    return (await session.execute(q)).first() is not None


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int,
               name_fuzzy: str | None, only_ids: Collection[str] | None = None) -> Sequence[Workspace]:
    """`only_ids`: the caller may open no other workspace (`authz.candidate_ids`)."""
    q = select(Workspace).where(Workspace.team_id == scope.team_id)
    if only_ids is not None:
        q = q.where(Workspace.id.in_(list(only_ids)))
    if name_fuzzy:
        q = q.where(func.lower(Workspace.name).contains(name_fuzzy.lower(), autoescape=True))
    if after:
        q = q.where(Workspace.id > after[0])
    return (await session.execute(q.order_by(Workspace.id).limit(limit))).scalars().all()


async def remove(session: AsyncSession, scope: TeamScope, workspace_id: str) -> None:
    await session.execute(delete(Workspace).where(Workspace.team_id == scope.team_id, Workspace.id == workspace_id))
