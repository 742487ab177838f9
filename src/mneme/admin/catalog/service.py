"""The permission catalog as the API shows it: `core.catalog` filtered by who may be granted each type."""
from __future__ import annotations

from typing import Any

from mneme.core.auth import AuthContext
from mneme.core.authz import authorize, decide
from mneme.core.catalog import CATALOG, ResourceType


def grantable(rtype: ResourceType, to: str) -> bool:
    """Roles may be granted every type; access groups only the data types (`grantable_to_group`)."""
    return to == "role" or rtype.grantable_to_group


def to_out(rtype: ResourceType) -> dict[str, Any]:
    actions = [{"action": a, "level": "service"} for a in rtype.service_actions]
    actions += [{"action": a, "level": "instance"} for a in rtype.instance_actions]
    return {"resource_type": rtype.key, "label": rtype.label, "actions": actions,
            "grantable_to": ["role", "access_group"] if rtype.grantable_to_group else ["role"],
            "scopable": rtype.scopable}


def catalog(ctx: AuthContext, grantable_to: str | None) -> list[dict[str, Any]]:
    """Permission `policy:view`; for `grantable_to=access_group` also `access_group:view` (those who manage
    groups pick their permissions from it)."""
    if not (grantable_to == "access_group" and decide(ctx, "access_group:view")):
        authorize(ctx, "policy:view")
    return [to_out(t) for t in CATALOG if grantable_to is None or grantable(t, grantable_to)]
