"""Authorization: the one function that decides every check, and the team scope repositories accept.

`authorize(ctx, action, instance)` is called by every endpoint. Today it consults the caller's role rules
(allow and deny). Access scopes, access groups and permission levels plug in here, in `_instance_allowed`,
without touching callers. Lists are filtered with `visible(ctx, action, ids)`.

A `TeamScope` is made here and nowhere else (tests/core/test_tenant_scope.py checks it): `authorize` gives
one to a request that passed its check, and `trusted_scope` to code that runs without a request (the CLI,
background jobs). Services hand the scope on with the row it was checked for (`load` returns
`(scope, row)`); repositories take it as the first argument after the session.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass

from mneme.core.auth import AuthContext
from mneme.core.catalog import ACTION_TYPE
from mneme.core.errors import Forbidden

log = logging.getLogger("mneme.authz")


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


def trusted_scope(team_id: str, *, principal_id: str = "system", reason: str) -> TeamScope:
    """The only way to get a scope without a request: for trusted callers that act on a team without an API
    key (the CLI's bootstrap commands, background jobs acting on ids that were authorized when the job was
    enqueued). `reason` says who asks and why; it is logged at debug level so that every use can be traced."""
    if not reason:
        raise ValueError("trusted_scope: give the reason")
    log.debug("trusted scope for team %s (%s): %s", team_id, principal_id, reason)
    return TeamScope(team_id=team_id, principal_id=principal_id)


def visible(ctx: AuthContext, action: str, instances: Iterable[Instance]) -> list[Instance]:
    """Filter a list down to the instances the caller may see."""
    return [i for i in instances if decide(ctx, action, i)]
