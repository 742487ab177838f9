"""Admin API keys: every change is proven with real requests made with the key itself."""
from __future__ import annotations

import json
import time
from typing import Any

import httpx

from tests.admin.factories import audit_rows, custom_role
from tests.conftest import LiveServer, data, error, start_server, uniq

KEYS = "/admin/v1/api-keys"


def status_with(server: LiveServer, secret: str) -> int:
    with server.client(secret) as c:
        return c.get("/admin/v1/team").status_code


def make_key(c: httpx.Client, **body: Any) -> dict[str, Any]:
    created: dict[str, Any] = data(c.post(KEYS, json={"name": uniq("key"), **body}), 201)
    return created


def make_member(c: httpx.Client, role: str = "tenant_member") -> str:
    member: dict[str, Any] = data(c.post("/admin/v1/members", json={"display_name": uniq("bot"), "role": role}), 201)
    return str(member["principal_id"])


def test_create_read_list_never_show_the_secret(server: LiveServer) -> None:
    with server.client() as c:
        k = make_key(c)
        secret = k["key"]
        assert secret.startswith("sk_") and k["prefix"] == secret[:10] and k["id"].startswith("key-")
        assert k["status"] == "active" and k["principal_id"] == server.owner_id
        assert k["expires_at"] is None and k["allowed_ips"] == [] and k["last_used_at"] is None
        assert isinstance(k["created_at"], int) and abs(k["created_at"] - time.time()) < 60
        assert status_with(server, secret) == 200
        got = c.get(f"{KEYS}/{k['id']}")
        listed = c.get(KEYS, params={"principal_id": server.owner_id, "page_size": 100})
        for resp in (got, listed):
            assert secret not in resp.text and secret[10:] not in resp.text
            assert "key_hash" not in resp.text and '"key"' not in resp.text
        one = data(got)
        assert one["id"] == k["id"] and isinstance(one["last_used_at"], int)
        assert k["id"] in [item["id"] for item in data(listed)["items"]]


def test_inactive_key_is_refused_until_reactivated(server: LiveServer) -> None:
    with server.client() as c:
        k = make_key(c)
        assert data(c.patch(f"{KEYS}/{k['id']}", json={"status": "inactive"}))["status"] == "inactive"
        with server.client(k["key"]) as kc:
            error(kc.get("/admin/v1/team"), 401, "UNAUTHORIZED")
        data(c.patch(f"{KEYS}/{k['id']}", json={"status": "active", "name": "renamed"}))
        assert data(c.get(f"{KEYS}/{k['id']}"))["name"] == "renamed"
        assert status_with(server, k["key"]) == 200


def test_deleted_key_is_refused_and_gone(server: LiveServer) -> None:
    with server.client() as c:
        k = make_key(c)
        body = c.delete(f"{KEYS}/{k['id']}").json()
        assert body == {"success": True, "message": "API key deleted", "data": {}}
        assert status_with(server, k["key"]) == 401
        error(c.get(f"{KEYS}/{k['id']}"), 403, "FORBIDDEN")
        error(c.delete(f"{KEYS}/{k['id']}"), 403, "FORBIDDEN")
        error(c.post(f"{KEYS}/{k['id']}/rotate"), 403, "FORBIDDEN")
        listed = data(c.get(KEYS, params={"principal_id": server.owner_id, "page_size": 100}))["items"]
        assert k["id"] not in [i["id"] for i in listed]


def test_expiry(server: LiveServer) -> None:
    with server.client() as c:
        err = error(c.post(KEYS, json={"name": "old", "expires_at": int(time.time()) - 5}), 400, "INVALID_ARGUMENT")
        assert "expires_at" in err["message"]
        lasting = make_key(c, expires_at=int(time.time()) + 3600)
        cleared = data(c.patch(f"{KEYS}/{lasting['id']}", json={"expires_at": None}))
        assert cleared["expires_at"] is None
        error(c.patch(f"{KEYS}/{lasting['id']}", json={"expires_at": 1000}), 400, "INVALID_ARGUMENT")
        expires = int(time.time()) + 2
        k = make_key(c, expires_at=expires)
        assert k["expires_at"] == expires
        assert status_with(server, k["key"]) == 200
        time.sleep(max(0.0, expires - time.time()) + 0.05)
        assert status_with(server, k["key"]) == 401


def test_rotate_replaces_the_secret_at_once(server: LiveServer) -> None:
    with server.client() as c:
        k = make_key(c, allowed_ips=["127.0.0.1/32"])
        rotated = data(c.post(f"{KEYS}/{k['id']}/rotate"))
        assert rotated["id"] == k["id"] and rotated["key"] != k["key"] and rotated["prefix"] == rotated["key"][:10]
        assert rotated["allowed_ips"] == ["127.0.0.1/32"] and rotated["name"] == k["name"]
        assert status_with(server, k["key"]) == 401
        assert status_with(server, rotated["key"]) == 200


