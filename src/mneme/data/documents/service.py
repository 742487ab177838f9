"""Project documents: import from the library, list, read, delete; and their processing, the steps that the
`documents.process` job (workers/documents.py) runs in the background.

A document is a snapshot of a library file at import time: it keeps the storage key of the version it was
imported from, so a later overwrite or delete in the library changes nothing in the project. Importing the
same library item into a project twice answers `duplicate` with the existing document.
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import tempfile
from collections.abc import AsyncIterator
from typing import Any

import numpy as np
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize, trusted_scope
from mneme.core.db import Database, iso, utcnow
from mneme.core.errors import Forbidden
from mneme.core.ids import new_id
from mneme.core.jobs import DOCUMENT_DELETED, PROJECT_DELETED, JobError, enqueue
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.documents import repository as repo
from mneme.data.drive import repository as drive_repo
from mneme.data.drive.service import GC_JOB
from mneme.data.events import service as events
from mneme.data.projects import repository as projects_repo
from mneme.data.projects import service as projects
from mneme.memory import extract_proc, store
from mneme.memory.detection import record_m2d
from mneme.memory.documents import DocumentError
from mneme.memory.extract_proc import Extracted
from mneme.memory.retrieval import bump_version
from mneme.memory.scopes import chunk_scope
from mneme.models import Document, DriveItem, Project

PROCESS_JOB = "documents.process"
EMBED_BATCH = 64
MISSING_CODE = "FILE_MISSING"


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
    scope, p = await projects.load(session, ctx, project_id, action, workspace_id)
    d = await repo.get(session, scope, p.id, document_id)
    if d is None:
        raise Forbidden("No such document, or not allowed")
    return d


async def import_items(session: AsyncSession, ctx: AuthContext, project_id: str, item_ids: list[str], *,
                       workspace_id: str | None = None) -> dict[str, Any]:
    """One document, event and processing job per new file, in the request's transaction."""
    scope, p = await projects.load(session, ctx, project_id, "project:doc_add", workspace_id)
    drive_scope = authorize(ctx, "drive:item_read")
    wanted = list(dict.fromkeys(item_ids))
    items = await drive_repo.get_many(session, drive_scope, wanted, lock=True)
    known = await repo.by_items(session, scope, p.id, wanted)
    details: list[dict[str, Any]] = []
    for item_id in item_ids:
        item = items.get(item_id)
        if item_id in known:
            details.append({"result": "duplicate", "drive_item_id": item_id, "document_id": known[item_id]})
        elif item is None or item.type != "file" or not item.storage_key:
            details.append({"result": "failed", "drive_item_id": item_id, "document_id": None})
        else:
            details.append(await _import_one(session, scope, p, item, known))
    counts = {r: sum(1 for d in details if d["result"] == r) for r in ("success", "failed", "duplicate")}
    return {"success_count": counts["success"], "failure_count": counts["failed"],
            "duplicate_count": counts["duplicate"], "details": details}


async def _import_one(session: AsyncSession, scope: TeamScope, p: Project, item: DriveItem,
                      known: dict[str, str]) -> dict[str, Any]:
    now = utcnow()
    doc = Document(id=new_id("doc"), team_id=p.team_id, workspace_id=p.workspace_id, project_id=p.id,
                   drive_item_id=item.id, name=item.name, status="pending", error=None,
                   files_process_tokens=0, storage_key=item.storage_key, content_type=item.content_type,
                   generation=0,
                   created_at=now, updated_at=now)
    try:
        async with session.begin_nested():
            ev = await events.create(session, scope, project_id=p.id, type_="document.import")
            doc.event_id = ev.id
            session.add(doc)
            await session.flush()
    except IntegrityError:  # a concurrent import of the same item into the project won
        existing = (await repo.by_items(session, scope, p.id, [item.id])).get(item.id)
        known[item.id] = existing or ""
        return {"result": "duplicate", "drive_item_id": item.id, "document_id": existing}
    await enqueue(session, PROCESS_JOB, {"document_id": doc.id, "event_id": ev.id}, event_id=ev.id)
    known[item.id] = doc.id
    return {"result": "success", "drive_item_id": item.id, "document_id": doc.id, "event_id": ev.id}


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str,
                    project_id: str, *, page_size: int, token: str | None,
                    name_fuzzy: str | None) -> tuple[list[Document], str | None]:
    scope, p = await projects.load(session, ctx, project_id, "project:doc_list", workspace_id)

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, p.id, after=after, limit=limit, name_fuzzy=name_fuzzy)

    return await keyset_page(fetch, key_of=lambda d: [d.id], allowed=lambda _d: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "documents", "project": p.id, "name_fuzzy": name_fuzzy})


