"""Memory in router calls (router/inject.py), on both databases: the data is set up over HTTP on the live
server, and `prepare` / `remember` run in-process against the same database with the caller's key, as the
router runs them."""
from __future__ import annotations

import copy
import threading
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys.service import create_key
from mneme.admin.team.service import create_team
from mneme.core.auth import AuthContext
from mneme.core.errors import Forbidden
from mneme.router import inject
from mneme.router.inject import BoundaryForbidden, Injection, prepare, remember, user_turn
from mneme.services import Services
from tests.actors.helpers import bind, list_all, make_actor, make_agent
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, in_db, make_project, run_sync, uniq
from tests.documents.helpers import ingest
from tests.memories.helpers import wait_event, wait_until

BUDGET = 10.0  # generous: these tests check what is injected, never how fast

PERSON_FACTS = [  # what the extractor keeps of a chatty person, and the small talk around it
    "User mentioned it was raining again this morning",
    "User is allergic to shellfish",
    "User has a golden retriever called Biscuit",
    "User prefers aisle seats on flights",
    "User finds the new office coffee machine too loud",
    "User watched a football match last night",
]
PROJECT_FACTS = [
    "The weekly standup moved to 9:30 on Mondays",
    "The staging server was rebooted on Tuesday",
    "The client dinner for the Berlin launch is at a seafood restaurant on Friday",
    "Someone left an umbrella in meeting room 2",
]
AGENT_FACTS = ["Helper answers in short paragraphs", "Helper signs off with a friendly note"]
POLICY = """Travel policy

Flights. Book economy class for flights under six hours and premium economy above that. Seats may be chosen
at booking at no extra cost; upgrades paid with your own miles are fine. Keep the boarding passes: the travel
desk asks for them when a flight is changed or cancelled, and the airline's refund goes back to the company
card. Flights are booked at least two weeks ahead unless a client meeting is set at shorter notice.

Trains. Travel under four hours goes by train, second class, booked through the travel desk. Night trains may
be booked with a sleeper cabin. Rail passes for frequent travellers are paid by the company after approval by
the team lead, who checks that the pass costs less than the single tickets it replaces.

Hotels. A hotel stay in Berlin is reimbursed up to 160 euros per night, breakfast included; elsewhere in
Germany up to 130 euros. Book through the travel desk at least a week ahead. Minibar, laundry and pay-per-view
are not reimbursed. Late check-out is fine when the return flight leaves in the evening.

Meals. Dinners with clients are reimbursed up to 70 euros per person with an itemised receipt listing every
guest. Alcohol is reimbursed only at client dinners. Team lunches need the team lead's approval beforehand.

Taxis and cars. Taxis are fine between the airport and the hotel and after 22:00; otherwise take public
transport. Rental cars need approval and are insured by the company; fuel is reimbursed against receipts.

Expense reports. File every expense within 30 days of the trip in the expenses tool, one report per trip,
with a photo of each receipt. Reports filed later are paid with the next month's salary run.
"""


# ------------------------------------------------------------------------------------------ harness


def run(server: LiveServer, key: str, fn: Callable[[Services, AuthContext], Awaitable[Any]]) -> Any:
    """`fn(services, ctx)` in-process on the server's database, `ctx` being the key's caller; the remember
    steps it scheduled are awaited before it returns."""
    async def go() -> Any:
        svc = Services.build(server.settings)
        try:
            async with svc.db.session() as s:
                ctx = await svc.authenticator.authenticate(s, key, "127.0.0.1")
            out = await fn(svc, ctx)
            await inject.drain()
            return out
        finally:
            await svc.close()
    return run_sync(go)


def prep(server: LiveServer, boundary_id: str, kind: str, body: dict[str, Any], *, key: str | None = None,
         budget_s: float = BUDGET) -> Injection:
    async def fn(svc: Services, ctx: AuthContext) -> Injection:
        return await prepare(svc.db, svc, ctx, boundary_id, kind, body, budget_s=budget_s)
    result: Injection = run(server, key or server.owner_key, fn)
    return result


