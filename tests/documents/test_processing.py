"""Processing of documents: formats, errors, crash recovery, time limit, m2d conflicts both ways."""
from __future__ import annotations

import io
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from sqlalchemy import select, update

from mneme.core.ids import new_id
from mneme.core.jobs import Worker
from mneme.memory.documents import count_tokens
from mneme.models import Chunk, Document, Event, Job
from mneme.services import Services
from tests.conftest import LiveServer, data, in_db, make_project, run_sync, start_server, uniq
from tests.documents.files import SAMPLES, make_pdf, text_of_size
from tests.documents.helpers import (
    add_memory,
    conflicts,
    docs_path,
    import_docs,
    ingest,
    upload,
    wait_doc,
)

POLICY = b"Refund policy. Customers may return products within 30 days of delivery."
SHORTER = "Customers may return products within 14 days of delivery."


def test_every_supported_format_is_processed(server: LiveServer) -> None:
    long_text = text_of_size(20_000)
    files = {**SAMPLES, "long.txt": (long_text, "text/plain")}
    with server.client() as c:
        ws, pid = make_project(c)
        items = {name: upload(c, name, content, ctype)["item_id"] for name, (content, ctype) in files.items()}
        res = import_docs(c, ws, pid, list(items.values()))
        assert res["success_count"] == len(files)
        by_name = {name: d["document_id"] for name, d in zip(items, res["details"], strict=True)}
        for name, doc_id in by_name.items():
            d = wait_doc(c, ws, pid, doc_id)
            assert d["status"] == "okay" and d["error"] is None, (name, d)
            assert d["usage"]["files_process_tokens"] > 0, (name, d)
        chunks = in_db(server, lambda s: _chunks(s, by_name["long.txt"]))
        assert len(chunks) > 5 and [ch.idx for ch in chunks] == list(range(len(chunks)))
        assert all(ch.embedding is not None and ch.tokens <= 256 for ch in chunks)
        long_doc = data(c.get(f"{docs_path(ws, pid)}/{by_name['long.txt']}"))
        assert long_doc["usage"]["files_process_tokens"] == count_tokens(long_text.decode().strip())
        html = " ".join(ch.text for ch in in_db(server, lambda s: _chunks(s, by_name["page.html"])))
        assert "open from 9 to 5" in html and "var x" not in html
        docx = " ".join(ch.text for ch in in_db(server, lambda s: _chunks(s, by_name["memo.docx"])))
        assert "closes early on Fridays" in docx and "Friday | 9-3" in docx
        pdf = " ".join(ch.text for ch in in_db(server, lambda s: _chunks(s, by_name["report.pdf"])))
        assert "Revenue grew" in pdf and "costs fell" in pdf


async def _chunks(s: Any, doc_id: str) -> list[Chunk]:
    q = select(Chunk).where(Chunk.document_id == doc_id).order_by(Chunk.idx)
    return list((await s.execute(q)).scalars())


def _encrypted_pdf(user_password: str) -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(make_pdf(["Encrypted handbook: parking is free."]))))
    writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm="AES-256")
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def test_unreadable_files_end_in_error_with_code_and_message(server: LiveServer) -> None:
    cases = {
        "broken.pdf": (b"%PDF-1.7\n this is not really a pdf \x00\x01\x02", "application/pdf",
                       "UNREADABLE_DOCUMENT"),
        "photo.png": (b"\x89PNG\r\n\x1a\n\x00\x00", "image/png", "UNSUPPORTED_TYPE"),
        "empty.txt": (b"", "text/plain", "EMPTY_DOCUMENT"),
        "locked.pdf": (_encrypted_pdf("secret"), "application/pdf", "ENCRYPTED_DOCUMENT"),
    }
    with server.client() as c:
        ws, pid = make_project(c)
        for name, (content, ctype, code) in cases.items():
            item = upload(c, name, content, ctype)["item_id"]
            detail = import_docs(c, ws, pid, [item])["details"][0]
            d = wait_doc(c, ws, pid, detail["document_id"])
            assert d["status"] == "error" and d["error"]["code"] == code, (name, d)
            assert isinstance(d["error"]["message"], str) and d["error"]["message"], d
            assert d["usage"]["files_process_tokens"] == 0
            ev = data(c.get(f"/api/v3/events/{detail['event_id']}"))
            assert ev["status"] == "failed" and ev["error"] == d["error"], ev
            job = in_db(server, lambda s, e=detail["event_id"]: _job_of(s, e))
            assert job.status == "succeeded" and job.attempts == 1, "a bad file is not retried"
        aes = upload(c, "aes.pdf", _encrypted_pdf(""), "application/pdf")["item_id"]
        d = wait_doc(c, ws, pid, import_docs(c, ws, pid, [aes])["details"][0]["document_id"])
        assert d["status"] == "okay", f"an AES PDF with an empty user password is readable: {d}"


