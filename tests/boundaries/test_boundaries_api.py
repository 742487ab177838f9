"""Boundaries over HTTP (extensions §5): records, paging, what they may name, deleted actors and agents."""
from __future__ import annotations

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys.service import create_key
from mneme.admin.team.service import create_team
from tests.actors.helpers import bind, list_all, make_actor, make_agent, make_workspace
from tests.conftest import LiveServer, data, error, in_db, uniq
from tests.memories.helpers import ISO

KEYS = {"id", "workspace_id", "name", "custom_id", "project_ids", "human_actor_id", "agent_id", "created_at",
        "updated_at"}


def make_proj(c: httpx.Client, ws: str) -> str:
    return str(data(c.post(f"/api/v3/workspaces/{ws}/projects", json={"name": "P", "custom_id": uniq("p")}))["id"])


def test_create_read_update_list_delete(server: LiveServer) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        p1, p2 = make_proj(c, ws), make_proj(c, ws)
        a, g = make_actor(c), make_agent(c)
        bind(c, ws, "actor", a["id"])
        bind(c, ws, "agent", g["id"])
        cid = uniq("bnd")
        b = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "Support", "custom_id": cid,
                                                    "project_ids": [p2, p1], "human_actor_id": a["id"],
                                                    "agent_id": g["id"]}))
        assert set(b) == KEYS and b["id"].startswith("bnd-")
        assert (b["workspace_id"], b["name"], b["custom_id"], b["project_ids"], b["human_actor_id"], b["agent_id"]) == (
            ws, "Support", cid, [p2, p1], a["id"], g["id"])
        assert ISO.match(b["created_at"]) and ISO.match(b["updated_at"])
        assert data(c.get(f"/api/v3/boundaries/{b['id']}")) == b

        bare = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "Bare"}))
        assert (bare["custom_id"], bare["project_ids"], bare["human_actor_id"], bare["agent_id"]) == (
            None, [], None, None)

        u = data(c.patch(f"/api/v3/boundaries/{b['id']}", json={"name": "Sales", "project_ids": [p1],
                                                                 "agent_id": None}))
        assert (u["name"], u["project_ids"], u["agent_id"], u["human_actor_id"], u["custom_id"]) == (
            "Sales", [p1], None, a["id"], cid)
        assert data(c.get(f"/api/v3/boundaries/{b['id']}")) == u

        ws2 = make_workspace(c)
        other = data(c.post("/api/v3/boundaries", json={"workspace_id": ws2, "name": "Other"}))
        mine = list_all(c, "/api/v3/boundaries", workspace_id=ws, page_size=1)
        assert [x["id"] for x in mine] == [bare["id"], b["id"]], "newest first, one workspace"
        everything = [x["id"] for x in list_all(c, "/api/v3/boundaries", page_size=2)]
        assert {b["id"], bare["id"], other["id"]} <= set(everything) and everything == sorted(everything, reverse=True)

        data(c.delete(f"/api/v3/boundaries/{b['id']}"))
        error(c.get(f"/api/v3/boundaries/{b['id']}"), 403, "FORBIDDEN")
        error(c.get("/api/v3/boundaries/bnd-unknown"), 403, "FORBIDDEN")


def test_custom_id_is_unique_in_the_team(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2 = make_workspace(c), make_workspace(c)
        cid = uniq("b")
        first = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "A", "custom_id": cid}))
        error(c.post("/api/v3/boundaries", json={"workspace_id": ws2, "name": "B", "custom_id": cid}), 409,
              "CUSTOM_ID_CONFLICT")
        second = data(c.post("/api/v3/boundaries", json={"workspace_id": ws2, "name": "B"}))
        error(c.patch(f"/api/v3/boundaries/{second['id']}", json={"custom_id": cid}), 409, "CUSTOM_ID_CONFLICT")
        assert data(c.patch(f"/api/v3/boundaries/{first['id']}", json={"custom_id": cid}))["custom_id"] == cid
        assert data(c.patch(f"/api/v3/boundaries/{first['id']}", json={"custom_id": None}))["custom_id"] is None
        assert data(c.patch(f"/api/v3/boundaries/{second['id']}", json={"custom_id": cid}))["custom_id"] == cid


