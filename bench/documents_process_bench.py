"""Document processing and m2d judgement cost, through the real HTTP API and the real worker.

1. Seconds from import to `okay` (and MB/s) for a generated text file (default 5 MB) and a generated PDF
   (default 50 pages), uploaded over HTTP to a server started like `tests.conftest.start_server` (uvicorn
   on loopback, in-process worker, a fresh SQLite file or PostgreSQL database).
2. The added cost of m2d judgement per new memory: median and p95 of `Detector.detect` for new memories in a
   project holding `--docs` processed documents (default 200) versus the same memories in a project without
   documents.

    .venv/bin/python bench/documents_process_bench.py [--db sqlite|postgres] [--text-mb 5] [--pdf-pages 50]
                                                      [--docs 200] [--probes 60]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from mneme.memory import store  # noqa: E402
from mneme.memory.store import Owner  # noqa: E402
from mneme.services import Services  # noqa: E402
from tests.conftest import LiveServer, data, make_project, run_sync, start_server  # noqa: E402
from tests.documents.files import SENTENCES, make_pdf, text_of_size  # noqa: E402
from tests.documents.helpers import docs_path, import_docs, upload, wait_until  # noqa: E402

DEPTS = ("billing", "support", "shipping", "returns", "payroll", "security", "legal", "training", "sales",
         "it")
CITIES = ("Leeds", "Lyon", "Porto", "Graz", "Turin", "Bergen", "Ghent", "Malmo", "Krakow", "Cork", "Bilbao",
          "Aarhus", "Brno", "Split", "Tartu", "Utrecht", "Basel", "Nantes", "Genoa", "Espoo")
NAMES = ("Alice", "Bruno", "Chen", "Dana", "Emil", "Farah", "Gus", "Hana", "Ivan", "Jin")


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q))


# ---------------------------------------------------------------------------------------------- part 1


def process_one(server: LiveServer, name: str, content: bytes, ctype: str) -> dict[str, Any]:
    with server.client() as c:
        c.timeout = 600
        ws, pid = make_project(c)
        t0 = time.perf_counter()
        item = upload(c, name, content, ctype)["item_id"]
        t_up = time.perf_counter() - t0
        t1 = time.perf_counter()
        doc = import_docs(c, ws, pid, [item])["details"][0]["document_id"]

        def done() -> Any:
            d = data(c.get(f"{docs_path(ws, pid)}/{doc}"))
            return d if d["status"] in ("okay", "error") else None
        d = wait_until(done, timeout=6 * 3600, what=name)
        t_ok = time.perf_counter() - t1
    mb = len(content) / 1e6
    return {"name": name, "mb": mb, "upload_s": t_up, "upload_mbs": mb / t_up, "okay_s": t_ok,
            "okay_mbs": mb / t_ok, "status": d["status"], "tokens": d["usage"]["files_process_tokens"]}


def pdf_pages(n: int) -> bytes:
    rng = random.Random(7)
    sentences = [s.strip() + "." for s in SENTENCES.split(".") if s.strip()]
    pages = []
    for i in range(n):
        lines = [f"Page {i + 1} of the operations handbook."]
        lines += [" ".join(rng.choice(sentences) for _ in range(6)) for _ in range(9)]
        pages.append("\n".join(lines))
    return make_pdf(pages)


# ---------------------------------------------------------------------------------------------- part 2


def doc_text(i: int) -> str:
    dept, city = DEPTS[i % len(DEPTS)], CITIES[(i // len(DEPTS)) % len(CITIES)]
    return (f"Handbook {i}. The {dept} desk in {city} opens at {7 + i % 4} am on weekdays. "
            f"Parking permits in {city} cost {20 + i % 30} dollars per month for the {dept} team.")


def probe_text(i: int) -> str:
    if i % 2 == 0:  # contradicts a document: another opening hour for the same desk
        dept, city = DEPTS[i % len(DEPTS)], CITIES[(i // len(DEPTS)) % len(CITIES)]
        return f"The {dept} desk in {city} opens at {12 + i % 4} am on weekdays."
    return f"{NAMES[i % len(NAMES)]} from the {DEPTS[(i * 3) % len(DEPTS)]} team prefers email over calls."


def seed_documents(server: LiveServer, ws: str, pid: str, n: int) -> float:
    with server.client() as c:
        c.timeout = 600
        t0 = time.perf_counter()
        items = [upload(c, f"handbook-{i}.txt", doc_text(i).encode())["item_id"] for i in range(n)]
        for start in range(0, n, 100):
            batch = items[start:start + 100]
            assert import_docs(c, ws, pid, batch)["success_count"] == len(batch)

        def all_done() -> bool:
            rows: list[dict[str, Any]] = []
            token = None
            while True:
                query: dict[str, Any] = {"page_size": 100, **({"continuation_token": token} if token else {})}
                page = data(c.get(docs_path(ws, pid), params=query))
                rows += page["items"]
                token = page.get("continuation_token")
                if not token:
                    break
            return all(r["status"] == "okay" for r in rows) and len(rows) == n
        wait_until(all_done, timeout=3600, what="documents")
        return time.perf_counter() - t0


def seed_memories(server: LiveServer, pid: str, texts: list[str]) -> None:
    with server.client() as c:
        res = data(c.post(f"/api/v2/projects/{pid}/memories", json={
            "messages": [{"role": "user", "content": t} for t in texts], "infer": False}))
        ev = res["results"][0]["event_id"]
        wait_until(lambda: data(c.get(f"/api/v3/events/{ev}"))["status"] == "succeeded", timeout=600,
                   what="memories")


async def time_detect(server: LiveServer, owners: dict[str, Owner],
                      probes: list[str]) -> dict[str, list[float]]:
    svc = Services.build(server.settings)
    await svc.start()
    try:
        vecs = await svc.engines.embedder.embed(probes)
        detector = svc.detector
        out: dict[str, list[float]] = {label: [] for label in owners}
        for i, text in enumerate(probes):
            for label, owner in owners.items():
                async with svc.db.session() as s:
                    m = (await store.insert(s, owner, [text], event_id=None, embeddings=vecs[i:i + 1]))[0]
                    t0 = time.perf_counter()
                    await detector.detect(s, m, event_id=None)
                    t1 = time.perf_counter()
                    await svc.retriever.chunks(s, owner.project_id, vecs[i], text, k=4)
                    if i >= 3:  # the first probes warm caches and connections
                        out[label].append((t1 - t0) * 1000)
                        retrieval = out.setdefault(f"chunk retrieval ({label[16:]})", [])
                        retrieval.append((time.perf_counter() - t1) * 1000)
        return out
    finally:
        await svc.close()


def m2d_cost(server: LiveServer, n_docs: int, n_probes: int) -> None:
    with server.client() as c:
        ws, with_docs = make_project(c)
        ws2, without = make_project(c)
    seconds = seed_documents(server, ws, with_docs, n_docs)
    print(f"seeded {n_docs} documents (upload + import + processing) in {seconds:.1f} s")
    base = [f"{NAMES[i % len(NAMES)]} {i} likes {DEPTS[i % len(DEPTS)]} meetings on "
            f"{CITIES[i % len(CITIES)]} trips." for i in range(100)]
    for pid in (with_docs, without):
        seed_memories(server, pid, base)
    owners = {"Detector.detect with documents": Owner(server.team_id, ws, with_docs),
              "Detector.detect without documents": Owner(server.team_id, ws2, without)}
    times = run_sync(lambda: time_detect(server, owners, [probe_text(i) for i in range(n_probes)]))
    for label, values in times.items():
        print(f"{label:38s}: median {statistics.median(values):7.2f} ms   "
              f"p95 {pct(values, 95):7.2f} ms   (n={len(values)})")
    w, wo = times["Detector.detect with documents"], times["Detector.detect without documents"]
    print(f"added m2d cost per new memory ({n_docs} documents): median "
          f"{statistics.median(w) - statistics.median(wo):+.2f} ms   p95 {pct(w, 95) - pct(wo, 95):+.2f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    ap.add_argument("--text-mb", type=float, default=5.0)
    ap.add_argument("--pdf-pages", type=int, default=50)
    ap.add_argument("--docs", type=int, default=200)
    ap.add_argument("--probes", type=int, default=60)
    ap.add_argument("--skip-files", action="store_true", help="only the m2d part")
    args = ap.parse_args()
    server = start_server(args.db)
    print(f"database {args.db}; {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f}")
    try:
        if not args.skip_files:
            for name, content, ctype in (
                    (f"generated-{args.text_mb:g}mb.txt", text_of_size(int(args.text_mb * 1e6)),
                     "text/plain"),
                    (f"generated-{args.pdf_pages}p.pdf", pdf_pages(args.pdf_pages), "application/pdf")):
                r = process_one(server, name, content, ctype)
                print(f"{r['name']:24s} {r['mb']:6.2f} MB  upload {r['upload_s']:6.2f} s "
                      f"({r['upload_mbs']:7.1f} MB/s)  import→{r['status']} {r['okay_s']:8.1f} s "
                      f"({r['okay_mbs']:.4f} MB/s)  tokens {r['tokens']}")
        m2d_cost(server, args.docs, args.probes)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