async def _job_of(s: Any, event_id: str) -> Job:
    return (await s.execute(select(Job).where(Job.event_id == event_id))).scalar_one()


# ---------------------------------------------------------------------------------------------- m2d conflicts


def test_memory_contradicting_a_document_and_resolutions(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        doc, _ = ingest(c, ws, pid, "policy.txt", POLICY)
        texts = (SHORTER, SHORTER.replace("14", "60"), SHORTER.replace("14", "7"))
        mids = [add_memory(c, pid, t)[0] for t in texts]
        found = {c_["memory_ids"][0]: c_ for c_ in conflicts(c, pid, category="m2d")["items"]}
        assert set(found) == set(mids), found
        first = found[mids[0]]
        assert first["conflict_type"] in ("knowledge", "logical") and first["stale"] is False
        assert first["file_chunks"] == [{"document_id": doc, "document_name": "policy.txt",
                                         "text": "Customers may return products within 30 days of delivery."}]
        assert first["memory_snapshots"] == [{"memory_id": mids[0], "memory_text": SHORTER}]

        base = f"/api/v2/projects/{pid}/memories"
        def resolve(mid: str, strategy: str) -> dict[str, Any]:
            url = f"{base}/conflicts/{found[mid]['id']}/resolve"
            return dict(data(c.post(url, json={"strategy": strategy})))
        res = resolve(mids[0], "trust_document")
        assert res["forgotten_memory_ids"] == [mids[0]]
        assert c.get(f"{base}/{mids[0]}").status_code == 403
        res = resolve(mids[1], "trust_memory")
        assert res["forgotten_memory_ids"] == []
        assert data(c.get(f"{base}/{mids[1]}"))["expired"] is False
        resolve(mids[2], "dismiss")
        assert data(c.get(f"{base}/{mids[2]}"))["expired"] is False
        assert c.post(f"{base}/conflicts/{found[mids[1]]['id']}/resolve",
                      json={"strategy": "keep_memory", "keep_memory_id": mids[1]}).status_code == 400


def test_importing_a_document_that_contradicts_a_memory(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        mid, _ = add_memory(c, pid, SHORTER)
        add_memory(c, pid, "The support team answers in English and German.")
        assert conflicts(c, pid)["total"] == 0
        doc, ev = ingest(c, ws, pid, "policy.txt", POLICY)
        assert ev["status"] == "succeeded" and len(ev["conflict_ids"]) == 1, ev
        found = conflicts(c, pid, category="m2d")["items"]
        assert [f["id"] for f in found] == ev["conflict_ids"]
        assert found[0]["memory_ids"] == [mid] and found[0]["event_id"] == ev["id"]
        quote = found[0]["file_chunks"][0]
        assert quote["document_id"] == doc and "30 days" in quote["text"]
        add_memory(c, pid, SHORTER.replace("14", "21"))  # from the memory side too, found once
        assert conflicts(c, pid, category="m2d")["total"] == 2
        _doc2, ev2 = ingest(c, ws, pid, "unrelated.txt", b"The cafeteria opens at eight.")
        assert ev2["status"] == "succeeded" and ev2["conflict_ids"] == []


# -------------------------------------------------------------------------------------- crash and time limit


@pytest.fixture(scope="module")
def idle_server(backend: str) -> Iterator[LiveServer]:
    """A server without its in-process worker: tests run workers themselves, as `mneme worker` would."""
    live = start_server(backend, run_worker=False)
    yield live
    live.stop()


def run_worker(server: LiveServer, **overrides: Any) -> None:
    async def go() -> None:
        svc = Services.build(replace(server.settings, **overrides))
        await svc.start()
        try:
            worker = Worker(svc.db, svc, concurrency=2, lease_s=60, backoff_base_s=0.05)
            await worker.run_until_idle(timeout=600)
        finally:
            await svc.close()
    run_sync(go)


def _simulate_crash(server: LiveServer, doc_id: str, *, leftover: bool) -> None:
    """What a worker that died mid-way leaves: the document `running`, its job claimed with a lapsed lease."""
    async def go(s: Any) -> None:
        doc = (await s.execute(select(Document).where(Document.id == doc_id))).scalar_one()
        doc.status = "running"
        job = (await s.execute(select(Job).where(Job.event_id == doc.event_id))).scalar_one_or_none()
        if job is None or job.status == "succeeded":  # a re-run: a fresh claimed job and event
            ev = Event(id=new_id("evt"), team_id=doc.team_id, project_id=doc.project_id,
                       type="document.import", status="running", memory_ids=[], conflict_ids=[])
            s.add(ev)
            job = Job(id=new_id("job"), kind="documents.process",
                      payload={"document_id": doc.id, "event_id": ev.id}, status="queued", attempts=0,
                      max_attempts=5, run_after=time.time(), event_id=ev.id)
            s.add(job)
            doc.event_id = ev.id
            await s.flush()
        await s.execute(update(Job).where(Job.id == job.id).values(
            status="running", attempts=1, locked_by="dead-worker", locked_until=time.time() - 1))
        await s.execute(update(Event).where(Event.id == job.event_id).values(status="running"))
        if leftover:
            s.add(Chunk(id=new_id("chk"), team_id=doc.team_id, project_id=doc.project_id, document_id=doc.id,
                        idx=0, text="leftover of an older run", start=0, end=24, tokens=5, change_seq=0))
    in_db(server, go)


def test_crash_mid_way_is_processed_again(idle_server: LiveServer) -> None:
    with idle_server.client() as c:
        ws, pid = make_project(c)
        item = upload(c, "policy.txt", POLICY)["item_id"]
        detail = import_docs(c, ws, pid, [item])["details"][0]
        doc_id = detail["document_id"]
        add_memory_async = data(c.post(f"/api/v2/projects/{pid}/memories", json={
            "messages": [{"role": "user", "content": SHORTER}], "infer": False}))
        _simulate_crash(idle_server, doc_id, leftover=True)
        assert data(c.get(f"{docs_path(ws, pid)}/{doc_id}"))["status"] == "running"

        run_worker(idle_server)
        d = data(c.get(f"{docs_path(ws, pid)}/{doc_id}"))
        assert d["status"] == "okay" and d["usage"]["files_process_tokens"] > 0, d
        chunks = in_db(idle_server, lambda s: _chunks(s, doc_id))
        assert chunks and all("leftover" not in ch.text for ch in chunks)
        doc = in_db(idle_server, lambda s: _doc(s, doc_id))
        assert doc.generation == 1
        assert data(c.get(f"/api/v3/events/{detail['event_id']}"))["status"] == "succeeded"
        mem_event = data(c.get(f"/api/v3/events/{add_memory_async['results'][0]['event_id']}"))
        assert mem_event["status"] == "succeeded"
        before = conflicts(c, pid, category="m2d")["items"]
        assert len(before) == 1 and before[0]["stale"] is False

        _simulate_crash(idle_server, doc_id, leftover=False)  # processed again (e.g. a second crash)
        run_worker(idle_server)
        assert in_db(idle_server, lambda s: _doc(s, doc_id)).generation == 2
        assert data(c.get(f"{docs_path(ws, pid)}/{doc_id}"))["status"] == "okay"
        after = {x["id"]: x for x in conflicts(c, pid, category="m2d")["items"]}
        assert after[before[0]["id"]]["stale"] is True, "re-processing makes the document's conflicts stale"
        fresh = [x for x in after.values() if not x["stale"]]
        assert len(fresh) == 1 and fresh[0]["file_chunks"][0]["document_id"] == doc_id
        assert len(in_db(idle_server, lambda s: _chunks(s, doc_id))) == len(chunks)


async def _doc(s: Any, doc_id: str) -> Document:
    return (await s.execute(select(Document).where(Document.id == doc_id))).scalar_one()


def test_processing_time_limit(idle_server: LiveServer) -> None:
    with idle_server.client() as c:
        ws, pid = make_project(c)
        item = upload(c, uniq("slow") + ".txt", text_of_size(200_000))["item_id"]
        doc_id = import_docs(c, ws, pid, [item])["details"][0]["document_id"]
        run_worker(idle_server, document_timeout_s=0.000001)
        d = data(c.get(f"{docs_path(ws, pid)}/{doc_id}"))
        assert d["status"] == "error" and d["error"]["code"] == "PROCESSING_TIMEOUT", d


def test_deleted_before_processing(idle_server: LiveServer) -> None:
    with idle_server.client() as c:
        ws, pid = make_project(c)
        item = upload(c, uniq("gone") + ".txt", b"Short lived.")["item_id"]
        detail = import_docs(c, ws, pid, [item])["details"][0]
        data(c.request("DELETE", docs_path(ws, pid), json={"ids": [detail["document_id"]]}))
        run_worker(idle_server)
        ev = data(c.get(f"/api/v3/events/{detail['event_id']}"))
        assert ev["status"] == "failed" and ev["error"]["code"] == "DOCUMENT_DELETED", ev


def test_worker_survives_a_missing_file(idle_server: LiveServer) -> None:
    with idle_server.client() as c:
        ws, pid = make_project(c)
        item = upload(c, uniq("lost") + ".txt", b"Soon lost.")["item_id"]
        doc_id = import_docs(c, ws, pid, [item])["details"][0]["document_id"]

        async def drop(s: Any) -> None:
            await s.execute(update(Document).where(Document.id == doc_id)
                            .values(storage_key="drive/none/none/none"))
        in_db(idle_server, drop)
        run_worker(idle_server)
        d = data(c.get(f"{docs_path(ws, pid)}/{doc_id}"))
        assert d["status"] == "error" and d["error"]["code"] == "FILE_MISSING", d
