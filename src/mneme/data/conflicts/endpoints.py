"""HTTP endpoints of conflicts: v2 `/api/v2/projects/{id}/memories/conflicts` (service-spec.md, extensions §3)
and the v3 mirrors in fact words: a project's `/api/v3/workspaces/{ws}/projects/{p}/memories/conflicts`, an actor's
`/api/v3/workspaces/{ws}/actors/{a}/memories/conflicts` and an agent's `.../agents/{g}/memories/conflicts`."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Session
from mneme.core.errors import envelope
from mneme.core.pagination import PageNumber as Page
from mneme.core.schemas import ACTOR_INACTIVE, ERROR_RESPONSES, Envelope
from mneme.data.conflicts import service
from mneme.data.conflicts.schemas import ConflictOut, ConflictPage, FactResolve, Resolve, ResolveOut
from mneme.data.owners import ACTOR, AGENT, PROJECT, resolve_owner

router = APIRouter(tags=["Conflicts"], responses=ERROR_RESPONSES)
V2 = "/api/v2/projects/{id}/memories/conflicts"
V3 = "/api/v3/workspaces/{workspaceId}/projects/{projectId}/memories/conflicts"
V3_ACTOR = "/api/v3/workspaces/{workspaceId}/actors/{actorId}/memories/conflicts"
V3_AGENT = "/api/v3/workspaces/{workspaceId}/agents/{agentId}/memories/conflicts"

PageSize = Annotated[int, Query(ge=1, le=100, description="1-100")]
Category = Annotated[Literal["m2m", "m2d"] | None, Query(description="m2m or m2d")]
ConflictType = Annotated[Literal["logical", "knowledge"] | None, Query(description="logical or knowledge")]
Flag = Annotated[bool | None, Query()]
UserId = Annotated[str | None, Query(max_length=255, description='Only this user\'s conflicts; empty = the '
                                   'project-wide ones (no user_id); omitted = all')]
Ids = Annotated[str | None, Query(max_length=10_000, description="Comma-separated ids; any of them matches")]


@router.get(V2, response_model=Envelope[ConflictPage])
async def list_conflicts(id: str, s: Session, ctx: Auth, page: Page = 1, page_size: PageSize = 50,  # noqa: A002
                         category: Category = None, conflict_type: ConflictType = None, resolved: Flag = None,
                         stale: Flag = None, memory_ids: Ids = None, user_id: UserId = None) -> Any:
    """List the project's conflicts, newest first, with `total`, `page` and `page_size`.
    Permission `project:mem_list`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_list")
    return envelope(await service.list_page(s, scope, owner, page=page, page_size=page_size, category=category,
                                            conflict_type=conflict_type, resolved=resolved, stale=stale,
                                            memory_ids=memory_ids, user_id=user_id))


