"""The decision order of `core.authz.decide` (module docstring): owner; role deny rules; groups within their
scope; role allow rules within the role's and the member's scopes; permission levels."""
from __future__ import annotations

from typing import Any

import pytest

from mneme.core.access import AccessData, GroupGrant, Level, level_actions, level_of
from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, authorize, decide, visible
from mneme.core.catalog import ACTION_TYPE, CATALOG, INSTANCE_ACTIONS, built_in_grants
from mneme.core.errors import Forbidden

WS, PROJECT = "service:workspace", "service:project"
W1, W2 = Instance(WS, "ws-1"), Instance(WS, "ws-2")
P1, P2, P3 = Instance(PROJECT, "p-1", "ws-1"), Instance(PROJECT, "p-2", "ws-1"), Instance(PROJECT, "p-3", "ws-2")


def pairs(*actions: str) -> frozenset[tuple[str, str]]:
    return frozenset((a, ACTION_TYPE[a]) for a in actions)


def ctx(role: str = "custom", allowed: frozenset[tuple[str, str]] = frozenset(),
        denied: frozenset[tuple[str, str]] = frozenset(), **access: Any) -> AuthContext:
    data = AccessData(allowed=allowed, denied=denied, **access)
    return AuthContext(team_id="t", principal_id="prn", role_key=role, key_id="k", client_ip="127.0.0.1",
                       allowed=allowed, denied=denied, access=data)


def test_owner_may_everything_even_against_rules_and_scopes() -> None:
    c = ctx("tenant_owner", denied=pairs("project:mem_list"), member_scope={PROJECT: {"p-1": None}})
    assert all(decide(c, a, P3 if a in INSTANCE_ACTIONS and ACTION_TYPE[a] == PROJECT else None)
               for t in CATALOG for a in t.service_actions + t.instance_actions)
    assert not decide(c, "no:such_action")


def test_role_rules_and_deny_wins() -> None:
    c = ctx(allowed=pairs("project:mem_list", "project:read"), denied=pairs("project:read"))
    assert decide(c, "project:mem_list", P1) and decide(c, "project:mem_list")
    assert not decide(c, "project:read", P1) and not decide(c, "project:mem_add", P1)
    # a deny rule wins over groups and levels too
    g = GroupGrant("g", pairs("project:read"), {})
    c = ctx(allowed=frozenset(), denied=pairs("project:read"), groups=(g,), levels={"p-1": Level(PROJECT, "ws-1",
                                                                                                   "manage")})
    assert not decide(c, "project:read", P1) and not decide(c, "project:read")
    assert decide(c, "project:mem_add", P1)  # the level still opens what is not denied


def test_member_and_role_scopes_both_restrict() -> None:
    allowed = pairs("project:mem_list", "project:mem_add", "project:list", "workspace:read", "project:create",
                    "workspace:create")
    c = ctx(allowed=allowed, role_scope={PROJECT: {"p-1": None, "p-2": None}},
            member_scope={PROJECT: {"p-2": frozenset({"project:mem_list"}), "p-3": None}})
    assert not decide(c, "project:mem_list", P1)  # not in the member scope
    assert decide(c, "project:mem_list", P2) and not decide(c, "project:mem_add", P2)  # listed actions only
    assert not decide(c, "project:mem_list", P3)  # not in the role scope
    assert decide(c, "workspace:read", W2)  # the workspace type is not restricted
    assert decide(c, "project:list") and decide(c, "project:mem_list")  # "somewhere" and list actions stay
    assert not decide(c, "project:create") and decide(c, "workspace:create")  # confined: no new projects
    assert [i.id for i in visible(c, "project:mem_list", [P1, P2, P3])] == ["p-2"]
    with pytest.raises(Forbidden):
        authorize(c, "project:mem_add", P2)


def test_a_workspace_scope_confines_projects_to_its_workspaces() -> None:
    c = ctx(allowed=pairs("project:read", "workspace:read"), member_scope={WS: {"ws-2": None}})
    assert not decide(c, "project:read", P1) and decide(c, "project:read", P3)
    assert not decide(c, "workspace:read", W1) and decide(c, "workspace:read", W2)


def test_groups_grant_within_their_own_scope_only() -> None:
    g1 = GroupGrant("g1", pairs("project:mem_add", "project:create"), {PROJECT: {"p-1": None}})
    g2 = GroupGrant("g2", pairs("drive:item_delete"), {})
    c = ctx(allowed=pairs("project:mem_list"), member_scope={PROJECT: {"p-2": None}}, groups=(g1, g2))
    assert decide(c, "project:mem_add", P1)  # the group's scope, not the member's, bounds the group
    assert not decide(c, "project:mem_add", P2) and not decide(c, "project:mem_list", P1)
    assert decide(c, "project:mem_list", P2)
    assert decide(c, "drive:item_delete") and decide(c, "project:mem_add")
    assert not decide(c, "project:create")  # g1 lists project instances: it cannot create projects


