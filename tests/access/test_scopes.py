"""Access scopes of members and roles: validation, ETag and If-Match, owner and admin rules, role scopes."""
from __future__ import annotations

import threading
from typing import Any

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
from tests.admin.factories import audit_rows, custom_role
from tests.conftest import LiveServer, data, error


def _msg(resp: httpx.Response) -> str:
    return str(error(resp, 400, "INVALID_ARGUMENT")["message"])


def test_put_validation(server: LiveServer, owner: httpx.Client) -> None:
    ws1, ws2 = workspace(owner), workspace(owner)
    p1 = project(owner, ws1)
    pid, _secret = new_member(owner)
    url = scope_url(pid)
    before = owner.get(url).headers["ETag"]
    p1_row = {"id": p1, "workspace_id": ws1}
    assert "reason" in _msg(owner.put(url, json={"scopes": [all_of(WS)]}))
    assert "reason" in _msg(put_scope(owner, url, [all_of(WS)], reason="é" * 128))  # 256 bytes
    assert "reason" in _msg(put_scope(owner, url, [all_of(WS)], reason="  "))
    assert "resource_type" in _msg(put_scope(owner, url, [all_of("service:drive")]))
    assert "twice" in _msg(put_scope(owner, url, [all_of(WS), all_of(WS)]))
    assert "instances" in _msg(put_scope(owner, url, [{"resource_type": WS, "mode": "instances"}]))
    assert "mode" in _msg(put_scope(owner, url, [{"resource_type": WS, "mode": "some"}]))
    assert "workspace_id" in _msg(put_scope(owner, url, [only(PROJECT, {"id": p1})]))
    assert "workspace_id" in _msg(put_scope(owner, url, [only(PROJECT, {"id": p1, "workspace_id": ws2})]))
    assert "id" in _msg(put_scope(owner, url, [only(PROJECT, {"id": "proj-nope", "workspace_id": ws1})]))
    assert "id" in _msg(put_scope(owner, url, [only(WS, {"id": p1})]))  # a project is not a workspace
    # an action the member's role does not grant (members may not delete projects)
    assert "available_actions" in _msg(put_scope(owner, url, [only(PROJECT, {**p1_row,
                                                                             "actions": ["project:delete"]})]))
    assert "available_actions" in _msg(put_scope(owner, url, [only(PROJECT, {**p1_row,
                                                                             "actions": ["workspace:read"]})]))
    # a restricted type must leave at least one accessible instance
    assert "accessible" in _msg(put_scope(owner, url, [only(PROJECT)]))
    assert "accessible" in _msg(put_scope(owner, url, [only(PROJECT, {**p1_row, "actions": []})]))
    assert owner.get(url).headers["ETag"] == before  # nothing changed
    # exactly 255 bytes is fine; `via_permission_level` echoes are skipped, whatever they name; read-only fields
    # of a GET may be sent back
    resp = put_scope(owner, url, [only(PROJECT, {**p1_row, "effective_actions": ["x"], "shadowed_actions": []},
                                       {"id": "proj-echo", "via_permission_level": True, "permission_level": "read"})],
                     reason="é" * 127 + "a")
    entry = next(e for e in data(resp)["scopes"] if e["resource_type"] == PROJECT)
    assert [i["id"] for i in entry["instances"]] == [p1] and "actions" not in entry["instances"][0]
    assert entry["instances"][0]["effective_actions"] == entry["available_actions"]
    # the response's ETag is the one a GET returns; the read scope sent back unchanged changes nothing
    got = owner.get(url)
    assert got.headers["ETag"] == resp.headers["ETag"]
    echoed = put_scope(owner, url, data(got)["scopes"], if_match=got.headers["ETag"])
    assert echoed.headers["ETag"] == got.headers["ETag"]
    # types not listed keep their scope
    data(put_scope(owner, url, [all_of(WS)]))
    assert next(e for e in data(owner.get(url))["scopes"] if e["resource_type"] == PROJECT)["mode"] == "instances"


