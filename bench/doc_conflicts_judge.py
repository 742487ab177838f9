"""Document conflicts, judge only: each planted memory against the document's sentences closest to it, in process.

For every policy set of tests/memory/data (the handbook and held-out policy of policy_conflicts.py, the two
outside sets, and fourteen blind policies written by people who never saw the code), each memory is handed to the
offline judge with the `SENTENCE_CANDIDATES` (6) sentences of highest MiniLM cosine, each as detection presents a
sentence (`detection.judge_text`), the first marked as the closest (`Candidate.closest`). It measures the judge on
the sentences detection would mostly pick, without a
server; `bench/doc_conflicts_bench.py` runs the whole path over HTTP. A finding is right when it names the planted
sentence (the one holding the memory's fragment); a finding for a near-miss, or on another sentence, is wrong.

    .venv/bin/python bench/doc_conflicts_judge.py [--sets main,blind_a,...] [--judge rules|service] [--verbose]

``--judge service`` measures the service's default judge (`judge_model.RulesAndModelJudge`: the rules, and the
learned document judge on the sentences they pass over) instead of the offline rules alone.

`--verbose` lists misses and wrong findings: never for the blind sets (blind_i to blind_n have never been
read; blind_a to blind_d once, blind_e to blind_g once for their wrong findings and misses, blind_h's two wrong
findings once). Results:
bench/results/doc_conflicts.md.
"""
from __future__ import annotations

import argparse
import asyncio
import importlib
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from mneme.memory.detection import SENTENCE_CANDIDATES, judge_text  # noqa: E402
from mneme.memory.documents import split_sentences  # noqa: E402
from mneme.memory.embeddings import LocalEmbedder  # noqa: E402
from mneme.memory.judge import Candidate, Judge, OfflineJudge  # noqa: E402
from tests.memory.data import policy_conflicts  # noqa: E402

Memories = list[tuple[str, "str | None"]]
MODULES = {"outside": "policy_outside", "outside2": "policy_outside2",
           **{f"blind_{x}": f"policy_blind_{x}" for x in "abcdefghijklmn"}}


def sets() -> dict[str, tuple[str, Memories]]:
    out: dict[str, tuple[str, Memories]] = {
        "main": (policy_conflicts.POLICY, policy_conflicts.MEMORIES),
        "heldout": (policy_conflicts.HELDOUT_POLICY, policy_conflicts.HELDOUT_MEMORIES)}
    for name, module in MODULES.items():
        m = importlib.import_module(f"tests.memory.data.{module}")
        out[name] = (m.POLICY, m.MEMORIES)
    return out


async def score(text: str, memories: Memories, embedder: LocalEmbedder,
                judge: Judge) -> tuple[int, int, int, list[str]]:
    sentences = [s.text for s in split_sentences(text)]
    sv = await embedder.embed(sentences)
    mv = await embedder.embed([m for m, _ in memories])
    planted = found = wrong = 0
    lines: list[str] = []
    for k, (memory, fragment) in enumerate(memories):
        order = np.argsort(-(sv @ mv[k]))[:SENTENCE_CANDIDATES]
        verdicts = await judge.judge(memory, [Candidate(id=str(i), text=judge_text(sentences[i]), kind="chunk",
                                                       closest=not r) for r, i in enumerate(order)])
        target = next((i for i, s in enumerate(sentences) if fragment and fragment in s), None)
        planted += fragment is not None
        hit = any(int(v.candidate_id) == target for v in verdicts)
        found += hit
        for v in verdicts:
            if int(v.candidate_id) != target:
                wrong += 1
                lines.append(f"    wrong: {memory}  <->  {sentences[int(v.candidate_id)][:110]}")
        if fragment is not None and not hit:
            lines.append(f"    missed{'' if target in order else ' (not a candidate)'}: {memory}")
    return planted, found, wrong, lines


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", default="", help="comma-separated names (default: all)")
    ap.add_argument("--judge", choices=("rules", "service"), default="rules")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    every = sets()
    names = args.sets.split(",") if args.sets else list(every)
    embedder = LocalEmbedder()
    judge: Judge = OfflineJudge()
    if args.judge == "service":
        from mneme.memory.judge_model import RulesAndModelJudge

        judge = RulesAndModelJudge()
    print("| set | planted | found | wrong | recall | precision |\n|---|---:|---:|---:|---:|---:|")
    total = [0, 0, 0]
    for name in names:
        planted, found, wrong, lines = await score(*every[name], embedder, judge)
        total = [total[0] + planted, total[1] + found, total[2] + wrong]
        precision = found / max(1, found + wrong)
        print(f"| {name} | {planted} | {found} | {wrong} | {found / planted:.2f} | {precision:.2f} |")
        if args.verbose:
            print("\n".join(lines))
    print(f"| all | {total[0]} | {total[1]} | {total[2]} | {total[1] / total[0]:.2f} | "
          f"{total[1] / max(1, total[1] + total[2]):.2f} |")


if __name__ == "__main__":
    asyncio.run(main())
