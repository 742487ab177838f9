"""HTTP endpoints of project documents: v3 `/api/v3/workspaces/{ws}/projects/{p}/memories/documents`
(service-spec.md list, extensions §4) and v1 `/api/v1/projects/{id}/documents`."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, TokenPage
from mneme.data.documents import service
from mneme.data.documents.schemas import (
    DeleteDocuments,
    DocumentOut,
    DocumentV1Out,
    ImportDocuments,
    ImportResult,
)

router = APIRouter(tags=["Documents"], responses=ERROR_RESPONSES)
V3 = "/api/v3/workspaces/{workspaceId}/projects/{projectId}/memories/documents"
V1 = "/api/v1/projects/{id}/documents"


@router.post(V3, response_model=Envelope[ImportResult])
async def import_documents(workspaceId: str, projectId: str, body: ImportDocuments, s: Session,  # noqa: N803
                           ctx: Auth) -> Any:
    """Import library files into the project. Each new document starts `pending` and is processed in the
    background (`running`, then `okay` or `error`; poll the document or the `event_id`). Per item: `success`;
    `duplicate` (already imported: the existing `document_id`); `failed` (unknown, another team's, or a
    folder: `document_id` null). Permission `project:doc_add` and `drive:item_read`."""
    return envelope(await service.import_items(s, ctx, projectId, body.drive_item_ids,
                                               workspace_id=workspaceId))


@router.get(V3, response_model=Envelope[TokenPage[DocumentOut]])
async def list_documents(
    workspaceId: str, projectId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
    page_size: Annotated[int, Query(ge=1, le=100, description="Documents per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    name_fuzzy: Annotated[str | None, Query(max_length=255,
                                            description="Case-insensitive substring of the name")] = None,
) -> Any:
    """List the project's documents, oldest import first, with continuation-token paging.
    Permission `project:doc_list`."""
    rows, token = await service.list_page(s, ctx, svc.signer, workspaceId, projectId, page_size=page_size,
                                          token=continuation_token, name_fuzzy=name_fuzzy)
    return envelope({"items": [service.to_out(d) for d in rows], "continuation_token": token})


@router.delete(V3, response_model=Envelope[Empty])
async def delete_documents(workspaceId: str, projectId: str, body: DeleteDocuments, s: Session,  # noqa: N803
                           ctx: Auth) -> Any:
    """Remove documents from the project with their chunks; conflicts quoting them become `stale`. The
    library files stay. All or nothing: an unknown id answers 403. Permission `project:doc_delete`."""
    await service.delete_many(s, ctx, workspaceId, projectId, body.ids)
    return envelope({}, "Documents deleted")


@router.get(V3 + "/{documentId}", response_model=Envelope[DocumentOut])
async def get_document(workspaceId: str, projectId: str, documentId: str, s: Session,  # noqa: N803
                       ctx: Auth) -> Any:
    """One document (list-item shape). Unknown → 403 `FORBIDDEN`. Permission `project:doc_read`."""
    return envelope(service.to_out(await service.load(s, ctx, projectId, documentId, "project:doc_read",
                                                      workspaceId)))


@router.post(V1, response_model=Envelope[ImportResult])
async def import_documents_v1(id: str, body: ImportDocuments, s: Session, ctx: Auth) -> Any:  # noqa: A002
    """As the v3 import, addressing the project by its id alone. Permission `project:doc_add` and
    `drive:item_read`."""
    return envelope(await service.import_items(s, ctx, id, body.drive_item_ids))


@router.get(V1 + "/{documentId}", response_model=Envelope[DocumentV1Out])
async def get_document_v1(id: str, documentId: str, s: Session, ctx: Auth) -> Any:  # noqa: A002, N803
    """One document: `id`, `name`, `status`, `drive_item_id`, `error`, `created_at`. Unknown → 403
    `FORBIDDEN`. Permission `project:doc_read`."""
    return envelope(service.to_v1(await service.load(s, ctx, id, documentId, "project:doc_read")))