def test_owner_and_unknown_targets(server: LiveServer, owner: httpx.Client) -> None:
    ws = workspace(owner)
    error(put_scope(owner, scope_url(server.owner_id), [only(WS, {"id": ws})]), 409, "CONFLICT")
    error(put_scope(owner, "/admin/v1/roles/tenant_owner/access-scope", [only(WS, {"id": ws})]), 409, "CONFLICT")
    assert data(owner.get(scope_url(server.owner_id)))["role"] == "tenant_owner"
    error(owner.get(scope_url("prn-nobody")), 403, "FORBIDDEN")
    error(put_scope(owner, scope_url("prn-nobody"), [all_of(WS)]), 403, "FORBIDDEN")
    error(owner.get("/admin/v1/roles/no_such_role/access-scope"), 403, "FORBIDDEN")


def test_member_cannot_set_scopes_and_admins_need_an_admin(server: LiveServer, owner: httpx.Client) -> None:
    ws = workspace(owner)
    target, _ = new_member(owner)
    admin, admin_secret = new_member(owner, "tenant_admin")
    _m, member_secret = new_member(owner)
    with server.client(member_secret) as m:
        error(put_scope(m, scope_url(target), [only(WS, {"id": ws})]), 403, "FORBIDDEN")
        assert data(m.get(scope_url(target)))["principal_id"] == target  # members may read (member:read)
    made = server.new_key(role=custom_role(server, ["member:read", "member:set_scope", "policy:manage",
                                                      "workspace:read"]))
    setter = made["api_key"]
    data(put_scope(owner, scope_url(made["principal_id"]), [only(WS, {"id": ws})]))
    with server.client(setter) as c:
        # nobody lifts their own scope, or their own role's, unless owner or admin
        error(put_scope(c, scope_url(made["principal_id"]), [all_of(WS)]), 403, "FORBIDDEN")
        own_role = data(c.get(scope_url(made["principal_id"])))["role"]
        error(put_scope(c, f"/admin/v1/roles/{own_role}/access-scope", [only(WS, {"id": ws})]), 403, "FORBIDDEN")
        data(put_scope(c, scope_url(target), [only(WS, {"id": ws})]))
        error(put_scope(c, scope_url(admin), [only(WS, {"id": ws})]), 403, "FORBIDDEN")
        # a no-op on an admin narrows nothing
        data(put_scope(c, scope_url(admin), [all_of(WS)]))
    with server.client(admin_secret) as a:  # an admin may narrow an admin
        data(put_scope(a, scope_url(admin), [only(WS, {"id": ws})]))
        assert all_ids(a, "/api/v3/workspaces") == [ws]
        # the admin's own admin powers are not instance-scoped
        data(a.get("/admin/v1/members"))
    data(put_scope(owner, scope_url(admin), [all_of(WS)]))


