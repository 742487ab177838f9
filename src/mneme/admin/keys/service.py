"""API keys: create (the secret is returned once), list, change status, rotate, delete."""
from __future__ import annotations

import ipaddress
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import display_prefix, generate_key, hash_key
from mneme.core.db import unix
from mneme.core.errors import InvalidArgument
from mneme.core.ids import new_id
from mneme.models import ApiKey


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


async def create_key(session: AsyncSession, *, team_id: str, principal_id: str, name: str,
                     expires_at: int | None = None, allowed_ips: list[str] | None = None) -> tuple[ApiKey, str]:
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
            "last_used_at": unix(key.last_used_at), "created_at": unix(key.created_at)}
