"""Memory / document-sentence pairs of the policy sets, as detection meets them, for training and measuring the learned
judge on documents.

Each policy set is a module with ``POLICY`` (the document) and ``MEMORIES`` ((memory, fragment) pairs: the fragment
is a piece of the one sentence the memory contradicts, None for a near-miss). Every memory is paired with the
`SENTENCE_CANDIDATES` sentences of highest MiniLM cosine (as `bench/doc_conflicts_judge.py` hands them to the
judge); a pair is a contradiction when the sentence holds the memory's fragment. Sets:

- the service's tests: ``tests/memory/data/policy_*.py`` (`MEASURED` are never trained on);
- ``bench/data/doc_train``'s `UNSEEN` half of the last 48: never trained on, never read;
- training only: ``bench/data/doc_train/policy_*.py``, written by people who never read the project.

    .venv/bin/python bench/judge_model/document_pairs.py [--out pairs.tsv] [--sets a,b]
"""
from __future__ import annotations

import argparse
import csv
import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

TESTS = ROOT / "tests" / "memory" / "data"
TRAIN = ROOT / "bench" / "data" / "doc_train"
#: never trained on: the blind policies, E to H read once for their findings, I to N never read
MEASURED = ("blind_e", "blind_f", "blind_g", "blind_h", "blind_i", "blind_j", "blind_k", "blind_l", "blind_m",
            "blind_n")
#: never trained on and never read: the second half of the policies written on 2026-11-29 (evening) in
#: ``bench/data/doc_train``, which measures the shipped document judge and the rules' later readings (totals only)
UNSEEN = (
    "train_adultcollege", "train_breakdown", "train_canalboat", "train_carehome", "train_cemetery",
    "train_childminder", "train_cinema", "train_creditcard", "train_escaperoom", "train_estateagent",
    "train_extwarranty", "train_funeral", "train_hearing", "train_homecare", "train_pawnbroker",
    "train_pension", "train_personalloan", "train_physio", "train_raceentry", "train_recruitment",
    "train_solicitor", "train_stadium", "train_themepark", "train_tuitionfees",
)


@dataclass
class Memory:
    text: str
    planted: bool  # a contradiction of the document
    sentences: list[str]  # the candidates, closest first
    target: int | None  # index in `sentences` of the contradicted one (None: near-miss, or not a candidate)


def _module(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"policy_{path.stem}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def available() -> dict[str, Path]:
    """Set name -> module file: tests' ``main`` and ``heldout`` share policy_conflicts.py."""
    out = {p.stem.removeprefix("policy_"): p for p in sorted(TESTS.glob("policy_*.py"))}
    out.pop("conflicts")
    out |= {"main": TESTS / "policy_conflicts.py", "heldout": TESTS / "policy_conflicts.py"}
    out |= {f"train_{p.stem.removeprefix('policy_')}": p for p in sorted(TRAIN.glob("policy_*.py"))}
    return out


def load(name: str, path: Path) -> tuple[str, list[tuple[str, str | None]]]:
    m = _module(path)
    if name == "heldout":
        return m.HELDOUT_POLICY, m.HELDOUT_MEMORIES
    return m.POLICY, m.MEMORIES


def memories(name: str, path: Path, embedder: object, k: int) -> list[Memory]:
    """The set's memories, each with its `k` sentences of highest cosine."""
    from mneme.memory.documents import split_sentences

    policy, items = load(name, path)
    sentences = [s.text for s in split_sentences(policy)]
    sv = embedder.embed_sync(sentences)  # type: ignore[attr-defined]
    mv = embedder.embed_sync([m for m, _ in items])  # type: ignore[attr-defined]
    out = []
    for j, (text, fragment) in enumerate(items):
        order = [int(i) for i in np.argsort(-(sv @ mv[j]))[:k]]
        where = next((i for i, s in enumerate(sentences) if fragment and fragment in s), None)
        out.append(Memory(text, fragment is not None, [sentences[i] for i in order],
                          order.index(where) if where in order else None))
    return out


def rows(items: list[Memory]) -> list[tuple[str, str, int]]:
    """(sentence, memory, 1 if it contradicts): the sentence as the stored side, the memory as the new one."""
    return [(s, m.text, int(i == m.target)) for m in items for i, s in enumerate(m.sentences)]


def main() -> int:
    from mneme.memory.detection import SENTENCE_CANDIDATES
    from mneme.memory.embeddings import LocalEmbedder

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="write the pairs as a TSV of a, b, label, kind (train.py --extra)")
    ap.add_argument("--sets", default="", help="comma-separated set names (default: all but the measured ones)")
    ap.add_argument("--k", type=int, default=SENTENCE_CANDIDATES)
    args = ap.parse_args()
    every = available()
    names = args.sets.split(",") if args.sets else [n for n in every if n not in MEASURED and n not in UNSEEN]
    embedder = LocalEmbedder()
    table = []
    for name in names:
        items = memories(name, every[name], embedder, args.k)
        table += rows(items)
        print(f"{name:18} memories {len(items):3}  planted {sum(m.planted for m in items):3}  "
              f"planted sentence among the candidates {sum(m.target is not None for m in items):3}")
    if args.out:
        with open(args.out, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh, delimiter="\t", lineterminator="\n")
            w.writerow(["a", "b", "label", "kind"])
            w.writerows([a, b, "contradiction" if y else "compatible", "document"] for a, b, y in table)
        print(f"{len(table)} pairs ({sum(y for *_, y in table)} contradictions) -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
