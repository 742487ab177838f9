"""Conversations and their messages over HTTP (extensions §5): create, list, read; the message chain (parent =
latest, else 409), idempotent retries by custom_id, racing appends on both databases; and the fact extraction a
message starts (actor facts under the actor's fact_instruction, project facts for the conversation's project)."""
from __future__ import annotations

import threading
from typing import Any

import httpx
import pytest

from tests.actors.helpers import bind, list_all, make_actor, make_agent
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, make_project, uniq
from tests.memories.helpers import ISO, wait_event

CONV_KEYS = {"id", "workspace_id", "custom_id", "rw_project_ids", "actor_ids", "agent_ids", "latest_message_id",
             "message_count", "created_at", "updated_at"}
MSG_KEYS = {"id", "conversation_id", "custom_id", "actor_id", "agent_id", "content", "parent_message_id",
            "event_id", "created_at"}


def convs(ws: str) -> str:
    return f"/api/v3/workspaces/{ws}/memories/conversations"


def msgs(conv: str) -> str:
    return f"/api/v3/conversations/{conv}/messages"


def setup_conversation(c: httpx.Client) -> dict[str, Any]:
    """A workspace with a project, a bound actor and agent, and a conversation between them."""
    ws, pid = make_project(c)
    actor, agent = make_actor(c)["id"], make_agent(c)["id"]
    bind(c, ws, "actor", actor)
    bind(c, ws, "agent", agent)
    conv = data(c.post(convs(ws), json={"custom_id": uniq("conv"), "rw_project_ids": [pid], "actor_ids": [actor],
                                        "agent_ids": [agent]}))
    return {"ws": ws, "pid": pid, "actor": actor, "agent": agent, "conv": conv["id"], "record": conv}


def say(c: httpx.Client, conv: str, text: str, parent: str | None, *, actor: str | None = None,
        agent: str | None = None, custom_id: str | None = None) -> httpx.Response:
    body: dict[str, Any] = {"content": [{"block_type": "TEXT", "text": text}], "custom_id": custom_id or uniq("m"),
                            "parent_message_id": parent}
    body.update({"actor_id": actor} if actor else {"agent_id": agent})
    return c.post(msgs(conv), json=body)


def facts(c: httpx.Client, path: str) -> list[str]:
    return sorted(f["fact"] for f in list_all(c, path))


# ------------------------------------------------------------------------------------------- conversations


def test_create_list_and_read(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    rec = s["record"]
    assert set(rec) == CONV_KEYS and rec["id"].startswith("conv-")
    assert (rec["workspace_id"], rec["rw_project_ids"], rec["actor_ids"], rec["agent_ids"]) == (
        s["ws"], [s["pid"]], [s["actor"]], [s["agent"]])
    assert rec["latest_message_id"] is None and rec["message_count"] == 0 and ISO.match(rec["created_at"])
    assert data(owner.get(f"{convs(s['ws'])}/{s['conv']}")) == rec
    second = data(owner.post(convs(s["ws"]), json={"custom_id": uniq("c"), "rw_project_ids": [s["pid"]]}))
    assert second["actor_ids"] == [] and second["agent_ids"] == []
    listed = list_all(owner, convs(s["ws"]), page_size=1)
    assert [x["id"] for x in listed] == [second["id"], s["conv"]], "newest first, paged"
    other_ws, _p = make_project(owner)
    error(owner.get(f"{convs(other_ws)}/{s['conv']}"), 403, "FORBIDDEN")
    error(owner.get(f"{convs(s['ws'])}/conv-unknown"), 403, "FORBIDDEN")


def test_create_rules(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    ws, pid = s["ws"], s["pid"]
    dup = error(owner.post(convs(ws), json={"custom_id": s["record"]["custom_id"], "rw_project_ids": [pid]}), 409,
                "CUSTOM_ID_CONFLICT")
    assert s["record"]["custom_id"] in dup["message"]
    error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": []}), 400, "INVALID_ARGUMENT")
    two = data(owner.post(f"/api/v3/workspaces/{ws}/projects", json={"name": "P2", "custom_id": uniq("p")}))["id"]
    error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid, two]}), 400,
          "INVALID_ARGUMENT")
    _other_ws, foreign = make_project(owner)
    e = error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [foreign]}), 400,
              "INVALID_ARGUMENT")
    assert "rw_project_ids" in e["message"]
    unbound = make_actor(owner)["id"]
    e = error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid], "actor_ids": [unbound]}),
              400, "INVALID_ARGUMENT")
    assert "actor_ids" in e["message"]
    e = error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid],
                                          "agent_ids": [s["actor"]]}), 400, "INVALID_ARGUMENT")
    assert "agent_ids" in e["message"], "an actor's id is not an agent"
    data(owner.delete(f"/api/v3/actors/{s['actor']}"))
    error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid], "actor_ids": [s["actor"]]}),
          400, "ACTOR_INACTIVE")
    error(owner.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid], "bogus": 1}), 400,
          "INVALID_ARGUMENT")


