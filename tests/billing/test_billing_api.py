"""Billing over real HTTP on both databases: plans, subscription (CLI and renewal), orders (credit purchases,
manual settling and refunds, automatic top-up, subscription payments), invoices, signed Stripe webhooks built
here (no traffic leaves loopback), the plan-change preview endpoint, usage and permissions."""
from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import hmac
import json
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import orders, repository, subscriptions
from mneme.admin.billing.plans import load
from mneme.cli import main
from mneme.core.authz import trusted_scope
from mneme.core.db import Database
from mneme.core.jobs import ensure_recurring
from mneme.models import BillingOrder, CreditLedgerEntry, Subscription
from mneme.router.metering import CallRecord, record_call
from tests.admin.factories import custom_role
from tests.admin.test_credit_balance import new_team
from tests.billing.conftest import WEBHOOK_SECRET
from tests.conftest import LiveServer, _Env, data, error, in_db, run_sync, start_server, uniq

B = "/admin/v1/billing"
DAY = 86400


def plans(server: LiveServer) -> Any:
    return load(server.settings.billing_config)


def subscribe(server: LiveServer, team_id: str, plan_id: int, *, paid: bool = True, start: dt.datetime | None = None,
              cancel: bool = False) -> None:
    async def go(s: AsyncSession) -> None:
        scope = trusted_scope(team_id, reason="test")
        await subscriptions.subscribe(s, scope, plans(server), plan_id=plan_id, paid=paid, period_start=start,
                                      cancel_at_period_end=cancel, created_by=None)
    in_db(server, go)


def meter(server: LiveServer, team_id: str, cost: int, model: str = "gpt-x") -> int:
    async def go() -> int:
        db = Database(server.settings)
        try:
            rec = CallRecord(team_id=team_id, key_id="key-x", model=model, provider="local", input_tokens=cost,
                             output_tokens=0, input_tokens_per_million=1_000_000, output_tokens_per_million=0,
                             key_source="hosted", boundary_id=None, trace_id="0" * 32, status=200, latency_ms=1.0,
                             endpoint="chat/completions")
            return await record_call(db, server.settings, rec)
        finally:
            await db.dispose()
    return run_sync(go)


def balance(c: httpx.Client) -> int:
    return int(data(c.get(f"{B}/credit-balance"))["balance_tokens"])


def stripe_order(server: LiveServer, team_id: str, *, tokens: int = 10_000_000, amount: int = 1500) -> tuple[str, str]:
    """A pending order of the stripe provider, as `providers.create_payment` leaves it (its PaymentIntent id)."""
    ref = "pi_" + uniq("test").replace("-", "")

    async def go(s: AsyncSession) -> str:
        o = orders.new_order(s, trusted_scope(team_id, reason="test"), kind="onetime", amount=amount, currency="usd",
                             tokens=tokens, provider="stripe", created_by=None)
        o.provider_ref = ref
        return o.id
    return in_db(server, go), ref


def signed(payload: bytes, secret: str = WEBHOOK_SECRET, t: int | None = None) -> str:
    t = int(time.time()) if t is None else t
    sig = hmac.new(secret.encode(), f"{t}.".encode() + payload, hashlib.sha256).hexdigest()
    return f"t={t},v1={sig}"


def event(kind: str, obj: dict[str, Any]) -> bytes:
    return json.dumps({"id": "evt_" + uniq("e").replace("-", ""), "object": "event", "type": kind,
                       "data": {"object": obj}}).encode()


def post_event(server: LiveServer, payload: bytes, signature: str | None = "sign") -> httpx.Response:
    headers = {"Content-Type": "application/json"}
    if signature is not None:
        headers["Stripe-Signature"] = signed(payload) if signature == "sign" else signature
    with server.client(None) as c:
        return c.post(f"{B}/webhooks/stripe", content=payload, headers=headers)


# ------------------------------------------------------------------------------------------ plans, subscription


def test_plans_come_from_the_file(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["tenant_member"]) as c:
        items = data(c.get(f"{B}/plans"))["items"]
    assert [p["id"] for p in items] == [1, 2, 3, 4, 5]
    assert items[1] == {"id": 2, "name": "Pro", "price": {"amount": 2000, "currency": "usd"}, "interval": "month",
                        "tokens_per_period": 20000000}


