"""The job outbox and its workers on a freshly migrated SQLite file and PostgreSQL database (no mocks).

Every test registers its own job kinds, so handlers of other tests never see its jobs; every test has its own
database, so workers never claim jobs of other tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import http.server
import json
import logging
import os
import signal
import sqlite3
import subprocess
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
from sqlalchemy import select, update

from mneme.core.db import Database
from mneme.core.ids import new_id
from mneme.core.jobs import MESSAGES, JobContext, JobError, Worker, WorkerLock, enqueue, job_handler
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.models import Job
from tests.conftest import TLS, database_url, free_port


@pytest.fixture
async def db(backend: str, tmp_path: Path) -> AsyncIterator[Database]:
    url = database_url(backend, str(tmp_path))
    await asyncio.to_thread(upgrade, url)  # alembic's env.py runs its own event loop
    database = Database(Settings(database_url=url))
    yield database
    await database.dispose()


def kind(stem: str) -> str:
    return f"test.{stem}.{new_id('k')[-10:]}"


async def job_row(db: Database, job_id: str) -> Job:
    async with db.session(write=False) as s:
        return (await s.execute(select(Job).where(Job.id == job_id))).scalar_one()


async def add_job(db: Database, k: str, payload: dict[str, Any], **kw: Any) -> str:
    async with db.session() as s:
        return await enqueue(s, k, payload, **kw)


async def wait_for(db: Database, job_id: str, worker: Worker, status: str, timeout: float = 20) -> Job:
    """Drive `worker` until the job reaches `status` (sleeping through backoff delays)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        await worker.run_until_idle(timeout=timeout)
        job = await job_row(db, job_id)
        if job.status == status:
            return job
        await asyncio.sleep(0.02)
    raise AssertionError(
        f"job {job_id} did not reach {status!r}; it is {(await job_row(db, job_id)).status!r}"
    )


async def test_job_of_a_rolled_back_transaction_never_runs(db: Database) -> None:
    k = kind("rollback")
    ran: list[dict[str, Any]] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append(payload)

    job_id = None
    with pytest.raises(RuntimeError):
        async with db.session() as s:
            job_id = await enqueue(s, k, {"n": 1})
            await s.flush()  # the row is written inside the transaction...
            raise RuntimeError("...which then rolls back")
    assert job_id is not None
    await Worker(db, None, poll_s=0.01).run_until_idle()
    assert ran == []
    async with db.session(write=False) as s:
        assert (await s.execute(select(Job).where(Job.id == job_id))).first() is None


async def test_committed_job_runs_exactly_once(db: Database) -> None:
    k = kind("once")
    ran: list[tuple[str, int, dict[str, Any], str | None]] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append((ctx.job_id, ctx.attempt, payload, ctx.event_id))

    job_id = await add_job(db, k, {"n": 7, "nested": {"a": [1, 2]}}, event_id="evt-x")
    worker = Worker(db, None, poll_s=0.01)
    await worker.run_until_idle()
    await worker.run_until_idle()
    assert ran == [(job_id, 1, {"n": 7, "nested": {"a": [1, 2]}}, "evt-x")]
    job = await job_row(db, job_id)
    assert job.status == "succeeded" and job.attempts == 1 and job.finished_at is not None
    assert job.locked_by is None and job.locked_until is None and job.last_error is None


async def test_delayed_job_waits_for_its_time(db: Database) -> None:
    k = kind("delay")
    ran: list[float] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append(time.time())

    queued_at = time.time()
    job_id = await add_job(db, k, {}, delay_s=0.4)
    worker = Worker(db, None, poll_s=0.01)
    await worker.run_until_idle()
    assert ran == []
    await wait_for(db, job_id, worker, "succeeded")
    assert len(ran) == 1 and ran[0] - queued_at >= 0.4


