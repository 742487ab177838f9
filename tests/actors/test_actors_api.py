"""Actors (people) over HTTP: records, soft delete, workspace bindings, memory settings per workspace
(extensions §5; service-spec.md Actor memory settings and the rules on deleted actors)."""
from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.models import Memory, WorkspaceActor
from tests.actors.helpers import bind, list_all, make_actor, make_agent, make_workspace
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, in_db, uniq
from tests.memories.helpers import ISO

ACTOR_KEYS = {"id", "custom_id", "display_name", "description", "tags", "metadata", "actor_type", "active",
              "created_at", "updated_at"}


def test_create_read_update_and_list(server: LiveServer) -> None:
    with server.client() as c:
        cid = uniq("alice")
        a = data(c.post("/api/v3/actors", json={"custom_id": cid, "display_name": "Alice", "description": "CEO",
                                                "tags": ["vip", "emea"], "metadata": {"tier": 1}}))
        assert set(a) == ACTOR_KEYS
        assert a["id"].startswith("actor-") and a["actor_type"] == "HUMAN" and a["active"] is True
        assert (a["custom_id"], a["display_name"], a["description"], a["tags"], a["metadata"]) == (
            cid, "Alice", "CEO", ["vip", "emea"], {"tier": 1})
        assert ISO.match(a["created_at"]) and ISO.match(a["updated_at"])
        assert data(c.get(f"/api/v3/actors/{a['id']}")) == a

        b = data(c.patch(f"/api/v3/actors/{a['id']}", json={"display_name": "Alice B.", "tags": []}))
        assert (b["display_name"], b["tags"], b["description"], b["metadata"]) == ("Alice B.", [], "CEO", {"tier": 1})
        assert data(c.get(f"/api/v3/actors/{a['id']}")) == b

        other = make_actor(c)
        ids = [x["id"] for x in list_all(c, "/api/v3/actors", page_size=1)]
        assert ids == sorted(ids) and {a["id"], other["id"]} <= set(ids) and len(ids) == len(set(ids))


def test_custom_id_is_unique_in_the_team_and_shapes_are_closed(server: LiveServer) -> None:
    with server.client() as c:
        a = make_actor(c)
        error(c.post("/api/v3/actors", json={"custom_id": a["custom_id"], "display_name": "X"}), 409,
              "CUSTOM_ID_CONFLICT")
        error(c.post("/api/v3/actors", json={"custom_id": uniq("x")}), 400, "INVALID_ARGUMENT")
        error(c.post("/api/v3/actors", json={"custom_id": uniq("x"), "display_name": "X", "nick": "y"}), 400,
              "INVALID_ARGUMENT")
        error(c.post("/api/v3/actors", json={"custom_id": uniq("x"), "display_name": "X", "tags": [1]}), 400,
              "INVALID_ARGUMENT")
        error(c.post("/api/v3/actors", json={"custom_id": uniq("x"), "display_name": "X",
                                             "metadata": {"k": "v" * 17_000}}), 400, "INVALID_ARGUMENT")
        error(c.patch(f"/api/v3/actors/{a['id']}", json={"custom_id": "new"}), 400, "INVALID_ARGUMENT")


def test_an_agent_id_or_unknown_id_on_the_actor_endpoints_is_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        g = make_agent(c)
        ws = make_workspace(c)
        bind(c, ws, "agent", g["id"])
        for resp in (c.get(f"/api/v3/actors/{g['id']}"), c.patch(f"/api/v3/actors/{g['id']}", json={}),
                     c.delete(f"/api/v3/actors/{g['id']}"), c.get("/api/v3/actors/actor-unknown"),
                     c.post(f"/api/v3/workspaces/{ws}/actors", json={"actor_id": g["id"]}),
                     c.get(f"/api/v3/workspaces/{ws}/actors/{g['id']}/settings"),
                     c.get(f"/api/v3/workspaces/{ws}/actors/{g['id']}/facts")):
            error(resp, 403, "FORBIDDEN")
        assert data(c.get(f"/api/v3/agents/{g['id']}"))["active"] is True