def test_role_scope_applies_to_everyone_holding_it(server: LiveServer, owner: httpx.Client) -> None:
    ws1, ws2 = workspace(owner), workspace(owner)
    p1, p2 = project(owner, ws1), project(owner, ws2)
    role = custom_role(server, ["workspace:list", "workspace:read", "project:list", *PROJECT_READ,
                                "project:mem_add"])
    made = [server.new_key(role=role) for _ in range(2)]
    keys = [k["api_key"] for k in made]
    url = f"/admin/v1/roles/{role}/access-scope"
    got = owner.get(url)
    assert data(got)["role_key"] == role and got.headers["ETag"]
    entry = next(e for e in data(got)["scopes"] if e["resource_type"] == PROJECT)
    assert entry == {"resource_type": PROJECT, "mode": "all", "available_actions": [
        "project:read", "project:mem_list", "project:mem_read", "project:mem_add", "project:mem_search",
        "project:doc_list", "project:doc_read"]}
    resp = put_scope(owner, url, [only(PROJECT, {"id": p1, "workspace_id": ws1, "actions": ["project:read",
                                                                                              "project:mem_list"]})],
                     if_match=got.headers["ETag"], reason="role confined")
    assert resp.headers["ETag"] != got.headers["ETag"]
    for secret in keys:
        with server.client(secret) as c:
            data(c.get(f"/api/v2/projects/{p1}/memories"))
            error(c.get(f"/api/v2/projects/{p2}/memories"), 403, "FORBIDDEN")
            error(c.post(f"/api/v2/projects/{p1}/memories/search", json={"query": "x"}), 403, "FORBIDDEN")
            assert all_ids(c, f"/api/v3/workspaces/{ws1}/projects") == [p1]
            assert all_ids(c, f"/api/v3/workspaces/{ws2}/projects") == []
    # the role scope and a member scope both restrict: an instance must be in both
    holder = made[0]["principal_id"]
    p3 = project(owner, ws1)
    data(put_scope(owner, scope_url(holder), [only(PROJECT, {"id": p3, "workspace_id": ws1})]))
    with server.client(made[0]["api_key"]) as c:
        error(c.get(f"/api/v2/projects/{p1}/memories"), 403, "FORBIDDEN")
        error(c.get(f"/api/v2/projects/{p3}/memories"), 403, "FORBIDDEN")
    assert [r["action"] for r in audit_rows(server, role)] == ["access_scope.role_update"]


def test_concurrent_writers_with_the_same_if_match(server: LiveServer, owner: httpx.Client) -> None:
    """Two writers sending the same If-Match at the same moment: exactly one wins, the other gets 412."""
    ws = workspace(owner)
    projects = [project(owner, ws) for _ in range(2)]
    pid, _ = new_member(owner)
    url = scope_url(pid)
    for _round in range(4):
        etag = owner.get(url).headers["ETag"]
        barrier = threading.Barrier(2)
        results: list[Any] = [None, None]

        def write(i: int, etag: str = etag, barrier: threading.Barrier = barrier,
                  results: list[Any] = results) -> None:
            with server.client() as c:
                body = [only(PROJECT, {"id": projects[i], "workspace_id": ws})]
                barrier.wait()
                results[i] = put_scope(c, url, body, if_match=etag)

        threads = [threading.Thread(target=write, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        codes = sorted(r.status_code for r in results)
        assert codes == [200, 412], [r.text for r in results]
        winner = next(r for r in results if r.status_code == 200)
        final = owner.get(url)
        assert final.headers["ETag"] == winner.headers["ETag"] and data(final) == data(winner)
        data(put_scope(owner, url, [all_of(PROJECT)]))


def test_admin_role_scope_needs_an_admin_caller(server: LiveServer, owner: httpx.Client) -> None:
    ws = workspace(owner)
    url = "/admin/v1/roles/tenant_admin/access-scope"
    keeper = server.new_key(role=custom_role(server, ["policy:view", "policy:manage"]))["api_key"]
    with server.client(keeper) as c:
        error(put_scope(c, url, [only(WS, {"id": ws})]), 403, "FORBIDDEN")
        data(put_scope(c, url, [all_of(WS)]))  # changes nothing: allowed
        role = custom_role(server, ["workspace:read"])
        data(put_scope(c, f"/admin/v1/roles/{role}/access-scope", [only(WS, {"id": ws})]))
    _m, member_secret = new_member(owner)
    with server.client(member_secret) as m:
        error(m.get(url), 403, "FORBIDDEN")  # members lack policy:view
    try:
        scope = data(put_scope(owner, url, [only(WS, {"id": ws})]))
        assert scope["role_key"] == "tenant_admin"
        _a, admin_secret = new_member(owner, "tenant_admin")
        with server.client(admin_secret) as a:
            assert all_ids(a, "/api/v3/workspaces") == [ws]
    finally:
        data(put_scope(owner, url, [all_of(WS)]))
