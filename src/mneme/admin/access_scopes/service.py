"""Access scopes of members, roles and access groups, and members' permission levels.

A scope restricts, per scopable resource type (`service:workspace`, `service:project`), which instances a
subject's grants apply to, and optionally which of the grants' instance actions on each instance. Scopes only
restrict. Member and role scopes restrict what the role allows (`core.authz`, step 4); a group's scope what the
group grants (step 3). Permission levels are set per member on one workspace or project and grant (step 5);
they show in the member's scope as `via_permission_level` rows.

Writes lock the subject's row first (`SELECT … FOR UPDATE` on PostgreSQL; SQLite's writers queue on its
write lock), then compare `If-Match` with the ETag of the current state: of two writers sending the same
`If-Match`, the second finds the first's change and gets 412.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.access_scopes.schemas import LevelPut, ScopePut
from mneme.admin.members import service as members
from mneme.core import access, audit
from mneme.core.access import PROJECT, SCOPABLE, WORKSPACE
from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.catalog import OWNER, TYPES
from mneme.core.db import unix, utcnow
from mneme.core.errors import Conflict, Forbidden, InvalidArgument, PreconditionFailed
from mneme.core.ids import new_id
from mneme.models import AccessScopeEntry, AccessScopeInstance, PermissionLevel, Principal, Project, Role, Workspace

REASON_MAX_BYTES = 255
MEMBER, ROLE, GROUP = "member", "role", "group"
KIND_TYPES = {"workspaces": WORKSPACE, "projects": PROJECT}


@dataclass
class Subject:
    """Whose scope: a member, a role or an access group, with the instance actions its grants hold per type."""

    kind: str
    id: str
    available: dict[str, list[str]]
    principal_id: str | None = None  # members: their permission levels show as rows
    header: dict[str, Any] = field(default_factory=dict)  # fields before `scopes` in the response


def _available(grants: Any, denied: Any = frozenset(), everything: bool = False) -> dict[str, list[str]]:
    return {t: [a for a in TYPES[t].instance_actions
                if everything or ((a, t) in grants and (a, t) not in denied)] for t in SCOPABLE}


async def available_for_role(session: AsyncSession, team_id: str, role_key: str) -> dict[str, list[str]]:
    allowed, denied = await access.role_rules(session, team_id, role_key)
    return _available(allowed, denied, everything=role_key == OWNER)


async def available_for_group(session: AsyncSession, team_id: str, group_id: str) -> dict[str, list[str]]:
    grants = (await access.group_grants(session, team_id, {group_id})).get(group_id, frozenset())
    return _available(grants)


def etag_of(data: dict[str, Any]) -> str:
    """A strong, quoted ETag over the whole representation."""
    digest = hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    return f'"{digest[:32]}"'


def check_if_match(if_match: str | None, etag: str) -> None:
    """412 unless `If-Match` is absent, `*`, or lists the current ETag (strong comparison)."""
    if if_match is None:
        return
    tags = [t.strip() for t in if_match.split(",") if t.strip()]
    if "*" in tags or etag in tags:
        return
    raise PreconditionFailed("The resource changed since it was read (If-Match does not match its ETag); "
                             "read it again")


# --- reading ---------------------------------------------------------------------------------------------

async def _stored(session: AsyncSession, team_id: str, kind: str,
                  sid: str) -> dict[str, list[tuple[str, str, list[str] | None]]]:
    """rtype -> [(instance id, workspace id, actions)] of the subject's restricted types."""
    rows = (await session.execute(
        select(AccessScopeEntry.resource_type, AccessScopeInstance.resource_id, AccessScopeInstance.workspace_id,
               AccessScopeInstance.actions)
        .outerjoin(AccessScopeInstance, AccessScopeInstance.entry_id == AccessScopeEntry.id)
        .where(AccessScopeEntry.team_id == team_id, AccessScopeEntry.subject_kind == kind,
               AccessScopeEntry.subject_id == sid))).all()
    out: dict[str, list[tuple[str, str, list[str] | None]]] = {}
    for rtype, rid, ws, actions in rows:
        items = out.setdefault(rtype, [])
        if rid is not None:
            items.append((rid, ws, list(actions) if actions is not None else None))
    for items in out.values():
        items.sort()
    return out