def test_without_a_file_there_is_one_free_plan(server: LiveServer, owner: httpx.Client) -> None:
    assert data(owner.get(f"{B}/plans")) == {"items": [{"id": 1, "name": "Free", "price": {"amount": 0,
                                                         "currency": "usd"}, "interval": "month",
                                                         "tokens_per_period": 0}]}


def test_a_new_team_is_on_the_free_plan_without_a_period(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        sub = data(c.get(f"{B}/subscription"))
    assert sub["plan"]["id"] == 1 and sub["status"] == "none" and sub["paid"] is False
    assert sub["current_period_start"] is None and sub["cancel_at_period_end"] is False


def test_cli_subscribe_grants_the_period_once_and_records_the_payment(billing_server: LiveServer) -> None:
    start = int(time.time()) - 3 * DAY
    env = {"MNEME_DATABASE_URL": billing_server.settings.database_url,
           "MNEME_BILLING_CONFIG": billing_server.settings.billing_config}
    with billing_server.client() as c:
        before = balance(c)
        with _Env(env):
            args = ["billing", "subscribe", "--plan", "2", "--paid-through-provider", "--period-start", str(start)]
            assert main(args) == 0
            assert main(args) == 0  # the same period again: no second grant, no second payment
        assert balance(c) == before + 20_000_000
        sub = data(c.get(f"{B}/subscription"))
        assert sub["plan"]["name"] == "Pro" and sub["paid"] is True and sub["status"] == "active"
        assert sub["current_period_start"] == start and sub["cancel_at_period_end"] is False
        end = dt.datetime.fromtimestamp(start, dt.UTC)
        assert sub["current_period_end"] == int(end.replace(month=end.month % 12 + 1,
                                                            year=end.year + end.month // 12).timestamp())
        bal = data(c.get(f"{B}/credit-balance"))
        assert bal["period_granted_tokens"] >= 20_000_000  # counted from the subscription's period start
        subs = data(c.get(f"{B}/orders", params={"type": "subscription"}))["items"]
        assert len(subs) == 1 and subs[0]["status"] == "succeeded" and subs[0]["tokens_granted"] == 0
        assert subs[0]["amount"] == {"amount": 2000, "currency": "usd"} and subs[0]["provider"] == "manual"
        inv = data(c.get(f"{B}/invoices/{subs[0]['invoice_id']}"))
        assert inv["order_id"] == subs[0]["order_id"] and inv["amount"]["amount"] == 2000 and inv["status"] == "paid"
        with _Env(env):
            assert main(["billing", "subscribe", "--plan", "9"]) == 1  # unknown plan


def test_cli_credits_buy_records_a_settled_manual_order(billing_server: LiveServer,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    env = {"MNEME_DATABASE_URL": billing_server.settings.database_url}
    with billing_server.client() as c:
        before = balance(c)
        with _Env(env):
            assert main(["credits", "buy", "--tokens", "5000000", "--amount", "500", "--json"]) == 0
        order = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert order["type"] == "onetime" and order["status"] == "succeeded" and order["provider"] == "manual"
        assert order["amount"] == {"amount": 500, "currency": "usd"} and order["tokens_granted"] == 5_000_000
        assert balance(c) == before + 5_000_000
        assert data(c.get(f"{B}/orders/{order['order_id']}")) == order
        inv = data(c.get(f"{B}/invoices/{order['invoice_id']}"))
        assert inv["lines"][0]["quantity"] == 5_000_000 and inv["number"].startswith("INV-")


def test_renewal_grants_each_period_once_and_cancelling_falls_to_free(billing_server: LiveServer) -> None:
    a, b = new_team(billing_server), new_team(billing_server)
    long_ago = dt.datetime.now(dt.UTC) - dt.timedelta(days=70)
    subscribe(billing_server, a["team_id"], 4, start=long_ago)  # Lite, ended twice over
    subscribe(billing_server, b["team_id"], 2, start=long_ago, cancel=True)

    async def renew(s: AsyncSession) -> int:
        return await subscriptions.renew_due(s, plans(billing_server))
    assert in_db(billing_server, renew) >= 2
    in_db(billing_server, renew)  # again: nothing more
    with billing_server.client(a["owner"]) as c:
        assert balance(c) == 2 * 5_000_000  # the first period and the current one
        sub = data(c.get(f"{B}/subscription"))
        assert sub["plan"]["id"] == 4 and sub["current_period_start"] <= time.time() < sub["current_period_end"]
        pending = data(c.get(f"{B}/orders", params={"type": "subscription", "status": "pending"}))
        assert pending["total"] == 1 and pending["items"][0]["amount"]["amount"] == 1000
    with billing_server.client(b["owner"]) as c:
        sub = data(c.get(f"{B}/subscription"))
        assert sub["plan"]["id"] == 1 and sub["paid"] is False and sub["cancel_at_period_end"] is False
        assert balance(c) == 20_000_000 + 100_000  # Pro's first period, then Free's


def test_the_worker_renews_through_its_recurring_job(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    subscribe(billing_server, team["team_id"], 4, start=dt.datetime.now(dt.UTC) - dt.timedelta(days=40))

    async def kick() -> None:
        db = Database(billing_server.settings)
        try:
            await ensure_recurring(db, subscriptions.RENEW_JOB_ID, subscriptions.RENEW_JOB)
        finally:
            await db.dispose()
    run_sync(kick)
    with billing_server.client(team["owner"]) as c:
        deadline = time.monotonic() + 60
        while balance(c) < 2 * 5_000_000 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert balance(c) == 2 * 5_000_000


# ---------------------------------------------------------------------------------- purchases and orders


def test_a_credit_purchase_is_a_pending_order_until_settled(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        order = data(c.post(f"{B}/credit-purchases", json={"tokens": 1_000_001}), 201)
        # 150 cents a million, rounded up: 1,000,001 tokens cost 151
        assert order["type"] == "onetime" and order["status"] == "pending" and order["provider"] == "manual"
        assert order["amount"] == {"amount": 151, "currency": "usd"} and order["invoice_id"] is None
        assert order["order_id"].startswith("ord-") and "refunded_amount" not in order
        assert balance(c) == 0
        paid = data(c.post(f"{B}/orders/{order['order_id']}/settle", json={"status": "succeeded"}))
        assert paid["status"] == "succeeded" and paid["invoice_id"].startswith("inv-")
        data(c.post(f"{B}/orders/{order['order_id']}/settle", json={}))  # repeated: nothing more
        assert balance(c) == 1_000_001
        ledger = data(c.get(f"{B}/credit-ledger"))["items"]
        assert [(e["kind"], e["tokens"], e["reference"]) for e in ledger] == [("purchase", 1_000_001,
                                                                               order["order_id"])]
        error(c.post(f"{B}/orders/{order['order_id']}/settle", json={"status": "failed"}), 400, "INVALID_ARGUMENT")
        invoices = data(c.get(f"{B}/invoices"))
        assert invoices["total"] == 1 and invoices["items"][0]["id"] == paid["invoice_id"]
        # a refund of 100 of 151 takes back floor(1,000,001 * 100 / 151) tokens; the rest takes back the rest
        part = data(c.post(f"{B}/orders/{order['order_id']}/refund", json={"amount": 100}))
        assert part["status"] == "refunded" and part["refunded_amount"] == {"amount": 100, "currency": "usd"}
        assert abs(part["refunded_at"] - time.time()) < 60
        assert balance(c) == 1_000_001 - 1_000_001 * 100 // 151
        error(c.post(f"{B}/orders/{order['order_id']}/refund", json={"amount": 52}), 400, "INVALID_ARGUMENT")
        data(c.post(f"{B}/orders/{order['order_id']}/refund", json={}))
        assert balance(c) == 0
        assert data(c.get(f"{B}/invoices/{paid['invoice_id']}"))["status"] == "refunded"


def test_a_refund_after_spending_leaves_the_balance_negative(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        order = data(c.post(f"{B}/credit-purchases", json={"tokens": 3000}), 201)
        data(c.post(f"{B}/orders/{order['order_id']}/settle", json={}))
        meter(billing_server, team["team_id"], 2500)
        data(c.post(f"{B}/orders/{order['order_id']}/refund", json={}))
        assert balance(c) == -2500


def test_failed_and_closed_orders_move_nothing(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        a = data(c.post(f"{B}/credit-purchases", json={"tokens": 10}), 201)["order_id"]
        b = data(c.post(f"{B}/credit-purchases", json={"tokens": 20}), 201)["order_id"]
        assert data(c.post(f"{B}/orders/{a}/settle", json={"status": "failed"}))["status"] == "failed"
        assert data(c.post(f"{B}/orders/{b}/settle", json={"status": "closed"}))["status"] == "closed"
        error(c.post(f"{B}/orders/{b}/settle", json={"status": "succeeded"}), 400, "INVALID_ARGUMENT")
        assert data(c.post(f"{B}/orders/{a}/settle", json={"status": "succeeded"}))["status"] == "succeeded"
        assert balance(c) == 10


def test_orders_list_filters_and_pages_newest_first(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        made = [data(c.post(f"{B}/credit-purchases", json={"tokens": 100 + i}), 201)["order_id"] for i in range(5)]
        data(c.post(f"{B}/orders/{made[1]}/settle", json={}))
        data(c.post(f"{B}/orders/{made[3]}/settle", json={}))
        first = data(c.get(f"{B}/orders", params={"page_size": 2}))
        assert first["total"] == 5 and [o["order_id"] for o in first["items"]] == made[::-1][:2]
        seen = [o["order_id"] for o in first["items"]]
        token = first["continuation_token"]
        while token:
            page = data(c.get(f"{B}/orders", params={"page_size": 2, "continuation_token": token}))
            seen += [o["order_id"] for o in page["items"]]
            token = page.get("continuation_token")
        assert seen == made[::-1]
        done = data(c.get(f"{B}/orders", params={"status": "succeeded", "type": "onetime"}))
        assert done["total"] == 2 and [o["order_id"] for o in done["items"]] == [made[3], made[1]]
        assert "continuation_token" not in done
        assert data(c.get(f"{B}/orders", params={"type": "auto_topup"})) == {"items": [], "total": 0}
        assert len(data(c.get(f"{B}/orders"))["items"]) == 5  # default page size 20
        for bad in ({"page_size": 0}, {"page_size": 101}, {"type": "gift"}, {"status": "paid"},
                    {"continuation_token": "nonsense"}):
            error(c.get(f"{B}/orders", params=bad), 400, "INVALID_ARGUMENT")
        error(c.get(f"{B}/orders/ord-unknown"), 403, "FORBIDDEN")
        error(c.get(f"{B}/invoices/inv-unknown"), 403, "FORBIDDEN")
    other = new_team(billing_server)
    with billing_server.client(other["owner"]) as c:
        error(c.get(f"{B}/orders/{made[0]}"), 403, "FORBIDDEN")
        assert data(c.get(f"{B}/orders"))["total"] == 0


@pytest.mark.parametrize("body", [{"tokens": 0}, {"tokens": 10**12 + 1}, {}, {"tokens": 5, "amount": 1}])
def test_invalid_purchases_answer_400(billing_server: LiveServer, body: dict[str, Any]) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        error(c.post(f"{B}/credit-purchases", json=body), 400, "INVALID_ARGUMENT")


def test_permissions_of_billing(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["tenant_admin"]) as c:
        oid = data(c.post(f"{B}/credit-purchases", json={"tokens": 10}), 201)["order_id"]
        data(c.post(f"{B}/orders/{oid}/settle", json={}))
        data(c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 2}))
    with billing_server.client(team["tenant_member"]) as c:
        data(c.get(f"{B}/plans"))
        data(c.get(f"{B}/subscription"))
        data(c.get(f"{B}/auto-topup"))
        data(c.get("/admin/v1/usage"))
        for resp in (c.get(f"{B}/orders"), c.get(f"{B}/orders/{oid}"), c.get(f"{B}/invoices"),
                     c.post(f"{B}/credit-purchases", json={"tokens": 10}),
                     c.post(f"{B}/orders/{oid}/refund", json={}),
                     c.put(f"{B}/auto-topup", json={"enabled": False, "threshold_tokens": 0, "tokens": 0}),
                     c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 2})):
            error(resp, 403, "FORBIDDEN")
    reader = billing_server.new_key(role=custom_role(billing_server, ["order:read"]), name=uniq("r"))["api_key"]
    with billing_server.client(reader) as c:
        data(c.get(f"{B}/orders"))
        error(c.get("/admin/v1/usage"), 403, "FORBIDDEN")
        error(c.get(f"{B}/plans"), 403, "FORBIDDEN")


# ------------------------------------------------------------------------------------------ automatic top-up


def test_auto_topup_orders_once_when_a_debit_crosses_the_threshold(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        assert data(c.get(f"{B}/auto-topup")) == {"enabled": False, "threshold_tokens": 0, "tokens": 0}
        error(c.put(f"{B}/auto-topup", json={"enabled": True, "threshold_tokens": 5, "tokens": 0}), 400,
              "INVALID_ARGUMENT")
        saved = data(c.put(f"{B}/auto-topup", json={"enabled": True, "threshold_tokens": 4000,
                                                     "tokens": 2_000_000}))
        assert saved == {"enabled": True, "threshold_tokens": 4000, "tokens": 2_000_000,
                         "amount": {"amount": 300, "currency": "usd"}}
        data(c.post(f"{B}/credit-grants", json={"tokens": 10_000}), 201)
        meter(billing_server, team["team_id"], 5000)  # 5000 left: above the threshold
        assert data(c.get(f"{B}/orders", params={"type": "auto_topup"}))["total"] == 0
        meter(billing_server, team["team_id"], 2000)  # 3000 < 4000
        meter(billing_server, team["team_id"], 2000)  # still under, one order pending: no second one
        [order] = data(c.get(f"{B}/orders", params={"type": "auto_topup"}))["items"]
        assert order["status"] == "pending" and order["tokens_granted"] == 2_000_000
        assert order["amount"] == {"amount": 300, "currency": "usd"}
        data(c.post(f"{B}/orders/{order['order_id']}/settle", json={}))
        assert balance(c) == 1000 + 2_000_000
        assert data(c.get(f"{B}/credit-ledger"))["items"][0]["kind"] == "topup"
        data(c.put(f"{B}/auto-topup", json={"enabled": False, "threshold_tokens": 4000, "tokens": 2_000_000}))
        meter(billing_server, team["team_id"], 2_000_000)
        assert data(c.get(f"{B}/orders", params={"type": "auto_topup"}))["total"] == 1


def test_concurrent_debits_stay_exact_and_top_up_once(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        data(c.put(f"{B}/auto-topup", json={"enabled": True, "threshold_tokens": 50_000, "tokens": 1_000_000}))
        data(c.post(f"{B}/credit-grants", json={"tokens": 100_000}), 201)

    async def storm() -> list[int]:
        db = Database(billing_server.settings)
        try:
            recs = [CallRecord(team_id=team["team_id"], key_id="k", model="m", provider="local", input_tokens=1000 + i,
                               output_tokens=0, input_tokens_per_million=1_000_000, output_tokens_per_million=0,
                               key_source="hosted", boundary_id=None, trace_id="1" * 32, status=200, latency_ms=1.0,
                               endpoint="chat/completions") for i in range(120)]
            return list(await asyncio.gather(*(record_call(db, billing_server.settings, r) for r in recs)))
        finally:
            await db.dispose()

    with ThreadPoolExecutor(3) as pool:
        costs = [x for f in [pool.submit(run_sync, storm) for _ in range(3)] for x in f.result()]
    spent = sum(costs)
    assert spent == 3 * sum(1000 + i for i in range(120))

    async def check(s: AsyncSession) -> tuple[int, int, int]:
        scope = trusted_scope(team["team_id"], reason="test")
        n = await s.scalar(select(func.count()).select_from(BillingOrder).where(
            BillingOrder.team_id == team["team_id"], BillingOrder.type == "auto_topup"))
        rows = (await s.execute(select(CreditLedgerEntry.seq).where(CreditLedgerEntry.team_id == team["team_id"])
                                .order_by(CreditLedgerEntry.seq))).scalars().all()
        assert list(rows) == list(range(1, len(rows) + 1))
        return await repository.balance(s, scope), await repository.ledger_sum(s, scope), int(n or 0)
    bal, ledger_sum, topups = in_db(billing_server, check)
    assert bal == ledger_sum == 100_000 - spent < 0  # overdraft: every debit counted
    assert topups == 1


# -------------------------------------------------------------------------------------------- stripe webhooks


def test_stripe_webhook_verifies_the_signature(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    oid, ref = stripe_order(billing_server, team["team_id"])
    payload = event("payment_intent.succeeded", {"id": ref, "object": "payment_intent", "metadata": {"order_id": oid}})
    error(post_event(billing_server, payload, signature=None), 400, "INVALID_ARGUMENT")
    error(post_event(billing_server, payload, signature=signed(payload, secret="whsec_wrong")), 400,
          "INVALID_ARGUMENT")
    error(post_event(billing_server, payload, signature=signed(payload, t=int(time.time()) - 3600)), 400,
          "INVALID_ARGUMENT")  # too old: a replay
    tampered = payload.replace(b"succeeded", b"succeeded ")
    error(post_event(billing_server, tampered, signature=signed(payload)), 400, "INVALID_ARGUMENT")
    with billing_server.client(team["owner"]) as c:
        assert data(c.get(f"{B}/orders/{oid}"))["status"] == "pending" and balance(c) == 0
    with billing_server.client(None) as anon:
        error(anon.post(f"{B}/webhooks/paypal", content=b"{}", headers={"Content-Type": "application/json"}), 404)
        error(anon.get(f"{B}/orders"), 401)  # the rest of the admin API still needs a key


def test_stripe_events_move_orders(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    oid, ref = stripe_order(billing_server, team["team_id"], tokens=10_000_000, amount=1500)
    paid = event("payment_intent.succeeded", {"id": ref, "object": "payment_intent", "metadata": {"order_id": oid}})
    assert data(post_event(billing_server, paid))["result"] == "succeeded"
    assert data(post_event(billing_server, paid))["result"] == "unchanged"  # Stripe retries: no second credit
    receipt = "https://pay.stripe.com/receipts/" + uniq("r")
    data(post_event(billing_server, event("charge.succeeded", {"id": "ch_1", "object": "charge",
                                                                 "payment_intent": ref, "receipt_url": receipt})))
    with billing_server.client(team["owner"]) as c:
        order = data(c.get(f"{B}/orders/{oid}"))
        assert order["status"] == "succeeded" and order["receipt_url"] == receipt and order["invoice_id"]
        assert balance(c) == 10_000_000
        refunded_at = int(time.time()) - 5
        half = event("charge.refunded", {"id": "ch_1", "object": "charge", "payment_intent": ref, "amount": 1500,
                                         "amount_refunded": 750, "created": refunded_at})
        assert data(post_event(billing_server, half))["result"] == "refunded"
        data(post_event(billing_server, half))  # repeated
        order = data(c.get(f"{B}/orders/{oid}"))
        assert order["status"] == "refunded" and order["refunded_amount"] == {"amount": 750, "currency": "usd"}
        assert isinstance(order["refunded_at"], int) and balance(c) == 5_000_000
        full = event("charge.refunded", {"id": "ch_1", "object": "charge", "payment_intent": ref, "amount": 1500,
                                         "amount_refunded": 1500})
        data(post_event(billing_server, full))
        assert balance(c) == 0 and data(c.get(f"{B}/orders/{oid}"))["refunded_amount"]["amount"] == 1500
        kinds = [(e["kind"], e["tokens"]) for e in data(c.get(f"{B}/credit-ledger"))["items"]]
        assert kinds == [("refund", -5_000_000), ("refund", -5_000_000), ("purchase", 10_000_000)]

    failed_id, failed_ref = stripe_order(billing_server, team["team_id"])
    data(post_event(billing_server, event("payment_intent.payment_failed", {"id": failed_ref,
                                                                             "object": "payment_intent"})))
    closed_id, _ = stripe_order(billing_server, team["team_id"])
    data(post_event(billing_server, event("checkout.session.expired", {"id": "cs_1", "object": "checkout.session",
                                                                        "metadata": {"order_id": closed_id}})))
    disputed_id, disputed_ref = stripe_order(billing_server, team["team_id"], tokens=400, amount=1)
    data(post_event(billing_server, event("payment_intent.succeeded", {"id": disputed_ref})))
    data(post_event(billing_server, event("charge.dispute.created", {"id": "dp_1", "object": "dispute",
                                                                      "payment_intent": disputed_ref})))
    ignored = data(post_event(billing_server, event("customer.created", {"id": "cus_1"})))
    assert ignored["result"] == "ignored"
    assert data(post_event(billing_server, event("payment_intent.succeeded", {"id": "pi_unknown"})))["result"] \
        == "ignored"
    with billing_server.client(team["owner"]) as c:
        assert data(c.get(f"{B}/orders/{failed_id}"))["status"] == "failed"
        assert data(c.get(f"{B}/orders/{closed_id}"))["status"] == "closed"
        assert data(c.get(f"{B}/orders/{disputed_id}"))["status"] == "disputed"
        assert balance(c) == 400
        error(c.post(f"{B}/orders/{failed_id}/settle", json={}), 400, "INVALID_ARGUMENT")  # stripe settles it
        lost = event("charge.dispute.closed", {"id": "dp_1", "object": "dispute", "payment_intent": disputed_ref,
                                               "status": "lost"})
        data(post_event(billing_server, lost))
        assert data(c.get(f"{B}/orders/{disputed_id}"))["status"] == "refunded" and balance(c) == 0


def test_a_purchase_through_stripe_needs_its_key(billing_server: LiveServer) -> None:
    """With MNEME_BILLING_PROVIDER=stripe and no secret key, a purchase answers 503 and creates nothing (the
    call to Stripe, `payment_intents.create`, is never made in tests: no traffic leaves loopback)."""
    live = start_server(
        billing_server.backend, billing_provider="stripe", stripe_api_key_env="MNEME_TEST_NO_SUCH_STRIPE_KEY")
    try:
        with live.client() as c:
            error(c.post(f"{B}/credit-purchases", json={"tokens": 100}), 503, "SERVICE_UNAVAILABLE")
            assert data(c.get(f"{B}/orders"))["total"] == 0
    finally:
        live.stop()


# ------------------------------------------------------------------------------------------ preview, usage


def test_plan_change_preview_endpoint(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        error(c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 99}), 400, "INVALID_ARGUMENT")
        error(c.get(f"{B}/subscription/plan-change-preview"), 400, "INVALID_ARGUMENT")
        p = data(c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 3}))
        assert p == {"plan_id": 3, "applicable": False, "reason": "no_paid_subscription",
                     "from_plan": {"id": 1, "name": "Free"}, "to_plan": {"id": 3, "name": "Team"}, "lines": []}
    # halfway through a 30-day period (whatever today is): Pro -> Team costs about 2500 - 1000
    start = dt.datetime.now(dt.UTC).replace(microsecond=0) - dt.timedelta(days=15)
    subscribe(billing_server, team["team_id"], 2, start=start)
    with billing_server.client(team["owner"]) as c:
        before = data(c.get(f"{B}/subscription"))
        p = data(c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 3}))
        end, pd = before["current_period_end"], p["proration_date"]
        left = (end - pd) / (end - before["current_period_start"])
        assert abs(pd - time.time()) < 60 and p["effective_at"] == pd
        credit, charge = (line["amount"]["amount"] for line in p["lines"])
        assert credit == -round(2000 * left) and charge == round(5000 * left)
        assert abs(credit + 2000 * 15 / ((end - before["current_period_start"]) / DAY)) <= 2
        assert p["amount_due"]["amount"] == credit + charge
        assert p["next_invoice"] == {"amount": {"amount": 5000, "currency": "usd"}, "date": end}
        down = data(c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 1}))
        assert down["reason"] == "downgrade_to_free" and down["effective_at"] == end
        assert data(c.get(f"{B}/subscription")) == before  # nothing changed

    async def sub_row(s: AsyncSession) -> int:
        row = await s.get(Subscription, team["team_id"])
        assert row is not None
        return row.plan_id
    assert in_db(billing_server, sub_row) == 2


def test_usage_totals_and_per_model(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    meter(billing_server, team["team_id"], 100, model="model-a")
    meter(billing_server, team["team_id"], 300, model="model-b")
    meter(billing_server, team["team_id"], 50, model="model-a")
    today = dt.datetime.now(dt.UTC).date()
    with billing_server.client(team["owner"]) as c:
        u = data(c.get("/admin/v1/usage", params={"start_date": (today - dt.timedelta(days=1)).isoformat(),
                                                   "end_date": today.isoformat()}))
        assert u["totals"] == {"calls": 3, "input_tokens": 450, "output_tokens": 0, "cost_tokens": 450,
                               "hosted_cost_tokens": 450}
        assert u["models"] == [
            {"model": "model-b", "calls": 1, "input_tokens": 300, "output_tokens": 0, "cost_tokens": 300,
             "hosted_cost_tokens": 300},
            {"model": "model-a", "calls": 2, "input_tokens": 150, "output_tokens": 0, "cost_tokens": 150,
             "hosted_cost_tokens": 150}]
        assert data(c.get("/admin/v1/usage"))["totals"]["calls"] == 3  # this month by default
        past = data(c.get("/admin/v1/usage", params={"start_date": "2020-01-01", "end_date": "2020-01-31"}))
        assert past["totals"]["calls"] == 0 and past["models"] == []
        error(c.get("/admin/v1/usage", params={"start_date": "yesterday"}), 400, "INVALID_ARGUMENT")
        error(c.get("/admin/v1/usage", params={"start_date": "2026-02-02", "end_date": "2026-02-01"}), 400,
              "INVALID_ARGUMENT")


def test_a_broken_plans_file_answers_503(billing_server: LiveServer, tmp_path: Any) -> None:
    bad = tmp_path / "plans.toml"
    bad.write_text("[[plans]]\nid = 'two'\n")
    live = start_server(billing_server.backend, billing_config=str(bad))
    try:
        with live.client() as c:
            error(c.get(f"{B}/plans"), 503, "SERVICE_UNAVAILABLE")
            error(c.get(f"{B}/subscription/plan-change-preview", params={"plan_id": 2}), 503, "SERVICE_UNAVAILABLE")
            assert data(c.get(f"{B}/credit-balance"))["balance_tokens"] == 0  # the rest still works
    finally:
        live.stop()


def test_a_retried_purchase_with_an_idempotency_key_orders_once(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        key = uniq("buy")
        first = c.post(f"{B}/credit-purchases", json={"tokens": 777}, headers={"Idempotency-Key": key})
        again = c.post(f"{B}/credit-purchases", json={"tokens": 777}, headers={"Idempotency-Key": key})
        assert first.status_code == again.status_code == 201 and first.content == again.content
        assert data(c.get(f"{B}/orders"))["total"] == 1
        error(c.post(f"{B}/credit-purchases", json={"tokens": 778}, headers={"Idempotency-Key": key}), 422,
              "IDEMPOTENCY_KEY_REUSED")


def test_stripe_subscription_invoices_are_subscription_orders(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    inv_id = "in_" + uniq("i").replace("-", "")
    obj = {"id": inv_id, "object": "invoice", "amount_paid": 2000, "currency": "usd",
           "hosted_invoice_url": "https://invoice.stripe.com/i/" + inv_id,
           "parent": {"subscription_details": {"metadata": {"team_id": team["team_id"]}}}}
    failed = dict(obj, amount_paid=0, amount_due=2000)
    assert data(post_event(billing_server, event("invoice.payment_failed", failed)))["result"] == "failed"
    assert data(post_event(billing_server, event("invoice.paid", obj)))["result"] == "succeeded"
    assert data(post_event(billing_server, event("invoice.paid", obj)))["result"] == "unchanged"
    older = {"id": "in_x", "subscription_details": {"metadata": {"team_id": "team-nobody"}}}
    assert data(post_event(billing_server, event("invoice.paid", older)))["result"] == "ignored"
    with billing_server.client(team["owner"]) as c:
        [order] = data(c.get(f"{B}/orders", params={"type": "subscription"}))["items"]
        assert order["status"] == "succeeded" and order["tokens_granted"] == 0 and order["provider"] == "stripe"
        assert order["amount"] == {"amount": 2000, "currency": "usd"} and order["receipt_url"].endswith(inv_id)
        assert data(c.get(f"{B}/invoices/{order['invoice_id']}"))["amount"]["amount"] == 2000
        assert balance(c) == 0


def test_period_granted_tokens_count_from_the_subscription_period(billing_server: LiveServer) -> None:
    team = new_team(billing_server)
    with billing_server.client(team["owner"]) as c:
        old = data(c.post(f"{B}/credit-grants", json={"tokens": 700}), 201)["entry"]["id"]
        data(c.post(f"{B}/credit-grants", json={"tokens": 300}), 201)

    async def backdate(s: AsyncSession) -> None:  # test setup: the first grant was made five days ago
        row = await s.get(CreditLedgerEntry, old)
        assert row is not None
        row.created_at = dt.datetime.now(dt.UTC) - dt.timedelta(days=5)
    in_db(billing_server, backdate)
    subscribe(billing_server, team["team_id"], 4, paid=False, start=dt.datetime.now(dt.UTC) - dt.timedelta(days=3))
    with billing_server.client(team["owner"]) as c:
        assert data(c.get(f"{B}/credit-balance")) == {"balance_tokens": 5_001_000, "total_granted_tokens": 5_001_000,
                                                      "period_granted_tokens": 5_000_300}
