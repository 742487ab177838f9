"""HTTP endpoints of roles: `/admin/v1/roles` (extensions §8). The role access scope lives elsewhere."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.roles import service
from mneme.admin.roles.schemas import RoleCreate, RoleOut
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, ErrorEnvelope, TokenPage

router = APIRouter(prefix="/admin/v1/roles", tags=["Roles and permission rules"], responses=ERROR_RESPONSES)

_CONFLICT: dict[int | str, dict[str, Any]] = {
    409: {"model": ErrorEnvelope, "description": "CONFLICT: the key is taken (create); a built-in role, or one "
                                                 "that active members still hold (delete)"}}


@router.get("", response_model=Envelope[TokenPage[RoleOut]])
async def list_roles(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 50,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """List the team's roles, built-in and custom, by key, with `member_count` (active members holding the
    role) and continuation-token paging. Permission `policy:view`."""
    scope, rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size,
                                                 token=continuation_token)
    return envelope({"items": await service.out(s, scope, rows), "continuation_token": token})


@router.post("", response_model=Envelope[RoleOut], status_code=201, responses=_CONFLICT)
async def create_role(body: RoleCreate, s: Session, ctx: Auth) -> Any:
    """Create a custom role whose rules are a copy of `parent_role_key`'s (`tenant_admin`, `tenant_member` or
    a custom role; not `tenant_owner`, 400). `key` is made from `label` when omitted; a taken key → 409, a
    `tenant_` key → 400. Permission `policy:manage`; copying an admin-level role needs a team owner or admin
    as caller (403). Answers 201."""
    scope, role = await service.create(s, ctx, body=body)
    return envelope((await service.out(s, scope, [role]))[0])


@router.get("/{role_key}", response_model=Envelope[RoleOut])
async def get_role(role_key: str, s: Session, ctx: Auth) -> Any:
    """Return one role. Permission `policy:view`; unknown → 403 `FORBIDDEN`."""
    scope, role = await service.load(s, ctx, role_key, "policy:view")
    return envelope((await service.out(s, scope, [role]))[0])


@router.delete("/{role_key}", response_model=Envelope[Empty], responses=_CONFLICT)
async def delete_role(role_key: str, s: Session, ctx: Auth) -> Any:
    """Delete a custom role and its rules. Built-in roles → 409; a role that active members still hold →
    409 (move them to another role first). Roles copied from it take over its parent. Permission
    `policy:manage`; an admin-level role needs a team owner or admin as caller (403)."""
    await service.delete(s, ctx, role_key)
    return envelope({}, "Role deleted")
