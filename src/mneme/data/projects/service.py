"""Projects: create, read, list, change, delete. Project ids are global (v1/v2 paths use them alone)."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, TeamScope, authorize, candidate_ids, decide
from mneme.core.db import iso
from mneme.core.errors import CustomIdConflict, Forbidden
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.drive import service as drive
from mneme.data.projects import repository as repo
from mneme.data.workspaces import service as workspaces
from mneme.data.workspaces.schemas import WorkspaceCreate, WorkspacePatch
from mneme.models import Project

PROJECT = "service:project"


def to_out(p: Project) -> dict[str, Any]:
    return {"id": p.id, "name": p.name, "description": p.description or "", "custom_id": p.custom_id,
            "metadata": p.metadata_ or {}, "workspace_id": p.workspace_id,
            "created_at": iso(p.created_at), "updated_at": iso(p.updated_at)}


def instance(p: Project) -> Instance:
    return Instance(PROJECT, p.id, p.workspace_id)


async def load(session: AsyncSession, ctx: AuthContext, project_id: str, action: str,
               workspace_id: str | None = None) -> tuple[TeamScope, Project]:
    """The project if it exists in the caller's team (and in `workspace_id`, when given) and the caller may do
    `action` on it; otherwise 403 FORBIDDEN, whichever the reason, so existence is never revealed."""
    scope = authorize(ctx, action)
    p = await repo.get(session, scope, project_id)
    if p is None or (workspace_id is not None and p.workspace_id != workspace_id):
        raise Forbidden("No such project, or not allowed")
    return authorize(ctx, action, instance(p)), p


async def create(session: AsyncSession, ctx: AuthContext, workspace_id: str, *, body: WorkspaceCreate) -> Project:
    _ws_scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace:read")
    scope = authorize(ctx, "project:create")
    if await repo.custom_id_taken(session, scope, ws.id, body.custom_id):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by another project of this workspace")
    p = Project(id=new_id("proj"), team_id=scope.team_id, workspace_id=ws.id, custom_id=body.custom_id,
                name=body.name, description=body.description, metadata_=body.metadata)
    await workspaces._insert(session, p)
    return p


async def update(session: AsyncSession, ctx: AuthContext, workspace_id: str, project_id: str, *,
                 body: WorkspacePatch) -> Project:
    _scope, p = await load(session, ctx, project_id, "project:modify", workspace_id)
    workspaces.apply_patch(p, body)
    await session.flush()
    return p


async def delete(session: AsyncSession, ctx: AuthContext, workspace_id: str, project_id: str) -> None:
    scope, p = await load(session, ctx, project_id, "project:delete", workspace_id)
    await drive.release_document_files(session, scope, project_id=p.id)
    await repo.remove(session, scope, p.id)


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str, *,
                    page_size: int, token: str | None, name_fuzzy: str | None) -> tuple[list[Project], str | None]:
    _ws_scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace:read")
    scope = authorize(ctx, "project:list")
    only = candidate_ids(ctx, "project:read")

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, ws.id, after=after, limit=limit, name_fuzzy=name_fuzzy,
                               only_ids=only)

    return await keyset_page(fetch, key_of=lambda p: [p.id],
                             allowed=lambda p: decide(ctx, "project:read", instance(p)),
                             page_size=page_size, token=token, signer=signer,
                             filters={"list": "projects", "ws": ws.id, "name_fuzzy": name_fuzzy})
