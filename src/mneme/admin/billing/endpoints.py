"""HTTP endpoints of the token balance: `/admin/v1/billing/credit-balance`, `credit-grants`, `credit-ledger`
(extensions §8; issue 12 item 6)."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request

from mneme.admin.billing import api, service
from mneme.admin.billing.schemas import (
    AutoTopupIn,
    CreditBalanceOut,
    CreditGrant,
    CreditGrantOut,
    CreditPurchase,
    LedgerEntryOut,
    OrderOut,
    OrderPage,
    PlanChangePreview,
    RefundIn,
    SettleIn,
)
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ERROR_RESPONSES, Envelope, ErrorEnvelope, TokenPage

router = APIRouter(prefix="/admin/v1/billing", tags=["Billing"], responses=ERROR_RESPONSES)


@router.get("/credit-balance", response_model=Envelope[CreditBalanceOut])
async def get_credit_balance(s: Session, ctx: Auth) -> Any:
    """The team's token balance: `balance_tokens` (the sum of its ledger; a new team has 0; negative after an
    overdraft), `total_granted_tokens` (every credit ever added) and `period_granted_tokens` (credited since
    00:00 UTC on the first day of the current month, until subscriptions define the period). Permission
    `credits:view`."""
    return envelope(await service.balance(s, ctx))


@router.post("/credit-grants", response_model=Envelope[CreditGrantOut], status_code=201)
async def grant_credits(body: CreditGrant, s: Session, ctx: Auth) -> Any:
    """Add `tokens` (1-1000000000000) to the balance, with an optional `reason`. Answers 201 with the new ledger
    `entry` and the new `balance_tokens`. Recorded in the audit log. Permission `credits:manage`."""
    entry = await service.grant(s, ctx, body=body)
    return envelope({"entry": service.to_out(entry), "balance_tokens": entry.balance_after_tokens})


@router.get("/credit-ledger", response_model=Envelope[TokenPage[LedgerEntryOut]])
async def list_credit_ledger(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """The ledger of the balance, newest first: grants, router debits (`reference` = the usage row) and, with
    billing, purchases and top-ups. Each entry shows `balance_after_tokens`. Continuation-token paging.
    Permission `credits:view`."""
    rows, token = await service.ledger_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token)
    return envelope({"items": [service.to_out(e) for e in rows], "continuation_token": token})


# ------------------------------------------------------------------ billing (issue 14; service-spec, extensions §8)

UNAVAILABLE: dict[int | str, dict[str, object]] = {
    503: {"model": ErrorEnvelope, "description": "SERVICE_UNAVAILABLE: the plans file or the payment provider is "
                                                 "not configured (or invalid)"}}
NO_PROVIDER: dict[int | str, dict[str, object]] = {
    404: {"model": ErrorEnvelope, "description": "NOT_FOUND: no such payment provider"}, **UNAVAILABLE}
OrderType = Literal["onetime", "auto_topup", "subscription"]
OrderStatus = Literal["pending", "succeeded", "failed", "closed", "refunded", "disputed"]


@router.get("/plans", response_model=Envelope[dict[str, Any]], responses=UNAVAILABLE)
async def list_plans(ctx: Auth, svc: Services) -> Any:
    """The plans of this deployment (`MNEME_BILLING_CONFIG`; without it one plan, 1 "Free" at 0):
    `{items: [{id, name, price: Money, interval, tokens_per_period}]}`. Permission `credits:view`."""
    return envelope(api.list_plans(ctx, svc.settings))


@router.get("/subscription", response_model=Envelope[dict[str, Any]], responses=UNAVAILABLE)
async def get_subscription(s: Session, ctx: Auth, svc: Services) -> Any:
    """The team's subscription: `plan`, `status` (`active`, or `none` on the free plan without a period),
    `current_period_start`, `current_period_end` (Unix seconds), `cancel_at_period_end` and `paid` (paid through
    the payment provider). Permission `credits:view`."""
    return envelope(await api.subscription(s, ctx, svc.settings))


@router.get("/subscription/plan-change-preview", response_model=Envelope[PlanChangePreview], responses=UNAVAILABLE)
async def plan_change_preview(
    s: Session, ctx: Auth, svc: Services,
    plan_id: Annotated[int, Query(description="The target plan")],
) -> Any:
    """Estimates the cost of switching the subscription to plan `plan_id` with no other change; nothing
    changes. Unknown `plan_id` → 400. Permission `subscription:manage`."""
    return envelope(await api.plan_change_preview(s, ctx, svc.settings, plan_id=plan_id))


@router.get("/orders", response_model=Envelope[OrderPage])
async def list_orders(
    s: Session, ctx: Auth, svc: Services,
    order_type: Annotated[OrderType | None, Query(alias="type",
                                                  description="`onetime`, `auto_topup`, `subscription`")] = None,
    status: Annotated[OrderStatus | None, Query(description="An order status")] = None,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """The team's payment orders, newest first, with `total` (all matching). Permission `order:read`."""
    return envelope(await api.order_page(s, ctx, svc.signer, kind=order_type, status=status, page_size=page_size,
                                         token=continuation_token))


