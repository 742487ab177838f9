"""Members: virtual members (for scripts and services), role changes, removal."""
from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.errors import InvalidArgument
from mneme.core.ids import new_id
from mneme.models import Principal, Role


async def create_virtual_member(session: AsyncSession, *, team_id: str, display_name: str,
                                role_key: str) -> Principal:
    role = (await session.execute(select(Role).where(Role.team_id == team_id, Role.key == role_key))).scalar_one_or_none()
    if role is None:
        raise InvalidArgument(f"role: unknown role {role_key!r}")
    if role_key == "tenant_owner":
        raise InvalidArgument("role: a team has one owner; choose tenant_admin or tenant_member")
    member = Principal(id=new_id("prn"), team_id=team_id, kind="virtual", display_name=display_name,
                       role_key=role_key)
    session.add(member)
    await session.flush()
    return member
