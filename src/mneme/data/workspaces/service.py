"""Workspaces: create, read, list, change, delete."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, TeamScope, authorize, candidate_ids, decide
from mneme.core.db import iso, utcnow
from mneme.core.errors import CustomIdConflict, Forbidden
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.drive import service as drive
from mneme.data.workspaces import repository as repo
from mneme.data.workspaces.schemas import WorkspaceCreate, WorkspacePatch
from mneme.models import Workspace

WS = "service:workspace"


def to_out(ws: Workspace) -> dict[str, Any]:
    return {"id": ws.id, "name": ws.name, "description": ws.description or "", "custom_id": ws.custom_id,
            "metadata": ws.metadata_ or {}, "created_at": iso(ws.created_at), "updated_at": iso(ws.updated_at)}


async def load(session: AsyncSession, ctx: AuthContext, workspace_id: str,
               action: str) -> tuple[TeamScope, Workspace]:
    """The workspace, if it exists in the caller's team and the caller may do `action` on it; else 403."""
    scope = authorize(ctx, action, Instance(WS, workspace_id))
    ws = await repo.get(session, scope, workspace_id)
    if ws is None:
        raise Forbidden("No such workspace, or not allowed")
    return scope, ws


async def create(session: AsyncSession, ctx: AuthContext, *, body: WorkspaceCreate) -> Workspace:
    scope = authorize(ctx, "workspace:create")
    if await repo.custom_id_taken(session, scope, body.custom_id):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by another workspace")
    ws = Workspace(id=new_id("ws"), team_id=scope.team_id, custom_id=body.custom_id, name=body.name,
                   description=body.description, metadata_=body.metadata)
    await _insert(session, ws)
    return ws


async def _insert(session: AsyncSession, row: Any) -> None:
    try:
        async with session.begin_nested():
            session.add(row)
    except IntegrityError as exc:  # lost a race with another request using the same custom_id
        raise CustomIdConflict(f"custom_id {row.custom_id!r} is already in use") from exc


COLUMNS = {"metadata": "metadata_"}  # a request field -> the record's attribute, where they differ


def apply_patch(row: Any, body: BaseModel) -> None:
    """Set on `row` (a workspace, project, actor or agent) each field `body` sets to a value: `metadata` into
    `metadata_`, a list copied; and `updated_at` to now. The caller flushes."""
    for k, v in body.model_dump(exclude_unset=True, exclude_none=True).items():
        setattr(row, COLUMNS.get(k, k), list(v) if isinstance(v, list) else v)
    row.updated_at = utcnow()


async def update(session: AsyncSession, ctx: AuthContext, workspace_id: str, *, body: WorkspacePatch) -> Workspace:
    _scope, ws = await load(session, ctx, workspace_id, "workspace:modify")
    apply_patch(ws, body)
    await session.flush()
    return ws


async def delete(session: AsyncSession, ctx: AuthContext, workspace_id: str) -> None:
    scope, ws = await load(session, ctx, workspace_id, "workspace:delete")
    await drive.release_document_files(session, scope, workspace_id=ws.id)
    await repo.remove(session, scope, ws.id)


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                    token: str | None, name_fuzzy: str | None) -> tuple[list[Workspace], str | None]:
    scope = authorize(ctx, "workspace:list")
    only = candidate_ids(ctx, "workspace:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, after=after, limit=limit, name_fuzzy=name_fuzzy, only_ids=only)

    return await keyset_page(fetch, key_of=lambda w: [w.id],
                             allowed=lambda w: decide(ctx, "workspace:read", Instance(WS, w.id)),
                             page_size=page_size, token=token, signer=signer,
                             filters={"list": "workspaces", "team": scope.team_id, "name_fuzzy": name_fuzzy})
