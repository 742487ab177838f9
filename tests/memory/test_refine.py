"""The search endpoint's refinements of a ranking (memory/retrieval.py, `Refine`): the names of a query, questions
that ask when, and the refined cosines computed from candidates' products (as both databases provide them)."""
from __future__ import annotations

import numpy as np
import pytest

from mneme.memory import retrieval as r
from mneme.memory.keywords import KeywordIndex


@pytest.mark.parametrize(("query", "names"), [
    ("Where does Alice live?", "Alice"),
    ("What did Caroline and Melanie do together in June?", "Caroline Melanie June"),
    ("Alice lives where?", ""),  # a sentence's first word is not taken for a name
    ("What LGBTQ+ events has Caroline joined? And what did I say?", "Caroline"),
    ("Is Alice's cat called Tom? Tom is grey.", "Alice Tom"),
    ("where does alice live", ""),
    ("Où habite Zoë ?", "Zoë"),
])
def test_query_names(query: str, names: str) -> None:
    assert r.query_names(query) == names


def test_asks_when() -> None:
    for q in ("When did Jon lose his job?", "  when was it", "How long has Nate had his turtles?",
              "What year did Gina open her store?", "Since when does Alice live in Lisbon?"):
        assert r.asks_when(q), q
    for q in ("Whenever Jon dances, what does he wear?", "What did Jon lose?", "How did Gina open her store?",
              "What time-saving tools does Alice use?"):
        assert not r.asks_when(q), q


def test_subject_of() -> None:
    assert r.subject_of("Alice lives in Lyon") == "alice"
    assert r.subject_of("Caroline: I went to a support group") == "caroline"
    assert r.subject_of("  «Zoë's» cat is grey") == "zoë"
    assert r.subject_of("") is None and r.subject_of(None) is None and r.subject_of("...") is None


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.normal(size=(n, 384)).astype(np.float32)
    out: np.ndarray = v / np.linalg.norm(v, axis=1, keepdims=True)
    return out


def test_refined_cosines_are_those_of_the_moved_query() -> None:
    """Feedback: the cosine with the unit vector of q + w * mean(top rows), computed from products only (which
    is all PostgreSQL returns); names: minus ENTITY_WEIGHT * (cosine with the names - the query's own); a time
    word: plus WHEN_BOOST; a first word among the query's names: plus SUBJECT_BOOST. The matrix's `extras`
    gives those products for the SQLite path."""
    rng = np.random.default_rng(7)
    vecs, q, names = _unit(rng, 12), _unit(rng, 1)[0], _unit(rng, 1)[0]
    m = r.ScopeMatrix(keywords=KeywordIndex())
    texts = [("Alice: row " if i % 4 == 0 else f"row {i} ") + ("yesterday" if i % 3 == 0 else "always")
             for i in range(12)]
    for i, (v, t) in enumerate(zip(vecs, texts, strict=True)):
        m.upsert(str(i), v, None, None, t)
    cands = {str(i): float(vecs[i] @ q) for i in range(12)}
    top = ["4", "7", "1"]
    refined = r.refined_cosines(cands, top, m.extras(list(cands), top, names, True, frozenset({"alice"})),
                                float(names @ q))
    moved = q + r.FEEDBACK_WEIGHT * vecs[[4, 7, 1]].mean(axis=0)
    moved /= np.linalg.norm(moved)
    for i in range(12):
        want = (vecs[i] @ moved - r.ENTITY_WEIGHT * (vecs[i] @ names - names @ q) + r.WHEN_BOOST * (i % 3 == 0)
                + r.SUBJECT_BOOST * (i % 4 == 0))
        assert refined[str(i)] == pytest.approx(float(want), abs=1e-5)
    # without names and not a "when" question, only the feedback applies
    plain = r.refined_cosines(cands, top, m.extras(list(cands), top, None, False), 0.0)
    assert plain["2"] == pytest.approx(float(vecs[2] @ moved), abs=1e-5)
