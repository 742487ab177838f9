"""Crash safety of the memory jobs: `memories.add` and `memories.process` run again (after a crash, a retry
or a lost lease) never duplicate memories or conflicts. The handlers run here directly, against the live
server's database, with the same services the worker uses."""
from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from sqlalchemy import func, select

import mneme.workers.memories as jobs
from mneme.core.authz import trusted_scope
from mneme.core.jobs import JobContext
from mneme.data.events import service as events
from mneme.models import Job, Memory, MemoryConflict, Project
from mneme.services import Services
from tests.conftest import LiveServer, data, make_project, run_sync
from tests.memories.helpers import add, add_event, conflicts, post_messages, wait_event


def with_ctx(server: LiveServer, fn: Callable[[Services], Coroutine[Any, Any, Any]]) -> Any:
    """Run `fn(services)` on a fresh loop with the worker's services built on the server's settings."""
    async def go() -> Any:
        svc = Services.build(server.settings)
        try:
            return await fn(svc)
        finally:
            await svc.close()
    return run_sync(go)


def job_ctx(svc: Services, event_id: str | None) -> JobContext:
    return JobContext(db=svc.db, services=svc, job_id="job-test", attempt=2, event_id=event_id)


async def count_memories(svc: Services, event_id: str) -> int:
    async with svc.db.session(write=False) as s:
        q = select(func.count()).select_from(Memory).where(Memory.event_id == event_id)
        return int((await s.execute(q)).scalar_one())


async def count_conflicts(svc: Services, project_id: str) -> int:
    async with svc.db.session(write=False) as s:
        return int((await s.execute(select(func.count()).select_from(MemoryConflict).where(
            MemoryConflict.project_id == project_id))).scalar_one())


async def new_add_event(svc: Services, pid: str, texts: list[str], *, infer: bool = False,
                        status: str | None = None) -> dict[str, Any]:
    """An event and the payload `memories.add` would get for it, without a queued job (so the server's worker
    leaves it alone): the state right after a crash, before any worker ran."""
    async with svc.db.session() as s:
        p = (await s.execute(select(Project).where(Project.id == pid))).scalar_one()
        scope = trusted_scope(p.team_id, reason="test: an add's event")
        ev = await events.create(s, scope, project_id=p.id, type_="memory.add")
        if status:
            await events.mark(s, ev.id, status=status)
        owner = {"team_id": p.team_id, "workspace_id": p.workspace_id, "project_id": p.id, "actor_id": None,
                 "agent_id": None}
    return {"event_id": ev.id, "owner": owner, "messages": [{"role": "user", "content": t} for t in texts],
            "user_id": "u1", "infer": infer, "metadata": {}, "chat_session_id": None}


