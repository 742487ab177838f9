"""The job outbox and its workers on a freshly migrated SQLite file and PostgreSQL database (no mocks).

Every test registers its own job kinds, so handlers of other tests never see its jobs; every test has its own
database, so workers never claim jobs of other tests.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update

from mneme.core.db import Database
from mneme.core.ids import new_id
from mneme.core.jobs import JobContext, Worker, enqueue, job_handler
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.models import Job
from tests.conftest import database_url


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
    hooks: list[tuple[str, dict[str, Any], str]] = []

    async def on_failure(ctx: JobContext, payload: dict[str, Any], err: str) -> None:
        hooks.append((ctx.job_id, payload, err))

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
    assert "RuntimeError" in job.last_error
    assert hooks == [(job_id, {"doc": "d1"}, job.last_error)]
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

    async def on_failure(ctx: JobContext, payload: dict[str, Any], err: str) -> None:
        hooks.append(err)

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
    assert hooks == [job.last_error]


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
