"""Memory search on PostgreSQL (memory/retrieval.py): two statements a refined search, the keyword collection's
figures kept per scope version, and memories' vectors kept in their rows (migration 0012)."""
from __future__ import annotations

import asyncio
from typing import Any

import numpy as np
import pytest

from tests.conftest import LiveServer, in_db, make_project, run_sync
from tests.memories.helpers import add, add_event, statements_of

TURNS = ["Caroline: I went to a support group yesterday, it was really powerful.",
         "Melanie: That sounds amazing! I painted a sunrise over the lake last weekend.",
         "Caroline: I have been researching adoption agencies.",
         "Melanie: My kids keep me busy with swimming lessons, swimming every day.",
         "Caroline: I am thinking about going back to school to study counseling.",
         "Melanie: I read a book about mindfulness, it helped me slow down."]
QUESTION = "When did Caroline go to the support group?"


@pytest.fixture(autouse=True)
def _postgres_only(server: LiveServer) -> None:
    if server.backend != "postgres":
        pytest.skip("PostgreSQL's statements")


def _project_of_turns(server: LiveServer) -> str:
    """A new project holding `TURNS` (one add, no user): its id."""
    with server.client() as c:
        _, pid = make_project(c)
        add_event(c, pid, *TURNS, user_id=None)
    return pid


def _ready(q: np.ndarray, refine: Any) -> asyncio.Future[Any]:
    """The query's embedding, already done (`Retriever.search` awaits it)."""
    done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    done.set_result((q, refine))
    return done


def _query() -> tuple[np.ndarray, Any]:
    from mneme.memory.retrieval import Refine

    q = np.zeros(384, dtype=np.float32)
    q[:4] = 0.5
    names = np.zeros(384, dtype=np.float32)
    names[1] = 1.0
    return q, Refine(names=names, when=True, subjects=frozenset({"caroline"}))


def test_a_refined_search_is_two_statements(server: LiveServer) -> None:
    """The keyword candidates come in one statement; the vector candidates, every candidate's neighbours in its
    add, their vectors, time words and fields in a second (each planned for its values by the connection's
    `plan_cache_mode`, core/db.py: no SET LOCAL before it): formerly four, each a round trip, and a read of the
    hits after them."""
    from mneme.memory.retrieval import Retriever

    pid = _project_of_turns(server)
    q, refine = _query()

    async def run(s: Any) -> tuple[list[str], list[str]]:
        with statements_of(s) as seen:
            hits = await Retriever(False).memories(s, f"project:{pid}", q, QUESTION, k=4, min_score=0.0,
                                                   refine=refine)
        assert all(h.row is not None and h.row.content for h in hits)
        return [h.id for h in hits], list(seen)

    hits, statements = in_db(server, run)
    assert len(hits) == 4 and len(statements) == 2, statements


def test_the_keywords_are_read_while_the_query_is_embedded(server: LiveServer) -> None:
    """`Retriever.search` reads the keyword candidates before it waits for the query's vector, and ranks as
    `memories` does once the vector is there."""
    from mneme.memory.retrieval import Retriever

    pid = _project_of_turns(server)
    q, refine = _query()

    async def run(s: Any) -> tuple[list[tuple[str, float]], list[tuple[str, float]], int]:
        retriever = Retriever(False)
        embedded: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        with statements_of(s) as seen:
            search = asyncio.ensure_future(retriever.search(s, f"project:{pid}", embedded, QUESTION, k=4,
                                                            min_score=0.0))
            for _ in range(200):  # until the search waits for the vector
                await asyncio.sleep(0.005)
                if seen:
                    break
            before = len(seen)
            embedded.set_result((q, refine))
            hits = await search
        alone = await retriever.memories(s, f"project:{pid}", q, QUESTION, k=4, min_score=0.0, refine=refine)
        return [(h.id, h.score) for h in hits], [(h.id, h.score) for h in alone], before

    hits, alone, before = in_db(server, run)
    assert before == 1 and hits == alone and len(hits) == 4


