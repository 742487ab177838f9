"""SQL of actors and their workspace bindings (which hold the memory settings). Every query takes the team
scope that only core.authz produces."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Actor, WorkspaceActor


async def get(session: AsyncSession, scope: TeamScope, actor_id: str) -> Actor | None:
    return (await session.execute(select(Actor).where(
        Actor.team_id == scope.team_id, Actor.id == actor_id))).scalar_one_or_none()


async def custom_id_taken(session: AsyncSession, scope: TeamScope, custom_id: str) -> bool:
    q = select(Actor.id).where(Actor.team_id == scope.team_id, Actor.custom_id == custom_id)
    return (await session.execute(q)).first() is not None


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int) -> Sequence[Actor]:
    q = select(Actor).where(Actor.team_id == scope.team_id)
    if after:
        q = q.where(Actor.id > after[0])
    return (await session.execute(q.order_by(Actor.id).limit(limit))).scalars().all()


async def binding(session: AsyncSession, scope: TeamScope, workspace_id: str,
                  actor_id: str) -> tuple[WorkspaceActor, Actor] | None:
    """The actor's binding to the workspace (its settings there) with the actor, or None when not bound."""
    q = select(WorkspaceActor, Actor).join(Actor, Actor.id == WorkspaceActor.actor_id).where(
        WorkspaceActor.team_id == scope.team_id, Actor.team_id == scope.team_id,
        WorkspaceActor.workspace_id == workspace_id, WorkspaceActor.actor_id == actor_id)
    row = (await session.execute(q)).first()
    return (row[0], row[1]) if row is not None else None


async def bound_page(session: AsyncSession, scope: TeamScope, workspace_id: str, *, after: list[Any] | None,
                     limit: int) -> Sequence[Actor]:
    """The actors bound to the workspace, by id."""
    q = select(Actor).join(WorkspaceActor, WorkspaceActor.actor_id == Actor.id).where(
        WorkspaceActor.team_id == scope.team_id, Actor.team_id == scope.team_id,
        WorkspaceActor.workspace_id == workspace_id)
    if after:
        q = q.where(Actor.id > after[0])
    return (await session.execute(q.order_by(Actor.id).limit(limit))).scalars().all()


async def unbind(session: AsyncSession, scope: TeamScope, workspace_id: str, actor_id: str) -> None:
    await session.execute(delete(WorkspaceActor).where(
        WorkspaceActor.team_id == scope.team_id, WorkspaceActor.workspace_id == workspace_id,
        WorkspaceActor.actor_id == actor_id))
