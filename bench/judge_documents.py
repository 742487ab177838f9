"""Measure the offline conflict judge on short memories against long document sentences
(tests/memory/judge_documents.tsv, issue 9 items 3 and 4).

Each row is a document sentence ``a`` (from a lease, a warranty, a school, IT, travel-insurance, gym, HR,
bank or shop policy), a memory ``b``, the gold label (``contradiction`` / ``compatible``), the kind of
difference (number, limit, date, permission, synonym; compatible near-misses also other_subject and
condition) and the split. The sentence is handed to the judge as detection hands it (``judge_text``: the
sentence and its clauses, kind ``chunk``). The split was fixed by a hash rule before the judge was changed
for this set (``heldout`` iff ``sha1(a + TAB + b) % 3 == 0``); tuning looked at ``tune`` rows only. Run:
``.venv/bin/python bench/judge_documents.py [--misses] [--split tune|heldout|all]``.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter
from pathlib import Path

from mneme.memory.detection import judge_text
from mneme.memory.judge import Candidate, OfflineJudge

DATA = Path(__file__).resolve().parents[1] / "tests" / "memory" / "judge_documents.tsv"


def load(path: Path = DATA) -> list[dict[str, str]]:
    """The rows of the set (columns a, b, label, kind, split)."""
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def predicted(judge: OfflineJudge, row: dict[str, str]) -> bool:
    """Whether the judge flags the memory against the sentence, presented as detection presents it."""
    return bool(judge.judge_sync(row["b"], [Candidate("s", judge_text(row["a"]), "chunk")]))


def score(rows: list[dict[str, str]], show: bool = False) -> tuple[float, float, int, int, int, Counter[str]]:
    """Precision, recall, tp, fp, fn and the errors per kind; prints every error when ``show``."""
    judge = OfflineJudge()
    tp = fp = fn = 0
    errors: Counter[str] = Counter()
    for r in rows:
        got, gold = predicted(judge, r), r["label"] == "contradiction"
        tp += got and gold
        fp += got and not gold
        fn += gold and not got
        if got != gold:
            errors[r["kind"]] += 1
            if show:
                print(f"  {'FP  ' if got else 'MISS'} [{r['kind']}/{r['split']}] {r['a']} || {r['b']}")
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return precision, recall, tp, fp, fn, errors


def main() -> int:
    """Print precision and recall per split."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", action="store_true", help="print every wrong judgement")
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="all")
    args = parser.parse_args()
    rows = load()
    splits = ("tune", "heldout") if args.split == "all" else (args.split,)
    for split in splits:
        part = [r for r in rows if r["split"] == split]
        p, r, tp, fp, fn, errors = score(part, args.misses)
        print(f"{split:8} pairs {len(part):3}  precision {p:.3f}  recall {r:.3f}  (tp={tp} fp={fp} fn={fn})"
              f"  errors per kind: {dict(errors) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
