"""SQL of actors and their workspace bindings (which hold the memory settings): the shared `bound_owners`
queries (`ROWS`) on the actor tables. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from mneme.data.bound_owners.repository import Rows
from mneme.models import Actor, WorkspaceActor

ROWS = Rows(Actor, WorkspaceActor, WorkspaceActor.actor_id)
binding = ROWS.binding  # the actor's binding to a workspace: what conversations and the router's injection ask
