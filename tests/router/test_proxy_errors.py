"""The router's own error rows that need a server of their own: invalid-key throttling (429), maintenance
(503) and an invalid configuration file (502), on the inference endpoints and the model list."""
from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import httpx
import pytest

from tests.conftest import TLS, LiveServer, start_server
from tests.router.fake_vendor import FakeVendor
from tests.router.test_proxy import CHAT, MESSAGES, chat_body, msg_body

pytestmark = pytest.mark.usefixtures("standins")

BAD = "sk_" + "n" * 40


@pytest.fixture(scope="module")
def throttled(backend: str, vendor: FakeVendor, standins: None) -> Iterator[LiveServer]:
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-"), "router.toml")
    with open(path, "w") as f:  # broken: `protocol` is wrong
        f.write(f'[[providers]]\nname = "p"\nprotocol = "openai"\nbase_url = "{vendor.base}/v1"\n')
    live = start_server(backend, router_config=path, invalid_key_limit=3, invalid_key_window_s=3600)
    yield live
    live.stop()


@pytest.fixture(scope="module")
def maintenance(backend: str, standins: None) -> Iterator[LiveServer]:
    live = start_server(backend, router_maintenance=True, router_retry_after_s=120)
    yield live
    live.stop()


def test_invalid_keys_are_throttled_with_429(throttled: LiveServer) -> None:
    url = throttled.base_url
    with httpx.Client(verify=TLS, timeout=30) as http:
        for _ in range(3):
            r = http.post(url + CHAT, json=chat_body(), headers={"Authorization": f"Bearer {BAD}"})
            assert r.status_code == 401
        for target, headers in ((CHAT, {"Authorization": f"Bearer {BAD}"}), (MESSAGES, {"x-api-key": BAD})):
            r = http.post(url + target, json=chat_body(), headers=headers)
            assert r.status_code == 429, r.text
            assert int(r.headers["retry-after"]) > 0
            body = r.json()
            assert body["success"] is False and body["code"] == "AUTH_THROTTLED" and isinstance(body["action"], str)
            assert isinstance(body["error"]["type"], str) and isinstance(body["error"]["message"], str)
        r = http.get(url + "/router/v1/models", headers={"Authorization": f"Bearer {BAD}"})
        assert r.status_code == 429 and r.json()["error_code"] == "RATE_LIMIT_EXCEEDED" and r.headers["retry-after"]
        # a valid key is never locked out by the wrong keys of its address
        ok = http.get(url + "/router/v1/models", headers={"Authorization": f"Bearer {throttled.owner_key}"})
        assert ok.status_code == 502  # ... and this server's configuration file is invalid


def test_invalid_configuration_is_502(throttled: LiveServer) -> None:
    with throttled.client() as c:
        models = c.get("/router/v1/models")
        call = c.post(CHAT, json=chat_body())
    assert models.status_code == 502 and models.json()["error_code"] == "INTERNAL_ERROR"
    assert models.json()["success"] is False and "mneme router check" in models.json()["message"]
    assert call.status_code == 502 and call.headers["content-type"].startswith("text/plain")


def test_maintenance_is_503(maintenance: LiveServer) -> None:
    with maintenance.client() as c:
        a = c.post(CHAT, json=chat_body())
        m = c.get("/router/v1/models")
        data_api = c.get("/api/v3/workspaces")
    with httpx.Client(verify=TLS, base_url=maintenance.base_url, timeout=30) as http:
        b = http.post(MESSAGES, json=msg_body(), headers={"x-api-key": maintenance.owner_key})
        unauth = http.post(CHAT, json=chat_body())
    for r in (a, b):
        assert r.status_code == 503 and r.headers["retry-after"] == "120"
        assert r.json() == {"success": False, "message": r.json()["message"], "code": "REQUEST_BLOCKED"}
    assert m.status_code == 503 and m.json()["error_code"] == "SERVICE_UNAVAILABLE" and m.headers["retry-after"]
    assert unauth.status_code == 401  # the key is checked first
    assert data_api.status_code == 200  # only the router is in maintenance


def test_permission_router_invoke_is_required(maintenance: LiveServer) -> None:
    """A key whose role lacks `router:invoke` / `router:models` gets 403 (compat-a shape; ACCESS_DENIED)."""
    from sqlalchemy import delete

    from mneme.models import PermissionRule
    from tests.conftest import in_db

    info = maintenance.new_key(role="tenant_member", name="no-router")

    async def revoke(s: object) -> None:
        await s.execute(delete(PermissionRule).where(  # type: ignore[attr-defined]
            PermissionRule.team_id == maintenance.team_id, PermissionRule.role_key == "tenant_member",
            PermissionRule.action.in_(("router:invoke", "router:models"))))

    in_db(maintenance, revoke)
    with maintenance.client(info["api_key"]) as c:
        a = c.post(CHAT, json=chat_body())
        m = c.get("/router/v1/models")
    assert a.status_code == 403 and isinstance(a.json()["error"]["message"], str)
    assert m.status_code == 403 and m.json()["error_code"] == "ACCESS_DENIED"


def test_router_remembers_a_valid_key_for_a_moment(backend: str, standins: None) -> None:
    """`MNEME_ROUTER_KEY_CACHE_S`: a key that just authenticated is not looked up again on the router (its IP
    restriction and expiry still are), so a deactivation reaches the router within that time; the data API sees
    it at once. With 0, the router looks the key up on every call."""
    from sqlalchemy import update

    from mneme.models import ApiKey
    from tests.conftest import in_db

    for cache_s, router_after in ((3600.0, 200), (0.0, 401)):
        live = start_server(backend, router_key_cache_s=cache_s)
        try:
            info = live.new_key(name="flip")
            with live.client(info["api_key"]) as c:
                assert c.get("/router/v1/models").status_code == 200

                async def deactivate(s: object, key_id: str = info["id"]) -> None:
                    await s.execute(update(ApiKey).where(ApiKey.id == key_id).values(status="inactive"))  # type: ignore[attr-defined]

                in_db(live, deactivate)
                assert c.get("/router/v1/models").status_code == router_after
                assert c.get("/api/v3/workspaces").status_code == 401
        finally:
            live.stop()



def test_key_changes_through_the_api_reach_the_router_at_once(backend: str, standins: None) -> None:
    """With the router remembering keys for an hour, a key deactivated, rotated or deleted through the admin API
    of the same process answers 401 on the router's next call (`core.auth.access_changed`)."""
    live = start_server(backend, router_key_cache_s=3600.0)
    try:
        keys = [live.new_key(name=f"k{i}") for i in range(3)]
        for info in keys:
            with live.client(info["api_key"]) as c:
                assert c.get("/router/v1/models").status_code == 200
        with live.client() as admin:
            assert admin.patch(f"/admin/v1/api-keys/{keys[0]['id']}", json={"status": "inactive"}).status_code == 200
            assert admin.post(f"/admin/v1/api-keys/{keys[1]['id']}/rotate").status_code in (200, 201)
            assert admin.delete(f"/admin/v1/api-keys/{keys[2]['id']}").status_code == 200
        for info in keys:
            with live.client(info["api_key"]) as c:
                r = c.get("/router/v1/models")
                assert r.status_code == 401, (info["name"], r.text)
    finally:
        live.stop()
