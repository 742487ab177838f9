"""The router's one retrieval call (`memory.boundary_retrieval.retrieve`): a boundary's project, person and agent
facts and document excerpts ranked together, nothing outside the boundary, a time budget that never raises."""
from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import trusted_scope
from mneme.memory.boundary_retrieval import AGENT_FACT, DOCUMENT, PERSON_FACT, PROJECT_FACT, Retrieved, retrieve
from mneme.memory.embeddings import make_embedder
from mneme.memory.retrieval import Retriever
from mneme.memory.scopes import project_scope
from mneme.models import Boundary
from tests.actors.helpers import bind, make_actor
from tests.conftest import LiveServer, data, in_db, make_project
from tests.search.helpers import add_facts, populated


@cache
def embedder() -> Any:
    return make_embedder("local")


def boundary(c: Any, ws: str, **body: Any) -> str:
    return str(data(c.post("/api/v3/boundaries", json={"workspace_id": ws, "name": "B", **body}))["id"])


def ask(server: LiveServer, boundary_id: str, query: str, **kw: Any) -> list[Retrieved]:
    retriever = Retriever(server.backend == "sqlite")

    async def go(s: AsyncSession) -> list[Retrieved]:
        b = await s.get(Boundary, boundary_id)
        assert b is not None
        return await retrieve(s, trusted_scope(b.team_id, reason="test"), b, query, retriever=retriever,
                              embedder=embedder(), **{"budget_s": 30.0, **kw})
    result: list[Retrieved] = in_db(server, go)
    return result


@pytest.fixture
def world(server: LiveServer) -> dict[str, Any]:
    with server.client() as c:
        w = populated(c)
        w["full"] = boundary(c, w["ws"], project_ids=[w["pid"]], human_actor_id=w["actor"], agent_id=w["agent"])
        w["project_only"] = boundary(c, w["ws"], project_ids=[w["pid"]])
        # a second project and person in the same workspace that no boundary above names
        _ws2, other_pid = make_project(c)
        stranger = make_actor(c, display_name="Bob")["id"]
        bind(c, w["ws"], "actor", stranger)
        add_facts(c, f"/api/v3/workspaces/{w['ws']}/actors/{stranger}/facts", "Bob is vegetarian and loves tofu.")
        add_facts(c, f"/api/v3/workspaces/{_ws2}/projects/{other_pid}/memories/facts",
                  "The team offsite is planned in Oslo in May.")
    return w


def test_every_kind_ranked_together(server: LiveServer, world: dict[str, Any]) -> None:
    got = ask(server, world["full"], "is alice vegetarian? what should we cook for her")
    assert got[0].kind == PERSON_FACT and got[0].text == "Alice is vegetarian and avoids fish.", got
    assert got[0].owner_id == world["actor"]
    assert [r.score for r in got] == sorted((r.score for r in got), reverse=True)
    hotel = ask(server, world["full"], "how much is a hotel night in Paris paid back")
    docs = [r for r in hotel if r.kind == DOCUMENT]
    assert docs and docs[0].document_name == world["doc_name"] and "180 euros" in docs[0].text, hotel
    assert ask(server, world["full"], "Where is the offsite?")[0].kind == PROJECT_FACT
    assert ask(server, world["full"], "Does the assistant speak French?")[0].kind == AGENT_FACT
    assert len(ask(server, world["full"], "Alice travel offsite French", top_k=2, min_score=-1.0)) == 2
    assert ask(server, world["full"], "   ") == []


def test_nothing_outside_the_boundary(server: LiveServer, world: dict[str, Any]) -> None:
    texts = {r.text for r in ask(server, world["project_only"], "is anyone vegetarian? offsite city", min_score=-1.0,
                                 top_k=50)}
    assert "Alice is vegetarian and avoids fish." not in texts and "Bob is vegetarian and loves tofu." not in texts
    assert "The team offsite is planned in Oslo in May." not in texts
    assert "The team offsite is planned in Lisbon in March." in texts, texts
    full = {r.text for r in ask(server, world["full"], "is anyone vegetarian?", min_score=-1.0, top_k=50)}
    assert "Bob is vegetarian and loves tofu." not in full and "Alice is vegetarian and avoids fish." in full


def test_forgotten_facts_leave_and_the_budget_never_raises(server: LiveServer, world: dict[str, Any]) -> None:
    fid = world["ids"]["actor"][0]
    with server.client() as c:
        data(c.post(f"/api/v3/workspaces/{world['ws']}/actors/{world['actor']}/facts/{fid}/forget"))
    assert fid not in {r.id for r in ask(server, world["full"], "is alice vegetarian?", min_score=-1.0, top_k=50)}
    assert ask(server, world["full"], "is alice vegetarian?", budget_s=0.0) == []


