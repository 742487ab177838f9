"""HTTP endpoints of v3 facts (extensions §2): a project's `/api/v3/workspaces/{ws}/projects/{p}/memories/facts`,
an actor's `/api/v3/workspaces/{ws}/actors/{a}/facts` and an agent's `/api/v3/workspaces/{ws}/agents/{g}/facts`.

The three roots share the service and one set of routes (`_add_routes`); only the owner (`data.owners`), the
permission names and the routes' names and words differ."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query
from pydantic import AliasChoices

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ACTOR_INACTIVE, ERROR_RESPONSES, Empty, Envelope
from mneme.data.facts import service
from mneme.data.facts.schemas import FactIds, FactOut, FactPage, FactPatch, FactsAdd, FactsAdded
from mneme.data.memories.schemas import Trace
from mneme.data.owners import ACTOR, AGENT, PROJECT, permission, resolve_owner
from mneme.memory import store

OwnerId = Annotated[str, Path(validation_alias=AliasChoices("projectId", "actorId", "agentId"))]
"""The path's `{projectId}`, `{actorId}` or `{agentId}`, whichever the route has."""


def _add_routes(router: APIRouter, kind: str, whose: str) -> None:
    """The fact routes of the owner `kind` on `router` (its prefix names the owner); `whose` names the owner in
    the list's description. The owner's routes are named `list_facts` (a project's), `list_actor_facts` ..."""
    infix = "" if kind == PROJECT else f"{kind}_"
    writes = None if kind == PROJECT else ACTOR_INACTIVE  # only an actor or agent can be deleted
    perm = {verb: permission(kind, verb) for verb in ("list", "read", "add", "modify", "delete")}

    @router.get("", response_model=Envelope[FactPage], name=f"list_{infix}facts",
                description=f"Live facts of {whose}, newest first. Permission `{perm['list']}`.")
    async def list_facts(workspaceId: str, owner_id: OwnerId, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                         page_size: Annotated[int, Query(ge=1, le=200)] = 50,
                         continuation_token: Annotated[str | None, Query()] = None,
                         fact_fuzzy: Annotated[str | None, Query(max_length=1000)] = None) -> Any:
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["list"])
        rows, token = await service.list_page(s, scope, owner, svc.signer, page_size=page_size,
                                              token=continuation_token, fact_fuzzy=fact_fuzzy)
        return envelope({"items": [store.fact_out(m) for m in rows], "continuation_token": token})

    @router.post("", response_model=Envelope[FactsAdded], responses=writes, name=f"add_{infix}facts", description=(
        "Store facts verbatim (ids returned in request order); embedding and conflict detection follow in the\n"
        f"background under `event_id`. Permission `{perm['add']}`."))
    async def add_facts(workspaceId: str, owner_id: OwnerId, body: FactsAdd, s: Session, ctx: Auth) -> Any:  # noqa: N803
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["add"])
        return envelope(await service.add(s, scope, owner, body.facts))

    @router.post("/forget", response_model=Envelope[dict[str, list[str]]], responses=writes,
                 name=f"forget_{infix}facts",
                 description=f"Forget several facts at once; all or nothing. Permission `{perm['delete']}`.")
    async def forget_facts(workspaceId: str, owner_id: OwnerId, body: FactIds, s: Session, ctx: Auth) -> Any:  # noqa: N803
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["delete"])
        return envelope({"forgotten_ids": await service.forget(s, scope, owner, body.ids)})

    @router.get("/{factId}", response_model=Envelope[FactOut], name=f"get_{infix}fact",
                description=f"One live fact. Permission `{perm['read']}`.")
    async def get_fact(workspaceId: str, owner_id: OwnerId, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["read"])
        return envelope(store.fact_out(await service.load(s, scope, owner, factId)))

    @router.patch("/{factId}", response_model=Envelope[FactOut], responses=writes, name=f"update_{infix}fact",
                  description=("Change `fact`, `metadata` or `expiration_date` (a date in the past expires the fact).\n"
                               f"Permission `{perm['modify']}`."))
    async def update_fact(workspaceId: str, owner_id: OwnerId, factId: str, body: FactPatch, s: Session,  # noqa: N803
                          ctx: Auth) -> Any:
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["modify"])
        return envelope(store.fact_out(await service.update(s, scope, owner, factId, body)))

    @router.post("/{factId}/forget", response_model=Envelope[Empty], responses=writes, name=f"forget_{infix}fact",
                 description=f"Forget one fact. Permission `{perm['delete']}`.")
    async def forget_fact(workspaceId: str, owner_id: OwnerId, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["delete"])
        await service.forget(s, scope, owner, [factId])
        return envelope({}, "Fact forgotten")

    @router.get("/{factId}/trace", response_model=Envelope[Trace], name=f"trace_{infix}fact",
                description=f"The fact's history, oldest first. Permission `{perm['read']}`.")
    async def trace_fact(workspaceId: str, owner_id: OwnerId, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["read"])
        return envelope(await service.trace(s, scope, owner, factId))


router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/projects/{projectId}/memories/facts",
                   tags=["Facts (v3)"], responses=ERROR_RESPONSES)
_add_routes(router, PROJECT, "the project")

actor_router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/actors/{actorId}/facts",
                          tags=["Actor facts (v3)"], responses=ERROR_RESPONSES)
"""The actor's facts in a workspace: the actor must be bound to it; a deleted actor's facts stay readable and its
writes answer 404 `ACTOR_INACTIVE`."""
_add_routes(actor_router, ACTOR, "the actor in this workspace")

agent_router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/agents/{agentId}/facts",
                          tags=["Agent facts (v3)"], responses=ERROR_RESPONSES)
"""The agent's facts in a workspace: the agent must be bound to it; a deleted agent's facts stay readable and its
writes answer 404 `ACTOR_INACTIVE`."""
_add_routes(agent_router, AGENT, "the agent in this workspace")
