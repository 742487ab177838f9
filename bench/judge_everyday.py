"""Measure the offline conflict judge on everyday memory-style pairs (tests/memory/judge_everyday.tsv).

Each row is an earlier statement ``a`` (a memory, or a document sentence for kind ``document``), a new
statement ``b``, the gold label (``contradiction`` / ``compatible``), the kind of phrasing and the split.
The split was fixed by a hash rule before the judge was changed for this set (``heldout`` iff
``sha1(a + TAB + b) % 3 == 0``); tuning looked at ``tune`` rows only. Run:
``.venv/bin/python bench/judge_everyday.py [--misses] [--split tune|heldout|all]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.memory.judge_sets import EVERYDAY, bench_main, everyday_flags

if __name__ == "__main__":
    sys.exit(bench_main(__doc__ or "", EVERYDAY, everyday_flags))
