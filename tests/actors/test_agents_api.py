"""Agents over HTTP: records, soft delete (the deleted-actor rules, same error code), workspace bindings and
memory settings per workspace (extensions §5)."""
from __future__ import annotations

from tests.actors.helpers import bind, list_all, make_actor, make_agent, make_workspace
from tests.conftest import LiveServer, data, error, uniq
from tests.memories.helpers import ISO

AGENT_KEYS = {"id", "custom_id", "name", "description", "metadata", "active", "created_at", "updated_at"}


def test_create_read_update_list_and_unique_custom_id(server: LiveServer) -> None:
    with server.client() as c:
        cid = uniq("bot")
        g = data(c.post("/api/v3/agents", json={"custom_id": cid, "name": "Support bot", "description": "Tier 1",
                                                "metadata": {"model": "small"}}))
        assert set(g) == AGENT_KEYS and g["id"].startswith("agent-") and g["active"] is True
        assert (g["custom_id"], g["name"], g["description"], g["metadata"]) == (cid, "Support bot", "Tier 1",
                                                                                {"model": "small"})
        assert ISO.match(g["created_at"]) and ISO.match(g["updated_at"])
        assert data(c.get(f"/api/v3/agents/{g['id']}")) == g
        h = data(c.patch(f"/api/v3/agents/{g['id']}", json={"name": "Bot 2"}))
        assert (h["name"], h["description"]) == ("Bot 2", "Tier 1")
        error(c.post("/api/v3/agents", json={"custom_id": cid, "name": "X"}), 409, "CUSTOM_ID_CONFLICT")
        error(c.post("/api/v3/agents", json={"custom_id": uniq("x"), "name": "X", "tags": []}), 400,
              "INVALID_ARGUMENT")
        ids = [x["id"] for x in list_all(c, "/api/v3/agents", page_size=1)]
        assert g["id"] in ids and ids == sorted(ids)


def test_an_actor_id_on_the_agent_endpoints_is_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        a = make_actor(c)
        ws = make_workspace(c)
        bind(c, ws, "actor", a["id"])
        for resp in (c.get(f"/api/v3/agents/{a['id']}"), c.delete(f"/api/v3/agents/{a['id']}"),
                     c.post(f"/api/v3/workspaces/{ws}/agents", json={"agent_id": a["id"]}),
                     c.get(f"/api/v3/workspaces/{ws}/agents/{a['id']}/settings"),
                     c.get(f"/api/v3/workspaces/{ws}/agents/{a['id']}/facts")):
            error(resp, 403, "FORBIDDEN")


def test_bind_settings_and_deleted_agent(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2 = make_workspace(c), make_workspace(c)
        g = make_agent(c)
        bind(c, ws, "agent", g["id"])
        bind(c, ws2, "agent", g["id"])
        assert [x["id"] for x in list_all(c, f"/api/v3/workspaces/{ws}/agents")] == [g["id"]]
        s1, s2 = (f"/api/v3/workspaces/{w}/agents/{g['id']}/settings" for w in (ws, ws2))
        assert data(c.get(s1)) == {"fact_instruction": ""}
        assert data(c.patch(s1, json={"fact_instruction": "é" * 2000})) == {"fact_instruction": "é" * 2000}
        error(c.patch(s1, json={"fact_instruction": "é" * 2001}), 400, "INVALID_ARGUMENT")
        assert data(c.get(s2)) == {"fact_instruction": ""}
        assert data(c.patch(s1, json={"fact_instruction": ""})) == {"fact_instruction": ""}
        data(c.patch(s1, json={"fact_instruction": "Tools the agent uses."}))

        data(c.delete(f"/api/v3/agents/{g['id']}"))
        assert data(c.get(f"/api/v3/agents/{g['id']}"))["active"] is False
        assert data(c.get(s1)) == {"fact_instruction": "Tools the agent uses."}
        error(c.patch(s1, json={"fact_instruction": "x"}), 404, "ACTOR_INACTIVE")
        error(c.patch(f"/api/v3/agents/{g['id']}", json={"name": "x"}), 404, "ACTOR_INACTIVE")
        error(c.post(f"/api/v3/workspaces/{make_workspace(c)}/agents", json={"agent_id": g["id"]}), 400,
              "ACTOR_INACTIVE")
        error(c.post(f"/api/v3/workspaces/{ws}/agents/{g['id']}/facts", json={"facts": ["x"]}), 404,
              "ACTOR_INACTIVE")
        assert data(c.get(f"/api/v3/workspaces/{ws}/agents/{g['id']}/facts"))["items"] == []
        data(c.delete(f"/api/v3/workspaces/{ws}/agents/{g['id']}"))
        error(c.get(s1), 403, "FORBIDDEN")
        assert data(c.get(s2)) == {"fact_instruction": ""}
