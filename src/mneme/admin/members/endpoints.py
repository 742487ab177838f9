"""HTTP endpoints of members: `/admin/v1/members` (extensions §8)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.members import service
from mneme.admin.members.schemas import MemberCreate, MemberOut, MemberPatch, MemberStatusFilter
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope, ErrorEnvelope, TokenPage

router = APIRouter(prefix="/admin/v1/members", tags=["Members"], responses=ERROR_RESPONSES)

_CONFLICT: dict[int | str, dict[str, Any]] = {
    409: {"model": ErrorEnvelope, "description": "CONFLICT: the owner cannot be demoted or removed, or the "
                                                 "member was removed"}}


@router.get("", response_model=Envelope[TokenPage[MemberOut]])
async def list_members(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    status: Annotated[MemberStatusFilter, Query(description="`active` (default), `removed` or `all`")] = "active",
) -> Any:
    """List the team's members, oldest first, with continuation-token paging. Timestamps are Unix seconds.
    Permission `member:read`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token,
                                          status=status)
    return envelope({"items": [service.to_out(p) for p in rows], "continuation_token": token})


@router.post("", response_model=Envelope[MemberOut], status_code=201)
async def create_member(body: MemberCreate, s: Session, ctx: Auth) -> Any:
    """Create a virtual member (for scripts and services) with `display_name` and `role`; give it keys with
    `POST /admin/v1/api-keys` and its `principal_id`. `tenant_owner` cannot be given (400); an admin-level
    role needs a team owner or admin as caller (403). Permission `member:manage`. Answers 201."""
    return envelope(service.to_out(await service.create(s, ctx, body=body)))


@router.get("/{principal_id}", response_model=Envelope[MemberOut])
async def get_member(principal_id: str, s: Session, ctx: Auth) -> Any:
    """Return one member, removed ones included. Permission `member:read`; unknown → 403 `FORBIDDEN`."""
    _scope, member = await service.load(s, ctx, principal_id, "member:read")
    return envelope(service.to_out(member))


@router.patch("/{principal_id}", response_model=Envelope[MemberOut], responses=_CONFLICT)
async def update_member(principal_id: str, body: MemberPatch, s: Session, ctx: Auth) -> Any:
    """Change a member's `role` or `display_name`; omitted fields stay. The owner cannot be demoted (409;
    ownership moves only by transfer), nobody can change their own role (403), and making someone an admin
    or changing an admin needs a team owner or admin as caller (403). Permission `member:manage`."""
    return envelope(service.to_out(await service.update(s, ctx, principal_id, body=body)))


@router.delete("/{principal_id}", response_model=Envelope[MemberOut], responses=_CONFLICT)
async def remove_member(principal_id: str, s: Session, ctx: Auth) -> Any:
    """Remove a member: its status becomes `removed` and all its API keys are deleted (they answer 401 from
    now on). The owner cannot be removed (409); nobody can remove themselves (403); removing an admin needs a
    team owner or admin as caller (403). Removing a removed member changes nothing. Permission
    `member:manage`."""
    return envelope(service.to_out(await service.remove(s, ctx, principal_id)), "Member removed")
