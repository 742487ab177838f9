"""Shared helpers of the memory tests: add and wait for the background event, conflicts, direct DB access."""
from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx

from tests.conftest import data

ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$")
EVENT_KEYS = {"id", "type", "status", "memory_ids", "conflict_ids", "error", "created_at", "finished_at"}
MEMORY_KEYS = {"id", "content", "expired", "user_id", "created_at", "updated_at"}
CONFLICT_KEYS = {"id", "name", "description", "category", "conflict_type", "user_id", "resolved", "stale",
                 "memory_ids", "memory_snapshots", "file_chunks", "event_id", "created_at", "updated_at"}


def wait_event(c: httpx.Client, event_id: str, timeout: float = 30.0) -> dict[str, Any]:
    """Poll `GET /api/v3/events/{id}` until it is `succeeded` or `failed`."""
    deadline = time.monotonic() + timeout
    while True:
        ev = data(c.get(f"/api/v3/events/{event_id}"))
        if ev["status"] in ("succeeded", "failed"):
            return dict(ev)
        assert ev["status"] in ("pending", "running"), ev
        if time.monotonic() > deadline:
            raise AssertionError(f"event {event_id} still {ev['status']} after {timeout}s")
        time.sleep(0.05)


def wait_until(fn: Callable[[], Any], what: str, timeout: float = 30.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = fn()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def post_messages(c: httpx.Client, pid: str, messages: list[dict[str, str]], *, infer: bool = False,
                  user_id: str | None = "u1", **extra: Any) -> str:
    body: dict[str, Any] = {"messages": messages, "infer": infer, **extra}
    if user_id is not None:
        body["user_id"] = user_id
    res = data(c.post(f"/api/v2/projects/{pid}/memories", json=body))["results"]
    assert len(res) == 1 and res[0]["status"] == "PENDING" and res[0]["event_id"].startswith("evt-"), res
    assert isinstance(res[0]["message"], str)
    return str(res[0]["event_id"])


def add_event(c: httpx.Client, pid: str, *texts: str, infer: bool = False, user_id: str | None = "u1",
              role: str = "user", **extra: Any) -> dict[str, Any]:
    """Add messages and return the finished (succeeded) event."""
    eid = post_messages(c, pid, [{"role": role, "content": t} for t in texts], infer=infer, user_id=user_id,
                        **extra)
    ev = wait_event(c, eid)
    assert ev["status"] == "succeeded", ev
    return ev


def add(c: httpx.Client, pid: str, text: str, *, user_id: str | None = "u1") -> str:
    """Add one memory verbatim (infer=false) and return its id once its event finished."""
    ev = add_event(c, pid, text, user_id=user_id)
    assert len(ev["memory_ids"]) == 1, ev
    return str(ev["memory_ids"][0])


def conflicts(c: httpx.Client, pid: str, **query: Any) -> dict[str, Any]:
    return dict(data(c.get(f"/api/v2/projects/{pid}/memories/conflicts", params=query)))


def search(c: httpx.Client, pid: str, query: str, **body: Any) -> list[dict[str, Any]]:
    resp = c.post(f"/api/v2/projects/{pid}/memories/search", json={"query": query, **body})
    return list(data(resp)["results"])


def facts_root(ws: str, pid: str) -> str:
    return f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts"


# Statements about different things: no two of them conflict, and none is about Alice.
UNRELATED = [
    "The quarterly budget review is scheduled for March.",
    "Our office plants are watered every Tuesday.",
    "The printer on the third floor jams with thick paper.",
    "Marco prefers his coffee black with no sugar.",
    "The company picnic will be held at the lake.",
    "Parking permits must be renewed each January.",
    "The Wi-Fi password changes every month.",
    "Lena is learning to play the violin.",
    "The sales team exceeded its target last quarter.",
    "The elevator is out of service until Friday.",
    "Jonas collects vintage postage stamps.",
    "The cafeteria serves vegetarian lasagna on Wednesdays.",
    "Server backups run nightly at two in the morning.",
    "The annual conference takes place in Vienna.",
    "Priya ran a half marathon in under two hours.",
    "The new intern starts on Monday.",
    "The museum tour was cancelled because of rain.",
    "Tom's cat is named Biscuit.",
    "The gym in the basement opens at six.",
    "Invoices are paid within thirty days.",
]


@contextlib.contextmanager
def statements_of(session: Any) -> Iterator[list[str]]:
    """The SQL statements `session`'s engine sends while the block runs."""
    from sqlalchemy import event

    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_a: Any) -> None:
        seen.append(statement)

    engine = session.bind.sync_engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", count)
