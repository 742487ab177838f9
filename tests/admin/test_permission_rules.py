"""Permission rules and the permission catalog: every rule change is proven with requests made by the keys of
the role it changes."""
from __future__ import annotations

import threading
from typing import Any

import httpx
import pytest

from mneme.core.catalog import CATALOG, built_in_grants
from tests.conftest import LiveServer, data, error, start_server, uniq

RULES, CATALOG_PATH, ROLES, AUDIT = ("/admin/v1/permission-rules", "/admin/v1/permission-catalog",
                                     "/admin/v1/roles", "/admin/v1/audit-logs")


def new_role(c: httpx.Client, parent: str = "tenant_member") -> str:
    role: dict[str, Any] = data(c.post(ROLES, json={"label": uniq("Role"), "parent_role_key": parent}), 201)
    return str(role["key"])


def key_of_role(c: httpx.Client, role: str) -> str:
    member = data(c.post("/admin/v1/members", json={"display_name": uniq("bot"), "role": role}), 201)
    created = data(c.post("/admin/v1/api-keys", json={"name": uniq("k"), "principal_id": member["principal_id"]}),
                   201)
    return str(created["key"])


def rule(c: httpx.Client, **body: Any) -> dict[str, Any]:
    created: dict[str, Any] = data(c.post(RULES, json=body), 201)
    return created


