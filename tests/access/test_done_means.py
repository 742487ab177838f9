"""Issue 13 "Done means", over HTTP as a new user would: restrict a member to one project, read-only; the
member's key reads that project, gets 403 on every other project and on every write, and sees only that
project (and its workspace) in lists; a stale `If-Match` gets 412 and changes nothing."""
from __future__ import annotations

import httpx

from tests.access.helpers import (
    PROJECT,
    PROJECT_READ,
    WS,
    all_ids,
    all_of,
    new_member,
    only,
    project,
    put_scope,
    scope_url,
    workspace,
)
from tests.admin.factories import audit_rows
from tests.conftest import LiveServer, data, error
from tests.memories.helpers import add


def test_restrict_member_to_one_project_read_only(server: LiveServer, owner: httpx.Client) -> None:
    ws1, ws2 = workspace(owner), workspace(owner)
    p1, p1b, p2 = project(owner, ws1), project(owner, ws1), project(owner, ws2)
    mem = add(owner, p1, "The office is in Lisbon")
    pid, secret = new_member(owner)

    with server.client(secret) as m:  # before: a member reads everything
        assert {ws1, ws2} <= set(all_ids(m, "/api/v3/workspaces"))
        data(m.get(f"/api/v2/projects/{p2}/memories"))

    url = scope_url(pid)
    first = owner.get(url)
    etag = first.headers["ETag"]
    assert etag.startswith('"') and etag.endswith('"')
    assert [e["mode"] for e in data(first)["scopes"]] == ["all", "all"]

    resp = put_scope(owner, url, [only(WS, {"id": ws1, "actions": ["workspace:read"]}),
                                  only(PROJECT, {"id": p1, "workspace_id": ws1, "actions": PROJECT_READ})],
                     reason="read-only on one project", if_match=etag)
    scope = data(resp)
    new_etag = resp.headers["ETag"]
    assert new_etag != etag and owner.get(url).headers["ETag"] == new_etag
    assert scope["principal_id"] == pid and scope["role"] == "tenant_member"
    proj = next(e for e in scope["scopes"] if e["resource_type"] == PROJECT)
    assert proj["mode"] == "instances"
    assert proj["instances"] == [{"id": p1, "workspace_id": ws1, "actions": PROJECT_READ,
                                  "effective_actions": PROJECT_READ, "shadowed_actions": [],
                                  "via_permission_level": False}]
    assert "project:mem_add" in proj["available_actions"] and "project:delete" not in proj["available_actions"]
    assert any(r["details"]["after"] for r in audit_rows(server, pid) if r["action"] == "access_scope.member_update")

    # a stale If-Match: 412, nothing changes
    stale = put_scope(owner, url, [all_of(WS), all_of(PROJECT)], if_match=etag)
    assert error(stale, 412, "PRECONDITION_FAILED")
    again = owner.get(url)
    assert again.headers["ETag"] == new_etag and data(again) == scope

    with server.client(secret) as m:
        # reads of that project
        assert data(m.get(f"/api/v3/workspaces/{ws1}"))["id"] == ws1
        assert data(m.get(f"/api/v3/workspaces/{ws1}/projects/{p1}"))["id"] == p1
        assert [i["id"] for i in data(m.get(f"/api/v2/projects/{p1}/memories"))["items"]] == [mem]
        assert data(m.get(f"/api/v2/projects/{p1}/memories/{mem}"))["content"] == "The office is in Lisbon"
        data(m.get(f"/api/v2/projects/{p1}/memories/conflicts"))
        data(m.post(f"/api/v2/projects/{p1}/memories/search", json={"query": "office"}))
        # lists show only what the member may open
        assert all_ids(m, "/api/v3/workspaces") == [ws1]
        assert all_ids(m, f"/api/v3/workspaces/{ws1}/projects") == [p1]
        # 403 on every other project
        for other, its_ws in ((p1b, ws1), (p2, ws2)):
            error(m.get(f"/api/v2/projects/{other}/memories"), 403, "FORBIDDEN")
            error(m.get(f"/api/v3/workspaces/{its_ws}/projects/{other}"), 403, "FORBIDDEN")
            error(m.post(f"/api/v2/projects/{other}/memories/search", json={"query": "x"}), 403, "FORBIDDEN")
        error(m.get(f"/api/v3/workspaces/{ws2}"), 403, "FORBIDDEN")
        error(m.get(f"/api/v3/workspaces/{ws2}/projects"), 403, "FORBIDDEN")
        # 403 on every write
        msg = {"messages": [{"role": "user", "content": "x"}], "infer": False}
        for resp in (m.post(f"/api/v2/projects/{p1}/memories", json=msg),
                     m.patch(f"/api/v2/projects/{p1}/memories/{mem}", json={"content": "y"}),
                     m.post(f"/api/v2/projects/{p1}/memories/{mem}/forget"),
                     m.patch(f"/api/v3/workspaces/{ws1}/projects/{p1}", json={"name": "N"}),
                     m.delete(f"/api/v3/workspaces/{ws1}/projects/{p1}"),
                     m.post(f"/api/v3/workspaces/{ws1}/projects", json={"name": "N", "custom_id": "n"}),
                     m.patch(f"/api/v3/workspaces/{ws1}", json={"name": "N"}),
                     m.post("/api/v3/workspaces", json={"name": "N", "custom_id": "n"}),
                     m.post(f"/api/v3/workspaces/{ws1}/projects/{p1}/memories/facts", json={"facts": ["z"]}),
                     m.post(f"/api/v2/projects/{p2}/memories", json=msg)):
            error(resp, 403, "FORBIDDEN")

    # the owner's data is untouched and the scope can be lifted again (If-Match `*` matches anything)
    assert [i["id"] for i in data(owner.get(f"/api/v2/projects/{p1}/memories"))["items"]] == [mem]
    data(put_scope(owner, url, [all_of(WS), all_of(PROJECT)], if_match="*"))
    with server.client(secret) as m:
        assert {ws1, ws2} <= set(all_ids(m, "/api/v3/workspaces"))
        data(m.get(f"/api/v2/projects/{p2}/memories"))
