"""Memory through the live router (Part A's proxy with the real `router/inject.py`): the official SDKs with
`extra_query={"boundary_id": ...}` send the boundary's memories upstream, answer the X-Memory-* headers, and the
exchange is remembered as the boundary's conversation. Runs once the router (tests/router/fake_vendor.py,
tests/router/conftest.py) is merged; skipped before."""
from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from typing import Any

import pytest

import mneme.router.inject as real_inject
from tests.conftest import LiveServer, start_server
from tests.memories.helpers import wait_until
from tests.router.test_inject import conversations_of, memory_lines, messages_of, world

fake_vendor = pytest.importorskip("tests.router.fake_vendor")  # Part A's: until it is merged, skipped
router_fixtures = pytest.importorskip("tests.router.conftest")
openai = pytest.importorskip("openai")
anthropic = pytest.importorskip("anthropic")
REPLY = fake_vendor.REPLY

NAME = "mneme.router.inject"


@pytest.fixture(scope="module")
def memory_router(backend: str, vendor: Any) -> Iterator[LiveServer]:
    os.environ["MNEME_TEST_VENDOR_A_KEY"] = router_fixtures.HOSTED_A_KEY
    os.environ["MNEME_TEST_VENDOR_B_KEY"] = router_fixtures.HOSTED_B_KEY
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-memory-"), "router.toml")
    with open(path, "w") as f:
        f.write(router_fixtures.config_text(vendor))
    # a generous budget: the first call loads the embedding model; these tests check what is sent, not speed
    # debiting off: a new team has 0 tokens, and these tests are about memory, not the balance
    live = start_server(backend, router_config=path, router_memory_budget_s=30.0, metering_debit=False)
    yield live
    live.stop()


@pytest.fixture
def real_memory() -> Iterator[None]:
    """The real memory module where the router looks it up (other router tests put a stand-in there)."""
    old = sys.modules.get(NAME)
    sys.modules[NAME] = real_inject
    yield
    if old is None:
        sys.modules.pop(NAME, None)
    else:
        sys.modules[NAME] = old


def test_sdk_calls_with_a_boundary_carry_its_memories_and_are_remembered(
        memory_router: LiveServer, vendor: Any, real_memory: None) -> None:
    server = memory_router
    with server.client() as c:
        w = world(c)
    q = "Any tips before I go to the seafood place with the client on Friday?"
    client = openai.OpenAI(api_key=server.owner_key, base_url=f"{server.base_url}/router/compat-a/v1", max_retries=0)
    raw = client.chat.completions.with_raw_response.create(
        model="gpt-x", messages=[{"role": "system", "content": "You are Helper."}, {"role": "user", "content": q}],
        extra_query={"boundary_id": w["boundary"]})
    assert raw.parse().choices[0].message.content == REPLY
    assert raw.headers["x-memory-context-modified"] == "true"
    sent = vendor.last("/chat/completions").json
    system = sent["messages"][0]["content"]
    assert system.startswith("You are Helper.\n\n") and sent["messages"][1] == {"role": "user", "content": q}
    lines = memory_lines(system)
    assert int(raw.headers["x-memory-retrieved"]) == len(lines)
    assert "- [person fact] User is allergic to shellfish" in lines, lines

    def conversation() -> list[dict[str, str]]:
        with server.client() as c:
            found = conversations_of(c, w["ws"])
            return messages_of(c, found[0]["id"]) if found else []

    msgs = wait_until(lambda: len(conversation()) >= 2 and conversation(), "the remembered exchange")
    assert [(m["actor_id"], m["agent_id"], m["content"][0]["text"]) for m in msgs] == [
        (w["actor"], None, q), (None, w["agent"], REPLY)]

    q2 = "How much can I spend on the hotel in Berlin?"
    stream = anthropic.Anthropic(api_key=server.owner_key, base_url=f"{server.base_url}/router/compat-b",
                                 max_retries=0).messages.create(
        model="claude-x", max_tokens=64, messages=[{"role": "user", "content": q2}], stream=True,
        extra_query={"boundary_id": w["boundary"]})
    text = "".join(e.delta.text for e in stream if e.type == "content_block_delta" and e.delta.type == "text_delta")
    assert text == REPLY
    lines = memory_lines(vendor.last("/v1/messages").json["system"])
    assert lines[0].startswith("- [document excerpt: travel-policy-") and "160 euros" in lines[0], lines
    msgs = wait_until(lambda: len(conversation()) >= 4 and conversation(), "the second exchange")
    assert [m["content"][0]["text"] for m in msgs[2:]] == [q2, REPLY]


def test_an_unknown_boundary_is_403_and_no_boundary_sends_the_body_as_is(
        memory_router: LiveServer, vendor: Any, real_memory: None) -> None:
    client = openai.OpenAI(api_key=memory_router.owner_key,
                           base_url=f"{memory_router.base_url}/router/compat-a/v1", max_retries=0)
    with pytest.raises(openai.PermissionDeniedError):
        client.chat.completions.create(model="gpt-x", messages=[{"role": "user", "content": "Hi"}],
                                       extra_query={"boundary_id": "bnd-unknown"})
    raw = client.chat.completions.with_raw_response.create(model="gpt-x",
                                                           messages=[{"role": "user", "content": "Hi"}])
    assert "x-memory-context-modified" not in raw.headers
    assert vendor.last("/chat/completions").json["messages"] == [{"role": "user", "content": "Hi"}]


