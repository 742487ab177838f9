"""HTTP endpoints of conflicts: v2 `/api/v2/projects/{id}/memories/conflicts` (service-spec.md, extensions §3)
and the v3 mirrors in fact words: a project's `/api/v3/workspaces/{ws}/projects/{p}/memories/conflicts`, an actor's
`/api/v3/workspaces/{ws}/actors/{a}/memories/conflicts` and an agent's `.../agents/{g}/memories/conflicts`, one
set of routes (`_add_fact_routes`) for the three owners."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Path, Query
from pydantic import AliasChoices

from mneme.core.deps import Auth, Session
from mneme.core.errors import envelope
from mneme.core.pagination import PageNumber as Page
from mneme.core.schemas import ACTOR_INACTIVE, ERROR_RESPONSES, Envelope
from mneme.data.conflicts import service
from mneme.data.conflicts.schemas import ConflictOut, ConflictPage, FactResolve, Resolve, ResolveOut
from mneme.data.owners import ACTOR, AGENT, PROJECT, permission, resolve_owner

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
OwnerId = Annotated[str, Path(validation_alias=AliasChoices("projectId", "actorId", "agentId"))]
"""The path's `{projectId}`, `{actorId}` or `{agentId}`, whichever the route has."""


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


def _add_fact_routes(kind: str, path: str, infix: str, words: tuple[str, str, str]) -> None:
    """The v3 conflict routes, in fact words, of the owner `kind` under `path`, named `list_{infix}fact_conflicts`
    ...; `words` are the descriptions of the list, the get and the resolve."""
    writes = None if kind == PROJECT else ACTOR_INACTIVE  # only an actor or agent can be deleted
    perm = {verb: permission(kind, verb) for verb in ("list", "read", "conflict_resolve")}

    @router.get(path, response_model=Envelope[dict[str, Any]], name=f"list_{infix}fact_conflicts",
                description=words[0])
    async def list_fact_conflicts(workspaceId: str, owner_id: OwnerId, s: Session, ctx: Auth,  # noqa: N803
                                  page: Page = 1, page_size: PageSize = 50, category: Category = None,
                                  conflict_type: ConflictType = None, resolved: Flag = None, stale: Flag = None,
                                  fact_ids: Ids = None, user_id: UserId = None) -> Any:
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["list"])
        data = await service.list_page(s, scope, owner, page=page, page_size=page_size, category=category,
                                       conflict_type=conflict_type, resolved=resolved, stale=stale,
                                       memory_ids=fact_ids, field="fact_ids", user_id=user_id)
        data["items"] = [service.to_fact_words(c) for c in data["items"]]
        return envelope(data)

    @router.get(path + "/{conflictId}", response_model=Envelope[dict[str, Any]], name=f"get_{infix}fact_conflict",
                description=words[1])
    async def get_fact_conflict(workspaceId: str, owner_id: OwnerId, conflictId: str, s: Session,  # noqa: N803
                                ctx: Auth) -> Any:
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["read"])
        return envelope(service.to_fact_words(service.to_out(await service.load(s, scope, owner, conflictId))))

    @router.post(path + "/{conflictId}/resolve", response_model=Envelope[dict[str, Any]], responses=writes,
                 name=f"resolve_{infix}fact_conflict", description=words[2])
    async def resolve_fact_conflict(workspaceId: str, owner_id: OwnerId, conflictId: str,  # noqa: N803
                                    body: FactResolve, s: Session, ctx: Auth) -> Any:
        scope, owner = await resolve_owner(s, ctx, workspaceId, kind, owner_id, perm["conflict_resolve"])
        strategy = {"keep_fact": "keep_memory", "trust_fact": "trust_memory"}.get(body.strategy, body.strategy)
        if body.strategy in ("keep_memory", "trust_memory"):
            strategy = "invalid:" + body.strategy  # v3 speaks fact words only
        out = await service.resolve(s, scope, owner, conflictId, strategy=strategy,
                                    keep_memory_id=body.keep_fact_id, words=service.FACT_WORDS)
        fact_words = {"keep_memory": "keep_fact", "trust_memory": "trust_fact"}
        return envelope({"id": out["id"], "resolved": True, "strategy": fact_words.get(strategy, strategy),
                         "resolve_id": out["resolve_id"], "forgotten_fact_ids": out["forgotten_memory_ids"],
                         "updated_fact_ids": out["updated_memory_ids"]})


_add_fact_routes(PROJECT, V3, "", (
    "The v3 list: as v2, with `fact_ids` and `fact_snapshots`. Permission `project:mem_list`.",
    "One conflict in fact words. Permission `project:mem_read`.",
    "Resolve with `keep_fact` (+ `keep_fact_id`), `trust_fact`, `trust_document` or `dismiss`."))
for _kind, _path in ((ACTOR, V3_ACTOR), (AGENT, V3_AGENT)):
    _add_fact_routes(_kind, _path, f"{_kind}_", (
        f"The {_kind}'s conflicts in this workspace, as the v3 project list. Permission "
        f"`workspace_{_kind}:fact_list`.",
        f"One of the {_kind}'s conflicts, in fact words. Permission `workspace_{_kind}:fact_read`.",
        f"Resolve with `keep_fact` (+ `keep_fact_id`) or `dismiss`. A deleted {_kind} answers 404 `ACTOR_INACTIVE`.\n"
        f"Permission `workspace_{_kind}:fact_modify`."))
