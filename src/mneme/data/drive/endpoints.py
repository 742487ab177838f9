"""HTTP endpoints of the team's library: `/api/v1/drives/items` (extensions §4)."""
from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse

from mneme.core.auth import AuthContext
from mneme.core.deps import Auth, Services, Session, auth
from mneme.core.errors import InvalidArgument, PayloadTooLarge, envelope
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, ErrorEnvelope, TokenPage
from mneme.data.drive import service
from mneme.data.drive.schemas import UPLOAD_OPENAPI, DriveItemOut

router = APIRouter(prefix="/api/v1/drives/items", tags=["Library"], responses=ERROR_RESPONSES)
JSON_LIMIT = 64 * 1024


async def stream_auth(request: Request) -> AuthContext:
    """The caller, authenticated by the front door before the body was read, with no database transaction
    held while a large upload streams in (and no request `Session` opened for it)."""
    return await auth(request)


async def _json_body(request: Request) -> bytes:
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > JSON_LIMIT:
            raise PayloadTooLarge(f"A JSON body may have at most {JSON_LIMIT} bytes")
    return bytes(raw)


UPLOAD_ERRORS: dict[int | str, dict[str, Any]] = {
    409: {"model": ErrorEnvelope, "description": "DRIVE_ITEM_CONFLICT: the name is taken"},
    413: {"model": ErrorEnvelope, "description": "PAYLOAD_TOO_LARGE: over the upload limit"},
}


@router.post("", response_model=Envelope[DriveItemOut], openapi_extra=UPLOAD_OPENAPI, responses=UPLOAD_ERRORS)
async def create_item(request: Request, svc: Services,
                      ctx: Annotated[AuthContext, Depends(stream_auth)]) -> Any:
    """Upload a file (`multipart/form-data`: `file`, `parent_item_id` (default `MY_SPACE`), `name` (default:
    the file name), `name_conflict_strategy`) or create a folder (JSON `{item_type: "folder", name,
    parent_item_id}`). When the name is taken: `rename` (default) stores "a (1).txt"; `deny` answers 409
    `DRIVE_ITEM_CONFLICT`; `overwrite` keeps the item id and stores a new version (also needs
    `drive:item_modify`); `replace` deletes the old item and creates a new one (also needs
    `drive:item_delete`). Files over the upload limit (default 50 MB) answer 413 `PAYLOAD_TOO_LARGE` and
    nothing is kept. The body is streamed to storage, never held in memory. Permission `drive:item_add`."""
    content_type = request.headers.get("content-type", "")
    mime = content_type.split(";", 1)[0].strip().lower()
    if mime == "multipart/form-data":
        length = request.headers.get("content-length")
        item = await service.upload(svc, ctx, stream=request.stream(), content_type=content_type,
                                    content_length=int(length) if length and length.isdigit() else None)
    elif mime == "application/json" or mime.endswith("+json"):
        body = service.parse_folder(await _json_body(request))
        async with svc.db.session() as s:
            item = await service.create_folder(s, ctx, body)
    else:
        raise InvalidArgument("Content-Type: send multipart/form-data (a file) or application/json "
                              "(a folder)")
    return envelope(service.to_out(item))


@router.get("/{item_id}", response_model=Envelope[DriveItemOut])
async def get_item(item_id: str, s: Session, ctx: Auth) -> Any:
    """Return a library item. Unknown or another team's items answer 403 `FORBIDDEN`.
    Permission `drive:item_read`."""
    _scope, item = await service.load(s, ctx, item_id, "drive:item_read")
    return envelope(service.to_out(item))


@router.get("/{item_id}/children", response_model=Envelope[TokenPage[DriveItemOut]])
async def list_children(
    item_id: str, s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=50, description="Items per page (1-50)")] = 50,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """The items of a folder (`MY_SPACE` for the library's root), oldest first, with continuation-token
    paging. Permission `drive:item_read`."""
    rows, token = await service.children_page(s, ctx, svc.signer, item_id, page_size=page_size,
                                              token=continuation_token)
    return envelope({"items": [service.to_out(i) for i in rows], "continuation_token": token})


@router.get("/{item_id}/binary", response_class=StreamingResponse,
            responses={200: {"content": {"*/*": {"schema": {"type": "string", "format": "binary"}}},
                             "description": "The file's bytes, with the media type it was stored with"}})
async def download_item(item_id: str, s: Session, ctx: Auth, svc: Services) -> Any:
    """The file's bytes, streamed, with its `Content-Type` and a `Content-Disposition` naming the file.
    Folders answer 400. Permission `drive:item_read`."""
    item = await service.file_for_download(s, ctx, svc.storage, item_id)
    fallback = item.name.encode("ascii", "replace").decode().replace('"', "_").replace("?", "_")
    headers = {"Content-Disposition": f"attachment; filename=\"{fallback}\"; "
                                      f"filename*=UTF-8''{quote(item.name, safe='')}",
               "Content-Length": str(item.size)}
    return StreamingResponse(svc.storage.open_read(item.storage_key), media_type=item.content_type,
                             headers=headers)


@router.delete("/{item_id}", response_model=Envelope[Empty])
async def delete_item(item_id: str, s: Session, ctx: Auth) -> Any:
    """Delete a file, or a folder with everything in it. Documents already imported into projects keep
    working: they hold their own reference to the stored version. Permission `drive:item_delete`."""
    await service.delete(s, ctx, item_id)
    return envelope({}, "Item deleted")