def world(c: httpx.Client, *, project: bool = True, person: bool = True, agent: bool = True,
          memories: bool = True) -> dict[str, Any]:
    """A workspace with a project, a bound person and agent, their memories and a processed document, and a
    boundary naming them."""
    ws, pid = make_project(c)
    actor, bot = make_actor(c, display_name="Dana")["id"], make_agent(c)["id"]
    bind(c, ws, "actor", actor)
    bind(c, ws, "agent", bot)
    if memories:
        for path, facts in ((f"/api/v3/workspaces/{ws}/actors/{actor}/facts", PERSON_FACTS),
                            (f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts", PROJECT_FACTS),
                            (f"/api/v3/workspaces/{ws}/agents/{bot}/facts", AGENT_FACTS)):
            ev = wait_event(c, data(c.post(path, json={"facts": facts}))["event_id"])
            assert ev["status"] == "succeeded", ev
        _doc, ev = ingest(c, ws, pid, f"{uniq('travel-policy')}.txt", POLICY.encode())
        assert ev["status"] == "succeeded", ev
    body: dict[str, Any] = {"workspace_id": ws, "name": uniq("b"), "project_ids": [pid] if project else []}
    if person:
        body["human_actor_id"] = actor
    if agent:
        body["agent_id"] = bot
    b = data(c.post("/api/v3/boundaries", json=body))
    return {"ws": ws, "pid": pid, "actor": actor, "agent": bot, "boundary": b["id"]}


def memory_lines(text: str) -> list[str]:
    """The item lines of the one memory block in `text`."""
    assert text.count(inject.OPEN) == 1 and text.count(inject.CLOSE) == 1, text
    inner = text.split(inject.OPEN, 1)[1].split(inject.CLOSE, 1)[0].strip().splitlines()
    assert inner[0] == inject.HEADER
    assert all(line.startswith("- [") for line in inner[1:]), inner
    return inner[1:]


# ------------------------------------------------------------------------------------------ the user turn


def test_the_latest_user_turn_of_each_shape() -> None:
    chat = {"messages": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "first"},
                         {"role": "assistant", "content": "ok"}, {"role": "user", "content": "second"}]}
    assert user_turn("chat", chat) == ("second", True)
    parts = {"messages": [{"role": "user", "content": [
        {"type": "text", "text": "look at"}, {"type": "image_url", "image_url": {"url": "x"}},
        {"type": "text", "text": "this"}]}]}
    assert user_turn("chat", parts) == ("look at\nthis", True)
    tools = {"messages": [{"role": "user", "content": "weather in Oslo?"},
                          {"role": "assistant", "content": None, "tool_calls": [{"id": "1"}]},
                          {"role": "tool", "tool_call_id": "1", "content": "rain"}]}
    assert user_turn("chat", tools) == ("weather in Oslo?", False), "a tool round trip: not the last message"
    assert user_turn("responses", {"input": "hello"}) == ("hello", True)
    items = {"input": [{"role": "user", "content": "old"}, {"type": "message", "role": "assistant", "content": [
        {"type": "output_text", "text": "hi"}]}, {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "new"}, {"type": "input_image", "image_url": "x"}]}]}
    assert user_turn("responses", items) == ("new", True)
    call_output = {"input": [{"role": "user", "content": "q"}, {"type": "function_call_output", "call_id": "c",
                                                                "output": "42"}]}
    assert user_turn("responses", call_output) == ("q", False)
    blocks = {"system": "x", "messages": [{"role": "user", "content": "first"}, {"role": "assistant",
                                          "content": "ok"}, {"role": "user", "content": [
                                              {"type": "text", "text": "second"}]}]}
    assert user_turn("messages", blocks) == ("second", True)
    tool_result = {"messages": [{"role": "user", "content": "q"}, {"role": "assistant", "content": [
        {"type": "tool_use", "id": "t", "name": "f", "input": {}}]}, {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t", "content": "42"}]}]}
    assert user_turn("messages", tool_result) == ("q", False), "a user message of tool results has no text"
    assert user_turn("messages", {"messages": "nonsense"}) == ("", False)
    assert user_turn("chat", {}) == ("", False)
    assert user_turn("embeddings", {"input": "x"}) == ("", False)


# ------------------------------------------------------------------------------------------ prepare


QUESTION = "Can I eat the shellfish platter at Friday's dinner, and what's my hotel allowance in Berlin?"


def shapes() -> list[tuple[str, str, dict[str, Any]]]:
    """(name, kind, body) of every request shape prepare knows, with and without instructions."""
    user_chat = {"role": "user", "content": QUESTION}
    return [
        ("chat: string system", "chat", {"model": "m", "temperature": 0.2, "messages": [
            {"role": "system", "content": "You are Helper."}, user_chat]}),
        ("chat: array developer", "chat", {"model": "m", "messages": [
            {"role": "developer", "content": [{"type": "text", "text": "You are Helper."}]},
            {"role": "user", "content": [{"type": "text", "text": QUESTION}]}]}),
        ("chat: no system", "chat", {"model": "m", "messages": [user_chat], "stream": True}),
        ("responses: string input", "responses", {"model": "m", "input": QUESTION, "instructions": "Be brief."}),
        ("responses: items, no instructions", "responses", {"model": "m", "input": [
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": QUESTION}]}]}),
        ("messages: string system", "messages", {"model": "m", "max_tokens": 100, "system": "You are Helper.",
                                                 "messages": [user_chat]}),
        ("messages: block system", "messages", {"model": "m", "max_tokens": 100, "system": [
            {"type": "text", "text": "You are Helper.", "cache_control": {"type": "ephemeral"}}],
            "messages": [{"role": "user", "content": [{"type": "text", "text": QUESTION}]}]}),
        ("messages: no system", "messages", {"model": "m", "max_tokens": 100, "messages": [user_chat]}),
    ]


def injected_text(kind: str, before: dict[str, Any], after: dict[str, Any]) -> str:
    """The memory text added to `after`, checking that nothing else of `before` changed."""
    if kind == "chat":
        assert {k: v for k, v in after.items() if k != "messages"} == {
            k: v for k, v in before.items() if k != "messages"}
        old, new = before["messages"], after["messages"]
        at = next((i for i, m in enumerate(old) if m["role"] in ("system", "developer")), None)
        if at is None:
            assert new[1:] == old and new[0]["role"] == "system" and set(new[0]) == {"role", "content"}
            return str(new[0]["content"])
        assert new[:at] + new[at + 1:] == old[:at] + old[at + 1:] and len(new) == len(old)
        was, now = old[at]["content"], new[at]["content"]
        assert {k: v for k, v in new[at].items() if k != "content"} == {
            k: v for k, v in old[at].items() if k != "content"}
        if isinstance(was, str):
            assert now.startswith(was + "\n\n")
            return str(now[len(was) + 2:])
        assert now[:-1] == was and now[-1]["type"] == "text"
        return str(now[-1]["text"])
    field = "instructions" if kind == "responses" else "system"
    assert {k: v for k, v in after.items() if k != field} == {k: v for k, v in before.items() if k != field}
    was, now = before.get(field), after[field]
    if was is None:
        assert isinstance(now, str)
        return str(now)
    if isinstance(was, str):
        assert now.startswith(was + "\n\n")
        return str(now[len(was) + 2:])
    assert now[:-1] == was and set(now[-1]) == {"type", "text"} and now[-1]["type"] == "text"
    return str(now[-1]["text"])


def test_each_shape_gets_the_memories_and_nothing_else_changes(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c)
    for name, kind, body in shapes():
        original = copy.deepcopy(body)
        got = prep(server, w["boundary"], kind, body)
        assert body == original, f"{name}: the caller's body is never changed in place"
        assert got.modified and got.retrieved > 0, name
        text = injected_text(kind, original, got.body)
        lines = memory_lines(text)
        assert len(lines) == got.retrieved <= inject.TOP_K, name
        assert "- [person fact] User is allergic to shellfish" in lines, (name, lines)
        assert "- [document excerpt: travel-policy-" in text, (name, lines)
        assert any("160 euros per night" in line for line in lines if "document excerpt" in line), (name, lines)


def test_realistic_memories_for_a_natural_question(server: LiveServer) -> None:
    """Among chatty facts of a person, a project's small talk and a policy document, a natural question gets
    the person's relevant fact, the project's, and the document's paragraph, labelled, best first."""
    with server.client() as c:
        w = world(c)
    q = "Any tips before I go to the seafood place with the client on Friday?"
    got = prep(server, w["boundary"], "chat", {"model": "m", "messages": [{"role": "user", "content": q}]})
    assert got.modified
    lines = memory_lines(got.body["messages"][0]["content"])
    assert "- [person fact] User is allergic to shellfish" in lines, lines
    assert any(line.startswith("- [project fact] The client dinner for the Berlin launch") for line in lines), lines
    assert not any("golden retriever" in line or "umbrella" in line for line in lines), (
        "unrelated small talk stays out", lines)
    q = "How much can I spend on the hotel in Berlin?"
    got = prep(server, w["boundary"], "messages", {"model": "m", "max_tokens": 50,
                                                   "messages": [{"role": "user", "content": q}]})
    lines = memory_lines(got.body["system"])
    assert lines[0].startswith("- [document excerpt: travel-policy-") and "160 euros" in lines[0], lines
    q = "How should you format your answers to me?"
    got = prep(server, w["boundary"], "responses", {"model": "m", "input": q})
    lines = memory_lines(got.body["instructions"])
    assert "- [agent fact] Helper answers in short paragraphs" in lines, lines


def test_nothing_relevant_or_no_user_turn_leaves_the_body_alone(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c)
        empty = world(c, memories=False)
    body = {"model": "m", "messages": [{"role": "user", "content": "What should I avoid eating on Friday?"}]}
    got = prep(server, empty["boundary"], "chat", body)
    assert (got.body, got.retrieved, got.modified) == (body, 0, False), "nothing in the boundary"
    got = prep(server, w["boundary"], "chat", {"model": "m", "messages": [{"role": "system", "content": "x"}]})
    assert (got.retrieved, got.modified) == (0, False), "no user turn: no query"
    got = prep(server, w["boundary"], "chat", {"model": "m", "messages": [{"role": "user", "content": "zqxj vbnm"}]})
    assert (got.retrieved, got.modified) == (0, False), "nothing scores enough"


def test_timeout_leaves_the_body_unchanged(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c)
    for name, kind, body in shapes():
        for budget in (0.0, 1e-6):
            got = prep(server, w["boundary"], kind, body, budget_s=budget)
            assert (got.body, got.retrieved, got.modified) == (body, 0, False), name

    body = shapes()[0][2]

    async def many(svc: Services, ctx: AuthContext) -> list[Injection]:
        """Cut short at every point (statements in flight included), then one call that has time: the
        sessions the timed-out calls used were closed cleanly."""
        out = [await prepare(svc.db, svc, ctx, w["boundary"], "chat", body, budget_s=b)
               for b in (0.0, 0.0005, 0.001, 0.002, 0.004, 0.008) * 3]
        out.append(await prepare(svc.db, svc, ctx, w["boundary"], "chat", body, budget_s=BUDGET))
        return out

    got = run(server, server.owner_key, many)
    for g in got[:-1]:  # all of it in time, or nothing
        assert (g.modified and g.retrieved > 0) or (g.body is body and g.retrieved == 0), g
    assert not any(g.modified for g in got[:-1:6]), "a zero budget never injects"
    assert got[-1].modified and got[-1].retrieved > 0


def test_one_read_session_checks_the_boundary_and_retrieves(server: LiveServer) -> None:
    """The boundary check and the retrieval share one read session (each session's BEGIN and COMMIT is a
    hand-over to the database's thread), and the answer is the one the retrieval gives by itself."""
    from sqlalchemy import event

    from mneme.core.authz import trusted_scope
    from mneme.memory.boundary_retrieval import retrieve
    from mneme.models import Boundary

    with server.client() as c:
        w = world(c)
    body = {"model": "m", "messages": [{"role": "user", "content": QUESTION}]}

    async def fn(svc: Services, ctx: AuthContext) -> tuple[Injection, int, list[str]]:
        await prepare(svc.db, svc, ctx, w["boundary"], "chat", body, budget_s=BUDGET)  # the model is loaded
        begins: list[object] = []

        def began(conn: object) -> None:
            begins.append(conn)

        event.listen(svc.db.read_engine.sync_engine, "begin", began)
        try:
            got = await prepare(svc.db, svc, ctx, w["boundary"], "chat", body, budget_s=BUDGET)
        finally:
            event.remove(svc.db.read_engine.sync_engine, "begin", began)
        async with svc.db.session(write=False) as s:
            b = await s.get(Boundary, w["boundary"])
            assert b is not None
            alone = await retrieve(s, trusted_scope(b.team_id, reason="test"), b, QUESTION, retriever=svc.retriever,
                                   embedder=svc.engines.embedder, top_k=inject.TOP_K, budget_s=BUDGET)
        return got, len(begins), [f"- [{inject._label(i)}] {inject._clean(i.text)}" for i in alone]

    got, begins, alone = run(server, server.owner_key, fn)
    assert begins == 1, begins
    assert got.modified and memory_lines(got.body["messages"][0]["content"]) == alone


def test_unknown_foreign_or_not_allowed_boundary_is_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c, memories=False)
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
    with pytest.raises(BoundaryForbidden):
        prep(server, "bnd-unknown", "chat", body)
    with pytest.raises(BoundaryForbidden):
        prep(server, "bnd-unknown", "chat", body, budget_s=0.0)  # checked before the budget applies

    async def make(s: AsyncSession) -> str:
        team, owner = await create_team(s, name=uniq("Other team"), owner_name="Other", owner_email=None)
        _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other owner")
        return str(secret)

    with pytest.raises(BoundaryForbidden):
        prep(server, w["boundary"], "chat", body, key=in_db(server, make))
    no_boundary = server.new_key(role=custom_role(server, ["router:invoke", "workspace:read"]), name=uniq("k"))
    with pytest.raises(BoundaryForbidden):
        prep(server, w["boundary"], "chat", body, key=no_boundary["api_key"])
    no_workspace = server.new_key(role=custom_role(server, ["router:invoke", "boundary:read"]), name=uniq("k"))
    with pytest.raises(BoundaryForbidden):
        prep(server, w["boundary"], "chat", body, key=no_workspace["api_key"])
    reader = server.new_key(role=custom_role(server, ["boundary:read", "workspace:read"]), name=uniq("k"))
    assert not prep(server, w["boundary"], "chat", body, key=reader["api_key"]).modified


def test_a_boundary_whose_person_and_agent_were_deleted_still_reads(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c)
        data(c.delete(f"/api/v3/actors/{w['actor']}"))
        data(c.delete(f"/api/v3/agents/{w['agent']}"))
    got = prep(server, w["boundary"], "chat", {"model": "m", "messages": [{"role": "user", "content": QUESTION}]})
    assert got.modified
    lines = memory_lines(got.body["messages"][0]["content"])
    assert any("160 euros" in line for line in lines), lines
    assert "- [person fact] User is allergic to shellfish" in lines, "a deleted person's facts are still read"
    # remembering: no person (deleted) to speak the turn, so project facts only, and no conversation
    remember_calls(server, w["boundary"], [("chat", {"model": "m", "messages": [
        {"role": "user", "content": "I'm vegetarian. The launch moved to June 3."}]}, "Noted.")])
    with server.client() as c:
        path = f"/api/v3/workspaces/{w['ws']}/projects/{w['pid']}/memories/facts"
        project = wait_until(lambda: [f for f in facts_of(c, path) if "june 3" in f.lower()], "the project fact")
        assert project and conversations_of(c, w["ws"]) == []
        assert not [f for f in facts_of(c, path) if "vegetarian" in f.lower()]


# ------------------------------------------------------------------------------------------ remember


def conversations_of(c: httpx.Client, ws: str) -> list[dict[str, Any]]:
    return list_all(c, f"/api/v3/workspaces/{ws}/memories/conversations")


def messages_of(c: httpx.Client, conv: str) -> list[dict[str, Any]]:
    return list_all(c, f"/api/v3/conversations/{conv}/messages")


def remember_calls(server: LiveServer, boundary: str, calls: list[tuple[str, dict[str, Any], str]],
                   key: str | None = None) -> None:
    """`remember` for each (kind, body, reply), as the router calls it after replies; waits for the steps."""
    async def fn(svc: Services, ctx: AuthContext) -> None:
        for kind, body, reply in calls:
            remember(svc.db, svc, ctx, boundary, kind, body, reply)
    run(server, key or server.owner_key, fn)


def facts_of(c: httpx.Client, path: str) -> list[str]:
    return sorted(f["fact"] for f in list_all(c, path))


def test_remember_records_the_exchange_and_its_facts(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c, memories=False)
    said = "Quick heads up before Friday - I'm allergic to peanuts. Also the launch moved to June 3."
    remember_calls(server, w["boundary"], [("chat", {"model": "m", "messages": [
        {"role": "system", "content": "You are Helper."}, {"role": "user", "content": said}]}, "Noted, thanks!")])
    with server.client() as c:
        convs = conversations_of(c, w["ws"])
        assert len(convs) == 1, convs
        conv = convs[0]
        assert conv["custom_id"] == f"router:{w['boundary']}:{w['pid']}"
        assert (conv["rw_project_ids"], conv["actor_ids"], conv["agent_ids"]) == ([w["pid"]], [w["actor"]],
                                                                                 [w["agent"]])
        msgs = messages_of(c, conv["id"])
        assert [(m["actor_id"], m["agent_id"], m["content"][0]["text"]) for m in msgs] == [
            (w["actor"], None, said), (None, w["agent"], "Noted, thanks!")]
        assert msgs[1]["parent_message_id"] == msgs[0]["id"]
        assert wait_event(c, msgs[0]["event_id"])["status"] == "succeeded"
        person = facts_of(c, f"/api/v3/workspaces/{w['ws']}/actors/{w['actor']}/facts")
        project = facts_of(c, f"/api/v3/workspaces/{w['ws']}/projects/{w['pid']}/memories/facts")
        assert [f for f in person if "peanut" in f.lower()], person
        assert [f for f in project if "june 3" in f.lower()], project
        assert not [f for f in project if "peanut" in f.lower()], project
    # a later call with the boundary gets what was remembered
    got = prep(server, w["boundary"], "messages", {"model": "m", "max_tokens": 10, "messages": [
        {"role": "user", "content": "Can you suggest a snack for me?"}]})
    assert any(line.startswith("- [person fact]") and "peanut" in line.lower()
               for line in memory_lines(got.body["system"])), got.body["system"]
    # a second exchange (responses) continues the same conversation; a tool round trip is not recorded again
    remember_calls(server, w["boundary"], [
        ("responses", {"model": "m", "input": "I moved to Porto last month."}, "Good to know."),
        ("chat", {"model": "m", "messages": [{"role": "user", "content": "weather?"},
                                              {"role": "assistant", "tool_calls": [{"id": "1"}]},
                                              {"role": "tool", "tool_call_id": "1", "content": "sun"}]}, "Sunny."),
    ])
    with server.client() as c:
        msgs = messages_of(c, conv["id"])
        assert [m["content"][0]["text"] for m in msgs] == [said, "Noted, thanks!", "I moved to Porto last month.",
                                                            "Good to know."]
        assert [m["parent_message_id"] for m in msgs[1:]] == [m["id"] for m in msgs[:-1]]
        wait_event(c, msgs[2]["event_id"])
        assert [f for f in facts_of(c, f"/api/v3/workspaces/{w['ws']}/actors/{w['actor']}/facts")
                if "porto" in f.lower()]


def test_concurrent_remember_steps_all_land(server: LiveServer) -> None:
    """Many exchanges of a new boundary at once, from three loops with their own connections (as three
    processes would), each scheduling several at once: the first ones race to create the conversation, all
    append to it, none is lost and the chain stays one line of whole exchanges."""
    with server.client() as c:
        w = world(c, memories=False)
    n, loops = 4, 3
    barrier = threading.Barrier(loops)
    errors: list[BaseException] = []

    def process(t: int) -> None:
        async def fn(svc: Services, ctx: AuthContext) -> None:
            barrier.wait()
            for i in range(n):
                remember(svc.db, svc, ctx, w["boundary"], "messages", {"model": "m", "max_tokens": 5, "messages": [
                    {"role": "user", "content": f"Note {t}.{i}: budget line {i} is approved."}]}, f"Reply {t}.{i}")
        try:
            run(server, server.owner_key, fn)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=process, args=(t,)) for t in range(loops)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors, errors
    with server.client() as c:
        (conv,) = conversations_of(c, w["ws"])
        msgs = messages_of(c, conv["id"])
    assert len(msgs) == 2 * n * loops, [m["content"][0]["text"] for m in msgs]
    assert [m["parent_message_id"] for m in msgs[1:]] == [m["id"] for m in msgs[:-1]], "one unbroken chain"
    for user, reply in zip(msgs[::2], msgs[1::2], strict=True):  # each exchange stays together
        assert user["actor_id"] == w["actor"] and reply["agent_id"] == w["agent"]
        assert reply["content"][0]["text"] == "Reply " + user["content"][0]["text"].split(":")[0][len("Note "):]
    assert sorted(m["content"][0]["text"] for m in msgs[1::2]) == sorted(
        f"Reply {t}.{i}" for t in range(loops) for i in range(n))


def test_remember_without_a_project_or_without_a_person(server: LiveServer) -> None:
    with server.client() as c:
        personal = world(c, project=False, memories=False)
        shared = world(c, person=False, memories=False)
        agent_only = world(c, project=False, person=False, memories=False)
    said = "I'm vegetarian. The launch moved to June 3."
    for w in (personal, shared, agent_only):
        remember_calls(server, w["boundary"], [("chat", {"model": "m", "messages": [
            {"role": "user", "content": said}]}, "Noted.")])
    with server.client() as c:
        for w in (personal, shared, agent_only):
            assert conversations_of(c, w["ws"]) == [], "no conversation without both a project and a person"
        person_path = f"/api/v3/workspaces/{personal['ws']}/actors/{personal['actor']}/facts"
        person = wait_until(lambda: facts_of(c, person_path), "the person's facts")
        assert [f for f in person if "vegetarian" in f.lower()] and not [f for f in person if "june" in f.lower()]
        project_path = f"/api/v3/workspaces/{shared['ws']}/projects/{shared['pid']}/memories/facts"
        project = wait_until(lambda: facts_of(c, project_path), "the project's facts")
        assert [f for f in project if "june 3" in f.lower()], project
        assert not [f for f in project if "vegetarian" in f.lower()], "no person named: the user's facts are dropped"
        assert [f["metadata"] for f in list_all(c, person_path)] == [{"boundary_id": personal["boundary"]}] * len(
            person)
        assert [f["metadata"] for f in list_all(c, project_path)] == [{"boundary_id": shared["boundary"]}] * len(
            project)
        for w in (personal, shared, agent_only):  # nothing else anywhere
            assert facts_of(c, f"/api/v3/workspaces/{w['ws']}/projects/{w['pid']}/memories/facts") == (
                project if w is shared else [])
            assert facts_of(c, f"/api/v3/workspaces/{w['ws']}/agents/{w['agent']}/facts") == []
            assert facts_of(c, f"/api/v3/workspaces/{w['ws']}/actors/{w['actor']}/facts") == (
                person if w is personal else [])


def test_remember_needs_the_write_permissions_and_never_raises(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c, memories=False)
    reader = server.new_key(role=custom_role(server, ["router:invoke", "boundary:read", "workspace:read"]),
                            name=uniq("k"))
    body = {"model": "m", "messages": [{"role": "user", "content": "I'm allergic to peanuts."}]}
    remember_calls(server, w["boundary"], [("chat", body, "Noted.")], key=reader["api_key"])

    async def step(svc: Services, ctx: AuthContext) -> str:
        return await inject.remember_now(svc.db, ctx, w["boundary"], "I'm allergic to peanuts.", "Noted.")

    with pytest.raises(Forbidden):
        run(server, reader["api_key"], step)
    writer = server.new_key(role=custom_role(server, ["boundary:read", "workspace:read",
                                                      "workspace:conversation_write", "project:mem_add"]),
                            name=uniq("k"))
    assert run(server, writer["api_key"], step).startswith("conversation conv-"), "these are enough"
    remember_calls(server, "bnd-unknown", [("chat", body, "Noted.")])
    remember_calls(server, w["boundary"], [("chat", {"messages": 7}, "Noted."), ("bogus", body, "x")])
    with server.client() as c:
        (conv,) = conversations_of(c, w["ws"])
        assert len(messages_of(c, conv["id"])) == 2, "only the allowed key's exchange"
