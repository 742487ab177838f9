"""HTTP endpoints of balance alerts: `/admin/v1/billing/credit-balance/alert` (GET, PUT, DELETE) and
`/alert/events` (service-spec.md; extensions §8; issue 14 item 5)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.alerts import service
from mneme.admin.alerts.schemas import AlertEventPage, AlertIn, AlertOut
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope

router = APIRouter(prefix="/admin/v1/billing/credit-balance", tags=["Billing"], responses=ERROR_RESPONSES)


@router.get("/alert", response_model=Envelope[AlertOut])
async def get_alert(s: Session, ctx: Auth, svc: Services) -> Any:
    """The team's balance alert: saved, or the defaults with `is_default` true (with a subscription
    `percent_used` 80 and 95, otherwise `tokens_remaining` 1,600,000 and 320,000), `delivery_enabled` (the
    deployment's `MNEME_ALERTS_DELIVERY`) and `status` (`triggered` while a level that fired has not recovered).
    Recipients' addresses are masked unless the caller is an owner or admin. Permission `credits:view`."""
    return envelope(await service.get_alert(s, ctx, svc.settings))


@router.put("/alert", response_model=Envelope[AlertOut])
async def put_alert(body: AlertIn, s: Session, ctx: Auth, svc: Services) -> Any:
    """Save the alert: `enabled`, `thresholds` (1-10 levels of one type: `percent_used` 1-99 or
    `tokens_remaining` 1-1,000,000,000) and `notification_channel` (`{type: "email", recipients}`, at most 5
    additional addresses; the owner always receives alerts). Answers the saved alert. Levels already triggered
    stay triggered until the balance recovers above them. Permission `credits:manage`."""
    return envelope(await service.put_alert(s, ctx, svc.settings, body))


@router.delete("/alert", response_model=Envelope[AlertOut])
async def delete_alert(s: Session, ctx: Auth, svc: Services) -> Any:
    """Back to the defaults (`is_default` true); answers the alert as it now applies. Permission
    `credits:manage`."""
    return envelope(await service.delete_alert(s, ctx, svc.settings))


@router.get("/alert/events", response_model=Envelope[AlertEventPage])
async def list_alert_events(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """Fired alert levels, newest first, with the e-mails each sent (`email` shown to owners and admins only)
    and whether the balance has since recovered. Permission `credits:view`."""
    return envelope(await service.events_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token))
