"""The offline judge on everyday memory phrasing (issue 9 item 4): judge_everyday.tsv, 211 labelled pairs of
negation with "only", preferences with "not by", moves and changes of state, numbers with units, dates,
typos and chat filler, and long document sentences against short memories.

The split was fixed before the judge was changed for this set, by a hash rule this test re-checks (so no row
can be moved between parts): ``heldout`` iff ``sha1(a + TAB + b) % 3 == 0``. The thresholds are asserted on
the held-out part; the rules were tuned on the ``tune`` part. Run with ``-s`` to see the figures and misses.
"""

from __future__ import annotations

from collections import Counter

import pytest

from mneme.memory.judge import Candidate, OfflineJudge
from tests.memory import judge_sets

KINDS = {"only", "not_by", "change", "number", "date", "typo_filler", "document", "compatible_other"}
MIN_PRECISION = 0.95
MIN_RECALL = 0.9
JUDGE = OfflineJudge()


def load() -> list[dict[str, str]]:
    return judge_sets.load(judge_sets.EVERYDAY)


def scores(rows: list[dict[str, str]], name: str) -> tuple[float, float]:
    result = judge_sets.score(rows, judge_sets.everyday_flags(JUDGE))
    print("\n".join(f"  {w}" for w in result.wrong) + "\n" + result.line(name, len(rows)))
    return result.precision, result.recall


def test_set_is_well_formed_and_split_by_the_fixed_rule() -> None:
    rows = load()
    assert len(rows) >= 150
    assert len({(r["a"], r["b"]) for r in rows}) == len(rows)
    for r in rows:
        assert r["label"] in ("contradiction", "compatible") and r["kind"] in KINDS, r
        assert r["a"].strip() and r["b"].strip()
        assert r["split"] == judge_sets.split_of(r["a"], r["b"]), r
    by_kind = Counter((r["kind"], r["label"]) for r in rows)
    for kind in KINDS - {"compatible_other"}:
        assert by_kind[(kind, "contradiction")] >= 10 and by_kind[(kind, "compatible")] >= 8, (kind, by_kind)
    held = [r for r in rows if r["split"] == "heldout"]
    assert len(held) >= 60 and sum(r["label"] == "contradiction" for r in held) >= 30


def test_held_out_precision_and_recall() -> None:
    precision, recall = scores([r for r in load() if r["split"] == "heldout"], "held-out")
    assert precision >= MIN_PRECISION
    assert recall >= MIN_RECALL


def test_tune_precision_and_recall() -> None:
    precision, recall = scores([r for r in load() if r["split"] == "tune"], "tune")
    assert precision >= MIN_PRECISION
    assert recall >= MIN_RECALL