async def test_failing_job_is_retried_with_growing_backoff(db: Database) -> None:
    k = kind("flaky")
    attempts: list[int] = []
    failed_at: list[float] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        attempts.append(ctx.attempt)
        if ctx.attempt < 3:
            failed_at.append(time.time())
            raise ValueError(f"transient failure {ctx.attempt}")

    base = 0.2
    job_id = await add_job(db, k, {})
    worker = Worker(db, None, poll_s=0.01, backoff_base_s=base)
    delays = []
    for attempt in (1, 2):
        await worker.run_until_idle()
        job = await job_row(db, job_id)
        assert job.status == "queued" and job.attempts == attempt and job.locked_by is None
        assert job.last_error is not None and f"transient failure {attempt}" in job.last_error
        delays.append(job.run_after - failed_at[attempt - 1])
        await worker.run_until_idle()  # not due yet: nothing runs
        assert attempts == [1, 2][:attempt]
        await asyncio.sleep(max(0.0, job.run_after - time.time()) + 0.02)
    # base * 2**(attempt-1), with up to 25 % jitter (plus the moments between the raise and the update)
    assert base <= delays[0] <= base * 1.25 + 0.1, delays
    assert base * 2 <= delays[1] <= base * 2 * 1.25 + 0.1, delays
    assert delays[1] > delays[0]
    await worker.run_until_idle()
    assert attempts == [1, 2, 3]
    job = await job_row(db, job_id)
    assert job.status == "succeeded" and job.attempts == 3 and job.finished_at is not None


async def test_job_that_always_fails_ends_failed_and_runs_its_hook(db: Database) -> None:
    k = kind("doomed")
    attempts: list[int] = []
    hooks: list[tuple[str, dict[str, Any], dict[str, str]]] = []

    async def on_failure(ctx: JobContext, payload: dict[str, Any], err: JobError) -> None:
        hooks.append((ctx.job_id, payload, err.as_dict()))

    @job_handler(k, on_final_failure=on_failure)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        attempts.append(ctx.attempt)
        raise RuntimeError(f"permanent failure on attempt {ctx.attempt}")

    job_id = await add_job(db, k, {"doc": "d1"}, max_attempts=3)
    worker = Worker(db, None, poll_s=0.01, backoff_base_s=0.01)
    job = await wait_for(db, job_id, worker, "failed")
    assert attempts == [1, 2, 3]
    assert job.attempts == 3 and job.finished_at is not None and job.locked_by is None
    assert job.last_error is not None and "permanent failure on attempt 3" in job.last_error
    assert "RuntimeError" in job.last_error and job.last_error.startswith("INTERNAL_ERROR")
    # what a client is shown: a code and a fixed message, never the exception's text
    assert hooks == [(job_id, {"doc": "d1"}, {"code": "INTERNAL_ERROR", "message": MESSAGES["INTERNAL_ERROR"]})]
    await asyncio.sleep(0.05)
    await worker.run_until_idle()
    assert attempts == [1, 2, 3] and len(hooks) == 1
    assert (await job_row(db, job_id)).status == "failed"


async def test_unknown_kind_fails_without_crashing_the_worker(db: Database) -> None:
    k_ok = kind("fine")
    ran: list[str] = []

    @job_handler(k_ok)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append(ctx.job_id)

    orphan = await add_job(db, kind("nobody-handles-this"), {}, max_attempts=1)
    fine = await add_job(db, k_ok, {})
    await Worker(db, None, poll_s=0.01).run_until_idle()
    job = await job_row(db, orphan)
    assert job.status == "failed" and job.last_error is not None and "no handler" in job.last_error
    assert ran == [fine]


async def test_job_of_a_dead_worker_is_taken_over_after_its_lease(db: Database) -> None:
    k = kind("orphaned")
    ran: list[tuple[int, str]] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append((ctx.attempt, ctx.job_id))

    job_id = await add_job(db, k, {})
    dead = Worker(db, None, lease_s=30, name="dead-worker")
    claimed = await dead._claim(1)  # claimed, then the worker "dies" and never finishes it
    assert [j.id for j in claimed] == [job_id]
    job = await job_row(db, job_id)
    assert job.status == "running" and job.locked_by == "dead-worker" and job.attempts == 1
    assert job.locked_until is not None and job.locked_until > time.time() + 20

    survivor = Worker(db, None, poll_s=0.01, name="survivor")
    await survivor.run_until_idle()
    assert ran == [], "a job under a live lease must not be taken"
    # the lease runs out: moved into the past rather than slept through, so a slow machine cannot
    # make the first look at it come after its end
    async with db.session() as s:
        await s.execute(update(Job).where(Job.id == job_id).values(locked_until=time.time() - 0.01))
    await survivor.run_until_idle()
    assert ran == [(2, job_id)]
    job = await job_row(db, job_id)
    assert job.status == "succeeded" and job.attempts == 2


