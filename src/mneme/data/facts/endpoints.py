"""HTTP endpoints of v3 facts (extensions §2): a project's `/api/v3/workspaces/{ws}/projects/{p}/memories/facts`,
an actor's `/api/v3/workspaces/{ws}/actors/{a}/facts` and an agent's `/api/v3/workspaces/{ws}/agents/{g}/facts`.

The three roots share the service; only the owner (`data.owners`) and the permission names differ."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ACTOR_INACTIVE, ERROR_RESPONSES, Empty, Envelope
from mneme.data.facts import service
from mneme.data.facts.schemas import FactIds, FactOut, FactPage, FactPatch, FactsAdd, FactsAdded
from mneme.data.memories.schemas import Trace
from mneme.data.owners import ACTOR, AGENT, PROJECT, resolve_owner
from mneme.memory import store

router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/projects/{projectId}/memories/facts",
                   tags=["Facts (v3)"], responses=ERROR_RESPONSES)


@router.get("", response_model=Envelope[FactPage])
async def list_facts(workspaceId: str, projectId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                     page_size: Annotated[int, Query(ge=1, le=200)] = 50,
                     continuation_token: Annotated[str | None, Query()] = None,
                     fact_fuzzy: Annotated[str | None, Query(max_length=1000)] = None) -> Any:
    """Live facts of the project, newest first. Permission `project:mem_list`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_list")
    rows, token = await service.list_page(s, scope, owner, svc.signer, page_size=page_size, token=continuation_token,
                                          fact_fuzzy=fact_fuzzy)
    return envelope({"items": [store.fact_out(m) for m in rows], "continuation_token": token})


