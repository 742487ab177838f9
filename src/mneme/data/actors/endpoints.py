"""HTTP endpoints of actors (people): `/api/v3/actors`, their bindings `/api/v3/workspaces/{ws}/actors` and
memory settings `.../actors/{actorId}/settings` (extensions §5; the settings PATCH is in service-spec.md).
Their facts and conflicts are in data/facts and data/conflicts (owner kind "actor")."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ACTOR_INACTIVE, CUSTOM_ID_CONFLICT, ERROR_RESPONSES, Empty, Envelope, TokenPage
from mneme.data.actors import service
from mneme.data.actors.schemas import (
    ActorBind,
    ActorCreate,
    ActorOut,
    ActorPatch,
    DraftOut,
    DraftRequest,
    SettingsOut,
    SettingsPatch,
)

router = APIRouter(tags=["Actors"], responses=ERROR_RESPONSES)
ROOT = "/api/v3/actors"
BOUND = "/api/v3/workspaces/{workspaceId}/actors"

PageSize = Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")]
Token = Annotated[str | None, Query(description="From the previous page")]


@router.post(ROOT, response_model=Envelope[ActorOut], responses=CUSTOM_ID_CONFLICT)
async def create_actor(body: ActorCreate, s: Session, ctx: Auth) -> Any:
    """Create an actor (a person). `custom_id` must be unique in the team (409 `CUSTOM_ID_CONFLICT`).
    Permission `actor:create`."""
    return envelope(service.to_out(await service.create(s, ctx, body=body)))


@router.get(ROOT, response_model=Envelope[TokenPage[ActorOut]])
async def list_actors(s: Session, ctx: Auth, svc: Services, page_size: PageSize = 20,
                      continuation_token: Token = None) -> Any:
    """The team's actors, deleted ones included (`active` false), oldest first. Permission `actor:read`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token)
    return envelope({"items": [service.to_out(a) for a in rows], "continuation_token": token})


@router.get(ROOT + "/{actorId}", response_model=Envelope[ActorOut])
async def get_actor(actorId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803 - spec's name
    """One actor, deleted or not. Permission `actor:read`; an unknown id (an agent's included) answers 403."""
    _scope, a = await service.load(s, ctx, actorId, "actor:read")
    return envelope(service.to_out(a))


@router.patch(ROOT + "/{actorId}", response_model=Envelope[ActorOut], responses=ACTOR_INACTIVE)
async def update_actor(actorId: str, body: ActorPatch, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Change `display_name`, `description`, `tags` or `metadata`; omitted fields stay. A deleted actor answers
    404 `ACTOR_INACTIVE`. Permission `actor:modify`."""
    return envelope(service.to_out(await service.update(s, ctx, actorId, body=body)))


@router.delete(ROOT + "/{actorId}", response_model=Envelope[Empty])
async def delete_actor(actorId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Delete the actor: it becomes inactive (`active` false). Its record, settings and memories stay readable;
    it takes part in no further write. Permission `actor:delete`."""
    await service.delete(s, ctx, actorId)
    return envelope({}, "Actor deleted")


@router.post(BOUND, response_model=Envelope[ActorOut])
async def bind_actor(workspaceId: str, body: ActorBind, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Bind an actor to the workspace (again: no change). A deleted actor answers 400 `ACTOR_INACTIVE`.
    Permission `workspace_actor:modify`."""
    return envelope(service.to_out(await service.bind(s, ctx, workspaceId, body.actor_id)))


@router.get(BOUND, response_model=Envelope[TokenPage[ActorOut]])
async def list_bound_actors(workspaceId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                            page_size: PageSize = 20, continuation_token: Token = None) -> Any:
    """The actors bound to the workspace, oldest first. Permission `workspace_actor:read`."""
    rows, token = await service.bound_page(s, ctx, svc.signer, workspaceId, page_size=page_size,
                                           token=continuation_token)
    return envelope({"items": [service.to_out(a) for a in rows], "continuation_token": token})


@router.delete(BOUND + "/{actorId}", response_model=Envelope[Empty])
async def unbind_actor(workspaceId: str, actorId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Unbind the actor from the workspace; its settings there go with the binding, its memories stay.
    Permission `workspace_actor:modify`."""
    await service.unbind(s, ctx, workspaceId, actorId)
    return envelope({}, "Actor unbound")


@router.get(BOUND + "/{actorId}/settings", response_model=Envelope[SettingsOut])
async def get_actor_settings(workspaceId: str, actorId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """The actor's memory settings in this workspace (a deleted actor's too). The actor must be bound to the
    workspace. Permission `workspace_actor:read`."""
    return envelope(service.settings_out(await service.get_settings(s, ctx, workspaceId, actorId)))


@router.patch(BOUND + "/{actorId}/settings", response_model=Envelope[SettingsOut], responses=ACTOR_INACTIVE)
async def update_actor_settings(workspaceId: str, actorId: str, body: SettingsPatch, s: Session,  # noqa: N803
                                ctx: Auth) -> Any:
    """Partial update of the actor's memory settings in this workspace; omitted fields unchanged.
    `fact_instruction`: Markdown, at most 2000 characters; the new value replaces the old one entirely; `""`
    clears it and restores the built-in default. A deleted actor answers 404 `ACTOR_INACTIVE`.
    Permission `workspace_actor:modify`."""
    return envelope(service.settings_out(await service.update_settings(s, ctx, workspaceId, actorId, body=body)))


@router.post(BOUND + "/{actorId}/settings/fact-instruction/draft", response_model=Envelope[DraftOut])
async def draft_fact_instruction(workspaceId: str, actorId: str, body: DraftRequest, s: Session,  # noqa: N803
                                 ctx: Auth, svc: Services) -> Any:
    """Propose a `fact_instruction` for the actor in this workspace from `guidance` (what to record or leave out,
    in your words), `language` (the language facts should be recorded in) and the actor's facts there. With a
    service model configured the model writes it; without one the built-in composer does. Not saved: PATCH the
    settings with it. Permission `workspace_actor:modify`."""
    text = await service.draft(s, ctx, workspaceId, actorId, body=body, llm=svc.engines.llm)
    return envelope({"fact_instruction": text})
