"""HTTP endpoints of API keys: `/admin/v1/api-keys` (extensions §8; service-spec Authentication 2-6)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.keys import service
from mneme.admin.keys.schemas import KeyCreate, KeyCreated, KeyOut, KeyPatch
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, TokenPage

router = APIRouter(prefix="/admin/v1/api-keys", tags=["API keys"], responses=ERROR_RESPONSES)


@router.get("", response_model=Envelope[TokenPage[KeyOut]])
async def list_keys(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    principal_id: Annotated[str | None, Query(max_length=40, description="Only this member's keys")] = None,
) -> Any:
    """List the team's API keys, oldest first, with continuation-token paging. Shows `prefix`, `status`,
    `expires_at`, `allowed_ips`, `last_used_at` (to the minute) and `created_at`, all times in Unix
    seconds; never the secret. Deleted keys are not listed. Permission `api_key:read`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token,
                                          principal_id=principal_id)
    return envelope({"items": [service.to_out(k) for k in rows], "continuation_token": token})


@router.post("", response_model=Envelope[KeyCreated], status_code=201)
async def create_key(body: KeyCreate, s: Session, ctx: Auth) -> Any:
    """Create an API key for `principal_id` (default: the caller's member). Answers 201 with the record and
    `key`, the secret, which is shown only here. `expires_at` in the past → 400. Permission
    `api_key:manage` (also for the caller's own keys); keys of an admin need a team owner or admin as
    caller, keys of the owner the owner (403)."""
    key, secret = await service.create(s, ctx, body=body)
    return envelope(service.to_created(key, secret))


@router.get("/{key_id}", response_model=Envelope[KeyOut])
async def get_key(key_id: str, s: Session, ctx: Auth) -> Any:
    """Return one API key (never its secret). Permission `api_key:read`; an unknown or deleted key answers
    403 `FORBIDDEN`."""
    _scope, key = await service.load(s, ctx, key_id, "api_key:read")
    return envelope(service.to_out(key))


@router.patch("/{key_id}", response_model=Envelope[KeyOut])
async def update_key(key_id: str, body: KeyPatch, s: Session, ctx: Auth) -> Any:
    """Change `name`, `status` (`active` | `inactive`; inactive keys answer 401), `allowed_ips` or
    `expires_at`; omitted fields stay, `null` clears `allowed_ips` and `expires_at`. Takes effect on the
    next request. Permission `api_key:manage`."""
    return envelope(service.to_out(await service.update(s, ctx, key_id, body=body)))


@router.delete("/{key_id}", response_model=Envelope[Empty])
async def delete_key(key_id: str, s: Session, ctx: Auth) -> Any:
    """Delete the key: it answers 401 from now on and is no longer listed. Cannot be undone. Permission
    `api_key:manage`."""
    await service.delete(s, ctx, key_id)
    return envelope({}, "API key deleted")


@router.post("/{key_id}/rotate", response_model=Envelope[KeyCreated])
async def rotate_key(key_id: str, s: Session, ctx: Auth) -> Any:
    """Give the key a new secret, returned once as `key`; the old secret answers 401 at once. Name, status,
    expiry, IP rules and id stay. Permission `api_key:manage`."""
    key, secret = await service.rotate(s, ctx, key_id)
    return envelope(service.to_created(key, secret))
