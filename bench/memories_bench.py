"""Memory store at scale: conflict detection, search and `infer=false` ingestion, on SQLite and PostgreSQL.

Run: ``.venv/bin/python bench/memories_bench.py [--db sqlite|postgres|both] [--n 10000] [--profile]``

Per database (the numbers match the rows printed):

1. setup: a fresh, migrated database; a team (``create_team``) and a project (created over HTTP); ``--n``
   deterministic, distinct memory sentences embedded with the local model (``Services.engines``) and bulk
   inserted through ``mneme.memory.store.insert``;
2. ``Detector.detect`` for ``--detect`` new memories (embedding and insert done first, only detect timed);
3. ``Retriever.memories(k=10)`` for ``--queries`` questions (query embedding timed separately), in this
   process; then ``POST /api/v2/projects/{id}/memories/search`` end to end over real HTTP against
   ``create_app(settings)`` under uvicorn in its own process (with its in-process worker, as ``mneme serve``
   runs it) on 127.0.0.1;
4. ``--adds`` ``POST /api/v2/projects/{id}/memories`` (``infer=false``, ``--in-flight`` concurrent) until
   every event succeeded: memories per second and time-to-succeeded (from each event's ``finished_at``).

PostgreSQL is the tests' throwaway server (``tests/pgserver.start_pg``, with ``--pg-shared-buffers``) or
``$MNEME_TEST_PG_URL``; it gets ``VACUUM ANALYZE`` after the bulk insert, as autovacuum would.

``--profile`` adds the wall time of each stage of ``Detector.detect`` (here) and of the ``memories.add`` job
(inside the server, through functions wrapped with timers), and cProfile summaries of the timed calls.
With ``--profile`` and ``MNEME_BENCH_SQL=1``, the server also reports the thread time of each SQLite
statement (execute and fetches). ``PYSPY_NATIVE=1`` makes ``--py-spy`` record native frames too (it then
pauses the server for each sample, so the figures of that run are not comparable).
Every figure is wall-clock time on a machine that may be shared: the log lines show the load average, and
the CPU time per call is printed beside the latencies measured in this process.
"""
from __future__ import annotations

import argparse
import asyncio
import cProfile
import datetime as dt
import hashlib
import io
import os
import pstats
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np
from _common import REPO, Corpus, Fact, ServerProcess, StageTimer, ms, pct  # bench/ is on sys.path

from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.memory import store
from mneme.memory.scopes import project_scope
from mneme.memory.store import Owner
from mneme.models import Memory
from mneme.services import Services

SEED = 20240611
USER = "user-1"  # every memory belongs to one user: detection compares a user's memories with each other
BASE = Settings().base_path
DETECT_P95 = 0.050  # seconds
SEARCH_P95 = {"sqlite": 0.020, "postgres": 0.010}
INGEST_RATE = 200.0  # memories per second


@dataclass
class Row:
    metric: str
    p50: str = ""
    p95: str = ""
    other: str = ""
    target: str = ""
    verdict: str = ""


@dataclass
class Report:
    backend: str
    rows: list[Row] = field(default_factory=list)
    profiles: list[tuple[str, str]] = field(default_factory=list)

    def add(self, *args: str) -> None:
        self.rows.append(Row(*args))

    def print(self) -> None:
        title = {"sqlite": "SQLite", "postgres": "PostgreSQL + pgvector"}[self.backend]
        heads = ("metric", "p50", "p95", "other", "target", "result")
        cells = [heads] + [(r.metric, r.p50, r.p95, r.other, r.target, r.verdict) for r in self.rows]
        widths = [max(len(c[i]) for c in cells) for i in range(len(heads))]
        line = "-+-".join("-" * w for w in widths)
        print(f"\n=== {title} ===", flush=True)
        for i, c in enumerate(cells):
            print(" | ".join(v.ljust(w) for v, w in zip(c, widths, strict=True)))
            if i == 0:
                print(line)
        for name, text in self.profiles:
            print(f"\n--- {name} ---\n{text}")
        sys.stdout.flush()


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')} load {os.getloadavg()[0]:.1f}] {msg}", flush=True)


def profile_text(prof: cProfile.Profile, top: int = 15) -> str:
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out)
    stats.strip_dirs().sort_stats("cumulative").print_stats(top)
    lines = out.getvalue().strip().splitlines()
    start = next((i for i, s in enumerate(lines) if "ncalls" in s), 0)
    head = [s for s in lines[:start] if "function calls" in s]
    return "\n".join(head + lines[start:])