async def _levels(session: AsyncSession, team_id: str, principal_id: str) -> Sequence[PermissionLevel]:
    return (await session.execute(select(PermissionLevel).where(
        PermissionLevel.team_id == team_id, PermissionLevel.principal_id == principal_id)
        .order_by(PermissionLevel.resource_id))).scalars().all()


async def read(session: AsyncSession, team_id: str, subject: Subject) -> dict[str, Any]:
    """The subject's scope as the API shows it (`header` fields, then `scopes`)."""
    stored = await _stored(session, team_id, subject.kind, subject.id)
    levels = await _levels(session, team_id, subject.principal_id) if subject.principal_id else []
    entries = []
    for rtype in SCOPABLE:
        available = subject.available[rtype]
        entry: dict[str, Any] = {"resource_type": rtype, "mode": "instances" if rtype in stored else "all",
                                 "available_actions": available}
        rows: list[dict[str, Any]] = []
        for rid, ws, actions in stored.get(rtype, []):
            row: dict[str, Any] = {"id": rid, "workspace_id": ws}
            if actions is not None:
                row["actions"] = actions
                row["effective_actions"] = [a for a in actions if a in available]
                row["shadowed_actions"] = [a for a in actions if a not in available]
            else:
                row["effective_actions"], row["shadowed_actions"] = list(available), []
            row["via_permission_level"] = False
            rows.append(row)
        for lv in levels:
            if lv.resource_type == rtype:
                rows.append({"id": lv.resource_id, "workspace_id": lv.workspace_id,
                             "effective_actions": list(access.level_actions(lv.level, rtype)),
                             "shadowed_actions": [], "permission_level": lv.level, "via_permission_level": True})
        if rows or rtype in stored:
            entry["instances"] = rows
        entries.append(entry)
    return {**subject.header, "scopes": entries}


# --- writing ---------------------------------------------------------------------------------------------

def check_reason(reason: str) -> None:
    if not reason.strip():
        raise InvalidArgument("reason: give the reason for the change")
    if len(reason.encode()) > REASON_MAX_BYTES:
        raise InvalidArgument(f"reason: at most {REASON_MAX_BYTES} bytes of UTF-8")


async def _instances_of(session: AsyncSession, team_id: str, rtype: str, ids: list[str]) -> dict[str, str]:
    """id -> workspace id of the instances of `rtype` among `ids` in the team."""
    if not ids:
        return {}
    if rtype == WORKSPACE:
        rows = (await session.execute(select(Workspace.id, Workspace.id).where(
            Workspace.team_id == team_id, Workspace.id.in_(ids)))).all()
    else:
        rows = (await session.execute(select(Project.id, Project.workspace_id).where(
            Project.team_id == team_id, Project.id.in_(ids)))).all()
    return {rid: ws for rid, ws in rows}


