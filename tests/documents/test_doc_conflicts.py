"""Document conflicts by sentence on a realistic policy (issue 9 item 3), both databases, both directions.

The staff handbook of tests/memory/data/policy_conflicts.py is built as a PDF with wrapped lines (paragraphs run
across page breaks) and as a DOCX; 14 stored memories contradict one sentence each, 15 are near-misses. Recall
and precision are scored by tests/documents/conflict_set.py (a conflict counts only when `file_chunks` quotes the
whole contradicted sentence). Run with ``-s`` to see the figures and the mistakes.

What is asserted: precision >= 0.9; every planted pair that the judge (mneme.memory.judge, not this part's code)
flags when handed the sentence alone is found, from either side and from either format; and recall >= 0.8. While
the judge itself tells fewer than 80% of the planted pairs apart (issue 9 item 4), the recall assertion is an
expected failure that names the pairs the judge misses; it becomes a plain assertion as soon as the judge does.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from mneme.memory.detection import Detector
from mneme.memory.engines import build_engines
from mneme.memory.judge import Candidate, OfflineJudge, Verdict
from mneme.memory.retrieval import Retriever
from mneme.models import Document, Memory
from tests.conftest import LiveServer, in_db, make_project
from tests.documents.conflict_set import expected_sentence, judge_finds, run
from tests.documents.helpers import add_memory, ingest
from tests.memory.data.policy_conflicts import MEMORIES, POLICY, policy_pdf

MIN_RECALL = 0.8
MIN_PRECISION = 0.9


def test_the_set_is_large_enough() -> None:
    assert sum(f is not None for _m, f in MEMORIES) >= 10 and sum(f is None for _m, f in MEMORIES) >= 10


@pytest.mark.parametrize(("fmt", "document_first"), [("pdf", False), ("pdf", True), ("docx", False),
                                                      ("docx", True)])
def test_planted_contradictions_are_found_by_sentence(server: LiveServer, fmt: str, document_first: bool) -> None:
    with server.client() as c:
        score = run(c, POLICY, MEMORIES, fmt=fmt, document_first=document_first)
    judged = judge_finds(POLICY, MEMORIES)
    side = "memories, then the document" if not document_first else "the document, then memories"
    print(f"\n{fmt} ({side}): recall {score.recall:.2f} precision {score.precision:.2f} "
          f"({score.right} right of {score.planted} planted, {score.found} found; the judge alone tells "
          f"{len(judged)} of the planted sentences)")
    print("".join(f"\n  missed{'' if m in judged else ' (judge)'}: {m}" for m in score.missed)
          + "".join(f"\n  wrong: {w}" for w in score.wrong))
    assert score.precision >= MIN_PRECISION
    assert [m for m in score.missed if m in judged] == []
    if len(judged) < MIN_RECALL * score.planted:
        pytest.xfail(f"the judge tells only {len(judged)} of {score.planted} planted sentences apart; misses: "
                     + "; ".join(m for m, f in MEMORIES if f is not None and m not in judged))
    assert score.recall >= MIN_RECALL


class _Watching:
    """The offline judge, noting which document sentences each memory was compared with."""

    def __init__(self) -> None:
        self.inner = OfflineJudge()
        self.seen: dict[str, set[str]] = {}

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        self.seen.setdefault(new_text, set()).update(c.text.split("\n", 1)[0] for c in candidates
                                                     if c.kind == "chunk")
        return await self.inner.judge(new_text, candidates)


def test_each_planted_sentence_is_a_candidate_from_both_sides(server: LiveServer) -> None:
    """Candidate choice on its own, whatever the judge decides: every contradicted sentence (whole, with its
    wrapped lines joined) is among the sentences its memory is judged against, from the memory's side and from
    the document's."""
    with server.client() as c:
        ws, pid = make_project(c)
        mids = {add_memory(c, pid, m)[0]: (m, f) for m, f in MEMORIES}
        doc_id, _ev = ingest(c, ws, pid, "policy.pdf", policy_pdf(), "application/pdf")
    embedder = build_engines(server.settings).embedder
    from_memory, from_document = _Watching(), _Watching()

    async def go(s: Any) -> None:
        retriever = Retriever(server.backend == "sqlite", cache_bytes=server.settings.search_cache_bytes)
        await Detector(retriever, from_document, embedder).judge_document(s, await s.get(Document, doc_id))
        for mid in mids:
            await Detector(retriever, from_memory, embedder).find(s, await s.get(Memory, mid))
    in_db(server, go)
    for side in (from_memory, from_document):
        missing = [(m, expected_sentence(POLICY, f)) for m, f in mids.values()
                   if f is not None and expected_sentence(POLICY, f) not in side.seen.get(m, set())]
        assert missing == []