async def test_job_whose_workers_keep_dying_gives_up_and_keeps_its_error(db: Database) -> None:
    k = kind("crashy")
    ran: list[int] = []
    hooks: list[str] = []

    async def on_failure(ctx: JobContext, payload: dict[str, Any], err: JobError) -> None:
        hooks.append(err.code)

    @job_handler(k, on_final_failure=on_failure)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append(ctx.attempt)

    job_id = await add_job(db, k, {}, max_attempts=2)
    for _ in range(2):  # two workers die holding it: status running, lease in the past
        await Worker(db, None, lease_s=60)._claim(1)
        async with db.session() as s:
            await s.execute(
                update(Job)
                .where(Job.id == job_id)
                .values(locked_until=time.time() - 1, last_error="worker lost")
            )
    await Worker(db, None, poll_s=0.01).run_until_idle()
    job = await job_row(db, job_id)
    assert ran == [], "a job past max_attempts must not run again"
    assert job.status == "failed" and job.last_error is not None and "worker lost" in job.last_error
    assert hooks == ["INTERNAL_ERROR"]


async def test_heartbeat_keeps_a_long_job_from_being_taken(db: Database) -> None:
    k = kind("long")
    ran: list[str] = []
    started = asyncio.Event()

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append(ctx.job_id)
        started.set()
        await asyncio.sleep(2.0)  # well past the 0.6 s lease: only the heartbeat keeps it

    job_id = await add_job(db, k, {})
    # beats come every 0.2 s, so a beat must be 0.4 s late for the lease to lapse
    first = Worker(db, None, poll_s=0.01, lease_s=0.6, name="first")
    second = Worker(db, None, poll_s=0.01, lease_s=0.6, name="second")
    task = asyncio.create_task(first.run_until_idle())
    await started.wait()
    end = time.monotonic() + 1.8
    while time.monotonic() < end:
        await second.run_until_idle()
        await asyncio.sleep(0.05)
    await task
    assert ran == [job_id]
    assert (await job_row(db, job_id)).status == "succeeded"


async def test_concurrent_workers_never_run_a_job_twice(backend: str, db: Database) -> None:
    k = kind("parallel")
    runs: list[str] = []
    by_worker = [0, 0]
    total = 50
    # two workers with their own engines and pools, as two processes would have
    dbs = [Database(Settings(database_url=db.settings.database_url)) for _ in range(2)]

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        runs.append(ctx.job_id)
        by_worker[dbs.index(ctx.db)] += 1
        await asyncio.sleep(0.01)

    async with db.session() as s:
        ids = [await enqueue(s, k, {"i": i}) for i in range(total)]
    workers = [Worker(d, None, concurrency=4, poll_s=0.01, name=f"w{i}") for i, d in enumerate(dbs)]
    tasks = [asyncio.create_task(w.run()) for w in workers]
    try:
        end = time.monotonic() + 60
        while time.monotonic() < end:
            async with db.session(write=False) as s:
                done = (await s.execute(select(Job.id).where(Job.kind == k, Job.status == "succeeded"))).all()
            if len(done) == total:
                break
            await asyncio.sleep(0.05)
    finally:
        for w in workers:
            w.stop()
        await asyncio.gather(*tasks)
        for d in dbs:
            await d.dispose()
    assert sorted(runs) == sorted(ids), f"{len(runs)} runs for {total} jobs"
    assert all(by_worker), f"both workers must have taken jobs for this to test anything: {by_worker}"
    async with db.session(write=False) as s:
        rows = (await s.execute(select(Job.attempts, Job.locked_by).where(Job.kind == k))).all()
    assert all(attempts == 1 for attempts, _ in rows)
    assert all(locked is None for _, locked in rows)