async def write(session: AsyncSession, ctx: AuthContext, team_id: str, subject: Subject, body: ScopePut,
                if_match: str | None, *, admin_target: bool, audit_action: str, audit_type: str) -> dict[str, Any]:
    """Replace the subject's scope for each type listed in `body` (the subject's row is locked by the caller).
    Returns the new representation."""
    check_reason(body.reason)
    before = await read(session, team_id, subject)
    check_if_match(if_match, etag_of(before))
    plan: dict[str, list[tuple[str, str, list[str] | None]] | None] = {}
    for i, entry in enumerate(body.scopes):
        where = f"scopes[{i}]"
        rtype = entry.resource_type
        if rtype not in SCOPABLE:
            raise InvalidArgument(f"{where}.resource_type: {rtype!r} cannot be scoped; one of {', '.join(SCOPABLE)}")
        if rtype in plan:
            raise InvalidArgument(f"{where}.resource_type: {rtype} is listed twice")
        if entry.mode == "all":
            plan[rtype] = None
            continue
        if entry.instances is None:
            raise InvalidArgument(f"{where}.instances: required when mode is instances")
        plan[rtype] = await _validate_instances(session, team_id, subject, entry.instances, rtype, where)
    stored_before = await _stored(session, team_id, subject.kind, subject.id)
    stored_after = dict(stored_before)
    for rtype, items in plan.items():
        if items is None:
            stored_after.pop(rtype, None)
        else:
            stored_after[rtype] = items
    if stored_after != stored_before:
        if admin_target:
            members.require_owner_or_admin(ctx, "change the access scope of an admin")
        for rtype, items in plan.items():
            await _replace_entry(session, team_id, subject, rtype, items)
    await session.flush()
    after = await read(session, team_id, subject)
    await audit.record(session, ctx, action=audit_action, resource_type=audit_type, resource_id=subject.id,
                       reason=body.reason, before={"scopes": _summary(stored_before)},
                       after={"scopes": _summary(stored_after)})
    return after


def _summary(stored: dict[str, list[tuple[str, str, list[str] | None]]]) -> dict[str, Any]:
    return {rtype: [{"id": rid, "actions": actions} for rid, _ws, actions in items]
            for rtype, items in sorted(stored.items())}


async def _validate_instances(session: AsyncSession, team_id: str, subject: Subject, instances: list[Any],
                              rtype: str, where: str) -> list[tuple[str, str, list[str] | None]]:
    rows = [(j, inst) for j, inst in enumerate(instances) if not inst.via_permission_level]
    known = await _instances_of(session, team_id, rtype, [inst.id for _j, inst in rows])
    available = subject.available[rtype]
    out: list[tuple[str, str, list[str] | None]] = []
    seen: set[str] = set()
    accessible = False
    for j, inst in rows:
        at = f"{where}.instances[{j}]"
        if inst.id in seen:
            raise InvalidArgument(f"{at}.id: {inst.id} is listed twice")
        seen.add(inst.id)
        ws = known.get(inst.id)
        if ws is None:
            raise InvalidArgument(f"{at}.id: no {TYPES[rtype].label.lower()[:-1]} {inst.id!r} in this team")
        if rtype == PROJECT and inst.workspace_id is None:
            raise InvalidArgument(f"{at}.workspace_id: required for project instances")
        if inst.workspace_id is not None and inst.workspace_id != ws:
            raise InvalidArgument(f"{at}.workspace_id: {inst.id} is not in workspace {inst.workspace_id!r}")
        actions = None
        if inst.actions is not None:
            actions = sorted(set(inst.actions), key=inst.actions.index)
            for a in actions:
                if a not in available:
                    raise InvalidArgument(f"{at}.actions: {a!r} is not among the available_actions of {rtype}")
        if (available if actions is None else actions):
            accessible = True
        out.append((inst.id, ws, actions))
    if not accessible and not (subject.principal_id and await _has_level(session, team_id, subject.principal_id,
                                                                         rtype)):
        raise InvalidArgument(f"{where}.instances: a restricted type must leave at least one accessible instance")
    out.sort()
    return out


async def _has_level(session: AsyncSession, team_id: str, principal_id: str, rtype: str) -> bool:
    return any(lv.resource_type == rtype for lv in await _levels(session, team_id, principal_id))


async def _replace_entry(session: AsyncSession, team_id: str, subject: Subject, rtype: str,
                         items: list[tuple[str, str, list[str] | None]] | None) -> None:
    await session.execute(delete(AccessScopeEntry).where(
        AccessScopeEntry.team_id == team_id, AccessScopeEntry.subject_kind == subject.kind,
        AccessScopeEntry.subject_id == subject.id, AccessScopeEntry.resource_type == rtype))
    if items is None:
        return
    entry = AccessScopeEntry(id=new_id("scp"), team_id=team_id, subject_kind=subject.kind, subject_id=subject.id,
                             resource_type=rtype, mode="instances", updated_at=utcnow())
    session.add(entry)
    await session.flush()
    session.add_all([AccessScopeInstance(id=new_id("sci"), entry_id=entry.id, resource_id=rid, workspace_id=ws,
                                         project_id=rid if rtype == PROJECT else None, actions=actions)
                     for rid, ws, actions in items])
    await session.flush()


