"""Jobs of documents and the library: `documents.process`, `drive.gc` and the recurring `storage.sweep`.

Thin handlers: each takes the ids its payload carries, calls a service, and turns the outcome into the job's
(done, retried, or failed for good). What processing a document means is `data.documents.service.process`.
`documents.process`: a file that cannot be read ends the document `error` with `{code, message}` at once
and is never retried; an unexpected failure is retried with backoff and, after the last attempt, ends `error`
too (`PROCESSING_FAILED`, a fixed message). The import's event ends with the document's `{code, message}`,
or `DOCUMENT_DELETED` / `PROJECT_DELETED` when the document or its project went away meanwhile.
"""
from __future__ import annotations

import logging
from typing import Any

from mneme.core.authz import trusted_scope
from mneme.core.db import Database
from mneme.core.jobs import JobContext, JobError, ensure_recurring, job_handler
from mneme.data.documents import service as documents
from mneme.data.documents.service import PROCESS_JOB
from mneme.data.drive.service import GC_JOB, collect_garbage

log = logging.getLogger("mneme.documents")
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
    await documents.give_up(ctx.db, p["document_id"], p.get("event_id"), shown)


@job_handler(PROCESS_JOB, on_final_failure=_gave_up)
async def process(ctx: JobContext, p: dict[str, Any]) -> None:
    """Process the document the job names (`data.documents.service.process`). A failure is retried with
    backoff, unless the document (or its project) was deleted meanwhile: that ends the job at once."""
    try:
        await documents.process(ctx.db, ctx.services, p["document_id"], p.get("event_id"))
    except Exception as exc:  # a document (or project) deleted meanwhile is not worth a retry
        gone = await documents.why_gone(ctx.db, p["document_id"], p.get("event_id"))
        if gone is not None:
            raise JobError(gone) from exc
        raise


@job_handler(GC_JOB)
async def drive_gc(ctx: JobContext, p: dict[str, Any]) -> None:
    """Remove stored files that no library item or document points at any more."""
    async with ctx.db.session(write=False) as s:
        scope = trusted_scope(p["team_id"], reason=f"{GC_JOB} job of keys its enqueuer released")
        await collect_garbage(s, ctx.services.storage, scope, list(p["keys"]))


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
                scope = trusted_scope(team_id, reason=f"{SWEEP_JOB} job: old keys under drive/<team>/")
                removed += len(await collect_garbage(s, storage, scope, team_keys))
    if removed:
        log.info("storage sweep removed %d orphaned files", removed)
    async with ctx.db.session() as s:
        await ctx.reschedule(s, SWEEP_INTERVAL_S)
