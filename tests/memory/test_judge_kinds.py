"""The offline judge on the issue's kinds of memory pairs (judge_kinds.tsv; bench/judge_kinds.py prints the
figures), written by two people who saw neither the judge nor its other sets (sets ``h`` and ``j``, 240 pairs each):
negation with "only", preferences with "not by", changes of state, numbers with units, dates and plain negation.
The ``dev`` halves were read while the judge was changed (P 0.830 / R 0.576 before, 0.942 / 0.785 after two
rounds, 0.945 / 0.833 after a third, 0.976 / 0.833 after a round for precision), the ``blind`` halves never (0.880 /
0.550 before, 0.882 / 0.625, 0.884 / 0.633, 0.894 / 0.633, 0.895 / 0.642 with each clause as written), until
2026-11-28, when one round read their misses (0.966 / 0.717 after it; judge_fresh_q.tsv is the unread set now).
The floors keep these figures from sliding back; issue 9's target (recall 0.9 at precision 0.95) is met on neither."""

from __future__ import annotations

import pytest

from mneme.memory.judge import Candidate, OfflineJudge
from tests.memory import judge_sets

FLOORS = {"dev": (0.98, 0.85), "blind": (0.96, 0.71)}  # precision, recall


def test_set_is_well_formed() -> None:
    rows = judge_sets.load(judge_sets.KINDS)
    assert len(rows) == 480 and len({(r["a"], r["b"]) for r in rows}) == len(rows)
    assert {r["set"] for r in rows} == {"h", "j"}
    assert {r["split"] for r in rows} == set(FLOORS)
    assert all(r["split"] == judge_sets.half_of(r["a"], r["b"]) for r in rows)
    assert {r["kind"] for r in rows} == {"only", "not_by", "change", "units", "dates", "plain"}


@pytest.mark.parametrize("split", sorted(FLOORS))
def test_the_judge_keeps_its_figures_on_the_issue_s_kinds(split: str) -> None:
    judge_sets.assert_floors(judge_sets.KINDS, split, FLOORS)


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
        # a second writer's phrasing: accents, praise and blame, handedness, a glass of red, a bare hour after
        # "starts work at", sizes, hours a week, another doing of a kind, a one-off week
        ("Tomás speaks fluent German", "tomas doesnt speak a word of german", True),
        ("Grace is a terrible cook", "grace is an amazing cook, her lasagne is unreal 😍", True),
        ("Ella is left-handed", "ella writes with her right hand, always has", True),
        ("Noor doesn't drink alcohol", "noor loves a glass of red with dinner 🍷", True),
        ("Ollie's shift starts at 7am", "ollie starts work at 11, gets a lie in every day lucky him", True),
        ("User's shoe size is UK 9", "im a uk size 5 in shoes, tiny feet lol", True),
        ("Jade works 40 hours a week", "jade works part time, about 16 hrs a week", True),
        ("Jade works 40 hours a week", "jade works about 40 hrs a week", False),
        ("Kenji only plays the piano", "kenji listens to loads of guitar music tho", False),
        ("User's bin day is Wednesday", "bank holiday this week so bins are thursday instead, back to wednesdays after",
         False),
        ("Send the weekly report on Friday", "Send the monthly report on Monday, not on Friday", False),
        ("Chloe's dentist appointment is on Monday at 10am", "chloes dentist appt is friday at 3 🦷", True),
        # one list of conditions for "only": a time for another thing of the kind, "unless" for the alignment
        # (and the same "only" without its condition still denies)
        ("Sam only takes the bus after 6pm", "sam takes the train in the morning", False),
        ("Priya only drinks water after 8pm", "priya has a beer at lunch", False),
        ("Ben takes the bus", "ben only takes the train unless it snows", False),
        ("Ana only drinks tea unless she is tired", "ana drinks coffee", False),
        ("Ben takes the bus", "ben only takes the train", True),
        # a time of day an act never comes before (or after); a weekday with its part of the day
        ("User wakes up at 6am every day", "i never get up before 10, not a morning person at all", True),
        ("Ella finishes work at 5pm", "ella never leaves work before 8pm, its brutal", True),
        ("Ella finishes work at 9pm", "ella never leaves work before 8pm", False),
        ("User goes to bed at 11pm", "im never in bed before 1am these days", True),
        ("Tom never gets up before 9", "tom woke up at 5 today for his flight", False),
        ("Priya gets up at 7:30", "priyas kids are never up before 9", False),
        ("Fiona's yoga class is on Saturday mornings", "fionas yoga class is on sunday evenings at 6", True),
        # what ended, not why; leaving home; a switch to the opposite
        ("Connor plays for a Sunday league team", "connor quit sunday league after his knee op", True),
        ("Arjun lives with his parents", "arjun finally got his own flat in croydon and moved out", True),
        ("Arjun lives with his parents", "id love my own flat one day", False),
        ("Arjun lives with his parents", "arjuns sister moved out last week", False),
        ("Arjun lives with his parents", "arjun works in his own home office", False),
        ("Nadia works night shifts", "nadia switched to days, 8 to 4 now", True),
        ("Tom drinks coffee in the morning", "tom switched to tea in the evenings", False),
        # one amount in two units, rounded; a day on working days only; "on TV", "to work" as restrictions
        ("Pablo's TV is 55 inches", "pablos tv is about 140 cm diagonally", False),
        ("Pablo's TV is 55 inches", "pablos tv is about 100 cm diagonally", True),
        ("Pablo's TV is 55 inches", "pablos tv is 56 inches", True),
        ("Ravi runs 5 miles every morning", "ravi runs 8 km every morning", False),
        ("Jade works 40 hours a week", "jade works 8 hours a day, monday to friday", False),
        ("Jade works 40 hours a week", "jade works 10 hours a day, monday to friday", True),
        ("Aisha only watches tennis on TV", "aisha goes to football matches with her dad sometimes", False),
        ("Aisha only watches tennis on TV", "aisha watches football on tv every weekend", True),
        ("Leila only takes the train to work", "leila drove to the seaside on saturday w/ her kids", False),
        ("Leila only takes the train to work", "leila drives to work now", True),
        # chat's money and days, a month's part, rent in thousands, "looking for work", "smoke free"
        ("Harry's gym membership costs £30 a month", "gym is a tenner a month, cheapest one around", True),
        ("Olu only goes to the gym on Mondays", "gym is mon wed fri for me now 💪", True),
        ("Olu only goes to the gym on Mondays", "olu goes swimming on fridays", False),
        ("User's thesis deadline is 30 April", "deadline got pushed to end of may thank god", True),
        ("User's rent is $1,200 a month", "rent jumped to 1.5k a month, landlord raised it", True),
        ("User's rent is $1,200 a month", "rent is 1.2k a month", False),
        ("Julia is unemployed and looking for work", "started my new job at the council on monday 🎉", True),
        ("User smokes about a pack a day", "been smoke free 6 months now, quit cold turkey", True),
        # one-off weekdays, talk of a move, an elliptical "not" of a plan, "I'd pick" as a preference
        ("Beth's piano lessons are on Saturday mornings", "no piano this saturday, teacher is sick", False),
        ("Beatriz lives in Porto", "moving to lisbon is something we talk about but not anytime soon", False),
        ("Amara only takes the train to her parents", "might try driving there next time instead of the train", False),
        ("User prefers tea over coffee", "these days id pick coffee over tea every time", True),
    ],
)
def test_readings_of_everyday_phrasing(old: str, new: str, conflict: bool) -> None:
    assert bool(OfflineJudge().judge_sync(new, [Candidate("a", old)])) is conflict
