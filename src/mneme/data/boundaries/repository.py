"""SQL of boundaries and the projects they name. Every query takes the team scope that only core.authz
produces."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Actor, Agent, Boundary, BoundaryProject, Project, WorkspaceActor, WorkspaceAgent


async def get(session: AsyncSession, scope: TeamScope, boundary_id: str) -> Boundary | None:
    return (await session.execute(select(Boundary).where(
        Boundary.team_id == scope.team_id, Boundary.id == boundary_id))).scalar_one_or_none()


# the boundary and its projects in their order (one row without a project when it names none), in one statement
_WITH_PROJECTS = (select(Boundary, BoundaryProject.project_id)
                  .outerjoin(BoundaryProject, BoundaryProject.boundary_id == Boundary.id)
                  .where(Boundary.team_id == bindparam("team"), Boundary.id == bindparam("id"))
                  .order_by(BoundaryProject.position))


async def with_projects(session: AsyncSession, scope: TeamScope,
                        boundary_id: str) -> tuple[Boundary, list[str]] | None:
    """`get` and `project_ids` of one boundary, in one statement (built once: the router opens a boundary a call)."""
    rows = (await session.execute(_WITH_PROJECTS, {"team": scope.team_id, "id": boundary_id})).all()
    return (rows[0][0], [p for _b, p in rows if p is not None]) if rows else None


async def custom_id_taken(session: AsyncSession, scope: TeamScope, custom_id: str, *,
                          other_than: str | None = None) -> bool:
    q = select(Boundary.id).where(Boundary.team_id == scope.team_id, Boundary.custom_id == custom_id)
    if other_than is not None:
        q = q.where(Boundary.id != other_than)
    return (await session.execute(q)).first() is not None


async def page(session: AsyncSession, scope: TeamScope, *, workspace_id: str | None, after: list[Any] | None,
               limit: int) -> Sequence[Boundary]:
    q = select(Boundary).where(Boundary.team_id == scope.team_id)
    if workspace_id is not None:
        q = q.where(Boundary.workspace_id == workspace_id)
    if after:
        q = q.where(Boundary.id < after[0])
    return (await session.execute(q.order_by(Boundary.id.desc()).limit(limit))).scalars().all()


async def project_ids(session: AsyncSession, scope: TeamScope, boundary_ids: Sequence[str]) -> dict[str, list[str]]:
    """The projects each boundary names, in their order."""
    q = (select(BoundaryProject.boundary_id, BoundaryProject.project_id)
         .join(Boundary, Boundary.id == BoundaryProject.boundary_id)
         .where(Boundary.team_id == scope.team_id, BoundaryProject.boundary_id.in_(list(boundary_ids)))
         .order_by(BoundaryProject.boundary_id, BoundaryProject.position))
    out: dict[str, list[str]] = {b: [] for b in boundary_ids}
    for bid, pid in (await session.execute(q)).all():
        out[bid].append(pid)
    return out


async def set_projects(session: AsyncSession, scope: TeamScope, b: Boundary, project_ids: Sequence[str]) -> None:
    """Replace the boundary's projects (`b` was loaded in the scope's team)."""
    assert b.team_id == scope.team_id
    await session.execute(delete(BoundaryProject).where(BoundaryProject.boundary_id == b.id))
    for i, pid in enumerate(project_ids):
        session.add(BoundaryProject(boundary_id=b.id, project_id=pid, position=i))
    await session.flush()


async def projects(session: AsyncSession, scope: TeamScope, ids: Sequence[str]) -> dict[str, Project]:
    q = select(Project).where(Project.team_id == scope.team_id, Project.id.in_(list(ids)))
    return {p.id: p for p in (await session.execute(q)).scalars()}


async def workspace_projects(session: AsyncSession, scope: TeamScope, workspace_id: str) -> list[Project]:
    q = select(Project).where(Project.team_id == scope.team_id, Project.workspace_id == workspace_id)
    return list((await session.execute(q.order_by(Project.id))).scalars())


async def bound_actor(session: AsyncSession, scope: TeamScope, workspace_id: str, actor_id: str) -> Actor | None:
    """The actor if it is bound to the workspace."""
    q = select(Actor).join(WorkspaceActor, WorkspaceActor.actor_id == Actor.id).where(
        Actor.team_id == scope.team_id, WorkspaceActor.workspace_id == workspace_id, Actor.id == actor_id)
    return (await session.execute(q)).scalar_one_or_none()


async def bound_agent(session: AsyncSession, scope: TeamScope, workspace_id: str, agent_id: str) -> Agent | None:
    """The agent if it is bound to the workspace."""
    q = select(Agent).join(WorkspaceAgent, WorkspaceAgent.agent_id == Agent.id).where(
        Agent.team_id == scope.team_id, WorkspaceAgent.workspace_id == workspace_id, Agent.id == agent_id)
    return (await session.execute(q)).scalar_one_or_none()


async def bound_actor_ids(session: AsyncSession, scope: TeamScope, workspace_id: str) -> list[str]:
    q = select(WorkspaceActor.actor_id).where(WorkspaceActor.team_id == scope.team_id,
                                              WorkspaceActor.workspace_id == workspace_id)
    return sorted((await session.execute(q)).scalars())


async def bound_agent_ids(session: AsyncSession, scope: TeamScope, workspace_id: str) -> list[str]:
    q = select(WorkspaceAgent.agent_id).where(WorkspaceAgent.team_id == scope.team_id,
                                              WorkspaceAgent.workspace_id == workspace_id)
    return sorted((await session.execute(q)).scalars())


async def remove(session: AsyncSession, scope: TeamScope, boundary_id: str) -> None:
    await session.execute(delete(Boundary).where(Boundary.team_id == scope.team_id, Boundary.id == boundary_id))
