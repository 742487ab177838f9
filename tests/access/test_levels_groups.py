"""Permission levels on workspaces and projects, and access groups (base role or group, extra permissions,
members, scope, If-Match on permissions)."""
from __future__ import annotations

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.ids import new_id
from mneme.models import PermissionRule
from tests.access.helpers import (
    GROUPS,
    MEMBERS,
    PROJECT,
    WS,
    all_ids,
    new_member,
    only,
    project,
    put_scope,
    scope_url,
    workspace,
)
from tests.admin.factories import audit_rows, custom_role
from tests.conftest import LiveServer, data, error, in_db

MSG = {"messages": [{"role": "user", "content": "x"}], "infer": False}


def levels_url(pid: str, kind: str, instance: str) -> str:
    return f"{MEMBERS}/{pid}/permission-levels/{kind}/{instance}"


def test_permission_levels(server: LiveServer, owner: httpx.Client) -> None:
    ws1, ws2 = workspace(owner), workspace(owner)
    p1, p2, p3 = project(owner, ws1), project(owner, ws1), project(owner, ws2)
    made = server.new_key(role=custom_role(server, ["workspace:list", "project:list", "event:read"]))
    pid, secret = made["principal_id"], made["api_key"]
    with server.client(secret) as m:
        error(m.get(f"/api/v2/projects/{p1}/memories"), 403, "FORBIDDEN")
        assert all_ids(m, "/api/v3/workspaces") == []
    lv = data(owner.put(levels_url(pid, "projects", p1), json={"level": "read", "reason": "look"}))
    assert lv["level"] == "read" and lv["id"] == p1 and lv["workspace_id"] == ws1
    assert "project:mem_list" in lv["actions"] and "project:mem_add" not in lv["actions"]
    with server.client(secret) as m:
        data(m.get(f"/api/v2/projects/{p1}/memories"))
        error(m.post(f"/api/v2/projects/{p1}/memories", json=MSG), 403, "FORBIDDEN")
        error(m.get(f"/api/v2/projects/{p2}/memories"), 403, "FORBIDDEN")
        # a level on a project opens its workspace for reading, and lists show what it opens
        assert all_ids(m, "/api/v3/workspaces") == [ws1]
        assert all_ids(m, f"/api/v3/workspaces/{ws1}/projects") == [p1]
        error(m.patch(f"/api/v3/workspaces/{ws1}", json={"name": "N"}), 403, "FORBIDDEN")
    data(owner.put(levels_url(pid, "projects", p1), json={"level": "write"}))
    with server.client(secret) as m:
        data(m.post(f"/api/v2/projects/{p1}/memories", json=MSG))
        error(m.delete(f"/api/v3/workspaces/{ws1}/projects/{p1}"), 403, "FORBIDDEN")
    # a level on a workspace covers its projects
    data(owner.put(levels_url(pid, "workspaces", ws2), json={"level": "manage"}))
    with server.client(secret) as m:
        data(m.post(f"/api/v2/projects/{p3}/memories", json=MSG))
        data(m.patch(f"/api/v3/workspaces/{ws2}", json={"description": "managed"}))
    # the member's scope shows levels as via_permission_level rows
    scopes = {e["resource_type"]: e for e in data(owner.get(scope_url(pid)))["scopes"]}
    assert scopes[PROJECT]["mode"] == "all" and scopes[PROJECT]["available_actions"] == []
    row = scopes[PROJECT]["instances"][0]
    assert row["id"] == p1 and row["via_permission_level"] is True and row["permission_level"] == "write"
    assert "project:mem_add" in row["effective_actions"]
    assert scopes[WS]["instances"][0]["permission_level"] == "manage"
    items = data(owner.get(f"{MEMBERS}/{pid}/permission-levels"))["items"]
    assert sorted((i["id"], i["level"]) for i in items) == sorted([(p1, "write"), (ws2, "manage")])
    # removing a level takes the access away at once
    data(owner.delete(levels_url(pid, "projects", p1), params={"reason": "done"}))
    data(owner.delete(levels_url(pid, "projects", p1)))  # nothing left to remove: fine
    with server.client(secret) as m:
        error(m.get(f"/api/v2/projects/{p1}/memories"), 403, "FORBIDDEN")
    assert [r["action"] for r in audit_rows(server, pid)] == ["access_scope.level_set"] * 3 + [
        "access_scope.level_delete"]
    # validation and who may
    error(owner.put(levels_url(pid, "projects", "proj-nope"), json={"level": "read"}), 400, "INVALID_ARGUMENT")
    error(owner.put(levels_url(pid, "projects", p1), json={"level": "admin"}), 400, "INVALID_ARGUMENT")
    error(owner.put(levels_url(pid, "drives", p1), json={"level": "read"}), 400, "INVALID_ARGUMENT")
    error(owner.put(levels_url(server.owner_id, "projects", p1), json={"level": "read"}), 409, "CONFLICT")
    _m, member_secret = new_member(owner)
    with server.client(member_secret) as m:
        error(m.put(levels_url(pid, "projects", p1), json={"level": "read"}), 403, "FORBIDDEN")