def test_allowed_ips(server: LiveServer) -> None:
    with server.client() as c:
        k = make_key(c, allowed_ips=["10.0.0.0/8"])
        assert k["allowed_ips"] == ["10.0.0.0/8"]
        with server.client(k["key"]) as kc:
            error(kc.get("/admin/v1/team"), 403, "FORBIDDEN")
        patched = data(c.patch(f"{KEYS}/{k['id']}", json={"allowed_ips": ["127.0.0.1"]}))
        assert patched["allowed_ips"] == ["127.0.0.1/32"]
        assert status_with(server, k["key"]) == 200
        data(c.patch(f"{KEYS}/{k['id']}", json={"allowed_ips": ["10.0.0.0/8", "::1/128"]}))
        assert status_with(server, k["key"]) == 403
        assert data(c.patch(f"{KEYS}/{k['id']}", json={"allowed_ips": None}))["allowed_ips"] == []
        assert status_with(server, k["key"]) == 200
        err = error(c.patch(f"{KEYS}/{k['id']}", json={"allowed_ips": ["nope"]}), 400, "INVALID_ARGUMENT")
        assert "allowed_ips" in err["message"]
        error(c.post(KEYS, json={"name": "x", "allowed_ips": ["10.0.0.0/33"]}), 400, "INVALID_ARGUMENT")


def test_list_paging(server: LiveServer) -> None:
    with server.client() as c:
        member = make_member(c)
        ids = [make_key(c, principal_id=member)["id"] for _ in range(3)]
        seen: list[str] = []
        token = None
        for _ in range(5):
            params: dict[str, Any] = {"page_size": 1, "principal_id": member}
            if token:
                params["continuation_token"] = token
            page = data(c.get(KEYS, params=params))
            assert len(page["items"]) <= 1
            seen += [i["id"] for i in page["items"]]
            token = page.get("continuation_token")
            if not token:
                break
        assert seen == ids
        first = data(c.get(KEYS, params={"page_size": 1, "principal_id": member}))["continuation_token"]
        forged = first[:-4] + ("AAAA" if not first.endswith("AAAA") else "BBBB")
        err = error(c.get(KEYS, params={"continuation_token": forged, "principal_id": member}), 400, "INVALID_ARGUMENT")
        assert "continuation_token" in err["message"]
        error(c.get(KEYS, params={"continuation_token": first}), 400, "INVALID_ARGUMENT")  # other filters
        error(c.get(KEYS, params={"continuation_token": "garbage"}), 400, "INVALID_ARGUMENT")
        for bad in (0, 101):
            assert "page_size" in error(c.get(KEYS, params={"page_size": bad}), 400, "INVALID_ARGUMENT")["message"]


def test_validation_names_the_field(server: LiveServer) -> None:
    with server.client() as c:
        assert "name" in error(c.post(KEYS, json={}), 400, "INVALID_ARGUMENT")["message"]
        assert "name" in error(c.post(KEYS, json={"name": ""}), 400, "INVALID_ARGUMENT")["message"]
        assert "name" in error(c.post(KEYS, json={"name": "x" * 256}), 400, "INVALID_ARGUMENT")["message"]
        error(c.post(KEYS, content=b"{not json", headers={"content-type": "application/json"}), 400,
              "INVALID_ARGUMENT")
        k = make_key(c)
        for body, field in (({"status": "paused"}, "status"), ({"name": None}, "name"),
                            ({"status": None}, "status"), ({"expires_at": "soon"}, "expires_at")):
            assert field in error(c.patch(f"{KEYS}/{k['id']}", json=body), 400, "INVALID_ARGUMENT")["message"]
        err = error(c.post(KEYS, json={"name": "x", "principal_id": "prn-nobody"}), 400, "INVALID_ARGUMENT")
        assert "principal_id" in err["message"]


def test_unknown_key_is_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        for method, path in (("GET", ""), ("PATCH", ""), ("DELETE", ""), ("POST", "/rotate")):
            resp = c.request(method, f"{KEYS}/key-doesnotexist{path}", json={} if method == "PATCH" else None)
            error(resp, 403, "FORBIDDEN")


def test_key_for_another_member_acts_as_that_member(server: LiveServer) -> None:
    with server.client() as c:
        member = make_member(c)
        k = make_key(c, principal_id=member)
        assert k["principal_id"] == member
        with server.client(k["key"]) as kc:
            team = data(kc.get("/admin/v1/team"))
            assert team["caller_role"] == "tenant_member"


