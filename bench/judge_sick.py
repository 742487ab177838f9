"""Measure the conflict judge on the SICK 2014 trial split: the offline rules, and the judge as the service runs it
by default (the rules and the learned judge, `mneme.memory.judge_model`).

A pair labelled CONTRADICTION should become a conflict; ENTAILMENT and NEUTRAL pairs should not.
The data is the public SICK 2014 trial file (``sick2014-trial.tsv``, tab-separated with the columns
``sentence_A``, ``sentence_B`` and ``entailment_judgment``); it is not shipped with the project. Run:
``.venv/bin/python bench/judge_sick.py --data PATH [--misses]``, or set ``MNEME_SICK_DATA=PATH``.
Without the file the bench says so and exits 0, so that ``make bench`` runs the others.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import time
from pathlib import Path

from mneme.memory import judge as judge_module
from mneme.memory.judge import Candidate, OfflineJudge

DATA = os.environ.get("MNEME_SICK_DATA", "")


def load(path: Path) -> list[tuple[str, str, bool]]:
    """(sentence A, sentence B, is a contradiction) for each pair."""
    with path.open(newline="", encoding="utf-8") as fh:
        rows = csv.DictReader(fh, delimiter="\t")
        return [(r["sentence_A"], r["sentence_B"], r["entailment_judgment"] == "CONTRADICTION") for r in rows]


def run(pairs: list[tuple[str, str, bool]], show: bool, judge: OfflineJudge | None = None) -> tuple[int, int, int]:
    """True positives, false positives, false negatives of ``judge`` (the offline rules by default); prints the errors
    when ``show``."""
    judge = judge or OfflineJudge()
    tp = fp = fn = 0
    for a, b, gold in pairs:
        predicted = bool(judge.judge_sync(b, [Candidate("a", a)]))
        tp += predicted and gold
        fp += predicted and not gold
        fn += gold and not predicted
        if show and predicted != gold:
            print(f"{'FP  ' if predicted else 'MISS'} {a} || {b}")
    return tp, fp, fn


def throughput(pairs: list[tuple[str, str, bool]]) -> tuple[float, float]:
    """Pairs per second with cold caches (first pass) and warm caches (second pass)."""
    judge = OfflineJudge()
    judge_module.analyse.cache_clear()
    judge_module.compare.cache_clear()
    rates = []
    for _ in range(2):
        start = time.perf_counter()
        for a, b, _gold in pairs:
            judge.judge_sync(b, [Candidate("a", a)])
        rates.append(len(pairs) / (time.perf_counter() - start))
    return rates[0], rates[1]


def one_call_ms() -> float:
    """CPU time of one detection-sized call, cold caches (median of 21): 17 memories, a policy chunk and two more
    memories against a two-clause statement (it was a timed test; speed lives in benches)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.memory.test_judge import POLICY

    candidates = [Candidate(f"m{i}", f"Employee {i} works in building {i} on the {i}th floor") for i in range(17)]
    candidates += [Candidate("c1", POLICY, "chunk"), Candidate("m17", "Alice lives in Paris"),
                   Candidate("m18", "Alice likes tea")]
    judge, timings = OfflineJudge(), []
    for _ in range(21):
        judge_module.analyse.cache_clear()
        judge_module.compare.cache_clear()
        start = time.process_time()
        judge.judge_sync("Alice lives in Berlin and likes coffee.", candidates)
        timings.append(time.process_time() - start)
    return sorted(timings)[10] * 1000


def main() -> int:
    """Print precision, recall and speed."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=Path(DATA) if DATA else None)
    parser.add_argument("--misses", action="store_true", help="print every wrong judgement")
    args = parser.parse_args()
    if args.data is None:
        print("no SICK data given (--data PATH or MNEME_SICK_DATA): skipped", file=sys.stderr)
        return 0
    if not args.data.is_file():
        print(f"data not found: {args.data}", file=sys.stderr)
        return 2
    pairs = load(args.data)
    from mneme.memory.judge_model import RulesAndModelJudge

    for name, judge in (("offline rules", OfflineJudge()), ("rules and learned judge (the default)",
                                                            RulesAndModelJudge())):
        tp, fp, fn = run(pairs, args.misses, judge)  # type: ignore[arg-type]
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        print(f"{name}: pairs {len(pairs)} (contradictions: {tp + fn}), precision {precision:.3f}  recall "
              f"{recall:.3f}  (tp={tp} fp={fp} fn={fn})")
    cold, warm = throughput(pairs)
    print(f"speed: {cold:,.0f} pairs/s uncached, {warm:,.0f} pairs/s cached; "
          f"one call over 20 candidates, cold caches: {one_call_ms():.1f} ms of CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
