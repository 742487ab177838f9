"""Reading the audit log (`core.audit.record` writes it)."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.audit import repository as repo
from mneme.core import audit
from mneme.core.auth import AuthContext
from mneme.core.authz import authorize
from mneme.core.db import unix
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.models import AuditLog


def to_out(row: AuditLog) -> dict[str, Any]:
    details = dict(row.details or {})
    return {"id": row.id, "created_at": unix(row.created_at), "action": row.action, "actor": row.principal_id,
            "key_id": details.get(audit.KEY_ID), "resource_type": row.resource_type,
            "resource_id": row.resource_id, "reason": row.reason, "before": details.get(audit.BEFORE),
            "after": details.get(audit.AFTER),
            "details": {k: v for k, v in details.items() if k not in audit.RESERVED},
            "client_ip": details.get(audit.CLIENT_IP), "trace_id": details.get(audit.TRACE_ID)}


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None, action: str | None, actor: str | None) -> tuple[list[AuditLog], str | None]:
    """Permission `audit:read`."""
    scope = authorize(ctx, "audit:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit, action=action, actor=actor)

    return await keyset_page(fetch, key_of=lambda r: [r.id], allowed=lambda _r: True, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "audit_logs", "team": scope.team_id, "action": action, "actor": actor})