def test_permission_levels() -> None:
    levels = {"p-1": Level(PROJECT, "ws-1", "read"), "ws-2": Level(WS, "ws-2", "write")}
    c = ctx(levels=levels)
    assert decide(c, "project:mem_list", P1) and not decide(c, "project:mem_add", P1)
    assert not decide(c, "project:mem_list", P2)
    assert decide(c, "workspace:read", W1) and not decide(c, "workspace:modify", W1)  # parent of a project level
    assert decide(c, "project:mem_add", P3) and decide(c, "workspace:modify", W2)  # a workspace covers projects
    assert not decide(c, "project:delete", P3) and not decide(c, "workspace:delete", W2)
    assert decide(c, "project:mem_add") and not decide(c, "project:delete")  # "somewhere"
    assert not decide(c, "project:create") and not decide(c, "project:list")  # levels open instance actions only
    # levels reach past scopes
    c = ctx(allowed=pairs("project:mem_list"), member_scope={PROJECT: {"p-2": None}},
            levels={"p-1": Level(PROJECT, "ws-1", "read")})
    assert decide(c, "project:mem_list", P1)


def test_level_actions_cover_every_instance_action() -> None:
    for rtype in (WS, PROJECT):
        read, write, manage = (set(level_actions(lv, rtype)) for lv in ("read", "write", "manage"))
        assert read < write < manage
        assert manage == {a for t in CATALOG if t.key == rtype for a in t.instance_actions}
    assert level_of("project:mem_search") == "read" and level_of("project:mem_conflict_resolve") == "write"
    assert level_of("workspace_actor:fact_read") == "read" and level_of("workspace:delete") == "manage"


@pytest.mark.parametrize("role", ["tenant_admin", "tenant_member"])
def test_built_in_roles_unrestricted_decide_as_their_rules(role: str) -> None:
    """Without scopes, groups or levels the decision is exactly the role's rules (the behaviour before)."""
    c = ctx(role, allowed=frozenset((a, t) for a, t in built_in_grants(role)))
    for t in CATALOG:
        for a in (*t.service_actions, *t.instance_actions):
            inst = P1 if t.key == PROJECT and a in INSTANCE_ACTIONS else W1 if t.key == WS and a in INSTANCE_ACTIONS \
                else None
            assert decide(c, a, inst) == ((a, t.key) in c.allowed), (role, a)


def test_candidate_ids_bound_what_decide_allows() -> None:
    from mneme.core.authz import candidate_ids

    allowed = pairs("project:read", "workspace:read")
    assert candidate_ids(ctx("tenant_owner"), "project:read") is None
    assert candidate_ids(ctx(allowed=allowed), "project:read") is None
    assert candidate_ids(ctx(allowed=allowed, denied=pairs("project:read")), "project:read") == frozenset()
    assert candidate_ids(ctx(allowed=allowed), "project:list") is None  # service-level: no narrowing
    scoped = ctx(allowed=allowed, role_scope={PROJECT: {"p-2": None, "p-3": None}},
                 member_scope={PROJECT: {"p-1": None, "p-2": None}})
    assert candidate_ids(scoped, "project:read") == {"p-2"}
    assert candidate_ids(scoped, "workspace:read") is None
    grouped = ctx(allowed=allowed, member_scope={PROJECT: {"p-1": None}},
                  groups=(GroupGrant("g", pairs("project:read"), {PROJECT: {"p-9": None}}),),
                  levels={"p-5": Level(PROJECT, "ws-5", "read")})
    assert candidate_ids(grouped, "project:read") == {"p-1", "p-9", "p-5"}
    assert candidate_ids(ctx(allowed=allowed, member_scope={WS: {"ws-1": None}},
                             levels={"p-5": Level(PROJECT, "ws-5", "read")}), "workspace:read") == {"ws-1", "ws-5"}
    assert candidate_ids(ctx(member_scope={PROJECT: {"p-1": None}}, allowed=allowed,
                             levels={"ws-5": Level(WS, "ws-5", "read")}), "project:read") is None
    assert candidate_ids(ctx(allowed=allowed, member_scope={PROJECT: {"p-1": None}},
                             groups=(GroupGrant("g", pairs("project:read"), {}),)), "project:read") is None
    # generated: over many combinations, every instance decide allows is among the candidates
    instances = [P1, P2, P3, Instance(PROJECT, "p-5", "ws-5")]
    scopes: list[dict[str, Any]] = [{}, {PROJECT: {"p-1": None}}, {PROJECT: {"p-2": frozenset({"project:read"})}},
                                    {WS: {"ws-2": None}}, {PROJECT: {"p-3": frozenset()}}]
    level_sets: list[dict[str, Level]] = [{}, {"p-5": Level(PROJECT, "ws-5", "read")},
                                          {"ws-1": Level(WS, "ws-1", "write")}]
    checked = 0
    for role_scope in scopes:
        for member_scope in scopes:
            for group_scope in [None, *scopes]:
                for levels in level_sets:
                    groups = () if group_scope is None else (GroupGrant("g", pairs("project:read"), group_scope),)
                    c = ctx(allowed=allowed, role_scope=role_scope, member_scope=member_scope, groups=groups,
                            levels=levels)
                    bound = candidate_ids(c, "project:read")
                    for inst in instances:
                        if decide(c, "project:read", inst):
                            assert bound is None or inst.id in bound, (role_scope, member_scope, group_scope, levels)
                            checked += 1
    assert checked > 100
