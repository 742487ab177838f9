"""HTTP endpoints of projects: `/api/v3/workspaces/{ws}/projects` (extensions §1)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import CUSTOM_ID_CONFLICT, ERROR_RESPONSES, Empty, Envelope, TokenPage
from mneme.data.projects import service
from mneme.data.workspaces.schemas import ProjectOut, WorkspaceCreate, WorkspacePatch

router = APIRouter(prefix="/api/v3/workspaces/{workspaceId}/projects", tags=["Projects"],
                   responses=ERROR_RESPONSES)


@router.post("", response_model=Envelope[ProjectOut], responses=CUSTOM_ID_CONFLICT)
async def create_project(workspaceId: str, body: WorkspaceCreate, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Create a project in the workspace. `custom_id` must be unique in the workspace (409
    `CUSTOM_ID_CONFLICT`). Permission `project:create` and `workspace:read` on the workspace."""
    return envelope(service.to_out(await service.create(s, ctx, workspaceId, body=body)))


@router.get("", response_model=Envelope[TokenPage[ProjectOut]])
async def list_projects(
    workspaceId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    name_fuzzy: Annotated[str | None, Query(max_length=255,
                                            description="Case-insensitive substring of the name")] = None,
) -> Any:
    """List the workspace's projects the caller may read, oldest first. Permission `project:list`."""
    rows, token = await service.list_page(s, ctx, svc.signer, workspaceId, page_size=page_size,
                                          token=continuation_token, name_fuzzy=name_fuzzy)
    return envelope({"items": [service.to_out(p) for p in rows], "continuation_token": token})


@router.get("/{projectId}", response_model=Envelope[ProjectOut])
async def get_project(workspaceId: str, projectId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Return the project. Permission `project:read`; unknown → 403 `FORBIDDEN`."""
    _scope, p = await service.load(s, ctx, projectId, "project:read", workspaceId)
    return envelope(service.to_out(p))


@router.patch("/{projectId}", response_model=Envelope[ProjectOut])
async def update_project(workspaceId: str, projectId: str, body: WorkspacePatch, s: Session,  # noqa: N803
                         ctx: Auth) -> Any:
    """Change `name`, `description` or `metadata`. Permission `project:modify`."""
    return envelope(service.to_out(await service.update(s, ctx, workspaceId, projectId, body=body)))


@router.delete("/{projectId}", response_model=Envelope[Empty])
async def delete_project(workspaceId: str, projectId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Delete the project and what it holds (memories, documents, conflicts). Permission `project:delete`."""
    await service.delete(s, ctx, workspaceId, projectId)
    return envelope({}, "Project deleted")
