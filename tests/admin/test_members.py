"""Admin members: virtual members, role changes, removal, and who may change whom."""
from __future__ import annotations

import time
from typing import Any

import httpx

from tests.admin.factories import audit_rows, custom_role
from tests.conftest import LiveServer, data, error, uniq

MEMBERS = "/admin/v1/members"
KEYS = "/admin/v1/api-keys"


def make_member(c: httpx.Client, role: str = "tenant_member", status: int = 201) -> dict[str, Any]:
    resp = c.post(MEMBERS, json={"display_name": uniq("bot"), "role": role})
    if status != 201:
        error(resp, status)
        return {}
    member: dict[str, Any] = data(resp, 201)
    return member


def key_for(c: httpx.Client, principal_id: str) -> str:
    return str(data(c.post(KEYS, json={"name": uniq("k"), "principal_id": principal_id}), 201)["key"])


def team_status(server: LiveServer, secret: str) -> int:
    with server.client(secret) as c:
        return c.get("/admin/v1/team").status_code


def test_create_read_and_list_virtual_member(server: LiveServer) -> None:
    with server.client() as c:
        m = make_member(c)
        assert m["principal_id"].startswith("prn-") and m["kind"] == "virtual" and m["role"] == "tenant_member"
        assert m["status"] == "active" and m["email"] is None and isinstance(m["created_at"], int)
        assert abs(m["updated_at"] - time.time()) < 60
        assert data(c.get(f"{MEMBERS}/{m['principal_id']}")) == m
        seen: list[str] = []
        token = None
        while True:
            params: dict[str, Any] = {"page_size": 1, **({"continuation_token": token} if token else {})}
            page = data(c.get(MEMBERS, params=params))
            seen += [i["principal_id"] for i in page["items"]]
            token = page.get("continuation_token")
            if not token:
                break
        assert seen[0] == server.owner_id and m["principal_id"] in seen and len(seen) == len(set(seen))
        error(c.get(MEMBERS, params={"continuation_token": token or "forged"}), 400, "INVALID_ARGUMENT")
        assert "status" in error(c.get(MEMBERS, params={"status": "gone"}), 400, "INVALID_ARGUMENT")["message"]
        error(c.get(f"{MEMBERS}/prn-nobody"), 403, "FORBIDDEN")
    assert [r["action"] for r in audit_rows(server, m["principal_id"])] == ["member.create"]


def test_create_validation(server: LiveServer) -> None:
    with server.client() as c:
        assert "display_name" in error(c.post(MEMBERS, json={"role": "tenant_member"}), 400,
                                       "INVALID_ARGUMENT")["message"]
        assert "role" in error(c.post(MEMBERS, json={"display_name": "x"}), 400, "INVALID_ARGUMENT")["message"]
        for role in ("no_such_role", "tenant_owner"):
            err = error(c.post(MEMBERS, json={"display_name": "x", "role": role}), 400, "INVALID_ARGUMENT")
            assert "role" in err["message"]


def test_role_change(server: LiveServer) -> None:
    with server.client() as c:
        m = make_member(c)
        pid = m["principal_id"]
        secret = key_for(c, pid)
        with server.client(secret) as mc:
            error(mc.get(KEYS), 403, "FORBIDDEN")
        changed = data(c.patch(f"{MEMBERS}/{pid}", json={"role": "tenant_admin", "display_name": "Promoted"}))
        assert changed["role"] == "tenant_admin" and changed["display_name"] == "Promoted"
        with server.client(secret) as mc:
            data(mc.get(KEYS))
            assert data(mc.get("/admin/v1/team"))["caller_role"] == "tenant_admin"
        unchanged = data(c.patch(f"{MEMBERS}/{pid}", json={}))
        assert unchanged["role"] == "tenant_admin"
        for body, field in (({"role": "nope"}, "role"), ({"role": "tenant_owner"}, "role"),
                            ({"role": None}, "role"), ({"display_name": ""}, "display_name")):
            assert field in error(c.patch(f"{MEMBERS}/{pid}", json=body), 400, "INVALID_ARGUMENT")["message"]
        error(c.patch(f"{MEMBERS}/prn-nobody", json={"role": "tenant_member"}), 403, "FORBIDDEN")
    rows = audit_rows(server, pid)
    assert [r["action"] for r in rows] == ["member.create", "member.update"]
    assert rows[1]["details"]["before"]["role"] == "tenant_member"
    assert rows[1]["details"]["after"] == {"role": "tenant_admin", "display_name": "Promoted"}


def test_removal_disables_the_members_keys(server: LiveServer) -> None:
    with server.client() as c:
        m = make_member(c)
        pid = m["principal_id"]
        secrets = [key_for(c, pid), key_for(c, pid)]
        assert all(team_status(server, s) == 200 for s in secrets)
        removed = c.delete(f"{MEMBERS}/{pid}")
        assert removed.json()["message"] == "Member removed" and data(removed)["status"] == "removed"
        assert all(team_status(server, s) == 401 for s in secrets)
        assert data(c.get(KEYS, params={"principal_id": pid}))["items"] == []
        assert data(c.get(f"{MEMBERS}/{pid}"))["status"] == "removed"
        active = data(c.get(MEMBERS, params={"page_size": 100}))
        removed_list = data(c.get(MEMBERS, params={"status": "removed", "page_size": 100}))
        assert pid in [i["principal_id"] for i in removed_list["items"]]
        if active.get("continuation_token") is None:
            assert pid not in [i["principal_id"] for i in active["items"]]
        error(c.patch(f"{MEMBERS}/{pid}", json={"role": "tenant_admin"}), 409, "CONFLICT")
        assert data(c.delete(f"{MEMBERS}/{pid}"))["status"] == "removed"
        err = error(c.post(KEYS, json={"name": "x", "principal_id": pid}), 400, "INVALID_ARGUMENT")
        assert "principal_id" in err["message"]
    rows = audit_rows(server, pid)
    assert [r["action"] for r in rows if r["action"] == "member.remove"] == ["member.remove"]
    assert rows[-1]["details"]["keys_deleted"] == 2


