"""Memory search's learnt query map (`mneme.memory.query_map`, on unless ``MNEME_QUERY_MAP=off``): its weights, when
it applies, that only a memory search's query goes through it, and what it gains on conversations it never saw."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bench.query_adapter.train import load, recall
from mneme.core.settings import Settings
from mneme.memory.embeddings import LOCAL_DIM, LocalEmbedder, default_model_path
from mneme.memory.engines import build_engines
from mneme.memory.query_map import QueryMap, query_map_for
from mneme.memory.retrieval import search_query
from tests.conftest import make_project, start_server
from tests.memories.helpers import add_event, search

DATA = Path(__file__).parent / "data"


def test_the_weights_stay_near_the_identity() -> None:
    m = QueryMap()
    assert m.weights.shape == (LOCAL_DIM, LOCAL_DIM) and m.weights.dtype == np.float32
    off_identity = np.abs(m.weights - np.eye(LOCAL_DIM)).max()
    assert 0 < off_identity < 0.2, off_identity  # learnt (not the identity), and a small change of the query
    q = np.random.default_rng(0).standard_normal((3, LOCAL_DIM)).astype(np.float32)
    mapped = m(q)
    assert mapped.dtype == np.float32 and np.allclose(np.linalg.norm(mapped, axis=1), 1.0, atol=1e-5)
    assert np.allclose(m(q[0]), mapped[0], atol=1e-6)  # one vector or a stack alike


def test_a_map_of_the_wrong_shape_is_refused(tmp_path: Path) -> None:
    np.save(tmp_path / "w.npy", np.eye(8, dtype=np.float16))
    with pytest.raises(ValueError, match="384 x 384"):
        QueryMap(tmp_path / "w.npy")


def test_when_the_map_applies() -> None:
    assert isinstance(query_map_for("on", LocalEmbedder()), QueryMap)
    assert query_map_for("off", LocalEmbedder()) is None
    # another model file: the map was learnt on the packaged model's vectors only
    assert query_map_for("on", LocalEmbedder(model_path=default_model_path())) is None
    assert query_map_for("on", object()) is None  # a provider's embeddings
    with pytest.raises(ValueError, match="MNEME_QUERY_MAP"):
        query_map_for("yes", LocalEmbedder())
    assert isinstance(build_engines(Settings()).query_map, QueryMap)  # on by default
    assert build_engines(replace(Settings(), query_map="off")).query_map is None
    with pytest.raises(ValueError, match="MNEME_QUERY_MAP"):  # a typo fails at startup
        build_engines(replace(Settings(), query_map="of"))


async def test_the_query_goes_through_the_map_and_its_names_do_not() -> None:
    embedder = LocalEmbedder()
    m = QueryMap()
    plain, refine = await search_query(embedder, "Where does Alice live?")
    mapped, refine_mapped = await search_query(embedder, "Where does Alice live?", m)
    assert np.allclose(mapped, m(plain), atol=1e-6) and not np.allclose(mapped, plain, atol=1e-3)
    assert refine.names is not None and refine_mapped.names is not None
    assert np.array_equal(refine.names, refine_mapped.names)


def test_a_server_with_the_map_off_scores_by_the_query_s_own_vector(backend: str, server: Any) -> None:
    """The same memories and question: the suite's server (the map on, as by default) and one with it off score the
    memories differently; the map off gives the plain cosine."""
    facts = ["Kai got a puppy last week, a little beagle called Pip", "Kai works nights at the hospital",
             "Kai's sister lives in Leeds"]
    off = start_server(backend, query_map="off")
    try:
        scores = []
        for srv in (server, off):
            with srv.client() as c:
                _, pid = make_project(c)
                add_event(c, pid, *facts, user_id="kai")
                hits = search(c, pid, "What breed is Kai's new dog?", user_id="kai", threshold=0.0)
                assert hits[0]["content"] == facts[0], [h["content"] for h in hits]
                scores.append({h["content"]: h["score"] for h in hits})
        assert scores[0] != scores[1]
    finally:
        off.stop()


def test_the_map_finds_more_answers_in_conversations_it_never_saw() -> None:
    """Two conversations by a seventh writer, never trained on (tests/memory/data/conv_test_*.json, 110 questions):
    the vector side's recall@10 of the turns that answer each question, with and without the map. Measured once
    when the map was trained: 0.620 -> 0.705 (bench/results/locomo.md, "A learnt query map"); the floor sits under
    that gain."""
    convs = load([str(p) for p in sorted(DATA.glob("conv_test_*.json"))], LocalEmbedder())
    assert sum(len(qs) for _name, _turns, qs in convs) >= 100
    plain, mapped = recall(None, convs), recall(QueryMap().weights, convs)
    assert mapped >= plain + 0.06, (plain, mapped)

