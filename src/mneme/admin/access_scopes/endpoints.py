"""HTTP endpoints of access scopes and permission levels: `/admin/v1/members/{principal_id}/access-scope`,
`/admin/v1/roles/{role_key}/access-scope` (service-spec; extensions §8) and
`/admin/v1/members/{principal_id}/permission-levels`."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Query, Response

from mneme.admin.access_scopes import service
from mneme.admin.access_scopes.schemas import LevelOut, LevelPut, MemberScopeOut, RoleScopeOut, ScopePut
from mneme.core.deps import Auth, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, ErrorEnvelope

router = APIRouter(prefix="/admin/v1", tags=["Access control"], responses=ERROR_RESPONSES)

SCOPE_ERRORS: dict[int | str, dict[str, Any]] = {
    409: {"model": ErrorEnvelope, "description": "CONFLICT: the owner (or the owner role) cannot be restricted"},
    412: {"model": ErrorEnvelope, "description": "PRECONDITION_FAILED: `If-Match` does not match the current ETag; "
                                                 "nothing changed"},
}
IfMatch = Annotated[str | None, Header(alias="If-Match", description="ETag of a previous read; `*` matches any")]


def tagged(response: Response, data: dict[str, Any]) -> dict[str, Any]:
    response.headers["ETag"] = service.etag_of(data)
    return envelope(data)


@router.get("/members/{principal_id}/access-scope", response_model=Envelope[MemberScopeOut])
async def get_member_scope(principal_id: str, s: Session, ctx: Auth, response: Response) -> Any:
    """The member's access scope, one entry per scopable resource type, with its permission levels as
    `via_permission_level` rows, and a strong `ETag` header to send back as `If-Match`. Permission
    `member:read`."""
    return tagged(response, await service.get_member_scope(s, ctx, principal_id))


@router.put("/members/{principal_id}/access-scope", response_model=Envelope[MemberScopeOut],
            responses=SCOPE_ERRORS)
async def put_member_scope(principal_id: str, body: ScopePut, s: Session, ctx: Auth, response: Response,
                           if_match: IfMatch = None) -> Any:
    """Replace, for each resource type listed, the member's access scope; types not listed keep theirs. Scopes
    only restrict what the member's role allows. `reason` (at most 255 bytes) goes to the audit log. Answers the
    new scope with its `ETag`. Owner → 409; a stale `If-Match` → 412 and nothing changes; changing an admin's
    scope needs a team owner or admin as caller (403). Permission `member:set_scope`."""
    return tagged(response, await service.put_member_scope(s, ctx, principal_id, body, if_match))


@router.get("/roles/{role_key}/access-scope", response_model=Envelope[RoleScopeOut])
async def get_role_scope(role_key: str, s: Session, ctx: Auth, response: Response) -> Any:
    """The role's access scope (applies to everyone holding the role), with its `ETag`. Permission
    `policy:view`."""
    return tagged(response, await service.get_role_scope(s, ctx, role_key))


@router.put("/roles/{role_key}/access-scope", response_model=Envelope[RoleScopeOut], responses=SCOPE_ERRORS)
async def put_role_scope(role_key: str, body: ScopePut, s: Session, ctx: Auth, response: Response,
                         if_match: IfMatch = None) -> Any:
    """Same as the member operation, for everyone holding the role. `tenant_owner` → 409. Permission
    `policy:manage`; restricting an admin-level role needs a team owner or admin as caller (403)."""
    return tagged(response, await service.put_role_scope(s, ctx, role_key, body, if_match))


@router.get("/members/{principal_id}/permission-levels", response_model=Envelope[dict[str, list[LevelOut]]])
async def list_levels(principal_id: str, s: Session, ctx: Auth) -> Any:
    """The member's permission levels: `{items: [{resource_type, id, workspace_id, level, actions, created_at,
    updated_at}]}`. Permission `member:read`."""
    return envelope({"items": await service.list_levels(s, ctx, principal_id)})


@router.put("/members/{principal_id}/permission-levels/{kind}/{instance_id}", response_model=Envelope[LevelOut],
            responses=SCOPE_ERRORS)
async def put_level(principal_id: str, kind: Literal["workspaces", "projects"], instance_id: str, body: LevelPut,
                    s: Session, ctx: Auth) -> Any:
    """Set the member's permission level (`read`, `write` or `manage`) on one workspace or project. The level
    grants the instance actions it opens (on a workspace: also on all its projects) whatever the member's
    scopes, but never an action that the member's role denies. Permission `member:set_scope`; a member's own
    levels, and an admin's, need a team owner or admin as caller (403); the owner → 409."""
    return envelope(await service.put_level(s, ctx, principal_id, kind, instance_id, body))


@router.delete("/members/{principal_id}/permission-levels/{kind}/{instance_id}", response_model=Envelope[Empty],
               responses=SCOPE_ERRORS)
async def delete_level(principal_id: str, kind: Literal["workspaces", "projects"], instance_id: str, s: Session,
                       ctx: Auth,
                       reason: Annotated[str | None, Query(max_length=255, description="For the audit log")] = None,
                       ) -> Any:
    """Remove the member's permission level on the instance (nothing to remove is not an error). Permission
    `member:set_scope`."""
    await service.delete_level(s, ctx, principal_id, kind, instance_id, reason)
    return envelope({}, "Permission level removed")
