"""Factories for admin tests: direct database access for setup the API does not offer yet, and audit reads."""
from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.catalog import ACTION_TYPE
from mneme.core.ids import new_id
from mneme.models import AuditLog, PermissionRule, Role
from tests.conftest import LiveServer, in_db, uniq


def custom_role(server: LiveServer, actions: list[str], parent: str | None = None) -> str:
    """A custom role allowed exactly `actions` (the roles API is another area's work)."""
    key = uniq("role")

    async def make(s: AsyncSession) -> None:
        s.add(Role(team_id=server.team_id, key=key, label=key, parent_role_key=parent, built_in=False))
        for action in actions:
            s.add(PermissionRule(id=new_id("rule"), team_id=server.team_id, role_key=key, effect="allow",
                                 action=action, resource_type=ACTION_TYPE[action]))
    in_db(server, make)
    return key


def audit_rows(server: LiveServer, resource_id: str) -> list[dict[str, Any]]:
    async def read(s: AsyncSession) -> list[dict[str, Any]]:
        rows = (await s.execute(select(AuditLog).where(AuditLog.resource_id == resource_id)
                                .order_by(AuditLog.created_at, AuditLog.id))).scalars().all()
        return [{"action": r.action, "resource_type": r.resource_type, "principal_id": r.principal_id,
                 "team_id": r.team_id, "details": r.details} for r in rows]
    result: list[dict[str, Any]] = in_db(server, read)
    return result
