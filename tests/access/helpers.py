"""Shared helpers of the access-control tests."""
from __future__ import annotations

from typing import Any

import httpx

from tests.conftest import data, uniq

MEMBERS = "/admin/v1/members"
GROUPS = "/admin/v1/access-groups"
WS, PROJECT = "service:workspace", "service:project"
PROJECT_READ = ["project:read", "project:mem_list", "project:mem_read", "project:mem_search", "project:doc_list",
                "project:doc_read"]


def new_member(c: httpx.Client, role: str = "tenant_member") -> tuple[str, str]:
    """A virtual member with `role` and a key of it: (principal_id, secret)."""
    pid = data(c.post(MEMBERS, json={"display_name": uniq("m"), "role": role}), 201)["principal_id"]
    secret = data(c.post("/admin/v1/api-keys", json={"name": uniq("k"), "principal_id": pid}), 201)["key"]
    return str(pid), str(secret)


def workspace(c: httpx.Client) -> str:
    return str(data(c.post("/api/v3/workspaces", json={"name": "W", "custom_id": uniq("ws")}))["id"])


def project(c: httpx.Client, ws: str) -> str:
    return str(data(c.post(f"/api/v3/workspaces/{ws}/projects", json={"name": "P", "custom_id": uniq("p")}))["id"])


def scope_url(principal_id: str) -> str:
    return f"{MEMBERS}/{principal_id}/access-scope"


def put_scope(c: httpx.Client, url: str, scopes: list[dict[str, Any]], *, reason: str = "test",
              if_match: str | None = None) -> httpx.Response:
    headers = {"If-Match": if_match} if if_match is not None else {}
    return c.put(url, json={"reason": reason, "scopes": scopes}, headers=headers)


def only(rtype: str, *instances: dict[str, Any]) -> dict[str, Any]:
    return {"resource_type": rtype, "mode": "instances", "instances": list(instances)}


def all_of(rtype: str) -> dict[str, Any]:
    return {"resource_type": rtype, "mode": "all"}


def all_ids(c: httpx.Client, path: str) -> list[str]:
    """Every id of a v3 list, following continuation tokens."""
    ids: list[str] = []
    token = None
    while True:
        params: dict[str, Any] = {"page_size": 100, **({"continuation_token": token} if token else {})}
        page = data(c.get(path, params=params))
        ids += [i["id"] for i in page["items"]]
        token = page.get("continuation_token")
        if not token:
            return ids
