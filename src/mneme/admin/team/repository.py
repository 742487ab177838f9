"""SQL of teams. Reads inside a request take the team scope that only core.authz produces."""
from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Team


async def first_team(session: AsyncSession) -> Team | None:
    """Bootstrap only (`mneme init`, `mneme keys create`): the instance's team, if any."""
    return (await session.execute(select(Team).order_by(Team.created_at).limit(1))).scalar_one_or_none()


async def get(session: AsyncSession, scope: TeamScope) -> Team | None:
    return (await session.execute(select(Team).where(Team.id == scope.team_id))).scalar_one_or_none()
