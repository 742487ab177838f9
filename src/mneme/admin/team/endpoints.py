"""HTTP endpoints of the team: `/admin/v1/team` (extensions §8)."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from mneme.admin.team import service
from mneme.admin.team.schemas import TeamOut
from mneme.core.deps import Auth, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope

router = APIRouter(prefix="/admin/v1/team", tags=["Team"], responses=ERROR_RESPONSES)


@router.get("", response_model=Envelope[TeamOut])
async def get_team(s: Session, ctx: Auth) -> Any:
    """Return the caller's team: `id`, `name`, `owner_principal_id`, `created_at` (Unix seconds) and
    `caller_role`, the role of the member the calling key belongs to. Permission `team:read`."""
    return envelope(service.to_out(await service.get(s, ctx), ctx))
