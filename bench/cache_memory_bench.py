"""Memory of the in-process search cache (SQLite): bytes per stored memory, and the bound under many projects.

Run: ``.venv/bin/python bench/cache_memory_bench.py [--projects 50] [--per-project 5000]
[--budget-mib 512] [--measure-projects 10]``

1. setup: a fresh, migrated SQLite file; ``--projects`` projects (``tests/conftest.new_project``'s rows) of
   ``--per-project`` distinct memory sentences each (``_common.Corpus``), written straight to the database
   through ``mneme.memory.store.insert_many`` with random unit vectors: no model runs, the cache holds what
   it would hold for real embeddings (384 float32 each) and real texts (keyword postings);
2. per memory: in a fresh process, the anonymous memory (``RssAnon`` of /proc/self/status) before and after
   searching ``--measure-projects`` projects once with an unbounded cache, divided by their memories;
   also the cache's own estimate (``MatrixCache.total_bytes``) per memory;
3. bound: in another fresh process with the cache budget ``--budget-mib``, every project searched in turn,
   twice round; the highest ``RssAnon`` seen (sampled after each project's searches) against the budget +
   400 MiB, the evictions, and that each project's answers in the second round equal the first round's
   (so an evicted project came back right).
Targets: at most 4 KB a memory; at most budget + 400 MiB of anonymous memory for the whole process.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
from _common import REPO, Corpus  # bench/ is on sys.path

sys.path.insert(0, str(REPO))  # tests.conftest builds the projects' rows

from mneme.core.db import Database
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings

MIB = 1024 * 1024
PER_MEMORY_TARGET = 4096
HEADROOM = 400 * MIB


def rss_anon() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("RssAnon:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no RssAnon in /proc/self/status")


async def setup(url: str, projects: int, per_project: int) -> list[dict[str, str]]:
    from mneme.memory import store
    from tests.conftest import new_project

    db = Database(Settings(database_url=url))
    owners = []
    try:
        for p in range(projects):
            owner = await new_project(db)
            texts = [f.text for f in Corpus(seed=1000 + p).fresh(per_project)]
            rng = np.random.default_rng(p)
            vecs = rng.standard_normal((per_project, 384)).astype(np.float32)
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            for start in range(0, per_project, 1000):
                async with db.session() as s:
                    await store.insert_many(s, [
                        store.NewMemory(owner, t, user_id="user-1", embedding=v)
                        for t, v in zip(texts[start:start + 1000], vecs[start:start + 1000], strict=True)])
            owners.append({"key": owner.key, "seed": str(p)})
            print(f"  project {p + 1}/{projects} written", file=sys.stderr, flush=True)
    finally:
        await db.dispose()
    return owners


async def search_all(url: str, owners: list[dict[str, str]], budget: int, rounds: int) -> dict[str, Any]:
    """Search each project's scope (a few queries) in turn; RssAnon after each."""
    from mneme.memory.retrieval import Retriever

    db = Database(Settings(database_url=url))
    retriever = Retriever(True, cache_bytes=budget)
    base = rss_anon()
    peak, answers, mismatches = base, {}, 0
    t0 = time.perf_counter()
    round_s = []
    try:
        for r in range(rounds):
            t_round = time.perf_counter()
            for o in owners:
                q = np.random.default_rng(int(o["seed"]) + 7).standard_normal((3, 384)).astype(np.float32)
                q /= np.linalg.norm(q, axis=1, keepdims=True)
                async with db.session(write=False) as s:
                    hits = [[h.id for h in await retriever.memories(s, o["key"], v, "garden birthday coffee",
                                                                    k=10, user_id="user-1")] for v in q]
                if r == 0:
                    answers[o["key"]] = hits
                elif answers[o["key"]] != hits:
                    mismatches += 1
                peak = max(peak, rss_anon())
            round_s.append(time.perf_counter() - t_round)
    finally:
        await db.dispose()
    return {"base": base, "peak": peak, "after": rss_anon(), "cache_bytes": retriever.cache.total_bytes,
            "evictions": retriever.cache.evictions, "scopes": len(retriever.cache._scopes),
            "mismatches": mismatches, "seconds": time.perf_counter() - t0, "rounds": round_s}


def child(args: argparse.Namespace) -> None:
    owners = json.loads(Path(args.owners).read_text())
    out = asyncio.run(search_all(args.url, owners, args.budget, args.rounds))
    print(json.dumps(out))


def run_child(url: str, owners_file: str, budget: int, rounds: int) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=f"{REPO / 'src'}{os.pathsep}{REPO}")
    proc = subprocess.run([sys.executable, __file__, "child", url, owners_file, str(budget), str(rounds)],
                          env=env, capture_output=True, text=True, check=True, cwd=REPO)
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--projects", type=int, default=50)
    ap.add_argument("--per-project", type=int, default=5000)
    ap.add_argument("--budget-mib", type=int, default=512)
    ap.add_argument("--measure-projects", type=int, default=10)
    ap.add_argument("--keep", default="", help="reuse (or keep) the database in this folder")
    args = ap.parse_args()
    tmp = args.keep or tempfile.mkdtemp(prefix="mneme-cache-bench-")
    url = f"sqlite+aiosqlite:///{tmp}/bench.db"
    owners_file = os.path.join(tmp, "owners.json")
    try:
        if not os.path.exists(owners_file):
            t0 = time.perf_counter()
            upgrade(url)
            owners = asyncio.run(setup(url, args.projects, args.per_project))
            Path(owners_file).write_text(json.dumps(owners))
            print(f"setup: {len(owners)} projects x {args.per_project} memories in "
                  f"{time.perf_counter() - t0:.0f} s (load {os.getloadavg()[0]:.2f})")
        owners = json.loads(Path(owners_file).read_text())
        some = owners[: args.measure_projects]
        Path(owners_file + ".some").write_text(json.dumps(some))
        m = run_child(url, owners_file + ".some", 1 << 50, 1)
        n = len(some) * args.per_project
        per = (m["after"] - m["base"]) / n
        print(f"first search of a project (its matrix and postings read from the database and built): "
              f"{m['rounds'][0] / len(some) * 1000:.0f} ms for {args.per_project} memories "
              f"(load {os.getloadavg()[0]:.2f})")
        print(f"per memory ({len(some)} projects, {n} memories, unbounded cache): anonymous memory "
              f"{per:.0f} B (target <= {PER_MEMORY_TARGET}), cache estimate {m['cache_bytes'] / n:.0f} B "
              f"-> {'OK' if per <= PER_MEMORY_TARGET else 'MISSED'}")
        budget = args.budget_mib * MIB
        b = run_child(url, owners_file, budget, 2)
        grew = b["peak"] - b["base"]
        limit = budget + HEADROOM
        print(f"bound ({len(owners)} projects x {args.per_project}, budget {args.budget_mib} MiB, 2 rounds in "
              f"{b['seconds']:.0f} s): RssAnon at start {b['base'] / MIB:.0f} MiB, peak {b['peak'] / MIB:.0f} MiB "
              f"(+{grew / MIB:.0f} MiB; limit budget + 400 MiB = {limit / MIB:.0f} MiB) -> "
              f"{'OK' if b['peak'] <= limit else 'MISSED'}; cache {b['cache_bytes'] / MIB:.0f} MiB in "
              f"{b['scopes']} scopes, {b['evictions']} evictions, {b['mismatches']} answers changed after eviction")
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["child"]:
        ns = argparse.Namespace(url=sys.argv[2], owners=sys.argv[3], budget=int(sys.argv[4]),
                                rounds=int(sys.argv[5]))
        child(ns)
    else:
        main()
