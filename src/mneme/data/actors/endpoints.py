"""HTTP endpoints of actors (people): `/api/v3/actors`, their bindings `/api/v3/workspaces/{ws}/actors` and
memory settings `.../actors/{actorId}/settings` (extensions §5; the settings PATCH is in service-spec.md), the
routes agents share (`data.bound_owners.endpoints`), and the draft of a fact instruction.
Their facts and conflicts are in data/facts and data/conflicts (owner kind "actor")."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope, TokenPage
from mneme.data.actors import service
from mneme.data.actors.schemas import ActorBind, ActorCreate, ActorOut, ActorPatch, DraftOut, DraftRequest
from mneme.data.bound_owners.endpoints import Words, add_routes

router = APIRouter(tags=["Actors"], responses=ERROR_RESPONSES)
BOUND = "/api/v3/workspaces/{workspaceId}/actors"

add_routes(router, service.ACTORS, Words(a="an actor (a person)", other="an agent's",
                                         fields="`display_name`, `description`, `tags` or `metadata`"),
           create=ActorCreate, patch=ActorPatch, bind=ActorBind, out=Envelope[ActorOut],
           page=Envelope[TokenPage[ActorOut]])


@router.post(BOUND + "/{actorId}/settings/fact-instruction/draft", response_model=Envelope[DraftOut])
async def draft_fact_instruction(workspaceId: str, actorId: str, body: DraftRequest, s: Session,  # noqa: N803
                                 ctx: Auth, svc: Services) -> Any:
    """Propose a `fact_instruction` for the actor in this workspace from `guidance` (what to record or leave out,
    in your words), `language` (the language facts should be recorded in) and the actor's facts there. With a
    service model configured the model writes it; without one the built-in composer does. Not saved: PATCH the
    settings with it. Permission `workspace_actor:modify`."""
    text = await service.draft(s, ctx, workspaceId, actorId, body=body, llm=svc.engines.llm)
    return envelope({"fact_instruction": text})
