"""Owners of memories: the one resolver of the project (and, next, actor or agent) a memories, facts or
conflicts path names.

`resolve_owner(session, ctx, workspace_id, kind, owner_id, action)` authorizes `action` on the owner, loads
it once, and returns the scope with the owner (`memory.store.Owner`); services below take both and never
load the owner again. An unknown owner, one of another team or workspace, or one the caller may not act on
answers 403 FORBIDDEN alike. Actors and agents plug in as further entries of `_RESOLVERS`.
"""
from __future__ import annotations

from collections.abc import Awaitable, Callable

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope
from mneme.data.projects import service as projects
from mneme.memory.store import Owner
from mneme.models import Project

PROJECT = "project"

Resolver = Callable[[AsyncSession, AuthContext, str | None, str, str], Awaitable[tuple[TeamScope, Owner]]]


def owner_of_project(p: Project) -> Owner:
    return Owner(team_id=p.team_id, workspace_id=p.workspace_id, project_id=p.id)


async def _project(session: AsyncSession, ctx: AuthContext, workspace_id: str | None, project_id: str,
                   action: str) -> tuple[TeamScope, Owner]:
    scope, p = await projects.load(session, ctx, project_id, action, workspace_id)
    return scope, owner_of_project(p)


_RESOLVERS: dict[str, Resolver] = {PROJECT: _project}


async def resolve_owner(session: AsyncSession, ctx: AuthContext, workspace_id: str | None, kind: str,
                        owner_id: str, action: str) -> tuple[TeamScope, Owner]:
    """The scope and the owner `kind` `owner_id` (in `workspace_id`, when the path names one), if the caller
    may do `action` on it; else 403. v2 paths name a project alone (`workspace_id` None)."""
    return await _RESOLVERS[kind](session, ctx, workspace_id, owner_id, action)
