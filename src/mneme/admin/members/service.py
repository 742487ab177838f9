"""Members: virtual members (for scripts and services), reads, role changes, removal.

Spec Authentication 8: a change that makes someone an admin, or changes or removes an admin (their record
or their keys), needs a team owner or admin as caller. A role counts as admin-level when it is
`tenant_owner` or `tenant_admin`, or a custom role copied from one of them. The owner cannot be demoted
or removed (409); only the owner may change the owner's record or keys.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys import repository as keys_repo
from mneme.admin.members import repository as repo
from mneme.admin.members.schemas import MemberCreate, MemberPatch
from mneme.core import audit
from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.catalog import ADMIN, OWNER
from mneme.core.db import unix, utcnow
from mneme.core.errors import Conflict, Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import Principal

MEMBER = "service:member"
PRIVILEGED = frozenset({OWNER, ADMIN})


def to_out(p: Principal) -> dict[str, Any]:
    return {"principal_id": p.id, "display_name": p.display_name, "email": p.email, "kind": p.kind,
            "role": p.role_key, "status": p.status, "created_at": unix(p.created_at),
            "updated_at": unix(p.updated_at)}


def audit_view(p: Principal) -> dict[str, Any]:
    return {"display_name": p.display_name, "kind": p.kind, "role": p.role_key, "status": p.status}


async def create_virtual_member(session: AsyncSession, scope: TeamScope, *, display_name: str,
                                role_key: str) -> Principal:
    """A new virtual member. Trusted callers only (the CLI with `authz.trusted_scope`, or `create` after its
    checks)."""
    return await _insert_virtual(session, scope, display_name, role_key)


async def _insert_virtual(session: AsyncSession, scope: TeamScope, display_name: str, role_key: str) -> Principal:
    if await repo.get_role(session, scope, role_key) is None:
        raise InvalidArgument(f"role: unknown role {role_key!r}")
    if role_key == OWNER:
        raise InvalidArgument("role: a team has one owner; choose tenant_admin or tenant_member")
    member = Principal(id=new_id("prn"), team_id=scope.team_id, kind="virtual", display_name=display_name,
                       role_key=role_key, status="active")
    session.add(member)
    await session.flush()
    return member


async def is_admin_level(session: AsyncSession, scope: TeamScope, role_key: str) -> bool:
    """`tenant_owner`, `tenant_admin`, or a custom role copied (directly or through other custom roles) from
    one of them."""
    seen: set[str] = set()
    key: str | None = role_key
    while key is not None and key not in seen:
        if key in PRIVILEGED:
            return True
        seen.add(key)
        role = await repo.get_role(session, scope, key)
        key = role.parent_role_key if role is not None else None
    return False


def require_owner_or_admin(ctx: AuthContext, what: str) -> None:
    if ctx.role_key not in PRIVILEGED:
        raise Forbidden(f"Only a team owner or admin may {what}")


async def guard_target(session: AsyncSession, ctx: AuthContext, scope: TeamScope, target: Principal,
                       what: str) -> None:
    """403 unless the caller may change `target` (or its keys): see the module docstring."""
    if target.role_key == OWNER and ctx.role_key != OWNER:
        raise Forbidden(f"Only the team owner may {what} of the owner")
    if await is_admin_level(session, scope, target.role_key):
        require_owner_or_admin(ctx, f"{what} of an admin")


async def load(session: AsyncSession, ctx: AuthContext, principal_id: str,
               action: str) -> tuple[TeamScope, Principal]:
    """The member if it is in the caller's team and the caller may do `action`; else 403."""
    scope = authorize(ctx, action)
    member = await repo.get(session, scope, principal_id)
    if member is None:
        raise Forbidden("No such member, or not allowed")
    return scope, member


async def create(session: AsyncSession, ctx: AuthContext, *, body: MemberCreate) -> Principal:
    scope = authorize(ctx, "member:manage")
    if await is_admin_level(session, scope, body.role):
        require_owner_or_admin(ctx, "make someone an admin")
    member = await _insert_virtual(session, scope, body.display_name, body.role)
    await audit.record(session, ctx, action="member.create", resource_type=MEMBER, resource_id=member.id,
                       after=audit_view(member))
    return member


async def update(session: AsyncSession, ctx: AuthContext, principal_id: str, *, body: MemberPatch) -> Principal:
    scope, member = await load(session, ctx, principal_id, "member:manage")
    current = {"role": member.role_key, "display_name": member.display_name}
    changes = {k: v for k, v in body.model_dump(exclude_unset=True).items() if v != current[k]}
    if not changes:
        return member
    if member.status != "active":
        raise Conflict("The member was removed and cannot be changed")
    if "role" in changes:
        await _check_role_change(session, ctx, scope, member, changes["role"])
    await guard_target(session, ctx, scope, member, "change the record")
    before, after = audit.changes(current, changes)
    for k, v in changes.items():
        setattr(member, _COLUMN[k], v)
    member.updated_at = utcnow()
    await session.flush()
    await audit.record(session, ctx, action="member.update", resource_type=MEMBER, resource_id=member.id,
                       before=before, after=after)
    return member


_COLUMN = {"role": "role_key", "display_name": "display_name"}


async def _check_role_change(session: AsyncSession, ctx: AuthContext, scope: TeamScope, member: Principal,
                             new_role: str) -> None:
    if member.role_key == OWNER:
        raise Conflict("The team owner cannot be demoted; transfer ownership first")
    if new_role == OWNER:
        raise InvalidArgument("role: tenant_owner moves only by transferring ownership")
    if await repo.get_role(session, scope, new_role) is None:
        raise InvalidArgument(f"role: unknown role {new_role!r}")
    if member.id == ctx.principal_id:
        raise Forbidden("You cannot change your own role; ask another owner or admin")
    if await is_admin_level(session, scope, new_role):
        require_owner_or_admin(ctx, "make someone an admin")


async def remove(session: AsyncSession, ctx: AuthContext, principal_id: str) -> Principal:
    """Mark the member `removed` and delete its keys. Removing a removed member changes nothing."""
    scope, member = await load(session, ctx, principal_id, "member:manage")
    if member.role_key == OWNER:
        raise Conflict("The team owner cannot be removed; transfer ownership first")
    if member.status == "removed":
        return member
    if member.id == ctx.principal_id:
        raise Forbidden("You cannot remove yourself; ask another owner or admin")
    await guard_target(session, ctx, scope, member, "remove the membership")
    now = utcnow()
    before = audit_view(member)
    member.status, member.updated_at = "removed", now
    revoked = await keys_repo.delete_all_of(session, scope, member.id, now)
    await session.flush()
    await audit.record(session, ctx, action="member.remove", resource_type=MEMBER, resource_id=member.id,
                       before=before, after=audit_view(member), details={"keys_deleted": revoked})
    return member


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None, status: str) -> tuple[list[Principal], str | None]:
    scope = authorize(ctx, "member:read")
    only = None if status == "all" else status

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit, status=only)

    return await keyset_page(fetch, key_of=lambda p: [p.id], allowed=lambda _p: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "members", "team": scope.team_id, "status": status})