def test_bind_list_unbind(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2 = make_workspace(c), make_workspace(c)
        actors = [make_actor(c) for _ in range(3)]
        for a in actors:
            assert bind(c, ws, "actor", a["id"]) == a
        assert bind(c, ws, "actor", actors[0]["id"]) == actors[0], "binding again changes nothing"
        bind(c, ws2, "actor", actors[0]["id"])
        path = f"/api/v3/workspaces/{ws}/actors"
        listed = list_all(c, path, page_size=2)
        assert [x["id"] for x in listed] == sorted(a["id"] for a in actors)
        assert [x["id"] for x in list_all(c, f"/api/v3/workspaces/{ws2}/actors")] == [actors[0]["id"]]
        page = data(c.get(path, params={"page_size": 2}))
        assert len(page["items"]) == 2 and page["continuation_token"]
        error(c.get(f"/api/v3/workspaces/{ws2}/actors", params={"continuation_token": page["continuation_token"]}),
              400, "INVALID_ARGUMENT")

        data(c.delete(f"{path}/{actors[1]['id']}"))
        assert [x["id"] for x in list_all(c, path)] == sorted([actors[0]["id"], actors[2]["id"]])
        error(c.delete(f"{path}/{actors[1]['id']}"), 403, "FORBIDDEN")
        error(c.get(f"{path}/{actors[1]['id']}/settings"), 403, "FORBIDDEN")
        error(c.post(path, json={"actor_id": "actor-unknown"}), 403, "FORBIDDEN")
        error(c.post("/api/v3/workspaces/ws-unknown/actors", json={"actor_id": actors[0]["id"]}), 403, "FORBIDDEN")


def test_settings_per_workspace_partial_replace_and_clear(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2, ws3 = make_workspace(c), make_workspace(c), make_workspace(c)
        a = make_actor(c)
        bind(c, ws, "actor", a["id"])
        bind(c, ws2, "actor", a["id"])
        s1, s2 = (f"/api/v3/workspaces/{w}/actors/{a['id']}/settings" for w in (ws, ws2))
        assert data(c.get(s1)) == {"fact_instruction": ""}

        text = "# About\nRecord **diet** and allergies.\nExclude work topics."
        assert data(c.patch(s1, json={"fact_instruction": text})) == {"fact_instruction": text}
        assert data(c.get(s1)) == {"fact_instruction": text}
        assert data(c.get(s2)) == {"fact_instruction": ""}, "the effect is limited to that workspace"
        assert data(c.patch(s1, json={})) == {"fact_instruction": text}, "omitted fields are unchanged"
        assert data(c.patch(s1, json={"fact_instruction": "Only hobbies."})) == {"fact_instruction": "Only hobbies."}
        assert data(c.patch(s1, json={"fact_instruction": ""})) == {"fact_instruction": ""}
        assert data(c.get(s1)) == {"fact_instruction": ""}

        # 2000 characters, not bytes: 2000 three-byte characters are accepted, 2001 ASCII ones refused
        wide = "記" * 2000
        assert data(c.patch(s2, json={"fact_instruction": wide})) == {"fact_instruction": wide}
        err = error(c.patch(s2, json={"fact_instruction": "x" * 2001}), 400, "INVALID_ARGUMENT")
        assert "fact_instruction" in err["message"]
        error(c.patch(s2, json={"fact_instruction": "記" * 2001}), 400, "INVALID_ARGUMENT")
        error(c.patch(s2, json={"fact_instruction": 5}), 400, "INVALID_ARGUMENT")
        error(c.patch(s2, json={"language": "en"}), 400, "INVALID_ARGUMENT")
        assert data(c.get(s2)) == {"fact_instruction": wide}

        # not bound to the workspace: 403 for reads and writes
        s3 = f"/api/v3/workspaces/{ws3}/actors/{a['id']}/settings"
        error(c.get(s3), 403, "FORBIDDEN")
        error(c.patch(s3, json={"fact_instruction": "x"}), 403, "FORBIDDEN")


def test_deleted_actor_reads_work_writes_are_refused(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2 = make_workspace(c), make_workspace(c)
        a = make_actor(c)
        bind(c, ws, "actor", a["id"])
        settings = f"/api/v3/workspaces/{ws}/actors/{a['id']}/settings"
        data(c.patch(settings, json={"fact_instruction": "Keep it short."}))
        facts = data(c.post(f"/api/v3/workspaces/{ws}/actors/{a['id']}/facts", json={"facts": ["Likes tea."]}))
        fid = facts["facts"][0]["id"]

        data(c.delete(f"/api/v3/actors/{a['id']}"))
        gone = data(c.get(f"/api/v3/actors/{a['id']}"))
        assert gone["active"] is False and gone["display_name"] == a["display_name"]
        assert a["id"] in {x["id"] for x in list_all(c, "/api/v3/actors")}
        data(c.delete(f"/api/v3/actors/{a['id']}"))  # deleting again changes nothing
        assert data(c.get(settings)) == {"fact_instruction": "Keep it short."}
        assert [x["id"] for x in list_all(c, f"/api/v3/workspaces/{ws}/actors")] == [a["id"]]

        error(c.patch(settings, json={"fact_instruction": "x"}), 404, "ACTOR_INACTIVE")
        assert data(c.get(settings)) == {"fact_instruction": "Keep it short."}
        error(c.patch(f"/api/v3/actors/{a['id']}", json={"display_name": "B"}), 404, "ACTOR_INACTIVE")
        error(c.post(f"/api/v3/workspaces/{ws2}/actors", json={"actor_id": a["id"]}), 400, "ACTOR_INACTIVE")

        root = f"/api/v3/workspaces/{ws}/actors/{a['id']}/facts"
        assert [f["id"] for f in data(c.get(root))["items"]] == [fid], "its memories stay readable"
        assert data(c.get(f"{root}/{fid}"))["fact"] == "Likes tea."
        data(c.get(f"{root}/{fid}/trace"))
        error(c.post(root, json={"facts": ["Likes coffee."]}), 404, "ACTOR_INACTIVE")
        error(c.patch(f"{root}/{fid}", json={"fact": "Likes coffee."}), 404, "ACTOR_INACTIVE")
        error(c.post(f"{root}/{fid}/forget"), 404, "ACTOR_INACTIVE")
        error(c.post(f"{root}/forget", json={"ids": [fid]}), 404, "ACTOR_INACTIVE")
        assert data(c.get(f"{root}/{fid}"))["expired"] is False

        data(c.delete(f"/api/v3/workspaces/{ws}/actors/{a['id']}"))  # unbinding stays possible
        error(c.get(settings), 403, "FORBIDDEN")


def test_deleting_a_workspace_removes_its_bindings_and_their_facts(server: LiveServer) -> None:
    with server.client() as c:
        ws, ws2 = make_workspace(c), make_workspace(c)
        a = make_actor(c)
        bind(c, ws, "actor", a["id"])
        bind(c, ws2, "actor", a["id"])
        data(c.post(f"/api/v3/workspaces/{ws}/actors/{a['id']}/facts", json={"facts": ["Plays chess."]}))
        data(c.delete(f"/api/v3/workspaces/{ws}"))
        assert data(c.get(f"/api/v3/actors/{a['id']}"))["active"] is True
        assert [x["id"] for x in list_all(c, f"/api/v3/workspaces/{ws2}/actors")] == [a["id"]]

    async def count(s: AsyncSession) -> tuple[int, int]:
        b = await s.scalar(select(func.count()).select_from(WorkspaceActor).where(WorkspaceActor.workspace_id == ws))
        m = await s.scalar(select(func.count()).select_from(Memory).where(Memory.workspace_id == ws))
        return int(b or 0), int(m or 0)
    assert in_db(server, count) == (0, 0)


def test_permissions_of_actors_bindings_and_settings(server: LiveServer) -> None:
    """Actors are team-level (`actor:*`); bindings and settings are checked on the workspace
    (`workspace_actor:read` / `workspace_actor:modify`)."""
    with server.client() as c:
        ws = make_workspace(c)
        a, b = make_actor(c), make_actor(c)
        bind(c, ws, "actor", a["id"])
    reader = server.new_key(role=custom_role(server, ["actor:read", "workspace_actor:read"]), name=uniq("r"))
    writer = server.new_key(role=custom_role(server, ["workspace_actor:modify"]), name=uniq("w"))
    settings = f"/api/v3/workspaces/{ws}/actors/{a['id']}/settings"
    with server.client(reader["api_key"]) as c:
        assert data(c.get(f"/api/v3/actors/{a['id']}"))["id"] == a["id"]
        assert data(c.get(settings)) == {"fact_instruction": ""}
        assert [x["id"] for x in data(c.get(f"/api/v3/workspaces/{ws}/actors"))["items"]] == [a["id"]]
        error(c.post("/api/v3/actors", json={"custom_id": uniq("x"), "display_name": "X"}), 403, "FORBIDDEN")
        error(c.patch(f"/api/v3/actors/{a['id']}", json={"display_name": "X"}), 403, "FORBIDDEN")
        error(c.delete(f"/api/v3/actors/{a['id']}"), 403, "FORBIDDEN")
        error(c.patch(settings, json={"fact_instruction": "x"}), 403, "FORBIDDEN")
        error(c.post(f"/api/v3/workspaces/{ws}/actors", json={"actor_id": b["id"]}), 403, "FORBIDDEN")
    with server.client(writer["api_key"]) as c:
        assert data(c.patch(settings, json={"fact_instruction": "x"})) == {"fact_instruction": "x"}
        error(c.get(settings), 403, "FORBIDDEN")
        error(c.get(f"/api/v3/actors/{a['id']}"), 403, "FORBIDDEN")
        assert data(c.post(f"/api/v3/workspaces/{ws}/actors", json={"actor_id": b["id"]}))["id"] == b["id"]
        data(c.delete(f"/api/v3/workspaces/{ws}/actors/{b['id']}"))


def test_nul_characters_are_refused_on_both_databases(server: LiveServer) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        a = make_actor(c)
        bind(c, ws, "actor", a["id"])
        g = make_agent(c)
        bad = "a\x00b"
        for resp in (c.post("/api/v3/actors", json={"custom_id": bad, "display_name": "X"}),
                     c.post("/api/v3/actors", json={"custom_id": uniq("x"), "display_name": "X", "tags": [bad]}),
                     c.patch(f"/api/v3/actors/{a['id']}", json={"description": bad}),
                     c.patch(f"/api/v3/workspaces/{ws}/actors/{a['id']}/settings", json={"fact_instruction": bad}),
                     c.post("/api/v3/agents", json={"custom_id": uniq("x"), "name": bad}),
                     c.patch(f"/api/v3/agents/{g['id']}", json={"name": bad})):
            assert "NUL" in error(resp, 400, "INVALID_ARGUMENT")["message"]


def test_concurrent_binds_of_one_actor_all_succeed_once(server: LiveServer) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with server.client() as c:
        ws = make_workspace(c)
        a = make_actor(c)

    def go(_i: int) -> int:
        with server.client() as cc:
            return cc.post(f"/api/v3/workspaces/{ws}/actors", json={"actor_id": a["id"]}).status_code

    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(go, range(8))) == [200] * 8
    with server.client() as c:
        assert [x["id"] for x in list_all(c, f"/api/v3/workspaces/{ws}/actors")] == [a["id"]]