def test_add_job_run_twice_after_success_changes_nothing(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        add(c, pid, "Alice lives in Paris.")
        ev = add_event(c, pid, "Alice lives in Berlin.", "The roof was repaired in May.")
        assert len(ev["memory_ids"]) == 2 and len(ev["conflict_ids"]) == 1

        async def rerun(svc: Services) -> tuple[int, int]:
            async with svc.db.session(write=False) as s:
                q = select(Job).where(Job.event_id == ev["id"], Job.kind == "memories.add")
                job = (await s.execute(q)).scalar_one()
                payload = dict(job.payload)
            for _ in range(2):
                await jobs.add(job_ctx(svc, ev["id"]), dict(payload))
            return await count_memories(svc, ev["id"]), await count_conflicts(svc, pid)

        assert with_ctx(server, rerun) == (2, 1)
        assert wait_event(c, ev["id"]) == ev
        assert data(c.get(f"/api/v2/projects/{pid}/memories"))["total"] == 3


def test_add_job_after_a_crash_between_store_and_detection(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        paris = add(c, pid, "Alice lives in Paris.")

        async def crash_then_retry(svc: Services) -> tuple[list[str], int, int]:
            p = await new_add_event(svc, pid, ["Alice lives in Berlin.", "The roof was repaired in May."])
            texts = [m["content"] for m in p["messages"]]
            async with svc.db.session() as s:  # the store transaction; the worker dies right after it
                stored = (await jobs._store_many(job_ctx(svc, p["event_id"]), s, [p], [texts],
                                                 await svc.engines.embedder.embed(texts)))[p["event_id"]]
            assert len(stored) == 2
            for _ in range(2):  # the job is claimed again, twice
                await jobs.add(job_ctx(svc, p["event_id"]), dict(p))
            return stored, await count_memories(svc, p["event_id"]), await count_conflicts(svc, pid)

        stored, n_memories, n_conflicts = with_ctx(server, crash_then_retry)
        assert n_memories == 2 and n_conflicts == 1
        items = conflicts(c, pid)["items"]
        assert len(items) == 1 and set(items[0]["memory_ids"]) == {paris, stored[0]}
        ev = data(c.get(f"/api/v3/events/{items[0]['event_id']}"))
        assert ev["status"] == "succeeded" and ev["memory_ids"] == stored
        assert ev["conflict_ids"] == [items[0]["id"]]


def test_add_job_after_a_crash_before_storing(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)

        async def run(svc: Services) -> tuple[int, int]:
            verbatim = await new_add_event(svc, pid, ["Kim owns a red bicycle.", "Kim owns a blue car."],
                                           status="running")
            inferred = await new_add_event(svc, pid, ["I live in Lisbon and I work as a nurse."], infer=True,
                                           status="running")
            for p in (verbatim, inferred):
                for _ in range(2):
                    await jobs.add(job_ctx(svc, p["event_id"]), dict(p))
            return (await count_memories(svc, verbatim["event_id"]),
                    await count_memories(svc, inferred["event_id"]))

        assert with_ctx(server, run) == (2, 2)
        assert data(c.get(f"/api/v2/projects/{pid}/memories"))["total"] == 4


def test_add_job_running_twice_at_once_stores_once(server: LiveServer) -> None:
    """A worker that lost its lease (stalled past `lease_s`) and the worker that claimed the job again run the
    same job concurrently."""
    with server.client() as c:
        _, pid = make_project(c)

        async def run(svc: Services) -> int:
            p = await new_add_event(svc, pid, ["Lee drives a green van.", "Lee has two dogs."])
            # both runs pass the "already stored?" check before either stores (a lost lease's interleaving)
            embedder = svc.engines.embedder
            embed, barrier = embedder.embed, asyncio.Barrier(2)

            async def embed_together(texts: list[str]) -> Any:
                vecs = await embed(texts)
                await asyncio.wait_for(barrier.wait(), 10)
                return vecs
            embedder.embed = embed_together
            await asyncio.gather(jobs.add(job_ctx(svc, p["event_id"]), dict(p)),
                                 jobs.add(job_ctx(svc, p["event_id"]), dict(p)))
            return await count_memories(svc, p["event_id"])

        assert with_ctx(server, run) == 2
        assert data(c.get(f"/api/v2/projects/{pid}/memories"))["total"] == 2


def test_process_job_run_again_never_duplicates_conflicts(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a = add(c, pid, "Bob likes coffee.")
        res = data(c.post(f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts",
                          json={"facts": ["Bob does not like coffee."]}))
        ev = wait_event(c, res["event_id"])
        assert len(ev["conflict_ids"]) == 1, ev

        async def rerun(svc: Services) -> int:
            for _ in range(3):
                await jobs.process(job_ctx(svc, res["event_id"]),
                                   {"event_id": res["event_id"], "memory_ids": ev["memory_ids"]})
            await jobs.process(job_ctx(svc, None), {"memory_ids": [a, *ev["memory_ids"]]})
            return await count_conflicts(svc, pid)

        assert with_ctx(server, rerun) == 1
        again = wait_event(c, res["event_id"])
        assert again["conflict_ids"] == ev["conflict_ids"] and again["memory_ids"] == ev["memory_ids"]


def test_a_stored_add_event_is_visible_to_its_project_only_after_commit(server: LiveServer) -> None:
    """`POST /memories` returns an event that is immediately pollable (the job row and the event commit
    together with the response)."""
    with server.client() as c:
        _, pid = make_project(c)
        eid = post_messages(c, pid, [{"role": "user", "content": "Nia speaks Swahili."}])
        first = data(c.get(f"/api/v3/events/{eid}"))
        assert first["status"] in ("pending", "running", "succeeded") and first["id"] == eid
        assert wait_event(c, eid)["status"] == "succeeded"


def test_detection_from_the_older_side_still_names_the_newer_statement(server: LiveServer) -> None:
    """Two adds processed at once: the older memory's job may run detection after the newer one is stored.
    The conflict must still read "newer contradicts the earlier", whichever job records it."""
    with server.client() as c:
        _, pid = make_project(c)

    async def go(svc: Services) -> dict[str, Any]:
        from mneme.memory import store
        from mneme.memory.store import Owner

        texts = ["Marta works in Madrid.", "Marta works in Lisbon."]
        vecs = await svc.engines.embedder.embed(texts)
        async with svc.db.session() as s:
            p = (await s.execute(select(Project).where(Project.id == pid))).scalar_one()
            owner = Owner(team_id=p.team_id, workspace_id=p.workspace_id, project_id=p.id)
            older = (await store.insert(s, owner, texts[:1], event_id=None, embeddings=vecs[:1]))[0]
            await asyncio.sleep(0.01)
            newer = (await store.insert(s, owner, texts[1:], event_id=None, embeddings=vecs[1:]))[0]
        async with svc.db.session() as s:
            row = (await s.execute(select(Memory).where(Memory.id == older.id))).scalar_one()
            created = await svc.detector.detect(s, row, event_id=None)
        assert len(created) == 1
        async with svc.db.session(write=False) as s:
            cfl = (await s.execute(select(MemoryConflict).where(MemoryConflict.id == created[0]))).scalar_one()
        return {"older": older.id, "newer": newer.id, "description": cfl.description, "ids": cfl.memory_ids}

    got = with_ctx(server, go)
    assert got["ids"] == [got["older"], got["newer"]], "memory_ids are ordered oldest first"
    assert got["description"].index("Lisbon") < got["description"].index("Madrid"), got["description"]


def test_add_batch_stores_each_event_once_and_finds_conflicts_across_the_batch(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)

    async def go(svc: Services) -> tuple[list[dict[str, Any]], int, int]:
        texts = [["The gym opens at 6 am."], ["Nora lives in Oslo.", "Nora plays chess."], ["Nora lives in Bergen."]]
        payloads = [await new_add_event(svc, pid, t) for t in texts]
        ctx = job_ctx(svc, None)
        await jobs.add_batch(ctx, payloads)
        await jobs.add_batch(ctx, payloads)  # a retry of the whole batch changes nothing
        async with svc.db.session(write=False) as s:
            evs = [events.to_out(e) for e in await events.load_many(s, [p["event_id"] for p in payloads])]
        total = sum([await count_memories(svc, p["event_id"]) for p in payloads])
        return evs, total, await count_conflicts(svc, pid)

    evs, total, n_conflicts = with_ctx(server, go)
    assert {e["status"] for e in evs} == {"succeeded"} and total == 4
    assert sorted(len(e["memory_ids"]) for e in evs) == [1, 1, 2]
    assert n_conflicts == 1, "Oslo vs Bergen, stored in one batch, is one conflict"
