"""The judge's labelled pair sets (judge_everyday.tsv, judge_documents.tsv): loading, the fixed split rule and
scoring, shared by their tests (tests/memory/test_judge_*.py) and their benches (bench/judge_*.py).

Each row: ``a`` (the earlier statement: a memory, or a document sentence), ``b`` (the new memory), ``label``
(``contradiction`` / ``compatible``), ``kind`` and ``split``. The split was fixed before the judge was changed
for a set: ``heldout`` iff ``sha1(a + TAB + b) % 3 == 0``."""
from __future__ import annotations

import argparse
import csv
import hashlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from mneme.memory.detection import judge_text
from mneme.memory.judge import Candidate, OfflineJudge

HERE = Path(__file__).parent
EVERYDAY = HERE / "judge_everyday.tsv"
DOCUMENTS = HERE / "judge_documents.tsv"
# Written by others than whoever changed the judge, without seeing it or the sets above: ``dev`` pairs were looked
# at while the judge's frame reading was built, ``blind`` pairs never (only their totals were printed).
OUTSIDE = HERE / "judge_outside.tsv"
KINDS = HERE / "judge_kinds.tsv"
FRESH = HERE / "judge_fresh.tsv"  # the same kinds by two more writers: its dev half read once, its blind on 2026-11-28
# A third, fourth and fifth writer (sets ``n``, ``p`` and ``q``, 2026-11-28), asked for implicit conflicts, values in
# words and paraphrase: ``n`` and ``p`` read the day they came (``dev``), ``q`` never (``blind``: only its totals)
FRESH_N = HERE / "judge_fresh_n.tsv"
FRESH_P = HERE / "judge_fresh_p.tsv"
FRESH_Q = HERE / "judge_fresh_q.tsv"
FRESH_R = HERE / "judge_fresh_r.tsv"
FRESH_S = HERE / "judge_fresh_s.tsv"
FRESH_U = HERE / "judge_fresh_u.tsv"
FRESH_V = HERE / "judge_fresh_v.tsv"
FRESH_W = HERE / "judge_fresh_w.tsv"  # the six kinds only, no common sense needed (2026-11-29)

Row = dict[str, str]


def load(path: Path) -> list[Row]:
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def split_of(a: str, b: str) -> str:
    """The fixed split rule of both sets."""
    return "heldout" if int(hashlib.sha1(f"{a}\t{b}".encode()).hexdigest(), 16) % 3 == 0 else "tune"


def half_of(a: str, b: str) -> str:
    """The split rule of the sets written by others (judge_kinds.tsv, judge_fresh.tsv): ``dev`` iff
    ``sha1(a + TAB + b)`` is even."""
    return "dev" if int(hashlib.sha1(f"{a}\t{b}".encode()).hexdigest(), 16) % 2 == 0 else "blind"


def everyday_flags(judge: OfflineJudge) -> Callable[[Row], bool]:
    """An everyday pair as the judge meets it: a memory (or, kind ``document``, a chunk) against the new memory."""
    def flags(r: Row) -> bool:
        kind = "chunk" if r["kind"] == "document" else "memory"
        return bool(judge.judge_sync(r["b"], [Candidate("a", r["a"], kind)]))
    return flags


def document_flags(judge: OfflineJudge, closest: bool = False) -> Callable[[Row], bool]:
    """A document sentence as detection hands it to the judge (``judge_text``: the sentence and its clauses); with
    ``closest``, as the sentence of its document closest to the memory (its values read on fewer words in common)."""
    def flags(r: Row) -> bool:
        return bool(judge.judge_sync(r["b"], [Candidate("s", judge_text(r["a"]), "chunk", closest=closest)]))
    return flags


@dataclass
class Score:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    wrong: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    def line(self, name: str, pairs: int) -> str:
        return (f"{name:8} pairs {pairs:3}  precision {self.precision:.3f}  recall {self.recall:.3f}  "
                f"(tp={self.tp} fp={self.fp} fn={self.fn})  errors per kind: {dict(self.errors) or 'none'}")


def assert_floors(path: Path, split: str, floors: dict[str, tuple[float, float]]) -> None:
    """The offline judge on one split of a set keeps its precision and recall at least at ``floors[split]``."""
    rows = [r for r in load(path) if r["split"] == split]
    result = score(rows, everyday_flags(OfflineJudge()))
    print(result.line(split, len(rows)))
    precision, recall = floors[split]
    assert result.precision >= precision and result.recall >= recall, result.line(split, len(rows))


def score(rows: list[Row], flags: Callable[[Row], bool]) -> Score:
    s = Score()
    for r in rows:
        got, gold = flags(r), r["label"] == "contradiction"
        s.tp += got and gold
        s.fp += got and not gold
        s.fn += gold and not got
        if got != gold:
            s.errors[r["kind"]] += 1
            s.wrong.append(f"{'FP  ' if got else 'MISS'} [{r['kind']}/{r['split']}] {r['a']} || {r['b']}")
    return s


def bench_main(description: str, path: Path, flags_of: Callable[[OfflineJudge], Callable[[Row], bool]]) -> int:
    """The command line of bench/judge_everyday.py and bench/judge_documents.py: precision and recall per split."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--misses", action="store_true", help="print every wrong judgement")
    parser.add_argument("--split", default="all", help="one split of the set (tune, heldout, dev, blind) or all")
    args = parser.parse_args()
    rows, flags = load(path), flags_of(OfflineJudge())
    splits = list(dict.fromkeys(r["split"] for r in rows))
    for split in splits if args.split == "all" else (args.split,):
        part = [r for r in rows if r["split"] == split]
        result = score(part, flags)
        if args.misses:
            print("\n".join(f"  {w}" for w in result.wrong))
        print(result.line(split, len(part)))
    return 0
