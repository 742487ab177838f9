"""HTTP endpoint of the audit log: `GET /admin/v1/audit-logs` (extensions §8)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.audit import service
from mneme.admin.audit.schemas import AuditOut
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope, TokenPage

router = APIRouter(prefix="/admin/v1/audit-logs", tags=["Audit log"], responses=ERROR_RESPONSES)


@router.get("", response_model=Envelope[TokenPage[AuditOut]])
async def list_audit_logs(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    action: Annotated[str | None, Query(min_length=1, max_length=64, description=(
        "Only this action (`api_key.create`), or with no dot a family (`api_key`: every `api_key.*`)"))] = None,
    actor: Annotated[str | None, Query(min_length=1, max_length=40,
                                       description="Only changes made by this member (`principal_id`)")] = None,
) -> Any:
    """The team's admin writes, newest first, with continuation-token paging: who (`actor`, `key_id`), what
    (`action`), on which target (`resource_type`, `resource_id`), why (`reason`), the target `before` and
    `after`, from where (`client_ip`), the request's `trace_id`, and when (`created_at`, Unix seconds).
    Permission `audit:read`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token,
                                          action=action, actor=actor)
    return envelope({"items": [service.to_out(r) for r in rows], "continuation_token": token})