# ---------------------------------------------------------------------------------------------- corpus


@dataclass
class Workload:
    base: list[Fact]
    base_vecs: np.ndarray
    detect: list[Fact]
    queries: list[Fact]
    adds: list[Fact]
    embed_s: float
    bulk_adds: list[Fact] = field(default_factory=list)


def build_workload(args: argparse.Namespace, embedder: Any) -> Workload:
    corpus = Corpus(SEED)
    base = corpus.fresh(args.n)
    detect = [corpus.contradiction(f) if i % 2 == 0 else corpus.fresh(1)[0]
              for i, f in enumerate(corpus.sample(args.detect + 5))]
    queries = corpus.sample(args.queries + 10)
    adds = [corpus.contradiction(f) if i % 5 == 0 else corpus.fresh(1)[0]
            for i, f in enumerate(corpus.sample(args.adds))]
    bulk = [corpus.contradiction(f) if i % 5 == 0 else corpus.fresh(1)[0]  # same mix, other facts
            for i, f in enumerate(corpus.sample(args.adds if args.messages_per_add > 1 else 0))]
    texts = [f.text for f in base]
    cache = Path(args.embed_cache) if args.embed_cache else None
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()
    if cache is not None and cache.exists() and str(np.load(cache)["digest"]) == digest:
        with np.load(cache) as z:
            vecs, embed_s = z["vecs"], float(z["seconds"])
        log(f"embeddings of {len(texts)} memories read from {cache} (measured earlier)")
        return Workload(base, vecs, detect, queries, adds, embed_s, bulk)
    log(f"embedding {len(base)} memories with the local model (batches of 256) ...")
    t0 = time.perf_counter()
    vecs = np.concatenate([embedder.embed_sync(texts[i:i + 256]) for i in range(0, len(texts), 256)])
    embed_s = time.perf_counter() - t0
    if cache is not None:
        np.savez(cache, vecs=vecs, seconds=embed_s, digest=digest)
    log(f"embedded {len(base)} in {embed_s:.1f} s ({len(base) / embed_s:.0f} sentences/s)")
    sample = vecs[np.random.default_rng(SEED).choice(len(vecs), size=min(1000, len(vecs)), replace=False)]
    sims = sample @ vecs.T
    sims[sims > 0.99999] = -1  # the row itself
    nn = sims.max(axis=1)
    log(f"diversity check (1000 sampled vs all): nearest-neighbour cosine median {np.median(nn):.3f}, "
        f"p95 {np.percentile(nn, 95):.3f}, share >= 0.95: {100 * float((nn >= 0.95).mean()):.1f}%; "
        f"mean pairwise cosine {float(sims[sims > -1].mean()):.3f}")
    return Workload(base, vecs, detect, queries, adds, embed_s, bulk)


# ---------------------------------------------------------------------------------------------- setup


async def create_owner(svc: Services) -> tuple[str, str, str]:
    from mneme.admin.keys.service import create_key
    from mneme.admin.team.service import create_team

    async with svc.db.session() as s:
        team, owner = await create_team(s, name="Bench team", owner_name="Owner",
                                        owner_email="owner@bench.test")
        _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="bench")
        return team.id, owner.id, secret


async def api(http: aiohttp.ClientSession, method: str, url: str, **kw: Any) -> Any:
    async with http.request(method, url, **kw) as r:
        body = await r.json(content_type=None)
        if r.status != 200 or not body.get("success"):
            raise RuntimeError(f"{method} {url} -> {r.status}: {str(body)[:300]}")
        return body["data"]


