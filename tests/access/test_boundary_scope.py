"""A boundary as a scoped caller sees it: of its projects, only those the caller may read (existence is never
revealed); a change of its projects by that caller keeps the ones it cannot see."""
from __future__ import annotations

from tests.access.helpers import PROJECT, new_member, only, project, put_scope, scope_url
from tests.conftest import LiveServer, data, make_project, uniq


def test_a_boundary_shows_a_scoped_caller_only_the_projects_it_may_read(server: LiveServer) -> None:
    with server.client() as c:
        ws, hidden = make_project(c)
        shown, other = project(c, ws), project(c, ws)
        b = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": uniq("b"),
                                                     "project_ids": [hidden, shown]}))
        pid, secret = new_member(c, "tenant_member")
        data(put_scope(c, scope_url(pid), [only(PROJECT, {"id": shown, "workspace_id": ws},
                                                {"id": other, "workspace_id": ws})]))
    with server.client(secret) as m:
        assert data(m.get(f"/api/v3/boundaries/{b['id']}"))["project_ids"] == [shown]
        listed = data(m.get("/api/v3/boundaries", params={"workspace_id": ws}))
        rows = listed["items"] if isinstance(listed, dict) and "items" in listed else listed
        assert [r["project_ids"] for r in rows if r["id"] == b["id"]] == [[shown]]
        changed = data(m.patch(f"/api/v3/boundaries/{b['id']}", json={"project_ids": [other]}))
        assert changed["project_ids"] == [other]
    with server.client() as c:
        assert data(c.get(f"/api/v3/boundaries/{b['id']}"))["project_ids"] == [other, hidden]
