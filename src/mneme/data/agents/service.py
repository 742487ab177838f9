"""Agents: create, read, list, change, delete (soft); bind to workspaces; memory settings per workspace (the
shared `bound_owners` service, which actors use too).

A deleted agent follows the rules of a deleted actor (service-spec.md) with the same error code: it stays
readable (`active` false): its record, its settings and its memories. It takes part in no write: a write on it
by its path (change it, its settings, its facts) answers 404 `ACTOR_INACTIVE`, as a deleted actor's settings
update does; a write that names it in its body (binding it to a workspace) answers 400 `ACTOR_INACTIVE`.
Deleting it again and unbinding it are allowed (they only take it further out of use)."""
from __future__ import annotations

from typing import Any

from mneme.core.db import iso
from mneme.data.agents import repository as repo
from mneme.data.bound_owners.service import OwnerKind, settings_out
from mneme.models import Agent

__all__ = ["AGENTS", "INACTIVE", "bound", "load", "settings_out", "to_out"]


def to_out(a: Agent) -> dict[str, Any]:
    return {"id": a.id, "custom_id": a.custom_id, "name": a.name, "description": a.description or "",
            "metadata": a.metadata_ or {}, "active": a.active,
            "created_at": iso(a.created_at), "updated_at": iso(a.updated_at)}


AGENTS = OwnerKind("agent", repo.ROWS, to_out)
INACTIVE = AGENTS.inactive
load = AGENTS.load
bound = AGENTS.bound