def test_member_key_may_not_manage_keys(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member")
    with server.client() as c:
        target = make_key(c)
    with server.client(member["api_key"]) as mc:
        error(mc.get(KEYS), 403, "FORBIDDEN")
        error(mc.get(f"{KEYS}/{target['id']}"), 403, "FORBIDDEN")
        error(mc.get(f"{KEYS}/{member['id']}"), 403, "FORBIDDEN")
        error(mc.post(KEYS, json={"name": "mine"}), 403, "FORBIDDEN")
        error(mc.patch(f"{KEYS}/{target['id']}", json={"status": "inactive"}), 403, "FORBIDDEN")
        error(mc.post(f"{KEYS}/{target['id']}/rotate"), 403, "FORBIDDEN")
        error(mc.delete(f"{KEYS}/{target['id']}"), 403, "FORBIDDEN")
        error(mc.delete(f"{KEYS}/{member['id']}"), 403, "FORBIDDEN")
    assert status_with(server, target["key"]) == 200


def test_only_the_owner_touches_owner_keys_and_admins_admin_keys(server: LiveServer) -> None:
    admin = server.new_key(role="tenant_admin")
    with server.client() as c:
        spare = make_key(c, name="spare owner key")
    with server.client(admin["api_key"]) as ac:
        assert any(i["id"] == spare["id"] for i in
                   data(ac.get(KEYS, params={"principal_id": server.owner_id, "page_size": 100}))["items"])
        error(ac.post(KEYS, json={"name": "x", "principal_id": server.owner_id}), 403, "FORBIDDEN")
        error(ac.post(f"{KEYS}/{spare['id']}/rotate"), 403, "FORBIDDEN")
        error(ac.patch(f"{KEYS}/{spare['id']}", json={"status": "inactive"}), 403, "FORBIDDEN")
        error(ac.delete(f"{KEYS}/{spare['id']}"), 403, "FORBIDDEN")
        own = data(ac.post(KEYS, json={"name": "admin's second"}), 201)
        assert own["principal_id"] == admin["principal_id"]
    assert status_with(server, spare["key"]) == 200
    keeper = server.new_key(role=custom_role(server, ["api_key:read", "api_key:manage", "team:read"]))
    with server.client() as c:
        member = make_member(c)
    with server.client(keeper["api_key"]) as kc:
        error(kc.post(KEYS, json={"name": "x", "principal_id": admin["principal_id"]}), 403, "FORBIDDEN")
        error(kc.post(f"{KEYS}/{own['id']}/rotate"), 403, "FORBIDDEN")
        theirs = data(kc.post(KEYS, json={"name": "x", "principal_id": member}), 201)
        mine = data(kc.post(KEYS, json={"name": "y"}), 201)
        assert mine["principal_id"] == keeper["principal_id"]
        data(kc.delete(f"{KEYS}/{theirs['id']}"))
    assert status_with(server, own["key"]) == 200


def test_writes_are_audited_without_secrets(server: LiveServer) -> None:
    with server.client() as c:
        k = make_key(c)
        data(c.patch(f"{KEYS}/{k['id']}", json={"name": "audited"}))
        rotated = data(c.post(f"{KEYS}/{k['id']}/rotate"))
        data(c.delete(f"{KEYS}/{k['id']}"))
    rows = audit_rows(server, k["id"])
    assert [r["action"] for r in rows] == ["api_key.create", "api_key.update", "api_key.rotate", "api_key.delete"]
    assert all(r["principal_id"] == server.owner_id and r["resource_type"] == "service:api_key" for r in rows)
    assert rows[1]["details"]["after"] == {"name": "audited"}
    dumped = json.dumps(rows)
    assert k["key"] not in dumped and rotated["key"] not in dumped and k["key"][10:] not in dumped


def test_another_teams_keys_and_members_are_invisible(backend: str) -> None:
    """Two teams on one database: neither sees nor changes the other's keys or members."""
    from mneme.admin.keys.service import create_key
    from mneme.admin.team.service import create_team
    from tests.conftest import in_db

    live = start_server(backend)
    try:
        async def second_team(s: Any) -> tuple[str, str]:
            team, owner = await create_team(s, name="Other", owner_name="Other owner", owner_email=None)
            key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other")
            return key.id, secret
        other_id, other_secret = in_db(live, second_team)
        with live.client() as c, live.client(other_secret) as oc:
            mine = make_key(c)
            assert data(oc.get("/admin/v1/team"))["name"] == "Other"
            for client, foreign in ((c, other_id), (oc, mine["id"])):
                error(client.get(f"{KEYS}/{foreign}"), 403, "FORBIDDEN")
                error(client.patch(f"{KEYS}/{foreign}", json={"status": "inactive"}), 403, "FORBIDDEN")
                error(client.post(f"{KEYS}/{foreign}/rotate"), 403, "FORBIDDEN")
                error(client.delete(f"{KEYS}/{foreign}"), 403, "FORBIDDEN")
            assert [i["id"] for i in data(oc.get(KEYS))["items"]] == [other_id]
            assert other_id not in [i["id"] for i in data(c.get(KEYS, params={"page_size": 100}))["items"]]
            other_owner = data(oc.get("/admin/v1/team"))["owner_principal_id"]
            error(c.post(KEYS, json={"name": "x", "principal_id": other_owner}), 400, "INVALID_ARGUMENT")
            error(c.get(f"/admin/v1/members/{other_owner}"), 403, "FORBIDDEN")
            error(c.patch(f"/admin/v1/members/{other_owner}", json={"display_name": "x"}), 403, "FORBIDDEN")
            error(c.delete(f"/admin/v1/members/{other_owner}"), 403, "FORBIDDEN")
            listed = data(c.get("/admin/v1/members", params={"status": "all", "page_size": 100}))["items"]
            assert other_owner not in [m["principal_id"] for m in listed]
        assert status_with(live, other_secret) == 200 and status_with(live, mine["key"]) == 200
    finally:
        live.stop()
