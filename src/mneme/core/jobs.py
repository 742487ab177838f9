"""Background jobs: an outbox of rows written in the same transaction as their data, and the worker loop.

- `enqueue(session, kind, payload)` inserts a job row; it exists only if the caller's transaction commits.
- Workers claim due jobs with a lease (`locked_until`); on PostgreSQL with `FOR UPDATE SKIP LOCKED` so
  several worker processes never take the same job. A job whose worker died is claimed again once its
  lease runs out. A running job's lease is extended while it runs (heartbeat).
- A failure is retried with exponential backoff; after `max_attempts` the job ends `failed` and keeps its
  error. Handlers must be idempotent (they may run again after a crash).
- A handler raises `JobError(code, message)` for a failure that no retry can mend (the project or document
  is gone): the job ends `failed` at once. What a client sees of a failed job is only such a `{code,
  message}` (`INTERNAL_ERROR` for anything unexpected), never exception text, SQL or stored content; the
  log keeps the traceback with the messages of exceptions that may carry stored content hidden unless the
  log level is DEBUG (`redacted_traceback`).
- Fast recovery: every worker holds an exclusive `flock` on a file of its own in a folder of the data
  directory for as long as its process lives (`WorkerLock`). A worker that starts, and every running worker
  now and then, tries to lock the other files there: a lock it gets belonged to a process that is dead (the
  kernel drops a process's locks when it dies, however it dies), so that process's running jobs are
  queued again at once instead of after their lease. See `WorkerLock` for why this never takes a live
  worker's jobs.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import random
import re
import socket
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import and_, or_, select, update
from sqlalchemy.exc import SQLAlchemyError, StatementError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.db import Database, utcnow
from mneme.core.ids import new_id
from mneme.models import Job

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: workers keep the lease rule
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("mneme.jobs")

# ---------------------------------------------------------------- what a client sees of a failed job

PROJECT_DELETED = "PROJECT_DELETED"
WORKSPACE_DELETED = "WORKSPACE_DELETED"
DOCUMENT_DELETED = "DOCUMENT_DELETED"
INTERNAL_ERROR = "INTERNAL_ERROR"
MESSAGES = {  # one fixed message per code (clients match on the code)
    PROJECT_DELETED: "The project was deleted before this work finished.",
    WORKSPACE_DELETED: "The workspace was deleted before this work finished.",
    DOCUMENT_DELETED: "The document was deleted before it was processed.",
    INTERNAL_ERROR: "The background work failed; it was retried and then given up.",
}


class JobError(Exception):
    """A failure a client may see: a stable `code` and a fixed, content-free `message`.

    Raised by a handler, it ends the job `failed` at once (`permanent`, the default: no retry can mend a
    deleted project) and the kind's failure hook gets it; with `permanent=False` the job is retried as any
    failure, and ends with this error when the attempts run out."""

    def __init__(self, code: str, message: str | None = None, *, permanent: bool = True) -> None:
        self.code = code
        self.message = message if message is not None else MESSAGES.get(code, MESSAGES[INTERNAL_ERROR])
        self.permanent = permanent
        super().__init__(f"{self.code}: {self.message}")

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


def internal_error() -> JobError:
    return JobError(INTERNAL_ERROR)


class _GaveUp(RuntimeError):
    """A job claimed more often than it may run (its workers kept dying): its message is our own."""


# Exceptions whose message is about the machine (a socket, a file, a timeout), never about stored data; any
# other exception's message is hidden from the log unless the level is DEBUG (an `IntegrityError` holds the
# SQL and, without `hide_parameters`, the bound values: a memory's text).
_SAFE_MESSAGES: tuple[type[BaseException], ...] = (JobError, _GaveUp, OSError, TimeoutError,
                                                   asyncio.TimeoutError, LookupError, NotImplementedError)


def _first_line(value: object) -> str:
    return str(value).split("\n", 1)[0][:300]


def safe_message(exc: BaseException) -> str:
    """The exception's type and what of its message cannot hold stored content."""
    name = type(exc).__name__
    if isinstance(exc, StatementError):  # the driver's own message only (no SQL, no parameters), first line
        return f"{name}: {type(exc.orig).__name__}: {_first_line(exc.orig)}"
    if isinstance(exc, SQLAlchemyError):
        return f"{name}: {_first_line(exc)}"
    if isinstance(exc, _SAFE_MESSAGES) and not isinstance(exc, KeyError):  # a KeyError's message is its key
        return f"{name}: {_first_line(exc)}"
    return f"{name} (message hidden below DEBUG)"


