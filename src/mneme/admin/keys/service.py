"""API keys: create (the secret is returned once), read, list, change, rotate, delete.

Every key write needs `api_key:manage`, including keys for the caller itself. Keys of an admin-level member
need a team owner or admin as caller, and the owner's keys only the owner (see admin.members.service).
"""
from __future__ import annotations

import ipaddress
import time
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys import repository as repo
from mneme.admin.keys.schemas import KeyCreate, KeyPatch
from mneme.admin.members import repository as members_repo
from mneme.admin.members import service as members
from mneme.core import audit
from mneme.core.auth import AuthContext, display_prefix, generate_key, hash_key
from mneme.core.authz import TeamScope, authorize
from mneme.core.db import unix, utcnow
from mneme.core.errors import Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import ApiKey

API_KEY = "service:api_key"


def normalise_cidrs(values: list[str] | None) -> list[str] | None:
    """Validate a CIDR list; 400 naming the bad entry otherwise."""
    if values is None:
        return None
    out = []
    for v in values:
        try:
            out.append(str(ipaddress.ip_network(v.strip(), strict=False)))
        except ValueError as exc:
            raise InvalidArgument(f"allowed_ips: {v!r} is not an IP address or CIDR block") from exc
    return out or None


def check_expires_at(expires_at: int | None) -> int | None:
    """400 unless `expires_at` is in the future (the API and `mneme keys create` both refuse a past one)."""
    if expires_at is not None and expires_at <= time.time():
        raise InvalidArgument("expires_at: must be in the future (Unix seconds)")
    return expires_at


async def create_key(session: AsyncSession, *, team_id: str, principal_id: str, name: str,
                     expires_at: int | None = None, allowed_ips: list[str] | None = None) -> tuple[ApiKey, str]:
    """A new key and its secret. No checks: trusted callers only (the CLI, or `create` after its checks)."""
    secret = generate_key()
    key = ApiKey(id=new_id("key"), team_id=team_id, principal_id=principal_id, name=name,
                 key_hash=hash_key(secret), prefix=display_prefix(secret), status="active",
                 expires_at=expires_at, allowed_ips=normalise_cidrs(allowed_ips))
    session.add(key)
    await session.flush()
    return key, secret


def to_out(key: ApiKey) -> dict[str, Any]:
    return {"id": key.id, "name": key.name, "prefix": key.prefix, "principal_id": key.principal_id,
            "status": key.status, "expires_at": key.expires_at, "allowed_ips": key.allowed_ips or [],
            "last_used_at": unix(key.last_used_at), "created_at": unix(key.created_at),
            "updated_at": unix(key.updated_at or key.created_at)}


def audit_view(key: ApiKey) -> dict[str, Any]:
    """The key as the audit log keeps it: never the secret or its hash."""
    return {"principal_id": key.principal_id, "name": key.name, "prefix": key.prefix, "status": key.status,
            "expires_at": key.expires_at, "allowed_ips": key.allowed_ips or []}


def to_created(key: ApiKey, secret: str) -> dict[str, Any]:
    return {**to_out(key), "key": secret}


async def load(session: AsyncSession, ctx: AuthContext, key_id: str, action: str) -> tuple[TeamScope, ApiKey]:
    """The live key if it is in the caller's team and the caller may do `action`; else 403."""
    scope = authorize(ctx, action)
    key = await repo.get(session, scope, key_id)
    if key is None:
        raise Forbidden("No such API key, or not allowed")
    return scope, key


async def _guard_owner_of(session: AsyncSession, ctx: AuthContext, scope: TeamScope, principal_id: str) -> None:
    member = await members_repo.get(session, scope, principal_id)
    if member is None:
        raise Forbidden("No such API key, or not allowed")
    await members.guard_target(session, ctx, scope, member, "manage the API keys")


async def create(session: AsyncSession, ctx: AuthContext, *, body: KeyCreate) -> tuple[ApiKey, str]:
    scope = authorize(ctx, "api_key:manage")
    principal_id = body.principal_id or ctx.principal_id
    member = await members_repo.get(session, scope, principal_id)
    if member is None or member.status != "active":
        raise InvalidArgument("principal_id: no active member with this id in the team")
    await members.guard_target(session, ctx, scope, member, "manage the API keys")
    key, secret = await create_key(session, team_id=scope.team_id, principal_id=member.id, name=body.name,
                                   expires_at=check_expires_at(body.expires_at), allowed_ips=body.allowed_ips)
    await audit.record(session, ctx, action="api_key.create", resource_type=API_KEY, resource_id=key.id,
                       after=audit_view(key))
    return key, secret


async def update(session: AsyncSession, ctx: AuthContext, key_id: str, *, body: KeyPatch) -> ApiKey:
    scope, key = await load(session, ctx, key_id, "api_key:manage")
    await _guard_owner_of(session, ctx, scope, key.principal_id)
    changes = body.model_dump(exclude_unset=True)
    if "allowed_ips" in changes:
        changes["allowed_ips"] = normalise_cidrs(changes["allowed_ips"])
    if "expires_at" in changes:
        check_expires_at(changes["expires_at"])
    before, after = audit.changes({k: getattr(key, k) for k in changes}, changes)
    if not after:
        return key
    for k, v in changes.items():
        setattr(key, k, v)
    key.updated_at = utcnow()
    await session.flush()
    await audit.record(session, ctx, action="api_key.update", resource_type=API_KEY, resource_id=key.id,
                       before=before, after=after)
    return key


async def rotate(session: AsyncSession, ctx: AuthContext, key_id: str) -> tuple[ApiKey, str]:
    """A new secret for the same key; the old secret stops working when the request commits."""
    scope, key = await load(session, ctx, key_id, "api_key:manage")
    await _guard_owner_of(session, ctx, scope, key.principal_id)
    old_prefix, secret = key.prefix, generate_key()
    key.key_hash, key.prefix, key.updated_at = hash_key(secret), display_prefix(secret), utcnow()
    await session.flush()
    await audit.record(session, ctx, action="api_key.rotate", resource_type=API_KEY, resource_id=key.id,
                       before={"prefix": old_prefix}, after={"prefix": key.prefix})
    return key, secret


async def delete(session: AsyncSession, ctx: AuthContext, key_id: str) -> None:
    scope, key = await load(session, ctx, key_id, "api_key:manage")
    await _guard_owner_of(session, ctx, scope, key.principal_id)
    before = audit_view(key)
    key.deleted_at = key.updated_at = utcnow()
    await session.flush()
    await audit.record(session, ctx, action="api_key.delete", resource_type=API_KEY, resource_id=key.id,
                       before=before)


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None, principal_id: str | None) -> tuple[list[ApiKey], str | None]:
    scope = authorize(ctx, "api_key:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit, principal_id=principal_id)

    return await keyset_page(fetch, key_of=lambda k: [k.id], allowed=lambda _k: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "api_keys", "team": scope.team_id, "principal_id": principal_id})
