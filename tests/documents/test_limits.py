"""Hostile documents cannot hurt the server: extraction runs in a child process with a memory limit, is killed at
the time limit, and streaming caps end a document `error` `TOO_LARGE` as soon as one is crossed.

The figures (time to the error, server RSS with three bombs at once) come from bench/extract_limits_bench.py;
here the outcomes are checked, with time bounds loose enough for a loaded machine."""
from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mneme.core.jobs import Worker
from mneme.services import Services
from tests.conftest import LiveServer, make_project, run_sync, start_server, uniq
from tests.documents.bombs import DOCX_TYPE, deep_html, write_docx_bomb
from tests.documents.helpers import import_docs, upload, wait_doc


def _proc_children() -> dict[int, list[int]]:
    """Every process's children, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                stat = handle.read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[0] != "Z":  # a zombie uses no CPU and holds no memory
            children.setdefault(int(fields[1]), []).append(int(entry))
    return children


def extraction_children() -> list[int]:
    """Live extraction processes: the children of this process's multiprocessing fork server."""
    tree = _proc_children()
    found = []
    for pid in tree.get(os.getpid(), []):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                cmdline = handle.read()
        except OSError:
            continue
        if b"multiprocessing.forkserver" in cmdline:
            found += tree.get(pid, [])
    return found


def process(c: Any, name: str, content: bytes, ctype: str, timeout: float = 120) -> tuple[dict[str, Any], float]:
    ws, pid = make_project(c)
    item = upload(c, name, content, ctype)["item_id"]
    started = time.monotonic()
    doc_id = import_docs(c, ws, pid, [item])["details"][0]["document_id"]
    doc = wait_doc(c, ws, pid, doc_id, timeout=timeout)
    return doc, time.monotonic() - started


