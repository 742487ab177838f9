"""Memory search on LoCoMo (Maharana et al., 2024) against this repository, beside a plain BM25 ranking.

Run: ``.venv/bin/python bench/locomo_bench.py --data DIR [--tune 26,41] [--only 26,30] [--k 5,10]
[--postgres | --database-url URL] [--base-url URL --api-key KEY]``

``--data`` (or ``MNEME_LOCOMO_DATA``) is a folder of LoCoMo conversation files (``NN.json``, the format of the
public ``locomo10.json``, one conversation a file); nothing is downloaded. Without ``--base-url`` the bench
starts this repository's server (``python -m mneme.cli init`` then ``serve``, with ``src/`` first on the path)
on a fresh SQLite file, on a throwaway PostgreSQL with pgvector (``--postgres``: tests/pgserver.py, as the tests
use), or on ``--database-url`` (an empty PostgreSQL database with pgvector).

The measure is that of the LoCoMo retrieval check: each conversation goes into a fresh project, every turn one
memory (``"Speaker: text"``, plus the shared photo's caption), added verbatim (``infer: false``), one add per
session; each question of categories 1-4 (multi-hop, temporal, open-domain, single-hop; 5, adversarial, is left
out) is searched (``top_k`` the largest k, ``threshold`` 0), and recall@k is the share of its evidence turns
among the first k. A BM25 ranking of the same turns (k1 1.2, b 0.75, no stemming, a small stop list) is computed
here as the baseline. Printed: ingestion (memories/s) and the conflicts recorded per conversation (most are false
flags: friends' small talk hardly ever contradicts), search latency over HTTP (client side), and recall@k per
category for the service and BM25 over all conversations, and, with ``--tune``, separately over the
conversations named there (the ones a change was tuned on) and over the others (held out). The targets (issue 9):
recall@10 over all questions at least 0.75, every category at least 0.10 above BM25, search p95 at most 20 ms.
"""
from __future__ import annotations

import argparse
import glob
import http.client
import json
import math
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
TARGET_ALL, TARGET_MARGIN, TARGET_P95_MS = 0.75, 0.10, 20.0
WORD = re.compile(r"[a-z0-9]+")
_STOP_WORDS = ("a an the is are was were be been to of in on at for and or but with by it its this that what when "
               "where who whom which how why do does did has have had i you he she we they my your his her our "
               "their me him them from as about")
STOP = frozenset(_STOP_WORDS.split())


