"""`GET /api/v3/events/{id}` checks the event's project: the caller needs `event:read` and `project:mem_read`
on that project (an event lists the memories and conflicts it produced). An event the caller may not see
answers 403 FORBIDDEN, exactly like an unknown one."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys.service import create_key
from mneme.admin.team.service import create_team
from mneme.core.auth import AuthContext
from mneme.core.catalog import ACTION_TYPE
from mneme.data.events.service import may_see
from mneme.models import Event, Project
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, in_db, make_project, uniq
from tests.memories.helpers import post_messages, wait_event

UNKNOWN = "evt-unknown0000000000000000"


def test_own_teams_event_is_readable(server: LiveServer) -> None:
    with server.client() as c:
        _ws, pid = make_project(c)
        ev = wait_event(c, post_messages(c, pid, [{"role": "user", "content": "Ada lives in Turin."}]))
        assert data(c.get(f"/api/v3/events/{ev['id']}"))["status"] == "succeeded"


def test_another_teams_event_answers_like_an_unknown_one(server: LiveServer) -> None:
    async def make(s: AsyncSession) -> str:
        team, owner = await create_team(s, name=uniq("Event team"), owner_name="O", owner_email=None)
        _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other")
        return secret

    other_key: str = in_db(server, make)
    with server.client(other_key) as oc:
        _ws, pid = make_project(oc)
        theirs = post_messages(oc, pid, [{"role": "user", "content": "Bo lives in Oslo."}])
        wait_event(oc, theirs)
    with server.client() as c:
        unknown = error(c.get(f"/api/v3/events/{UNKNOWN}"), 403, "FORBIDDEN")
        foreign = error(c.get(f"/api/v3/events/{theirs}"), 403, "FORBIDDEN")
        assert foreign["message"] == unknown["message"]


def test_event_of_a_project_needs_mem_read_on_it(server: LiveServer) -> None:
    """A key that may add memories and read events, but not read the project's memories, cannot poll the
    event of its own add: 403 as for an unknown event. With `project:mem_read` it can."""
    adder = server.new_key(role=custom_role(server, ["event:read", "project:mem_add"]), name=uniq("adder"))
    reader = server.new_key(role=custom_role(server, ["event:read", "project:mem_add", "project:mem_read"]),
                            name=uniq("reader"))
    no_events = server.new_key(role=custom_role(server, ["project:mem_add", "project:mem_read"]),
                               name=uniq("no-events"))
    with server.client() as owner:
        _ws, pid = make_project(owner)
    with server.client(adder["api_key"]) as c:
        eid = post_messages(c, pid, [{"role": "user", "content": "Cy lives in Lyon."}])
        unknown = error(c.get(f"/api/v3/events/{UNKNOWN}"), 403, "FORBIDDEN")
        hidden = error(c.get(f"/api/v3/events/{eid}"), 403, "FORBIDDEN")
        assert hidden["message"] == unknown["message"]
    with server.client(reader["api_key"]) as c:
        assert wait_event(c, eid)["status"] == "succeeded"
    with server.client(no_events["api_key"]) as c:
        error(c.get(f"/api/v3/events/{eid}"), 403, "FORBIDDEN")


def _ctx(*actions: str) -> AuthContext:
    return AuthContext(team_id="team-1", principal_id="prn-1", role_key="custom", key_id="key-1",
                       client_ip="127.0.0.1", allowed={(a, ACTION_TYPE[a]) for a in actions})


def _event(project_id: str | None) -> Event:
    return Event(id="evt-1", team_id="team-1", project_id=project_id, type="memory.add", status="succeeded")


def test_the_decision_without_the_project_permission() -> None:
    project = Project(id="proj-1", team_id="team-1", workspace_id="ws-1", custom_id="p", name="P")
    lacking = _ctx("event:read", "project:mem_add", "project:mem_list")
    allowed = _ctx("event:read", "project:mem_read")
    assert not may_see(lacking, _event("proj-1"), project)
    assert not may_see(lacking, _event("proj-gone"), None)  # a deleted project: the team-level permission
    assert may_see(allowed, _event("proj-1"), project)
    assert may_see(allowed, _event("proj-gone"), None)
    assert may_see(lacking, _event(None), None)  # an event of no project: `event:read` is enough
    denied: Any = _ctx("event:read", "project:mem_read")
    denied.denied = {("project:mem_read", ACTION_TYPE["project:mem_read"])}
    assert not may_see(denied, _event("proj-1"), project)
