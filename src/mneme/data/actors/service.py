"""Actors (people): create, read, list, change, delete (soft); bind to workspaces; memory settings per workspace.

A deleted actor stays readable (`active` false): its record, its settings and its memories. It takes part in
no write: a write on it by its path (change it, its settings, its facts) answers 404 `ACTOR_INACTIVE` as the
spec's settings update does; a write that names it in its body (binding it to a workspace) answers 400
`ACTOR_INACTIVE`. Deleting it again and unbinding it are allowed (they only take it further out of use)."""
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
from mneme.data.actors import repository as repo
from mneme.data.actors.schemas import ActorCreate, ActorPatch, DraftRequest, SettingsPatch
from mneme.data.memories import repository as memories
from mneme.data.workspaces import service as workspaces
from mneme.memory.instructions import draft_instruction
from mneme.memory.llm import LLMClient
from mneme.memory.store import Owner
from mneme.models import Actor, WorkspaceActor

INACTIVE = "The actor is deleted: it can still be read, not changed"


def to_out(a: Actor) -> dict[str, Any]:
    return {"id": a.id, "custom_id": a.custom_id, "display_name": a.display_name, "description": a.description or "",
            "tags": list(a.tags or []), "metadata": a.metadata_ or {}, "actor_type": "HUMAN", "active": a.active,
            "created_at": iso(a.created_at), "updated_at": iso(a.updated_at)}


def settings_out(b: WorkspaceActor) -> dict[str, Any]:
    return {"fact_instruction": b.fact_instruction or ""}


async def load(session: AsyncSession, ctx: AuthContext, actor_id: str, action: str) -> tuple[TeamScope, Actor]:
    """The actor, if it exists in the caller's team and the caller may do `action`; else 403 (an agent's id
    included: agents are another resource)."""
    scope = authorize(ctx, action)
    a = await repo.get(session, scope, actor_id)
    if a is None:
        raise Forbidden("No such actor, or not allowed")
    return scope, a


async def create(session: AsyncSession, ctx: AuthContext, *, body: ActorCreate) -> Actor:
    scope = authorize(ctx, "actor:create")
    if await repo.custom_id_taken(session, scope, body.custom_id):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by another actor")
    a = Actor(id=new_id("actor"), team_id=scope.team_id, custom_id=body.custom_id, display_name=body.display_name,
              description=body.description, tags=list(body.tags), metadata_=body.metadata, active=True)
    await workspaces._insert(session, a)
    return a


async def update(session: AsyncSession, ctx: AuthContext, actor_id: str, *, body: ActorPatch) -> Actor:
    _scope, a = await load(session, ctx, actor_id, "actor:modify")
    if not a.active:
        raise ActorInactive(INACTIVE)
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    if "display_name" in changes:
        a.display_name = changes["display_name"]
    if "description" in changes:
        a.description = changes["description"]
    if "tags" in changes:
        a.tags = list(changes["tags"])
    if "metadata" in changes:
        a.metadata_ = changes["metadata"]
    a.updated_at = utcnow()
    await session.flush()
    return a


async def delete(session: AsyncSession, ctx: AuthContext, actor_id: str) -> None:
    """Soft delete: the actor becomes inactive; its record, settings and memories stay readable."""
    _scope, a = await load(session, ctx, actor_id, "actor:delete")
    if a.active:
        a.active = False
        a.updated_at = utcnow()
        await session.flush()


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None) -> tuple[list[Actor], str | None]:
    scope = authorize(ctx, "actor:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda a: [a.id], allowed=lambda a: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "actors", "team": scope.team_id})


async def bind(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str) -> Actor:
    """Bind the actor to the workspace (binding a bound actor again changes nothing)."""
    scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace_actor:modify")
    a = await repo.get(session, scope, actor_id)
    if a is None:
        raise Forbidden("actor_id: no such actor, or not allowed")
    if not a.active:
        raise ActorInactiveArgument(f"actor_id: the actor {a.id} is deleted and cannot be bound")
    if await repo.binding(session, scope, ws.id, a.id) is None:
        try:
            async with session.begin_nested():
                session.add(WorkspaceActor(workspace_id=ws.id, actor_id=a.id, team_id=scope.team_id,
                                           fact_instruction=""))
        except IntegrityError:  # bound by a concurrent request meanwhile: the same outcome
            pass
    return a


async def unbind(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str) -> None:
    """Unbind the actor (its settings in the workspace go with the binding; its memories stay)."""
    scope, _ws, _a, b = await bound(session, ctx, workspace_id, actor_id, "workspace_actor:modify")
    await repo.unbind(session, scope, b.workspace_id, b.actor_id)


async def bound(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str,
                action: str) -> tuple[TeamScope, str, Actor, WorkspaceActor]:
    """The actor bound to the workspace, if the caller may do `action` on the workspace; else 403."""
    scope, ws = await workspaces.load(session, ctx, workspace_id, action)
    found = await repo.binding(session, scope, ws.id, actor_id)
    if found is None:
        raise Forbidden("No such actor in this workspace, or not allowed")
    b, a = found
    return scope, ws.id, a, b


async def bound_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str, *,
                     page_size: int, token: str | None) -> tuple[list[Actor], str | None]:
    scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace_actor:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.bound_page(session, scope, ws.id, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda a: [a.id], allowed=lambda a: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "workspace_actors", "workspace": ws.id})


async def get_settings(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str) -> WorkspaceActor:
    _scope, _ws, _a, b = await bound(session, ctx, workspace_id, actor_id, "workspace_actor:read")
    return b


async def update_settings(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str, *,
                          body: SettingsPatch) -> WorkspaceActor:
    """Partial update; `fact_instruction` replaces the old value entirely, `""` clears it (built-in default)."""
    _scope, _ws, a, b = await bound(session, ctx, workspace_id, actor_id, "workspace_actor:modify")
    if not a.active:
        raise ActorInactive(INACTIVE)
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    if "fact_instruction" in changes:
        b.fact_instruction = changes["fact_instruction"]
    b.updated_at = utcnow()
    await session.flush()
    return b


DRAFT_FACTS = 50  # the actor's newest facts a draft looks at


async def draft(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str, *, body: DraftRequest,
                llm: LLMClient | None) -> str:
    """A proposed `fact_instruction` for the actor in this workspace, from the guidance, the language and the
    actor's facts there: the service's model writes it when one is configured, else the offline composer
    (`memory/instructions.py`). Nothing is saved; a deleted actor may be drafted for (it is a read)."""
    scope, ws, a, _b = await bound(session, ctx, workspace_id, actor_id, "workspace_actor:modify")
    owner = Owner(team_id=scope.team_id, workspace_id=ws, actor_id=a.id)
    rows = await memories.unforgotten_page(session, scope, owner, after=None, limit=DRAFT_FACTS, fuzzy=None)
    return await draft_instruction(body.guidance, body.language, [m.content for m in rows], client=llm)