def all_rules(c: httpx.Client, **params: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token = None
    while True:
        page = data(c.get(RULES, params={**params, "page_size": 100,
                                         **({"continuation_token": token} if token else {})}))
        out += page["items"]
        token = page["continuation_token"]
        if not token:
            return out


def audits(c: httpx.Client, action: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = data(c.get(AUDIT, params={"action": action, "page_size": 100}))["items"]
    return items


# ------------------------------------------------------------------------------------------------ catalog


def test_catalog_lists_types_actions_and_levels(owner: httpx.Client) -> None:
    everything = data(owner.get(CATALOG_PATH))["items"]
    assert [t["resource_type"] for t in everything] == [t.key for t in CATALOG]
    project = next(t for t in everything if t["resource_type"] == "service:project")
    levels = {a["action"]: a["level"] for a in project["actions"]}
    assert levels["project:mem_read"] == "instance" and levels["project:create"] == "service"
    assert project["scopable"] is True and project["grantable_to"] == ["role", "access_group"]
    assert data(owner.get(CATALOG_PATH, params={"grantable_to": "role"}))["items"] == everything
    groups = data(owner.get(CATALOG_PATH, params={"grantable_to": "access_group"}))["items"]
    names = {t["resource_type"] for t in groups}
    assert "service:project" in names and "service:workspace" in names
    assert not names & {"service:member", "service:api_key", "service:policy", "service:billing"}
    assert names < {t["resource_type"] for t in everything}
    assert "grantable_to" in error(owner.get(CATALOG_PATH, params={"grantable_to": "nobody"}), 400,
                                   "INVALID_ARGUMENT")["message"]


def test_catalog_and_rules_need_policy_view(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member")
    with server.client(member["api_key"]) as mc:
        error(mc.get(CATALOG_PATH), 403, "FORBIDDEN")
        error(mc.get(RULES), 403, "FORBIDDEN")
        error(mc.get(ROLES), 403, "FORBIDDEN")


# ------------------------------------------------------------------------------------------------ list


def test_built_in_rules_are_listed_and_filtered(owner: httpx.Client) -> None:
    members = all_rules(owner, role_key="tenant_member")
    assert {(r["action"], r["resource_type"]) for r in members} == set(built_in_grants("tenant_member"))
    assert all(r["built_in"] and r["effect"] == "allow" and r["role_key"] == "tenant_member"
               and r["access_group_id"] is None and r["rule_id"].startswith("rule-") for r in members)
    first = data(owner.get(RULES, params={"role_key": "tenant_admin", "page_size": 7}))
    second = data(owner.get(RULES, params={"role_key": "tenant_admin", "page_size": 7,
                                           "continuation_token": first["continuation_token"]}))
    assert len(first["items"]) == 7 and first["continuation_token"]
    assert not {r["rule_id"] for r in first["items"]} & {r["rule_id"] for r in second["items"]}
    assert max(r["rule_id"] for r in first["items"]) < min(r["rule_id"] for r in second["items"])
    error(owner.get(RULES, params={"role_key": "tenant_member", "continuation_token": first["continuation_token"]}),
          400, "INVALID_ARGUMENT")
    assert data(owner.get(RULES, params={"access_group_id": "grp-none"}))["items"] == []
    one = members[0]
    assert data(owner.get(f"{RULES}/{one['rule_id']}")) == one
    error(owner.get(f"{RULES}/rule-nope"), 403, "FORBIDDEN")


# ------------------------------------------------------------------------------------------------ create


def test_deny_rule_takes_effect_and_deleting_it_restores_access(server: LiveServer, owner: httpx.Client) -> None:
    role = new_role(owner)
    secret = key_of_role(owner, role)
    with server.client(secret) as kc:
        data(kc.get("/api/v3/workspaces"))
        deny = rule(owner, role_key=role, effect="deny", action="workspace:list", resource_type="service:workspace",
                    reason="no listing")
        assert deny["effect"] == "deny" and deny["built_in"] is False and deny["access_group_id"] is None
        error(kc.get("/api/v3/workspaces"), 403, "FORBIDDEN")
        data(kc.get("/admin/v1/team"))  # other actions unchanged
        data(owner.delete(f"{RULES}/{deny['rule_id']}", params={"reason": "listing is fine"}))
        data(kc.get("/api/v3/workspaces"))
    [created] = [a for a in audits(owner, "permission_rule.create") if a["resource_id"] == deny["rule_id"]]
    assert created["reason"] == "no listing" and created["before"] is None and created["after"] == deny
    [deleted] = [a for a in audits(owner, "permission_rule.delete") if a["resource_id"] == deny["rule_id"]]
    assert deleted["reason"] == "listing is fine" and deleted["before"] == deny and deleted["after"] is None


def test_allow_rule_grants_an_action(server: LiveServer, owner: httpx.Client) -> None:
    role = new_role(owner)
    secret = key_of_role(owner, role)
    with server.client(secret) as kc:
        error(kc.get(AUDIT), 403, "FORBIDDEN")
        rule(owner, role_key=role, effect="allow", action="audit:read", resource_type="service:audit_log")
        data(kc.get(AUDIT))


@pytest.mark.parametrize(("body", "status", "field"), [
    ({"effect": "allow", "action": "project:mem_read", "resource_type": "service:project"}, 400, "role_key"),
    ({"role_key": "tenant_member", "access_group_id": "grp-x", "effect": "allow", "action": "project:mem_read",
      "resource_type": "service:project"}, 400, "role_key"),
    ({"role_key": "tenant_member", "effect": "allow", "action": "workspace:read",
      "resource_type": "service:project"}, 400, "action"),
    ({"role_key": "tenant_member", "effect": "allow", "action": "project:read",
      "resource_type": "service:nothing"}, 400, "resource_type"),
    ({"role_key": "tenant_member", "effect": "maybe", "action": "project:read",
      "resource_type": "service:project"}, 400, "effect"),
    ({"role_key": "no_such_role", "effect": "allow", "action": "project:read",
      "resource_type": "service:project"}, 400, "role_key"),
    ({"role_key": "tenant_member", "effect": "allow", "action": "project:read", "resource_type": "service:project",
      "reason": "é" * 128}, 400, "reason"),
    ({"role_key": "tenant_member", "effect": "allow", "action": "project:read", "resource_type": "service:project",
      "extra": 1}, 400, "extra"),
    ({"access_group_id": "grp-x", "effect": "allow", "action": "member:manage",
      "resource_type": "service:member"}, 400, "resource_type"),
    ({"access_group_id": "grp-nope", "effect": "allow", "action": "project:read",
      "resource_type": "service:project"}, 400, "access_group_id"),
    ({"role_key": "tenant_owner", "effect": "deny", "action": "project:read",
      "resource_type": "service:project"}, 409, None),
])
def test_invalid_rules_are_refused(owner: httpx.Client, body: dict[str, Any], status: int, field: str | None) -> None:
    before = len(all_rules(owner))
    err = error(owner.post(RULES, json=body), status, "INVALID_ARGUMENT" if status == 400 else "CONFLICT")
    if field:
        assert field in err["message"], err
    assert len(all_rules(owner)) == before


def test_the_same_rule_twice_is_a_conflict(owner: httpx.Client) -> None:
    role = new_role(owner)
    body = {"role_key": role, "effect": "deny", "action": "project:delete", "resource_type": "service:project"}
    rule(owner, **body)
    error(owner.post(RULES, json=body), 409, "CONFLICT")
    rule(owner, **{**body, "effect": "allow"})  # an allow of the same action is another rule


# ------------------------------------------------------------------------------------------------ delete


def test_built_in_rules_cannot_be_deleted(owner: httpx.Client) -> None:
    for role in ("tenant_admin", "tenant_member", "tenant_owner"):
        built_in = all_rules(owner, role_key=role)[0]
        error(owner.delete(f"{RULES}/{built_in['rule_id']}"), 409, "CONFLICT")
        assert data(owner.get(f"{RULES}/{built_in['rule_id']}")) == built_in
    error(owner.delete(f"{RULES}/rule-nope"), 403, "FORBIDDEN")


def test_team_rules_of_a_built_in_role_can_be_deleted(owner: httpx.Client) -> None:
    added = rule(owner, role_key="tenant_member", effect="deny", action="boundary:delete",
                 resource_type="service:boundary")
    data(owner.delete(f"{RULES}/{added['rule_id']}"))
    error(owner.get(f"{RULES}/{added['rule_id']}"), 403, "FORBIDDEN")


def test_reason_is_limited_to_255_bytes(owner: httpx.Client) -> None:
    added = rule(owner, role_key=new_role(owner), effect="deny", action="agent:delete", resource_type="service:agent")
    assert "reason" in error(owner.delete(f"{RULES}/{added['rule_id']}", params={"reason": "é" * 128}), 400,
                             "INVALID_ARGUMENT")["message"]
    data(owner.get(f"{RULES}/{added['rule_id']}"))
    data(owner.delete(f"{RULES}/{added['rule_id']}", params={"reason": "é" * 127}))


def test_delete_with_idempotency_key_replays_the_first_answer(owner: httpx.Client) -> None:
    role = new_role(owner)
    first = rule(owner, role_key=role, effect="deny", action="actor:delete", resource_type="service:actor")
    second = rule(owner, role_key=role, effect="deny", action="agent:delete", resource_type="service:agent")
    key = {"Idempotency-Key": uniq("del")}
    url = f"{RULES}/{first['rule_id']}"
    done = owner.delete(url, params={"reason": "cleanup"}, headers=key)
    assert done.json() == {"success": True, "message": "Permission rule deleted", "data": {}}
    assert "idempotency-replayed" not in done.headers
    again = owner.delete(url, params={"reason": "cleanup"}, headers=key)
    assert again.status_code == 200 and again.json() == done.json()
    assert again.headers["idempotency-replayed"] == "true"
    error(owner.get(url), 403, "FORBIDDEN")  # the rule is gone; the replay still answers 200
    error(owner.delete(url, params={"reason": "cleanup"}), 403, "FORBIDDEN")  # without the key: a new request
    error(owner.delete(f"{RULES}/{second['rule_id']}", headers=key), 422, "IDEMPOTENCY_KEY_REUSED")
    error(owner.delete(url, params={"reason": "other"}, headers=key), 422, "IDEMPOTENCY_KEY_REUSED")
    data(owner.get(f"{RULES}/{second['rule_id']}"))
    assert len([a for a in audits(owner, "permission_rule.delete") if a["resource_id"] == first["rule_id"]]) == 1


def race_delete(server: LiveServer, path: str, key: str) -> list[httpx.Response]:
    """Two DELETEs of `path` with Idempotency-Key `key`, released at the same moment from two threads."""
    barrier = threading.Barrier(2)
    answers: list[httpx.Response] = []

    def go() -> None:
        with server.client(**{"Idempotency-Key": key}) as c:
            barrier.wait()
            answers.append(c.delete(path))

    threads = [threading.Thread(target=go) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return answers


def test_concurrent_deletes_with_one_idempotency_key_delete_once(server: LiveServer, owner: httpx.Client) -> None:
    """Two DELETEs with the same key at once: one runs, the other replays its answer; one audit row."""
    for _ in range(3):
        added = rule(owner, role_key=new_role(owner), effect="deny", action="event:read",
                     resource_type="service:event")
        answers = race_delete(server, f"{RULES}/{added['rule_id']}", uniq("race"))
        assert [a.status_code for a in answers] == [200, 200], [a.text for a in answers]
        assert sorted(a.headers.get("idempotency-replayed", "") for a in answers) == ["", "true"]
        rows = [a for a in audits(owner, "permission_rule.delete") if a["resource_id"] == added["rule_id"]]
        assert len(rows) == 1


# ------------------------------------------------------------------------------------------------ who may


def test_only_owners_and_admins_touch_admin_roles_or_grant_admin_actions(server: LiveServer,
                                                                         owner: httpx.Client) -> None:
    """A non-admin role that was given `policy:manage` may change data rules of non-admin roles only."""
    manager_role = new_role(owner)
    rule(owner, role_key=manager_role, effect="allow", action="policy:manage", resource_type="service:policy")
    rule(owner, role_key=manager_role, effect="allow", action="policy:view", resource_type="service:policy")
    admin_rule = rule(owner, role_key="tenant_admin", effect="deny", action="event:read",
                      resource_type="service:event")
    admin_like = new_role(owner, parent="tenant_admin")
    with server.client(key_of_role(owner, manager_role)) as mc:
        error(mc.post(RULES, json={"role_key": "tenant_admin", "effect": "deny", "action": "project:read",
                                   "resource_type": "service:project"}), 403, "FORBIDDEN")
        error(mc.post(RULES, json={"role_key": admin_like, "effect": "deny", "action": "project:read",
                                   "resource_type": "service:project"}), 403, "FORBIDDEN")
        error(mc.post(RULES, json={"role_key": manager_role, "effect": "allow", "action": "member:manage",
                                   "resource_type": "service:member"}), 403, "FORBIDDEN")
        error(mc.delete(f"{RULES}/{admin_rule['rule_id']}"), 403, "FORBIDDEN")
        error(mc.post(ROLES, json={"label": "x", "parent_role_key": "tenant_admin"}), 403, "FORBIDDEN")
        ok = data(mc.post(RULES, json={"role_key": "tenant_member", "effect": "deny", "action": "boundary:delete",
                                       "resource_type": "service:boundary"}), 201)
        data(mc.delete(f"{RULES}/{ok['rule_id']}"))
    data(owner.get(f"{RULES}/{admin_rule['rule_id']}"))
    data(owner.delete(f"{RULES}/{admin_rule['rule_id']}"))
    member = server.new_key(role="tenant_member")
    with server.client(member["api_key"]) as plain:
        error(plain.post(RULES, json={"role_key": "tenant_member", "effect": "allow", "action": "project:delete",
                                      "resource_type": "service:project"}), 403, "FORBIDDEN")


def test_rule_changes_reach_the_routers_remembered_keys_at_once(backend: str) -> None:
    """The router remembers keys (and their rules) for an hour here; a rule added or deleted through the API of
    the same process applies to the router's next call (`core.audit` → `core.auth.access_changed`)."""
    live = start_server(backend, router_key_cache_s=3600.0)
    try:
        with live.client() as admin:
            role = new_role(admin)
            secret = key_of_role(admin, role)
            with live.client(secret) as kc:
                assert kc.get("/router/v1/models").status_code == 200
                deny = rule(admin, role_key=role, effect="deny", action="router:models",
                            resource_type="service:router")
                assert kc.get("/router/v1/models").status_code == 403
                data(admin.delete(f"{RULES}/{deny['rule_id']}"))
                assert kc.get("/router/v1/models").status_code == 200
    finally:
        live.stop()


def test_group_managers_read_the_group_catalog(server: LiveServer, owner: httpx.Client) -> None:
    role = new_role(owner)
    rule(owner, role_key=role, effect="allow", action="access_group:view", resource_type="service:access_group")
    with server.client(key_of_role(owner, role)) as kc:
        groups = data(kc.get(CATALOG_PATH, params={"grantable_to": "access_group"}))["items"]
        assert all("access_group" in t["grantable_to"] for t in groups)
        error(kc.get(CATALOG_PATH), 403, "FORBIDDEN")
        error(kc.get(CATALOG_PATH, params={"grantable_to": "role"}), 403, "FORBIDDEN")
