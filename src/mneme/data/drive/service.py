"""The team's library: folders and files, uploads streamed to storage, name conflicts, recursive delete.

Storage: each uploaded version is stored once under its own key `drive/<team>/<upload item id>/<version id>`
(the item row points at the key of its current version) and never rewritten. Imported documents keep the
key of the version they were imported from, so overwriting or deleting a library item never breaks a
project's document. A key that nothing points at any more is removed by the `drive.gc` job, which is
enqueued in the same transaction that dropped the reference.
"""
from __future__ import annotations

import asyncio
import mimetypes
import posixpath
import re
from collections.abc import AsyncIterator
from typing import Any

from pydantic import ValidationError
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.db import iso, utcnow
from mneme.core.errors import ApiError, Conflict, Forbidden, InvalidArgument, PayloadTooLarge
from mneme.core.ids import new_id
from mneme.core.jobs import enqueue, wake_workers
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.core.storage import TooLarge
from mneme.data.drive import multipart
from mneme.data.drive import repository as repo
from mneme.data.drive.schemas import MY_SPACE, FolderCreate, UploadFields
from mneme.models import DriveItem

CONFLICT_CODE = "DRIVE_ITEM_CONFLICT"
FORM_OVERHEAD = 64 * 1024  # room for boundaries and small fields when checking Content-Length up front
GC_JOB = "drive.gc"
_BAD_NAME = re.compile(r"[/\\\x00-\x1f\x7f]")
_RENAME_ATTEMPTS = 5


def to_out(item: DriveItem) -> dict[str, Any]:
    return {"item_id": item.id, "name": item.name, "type": item.type, "size": int(item.size or 0),
            "content_type": item.content_type, "parent_item_id": item.parent_item_id,
            "version": item.version, "created_at": iso(item.created_at), "updated_at": iso(item.updated_at)}


async def load(session: AsyncSession, ctx: AuthContext, item_id: str, action: str) -> tuple[TeamScope, DriveItem]:
    """An item of the caller's team that the caller may do `action` on; otherwise 403 FORBIDDEN."""
    scope = authorize(ctx, action)
    item = await repo.get(session, scope, item_id)
    if item is None:
        raise Forbidden("No such library item, or not allowed")
    return scope, item


def check_name(name: str) -> str:
    name = name.strip()
    if not name or name in (".", "..") or _BAD_NAME.search(name) or len(name) > 255:
        raise InvalidArgument("name: 1-255 characters, without '/', '\\' or control characters, "
                              "not '.' or '..'")
    return name


async def _parent(session: AsyncSession, scope: TeamScope, parent_item_id: str) -> str:
    """MY_SPACE or a folder of the team; an unknown id is 403, a file 400."""
    if parent_item_id == MY_SPACE:
        return MY_SPACE
    parent = await repo.get(session, scope, parent_item_id)
    if parent is None:
        raise Forbidden("No such parent folder, or not allowed")
    if parent.type != "directory":
        raise InvalidArgument("parent_item_id: is a file, not a folder")
    return parent.id


def _numbered(name: str, n: int) -> str:
    stem, ext = posixpath.splitext(name)
    return f"{stem} ({n}){ext}"


async def _free_name(session: AsyncSession, scope: TeamScope, parent_id: str, name: str) -> str:
    """`a.txt` → the first of `a (1).txt`, `a (2).txt`, ... that is not taken in the folder."""
    stem, ext = posixpath.splitext(name)
    taken = set(await repo.names_like(session, scope, parent_id, f"{stem} (", f"){ext}"))
    n = 1
    while _numbered(name, n) in taken:
        n += 1
    candidate = _numbered(name, n)
    if len(candidate) > 255:
        raise Conflict(f"An item named {name!r} already exists and no free numbered name fits",
                       code=CONFLICT_CODE)
    return candidate


async def _insert(session: AsyncSession, item: DriveItem) -> bool:
    """Insert in a savepoint; False when the name was taken meanwhile (a concurrent request won)."""
    try:
        async with session.begin_nested():
            session.add(item)
    except IntegrityError:
        return False
    return True


# ---------------------------------------------------------------- folders


