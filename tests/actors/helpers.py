"""Shared helpers of the actor and agent tests."""
from __future__ import annotations

from typing import Any

import httpx

from tests.conftest import data, uniq


def make_actor(c: httpx.Client, **extra: Any) -> dict[str, Any]:
    body = {"custom_id": uniq("person"), "display_name": "Alice", **extra}
    return dict(data(c.post("/api/v3/actors", json=body)))


def make_agent(c: httpx.Client, **extra: Any) -> dict[str, Any]:
    body = {"custom_id": uniq("bot"), "name": "Helper", **extra}
    return dict(data(c.post("/api/v3/agents", json=body)))


def make_workspace(c: httpx.Client) -> str:
    return str(data(c.post("/api/v3/workspaces", json={"name": "WS", "custom_id": uniq("ws")}))["id"])


def bind(c: httpx.Client, ws: str, kind: str, owner_id: str) -> dict[str, Any]:
    return dict(data(c.post(f"/api/v3/workspaces/{ws}/{kind}s", json={f"{kind}_id": owner_id})))


def list_all(c: httpx.Client, path: str, **query: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token = None
    for _ in range(1000):
        params = dict(query, **({"continuation_token": token} if token else {}))
        page = data(c.get(path, params=params))
        out += page["items"]
        token = page.get("continuation_token")
        if not token:
            return out
    raise AssertionError("paging never ended")
