"""Quality of the offline judge on a labelled set of memory pairs (judge_pairs.tsv).

The set was written for this project as a user would write memories, before the judge was tuned:
realistic statements about people, policies, products and schedules, in 11 kinds. Run with ``-s``
to see the figures and every miss.
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from mneme.memory.judge import Candidate, OfflineJudge

PAIRS = Path(__file__).with_name("judge_pairs.tsv")
CONTRADICTION_KINDS = {"negation", "antonym", "place", "number", "date", "name", "colour"}
COMPATIBLE_KINDS = {"paraphrase", "different_subject", "unrelated", "related_compatible"}
MIN_PRECISION = 0.9
MIN_RECALL = 0.8


def load_pairs() -> list[dict[str, str]]:
    with PAIRS.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def test_pair_set_is_well_formed() -> None:
    rows = load_pairs()
    assert len(rows) >= 100
    kinds = Counter(r["kind"] for r in rows)
    assert set(kinds) == CONTRADICTION_KINDS | COMPATIBLE_KINDS
    assert min(kinds.values()) >= 8, kinds
    for r in rows:
        expected = "contradiction" if r["kind"] in CONTRADICTION_KINDS else "compatible"
        assert r["label"] == expected, r
        assert r["a"].strip() and r["b"].strip()
    assert len({(r["a"], r["b"]) for r in rows}) == len(rows)


def test_offline_judge_precision_and_recall() -> None:
    judge = OfflineJudge()
    tp = fp = fn = 0
    misses: Counter[str] = Counter()
    for r in load_pairs():
        predicted = bool(judge.judge_sync(r["b"], [Candidate("a", r["a"])]))
        gold = r["label"] == "contradiction"
        tp += predicted and gold
        fp += predicted and not gold
        fn += gold and not predicted
        if predicted != gold:
            misses[r["kind"]] += 1
            print(f"  {'false positive' if predicted else 'missed'} [{r['kind']}]: {r['a']!r} / {r['b']!r}")
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    print(
        f"\noffline judge on {PAIRS.name}: precision {precision:.3f}, recall {recall:.3f} "
        f"(tp={tp}, fp={fp}, fn={fn}); errors per kind: {dict(misses) or 'none'}"
    )
    assert precision >= MIN_PRECISION
    assert recall >= MIN_RECALL


def test_judgements_are_symmetric_enough() -> None:
    """Swapping which statement is new should not change a contradiction into agreement."""
    judge = OfflineJudge()
    rows = [r for r in load_pairs() if r["label"] == "contradiction"]
    forward = sum(bool(judge.judge_sync(r["b"], [Candidate("a", r["a"])])) for r in rows)
    backward = sum(bool(judge.judge_sync(r["a"], [Candidate("b", r["b"])])) for r in rows)
    print(f"\ncontradictions found forward {forward}/{len(rows)}, backward {backward}/{len(rows)}")
    assert backward >= MIN_RECALL * len(rows)
