"""Measure the offline conflict judge on a fresh set of the issue's kinds (tests/memory/judge_fresh.tsv).

240 pairs written on 2026-11-27 by two more helpers (sets ``k`` and ``m``, 120 each) who saw neither the judge nor
any of its sets: 20 of each kind a set (negation with "only", preferences with "not by", changes of state, numbers
with units, dates, plain negation), about 11 contradictions and 9 compatible near-misses each. When the set was
added no pair of it had been read by anyone who changes the judge: only these totals were printed. Its split
(``sha1(a + TAB + b)`` even: ``dev``): the ``dev`` half was read for one round of readings the same day, the
``blind`` half for one round on 2026-11-28 (bench/judge_fresh_n.py's set q, never read, is the blind
measure now).
Run: ``.venv/bin/python bench/judge_fresh.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.memory.judge_sets import FRESH, bench_main, everyday_flags

if __name__ == "__main__":
    sys.exit(bench_main(__doc__ or "", FRESH, everyday_flags))
