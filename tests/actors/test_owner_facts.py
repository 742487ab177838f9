"""Facts and conflicts of actors and agents over HTTP: the v3 roots `/api/v3/workspaces/{ws}/actors/{a}/facts`
and `.../agents/{g}/facts`, the conflicts under `.../memories/conflicts`, their permissions and isolation
(extensions §2, §3; service-spec.md Agent fact)."""
from __future__ import annotations

from typing import Any

import pytest

from tests.actors.helpers import bind, list_all, make_actor, make_agent, make_workspace
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, uniq
from tests.memories.helpers import ISO, wait_event

FACT_KEYS = {"id", "fact", "metadata", "expired", "score", "expiration_date", "created_at", "updated_at"}
KINDS = ("actor", "agent")


def new_owner(c: Any, kind: str) -> str:
    return str((make_actor(c) if kind == "actor" else make_agent(c))["id"])


def root(ws: str, kind: str, owner_id: str) -> str:
    return f"/api/v3/workspaces/{ws}/{kind}s/{owner_id}/facts"


def conflicts_root(ws: str, kind: str, owner_id: str) -> str:
    return f"/api/v3/workspaces/{ws}/{kind}s/{owner_id}/memories/conflicts"


def add(c: Any, path: str, *facts: str) -> tuple[list[str], dict[str, Any]]:
    res = data(c.post(path, json={"facts": list(facts)}))
    assert [f["fact"] for f in res["facts"]] == list(facts), res
    ev = wait_event(c, res["event_id"])
    assert ev["status"] == "succeeded", ev
    return [f["id"] for f in res["facts"]], ev


@pytest.mark.parametrize("kind", KINDS)
def test_every_operation_of_the_root(server: LiveServer, kind: str) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        oid = new_owner(c, kind)
        bind(c, ws, kind, oid)
        path = root(ws, kind, oid)
        texts = ["  Prefers tea in the morning. ", "Owns a bicycle.", "Speaks Portuguese."]
        ids, _ev = add(c, path, *texts)
        assert all(i.startswith("mem-") for i in ids)

        one = data(c.get(f"{path}/{ids[0]}"))
        assert set(one) == FACT_KEYS and one["fact"] == texts[0], "stored verbatim"
        assert one["expired"] is False and one["expiration_date"] is None and isinstance(one["score"], float)
        assert ISO.match(one["created_at"]) and ISO.match(one["updated_at"])
        assert sorted(f["id"] for f in list_all(c, path, page_size=1)) == sorted(ids)
        assert [f["id"] for f in data(c.get(path, params={"fact_fuzzy": "BICYCLE"}))["items"]] == [ids[1]]

        changed = data(c.patch(f"{path}/{ids[1]}", json={"fact": "Owns two bicycles.", "metadata": {"n": 2}}))
        assert set(changed) == FACT_KEYS, "the PATCH returns the Agent fact"
        assert (changed["fact"], changed["metadata"], changed["expired"]) == ("Owns two bicycles.", {"n": 2}, False)
        assert changed["expiration_date"] is None and isinstance(changed["score"], float)
        trace = data(c.get(f"{path}/{ids[1]}/trace"))
        assert [t["event_type"] for t in trace["trace"]] == ["ADD", "UPDATE"]

        past = data(c.patch(f"{path}/{ids[2]}", json={"expiration_date": "2001-01-01T00:00:00Z"}))
        assert past["expired"] is True and past["expiration_date"].startswith("2001-01-01")

        data(c.post(f"{path}/{ids[0]}/forget"))
        error(c.get(f"{path}/{ids[0]}"), 403, "FORBIDDEN")
        assert data(c.get(f"{path}/{ids[0]}/trace"))["trace"][-1]["event_type"] == "DELETE"
        more, _ = add(c, path, "Has a dog.", "Has a cat.")
        error(c.post(f"{path}/forget", json={"ids": [more[0], "mem-unknown"]}), 403, "FORBIDDEN")
        assert data(c.get(f"{path}/{more[0]}"))["expired"] is False, "all or nothing"
        assert sorted(data(c.post(f"{path}/forget", json={"ids": more}))["forgotten_ids"]) == sorted(more)
        assert [f["id"] for f in list_all(c, path)] == [ids[1]]
        error(c.post(path, json={"facts": []}), 400, "INVALID_ARGUMENT")
        error(c.post(path, json={"facts": ["ok", "  "]}), 400, "INVALID_ARGUMENT")


