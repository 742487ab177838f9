"""The in-process keyword search (`memory/keywords.py`) against SQLite's FTS5 itself: the same terms for
the same text, and the same bm25 ranking of a scope's memories, also after rows change or leave; then the
scope matrix's hybrid search, which uses it with the matrix's filters."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3

import numpy as np
import pytest

from mneme.memory.keywords import KeywordIndex, query_stems, tokens
from mneme.memory.retrieval import KEYWORD_FLOOR, ScopeMatrix, _fts_match, keyword_terms

SUBJECTS = ["Alice", "Bob", "Chloé", "Dmitri", "Eun-ji", "Farouk", "the team", "our office", "Zoë's café"]
VERBS = ["lives", "living", "lived", "works", "working", "plays", "played", "loves", "hates", "visits", "runs"]
OBJECTS = ["in Paris", "at the clinic", "tennis every Monday", "the blue car", "near the river", "in Berlin",
           "the quarterly reports", "three dogs", "with relational databases", "ponies and caresses",
           "on the 12th of March", "naïve generalizations", "at 3pm", "hopping between meetings"]
TAILS = ["", " again", " most weekends", ", and she really loves it", " since 2019", " with friends and family",
         " because running helps", " (according to the report)"]


def sentences(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        parts = [rng.choice(SUBJECTS), rng.choice(VERBS), rng.choice(OBJECTS)]
        if rng.random() < 0.3:  # repeated words: term frequencies above one
            parts.append("and " + rng.choice(VERBS) + " " + rng.choice(OBJECTS))
        out.append(" ".join(parts) + rng.choice(TAILS) + ".")
    return out


def fts5(texts: dict[int, str]) -> sqlite3.Connection:
    """A table like the migration's memories_fts (porter unicode61) holding `texts` by rowid."""
    c = sqlite3.connect(":memory:")
    c.execute("CREATE VIRTUAL TABLE f USING fts5(content, tokenize='porter unicode61')")
    c.executemany("INSERT INTO f(rowid, content) VALUES (?, ?)", list(texts.items()))
    return c


def fts5_ranking(c: sqlite3.Connection, query: str, k: int) -> list[tuple[int, float]]:
    match = _fts_match(query)
    if not match:
        return []
    rows = c.execute("SELECT rowid, bm25(f) FROM f WHERE f MATCH ? ORDER BY bm25(f), rowid LIMIT ?", (match, k))
    return [(int(r), -float(s)) for r, s in rows]


def ours(index: KeywordIndex, n: int, query: str, k: int, mask: np.ndarray | None = None) -> list[tuple[int, float]]:
    terms = query_stems(keyword_terms(query))
    mask = np.ones(n, dtype=bool) if mask is None else mask
    rows = index.search(terms, n, k, mask)
    scores = index.scores(terms, n)
    return [(r, float(scores[r])) for r in rows] if scores is not None else []


def same_ranking(got: list[tuple[int, float]], want: list[tuple[int, float]], what: str) -> None:
    assert len(got) == len(want), what
    np.testing.assert_allclose([s for _, s in got], [s for _, s in want], rtol=1e-9, atol=1e-12, err_msg=what)
    # rows of equal score may come in either order at the cut; elsewhere the order is the same
    for (r1, s1), (r2, s2) in zip(got, want, strict=True):
        assert r1 == r2 or abs(s1 - s2) < 1e-9, what


def test_tokens_are_fts5_tokens() -> None:
    texts = [*sentences(300, 1), "Zoë's café serves crème brûlée", "RELATIONAL databases, generalization!",
             "caresses ponies hopping", "İstanbul, Ōsaka and München", "x_y snake_case e-mail 12:30 3.5 ½",
             "東京 привет ΑΘΗΝΑ", "", "a b c"]
    c = sqlite3.connect(":memory:")
    c.execute("CREATE VIRTUAL TABLE f USING fts5(x, tokenize='porter unicode61')")
    c.executemany("INSERT INTO f(rowid, x) VALUES (?, ?)", [(i + 1, t) for i, t in enumerate(texts)])
    c.execute("CREATE VIRTUAL TABLE v USING fts5vocab(f, 'instance')")
    indexed: dict[int, list[tuple[int, str]]] = {}
    for term, doc, _col, offset in c.execute("SELECT term, doc, col, offset FROM v"):
        indexed.setdefault(doc, []).append((offset, term))
    for i, t in enumerate(texts):
        assert tokens(t) == [term for _o, term in sorted(indexed.get(i + 1, []))], t


def test_bm25_ranking_is_fts5s() -> None:
    texts = sentences(600, 2)
    index = KeywordIndex()
    for i, t in enumerate(texts):
        index.set(i, t)
    c = fts5({i: t for i, t in enumerate(texts)})
    queries = [*sentences(60, 3), "Paris", "tennis Monday", "runs running ran", "nothing matches here", "the"]
    for q in queries:
        for k in (1, 5, 27, 1000):
            same_ranking(ours(index, len(texts), q, k), fts5_ranking(c, q, k), f"{q!r} k={k}")
    # what the comparison relies on: lengths and repeated terms change the order, not only the terms
    scores = index.scores(query_stems(["tennis"]), len(texts))
    assert scores is not None and len({round(float(s), 9) for s in scores if s > 0}) > 3


