"""Roles: the built-in ones (made with the team) and custom roles copied from a parent.

A custom role starts with a copy of its parent's rules (allows and denies; the copies are not built-in, so
they can be deleted and added to like any team rule) and remembers the parent as `parent_role_key`: a role
copied, directly or through other custom roles, from `tenant_admin` is admin-level (admin.members.service).
Creating a role from an admin-level parent needs a team owner or admin as caller; `tenant_owner` cannot be
copied (ownership is not a role to hand out). Only custom roles can be deleted, and only while no active
member holds them (409 otherwise: change those members' role first); their rules go with them, and roles
copied from the deleted one take over its parent, so they stay admin-level if it was.
"""
from __future__ import annotations

import re
from typing import Any

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.access_scopes import service as access_scopes
from mneme.admin.members import service as members
from mneme.admin.permission_rules import repository as rules_repo
from mneme.admin.roles import repository as repo
from mneme.admin.roles.schemas import RoleCreate
from mneme.core import audit
from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.catalog import OWNER
from mneme.core.db import unix
from mneme.core.errors import Conflict, Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import PermissionRule, Role

POLICY = "service:policy"
RESERVED_PREFIX = "tenant_"


def to_out(role: Role, member_count: int) -> dict[str, Any]:
    return {"key": role.key, "label": role.label, "description": role.description or "",
            "parent_role_key": role.parent_role_key, "built_in": role.built_in, "member_count": member_count,
            "created_at": unix(role.created_at)}


def slug(label: str) -> str:
    """A role key made from a label: `Support agents` → `support_agents`."""
    key = re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_")[:48]
    if not key or not key[0].isalpha():
        key = f"role_{key}".rstrip("_")
    if key.startswith(RESERVED_PREFIX):
        key = f"custom_{key}"
    return key


async def load(session: AsyncSession, ctx: AuthContext, key: str, action: str) -> tuple[TeamScope, Role]:
    scope = authorize(ctx, action)
    role = await repo.get(session, scope, key)
    if role is None:
        raise Forbidden("No such role, or not allowed")
    return scope, role


async def out(session: AsyncSession, scope: TeamScope, roles: list[Role]) -> list[dict[str, Any]]:
    counts = await repo.member_counts(session, scope, [r.key for r in roles])
    return [to_out(r, counts.get(r.key, 0)) for r in roles]


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None) -> tuple[TeamScope, list[Role], str | None]:
    scope = authorize(ctx, "policy:view")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit)

    rows, next_token = await keyset_page(fetch, key_of=lambda r: [r.key], allowed=lambda _r: True,
                                         page_size=page_size, token=token, signer=signer,
                                         filters={"list": "roles", "team": scope.team_id})
    return scope, rows, next_token


async def _free_key(session: AsyncSession, scope: TeamScope, stem: str) -> str:
    key, n = stem, 1
    while await repo.get(session, scope, key) is not None:
        n += 1
        key = f"{stem[:60]}_{n}"
    return key


async def create(session: AsyncSession, ctx: AuthContext, *, body: RoleCreate) -> tuple[TeamScope, Role]:
    scope = authorize(ctx, "policy:manage")
    if body.parent_role_key == OWNER:
        raise InvalidArgument("parent_role_key: tenant_owner cannot be copied; use tenant_admin")
    parent = await repo.get(session, scope, body.parent_role_key)
    if parent is None:
        raise InvalidArgument(f"parent_role_key: unknown role {body.parent_role_key!r}")
    if await members.is_admin_level(session, scope, parent.key):
        members.require_owner_or_admin(ctx, "create a role copied from an admin role")
    if body.key is not None:
        if body.key.startswith(RESERVED_PREFIX):
            raise InvalidArgument(f"key: keys beginning with {RESERVED_PREFIX!r} are reserved for built-in roles")
        if await repo.get(session, scope, body.key) is not None:
            raise Conflict(f"A role with key {body.key!r} exists already")
        key = body.key
    else:
        key = await _free_key(session, scope, slug(body.label))
    role = Role(team_id=scope.team_id, key=key, label=body.label, description=body.description,
                parent_role_key=parent.key, built_in=False)
    session.add(role)
    try:
        await session.flush()
    except IntegrityError as exc:  # the same key created by a concurrent request
        raise Conflict(f"A role with key {key!r} exists already") from exc
    copied = 0
    for rule in await rules_repo.of_role(session, scope, parent.key):
        session.add(PermissionRule(id=new_id("rule"), team_id=scope.team_id, role_key=key, effect=rule.effect,
                                   action=rule.action, resource_type=rule.resource_type, built_in=False))
        copied += 1
    await session.flush()
    await audit.record(session, ctx, action="role.create", resource_type=POLICY, resource_id=key,
                       after=to_out(role, 0), details={"rules_copied": copied})
    return scope, role


async def delete(session: AsyncSession, ctx: AuthContext, key: str) -> None:
    scope, role = await load(session, ctx, key, "policy:manage")
    if role.built_in:
        raise Conflict("Built-in roles cannot be deleted")
    held = (await repo.member_counts(session, scope, [key])).get(key, 0)
    if held:
        raise Conflict(f"{held} active member(s) hold this role; give them another role first")
    if await members.is_admin_level(session, scope, key):
        members.require_owner_or_admin(ctx, "delete an admin role")
    before = to_out(role, 0)
    children = await repo.children(session, scope, key)
    if children:
        await session.execute(update(Role).where(Role.team_id == scope.team_id, Role.parent_role_key == key)
                              .values(parent_role_key=role.parent_role_key))
    rules = await rules_repo.delete_of_role(session, scope, key)
    # its scope goes too, else a new role of the same key would inherit it
    await access_scopes.delete_scopes_of(session, scope.team_id, access_scopes.ROLE, key)
    await session.delete(role)
    await session.flush()
    await audit.record(session, ctx, action="role.delete", resource_type=POLICY, resource_id=key, before=before,
                       details={"rules_deleted": rules, "reparented_roles": children})
