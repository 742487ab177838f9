"""The audit log: every admin write records who did what to which resource, in the write's own transaction."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.ids import new_id
from mneme.models import AuditLog


async def record(session: AsyncSession, ctx: AuthContext, *, action: str, resource_type: str,
                 resource_id: str | None, reason: str | None = None,
                 details: dict[str, Any] | None = None) -> AuditLog:
    """Insert one audit row. It commits or rolls back with the change it describes, so the log never shows
    a write that did not happen. `details` must never hold secrets; the caller's key id and IP are added."""
    row = AuditLog(id=new_id("aud"), team_id=ctx.team_id, principal_id=ctx.principal_id, action=action,
                   resource_type=resource_type, resource_id=resource_id, reason=reason,
                   details={**(details or {}), "key_id": ctx.key_id, "client_ip": ctx.client_ip})
    session.add(row)
    await session.flush()
    return row
