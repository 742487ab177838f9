"""HTTP endpoints of access groups: `/admin/v1/access-groups` (service-spec: Access Group; extensions §8)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from mneme.admin.access_groups import service
from mneme.admin.access_groups.schemas import (
    GroupCreate,
    GroupMembersOut,
    GroupOut,
    GroupPatch,
    MembersPut,
    PermissionsPut,
)
from mneme.admin.access_scopes.endpoints import SCOPE_ERRORS, IfMatch, tagged
from mneme.admin.access_scopes.schemas import GroupScopeOut, ScopePut
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, ErrorEnvelope, TokenPage

router = APIRouter(prefix="/admin/v1/access-groups", tags=["Access control"], responses=ERROR_RESPONSES)

_IN_USE: dict[int | str, dict[str, Any]] = {
    409: {"model": ErrorEnvelope, "description": "CONFLICT: another group is based on this one"}}


@router.get("", response_model=Envelope[TokenPage[GroupOut]])
async def list_groups(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """List the team's access groups, oldest first. Permission `access_group:view`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token)
    return envelope({"items": rows, "continuation_token": token})


@router.post("", response_model=Envelope[GroupOut], status_code=201)
async def create_group(body: GroupCreate, s: Session, ctx: Auth, response: Response) -> Any:
    """Create an access group: `name`, `description`, exactly one of `base_role_key` (`tenant_member` or
    `tenant_admin`) and `base_access_group_id` (both fixed for good), and extra `permissions` of types
    grantable to access groups. Answers 201 with the group and the `ETag` of its permissions. Permission
    `access_group:manage`."""
    out = await service.create(s, ctx, body)
    response.headers["ETag"] = service.permissions_etag(out["permissions"])
    return envelope(out)


@router.get("/{group_id}", response_model=Envelope[GroupOut])
async def get_group(group_id: str, s: Session, ctx: Auth, response: Response) -> Any:
    """Return the access group. The `ETag` header covers its permission list; send it as `If-Match` to
    `PUT …/permissions`. Permission `access_group:view`."""
    out, etag = await service.get_with_etag(s, ctx, group_id)
    response.headers["ETag"] = etag
    return envelope(out)


@router.patch("/{group_id}", response_model=Envelope[GroupOut])
async def update_group(group_id: str, body: GroupPatch, s: Session, ctx: Auth) -> Any:
    """Change `name` or `description`; the base role or group cannot change (400). Permission
    `access_group:manage`."""
    return envelope(await service.update(s, ctx, group_id, body))


@router.delete("/{group_id}", response_model=Envelope[Empty], responses=_IN_USE)
async def delete_group(group_id: str, s: Session, ctx: Auth) -> Any:
    """Delete the group, its permissions, scope and memberships; a group another group is based on → 409.
    Permission `access_group:manage`."""
    await service.remove(s, ctx, group_id)
    return envelope({}, "Access group deleted")


@router.put("/{group_id}/permissions", response_model=Envelope[GroupOut], responses=SCOPE_ERRORS)
async def set_permissions(group_id: str, body: PermissionsPut, s: Session, ctx: Auth, response: Response,
                          if_match: IfMatch = None) -> Any:
    """Replace the group's extra permissions. With `If-Match` (the group's `ETag`) the write is conditional:
    412 and nothing changes when the permissions changed since. Answers the group with its new `ETag`.
    Permission `access_group:manage`."""
    out, etag = await service.set_permissions(s, ctx, group_id, body, if_match)
    response.headers["ETag"] = etag
    return envelope(out)


@router.get("/{group_id}/members", response_model=Envelope[GroupMembersOut])
async def get_members(group_id: str, s: Session, ctx: Auth) -> Any:
    """The group's members: `{group_id, principal_ids}`. Permission `access_group:view`."""
    return envelope(await service.get_members(s, ctx, group_id))


@router.put("/{group_id}/members", response_model=Envelope[GroupMembersOut])
async def set_members(group_id: str, body: MembersPut, s: Session, ctx: Auth) -> Any:
    """Replace the group's members with `principal_ids` (active members of the team, else 400). Permission
    `access_group:manage`."""
    return envelope(await service.set_members(s, ctx, group_id, body))


@router.get("/{group_id}/access-scope", response_model=Envelope[GroupScopeOut])
async def get_scope(group_id: str, s: Session, ctx: Auth, response: Response) -> Any:
    """The group's access scope (same shape as a member's), with its `ETag`. Permission `access_group:view`."""
    return tagged(response, await service.get_scope(s, ctx, group_id))


@router.put("/{group_id}/access-scope", response_model=Envelope[GroupScopeOut], responses=SCOPE_ERRORS)
async def put_scope(group_id: str, body: ScopePut, s: Session, ctx: Auth, response: Response,
                    if_match: IfMatch = None) -> Any:
    """Replace the group's scope per resource type listed (same body and rules as the member operation): the
    group's grants apply only within it. Permission `access_group:manage`."""
    return tagged(response, await service.put_scope(s, ctx, group_id, body, if_match))
