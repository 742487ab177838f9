"""The offline judge on eight more writers' sets (bench/data/judge_train: 2,400 pairs written on 2026-11-28 by helpers
who had read nothing of the project, each to its own brief; its README says which). Measured unread the day they
came (precision / recall), and held here as floors so that the figures cannot slide back unseen:

- ``chat`` (casual texting) 0.941 / 0.381; ``plain`` (tidy statements) 0.849 / 0.600; ``implicit`` (common sense
  needed) 0.842 / 0.107; ``near_misses`` (210 compatible of 300) 0.864 / 0.567; ``values`` (numbers, dates, changes)
  0.880 / 0.487;
- ``documents`` (a policy's sentence against a memory, read as the memory's closest sentence) 0.759 / 0.147;
- written later that day against the false flags of a learned judge (240 compatible of 300 each): ``paraphrase``
  (the same fact in other words or units, entailed details) 0.696 / 0.533; ``confirmations`` (chat that confirms
  or adds to a memory) 0.774 / 0.400.

Then their false flags were read (2026-11-28, later) and the rules that made them narrowed, each kept only if it
cost no contradiction on any set, and their missed values read (times, dates, floors and amounts said other ways):
chat 0.972 / 0.417, plain 0.926 / 0.667, implicit 0.957 / 0.147, near_misses 0.897 / 0.578, values 0.944 / 0.567,
paraphrase 0.857 / 0.600, confirmations 0.788 / 0.433, and documents 0.794 / 0.180 once "I'm allowed to" and "my
tenancy lets me" were read as what one says one may do (bench/results/judge.md, "Reading the new writers' false
flags"). The floors hold them.

They are the training data of the learned judge measured in bench/judge_model/train.py, and far from issue 9's target
(recall 0.9 at precision 0.95): the rules read little of a new writer's phrasing."""

from __future__ import annotations

from pathlib import Path

import pytest

from mneme.memory.judge import OfflineJudge
from tests.memory import judge_sets

HERE = Path(__file__).resolve().parents[2] / "bench" / "data" / "judge_train"
FLOORS = {"chat": (0.96, 0.41), "plain": (0.92, 0.66), "implicit": (0.94, 0.14), "near_misses": (0.88, 0.57),
          "values": (0.94, 0.56), "documents": (0.78, 0.17),
          "paraphrase": (0.85, 0.59), "confirmations": (0.78, 0.43),
          # written 2026-11-29, unread; the rules' figures when they came: 0.888 / 0.527, 0.878 / 0.527, 0.765 / 0.433
          "mixed_c": (0.87, 0.51), "values_d": (0.86, 0.51), "consistent_e": (0.75, 0.41)}  # (precision, recall)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_set_is_well_formed(name: str) -> None:
    rows = judge_sets.load(HERE / f"{name}.tsv")
    assert len(rows) == 300 and len({(r["a"], r["b"]) for r in rows}) == 300
    assert {r["label"] for r in rows} == {"contradiction", "compatible"}
    assert {r["kind"] for r in rows} <= {"only", "preference", "change", "number", "date", "negation"}
    assert all(r["a"].strip() and r["b"].strip() for r in rows)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_the_judge_keeps_its_figures_on_eight_more_writers(name: str) -> None:
    judge = OfflineJudge()
    flags = judge_sets.document_flags(judge, closest=True) if name == "documents" else judge_sets.everyday_flags(judge)
    rows = [dict(r, split="writers") for r in judge_sets.load(HERE / f"{name}.tsv")]
    result = judge_sets.score(rows, flags)
    precision, recall = FLOORS[name]
    assert result.precision >= precision and result.recall >= recall, result.line(name, 300)

