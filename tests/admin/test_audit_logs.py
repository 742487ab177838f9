"""GET /admin/v1/audit-logs, and that every admin write route of the app records one row."""
from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from typing import Any

import httpx

from tests.conftest import TLS, LiveServer, data, error, uniq

AUDIT = "/admin/v1/audit-logs"


def owner_key_id(server: LiveServer, c: httpx.Client) -> str:
    keys = data(c.get("/admin/v1/api-keys", params={"principal_id": server.owner_id, "page_size": 100}))["items"]
    return str(next(k["id"] for k in keys if k["prefix"] == server.owner_key[:10]))


def traced() -> tuple[str, dict[str, str]]:
    trace = secrets.token_hex(16)
    return trace, {"traceparent": f"00-{trace}-{secrets.token_hex(8)}-01"}


def test_every_admin_write_route_records_who_what_and_where(server: LiveServer, owner: httpx.Client) -> None:
    """Each admin write is made once with a known trace id; its audit row is found by that id. A write route
    of the app that this test does not make fails the test (add it here, and audit it)."""
    made: dict[str, tuple[httpx.Response, str, str]] = {}  # "METHOD /path/{param}" -> (response, action, trace)

    def write(route: str, action: str, call: Callable[[dict[str, str]], httpx.Response]) -> Any:
        trace, headers = traced()
        resp = call(headers)
        assert resp.status_code < 300, f"{route}: {resp.status_code} {resp.text[:300]}"
        assert resp.headers["x-trace-id"] == trace
        made[route] = (resp, action, trace)
        return resp.json()["data"]

    k = "/admin/v1/api-keys"
    key = write(f"POST {k}", "api_key.create", lambda h: owner.post(k, json={"name": uniq("k")}, headers=h))
    write(f"PATCH {k}/{{key_id}}", "api_key.update",
          lambda h: owner.patch(f"{k}/{key['id']}", json={"name": "renamed"}, headers=h))
    write(f"POST {k}/{{key_id}}/rotate", "api_key.rotate", lambda h: owner.post(f"{k}/{key['id']}/rotate", headers=h))
    write(f"DELETE {k}/{{key_id}}", "api_key.delete", lambda h: owner.delete(f"{k}/{key['id']}", headers=h))
    r = "/admin/v1/roles"
    role = write(f"POST {r}", "role.create",
                 lambda h: owner.post(r, json={"label": uniq("Audited"), "parent_role_key": "tenant_member"},
                                      headers=h))
    m = "/admin/v1/members"
    member = write(f"POST {m}", "member.create",
                   lambda h: owner.post(m, json={"display_name": "bot", "role": role["key"]}, headers=h))
    write(f"PATCH {m}/{{principal_id}}", "member.update",
          lambda h: owner.patch(f"{m}/{member['principal_id']}", json={"role": "tenant_member"}, headers=h))
    write(f"DELETE {m}/{{principal_id}}", "member.remove",
          lambda h: owner.delete(f"{m}/{member['principal_id']}", headers=h))
    p = "/admin/v1/permission-rules"
    rule = write(f"POST {p}", "permission_rule.create",
                 lambda h: owner.post(p, json={"role_key": role["key"], "effect": "deny", "action": "event:read",
                                               "resource_type": "service:event", "reason": "why not"}, headers=h))
    write(f"DELETE {p}/{{rule_id}}", "permission_rule.delete",
          lambda h: owner.delete(f"{p}/{rule['rule_id']}", params={"reason": "undo"}, headers=h))
    write(f"DELETE {r}/{{role_key}}", "role.delete", lambda h: owner.delete(f"{r}/{role['key']}", headers=h))
    b = "/admin/v1/billing/credit-grants"
    write(f"POST {b}", "credits.grant", lambda h: owner.post(b, json={"tokens": 5, "reason": "test"}, headers=h))
    bb = "/admin/v1/billing"
    order = write(f"POST {bb}/credit-purchases", "billing.credit_purchase",
                  lambda h: owner.post(f"{bb}/credit-purchases", json={"tokens": 1000}, headers=h))
    write(f"POST {bb}/orders/{{order_id}}/settle", "billing.order_settle",
          lambda h: owner.post(f"{bb}/orders/{order['order_id']}/settle", json={"status": "succeeded"}, headers=h))
    write(f"POST {bb}/orders/{{order_id}}/refund", "billing.order_refund",
          lambda h: owner.post(f"{bb}/orders/{order['order_id']}/refund", json={}, headers=h))
    write(f"PUT {bb}/auto-topup", "billing.auto_topup",
          lambda h: owner.put(f"{bb}/auto-topup", json={"enabled": True, "threshold_tokens": 10, "tokens": 100},
                              headers=h))
    alert = {"thresholds": [{"type": "tokens_remaining", "value": 50}]}
    write(f"PUT {bb}/credit-balance/alert", "billing.alert_update",
          lambda h: owner.put(f"{bb}/credit-balance/alert", json=alert, headers=h))
    write(f"DELETE {bb}/credit-balance/alert", "billing.alert_reset",
          lambda h: owner.delete(f"{bb}/credit-balance/alert", headers=h))

    # access control (issue 13): scopes, permission levels, access groups
    ws = data(owner.post("/api/v3/workspaces", json={"name": "W", "custom_id": uniq("ws")}))["id"]
    proj = data(owner.post(f"/api/v3/workspaces/{ws}/projects", json={"name": "P", "custom_id": uniq("p")}))["id"]
    target = data(owner.post(m, json={"display_name": "scoped", "role": "tenant_member"}), 201)["principal_id"]
    one_ws = {"reason": "audited", "scopes": [{"resource_type": "service:workspace", "mode": "instances",
                                               "instances": [{"id": ws}]}]}
    write(f"PUT {m}/{{principal_id}}/access-scope", "access_scope.member_update",
          lambda h: owner.put(f"{m}/{target}/access-scope", json=one_ws, headers=h))
    scoped_role = data(owner.post(r, json={"label": uniq("Scoped"), "parent_role_key": "tenant_member"}), 201)
    write(f"PUT {r}/{{role_key}}/access-scope", "access_scope.role_update",
          lambda h: owner.put(f"{r}/{scoped_role['key']}/access-scope", json=one_ws, headers=h))
    lv = f"{m}/{target}/permission-levels/projects/{proj}"
    write(f"PUT {m}/{{principal_id}}/permission-levels/{{kind}}/{{instance_id}}", "access_scope.level_set",
          lambda h: owner.put(lv, json={"level": "read"}, headers=h))
    write(f"DELETE {m}/{{principal_id}}/permission-levels/{{kind}}/{{instance_id}}", "access_scope.level_delete",
          lambda h: owner.delete(lv, headers=h))
    g = "/admin/v1/access-groups"
    group = write(f"POST {g}", "access_group.create",
                  lambda h: owner.post(g, json={"name": "G", "base_role_key": "tenant_member"}, headers=h))
    gid = group["group_id"]
    write(f"PATCH {g}/{{group_id}}", "access_group.update",
          lambda h: owner.patch(f"{g}/{gid}", json={"name": "G2"}, headers=h))
    write(f"PUT {g}/{{group_id}}/permissions", "access_group.permissions_update",
          lambda h: owner.put(f"{g}/{gid}/permissions", json={"permissions": [
              {"action": "actor:read", "resource_type": "service:actor"}]}, headers=h))
    write(f"PUT {g}/{{group_id}}/members", "access_group.members_update",
          lambda h: owner.put(f"{g}/{gid}/members", json={"principal_ids": [target]}, headers=h))
    write(f"PUT {g}/{{group_id}}/access-scope", "access_group.scope_update",
          lambda h: owner.put(f"{g}/{gid}/access-scope", json=one_ws, headers=h))
    write(f"DELETE {g}/{{group_id}}", "access_group.delete", lambda h: owner.delete(f"{g}/{gid}", headers=h))

    base = server.settings.base_path
    spec = httpx.get(f"{server.base_url}/openapi.json", timeout=30, verify=TLS).json()
    routes = {f"{method.upper()} {path.removeprefix(base)}" for path, ops in spec["paths"].items()
              for method in ops if method in ("post", "put", "patch", "delete")
              and path.startswith(f"{base}/admin/") and "/webhooks/" not in path}
    assert routes - set(made) == set(), "admin write routes this test does not make (and check are audited)"

    key_id = owner_key_id(server, owner)
    log = data(owner.get(AUDIT, params={"page_size": 100}))["items"]
    by_trace = {row["trace_id"]: row for row in log}
    for route, (_resp, action, trace) in made.items():
        row = by_trace.get(trace)
        assert row is not None, f"{route}: no audit row"
        assert row["action"] == action, route
        assert row["actor"] == server.owner_id and row["key_id"] == key_id and row["client_ip"] == "127.0.0.1"
        assert re.fullmatch(r"aud-[0-9a-z]{26}", row["id"]) and isinstance(row["created_at"], int)
        assert row["resource_id"], route
        assert row["before"] is not None or row["after"] is not None or action == "credits.grant", route
    update = by_trace[made[f"PATCH {k}/{{key_id}}"][2]]
    assert update["before"] == {"name": key["name"]} and update["after"] == {"name": "renamed"}
    assert by_trace[made[f"POST {p}"][2]]["reason"] == "why not"
    assert by_trace[made[f"DELETE {p}/{{rule_id}}"][2]]["reason"] == "undo"
    removed = by_trace[made[f"DELETE {m}/{{principal_id}}"][2]]
    assert removed["before"]["status"] == "active" and removed["after"]["status"] == "removed"
    assert removed["details"] == {"keys_deleted": 0}
    rotated = by_trace[made[f"POST {k}/{{key_id}}/rotate"][2]]
    secret = made[f"POST {k}/{{key_id}}/rotate"][0].json()["data"]["key"]
    assert secret not in str(log) and key["key"] not in str(log)
    assert rotated["before"]["prefix"] == key["prefix"] and rotated["after"]["prefix"] == secret[:10]


