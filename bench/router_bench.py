"""The router's overhead against a direct call to the same upstream, measured in one run.

Run: ``.venv/bin/python bench/router_bench.py [--memories 10000] [--sequential 500] [--duration 10]
[--concurrency 64] [--keep DIR] [--litellm PYTHON] [--no-remember] [--no-boundary] [--py-spy PREFIX]``

Three processes on loopback, as a user runs them:

1. a fake compat-a upstream (aiohttp, this file with ``upstream PORT``) answering every chat completion with the
   same small JSON reply and its usage, at once;
2. ``mneme serve`` on a fresh SQLite file (``mneme init`` first, ``mneme credits grant`` so that metering debits
   for real), with ``MNEME_ROUTER_CONFIG`` naming a TOML file that routes the model ``bench-model`` to (1) with
   a price on both sides; ``--memories`` facts in one project (model embeddings, cached in ``DIR`` with
   ``--keep``) and a boundary naming that project;
3. this process: the load generator (one aiohttp session).

For each target (the upstream directly, the router without ``boundary_id``, the router with it) it measures
the latency of ``--sequential`` calls one at a time (p50, p99; after 50 warm-up calls) and the throughput of
``--concurrency`` calls in flight for ``--duration`` seconds (req/s, errors). Every call of a run asks its own
question (`question`: a template and a person of the corpus), so nothing computed for one call's text (an
embedding) could answer another's. Added latency is the router's
figure minus the direct figure of the same run. The router process's peak resident memory (VmHWM) is read at
the end, and its CPU time per call (one at a time, and at load) is printed for each router target: on a busy
machine a steadier figure than latency and req/s. The router's output goes to ``router.log`` in the run's
folder. With ``--litellm PYTHON`` (a Python with ``litellm[proxy]==1.106.2`` installed, e.g. in a separate
venv), the same measures are taken of a litellm proxy routing to the same upstream.
Targets (issue 12): +<=1 ms p50 and +<=3 ms p99 without memory, +<=15 ms p50 with memory, >=1,500 req/s at
concurrency 64.
"""
from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import numpy as np
from _common import FIRST, LAST, REPO, Corpus, free_port, ms, pct  # bench/ is on sys.path

REPLY = {"id": "chatcmpl-bench", "object": "chat.completion", "created": 1_700_000_000, "model": "bench-model-up",
         "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Noted."}}],
         "usage": {"prompt_tokens": 42, "completion_tokens": 3, "total_tokens": 45}}
QUESTIONS = ["What does {} like to eat for breakfast?", "Where does {} live these days?",
             "When is the next meeting with {}?", "Which team does {} work in?", "What is {}'s favourite book?",
             "Who did {} travel with last summer?", "How does {} get to work?", "What project is {} leading now?"]


# ---------------------------------------------------------------------------------------------- the upstream


def upstream(port: int) -> None:
    from aiohttp import web

    body = json.dumps(REPLY).encode()

    async def chat(request: web.Request) -> web.Response:
        await request.read()
        return web.Response(body=body, content_type="application/json")

    app = web.Application()
    app.router.add_post("/v1/chat/completions", chat)
    web.run_app(app, host="127.0.0.1", port=port, access_log=None, print=None)


