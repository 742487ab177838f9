"""Events: the handle a client polls for the background work that an add, an import or a message started.

A failed event's `error` is `{code, message}` (extensions §0, §2): stored as that object's JSON in the
`error` text column. Rows written before that hold a plain string; `error_out` reads both, so no migration
is needed: an old string shows as a stable code with its fixed message, never as the string itself (which
could hold an exception's text).
"""
from __future__ import annotations

import json
import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize, decide
from mneme.core.db import iso, utcnow
from mneme.core.errors import Forbidden
from mneme.core.ids import new_id
from mneme.data.events import repository as repo
from mneme.data.projects import repository as projects_repo
from mneme.data.projects import service as projects
from mneme.models import Event, Project

PROJECT_PERMISSION = "project:mem_read"  # what the caller needs on an event's project, besides `event:read`


def new(scope: TeamScope, *, project_id: str | None, type_: str) -> Event:
    """A pending event of the scope's team, not yet added to any session."""
    return Event(id=new_id("evt"), team_id=scope.team_id, project_id=project_id, type=type_, status="pending",
                 memory_ids=[], conflict_ids=[], created_at=utcnow())


async def create(session: AsyncSession, scope: TeamScope, *, project_id: str | None, type_: str) -> Event:
    ev = new(scope, project_id=project_id, type_=type_)
    await repo.insert(session, scope, ev)
    return ev


async def get(session: AsyncSession, ctx: AuthContext, event_id: str) -> Event:
    """The event, if it is of the caller's team and `may_see` allows it; otherwise 403, the same answer as
    for an unknown event."""
    scope = authorize(ctx, "event:read")
    ev = await repo.get(session, scope, event_id)
    project = await projects_repo.get(session, scope, ev.project_id) if ev and ev.project_id else None
    if ev is None or not may_see(ctx, ev, project):
        raise Forbidden("No such event, or not allowed")
    return ev


def may_see(ctx: AuthContext, ev: Event, project: Project | None) -> bool:
    """Whether a caller with `event:read` may see this event: one of a project needs `project:mem_read` on
    that project (`project`, loaded in the caller's team), since the event lists the ids of the memories and
    conflicts it produced. An event whose project was deleted since needs `project:mem_read` at the team
    level (no project is left to restrict it)."""
    if ev.project_id is None:
        return True
    return decide(ctx, PROJECT_PERMISSION, projects.instance(project) if project is not None else None)


async def mark(session: AsyncSession, event_id: str | None, **values: Any) -> None:
    """Update an event (status, memory_ids, conflict_ids, error: `{code, message}`); finishing states stamp
    `finished_at`."""
    if event_id is None:
        return
    if isinstance(values.get("error"), dict):
        values["error"] = _stored_error(values["error"])
    if values.get("status") in ("succeeded", "failed"):
        values.setdefault("finished_at", utcnow())
    await repo.update_one(session, event_id, values)


async def load_many(session: AsyncSession, event_ids: list[str], *, for_update: bool = False) -> list[Event]:
    return await repo.by_ids(session, event_ids, for_update=for_update)


async def update_many(session: AsyncSession, values: dict[str, dict[str, Any]]) -> None:
    """Different values for each event, in one executemany (`{event_id: {column: value}}`)."""
    await repo.update_each(session, values)


async def finish_many(session: AsyncSession, values: dict[str, dict[str, Any]]) -> None:
    """Mark events succeeded, each with its own `memory_ids` and `conflict_ids`."""
    now = utcnow()
    await update_many(session, {eid: {**v, "status": "succeeded", "finished_at": now} for eid, v in values.items()})


async def load(session: AsyncSession, event_id: str) -> Event | None:
    """An event by id alone: for jobs, which carry the id of the event they belong to."""
    return await repo.by_id(session, event_id)


async def fail(session: AsyncSession, event_id: str | None, code: str, message: str) -> None:
    """End an event `failed` with a client-facing `{code, message}` (no exception text, SQL or content)."""
    await mark(session, event_id, status="failed", error={"code": code, "message": message})


def _stored_error(error: dict[str, Any]) -> str:
    return json.dumps({"code": str(error["code"]), "message": str(error["message"])[:1000]})


# Plain strings that events stored before errors became `{code, message}`, and the code each now shows.
_DOCUMENT_CODES = {"UNSUPPORTED_TYPE", "EMPTY_DOCUMENT", "ENCRYPTED_DOCUMENT", "UNREADABLE_DOCUMENT", "TOO_LARGE",
                   "PROCESSING_TIMEOUT", "FILE_MISSING", "PROCESSING_FAILED"}
_LEGACY_MESSAGES = {
    "DOCUMENT_DELETED": "The document was deleted before it was processed.",
    "INTERNAL_ERROR": "The background work failed; it was retried and then given up.",
    "UNSUPPORTED_TYPE": "The file type is not supported.",
    "EMPTY_DOCUMENT": "The document contains no text.",
    "ENCRYPTED_DOCUMENT": "The document is encrypted or password-protected.",
    "UNREADABLE_DOCUMENT": "The document could not be read.",
    "TOO_LARGE": "The document is too large.",
    "PROCESSING_TIMEOUT": "Reading the document took too long.",
    "FILE_MISSING": "The stored file is missing.",
    "PROCESSING_FAILED": "The document could not be processed.",
}
_LEGACY_CODE = re.compile(r"^([A-Z][A-Z_]+): ")


def error_out(raw: str | None) -> dict[str, str] | None:
    """The `{code, message}` of a stored error, whatever format it was stored in."""
    if raw is None or raw == "":
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        value = None
    if isinstance(value, dict) and isinstance(value.get("code"), str) and isinstance(value.get("message"), str):
        return {"code": value["code"], "message": value["message"]}
    if raw.startswith("The document was deleted"):
        code = "DOCUMENT_DELETED"
    else:
        found = _LEGACY_CODE.match(raw)
        code = found.group(1) if found and found.group(1) in _DOCUMENT_CODES else "INTERNAL_ERROR"
    return {"code": code, "message": _LEGACY_MESSAGES[code]}


def to_out(ev: Event) -> dict[str, Any]:
    return {"id": ev.id, "type": ev.type, "status": ev.status, "memory_ids": list(ev.memory_ids or []),
            "conflict_ids": list(ev.conflict_ids or []), "error": error_out(ev.error),
            "created_at": iso(ev.created_at), "finished_at": iso(ev.finished_at)}
