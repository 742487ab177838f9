"""Agents: create, read, list, change, delete (soft); bind to workspaces; memory settings per workspace.

A deleted agent follows the rules of a deleted actor (service-spec.md) with the same error code: it stays
readable (`active` false): its record, its settings and its memories. It takes part in no write: a write on it
by its path (change it, its settings, its facts) answers 404 `ACTOR_INACTIVE`, as a deleted actor's settings
update does; a write that names it in its body (binding it to a workspace) answers 400 `ACTOR_INACTIVE`.
Deleting it again and unbinding it are allowed (they only take it further out of use)."""
from __future__ import annotations

from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.db import iso, utcnow
from mneme.core.errors import ActorInactive, ActorInactiveArgument, CustomIdConflict, Forbidden
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.agents import repository as repo
from mneme.data.agents.schemas import AgentCreate, AgentPatch, SettingsPatch
from mneme.data.workspaces import service as workspaces
from mneme.models import Agent, WorkspaceAgent

INACTIVE = "The agent is deleted: it can still be read, not changed"


def to_out(a: Agent) -> dict[str, Any]:
    return {"id": a.id, "custom_id": a.custom_id, "name": a.name, "description": a.description or "",
            "metadata": a.metadata_ or {}, "active": a.active,
            "created_at": iso(a.created_at), "updated_at": iso(a.updated_at)}


def settings_out(b: WorkspaceAgent) -> dict[str, Any]:
    return {"fact_instruction": b.fact_instruction or ""}


async def load(session: AsyncSession, ctx: AuthContext, agent_id: str, action: str) -> tuple[TeamScope, Agent]:
    """The agent, if it exists in the caller's team and the caller may do `action`; else 403 (an actor's id
    included: actors are another resource)."""
    scope = authorize(ctx, action)
    a = await repo.get(session, scope, agent_id)
    if a is None:
        raise Forbidden("No such agent, or not allowed")
    return scope, a


async def create(session: AsyncSession, ctx: AuthContext, *, body: AgentCreate) -> Agent:
    scope = authorize(ctx, "agent:create")
    if await repo.custom_id_taken(session, scope, body.custom_id):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by another agent")
    a = Agent(id=new_id("agent"), team_id=scope.team_id, custom_id=body.custom_id, name=body.name,
              description=body.description, metadata_=body.metadata, active=True)
    await workspaces._insert(session, a)
    return a


async def update(session: AsyncSession, ctx: AuthContext, agent_id: str, *, body: AgentPatch) -> Agent:
    _scope, a = await load(session, ctx, agent_id, "agent:modify")
    if not a.active:
        raise ActorInactive(INACTIVE)
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    if "name" in changes:
        a.name = changes["name"]
    if "description" in changes:
        a.description = changes["description"]
    if "metadata" in changes:
        a.metadata_ = changes["metadata"]
    a.updated_at = utcnow()
    await session.flush()
    return a


async def delete(session: AsyncSession, ctx: AuthContext, agent_id: str) -> None:
    """Soft delete: the agent becomes inactive; its record, settings and memories stay readable."""
    _scope, a = await load(session, ctx, agent_id, "agent:delete")
    if a.active:
        a.active = False
        a.updated_at = utcnow()
        await session.flush()


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None) -> tuple[list[Agent], str | None]:
    scope = authorize(ctx, "agent:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda a: [a.id], allowed=lambda a: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "agents", "team": scope.team_id})


async def bind(session: AsyncSession, ctx: AuthContext, workspace_id: str, agent_id: str) -> Agent:
    """Bind the agent to the workspace (binding a bound agent again changes nothing)."""
    scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace_agent:modify")
    a = await repo.get(session, scope, agent_id)
    if a is None:
        raise Forbidden("agent_id: no such agent, or not allowed")
    if not a.active:
        raise ActorInactiveArgument(f"agent_id: the agent {a.id} is deleted and cannot be bound")
    if await repo.binding(session, scope, ws.id, a.id) is None:
        try:
            async with session.begin_nested():
                session.add(WorkspaceAgent(workspace_id=ws.id, agent_id=a.id, team_id=scope.team_id,
                                           fact_instruction=""))
        except IntegrityError:  # bound by a concurrent request meanwhile: the same outcome
            pass
    return a


async def unbind(session: AsyncSession, ctx: AuthContext, workspace_id: str, agent_id: str) -> None:
    """Unbind the agent (its settings in the workspace go with the binding; its memories stay)."""
    scope, _ws, _a, b = await bound(session, ctx, workspace_id, agent_id, "workspace_agent:modify")
    await repo.unbind(session, scope, b.workspace_id, b.agent_id)


async def bound(session: AsyncSession, ctx: AuthContext, workspace_id: str, agent_id: str,
                action: str) -> tuple[TeamScope, str, Agent, WorkspaceAgent]:
    """The agent bound to the workspace, if the caller may do `action` on the workspace; else 403."""
    scope, ws = await workspaces.load(session, ctx, workspace_id, action)
    found = await repo.binding(session, scope, ws.id, agent_id)
    if found is None:
        raise Forbidden("No such agent in this workspace, or not allowed")
    b, a = found
    return scope, ws.id, a, b


async def bound_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str, *,
                     page_size: int, token: str | None) -> tuple[list[Agent], str | None]:
    scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace_agent:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.bound_page(session, scope, ws.id, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda a: [a.id], allowed=lambda a: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "workspace_agents", "workspace": ws.id})


async def get_settings(session: AsyncSession, ctx: AuthContext, workspace_id: str, agent_id: str) -> WorkspaceAgent:
    _scope, _ws, _a, b = await bound(session, ctx, workspace_id, agent_id, "workspace_agent:read")
    return b


async def update_settings(session: AsyncSession, ctx: AuthContext, workspace_id: str, agent_id: str, *,
                          body: SettingsPatch) -> WorkspaceAgent:
    """Partial update; `fact_instruction` replaces the old value entirely, `""` clears it (built-in default)."""
    _scope, _ws, a, b = await bound(session, ctx, workspace_id, agent_id, "workspace_agent:modify")
    if not a.active:
        raise ActorInactive(INACTIVE)
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    if "fact_instruction" in changes:
        b.fact_instruction = changes["fact_instruction"]
    b.updated_at = utcnow()
    await session.flush()
    return b
