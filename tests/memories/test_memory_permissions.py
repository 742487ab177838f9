"""Who may touch memories, facts and conflicts: members of the team within its projects; nobody across teams;
unknown ids answer 403 FORBIDDEN like forbidden ones."""
from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys.service import create_key
from mneme.admin.team.service import create_team
from tests.conftest import LiveServer, data, error, in_db, make_project, uniq
from tests.memories.helpers import add, add_event, conflicts, facts_root, search, wait_event

UNKNOWN_PROJECT = "proj-doesnotexist0000000000000"


@pytest.fixture(scope="module")
def other_teams() -> dict[str, dict[str, str]]:
    return {}


def other_team(server: LiveServer, cache: dict[str, dict[str, str]]) -> dict[str, str]:
    """A second team on the same database, with an owner key, a project and a memory in a conflict."""
    if server.backend in cache:
        return cache[server.backend]

    async def make(s: AsyncSession) -> dict[str, str]:
        team, owner = await create_team(s, name=uniq("Other team"), owner_name="Other", owner_email=None)
        _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other owner")
        return {"team_id": team.id, "key": secret}

    info: dict[str, str] = in_db(server, make)
    with server.client(info["key"]) as c:
        ws, pid = make_project(c)
        mid = add(c, pid, "The vault code is 4711.")
        ev = add_event(c, pid, "The vault code is 1234.")
        assert len(ev["conflict_ids"]) == 1
        info.update(ws=ws, pid=pid, mid=mid, event=ev["id"], cid=ev["conflict_ids"][0])
    cache[server.backend] = info
    return info


def forbidden_everywhere(c: httpx.Client, ws: str, pid: str, mid: str, cid: str) -> None:
    """Every memory, fact and conflict operation on this project answers 403 FORBIDDEN."""
    v2 = f"/api/v2/projects/{pid}/memories"
    v3c = f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"
    v3f = facts_root(ws, pid)
    calls: list[tuple[str, str, dict[str, Any] | None]] = [
        ("POST", v2, {"messages": [{"role": "user", "content": "x"}], "infer": False}),
        ("GET", v2, None), ("GET", f"{v2}/{mid}", None), ("PATCH", f"{v2}/{mid}", {"content": "hacked"}),
        ("POST", f"{v2}/{mid}/forget", None), ("GET", f"{v2}/{mid}/trace", None),
        ("POST", f"{v2}/search", {"query": "vault code"}),
        ("GET", f"{v2}/conflicts", None), ("GET", f"{v2}/conflicts/{cid}", None),
        ("POST", f"{v2}/conflicts/{cid}/resolve", {"strategy": "dismiss"}),
        ("GET", v3f, None), ("POST", v3f, {"facts": ["x"]}),
        ("GET", f"{v3f}/{mid}", None), ("PATCH", f"{v3f}/{mid}", {"fact": "x"}),
        ("POST", f"{v3f}/{mid}/forget", None), ("GET", f"{v3f}/{mid}/trace", None),
        ("POST", f"{v3f}/forget", {"ids": [mid]}),
        ("GET", v3c, None), ("GET", f"{v3c}/{cid}", None),
        ("POST", f"{v3c}/{cid}/resolve", {"strategy": "dismiss"}),
    ]
    for method, path, body in calls:
        error(c.request(method, path, json=body), 403, "FORBIDDEN")


def test_member_can_add_read_and_search_in_its_team(server: LiveServer) -> None:
    member = server.new_key(role="tenant_member", name=uniq("member"))
    with server.client() as owner:
        ws, pid = make_project(owner)
        owners = add(owner, pid, "The office dog is called Pixel.")
    with server.client(member["api_key"]) as c:
        mid = add(c, pid, "The office cat is called Byte.", user_id="m1")
        v2 = f"/api/v2/projects/{pid}/memories"
        assert data(c.get(f"{v2}/{mid}"))["content"] == "The office cat is called Byte."
        assert data(c.get(f"{v2}/{owners}"))["content"] == "The office dog is called Pixel."
        assert data(c.get(f"/api/v2/projects/{pid}/memories"))["total"] == 2
        assert search(c, pid, "What is the name of the office cat?")[0]["id"] == mid
        ev = add_event(c, pid, "The office cat is called Kernel.", user_id="m1")
        assert len(ev["conflict_ids"]) == 1
        assert conflicts(c, pid)["total"] == 1
        res = data(c.post(facts_root(ws, pid), json={"facts": ["The office has a parrot."]}))
        assert wait_event(c, res["event_id"])["status"] == "succeeded"
        fact = data(c.get(f"{facts_root(ws, pid)}/{res['facts'][0]['id']}"))
        assert fact["fact"] == "The office has a parrot."


