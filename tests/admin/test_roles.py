"""Custom roles: created as a copy of a parent's rules, held by members, deleted when nobody holds them."""
from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.admin.test_permission_rules import all_rules, audits, key_of_role, rule
from tests.conftest import LiveServer, data, error, uniq

ROLES, RULES, MEMBERS = "/admin/v1/roles", "/admin/v1/permission-rules", "/admin/v1/members"


def grants(c: httpx.Client, role: str) -> set[tuple[str, str, str]]:
    return {(r["effect"], r["action"], r["resource_type"]) for r in all_rules(c, role_key=role)}


def test_create_copies_the_parents_rules(owner: httpx.Client) -> None:
    parent = data(owner.post(ROLES, json={"key": uniq("parent").replace("-", "_"), "label": "Parent",
                                          "parent_role_key": "tenant_member"}), 201)
    rule(owner, role_key=parent["key"], effect="deny", action="project:mem_delete", resource_type="service:project")
    label = uniq("Support Agents")
    role = data(owner.post(ROLES, json={"label": label, "description": "Answers tickets",
                                        "parent_role_key": parent["key"]}), 201)
    assert role["key"].startswith("support_agents_") and role["label"] == label
    assert role == {**role, "description": "Answers tickets", "parent_role_key": parent["key"], "built_in": False,
                    "member_count": 0}
    copied = all_rules(owner, role_key=role["key"])
    assert {(r["effect"], r["action"], r["resource_type"]) for r in copied} == grants(owner, parent["key"])
    assert ("deny", "project:mem_delete", "service:project") in grants(owner, role["key"])
    assert not any(r["built_in"] for r in copied)
    assert data(owner.get(f"{ROLES}/{role['key']}")) == role
    listed = data(owner.get(ROLES, params={"page_size": 100}))["items"]
    keys = [r["key"] for r in listed]
    assert keys == sorted(keys) and {"tenant_owner", "tenant_admin", "tenant_member", role["key"]} <= set(keys)
    builtin = next(r for r in listed if r["key"] == "tenant_owner")
    assert builtin["built_in"] is True and builtin["parent_role_key"] is None and builtin["member_count"] >= 1
    # the copy is independent: a rule added to the parent later is not copied
    rule(owner, role_key=parent["key"], effect="deny", action="agent:delete", resource_type="service:agent")
    assert ("deny", "agent:delete", "service:agent") not in grants(owner, role["key"])
    [audit] = [a for a in audits(owner, "role.create") if a["resource_id"] == role["key"]]
    assert audit["after"]["parent_role_key"] == parent["key"] and audit["details"]["rules_copied"] == len(copied)


def test_two_roles_with_one_label_get_two_keys(owner: httpx.Client) -> None:
    label = uniq("Twin")
    one = data(owner.post(ROLES, json={"label": label, "parent_role_key": "tenant_member"}), 201)
    two = data(owner.post(ROLES, json={"label": label, "parent_role_key": "tenant_member"}), 201)
    assert one["key"] != two["key"] and two["key"].startswith(one["key"])


@pytest.mark.parametrize(("body", "status", "field"), [
    ({"label": "x", "parent_role_key": "tenant_owner"}, 400, "parent_role_key"),
    ({"label": "x", "parent_role_key": "no_such"}, 400, "parent_role_key"),
    ({"label": "x"}, 400, "parent_role_key"),
    ({"parent_role_key": "tenant_member"}, 400, "label"),
    ({"key": "tenant_x", "label": "x", "parent_role_key": "tenant_member"}, 400, "key"),
    ({"key": "Bad Key", "label": "x", "parent_role_key": "tenant_member"}, 400, "key"),
    ({"key": "tenant_member", "label": "x", "parent_role_key": "tenant_member"}, 400, "key"),
])
def test_invalid_roles_are_refused(owner: httpx.Client, body: dict[str, Any], status: int, field: str) -> None:
    assert field in error(owner.post(ROLES, json=body), status, "INVALID_ARGUMENT")["message"]


