"""What hostile documents cost the server now that extraction runs in a limited child process.

1. Overhead per small document: `extract_proc.extract` (a child forked from the fork server, the pipe, the
   kill/reap) against `extract_text` + `chunk_text` + `count_tokens` in the process itself, same file.
2. Through the real server in its own process (uvicorn, in-process worker, default settings, SQLite):
   three copies of the ~200 MB-expanding DOCX imported in ONE import, then the 100,000-deep HTML. Prints the
   seconds to each document's end, the server's RSS before / high-water mark / after, the peak RSS of the
   extraction children, and whether any extraction process is left once the documents have ended.

    .venv/bin/python bench/extract_limits_bench.py [--runs 30] [--copies 3]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "bench"))

from _common import ServerProcess  # noqa: E402

from mneme.memory import extract_proc  # noqa: E402
from mneme.memory.documents import chunk_text, count_tokens, extract_text  # noqa: E402
from tests.documents.bombs import DOCX_TYPE, deep_html, write_docx_bomb  # noqa: E402
from tests.documents.files import text_of_size  # noqa: E402

MIB = 1024 * 1024


def overhead(runs: int) -> None:
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-bench-"), "small.txt")
    Path(path).write_bytes(text_of_size(2000))

    async def child() -> float:
        t = time.perf_counter()
        await extract_proc.extract(path, name="small.txt", content_type="text/plain", max_chars=20_000_000,
                                   timeout_s=60, memory_bytes=1 << 30)
        return time.perf_counter() - t

    def inline() -> float:
        t = time.perf_counter()
        text = extract_text(path, name="small.txt", content_type="text/plain")
        chunk_text(text)
        count_tokens(text)
        return time.perf_counter() - t

    async def go() -> tuple[float, list[float]]:
        first = await child()  # starts the fork server
        return first, [await child() for _ in range(runs)]
    first, forked = asyncio.run(go())
    inline()
    local = [inline() for _ in range(runs)]
    print(f"small document (2 KB text), {runs} runs:")
    print(f"  in a child process: median {statistics.median(forked) * 1000:.1f} ms, "
          f"max {max(forked) * 1000:.1f} ms (first, starting the fork server: {first * 1000:.0f} ms)")
    print(f"  in the process itself: median {statistics.median(local) * 1000:.2f} ms")
    print(f"  overhead per document: {(statistics.median(forked) - statistics.median(local)) * 1000:.1f} ms")


def status(pid: int) -> dict[str, int]:
    """VmRSS / VmHWM of a process in MiB (0 when gone)."""
    out = {"VmRSS": 0, "VmHWM": 0}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in out:
                out[key] = int(value.split()[0]) // 1024
    except OSError:
        pass
    return out


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            if int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry))
    return found


def extraction_processes(server_pid: int) -> list[int]:
    return [grand for child in children(server_pid) for grand in children(child)]


class Api:
    def __init__(self, root: str, key: str) -> None:
        self.root, self.key = root + "/openapi/service", key

    def call(self, method: str, path: str, body: Any = None, *, raw: bytes | None = None,
             ctype: str = "application/json") -> Any:
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        req = urllib.request.Request(self.root + path, data=data, method=method,
                                     headers={"Authorization": f"Bearer {self.key}", "Content-Type": ctype})
        with urllib.request.urlopen(req, timeout=300) as r:
            return json.loads(r.read())["data"]

    def upload(self, name: str, content: bytes, ctype: str) -> str:
        boundary = "bench-boundary"
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
                f"Content-Type: {ctype}\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
        return str(self.call("POST", "/api/v1/drives/items", raw=body,
                             ctype=f"multipart/form-data; boundary={boundary}")["item_id"])


def server_run(copies: int) -> None:
    from mneme.cli import _init
    from mneme.core.migrate import upgrade

    tmp = tempfile.mkdtemp(prefix="mneme-bench-limits-")
    url = f"sqlite+aiosqlite:///{tmp}/mneme.db"
    upgrade(url)
    os.environ["MNEME_DATABASE_URL"] = url
    info = asyncio.run(_init("Bench", "Owner", None))
    assert info is not None
    bomb_path = Path(tmp) / "bomb.docx"
    unpacked = write_docx_bomb(bomb_path, text="One short sentence here.")
    bomb = bomb_path.read_bytes()
    print(f"\nDOCX bomb: {len(bomb) / 1e6:.2f} MB file, word/document.xml {unpacked / 1e6:.0f} MB unpacked")
    server = ServerProcess(url)
    try:
        api = Api(server.root, info["api_key"])
        ws = api.call("POST", "/api/v3/workspaces", {"name": "W", "custom_id": "w"})["id"]
        pid = api.call("POST", f"/api/v3/workspaces/{ws}/projects", {"name": "P", "custom_id": "p"})["id"]
        docs = f"/api/v3/workspaces/{ws}/projects/{pid}/memories/documents"

        def run(items: list[str]) -> list[tuple[dict[str, Any], float]]:
            started = time.monotonic()
            ids = [d["document_id"] for d in api.call("POST", docs, {"drive_item_ids": items})["details"]]
            ended: dict[str, tuple[dict[str, Any], float]] = {}
            while len(ended) < len(ids):
                for doc_id in ids:
                    if doc_id not in ended:
                        d = api.call("GET", f"{docs}/{doc_id}")
                        if d["status"] in ("okay", "error"):
                            ended[doc_id] = (d, time.monotonic() - started)
                time.sleep(0.1)
            return [ended[i] for i in ids]

        run([api.upload("warm.txt", b"Warm-up: loads the embedding model, starts the fork server.", "text/plain")])
        before = status(server.proc.pid)
        peak_children = [0]
        stop = threading.Event()

        def sample() -> None:
            while not stop.is_set():
                total = sum(status(p)["VmRSS"] for p in extraction_processes(server.proc.pid))
                peak_children[0] = max(peak_children[0], total)
                time.sleep(0.05)
        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        items = [api.upload(f"bomb-{i}.docx", bomb, DOCX_TYPE) for i in range(copies)]
        results = run(items)
        left = extraction_processes(server.proc.pid)
        stop.set()
        sampler.join()
        after = status(server.proc.pid)
        print(f"{copies} copies in one import (default settings):")
        for d, seconds in results:
            print(f"  {d['status']} {d['error'] and d['error']['code']} after {seconds:.1f} s "
                  f"({d['error'] and d['error']['message']})")
        print(f"  server RSS before {before['VmRSS']} MiB, high-water mark before {before['VmHWM']} MiB, "
              f"high-water mark after {after['VmHWM']} MiB, RSS after {after['VmRSS']} MiB")
        print(f"  server growth (high-water after - RSS before): {after['VmHWM'] - before['VmRSS']} MiB")
        print(f"  peak RSS of the extraction children together: {peak_children[0]} MiB")
        print(f"  extraction processes left once the documents ended: {left or 'none'}")

        (deep,) = run([api.upload("deep.html", deep_html(100_000), "text/html")])
        print(f"100,000-deep HTML: {deep[0]['status']} {deep[0]['error'] and deep[0]['error']['code']} "
              f"after {deep[1]:.2f} s; extraction processes left: {extraction_processes(server.proc.pid) or 'none'}")
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--copies", type=int, default=3)
    args = parser.parse_args()
    overhead(args.runs)
    server_run(args.copies)


if __name__ == "__main__":
    main()
