"""The audit log: every admin write records who did what to which resource, in the write's own transaction."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.access import bump_version
from mneme.core.auth import AuthContext, access_changed
from mneme.core.ids import new_id
from mneme.models import AuditLog

# Audited changes to who may do what (keys, members, roles, rules, groups, the team's owner): the processes'
# remembered keys are forgotten when they commit (`core.auth.access_changed`).
ACCESS_ACTIONS = frozenset({"api_key", "member", "role", "permission_rule", "access_group", "access_scope", "team"})


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
    if action.split(".")[0] in ACCESS_ACTIONS:
        await bump_version(session, ctx.team_id)  # every process reloads its callers' access data
        access_changed(session)
    return row
