"""SQL of actors and their workspace bindings (which hold the memory settings): the shared `bound_owners`
queries on the actor tables. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from mneme.data.bound_owners.repository import Rows
from mneme.models import Actor, WorkspaceActor

ROWS = Rows(Actor, WorkspaceActor, WorkspaceActor.actor_id)

get = ROWS.get
custom_id_taken = ROWS.custom_id_taken
page = ROWS.page
binding = ROWS.binding
bound_page = ROWS.bound_page
unbind = ROWS.unbind