@pytest.mark.parametrize("kind", KINDS)
def test_facts_belong_to_the_owner_in_one_workspace(server: LiveServer, kind: str) -> None:
    with server.client() as c:
        ws, ws2, ws3 = make_workspace(c), make_workspace(c), make_workspace(c)
        pid = data(c.post(f"/api/v3/workspaces/{ws}/projects", json={"name": "P", "custom_id": uniq("p")}))["id"]
        oid, other = new_owner(c, kind), new_owner(c, kind)
        for w in (ws, ws2):
            bind(c, w, kind, oid)
        bind(c, ws, kind, other)
        ids, _ = add(c, root(ws, kind, oid), "Lives in Porto.")
        fid = ids[0]
        assert data(c.get(root(ws2, kind, oid)))["items"] == [], "another workspace holds other facts"
        assert data(c.get(root(ws, kind, other)))["items"] == []
        for path in (root(ws2, kind, oid), root(ws, kind, other),
                     f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts"):
            error(c.get(f"{path}/{fid}"), 403, "FORBIDDEN")
            error(c.patch(f"{path}/{fid}", json={"fact": "x"}), 403, "FORBIDDEN")
            error(c.post(f"{path}/{fid}/forget"), 403, "FORBIDDEN")
        assert data(c.get(f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts"))["items"] == []
        error(c.get(f"/api/v2/projects/{pid}/memories/{fid}"), 403, "FORBIDDEN")
        # not bound to the workspace: the root answers 403, reads and writes alike
        error(c.get(root(ws3, kind, oid)), 403, "FORBIDDEN")
        error(c.post(root(ws3, kind, oid), json={"facts": ["x"]}), 403, "FORBIDDEN")
        data(c.delete(f"/api/v3/workspaces/{ws2}/{kind}s/{oid}"))
        error(c.get(root(ws2, kind, oid)), 403, "FORBIDDEN")
        assert data(c.get(f"{root(ws, kind, oid)}/{fid}"))["fact"] == "Lives in Porto."


@pytest.mark.parametrize("kind", KINDS)
def test_contradicting_facts_make_one_conflict_under_the_owner(server: LiveServer, kind: str) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        pid = data(c.post(f"/api/v3/workspaces/{ws}/projects", json={"name": "P", "custom_id": uniq("p")}))["id"]
        oid = new_owner(c, kind)
        bind(c, ws, kind, oid)
        path, croot = root(ws, kind, oid), conflicts_root(ws, kind, oid)
        (a,), _ = add(c, path, "Alice lives in Paris.")
        (b,), ev = add(c, path, "Alice lives in Berlin.")
        assert len(ev["conflict_ids"]) == 1, ev
        page = data(c.get(croot))
        assert page["total"] == 1, page
        x = page["items"][0]
        assert x["id"] == ev["conflict_ids"][0] and x["category"] == "m2m" and x["resolved"] is False
        assert set(x["fact_ids"]) == {a, b} and "memory_ids" not in x
        assert {s["fact_id"]: s["fact_text"] for s in x["fact_snapshots"]} == {
            a: "Alice lives in Paris.", b: "Alice lives in Berlin."}
        assert data(c.get(f"{croot}/{x['id']}")) == x
        assert data(c.get(croot, params={"fact_ids": b}))["total"] == 1

        # not visible under the project root of the same workspace
        assert data(c.get(f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"))["total"] == 0
        error(c.get(f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts/{x['id']}"), 403, "FORBIDDEN")
        error(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{x['id']}"), 403, "FORBIDDEN")
        other = new_owner(c, kind)
        bind(c, ws, kind, other)
        error(c.get(f"{conflicts_root(ws, kind, other)}/{x['id']}"), 403, "FORBIDDEN")

        error(c.post(f"{croot}/{x['id']}/resolve", json={"strategy": "keep_memory", "keep_fact_id": b}), 400,
              "INVALID_ARGUMENT")
        out = data(c.post(f"{croot}/{x['id']}/resolve", json={"strategy": "keep_fact", "keep_fact_id": b}))
        assert out["resolved"] is True and out["strategy"] == "keep_fact" and out["forgotten_fact_ids"] == [a]
        error(c.get(f"{path}/{a}"), 403, "FORBIDDEN")
        assert data(c.get(f"{path}/{b}"))["fact"] == "Alice lives in Berlin."
        got = data(c.get(f"{croot}/{x['id']}"))
        assert got["resolved"] is True and got["resolve"]["keep_fact_id"] == b
        error(c.post(f"{croot}/{x['id']}/resolve", json={"strategy": "dismiss"}), 400, "INVALID_ARGUMENT")


def test_deleted_owner_cannot_resolve(server: LiveServer) -> None:
    with server.client() as c:
        ws = make_workspace(c)
        oid = new_owner(c, "actor")
        bind(c, ws, "actor", oid)
        add(c, root(ws, "actor", oid), "Bob lives in Rome.")
        (_b,), ev = add(c, root(ws, "actor", oid), "Bob lives in Madrid.")
        assert len(ev["conflict_ids"]) == 1, ev
        data(c.delete(f"/api/v3/actors/{oid}"))
        croot = conflicts_root(ws, "actor", oid)
        assert data(c.get(croot))["total"] == 1, "reads still work"
        error(c.post(f"{croot}/{ev['conflict_ids'][0]}/resolve", json={"strategy": "dismiss"}), 404,
              "ACTOR_INACTIVE")


def test_permissions_are_the_workspace_owner_actions(server: LiveServer) -> None:
    """The agent fact PATCH needs exactly `workspace_agent:fact_modify`; reading needs `fact_read`, listing
    `fact_list`; the actor's actions do not open an agent's facts."""
    with server.client() as c:
        ws = make_workspace(c)
        g, a = make_agent(c)["id"], make_actor(c)["id"]
        bind(c, ws, "agent", g)
        bind(c, ws, "actor", a)
        (gf,), _ = add(c, root(ws, "agent", g), "Uses the search tool.")
        (af,), _ = add(c, root(ws, "actor", a), "Likes jazz.")
    reader = server.new_key(role=custom_role(server, ["workspace_agent:fact_read", "workspace_actor:fact_modify",
                                                      "workspace_actor:fact_read"]), name=uniq("reader"))
    editor = server.new_key(role=custom_role(server, ["workspace_agent:fact_modify"]), name=uniq("editor"))
    member = server.new_key(role="tenant_member", name=uniq("member"))
    with server.client(reader["api_key"]) as c:
        assert data(c.get(f"{root(ws, 'agent', g)}/{gf}"))["fact"] == "Uses the search tool."
        error(c.get(root(ws, "agent", g)), 403, "FORBIDDEN")
        error(c.patch(f"{root(ws, 'agent', g)}/{gf}", json={"fact": "x"}), 403, "FORBIDDEN")
        assert data(c.patch(f"{root(ws, 'actor', a)}/{af}", json={"metadata": {"k": 1}}))["metadata"] == {"k": 1}
        error(c.post(root(ws, "actor", a), json={"facts": ["x"]}), 403, "FORBIDDEN")
    with server.client(editor["api_key"]) as c:
        out = data(c.patch(f"{root(ws, 'agent', g)}/{gf}", json={"fact": "Uses the web search tool."}))
        assert set(out) == FACT_KEYS and out["fact"] == "Uses the web search tool."
        error(c.get(f"{root(ws, 'agent', g)}/{gf}"), 403, "FORBIDDEN")
    with server.client(member["api_key"]) as c:
        assert [f["id"] for f in data(c.get(root(ws, "agent", g)))["items"]] == [gf]
        data(c.patch(f"/api/v3/workspaces/{ws}/actors/{a}/settings", json={"fact_instruction": "x"}))
