"""Access groups: named sets of grants that members join.

A group grants everything its base grants (a base role's grants of types grantable to groups, less the role's
denies, or everything a base group grants) plus its extra permissions (PermissionRule rows with
`access_group_id`), within the group's own access scope. The base is fixed at creation and names an existing
group, so bases never form a cycle. A group that is another group's base cannot be deleted (409).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.access_groups.schemas import GroupCreate, GroupPatch, MembersPut, Permission, PermissionsPut
from mneme.admin.access_scopes import service as scopes
from mneme.admin.access_scopes.schemas import ScopePut
from mneme.core import audit
from mneme.core.access import GROUP_BASE_ROLES, SCOPABLE, WORKSPACE
from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.catalog import ACTION_TYPE, TYPES
from mneme.core.db import unix, utcnow
from mneme.core.errors import Conflict, Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import (
    AccessGroup,
    AccessGroupMember,
    AccessScopeEntry,
    AccessScopeInstance,
    PermissionRule,
    Principal,
    Project,
    Workspace,
)

GROUP_TYPE = "service:access_group"


async def _load(session: AsyncSession, scope: TeamScope, group_id: str, *, lock: bool = False) -> AccessGroup:
    q = select(AccessGroup).where(AccessGroup.team_id == scope.team_id, AccessGroup.id == group_id)
    group = (await session.execute(q.with_for_update() if lock else q)).scalar_one_or_none()
    if group is None:
        raise Forbidden("No such access group, or not allowed")
    return group


async def _permissions(session: AsyncSession, team_id: str, group_id: str) -> list[dict[str, str]]:
    rows = (await session.execute(select(PermissionRule.action, PermissionRule.resource_type).where(
        PermissionRule.team_id == team_id, PermissionRule.access_group_id == group_id,
        PermissionRule.effect == "allow"))).all()
    return [{"action": a, "resource_type": t} for a, t in sorted(rows, key=lambda r: (r[1], r[0]))]


def permissions_etag(perms: list[dict[str, str]]) -> str:
    return scopes.etag_of({"permissions": perms})


async def _scope_summary(session: AsyncSession, team_id: str, group_id: str) -> list[dict[str, Any]]:
    counts = dict((await session.execute(
        select(AccessScopeEntry.resource_type, func.count(AccessScopeInstance.id))
        .outerjoin(AccessScopeInstance, AccessScopeInstance.entry_id == AccessScopeEntry.id)
        .where(AccessScopeEntry.team_id == team_id, AccessScopeEntry.subject_kind == scopes.GROUP,
               AccessScopeEntry.subject_id == group_id)
        .group_by(AccessScopeEntry.resource_type))).all())
    out = []
    for rtype in SCOPABLE:
        if rtype not in counts:
            model: Any = Workspace if rtype == WORKSPACE else Project
            counts[rtype] = (await session.execute(select(func.count()).select_from(model)
                                                   .where(model.team_id == team_id))).scalar_one()
        out.append({"resource_type": rtype, "instance_count": int(counts[rtype])})
    return out


async def to_out(session: AsyncSession, g: AccessGroup) -> dict[str, Any]:
    members = (await session.execute(select(func.count()).select_from(AccessGroupMember)
                                     .where(AccessGroupMember.group_id == g.id))).scalar_one()
    return {"group_id": g.id, "name": g.name, "description": g.description or "", "created_at": unix(g.created_at),
            "updated_at": unix(g.updated_at), "created_by": g.created_by, "member_count": int(members),
            "permissions": await _permissions(session, g.team_id, g.id),
            "base_access_group_id": g.base_access_group_id, "base_role_key": g.base_role_key,
            "scope_summary": await _scope_summary(session, g.team_id, g.id)}


def _check_permissions(perms: list[Permission]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, p in enumerate(perms):
        rtype = TYPES.get(p.resource_type)
        if rtype is None:
            raise InvalidArgument(f"permissions[{i}].resource_type: unknown type {p.resource_type!r}")
        if not rtype.grantable_to_group:
            raise InvalidArgument(f"permissions[{i}].resource_type: {p.resource_type} cannot be granted to an "
                                  "access group")
        if ACTION_TYPE.get(p.action) != p.resource_type:
            raise InvalidArgument(f"permissions[{i}].action: {p.action!r} is not an action of {p.resource_type}")
        if (p.action, p.resource_type) not in out:
            out.append((p.action, p.resource_type))
    return out


def _add_rules(session: AsyncSession, team_id: str, group_id: str, perms: list[tuple[str, str]]) -> None:
    session.add_all([PermissionRule(id=new_id("rule"), team_id=team_id, role_key=None, access_group_id=group_id,
                                    effect="allow", action=a, resource_type=t, built_in=False) for a, t in perms])


async def create(session: AsyncSession, ctx: AuthContext, body: GroupCreate) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:manage")
    if (body.base_role_key is None) == (body.base_access_group_id is None):
        raise InvalidArgument("base_role_key: give exactly one of base_role_key and base_access_group_id")
    if body.base_role_key is not None and body.base_role_key not in GROUP_BASE_ROLES:
        raise InvalidArgument(f"base_role_key: one of {', '.join(GROUP_BASE_ROLES)}")
    if body.base_access_group_id is not None:
        base = (await session.execute(select(AccessGroup.id).where(
            AccessGroup.team_id == scope.team_id, AccessGroup.id == body.base_access_group_id))).scalar_one_or_none()
        if base is None:
            raise InvalidArgument(f"base_access_group_id: no access group {body.base_access_group_id!r}")
    perms = _check_permissions(body.permissions)
    now = utcnow()
    g = AccessGroup(id=new_id("grp"), team_id=scope.team_id, name=body.name, description=body.description,
                    base_role_key=body.base_role_key, base_access_group_id=body.base_access_group_id,
                    created_by=ctx.principal_id, created_at=now, updated_at=now)
    session.add(g)
    await session.flush()
    _add_rules(session, scope.team_id, g.id, perms)
    await session.flush()
    await audit.record(session, ctx, action="access_group.create", resource_type=GROUP_TYPE, resource_id=g.id,
                       after={"name": g.name, "description": g.description, "base_role_key": g.base_role_key,
                              "base_access_group_id": g.base_access_group_id,
                              "permissions": [{"action": a, "resource_type": t} for a, t in perms]})
    return await to_out(session, g)


async def get(session: AsyncSession, ctx: AuthContext, group_id: str) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:view")
    return await to_out(session, await _load(session, scope, group_id))


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None) -> tuple[list[dict[str, Any]], str | None]:
    scope = authorize(ctx, "access_group:view")

    async def fetch(after: list[Any] | None, limit: int) -> Sequence[AccessGroup]:
        q = select(AccessGroup).where(AccessGroup.team_id == scope.team_id)
        if after:
            q = q.where(AccessGroup.id > after[0])
        return (await session.execute(q.order_by(AccessGroup.id).limit(limit))).scalars().all()

    rows, next_token = await keyset_page(fetch, key_of=lambda g: [g.id], allowed=lambda _g: True,
                                         page_size=page_size, token=token, signer=signer,
                                         filters={"list": "access_groups", "team": scope.team_id})
    return [await to_out(session, g) for g in rows], next_token


async def update(session: AsyncSession, ctx: AuthContext, group_id: str, body: GroupPatch) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:manage")
    given = body.model_dump(exclude_unset=True)
    for fixed in ("base_role_key", "base_access_group_id"):
        if fixed in given:
            raise InvalidArgument(f"{fixed}: fixed at creation; create another group instead")
    g = await _load(session, scope, group_id, lock=True)
    changes = {k: v for k, v in given.items() if v is not None and getattr(g, k) != v}
    if changes:
        before, after = audit.changes({k: getattr(g, k) for k in changes}, changes)
        for k, v in changes.items():
            setattr(g, k, v)
        g.updated_at = utcnow()
        await session.flush()
        await audit.record(session, ctx, action="access_group.update", resource_type=GROUP_TYPE, resource_id=g.id,
                           before=before, after=after)
    return await to_out(session, g)


async def remove(session: AsyncSession, ctx: AuthContext, group_id: str) -> None:
    scope = authorize(ctx, "access_group:manage")
    g = await _load(session, scope, group_id, lock=True)
    derived = (await session.execute(select(AccessGroup.id).where(
        AccessGroup.team_id == scope.team_id, AccessGroup.base_access_group_id == g.id).limit(1))).scalar_one_or_none()
    if derived is not None:
        raise Conflict(f"Access group {derived} is based on this group; delete it first")
    await session.execute(delete(PermissionRule).where(PermissionRule.team_id == scope.team_id,
                                                       PermissionRule.access_group_id == g.id))
    await scopes.delete_scopes_of(session, scope.team_id, scopes.GROUP, g.id)
    await session.execute(delete(AccessGroupMember).where(AccessGroupMember.group_id == g.id))
    await session.delete(g)
    await session.flush()
    await audit.record(session, ctx, action="access_group.delete", resource_type=GROUP_TYPE, resource_id=g.id,
                       before={"name": g.name, "description": g.description, "base_role_key": g.base_role_key,
                               "base_access_group_id": g.base_access_group_id}, after=None)


async def set_permissions(session: AsyncSession, ctx: AuthContext, group_id: str, body: PermissionsPut,
                          if_match: str | None) -> tuple[dict[str, Any], str]:
    scope = authorize(ctx, "access_group:manage")
    g = await _load(session, scope, group_id, lock=True)
    before = await _permissions(session, scope.team_id, g.id)
    scopes.check_if_match(if_match, permissions_etag(before))
    perms = _check_permissions(body.permissions)
    await session.execute(delete(PermissionRule).where(PermissionRule.team_id == scope.team_id,
                                                       PermissionRule.access_group_id == g.id,
                                                       PermissionRule.effect == "allow"))
    _add_rules(session, scope.team_id, g.id, perms)
    g.updated_at = utcnow()
    await session.flush()
    after = await _permissions(session, scope.team_id, g.id)
    await audit.record(session, ctx, action="access_group.permissions_update", resource_type=GROUP_TYPE,
                       resource_id=g.id, before={"permissions": before}, after={"permissions": after})
    return await to_out(session, g), permissions_etag(after)


async def get_with_etag(session: AsyncSession, ctx: AuthContext, group_id: str) -> tuple[dict[str, Any], str]:
    out = await get(session, ctx, group_id)
    return out, permissions_etag(out["permissions"])


async def _member_ids(session: AsyncSession, group_id: str) -> list[str]:
    return list((await session.execute(select(AccessGroupMember.principal_id).where(
        AccessGroupMember.group_id == group_id).order_by(AccessGroupMember.principal_id))).scalars().all())


async def get_members(session: AsyncSession, ctx: AuthContext, group_id: str) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:view")
    g = await _load(session, scope, group_id)
    return {"group_id": g.id, "principal_ids": await _member_ids(session, g.id)}


async def set_members(session: AsyncSession, ctx: AuthContext, group_id: str, body: MembersPut) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:manage")
    g = await _load(session, scope, group_id, lock=True)
    wanted = list(dict.fromkeys(body.principal_ids))
    found = set((await session.execute(select(Principal.id).where(
        Principal.team_id == scope.team_id, Principal.id.in_(wanted), Principal.status == "active"))).scalars().all())
    for i, pid in enumerate(body.principal_ids):
        if pid not in found:
            raise InvalidArgument(f"principal_ids[{i}]: no active member {pid!r} in this team")
    before = await _member_ids(session, g.id)
    if set(before) != set(wanted):
        await session.execute(delete(AccessGroupMember).where(AccessGroupMember.group_id == g.id,
                                                              AccessGroupMember.principal_id.not_in(wanted)))
        session.add_all([AccessGroupMember(group_id=g.id, principal_id=pid, team_id=scope.team_id)
                         for pid in wanted if pid not in before])
        await session.flush()
        await audit.record(session, ctx, action="access_group.members_update", resource_type=GROUP_TYPE,
                           resource_id=g.id, before={"principal_ids": sorted(before)},
                           after={"principal_ids": sorted(wanted)})
    return {"group_id": g.id, "principal_ids": await _member_ids(session, g.id)}


async def _subject(session: AsyncSession, scope: TeamScope, g: AccessGroup) -> scopes.Subject:
    return scopes.Subject(scopes.GROUP, g.id, await scopes.available_for_group(session, scope.team_id, g.id),
                          header={"group_id": g.id})


async def get_scope(session: AsyncSession, ctx: AuthContext, group_id: str) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:view")
    g = await _load(session, scope, group_id)
    return await scopes.read(session, scope.team_id, await _subject(session, scope, g))


async def put_scope(session: AsyncSession, ctx: AuthContext, group_id: str, body: ScopePut,
                    if_match: str | None) -> dict[str, Any]:
    scope = authorize(ctx, "access_group:manage")
    g = await _load(session, scope, group_id, lock=True)
    return await scopes.write(session, ctx, scope.team_id, await _subject(session, scope, g), body, if_match,
                              admin_target=False, audit_action="access_group.scope_update", audit_type=GROUP_TYPE)

