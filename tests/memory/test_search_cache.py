"""The bounded cache of in-process search matrices (SQLite): least recently searched scopes are dropped past
the budget, come back from the database with the same answers, and a search holding a dropped scope still
completes. A freshly migrated SQLite file, memories written through `store.insert_many` with unit vectors."""

from __future__ import annotations

import asyncio
import sys
import tracemalloc
from collections.abc import AsyncIterator
from pathlib import Path

import numpy as np
import pytest

from mneme.core.db import Database
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.memory import store
from mneme.memory.keywords import KeywordIndex, query_stems
from mneme.memory.retrieval import Hit, Retriever, ScopeMatrix, keyword_terms
from mneme.memory.store import Owner
from tests.conftest import database_url, new_project

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from _common import Corpus  # bench/ holds the corpus generator

N = 300


def unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, 384)).astype(np.float32)
    return np.asarray(v / np.linalg.norm(v, axis=1, keepdims=True), dtype=np.float32)


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    url = database_url("sqlite", str(tmp_path))
    await asyncio.to_thread(upgrade, url)
    database = Database(Settings(database_url=url))
    yield database
    await database.dispose()


async def fill(db: Database, seed: int) -> tuple[Owner, list[str], np.ndarray]:
    """A project with N memories; returns it, the texts and their vectors."""
    owner = await new_project(db)
    texts = [f.text for f in Corpus(seed=seed).fresh(N)]
    vecs = unit(np.random.default_rng(seed), N)
    async with db.session() as s:
        await store.insert_many(s, [store.NewMemory(owner, t, user_id="u1", embedding=v)
                                    for t, v in zip(texts, vecs, strict=True)])
    return owner, texts, vecs


async def search(db: Database, r: Retriever, owner: Owner, texts: list[str], vecs: np.ndarray) -> list[list[Hit]]:
    async with db.session(write=False) as s:
        return [await r.memories(s, owner.key, vecs[i] * 0.8 + vecs[i + 1] * 0.2, texts[i], k=10, user_id="u1")
                for i in range(0, 40, 4)]


def ids(results: list[list[Hit]]) -> list[list[tuple[str, float]]]:
    return [[(h.id, h.score) for h in hits] for hits in results]


async def test_least_recently_searched_scope_is_dropped_and_rebuilt_with_the_same_answers(db: Database) -> None:
    a, texts_a, vecs_a = await fill(db, 1)
    b, texts_b, vecs_b = await fill(db, 2)
    roomy = Retriever(True)
    expected_a = ids(await search(db, roomy, a, texts_a, vecs_a))
    expected_b = ids(await search(db, roomy, b, texts_b, vecs_b))
    assert a.key in roomy.cache and b.key in roomy.cache and roomy.cache.evictions == 0

    one_scope = roomy.cache.total_bytes * 3 // 4  # room for one of the two scopes, not both
    tight = Retriever(True, cache_bytes=one_scope)
    assert ids(await search(db, tight, a, texts_a, vecs_a)) == expected_a
    assert a.key in tight.cache
    assert ids(await search(db, tight, b, texts_b, vecs_b)) == expected_b
    assert a.key not in tight.cache and b.key in tight.cache and tight.cache.evictions == 1
    assert tight.cache.total_bytes <= one_scope
    assert ids(await search(db, tight, a, texts_a, vecs_a)) == expected_a, "rebuilt from the database"
    assert b.key not in tight.cache and tight.cache.evictions == 2
    # a change made while the scope was out of the cache is in its rebuilt matrix
    async with db.session() as s:
        extra = await store.insert_many(s, [store.NewMemory(b, "Zebulon keeps bees on the roof.", user_id="u1",
                                                            embedding=vecs_a[0])])
    async with db.session(write=False) as s:
        hits = await tight.memories(s, b.key, vecs_a[0], "Zebulon bees", k=1, user_id="u1")
    assert [h.id for h in hits] == [extra[0].id]


async def test_search_holding_a_dropped_scope_completes(db: Database) -> None:
    """Eviction only forgets the cache's reference: a search that already holds the matrix finishes on it,
    and searches of both scopes running together under a budget of one scope keep their answers."""
    a, texts_a, vecs_a = await fill(db, 3)
    b, texts_b, vecs_b = await fill(db, 4)
    roomy = Retriever(True)
    expected_a = ids(await search(db, roomy, a, texts_a, vecs_a))
    expected_b = ids(await search(db, roomy, b, texts_b, vecs_b))
    tight = Retriever(True, cache_bytes=1)  # every other scope is dropped at each search

    async with db.session(write=False) as s:
        held = await tight.cache.get(s, a.key, chunks=False)
    with held.lock:  # a search on A's matrix is under way (its thread holds the matrix's lock) ...
        await search(db, tight, b, texts_b, vecs_b)  # ... while B's search drops A from the cache
        assert a.key not in tight.cache
    terms = [query_stems(keyword_terms(texts_a[0]))]
    found = await asyncio.to_thread(held.hybrid, vecs_a[:1], terms, 30, "u1")
    assert found[0][0], "the dropped matrix still answers"

    for _ in range(3):
        got_a, got_b = await asyncio.gather(search(db, tight, a, texts_a, vecs_a),
                                            search(db, tight, b, texts_b, vecs_b))
        assert ids(got_a) == expected_a and ids(got_b) == expected_b
    assert tight.cache.evictions >= 3 and len(tight.cache._scopes) == 1


def test_size_estimate_covers_what_a_scope_holds() -> None:
    """`ScopeMatrix.nbytes` is within a fifth of what tracemalloc sees a scope allocate (vectors, rows, keyword
    postings), so the budget bounds real memory."""
    texts = [f.text for f in Corpus(seed=5).fresh(2000)]
    vecs = unit(np.random.default_rng(5), len(texts))
    rows = [(f"mem-{i:026d}", v.tobytes(), False, "u1", None, t)
            for i, (t, v) in enumerate(zip(texts, vecs, strict=True))]
    tracemalloc.start()
    try:
        m = ScopeMatrix(keywords=KeywordIndex())
        m.apply_memories(rows, 1)
        allocated = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    allocated += sum(sys.getsizeof(r[0]) for r in rows)  # the ids were allocated before tracing began
    assert 0.8 * allocated <= m.nbytes() <= 1.25 * allocated, (m.nbytes(), allocated)
