"""What one caller may do, loaded once per key and team access version: the role's rules, the role's and the
member's access scopes, the access groups the member belongs to (their grants and scopes) and the member's
permission levels. `core.authz.decide` reads it; `core.auth` loads and caches it.

Every audited access change (`core.audit.ACCESS_ACTIONS`) raises the team's access version in the same
transaction (`bump_version`); the key lookup reads the version with the key, so a process reloads a caller's
access data as soon as the change is committed, in every process, without a query more per request.
"""
from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import bindparam, or_, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.catalog import ADMIN, MEMBER, TYPES
from mneme.models import (
    AccessGroup,
    AccessGroupMember,
    AccessScopeEntry,
    AccessScopeInstance,
    AccessVersion,
    PermissionLevel,
    PermissionRule,
)

WORKSPACE, PROJECT = "service:workspace", "service:project"
SCOPABLE: tuple[str, ...] = tuple(t.key for t in TYPES.values() if t.scopable)
GROUP_BASE_ROLES = (MEMBER, ADMIN)
LEVELS = ("read", "write", "manage")

# Service-level actions that create an instance of a scopable type: not allowed to a subject confined to
# listed instances of that type (what it made would lie outside its own scope).
CREATE_ACTIONS: dict[str, str] = {"workspace:create": WORKSPACE, "project:create": PROJECT}

_READ_SUFFIXES = ("read", "list", "search")
_MANAGE = frozenset({"workspace:delete", "project:delete"})


def level_of(action: str) -> str:
    """The lowest permission level that opens an instance action: reads (`…read`, `…list`, `…search`) at
    `read`, deleting the workspace or project itself at `manage`, every other write at `write`."""
    if action in _MANAGE:
        return "manage"
    verb = action.split(":", 1)[1]
    return "read" if verb.endswith(_READ_SUFFIXES) else "write"


def level_actions(level: str, resource_type: str) -> tuple[str, ...]:
    """Instance actions of `resource_type` that `level` opens."""
    rank = LEVELS.index(level)
    return tuple(a for a in TYPES[resource_type].instance_actions if LEVELS.index(level_of(a)) <= rank)


# A scope: resource type -> {instance id: allowed actions (None = all the subject's grants)}. A type that is
# absent is not restricted (`all`).
Scope = Mapping[str, Mapping[str, frozenset[str] | None]]
Stored = dict[tuple[str, str], dict[str, dict[str, frozenset[str] | None]]]


@dataclass(frozen=True)
class GroupGrant:
    group_id: str
    allowed: frozenset[tuple[str, str]]
    scope: Scope


@dataclass(frozen=True)
class Level:
    resource_type: str
    workspace_id: str
    level: str


@dataclass(frozen=True)
class AccessData:
    """Everything `decide` needs beyond the key: immutable, shared by the requests of one key."""

    allowed: frozenset[tuple[str, str]] = frozenset()
    denied: frozenset[tuple[str, str]] = frozenset()
    role_scope: Scope = field(default_factory=dict)
    member_scope: Scope = field(default_factory=dict)
    groups: tuple[GroupGrant, ...] = ()
    levels: Mapping[str, Level] = field(default_factory=dict)  # instance id -> level
    version: int = 0

    def level_for(self, instance_id: str, workspace_id: str | None) -> str | None:
        """The highest level on the instance, or on its workspace (a workspace level covers its projects)."""
        best: str | None = None
        for key in (instance_id, workspace_id):
            lv = self.levels.get(key) if key else None
            if lv is not None and (best is None or LEVELS.index(lv.level) > LEVELS.index(best)):
                best = lv.level
        return best

    @property
    def level_actions(self) -> Set[str]:
        """Every instance action some level of the member opens somewhere."""
        out: set[str] = set()
        for lv in self.levels.values():
            out.update(level_actions(lv.level, lv.resource_type))
            if lv.resource_type == WORKSPACE:
                out.update(level_actions(lv.level, PROJECT))
            else:
                out.add("workspace:read")
        return out


EMPTY = AccessData()

_RULES = select(PermissionRule.effect, PermissionRule.action, PermissionRule.resource_type).where(
    PermissionRule.team_id == bindparam("team"), PermissionRule.role_key == bindparam("role"))
_MY_GROUPS = select(AccessGroupMember.group_id).where(AccessGroupMember.team_id == bindparam("team"),
                                                      AccessGroupMember.principal_id == bindparam("pid"))
_LEVELS = select(PermissionLevel.resource_id, PermissionLevel.resource_type, PermissionLevel.workspace_id,
                 PermissionLevel.level).where(PermissionLevel.team_id == bindparam("team"),
                                              PermissionLevel.principal_id == bindparam("pid"))


def _scope_query(team_id: str, subjects: list[tuple[str, str]]) -> Any:
    cond = or_(*[(AccessScopeEntry.subject_kind == k) & (AccessScopeEntry.subject_id == i) for k, i in subjects])
    return (select(AccessScopeEntry.subject_kind, AccessScopeEntry.subject_id, AccessScopeEntry.resource_type,
                   AccessScopeInstance.resource_id, AccessScopeInstance.actions)
            .outerjoin(AccessScopeInstance, AccessScopeInstance.entry_id == AccessScopeEntry.id)
            .where(AccessScopeEntry.team_id == team_id, cond))


