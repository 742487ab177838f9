"""Helpers of the document tests: uploads, imports, waiting for background work, direct database access."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx

from tests.conftest import data

LIB = "/api/v1/drives/items"


def upload(c: httpx.Client, filename: str, content: bytes, content_type: str = "text/plain",
           **fields: str) -> dict[str, Any]:
    return dict(data(c.post(LIB, files={"file": (filename, content, content_type)}, data=fields)))


def docs_path(ws: str, pid: str) -> str:
    return f"/api/v3/workspaces/{ws}/projects/{pid}/memories/documents"


def import_docs(c: httpx.Client, ws: str, pid: str, items: list[str]) -> dict[str, Any]:
    return dict(data(c.post(docs_path(ws, pid), json={"drive_item_ids": items})))


def wait_until(fn: Callable[[], Any], *, timeout: float = 120, what: str = "condition") -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = fn()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def wait_doc(c: httpx.Client, ws: str, pid: str, doc_id: str, timeout: float = 120) -> dict[str, Any]:
    def done() -> Any:
        d = data(c.get(f"{docs_path(ws, pid)}/{doc_id}"))
        return d if d["status"] in ("okay", "error") else None
    return dict(wait_until(done, timeout=timeout, what=f"document {doc_id}"))


def wait_event(c: httpx.Client, event_id: str, timeout: float = 120) -> dict[str, Any]:
    def done() -> Any:
        e = data(c.get(f"/api/v3/events/{event_id}"))
        return e if e["status"] in ("succeeded", "failed") else None
    return dict(wait_until(done, timeout=timeout, what=f"event {event_id}"))


def ingest(c: httpx.Client, ws: str, pid: str, name: str, content: bytes,
           content_type: str = "text/plain") -> tuple[str, dict[str, Any]]:
    """Upload, import and wait until processing and detection are done: (document id, event)."""
    item = upload(c, name, content, content_type)["item_id"]
    detail = import_docs(c, ws, pid, [item])["details"][0]
    assert detail["result"] == "success", detail
    return detail["document_id"], wait_event(c, detail["event_id"])


def add_memory(c: httpx.Client, pid: str, text: str) -> tuple[str, dict[str, Any]]:
    res = data(c.post(f"/api/v2/projects/{pid}/memories",
                      json={"messages": [{"role": "user", "content": text}], "infer": False}))
    ev = wait_event(c, res["results"][0]["event_id"])
    assert ev["status"] == "succeeded" and ev["memory_ids"], ev
    return ev["memory_ids"][0], ev


def conflicts(c: httpx.Client, pid: str, **query: Any) -> dict[str, Any]:
    return dict(data(c.get(f"/api/v2/projects/{pid}/memories/conflicts", params=query)))