async def test_batch_kind_runs_due_jobs_together_and_falls_back_one_by_one(db: Database) -> None:
    """A batch handler takes many due jobs at once; when it raises, each job runs alone through its single
    handler, so the good jobs succeed and only the bad one retries and ends failed."""
    from mneme.core.jobs import batch_handler

    k = kind("batch")
    batches: list[list[int]] = []
    singles: list[int] = []

    @job_handler(k)
    async def one(ctx: JobContext, payload: dict[str, Any]) -> None:
        if payload.get("bad"):
            raise ValueError("bad payload")
        singles.append(payload["n"])

    @batch_handler(k, size=8)
    async def many(ctx: JobContext, payloads: list[dict[str, Any]]) -> None:
        if any(p.get("bad") for p in payloads):
            raise ValueError("a bad payload in the batch")
        batches.append([p["n"] for p in payloads])

    good = [await add_job(db, k, {"n": n}) for n in range(12)]
    worker = Worker(db, None, concurrency=1, poll_s=0.01, backoff_base_s=0.01)
    await worker.run_until_idle()
    assert sorted(n for b in batches for n in b) == list(range(12)), batches
    assert max(len(b) for b in batches) == 8 and singles == [], "jobs ran in batches of up to 8"
    assert {(await job_row(db, j)).status for j in good} == {"succeeded"}

    mixed = [await add_job(db, k, {"n": 100 + n}) for n in range(3)]
    bad = await add_job(db, k, {"bad": True}, max_attempts=2)
    await wait_for(db, bad, worker, "failed")
    assert sorted(singles) == [100, 101, 102], "the good jobs of the failed batch ran alone"
    assert {(await job_row(db, j)).status for j in mixed} == {"succeeded"}
    assert "bad payload" in ((await job_row(db, bad)).last_error or "")


