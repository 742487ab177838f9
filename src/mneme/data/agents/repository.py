"""SQL of agents and their workspace bindings (which hold the memory settings). Every query takes the team
scope that only core.authz produces."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Agent, WorkspaceAgent


async def get(session: AsyncSession, scope: TeamScope, agent_id: str) -> Agent | None:
    return (await session.execute(select(Agent).where(
        Agent.team_id == scope.team_id, Agent.id == agent_id))).scalar_one_or_none()


async def custom_id_taken(session: AsyncSession, scope: TeamScope, custom_id: str) -> bool:
    q = select(Agent.id).where(Agent.team_id == scope.team_id, Agent.custom_id == custom_id)
    return (await session.execute(q)).first() is not None


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int) -> Sequence[Agent]:
    q = select(Agent).where(Agent.team_id == scope.team_id)
    if after:
        q = q.where(Agent.id > after[0])
    return (await session.execute(q.order_by(Agent.id).limit(limit))).scalars().all()


async def binding(session: AsyncSession, scope: TeamScope, workspace_id: str,
                  agent_id: str) -> tuple[WorkspaceAgent, Agent] | None:
    """The agent's binding to the workspace (its settings there) with the agent, or None when not bound."""
    q = select(WorkspaceAgent, Agent).join(Agent, Agent.id == WorkspaceAgent.agent_id).where(
        WorkspaceAgent.team_id == scope.team_id, Agent.team_id == scope.team_id,
        WorkspaceAgent.workspace_id == workspace_id, WorkspaceAgent.agent_id == agent_id)
    row = (await session.execute(q)).first()
    return (row[0], row[1]) if row is not None else None


async def bound_page(session: AsyncSession, scope: TeamScope, workspace_id: str, *, after: list[Any] | None,
                     limit: int) -> Sequence[Agent]:
    """The agents bound to the workspace, by id."""
    q = select(Agent).join(WorkspaceAgent, WorkspaceAgent.agent_id == Agent.id).where(
        WorkspaceAgent.team_id == scope.team_id, Agent.team_id == scope.team_id,
        WorkspaceAgent.workspace_id == workspace_id)
    if after:
        q = q.where(Agent.id > after[0])
    return (await session.execute(q.order_by(Agent.id).limit(limit))).scalars().all()


async def unbind(session: AsyncSession, scope: TeamScope, workspace_id: str, agent_id: str) -> None:
    await session.execute(delete(WorkspaceAgent).where(
        WorkspaceAgent.team_id == scope.team_id, WorkspaceAgent.workspace_id == workspace_id,
        WorkspaceAgent.agent_id == agent_id))
