"""Permission rules: list, create (allow or deny of one catalog action for a role or an access group), delete.

Who may change rules: permission `policy:manage`, and (service-spec Authentication 8) a team owner or admin as
caller when the change touches an admin-level role (one that is or was copied from `tenant_owner` or
`tenant_admin`: narrowing an admin's access) or allows an action of an administrative type (members, keys,
roles and rules, groups, audit, team, billing: that would make the role's holders admins). The owner role
cannot be restricted or changed (409), and built-in rules cannot be deleted (409). Every change is audited
(which also makes every process forget the keys it remembers: `core.auth.access_changed`).
"""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.members import repository as members_repo
from mneme.admin.members import service as members
from mneme.admin.permission_rules import repository as repo
from mneme.admin.permission_rules.schemas import REASON_MAX_BYTES, RuleCreate
from mneme.core import audit
from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.catalog import OWNER, TYPES
from mneme.core.db import unix
from mneme.core.errors import Conflict, Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import PermissionRule

POLICY = "service:policy"


def to_out(rule: PermissionRule) -> dict[str, Any]:
    return {"rule_id": rule.id, "role_key": rule.role_key, "access_group_id": rule.access_group_id,
            "effect": rule.effect, "action": rule.action, "resource_type": rule.resource_type,
            "built_in": rule.built_in, "created_at": unix(rule.created_at)}


def check_reason(reason: str | None) -> str | None:
    if reason is not None and len(reason.encode("utf-8")) > REASON_MAX_BYTES:
        raise InvalidArgument(f"reason: at most {REASON_MAX_BYTES} bytes of UTF-8")
    return reason


def check_action(action: str, resource_type: str) -> None:
    """400 unless `action` is an action of `resource_type` in the catalog."""
    rtype = TYPES.get(resource_type)
    if rtype is None:
        raise InvalidArgument(f"resource_type: {resource_type!r} is not in the permission catalog")
    if action not in (*rtype.service_actions, *rtype.instance_actions):
        raise InvalidArgument(f"action: {action!r} is not an action of {resource_type}")


async def guard_role(session: AsyncSession, ctx: AuthContext, scope: TeamScope, role_key: str, *,
                     grants_admin_type: bool = False) -> None:
    """409 for the owner role; 403 unless an owner or admin changes an admin-level role or grants an
    administrative type (see the module's docstring)."""
    if role_key == OWNER:
        raise Conflict("The owner role cannot be restricted or changed")
    if grants_admin_type or await members.is_admin_level(session, scope, role_key):
        members.require_owner_or_admin(ctx, "change the rules of an admin role or grant administrative actions")


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None, role_key: str | None,
                    access_group_id: str | None) -> tuple[list[PermissionRule], str | None]:
    scope = authorize(ctx, "policy:view")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit, role_key=role_key,
                               access_group_id=access_group_id)

    return await keyset_page(fetch, key_of=lambda r: [r.id], allowed=lambda _r: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "permission_rules", "team": scope.team_id, "role_key": role_key,
                                      "access_group_id": access_group_id})


async def load(session: AsyncSession, ctx: AuthContext, rule_id: str,
               action: str) -> tuple[TeamScope, PermissionRule]:
    scope = authorize(ctx, action)
    rule = await repo.get(session, scope, rule_id)
    if rule is None:
        raise Forbidden("No such permission rule, or not allowed")
    return scope, rule


async def create(session: AsyncSession, ctx: AuthContext, *, body: RuleCreate) -> PermissionRule:
    scope = authorize(ctx, "policy:manage")
    reason = check_reason(body.reason)
    if (body.role_key is None) == (body.access_group_id is None):
        raise InvalidArgument("role_key: give exactly one of role_key and access_group_id")
    check_action(body.action, body.resource_type)
    rtype = TYPES[body.resource_type]
    if body.role_key is not None:
        if await members_repo.get_role(session, scope, body.role_key) is None:
            raise InvalidArgument(f"role_key: unknown role {body.role_key!r}")
        await guard_role(session, ctx, scope, body.role_key,
                         grants_admin_type=body.effect == "allow" and not rtype.grantable_to_group)
    else:
        assert body.access_group_id is not None
        if not rtype.grantable_to_group:
            raise InvalidArgument(f"resource_type: {body.resource_type} cannot be granted to an access group "
                                  "(see GET /admin/v1/permission-catalog?grantable_to=access_group)")
        if not await repo.group_exists(session, scope, body.access_group_id):
            raise InvalidArgument(f"access_group_id: no access group {body.access_group_id!r} in the team")
    target = {"role_key": body.role_key, "access_group_id": body.access_group_id}
    if await repo.same(session, scope, **target, effect=body.effect, action=body.action,
                       resource_type=body.resource_type) is not None:
        raise Conflict(f"This {body.effect} rule of {body.action} exists already")
    rule = PermissionRule(id=new_id("rule"), team_id=scope.team_id, **target, effect=body.effect,
                          action=body.action, resource_type=body.resource_type, built_in=False)
    session.add(rule)
    await session.flush()
    await audit.record(session, ctx, action="permission_rule.create", resource_type=POLICY, resource_id=rule.id,
                       reason=reason, after=to_out(rule))
    return rule


async def delete(session: AsyncSession, ctx: AuthContext, rule_id: str, *, reason: str | None) -> None:
    scope, rule = await load(session, ctx, rule_id, "policy:manage")
    check_reason(reason)
    if rule.built_in:
        raise Conflict("Built-in rules cannot be deleted; add a deny rule or use a custom role instead")
    if rule.role_key is not None:
        await guard_role(session, ctx, scope, rule.role_key)
    before = to_out(rule)
    await session.delete(rule)
    await session.flush()
    await audit.record(session, ctx, action="permission_rule.delete", resource_type=POLICY, resource_id=rule_id,
                       reason=reason, before=before)
