"""Project documents: import from the library (processed in the background), list, read, delete.

A document is a snapshot of a library file at import time: it keeps the storage key of the version it was
imported from, so a later overwrite or delete in the library changes nothing in the project. Importing the
same library item into a project twice answers `duplicate` with the existing document.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import authorize
from mneme.core.db import iso, utcnow
from mneme.core.errors import Forbidden
from mneme.core.ids import new_id
from mneme.core.jobs import enqueue
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.documents import repository as repo
from mneme.data.drive import repository as drive_repo
from mneme.data.drive.service import GC_JOB
from mneme.data.events import service as events
from mneme.data.projects import service as projects
from mneme.memory import store
from mneme.memory.retrieval import bump_version, chunk_scope
from mneme.models import Document, DriveItem, Project

PROCESS_JOB = "documents.process"


def to_out(d: Document) -> dict[str, Any]:
    """The list-item shape (service-spec.md Project document)."""
    return {"id": d.id, "name": d.name, "status": d.status, "error": d.error if d.status == "error" else None,
            "usage": {"files_process_tokens": int(d.files_process_tokens or 0)},
            "document_type": "drive_file", "created_at": iso(d.created_at)}


def to_v1(d: Document) -> dict[str, Any]:
    """The v1 detail shape."""
    return {"id": d.id, "name": d.name, "status": d.status, "drive_item_id": d.drive_item_id,
            "error": d.error if d.status == "error" else None, "created_at": iso(d.created_at)}


async def load(session: AsyncSession, ctx: AuthContext, project_id: str, document_id: str, action: str,
               workspace_id: str | None = None) -> Document:
    p = await projects.load(session, ctx, project_id, action, workspace_id)
    d = await repo.get(session, p, document_id)
    if d is None:
        raise Forbidden("No such document, or not allowed")
    return d


async def import_items(session: AsyncSession, ctx: AuthContext, project_id: str, item_ids: list[str], *,
                       workspace_id: str | None = None) -> dict[str, Any]:
    """One document, event and processing job per new file, in the request's transaction."""
    p = await projects.load(session, ctx, project_id, "project:doc_add", workspace_id)
    scope = authorize(ctx, "drive:item_read")
    wanted = list(dict.fromkeys(item_ids))
    items = await drive_repo.get_many(session, scope, wanted, lock=True)
    known = await repo.by_items(session, p, wanted)
    details: list[dict[str, Any]] = []
    for item_id in item_ids:
        item = items.get(item_id)
        if item_id in known:
            details.append({"result": "duplicate", "drive_item_id": item_id, "document_id": known[item_id]})
        elif item is None or item.type != "file" or not item.storage_key:
            details.append({"result": "failed", "drive_item_id": item_id, "document_id": None})
        else:
            details.append(await _import_one(session, p, item, known))
    counts = {r: sum(1 for d in details if d["result"] == r) for r in ("success", "failed", "duplicate")}
    return {"success_count": counts["success"], "failure_count": counts["failed"],
            "duplicate_count": counts["duplicate"], "details": details}


async def _import_one(session: AsyncSession, p: Project, item: DriveItem,
                      known: dict[str, str]) -> dict[str, Any]:
    now = utcnow()
    doc = Document(id=new_id("doc"), team_id=p.team_id, workspace_id=p.workspace_id, project_id=p.id,
                   drive_item_id=item.id, name=item.name, status="pending", error=None,
                   files_process_tokens=0, storage_key=item.storage_key, content_type=item.content_type,
                   generation=0,
                   created_at=now, updated_at=now)
    try:
        async with session.begin_nested():
            ev = await events.create(session, team_id=p.team_id, project_id=p.id, type_="document.import")
            doc.event_id = ev.id
            session.add(doc)
            await session.flush()
    except IntegrityError:  # a concurrent import of the same item into the project won
        existing = (await repo.by_items(session, p, [item.id])).get(item.id)
        known[item.id] = existing or ""
        return {"result": "duplicate", "drive_item_id": item.id, "document_id": existing}
    await enqueue(session, PROCESS_JOB, {"document_id": doc.id, "event_id": ev.id}, event_id=ev.id)
    known[item.id] = doc.id
    return {"result": "success", "drive_item_id": item.id, "document_id": doc.id, "event_id": ev.id}


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str,
                    project_id: str, *, page_size: int, token: str | None,
                    name_fuzzy: str | None) -> tuple[list[Document], str | None]:
    p = await projects.load(session, ctx, project_id, "project:doc_list", workspace_id)

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, p, after=after, limit=limit, name_fuzzy=name_fuzzy)

    return await keyset_page(fetch, key_of=lambda d: [d.id], allowed=lambda _d: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "documents", "project": p.id, "name_fuzzy": name_fuzzy})


async def delete_many(session: AsyncSession, ctx: AuthContext, workspace_id: str, project_id: str,
                      ids: list[str]) -> None:
    """Remove documents and their chunks; conflicts quoting them become stale; the library is untouched.
    All or nothing: an unknown id answers 403 and nothing is deleted."""
    p = await projects.load(session, ctx, project_id, "project:doc_delete", workspace_id)
    wanted = list(dict.fromkeys(ids))
    docs = await repo.get_many(session, p, wanted)
    if len(docs) != len(wanted):
        raise Forbidden("No such document, or not allowed")
    await repo.remove(session, p, wanted)
    await bump_version(session, chunk_scope(p.id))
    await store.mark_stale(session, wanted)
    keys = sorted({d.storage_key for d in docs if d.storage_key})
    if keys:
        await enqueue(session, GC_JOB, {"team_id": p.team_id, "keys": keys})