async def delete_many(session: AsyncSession, ctx: AuthContext, workspace_id: str, project_id: str,
                      ids: list[str]) -> None:
    """Remove documents and their chunks; conflicts quoting them become stale; the library is untouched.
    All or nothing: an unknown id answers 403 and nothing is deleted."""
    scope, p = await projects.load(session, ctx, project_id, "project:doc_delete", workspace_id)
    wanted = list(dict.fromkeys(ids))
    docs = await repo.get_many(session, scope, p.id, wanted)
    if len(docs) != len(wanted):
        raise Forbidden("No such document, or not allowed")
    await repo.remove(session, scope, p.id, wanted)
    await bump_version(session, chunk_scope(p.id))
    await store.mark_stale(session, wanted)
    keys = sorted({d.storage_key for d in docs if d.storage_key})
    if keys:
        await enqueue(session, GC_JOB, {"team_id": p.team_id, "keys": keys})


# ---------------------------------------------------------------- processing (the `documents.process` job)
#
# A document goes `pending` → `running` → `okay` | `error`: extract text, chunk and count tokens (in a child
# process with a memory and a time limit, killed when the time is up: `memory/extract_proc.py`), embed the
# chunks in batches (here, in the parent), then in one transaction replace the document's chunks, bump its
# `generation` and mark it `okay`; finally judge the project's memories against the new chunks (m2d
# conflicts) and finish the import's event.
#
# Safe to run again: a worker that dies mid-way leaves the document `running`; once the job's lease runs out
# another worker claims the job and processes the document from the start (the previous chunks, if any, are
# replaced in the same transaction, and the generation check lets only one run record its result). A file
# that cannot be read (`DocumentError`) ends `error` with `{code, message}` at once; the job (workers/
# documents.py) decides on retries and calls `give_up` after the last one. These functions work on the
# document the job names by id, authorized when the import enqueued it.


async def process(db: Database, svc: Any, document_id: str, event_id: str | None) -> None:
    """Process the document `document_id` and finish the import's event `event_id`."""
    doc = await _start(db, document_id, event_id)
    if doc is None:
        return
    if doc.status != "okay":
        try:
            extracted = await _extract(svc, doc)
        except DocumentError as exc:
            await _fail(db, doc, event_id, exc.code, exc.message)
            return
        vectors = await _embed(svc, [c.text for c in extracted.chunks])
        if not await _save(db, doc, extracted, vectors):
            await _abandon(db, doc.id, event_id)
            return
    await _detect_and_finish(db, svc, doc, event_id)


async def give_up(db: Database, document_id: str, event_id: str | None, error: dict[str, str]) -> None:
    """After the last attempt (or once the document is gone): the document, unless it is `okay`, ends `error`
    and the event `failed`, both with `error` (`{code, message}`)."""
    async with db.session() as s:
        doc = await repo.by_id(s, document_id)
        if doc is not None and doc.status != "okay":
            await repo.finish(s, doc, generation=doc.generation, status="error", tokens=0, error=error)
        await events.fail(s, event_id, error["code"], error["message"])


async def why_gone(db: Database, document_id: str, event_id: str | None) -> str | None:
    """`PROJECT_DELETED` / `DOCUMENT_DELETED` when the document no longer exists (and its project neither),
    else None."""
    async with db.session(write=False) as s:
        if await repo.by_id(s, document_id) is not None:
            return None
        ev = await events.load(s, event_id) if event_id else None
        if ev is not None and ev.project_id is not None:
            scope = trusted_scope(ev.team_id, reason=f"{PROCESS_JOB} job: is the import's project still there")
            if await projects_repo.get(s, scope, ev.project_id) is None:
                return PROJECT_DELETED
        return DOCUMENT_DELETED


async def _start(db: Database, document_id: str, event_id: str | None) -> Document | None:
    """The document to work on (status `running` now), or None when there is nothing left to do.

    A document already `okay` whose event is unfinished crashed after processing: only detection is left."""
    async with db.session() as s:
        doc = await repo.by_id(s, document_id)
        ev = await events.load(s, event_id) if event_id else None
        finished = ev is not None and ev.status in ("succeeded", "failed")
        if doc is None:
            if not finished:
                await events.fail(s, event_id, DOCUMENT_DELETED, JobError(DOCUMENT_DELETED).message)
            return None
        if doc.status == "error" or (doc.status == "okay" and (finished or ev is None)):
            return None
        if doc.status != "okay":
            doc.status = "running"
        await events.mark(s, event_id, status="running")
        return doc


