"""Measure the offline conflict judge on the newest set nobody has read (tests/memory/judge_fresh_n.tsv).

120 pairs written on 2026-11-28 by a helper who saw neither the judge nor any of its sets (set ``n``): 20 of each
kind (negation with "only", preferences, changes of state, numbers with units, dates and times, plain negation),
11 contradictions and 9 compatible near-misses each, asked for implicit conflicts ("Sam is vegetarian" / "made a
lovely steak"), values in words ("a couple of", "twenty quid") and paraphrase. Every pair is ``blind``: print only
the totals, never ``--misses``; once its pairs are read for a change it stops measuring what the judge does on
pairs nobody tuned on, and a new set must take its place.
Run: ``.venv/bin/python bench/judge_fresh_n.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.memory.judge_sets import FRESH_N, bench_main, everyday_flags

if __name__ == "__main__":
    sys.exit(bench_main(__doc__ or "", FRESH_N, everyday_flags))
