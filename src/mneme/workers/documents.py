"""Jobs of documents and the library: `documents.process`, `drive.gc` and the recurring `storage.sweep`.

`documents.process` takes a document `pending` → `running` → `okay` | `error`:
extract text, chunk and count tokens (in a child process with a memory and a time limit, killed when the
time is up: `memory/extract_proc.py`), embed the chunks in batches (here, in the parent), then in
one transaction replace the document's chunks, bump its `generation` and mark it `okay`; finally judge the
project's memories against the new chunks (m2d conflicts) and finish the import's event.

Safe to run again: a worker that dies mid-way leaves the document `running`; once the job's lease runs out
another worker claims the job and processes the document from the start (the previous chunks, if any, are
replaced in the same transaction, and the generation check lets only one run record its result). A file
that cannot be read (`DocumentError`) ends `error` with `{code, message}` at once and is never retried;
an unexpected failure is retried with backoff and, after the last attempt, ends `error` too
(`PROCESSING_FAILED`, a fixed message). The import's event ends with the document's `{code, message}`, or
`DOCUMENT_DELETED` / `PROJECT_DELETED` when the document or its project went away meanwhile.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import tempfile
from collections.abc import AsyncIterator
from typing import Any

import numpy as np
from sqlalchemy import select

from mneme.core.db import Database
from mneme.core.ids import new_id
from mneme.core.jobs import DOCUMENT_DELETED, PROJECT_DELETED, JobContext, JobError, ensure_recurring, job_handler
from mneme.data.documents import repository as repo
from mneme.data.documents.service import PROCESS_JOB
from mneme.data.drive.service import GC_JOB, collect_garbage
from mneme.data.events import service as events
from mneme.memory import extract_proc, store
from mneme.memory.detection import record_m2d
from mneme.memory.documents import DocumentError
from mneme.memory.extract_proc import Extracted
from mneme.memory.retrieval import bump_version, chunk_scope
from mneme.models import Document, Project

log = logging.getLogger("mneme.documents")
EMBED_BATCH = 64
TIMEOUT_CODE = extract_proc.TIMEOUT_CODE
MISSING_CODE = "FILE_MISSING"
FAILED_CODE = "PROCESSING_FAILED"
FAILED_MESSAGE = "The document could not be processed."
SWEEP_JOB = "storage.sweep"
SWEEP_JOB_ID = "job_storage_sweep"  # one row for every process sharing the database: one sweep at a time
SWEEP_INTERVAL_S = 3600.0
ORPHAN_AGE_S = 3600.0  # an upload's row commits within moments of its file; an hour is far on the safe side


async def _gave_up(ctx: JobContext, p: dict[str, Any], error: JobError) -> None:
    """After the last attempt of an unexpected failure (or once the document is gone): the document ends
    `error`, the event `failed`, both with a code and a fixed message (never the exception's text)."""
    shown = {"code": FAILED_CODE, "message": FAILED_MESSAGE} if error.code == "INTERNAL_ERROR" else error.as_dict()
    async with ctx.db.session() as s:
        doc = await repo.by_id(s, p["document_id"])
        if doc is not None and doc.status != "okay":
            await repo.finish(s, doc, generation=doc.generation, status="error", tokens=0, error=shown)
        await events.fail(s, p.get("event_id"), shown["code"], shown["message"])


async def _gone(ctx: JobContext, document_id: str, event_id: str | None) -> JobError | None:
    """`PROJECT_DELETED` / `DOCUMENT_DELETED` when the document no longer exists (and its project neither)."""
    async with ctx.db.session(write=False) as s:
        if await repo.by_id(s, document_id) is not None:
            return None
        ev = await events.load(s, event_id) if event_id else None
        if ev is not None and ev.project_id is not None and await s.scalar(
                select(Project.id).where(Project.id == ev.project_id)) is None:
            return JobError(PROJECT_DELETED)
        return JobError(DOCUMENT_DELETED)


@job_handler(PROCESS_JOB, on_final_failure=_gave_up)
async def process(ctx: JobContext, p: dict[str, Any]) -> None:
    try:
        await _process(ctx, p)
    except Exception as exc:  # a document (or project) deleted meanwhile is not worth a retry
        gone = await _gone(ctx, p["document_id"], p.get("event_id"))
        if gone is not None:
            raise gone from exc
        raise


async def _process(ctx: JobContext, p: dict[str, Any]) -> None:
    event_id = p.get("event_id")
    doc = await _start(ctx, p["document_id"], event_id)
    if doc is None:
        return
    if doc.status != "okay":
        try:
            extracted = await _extract(ctx, doc)
        except DocumentError as exc:
            await _fail(ctx, doc, event_id, exc.code, exc.message)
            return
        vectors = await _embed(ctx, [c.text for c in extracted.chunks])
        if not await _save(ctx, doc, extracted, vectors):
            await _abandon(ctx, doc.id, event_id)
            return
    await _detect_and_finish(ctx, doc, event_id)


async def _start(ctx: JobContext, document_id: str, event_id: str | None) -> Document | None:
    """The document to work on (status `running` now), or None when there is nothing left to do.

    A document already `okay` whose event is unfinished crashed after processing: only detection is left."""
    async with ctx.db.session() as s:
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


async def _extract(ctx: JobContext, doc: Document) -> Extracted:
    """Text, chunks and token count, computed in a child process with a memory and a time limit.

    The child is killed and reaped before this returns, whatever the outcome: once the document has
    ended (`error` TOO_LARGE or PROCESSING_TIMEOUT included) no process works on it any more."""
    storage = ctx.services.storage
    if not doc.storage_key or not await storage.exists(doc.storage_key):
        raise DocumentError(MISSING_CODE, "the stored file is missing")
    settings = ctx.services.settings
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


async def _embed(ctx: JobContext, texts: list[str]) -> np.ndarray:
    """Vectors in batches, so that a long document neither blocks the loop nor holds one huge request."""
    parts = [await ctx.services.engines.embedder.embed(texts[i:i + EMBED_BATCH])
             for i in range(0, len(texts), EMBED_BATCH)]
    return np.concatenate(parts) if parts else np.zeros((0, 384), dtype=np.float32)


async def _save(ctx: JobContext, doc: Document, extracted: Extracted, vectors: np.ndarray) -> bool:
    """One transaction: claim the result (generation check), replace the chunks, make conflicts stale."""
    rows = [{"id": new_id("chk"), "idx": c.index, "text": c.text, "start": c.start, "end": c.end,
             "tokens": c.tokens, "embedding": vectors[i]} for i, c in enumerate(extracted.chunks)]
    async with ctx.db.session() as s:
        if not await repo.finish(s, doc, generation=doc.generation, status="okay", error=None,
                                 tokens=extracted.tokens):
            return False  # deleted meanwhile, or another run recorded its result first
        await repo.replace_chunks(s, doc, rows, seq=await bump_version(s, chunk_scope(doc.project_id)))
        await store.mark_stale(s, [doc.id])
    return True


async def _abandon(ctx: JobContext, document_id: str, event_id: str | None) -> None:
    """Another run recorded its result first (it finishes the event), or the document was deleted."""
    async with ctx.db.session() as s:
        if await repo.by_id(s, document_id) is None:
            await events.fail(s, event_id, DOCUMENT_DELETED, JobError(DOCUMENT_DELETED).message)


async def _fail(ctx: JobContext, doc: Document, event_id: str | None, code: str, message: str) -> None:
    async with ctx.db.session() as s:
        if await repo.finish(s, doc, generation=doc.generation, status="error", tokens=0,
                             error={"code": code, "message": message}):
            await repo.replace_chunks(s, doc, [], seq=await bump_version(s, chunk_scope(doc.project_id)))
        await events.fail(s, event_id, code, message)


async def _detect_and_finish(ctx: JobContext, doc: Document, event_id: str | None) -> None:
    """m2d conflicts between the project's memories and the new chunks. Judged in a read transaction (no
    write lock held while a model may be thinking), recorded in a short write transaction."""
    detector = ctx.services.detector
    async with ctx.db.session(write=False) as s:
        current = await repo.by_id(s, doc.id)
        found = await detector.judge_document(s, current) if current is not None else []
    async with ctx.db.session() as s:
        created = [cid for m, chunk, v in found
                   if (cid := await record_m2d(s, m, chunk, current or doc, v, event_id)) is not None]
        ev = await events.load(s, event_id) if event_id else None
        prior = list(ev.conflict_ids or []) if ev else []
        await events.mark(s, event_id, status="succeeded",
                          conflict_ids=prior + [c for c in created if c not in prior])


@job_handler(GC_JOB)
async def drive_gc(ctx: JobContext, p: dict[str, Any]) -> None:
    """Remove stored files that no library item or document points at any more."""
    async with ctx.db.session(write=False) as s:
        await collect_garbage(s, ctx.services.storage, p["team_id"], list(p["keys"]))


async def schedule_storage_sweep(db: Database) -> None:
    """At start-up: the storage sweep runs now (then every hour; see `storage_sweep`)."""
    await ensure_recurring(db, SWEEP_JOB_ID, SWEEP_JOB)


@job_handler(SWEEP_JOB)
async def storage_sweep(ctx: JobContext, p: dict[str, Any]) -> None:
    """Remove what a crash left behind: stored files that no library item or document points at and that are
    older than an hour (a file is stored moments before its row commits; a crash in between orphans it), and
    temp files whose writer is gone. Then the same job row is queued again for the next hour."""
    storage = ctx.services.storage
    removed = await storage.sweep_temp(older_than=ORPHAN_AGE_S)
    async for keys in storage.old_keys("drive", older_than=ORPHAN_AGE_S):
        by_team: dict[str, list[str]] = {}
        for key in keys:
            by_team.setdefault(key.split("/")[1], []).append(key)
        async with ctx.db.session(write=False) as s:
            for team_id, team_keys in by_team.items():
                removed += len(await collect_garbage(s, storage, team_id, team_keys))
    if removed:
        log.info("storage sweep removed %d orphaned files", removed)
    async with ctx.db.session() as s:
        await ctx.reschedule(s, SWEEP_INTERVAL_S)
