"""The balance through the live router (Part A's proxy with the real `router/metering.py`, no stand-in): the
official SDKs' hosted calls answer 402 at a balance of 0, are debited exactly by the price formula once granted
(streams included, even without `include_usage`), may overdraw, and then answer 402 again; BYOK calls are not
debited; with debiting off nothing is refused or debited. Runs once the router (tests/router/fake_vendor.py,
tests/router/conftest.py) is merged; skipped before."""
from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.models import RouterUsage
from tests.conftest import LiveServer, data, in_db, start_server

fake_vendor = pytest.importorskip("tests.router.fake_vendor")  # Part A's: until it is merged, skipped
router_fixtures = pytest.importorskip("tests.router.conftest")
openai = pytest.importorskip("openai")
anthropic = pytest.importorskip("anthropic")

BALANCE, GRANTS, LEDGER = ("/admin/v1/billing/credit-balance", "/admin/v1/billing/credit-grants",
                           "/admin/v1/billing/credit-ledger")
CHAT = [{"role": "user", "content": "Hi"}]
# the router configuration of tests/router/conftest.py: gpt-x 1,000,000 / 4,000,000 and claude-x 3,000,000 /
# 15,000,000 tokens per million; the fake vendor's usage: chat 11 in + 7 out, messages 17 in + 9 out
CHAT_COST = 11 * 1 + 7 * 4
MESSAGES_COST = fake_vendor.MESSAGES_INPUT * 3 + fake_vendor.MESSAGES_OUTPUT * 15


def serve(backend: str, vendor: Any, **settings: Any) -> LiveServer:
    os.environ["MNEME_TEST_VENDOR_A_KEY"] = router_fixtures.HOSTED_A_KEY
    os.environ["MNEME_TEST_VENDOR_B_KEY"] = router_fixtures.HOSTED_B_KEY
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-balance-"), "router.toml")
    with open(path, "w") as f:
        f.write(router_fixtures.config_text(vendor))
    return start_server(backend, router_config=path, **settings)


@pytest.fixture(scope="module")
def metered(backend: str) -> Iterator[LiveServer]:
    vendor = fake_vendor.FakeVendor().start()
    live = serve(backend, vendor)
    yield live
    live.stop()
    vendor.stop()


def balance(server: LiveServer) -> int:
    with server.client() as c:
        return int(data(c.get(BALANCE))["balance_tokens"])


def wait_balance(server: LiveServer, want: int) -> None:
    """Metering writes once the reply is sent: wait for it (at most 15 s)."""
    deadline = time.monotonic() + 15
    while (now := balance(server)) != want:
        assert time.monotonic() < deadline, f"balance {now}, expected {want}"
        time.sleep(0.02)


def wait_usage(server: LiveServer, n: int) -> None:
    async def count(s: AsyncSession) -> int:
        return int(await s.scalar(select(func.count()).select_from(RouterUsage)
                                  .where(RouterUsage.team_id == server.team_id)) or 0)

    deadline = time.monotonic() + 15
    while in_db(server, count) < n:
        assert time.monotonic() < deadline, "the call was not recorded"
        time.sleep(0.02)


def grant(server: LiveServer, tokens: int) -> None:
    with server.client() as c:
        data(c.post(GRANTS, json={"tokens": tokens}), 201)


def oa(server: LiveServer, **kw: Any) -> Any:
    return openai.OpenAI(**{"api_key": server.owner_key, "base_url": f"{server.base_url}/router/compat-a/v1",
                            "max_retries": 0, **kw})


def refused(server: LiveServer) -> None:
    with pytest.raises(openai.APIStatusError) as info:
        oa(server).chat.completions.create(model="gpt-x", messages=CHAT)
    assert info.value.status_code == 402
    assert info.value.response.json()["success"] is False


def test_hosted_calls_are_refused_at_zero_and_debited_exactly(metered: LiveServer) -> None:
    server = metered
    refused(server)  # a new team has 0 tokens
    grant(server, 100)
    oa(server).chat.completions.create(model="gpt-x", messages=CHAT)
    wait_balance(server, 100 - CHAT_COST)
    list(oa(server).chat.completions.create(model="gpt-x", messages=CHAT, stream=True))  # usage not asked for
    wait_balance(server, 100 - 2 * CHAT_COST)
    oa(server).chat.completions.create(model="gpt-x", messages=CHAT)  # 22 left: served, then overdrawn
    wait_balance(server, 100 - 3 * CHAT_COST)
    refused(server)
    byok = oa(server, api_key="my-vendor-key", default_headers={"x-service-api-key": server.owner_key})
    byok.chat.completions.create(model="gpt-x", messages=CHAT)  # BYOK: no balance check, no debit

    grant(server, 1000)
    client = anthropic.Anthropic(api_key=server.owner_key, base_url=f"{server.base_url}/router/compat-b",
                                 max_retries=0)
    with client.messages.stream(model="claude-x", max_tokens=50, messages=CHAT) as stream:
        stream.get_final_text()
    end = 1100 - 3 * CHAT_COST - MESSAGES_COST
    wait_balance(server, end)
    with server.client() as c:
        items = data(c.get(LEDGER, params={"page_size": 100}))["items"]
    assert [(i["kind"], i["tokens"]) for i in items] == [
        ("debit", -MESSAGES_COST), ("grant", 1000), ("debit", -CHAT_COST), ("debit", -CHAT_COST),
        ("debit", -CHAT_COST), ("grant", 100)]
    assert items[0]["balance_after_tokens"] == end and items[0]["reference"].startswith("use-")


def test_with_debiting_off_nothing_is_refused_or_debited(backend: str) -> None:
    vendor = fake_vendor.FakeVendor().start()
    server = serve(backend, vendor, metering_debit=False)
    try:
        assert oa(server).chat.completions.create(model="gpt-x", messages=CHAT).choices
        wait_usage(server, 1)  # the call's record committed (a debit would have been in its transaction)
        assert balance(server) == 0
        with server.client() as c:
            assert data(c.get(LEDGER))["items"] == []
    finally:
        server.stop()
        vendor.stop()