def redacted_traceback(exc: BaseException) -> str:
    """The traceback's frames (file, line, code) of `exc` and its causes, each exception by `safe_message`."""
    parts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        parts.append("".join(traceback.format_tb(current.__traceback__)) + safe_message(current))
        nxt = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
        current = nxt
    return "\nwhich was raised while handling (or from):\n".join(reversed(parts)) if parts else ""


def log_failure(message: str, *args: Any, exc: BaseException, level: int = logging.WARNING) -> None:
    """Log a failure with its redacted traceback; at DEBUG also with the full one."""
    if log.isEnabledFor(logging.DEBUG):
        log.log(level, message, *args, exc_info=exc)
    else:
        log.log(level, message + "\nTraceback (most recent call last):\n%s", *args, redacted_traceback(exc))


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
FailureHook = Callable[[JobContext, dict[str, Any], JobError], Awaitable[None]]  # the error a client sees
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


# ---------------------------------------------------------------- live calls before background jobs


LIVE_QUIET_S = 0.05  # a live call ended less than this ago: the process is still busy (the next one is coming)
LIVE_DEFER_S = 1.0  # while it is busy, the in-process worker claims jobs at most this often (`Worker.defer_s`)


class LiveCalls:
    """The calls of this process that its in-process worker makes way for: the model router's inference calls,
    whose added latency is what their callers wait for (`router/proxy.py` counts them). Busy: one is in flight,
    or one ended less than `LIVE_QUIET_S` ago. A worker that found no more due jobs then waits for a quiet moment
    before it claims again, `Worker.defer_s` at most, and then claims what became due meanwhile together: the
    remember step of a router call with memory queues an extraction job (`memories.add`) per call, and run one
    by one between back-to-back calls they took the cores from the calls that followed; deferred, they run as
    one batch. The jobs are rows from the start (nothing is lost), and a backlog is never held back (a round
    that claimed all it had room for claims again at once). Only this process's worker defers: a `mneme worker`
    process does not see these calls. Touched on the event loop's thread only."""

    def __init__(self) -> None:
        self.in_flight = 0
        self.ended = float("-inf")

    def begin(self) -> None:
        self.in_flight += 1

    def end(self) -> None:
        self.in_flight -= 1
        self.ended = time.monotonic()

    def busy(self) -> bool:
        return self.in_flight > 0 or time.monotonic() - self.ended < LIVE_QUIET_S


live_calls = LiveCalls()


# ---------------------------------------------------------------- who holds a lease, and is it alive


def _boot_id() -> str:
    try:
        with open("/proc/sys/kernel/random/boot_id") as f:
            return f.read().strip()
    except OSError:
        return ""