def test_changed_and_removed_rows_leave_the_statistics() -> None:
    texts = sentences(400, 4)
    index = KeywordIndex()
    for i, t in enumerate(texts):
        index.set(i, t)
    rng = random.Random(5)
    current = dict(enumerate(texts))
    for i in rng.sample(range(400), 80):  # changed text
        current[i] = sentences(1, 1000 + i)[0]
        index.set(i, current[i])
    for i in rng.sample(range(400), 60):  # forgotten
        current.pop(i, None)
        index.set(i, None)
    index.set(10_000, None)  # a row never indexed: nothing happens
    assert index.docs == len(current) and index.total == sum(len(tokens(t)) for t in current.values())
    c = fts5(current)
    live = np.zeros(400, dtype=bool)
    live[list(current)] = True
    for q in sentences(40, 6):
        same_ranking(ours(index, 400, q, 27, live), fts5_ranking(c, q, 27), q)


def test_an_empty_index_finds_nothing() -> None:
    index = KeywordIndex()
    assert index.scores(["pari"], 0) is None
    assert index.search(["pari"], 0, 5, np.ones(0, dtype=bool)) == []
    index.set(0, "Alice lives in Paris")
    assert index.search([], 1, 5, np.ones(1, dtype=bool)) == []
    assert index.search(["berlin"], 1, 5, np.ones(1, dtype=bool)) == []
    assert index.search(["pari"], 1, 5, np.ones(1, dtype=bool)) == [0]
    assert index.search(["pari"], 1, 5, np.zeros(1, dtype=bool)) == []


@pytest.mark.parametrize("user", [None, "u1"])
def test_hybrid_search_filters_keywords_like_vectors(user: str | None) -> None:
    rng = np.random.default_rng(7)
    texts = sentences(200, 8)
    vectors = rng.standard_normal((200, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    users = ["u1" if i % 2 else "u2" for i in range(200)]
    m = ScopeMatrix(keywords=KeywordIndex())
    m.apply_memories([(f"m{i}", vectors[i].tobytes(), False, users[i], None, t) for i, t in enumerate(texts)], 1)
    past = (dt.datetime.now(dt.UTC) - dt.timedelta(minutes=1)).replace(tzinfo=None).isoformat()
    m.apply_memories([("m3", vectors[3].tobytes(), False, users[3], past, texts[3]),  # past its date
                      ("m4", vectors[4].tobytes(), True, users[4], None, texts[4])], 2)  # forgotten
    assert m.version == 2
    live = {f"m{i}" for i in range(200)} - {"m3", "m4"}
    if user is not None:
        live = {rid for rid in live if users[int(rid[1:])] == user}
    queries = [texts[3], texts[4], texts[10], "tennis every Monday"]
    q = vectors[[3, 4, 10, 11]]
    found = m.hybrid(q, [query_stems(keyword_terms(t)) for t in queries], 27, user)
    # the reference holds what the index holds: every row but the forgotten one (the expired row still counts
    # in the statistics, as it would in FTS5); the filters then apply to the matches
    ref = fts5({i: t for i, t in enumerate(texts) if i != 4})
    assert m.keywords is not None
    for j, (vec, kw, cos) in enumerate(found):
        assert {rid for rid, _ in vec} <= live and set(kw) <= live
        assert [rid for rid, _ in vec] == [f"m{i}" for i in np.argsort(-(vectors @ q[j]), kind="stable")
                                           if f"m{i}" in live][:27]
        # keyword scores relative to the best (1.0 unless a lone match on few of the query's words)
        assert all(0.0 < v <= 1.0 for v in kw.values())
        for rid, c in cos.items():
            assert c == pytest.approx(float(vectors[int(rid[1:])] @ q[j]), abs=1e-5)
        expected = [s for r, s in fts5_ranking(ref, queries[j], 1000) if f"m{r}" in live][:27]
        scores = m.keywords.scores(query_stems(keyword_terms(queries[j])), 200)
        assert scores is not None
        got = [float(scores[int(rid[1:])]) for rid in sorted(kw, key=lambda r: -kw[r])]
        np.testing.assert_allclose(got, expected, rtol=1e-9, err_msg=queries[j])
        best = max(got, default=0.0)
        full = m.keywords.weight(query_stems(keyword_terms(queries[j])))
        for rid, v in kw.items():  # what retrieval._relative makes of them
            assert v == pytest.approx(float(scores[int(rid[1:])]) / max(best, KEYWORD_FLOOR * full), rel=1e-9)


def test_ties_at_the_cut_go_to_the_lowest_rows() -> None:
    """Of the rows tied with the k-th best, the lowest are kept (argpartition alone took any of them: here rows 8
    and 9 before 5, 6, 7), as PostgreSQL's keyword statement orders its ties by id (`retrieval._pg_bm25`): the two
    databases then find the same candidates."""
    index = KeywordIndex()
    texts = ["alice walks the dog"] * 40 + ["alice walks"] * 3 + ["alice walks the dog"] * 40
    for i, t in enumerate(texts):
        index.set(i, t)
    n, mask = len(texts), np.ones(len(texts), dtype=bool)
    assert index.search(query_stems(["alice"]), n, 10, mask) == [40, 41, 42, 0, 1, 2, 3, 4, 5, 6]
    assert index.search(query_stems(["alice"]), n, 2, mask) == [40, 41]
    mask[:3] = False
    assert index.search(query_stems(["alice", "dog"]), n, 4, mask) == [3, 4, 5, 6]
