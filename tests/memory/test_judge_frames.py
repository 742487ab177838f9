"""The frame reading of a pair (judge_frames.py): who, what about, yes or no, values, changes. Sentences of
this file's own, each pair seen flagged (or not) through the offline judge as detection calls it."""

from __future__ import annotations

import pytest

from mneme.memory.judge import Candidate, OfflineJudge
from mneme.memory.judge_frames import compare_frames, frames

JUDGE = OfflineJudge()


def flags(old: str, new: str) -> bool:
    return bool(JUDGE.judge_sync(new, [Candidate("m", old)]))


@pytest.mark.parametrize(("old", "new"), [
    ("Noah loves cycling to work", "Noah can't stand cycling to work"),  # a verb of dislike
    ("Priya is allergic to shellfish", "Priya has no allergies at all"),  # a denial of the class
    ("User has a rabbit", "User has no pets"),
    ("User prefers to be paid by cheque", "User wants to be paid in cash, not by cheque"),
    ("Hana is 41 years old", "Hana just turned 38"),  # ages
    ("User is 190 cm tall", "im 5'9 lol"),  # heights in other units
    ("My rent is 900 euros a month", "I pay 1,300 euros a month in rent"),
    ("User's salary is 40,000 dollars a year", "I earn 65k a year"),
    ("Tariq's commute takes 25 minutes", "Tariq's commute is about an hour and a half"),
    ("Lea's birthday is on 4 March", "Lea was born on 19 July"),
    ("User joined Siemens in 2017", "User started at Siemens in 2021"),
    ("Marco teaches history at a school in Turin", "Marco quit teaching last year"),
    ("Yuki is dating Ken", "Yuki and Ken broke up"),
    ("im living in leeds", "just moved to york!!"),
    ("User is single", "User got engaged to Dana"),
    ("Ravi is vegetarian", "Ravi eats chicken again"),
    ("I watch rugby and cricket", "the only sport I watch is tennis"),
])
def test_contradictions_the_alignment_misses(old: str, new: str) -> None:
    assert flags(old, new), (old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("Noah loves cycling to work", "Noah's sister can't stand cycling"),  # another person
    ("Alice doesn't eat meat", "Alice eats fish"),  # a denial of one thing, an assertion of another
    ("Ben can't swim", "Ben signed up for adult swimming lessons"),
    ("User has never eaten sushi", "i'd love to try sushi one day"),  # a wish asserts nothing
    ("Carla doesn't drink coffee", "should I drink coffee before the exam?"),  # a question neither
    ("User runs 5 km on weekdays", "User runs 12 km on Sundays"),  # another day
    ("The Berlin office opens at 8 am", "The Madrid office opens at 9 am"),  # another office
    ("My rent is 1200 euros a month", "I pay 14,400 euros a year in rent"),  # the same amount per year
    ("Mila's car has 80,000 km on it", "Mila drives about 15,000 km a year"),  # a total and a rate
    ("Tom went to Rome in 2019", "Tom went to Rome again in 2023"),  # events repeat
    ("User is 34", "turning 35 next month"),
    ("I live in Lisbon", "I moved to Lisbon in 2020"),
    ("User quit smoking", "User doesn't smoke anymore"),
    ("Dev only drinks his tea without milk", "Dev drinks green tea at his desk"),
    ("Amara has a son and a daughter", "Amara's only daughter started school"),
    ("User dislikes running", "User prefers swimming to running"),
])
def test_near_misses_stay_apart(old: str, new: str) -> None:
    assert not flags(old, new), (old, new)


def test_frames_read_subject_polarity_values_and_change() -> None:
    first, second = frames("Tom sold his bike and bought a car for 3,000 euros")
    assert first.subject == second.subject == "tom"
    assert first.negative and first.change == "end"
    assert second.values["money"] == frozenset({3000.0}) and not second.negative
    (question,) = frames("should i move to Porto?")
    assert question.hypothetical
    assert compare_frames("Hana just turned 38", "Hana is 41 years old") is not None