def test_a_taken_key_is_a_conflict(owner: httpx.Client) -> None:
    key = uniq("dup").replace("-", "_")
    data(owner.post(ROLES, json={"key": key, "label": "A", "parent_role_key": "tenant_member"}), 201)
    error(owner.post(ROLES, json={"key": key, "label": "B", "parent_role_key": "tenant_member"}), 409, "CONFLICT")


def test_role_in_use_cannot_be_deleted_until_nobody_holds_it(server: LiveServer, owner: httpx.Client) -> None:
    role = data(owner.post(ROLES, json={"label": uniq("Temp"), "parent_role_key": "tenant_member"}), 201)["key"]
    secret = key_of_role(owner, role)
    with server.client(secret) as kc:
        data(kc.get("/api/v3/workspaces"))
    holder = data(owner.get(MEMBERS, params={"page_size": 100}))["items"]
    pid = next(m["principal_id"] for m in holder if m["role"] == role)
    assert data(owner.get(f"{ROLES}/{role}"))["member_count"] == 1
    err = error(owner.delete(f"{ROLES}/{role}"), 409, "CONFLICT")
    assert "1 active member" in err["message"]
    data(owner.patch(f"{MEMBERS}/{pid}", json={"role": "tenant_member"}))
    assert data(owner.delete(f"{ROLES}/{role}")) == {}
    error(owner.get(f"{ROLES}/{role}"), 403, "FORBIDDEN")
    error(owner.delete(f"{ROLES}/{role}"), 403, "FORBIDDEN")
    assert all_rules(owner, role_key=role) == []
    error(owner.post(MEMBERS, json={"display_name": "x", "role": role}), 400, "INVALID_ARGUMENT")
    [audit] = [a for a in audits(owner, "role.delete") if a["resource_id"] == role]
    assert audit["before"]["key"] == role and audit["after"] is None and audit["details"]["rules_deleted"] > 0


def test_a_removed_member_does_not_hold_the_role(owner: httpx.Client) -> None:
    role = data(owner.post(ROLES, json={"label": uniq("Gone"), "parent_role_key": "tenant_member"}), 201)["key"]
    member = data(owner.post(MEMBERS, json={"display_name": "x", "role": role}), 201)
    data(owner.delete(f"{MEMBERS}/{member['principal_id']}"))
    data(owner.delete(f"{ROLES}/{role}"))


def test_built_in_roles_cannot_be_deleted(owner: httpx.Client) -> None:
    for key in ("tenant_owner", "tenant_admin", "tenant_member"):
        error(owner.delete(f"{ROLES}/{key}"), 409, "CONFLICT")
        assert data(owner.get(f"{ROLES}/{key}"))["built_in"] is True


def test_roles_copied_from_a_deleted_role_stay_admin_level(server: LiveServer, owner: httpx.Client) -> None:
    """admin → A → B: deleting A makes B a copy of tenant_admin, so B stays guarded as an admin role."""
    a = data(owner.post(ROLES, json={"label": uniq("A"), "parent_role_key": "tenant_admin"}), 201)["key"]
    b = data(owner.post(ROLES, json={"label": uniq("B"), "parent_role_key": a}), 201)["key"]
    data(owner.delete(f"{ROLES}/{a}"))
    assert data(owner.get(f"{ROLES}/{b}"))["parent_role_key"] == "tenant_admin"
    manager = data(owner.post(ROLES, json={"label": uniq("Mgr"), "parent_role_key": "tenant_member"}), 201)["key"]
    rule(owner, role_key=manager, effect="allow", action="member:manage", resource_type="service:member")
    with server.client(key_of_role(owner, manager)) as mc:
        error(mc.post(MEMBERS, json={"display_name": "x", "role": b}), 403, "FORBIDDEN")
        data(mc.post(MEMBERS, json={"display_name": "x", "role": "tenant_member"}), 201)


def test_roles_need_policy_permissions(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member")
    with server.client(member["api_key"]) as mc:
        error(mc.get(ROLES), 403, "FORBIDDEN")
        error(mc.get(f"{ROLES}/tenant_member"), 403, "FORBIDDEN")
        error(mc.post(ROLES, json={"label": "x", "parent_role_key": "tenant_member"}), 403, "FORBIDDEN")
        error(mc.delete(f"{ROLES}/tenant_member"), 403, "FORBIDDEN")
