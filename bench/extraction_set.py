"""The offline extractor against the labelled chat turns of tests/memory/data/extraction_set.jsonl.

Each line is one user turn: ``turn`` (the message as typed), ``expected`` (the facts a careful person
would record from it, in any order; ``[]`` for greetings, thanks, questions and requests), ``split``
(``heldout``: the 26 turns written and committed before the extractor was tuned, never tuned on; ``tune``:
the rest), and optionally ``name`` (the person's name as a stored fact already gives it) and ``date`` (the
message's date, ISO). The turn goes through what an add does: the offline extractor, then
:func:`~mneme.memory.extraction.finish_facts` (the name, said in the turn or ``name``; dates from ``date``).

Matching rule (strict): a produced fact matches an expected fact of the same turn when both are equal after
normalisation: lower case, the apostrophe forms ’/' unified, every other non-alphanumeric character removed,
whitespace collapsed. Each expected fact matches at most one produced fact. Precision = matched / produced,
recall = matched / expected, F1 their harmonic mean, summed over the turns of a split (micro-average).

Run: ``PYTHONPATH=src .venv/bin/python bench/extraction_set.py [--mistakes]``.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mneme.memory.extraction import OfflineExtractor, finish_facts

SET = Path(__file__).resolve().parent.parent / "tests" / "memory" / "data" / "extraction_set.jsonl"


def load(path: Path = SET) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def normalise(fact: str) -> str:
    text = fact.lower().replace("\u2019", "'")
    return " ".join(re.sub(r"[^a-z0-9' ]+", " ", text).replace(" '", " ").replace("' ", " ").split())


@dataclass
class Score:
    produced: int = 0
    expected: int = 0
    matched: int = 0
    turns: int = 0
    mistakes: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.matched / self.produced if self.produced else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.expected if self.expected else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


async def facts_of(extractor: OfflineExtractor, row: dict[str, Any]) -> list[str]:
    facts = await extractor.extract([{"role": "user", "content": row["turn"]}])
    today = dt.date.fromisoformat(row["date"]) if row.get("date") else None
    return finish_facts(facts, known_name=row.get("name"), today=today)


async def score(rows: list[dict[str, Any]], extractor: OfflineExtractor | None = None) -> dict[str, Score]:
    """Scores per split and ``all``."""
    extractor = extractor or OfflineExtractor(embeddings=False)
    out: dict[str, Score] = {}
    for row in rows:
        got = await facts_of(extractor, row)
        expected = [normalise(e) for e in row["expected"]]
        left = list(expected)
        matched = 0
        for fact in got:
            if normalise(fact) in left:
                left.remove(normalise(fact))
                matched += 1
        for name in (row["split"], "all"):
            s = out.setdefault(name, Score())
            s.turns += 1
            s.produced += len(got)
            s.expected += len(expected)
            s.matched += matched
        extra = [f for f in got if normalise(f) not in expected]
        if extra or left:
            out[row["split"]].mistakes.append(
                f"[{row['id']}] {row['turn']!r}\n    got:      {got}\n    expected: {row['expected']}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mistakes", action="store_true", help="print the turns with a difference")
    parser.add_argument("--set", type=Path, default=SET, help="another set of the same form, e.g. "
                        "tests/memory/data/extraction_outside.jsonl (100 turns written by someone who never saw "
                        "the extractor; split 'blind')")
    args = parser.parse_args()
    scores = asyncio.run(score(load(args.set)))
    print(f"{'split':<8} {'turns':>5} {'expected':>8} {'produced':>8} {'matched':>7} {'P':>6} {'R':>6} {'F1':>6}")
    for name in [n for n in scores if n != "all"] + ["all"]:
        s = scores[name]
        print(f"{name:<8} {s.turns:>5} {s.expected:>8} {s.produced:>8} {s.matched:>7} "
              f"{s.precision:>6.3f} {s.recall:>6.3f} {s.f1:>6.3f}")
    if args.mistakes:
        for name in [n for n in scores if n != "all"]:
            print(f"\n== {name} mistakes")
            print("\n".join(scores[name].mistakes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