def test_unknown_project_is_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        ws, _ = make_project(c)
        forbidden_everywhere(c, ws, UNKNOWN_PROJECT, "mem-unknown0000000000", "cfl-unknown0000000000")


def test_unknown_memory_and_conflict_ids_are_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        add(c, pid, "Some memory exists here.")
        v2 = f"/api/v2/projects/{pid}/memories"
        v3c = f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"
        for mid in ("mem-unknown0000000000000000", "nonsense"):
            error(c.get(f"{v2}/{mid}"), 403, "FORBIDDEN")
            error(c.patch(f"{v2}/{mid}", json={"content": "x"}), 403, "FORBIDDEN")
            error(c.post(f"{v2}/{mid}/forget"), 403, "FORBIDDEN")
            error(c.get(f"{v2}/{mid}/trace"), 403, "FORBIDDEN")
            error(c.get(f"{facts_root(ws, pid)}/{mid}"), 403, "FORBIDDEN")
        for cid in ("cfl-unknown0000000000000000", "nonsense"):
            error(c.get(f"{v2}/conflicts/{cid}"), 403, "FORBIDDEN")
            error(c.post(f"{v2}/conflicts/{cid}/resolve", json={"strategy": "dismiss"}), 403, "FORBIDDEN")
            error(c.get(f"{v3c}/{cid}"), 403, "FORBIDDEN")
        error(c.get("/api/v3/events/evt-unknown0000000000000000"), 403, "FORBIDDEN")


def test_another_teams_project_is_forbidden_both_ways(server: LiveServer,
                                                      other_teams: dict[str, dict[str, str]]) -> None:
    other = other_team(server, other_teams)
    with server.client() as c:
        # our owner key on their project (and their ids through our own project)
        forbidden_everywhere(c, other["ws"], other["pid"], other["mid"], other["cid"])
        ws, pid = make_project(c)
        mine = add(c, pid, "Our vault code is 9999.")
        error(c.get(f"/api/v2/projects/{pid}/memories/{other['mid']}"), 403, "FORBIDDEN")
        error(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{other['cid']}"), 403, "FORBIDDEN")
        error(c.post(f"{facts_root(ws, pid)}/forget", json={"ids": [other["mid"]]}), 403, "FORBIDDEN")
        error(c.get(f"/api/v3/events/{other['event']}"), 403, "FORBIDDEN")
        assert all(h["id"] != other["mid"] for h in search(c, pid, "vault code", threshold=0.0))
    with server.client(other["key"]) as theirs:
        forbidden_everywhere(theirs, ws, pid, mine, "cfl-unknown0000000000")
        # their data is untouched by all the refused calls
        m = data(theirs.get(f"/api/v2/projects/{other['pid']}/memories/{other['mid']}"))
        assert m["content"] == "The vault code is 4711." and m["expired"] is False
        cf = data(theirs.get(f"/api/v2/projects/{other['pid']}/memories/conflicts/{other['cid']}"))
        assert cf["resolved"] is False and cf["stale"] is False
        assert data(theirs.get(f"/api/v2/projects/{other['pid']}/memories"))["total"] == 2
    with server.client() as c:
        assert data(c.get(f"/api/v2/projects/{pid}/memories/{mine}"))["content"] == "Our vault code is 9999."


def test_missing_or_bad_key_is_unauthorized(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
    for key in (None, "sk_not_a_real_key"):
        with server.client(key) as anon:
            error(anon.get(f"/api/v2/projects/{pid}/memories"), 401, "UNAUTHORIZED")
            error(anon.post(f"/api/v2/projects/{pid}/memories/search", json={"query": "x"}), 401,
                  "UNAUTHORIZED")