def test_a_role_deny_rule_wins_over_levels_and_groups(server: LiveServer, owner: httpx.Client) -> None:
    ws = workspace(owner)
    p = project(owner, ws)
    role = custom_role(server, ["project:list"])

    async def deny(s: AsyncSession) -> None:
        s.add(PermissionRule(id=new_id("rule"), team_id=server.team_id, role_key=role, effect="deny",
                             action="project:mem_list", resource_type=PROJECT))
    in_db(server, deny)
    made = server.new_key(role=role)
    data(owner.put(levels_url(made["principal_id"], "projects", p), json={"level": "manage"}))
    group = data(owner.post(GROUPS, json={"name": "g", "base_role_key": "tenant_member"}), 201)
    data(owner.put(f"{GROUPS}/{group['group_id']}/members", json={"principal_ids": [made["principal_id"]]}))
    with server.client(made["api_key"]) as m:
        error(m.get(f"/api/v2/projects/{p}/memories"), 403, "FORBIDDEN")  # denied by the role
        error(m.get(f"/api/v2/projects/{p}/memories/conflicts"), 403, "FORBIDDEN")  # also project:mem_list
        data(m.get(f"/api/v3/workspaces/{ws}/projects/{p}"))  # project:read: the level and the group open it


def test_access_groups(server: LiveServer, owner: httpx.Client) -> None:
    ws1, ws2 = workspace(owner), workspace(owner)
    p1, p2 = project(owner, ws1), project(owner, ws2)
    made = server.new_key(role=custom_role(server, ["workspace:list", "project:list"]))
    pid, secret = made["principal_id"], made["api_key"]
    # validation
    for body in ({"name": "g"}, {"name": "g", "base_role_key": "tenant_member", "base_access_group_id": "grp-x"},
                 {"name": "g", "base_role_key": "tenant_owner"}, {"name": "g", "base_access_group_id": "grp-nope"},
                 {"name": "g", "base_role_key": "tenant_member",
                  "permissions": [{"action": "member:manage", "resource_type": "service:member"}]},
                 {"name": "g", "base_role_key": "tenant_member",
                  "permissions": [{"action": "project:read", "resource_type": "service:workspace"}]}):
        error(owner.post(GROUPS, json=body), 400, "INVALID_ARGUMENT")
    resp = owner.post(GROUPS, json={"name": "Readers", "description": "d", "base_role_key": "tenant_member"})
    g = data(resp, 201)
    gid = g["group_id"]
    assert gid.startswith("grp-") and g["member_count"] == 0 and g["permissions"] == []
    assert g["base_role_key"] == "tenant_member" and g["base_access_group_id"] is None
    assert g["created_by"] == server.owner_id and isinstance(g["created_at"], int)
    assert {s["resource_type"] for s in g["scope_summary"]} == {WS, PROJECT}
    got = owner.get(f"{GROUPS}/{gid}")
    assert data(got) == g and got.headers["ETag"] == resp.headers["ETag"]
    assert gid in [i["group_id"] for i in data(owner.get(GROUPS, params={"page_size": 100}))["items"]]
    # a group's scope confines its grants
    scope = data(put_scope(owner, f"{GROUPS}/{gid}/access-scope",
                           [only(PROJECT, {"id": p1, "workspace_id": ws1})], reason="only p1"))
    assert scope["group_id"] == gid
    assert next(s for s in data(owner.get(f"{GROUPS}/{gid}"))["scope_summary"]
                if s["resource_type"] == PROJECT)["instance_count"] == 1
    with server.client(secret) as m:
        error(m.get(f"/api/v2/projects/{p1}/memories"), 403, "FORBIDDEN")
    members = data(owner.put(f"{GROUPS}/{gid}/members", json={"principal_ids": [pid, pid]}))
    assert members == {"group_id": gid, "principal_ids": [pid]}
    assert data(owner.get(f"{GROUPS}/{gid}/members"))["principal_ids"] == [pid]
    assert data(owner.get(f"{GROUPS}/{gid}"))["member_count"] == 1
    error(owner.put(f"{GROUPS}/{gid}/members", json={"principal_ids": ["prn-nobody"]}), 400, "INVALID_ARGUMENT")
    with server.client(secret) as m:
        data(m.get(f"/api/v2/projects/{p1}/memories"))
        data(m.post(f"/api/v2/projects/{p1}/memories", json=MSG))
        error(m.get(f"/api/v2/projects/{p2}/memories"), 403, "FORBIDDEN")
        assert all_ids(m, f"/api/v3/workspaces/{ws1}/projects") == [p1]
        # the group's base is tenant_member: no admin powers, and no service-level grants beyond it
        error(m.get("/admin/v1/api-keys"), 403, "FORBIDDEN")
        error(m.post("/api/v3/workspaces/" + ws1 + "/projects", json={"name": "n", "custom_id": "n"}), 403,
              "FORBIDDEN")  # the group's project scope lists instances: no creating projects through it
    # a group based on tenant_admin grants only types grantable to groups
    admin_based = data(owner.post(GROUPS, json={"name": "A", "base_role_key": "tenant_admin"}), 201)
    data(owner.put(f"{GROUPS}/{admin_based['group_id']}/members", json={"principal_ids": [pid]}))
    with server.client(secret) as m:
        error(m.get("/admin/v1/members"), 403, "FORBIDDEN")
        data(m.get(f"/api/v2/projects/{p2}/memories"))  # unscoped group: every project
        data(m.delete(f"/api/v3/workspaces/{ws2}/projects/{p2}"))  # admins may delete projects
    # extra permissions, If-Match on the permission list
    derived = data(owner.post(GROUPS, json={"name": "D", "base_access_group_id": gid, "permissions": [
        {"action": "drive:item_delete", "resource_type": "service:drive"}]}), 201)
    did = derived["group_id"]
    assert derived["permissions"] == [{"action": "drive:item_delete", "resource_type": "service:drive"}]
    etag = owner.get(f"{GROUPS}/{did}").headers["ETag"]
    new = [{"action": "actor:delete", "resource_type": "service:actor"}]
    put = owner.put(f"{GROUPS}/{did}/permissions", json={"permissions": new}, headers={"If-Match": etag})
    assert data(put)["permissions"] == new and put.headers["ETag"] != etag
    assert owner.get(f"{GROUPS}/{did}").headers["ETag"] == put.headers["ETag"]
    stale = owner.put(f"{GROUPS}/{did}/permissions", json={"permissions": []}, headers={"If-Match": etag})
    error(stale, 412, "PRECONDITION_FAILED")
    assert data(owner.get(f"{GROUPS}/{did}"))["permissions"] == new
    # base fields are immutable; a base in use cannot be deleted
    error(owner.patch(f"{GROUPS}/{did}", json={"base_role_key": "tenant_member"}), 400, "INVALID_ARGUMENT")
    assert data(owner.patch(f"{GROUPS}/{did}", json={"name": "Renamed"}))["name"] == "Renamed"
    error(owner.delete(f"{GROUPS}/{gid}"), 409, "CONFLICT")
    data(owner.delete(f"{GROUPS}/{did}"))
    data(owner.delete(f"{GROUPS}/{gid}"))
    error(owner.get(f"{GROUPS}/{gid}"), 403, "FORBIDDEN")
    data(owner.delete(f"{GROUPS}/{admin_based['group_id']}"))
    with server.client(secret) as m:
        error(m.get(f"/api/v2/projects/{p1}/memories"), 403, "FORBIDDEN")
    assert [r["action"] for r in audit_rows(server, gid)] == [
        "access_group.create", "access_group.scope_update", "access_group.members_update", "access_group.delete"]
    # members may not manage groups
    _m, member_secret = new_member(owner)
    with server.client(member_secret) as m:
        error(m.post(GROUPS, json={"name": "x", "base_role_key": "tenant_member"}), 403, "FORBIDDEN")
        error(m.get(GROUPS), 403, "FORBIDDEN")


