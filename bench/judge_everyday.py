"""Measure the offline conflict judge on everyday memory-style pairs (tests/memory/judge_everyday.tsv).

Each row is an earlier statement ``a`` (a memory, or a document sentence for kind ``document``), a new
statement ``b``, the gold label (``contradiction`` / ``compatible``), the kind of phrasing and the split.
The split was fixed by a hash rule before the judge was changed for this set (``heldout`` iff
``sha1(a + TAB + b) % 3 == 0``); tuning looked at ``tune`` rows only. Run:
``.venv/bin/python bench/judge_everyday.py [--misses] [--split tune|heldout|all]``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mneme.memory.judge import OfflineJudge
from tests.memory.judge_sets import EVERYDAY, everyday_flags, load, score


def main() -> int:
    """Print precision and recall per split."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", action="store_true", help="print every wrong judgement")
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="all")
    args = parser.parse_args()
    rows, flags = load(EVERYDAY), everyday_flags(OfflineJudge())
    for split in ("tune", "heldout") if args.split == "all" else (args.split,):
        part = [r for r in rows if r["split"] == split]
        result = score(part, flags)
        if args.misses:
            print("\n".join(f"  {w}" for w in result.wrong))
        print(result.line(split, len(part)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
