"""HTTP endpoints of agents: `/api/v3/agents`, their bindings `/api/v3/workspaces/{ws}/agents` and
memory settings `.../agents/{agentId}/settings` (extensions §5): the routes actors share
(`data.bound_owners.endpoints`). Their facts and conflicts are in data/facts and data/conflicts (owner kind
"agent")."""
from __future__ import annotations

from fastapi import APIRouter

from mneme.core.schemas import ERROR_RESPONSES, Envelope, TokenPage
from mneme.data.agents import service
from mneme.data.agents.schemas import AgentBind, AgentCreate, AgentOut, AgentPatch
from mneme.data.bound_owners.endpoints import Words, add_routes

router = APIRouter(tags=["Agents"], responses=ERROR_RESPONSES)

add_routes(router, service.AGENTS,
           Words(a="an agent", other="an actor's", fields="`name`, `description` or `metadata`"),
           create=AgentCreate, patch=AgentPatch, bind=AgentBind, out=Envelope[AgentOut],
           page=Envelope[TokenPage[AgentOut]])
