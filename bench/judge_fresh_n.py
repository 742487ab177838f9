"""Measure the conflict judge on the sets of the third to seventh writers and a later one
(tests/memory/judge_fresh_n.tsv, judge_fresh_p.tsv, judge_fresh_q.tsv, judge_fresh_r.tsv, judge_fresh_s.tsv,
judge_fresh_u.tsv).

480 pairs written on 2026-11-28 by four helpers who saw neither the judge nor any of its sets (sets ``n``,
``p``, ``q`` and ``r``, 120 each): 20 of each kind (negation with "only", preferences, changes of state, numbers with
units, dates and times, plain negation), 11 contradictions and 9 compatible near-misses each, asked for implicit
conflicts ("Sam is vegetarian" / "made a lovely steak"), values in words ("a couple of", "twenty quid") and
paraphrase (``q`` and ``r``: half said plainly, half implicit). Each was measured unread when it came; ``n`` and ``p``
were then read for rounds of readings (split ``dev``); ``q`` and ``r`` have never been read (``blind``): print only
their totals, never ``--misses`` on them. Once one is read it stops measuring what the judge does on pairs nobody
tuned on, and a new set must take its place. Set ``s`` (180 pairs, 150 of them hard near-misses) was written to catch
false flags and is read (``dev``). Set ``u`` (120 pairs, 2026-11-29, the same brief: a third plain, a third chat, a
third implicit) and set ``v`` (120 pairs, later that day, the same brief) are blind measures, and set ``w`` (120
pairs, the issue's kinds said in the words, no common sense needed) the newest.
Run: ``.venv/bin/python bench/judge_fresh_n.py [--split dev|blind] [--judge default|rules] [--weights FILE.npz]
[--misses]``: the judge as the service runs it by default (the rules and the learned judge, with the shipped weights
or those of ``--weights``, as ``bench/judge_model/train.py --export`` writes them), or the rules alone.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mneme.memory.judge import OfflineJudge
from mneme.memory.judge_model import ConflictModel, RulesAndModelJudge
from tests.memory.judge_sets import (
    FRESH_N,
    FRESH_P,
    FRESH_Q,
    FRESH_R,
    FRESH_S,
    FRESH_U,
    FRESH_V,
    FRESH_W,
    everyday_flags,
    load,
    score,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", action="store_true", help="print every wrong judgement (dev sets only)")
    parser.add_argument("--split", default="all", help="dev (sets n, p and s), blind (sets q, r, u, v and w) or all")
    parser.add_argument("--judge", default="default", choices=("default", "rules"),
                        help="default: as the service runs it, the offline rules and the learned judge "
                             "(mneme.memory.judge_model); rules: the offline rules alone (MNEME_JUDGE_MODEL=off)")
    parser.add_argument("--weights", type=Path, help="the learned judge's weights (default: the shipped ones)")
    args = parser.parse_args()
    judge = RulesAndModelJudge(model=ConflictModel(args.weights)) if args.judge == "default" else OfflineJudge()
    flags = everyday_flags(judge)  # type: ignore[arg-type]
    for name, split, path in (("n", "dev", FRESH_N), ("p", "dev", FRESH_P), ("q", "blind", FRESH_Q),
                              ("r", "blind", FRESH_R), ("s", "dev", FRESH_S), ("u", "blind", FRESH_U),
                              ("v", "blind", FRESH_V), ("w", "blind", FRESH_W)):
        if args.split not in ("all", split):
            continue
        rows = load(path)
        result = score(rows, flags)
        if args.misses and split == "dev":
            print("\n".join(f"  {w}" for w in result.wrong))
        print(result.line(f"{split}-{name}", len(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