class WorkerLock:
    """A worker's proof of life: an exclusive `flock` on `<folder>/<name>.lock`, held while its process lives.

    The file records the worker's name (the jobs' `locked_by`), its host name and the kernel's boot id. Another
    worker that gets the lock on such a file knows its holder is dead: the kernel releases a process's
    `flock`s when it exits, whether it stopped, crashed or was `kill -9`ed, and never while it runs. Then that
    holder's `running` jobs are queued again at once (`Worker.reclaim_dead`), instead of after their lease.

    Why this cannot take a live worker's jobs:
    - only files written on this host in this boot (same host name, same boot id) are considered: a
      `flock` is decided by this kernel, so it is authoritative for processes it runs, even when the folder
      is on a network file system whose locks are local only (NFS `nolock`), where a lock file of another
      machine would look free. A worker on another host (or another container with its own host name)
      never matches, whatever storage it shares: its jobs keep the lease rule. So do a previous boot's jobs.
    - a live worker holds its lock from before its first claim until it stops (the file is created under
      a temporary name, locked, then renamed into place, so no scan ever sees it unlocked), and locks do not
      pass to children (`flock` is taken on a close-on-exec descriptor).
    A worker started without a folder (or where `fcntl` does not exist) keeps the lease rule for its jobs.
    """

    SUFFIX = ".lock"

    def __init__(self, folder: str, name: str, fd: int, path: str) -> None:
        self.folder, self.name, self.fd, self.path = folder, name, fd, path

    @staticmethod
    def host() -> dict[str, str]:
        return {"host": socket.gethostname(), "boot": _boot_id()}

    @staticmethod
    def _file(folder: str, name: str) -> str:
        return os.path.join(folder, re.sub(r"[^A-Za-z0-9_.-]", "_", name) + WorkerLock.SUFFIX)

    @classmethod
    def acquire(cls, folder: str, name: str) -> WorkerLock | None:
        """Take this worker's lock (None when locks are not available here: the lease rule then applies)."""
        if fcntl is None:
            return None
        try:
            os.makedirs(folder, exist_ok=True)
            path = cls._file(folder, name)
            tmp = os.path.join(folder, f".{os.getpid()}-{new_id('t')[-8:]}.tmp")
            fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                os.write(fd, json.dumps({"name": name, **cls.host()}).encode())
                os.fsync(fd)
                os.rename(tmp, path)
            except BaseException:
                os.close(fd)
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        except OSError:
            log.warning("no worker lock in %s: jobs of this worker are recovered only after their lease",
                        folder, exc_info=True)
            return None
        return cls(folder, name, fd, path)

    def release(self) -> None:
        """At a clean stop: the file goes, then the lock (a scan that opened it meanwhile finds no jobs)."""
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        with contextlib.suppress(OSError):
            os.close(self.fd)

    def dead_holders(self) -> list[tuple[str, int, str]]:
        """`(name, locked descriptor, path)` of every other worker of this host and boot whose process is dead;
        the caller requeues their jobs, then calls `forget`."""
        assert fcntl is not None
        here = self.host()
        found: list[tuple[str, int, str]] = []
        try:
            entries = [e for e in os.listdir(self.folder) if e.endswith(self.SUFFIX)]
        except OSError:
            return found
        for entry in entries:
            path = os.path.join(self.folder, entry)
            if path == self.path:
                continue
            try:
                fd = os.open(path, os.O_RDWR | os.O_CLOEXEC)
            except OSError:
                continue  # removed meanwhile
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:  # held: its worker is alive
                os.close(fd)
                continue
            try:
                info = json.loads(os.pread(fd, 4096, 0) or b"{}")
            except (OSError, ValueError):
                info = {}
            if not isinstance(info, dict) or info.get("host") != here["host"] or info.get("boot") != here["boot"]:
                os.close(fd)  # another host's or another boot's: not ours to judge
                continue
            found.append((str(info.get("name", "")), fd, path))
        return found

    @staticmethod
    def forget(fd: int, path: str) -> None:
        with contextlib.suppress(OSError):
            os.unlink(path)
        with contextlib.suppress(OSError):
            os.close(fd)