def test_everything_named_belongs_to_the_workspace(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2 = make_workspace(c), make_workspace(c)
        p, p_other = make_proj(c, ws), make_proj(c, ws2)
        a_unbound, a_other = make_actor(c), make_actor(c)
        bind(c, ws2, "actor", a_other["id"])
        g_unbound = make_agent(c)
        cases = [({"project_ids": [p_other]}, "project_ids"), ({"project_ids": ["proj-nope"]}, "project_ids"),
                 ({"project_ids": [p, p]}, "project_ids"),
                 ({"human_actor_id": a_unbound["id"]}, "human_actor_id"),
                 ({"human_actor_id": a_other["id"]}, "human_actor_id"),
                 ({"agent_id": g_unbound["id"]}, "agent_id"), ({"human_actor_id": g_unbound["id"]}, "human_actor_id")]
        for extra, field in cases:
            e = error(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "X", **extra}), 400,
                      "INVALID_ARGUMENT")
            assert field in e["message"], (extra, e)
        b = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "X", "project_ids": [p]}))
        for extra, field in cases:
            e = error(c.patch(f"/api/v3/boundaries/{b['id']}", json=extra), 400, "INVALID_ARGUMENT")
            assert field in e["message"]
        error(c.patch(f"/api/v3/boundaries/{b['id']}", json={"workspace_id": ws2}), 400, "INVALID_ARGUMENT")
        error(c.patch(f"/api/v3/boundaries/{b['id']}", json={"name": None}), 400, "INVALID_ARGUMENT")
        error(c.post("/api/v3/boundaries", json={"name": "X"}), 400, "INVALID_ARGUMENT")
        error(c.post("/api/v3/boundaries", json={"workspace_id": "ws-unknown", "name": "X"}), 403, "FORBIDDEN")
        assert data(c.get(f"/api/v3/boundaries/{b['id']}"))["project_ids"] == [p]


def test_deleted_actor_or_agent_is_refused_and_deleted_project_leaves_the_boundary(server: LiveServer) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        p = make_proj(c, ws)
        a, g = make_actor(c), make_agent(c)
        bind(c, ws, "actor", a["id"])
        bind(c, ws, "agent", g["id"])
        b = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "X", "project_ids": [p],
                                                    "human_actor_id": a["id"], "agent_id": g["id"]}))
        data(c.delete(f"/api/v3/actors/{a['id']}"))
        data(c.delete(f"/api/v3/agents/{g['id']}"))
        error(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "Y", "human_actor_id": a["id"]}), 400,
              "ACTOR_INACTIVE")
        error(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "Y", "agent_id": g["id"]}), 400,
              "ACTOR_INACTIVE")
        error(c.patch(f"/api/v3/boundaries/{b['id']}", json={"agent_id": g["id"]}), 400, "ACTOR_INACTIVE")
        data(c.delete(f"/api/v3/workspaces/{ws}/projects/{p}"))
        assert data(c.get(f"/api/v3/boundaries/{b['id']}"))["project_ids"] == []
        data(c.delete(f"/api/v3/workspaces/{ws}"))
        error(c.get(f"/api/v3/boundaries/{b['id']}"), 403, "FORBIDDEN")


def test_another_team_sees_nothing(server: LiveServer) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        b = data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "X"}))
    async def make(s: AsyncSession) -> str:
        team, owner = await create_team(s, name=uniq("Other team"), owner_name="Other", owner_email=None)
        _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other owner")
        return secret

    with server.client(in_db(server, make)) as o:
        error(o.get(f"/api/v3/boundaries/{b['id']}"), 403, "FORBIDDEN")
        error(o.patch(f"/api/v3/boundaries/{b['id']}", json={"name": "Y"}), 403, "FORBIDDEN")
        error(o.delete(f"/api/v3/boundaries/{b['id']}"), 403, "FORBIDDEN")
        error(o.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "X"}), 403, "FORBIDDEN")
        assert b["id"] not in [x["id"] for x in list_all(o, "/api/v3/boundaries")]
