"""Background jobs: an outbox of rows written in the same transaction as their data, and the worker loop.

- `enqueue(session, kind, payload)` inserts a job row; it exists only if the caller's transaction commits.
- Workers claim due jobs with a lease (`locked_until`); on PostgreSQL with `FOR UPDATE SKIP LOCKED` so
  several worker processes never take the same job. A job whose worker died is claimed again once its
  lease runs out. A running job's lease is extended while it runs (heartbeat).
- A failure is retried with exponential backoff; after `max_attempts` the job ends `failed` and keeps its
  error. Handlers must be idempotent (they may run again after a crash).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import socket
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import and_, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.db import Database, utcnow
from mneme.core.ids import new_id
from mneme.models import Job

log = logging.getLogger("mneme.jobs")


@dataclass
class JobContext:
    """What a handler gets: the database, the process's shared services, and the job itself."""

    db: Database
    services: Any
    job_id: str
    attempt: int
    event_id: str | None
    job_ids: list[str] = field(default_factory=list)  # every job of a batch (or just `job_id`)
    completed: bool = False

    async def complete(self, session: AsyncSession) -> None:
        """Mark the job(s) succeeded in the handler's own last transaction, so that the outcome and the job's
        end commit together (and the worker needs no transaction of its own for it)."""
        await _mark_finished(session, self.job_ids or [self.job_id], status="succeeded", error=None)
        self.completed = True

    async def reschedule(self, session: AsyncSession, delay_s: float) -> None:
        """For a recurring job (see `ensure_recurring`): instead of ending, the job's own row is queued again to
        run in `delay_s` seconds, with its attempts reset, in the handler's last transaction."""
        await session.execute(update(Job).where(Job.id == self.job_id).values(
            status="queued", run_after=time.time() + delay_s, attempts=0, locked_by=None, locked_until=None,
            last_error=None, updated_at=utcnow()))
        self.completed = True


Handler = Callable[[JobContext, dict[str, Any]], Awaitable[None]]
HANDLERS: dict[str, Handler] = {}
FailureHook = Callable[[JobContext, dict[str, Any], str], Awaitable[None]]
FAILURE_HOOKS: dict[str, FailureHook] = {}


def job_handler(kind: str, *, on_final_failure: FailureHook | None = None) -> Callable[[Handler], Handler]:
    """Register the function that runs jobs of this kind (and optionally what to do when they give up)."""
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        if on_final_failure is not None:
            FAILURE_HOOKS[kind] = on_final_failure
        return fn
    return register


BatchHandler = Callable[[JobContext, list[dict[str, Any]]], Awaitable[None]]
BATCH_HANDLERS: dict[str, tuple[BatchHandler, int]] = {}


def batch_handler(kind: str, *, size: int) -> Callable[[BatchHandler], BatchHandler]:
    """Register a function that runs up to `size` due jobs of this kind at once (one embedding call, a few
    transactions). If it raises, each job of the batch runs alone through its single-job handler, so one bad
    job never fails the others. The single-job handler must be registered too."""
    def register(fn: BatchHandler) -> BatchHandler:
        BATCH_HANDLERS[kind] = (fn, size)
        return fn
    return register


_wakeups: list[asyncio.Event] = []


def wake_workers() -> None:
    """Tell in-process workers that new jobs may be due (after a commit), so they skip the poll wait."""
    for ev in _wakeups:
        ev.set()


async def enqueue(session: AsyncSession, kind: str, payload: dict[str, Any], *, event_id: str | None = None,
                  max_attempts: int = 5, delay_s: float = 0.0) -> str:
    job = Job(id=new_id("job"), kind=kind, payload=payload, status="queued", attempts=0,
              max_attempts=max_attempts, run_after=time.time() + delay_s, event_id=event_id)
    session.add(job)
    session.info["enqueued"] = True
    return job.id