async def test_the_worker_makes_way_for_live_calls(db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """While live calls keep the process busy (`live_calls`: the router's calls), a worker that found no more due
    jobs claims again only once the process is quiet or `defer_s` later, and then takes what became due
    meanwhile together (one batch); a quiet process runs a job at once. Jobs are rows all along."""
    from mneme.core.jobs import LIVE_QUIET_S, batch_handler, live_calls, wake_workers

    k = kind("live")
    batches: list[list[int]] = []

    @job_handler(k)
    async def one(ctx: JobContext, payload: dict[str, Any]) -> None:
        batches.append([payload["n"]])

    @batch_handler(k, size=8)
    async def many(ctx: JobContext, payloads: list[dict[str, Any]]) -> None:
        batches.append([p["n"] for p in payloads])

    async def until(check: Any, what: str) -> None:
        end = time.monotonic() + 20
        while not check():
            assert time.monotonic() < end, what
            await asyncio.sleep(0.01)

    waiting = asyncio.Event()
    original = Worker._make_way

    async def make_way(self: Worker) -> None:
        waiting.set()
        await original(self)

    monkeypatch.setattr(Worker, "_make_way", make_way)
    worker = Worker(db, None, poll_s=0.01, defer_s=3600)
    task = asyncio.create_task(worker.run())
    try:
        await add_job(db, k, {"n": 0})
        wake_workers()
        await until(lambda: batches == [[0]], "a quiet process runs its job at once")
        live_calls.begin()
        try:
            held = [await add_job(db, k, {"n": n}) for n in (1, 2, 3)]
            wake_workers()
            await asyncio.wait_for(waiting.wait(), 20)  # the worker woke for them, and makes way
            for _ in range(5):  # it polls the live calls meanwhile, and claims nothing
                await asyncio.sleep(LIVE_QUIET_S)
            assert batches == [[0]] and {(await job_row(db, j)).status for j in held} == {"queued"}
        finally:
            live_calls.end()
        await until(lambda: len(batches) == 2, "quiet again: the held jobs run")
        assert sorted(batches[1]) == [1, 2, 3], "together, as one batch"
    finally:
        worker.stop()
        await task

    # busy all along: the bound holds, and the jobs due meanwhile run as one batch
    worker = Worker(db, None, poll_s=0.01, defer_s=1.0)
    started = time.monotonic()
    live_calls.begin()
    task = asyncio.create_task(worker.run())
    try:
        await until(lambda: worker._drained, "its first round found nothing: from now on it makes way")
        held = [await add_job(db, k, {"n": n}) for n in (4, 5, 6)]
        wake_workers()
        await until(lambda: len(batches) == 3, "the bound: claimed while still busy")
        assert time.monotonic() - started >= 1.0 and sorted(batches[2]) == [4, 5, 6], batches
        end = time.monotonic() + 20
        while {(await job_row(db, j)).status for j in held} != {"succeeded"}:  # marked once the batch returned
            assert time.monotonic() < end, "the batch's jobs end succeeded"
            await asyncio.sleep(0.01)
    finally:
        live_calls.end()
        worker.stop()
        await task


# ------------------------------------------------------------------ errors a client may see, and the log


async def test_job_error_ends_the_job_at_once_without_retries(db: Database) -> None:
    k = kind("gone")
    attempts: list[int] = []
    hooks: list[dict[str, str]] = []

    async def on_failure(ctx: JobContext, payload: dict[str, Any], err: JobError) -> None:
        hooks.append(err.as_dict())

    @job_handler(k, on_final_failure=on_failure)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        attempts.append(ctx.attempt)
        raise JobError("PROJECT_DELETED")

    job_id = await add_job(db, k, {}, max_attempts=5)
    await Worker(db, None, poll_s=0.01, backoff_base_s=0.01).run_until_idle()
    job = await job_row(db, job_id)
    assert attempts == [1] and job.status == "failed" and job.attempts == 1
    assert hooks == [{"code": "PROJECT_DELETED", "message": MESSAGES["PROJECT_DELETED"]}]


async def test_failure_log_hides_bound_values_but_keeps_the_traceback(
        db: Database, caplog: pytest.LogCaptureFixture) -> None:
    """A database error carries its statement's bound values (stored content) in its text: at INFO the log
    shows the traceback and the driver's message, never the values; neither does the job's `last_error`."""
    k = kind("sqlfail")
    secret = f"the-users-private-text-{new_id('s')}"
    taken = await add_job(db, kind("other"), {})

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        async with ctx.db.session() as s:  # a duplicate primary key, with the secret among the values
            await s.execute(Job.__table__.insert().values(
                id=taken, kind=secret, payload={"text": secret}, status="queued", attempts=0, max_attempts=1,
                run_after=0.0))

    caplog.set_level(logging.INFO)
    job_id = await add_job(db, k, {}, max_attempts=1)
    await Worker(db, None, poll_s=0.01).run_until_idle()
    job = await job_row(db, job_id)
    assert job.status == "failed" and job.last_error is not None
    assert "IntegrityError" in job.last_error and secret not in job.last_error
    assert "Traceback" in caplog.text and "IntegrityError" in caplog.text and "handle" in caplog.text
    assert secret not in caplog.text


# ------------------------------------------------------------------ recovery of a dead worker's jobs


async def test_jobs_of_a_dead_worker_of_this_host_are_taken_back_at_start(db: Database, tmp_path: Path) -> None:
    k = kind("reclaim")
    ran: list[tuple[int, str]] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append((ctx.attempt, ctx.job_id))

    locks = str(tmp_path / "workers")
    job_id = await add_job(db, k, {})
    dead = Worker(db, None, lease_s=3600, name="dead-worker", lock_dir=locks)
    dead.lock = WorkerLock.acquire(locks, dead.name)
    assert dead.lock is not None and [j.id for j in await dead._claim(1)] == [job_id]
    # the process "dies": the kernel drops its lock; its file and its job's hour-long lease stay
    os.close(dead.lock.fd)
    assert (await job_row(db, job_id)).locked_by == "dead-worker"

    survivor = Worker(db, None, poll_s=0.01, lease_s=3600, name="survivor", lock_dir=locks)
    task = asyncio.create_task(survivor.run())
    try:
        end = time.monotonic() + 30
        while time.monotonic() < end:
            if (await job_row(db, job_id)).status == "succeeded":
                break
            await asyncio.sleep(0.02)
    finally:
        survivor.stop()
        await task
    assert ran == [(2, job_id)]
    assert not os.path.exists(dead.lock.path), "the dead worker's file is removed"
    assert os.listdir(locks) == [], "a worker that stops removes its own file"


async def test_jobs_of_a_live_worker_or_of_another_host_are_not_taken(db: Database, tmp_path: Path) -> None:
    k = kind("alive")
    ran: list[str] = []

    @job_handler(k)
    async def handle(ctx: JobContext, payload: dict[str, Any]) -> None:
        ran.append(ctx.job_id)

    locks = str(tmp_path / "workers")
    live_job, foreign_job = await add_job(db, k, {}), await add_job(db, k, {})
    live = Worker(db, None, lease_s=3600, name="live-worker", lock_dir=locks)
    live.lock = WorkerLock.acquire(locks, live.name)
    assert live.lock is not None and [j.id for j in await live._claim(1)] == [live_job]
    # a worker of another machine, whose file this host sees unlocked (a shared folder without locking)
    foreign = Worker(db, None, lease_s=3600, name="elsewhere")
    assert [j.id for j in await foreign._claim(1)] == [foreign_job]
    Path(locks, "elsewhere.lock").write_text(
        json.dumps({"name": "elsewhere", "host": "another-machine", "boot": "another-boot"}))

    other = Worker(db, None, poll_s=0.01, lease_s=3600, name="other", lock_dir=locks)
    other.lock = WorkerLock.acquire(locks, other.name)
    assert await other.reclaim_dead() == 0
    await other.run_until_idle()
    assert ran == []
    for job_id, holder in ((live_job, "live-worker"), (foreign_job, "elsewhere")):
        job = await job_row(db, job_id)
        assert job.status == "running" and job.locked_by == holder, job_id
    assert os.path.exists(live.lock.path) and os.path.exists(os.path.join(locks, "elsewhere.lock"))
    live.lock.release()
    other.lock.release()


class _Embeddings(http.server.BaseHTTPRequestHandler):
    """An OpenAI-compatible embeddings endpoint on loopback (the model vendor, the one thing stood in for):
    while `hold` is set every request waits, as a slow vendor would; then vectors derived from the texts."""

    hold = threading.Event()
    seen = threading.Event()

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Embeddings.seen.set()
        end = time.monotonic() + 120
        while _Embeddings.hold.is_set() and time.monotonic() < end:
            time.sleep(0.05)
        data = []
        for i, text in enumerate(body["input"]):
            seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big")
            data.append({"index": i, "embedding": np.random.default_rng(seed).standard_normal(384).tolist()})
        out = json.dumps({"data": data}).encode()
        with contextlib.suppress(OSError):  # the server that asked may be dead by now
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)

    def log_message(self, *args: Any) -> None:
        pass


