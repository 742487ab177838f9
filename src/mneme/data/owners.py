"""Owners of memories: the one resolver of the project, actor or agent a memories, facts or conflicts path
names.

`resolve_owner(session, ctx, workspace_id, kind, owner_id, action)` authorizes `action` on the owner, loads
it once, and returns the scope with the owner (`memory.store.Owner`); services below take both and never
load the owner again. An unknown owner, one of another team or workspace, or one the caller may not act on
answers 403 FORBIDDEN alike. An actor or agent must be bound to the path's workspace (the permission is
checked on that workspace); a deleted one stays readable, and a write (`WRITES`) on it answers 404
`ACTOR_INACTIVE`.
"""
from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope
from mneme.core.errors import ActorInactive, Forbidden
from mneme.data.actors.service import ACTORS
from mneme.data.agents.service import AGENTS
from mneme.data.bound_owners.service import OwnerKind
from mneme.data.projects import service as projects
from mneme.memory.store import Owner
from mneme.models import Project

PROJECT, ACTOR, AGENT = "project", "actor", "agent"

# The owner permissions that write to its memories (facts added, changed, forgotten; conflicts resolved).
WRITES = frozenset(f"workspace_{kind}:fact_{verb}" for kind in (ACTOR, AGENT) for verb in ("add", "modify", "delete"))


def permission(kind: str, verb: str) -> str:
    """The permission to `verb` (list, read, add, modify, delete, conflict_resolve) the memories of an owner of
    `kind`: a project's `project:mem_…`, an actor's or agent's `workspace_actor:fact_…` (resolving a conflict
    is a `fact_modify` there)."""
    if kind == PROJECT:
        return f"project:mem_{verb}"
    return f"workspace_{kind}:fact_{'modify' if verb == 'conflict_resolve' else verb}"


Resolver = Callable[[AsyncSession, AuthContext, str | None, str, str], Awaitable[tuple[TeamScope, Owner]]]


def owner_of_project(p: Project) -> Owner:
    return Owner(team_id=p.team_id, workspace_id=p.workspace_id, project_id=p.id)


async def _project(session: AsyncSession, ctx: AuthContext, workspace_id: str | None, project_id: str,
                   action: str) -> tuple[TeamScope, Owner]:
    scope, p = await projects.load(session, ctx, project_id, action, workspace_id)
    return scope, owner_of_project(p)


def _bound(kind: OwnerKind[Any, Any]) -> Resolver:
    """The resolver of an actor's or an agent's memories (`kind`)."""
    async def resolve(session: AsyncSession, ctx: AuthContext, workspace_id: str | None, owner_id: str,
                      action: str) -> tuple[TeamScope, Owner]:
        if workspace_id is None:
            raise Forbidden(f"An {kind.noun}'s memories are named by their workspace")
        scope, ws_id, o, _b = await kind.bound(session, ctx, workspace_id, owner_id, action)
        if action in WRITES and not o.active:
            raise ActorInactive(kind.inactive)
        return scope, kind.owner(o.team_id, ws_id, o)
    return resolve


_RESOLVERS: dict[str, Resolver] = {PROJECT: _project, ACTOR: _bound(ACTORS), AGENT: _bound(AGENTS)}


async def resolve_owner(session: AsyncSession, ctx: AuthContext, workspace_id: str | None, kind: str,
                        owner_id: str, action: str) -> tuple[TeamScope, Owner]:
    """The scope and the owner `kind` `owner_id` (in `workspace_id`, when the path names one), if the caller
    may do `action` on it; else 403. v2 paths name a project alone (`workspace_id` None)."""
    return await _RESOLVERS[kind](session, ctx, workspace_id, owner_id, action)
