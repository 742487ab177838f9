"""HTTP endpoints of v2 memories: `/api/v2/projects/{id}/memories` (extensions §2; GET one in service-spec.md)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session, reads_only
from mneme.core.errors import envelope
from mneme.core.pagination import PageNumber
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, NumberedPage
from mneme.data.memories import service
from mneme.data.memories.schemas import (
    AddResults,
    MemoryAdd,
    MemoryOut,
    MemoryPatch,
    MemorySearch,
    SearchResults,
    Trace,
)
from mneme.data.owners import PROJECT, resolve_owner
from mneme.memory import store

router = APIRouter(prefix="/api/v2/projects/{id}/memories", tags=["Memories (v2)"], responses=ERROR_RESPONSES)


@router.post("", response_model=Envelope[AddResults])
@reads_only  # the event and its job are written with other concurrent adds (group commit)
async def add_memories(id: str, body: MemoryAdd, s: Session, ctx: Auth, svc: Services) -> Any:  # noqa: A002
    """Add memories from messages. Returns at once with an `event_id`; storing, embedding and conflict detection
    follow in the background (poll `GET /api/v3/events/{event_id}`). `infer=false` stores each message's
    content verbatim; `infer=true` extracts facts and skips near-duplicates. Permission `project:mem_add`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_add")
    return envelope(await service.add(svc.db, scope, owner, body))


@router.get("", response_model=Envelope[NumberedPage[MemoryOut]])
async def list_memories(
    id: str, s: Session, ctx: Auth,  # noqa: A002
    page: PageNumber = 1,
    size: Annotated[int, Query(ge=1, le=100, description="1-100")] = 20,
    user_id: Annotated[str | None, Query(max_length=255)] = None,
    keyword: Annotated[str | None, Query(max_length=1000, description="Case-insensitive substring")] = None,
    expired: Annotated[bool | None, Query(description="true: forgotten only; false: live only")] = None,
) -> Any:
    """List the project's memories, newest first. Permission `project:mem_list`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_list")
    return envelope(await service.list_page(s, scope, owner, page=page, size=size, user_id=user_id, keyword=keyword,
                                            expired=expired))


@router.post("/search", response_model=Envelope[SearchResults])
@reads_only
async def search_memories(id: str, body: MemorySearch, s: Session, ctx: Auth, svc: Services) -> Any:  # noqa: A002
    """Hybrid search (vectors + keywords) over live memories. `score` is cosine similarity plus a small keyword
    boost, capped at 1; results below `threshold` are left out. Permission `project:mem_search`."""
    query = service.embed_query(svc, body.query)  # the caller is known (the key); the project is checked next
    try:
        scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_search")
    except BaseException:
        query.cancel()
        raise
    return envelope(await service.search(s, scope, owner, svc, body, query))


@router.get("/{memoryId}", response_model=Envelope[MemoryOut])
async def get_memory(id: str, memoryId: str, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """Return one memory. Forgotten or unknown memories answer 403 `FORBIDDEN`. Permission `project:mem_read`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_read")
    return envelope(store.memory_out(await service.load(s, scope, owner, memoryId)))


@router.patch("/{memoryId}", response_model=Envelope[MemoryOut])
async def update_memory(id: str, memoryId: str, body: MemoryPatch, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """Change a memory's text. Its conflicts become `stale`; it is re-embedded and checked for conflicts
    again in the background. Permission `project:mem_modify`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_modify")
    return envelope(store.memory_out(await service.update(s, scope, owner, memoryId, body.content)))


@router.post("/{memoryId}/forget", response_model=Envelope[Empty])
async def forget_memory(id: str, memoryId: str, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """Forget a memory (soft delete): gone from search and reads, trace kept, its conflicts become `stale`.
    Permission `project:mem_delete`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_delete")
    await service.forget(s, scope, owner, memoryId)
    return envelope({}, "Memory forgotten")


@router.get("/{memoryId}/trace", response_model=Envelope[Trace])
async def trace_memory(id: str, memoryId: str, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """The memory's history (ADD, UPDATE, DELETE), oldest first; readable after forgetting.
    Permission `project:mem_read`."""
    scope, owner = await resolve_owner(s, ctx, None, PROJECT, id, "project:mem_read")
    return envelope(await service.trace(s, scope, owner, memoryId))