async def seed(svc: Services, owner: Owner, w: Workload, backend: str, rep: Report) -> dict[str, str]:
    ids: dict[str, str] = {}
    t0 = time.perf_counter()
    for i in range(0, len(w.base), 500):
        part = w.base[i:i + 500]
        async with svc.db.session() as s:
            rows = await store.insert(s, owner, [f.text for f in part], event_id=None, user_id=USER,
                                      embeddings=w.base_vecs[i:i + 500])
            ids.update({f.text: m.id for f, m in zip(part, rows, strict=True)})
    took = time.perf_counter() - t0
    extra = ""
    if backend == "postgres":
        from sqlalchemy import text

        t1 = time.perf_counter()  # as autovacuum does after such a burst (it also empties GIN pending lists)
        async with svc.db.engine.connect() as c:
            await (await c.execution_options(isolation_level="AUTOCOMMIT")).execute(text("VACUUM ANALYZE"))
        extra = f"; VACUUM ANALYZE {time.perf_counter() - t1:.1f} s"
    rep.add(f"setup: embed {len(w.base):,} memories (local model)", "", "",
            f"{w.embed_s:.1f} s, {len(w.base) / w.embed_s:.0f}/s", "", "info")
    rep.add(f"setup: store.insert {len(w.base):,} (batches of 500)", "", "",
            f"{took:.1f} s, {len(w.base) / took:.0f}/s{extra}", "", "info")
    log(f"inserted {len(w.base)} memories in {took:.1f} s{extra}")
    return ids


# ---------------------------------------------------------------------------------------------- 2. detect


async def bench_detect(svc: Services, owner: Owner, w: Workload, args: argparse.Namespace,
                       rep: Report) -> None:
    embedder, detector = svc.engines.embedder, svc.detector
    texts = [f.text for f in w.detect]
    vecs = await embedder.embed(texts)  # embedding excluded from the timing
    times: list[float] = []
    cpus: list[float] = []
    ids: list[str] = []
    found = 0
    cold = 0.0
    for i, (content, vec) in enumerate(zip(texts, vecs, strict=True)):
        async with svc.db.session() as s:
            [m] = await store.insert(s, owner, [content], event_id=None, user_id=USER,
                                     embeddings=vec[None, :])
            t0, c0 = time.perf_counter(), time.process_time()
            created = await detector.detect(s, m, event_id=None)
            took, cpu = time.perf_counter() - t0, time.process_time() - c0
        ids.append(m.id)
        if i == 0:
            cold = took
        if i >= 5:  # the first calls warm caches (SQLite: the scope's vector matrix)
            times.append(took)
            cpus.append(cpu)
            found += len(created)
    p95 = pct(times, 95)
    rep.add(f"2. Detector.detect, {len(times)} new memories (excl. embed)", ms(pct(times, 50)), ms(p95),
            f"{found} conflicts recorded; first call {ms(cold)}; CPU p50 {ms(pct(cpus, 50))}",
            f"p95 < {ms(DETECT_P95)}", verdict(p95 < DETECT_P95))
    log(f"detect: p50 {ms(pct(times, 50))} p95 {ms(p95)}, {found} conflicts")
    if args.profile:  # a second, untimed pass over the last 50: stage timers, then cProfile
        stages, prof, again_ids = detect_stages(), cProfile.Profile(), ids[-50:]
        for pass_ in ("stages", "cprofile"):
            for mid in again_ids:
                async with svc.db.session() as s:
                    again = await s.get(Memory, mid)
                    assert again is not None
                    if pass_ == "cprofile":
                        prof.enable()
                    await detector.detect(s, again, event_id=None)
                    prof.disable()
            stages.restore()
        rep.profiles.append(("profile: Detector.detect stages (wall; again on the last 50 new memories)",
                             stages_text(stages.acc, len(again_ids))))
        rep.profiles.append(("profile: Detector.detect, cProfile top 15 (again on the last 50 new memories)",
                             profile_text(prof)))


def detect_stages() -> StageTimer:
    from mneme.memory import detection, judge, retrieval

    st = StageTimer()
    st.wrap(retrieval.Retriever, "memories", "Retriever.memories (user's memories)")
    st.wrap(retrieval.Retriever, "chunks", "Retriever.chunks (project's documents)")
    st.wrap(detection, "_load", "load candidate memories")
    st.wrap(detection, "_load_chunks", "load candidate chunks")
    st.wrap(judge.OfflineJudge, "judge", "OfflineJudge.judge")
    st.wrap(detection, "record_m2m", "record_m2m (conflict insert)")
    return st


def stages_text(acc: dict[str, list[float]], per: int) -> str:
    width = max((len(k) for k in acc), default=10)
    return "\n".join(f"  {k.ljust(width)}  {int(c):6d} calls  {1000 * t / max(c, 1):8.2f} ms per call  "
                     f"{1000 * t / max(per, 1):8.2f} ms per memory" for k, (c, t) in acc.items())


