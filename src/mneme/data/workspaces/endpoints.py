"""HTTP endpoints of workspaces: `/api/v3/workspaces` (extensions §1; GET one is in service-spec.md)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import CUSTOM_ID_CONFLICT, ERROR_RESPONSES, Empty, Envelope, TokenPage
from mneme.data.workspaces import service
from mneme.data.workspaces.schemas import WorkspaceCreate, WorkspaceOut, WorkspacePatch

router = APIRouter(prefix="/api/v3/workspaces", tags=["Workspaces"], responses=ERROR_RESPONSES)


@router.post("", response_model=Envelope[WorkspaceOut], responses=CUSTOM_ID_CONFLICT)
async def create_workspace(body: WorkspaceCreate, s: Session, ctx: Auth) -> Any:
    """Create a workspace. `custom_id` must be unique in the team (409 `CUSTOM_ID_CONFLICT`).
    Permission `workspace:create`."""
    return envelope(service.to_out(await service.create(s, ctx, body=body)))


@router.get("", response_model=Envelope[TokenPage[WorkspaceOut]])
async def list_workspaces(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    name_fuzzy: Annotated[str | None, Query(max_length=255,
                                            description="Case-insensitive substring of the name")] = None,
) -> Any:
    """List the workspaces the caller may read, oldest first, with continuation-token paging.
    Permission `workspace:list`; rows without `workspace:read` are left out."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token,
                                          name_fuzzy=name_fuzzy)
    return envelope({"items": [service.to_out(w) for w in rows], "continuation_token": token})


@router.get("/{workspaceId}", response_model=Envelope[WorkspaceOut])
async def get_workspace(workspaceId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803 - spec's name
    """Return the workspace record (`id`, `name`, `description`, ...). Permission `workspace:read`;
    an unknown workspace answers 403 `FORBIDDEN`."""
    _scope, ws = await service.load(s, ctx, workspaceId, "workspace:read")
    return envelope(service.to_out(ws))


@router.patch("/{workspaceId}", response_model=Envelope[WorkspaceOut])
async def update_workspace(workspaceId: str, body: WorkspacePatch, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Change `name`, `description` or `metadata`; omitted fields stay. Permission `workspace:modify`."""
    return envelope(service.to_out(await service.update(s, ctx, workspaceId, body=body)))


@router.delete("/{workspaceId}", response_model=Envelope[Empty])
async def delete_workspace(workspaceId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Delete the workspace and everything it holds (projects, memories, documents, conflicts).
    Permission `workspace:delete`."""
    await service.delete(s, ctx, workspaceId)
    return envelope({}, "Workspace deleted")
