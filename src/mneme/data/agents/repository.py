"""SQL of agents and their workspace bindings (which hold the memory settings): the shared `bound_owners`
queries on the agent tables. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from mneme.data.bound_owners.repository import Rows
from mneme.models import Agent, WorkspaceAgent

ROWS = Rows(Agent, WorkspaceAgent, WorkspaceAgent.agent_id)

get = ROWS.get
custom_id_taken = ROWS.custom_id_taken
page = ROWS.page
binding = ROWS.binding
bound_page = ROWS.bound_page
unbind = ROWS.unbind