@router.get(V2 + "/{conflictId}", response_model=Envelope[ConflictOut])
async def get_conflict(id: str, conflictId: str, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """One conflict. Permission `project:mem_read`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_read")
    return envelope(service.to_out(await service.load(s, scope, owner, conflictId)))


@router.post(V2 + "/{conflictId}/resolve", response_model=Envelope[ResolveOut])
async def resolve_conflict(id: str, conflictId: str, body: Resolve, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """Resolve a conflict. `m2m`: `keep_memory` (with `keep_memory_id`; the others are forgotten) or `dismiss`.
    `m2d`: `trust_memory`, `trust_document` (the memories are forgotten) or `dismiss`. Another strategy, one
    that does not fit the category, or an already resolved conflict → 400. Permission
    `project:mem_conflict_resolve`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_conflict_resolve")
    return envelope(await service.resolve(s, scope, owner, conflictId, strategy=body.strategy,
                                          keep_memory_id=body.keep_memory_id))


@router.get(V3, response_model=Envelope[dict[str, Any]])
async def list_fact_conflicts(workspaceId: str, projectId: str, s: Session, ctx: Auth,  # noqa: N803
                              page: Page = 1, page_size: PageSize = 50, category: Category = None,
                              conflict_type: ConflictType = None, resolved: Flag = None, stale: Flag = None,
                              fact_ids: Ids = None, user_id: UserId = None) -> Any:
    """The v3 list: as v2, with `fact_ids` and `fact_snapshots`. Permission `project:mem_list`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_list")
    data = await service.list_page(s, scope, owner, page=page, page_size=page_size, category=category,
                                   conflict_type=conflict_type, resolved=resolved, stale=stale, memory_ids=fact_ids,
                                   field="fact_ids", user_id=user_id)
    data["items"] = [service.to_fact_words(c) for c in data["items"]]
    return envelope(data)


@router.get(V3 + "/{conflictId}", response_model=Envelope[dict[str, Any]])
async def get_fact_conflict(workspaceId: str, projectId: str, conflictId: str, s: Session,  # noqa: N803
                            ctx: Auth) -> Any:
    """One conflict in fact words. Permission `project:mem_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_read")
    return envelope(service.to_fact_words(service.to_out(await service.load(s, scope, owner, conflictId))))


@router.post(V3 + "/{conflictId}/resolve", response_model=Envelope[dict[str, Any]])
async def resolve_fact_conflict(workspaceId: str, projectId: str, conflictId: str, body: FactResolve,  # noqa: N803
                                s: Session, ctx: Auth) -> Any:
    """Resolve with `keep_fact` (+ `keep_fact_id`), `trust_fact`, `trust_document` or `dismiss`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, PROJECT, projectId, "project:mem_conflict_resolve")
    strategy = {"keep_fact": "keep_memory", "trust_fact": "trust_memory"}.get(body.strategy, body.strategy)
    if body.strategy in ("keep_memory", "trust_memory"):
        strategy = "invalid:" + body.strategy  # v3 speaks fact words only
    out = await service.resolve(s, scope, owner, conflictId, strategy=strategy, keep_memory_id=body.keep_fact_id,
                                words=service.FACT_WORDS)
    words = {"keep_memory": "keep_fact", "trust_memory": "trust_fact"}
    return envelope({"id": out["id"], "resolved": True, "strategy": words.get(strategy, strategy),
                     "resolve_id": out["resolve_id"], "forgotten_fact_ids": out["forgotten_memory_ids"],
                     "updated_fact_ids": out["updated_memory_ids"]})


@router.get(V3_ACTOR, response_model=Envelope[dict[str, Any]])
async def list_actor_fact_conflicts(workspaceId: str, actorId: str, s: Session, ctx: Auth,  # noqa: N803
                              page: Page = 1, page_size: PageSize = 50, category: Category = None,
                              conflict_type: ConflictType = None, resolved: Flag = None, stale: Flag = None,
                              fact_ids: Ids = None, user_id: UserId = None) -> Any:
    """The actor's conflicts in this workspace, as the v3 project list. Permission `workspace_actor:fact_list`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_list")
    data = await service.list_page(s, scope, owner, page=page, page_size=page_size, category=category,
                                   conflict_type=conflict_type, resolved=resolved, stale=stale, memory_ids=fact_ids,
                                   field="fact_ids", user_id=user_id)
    data["items"] = [service.to_fact_words(c) for c in data["items"]]
    return envelope(data)


@router.get(V3_ACTOR + "/{conflictId}", response_model=Envelope[dict[str, Any]])
async def get_actor_fact_conflict(workspaceId: str, actorId: str, conflictId: str, s: Session,  # noqa: N803
                            ctx: Auth) -> Any:
    """One of the actor's conflicts, in fact words. Permission `workspace_actor:fact_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_read")
    return envelope(service.to_fact_words(service.to_out(await service.load(s, scope, owner, conflictId))))


@router.post(V3_ACTOR + "/{conflictId}/resolve", response_model=Envelope[dict[str, Any]],
             responses=ACTOR_INACTIVE)
async def resolve_actor_fact_conflict(workspaceId: str, actorId: str, conflictId: str, body: FactResolve,  # noqa: N803
                                s: Session, ctx: Auth) -> Any:
    """Resolve with `keep_fact` (+ `keep_fact_id`) or `dismiss`. A deleted actor answers 404 `ACTOR_INACTIVE`.
    Permission `workspace_actor:fact_modify`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, ACTOR, actorId, "workspace_actor:fact_modify")
    strategy = {"keep_fact": "keep_memory", "trust_fact": "trust_memory"}.get(body.strategy, body.strategy)
    if body.strategy in ("keep_memory", "trust_memory"):
        strategy = "invalid:" + body.strategy  # v3 speaks fact words only
    out = await service.resolve(s, scope, owner, conflictId, strategy=strategy, keep_memory_id=body.keep_fact_id,
                                words=service.FACT_WORDS)
    words = {"keep_memory": "keep_fact", "trust_memory": "trust_fact"}
    return envelope({"id": out["id"], "resolved": True, "strategy": words.get(strategy, strategy),
                     "resolve_id": out["resolve_id"], "forgotten_fact_ids": out["forgotten_memory_ids"],
                     "updated_fact_ids": out["updated_memory_ids"]})


@router.get(V3_AGENT, response_model=Envelope[dict[str, Any]])
async def list_agent_fact_conflicts(workspaceId: str, agentId: str, s: Session, ctx: Auth,  # noqa: N803
                              page: Page = 1, page_size: PageSize = 50, category: Category = None,
                              conflict_type: ConflictType = None, resolved: Flag = None, stale: Flag = None,
                              fact_ids: Ids = None, user_id: UserId = None) -> Any:
    """The agent's conflicts in this workspace, as the v3 project list. Permission `workspace_agent:fact_list`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_list")
    data = await service.list_page(s, scope, owner, page=page, page_size=page_size, category=category,
                                   conflict_type=conflict_type, resolved=resolved, stale=stale, memory_ids=fact_ids,
                                   field="fact_ids", user_id=user_id)
    data["items"] = [service.to_fact_words(c) for c in data["items"]]
    return envelope(data)


@router.get(V3_AGENT + "/{conflictId}", response_model=Envelope[dict[str, Any]])
async def get_agent_fact_conflict(workspaceId: str, agentId: str, conflictId: str, s: Session,  # noqa: N803
                            ctx: Auth) -> Any:
    """One of the agent's conflicts, in fact words. Permission `workspace_agent:fact_read`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_read")
    return envelope(service.to_fact_words(service.to_out(await service.load(s, scope, owner, conflictId))))


@router.post(V3_AGENT + "/{conflictId}/resolve", response_model=Envelope[dict[str, Any]],
             responses=ACTOR_INACTIVE)
async def resolve_agent_fact_conflict(workspaceId: str, agentId: str, conflictId: str, body: FactResolve,  # noqa: N803
                                s: Session, ctx: Auth) -> Any:
    """Resolve with `keep_fact` (+ `keep_fact_id`) or `dismiss`. A deleted agent answers 404 `ACTOR_INACTIVE`.
    Permission `workspace_agent:fact_modify`."""
    scope, owner = await resolve_owner(s, ctx, workspaceId, AGENT, agentId, "workspace_agent:fact_modify")
    strategy = {"keep_fact": "keep_memory", "trust_fact": "trust_memory"}.get(body.strategy, body.strategy)
    if body.strategy in ("keep_memory", "trust_memory"):
        strategy = "invalid:" + body.strategy  # v3 speaks fact words only
    out = await service.resolve(s, scope, owner, conflictId, strategy=strategy, keep_memory_id=body.keep_fact_id,
                                words=service.FACT_WORDS)
    words = {"keep_memory": "keep_fact", "trust_memory": "trust_fact"}
    return envelope({"id": out["id"], "resolved": True, "strategy": words.get(strategy, strategy),
                     "resolve_id": out["resolve_id"], "forgotten_fact_ids": out["forgotten_memory_ids"],
                     "updated_fact_ids": out["updated_memory_ids"]})
