"""Project documents: import results, list paging and filters, reads (v3 and v1), delete, permissions."""
from __future__ import annotations

import re
from typing import Any

from sqlalchemy import func, select

from mneme.models import Chunk, Event, Job
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, in_db, make_project, uniq
from tests.documents.helpers import (
    LIB,
    add_memory,
    conflicts,
    docs_path,
    import_docs,
    ingest,
    upload,
    wait_doc,
)

ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$")


def test_import_reports_success_duplicate_and_failed(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a = upload(c, uniq("a") + ".txt", b"Alpha notes.")["item_id"]
        b = upload(c, uniq("b") + ".txt", b"Beta notes.")["item_id"]
        box = data(c.post(LIB, json={"item_type": "folder", "name": uniq("box")}))["item_id"]
        res = import_docs(c, ws, pid, [a, b, a, "item-unknown000000000000000", box])
        assert (res["success_count"], res["duplicate_count"], res["failure_count"]) == (2, 1, 2), res
        results = [(d["result"], d["drive_item_id"]) for d in res["details"]]
        assert results == [("success", a), ("success", b), ("duplicate", a),
                           ("failed", "item-unknown000000000000000"), ("failed", box)]
        doc_a = res["details"][0]["document_id"]
        assert doc_a.startswith("doc-") and res["details"][2]["document_id"] == doc_a
        assert res["details"][3]["document_id"] is None and res["details"][4]["document_id"] is None

        again = data(c.post(f"/api/v1/projects/{pid}/documents", json={"drive_item_ids": [b]}))
        assert again["duplicate_count"] == 1
        assert again["details"][0]["document_id"] == res["details"][1]["document_id"]

        kinds = in_db(server, lambda s: _import_rows(s, res["details"][0]["event_id"]))
        assert kinds == ("document.import", "documents.process"), "event and job come with the document"

        v1 = data(c.get(f"/api/v1/projects/{pid}/documents/{doc_a}"))
        assert set(v1) == {"id", "name", "status", "drive_item_id", "error", "created_at"}
        assert v1["drive_item_id"] == a and v1["status"] in ("pending", "running", "okay")
        assert ISO.match(v1["created_at"])
        one = wait_doc(c, ws, pid, doc_a)
        assert set(one) == {"id", "name", "status", "error", "usage", "document_type", "created_at"}
        assert one["status"] == "okay" and one["error"] is None and one["document_type"] == "drive_file"
        assert one["usage"]["files_process_tokens"] > 0

        other_ws, other_pid = make_project(c)
        moved = data(c.post(f"/api/v1/projects/{other_pid}/documents", json={"drive_item_ids": [a]}))
        assert moved["success_count"] == 1, "the same library file can be imported into another project"
        error(c.get(f"{docs_path(other_ws, pid)}/{doc_a}"), 403, "FORBIDDEN")  # project of another workspace

        for bad in ({"drive_item_ids": []}, {"drive_item_ids": ["x"] * 101}, {}):
            error(c.post(docs_path(ws, pid), json=bad), 400, "INVALID_ARGUMENT")


async def _import_rows(s: Any, event_id: str) -> tuple[str, str]:
    ev = (await s.execute(select(Event).where(Event.id == event_id))).scalar_one()
    job = (await s.execute(select(Job).where(Job.event_id == event_id))).scalar_one()
    return ev.type, job.kind


def test_list_pages_and_filters(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        items = [upload(c, f"{n}.txt", f"{n} notes".encode())["item_id"] for n in ("Alpha", "BETA", "gamma")]
        ids = [d["document_id"] for d in import_docs(c, ws, pid, items)["details"]]
        seen: list[str] = []
        token = None
        for _ in range(5):
            page = data(c.get(docs_path(ws, pid), params={"page_size": 1, **({"continuation_token": token}
                                                                              if token else {})}))
            assert len(page["items"]) <= 1
            seen += [d["id"] for d in page["items"]]
            token = page.get("continuation_token")
            if not token:
                break
        assert seen == ids, "oldest import first, every document once"
        full = data(c.get(docs_path(ws, pid)))
        assert [d["id"] for d in full["items"]] == ids and full["continuation_token"] is None
        def named(q: str) -> list[str]:
            return [d["name"] for d in data(c.get(docs_path(ws, pid), params={"name_fuzzy": q}))["items"]]
        assert named("bet") == ["BETA.txt"] and named("MMA") == ["gamma.txt"]
        assert data(c.get(docs_path(ws, pid), params={"name_fuzzy": "%"}))["items"] == []
        first = data(c.get(docs_path(ws, pid), params={"page_size": 1}))
        error(c.get(docs_path(ws, pid), params={"page_size": 1, "name_fuzzy": "a",
                                                 "continuation_token": first["continuation_token"]}), 400,
              "INVALID_ARGUMENT")
        for bad in ({"page_size": 0}, {"page_size": 101}, {"continuation_token": "nope"}):
            error(c.get(docs_path(ws, pid), params=bad), 400, "INVALID_ARGUMENT")
        assert len(data(c.get(docs_path(ws, pid), params={"page_size": 100}))["items"]) == 3


def test_unknown_documents_are_403(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        error(c.get(f"/api/v1/projects/{pid}/documents/doc-doesnotexist000000000000"), 403, "FORBIDDEN")
        error(c.get(f"{docs_path(ws, pid)}/doc-doesnotexist000000000000"), 403, "FORBIDDEN")
        error(c.get(docs_path(ws, "proj-nope")), 403, "FORBIDDEN")
        error(c.post("/api/v1/projects/proj-nope/documents", json={"drive_item_ids": ["item-x"]}), 403,
              "FORBIDDEN")


def test_delete_removes_documents_chunks_and_makes_conflicts_stale(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        policy = b"Refund policy. Customers may return products within 30 days of delivery."
        doc, _ = ingest(c, ws, pid, uniq("policy") + ".txt", policy)
        keep, _ = ingest(c, ws, pid, uniq("other") + ".txt", b"The office closes at six.")
        mid, _ = add_memory(c, pid, "Customers may return products within 14 days of delivery.")
        found = conflicts(c, pid, category="m2d")["items"]
        assert len(found) == 1 and found[0]["stale"] is False and found[0]["memory_ids"] == [mid]
        item_id = data(c.get(f"/api/v1/projects/{pid}/documents/{doc}"))["drive_item_id"]

        path = docs_path(ws, pid)
        error(c.request("DELETE", path, json={"ids": [doc, "doc-doesnotexist000000000000"]}), 403,
              "FORBIDDEN")
        assert data(c.get(f"{path}/{doc}"))["status"] == "okay", "nothing is deleted when one id is unknown"
        error(c.request("DELETE", path, json={"ids": ["not-a-doc"]}), 400, "INVALID_ARGUMENT")
        error(c.request("DELETE", path, json={"ids": []}), 400, "INVALID_ARGUMENT")

        assert data(c.request("DELETE", path, json={"ids": [doc]})) == {}
        error(c.get(f"{path}/{doc}"), 403, "FORBIDDEN")
        error(c.get(f"/api/v1/projects/{pid}/documents/{doc}"), 403, "FORBIDDEN")
        assert [d["id"] for d in data(c.get(path))["items"]] == [keep]
        assert in_db(server, lambda s: _chunks_of(s, doc)) == 0
        assert in_db(server, lambda s: _chunks_of(s, keep)) > 0
        c_after = conflicts(c, pid, category="m2d")["items"][0]
        assert c_after["id"] == found[0]["id"] and c_after["stale"] is True
        assert data(c.get(f"{LIB}/{item_id}"))["item_id"] == item_id, "the library is untouched"
        again = import_docs(c, ws, pid, [item_id])
        assert again["success_count"] == 1 and again["details"][0]["document_id"] != doc


async def _chunks_of(s: Any, doc_id: str) -> int:
    q = select(func.count()).select_from(Chunk).where(Chunk.document_id == doc_id)
    return int((await s.execute(q)).scalar())


def test_permissions(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member", name=uniq("doc-member"))["api_key"]
    lister_role = custom_role(server, ["project:doc_list", "project:doc_read", "project:read"])
    lister = server.new_key(role=lister_role, name=uniq("lister"))["api_key"]
    no_library = server.new_key(role=custom_role(server, ["project:doc_add", "project:doc_list"]),
                                name=uniq("no-library"))["api_key"]
    with server.client() as c, server.client(member) as m, server.client(lister) as li, \
            server.client(no_library) as nl:
        ws, pid = make_project(c)
        item = upload(m, uniq("member") + ".txt", b"Member upload.")["item_id"]
        res = import_docs(m, ws, pid, [item])
        doc = res["details"][0]["document_id"]
        assert res["success_count"] == 1
        assert [d["id"] for d in data(li.get(docs_path(ws, pid)))["items"]] == [doc]
        assert data(li.get(f"/api/v1/projects/{pid}/documents/{doc}"))["id"] == doc
        error(li.post(docs_path(ws, pid), json={"drive_item_ids": [item]}), 403, "FORBIDDEN")
        error(li.request("DELETE", docs_path(ws, pid), json={"ids": [doc]}), 403, "FORBIDDEN")
        error(nl.post(docs_path(ws, pid), json={"drive_item_ids": [item]}), 403, "FORBIDDEN")
        error(nl.get(f"{docs_path(ws, pid)}/{doc}"), 403, "FORBIDDEN")
        wait_doc(m, ws, pid, doc)
        assert data(m.request("DELETE", docs_path(ws, pid), json={"ids": [doc]})) == {}