class Worker:
    """Claims and runs jobs until stopped. Runs inside `mneme serve` or alone in `mneme worker`."""

    def __init__(self, db: Database, services: Any, *, concurrency: int = 4, poll_s: float = 0.5,
                 lease_s: float = 60.0, backoff_base_s: float = 1.0, name: str | None = None) -> None:
        self.db, self.services = db, services
        self.concurrency, self.poll_s, self.lease_s, self.backoff_base_s = concurrency, poll_s, lease_s, backoff_base_s
        self.name = name or f"{socket.gethostname()}:{os.getpid()}:{new_id('w')[-6:]}"
        self._stop = asyncio.Event()
        self._wake = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()

    async def run(self) -> None:
        _wakeups.append(self._wake)
        try:
            while not self._stop.is_set():
                free = self.concurrency - len(self._tasks)
                claimed = await self._claim(free) if free > 0 else []
                for group in await self._group(claimed):
                    task = asyncio.create_task(self._run_group(group))
                    self._tasks.add(task)
                    task.add_done_callback(self._done)
                if not claimed or free <= len(claimed):
                    await self._sleep()
        finally:
            _wakeups.remove(self._wake)
            if self._tasks:
                await asyncio.gather(*self._tasks, return_exceptions=True)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        self._wake.set()

    async def _sleep(self) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), timeout=self.poll_s)
        self._wake.clear()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()

    async def run_until_idle(self, timeout: float = 30.0) -> None:
        """Run due jobs until none is left (tests and one-shot use)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            claimed = await self._claim(self.concurrency)
            if not claimed:
                return
            await asyncio.gather(*(self._run_group(g) for g in await self._group(claimed)))
        raise TimeoutError("jobs still pending")

    async def _group(self, claimed: list[Job]) -> list[list[Job]]:
        """Jobs of a batch kind run together, topped up with more due jobs of that kind; others alone."""
        groups: list[list[Job]] = []
        batches: dict[str, list[Job]] = {}
        for job in claimed:
            if job.kind in BATCH_HANDLERS:
                batches.setdefault(job.kind, []).append(job)
            else:
                groups.append([job])
        for kind, jobs in batches.items():
            room = BATCH_HANDLERS[kind][1] - len(jobs)
            if room > 0:
                jobs += await self._claim(room, kind=kind)
            groups.append(jobs)
        return groups

    async def _run_group(self, jobs: list[Job]) -> None:
        if len(jobs) == 1:
            await self._run_one(jobs[0])
            return
        fn, _size = BATCH_HANDLERS[jobs[0].kind]
        ctx = JobContext(db=self.db, services=self.services, job_id=jobs[0].id, attempt=jobs[0].attempts,
                         event_id=None, job_ids=[j.id for j in jobs])
        beat = asyncio.create_task(self._heartbeat([j.id for j in jobs]))
        try:
            await fn(ctx, [dict(j.payload) for j in jobs])
        except asyncio.CancelledError:
            raise
        except Exception:  # every job then runs alone, and its own failure is recorded there
            log.warning("batch of %d %s jobs failed; running them one by one", len(jobs), jobs[0].kind,
                        exc_info=True)
            for job in jobs:
                await self._run_one(job)
        else:
            if not ctx.completed:
                await self._finish([j.id for j in jobs], status="succeeded", error=None)
        finally:
            beat.cancel()

    async def _claim(self, limit: int, *, kind: str | None = None) -> list[Job]:
        try:
            return await self._claim_unsafe(limit, kind)
        except Exception:  # the database may be briefly unavailable; try again next round
            log.exception("claiming jobs failed")
            await asyncio.sleep(self.poll_s)
            return []

    async def _claim_unsafe(self, limit: int, kind: str | None) -> list[Job]:
        """One statement (`UPDATE ... WHERE id IN (due ids) RETURNING`), so that on SQLite the write lock is held
        for one round trip; on PostgreSQL the due rows are picked with `FOR UPDATE SKIP LOCKED`."""
        now = time.time()
        due = or_(and_(Job.status == "queued", Job.run_after <= now),
                  and_(Job.status == "running", Job.locked_until < now))
        pick = select(Job.id).where(due).order_by(Job.run_after).limit(limit)
        if kind is not None:
            pick = pick.where(Job.kind == kind)
        if not self.db.is_sqlite:
            pick = pick.with_for_update(skip_locked=True)
        claim = (update(Job).where(Job.id.in_(pick.scalar_subquery())).values(
            status="running", locked_by=self.name, locked_until=now + self.lease_s, attempts=Job.attempts + 1,
            updated_at=utcnow()).returning(Job).execution_options(synchronize_session=False))
        async with self.db.session() as s:
            jobs = list((await s.scalars(claim)).all())
        return sorted(jobs, key=lambda j: (j.run_after, j.id))

    async def _run_one(self, job: Job) -> None:
        ctx = JobContext(db=self.db, services=self.services, job_id=job.id, attempt=job.attempts,
                         event_id=job.event_id)
        handler = HANDLERS.get(job.kind)
        beat = asyncio.create_task(self._heartbeat([job.id]))
        try:
            if job.attempts > job.max_attempts:
                raise RuntimeError(f"gave up after {job.max_attempts} attempts; the last worker died: "
                                   f"{job.last_error or 'no error recorded'}")
            if handler is None:
                raise LookupError(f"no handler for job kind {job.kind!r}")
            await handler(ctx, dict(job.payload))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of a handler is recorded and retried
            await self._failed(job, ctx, exc)
        else:
            if not ctx.completed:
                await self._finish([job.id], status="succeeded", error=None)
        finally:
            beat.cancel()

    async def _heartbeat(self, job_ids: list[str]) -> None:
        while True:
            await asyncio.sleep(self.lease_s / 3)
            async with self.db.session() as s:
                await s.execute(update(Job).where(Job.id.in_(job_ids), Job.locked_by == self.name)
                                .values(locked_until=time.time() + self.lease_s))

    async def _failed(self, job: Job, ctx: JobContext, exc: Exception) -> None:
        error = f"{type(exc).__name__}: {exc}"
        log.warning("job %s (%s) attempt %d failed: %s", job.id, job.kind, job.attempts, error)
        log.debug("%s", traceback.format_exc())
        if job.attempts >= job.max_attempts:
            await self._finish([job.id], status="failed", error=error)
            hook = FAILURE_HOOKS.get(job.kind)
            if hook is not None:
                try:
                    await hook(ctx, dict(job.payload), error)
                except Exception:
                    log.exception("failure hook of job %s failed", job.id)
            return
        delay = self.backoff_base_s * (2 ** (job.attempts - 1)) * (1 + random.random() / 4)
        async with self.db.session() as s:
            await s.execute(update(Job).where(Job.id == job.id).values(
                status="queued", run_after=time.time() + min(delay, 600), locked_by=None, locked_until=None,
                last_error=error, updated_at=utcnow()))

    async def _finish(self, job_ids: list[str], *, status: str, error: str | None) -> None:
        async with self.db.session() as s:
            await _mark_finished(s, job_ids, status=status, error=error)


async def _mark_finished(session: AsyncSession, job_ids: list[str], *, status: str, error: str | None) -> None:
    await session.execute(update(Job).where(Job.id.in_(job_ids)).values(
        status=status, last_error=error, locked_by=None, locked_until=None, finished_at=utcnow(),
        updated_at=utcnow()))


async def ensure_recurring(db: Database, job_id: str, kind: str, *, delay_s: float = 0.0) -> None:
    """Make the one job `job_id` of a recurring `kind` due within `delay_s` seconds (at start-up).

    The fixed id is the primary key, so however many processes start at once there is only ever one such row,
    hence one run at a time; its handler re-queues the same row with `JobContext.reschedule`. A row that
    ended (`failed` after its attempts) is queued again; a `running` one is left to its worker (or to its
    lease running out)."""
    from sqlalchemy.exc import IntegrityError

    due = time.time() + delay_s
    async with db.session() as s:
        if await s.get(Job, job_id) is None:
            try:
                async with s.begin_nested():
                    s.add(Job(id=job_id, kind=kind, payload={}, status="queued", attempts=0, max_attempts=5,
                              run_after=due))
                return
            except IntegrityError:
                pass  # another process inserted it meanwhile
        await s.execute(update(Job).where(Job.id == job_id, Job.status.in_(("succeeded", "failed"))).values(
            status="queued", run_after=due, attempts=0, last_error=None, updated_at=utcnow()))
        await s.execute(update(Job).where(Job.id == job_id, Job.status == "queued", Job.run_after > due)
                        .values(run_after=due, updated_at=utcnow()))
