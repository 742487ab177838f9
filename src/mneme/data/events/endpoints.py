"""HTTP endpoint of events: `GET /api/v3/events/{event_id}` (extensions §2)."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel

from mneme.core.deps import Auth, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope
from mneme.data.events import service

router = APIRouter(prefix="/api/v3/events", tags=["Events"], responses=ERROR_RESPONSES)


class JobErrorOut(BaseModel):
    """Why background work failed: a stable `code` (`PROJECT_DELETED`, `WORKSPACE_DELETED`,
    `DOCUMENT_DELETED`, a document's own code such as `UNREADABLE_DOCUMENT`, or `INTERNAL_ERROR`) and a fixed
    human message."""

    code: str
    message: str


class EventOut(BaseModel):
    id: str
    type: str
    status: str
    memory_ids: list[str]
    conflict_ids: list[str]
    error: JobErrorOut | None
    created_at: str
    finished_at: str | None


@router.get("/{event_id}", response_model=Envelope[EventOut])
async def get_event(event_id: str, s: Session, ctx: Auth) -> Any:
    """Status of the background work an add, import or message started: `pending`, `running`, `succeeded`
    or `failed`, with the memories it stored and the conflicts it found; a failed event's `error` is
    `{code, message}`. Permission `event:read` and `project:mem_read` on the event's project (the event lists
    its memories and conflicts); an event the caller may not see answers 403 `FORBIDDEN`, like an unknown
    one."""
    return envelope(service.to_out(await service.get(s, ctx, event_id)))
