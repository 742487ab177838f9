"""Measure the offline conflict judge on everyday memory-style pairs (tests/memory/judge_everyday.tsv).

Each row is an earlier statement ``a`` (a memory, or a document sentence for kind ``document``), a new
statement ``b``, the gold label (``contradiction`` / ``compatible``), the kind of phrasing and the split.
The split was fixed by a hash rule before the judge was changed for this set (``heldout`` iff
``sha1(a + TAB + b) % 3 == 0``); tuning looked at ``tune`` rows only. Run:
``.venv/bin/python bench/judge_everyday.py [--misses] [--split tune|heldout|all]``.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import sys
from collections import Counter
from pathlib import Path

from mneme.memory.judge import Candidate, OfflineJudge

DATA = Path(__file__).resolve().parents[1] / "tests" / "memory" / "judge_everyday.tsv"


def split_of(a: str, b: str) -> str:
    """The fixed split rule of the set."""
    return "heldout" if int(hashlib.sha1(f"{a}\t{b}".encode()).hexdigest(), 16) % 3 == 0 else "tune"


def load(path: Path = DATA) -> list[dict[str, str]]:
    """The rows of the set (columns a, b, label, kind, split)."""
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def score(rows: list[dict[str, str]], show: bool = False) -> tuple[float, float, int, int, int, Counter[str]]:
    """Precision, recall, tp, fp, fn and the errors per kind; prints every error when ``show``."""
    judge = OfflineJudge()
    tp = fp = fn = 0
    errors: Counter[str] = Counter()
    for r in rows:
        kind = "chunk" if r["kind"] == "document" else "memory"
        predicted = bool(judge.judge_sync(r["b"], [Candidate("a", r["a"], kind)]))
        gold = r["label"] == "contradiction"
        tp += predicted and gold
        fp += predicted and not gold
        fn += gold and not predicted
        if predicted != gold:
            errors[r["kind"]] += 1
            if show:
                print(f"  {'FP  ' if predicted else 'MISS'} [{r['kind']}/{r['split']}] {r['a']} || {r['b']}")
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
