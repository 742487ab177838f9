"""The permission catalog: resource types, their actions, and whether an action is checked per instance.

Service-level actions are checked against the whole team (create a workspace, read the balance);
instance-level actions against one named resource (read memories of project X). The built-in roles
are defined here as data; at team creation each of their grants is stored as a permission rule row.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ResourceType:
    key: str
    label: str
    instance_actions: tuple[str, ...]
    service_actions: tuple[str, ...]
    grantable_to_group: bool = True
    scopable: bool = False


CATALOG: tuple[ResourceType, ...] = (
    ResourceType("service:workspace", "Workspaces",
                 ("workspace:read", "workspace:modify", "workspace:delete", "workspace:search",
                  "workspace_actor:read", "workspace_actor:modify", "workspace_actor:fact_list",
                  "workspace_actor:fact_read", "workspace_actor:fact_add", "workspace_actor:fact_modify",
                  "workspace_actor:fact_delete",
                  "workspace_agent:read", "workspace_agent:modify", "workspace_agent:fact_list",
                  "workspace_agent:fact_read", "workspace_agent:fact_add", "workspace_agent:fact_modify",
                  "workspace_agent:fact_delete",
                  "workspace:conversation_read", "workspace:conversation_write"),
                 ("workspace:create", "workspace:list"), scopable=True),
    ResourceType("service:project", "Projects",
                 ("project:read", "project:modify", "project:delete",
                  "project:mem_list", "project:mem_read", "project:mem_add", "project:mem_modify",
                  "project:mem_delete", "project:mem_search", "project:mem_conflict_resolve",
                  "project:doc_list", "project:doc_read", "project:doc_add", "project:doc_delete"),
                 ("project:create", "project:list"), scopable=True),
    ResourceType("service:drive", "Library", (),
                 ("drive:item_read", "drive:item_add", "drive:item_modify", "drive:item_delete")),
    ResourceType("service:actor", "Actors", (), ("actor:read", "actor:create", "actor:modify", "actor:delete")),
    ResourceType("service:agent", "Agents", (), ("agent:read", "agent:create", "agent:modify", "agent:delete")),
    ResourceType("service:boundary", "Boundaries", (),
                 ("boundary:read", "boundary:create", "boundary:modify", "boundary:delete")),
    ResourceType("service:router", "Model router", (), ("router:invoke", "router:models")),
    ResourceType("service:event", "Background events", (), ("event:read",)),
    ResourceType("service:team", "Team", (), ("team:read", "team:transfer_ownership"), grantable_to_group=False),
    ResourceType("service:member", "Members", (), ("member:read", "member:manage", "member:set_scope"),
                 grantable_to_group=False),
    ResourceType("service:api_key", "API keys", (), ("api_key:read", "api_key:manage"), grantable_to_group=False),
    ResourceType("service:policy", "Roles and permission rules", (), ("policy:view", "policy:manage"),
                 grantable_to_group=False),
    ResourceType("service:access_group", "Access groups", (), ("access_group:view", "access_group:manage"),
                 grantable_to_group=False),
    ResourceType("service:audit_log", "Audit log", (), ("audit:read",), grantable_to_group=False),
    ResourceType("service:billing", "Billing", (),
                 ("order:read", "order:create", "subscription:manage", "credits:view", "credits:manage",
                  "usage:read"), grantable_to_group=False),
)

TYPES: dict[str, ResourceType] = {t.key: t for t in CATALOG}
ACTION_TYPE: dict[str, str] = {a: t.key for t in CATALOG for a in (*t.instance_actions, *t.service_actions)}
INSTANCE_ACTIONS: frozenset[str] = frozenset(a for t in CATALOG for a in t.instance_actions)

OWNER, ADMIN, MEMBER = "tenant_owner", "tenant_admin", "tenant_member"
BUILT_IN_ROLES: dict[str, str] = {OWNER: "Owner", ADMIN: "Admin", MEMBER: "Member"}

_ADMIN_EXCLUDED = {"team:transfer_ownership"}
_MEMBER_ADMIN_TYPES = {"service:member", "service:api_key", "service:policy", "service:access_group",
                       "service:audit_log"}
_MEMBER_BILLING = {"credits:view", "usage:read"}
_MEMBER_EXCLUDED = {"workspace:delete", "project:delete"}


def built_in_grants(role_key: str) -> list[tuple[str, str]]:
    """(action, resource_type) pairs that a built-in role allows."""
    grants: list[tuple[str, str]] = []
    for rtype in CATALOG:
        for action in (*rtype.service_actions, *rtype.instance_actions):
            admin_may = role_key == ADMIN and action not in _ADMIN_EXCLUDED
            if role_key == OWNER or admin_may or (role_key == MEMBER and _member_may(rtype.key, action)):
                grants.append((action, rtype.key))
    return grants


def _member_may(rtype: str, action: str) -> bool:
    if rtype in _MEMBER_ADMIN_TYPES or action in _MEMBER_EXCLUDED:
        return action in {"member:read", "team:read"}
    if rtype == "service:team":
        return action == "team:read"
    if rtype == "service:billing":
        return action in _MEMBER_BILLING
    return True
