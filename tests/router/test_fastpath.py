"""The router's speed work (issue 12): the inference calls' short ASGI path (`mneme.router.fastpath`), and one
lookup at a time when the remembered balance or key of a team runs out under concurrent calls."""
from __future__ import annotations

import asyncio
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import mneme.router.metering as metering
from mneme.core.settings import Settings
from mneme.router import fastpath, proxy
from tests.conftest import LiveServer, data, start_server
from tests.router.conftest import config_file
from tests.router.fake_vendor import FakeVendor
from tests.router.test_proxy import CHAT, chat_body

GRANTS = "/admin/v1/billing/credit-grants"


@pytest.fixture(scope="module")
def live(backend: str, vendor: FakeVendor) -> Iterator[LiveServer]:
    server = start_server(backend, router_config=config_file(vendor), router_balance_cache_s=3600,
                          router_key_cache_s=3600)
    yield server
    server.stop()


def _app(server: LiveServer) -> Any:
    return server._server.config.app  # type: ignore[attr-defined]


def test_the_inference_posts_take_the_short_path_and_nothing_else_does() -> None:
    from mneme.app import create_app

    settings = Settings.from_env()
    app = create_app(settings)
    stack = app.build_middleware_stack()
    assert isinstance(stack, fastpath.RouterFastPath)
    base, legacy = settings.base_path, settings.legacy_base
    inference = ["compat-a/v1/chat/completions", "compat-a/v1/responses", "compat-a/v1/embeddings",
                 "compat-b/v1/messages"]
    assert sorted(stack.endpoints) == sorted([f"{base}/router/{p}" for p in inference]
                                             + [f"{legacy}/{p}" for p in inference])
    assert f"{base}/router/v1/models" not in stack.endpoints  # a GET with dependencies: the full stack


def test_a_path_an_earlier_route_serves_is_left_to_the_full_stack() -> None:
    """A route registered before the router's, on the same path, is what Starlette serves: the short path
    must not take that path away from it."""
    from fastapi import FastAPI, Request

    from mneme.app import create_app

    settings = Settings.from_env()
    app = create_app(settings)
    chat = f"{settings.base_path}/router/compat-a/v1/chat/completions"
    first = FastAPI()

    @first.post(chat)
    async def earlier(request: Request) -> dict[str, str]:
        return {}

    app.router.routes.insert(0, first.router.routes[-1])
    assert chat not in fastpath.fast_endpoints(app, app.state.router_zones)


def test_short_path_answers_as_the_full_stack_did(live: LiveServer, vendor: FakeVendor) -> None:
    """Trace id, the vendor error shapes of the endpoint and of the front door, and a trailing slash (served by
    the full stack) on the same route."""
    trace = "4bf92f3577b34da6a3ce929d0e0e4736"
    with live.client() as c:
        data(c.post(GRANTS, json={"tokens": 10**9}), 201)
        ok = c.post(CHAT, json=chat_body(), headers={"traceparent": f"00-{trace}-00f067aa0ba902b7-01"})
        slash = c.post(CHAT + "/", json=chat_body())
        unknown = c.post(CHAT, json=chat_body("no-such-model"))
        not_json = c.post(CHAT, content=b"{", headers={"content-type": "application/json"})
        big = c.post(CHAT, content=b"x" * (live.settings.router_max_body_bytes + 1),
                     headers={"content-type": "application/json"})
        wrong_method = c.get(CHAT)
    with live.client(None) as anonymous:
        no_key = anonymous.post(CHAT, json=chat_body())
    assert ok.status_code == 200 and ok.headers["x-trace-id"] == trace
    assert ok.json()["choices"][0]["message"]["content"]
    assert slash.status_code == 200 and slash.json() == ok.json() | {"id": slash.json()["id"]}
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "model_not_found"
    assert not_json.status_code == 400 and not_json.json()["error"]["type"] == "invalid_request_error"
    assert big.status_code == 413 and big.json()["error"]["type"] == "invalid_request_error"
    assert wrong_method.status_code == 405 and "POST" in wrong_method.headers["allow"]
    assert no_key.status_code == 401 and no_key.json()["error"]["type"] == "authentication_error"
    for r in (slash, unknown, not_json, big, wrong_method, no_key):
        assert len(r.headers["x-trace-id"]) == 32


def _burst(server: LiveServer, n: int) -> list[int]:
    def one(_: int) -> int:
        with server.client() as c:
            return c.post(CHAT, json=chat_body()).status_code

    with ThreadPoolExecutor(n) as pool:
        return list(pool.map(one, range(n)))


def test_an_expired_balance_is_read_once_for_concurrent_calls(live: LiveServer,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    original = metering.check_balance

    async def slow_read(session: Any, scope: Any, settings: Any) -> None:
        reads.append(scope.team_id)
        await asyncio.sleep(0.3)  # a slow database: the other calls arrive while this read is under way
        await original(session, scope, settings)

    with live.client() as c:
        data(c.post(GRANTS, json={"tokens": 10**9}), 201)
        assert c.post(CHAT, json=chat_body()).status_code == 200
    monkeypatch.setattr(metering, "check_balance", slow_read)
    balance, _until = proxy._funded[live.team_id]
    proxy._funded[live.team_id] = (balance, 0.0)  # the known balance has expired
    assert _burst(live, 8) == [200] * 8
    assert reads == [live.team_id]


def test_an_expired_key_is_looked_up_once_for_concurrent_calls(live: LiveServer,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    authenticator = _app(live).state.services.authenticator
    lookups: list[str] = []
    original = authenticator._authenticate

    async def slow_lookup(session: Any, token: str, ip: str, **kw: Any) -> Any:
        lookups.append(token)
        await asyncio.sleep(0.3)  # the other calls arrive while this lookup is under way
        return await original(session, token, ip, **kw)

    with live.client() as c:
        data(c.post(GRANTS, json={"tokens": 10**9}), 201)
        assert c.post(CHAT, json=chat_body()).status_code == 200
    monkeypatch.setattr(authenticator, "_authenticate", slow_lookup)
    for hit in authenticator._recent.values():
        hit.until = 0.0  # every remembered key has expired
    assert _burst(live, 8) == [200] * 8
    assert lookups == [live.owner_key]