def test_list_is_newest_first_with_paging_and_filters(server: LiveServer, owner: httpx.Client) -> None:
    admin = server.new_key(role="tenant_admin")
    with server.client(admin["api_key"]) as ac:
        for _ in range(3):
            data(ac.post("/admin/v1/members", json={"display_name": uniq("bot"), "role": "tenant_member"}), 201)
    mine = data(owner.get(AUDIT, params={"actor": admin["principal_id"], "page_size": 2}))
    assert [r["action"] for r in mine["items"]] == ["member.create", "member.create"]
    rest = data(owner.get(AUDIT, params={"actor": admin["principal_id"], "page_size": 2,
                                         "continuation_token": mine["continuation_token"]}))
    assert len(rest["items"]) == 1 and rest["continuation_token"] is None
    ids = [r["id"] for r in mine["items"] + rest["items"]]
    assert ids == sorted(ids, reverse=True)
    assert all(r["actor"] == admin["principal_id"] and r["key_id"] == admin["id"]
               for r in mine["items"] + rest["items"])
    error(owner.get(AUDIT, params={"actor": server.owner_id, "continuation_token": mine["continuation_token"]}),
          400, "INVALID_ARGUMENT")
    family = data(owner.get(AUDIT, params={"action": "member", "page_size": 100}))["items"]
    assert family and all(r["action"].startswith("member.") for r in family)
    exact = data(owner.get(AUDIT, params={"action": "member.create", "page_size": 100}))["items"]
    assert exact and all(r["action"] == "member.create" for r in exact)
    assert data(owner.get(AUDIT, params={"action": "member.crea"}))["items"] == []
    assert data(owner.get(AUDIT, params={"action": "memb"}))["items"] == []


def test_audit_log_needs_audit_read(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member")
    with server.client(member["api_key"]) as mc:
        error(mc.get(AUDIT), 403, "FORBIDDEN")
    admin = server.new_key(role="tenant_admin")
    with server.client(admin["api_key"]) as ac:
        data(ac.get(AUDIT))
