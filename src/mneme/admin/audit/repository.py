"""SQL of the audit log. Every query takes the team scope."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import AuditLog


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int,
               action: str | None, actor: str | None) -> Sequence[AuditLog]:
    """Newest first (ids are time-sortable). `action` without a dot matches a family (`api_key` →
    `api_key.*`)."""
    q = select(AuditLog).where(AuditLog.team_id == scope.team_id)
    if action is not None:
        if "." in action:
            q = q.where(AuditLog.action == action)
        else:
            q = q.where(or_(AuditLog.action == action, AuditLog.action.startswith(f"{action}.", autoescape=True)))
    if actor is not None:
        q = q.where(AuditLog.principal_id == actor)
    if after:
        q = q.where(AuditLog.id < after[0])
    return (await session.execute(q.order_by(AuditLog.id.desc()).limit(limit))).scalars().all()
