"""Boundaries: create, read, list, change, delete (extensions §5). The router chooses memories by them
(`memory/boundary_retrieval.py`).

Everything a boundary names belongs to its workspace: its projects are projects of that workspace (that the
caller may read), its person an actor bound to it, its agent an agent bound to it; anything else answers 400
`INVALID_ARGUMENT` naming the field. A deleted (inactive) actor or agent answers 400 `ACTOR_INACTIVE`. A
boundary is always opened together with its workspace (`workspace:read` on it besides the `boundary:*`
action), so a key that may not see the workspace does not see its boundaries either."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.access import PROJECT
from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, TeamScope, authorize, decide
from mneme.core.db import iso, utcnow
from mneme.core.errors import ActorInactiveArgument, CustomIdConflict, Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.boundaries import repository as repo
from mneme.data.boundaries.schemas import MAX_PROJECTS, BoundaryCreate, BoundaryPatch
from mneme.data.projects import service as projects
from mneme.data.workspaces import service as workspaces
from mneme.data.workspaces.service import WS
from mneme.models import Actor, Agent, Boundary


def to_out(ctx: AuthContext, b: Boundary, project_ids: Sequence[str]) -> dict[str, Any]:
    """The boundary as the caller may see it: of its projects, those it may read (`_readable`)."""
    return {"id": b.id, "workspace_id": b.workspace_id, "name": b.name, "custom_id": b.custom_id,
            "project_ids": _readable(ctx, b, project_ids), "human_actor_id": b.human_actor_id,
            "agent_id": b.agent_id, "created_at": iso(b.created_at), "updated_at": iso(b.updated_at)}


def _readable(ctx: AuthContext, b: Boundary, project_ids: Sequence[str]) -> list[str]:
    """The projects of the list the caller may read (`project:read`): a key whose access scope leaves a project
    out does not learn its id from a boundary that names it (existence is never revealed)."""
    return [p for p in project_ids if decide(ctx, "project:read", Instance(PROJECT, p, b.workspace_id))]


async def out(session: AsyncSession, ctx: AuthContext, scope: TeamScope, b: Boundary) -> dict[str, Any]:
    return to_out(ctx, b, (await repo.project_ids(session, scope, [b.id]))[b.id])


async def load(session: AsyncSession, ctx: AuthContext, boundary_id: str,
               action: str) -> tuple[TeamScope, Boundary]:
    """The boundary, if it exists in the caller's team, the caller may do `action` and read its workspace;
    else 403."""
    scope = authorize(ctx, action)
    return scope, _visible(ctx, await repo.get(session, scope, boundary_id))


async def load_with_projects(session: AsyncSession, ctx: AuthContext, boundary_id: str,
                             action: str) -> tuple[TeamScope, Boundary, list[str]]:
    """`load`, and all the projects the boundary names in their order (not filtered for the caller: `to_out`
    shows it the ones it may read, the router checks each source it reads), in one statement."""
    scope = authorize(ctx, action)
    found = await repo.with_projects(session, scope, boundary_id)
    return scope, _visible(ctx, found[0] if found else None), found[1] if found else []


def _visible(ctx: AuthContext, b: Boundary | None) -> Boundary:
    """The boundary if it exists and the caller may read its workspace; else 403."""
    if b is None or not decide(ctx, "workspace:read", Instance(WS, b.workspace_id)):
        raise Forbidden("No such boundary, or not allowed")
    return b


async def project_ids_of(session: AsyncSession, scope: TeamScope, b: Boundary) -> list[str]:
    return (await repo.project_ids(session, scope, [b.id]))[b.id]


async def _check_projects(session: AsyncSession, ctx: AuthContext, scope: TeamScope, workspace_id: str,
                          ids: Sequence[str]) -> None:
    if len(set(ids)) != len(ids):
        raise InvalidArgument("project_ids: a project is named twice")
    found = await repo.projects(session, scope, ids)
    for pid in ids:
        p = found.get(pid)
        if p is None or p.workspace_id != workspace_id or not decide(ctx, "project:read", projects.instance(p)):
            raise InvalidArgument(f"project_ids: {pid} is not a project of the workspace {workspace_id}")


async def _check_bound(session: AsyncSession, scope: TeamScope, workspace_id: str, field: str, owner_id: str) -> None:
    """The actor (`field` human_actor_id) or agent (`agent_id`) `owner_id` must be bound to the workspace and not
    deleted; else 400 naming the field."""
    noun = "agent" if field == "agent_id" else "actor"
    found: Actor | Agent | None = await (repo.bound_agent if noun == "agent" else repo.bound_actor)(
        session, scope, workspace_id, owner_id)
    if found is None:
        raise InvalidArgument(f"{field}: {owner_id} is not an {noun} bound to the workspace {workspace_id}")
    if not found.active:
        raise ActorInactiveArgument(f"{field}: the {noun} {owner_id} is deleted")


async def create(session: AsyncSession, ctx: AuthContext, *, body: BoundaryCreate) -> dict[str, Any]:
    authorize(ctx, "boundary:create")
    scope, ws = await workspaces.load(session, ctx, body.workspace_id, "workspace:read")
    if body.custom_id is not None and await repo.custom_id_taken(session, scope, body.custom_id):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by another boundary")
    await _check_projects(session, ctx, scope, ws.id, body.project_ids)
    if body.human_actor_id is not None:
        await _check_bound(session, scope, ws.id, "human_actor_id", body.human_actor_id)
    if body.agent_id is not None:
        await _check_bound(session, scope, ws.id, "agent_id", body.agent_id)
    b = Boundary(id=new_id("bnd"), team_id=scope.team_id, workspace_id=ws.id, name=body.name,
                 custom_id=body.custom_id, human_actor_id=body.human_actor_id, agent_id=body.agent_id)
    await workspaces._insert(session, b)
    await repo.set_projects(session, scope, b, body.project_ids)
    return to_out(ctx, b, body.project_ids)


async def update(session: AsyncSession, ctx: AuthContext, boundary_id: str, *, body: BoundaryPatch) -> dict[str, Any]:
    scope, b = await load(session, ctx, boundary_id, "boundary:modify")
    changes = body.model_dump(exclude_unset=True)
    for field in ("name", "project_ids"):
        if field in changes and changes[field] is None:
            raise InvalidArgument(f"{field}: must not be null")
    if changes.get("custom_id") is not None and await repo.custom_id_taken(session, scope, changes["custom_id"],
                                                                           other_than=b.id):
        raise CustomIdConflict(f"custom_id {changes['custom_id']!r} is already used by another boundary")
    if "project_ids" in changes:
        await _check_projects(session, ctx, scope, b.workspace_id, changes["project_ids"])
    for field in ("human_actor_id", "agent_id"):
        if changes.get(field) is not None:
            await _check_bound(session, scope, b.workspace_id, field, changes[field])
    for field in ("name", "custom_id", "human_actor_id", "agent_id"):
        if field in changes:
            setattr(b, field, changes[field])
    b.updated_at = utcnow()
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError as exc:  # lost a race with another request using the same custom_id
        raise CustomIdConflict(f"custom_id {b.custom_id!r} is already in use") from exc
    if "project_ids" in changes:
        # the list replaces what the caller can see of it: the projects it may not read stay, after its own
        current = await project_ids_of(session, scope, b)
        kept = [p for p in current if p not in set(_readable(ctx, b, current)) and p not in changes["project_ids"]]
        if len(changes["project_ids"]) + len(kept) > MAX_PROJECTS:
            raise InvalidArgument(f"project_ids: a boundary names at most {MAX_PROJECTS} projects")
        await repo.set_projects(session, scope, b, [*changes["project_ids"], *kept])
    return await out(session, ctx, scope, b)


async def delete(session: AsyncSession, ctx: AuthContext, boundary_id: str) -> None:
    scope, b = await load(session, ctx, boundary_id, "boundary:delete")
    await repo.remove(session, scope, b.id)


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, workspace_id: str | None,
                    page_size: int, token: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """The boundaries the caller may see (their workspace readable), newest first; of one workspace if given."""
    scope = authorize(ctx, "boundary:read")
    if workspace_id is not None:
        scope, _ws = await workspaces.load(session, ctx, workspace_id, "workspace:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, workspace_id=workspace_id, after=after, limit=limit)

    rows, next_token = await keyset_page(
        fetch, key_of=lambda b: [b.id], allowed=lambda b: decide(ctx, "workspace:read", Instance(WS, b.workspace_id)),
        page_size=page_size, token=token, signer=signer,
        filters={"list": "boundaries", "team": scope.team_id, "workspace": workspace_id})
    pids = await repo.project_ids(session, scope, [b.id for b in rows])
    return [to_out(ctx, b, pids[b.id]) for b in rows], next_token
