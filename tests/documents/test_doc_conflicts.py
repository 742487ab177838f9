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

import pytest

from tests.conftest import LiveServer
from tests.documents.conflict_set import candidates_missing, judge_finds, run
from tests.memory.data.policy_conflicts import MEMORIES, POLICY

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


def test_each_planted_sentence_is_a_candidate_from_both_sides(server: LiveServer) -> None:
    """Candidate choice on its own, whatever the judge decides: every contradicted sentence (whole, with its
    wrapped lines joined) is among the sentences its memory is judged against, from the memory's side and from
    the document's."""
    assert candidates_missing(server, POLICY, MEMORIES) == ([], [])
