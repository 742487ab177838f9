"""The router's balance check with the real metering (no stand-in): a funded team is not read again while the
balance this process knows stays above zero (`MNEME_ROUTER_BALANCE_CACHE_S`); at or below zero it is read
again, and a refusal is never kept."""
from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

import mneme.router.metering as metering
from tests.conftest import LiveServer, data, start_server
from tests.router.conftest import config_file
from tests.router.fake_vendor import FakeVendor
from tests.router.test_proxy import CHAT, chat_body

BALANCE, GRANTS = "/admin/v1/billing/credit-balance", "/admin/v1/billing/credit-grants"
COST = 11 * 1 + 7 * 4  # the fake vendor's chat usage at gpt-x's prices


@pytest.fixture(scope="module")
def cached(backend: str, vendor: FakeVendor) -> Iterator[LiveServer]:
    live = start_server(backend, router_config=config_file(vendor), router_balance_cache_s=3600)
    yield live
    live.stop()


def wait_balance(server: LiveServer, want: int) -> None:
    deadline = time.monotonic() + 15
    with server.client() as c:
        while (now := data(c.get(BALANCE))["balance_tokens"]) != want:
            assert time.monotonic() < deadline, f"balance {now}, expected {want}"
            time.sleep(0.02)


def test_balance_is_read_again_only_when_it_may_be_exhausted(cached: LiveServer,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    original = metering.check_balance

    async def counted(session: Any, scope: Any, settings: Any) -> None:
        reads.append(scope.team_id)
        await original(session, scope, settings)

    monkeypatch.setattr(metering, "check_balance", counted)
    with cached.client() as c:
        assert c.post(CHAT, json=chat_body()).status_code == 402 and len(reads) == 1  # a new team has 0
        data(c.post(GRANTS, json={"tokens": 100}), 201)
        for _ in range(3):  # 100 -> 61 -> 22 -> -17: one read, then the known balance
            assert c.post(CHAT, json=chat_body()).status_code == 200
        assert len(reads) == 2
        wait_balance(cached, 100 - 3 * COST)
        assert c.post(CHAT, json=chat_body()).status_code == 402  # known <= 0: read again
        assert c.post(CHAT, json=chat_body()).status_code == 402  # a refusal is not kept
        assert len(reads) == 4
        data(c.post(GRANTS, json={"tokens": 1000}), 201)
        assert c.post(CHAT, json=chat_body()).status_code == 200
        assert len(reads) == 5
