"""The audit log: every admin write records who did what to which resource, in the write's own transaction.

One row per write: the acting member (`principal_id`) and the key it used, the action (`api_key.create`,
`permission_rule.delete`, ...), the target (`resource_type`, `resource_id`), the caller's `reason` when the
endpoint takes one, the target's state `before` and `after` the write (`None` for a create's before and a
delete's after), the client IP, the request's trace id and the time. Rows are read through
`GET /admin/v1/audit-logs` (admin.audit). Secrets never go in: no key secrets or hashes.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.access import bump_version
from mneme.core.auth import AuthContext, access_changed
from mneme.core.ids import new_id
from mneme.core.tracing import current_trace_id
from mneme.models import AuditLog

# Audited changes to who may do what (keys, members, roles, rules, groups, the team's owner): the processes'
# remembered keys are forgotten when they commit (`core.auth.access_changed`).
ACCESS_ACTIONS = frozenset({"api_key", "member", "role", "permission_rule", "access_group", "access_scope", "team"})

# Keys of `AuditLog.details` that `record` fills itself (the rest is the caller's free-form `details`).
KEY_ID, CLIENT_IP, TRACE_ID, BEFORE, AFTER = "key_id", "client_ip", "trace_id", "before", "after"
RESERVED = frozenset({KEY_ID, CLIENT_IP, TRACE_ID, BEFORE, AFTER})


async def record(session: AsyncSession, ctx: AuthContext, *, action: str, resource_type: str,
                 resource_id: str | None, reason: str | None = None,
                 before: dict[str, Any] | None = None, after: dict[str, Any] | None = None,
                 details: dict[str, Any] | None = None) -> AuditLog:
    """Insert one audit row. It commits or rolls back with the change it describes, so the log never shows
    a write that did not happen. `before`/`after` are the target's fields before and after the write (for an
    update, only the fields that changed); `details` anything else worth keeping. Neither may hold secrets.
    The caller's key id and IP and the request's trace id are added here."""
    extra = {k: v for k, v in (details or {}).items() if k not in RESERVED}
    row = AuditLog(id=new_id("aud"), team_id=ctx.team_id, principal_id=ctx.principal_id, action=action,
                   resource_type=resource_type, resource_id=resource_id, reason=reason,
                   details={**extra, KEY_ID: ctx.key_id, CLIENT_IP: ctx.client_ip,
                            TRACE_ID: current_trace_id.get(), BEFORE: before, AFTER: after})
    session.add(row)
    await session.flush()
    if action.split(".")[0] in ACCESS_ACTIONS:
        await bump_version(session, ctx.team_id)  # every process reloads its callers' access data
        access_changed(session)
    return row


def changes(old: dict[str, Any], new: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """`(before, after)` restricted to the keys whose values differ."""
    keys = [k for k in new if old.get(k) != new[k]]
    return {k: old.get(k) for k in keys}, {k: new[k] for k in keys}
