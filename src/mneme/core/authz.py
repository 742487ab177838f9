"""Authorization: the one function that decides every check, and the team scope repositories accept.

`authorize(ctx, action, instance)` is called by every endpoint. Today it consults the caller's role rules
(allow and deny). Access scopes, access groups and permission levels plug in here, in `_instance_allowed`,
without touching callers. Lists are filtered with `visible(ctx, action, ids)`.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mneme.core.auth import AuthContext
from mneme.core.catalog import ACTION_TYPE
from mneme.core.errors import Forbidden


@dataclass(frozen=True)
class TeamScope:
    """Proof that the caller was authorized inside a team. Repositories take this, never a bare team id."""

    team_id: str
    principal_id: str


@dataclass(frozen=True)
class Instance:
    """A resource instance an instance-level action names."""

    resource_type: str
    id: str
    workspace_id: str | None = None


def decide(ctx: AuthContext, action: str, instance: Instance | None = None) -> bool:
    """True when the caller may perform `action` (on `instance`, when given)."""
    rtype = ACTION_TYPE.get(action)
    if rtype is None:
        return False
    if (action, rtype) in ctx.denied:
        return False
    if (action, rtype) not in ctx.allowed:
        return False
    return instance is None or _instance_allowed(ctx, action, instance)


def _instance_allowed(ctx: AuthContext, action: str, instance: Instance) -> bool:
    """Per-instance restrictions (access scopes, permission levels) hook in here."""
    return True


def authorize(ctx: AuthContext, action: str, instance: Instance | None = None) -> TeamScope:
    """Raise 403 FORBIDDEN unless allowed; returns the scope that repositories require."""
    if not decide(ctx, action, instance):
        raise Forbidden(f"Not allowed: {action}")
    return TeamScope(team_id=ctx.team_id, principal_id=ctx.principal_id)


def visible(ctx: AuthContext, action: str, instances: Iterable[Instance]) -> list[Instance]:
    """Filter a list down to the instances the caller may see."""
    return [i for i in instances if decide(ctx, action, i)]