async def create_folder(session: AsyncSession, ctx: AuthContext, body: FolderCreate) -> DriveItem:
    scope = authorize(ctx, "drive:item_add")
    parent_id = await _parent(session, scope, body.parent_item_id)
    name = check_name(body.name)
    for _ in range(_RENAME_ATTEMPTS):
        if await repo.by_name(session, scope, parent_id, name) is not None:
            if body.name_conflict_strategy == "deny":
                raise Conflict(f"An item named {name!r} already exists in this folder", code=CONFLICT_CODE)
            name = await _free_name(session, scope, parent_id, check_name(body.name))
        now = utcnow()
        item = DriveItem(id=new_id("item"), team_id=scope.team_id, parent_item_id=parent_id, name=name,
                         type="directory", size=0, content_type=None, storage_key=None, version=1,
                         created_by=scope.principal_id, created_at=now, updated_at=now)
        if await _insert(session, item):
            return item
    raise Conflict("The folder name kept being taken by concurrent requests; retry", code=CONFLICT_CODE)


def parse_folder(raw: bytes) -> FolderCreate:
    """The JSON body of a folder creation, with errors as 400 naming the field."""
    try:
        return FolderCreate.model_validate_json(raw or b"{}")
    except ValidationError as exc:
        parts = []
        for err in exc.errors()[:5]:
            where = ".".join(str(p) for p in err.get("loc", ())) or "body"
            parts.append("request body is not valid JSON" if err.get("type") == "json_invalid"
                         else f"{where}: {err.get('msg', 'is invalid')}")
        raise InvalidArgument("; ".join(parts)) from exc


# ---------------------------------------------------------------- uploads


async def upload(svc: Any, ctx: AuthContext, *, stream: AsyncIterator[bytes], content_type: str,
                 content_length: int | None) -> DriveItem:
    """Stream a multipart upload into storage, then place it in the library in one short transaction.

    No database transaction is open while the body streams. On any failure the stored bytes are removed."""
    scope = authorize(ctx, "drive:item_add")
    limit = svc.settings.max_upload_bytes
    if content_length is not None and content_length > limit + FORM_OVERHEAD:
        raise PayloadTooLarge(f"The upload exceeds the limit of {limit} bytes")
    boundary = multipart.boundary_of(content_type)
    item_id = new_id("item")
    key = f"drive/{scope.team_id}/{item_id}/{new_id('ver')}"
    try:
        try:
            form = await multipart.read_form(stream, boundary, storage=svc.storage, key=key, max_bytes=limit)
        except TooLarge as exc:
            raise PayloadTooLarge(f"The file exceeds the limit of {limit} bytes") from exc
        if form.file is None:
            raise InvalidArgument("file: field required")
        fields = _upload_fields(form.fields)
        name = check_name(fields.name or posixpath.basename((form.file.filename or "").replace("\\", "/")))
        media = _media_type(form.file.content_type, name)
        async with svc.db.session() as s:
            item = await _place(s, ctx, scope, item_id=item_id, key=key, name=name, fields=fields,
                                size=form.file.size, content_type=media)
            enqueued = bool(s.info.get("enqueued"))
    except BaseException:
        await asyncio.shield(svc.storage.delete(key))
        raise
    if enqueued:
        wake_workers()
    return item


def _upload_fields(raw: dict[str, str]) -> UploadFields:
    try:
        return UploadFields.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err.get("loc", ())) or "body"
        raise InvalidArgument(f"{where}: {err.get('msg', 'is invalid')}") from exc


def _media_type(declared: str | None, name: str) -> str:
    declared = (declared or "").strip()
    if declared and declared.lower() != "application/octet-stream":
        return declared[:255]
    guessed, _ = mimetypes.guess_type(name)
    return guessed or "application/octet-stream"


