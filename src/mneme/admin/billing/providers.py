"""Payment providers (issue 14 item 3): how an order gets paid, and how the provider's word moves it.

- `manual` (the self-hosted default, `MNEME_BILLING_PROVIDER=manual`): nothing is charged by the service. An
  owner or admin settles an order once the money arrived (`POST /admin/v1/billing/orders/{order_id}/settle`,
  `mneme billing settle ORDER_ID`), or refunds it (`.../refund`).
- `stripe` (`MNEME_BILLING_PROVIDER=stripe`, the stripe SDK): a credit purchase creates a Stripe PaymentIntent
  (the one outgoing call, `create_payment`; it needs the secret key in the environment variable named by
  `MNEME_STRIPE_API_KEY_ENV`) whose `client_secret` the console hands to Stripe.js. Stripe then tells the
  service what happened through `POST /admin/v1/billing/webhooks/stripe`: no API key, the body verified
  against the `Stripe-Signature` header with the signing secret (`MNEME_STRIPE_WEBHOOK_SECRET_ENV`) by the SDK's
  `Webhook.construct_event`. Events handled (`apply_stripe_event`), each naming its order by
  `metadata.order_id` (set when the PaymentIntent was created) or by the PaymentIntent id:
  `payment_intent.succeeded`, `checkout.session.completed` (paid) → succeeded; `payment_intent.payment_failed`
  → failed; `payment_intent.canceled`, `checkout.session.expired` → closed; `charge.succeeded` → the
  receipt URL; `charge.refunded` → refunded (cumulative `amount_refunded`); `charge.dispute.created` →
  disputed; `charge.dispute.closed` → succeeded (won) or refunded in full (lost). Subscription payments:
  `invoice.paid` / `invoice.payment_failed` of a Stripe subscription whose metadata names the team
  (`team_id`) → a `subscription` order (found again by the invoice id) succeeded / failed. Other events are
  acknowledged and ignored. A repeated event changes nothing.
"""
from __future__ import annotations

import datetime as dt
import logging
import os
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import orders
from mneme.core.errors import ApiError, InvalidArgument, NotFound
from mneme.core.settings import Settings
from mneme.models import BillingOrder

log = logging.getLogger("mneme.billing.providers")

PROVIDERS = ("manual", "stripe")


class ProviderUnavailable(ApiError):
    status, code, default_message = 503, "SERVICE_UNAVAILABLE", "The payment provider is not configured"


def check_provider(name: str) -> str:
    if name not in PROVIDERS:
        raise ProviderUnavailable(f"MNEME_BILLING_PROVIDER must be one of {', '.join(PROVIDERS)}, not {name!r}")
    return name


async def create_payment(settings: Settings, order: BillingOrder) -> dict[str, Any] | None:
    """Start paying a new order with its provider; returns what the client needs to pay (stripe: the
    PaymentIntent's `client_secret`), or None for `manual` (an admin settles it)."""
    if order.provider == "manual":
        return None
    api_key = os.environ.get(settings.stripe_api_key_env, "")
    if not api_key:
        raise ProviderUnavailable(f"stripe: set the secret key in {settings.stripe_api_key_env}")
    import stripe

    client = stripe.StripeClient(api_key)
    intent = await client.v1.payment_intents.create_async(params={
        "amount": order.amount, "currency": order.currency,
        "metadata": {"order_id": order.id, "team_id": order.team_id, "type": order.type},
        "automatic_payment_methods": {"enabled": True}})
    order.provider_ref = intent.id
    return {"provider": "stripe", "payment_intent": intent.id, "client_secret": intent.client_secret}


def verify_stripe(settings: Settings, payload: bytes, signature: str | None) -> dict[str, Any]:
    """The event of a webhook request, after checking its `Stripe-Signature` (400 when it does not match)."""
    import stripe

    secret = os.environ.get(settings.stripe_webhook_secret_env, "")
    if not secret:
        raise ProviderUnavailable(f"stripe webhooks: set the signing secret in {settings.stripe_webhook_secret_env}")
    if not signature:
        raise InvalidArgument("Stripe-Signature: header missing")
    try:
        event = stripe.Webhook.construct_event(payload, signature, secret)
    except stripe.SignatureVerificationError:
        raise InvalidArgument("Stripe-Signature: the signature does not match the body") from None
    except ValueError:
        raise InvalidArgument("body: not a Stripe event") from None
    result: dict[str, Any] = event.to_dict()
    return result


async def _order_of(session: AsyncSession, obj: dict[str, Any]) -> BillingOrder | None:
    metadata = obj.get("metadata") or {}
    order_id = metadata.get("order_id") if isinstance(metadata, dict) else None
    if isinstance(order_id, str):
        order = await orders.find_by_id(session, order_id)
        if order is not None and order.provider == "stripe":
            return order
    for key in ("payment_intent", "id"):
        ref = obj.get(key)
        if isinstance(ref, str) and ref.startswith("pi_"):
            return await orders.find_by_provider_ref(session, "stripe", ref)
    return None