@pytest.fixture(scope="module")
def bomb(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A 0.6 MB DOCX whose word/document.xml unpacks to ~194 MB (3.4 million one-sentence paragraphs)."""
    path = tmp_path_factory.mktemp("bomb") / "bomb.docx"
    unpacked = write_docx_bomb(path, text="One short sentence here.")
    assert unpacked > 190_000_000 and path.stat().st_size < 1_000_000
    return path.read_bytes()


def test_docx_unpacking_to_200_mb_ends_too_large(server: LiveServer, bomb: bytes) -> None:
    with server.client() as c:
        doc, seconds = process(c, "bomb.docx", bomb, DOCX_TYPE)
    assert doc["status"] == "error" and doc["error"]["code"] == "TOO_LARGE", doc
    assert set(doc["error"]) == {"code", "message"} and "Error" not in doc["error"]["message"], doc
    assert seconds < 60, f"took {seconds:.1f} s"
    assert extraction_children() == [], "no process works on a document that has ended"


def test_html_nested_100000_deep_ends_quickly(server: LiveServer) -> None:
    with server.client() as c:
        doc, seconds = process(c, "deep.html", deep_html(100_000), "text/html")
    assert doc["status"] == "error" and doc["error"]["code"] == "TOO_LARGE", doc
    assert seconds < 60, f"took {seconds:.1f} s"
    assert extraction_children() == []


# ---------------------------------------------------------------------------------------- limits set low


@pytest.fixture(scope="module")
def idle_server(backend: str) -> Iterator[LiveServer]:
    """A server without its in-process worker; the tests run a worker with the settings they need."""
    live = start_server(backend, run_worker=False)
    yield live
    live.stop()


def run_worker(server: LiveServer, **overrides: Any) -> None:
    async def go() -> None:
        svc = Services.build(replace(server.settings, **overrides))
        await svc.start()
        try:
            await Worker(svc.db, svc, concurrency=2, lease_s=60, backoff_base_s=0.05).run_until_idle(timeout=600)
        finally:
            await svc.close()
    run_sync(go)


def imported(c: Any, name: str, content: bytes, ctype: str) -> tuple[str, str, str]:
    ws, pid = make_project(c)
    item = upload(c, name, content, ctype)["item_id"]
    return ws, pid, import_docs(c, ws, pid, [item])["details"][0]["document_id"]


def test_time_limit_kills_the_extraction(idle_server: LiveServer, bomb: bytes) -> None:
    """Without the text cap the bomb would take minutes; at the time limit its process is killed and gone
    before the document shows `PROCESSING_TIMEOUT`."""
    with idle_server.client() as c:
        ws, pid, doc_id = imported(c, uniq("slow") + ".docx", bomb, DOCX_TYPE)
        started = time.monotonic()
        run_worker(idle_server, document_timeout_s=1.5, extract_max_chars=10**10)
        assert extraction_children() == []
        doc = wait_doc(c, ws, pid, doc_id)
        assert doc["status"] == "error" and doc["error"]["code"] == "PROCESSING_TIMEOUT", doc
        assert time.monotonic() - started < 60


def test_memory_limit_ends_too_large(idle_server: LiveServer) -> None:
    """Five million numbers in a 20 MB JSON file need ~300 MB as Python objects: past a 200 MiB
    address-space limit the child fails, not the server."""
    content = b"[" + b"0.5," * 5_000_000 + b"0.5]"
    with idle_server.client() as c:
        ws, pid, doc_id = imported(c, uniq("numbers") + ".json", content, "application/json")
        run_worker(idle_server, extract_memory_bytes=200 * 1024 * 1024)
        doc = wait_doc(c, ws, pid, doc_id)
        assert doc["status"] == "error" and doc["error"]["code"] == "TOO_LARGE", doc
        assert "memory" in doc["error"]["message"], doc
        assert extraction_children() == []


def test_text_cap_setting(idle_server: LiveServer) -> None:
    with idle_server.client() as c:
        ws, pid, doc_id = imported(c, uniq("long") + ".txt", b"word " * 5000, "text/plain")
        run_worker(idle_server, extract_max_chars=1000)
        doc = wait_doc(c, ws, pid, doc_id)
        assert doc["status"] == "error" and doc["error"]["code"] == "TOO_LARGE", doc
        assert "1000 characters" in doc["error"]["message"]


def test_extraction_child_loads_no_embedding_model() -> None:
    from mneme.memory import extract_proc

    async def go() -> tuple[Any, ...]:
        return await extract_proc.run_child("modules", (), timeout_s=60, memory_bytes=1 << 30)
    modules = set(run_sync(go)[1])
    assert "mneme.memory.documents" in modules
    heavy = {m for m in modules if m.split(".")[0] in {"onnxruntime", "numpy", "tokenizers", "sqlalchemy",
                                                        "fastapi", "uvicorn"} or m == "mneme.memory.embeddings"}
    assert heavy == set(), heavy


def test_docx_xml_is_counted_while_decompressing(tmp_path: Path) -> None:
    """The DOCX reader counts the bytes that come out of the zip (not what its headers declare) and stops at
    the cap, with the text cap out of the way."""
    import zipfile

    from mneme.memory import documents

    path = tmp_path / "big.docx"
    unpacked = write_docx_bomb(path, paragraphs=50_000)
    with (zipfile.ZipFile(path) as package, package.open("word/document.xml") as member,
          pytest.raises(documents.DocumentError) as caught):
        documents._docx_text(documents._BoundedReader(member, unpacked // 2), max_chars=10**9)
    assert caught.value.code == "TOO_LARGE" and "bytes of XML" in caught.value.message
    assert "One" not in caught.value.message
    text = documents.extract_text(str(path), name="big.docx", content_type=None, max_chars=10**9)
    assert text.count("The quick brown fox") == 50_000


def test_streaming_docx_reader_keeps_the_structure(tmp_path: Path) -> None:
    """Text boxes inside drawings are left out (as python-docx did), content controls and nested tables kept."""
    import zipfile

    from mneme.memory.documents import extract_text

    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    body = ("<w:p><w:r><w:t>Before</w:t></w:r><w:r><w:drawing><w:p><w:r><w:t>boxed</w:t></w:r></w:p></w:drawing>"
            "</w:r><w:r><w:tab/><w:t>after</w:t></w:r></w:p>"
            "<w:sdt><w:sdtContent><w:p><w:r><w:t>In a control</w:t></w:r></w:p></w:sdtContent></w:sdt>"
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>a</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>inner</w:t>"
            "</w:r></w:p></w:tc></w:tr></w:tbl></w:tc><w:tc><w:p><w:r><w:t>b</w:t></w:r></w:p></w:tc></w:tr></w:tbl>")
    path = tmp_path / "structure.docx"
    with zipfile.ZipFile(path, "w") as package:
        package.writestr("word/document.xml", f"<w:document {w}><w:body>{body}</w:body></w:document>")
    assert extract_text(str(path), name="structure.docx", content_type=None) == (
        "Before\tafter\n\nIn a control\n\na inner | b")
