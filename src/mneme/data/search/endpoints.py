"""HTTP endpoint of the workspace search: `POST /api/v3/workspaces/{workspaceId}/memories/search`
(extensions §5)."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope
from mneme.data.search import service
from mneme.data.search.schemas import SearchResults, WorkspaceSearch

router = APIRouter(tags=["Workspace search"], responses=ERROR_RESPONSES)


@router.post("/api/v3/workspaces/{workspaceId}/memories/search", response_model=Envelope[SearchResults])
async def search_workspace(workspaceId: str, body: WorkspaceSearch, s: Session, ctx: Auth,  # noqa: N803
                           svc: Services) -> Any:
    """One query over the workspace: the facts of its projects, actors and agents and the excerpts of its
    projects' documents, scored alike (the fused vector and keyword score of memory search) and grouped:
    `facts` best first (each says whose it is), `documents` best first with their matching excerpts. Omitted
    `project_ids` / `actor_ids` / `agent_ids` mean every one of that kind the key may search (first 100 by id);
    `memory_types` narrows to `fact` or `document`. Forgotten and expired facts never appear; after a memory-vs-
    document conflict is resolved with `trust_document`, the document's statement is what answers. A named source
    that is not in the workspace, or that the key may not search, answers 403.
    Permission `workspace:search` on the workspace, then per source `project:mem_search` (facts of a project),
    `project:doc_read` (its documents), `workspace_actor:fact_read`, `workspace_agent:fact_read`."""
    return envelope(await service.search(s, ctx, svc, workspaceId, body))