@pytest.mark.parametrize("form", ["refined", "plain", "batch"])
def test_the_keyword_figures_are_kept_while_the_scope_is_unchanged(server: LiveServer, form: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The size and mean length of a scope's keyword collection are counted once per scope version
    (`Retriever._stats`): kept figures are used while the version is the same (bogus ones change the scores, so
    they are not recounted), and counted again once the scope changed (the bogus ones of a former version change
    nothing). So for the search endpoint's refined search, and for conflict detection's plain one, alone
    (`_memories_pg_one`) or in a batch (`_memories_pg`): counting them was 4.9 ms of a 21 ms plan at 10,000
    memories. (No scope is searched in process here: `PG_MATRIX_ROWS` 0.)"""
    from mneme.memory import retrieval
    from mneme.memory.retrieval import Retriever

    monkeypatch.setattr(retrieval, "PG_MATRIX_ROWS", 0)
    with server.client() as c:
        _, pid = make_project(c)
        add_event(c, pid, *TURNS[:4], user_id=None)
    scope = f"project:{pid}"
    q, refine = _query()
    retriever = Retriever(False)

    def search(r: Retriever) -> dict[str, float]:
        async def run(s: Any) -> dict[str, float]:
            if form == "batch":
                hits = (await r.memories_many(s, scope, np.stack([q, q[::-1]]), [QUESTION, "lake sunrise"], k=6,
                                              min_score=0.0))[0]
            else:
                hits = await r.memories(s, scope, q, QUESTION, k=6, min_score=0.0,
                                        refine=refine if form == "refined" else None)
            return {h.id: h.score for h in hits}
        return dict(in_db(server, run))

    first = search(retriever)
    version, size, mean = retriever._stats[scope]
    assert size == 4 and mean == pytest.approx(sum(len(t.replace(":", " ").replace(",", " ").replace("!", " ")
                                                          .replace(".", " ").split()) for t in TURNS[:4]) / 4)
    retriever._stats[scope] = (version, 40.0, 3.0)  # bogus figures of the current version: used
    assert search(retriever) != first
    with server.client() as c:
        add_event(c, pid, *TURNS[4:], user_id=None)
    retriever._stats[scope] = (version, 40.0, 3.0)  # the same bogus figures, now of a former version: recounted
    again = search(retriever)
    assert again == search(Retriever(False))
    assert retriever._stats[scope][0] > version and retriever._stats[scope][1] == len(TURNS)


def test_memories_keep_their_vector_in_the_row(server: LiveServer) -> None:
    """A memory's vector (1.5 kB) stays in its row (`toast_tuple_target` 4080): out of line, each vector a search
    read cost a TOAST lookup (96% of LoCoMo's memories were out of line: the refined search's statement took p50
    9.1-10.8 ms in process with them there, 5.8 ms with them in the row)."""
    from sqlalchemy import text

    pid = _project_of_turns(server)

    async def run(s: Any) -> list[Any]:
        return list((await s.execute(text(
            "SELECT pg_column_toast_chunk_id(embedding) FROM memories WHERE scope_key = :s"),
            {"s": f"project:{pid}"})).scalars())

    assert in_db(server, run) == [None] * len(TURNS)


def test_a_small_scope_is_searched_exactly(server: LiveServer) -> None:
    """Once a scope is known to hold at most `EXACT_ROWS` memories, its vector search reads every vector, as
    SQLite does (the ORDER BY is no longer the HNSW index's), and finds the same nearest rows as numpy does."""
    from sqlalchemy import text

    from mneme.memory.retrieval import EXACT_ROWS, Retriever

    pid = _project_of_turns(server)
    scope = f"project:{pid}"
    q, refine = _query()
    retriever = Retriever(False)
    assert retriever._vec_order(scope, "$1") == "embedding <=> $1"  # size unknown: the planner's choice

    async def run(s: Any) -> tuple[list[tuple[str, float]], list[tuple[str, Any]]]:
        await retriever.memories(s, scope, q, QUESTION, k=3, min_score=0.0, refine=refine)
        found = await retriever._refined_pg(s, scope, q, [], 3, None, False, False, False)
        rows = (await s.execute(text("SELECT id, CAST(embedding AS real[]) FROM memories WHERE scope_key = :s"),
                                {"s": scope})).all()
        return found[0], [(r[0], r[1]) for r in rows]

    vec, rows = in_db(server, run)
    assert 0 < retriever._stats[scope][1] <= EXACT_ROWS
    assert retriever._vec_order(scope, "$1") == "(embedding <=> $1) + 0"
    cosines = sorted(((rid, float(np.asarray(e, dtype=np.float32) @ q)) for rid, e in rows), key=lambda t: -t[1])
    assert [rid for rid, _c in vec] == [rid for rid, _c in cosines[:3]]


def test_a_small_scope_is_then_searched_in_process(server: LiveServer) -> None:
    """Once the search endpoint's retriever knows a scope holds at most `PG_MATRIX_ROWS` memories, it searches
    the scope's matrix in process, as on SQLite, with the same ranking as the statements; the matrix follows the
    scope's changes (an add, a forget) through its version."""
    from mneme.memory.retrieval import Retriever

    pid = _project_of_turns(server)
    scope = f"project:{pid}"
    q, refine = _query()
    retriever = Retriever(False)

    async def ranked(s: Any) -> tuple[list[tuple[str, float]], bool]:
        hits = await retriever.search(s, scope, _ready(q, refine), QUESTION, k=4, min_score=0.0)
        return [(h.id, h.score) for h in hits], scope in retriever.cache

    by_statements, cached = in_db(server, ranked)
    assert not cached and len(by_statements) == 4
    in_process, cached = in_db(server, ranked)
    assert cached
    assert [h for h, _ in in_process] == [h for h, _ in by_statements]
    assert all(abs(a - b) < 1e-5 for (_, a), (_, b) in zip(in_process, by_statements, strict=True))
    with server.client() as c:
        added = add(c, pid, "Caroline: the support group met yesterday evening, it was powerful.", user_id=None)
        assert added in [h for h, _ in in_db(server, ranked)[0]]  # the new memory is searched
        c.post(f"/api/v2/projects/{pid}/memories/{added}/forget").raise_for_status()
        assert added not in [h for h, _ in in_db(server, ranked)[0]]


def test_conflict_detection_searches_a_small_scope_in_process(server: LiveServer) -> None:
    """Conflict detection's searches (`memories_many`, no refinement) take the same in-process path once the
    scope's size is known (`Retriever._pg_matrix`), with the same ranking as the statements, alone and in a
    batch."""
    from mneme.memory.retrieval import Retriever

    pid = _project_of_turns(server)
    scope = f"project:{pid}"
    q, _refine = _query()
    queries, texts = np.stack([q, q[::-1]]), [QUESTION, "swimming lessons for the kids"]
    retriever = Retriever(False)

    async def ranked(s: Any) -> tuple[list[list[tuple[str, float]]], bool]:
        many = await retriever.memories_many(s, scope, queries, texts, k=5, user_id=None, shared=True)
        cached = scope in retriever.cache
        one = await retriever.memories(s, scope, q, QUESTION, k=5)
        return [[(h.id, h.score) for h in hits] for hits in [*many, one]], cached

    by_statements, cached = in_db(server, ranked)  # the first also learns the scope's size
    assert not cached and all(len(h) == 5 for h in by_statements)
    in_process, cached = in_db(server, ranked)
    assert cached
    for got, want in zip(in_process, by_statements, strict=True):
        assert [h for h, _ in got] == [h for h, _ in want]
        assert all(abs(a - b) < 1e-5 for (_, a), (_, b) in zip(got, want, strict=True))


def test_a_larger_scope_is_read_beside_the_searches(server: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Above `PG_LOAD_ROWS` (here 0) no search waits for a scope's matrix: the statements answer while a task of
    its own reads it, and the searches after it run in process, with the same ranking."""
    from mneme.core.db import Database
    from mneme.memory import retrieval

    monkeypatch.setattr(retrieval, "PG_LOAD_ROWS", 0)
    pid = _project_of_turns(server)
    scope = f"project:{pid}"
    q, refine = _query()

    async def go() -> list[tuple[list[tuple[str, float]], bool]]:
        db = Database(server.settings)
        retriever = retrieval.Retriever(False, db=db)

        async def one() -> tuple[list[tuple[str, float]], bool]:
            async with db.session(write=False, autocommit=True) as s:
                hits = await retriever.search(s, scope, _ready(q, refine), QUESTION, k=4, min_score=0.0)
            return [(h.id, h.score) for h in hits], scope in retriever.cache

        try:
            runs = [await one(), await one()]  # the first learns the scope's size, the second starts the read
            assert scope in retriever._warming or scope in retriever.cache
            await asyncio.gather(*retriever._warming.values())
            assert scope in retriever.cache and not retriever._warming
            runs.append(await one())
            return runs
        finally:
            await db.dispose()

    (first, cached1), (second, _cached2), (third, cached3) = run_sync(go)
    assert not cached1 and len(first) == 4 and [h for h, _ in second] == [h for h, _ in first]
    assert cached3 and [h for h, _ in third] == [h for h, _ in first]
    assert all(abs(a - b) < 1e-5 for (_, a), (_, b) in zip(third, first, strict=True))