def test_permissions(server: LiveServer) -> None:
    with server.client() as c:
        s = setup_conversation(c)
        first = data(say(c, s["conv"], "Hello", None, agent=s["agent"]))
    reader = server.new_key(role=custom_role(server, ["workspace:conversation_read"]), name=uniq("reader"))
    writer = server.new_key(role=custom_role(server, ["workspace:conversation_write"]), name=uniq("writer"))
    full = server.new_key(role=custom_role(server, ["workspace:conversation_write", "project:mem_add"]),
                          name=uniq("full"))
    body = {"custom_id": uniq("c"), "rw_project_ids": [s["pid"]]}
    with server.client(reader["api_key"]) as c:
        assert data(c.get(f"{convs(s['ws'])}/{s['conv']}"))["id"] == s["conv"]
        assert [x["id"] for x in list_all(c, convs(s["ws"]))] == [s["conv"]]
        assert [m["id"] for m in list_all(c, msgs(s["conv"]))] == [first["id"]]
        error(c.post(convs(s["ws"]), json=body), 403, "FORBIDDEN")
        error(say(c, s["conv"], "Hi", first["id"], actor=s["actor"]), 403, "FORBIDDEN")
    with server.client(writer["api_key"]) as c:  # the project's facts are written too: project:mem_add
        error(c.post(convs(s["ws"]), json=body), 403, "FORBIDDEN")
        error(say(c, s["conv"], "Hi", first["id"], actor=s["actor"]), 403, "FORBIDDEN")
        error(c.get(msgs(s["conv"])), 403, "FORBIDDEN")
    with server.client(full["api_key"]) as c:
        assert data(c.post(convs(s["ws"]), json=body))["rw_project_ids"] == [s["pid"]]
        assert data(say(c, s["conv"], "Hi", first["id"], actor=s["actor"]))["parent_message_id"] == first["id"]
        error(c.get(f"{convs(s['ws'])}/{s['conv']}"), 403, "FORBIDDEN")


