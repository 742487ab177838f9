"""Measure the offline conflict judge on short memories against long document sentences
(tests/memory/judge_documents.tsv, issue 9 items 3 and 4).

Each row is a document sentence ``a`` (from a lease, a warranty, a school, IT, travel-insurance, gym, HR,
bank or shop policy), a memory ``b``, the gold label (``contradiction`` / ``compatible``), the kind of
difference (number, limit, date, permission, synonym; compatible near-misses also other_subject and
condition) and the split. The sentence is handed to the judge as detection hands it (``judge_text``: the
sentence and its clauses, kind ``chunk``). The split was fixed by a hash rule before the judge was changed
for this set (``heldout`` iff ``sha1(a + TAB + b) % 3 == 0``); tuning looked at ``tune`` rows only. Run:
``.venv/bin/python bench/judge_documents.py [--closest] [--misses] [--split tune|heldout|all]``.

``--closest`` hands each sentence as the one of its document closest to the memory (``Candidate.closest``), whose
values the judge also reads on fewer words in common: a stress test, since the set's other-subject near-misses
would rarely be a memory's closest sentence in a real document.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.memory.judge_sets import DOCUMENTS, bench_main, document_flags

if __name__ == "__main__":
    closest = "--closest" in sys.argv
    if closest:
        sys.argv.remove("--closest")
    sys.exit(bench_main(__doc__ or "", DOCUMENTS, lambda judge: document_flags(judge, closest=closest)))
