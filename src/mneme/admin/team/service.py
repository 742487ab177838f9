"""Teams: bootstrap (team, owner, built-in roles and their rules) and reads."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.team import repository as repo
from mneme.core.auth import AuthContext
from mneme.core.authz import authorize
from mneme.core.catalog import BUILT_IN_ROLES, built_in_grants
from mneme.core.db import unix
from mneme.core.errors import Forbidden
from mneme.core.ids import new_id
from mneme.models import PermissionRule, Principal, Role, Team


async def any_team(session: AsyncSession) -> Team | None:
    return await repo.first_team(session)


async def create_team(session: AsyncSession, *, name: str, owner_name: str, owner_email: str | None) -> tuple[
        Team, Principal]:
    """A team with its owner, the built-in roles, and every built-in grant stored as a rule row."""
    team = Team(id=new_id("team"), name=name)
    session.add(team)
    await session.flush()
    for key, label in BUILT_IN_ROLES.items():
        session.add(Role(team_id=team.id, key=key, label=label, built_in=True,
                         description=f"Built-in {label.lower()} role"))
        for action, rtype in built_in_grants(key):
            session.add(PermissionRule(id=new_id("rule"), team_id=team.id, role_key=key, effect="allow",
                                       action=action, resource_type=rtype, built_in=True))
    owner = Principal(id=new_id("prn"), team_id=team.id, kind="human", display_name=owner_name,
                      email=owner_email, role_key="tenant_owner")
    session.add(owner)
    await session.flush()
    team.owner_principal_id = owner.id
    await session.flush()
    return team, owner


async def get(session: AsyncSession, ctx: AuthContext) -> Team:
    """The caller's team. Permission `team:read`."""
    scope = authorize(ctx, "team:read")
    team = await repo.get(session, scope)
    if team is None:  # the key's team vanished between authentication and now
        raise Forbidden("No such team, or not allowed")
    return team


def to_out(team: Team, ctx: AuthContext) -> dict[str, Any]:
    return {"id": team.id, "name": team.name, "owner_principal_id": team.owner_principal_id,
            "created_at": unix(team.created_at), "caller_role": ctx.role_key}
