"""Document conflicts by sentence: recall and precision on the planted policy sets, over HTTP.

The staff handbook (14 contradictions, 15 near-misses) and the held-out security policy (6 and 6) of
tests/memory/data/policy_conflicts.py, each as a wrapped PDF and as a DOCX, with the memories stored before the
document and after it, on a server started like `tests.conftest.start_server` (in-process worker, fresh
database). Scoring is tests/documents/conflict_set.py: a conflict is right when its memory was planted against
the sentence its `file_chunks` quotes, whole. "judge alone" is how many planted pairs the configured offline judge
flags when handed exactly the right sentence: the ceiling of any candidate choice. A second table checks the
candidate choice alone: whether each planted sentence is among those its memory is judged against, from either
side, whatever the judge then decides.

    .venv/bin/python bench/doc_conflicts_bench.py [--db sqlite|postgres] [--set main|heldout|both]

Results: bench/results/doc_conflicts.md.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.conftest import start_server  # noqa: E402
from tests.documents.conflict_set import candidates_missing, judge_finds, run  # noqa: E402
from tests.memory.data import policy_outside, policy_outside2  # noqa: E402
from tests.memory.data.policy_conflicts import HELDOUT_MEMORIES, HELDOUT_POLICY, MEMORIES, POLICY  # noqa: E402

# "outside", "outside2": a library's rules and a council's waste collection rules, each written by someone who saw
# neither the judge nor the other sets (12 conflicts and 12 near-misses each)
SETS = {"main": (POLICY, MEMORIES), "heldout": (HELDOUT_POLICY, HELDOUT_MEMORIES),
        "outside": (policy_outside.POLICY, policy_outside.MEMORIES),
        "outside2": (policy_outside2.POLICY, policy_outside2.MEMORIES)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    ap.add_argument("--set", choices=("main", "heldout", "outside", "outside2", "both"), default="both",
                    help="both = main and heldout")
    ap.add_argument("-v", "--verbose", action="store_true", help="list the misses and the wrong conflicts")
    args = ap.parse_args()
    names = ["main", "heldout"] if args.set == "both" else [args.set]
    server = start_server(args.db)
    print(f"database {args.db}; {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f}\n")
    print("| set | format | order | planted | found | right | recall | precision | judge alone | seconds |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|")
    try:
        for name in names:
            text, memories = SETS[name]
            ceiling = len(judge_finds(text, memories))
            for fmt in ("pdf", "docx"):
                for document_first in (False, True):
                    start = time.perf_counter()
                    with server.client() as c:
                        score = run(c, text, memories, fmt=fmt, document_first=document_first)
                    order = "document first" if document_first else "memories first"
                    print(f"| {name} | {fmt} | {order} | {score.planted} | {score.found} | {score.right} | "
                          f"{score.recall:.2f} | {score.precision:.2f} | {ceiling} | "
                          f"{time.perf_counter() - start:.1f} |")
                    if args.verbose:
                        for m in score.missed:
                            print(f"    missed: {m}")
                        for w in score.wrong:
                            print(f"    wrong: {w}")
        print("\nCandidate choice alone (the planted sentence among those its memory is judged against):\n")
        print("| set | planted | from the memory's side | from the document's side |")
        print("|---|---:|---:|---:|")
        for name in names:
            text, memories = SETS[name]
            planted = sum(f is not None for _m, f in memories)
            from_memory, from_document = candidates_missing(server, text, memories)
            print(f"| {name} | {planted} | {planted - len(from_memory)} | {planted - len(from_document)} |")
            if args.verbose:
                for m in from_memory:
                    print(f"    not a candidate (memory side): {m}")
                for m in from_document:
                    print(f"    not a candidate (document side): {m}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
