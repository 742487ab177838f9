"""The offline judge on the issue's kinds of memory pairs (judge_kinds.tsv; bench/judge_kinds.py prints the
figures), written by someone who saw neither the judge nor its other sets: negation with "only", preferences with
"not by", changes of state, numbers with units, dates and plain negation. The ``dev`` half was read while the judge
was changed (P 0.845 / R 0.671 before, 0.957 / 0.904 after), the ``blind`` half never (0.886 / 0.661 before,
0.894 / 0.712 after). The floors keep these figures from sliding back; issue 9's target (recall 0.9 at precision
0.95) is met on neither half."""

from __future__ import annotations

import pytest

from mneme.memory.judge import Candidate, OfflineJudge
from tests.memory import judge_sets

FLOORS = {"dev": (0.95, 0.85), "blind": (0.88, 0.70)}  # precision, recall


def test_set_is_well_formed() -> None:
    rows = judge_sets.load(judge_sets.KINDS)
    assert len(rows) == 240 and len({(r["a"], r["b"]) for r in rows}) == len(rows)
    assert {r["split"] for r in rows} == set(FLOORS)
    assert {r["kind"] for r in rows} == {"only", "not_by", "change", "units", "dates", "plain"}


@pytest.mark.parametrize("split", sorted(FLOORS))
def test_the_judge_keeps_its_figures_on_the_issue_s_kinds(split: str) -> None:
    rows = [r for r in judge_sets.load(judge_sets.KINDS) if r["split"] == split]
    result = judge_sets.score(rows, judge_sets.everyday_flags(OfflineJudge()))
    print(result.line(split, len(rows)))
    precision, recall = FLOORS[split]
    assert result.precision >= precision and result.recall >= recall, result.line(split, len(rows))


@pytest.mark.parametrize(
    ("old", "new", "conflict"),
    [
        # chat intensifiers, a lower-case name's own topic, fear as a dislike, an identity's opposite
        ("User is a morning person", "im def not a morning person, hate early starts", True),
        ("Clara is afraid of flying", "clara loves flying, totally relaxed on planes", True),
        ("A man is screaming", "A man is scared", False),
        ("User is an extrovert", "im super introverted tbh, parties drain me", True),
        ("Simon is good at maths", "simon is terrible at maths, always has been", True),
        # midnight as a time, a possessive typed without its apostrophe, areas, "25k", pounds of weight
        ("Tariq's night shift starts at 10pm", "tariqs night shift starts at midnight", True),
        ("User's flat is 50 square metres", "my flat is like 1200 sq ft", True),
        ("User's flat is 50 square metres", "my flat is about 540 sq ft", False),
        ("User's suitcase weighs 23 kg", "my suitcase is only 10 pounds", True),
        ("User drinks 4 cups of coffee a day", "i have one coffee a day max", True),
        # ends of a state, a birthday told by a feast, the same age in another month
        ("Theo is a student at Leeds University", "theo graduated in july and started a full time job", True),
        ("User is unemployed", "started a new job at the bank on monday", True),
        ("User drives a diesel car", "traded in the diesel, i drive an electric car now", True),
        ("Victor's birthday is 1 January", "victor was born on new years eve", True),
        ("User's son turns 5 in October", "my son turned 5 in april", True),
        # not conflicts: "only" under a condition of time, a visit, another's "no", a name shared by a move,
        # a restriction of place, a rate on some days
        ("Priya drinks coffee every morning", "priya only drinks decaf after 6pm", False),
        ("Carlos lives alone", "carlos's girlfriend stays over at weekends", False),
        ("User likes to pay by card", "i pay the window cleaner in cash since he doesnt take card", False),
        ("Rosa is married to Dan", "rosa and dan moved to a bigger house", False),
        ("Raj only cooks vegetarian food at home", "raj orders chicken when he eats out", False),
        ("Oscar cycles 100 km a week", "oscar cycles 20 km a day on weekdays and rests at weekends", False),
        ("Elena doesn't have any siblings", "Elena's brother is visiting from Madrid", True),
        # chat turns of phrase: "wfh", "by car" and "instead of driving", "im on 25k"
        ("User only works from home", "im in the office 5 days a week now, no wfh at all", True),
        ("Isabel commutes to work by car", "isabel bikes to work now instead of driving", True),
        ("User earns £40,000 a year", "im on about 25k a year", True),
        ("User earns £40,000 a year", "im on about 40k a year", False),
    ],
)
def test_readings_of_everyday_phrasing(old: str, new: str, conflict: bool) -> None:
    assert bool(OfflineJudge().judge_sync(new, [Candidate("a", old)])) is conflict