def turns(conv: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(session key, dia_id, memory text) for every turn, in order (the sessions at the top level, as in the
    shared data, or under "conversation", as in the public locomo10.json and bench/data/conv_train)."""
    conv = conv.get("conversation", conv)
    out = []
    n = 1
    while f"session_{n}" in conv:
        for t in conv[f"session_{n}"]:
            text = f"{t['speaker']}: {t['text']}"
            if t.get("blip_caption"):
                text += f" [shares {t['blip_caption']}]"
            out.append((f"session_{n}", t["dia_id"], text))
        n += 1
    return out


def tokens(text: str) -> list[str]:
    return [w for w in WORD.findall(text.lower()) if w not in STOP]


class BM25:
    def __init__(self, docs: list[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.docs = [Counter(tokens(d)) for d in docs]
        self.lens = [sum(c.values()) for c in self.docs]
        self.avg = sum(self.lens) / max(1, len(self.lens))
        df: Counter[str] = Counter()
        for c in self.docs:
            df.update(c.keys())
        n = len(self.docs)
        self.idf = {w: math.log(1 + (n - f + 0.5) / (f + 0.5)) for w, f in df.items()}
        self.k1, self.b = k1, b

    def top(self, query: str, k: int) -> list[int]:
        q = set(tokens(query))
        scores = []
        for i, c in enumerate(self.docs):
            s = 0.0
            for w in q:
                f = c.get(w)
                if f:
                    norm = 1 - self.b + self.b * self.lens[i] / self.avg
                    s += self.idf[w] * f * (self.k1 + 1) / (f + self.k1 * norm)
            if s:
                scores.append((s, i))
        scores.sort(reverse=True)
        return [i for _, i in scores[:k]]


def recall(found: list[str], evidence: list[str], k: int) -> float:
    top = set(found[:k])
    return sum(1 for e in evidence if e in top) / len(evidence)


# ---------------------------------------------------------------------------------------------- HTTP


class Client:
    def __init__(self, base_url: str, api_key: str) -> None:
        u = re.match(r"https?://([^/:]+)(?::(\d+))?(.*)", base_url.rstrip("/"))
        if u is None:
            raise SystemExit(f"bad base URL {base_url!r}")
        self.host, self.port, self.prefix, self.key = u.group(1), int(u.group(2) or 80), u.group(3), api_key
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=300)

    def call(self, method: str, path: str, body: Any = None) -> Any:
        headers = {"Authorization": f"Bearer {self.key}", "Accept": "application/json"}
        data = None
        if body is not None:
            data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        for attempt in (1, 2):
            try:
                self.conn.request(method, self.prefix + path, body=data, headers=headers)
                r = self.conn.getresponse()
                payload = json.loads(r.read())
                break
            except (http.client.HTTPException, OSError):
                self.conn.close()
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=300)
                if attempt == 2:
                    raise
        if r.status >= 300 or not payload.get("success"):
            raise RuntimeError(f"{method} {path}: HTTP {r.status} {str(payload)[:300]}")
        return payload["data"]


class Server:
    """This repository's server on loopback, on a fresh SQLite file or on `database_url`."""

    def __init__(self, database_url: str | None) -> None:
        self.tmp = tempfile.mkdtemp(prefix="mneme-locomo-")
        self.port = _free_port()
        self.env = dict(os.environ, PYTHONPATH=str(REPO / "src"), PYTHONUNBUFFERED="1",
                        MNEME_DATABASE_URL=database_url or f"sqlite+aiosqlite:///{self.tmp}/mneme.db",
                        MNEME_DATA_DIR=f"{self.tmp}/data")
        self.log = open(os.path.join(self.tmp, "server.log"), "wb")  # noqa: SIM115 - closed in stop()
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> tuple[str, str]:
        cli = [sys.executable, "-m", "mneme.cli"]
        out = subprocess.run([*cli, "init", "--json"], cwd=REPO, env=self.env, capture_output=True, timeout=300,
                             check=False)
        if out.returncode != 0:
            raise RuntimeError(f"mneme init failed: {out.stderr.decode()[-2000:]}")
        key = json.loads(out.stdout.decode().strip().splitlines()[-1])["api_key"]
        self.proc = subprocess.Popen([*cli, "serve", "--host", "127.0.0.1", "--port", str(self.port)], cwd=REPO,
                                     env=self.env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        end = time.monotonic() + 120
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}; log: {self.tmp}/server.log")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return f"http://127.0.0.1:{self.port}/openapi/service", key
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("server did not open its port within 120 s")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ---------------------------------------------------------------------------------------------- the run


def run_conversation(client: Client, name: str, conv: dict[str, Any], ks: list[int], rows: dict[Any, list[float]],
                     tag: str) -> None:
    ws = client.call("POST", "/api/v3/workspaces",
                     {"name": "LoCoMo", "custom_id": f"locomo-{name}-{time.time_ns()}"})
    pid = client.call("POST", f"/api/v3/workspaces/{ws['id']}/projects",
                      {"name": f"locomo {name}", "custom_id": f"p-{name}-{time.time_ns()}"})["id"]
    tt = turns(conv)
    by_text = {text: dia for _, dia, text in tt}
    sessions: dict[str, list[str]] = defaultdict(list)
    for s, _, text in tt:
        sessions[s].append(text)
    t0 = time.perf_counter()
    events = []
    for texts in sessions.values():
        body = {"messages": [{"role": "user", "content": t} for t in texts], "infer": False}
        events.append(client.call("POST", f"/api/v2/projects/{pid}/memories", body)["results"][0]["event_id"])
    for e in events:
        end = time.monotonic() + 600
        while True:
            d = client.call("GET", f"/api/v3/events/{e}")
            if d["status"] in ("succeeded", "failed"):
                if d["status"] != "succeeded":
                    raise RuntimeError(f"event {e}: {d}")
                break
            if time.monotonic() > end:
                raise RuntimeError(f"event {e} still {d['status']}")
            time.sleep(0.1)
    rows["ingest_s"].append(time.perf_counter() - t0)
    rows["turns"].append(len(tt))
    rows["conflicts"].append(client.call("GET", f"/api/v2/projects/{pid}/memories/conflicts")["total"])
    bm25 = BM25([text for _, _, text in tt])
    ids = [dia for _, dia, _ in tt]
    kmax = max(ks)
    for qa in conv["qa"]:
        cat = qa.get("category")
        ev = [e.strip() for e in qa.get("evidence", []) if e.strip() in by_text.values()]
        if cat not in CATEGORIES or not ev:
            continue
        t1 = time.perf_counter()
        res = client.call("POST", f"/api/v2/projects/{pid}/memories/search",
                          {"query": qa["question"], "top_k": kmax, "threshold": 0})
        rows["latency_ms"].append((time.perf_counter() - t1) * 1000)
        found = [by_text.get(m.get("content", ""), "?") for m in res["results"]]
        base = [ids[i] for i in bm25.top(qa["question"], kmax)]
        for k in ks:
            for group in ("all", tag):
                rows[(group, "service", cat, k)].append(recall(found, ev, k))
                rows[(group, "bm25", cat, k)].append(recall(base, ev, k))


def table(rows: dict[Any, list[float]], group: str, ks: list[int]) -> tuple[list[str], dict[str, float]]:
    """The markdown table of one group of conversations, and its R@10 figures by (system, category|all)."""
    head = "| system | " + " | ".join(f"{CATEGORIES[c]} R@{k}" for c in sorted(CATEGORIES) for k in ks) + \
        " | all R@" + " | all R@".join(map(str, ks)) + " |"
    lines = [head, "|" + "-|" * (head.count("|") - 1)]
    r10: dict[str, float] = {}
    kk = 10 if 10 in ks else max(ks)
    for system in ("service", "bm25"):
        cells = []
        for c in sorted(CATEGORIES):
            for k in ks:
                v = rows.get((group, system, c, k), [])
                cells.append(f"{sum(v) / len(v):.3f}" if v else "-")
                if k == kk and v:
                    r10[f"{system} {CATEGORIES[c]}"] = sum(v) / len(v)
        for k in ks:
            v = [x for c in CATEGORIES for x in rows.get((group, system, c, k), [])]
            cells.append(f"{sum(v) / len(v):.3f}" if v else "-")
            if k == kk and v:
                r10[f"{system} all"] = sum(v) / len(v)
        lines.append(f"| {system} | " + " | ".join(cells) + " |")
    n = len([x for c in CATEGORIES for x in rows.get((group, "service", c, ks[0]), [])])
    lines.append(f"questions: {n}")
    return lines, r10


def verdict(r10: dict[str, float], p95: float | None) -> list[str]:
    out = []
    if "service all" in r10:
        v = r10["service all"]
        out.append(f"  all R@10 {v:.3f} (target >= {TARGET_ALL:.2f}): {'met' if v >= TARGET_ALL else 'NOT met'}")
    for c in CATEGORIES.values():
        s, b = r10.get(f"service {c}"), r10.get(f"bm25 {c}")
        if s is not None and b is not None:
            ok = s - b >= TARGET_MARGIN - 1e-9
            out.append(f"  {c}: {s:.3f} vs BM25 {b:.3f}, {s - b:+.3f} (target >= +{TARGET_MARGIN:.2f}): "
                       f"{'met' if ok else 'NOT met'}")
    if p95 is not None:
        out.append(f"  search p95 {p95:.1f} ms (target <= {TARGET_P95_MS:.0f} ms): "
                   f"{'met' if p95 <= TARGET_P95_MS else 'NOT met'}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=os.environ.get("MNEME_LOCOMO_DATA", ""),
                    help="folder of LoCoMo conversation files (NN.json); default $MNEME_LOCOMO_DATA")
    ap.add_argument("--only", default="", help="comma-separated conversation file names without .json")
    ap.add_argument("--tune", default="", help="conversations the method was tuned on: also report them and the "
                                               "others (held out) apart")
    ap.add_argument("--k", default="5,10")
    ap.add_argument("--database-url", default="", help="run the server on this database instead of a new SQLite file")
    ap.add_argument("--postgres", action="store_true", help="run the server on a throwaway PostgreSQL (pgvector)")
    ap.add_argument("--base-url", default="")
    ap.add_argument("--api-key", default="")
    args = ap.parse_args()
    if not args.data:
        ap.error("give --data DIR (or set MNEME_LOCOMO_DATA): a folder of LoCoMo conversations, NN.json")
    ks = [int(k) for k in args.k.split(",")]
    files = sorted(glob.glob(os.path.join(args.data, "*.json")))
    if args.only:
        keep = set(args.only.split(","))
        files = [f for f in files if os.path.basename(f)[:-5] in keep]
    if not files:
        ap.error(f"no conversation files in {args.data}")
    tune = {t for t in args.tune.split(",") if t}
    srv = pg = None
    if args.base_url:
        base, key = args.base_url, args.api_key
    else:
        url = args.database_url or None
        if args.postgres:
            sys.path.insert(0, str(REPO))
            from tests.pgserver import start_pg

            pg = start_pg()
            url = pg.create_database("mneme_locomo")
        srv = Server(url)
        base, key = srv.start()
    client = Client(base, key)
    rows: dict[Any, list[float]] = defaultdict(list)
    try:
        for f in files:
            name = os.path.basename(f)[:-5]
            with open(f) as fh:
                run_conversation(client, name, json.load(fh), ks, rows, "tuned" if name in tune else "held-out")
            print(f"{name}.json: {rows['turns'][-1]} turns in {rows['ingest_s'][-1]:.1f} s, "
                  f"{rows['conflicts'][-1]} conflicts recorded", flush=True)
    finally:
        if srv:
            srv.stop()
        if pg is not None:
            pg.stop()
    lat = sorted(rows["latency_ms"])
    p95 = lat[int(0.95 * len(lat))]
    print(f"\ndatabase: {'PostgreSQL' if args.postgres or args.database_url else 'SQLite' if srv else base}")
    print(f"conversations {len(files)}, turns {int(sum(rows['turns']))}, "
          f"ingestion {sum(rows['turns']) / sum(rows['ingest_s']):.0f} memories/s, "
          f"search p50 {statistics.median(lat):.1f} ms p95 {p95:.1f} ms (HTTP, client side)")
    groups = [("all", f"all {len(files)} conversations")]
    if tune:
        groups += [("tuned", f"tuned on: {', '.join(sorted(tune))}"), ("held-out", "held out: the others")]
    for group, title in groups:
        lines, r10 = table(rows, group, ks)
        print(f"\n{title}")
        print("\n".join(lines))
        print("\n".join(verdict(r10, p95 if group == "all" else None)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
