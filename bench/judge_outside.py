"""Measure the offline conflict judge on memory-style pairs written by others (tests/memory/judge_outside.tsv).

Three people who saw neither the judge nor its other sets each wrote a set of everyday pairs (negation with
"only", preferences with "not by", changes of state, numbers with units, dates, plain negation, likes and
dislikes, chat spelling), about half contradictions and half near-misses. Two of them (``dev``) were looked at
while the judge's frame reading (src/mneme/memory/judge_frames.py) was built; the third (``blind``) never was:
its figures were the honest estimate on phrasing the judge had not seen, until 2026-11-28, when its misses were
read for one round (comparatives said the other way round, a first person lined up with "User", chat's opening
noises, "thirty four"). bench/judge_fresh_n.py's set q, never read, is the blind measure now. Run:
``.venv/bin/python bench/judge_outside.py [--misses] [--split dev|blind|all]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.memory.judge_sets import OUTSIDE, bench_main, everyday_flags

if __name__ == "__main__":
    sys.exit(bench_main(__doc__ or "", OUTSIDE, everyday_flags))