@pytest.mark.parametrize("remember", [True, False])
def test_remembering_can_be_turned_off(backend: str, vendor: Any, real_memory: None, remember: bool,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """`MNEME_ROUTER_REMEMBER=false`: memories are still added to the prompt, the exchange is not remembered."""
    from sqlalchemy import select

    from mneme.models import RouterUsage
    from tests.conftest import in_db

    calls: list[str] = []
    monkeypatch.setattr(real_inject, "remember", lambda *a, **k: calls.append(a[3]))
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-remember-"), "router.toml")
    with open(path, "w") as f:
        f.write(router_fixtures.config_text(vendor))
    live = start_server(backend, router_config=path, router_memory_budget_s=30.0, metering_debit=False,
                        router_remember=remember)
    try:
        with live.client() as c:
            w = world(c)
            r = c.post("/router/compat-a/v1/chat/completions", params={"boundary_id": w["boundary"]},
                       json={"model": "gpt-x", "messages": [{"role": "user", "content": "Any seafood tips?"}]})
            assert r.status_code == 200 and r.headers["x-memory-context-modified"] == "true", r.text
            # a second call without a boundary: by the time its usage row is written, the first call's task has
            # long passed the point where it hands the exchange to the remember step (or skips it)
            barrier = c.post("/router/compat-a/v1/chat/completions",
                             json={"model": "gpt-x", "messages": [{"role": "user", "content": "hi"}]})
        traces = [r.headers["x-trace-id"], barrier.headers["x-trace-id"]]

        async def recorded(s: Any) -> bool:
            rows = (await s.execute(select(RouterUsage.trace_id).where(RouterUsage.trace_id.in_(traces)))).all()
            return len(rows) == 2
        wait_until(lambda: in_db(live, recorded), "the calls' usage rows")
        if remember:
            wait_until(lambda: calls, "the remember step")
        assert calls == ([w["boundary"]] if remember else []), calls
    finally:
        live.stop()


def test_calls_in_flight_prepare_memory_a_few_at_a_time(memory_router: LiveServer, real_memory: None,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """`inject.PREPARING`: past that many calls preparing memory, the others wait for a slot before they take a
    read session (64 calls in flight no longer overflow the SQLite read pool); every call still gets memory."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with memory_router.client() as c:
        w = world(c, person=False, agent=False)
    inside, most = 0, 0
    original = real_inject.retrieve

    async def slow_retrieve(*args: Any, **kwargs: Any) -> Any:
        nonlocal inside, most
        inside += 1
        most = max(most, inside)
        try:
            await asyncio.sleep(0.2)  # calls that are let in at once overlap here
            return await original(*args, **kwargs)
        finally:
            inside -= 1

    monkeypatch.setattr(real_inject, "PREPARING", 2)
    monkeypatch.setattr(real_inject, "_slots", type(real_inject._slots)())  # the server's loop makes a new one
    monkeypatch.setattr(real_inject, "retrieve", slow_retrieve)

    def one(_: int) -> str:
        with memory_router.client() as c:
            r = c.post("/router/compat-a/v1/chat/completions", params={"boundary_id": w["boundary"]},
                       json={"model": "gpt-x", "messages": [{"role": "user", "content": "Any travel tips?"}]})
            assert r.status_code == 200, r.text
            return r.headers["x-memory-context-modified"]

    with ThreadPoolExecutor(6) as pool:
        modified = list(pool.map(one, range(6)))
    assert modified == ["true"] * 6
    assert most == 2


def test_a_retrieval_past_the_budget_still_runs_to_its_end(backend: str, vendor: Any, real_memory: None,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The call goes on without memory at its budget, but its retrieval is not cut short (its first load of a
    boundary's search matrices would otherwise be thrown away by every call, and never kept)."""
    import asyncio

    finished: list[int] = []
    original = real_inject.retrieve

    async def slow_retrieve(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(0.5)  # longer than the budget below
        items = await original(*args, **kwargs)
        finished.append(len(items))
        return items

    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-budget-"), "router.toml")
    with open(path, "w") as f:
        f.write(router_fixtures.config_text(vendor))
    live = start_server(backend, router_config=path, router_memory_budget_s=30.0, metering_debit=False)
    try:
        with live.client() as c:
            w = world(c, person=False, agent=False)
            body = {"model": "gpt-x", "messages": [{"role": "user", "content": "Any travel tips?"}]}
            warm = c.post("/router/compat-a/v1/chat/completions", params={"boundary_id": w["boundary"]}, json=body)
            assert warm.headers["x-memory-context-modified"] == "true"  # the embedding model is loaded by now
            object.__setattr__(live.settings, "router_memory_budget_s", 0.1)  # this server's only, from now on
            monkeypatch.setattr(real_inject, "retrieve", slow_retrieve)
            r = c.post("/router/compat-a/v1/chat/completions", params={"boundary_id": w["boundary"]}, json=body)
        assert r.status_code == 200 and r.headers["x-memory-context-modified"] == "false"
        assert wait_until(lambda: finished, "the retrieval's end")[0] > 0
    finally:
        live.stop()