async def load_scopes(session: AsyncSession, team_id: str, subjects: list[tuple[str, str]]) -> Stored:
    """The stored scopes of `subjects` ((kind, id) pairs), one query."""
    out: Stored = {s: {} for s in subjects}
    if not subjects:
        return out
    for kind, sid, rtype, rid, actions in (await session.execute(_scope_query(team_id, subjects))).all():
        entry = out.setdefault((kind, sid), {}).setdefault(rtype, {})
        if rid is not None:
            entry[rid] = None if actions is None else frozenset(actions)
    return out


async def role_rules(session: AsyncSession, team_id: str,
                     role_key: str) -> tuple[frozenset[tuple[str, str]], frozenset[tuple[str, str]]]:
    allowed: set[tuple[str, str]] = set()
    denied: set[tuple[str, str]] = set()
    for effect, action, rtype in (await session.execute(_RULES, {"team": team_id, "role": role_key})).all():
        (denied if effect == "deny" else allowed).add((action, rtype))
    return frozenset(allowed), frozenset(denied)


async def group_grants(session: AsyncSession, team_id: str,
                       group_ids: Set[str]) -> dict[str, frozenset[tuple[str, str]]]:
    """What each group of `group_ids` grants: its base role's allowed rules (of types grantable to groups, less
    the role's denies) or its base group's grants, plus its own extra permissions (allow rules with its
    `access_group_id`), less its own deny rules (which the permission-rules API can add)."""
    if not group_ids:
        return {}
    groups = {g.id: g for g in (await session.execute(
        select(AccessGroup).where(AccessGroup.team_id == team_id))).scalars().all()}
    rules = (await session.execute(select(PermissionRule.access_group_id, PermissionRule.role_key,
                                          PermissionRule.effect, PermissionRule.action, PermissionRule.resource_type)
                                   .where(PermissionRule.team_id == team_id,
                                          or_(PermissionRule.access_group_id.in_(list(groups)),
                                              PermissionRule.role_key.in_(GROUP_BASE_ROLES))))).all()
    extra: dict[str, set[tuple[str, str]]] = {}
    extra_deny: dict[str, set[tuple[str, str]]] = {}
    base_allow: dict[str, set[tuple[str, str]]] = {}
    base_deny: dict[str, set[tuple[str, str]]] = {}
    for gid, role, effect, action, rtype in rules:
        if gid is not None:
            (extra_deny if effect == "deny" else extra).setdefault(gid, set()).add((action, rtype))
        elif role is not None:
            (base_deny if effect == "deny" else base_allow).setdefault(role, set()).add((action, rtype))

    def grants(gid: str, seen: frozenset[str]) -> set[tuple[str, str]]:
        g = groups.get(gid)
        if g is None or gid in seen:
            return set()
        if g.base_role_key is not None:
            role = g.base_role_key
            out = {p for p in base_allow.get(role, set()) - base_deny.get(role, set())
                   if p[1] in TYPES and TYPES[p[1]].grantable_to_group}
        else:
            out = grants(g.base_access_group_id or "", seen | {gid})
        return (out | extra.get(gid, set())) - extra_deny.get(gid, set())

    return {gid: frozenset(grants(gid, frozenset())) for gid in group_ids if gid in groups}


async def load(session: AsyncSession, team_id: str, principal_id: str, role_key: str, version: int) -> AccessData:
    """The caller's access data (a handful of small queries; cached by `core.auth` per key and version)."""
    allowed, denied = await role_rules(session, team_id, role_key)
    params = {"team": team_id, "pid": principal_id}
    group_ids = set((await session.execute(_MY_GROUPS, params)).scalars().all())
    subjects = [("member", principal_id), ("role", role_key), *[("group", g) for g in sorted(group_ids)]]
    scopes = await load_scopes(session, team_id, subjects)
    grants = await group_grants(session, team_id, group_ids)
    levels = {rid: Level(rtype, ws, level) for rid, rtype, ws, level in (await session.execute(_LEVELS, params)).all()}
    return AccessData(allowed=allowed, denied=denied, role_scope=scopes[("role", role_key)],
                      member_scope=scopes[("member", principal_id)],
                      groups=tuple(GroupGrant(g, grants[g], scopes[("group", g)]) for g in sorted(grants)),
                      levels=levels, version=version)


async def bump_version(session: AsyncSession, team_id: str) -> None:
    """Raise the team's access version (in the caller's transaction): every process reloads access data."""
    result: Any = await session.execute(update(AccessVersion).where(AccessVersion.team_id == team_id)
                                        .values(version=AccessVersion.version + 1))
    if result.rowcount:
        return
    ins = pg_insert if session.get_bind().dialect.name == "postgresql" else sqlite_insert
    stmt = ins(AccessVersion).values(team_id=team_id, version=1)
    await session.execute(stmt.on_conflict_do_update(index_elements=["team_id"],
                                                     set_={"version": AccessVersion.version + 1}))