# ---------------------------------------------------------------------------------------------- 3. search


async def bench_retrieval(svc: Services, project_id: str, w: Workload, ids: dict[str, str], backend: str,
                          args: argparse.Namespace, rep: Report) -> None:
    embedder = svc.engines.embedder
    questions = [f.question for f in w.queries]
    embed_times, vecs = [], []
    for q in questions:
        t0 = time.perf_counter()
        vecs.append((await embedder.embed([q]))[0])
        embed_times.append(time.perf_counter() - t0)
    scope = project_scope(project_id)
    times, cpus, hit = await _timed_searches(svc, scope, w, questions, vecs, ids, None)
    target = SEARCH_P95[backend]
    p95 = pct(times, 95)
    rep.add("   query embedding, 1 text (local model)", ms(pct(embed_times[10:], 50)),
            ms(pct(embed_times[10:], 95)), "excluded from the rows below", "", "info")
    rep.add(f"3. Retriever.memories k=10, {len(times)} queries", ms(pct(times, 50)), ms(p95),
            f"CPU p50 {ms(pct(cpus, 50))}; source memory in top 10: {100 * hit / len(times):.0f}%",
            f"p95 < {ms(target)}", verdict(p95 < target))
    u_times, u_cpus, _ = await _timed_searches(svc, scope, w, questions, vecs, ids, USER)
    rep.add("   same, with user_id (as detection runs it)", ms(pct(u_times, 50)), ms(pct(u_times, 95)),
            f"CPU p50 {ms(pct(u_cpus, 50))}", "", "info")
    log(f"retrieval: p50 {ms(pct(times, 50))} p95 {ms(p95)}; query embed p50 {ms(pct(embed_times, 50))}")
    if args.profile:  # a second, untimed pass over the last 100 queries
        prof = cProfile.Profile()
        await _timed_searches(svc, scope, w, questions[-100:], vecs[-100:], ids, None, prof)
        rep.profiles.append(("profile: Retriever.memories, cProfile top 15 (again over the last 100 queries)",
                             profile_text(prof)))


async def _timed_searches(svc: Services, scope: str, w: Workload, questions: list[str], vecs: list[Any],
                          ids: dict[str, str], user_id: str | None,
                          prof: cProfile.Profile | None = None) -> tuple[list[float], list[float], int]:
    times: list[float] = []
    cpus: list[float] = []
    hit = 0
    facts = w.queries[-len(questions):]
    for i, (f, q, vec) in enumerate(zip(facts, questions, vecs, strict=True)):
        async with svc.db.session(write=False) as s:
            if prof is not None:
                prof.enable()
            t0, c0 = time.perf_counter(), time.process_time()
            hits = await svc.retriever.memories(s, scope, vec, q, k=10, user_id=user_id)
            took, cpu = time.perf_counter() - t0, time.process_time() - c0
            if prof is not None:
                prof.disable()
        if i >= 10:  # warm-up
            times.append(took)
            cpus.append(cpu)
            hit += ids.get(f.text) in {h.id for h in hits}
    return times, cpus, hit


async def bench_http_search(http: aiohttp.ClientSession, url: str, w: Workload, rep: Report) -> None:
    times: list[float] = []
    for i, f in enumerate(w.queries):
        t0 = time.perf_counter()
        await api(http, "POST", url, json={"query": f.question, "top_k": 10})
        if i >= 10:  # warm-up (the server loads its model and, on SQLite, its vector matrix)
            times.append(time.perf_counter() - t0)
    rep.add(f"3. HTTP POST .../memories/search, {len(times)} sequential", ms(pct(times, 50)),
            ms(pct(times, 95)), f"{len(times) / sum(times):.0f} req/s, incl. query embedding", "", "info")
    log(f"http search: p50 {ms(pct(times, 50))} p95 {ms(pct(times, 95))}")


# ---------------------------------------------------------------------------------------------- 4. ingest