def test_deleting_the_project_deletes_its_conversations(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    data(say(owner, s["conv"], "Hello", None, agent=s["agent"]))
    data(owner.delete(f"/api/v3/workspaces/{s['ws']}/projects/{s['pid']}"))
    error(owner.get(f"{convs(s['ws'])}/{s['conv']}"), 403, "FORBIDDEN")
    error(owner.get(msgs(s["conv"])), 403, "FORBIDDEN")
    assert data(owner.get(convs(s["ws"])))["items"] == []


# ------------------------------------------------------------------------------------------------ messages


def test_message_chain_order_and_paging(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    conv = s["conv"]
    e = error(say(owner, conv, "Hello", "msg-nope", agent=s["agent"]), 409, "CONFLICT")
    assert "null" in e["message"], "the first message's parent is null"
    first = data(say(owner, conv, "Hello, how can I help?", None, agent=s["agent"]))
    assert set(first) == MSG_KEYS and first["id"].startswith("msg-") and first["event_id"].startswith("evt-")
    assert first["content"] == [{"block_type": "TEXT", "text": "Hello, how can I help?"}]
    assert (first["agent_id"], first["actor_id"], first["parent_message_id"]) == (s["agent"], None, None)
    e = error(say(owner, conv, "Hi", None, actor=s["actor"]), 409, "CONFLICT")
    assert first["id"] in e["message"], "the 409 names the latest message"
    ids = [first["id"]]
    for i in range(4):
        m = data(say(owner, conv, f"Message {i}", ids[-1], actor=s["actor"] if i % 2 == 0 else None,
                     agent=None if i % 2 == 0 else s["agent"]))
        assert m["parent_message_id"] == ids[-1]
        ids.append(m["id"])
    e = error(say(owner, conv, "Late", ids[-2], actor=s["actor"]), 409, "CONFLICT")
    assert ids[-1] in e["message"]
    listed = list_all(owner, msgs(conv), page_size=2)
    assert [m["id"] for m in listed] == ids, "oldest first, paged"
    rec = data(owner.get(f"{convs(s['ws'])}/{conv}"))
    assert (rec["latest_message_id"], rec["message_count"]) == (ids[-1], 5)
    error(owner.get(msgs("conv-unknown")), 403, "FORBIDDEN")


def test_speaker_rules(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    conv = s["conv"]
    both = {"content": [{"block_type": "TEXT", "text": "x"}], "custom_id": uniq("m"), "parent_message_id": None}
    error(owner.post(msgs(conv), json=both), 400, "INVALID_ARGUMENT")
    error(owner.post(msgs(conv), json={**both, "actor_id": s["actor"], "agent_id": s["agent"]}), 400,
          "INVALID_ARGUMENT")
    stranger = make_actor(owner)["id"]
    bind(owner, s["ws"], "actor", stranger)
    e = error(say(owner, conv, "Hi", None, actor=stranger), 400, "INVALID_ARGUMENT")
    assert "actor_id" in e["message"] and "participant" in e["message"]
    error(owner.post(msgs(conv), json={**both, "actor_id": s["actor"], "content": [{"block_type": "IMAGE",
                                                                                    "text": "x"}]}), 400)
    error(owner.post(msgs(conv), json={**both, "actor_id": s["actor"], "content": []}), 400, "INVALID_ARGUMENT")
    error(owner.post(msgs(conv), json={**both, "actor_id": s["actor"],
                                       "content": [{"block_type": "TEXT", "text": "  "}]}), 400, "INVALID_ARGUMENT")
    data(owner.delete(f"/api/v3/actors/{s['actor']}"))
    error(say(owner, conv, "Hi", None, actor=s["actor"]), 400, "ACTOR_INACTIVE")
    assert data(owner.get(msgs(conv)))["items"] == [], "no refused message was stored"


def test_retry_by_custom_id(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    conv = s["conv"]
    first = data(say(owner, conv, "I live in Lisbon.", None, actor=s["actor"], custom_id="turn-1"))
    second = data(say(owner, conv, "Noted.", first["id"], agent=s["agent"]))
    again = data(say(owner, conv, "I live in Lisbon.", None, actor=s["actor"], custom_id="turn-1"))
    assert again == first, "the same custom_id and content: the first message, with its event"
    e = error(say(owner, conv, "I live in Porto.", second["id"], actor=s["actor"], custom_id="turn-1"), 409,
              "CUSTOM_ID_CONFLICT")
    assert first["id"] in e["message"]
    error(say(owner, conv, "I live in Lisbon.", second["id"], agent=s["agent"], custom_id="turn-1"), 409,
          "CUSTOM_ID_CONFLICT")
    assert [m["id"] for m in list_all(owner, msgs(conv))] == [first["id"], second["id"]]
    wait_event(owner, first["event_id"])
    assert facts(owner, f"/api/v3/workspaces/{s['ws']}/actors/{s['actor']}/facts") == ["User lives in Lisbon"], (
        "extracted once")


@pytest.mark.parametrize("same_custom_id", [False, True])
def test_racing_appends_exactly_one_wins(server: LiveServer, same_custom_id: bool) -> None:
    with server.client() as c:
        s = setup_conversation(c)
        first = data(say(c, s["conv"], "Hello", None, agent=s["agent"]))
    n = 6
    barrier = threading.Barrier(n)
    results: list[httpx.Response] = []
    lock = threading.Lock()

    def append(i: int) -> None:
        with server.client() as c:
            barrier.wait()
            r = say(c, s["conv"], "I like tea." if same_custom_id else f"Reply {i}.", first["id"], actor=s["actor"],
                    custom_id="same" if same_custom_id else f"r{i}")
            with lock:
                results.append(r)

    threads = [threading.Thread(target=append, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    ok = [r.json()["data"] for r in results if r.status_code == 200]
    refused = [r for r in results if r.status_code != 200]
    if same_custom_id:  # retries of one message: every one answers the one message
        assert len(ok) == n and len({m["id"] for m in ok}) == 1, [r.text for r in results]
    else:
        assert len(ok) == 1, [r.text for r in results]
        for r in refused:
            assert r.status_code == 409 and r.json()["error_code"] == "CONFLICT", r.text
            assert ok[0]["id"] in r.json()["message"]
    with server.client() as c:
        listed = list_all(c, msgs(s["conv"]))
    assert [m["id"] for m in listed] == [first["id"], ok[0]["id"]]


# ---------------------------------------------------------------------------------------------- extraction


def test_person_message_gives_actor_and_project_facts(owner: httpx.Client) -> None:
    s = setup_conversation(owner)
    q = data(say(owner, s["conv"], "Tell me about yourself and the project.", None, agent=s["agent"]))
    ev = wait_event(owner, q["event_id"])
    assert (ev["status"], ev["memory_ids"]) == ("succeeded", []), "an agent's message records no facts"
    m = data(say(owner, s["conv"], "I am allergic to peanuts. The launch is planned for May 3.", q["id"],
                 actor=s["actor"]))
    ev = wait_event(owner, m["event_id"])
    assert ev["status"] == "succeeded" and len(ev["memory_ids"]) == 2, ev
    actor_facts = f"/api/v3/workspaces/{s['ws']}/actors/{s['actor']}/facts"
    project_facts = f"/api/v3/workspaces/{s['ws']}/projects/{s['pid']}/memories/facts"
    assert facts(owner, actor_facts) == ["User is allergic to peanuts"]
    assert facts(owner, project_facts) == ["The launch is planned for May 3"]
    one = list_all(owner, actor_facts)[0]
    assert one["metadata"] == {"conversation_id": s["conv"], "message_id": m["id"]}
    assert facts(owner, f"/api/v3/workspaces/{s['ws']}/agents/{s['agent']}/facts") == []


def test_the_speakers_name_names_their_facts_and_leaves_the_project_facts(owner: httpx.Client) -> None:
    """Facts about the speaker are told from the others on the "User" marker, then named: the name said in
    the message, later the actor's stored name fact (issue 9 item 2)."""
    s = setup_conversation(owner)
    actor_facts = f"/api/v3/workspaces/{s['ws']}/actors/{s['actor']}/facts"
    project_facts = f"/api/v3/workspaces/{s['ws']}/projects/{s['pid']}/memories/facts"
    m = data(say(owner, s["conv"], "Hi, I'm Dana. I mostly eat vegetarian and the launch is planned for May 3.",
                 None, actor=s["actor"]))
    assert wait_event(owner, m["event_id"])["status"] == "succeeded"
    assert facts(owner, actor_facts) == ["Dana eats vegetarian", "User's name is Dana"]
    assert facts(owner, project_facts) == ["The launch is planned for May 3"]
    m2 = data(say(owner, s["conv"], "ugh I usually skip breakfast lol", m["id"], actor=s["actor"]))
    assert wait_event(owner, m2["event_id"])["status"] == "succeeded"
    assert "Dana usually skips breakfast" in facts(owner, actor_facts)
    assert facts(owner, project_facts) == ["The launch is planned for May 3"]


def _acceptance(c: httpx.Client, text: str = "I am allergic to peanuts and I work as a nurse."
                ) -> tuple[list[str], dict[str, Any]]:
    """The issue's acceptance scenario: returns the actor's facts after the person's message."""
    ws, pid = make_project(c)
    actor = make_actor(c, display_name="Dana")["id"]
    agent = make_agent(c)["id"]
    bind(c, ws, "actor", actor)
    bind(c, ws, "agent", agent)
    data(c.patch(f"/api/v3/workspaces/{ws}/actors/{actor}/settings",
                 json={"fact_instruction": "Only record food preferences"}))
    conv = data(c.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid], "actor_ids": [actor],
                                        "agent_ids": [agent]}))["id"]
    q = data(say(c, conv, "Anything I should know before I plan the team dinner?", None, agent=agent))
    m = data(say(c, conv, text, q["id"], actor=actor))
    ev = wait_event(c, m["event_id"])
    assert ev["status"] == "succeeded", ev
    return facts(c, f"/api/v3/workspaces/{ws}/actors/{actor}/facts"), {"ws": ws, "pid": pid, "actor": actor}


def test_acceptance_fact_instruction_keeps_only_food(owner: httpx.Client) -> None:
    recorded, _ = _acceptance(owner)
    assert len(recorded) == 1 and "peanut" in recorded[0].lower(), recorded


def test_a_chatty_message_still_gives_the_person_their_food_fact(owner: httpx.Client) -> None:
    """Filler in front of the statement ("quick heads up ... -") must not send the person's fact to the project."""
    text = "hey! quick heads up before friday - im allergic to shellfish, and i work nights as a paramedic lol"
    recorded, ids = _acceptance(owner, text)
    assert len(recorded) == 1 and "shellfish" in recorded[0].lower(), recorded
    project = facts(owner, f"/api/v3/workspaces/{ids['ws']}/projects/{ids['pid']}/memories/facts")
    assert not [f for f in project if "shellfish" in f.lower() or "paramedic" in f.lower()], project
