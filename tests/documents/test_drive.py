"""The library: streamed uploads, size limit, name conflicts, folders, downloads, delete, permissions."""
from __future__ import annotations

import os
import tracemalloc
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from mneme.core.storage import READ_CHUNK_BYTES
from mneme.models import DriveItem
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, in_db, make_project, start_server, uniq
from tests.documents.helpers import LIB, docs_path, import_docs, upload, wait_doc, wait_until


def folder(c: httpx.Client, name: str, parent: str = "MY_SPACE", **extra: Any) -> dict[str, Any]:
    body = {"item_type": "folder", "name": name, "parent_item_id": parent, **extra}
    return dict(data(c.post(LIB, json=body)))


def children(c: httpx.Client, item_id: str, **query: Any) -> dict[str, Any]:
    return dict(data(c.get(f"{LIB}/{item_id}/children", params=query)))


def all_children(c: httpx.Client, item_id: str, page_size: int = 50) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token = None
    while True:
        page = children(c, item_id, page_size=page_size, **({"continuation_token": token} if token else {}))
        assert len(page["items"]) <= page_size
        out += page["items"]
        token = page.get("continuation_token")
        if not token:
            return out


def multipart_stream(name: str, size: int, boundary: str, chunk: int = 256 * 1024) -> Iterator[bytes]:
    """A multipart body generated on the fly (the client never holds the file either)."""
    yield (f"--{boundary}\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n{name}\r\n"
           f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
           f"Content-Type: application/octet-stream\r\n\r\n").encode()
    block = bytes(range(256)) * (chunk // 256)
    sent = 0
    while sent < size:
        piece = block[: min(chunk, size - sent)]
        sent += len(piece)
        yield piece
    yield f"\r\n--{boundary}--\r\n".encode()


# ---------------------------------------------------------------------------------------------- uploads


def test_upload_larger_than_a_chunk_downloads_byte_for_byte(server: LiveServer) -> None:
    content = os.urandom(3 * 1024 * 1024 + 17)  # many storage read chunks and write buffers
    assert len(content) > 16 * READ_CHUNK_BYTES
    with server.client() as c:
        item = upload(c, "blob.bin", content, "application/octet-stream")
        assert item["item_id"].startswith("item-") and item["name"] == "blob.bin"
        got = data(c.get(f"{LIB}/{item['item_id']}"))
        assert got["size"] == len(content) and got["type"] == "file" and got["parent_item_id"] == "MY_SPACE"
        assert got["content_type"] == "application/octet-stream" and got["version"] == 1
        r = c.get(f"{LIB}/{item['item_id']}/binary")
        assert r.status_code == 200 and r.content == content
        assert r.headers["content-type"].startswith("application/octet-stream")
        assert r.headers["content-length"] == str(len(content))
        assert r.headers["content-disposition"].startswith('attachment; filename="blob.bin"')


def test_upload_is_streamed_not_buffered(server: LiveServer) -> None:
    """A 40 MB upload sent chunked grows the process's Python heap by far less than the file's size."""
    size = 40 * 1024 * 1024
    boundary = uuid.uuid4().hex
    name = uniq("stream") + ".bin"
    with server.client() as c:
        tracemalloc.start()
        try:
            tracemalloc.reset_peak()
            base, _ = tracemalloc.get_traced_memory()
            r = c.post(LIB, content=multipart_stream(name, size, boundary),
                       headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        item = data(r)
        assert data(c.get(f"{LIB}/{item['item_id']}"))["size"] == size
        assert peak - base < 12 * 1024 * 1024, f"upload used {(peak - base) >> 20} MiB of heap"
        with c.stream("GET", f"{LIB}/{item['item_id']}/binary") as resp:
            assert sum(len(b) for b in resp.iter_bytes()) == size


def test_file_name_unicode_and_content_type_guess(server: LiveServer) -> None:
    with server.client() as c:
        item = upload(c, "résumé (draft).md", b"# CV", "application/octet-stream")
        got = data(c.get(f"{LIB}/{item['item_id']}"))
        assert got["name"] == "résumé (draft).md" and got["content_type"] == "text/markdown"
        r = c.get(f"{LIB}/{item['item_id']}/binary")
        assert "filename*=UTF-8''r%C3%A9sum%C3%A9%20%28draft%29.md" in r.headers["content-disposition"]
        renamed = upload(c, "x.txt", b"hello", name="chosen.txt")
        assert renamed["name"] == "chosen.txt"


def test_upload_validation(server: LiveServer) -> None:
    with server.client() as c:
        error(c.post(LIB, files={"other": ("a.txt", b"x", "text/plain")}), 400, "INVALID_ARGUMENT")
        error(c.post(LIB, content=b"hello", headers={"Content-Type": "text/plain"}), 400, "INVALID_ARGUMENT")
        error(c.post(LIB, content=b"--x\r\n", headers={"Content-Type": "multipart/form-data"}), 400,
              "INVALID_ARGUMENT")
        small = {"file": ("a.txt", b"x", "text/plain")}
        error(c.post(LIB, files=small, data={"name_conflict_strategy": "merge"}), 400, "INVALID_ARGUMENT")
        error(c.post(LIB, files={"file": ("a.txt", b"x", "text/plain")}, data={"name": "a/b"}), 400,
              "INVALID_ARGUMENT")
        truncated = b'--b\r\nContent-Disposition: form-data; name="file"; filename="t.txt"\r\n\r\nhalf a file'
        error(c.post(LIB, content=truncated, headers={"Content-Type": "multipart/form-data; boundary=b"}),
              400, "INVALID_ARGUMENT")
        error(c.post(LIB, json={"item_type": "file", "name": "x"}), 400, "INVALID_ARGUMENT")
        error(c.post(LIB, json={"item_type": "folder"}), 400, "INVALID_ARGUMENT")
        error(c.post(LIB, files=small, data={"parent_item_id": "item-nope"}), 403, "FORBIDDEN")


@pytest.fixture(scope="module")
def small_server(backend: str) -> Iterator[LiveServer]:
    live = start_server(backend, max_upload_bytes=1000)
    yield live
    live.stop()


def _stored_files(root: str) -> list[str]:
    return [os.path.join(d, f) for d, _, files in os.walk(root) for f in files]


def test_over_the_limit_is_413_and_leaves_nothing(small_server: LiveServer) -> None:
    root = small_server.settings.data_dir
    with small_server.client() as c:
        ok = upload(c, "fits.txt", b"a" * 1000)
        before = _stored_files(root)
        r = c.post(LIB, files={"file": ("big.txt", b"b" * 5000, "text/plain")})
        body = error(r, 413, "PAYLOAD_TOO_LARGE")
        assert "1000" in body["message"]
        # refused from its Content-Length, before the body is read
        r = c.post(LIB, files={"file": ("huge.txt", b"c" * 300_000, "text/plain")})
        error(r, 413, "PAYLOAD_TOO_LARGE")
        names = [i["name"] for i in all_children(c, "MY_SPACE")]
        assert "fits.txt" in names and "big.txt" not in names and "huge.txt" not in names
        assert _stored_files(root) == before, "a refused upload left a file behind"
        assert data(c.get(f"{LIB}/{ok['item_id']}"))["size"] == 1000


# ------------------------------------------------------------------------------------------ name conflicts


def test_name_conflict_strategies(server: LiveServer) -> None:
    with server.client() as c:
        box = folder(c, uniq("strategies"))["item_id"]
        first = upload(c, "a.txt", b"one", parent_item_id=box)
        assert first["name"] == "a.txt"
        assert upload(c, "a.txt", b"two", parent_item_id=box)["name"] == "a (1).txt"
        third = upload(c, "a.txt", b"three", parent_item_id=box, name_conflict_strategy="rename")
        assert third["name"] == "a (2).txt"

        denied = c.post(LIB, files={"file": ("a.txt", b"four", "text/plain")},
                        data={"parent_item_id": box, "name_conflict_strategy": "deny"})
        error(denied, 409, "DRIVE_ITEM_CONFLICT")
        assert len(all_children(c, box)) == 3

        over = upload(c, "a.txt", b"overwritten!", parent_item_id=box, name_conflict_strategy="overwrite")
        assert over["item_id"] == first["item_id"] and over["version"] == 2 and over["size"] == 12
        assert c.get(f"{LIB}/{first['item_id']}/binary").content == b"overwritten!"

        rep = upload(c, "a.txt", b"replaced", parent_item_id=box, name_conflict_strategy="replace")
        assert rep["item_id"] != first["item_id"] and rep["name"] == "a.txt" and rep["version"] == 1
        error(c.get(f"{LIB}/{first['item_id']}"), 403, "FORBIDDEN")
        assert c.get(f"{LIB}/{rep['item_id']}/binary").content == b"replaced"
        names = sorted(i["name"] for i in all_children(c, box))
        assert names == ["a (1).txt", "a (2).txt", "a.txt"]

        sub = folder(c, "sub", box)
        assert folder(c, "sub", box)["name"] == "sub (1)"
        error(c.post(LIB, json={"item_type": "folder", "name": "sub", "parent_item_id": box,
                                "name_conflict_strategy": "deny"}), 409, "DRIVE_ITEM_CONFLICT")
        clash = c.post(LIB, files={"file": ("sub", b"x", "text/plain")},
                       data={"parent_item_id": box, "name_conflict_strategy": "overwrite"})
        error(clash, 409, "DRIVE_ITEM_CONFLICT")  # a folder is never overwritten by a file
        assert data(c.get(f"{LIB}/{sub['item_id']}"))["type"] == "directory"


# ---------------------------------------------------------------------------------------------- folders


def test_folders_children_paging_and_recursive_delete(server: LiveServer) -> None:
    with server.client() as c:
        top = folder(c, uniq("top"))
        assert top["type"] == "directory" and top["size"] == 0 and top["content_type"] is None
        ids = [upload(c, f"f{i}.txt", f"file {i}".encode(), parent_item_id=top["item_id"])["item_id"]
               for i in range(5)]
        inner = folder(c, "inner", top["item_id"])
        deep = upload(c, "deep.txt", b"deep", parent_item_id=inner["item_id"])
        pages = []
        token = None
        while True:
            page = children(c, top["item_id"], page_size=2,
                            **({"continuation_token": token} if token else {}))
            pages.append([i["item_id"] for i in page["items"]])
            token = page.get("continuation_token")
            if not token:
                break
        assert [len(p) for p in pages] == [2, 2, 2]
        assert [i for p in pages for i in p] == [*ids, inner["item_id"]], "oldest first, no repeats"
        assert children(c, top["item_id"])["continuation_token"] is None
        root_ids = [i["item_id"] for i in all_children(c, "MY_SPACE")]
        assert top["item_id"] in root_ids and ids[0] not in root_ids
        for bad in ({"page_size": 0}, {"page_size": 51}, {"continuation_token": "forged"}):
            error(c.get(f"{LIB}/{top['item_id']}/children", params=bad), 400, "INVALID_ARGUMENT")
        error(c.get(f"{LIB}/{ids[0]}/children"), 400, "INVALID_ARGUMENT")
        error(c.get(f"{LIB}/{top['item_id']}/binary"), 400, "INVALID_ARGUMENT")
        error(c.post(LIB, files={"file": ("x.txt", b"x", "text/plain")}, data={"parent_item_id": ids[0]}),
              400, "INVALID_ARGUMENT")

        assert data(c.delete(f"{LIB}/{top['item_id']}")) == {}
        for gone in [top["item_id"], inner["item_id"], deep["item_id"], *ids]:
            error(c.get(f"{LIB}/{gone}"), 403, "FORBIDDEN")
        error(c.get(f"{LIB}/{top['item_id']}/children"), 403, "FORBIDDEN")
        error(c.delete(f"{LIB}/{top['item_id']}"), 403, "FORBIDDEN")
        everything = [top["item_id"], inner["item_id"], deep["item_id"], *ids]
        assert in_db(server, lambda s: _count_items(s, everything)) == 0


async def _count_items(s: Any, ids: list[str]) -> int:
    q = select(func.count()).select_from(DriveItem).where(DriveItem.id.in_(ids))
    return int((await s.execute(q)).scalar())


def test_library_delete_keeps_imported_documents_and_storage_is_collected(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        item = upload(c, uniq("kept") + ".txt", b"The cafeteria serves breakfast until ten.")
        doc = import_docs(c, ws, pid, [item["item_id"]])["details"][0]["document_id"]
        key = in_db(server, lambda s: _key_of(s, item["item_id"]))
        path = os.path.join(server.settings.data_dir, key)
        assert os.path.isfile(path)
        data(c.delete(f"{LIB}/{item['item_id']}"))
        assert wait_doc(c, ws, pid, doc)["status"] == "okay", "processed from the document's own reference"
        assert os.path.isfile(path), "the stored version is kept while a document refers to it"
        data(c.request("DELETE", docs_path(ws, pid), json={"ids": [doc]}))
        wait_until(lambda: not os.path.exists(path), timeout=30, what="the unreferenced file to be removed")

        over = upload(c, uniq("versions") + ".txt", b"version one")
        old_key = in_db(server, lambda s: _key_of(s, over["item_id"]))
        upload(c, over["name"], b"version two", name_conflict_strategy="overwrite")
        old_path = os.path.join(server.settings.data_dir, old_key)
        wait_until(lambda: not os.path.exists(old_path), timeout=30, what="the old version to be removed")
        assert c.get(f"{LIB}/{over['item_id']}/binary").content == b"version two"


def test_deleting_a_project_or_workspace_releases_its_document_files(server: LiveServer) -> None:
    with server.client() as c:
        for scope in ("project", "workspace"):
            ws, pid = make_project(c)
            item = upload(c, uniq(scope) + ".txt", b"The library opens at nine.")
            doc = import_docs(c, ws, pid, [item["item_id"]])["details"][0]["document_id"]
            assert wait_doc(c, ws, pid, doc)["status"] == "okay"
            path = os.path.join(server.settings.data_dir, in_db(server, lambda s, i=item: _key_of(s, i["item_id"])))
            data(c.delete(f"{LIB}/{item['item_id']}"))
            assert os.path.isfile(path), "the document still refers to the stored file"
            target = f"/api/v3/workspaces/{ws}" + (f"/projects/{pid}" if scope == "project" else "")
            data(c.delete(target))
            wait_until(lambda p=path: not os.path.exists(p), timeout=30, what=f"the {scope}'s files to be removed")


async def _key_of(s: Any, item_id: str) -> str:
    return str((await s.execute(select(DriveItem.storage_key).where(DriveItem.id == item_id))).scalar_one())


# ---------------------------------------------------------------------------------------------- permissions


def test_member_uses_the_library_and_a_read_only_role_cannot_write(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member", name=uniq("member"))["api_key"]
    reader_role = custom_role(server, ["drive:item_read"])
    reader = server.new_key(role=reader_role, name=uniq("reader"))["api_key"]
    nobody = server.new_key(role=custom_role(server, ["project:list"]), name=uniq("nobody"))["api_key"]
    with server.client(member) as m, server.client(reader) as r, server.client(nobody) as n:
        item = upload(m, uniq("member") + ".txt", b"from a member")
        box = folder(m, uniq("member-box"))
        assert data(r.get(f"{LIB}/{item['item_id']}"))["name"] == item["name"]
        assert r.get(f"{LIB}/{item['item_id']}/binary").content == b"from a member"
        assert item["item_id"] in [i["item_id"] for i in all_children(r, "MY_SPACE")]
        error(r.post(LIB, files={"file": ("x.txt", b"x", "text/plain")}), 403, "FORBIDDEN")
        error(r.post(LIB, json={"item_type": "folder", "name": "x"}), 403, "FORBIDDEN")
        error(r.delete(f"{LIB}/{item['item_id']}"), 403, "FORBIDDEN")
        error(n.get(f"{LIB}/{item['item_id']}"), 403, "FORBIDDEN")
        error(n.get(f"{LIB}/MY_SPACE/children"), 403, "FORBIDDEN")
        adder = server.new_key(role=custom_role(server, ["drive:item_add", "drive:item_read"]),
                               name=uniq("adder"))["api_key"]
        with server.client(adder) as a:
            upload(a, item["name"], b"renamed copy")  # rename needs only item_add
            denied = a.post(LIB, files={"file": (item["name"], b"x", "text/plain")},
                            data={"name_conflict_strategy": "overwrite"})
            error(denied, 403, "FORBIDDEN")
            denied = a.post(LIB, files={"file": (item["name"], b"x", "text/plain")},
                            data={"name_conflict_strategy": "replace"})
            error(denied, 403, "FORBIDDEN")
        assert m.get(f"{LIB}/{item['item_id']}/binary").content == b"from a member"
        data(m.delete(f"{LIB}/{box['item_id']}"))


def test_another_team_never_sees_the_library(server: LiveServer) -> None:
    other = _other_team_key(server)
    with server.client() as c, server.client(other) as o:
        item = upload(c, uniq("private") + ".txt", b"team secret")
        box = folder(c, uniq("private-box"))
        error(o.get(f"{LIB}/{item['item_id']}"), 403, "FORBIDDEN")
        error(o.get(f"{LIB}/{item['item_id']}/binary"), 403, "FORBIDDEN")
        error(o.get(f"{LIB}/{box['item_id']}/children"), 403, "FORBIDDEN")
        error(o.delete(f"{LIB}/{item['item_id']}"), 403, "FORBIDDEN")
        error(o.post(LIB, files={"file": ("x.txt", b"x", "text/plain")},
                     data={"parent_item_id": box["item_id"]}), 403, "FORBIDDEN")
        assert item["item_id"] not in str(data(o.get(f"{LIB}/MY_SPACE/children")))
        ws, pid = make_project(o)
        res = import_docs(o, ws, pid, [item["item_id"]])
        assert res["failure_count"] == 1 and res["details"][0]["document_id"] is None
        assert data(c.get(f"{LIB}/{item['item_id']}"))["name"] == item["name"]


def _other_team_key(server: LiveServer) -> str:
    from mneme.admin.keys.service import create_key
    from mneme.admin.team.service import create_team

    async def make(s: Any) -> str:
        team, owner = await create_team(s, name=uniq("Other"), owner_name="Other", owner_email=None)
        _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other")
        return str(secret)
    return str(in_db(server, make))