def wait_http(url: str, proc: subprocess.Popen[bytes], timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{url}: the process exited ({proc.returncode})")
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except urllib.error.HTTPError:
            return  # it answers
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer")


# ---------------------------------------------------------------------------------------------- setup


def mneme(env: dict[str, str], *args: str) -> str:
    exe = str(Path(sys.executable).parent / "mneme")
    out = subprocess.run([exe, *args], env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"mneme {' '.join(args)}: {out.stderr[-2000:]}")
    return out.stdout


async def insert_memories(url: str, team_id: str, n: int, vectors: np.ndarray, texts: list[str]) -> str:
    """A workspace and a project with `n` facts, written straight to the database; returns the project id."""
    sys.path.insert(0, str(REPO / "src"))
    from mneme.core.db import Database
    from mneme.core.ids import new_id
    from mneme.core.settings import Settings
    from mneme.memory import store
    from mneme.models import Project, Workspace

    db = Database(Settings(database_url=url))
    ws, pid = new_id("ws"), new_id("proj")
    try:
        async with db.session() as s:
            s.add(Workspace(id=ws, team_id=team_id, custom_id=ws, name="Bench"))
            await s.flush()
            s.add(Project(id=pid, team_id=team_id, workspace_id=ws, custom_id=pid, name="Bench"))
        owner = store.Owner(team_id, ws, project_id=pid)
        for start in range(0, n, 1000):
            async with db.session() as s:
                await store.insert_many(s, [store.NewMemory(owner, texts[i], embedding=vectors[i])
                                            for i in range(start, min(n, start + 1000))])
    finally:
        await db.dispose()
    return f"{ws}/{pid}"


def vectors_for(texts: list[str], keep: Path) -> np.ndarray:
    cache = keep / f"router-vectors-{len(texts)}.npy"
    if cache.exists():
        return np.load(cache)
    sys.path.insert(0, str(REPO / "src"))
    from mneme.memory.embeddings import make_embedder

    embedder = make_embedder("local")

    async def all_of() -> np.ndarray:
        return np.concatenate([await embedder.embed(texts[i:i + 256]) for i in range(0, len(texts), 256)])

    vecs = asyncio.run(all_of())
    np.save(cache, vecs)
    return vecs


def router_config(folder: Path, upstream_port: int) -> Path:
    path = folder / "router.toml"
    path.write_text(f"""[[providers]]
name = "fake"
protocol = "compat-a"
base_url = "http://127.0.0.1:{upstream_port}/v1"
api_key_env = "BENCH_VENDOR_KEY"

[[models]]
name = "bench-model"
provider = "fake"
upstream_name = "bench-model-up"
input  = {{ tokens_per_million = 1000000, usd_per_million = 1.0 }}
output = {{ tokens_per_million = 4000000, usd_per_million = 4.0 }}
""")
    return path


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (/proc/PID/stat), all its threads."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


# ---------------------------------------------------------------------------------------------- load


class Target:
    def __init__(self, name: str, url: str, headers: dict[str, str]) -> None:
        self.name, self.url, self.headers = name, url, headers


def question(i: int) -> str:
    """The `i`-th user turn: all distinct (a template and a person of the corpus, then a number), so that no call
    of the run can be answered from something a former call computed for the same text."""
    n = len(QUESTIONS) * len(FIRST) * len(LAST)
    person = f"{FIRST[(i // len(QUESTIONS)) % len(FIRST)]} {LAST[(i // (len(QUESTIONS) * len(FIRST))) % len(LAST)]}"
    q = QUESTIONS[i % len(QUESTIONS)].format(person)
    return q if i < n else f"{q} ({i // n})"


_calls = itertools.count()  # every call of the run (all targets) asks its own question


def body_of(i: int) -> bytes:
    q = question(i)
    return json.dumps({"model": "bench-model", "messages": [{"role": "system", "content": "Be brief."},
                                                             {"role": "user", "content": q}]}).encode()


async def one(session: Any, t: Target) -> bool:
    async with session.post(t.url, data=body_of(next(_calls)), headers=t.headers) as r:
        await r.read()
        return bool(r.status == 200)


async def sequential(session: Any, t: Target, n: int) -> list[float]:
    for _ in range(50):
        if not await one(session, t):
            raise RuntimeError(f"{t.name}: warm-up call failed")
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        ok = await one(session, t)
        out.append(time.perf_counter() - t0)
        if not ok:
            raise RuntimeError(f"{t.name}: call {i} failed")
    return out


async def throughput(session: Any, t: Target, concurrency: int, duration: float) -> tuple[float, int, int]:
    done = errors = 0
    stop = time.perf_counter() + duration

    async def loop() -> None:
        nonlocal done, errors
        while time.perf_counter() < stop:
            try:
                ok = await one(session, t)
            except Exception:  # counted, the run goes on
                ok = False
            done += ok
            errors += not ok

    t0 = time.perf_counter()
    await asyncio.gather(*(loop() for _ in range(concurrency)))
    return done / (time.perf_counter() - t0), errors, done


async def measure(targets: list[Target], n: int, concurrency: int, duration: float, profile: Any = None,
                  cpu: Any = None) -> dict[str, dict[str, float]]:
    """`profile(target, phase)`: called as each target's calls one at a time ("seq") and its load at `concurrency`
    ("load") start; may return a process (stopped with SIGINT at the end of "seq", waited for after "load").
    `cpu(target)`: the CPU seconds its server process has used so far (None: not known); the CPU time per call
    is printed, a figure that depends much less on what else the machine runs than latency and req/s do."""
    import aiohttp

    out: dict[str, dict[str, float]] = {}
    conn = aiohttp.TCPConnector(limit=concurrency * 2)
    async with aiohttp.ClientSession(connector=conn, timeout=aiohttp.ClientTimeout(total=60)) as session:
        for t in targets:
            c0 = cpu(t) if cpu is not None else None
            spy = profile(t, "seq") if profile is not None else None
            lat = await sequential(session, t, n)
            if spy is not None:
                spy.send_signal(signal.SIGINT)  # py-spy writes what it recorded and exits
                spy.wait()
            c1 = cpu(t) if cpu is not None else None
            spy = profile(t, "load") if profile is not None else None
            rps, errors, done = await throughput(session, t, concurrency, duration)
            if spy is not None:
                spy.wait()
            c2 = cpu(t) if cpu is not None else None
            out[t.name] = {"p50": pct(lat, 50), "p99": pct(lat, 99), "rps": rps, "errors": errors}
            used = ""
            if c0 is not None and c1 is not None and c2 is not None:
                out[t.name] |= {"cpu_seq": (c1 - c0) / (n + 50), "cpu_conc": (c2 - c1) / max(1, done + errors)}
                used = f"; CPU {ms(out[t.name]['cpu_seq'])} a call one at a time, {ms(out[t.name]['cpu_conc'])} at load"
            print(f"  {t.name:<28} p50 {ms(out[t.name]['p50']):>10}  p99 {ms(out[t.name]['p99']):>10}  "
                  f"{rps:8.0f} req/s at {concurrency} in flight ({errors} errors){used}", flush=True)
    return out


# ---------------------------------------------------------------------------------------------- main


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--memories", type=int, default=10_000)
    ap.add_argument("--sequential", type=int, default=500)
    ap.add_argument("--concurrency", type=int, default=64)
    ap.add_argument("--duration", type=float, default=10.0)
    ap.add_argument("--keep", default="", help="keep the embeddings here (reused next time)")
    ap.add_argument("--litellm", default="", help="a Python with litellm[proxy] installed")
    ap.add_argument("--no-remember", action="store_true", help="MNEME_ROUTER_REMEMBER=false: retrieval only")
    ap.add_argument("--no-boundary", action="store_true", help="measure the router without boundary_id only")
    ap.add_argument("--py-spy", default="", help="record the router process with py-spy (in the venv) for each router "
                    "target: collapsed stacks PREFIX-<n>-seq.txt one at a time, PREFIX-<n>.txt under load")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="mneme-router-bench-"))
    keep = Path(args.keep) if args.keep else tmp
    keep.mkdir(parents=True, exist_ok=True)
    procs: list[subprocess.Popen[bytes]] = []
    try:
        up_port, port = free_port(), free_port()
        procs.append(subprocess.Popen([sys.executable, __file__, "upstream", str(up_port)]))
        wait_http(f"http://127.0.0.1:{up_port}/", procs[-1])
        url = f"sqlite+aiosqlite:///{tmp}/bench.db"
        env = dict(os.environ, MNEME_DATABASE_URL=url, MNEME_DATA_DIR=str(tmp / "data"), BENCH_VENDOR_KEY="sk-vendor",
                   MNEME_ROUTER_CONFIG=str(router_config(tmp, up_port)), PYTHONPATH=str(REPO / "src"),
                   MNEME_ROUTER_REMEMBER="false" if args.no_remember else "true")
        info = json.loads(mneme(env, "init", "--json").strip().splitlines()[-1])
        mneme(env, "credits", "grant", "--tokens", str(10**12))
        texts = [f.text for f in Corpus(seed=11).fresh(args.memories)]
        t0 = time.perf_counter()
        vecs = vectors_for(texts, keep)
        ws_pid = asyncio.run(insert_memories(url, info["team_id"], args.memories, vecs, texts))
        ws, pid = ws_pid.split("/")
        print(f"setup: {args.memories} facts in one project ({time.perf_counter() - t0:.1f} s)", flush=True)
        log = (tmp / "router.log").open("wb")  # the router's own output, for a run that fails
        procs.append(subprocess.Popen([str(Path(sys.executable).parent / "mneme"), "serve", "--port", str(port)],
                                      env=env, stdout=log, stderr=subprocess.STDOUT))
        router = procs[-1]
        base = f"http://127.0.0.1:{port}/openapi/service"
        wait_http(f"http://127.0.0.1:{port}/healthz", router)
        key = info["api_key"]
        req = urllib.request.Request(f"{base}/api/v3/boundaries", method="POST", data=json.dumps(
            {"workspace_id": ws, "name": "bench", "project_ids": [pid]}).encode(),
            headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req) as r:
            boundary = json.loads(r.read())["data"]["id"]
        auth = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        chat = f"{base}/router/compat-a/v1/chat/completions"
        targets = [Target("direct to the upstream", f"http://127.0.0.1:{up_port}/v1/chat/completions",
                          {"Authorization": "Bearer sk-vendor", "Content-Type": "application/json"}),
                   Target("router, no boundary_id", chat, auth),
                   Target(f"router, boundary ({args.memories} facts)", f"{chat}?boundary_id={boundary}", auth)]
        if args.no_boundary:
            targets.pop()
        print(f"router pid {router.pid}, its output in {tmp / 'router.log'}", flush=True)
        print(f"load: {args.sequential} calls one at a time (after 50 warm-up), then {args.concurrency} in flight "
              f"for {args.duration:.0f} s; load average {os.getloadavg()[0]:.2f}", flush=True)

        def profile(t: Target, phase: str) -> subprocess.Popen[bytes] | None:
            if not args.py_spy or t is targets[0]:
                return None
            out = f"{args.py_spy}-{targets.index(t)}{'-seq' if phase == 'seq' else ''}.txt"
            spy = str(Path(sys.executable).parent / "py-spy")
            limit = ["-d", str(int(args.duration))] if phase == "load" else []
            return subprocess.Popen([spy, "record", "-p", str(router.pid), *limit, "-r", "100", "-f", "raw",
                                     "--nonblocking", "-o", out], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def cpu(t: Target) -> float | None:
            return None if t is targets[0] else cpu_seconds(router.pid)

        got = asyncio.run(measure(targets, args.sequential, args.concurrency, args.duration, profile, cpu))
        direct = got[targets[0].name]
        for t in targets[1:]:
            g = got[t.name]
            print(f"added by the {t.name[len('router, '):]}: p50 +{ms(g['p50'] - direct['p50'])}, "
                  f"p99 +{ms(g['p99'] - direct['p99'])}; {g['rps']:.0f} req/s vs {direct['rps']:.0f} direct")
        print(f"router peak resident memory (VmHWM): {peak_rss_mib(router.pid):.0f} MiB")
        if args.litellm:
            litellm_reference(args, up_port, direct)
    finally:
        for p in reversed(procs):
            p.terminate()
            try:
                p.wait(20)
            except subprocess.TimeoutExpired:
                p.kill()


def litellm_reference(args: argparse.Namespace, up_port: int, direct: dict[str, float]) -> None:
    """The same measures of a litellm proxy in front of the same upstream (a reference, not a target)."""
    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="litellm-bench-"))
    cfg = folder / "config.yaml"
    cfg.write_text("model_list:\n  - model_name: bench-model\n    litellm_params:\n      model: openai/bench-model-up\n"
                   f"      api_base: http://127.0.0.1:{up_port}/v1\n      api_key: sk-vendor\n")
    exe = str(Path(args.litellm).parent / "litellm")  # the proxy's own command, beside that Python
    env = dict(os.environ, LITELLM_LOCAL_MODEL_COST_MAP="True",  # no fetch of its price list at start
               LITELLM_DANGEROUSLY_PERMIT_WEAK_OR_UNSET_MASTER_KEY="true")  # no key: as the bench calls it
    proc = subprocess.Popen([exe, "--config", str(cfg), "--port", str(port), "--host", "127.0.0.1"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_http(f"http://127.0.0.1:{port}/health/liveliness", proc, timeout=180)
        t = Target("litellm proxy", f"http://127.0.0.1:{port}/v1/chat/completions",
                   {"Authorization": "Bearer sk-anything", "Content-Type": "application/json"})
        g = asyncio.run(measure([t], args.sequential, args.concurrency, args.duration))[t.name]
        print(f"added by litellm: p50 +{ms(g['p50'] - direct['p50'])}, p99 +{ms(g['p99'] - direct['p99'])}; "
              f"{g['rps']:.0f} req/s; peak memory {peak_rss_mib(proc.pid):.0f} MiB")
    finally:
        proc.terminate()
        proc.wait(30)


if __name__ == "__main__":
    if sys.argv[1:2] == ["upstream"]:
        upstream(int(sys.argv[2]))
    else:
        main()