def test_owner_cannot_be_demoted_or_removed(server: LiveServer) -> None:
    admin = server.new_key(role="tenant_admin")
    for secret in (server.owner_key, admin["api_key"]):
        with server.client(secret) as c:
            error(c.patch(f"{MEMBERS}/{server.owner_id}", json={"role": "tenant_member"}), 409, "CONFLICT")
            error(c.delete(f"{MEMBERS}/{server.owner_id}"), 409, "CONFLICT")
    with server.client(admin["api_key"]) as ac:
        error(ac.patch(f"{MEMBERS}/{server.owner_id}", json={"display_name": "Renamed"}), 403, "FORBIDDEN")
    with server.client() as c:
        owner = data(c.get(f"{MEMBERS}/{server.owner_id}"))
        assert owner["role"] == "tenant_owner" and owner["status"] == "active" and owner["kind"] == "human"
    assert team_status(server, server.owner_key) == 200


def test_nobody_changes_their_own_role_or_removes_themselves(server: LiveServer) -> None:
    admin = server.new_key(role="tenant_admin")
    with server.client(admin["api_key"]) as ac:
        error(ac.patch(f"{MEMBERS}/{admin['principal_id']}", json={"role": "tenant_member"}), 403, "FORBIDDEN")
        error(ac.delete(f"{MEMBERS}/{admin['principal_id']}"), 403, "FORBIDDEN")
        renamed = data(ac.patch(f"{MEMBERS}/{admin['principal_id']}", json={"display_name": "Me"}))
        assert renamed["display_name"] == "Me" and renamed["role"] == "tenant_admin"
    assert team_status(server, admin["api_key"]) == 200


def test_admin_changes_need_an_owner_or_admin(server: LiveServer) -> None:
    manager = server.new_key(role=custom_role(server, ["member:read", "member:manage", "team:read"]))
    admin_like = custom_role(server, ["team:read"], parent="tenant_admin")
    with server.client() as c:
        admin = make_member(c, "tenant_admin")
        member = make_member(c)
    with server.client(manager["api_key"]) as mc:
        make_member(mc, "tenant_admin", status=403)
        make_member(mc, admin_like, status=403)
        plain = make_member(mc)
        error(mc.patch(f"{MEMBERS}/{member['principal_id']}", json={"role": "tenant_admin"}), 403, "FORBIDDEN")
        error(mc.patch(f"{MEMBERS}/{member['principal_id']}", json={"role": admin_like}), 403, "FORBIDDEN")
        error(mc.patch(f"{MEMBERS}/{admin['principal_id']}", json={"role": "tenant_member"}), 403, "FORBIDDEN")
        error(mc.patch(f"{MEMBERS}/{admin['principal_id']}", json={"display_name": "x"}), 403, "FORBIDDEN")
        error(mc.delete(f"{MEMBERS}/{admin['principal_id']}"), 403, "FORBIDDEN")
        data(mc.patch(f"{MEMBERS}/{member['principal_id']}", json={"display_name": "Fine"}))
        assert data(mc.delete(f"{MEMBERS}/{plain['principal_id']}"))["status"] == "removed"
    with server.client() as c:
        assert data(c.get(f"{MEMBERS}/{admin['principal_id']}"))["role"] == "tenant_admin"
        assert data(c.get(f"{MEMBERS}/{member['principal_id']}"))["role"] == "tenant_member"
    other_admin = server.new_key(role="tenant_admin")
    with server.client(other_admin["api_key"]) as ac:
        data(ac.patch(f"{MEMBERS}/{member['principal_id']}", json={"role": admin_like}))
        data(ac.patch(f"{MEMBERS}/{admin['principal_id']}", json={"role": "tenant_member"}))
        assert data(ac.delete(f"{MEMBERS}/{admin['principal_id']}"))["status"] == "removed"


def test_member_key_gets_403_on_every_admin_write(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member")
    with server.client() as c:
        target = make_member(c)
        k = data(c.post(KEYS, json={"name": uniq("k")}), 201)
    pid = target["principal_id"]
    with server.client(member["api_key"]) as mc:
        data(mc.get(MEMBERS))
        data(mc.get(f"{MEMBERS}/{pid}"))
        writes = [mc.post(MEMBERS, json={"display_name": "x", "role": "tenant_member"}),
                  mc.patch(f"{MEMBERS}/{pid}", json={"role": "tenant_admin"}),
                  mc.patch(f"{MEMBERS}/{member['principal_id']}", json={"role": "tenant_admin"}),
                  mc.delete(f"{MEMBERS}/{pid}"),
                  mc.delete(f"{MEMBERS}/{server.owner_id}"),
                  mc.get(KEYS),
                  mc.post(KEYS, json={"name": "x"}),
                  mc.patch(f"{KEYS}/{k['id']}", json={"name": "x"}),
                  mc.post(f"{KEYS}/{k['id']}/rotate"),
                  mc.delete(f"{KEYS}/{k['id']}")]
        for resp in writes:
            error(resp, 403, "FORBIDDEN")
    with server.client() as c:
        assert data(c.get(f"{MEMBERS}/{pid}"))["status"] == "active"
    assert team_status(server, k["key"]) == 200
    assert audit_rows(server, k["id"])[-1]["action"] == "api_key.create"