def test_a_group_deny_rule_subtracts_from_its_grants(server: LiveServer, owner: httpx.Client) -> None:
    ws = workspace(owner)
    p = project(owner, ws)
    made = server.new_key(role=custom_role(server, ["project:list"]))
    gid = data(owner.post(GROUPS, json={"name": "g", "base_role_key": "tenant_member"}), 201)["group_id"]
    data(owner.put(f"{GROUPS}/{gid}/members", json={"principal_ids": [made["principal_id"]]}))
    with server.client(made["api_key"]) as m:
        data(m.post(f"/api/v2/projects/{p}/memories", json=MSG))
    rule = data(owner.post("/admin/v1/permission-rules", json={
        "access_group_id": gid, "effect": "deny", "action": "project:mem_add", "resource_type": PROJECT}), 201)
    data(owner.put(f"{GROUPS}/{gid}/permissions", json={"permissions": [
        {"action": "actor:read", "resource_type": "service:actor"}]}))  # replaces allow rules only
    rules = data(owner.get("/admin/v1/permission-rules", params={"access_group_id": gid}))["items"]
    assert rule["rule_id"] in [r["rule_id"] for r in rules]
    with server.client(made["api_key"]) as m:
        error(m.post(f"/api/v2/projects/{p}/memories", json=MSG), 403, "FORBIDDEN")
        data(m.get(f"/api/v2/projects/{p}/memories"))
        data(m.get("/api/v3/actors"))
