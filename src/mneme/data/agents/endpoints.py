"""HTTP endpoints of agents: `/api/v3/agents`, their bindings `/api/v3/workspaces/{ws}/agents` and
memory settings `.../agents/{agentId}/settings` (extensions §5).
Their facts and conflicts are in data/facts and data/conflicts (owner kind "agent")."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ACTOR_INACTIVE, CUSTOM_ID_CONFLICT, ERROR_RESPONSES, Empty, Envelope, TokenPage
from mneme.data.agents import service
from mneme.data.agents.schemas import AgentBind, AgentCreate, AgentOut, AgentPatch, SettingsOut, SettingsPatch

router = APIRouter(tags=["Agents"], responses=ERROR_RESPONSES)
ROOT = "/api/v3/agents"
BOUND = "/api/v3/workspaces/{workspaceId}/agents"

PageSize = Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")]
Token = Annotated[str | None, Query(description="From the previous page")]


@router.post(ROOT, response_model=Envelope[AgentOut], responses=CUSTOM_ID_CONFLICT)
async def create_agent(body: AgentCreate, s: Session, ctx: Auth) -> Any:
    """Create an agent. `custom_id` must be unique in the team (409 `CUSTOM_ID_CONFLICT`).
    Permission `agent:create`."""
    return envelope(service.to_out(await service.create(s, ctx, body=body)))


@router.get(ROOT, response_model=Envelope[TokenPage[AgentOut]])
async def list_agents(s: Session, ctx: Auth, svc: Services, page_size: PageSize = 20,
                      continuation_token: Token = None) -> Any:
    """The team's agents, deleted ones included (`active` false), oldest first. Permission `agent:read`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token)
    return envelope({"items": [service.to_out(a) for a in rows], "continuation_token": token})


@router.get(ROOT + "/{agentId}", response_model=Envelope[AgentOut])
async def get_agent(agentId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803 - spec's name
    """One agent, deleted or not. Permission `agent:read`; an unknown id (an actor's included) answers 403."""
    _scope, a = await service.load(s, ctx, agentId, "agent:read")
    return envelope(service.to_out(a))


@router.patch(ROOT + "/{agentId}", response_model=Envelope[AgentOut], responses=ACTOR_INACTIVE)
async def update_agent(agentId: str, body: AgentPatch, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Change `name`, `description` or `metadata`; omitted fields stay. A deleted agent answers
    404 `ACTOR_INACTIVE`. Permission `agent:modify`."""
    return envelope(service.to_out(await service.update(s, ctx, agentId, body=body)))


@router.delete(ROOT + "/{agentId}", response_model=Envelope[Empty])
async def delete_agent(agentId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Delete the agent: it becomes inactive (`active` false). Its record, settings and memories stay readable;
    it takes part in no further write. Permission `agent:delete`."""
    await service.delete(s, ctx, agentId)
    return envelope({}, "Agent deleted")


@router.post(BOUND, response_model=Envelope[AgentOut])
async def bind_agent(workspaceId: str, body: AgentBind, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Bind an agent to the workspace (again: no change). A deleted agent answers 400 `ACTOR_INACTIVE`.
    Permission `workspace_agent:modify`."""
    return envelope(service.to_out(await service.bind(s, ctx, workspaceId, body.agent_id)))


@router.get(BOUND, response_model=Envelope[TokenPage[AgentOut]])
async def list_bound_agents(workspaceId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                            page_size: PageSize = 20, continuation_token: Token = None) -> Any:
    """The agents bound to the workspace, oldest first. Permission `workspace_agent:read`."""
    rows, token = await service.bound_page(s, ctx, svc.signer, workspaceId, page_size=page_size,
                                           token=continuation_token)
    return envelope({"items": [service.to_out(a) for a in rows], "continuation_token": token})


@router.delete(BOUND + "/{agentId}", response_model=Envelope[Empty])
async def unbind_agent(workspaceId: str, agentId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Unbind the agent from the workspace; its settings there go with the binding, its memories stay.
    Permission `workspace_agent:modify`."""
    await service.unbind(s, ctx, workspaceId, agentId)
    return envelope({}, "Agent unbound")


@router.get(BOUND + "/{agentId}/settings", response_model=Envelope[SettingsOut])
async def get_agent_settings(workspaceId: str, agentId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """The agent's memory settings in this workspace (a deleted agent's too). The agent must be bound to the
    workspace. Permission `workspace_agent:read`."""
    return envelope(service.settings_out(await service.get_settings(s, ctx, workspaceId, agentId)))


@router.patch(BOUND + "/{agentId}/settings", response_model=Envelope[SettingsOut], responses=ACTOR_INACTIVE)
async def update_agent_settings(workspaceId: str, agentId: str, body: SettingsPatch, s: Session,  # noqa: N803
                                ctx: Auth) -> Any:
    """Partial update of the agent's memory settings in this workspace; omitted fields unchanged.
    `fact_instruction`: Markdown, at most 2000 characters; the new value replaces the old one entirely; `""`
    clears it and restores the built-in default. A deleted agent answers 404 `ACTOR_INACTIVE`.
    Permission `workspace_agent:modify`."""
    return envelope(service.settings_out(await service.update_settings(s, ctx, workspaceId, agentId, body=body)))