def test_the_thread_and_the_loop_paths_agree(server: LiveServer, world: dict[str, Any],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Small searches run on the event loop's thread, large ones on a worker thread: the same answer."""
    from mneme.memory import retrieval

    questions = ("is alice vegetarian?", "hotel night in Paris", "Where is the offsite?")
    inline = [[(r.id, r.score) for r in ask(server, world["full"], q, min_score=-1.0)] for q in questions]
    monkeypatch.setattr(retrieval, "INLINE_ROWS", 0)
    threaded = [[(r.id, r.score) for r in ask(server, world["full"], q, min_score=-1.0)] for q in questions]
    assert inline == threaded and all(inline), (inline, threaded)


def _statements(s: AsyncSession, seen: list[str]) -> Any:
    """Record the SQL of every statement the session's engine runs into `seen`; returns the remover."""
    engine = s.bind.sync_engine  # type: ignore[union-attr]

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    return lambda: event.remove(engine, "before_cursor_execute", record)


def test_the_query_vector_may_still_be_under_way(server: LiveServer, world: dict[str, Any]) -> None:
    """Given the query's embedding under way (an awaitable, as the router passes it), the retrieval runs the
    statements that need no vector first (on SQLite: the scopes' versions, the excerpts' keyword search) and
    answers exactly as with the vector itself."""
    questions = ("is alice vegetarian?", "hotel night in Paris", "Where is the offsite?")
    retriever = Retriever(server.backend == "sqlite")

    async def go(s: AsyncSession) -> list[tuple[list[tuple[str, float]], list[tuple[str, float]], int]]:
        b = await s.get(Boundary, world["full"])
        assert b is not None
        scope = trusted_scope(b.team_id, reason="test")
        out = []
        for q in questions:
            given = await retrieve(s, scope, b, q, retriever=retriever, embedder=embedder(), budget_s=30.0,
                                   min_score=-1.0, query_vector=(await embedder().embed([q]))[0])
            seen: list[str] = []
            before: list[int] = []

            async def vector(q: str = q, seen: list[str] = seen, before: list[int] = before) -> Any:
                before.append(len(seen))  # statements run before the vector was needed
                return (await embedder().embed([q]))[0]

            remove = _statements(s, seen)
            try:
                later = await retrieve(s, scope, b, q, retriever=retriever, embedder=embedder(), budget_s=30.0,
                                       min_score=-1.0, query_vector=vector())
            finally:
                remove()
            out.append(([(r.id, r.score) for r in given], [(r.id, r.score) for r in later], before[0]))
        return out

    for given, later, before in in_db(server, go):
        assert later == given and given, (later, given)
        if server.backend == "sqlite":
            assert before >= 2, "the version and keyword statements ran while the vector was computed"


def test_a_project_without_documents_skips_the_excerpts_keyword_search(server: LiveServer) -> None:
    """A project none of whose documents has a searchable chunk: its excerpts' keyword statement is not run
    (a keyword match without a vector is never a candidate), and the answer is its facts' own ranking."""
    with server.client() as c:
        ws, pid = make_project(c)
        add_facts(c, f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts",
                  "The team offsite is planned in Lisbon in March.", "Expense reports are due on the 5th.",
                  "The offsite hotel is booked near the old town.")
        b_id = boundary(c, ws, project_ids=[pid])
    retriever = Retriever(server.backend == "sqlite")
    q = "Where is the offsite and which hotel?"

    async def go(s: AsyncSession) -> tuple[list[tuple[str, float]], list[tuple[str, float]], list[str]]:
        b = await s.get(Boundary, b_id)
        assert b is not None
        vec = (await embedder().embed([q]))[0]
        seen: list[str] = []
        remove = _statements(s, seen)
        try:
            got = await retrieve(s, trusted_scope(b.team_id, reason="test"), b, q, retriever=retriever,
                                 embedder=embedder(), budget_s=30.0, min_score=-1.0, top_k=10, query_vector=vec)
        finally:
            remove()
        alone = await retriever.memories(s, project_scope(pid), vec, q, k=10, min_score=-1.0)
        return [(r.id, r.score) for r in got], [(h.id, h.score) for h in alone], seen

    got, alone, seen = in_db(server, go)
    assert got and sorted(got, key=lambda t: (-t[1], t[0])) == sorted(alone, key=lambda t: (-t[1], t[0])), (got, alone)
    if server.backend == "sqlite":
        assert not any("chunks_fts" in sql for sql in seen), seen