async def delete_scopes_of(session: AsyncSession, team_id: str, kind: str, sid: str) -> None:
    """Forget every scope entry of a subject (a deleted group or role)."""
    await session.execute(delete(AccessScopeEntry).where(
        AccessScopeEntry.team_id == team_id, AccessScopeEntry.subject_kind == kind, AccessScopeEntry.subject_id == sid))


# --- members and roles -----------------------------------------------------------------------------------

async def _member(session: AsyncSession, scope: TeamScope, principal_id: str, *, lock: bool = False) -> Principal:
    q = select(Principal).where(Principal.team_id == scope.team_id, Principal.id == principal_id)
    member = (await session.execute(q.with_for_update() if lock else q)).scalar_one_or_none()
    if member is None:
        raise Forbidden("No such member, or not allowed")
    return member


async def member_subject(session: AsyncSession, scope: TeamScope, member: Principal) -> Subject:
    return Subject(MEMBER, member.id, await available_for_role(session, scope.team_id, member.role_key),
                   principal_id=member.id, header={"principal_id": member.id, "role": member.role_key})


async def get_member_scope(session: AsyncSession, ctx: AuthContext, principal_id: str) -> dict[str, Any]:
    scope = authorize(ctx, "member:read")
    member = await _member(session, scope, principal_id)
    return await read(session, scope.team_id, await member_subject(session, scope, member))


async def put_member_scope(session: AsyncSession, ctx: AuthContext, principal_id: str, body: ScopePut,
                           if_match: str | None) -> dict[str, Any]:
    scope = authorize(ctx, "member:set_scope")
    member = await _member(session, scope, principal_id, lock=True)
    if member.role_key == OWNER:
        raise Conflict("The team owner cannot be restricted")
    if member.status != "active":
        raise Conflict("The member was removed and cannot be changed")
    if member.id == ctx.principal_id:  # else a member could lift the scope an admin set for it
        members.require_owner_or_admin(ctx, "change their own access scope")
    admin = await members.is_admin_level(session, scope, member.role_key)
    return await write(session, ctx, scope.team_id, await member_subject(session, scope, member), body, if_match,
                       admin_target=admin, audit_action="access_scope.member_update", audit_type="service:member")


async def _role(session: AsyncSession, scope: TeamScope, role_key: str, *, lock: bool = False) -> Role:
    q = select(Role).where(Role.team_id == scope.team_id, Role.key == role_key)
    role = (await session.execute(q.with_for_update() if lock else q)).scalar_one_or_none()
    if role is None:
        raise Forbidden("No such role, or not allowed")
    return role


async def role_subject(session: AsyncSession, scope: TeamScope, role: Role) -> Subject:
    return Subject(ROLE, role.key, await available_for_role(session, scope.team_id, role.key),
                   header={"role_key": role.key})


async def get_role_scope(session: AsyncSession, ctx: AuthContext, role_key: str) -> dict[str, Any]:
    scope = authorize(ctx, "policy:view")
    role = await _role(session, scope, role_key)
    return await read(session, scope.team_id, await role_subject(session, scope, role))


async def put_role_scope(session: AsyncSession, ctx: AuthContext, role_key: str, body: ScopePut,
                         if_match: str | None) -> dict[str, Any]:
    scope = authorize(ctx, "policy:manage")
    role = await _role(session, scope, role_key, lock=True)
    if role.key == OWNER:
        raise Conflict("The owner role cannot be restricted")
    if role.key == ctx.role_key:
        members.require_owner_or_admin(ctx, "change the access scope of their own role")
    admin = await members.is_admin_level(session, scope, role.key)
    return await write(session, ctx, scope.team_id, await role_subject(session, scope, role), body, if_match,
                       admin_target=admin, audit_action="access_scope.role_update", audit_type="service:policy")