@router.post("", response_model=Envelope[FactsAdded])
async def add_facts(workspaceId: str, projectId: str, body: FactsAdd, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Store facts verbatim (ids returned in request order); embedding and conflict detection follow in the
    background under `event_id`. Permission `project:mem_add`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_add")
    return envelope(await service.add(s, scope, owner, body.facts))


@router.post("/forget", response_model=Envelope[dict[str, list[str]]])
async def forget_facts(workspaceId: str, projectId: str, body: FactIds, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Forget several facts at once; all or nothing. Permission `project:mem_delete`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_delete")
    return envelope({"forgotten_ids": await service.forget(s, scope, owner, body.ids)})


@router.get("/{factId}", response_model=Envelope[FactOut])
async def get_fact(workspaceId: str, projectId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """One live fact. Permission `project:mem_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_read")
    return envelope(store.fact_out(await service.load(s, scope, owner, factId)))


@router.patch("/{factId}", response_model=Envelope[FactOut])
async def update_fact(workspaceId: str, projectId: str, factId: str, body: FactPatch, s: Session,  # noqa: N803
                      ctx: Auth) -> Any:
    """Change `fact`, `metadata` or `expiration_date` (a date in the past expires the fact).
    Permission `project:mem_modify`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_modify")
    return envelope(store.fact_out(await service.update(s, scope, owner, factId, body)))


@router.post("/{factId}/forget", response_model=Envelope[Empty])
async def forget_fact(workspaceId: str, projectId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Forget one fact. Permission `project:mem_delete`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_delete")
    await service.forget(s, scope, owner, [factId])
    return envelope({}, "Fact forgotten")


@router.get("/{factId}/trace", response_model=Envelope[Trace])
async def trace_fact(workspaceId: str, projectId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """The fact's history, oldest first. Permission `project:mem_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_read")
    return envelope(await service.trace(s, scope, owner, factId))


actor_router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/actors/{actorId}/facts",
                          tags=["Actor facts (v3)"], responses=ERROR_RESPONSES)
"""The actor's facts in a workspace: the actor must be bound to it; a deleted actor's facts stay readable and its
writes answer 404 `ACTOR_INACTIVE`."""


@actor_router.get("", response_model=Envelope[FactPage])
async def list_actor_facts(workspaceId: str, actorId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                           page_size: Annotated[int, Query(ge=1, le=200)] = 50,
                           continuation_token: Annotated[str | None, Query()] = None,
                           fact_fuzzy: Annotated[str | None, Query(max_length=1000)] = None) -> Any:
    """Live facts of the actor in this workspace, newest first. Permission `workspace_actor:fact_list`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_list")
    rows, token = await service.list_page(s, scope, owner, svc.signer, page_size=page_size, token=continuation_token,
                                          fact_fuzzy=fact_fuzzy)
    return envelope({"items": [store.fact_out(m) for m in rows], "continuation_token": token})


@actor_router.post("", response_model=Envelope[FactsAdded], responses=ACTOR_INACTIVE)
async def add_actor_facts(workspaceId: str, actorId: str, body: FactsAdd, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Store facts verbatim (ids returned in request order); embedding and conflict detection follow in the
    background under `event_id`. Permission `workspace_actor:fact_add`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_add")
    return envelope(await service.add(s, scope, owner, body.facts))


@actor_router.post("/forget", response_model=Envelope[dict[str, list[str]]], responses=ACTOR_INACTIVE)
async def forget_actor_facts(workspaceId: str, actorId: str, body: FactIds, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Forget several facts at once; all or nothing. Permission `workspace_actor:fact_delete`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_delete")
    return envelope({"forgotten_ids": await service.forget(s, scope, owner, body.ids)})


@actor_router.get("/{factId}", response_model=Envelope[FactOut])
async def get_actor_fact(workspaceId: str, actorId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """One live fact. Permission `workspace_actor:fact_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_read")
    return envelope(store.fact_out(await service.load(s, scope, owner, factId)))


@actor_router.patch("/{factId}", response_model=Envelope[FactOut], responses=ACTOR_INACTIVE)
async def update_actor_fact(workspaceId: str, actorId: str, factId: str, body: FactPatch, s: Session,  # noqa: N803
                            ctx: Auth) -> Any:
    """Change `fact`, `metadata` or `expiration_date` (a date in the past expires the fact).
    Permission `workspace_actor:fact_modify`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_modify")
    return envelope(store.fact_out(await service.update(s, scope, owner, factId, body)))


@actor_router.post("/{factId}/forget", response_model=Envelope[Empty], responses=ACTOR_INACTIVE)
async def forget_actor_fact(workspaceId: str, actorId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Forget one fact. Permission `workspace_actor:fact_delete`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_delete")
    await service.forget(s, scope, owner, [factId])
    return envelope({}, "Fact forgotten")


@actor_router.get("/{factId}/trace", response_model=Envelope[Trace])
async def trace_actor_fact(workspaceId: str, actorId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """The fact's history, oldest first. Permission `workspace_actor:fact_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_read")
    return envelope(await service.trace(s, scope, owner, factId))


agent_router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/agents/{agentId}/facts",
                          tags=["Agent facts (v3)"], responses=ERROR_RESPONSES)
"""The agent's facts in a workspace: the agent must be bound to it; a deleted agent's facts stay readable and its
writes answer 404 `ACTOR_INACTIVE`."""


@agent_router.get("", response_model=Envelope[FactPage])
async def list_agent_facts(workspaceId: str, agentId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                           page_size: Annotated[int, Query(ge=1, le=200)] = 50,
                           continuation_token: Annotated[str | None, Query()] = None,
                           fact_fuzzy: Annotated[str | None, Query(max_length=1000)] = None) -> Any:
    """Live facts of the agent in this workspace, newest first. Permission `workspace_agent:fact_list`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_list")
    rows, token = await service.list_page(s, scope, owner, svc.signer, page_size=page_size, token=continuation_token,
                                          fact_fuzzy=fact_fuzzy)
    return envelope({"items": [store.fact_out(m) for m in rows], "continuation_token": token})


@agent_router.post("", response_model=Envelope[FactsAdded], responses=ACTOR_INACTIVE)
async def add_agent_facts(workspaceId: str, agentId: str, body: FactsAdd, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Store facts verbatim (ids returned in request order); embedding and conflict detection follow in the
    background under `event_id`. Permission `workspace_agent:fact_add`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_add")
    return envelope(await service.add(s, scope, owner, body.facts))


@agent_router.post("/forget", response_model=Envelope[dict[str, list[str]]], responses=ACTOR_INACTIVE)
async def forget_agent_facts(workspaceId: str, agentId: str, body: FactIds, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Forget several facts at once; all or nothing. Permission `workspace_agent:fact_delete`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_delete")
    return envelope({"forgotten_ids": await service.forget(s, scope, owner, body.ids)})


@agent_router.get("/{factId}", response_model=Envelope[FactOut])
async def get_agent_fact(workspaceId: str, agentId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """One live fact. Permission `workspace_agent:fact_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_read")
    return envelope(store.fact_out(await service.load(s, scope, owner, factId)))


@agent_router.patch("/{factId}", response_model=Envelope[FactOut], responses=ACTOR_INACTIVE)
async def update_agent_fact(workspaceId: str, agentId: str, factId: str, body: FactPatch, s: Session,  # noqa: N803
                            ctx: Auth) -> Any:
    """Change `fact`, `metadata` or `expiration_date` (a date in the past expires the fact).
    Permission `workspace_agent:fact_modify`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_modify")
    return envelope(store.fact_out(await service.update(s, scope, owner, factId, body)))


@agent_router.post("/{factId}/forget", response_model=Envelope[Empty], responses=ACTOR_INACTIVE)
async def forget_agent_fact(workspaceId: str, agentId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Forget one fact. Permission `workspace_agent:fact_delete`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_delete")
    await service.forget(s, scope, owner, [factId])
    return envelope({}, "Fact forgotten")


@agent_router.get("/{factId}/trace", response_model=Envelope[Trace])
async def trace_agent_fact(workspaceId: str, agentId: str, factId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """The fact's history, oldest first. Permission `workspace_agent:fact_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_read")
    return envelope(await service.trace(s, scope, owner, factId))