async def apply_stripe_event(session: AsyncSession, event: dict[str, Any]) -> str:
    """Move the order an event names; returns what was done (`ignored`, `unchanged`, the new status)."""
    kind = str(event.get("type", ""))
    obj = (event.get("data") or {}).get("object") or {}
    if kind in ("invoice.paid", "invoice.payment_failed") and isinstance(obj, dict):
        return await _subscription_invoice(session, kind, obj)
    handled = {"payment_intent.succeeded", "checkout.session.completed", "payment_intent.payment_failed",
               "payment_intent.canceled", "checkout.session.expired", "charge.succeeded", "charge.refunded",
               "charge.dispute.created", "charge.dispute.closed"}
    if kind not in handled or not isinstance(obj, dict):
        return "ignored"
    order = await _order_of(session, obj)
    if order is None:
        log.warning("stripe event %s (%s) names no order of this service", event.get("id"), kind)
        return "ignored"
    ref = obj.get("payment_intent") if isinstance(obj.get("payment_intent"), str) else None
    if kind.startswith("payment_intent."):
        ref = obj.get("id")
    try:
        if kind in ("payment_intent.succeeded", "checkout.session.completed"):
            if kind == "checkout.session.completed" and obj.get("payment_status") != "paid":
                return "ignored"
            changed = await orders.succeed(session, order, provider_ref=ref)
        elif kind == "payment_intent.payment_failed":
            changed = orders.end(order, "failed")
        elif kind in ("payment_intent.canceled", "checkout.session.expired"):
            changed = orders.end(order, "closed")
        elif kind == "charge.succeeded":
            url = obj.get("receipt_url")
            if isinstance(url, str) and url.startswith("https://"):
                order.receipt_url = url[:1000]
            changed = await orders.succeed(session, order, provider_ref=ref) if order.status == "pending" else True
        elif kind == "charge.refunded":
            at = obj.get("created")
            refunded = int(obj.get("amount_refunded") or 0)
            changed = await orders.refund(session, order, refunded_total=refunded) > 0 or \
                order.refunded_amount == refunded
            if isinstance(at, int) and order.refunded_at is None:
                order.refunded_at = dt.datetime.fromtimestamp(at, dt.UTC)
        elif kind == "charge.dispute.created":
            changed = orders.end(order, "disputed")
        else:  # charge.dispute.closed
            if obj.get("status") == "won":
                changed = await orders.succeed(session, order)
            elif obj.get("status") == "lost":
                changed = await orders.refund(session, order, refunded_total=order.amount) > 0
            else:
                return "ignored"
    except orders.TransitionError as exc:
        log.warning("stripe event %s (%s) ignored: %s", event.get("id"), kind, exc)
        return "unchanged"
    return order.status if changed else "unchanged"


def _subscription_metadata(obj: dict[str, Any]) -> dict[str, Any]:
    """The metadata of the subscription a Stripe invoice bills (`parent.subscription_details` in current API
    versions, `subscription_details` in older ones)."""
    for holder in ((obj.get("parent") or {}).get("subscription_details"), obj.get("subscription_details")):
        if isinstance(holder, dict) and isinstance(holder.get("metadata"), dict):
            return dict(holder["metadata"])
    return {}


async def _subscription_invoice(session: AsyncSession, kind: str, obj: dict[str, Any]) -> str:
    """A Stripe subscription invoice, paid or not: the `subscription` order of that payment (tokens_granted 0;
    the period's tokens come as subscription grants), found or created by the invoice id. The team is the
    subscription's `metadata.team_id` (set when the console created the Stripe subscription)."""
    from mneme.core.authz import trusted_scope
    from mneme.models import Team

    team_id, ref = _subscription_metadata(obj).get("team_id"), obj.get("id")
    if not isinstance(team_id, str) or not isinstance(ref, str) or await session.get(Team, team_id) is None:
        return "ignored"
    order = await orders.find_by_provider_ref(session, "stripe", ref)
    if order is None:
        scope = trusted_scope(team_id, reason="stripe webhook: a subscription invoice of the team")
        amount = int(obj.get("amount_paid") or obj.get("amount_due") or 0)
        order = orders.new_order(session, scope, kind="subscription", amount=amount,
                                 currency=str(obj.get("currency") or "usd")[:3], tokens=0, provider="stripe",
                                 created_by=None)
        order.provider_ref = ref
        await session.flush()
    url = obj.get("hosted_invoice_url")
    try:
        if kind == "invoice.paid":
            changed = await orders.succeed(session, order, receipt_url=url if isinstance(url, str) else None)
        else:
            changed = orders.end(order, "failed")
    except orders.TransitionError:
        return "unchanged"
    return order.status if changed else "unchanged"


def require_manual(order: BillingOrder) -> None:
    if order.provider != "manual":
        raise InvalidArgument(f"order_id: order {order.id} is paid through {order.provider}; its provider settles it")


def unknown_provider(provider: str) -> NotFound:
    return NotFound(f"no payment provider {provider!r} (webhooks: {', '.join(p for p in PROVIDERS if p != 'manual')})")
