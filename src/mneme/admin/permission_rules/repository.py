"""SQL of permission rules. Every query takes the team scope."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import AccessGroup, PermissionRule


async def get(session: AsyncSession, scope: TeamScope, rule_id: str) -> PermissionRule | None:
    return (await session.execute(select(PermissionRule).where(
        PermissionRule.team_id == scope.team_id, PermissionRule.id == rule_id))).scalar_one_or_none()


async def page(session: AsyncSession, scope: TeamScope, *, after: list[Any] | None, limit: int,
               role_key: str | None, access_group_id: str | None) -> Sequence[PermissionRule]:
    q = select(PermissionRule).where(PermissionRule.team_id == scope.team_id)
    if role_key is not None:
        q = q.where(PermissionRule.role_key == role_key)
    if access_group_id is not None:
        q = q.where(PermissionRule.access_group_id == access_group_id)
    if after:
        q = q.where(PermissionRule.id > after[0])
    return (await session.execute(q.order_by(PermissionRule.id).limit(limit))).scalars().all()


async def same(session: AsyncSession, scope: TeamScope, *, role_key: str | None, access_group_id: str | None,
               effect: str, action: str, resource_type: str) -> PermissionRule | None:
    """A rule with the same target, effect, action and type, if one exists."""
    q = select(PermissionRule).where(
        PermissionRule.team_id == scope.team_id, PermissionRule.effect == effect, PermissionRule.action == action,
        PermissionRule.resource_type == resource_type)
    q = q.where(PermissionRule.role_key == role_key if role_key is not None else PermissionRule.role_key.is_(None))
    q = q.where(PermissionRule.access_group_id == access_group_id if access_group_id is not None
                else PermissionRule.access_group_id.is_(None))
    return (await session.execute(q.limit(1))).scalars().first()


async def of_role(session: AsyncSession, scope: TeamScope, role_key: str) -> Sequence[PermissionRule]:
    return (await session.execute(select(PermissionRule).where(
        PermissionRule.team_id == scope.team_id, PermissionRule.role_key == role_key)
        .order_by(PermissionRule.id))).scalars().all()


async def delete_of_role(session: AsyncSession, scope: TeamScope, role_key: str) -> int:
    result = await session.execute(delete(PermissionRule).where(
        PermissionRule.team_id == scope.team_id, PermissionRule.role_key == role_key))
    return int(getattr(result, "rowcount", 0) or 0)


async def group_exists(session: AsyncSession, scope: TeamScope, group_id: str) -> bool:
    """True when the team has an access group `group_id`."""
    q = select(AccessGroup.id).where(AccessGroup.team_id == scope.team_id, AccessGroup.id == group_id)
    return (await session.execute(q.limit(1))).first() is not None
