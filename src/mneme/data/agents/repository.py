"""SQL of agents and their workspace bindings (which hold the memory settings): the shared `bound_owners`
queries (`ROWS`) on the agent tables. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from mneme.data.bound_owners.repository import Rows
from mneme.models import Agent, WorkspaceAgent

ROWS = Rows(Agent, WorkspaceAgent, WorkspaceAgent.agent_id)
binding = ROWS.binding  # the agent's binding to a workspace: what conversations and the router's injection ask