def _cpu_seconds(pid: int | None) -> float:
    """User + system CPU seconds of a process and its threads (Linux /proc), 0 when unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError, TypeError):
        return 0.0


def _ts(value: str) -> float:
    return dt.datetime.fromisoformat(value).timestamp()


def _start_py_spy(pid: int, out: str) -> subprocess.Popen[bytes]:
    """py-spy sampling the server (every thread, 200 Hz) into an SVG, or raw collapsed stacks for a .txt."""
    exe = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    raw = ["--format", "raw"] if out.endswith(".txt") else []
    native = ["--native"] if os.environ.get("PYSPY_NATIVE") else ["--nonblocking"]  # native needs to stop it
    return subprocess.Popen([exe, "record", "--pid", str(pid), "--output", out, "--threads", "--rate", "200",
                             *raw, *native], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


async def bench_ingest(http: aiohttp.ClientSession, svc: Services, server: ServerProcess, root: str,
                       project_id: str, facts: list[Fact], per_add: int, args: argparse.Namespace,
                       rep: Report) -> None:
    """`facts` as `infer=false` adds of `per_add` messages each; memories per second until all succeeded."""
    from sqlalchemy import text

    url = f"{root}/api/v2/projects/{project_id}/memories"
    sent: dict[str, float] = {}
    post_times: list[float] = []
    sem = asyncio.Semaphore(args.in_flight)
    adds = [facts[i:i + per_add] for i in range(0, len(facts), per_add)]
    async with svc.db.session(write=False) as s:
        events_before = int((await s.execute(text("SELECT count(*) FROM events WHERE project_id = :p"),
                                             {"p": project_id})).scalar_one())

    async def one(add: list[Fact]) -> None:
        async with sem:
            t_wall, t0 = time.time(), time.perf_counter()
            body = await api(http, "POST", url, json={"messages": [{"role": "user", "content": f.text} for f in add],
                                                      "infer": False, "user_id": USER})
            post_times.append(time.perf_counter() - t0)
            sent[body["results"][0]["event_id"]] = t_wall

    timeline: list[tuple[float, dict[str, int]]] = []

    async def watch() -> None:  # the events' statuses every 0.25 s until all are final (bounded)
        deadline = time.monotonic() + max(120.0, len(facts) / 5)
        while time.monotonic() < deadline:
            async with svc.db.session(write=False) as s:
                rows = await s.execute(text("SELECT status, count(*) FROM events WHERE project_id = :p "
                                            "GROUP BY status"), {"p": project_id})
                counts: dict[str, int] = {str(k): int(v) for k, v in rows.all()}
            timeline.append((time.time(), counts))
            if counts.get("succeeded", 0) + counts.get("failed", 0) >= events_before + len(adds):
                return
            await asyncio.sleep(0.25)
        log(f"ingest: gave up waiting; statuses {timeline[-1][1] if timeline else {}}")

    server.reset_stages()
    spy = (_start_py_spy(server.proc.pid, args.py_spy)  # the last ingest run
           if args.py_spy and per_add == max(1, args.messages_per_add) else None)
    cpu0 = _cpu_seconds(server.proc.pid)
    t_start = time.time()
    watcher = asyncio.create_task(watch())
    await asyncio.gather(*(one(a) for a in adds))
    t_posted = time.time()
    log(f"ingest: {len(sent)} adds ({per_add} per add) accepted in {t_posted - t_start:.1f} s; waiting ...")
    if args.worker_concurrency == 0:  # no worker: only the acceptance of the adds is measured
        watcher.cancel()
        cpu = _cpu_seconds(server.proc.pid) - cpu0
        rep.add(f"4. accept infer=false adds of {per_add} (no worker)", ms(pct(post_times, 50)),
                ms(pct(post_times, 95)), f"{len(sent) / (t_posted - t_start):.0f} adds/s accepted; server CPU "
                f"{1000 * cpu / len(sent):.1f} ms per add", "", "info")
        for label, (calls, seconds) in server.read_stages().items():
            rep.add(f"   server: {label}", "", "", f"{calls:.0f} calls, {seconds:.1f} s in all, "
                    f"{1000 * seconds / max(calls, 1):.1f} ms per call", "", "info")
        return
    await watcher
    t_seen = time.time()
    cpu = _cpu_seconds(server.proc.pid) - cpu0
    if spy is not None:
        spy.send_signal(signal.SIGINT)
        spy.wait(30)
    stages = server.read_stages()
    async with svc.db.session(write=False) as s:
        retried, errors = (await s.execute(text(
            "SELECT coalesce(sum(CASE WHEN attempts > 1 THEN 1 ELSE 0 END), 0), count(last_error) FROM jobs "
            "WHERE kind = 'memories.add'"))).one()
    finished: dict[str, float] = {}
    stored: dict[str, int] = {}
    statuses: dict[str, int] = {}

    async def check(eid: str) -> None:  # the API's view of each event, after the timing
        async with sem:
            ev = await api(http, "GET", f"{root}/api/v3/events/{eid}")
            statuses[ev["status"]] = statuses.get(ev["status"], 0) + 1
            if ev["status"] == "succeeded" and ev["finished_at"]:
                finished[eid] = _ts(ev["finished_at"])
                stored[eid] = len(ev["memory_ids"])

    await asyncio.gather(*(check(e) for e in sent))
    lat = [finished[e] - sent[e] for e in finished]
    span = (max(finished.values()) - t_start) if finished else float("nan")
    memories = sum(stored.values())
    rate = memories / span if finished else 0.0
    rep.add(f"4. ingest infer=false, {len(sent)} adds of {per_add} message{'s' if per_add > 1 else ''}, "
            f"{args.in_flight} in flight", "", "",
            f"{rate:.0f} memories/s ({memories} memories of {len(finished)} succeeded adds in {span:.1f} s)",
            f">= {INGEST_RATE:.0f}/s", verdict(rate >= INGEST_RATE and len(finished) == len(sent)
                                               and memories == len(facts)))
    rep.add("   time from POST to event succeeded", ms(pct(lat, 50)), ms(pct(lat, 95)),
            f"max {ms(max(lat) if lat else float('nan'))}; statuses {statuses}", "", "info")
    rep.add("   POST .../memories latency", ms(pct(post_times, 50)), ms(pct(post_times, 95)),
            f"{len(sent) / (t_posted - t_start):.0f} req/s accepted", "", "info")
    wall = t_seen - t_start
    backlog = max((c.get("pending", 0) for _t, c in timeline), default=0)
    after = [(t, c.get("succeeded", 0)) for t, c in timeline if t >= t_posted]
    drain = (after[-1][1] - after[0][1]) / (after[-1][0] - after[0][0]) if len(after) > 1 else float("nan")
    rep.add("   diagnostics", "", "", f"server CPU {cpu:.1f} s in {wall:.1f} s ({100 * cpu / wall:.0f}% of "
            f"one core), {1000 * cpu / max(memories, 1):.1f} ms per memory; max pending {backlog}; after the "
            f"POSTs {drain:.0f}/s; jobs retried {retried}, errors {errors}", "", "info")
    for label, (calls, seconds) in stages.items():
        rep.add(f"   server: {label}", "", "", f"{calls:.0f} calls, {seconds:.1f} s in all, "
                f"{1000 * seconds / max(calls, 1):.1f} ms per call (wall, waits included)", "", "info")
    log(f"ingest ({per_add} per add): {rate:.0f}/s, time-to-succeeded p50 {ms(pct(lat, 50))} p95 {ms(pct(lat, 95))}")


# ---------------------------------------------------------------------------------------------- per database


async def run_backend(backend: str, url: str, tmp: str, w: Workload, args: argparse.Namespace) -> Report:
    rep = Report(backend)
    svc = Services.build(replace(Settings(), database_url=url, data_dir=f"{tmp}/data"))
    server: ServerProcess | None = None
    try:
        await asyncio.to_thread(upgrade, url)
        team_id, _owner_id, secret = await create_owner(svc)
        server = await asyncio.to_thread(ServerProcess, url, worker_concurrency=args.worker_concurrency,
                                         stages=args.profile)
        root = f"{server.root}{BASE}"
        conn = aiohttp.TCPConnector(limit=args.in_flight)
        async with aiohttp.ClientSession(connector=conn, headers={"Authorization": f"Bearer {secret}"},
                                         timeout=aiohttp.ClientTimeout(total=120)) as http:
            ws = await api(http, "POST", f"{root}/api/v3/workspaces",
                           json={"name": "Bench", "custom_id": "bench"})
            proj = await api(http, "POST", f"{root}/api/v3/workspaces/{ws['id']}/projects",
                             json={"name": "Bench", "custom_id": "bench-p"})
            owner = Owner(team_id=team_id, workspace_id=ws["id"], project_id=proj["id"])
            ids = await seed(svc, owner, w, backend, rep)
            if "detect" in args.only:
                await bench_detect(svc, owner, w, args, rep)
            if "search" in args.only:
                await bench_retrieval(svc, proj["id"], w, ids, backend, args, rep)
                await bench_http_search(http, f"{root}/api/v2/projects/{proj['id']}/memories/search", w, rep)
            if "ingest" in args.only:
                await bench_ingest(http, svc, server, root, proj["id"], w.adds, 1, args, rep)
                if args.messages_per_add > 1:
                    await bench_ingest(http, svc, server, root, proj["id"], w.bulk_adds, args.messages_per_add,
                                       args, rep)
    finally:
        if server is not None:
            await asyncio.to_thread(server.stop)
        await svc.close()
    return rep


def start_postgres(shared_buffers: str) -> Any:
    """The test suite's throwaway PostgreSQL + pgvector (or the server named by MNEME_TEST_PG_URL)."""
    sys.path.insert(0, str(REPO))
    from tests import pgserver

    if os.environ.get(pgserver.ENV_URL):
        return pgserver.PgServer.from_url(os.environ[pgserver.ENV_URL])
    # the test server's 32MB shared_buffers is too small to hold a 10k-row table with its HNSW index
    pgserver._SERVER_SETTINGS["shared_buffers"] = shared_buffers
    return pgserver.start_pg()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", choices=("sqlite", "postgres", "both"), default="both")
    ap.add_argument("--n", type=int, default=10_000, help="memories in the project (default 10000)")
    ap.add_argument("--detect", type=int, default=200, help="new memories for conflict detection (>= 200)")
    ap.add_argument("--queries", type=int, default=300, help="search queries (>= 300)")
    ap.add_argument("--adds", type=int, default=1000, help="infer=false adds over HTTP (>= 1000)")
    ap.add_argument("--messages-per-add", type=int, default=10,
                    help="then ingest --adds more memories as adds of this many messages each (1: skip)")
    ap.add_argument("--in-flight", type=int, default=16, help="concurrent HTTP requests while ingesting")
    ap.add_argument("--worker-concurrency", type=int, default=Settings().worker_concurrency,
                    help="jobs the server's worker runs at once (the server's default; 0: measure only how fast "
                    "adds are accepted)")
    ap.add_argument("--pg-shared-buffers", default="256MB", help="shared_buffers of the throwaway PostgreSQL")
    ap.add_argument("--embed-cache", default="", metavar="FILE.npz",
                    help="reuse the corpus embeddings from this file (written when missing); off by default")
    ap.add_argument("--profile", action="store_true",
                    help="cProfile the timed detect and search calls; time the add job's stages in the "
                    "server")
    ap.add_argument("--only", default="detect,search,ingest",
                    help="comma-separated parts to run: detect, search, ingest (default all)")
    ap.add_argument("--py-spy", default="", metavar="FILE.svg",
                    help="record the server with py-spy while ingesting (py-spy must be installed)")
    args = ap.parse_args()
    args.only = set(args.only.split(","))
    backends = ["sqlite", "postgres"] if args.db == "both" else [args.db]
    print(f"memories bench: n={args.n} detect={args.detect} queries={args.queries} adds={args.adds} "
          f"in_flight={args.in_flight} worker_concurrency={args.worker_concurrency} cores={os.cpu_count()} "
          f"python={sys.version.split()[0]} loadavg={os.getloadavg()[0]:.1f}", flush=True)

    t_all = time.perf_counter()
    from mneme.memory.engines import build_engines  # what Services.engines builds

    embedder = build_engines(Settings()).embedder  # the local model: one runtime for the whole process
    w = build_workload(args, embedder)
    reports: list[Report] = []
    pg = None
    try:
        for backend in backends:
            tmp = tempfile.mkdtemp(prefix="mneme-bench-")
            try:
                if backend == "sqlite":
                    url = f"sqlite+aiosqlite:///{tmp}/mneme.db"
                else:
                    pg = pg or start_postgres(args.pg_shared_buffers)
                    url = pg.create_database(f"mneme_bench_{os.getpid()}_{int(time.time())}")
                log(f"--- {backend}: {url}")
                reports.append(asyncio.run(run_backend(backend, url, tmp, w, args)))
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    finally:
        if pg is not None:
            pg.stop()
    for rep in reports:
        rep.print()
    print(f"\ntotal {time.perf_counter() - t_all:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    os.chdir(REPO)
    raise SystemExit(main())