# Each reading the judge learnt, on sentences of neither part of the set.
CONFLICTS = [
    # "only" another thing, and a clause "not X, only Y"
    ("Hana paints with oil colours", "Hana only paints with watercolours"),
    ("Hana eats eggs", "Hana does not eat eggs, only cheese"),
    # an ellipsis filled in: "Y, not X", "Y rather than X"
    ("Noah wants the invoice by fax", "Noah wants the invoice by mail, not by fax"),
    ("Noah wants the invoice by fax", "Noah wants the invoice by mail rather than by fax"),
    ("Ines prefers green curtains", "Ines prefers blue curtains, not green curtains"),
    # changes of state read as the state they lead to
    ("Oscar lives in Porto", "Oscar relocated to Madrid last month"),
    ("Greta drinks alcohol", "Greta gave up drinking alcohol"),
    ("The lab uses Oracle", "The lab migrated from Oracle to SQLite"),
    ("Yuki is single", "Yuki got married in 2024"),
    # quantities with units, converted
    ("The cable is 2 m long", "The cable is 150 cm long"),
    ("The film lasts 2 hours", "The film lasts 100 minutes"),
    ("We own four bikes", "We own two bikes"),
    # typos, chat spelling, filler, lead-ins
    ("Pablo likes olives", "tbh pablo doesnt like olivs"),
    ("The bakery opens at 7am", "Quick update: the bakery opens at 8am"),
    # a long document sentence against a short memory
    ("The library on the first floor opens at 10am and closes at 6pm.", "The library opens at 11am"),
    # a range, a clock time and a half said in words: a value outside them still differs
    ("My commute takes 30 to 40 minutes.", "my commute is 55 minutes"),
    ("Rent is £900-£1000 a month.", "rent is 1200 a month"),
    ("I go to the gym 2 or 3 times a week.", "i go to the gym six times a week"),
    ("Class starts at 9:00.", "class starts at ten past nine"),
    ("I've been learning Portuguese for a year and a half.", "3 years into my portuguese now"),
    ("The meeting lasts 90 minutes.", "the meeting lasts two and a half hours"),
    ("I earn £32,000 a year.", "my salary works out just over 2.2k a month"),
    # the thing is the speaker's own
    ("Sam doesn't have any pets.", "Sam got a dog last week"),
    # "only" in a place, and another thing there (or anywhere, when the "only" names no place)
    ("Hana only rides the tram in Prague.", "in Prague Hana takes the metro everywhere"),
    ("Aiko only uses trains in Japan.", "Aiko rented a car to drive around Osaka."),
    ("Hana only rides the tram.", "in Vienna Hana takes the metro everywhere"),
    # a habit denied for good, the same occasion, the same one
    ("Ewan works overtime most weeks.", "ewan doesn't do overtime anymore"),
    ("Agnieszka isn't on the rota this week.", "agnieszka is on the rota this week after all"),
    ("My manager is supportive.", "my manager is completely unsupportive"),
    # the thing in it after all
    ("The office has no gym.", "there's a gym in the office basement"),
    # "only" one of them used
    ("I use Spotify and Apple Music.", "I only use Spotify now, cancelled Apple Music."),
    # off it, and none at all
    ("Hoang takes antidepressants.", "been off the antidepressants three months now"),
    ("Kevin saves money every month.", "kevin doesn't save any money anymore"),
]
COMPATIBLE = [
    ("Hana paints with watercolours", "Hana only paints with watercolours"),
    ("Hana paints", "Hana not only paints but also sculpts"),
    ("Noah wants the invoice by mail", "Noah wants the invoice by mail, not by fax"),
    ("Oscar lives in Madrid", "Oscar relocated to Madrid last month"),
    ("The lab uses SQLite", "The lab migrated from Oracle to SQLite"),
    ("I gave up drinking alcohol", "I do not drink alcohol anymore"),
    ("The cable is 2 m long", "The cable is 200 cm long"),
    ("The film lasts 2 hours", "The film lasts 120 minutes"),
    ("Theo is 40 years old", "Theo is 40"),
    ("Pablo likes olives", "tbh pablo likes olivs"),
    ("The library on the first floor opens at 10am and closes at 6pm.", "The library closes at 6pm"),
    ("Oscar lives in Porto", "Oscar's sister relocated to Madrid"),
    # a value within a range the other states
    ("My commute takes 30 to 40 minutes.", "my commute is 35 minutes"),
    ("My commute takes 35 minutes.", "my commute is 30-40 mins"),
    ("The flat costs between £900 and £1,000 a month.", "we pay £950 monthly for the flat"),
    ("Rent is £900-£1000 a month.", "rent is 950 a month"),
    ("I go to the gym 2 or 3 times a week.", "i go to the gym three times a week"),
    # clock times and halves said in words
    ("Class starts at 8:50.", "class starts at ten to nine"),
    ("Class starts at 9:10.", "class starts at ten past nine"),
    ("My train gets in at 23:40.", "train gets in at twenty to midnight"),
    ("The bus leaves at 7:30 in the morning.", "the bus is at half seven am"),
    ("The bus leaves at 18:50.", "the bus leaves at ten to seven in the evening"),
    ("I've been learning Portuguese for a year and a half.", "18 months into my portuguese now"),
    ("The meeting lasts 90 minutes.", "the meeting lasts one and a half hours"),
    # an amount said roughly, in another unit or period
    ("I drive 60 miles to work.", "it's roughly a 100 km drive to work"),
    ("I earn £32,000 a year.", "my salary works out just over 2.6k a month"),
    # the thing is theirs: a plural possessive ("his parents' dog")
    ("Sam doesn't have any pets.", "Sam looks after his parents' dog at weekends"),
    ("Sam doesn't have any pets.", "Sam walks the neighbours' dog every morning"),
    ("I've never owned a car.", "i drive my parents' car to work"),
    # "only" in one place, and another thing in another place
    ("Hana only rides the tram in Prague.", "in vienna hana takes the metro everywhere"),
    ("Aiko only uses trains in Japan.", "Aiko rented a car for her road trip around New Zealand."),
    # a "no" this week against a habit; this week and next; a former one
    ("Ewan works overtime most weeks.", "ewan didn't do any overtime this week"),
    ("Agnieszka isn't on the rota this week.", "agnieszka's back on the rota next week"),
    ("My manager is supportive.", "my old manager was completely unsupportive, this one's great"),
    # a thing near it, not in it
    ("The hotel has no pool.", "There's a public pool five minutes from the hotel."),
    ("The office has no gym.", "there's a gym next to the office"),
    # what a thing is only used for
    ("I use Spotify and Apple Music.", "Apple Music is only for the car, Spotify for everything else."),
    ("I have a credit card and a debit card.", "the debit card is only for bills"),
    # off it as stopped; less of it, not none
    ("Hoang has stopped taking antidepressants.", "Hoang's been off the antidepressants three months now"),
    ("Kevin saves money every month.", "didnt save as much this month as usual, but still put a bit away"),
]


@pytest.mark.parametrize(("old", "new"), CONFLICTS)
def test_readings_find_the_conflict(old: str, new: str) -> None:
    assert JUDGE.judge_sync(new, [Candidate("a", old)]), (old, new)


@pytest.mark.parametrize(("old", "new"), COMPATIBLE)
def test_readings_do_not_invent_one(old: str, new: str) -> None:
    assert not JUDGE.judge_sync(new, [Candidate("a", old)]), (old, new)
