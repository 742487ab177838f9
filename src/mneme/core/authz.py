"""Authorization: the one function that decides every check, and the team scope repositories accept.

`authorize(ctx, action, instance)` is called by every endpoint; lists are filtered with `visible` (or `decide`
per row). `decide` applies, in order:

1. the owner (`tenant_owner`) may do everything; owners cannot be restricted;
2. a deny rule of the caller's role on the action refuses it, whatever grants it otherwise (deny wins);
3. an access group of the caller that grants the action (its base role's or base group's grants plus its
   extra permissions) allows it on the instances of the group's own access scope;
4. the role's allow rules allow it within the role's access scope and the member's access scope (both
   restrict; an instance must be in both, with the action among its listed actions);
5. a permission level of the member on the instance (or on the project's workspace) allows the instance
   actions of that level (`core.access.level_of`); a level on a project also opens `workspace:read` on its
   workspace.

A project is inside a scope only when its workspace is too (a scope that lists workspaces confines projects to
them). Service-level actions ignore scopes, except creating a workspace or project, which a subject whose
scope lists instances of that type may not do. An instance action asked without an instance
("may the caller do it somewhere?") is allowed when any path above could allow it on some instance; the real
check follows with the instance.

A `TeamScope` is made here and nowhere else (tests/core/test_tenant_scope.py checks it): `authorize` gives
one to a request that passed its check, and `trusted_scope` to code that runs without a request (the CLI,
background jobs). Services hand the scope on with the row it was checked for (`load` returns
`(scope, row)`); repositories take it as the first argument after the session.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass

from mneme.core.access import CREATE_ACTIONS, PROJECT, WORKSPACE, Scope, level_actions
from mneme.core.auth import AuthContext
from mneme.core.catalog import ACTION_TYPE, INSTANCE_ACTIONS, OWNER
from mneme.core.errors import Forbidden

log = logging.getLogger("mneme.authz")

MAX_CANDIDATES = 5000  # `candidate_ids` above this: no narrowing (the query's IN list would grow too long)


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
    """True when the caller may perform `action` (on `instance`, when given): see the module docstring."""
    rtype = ACTION_TYPE.get(action)
    if rtype is None:
        return False
    if ctx.role_key == OWNER:
        return True
    key = (action, rtype)
    if key in ctx.denied:
        return False
    acc = ctx.access
    if action not in INSTANCE_ACTIONS:
        if key in ctx.allowed and _may_create(action, acc.role_scope, acc.member_scope):
            return True
        return any(key in g.allowed and _may_create(action, g.scope) for g in acc.groups)
    if instance is None:
        return (key in ctx.allowed or any(key in g.allowed for g in acc.groups)
                or action in acc.level_actions)
    return _instance_allowed(ctx, action, instance)


def _instance_allowed(ctx: AuthContext, action: str, instance: Instance) -> bool:
    """Steps 3-5 of the module docstring for one instance action."""
    acc = ctx.access
    key = (action, ACTION_TYPE[action])
    for g in acc.groups:
        if key in g.allowed and in_scope(g.scope, action, instance):
            return True
    if key in ctx.allowed and in_scope(acc.role_scope, action, instance) \
            and in_scope(acc.member_scope, action, instance):
        return True
    if not acc.levels:
        return False
    level = acc.level_for(instance.id, instance.workspace_id if instance.resource_type == PROJECT else None)
    if level is not None and action in level_actions(level, instance.resource_type):
        return True
    if action == "workspace:read" and instance.resource_type == WORKSPACE:  # a level on one of its projects
        return any(lv.resource_type == PROJECT and lv.workspace_id == instance.id for lv in acc.levels.values())
    return False


def in_scope(scope: Scope, action: str, instance: Instance) -> bool:
    """True when `scope` leaves `action` on `instance` open (an unrestricted type leaves everything open)."""
    listed = scope.get(instance.resource_type)
    if listed is not None:
        if instance.id not in listed:
            return False
        actions = listed[instance.id]
        if actions is not None and action not in actions:
            return False
    if instance.resource_type == PROJECT and instance.workspace_id is not None:
        workspaces = scope.get(WORKSPACE)
        if workspaces is not None and instance.workspace_id not in workspaces:
            return False
    return True


def _may_create(action: str, *scopes: Scope) -> bool:
    rtype = CREATE_ACTIONS.get(action)
    return rtype is None or all(rtype not in s for s in scopes)


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


def candidate_ids(ctx: AuthContext, action: str) -> frozenset[str] | None:
    """A finite set of instance ids outside which `decide(ctx, action, <instance>)` is always false, or None when
    there is none (some path that grants the action is not restricted to listed instances). Lists narrow their
    query with it, so that a caller confined to a few instances does not page through the whole team; `decide`
    still runs on each row."""
    rtype = ACTION_TYPE.get(action)
    if rtype is None or action not in INSTANCE_ACTIONS:
        return None
    if ctx.role_key == OWNER:
        return None
    key = (action, rtype)
    if key in ctx.denied:
        return frozenset()
    acc = ctx.access
    ids: set[str] = set()
    paths: list[tuple[Scope, ...]] = [(g.scope,) for g in acc.groups if key in g.allowed]
    if key in ctx.allowed:
        paths.append((acc.role_scope, acc.member_scope))
    for scopes in paths:
        listed = [set(s[rtype]) for s in scopes if rtype in s]
        if not listed:
            return None
        ids |= set.intersection(*listed)
    for rid, lv in acc.levels.items():
        if lv.resource_type == WORKSPACE and rtype == PROJECT and action in level_actions(lv.level, PROJECT):
            return None  # every project of that workspace
        if lv.resource_type == rtype:
            ids.add(rid)
        elif action == "workspace:read":
            ids.add(lv.workspace_id)
    return frozenset(ids) if len(ids) <= MAX_CANDIDATES else None


def visible(ctx: AuthContext, action: str, instances: Iterable[Instance]) -> list[Instance]:
    """Filter a list down to the instances the caller may see."""
    return [i for i in instances if decide(ctx, action, i)]
