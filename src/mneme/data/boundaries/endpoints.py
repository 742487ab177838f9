"""HTTP endpoints of boundaries: `/api/v3/boundaries` (extensions §5). A boundary names what one conversation
may remember; the router retrieves by it (`memory/boundary_retrieval.py`)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import CUSTOM_ID_CONFLICT, ERROR_RESPONSES, Empty, Envelope, TokenPage
from mneme.data.boundaries import service
from mneme.data.boundaries.schemas import BoundaryCreate, BoundaryOut, BoundaryPatch

router = APIRouter(tags=["Boundaries"], responses=ERROR_RESPONSES)
ROOT = "/api/v3/boundaries"

PageSize = Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")]
Token = Annotated[str | None, Query(description="From the previous page")]


@router.post(ROOT, response_model=Envelope[BoundaryOut], responses=CUSTOM_ID_CONFLICT)
async def create_boundary(body: BoundaryCreate, s: Session, ctx: Auth) -> Any:
    """Create a boundary in a workspace: the projects (their facts and documents), the person
    (`human_actor_id`) and the agent (`agent_id`) whose memories a conversation under it may use. Everything it
    names must belong to the workspace (projects of it, an actor or agent bound to it), else 400
    `INVALID_ARGUMENT` naming the field; a deleted actor or agent answers 400 `ACTOR_INACTIVE`. `custom_id`, when
    given, is unique in the team (409 `CUSTOM_ID_CONFLICT`).
    Permission `boundary:create` plus `workspace:read` on the workspace."""
    return envelope(await service.create(s, ctx, body=body))


@router.get(ROOT, response_model=Envelope[TokenPage[BoundaryOut]])
async def list_boundaries(s: Session, ctx: Auth, svc: Services, page_size: PageSize = 20,
                          continuation_token: Token = None,
                          workspace_id: Annotated[str | None, Query(max_length=80)] = None) -> Any:
    """The boundaries of the team (of one workspace with `workspace_id`), newest first; those of workspaces
    the key may not read are left out. Permission `boundary:read` plus `workspace:read` on each workspace."""
    rows, token = await service.list_page(s, ctx, svc.signer, workspace_id=workspace_id, page_size=page_size,
                                          token=continuation_token)
    return envelope({"items": rows, "continuation_token": token})


@router.get(ROOT + "/{boundaryId}", response_model=Envelope[BoundaryOut])
async def get_boundary(boundaryId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803 - spec's name
    """One boundary. Permission `boundary:read` plus `workspace:read` on its workspace."""
    _scope, b, project_ids = await service.load_with_projects(s, ctx, boundaryId, "boundary:read")
    return envelope(service.to_out(ctx, b, project_ids))


@router.patch(ROOT + "/{boundaryId}", response_model=Envelope[BoundaryOut], responses=CUSTOM_ID_CONFLICT)
async def update_boundary(boundaryId: str, body: BoundaryPatch, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Change `name`, `custom_id`, `project_ids` (replaces the list), `human_actor_id` or `agent_id`; omitted
    fields stay, `null` clears `custom_id`, `human_actor_id` or `agent_id`. The same checks as on create; the
    workspace cannot change. Permission `boundary:modify` plus `workspace:read` on its workspace."""
    return envelope(await service.update(s, ctx, boundaryId, body=body))


@router.delete(ROOT + "/{boundaryId}", response_model=Envelope[Empty])
async def delete_boundary(boundaryId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Delete the boundary (the memories it names stay). Permission `boundary:delete` plus `workspace:read` on
    its workspace."""
    await service.delete(s, ctx, boundaryId)
    return envelope({}, "Boundary deleted")
