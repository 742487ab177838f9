"""GET /admin/v1/team."""
from __future__ import annotations

import time

from tests.conftest import LiveServer, data, error


def test_team_for_owner_and_member(server: LiveServer) -> None:
    with server.client() as c:
        team = data(c.get("/admin/v1/team"))
    assert team["id"] == server.team_id and team["name"] == "Test team"
    assert team["owner_principal_id"] == server.owner_id and team["caller_role"] == "tenant_owner"
    assert isinstance(team["created_at"], int) and 0 < team["created_at"] <= time.time() + 5
    member = server.new_key(role="tenant_member")
    with server.client(member["api_key"]) as mc:
        assert data(mc.get("/admin/v1/team"))["caller_role"] == "tenant_member"
    with server.client(None) as anon:
        error(anon.get("/admin/v1/team"), 401, "UNAUTHORIZED")
    with server.client("sk_" + "x" * 43) as bad:
        error(bad.get("/admin/v1/team"), 401, "UNAUTHORIZED")


def test_role_without_team_read_is_forbidden(server: LiveServer) -> None:
    from tests.admin.factories import custom_role

    key = server.new_key(role=custom_role(server, ["member:read"]))
    with server.client(key["api_key"]) as c:
        error(c.get("/admin/v1/team"), 403, "FORBIDDEN")
        data(c.get("/admin/v1/members"))
