"""SQL of projects."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Project


async def get(session: AsyncSession, scope: TeamScope, project_id: str) -> Project | None:
    return (await session.execute(select(Project).where(
        Project.team_id == scope.team_id, Project.id == project_id))).scalar_one_or_none()


async def custom_id_taken(session: AsyncSession, scope: TeamScope, workspace_id: str, custom_id: str) -> bool:
    q = select(Project.id).where(Project.team_id == scope.team_id, Project.workspace_id == workspace_id,
                                 Project.custom_id == custom_id)
    return (await session.execute(q)).first() is not None


async def page(session: AsyncSession, scope: TeamScope, workspace_id: str, *, after: list[Any] | None,
               limit: int, name_fuzzy: str | None, only_ids: Collection[str] | None = None) -> Sequence[Project]:
    """`only_ids`: the caller may open no other project (`authz.candidate_ids`)."""
    q = select(Project).where(Project.team_id == scope.team_id, Project.workspace_id == workspace_id)
    if only_ids is not None:
        q = q.where(Project.id.in_(list(only_ids)))
    if name_fuzzy:
        q = q.where(func.lower(Project.name).contains(name_fuzzy.lower(), autoescape=True))
    if after:
        q = q.where(Project.id > after[0])
    return (await session.execute(q.order_by(Project.id).limit(limit))).scalars().all()


async def remove(session: AsyncSession, scope: TeamScope, project_id: str) -> None:
    await session.execute(delete(Project).where(Project.team_id == scope.team_id, Project.id == project_id))
