"""Actors (people): create, read, list, change, delete (soft); bind to workspaces; memory settings per workspace
(the shared `bound_owners` service, which agents use too), and drafts of their fact instruction.

A deleted actor stays readable (`active` false): its record, its settings and its memories. It takes part in
no write: a write on it by its path (change it, its settings, its facts) answers 404 `ACTOR_INACTIVE` as the
spec's settings update does; a write that names it in its body (binding it to a workspace) answers 400
`ACTOR_INACTIVE`. Deleting it again and unbinding it are allowed (they only take it further out of use)."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.db import iso
from mneme.data.actors import repository as repo
from mneme.data.actors.schemas import DraftRequest
from mneme.data.bound_owners.service import OwnerKind, settings_out
from mneme.data.memories import repository as memories
from mneme.memory.instructions import draft_instruction
from mneme.memory.llm import LLMClient
from mneme.models import Actor

__all__ = ["ACTORS", "INACTIVE", "bound", "draft", "load", "settings_out", "to_out"]


def to_out(a: Actor) -> dict[str, Any]:
    return {"id": a.id, "custom_id": a.custom_id, "display_name": a.display_name, "description": a.description or "",
            "tags": list(a.tags or []), "metadata": a.metadata_ or {}, "actor_type": "HUMAN", "active": a.active,
            "created_at": iso(a.created_at), "updated_at": iso(a.updated_at)}


ACTORS = OwnerKind("actor", repo.ROWS, to_out)
INACTIVE = ACTORS.inactive
load = ACTORS.load
bound = ACTORS.bound

DRAFT_FACTS = 50  # the actor's newest facts a draft looks at


async def draft(session: AsyncSession, ctx: AuthContext, workspace_id: str, actor_id: str, *, body: DraftRequest,
                llm: LLMClient | None) -> str:
    """A proposed `fact_instruction` for the actor in this workspace, from the guidance, the language and the
    actor's facts there: the service's model writes it when one is configured, else the offline composer
    (`memory/instructions.py`). Nothing is saved; a deleted actor may be drafted for (it is a read)."""
    scope, ws, a, _b = await bound(session, ctx, workspace_id, actor_id, "workspace_actor:modify")
    owner = ACTORS.owner(scope.team_id, ws, a)
    rows = await memories.unforgotten_page(session, scope, owner, after=None, limit=DRAFT_FACTS, fuzzy=None)
    return await draft_instruction(body.guidance, body.language, [m.content for m in rows], client=llm)