def test_restarted_server_takes_back_its_killed_predecessors_jobs_at_once(tmp_path: Path) -> None:
    """`mneme serve` claims adds (its embedding requests hang), is killed with SIGKILL, and is started again:
    the jobs finish right after the restart, although their lease (an hour here) has far to run."""
    from tests.core.test_cli import MNEME, _env, mneme

    vendor = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Embeddings)
    vendor.daemon_threads = True
    threading.Thread(target=vendor.serve_forever, daemon=True).start()
    _Embeddings.hold.set()
    db = tmp_path / "mneme.db"
    env = _env(db, MNEME_EMBEDDING_BACKEND="openai", MNEME_JOB_LEASE_S="3600", MNEME_WORKER_POLL_S="0.1",
               MNEME_EMBEDDING_BASE_URL=f"http://127.0.0.1:{vendor.server_address[1]}")
    init = mneme(db, "init", "--json")
    assert init.returncode == 0, init.stderr
    key = json.loads(init.stdout)["api_key"]
    port = free_port()
    base = f"http://127.0.0.1:{port}"

    def serve(log_name: str) -> subprocess.Popen[bytes]:
        log = open(tmp_path / log_name, "wb")  # noqa: SIM115 - the child keeps it
        proc = subprocess.Popen([MNEME, "serve", "--port", str(port)], env=env, stdout=log,
                                stderr=subprocess.STDOUT, cwd=tmp_path)
        deadline = time.monotonic() + 90
        while True:
            assert proc.poll() is None, (tmp_path / log_name).read_text()
            assert time.monotonic() < deadline, "mneme serve did not become ready"
            with contextlib.suppress(httpx.TransportError):
                if httpx.get(f"{base}/readyz", timeout=2, verify=TLS).status_code == 200:
                    return proc
            time.sleep(0.05)

    def running_jobs() -> list[tuple[str, str, int]]:
        with sqlite3.connect(db) as conn:
            return list(conn.execute("SELECT status, coalesce(locked_by, ''), attempts FROM jobs "
                                     "WHERE kind = 'memories.add'"))

    first = serve("first.log")
    try:
        with httpx.Client(verify=TLS, base_url=f"{base}/openapi/service", headers={"Authorization": f"Bearer {key}"},
                          timeout=30) as c:
            ws = c.post("/api/v3/workspaces", json={"name": "W", "custom_id": "w"}).json()["data"]
            p = c.post(f"/api/v3/workspaces/{ws['id']}/projects", json={"name": "P", "custom_id": "p"}).json()["data"]
            events = []
            for i in range(3):
                body = {"messages": [{"role": "user", "content": f"Fact number {i} about the garden."}],
                        "infer": False, "user_id": "u1"}
                events.append(c.post(f"/api/v2/projects/{p['id']}/memories", json=body).json()
                              ["data"]["results"][0]["event_id"])
            assert _Embeddings.seen.wait(60), "the worker never asked for embeddings"
            deadline = time.monotonic() + 30
            while sum(1 for st, _by, _n in running_jobs() if st == "running") < 3:
                assert time.monotonic() < deadline, running_jobs()
                time.sleep(0.05)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
    held = running_jobs()
    assert all(st == "running" and by and n == 1 for st, by, n in held), held
    _Embeddings.hold.clear()

    second = serve("second.log")
    ready = time.monotonic()
    try:
        with httpx.Client(verify=TLS, base_url=f"{base}/openapi/service", headers={"Authorization": f"Bearer {key}"},
                          timeout=30) as c:
            deadline = ready + 120  # far below the hour-long lease: only the start-up reclaim can do it
            while True:
                statuses = [c.get(f"/api/v3/events/{e}").json()["data"]["status"] for e in events]
                if all(s == "succeeded" for s in statuses):
                    break
                assert time.monotonic() < deadline, (statuses, running_jobs())
                time.sleep(0.05)
            recovered = time.monotonic() - ready
    finally:
        second.terminate()
        second.wait(30)
        vendor.shutdown()
    print(f"jobs of the killed server finished {recovered:.2f} s after the restart was ready")
    assert [(st, n) for st, _by, n in running_jobs()] == [("succeeded", 2)] * 3


