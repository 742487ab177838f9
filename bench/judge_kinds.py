"""Measure the offline conflict judge on the issue's kinds of memory pairs (tests/memory/judge_kinds.tsv).

480 pairs written on 2026-11-27 by two helpers (sets ``h`` and ``j``, 240 each) who saw neither the judge nor its
other sets, 40 of each kind a set: negation with "only", preferences with "not by", moves and changes of state,
numbers with units, dates, and plain negation (about 22 contradictions and 18 compatible near-misses each), in chat
phrasing. Each set was split by a fixed rule (``sha1(a + TAB + b)`` even: ``dev``): the ``dev`` halves were read
while changing the judge, the ``blind`` halves not until 2026-11-28 (one round: comparatives said the other way
round, a first person lined up with "User", chat's opening noises, "thirty four"); bench/judge_fresh_n.py's set q,
never read, is the blind measure now. Run:
``.venv/bin/python bench/judge_kinds.py [--misses] [--split dev|blind]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.memory.judge_sets import KINDS, bench_main, everyday_flags

if __name__ == "__main__":
    sys.exit(bench_main(__doc__ or "", KINDS, everyday_flags))