@router.get("/orders/{order_id}", response_model=Envelope[OrderOut])
async def get_order(order_id: str, s: Session, ctx: Auth) -> Any:
    """One Billing Order. Permission `order:read`."""
    return envelope(await api.get_order(s, ctx, order_id))


@router.post("/orders/{order_id}/settle", response_model=Envelope[OrderOut])
async def settle_order(order_id: str, body: SettleIn, s: Session, ctx: Auth) -> Any:
    """`manual` provider: record the payment's outcome. `succeeded` credits the order's tokens (a `purchase` or
    `topup` ledger entry) and issues its invoice; `failed`, `closed` move nothing. Repeating an outcome changes
    nothing. Permission `credits:manage`."""
    return envelope(await api.settle(s, ctx, order_id, status=body.status, receipt_url=body.receipt_url))


@router.post("/orders/{order_id}/refund", response_model=Envelope[OrderOut])
async def refund_order(order_id: str, body: RefundIn, s: Session, ctx: Auth) -> Any:
    """`manual` provider: record a refund (`amount`, default all that is left). Sets `refunded_amount` and
    `refunded_at` and takes back the refunded share of the tokens (a `refund` ledger entry; the balance may go
    negative). Permission `credits:manage`."""
    return envelope(await api.refund(s, ctx, order_id, amount=body.amount))


@router.post("/credit-purchases", response_model=Envelope[OrderOut], status_code=201, responses=UNAVAILABLE)
async def buy_credits(body: CreditPurchase, s: Session, ctx: Auth, svc: Services) -> Any:
    """Buy `tokens`: a pending `onetime` order at MNEME_CREDIT_PRICE_PER_MILLION per million tokens (rounded up),
    paid through MNEME_BILLING_PROVIDER (manual: an admin settles it; stripe: `payment.client_secret` for
    Stripe.js, settled by Stripe's webhook). Permission `order:create`."""
    return envelope(await api.buy_credits(s, ctx, svc.settings, tokens=body.tokens))


@router.get("/auto-topup", response_model=Envelope[dict[str, Any]])
async def get_auto_topup(s: Session, ctx: Auth) -> Any:
    """`{enabled, threshold_tokens, tokens, amount}`. Permission `credits:view`."""
    return envelope(await api.get_auto_topup(s, ctx))


@router.put("/auto-topup", response_model=Envelope[dict[str, Any]], responses=UNAVAILABLE)
async def put_auto_topup(body: AutoTopupIn, s: Session, ctx: Auth, svc: Services) -> Any:
    """Save the automatic top-up: when a router debit leaves the balance below `threshold_tokens`, an
    `auto_topup` order for `tokens` is created (one at a time), priced now. Permission `order:create`."""
    return envelope(await api.put_auto_topup(s, ctx, svc.settings, enabled=body.enabled,
                                             threshold_tokens=body.threshold_tokens, tokens=body.tokens))


@router.get("/invoices", response_model=Envelope[dict[str, Any]])
async def list_invoices(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 20,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
) -> Any:
    """Invoices of paid orders, newest first: `{id, order_id, number, amount, lines, status, created_at}`.
    Permission `order:read`."""
    return envelope(await api.invoice_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token))


@router.get("/invoices/{invoice_id}", response_model=Envelope[dict[str, Any]])
async def get_invoice(invoice_id: str, s: Session, ctx: Auth) -> Any:
    """One invoice. Permission `order:read`."""
    return envelope(await api.get_invoice(s, ctx, invoice_id))


@router.post("/webhooks/{provider}", response_model=Envelope[dict[str, Any]], openapi_extra={"security": []},
             responses=NO_PROVIDER)
async def provider_webhook(provider: str, request: Request, s: Session, svc: Services) -> Any:
    """Events of the payment provider (`stripe`), verified by their signature (`Stripe-Signature`), without an
    API key. A bad signature answers 400; an event about no order of this service is acknowledged."""
    payload = await request.body()
    headers = {k.lower(): v for k, v in request.headers.items()}
    return envelope(await api.webhook(s, svc.settings, provider, payload, headers))


usage_router = APIRouter(prefix="/admin/v1", tags=["Billing"], responses=ERROR_RESPONSES)


@usage_router.get("/usage", response_model=Envelope[dict[str, Any]])
async def get_usage(
    s: Session, ctx: Auth,
    start_date: Annotated[str | None, Query(description="YYYY-MM-DD (UTC), default the first of this month")] = None,
    end_date: Annotated[str | None, Query(description="YYYY-MM-DD (UTC, inclusive), default today")] = None,
) -> Any:
    """Router usage of the team between two dates: `totals` and per-model rows `{model, calls, input_tokens,
    output_tokens, cost_tokens, hosted_cost_tokens}`. Permission `usage:read`."""
    return envelope(await api.usage(s, ctx, start_date=start_date, end_date=end_date))