# --- permission levels -----------------------------------------------------------------------------------

def level_out(lv: PermissionLevel) -> dict[str, Any]:
    actions = list(access.level_actions(lv.level, lv.resource_type))
    if lv.resource_type == WORKSPACE:
        actions += access.level_actions(lv.level, PROJECT)
    return {"resource_type": lv.resource_type, "id": lv.resource_id, "workspace_id": lv.workspace_id,
            "level": lv.level, "actions": actions, "created_at": unix(lv.created_at),
            "updated_at": unix(lv.updated_at)}


async def list_levels(session: AsyncSession, ctx: AuthContext, principal_id: str) -> list[dict[str, Any]]:
    scope = authorize(ctx, "member:read")
    member = await _member(session, scope, principal_id)
    return [level_out(lv) for lv in await _levels(session, scope.team_id, member.id)]


async def _level_target(session: AsyncSession, ctx: AuthContext, principal_id: str, kind: str,
                        instance_id: str) -> tuple[TeamScope, Principal, str, str]:
    scope = authorize(ctx, "member:set_scope")
    rtype = KIND_TYPES.get(kind)
    if rtype is None:
        raise InvalidArgument("resource type: `workspaces` or `projects`")
    member = await _member(session, scope, principal_id, lock=True)
    if member.status != "active":
        raise Conflict("The member was removed and cannot be changed")
    if member.role_key == OWNER:
        raise Conflict("The team owner has every permission; a permission level would change nothing")
    if member.id == ctx.principal_id:
        members.require_owner_or_admin(ctx, "set permission levels of their own")
    if await members.is_admin_level(session, scope, member.role_key):
        members.require_owner_or_admin(ctx, "change the access of an admin")
    ws = (await _instances_of(session, scope.team_id, rtype, [instance_id])).get(instance_id)
    if ws is None:
        raise InvalidArgument(f"id: no {kind[:-1]} {instance_id!r} in this team")
    return scope, member, rtype, ws


async def put_level(session: AsyncSession, ctx: AuthContext, principal_id: str, kind: str, instance_id: str,
                    body: LevelPut) -> dict[str, Any]:
    scope, member, rtype, ws = await _level_target(session, ctx, principal_id, kind, instance_id)
    row = (await session.execute(select(PermissionLevel).where(
        PermissionLevel.principal_id == member.id, PermissionLevel.resource_id == instance_id))).scalar_one_or_none()
    before = row.level if row is not None else None
    now = utcnow()
    if row is None:
        row = PermissionLevel(id=new_id("lvl"), team_id=scope.team_id, principal_id=member.id, resource_type=rtype,
                              resource_id=instance_id, workspace_id=ws,
                              project_id=instance_id if rtype == PROJECT else None, level=body.level,
                              created_by=ctx.principal_id, created_at=now, updated_at=now)
        session.add(row)
    elif row.level != body.level:
        row.level, row.updated_at = body.level, now
    await session.flush()
    await audit.record(session, ctx, action="access_scope.level_set", resource_type="service:member",
                       resource_id=member.id, reason=body.reason,
                       before=None if before is None else {"resource_type": rtype, "id": instance_id, "level": before},
                       after={"resource_type": rtype, "id": instance_id, "level": body.level})
    return level_out(row)


async def delete_level(session: AsyncSession, ctx: AuthContext, principal_id: str, kind: str, instance_id: str,
                       reason: str | None) -> None:
    _scope, member, rtype, _ws = await _level_target(session, ctx, principal_id, kind, instance_id)
    row = (await session.execute(select(PermissionLevel).where(
        PermissionLevel.principal_id == member.id, PermissionLevel.resource_id == instance_id))).scalar_one_or_none()
    if row is None:
        return
    await session.delete(row)
    await session.flush()
    await audit.record(session, ctx, action="access_scope.level_delete", resource_type="service:member",
                       resource_id=member.id, reason=reason,
                       before={"resource_type": rtype, "id": instance_id, "level": row.level}, after=None)

