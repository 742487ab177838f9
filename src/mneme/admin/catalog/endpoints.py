"""HTTP endpoint of the permission catalog: `GET /admin/v1/permission-catalog` (extensions §8)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.catalog import service
from mneme.admin.catalog.schemas import Catalog, GrantableTo
from mneme.core.deps import Auth
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope

router = APIRouter(prefix="/admin/v1/permission-catalog", tags=["Roles and permission rules"],
                   responses=ERROR_RESPONSES)


@router.get("", response_model=Envelope[Catalog])
async def get_catalog(
    ctx: Auth,
    grantable_to: Annotated[GrantableTo | None, Query(
        description="`role`: every type; `access_group`: only the types a group may be granted")] = None,
) -> Any:
    """The resource types, each with its actions and whether an action is checked per instance (`instance`:
    a workspace or project named in the path) or team-wide (`service`). `grantable_to` filters the types a
    permission rule (or an access group's permissions) may name. Permission `policy:view` (with
    `grantable_to=access_group`: `policy:view` or `access_group:view`)."""
    return envelope({"items": service.catalog(ctx, grantable_to)})