async def _place(session: AsyncSession, ctx: AuthContext, scope: TeamScope, *, item_id: str, key: str,
                 name: str, fields: UploadFields, size: int, content_type: str) -> DriveItem:
    """Create, rename, deny, overwrite or replace by the strategy when the name is taken."""
    parent_id = await _parent(session, scope, fields.parent_item_id)
    strategy = fields.name_conflict_strategy
    wanted = name
    for _ in range(_RENAME_ATTEMPTS):
        existing = await repo.by_name(session, scope, parent_id, name)
        if existing is not None:
            if strategy == "deny":
                raise Conflict(f"An item named {name!r} already exists in this folder", code=CONFLICT_CODE)
            if strategy == "rename":
                name = await _free_name(session, scope, parent_id, wanted)
            elif existing.type != "file":
                raise Conflict(f"{name!r} is a folder; {strategy} applies to files only", code=CONFLICT_CODE)
            elif strategy == "overwrite":
                return await _overwrite(session, ctx, existing, key=key, size=size, content_type=content_type)
            else:
                await _replace(session, ctx, existing)
        now = utcnow()
        item = DriveItem(id=item_id, team_id=scope.team_id, parent_item_id=parent_id, name=name, type="file",
                         size=size, content_type=content_type, storage_key=key, version=1,
                         created_by=scope.principal_id, created_at=now, updated_at=now)
        if await _insert(session, item):
            return item
    raise Conflict("The name kept being taken by concurrent uploads; retry", code=CONFLICT_CODE)


async def _overwrite(session: AsyncSession, ctx: AuthContext, item: DriveItem, *, key: str, size: int,
                     content_type: str) -> DriveItem:
    """Same item id, new content: a new version. Documents imported earlier keep the old version."""
    authorize(ctx, "drive:item_modify")
    old = item.storage_key
    item.storage_key, item.size, item.content_type = key, size, content_type
    item.version, item.updated_at = item.version + 1, utcnow()
    await session.flush()
    if old:
        await enqueue(session, GC_JOB, {"team_id": item.team_id, "keys": [old]})
    return item


async def _replace(session: AsyncSession, ctx: AuthContext, item: DriveItem) -> None:
    """Delete the old item; the caller then creates the new one (a new id) under the same name."""
    scope = authorize(ctx, "drive:item_delete")
    await repo.remove(session, scope, [item.id])
    await session.flush()
    if item.storage_key:
        await enqueue(session, GC_JOB, {"team_id": item.team_id, "keys": [item.storage_key]})


# ---------------------------------------------------------------- reads and delete


async def children_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, item_id: str, *,
                        page_size: int, token: str | None) -> tuple[list[DriveItem], str | None]:
    scope = authorize(ctx, "drive:item_read")
    if item_id != MY_SPACE:
        _scope, folder = await load(session, ctx, item_id, "drive:item_read")
        if folder.type != "directory":
            raise InvalidArgument("item_id: is a file; only folders have children")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.children(session, scope, item_id, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda i: [i.id], allowed=lambda _i: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "drive_children", "team": scope.team_id, "parent": item_id})


async def file_for_download(session: AsyncSession, ctx: AuthContext, storage: Any, item_id: str) -> DriveItem:
    _scope, item = await load(session, ctx, item_id, "drive:item_read")
    if item.type != "file" or not item.storage_key:
        raise InvalidArgument("item_id: is a folder; only files have content")
    if not await storage.exists(item.storage_key):
        raise ApiError("The stored file is missing")
    return item


async def delete(session: AsyncSession, ctx: AuthContext, item_id: str) -> None:
    """Delete an item; a folder with everything below it. Imported documents are not affected."""
    scope, item = await load(session, ctx, item_id, "drive:item_delete")
    ids, keys = await repo.subtree(session, scope, item)
    await repo.remove(session, scope, ids)
    if keys:
        await enqueue(session, GC_JOB, {"team_id": item.team_id, "keys": keys})


async def release_document_files(session: AsyncSession, scope: TeamScope, *, project_id: str | None = None,
                                 workspace_id: str | None = None) -> None:
    """Before a project or workspace is deleted: queue the removal of its documents' stored files (the `drive.gc`
    job keeps any file a library item or another document still points at)."""
    keys = await repo.document_keys(session, scope, project_id=project_id, workspace_id=workspace_id)
    if keys:
        await enqueue(session, GC_JOB, {"team_id": scope.team_id, "keys": keys})


async def collect_garbage(session: AsyncSession, storage: Any, scope: TeamScope, keys: list[str]) -> list[str]:
    """Remove the stored files that no library item or document points at; returns the removed keys."""
    used = await repo.keys_in_use(session, scope, keys)
    removed = [k for k in dict.fromkeys(keys) if k not in used]
    for key in removed:
        await storage.delete(key)
    return removed
