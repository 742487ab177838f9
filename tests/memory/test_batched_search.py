"""Batched neighbour searches give the same answers as one search per query: `ScopeMatrix.search_many`,
`Retriever.memories_many` and `Detector.find_many`, on a freshly migrated SQLite file and PostgreSQL database
with real embeddings from the local model and the offline judge."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
from sqlalchemy import select

from mneme.core.db import Database
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.memory import store
from mneme.memory.detection import Detector, Finding
from mneme.memory.embeddings import Embedder
from mneme.memory.engines import Engines, build_engines
from mneme.memory.judge import Candidate, OfflineJudge, Verdict
from mneme.memory.judge_model import RulesAndModelJudge
from mneme.memory.retrieval import Hit, Retriever, ScopeMatrix, keyword_terms
from mneme.models import Memory
from tests.conftest import database_url, new_project, run_sync
from tests.memories.helpers import UNRELATED

# --------------------------------------------------------------------------- ScopeMatrix (in process memory)


def unit(rng: np.random.Generator, n: int, dim: int = 384) -> np.ndarray:
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return np.asarray(v / np.linalg.norm(v, axis=1, keepdims=True), dtype=np.float32)


def brute_force(vectors: np.ndarray, ids: list[str], users: list[str | None], live: set[str], q: np.ndarray,
                k: int, user_id: str | None) -> list[str]:
    scores = vectors @ q
    rows = [i for i, rid in enumerate(ids) if rid in live and (user_id is None or users[i] == user_id)]
    return [ids[i] for i in sorted(rows, key=lambda i: -scores[i])[:k]]


def test_search_many_matches_search_row_by_row() -> None:
    rng = np.random.default_rng(20240607)
    n = 150
    vectors = unit(rng, n)
    ids = [f"m{i:03d}" for i in range(n)]
    user_pool: list[str | None] = ["u1", "u2", "u3", None]
    users = [user_pool[i % 4] for i in range(n)]
    m = ScopeMatrix()
    for rid, vec, user in zip(ids, vectors, users, strict=True):
        m.upsert(rid, vec, user, None)
    removed = {ids[i] for i in (0, 7, 21, 22, 64, 149)}
    for rid in removed:
        m.remove(rid)
    now = dt.datetime.now(dt.UTC).timestamp()
    expired, expiring = ids[5], ids[9]
    m.expires[expired] = now - 60  # past its expiration date
    m.expires[expiring] = now + 3600  # still live
    live = set(ids) - removed - {expired}

    # random queries, plus queries equal to a removed, the expired and the still-live expiring row
    queries = np.vstack([unit(rng, 9), vectors[[0, 5, 9]]])
    user_ids: list[str | None] = [None, "u1", "u2", "u3", "nobody", None, "u1", "u2", None, None, "u2", "u2"]
    assert len(user_ids) == len(queries)
    for k in (1, 5, 40, 1000):
        batch = m.search_many(queries, k, user_ids)
        assert len(batch) == len(queries)
        for j, (q, user) in enumerate(zip(queries, user_ids, strict=True)):
            single = m.search(q, k, user)
            # same rows in the same order; scores equal up to float32 rounding (one matrix product for the
            # batch, one per query: the sums may differ in the last bit)
            assert [rid for rid, _ in batch[j]] == [rid for rid, _ in single], (k, j, user)
            np.testing.assert_allclose([s for _, s in batch[j]], [s for _, s in single], rtol=0, atol=1e-6)
            # and both are right: the k best live rows of that user, best first
            expected = brute_force(vectors, ids, users, live, q, k, user)
            assert [rid for rid, _ in single] == expected, (k, j, user)
            np.testing.assert_allclose([s for _, s in single], [float(vectors[ids.index(r)] @ q) for r in expected],
                                       atol=1e-5)
    # what the checks above rely on: filters matter for these queries
    top_all = [rid for rid, _ in m.search_many(queries[9:], 1, [None, None, None])[0]]
    assert top_all != [ids[0]] and expired not in {r for r, _ in m.search(vectors[5], 1000, None)}
    assert m.search(vectors[9], 1, None)[0][0] == expiring
    assert m.search_many(queries[:1], 5, ["nobody"]) == [[]]
    assert ScopeMatrix().search_many(queries, 5, user_ids) == [[] for _ in user_ids]


# --------------------------------------------------------------------------- against the databases

MEMORIES_A = [
    "Alice lives in Paris.",
    "Alice works as a dentist at the city clinic.",
    *UNRELATED[:14],
    "Sofia is allergic to peanuts and carries an epinephrine pen.",
    "Alice lives in Berlin.",
]
MEMORIES_B = [
    "Bob loves jazz.",
    "Bob plays the saxophone in a small band.",
    *UNRELATED[14:20],
    "Alice lives in Rome.",  # another user's Alice: no conflict with u-a's
    "Bob hates jazz.",
]
FORGOTTEN = "The staging server is called Vorquelle."
QUERIES = [
    "Where does Alice live?",
    "Which person has a nut allergy?",
    "music Bob enjoys",
    "Is it that they have?",  # only stop words: no keyword search at all
    "When do the backups of the server run?",
    "Vorquelle",  # a keyword of a forgotten memory only
    "office schedule for the week",
]


@dataclass
class Corpus:
    db: Database
    scope_key: str
    ids: dict[str, str]  # content -> memory id
    users: dict[str, str]  # memory id -> user
    forgotten: str


@pytest.fixture(scope="module")
def engines() -> Iterator[Engines]:
    built = build_engines(Settings())
    yield built
    run_sync(built.close)


@pytest.fixture
async def corpus(backend: str, tmp_path: Path, engines: Engines) -> AsyncIterator[Corpus]:
    url = database_url(backend, str(tmp_path))
    await asyncio.to_thread(upgrade, url)  # alembic's env.py runs its own event loop
    db = Database(Settings(database_url=url))
    embedder: Embedder = engines.embedder
    owner: store.Owner = await new_project(db)
    ids: dict[str, str] = {}
    users: dict[str, str] = {}
    # several transactions, so memories have different versions and creation times
    for user, texts in (("u-a", MEMORIES_A[:9]), ("u-b", MEMORIES_B[:5]), ("u-a", MEMORIES_A[9:]),
                        ("u-b", MEMORIES_B[5:]), ("u-a", [FORGOTTEN])):
        vecs = await embedder.embed(texts)
        async with db.session() as s:
            rows = await store.insert(s, owner, texts, event_id=None, user_id=user, embeddings=vecs)
        for m in rows:
            ids[m.content] = m.id
            users[m.id] = user
    async with db.session() as s:
        gone = (await s.execute(select(Memory).where(Memory.id == ids[FORGOTTEN]))).scalar_one()
        await store.forget(s, [gone])
    yield Corpus(db=db, scope_key=owner.key, ids=ids, users=users, forgotten=ids[FORGOTTEN])
    await db.dispose()


def same_hits(batched: list[Hit], single: list[Hit], what: str) -> None:
    assert [h.id for h in batched] == [h.id for h in single], what
    np.testing.assert_allclose([h.score for h in batched], [h.score for h in single], atol=1e-6, err_msg=what)
    np.testing.assert_allclose([h.cosine for h in batched], [h.cosine for h in single], atol=1e-6, err_msg=what)


async def test_memories_many_matches_memories(corpus: Corpus, engines: Engines) -> None:
    db = corpus.db
    assert keyword_terms(QUERIES[3]) == [] and keyword_terms(QUERIES[5]) == ["vorquelle"]
    queries = await engines.embedder.embed(QUERIES)
    retriever = Retriever(db.is_sqlite)
    live_of = {None: len(MEMORIES_A) + len(MEMORIES_B), "u-a": len(MEMORIES_A), "u-b": len(MEMORIES_B)}
    async with db.session(write=False) as s:
        for user_id in (None, "u-b", "u-a"):
            for k in (3, 8, 100):
                batched = await retriever.memories_many(s, corpus.scope_key, queries, QUERIES, k=k, user_id=user_id)
                assert len(batched) == len(QUERIES)
                for j, text in enumerate(QUERIES):
                    single = await retriever.memories(s, corpus.scope_key, queries[j], text, k=k, user_id=user_id)
                    what = f"query {text!r}, k={k}, user {user_id}"
                    same_hits(batched[j], single, what)
                    # and the answers are real: k live memories of that user, best first
                    assert len(single) == min(k, live_of[user_id]), what
                    assert corpus.forgotten not in {h.id for h in single}, what
                    if user_id is not None:
                        assert {corpus.users[h.id] for h in single} == {user_id}, what
                    scores = [h.score for h in single]
                    assert scores == sorted(scores, reverse=True), what
        # the keyword-free query is ranked by cosine alone
        plain = await retriever.memories(s, corpus.scope_key, queries[3], QUERIES[3], k=10)
        assert all(abs(h.score - round(min(1.0, h.cosine), 6)) < 1e-6 for h in plain)
        # the searches found what they should
        top = (await retriever.memories_many(s, corpus.scope_key, queries[:3], QUERIES[:3], k=3))
        alice = {corpus.ids[t] for t in corpus.ids if t.startswith("Alice ")}
        assert {h.id for h in top[0][:2]} <= alice, top[0]
        assert top[1][0].id == corpus.ids[MEMORIES_A[16]]
        b_only = await retriever.memories_many(s, corpus.scope_key, queries[:3], QUERIES[:3], k=3, user_id="u-b")
        assert b_only[2][0].id in {corpus.ids["Bob loves jazz."], corpus.ids["Bob hates jazz."]}
        assert b_only[0][0].id == corpus.ids["Alice lives in Rome."]


def findings(found: list[Finding]) -> list[tuple[str, str | None, str]]:
    return [(f.new.id, f.old.id if f.old is not None else None, f.verdict.conflict_type) for f in found]


async def test_find_many_matches_find(corpus: Corpus) -> None:
    db = corpus.db
    detector = Detector(Retriever(db.is_sqlite), OfflineJudge())
    async with db.session(write=False) as s:
        memories = list((await s.execute(select(Memory).where(Memory.scope_key == corpus.scope_key)
                                         .order_by(Memory.created_at, Memory.id))).scalars())
        assert len(memories) == len(MEMORIES_A) + len(MEMORIES_B) + 1
        batched = await detector.find_many(s, memories)
        assert len(batched) == len(memories)
        singles = [await detector.find(s, m) for m in memories]
    by_memory = {m.content: (findings(b), findings(one)) for m, b, one in zip(memories, batched, singles, strict=True)}
    for content, (b, one) in by_memory.items():
        assert b == one, content

    ids = corpus.ids
    pairs = {frozenset((new, old)) for found in singles for new, old, _t in findings(found) if old is not None}
    assert frozenset((ids["Alice lives in Paris."], ids["Alice lives in Berlin."])) in pairs
    assert frozenset((ids["Bob loves jazz."], ids["Bob hates jazz."])) in pairs
    for found in singles:  # memories are per user: never a conflict across users
        for f in found:
            assert f.old is not None and f.new.user_id == f.old.user_id, findings(found)
    assert by_memory["Alice lives in Rome."] == ([], []), "u-b's Alice does not contradict u-a's"
    assert by_memory["Jonas collects vintage postage stamps."] == ([], [])
    assert by_memory[FORGOTTEN] == ([], []), "a forgotten memory is not judged"
    # both sides of a contradiction report it, as (newer, older)
    paris, berlin = by_memory["Alice lives in Paris."][1], by_memory["Alice lives in Berlin."][1]
    assert paris and paris == berlin and {(paris[0][0], paris[0][1])} == {(ids["Alice lives in Berlin."],
                                                                          ids["Alice lives in Paris."])}


async def test_find_many_with_the_learned_judge_matches_find(corpus: Corpus) -> None:
    """The service's default judge (rules and model, its pairs batched across the memories judged at once) gives
    each memory of a batch what judging it alone gives."""
    detector = Detector(Retriever(corpus.db.is_sqlite), RulesAndModelJudge())
    async with corpus.db.session(write=False) as s:
        memories = list((await s.execute(select(Memory).where(Memory.scope_key == corpus.scope_key)
                                         .order_by(Memory.created_at, Memory.id))).scalars())
        batched = await detector.find_many(s, memories)
        singles = [await detector.find(s, m) for m in memories]
    assert [findings(b) for b in batched] == [findings(one) for one in singles]


async def test_a_failing_judge_fails_the_batch_after_every_memory_is_done(corpus: Corpus) -> None:
    """Memories are judged at once; when one judgement raises, the error comes out (as a loop would raise it) only
    once the others have ended, so none goes on using the session the caller closes."""
    ended: list[str] = []

    class Failing(OfflineJudge):
        async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
            paris = "Paris" in new_text or any("Paris" in c.text for c in candidates)
            await asyncio.sleep(0.01 if paris else 0.05)
            if paris:
                raise RuntimeError("judge down")
            ended.append(new_text)
            return []

    detector = Detector(Retriever(corpus.db.is_sqlite), Failing())
    async with corpus.db.session(write=False) as s:
        memories = list((await s.execute(select(Memory).where(Memory.scope_key == corpus.scope_key))).scalars())
        calls = len(ended)
        with pytest.raises(RuntimeError, match="judge down"):
            await detector.find_many(s, memories)
        finished = len(ended)
        await asyncio.sleep(0.2)
        assert len(ended) == finished > calls, "the other judgements ended before the error came out"


async def test_memory_past_its_expiration_date_is_never_returned(corpus: Corpus, engines: Engines) -> None:
    """Neither through its vector nor through a keyword match (SQLite's keyword half once let it through)."""
    db, text = corpus.db, "The old staging host is Quendrilax."
    async with db.session() as s:
        any_row = (await s.execute(select(Memory).where(Memory.scope_key == corpus.scope_key).limit(1))).scalar_one()
        [old] = await store.insert(s, store.owner_of(any_row), [text], event_id=None,
                                   embeddings=await engines.embedder.embed([text]),
                                   expiration_date=dt.datetime.now(dt.UTC) - dt.timedelta(hours=1))
    q = (await engines.embedder.embed(["Quendrilax"]))[0]
    async with db.session(write=False) as s:
        retriever = Retriever(db.is_sqlite)
        hits = await retriever.memories(s, corpus.scope_key, q, "Quendrilax", k=10)
        many = await retriever.memories_many(s, corpus.scope_key, q[None, :], ["Quendrilax staging host"], k=50)
    assert old.id not in {h.id for h in hits}
    assert old.id not in {h.id for h in many[0]}