class Worker:
    """Claims and runs jobs until stopped. Runs inside `mneme serve` or alone in `mneme worker`."""

    def __init__(self, db: Database, services: Any, *, concurrency: int = 4, poll_s: float = 0.5,
                 lease_s: float = 60.0, backoff_base_s: float = 1.0, name: str | None = None,
                 lock_dir: str | None = None, defer_s: float = LIVE_DEFER_S) -> None:
        self.db, self.services = db, services
        self.concurrency, self.poll_s, self.lease_s, self.backoff_base_s = concurrency, poll_s, lease_s, backoff_base_s
        self.defer_s = defer_s  # see `LiveCalls`
        self._drained = False  # the last claim round found fewer due jobs than it had room for
        # `locked_by` holds 80 characters: the host name is cut so that the pid and the random part fit
        self.name = name or f"{socket.gethostname()[:48]}:{os.getpid()}:{new_id('w')[-6:]}"
        self.lock_dir = lock_dir
        self.lock: WorkerLock | None = None
        self._stop = asyncio.Event()
        self._wake = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()

    async def run(self) -> None:
        """Claim and run jobs until `stop()`. With a `lock_dir`, first take this worker's lock and queue again
        the jobs of dead workers of this host (see `WorkerLock`), and look for such workers every third of a
        lease."""
        if self.lock_dir is not None and self.lock is None:
            self.lock = await asyncio.to_thread(WorkerLock.acquire, self.lock_dir, self.name)
        _wakeups.append(self._wake)
        next_reclaim = 0.0
        try:
            while not self._stop.is_set():
                if self.lock is not None and time.monotonic() >= next_reclaim:
                    next_reclaim = time.monotonic() + self.lease_s / 3
                    await self.reclaim_dead()
                if self._drained and live_calls.busy():
                    await self._make_way()
                free = self.concurrency - len(self._tasks)
                claimed = await self._claim(free) if free > 0 else []
                if free > 0:
                    self._drained = len(claimed) < free
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
            if self.lock is not None:
                self.lock.release()
                self.lock = None

    async def reclaim_dead(self) -> int:
        """Queue again, due now, the `running` jobs of workers of this host whose process is dead (their
        `WorkerLock` could be taken); returns how many. Their attempt stays counted, as after a lease."""
        if self.lock is None:
            return 0
        dead = await asyncio.to_thread(self.lock.dead_holders)
        if not dead:
            return 0
        names = [name for name, _fd, _path in dead if name and name != self.name]
        count = 0
        try:
            if names:
                async with self.db.session() as s:
                    res = await s.execute(
                        update(Job).where(Job.status == "running", Job.locked_by.in_(names)).values(
                            status="queued", locked_by=None, locked_until=None, run_after=time.time(),
                            last_error="its worker's process died", updated_at=utcnow())
                        .execution_options(synchronize_session=False))
                    count = int(getattr(res, "rowcount", 0) or 0)
        except Exception as exc:  # noqa: BLE001 - the database may be briefly unavailable: the files stay
            log_failure("queueing the jobs of dead workers failed", exc=exc)
            for _name, fd, _path in dead:
                with contextlib.suppress(OSError):
                    os.close(fd)
            return 0
        for _name, fd, path in dead:
            WorkerLock.forget(fd, path)
        if count:
            log.info("queued again %d job(s) of %d dead worker(s) of this host: %s", count, len(names),
                     ", ".join(names))
            self._wake.set()
        return count

    async def _make_way(self) -> None:
        """Wait while live calls keep the process busy (`LiveCalls`), `defer_s` at most."""
        until = time.monotonic() + self.defer_s
        while live_calls.busy() and not self._stop.is_set() and (left := until - time.monotonic()) > 0:
            with contextlib.suppress(TimeoutError):  # polled: busy ends with time as well as with calls
                await asyncio.wait_for(self._stop.wait(), timeout=min(left, LIVE_QUIET_S))

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
        except Exception as exc:  # noqa: BLE001 - every job then runs alone, its own failure recorded there
            log_failure("batch of %d %s jobs failed; running them one by one", len(jobs), jobs[0].kind, exc=exc)
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
        except Exception as exc:  # noqa: BLE001 - the database may be briefly unavailable; next round
            log_failure("claiming jobs failed", exc=exc, level=logging.ERROR)
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
                raise _GaveUp(f"gave up after {job.max_attempts} attempts; the last worker died: "
                              f"{job.last_error or 'no error recorded'}")
            if handler is None:
                raise LookupError(f"no handler for job kind {job.kind!r}")
            await handler(ctx, dict(job.payload))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of a handler is recorded (and maybe retried)
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
        """Retry with backoff, or end the job `failed`: at once for a permanent `JobError` (the client sees its
        code), after the last attempt for anything else (`INTERNAL_ERROR`). `last_error` (never shown to
        clients) keeps the code, the exception's type and its message (a database error's without its SQL)."""
        public = exc if isinstance(exc, JobError) else internal_error()
        final = (isinstance(exc, JobError) and exc.permanent) or job.attempts >= job.max_attempts
        if isinstance(exc, JobError):  # with what caused it, for whoever reads the jobs table
            error = str(exc) + (f" (after {safe_message(exc.__cause__)})" if exc.__cause__ is not None else "")
        elif isinstance(exc, StatementError):  # no SQL, no parameters
            error = f"{public.code}: {safe_message(exc)}"
        else:  # the job's row holds its payload already: the message shows nothing new to whom reads it
            error = f"{public.code}: {type(exc).__name__}: {str(exc)[:1000]}"
        if isinstance(exc, JobError) and exc.permanent:
            log.info("job %s (%s) attempt %d ended: %s", job.id, job.kind, job.attempts, error)
            if exc.__cause__ is not None:
                log_failure("job %s: the failure behind %s", job.id, exc.code, exc=exc.__cause__,
                            level=logging.INFO)
        else:
            log_failure("job %s (%s) attempt %d of %d failed%s", job.id, job.kind, job.attempts, job.max_attempts,
                        "; giving up" if final else "; it will be retried", exc=exc)
        if final:
            await self._finish([job.id], status="failed", error=error)
            hook = FAILURE_HOOKS.get(job.kind)
            if hook is not None:
                try:
                    await hook(ctx, dict(job.payload), public)
                except Exception as hook_exc:  # noqa: BLE001 - logged
                    log_failure("failure hook of job %s failed", job.id, exc=hook_exc, level=logging.ERROR)
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