async def _extract(svc: Any, doc: Document) -> Extracted:
    """Text, chunks and token count, computed in a child process with a memory and a time limit.

    The child is killed and reaped before this returns, whatever the outcome: once the document has
    ended (`error` TOO_LARGE or PROCESSING_TIMEOUT included) no process works on it any more."""
    storage = svc.storage
    if not doc.storage_key or not await storage.exists(doc.storage_key):
        raise DocumentError(MISSING_CODE, "the stored file is missing")
    settings = svc.settings
    async with _local_file(storage, doc.storage_key) as path:
        return await extract_proc.extract(path, name=doc.name, content_type=doc.content_type,
                                          max_chars=settings.extract_max_chars,
                                          timeout_s=settings.document_timeout_s,
                                          memory_bytes=settings.extract_memory_bytes)


@contextlib.asynccontextmanager
async def _local_file(storage: Any, key: str) -> AsyncIterator[str]:
    """A filesystem path for the stored file: the file itself on local storage, else a temporary copy."""
    path = storage.local_path(key)
    if path is not None:
        yield path
        return
    fd, tmp = tempfile.mkstemp(prefix="mneme-doc-")
    try:
        with os.fdopen(fd, "wb") as out:
            async for chunk in storage.open_read(key):
                await asyncio.to_thread(out.write, chunk)
        yield tmp
    finally:
        os.unlink(tmp)


async def _embed(svc: Any, texts: list[str]) -> np.ndarray:
    """Vectors in batches, so that a long document neither blocks the loop nor holds one huge request."""
    parts = [await svc.engines.embedder.embed(texts[i:i + EMBED_BATCH])
             for i in range(0, len(texts), EMBED_BATCH)]
    return np.concatenate(parts) if parts else np.zeros((0, 384), dtype=np.float32)


async def _save(db: Database, doc: Document, extracted: Extracted, vectors: np.ndarray) -> bool:
    """One transaction: claim the result (generation check), replace the chunks, make conflicts stale."""
    rows = [{"id": new_id("chk"), "idx": c.index, "text": c.text, "start": c.start, "end": c.end,
             "tokens": c.tokens, "embedding": vectors[i]} for i, c in enumerate(extracted.chunks)]
    async with db.session() as s:
        if not await repo.finish(s, doc, generation=doc.generation, status="okay", error=None,
                                 tokens=extracted.tokens):
            return False  # deleted meanwhile, or another run recorded its result first
        await repo.replace_chunks(s, doc, rows, seq=await bump_version(s, chunk_scope(doc.project_id)))
        await store.mark_stale(s, [doc.id])
    return True


async def _abandon(db: Database, document_id: str, event_id: str | None) -> None:
    """Another run recorded its result first (it finishes the event), or the document was deleted."""
    async with db.session() as s:
        if await repo.by_id(s, document_id) is None:
            await events.fail(s, event_id, DOCUMENT_DELETED, JobError(DOCUMENT_DELETED).message)


async def _fail(db: Database, doc: Document, event_id: str | None, code: str, message: str) -> None:
    async with db.session() as s:
        if await repo.finish(s, doc, generation=doc.generation, status="error", tokens=0,
                             error={"code": code, "message": message}):
            await repo.replace_chunks(s, doc, [], seq=await bump_version(s, chunk_scope(doc.project_id)))
        await events.fail(s, event_id, code, message)


async def _detect_and_finish(db: Database, svc: Any, doc: Document, event_id: str | None) -> None:
    """m2d conflicts between the project's memories and the new chunks. Judged in a read transaction (no
    write lock held while a model may be thinking), recorded in a short write transaction."""
    detector = svc.detector
    async with db.session(write=False) as s:
        current = await repo.by_id(s, doc.id)
        found = await detector.judge_document(s, current) if current is not None else []
    async with db.session() as s:
        created = [cid for m, sentence, v in found
                   if (cid := await record_m2d(s, m, sentence, v, event_id)) is not None]
        ev = await events.load(s, event_id) if event_id else None
        prior = list(ev.conflict_ids or []) if ev else []
        await events.mark(s, event_id, status="succeeded",
                          conflict_ids=prior + [c for c in created if c not in prior])