async def test_add_racing_its_projects_delete_fails_once_with_project_deleted(
        backend: str, caplog: pytest.LogCaptureFixture) -> None:
    """The project is deleted while its add runs (inside the model's extraction call), so the memories' insert
    fails on the foreign key: the event ends `failed` with `PROJECT_DELETED` after one attempt, and neither
    the event nor the log (at INFO) holds SQL or the memory's text."""
    from mneme.models import Event
    from tests.conftest import data, start_server
    from tests.loopback import FakeChat, loopback

    secret = f"Quentin keeps the spare key under the blue flowerpot {new_id('s')[-8:]}"
    deleted: list[int] = []
    live: list[Any] = []

    class Extractor(FakeChat):
        async def handle(self, request: Any) -> Any:
            if not deleted:  # the project goes while the job waits for the model
                ws, pid = live[1], live[2]
                async with httpx.AsyncClient(verify=TLS, base_url=live[0].base_url, timeout=30,
                                             headers={"Authorization": f"Bearer {live[0].owner_key}"}) as c:
                    deleted.append((await c.delete(f"/api/v3/workspaces/{ws}/projects/{pid}")).status_code)
            self.texts.append(json.dumps({"facts": [secret]}))
            return await super().handle(request)

    caplog.set_level(logging.INFO)
    async with loopback(Extractor().handle) as vendor:
        server = await asyncio.to_thread(start_server, backend, service_model="extractor", llm_base_url=vendor,
                                         llm_protocol="compat-a")
        try:
            with server.client() as c:
                ws = data(await asyncio.to_thread(c.post, "/api/v3/workspaces",
                                                  json={"name": "W", "custom_id": new_id("w")}))
                p = data(await asyncio.to_thread(c.post, f"/api/v3/workspaces/{ws['id']}/projects",
                                                 json={"name": "P", "custom_id": new_id("p")}))
                live.extend([server, ws["id"], p["id"]])
                body = {"messages": [{"role": "user", "content": f"Remember this: {secret}"}], "infer": True}
                res = data(await asyncio.to_thread(c.post, f"/api/v2/projects/{p['id']}/memories", json=body))
                event_id = res["results"][0]["event_id"]
                end = time.monotonic() + 60
                while True:
                    resp = await asyncio.to_thread(c.get, f"/api/v3/events/{event_id}")
                    ev = data(resp)
                    if ev["status"] in ("succeeded", "failed") or time.monotonic() > end:
                        break
                    await asyncio.sleep(0.05)
            database = Database(server.settings)
            try:
                async with database.session(write=False) as s:
                    job = (await s.execute(select(Job).where(Job.event_id == event_id))).scalar_one()
                    stored = (await s.execute(select(Event.error).where(Event.id == event_id))).scalar_one()
            finally:
                await database.dispose()
        finally:
            await asyncio.to_thread(server.stop)
    assert deleted == [200]
    assert ev["status"] == "failed", ev
    assert ev["error"] == {"code": "PROJECT_DELETED", "message": MESSAGES["PROJECT_DELETED"]}, ev
    assert job.status == "failed" and job.attempts == 1, (job.status, job.attempts, job.last_error)
    assert "IntegrityError" in (job.last_error or "") or "ForeignKey" in (job.last_error or ""), job.last_error
    assert json.loads(stored or "{}")["code"] == "PROJECT_DELETED"
    for text in (resp.text, job.last_error or "", caplog.text):
        assert secret not in text and "Quentin" not in text
    assert "INSERT" not in resp.text and "SELECT" not in resp.text
    assert "Traceback" in caplog.text, "the log keeps the traceback of the failure behind the error"


def test_events_stored_with_a_plain_string_error_read_as_code_and_message() -> None:
    """Events failed before errors became `{code, message}` kept a plain string (sometimes an exception's
    text with SQL): they read back as a stable code with its fixed message, never the string."""
    from mneme.data.events.service import error_out

    leaked = ("IntegrityError: (sqlite3.IntegrityError) FOREIGN KEY constraint failed [SQL: INSERT INTO memories "
              "(id, content) VALUES (?, ?)] [parameters: ('mem-1', 'my secret')]")
    assert error_out(leaked) == {"code": "INTERNAL_ERROR", "message": MESSAGES["INTERNAL_ERROR"]}
    assert error_out("The document was deleted during processing") == {
        "code": "DOCUMENT_DELETED", "message": MESSAGES["DOCUMENT_DELETED"]}
    assert error_out("UNREADABLE_DOCUMENT: invalid JSON: line 1")["code"] == "UNREADABLE_DOCUMENT"  # type: ignore[index]
    assert error_out(None) is None
    assert error_out(json.dumps({"code": "PROJECT_DELETED", "message": "m"})) == {"code": "PROJECT_DELETED",
                                                                                 "message": "m"}
