"""Places within places (GeoNames' tables as the geotext package ships them), and the judge that reads them."""

from __future__ import annotations

import pytest

from mneme.memory import places
from mneme.memory.judge import Candidate, OfflineJudge

JUDGE = OfflineJudge()


def conflicts(old: str, new: str) -> bool:
    return bool(JUDGE.judge_sync(new, [Candidate(id="m", text=old, kind="memory")]))


@pytest.mark.parametrize(("outer", "inner"), [
    ("France", "Lyon"), ("Texas", "Austin"), ("Scotland", "Glasgow"), ("the US", "San Francisco"),
    ("USA", "New York"), ("England", "Bath"), ("Asia", "Japan"), ("UK", "Wales"), ("Europe", "Zürich"),
    ("the US", "Texas"),
])
def test_a_place_lies_within_its_regions(outer: str, inner: str) -> None:
    assert places.nested(outer, inner) and places.nested(inner, outer)


@pytest.mark.parametrize(("a", "b"), [
    ("Lyon", "Paris"), ("France", "Austin"), ("Texas", "Paris"), ("Scotland", "Manchester"), ("Lyon", "Lyon"),
    ("Japan", "Europe"), ("France", "a village nobody has heard of"),
])
def test_other_places_do_not_nest(a: str, b: str) -> None:
    assert not places.nested(a, b)


def test_mentions_reads_the_longest_name() -> None:
    assert places.mentions("We moved from New York to San Francisco, California") == [
        "new york", "san francisco", "california"]
    assert places.mentions("no place here at all") == []
    assert places.mentions("the flat below us has a leak") == []  # "us" is no country


@pytest.mark.parametrize(("old", "new"), [
    ("User lives in France", "User lives in Lyon"),
    ("User lives in Texas", "we just moved to Austin"),
    ("Tom lives in the United States", "Tom lives in San Francisco"),
    ("Mia lives in Glasgow", "Mia lives in Scotland"),
])
def test_a_place_within_the_other_is_no_conflict(old: str, new: str) -> None:
    assert not conflicts(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("User lives in Lyon", "User moved to Paris"),
    ("User lives in France", "I moved to Austin last month"),
    ("Tom lives in Texas", "Tom lives in Glasgow"),
])
def test_places_apart_still_conflict(old: str, new: str) -> None:
    assert conflicts(old, new)


@pytest.mark.parametrize(("old", "new", "expected"), [
    # each clause of a chat turn as written is read on its own
    ("User's flat is on the 4th floor", "We're on the 7th floor and the lift is always broken", True),
    ("User enjoys running", "I find running miserable and avoid it whenever I can", True),
    ("User's flat is on the 4th floor", "we're on the 4th floor and the lift is always broken", False),
    ("User enjoys running", "I find running relaxing and do it whenever I can", False),
])
def test_each_clause_as_written(old: str, new: str, expected: bool) -> None:
    assert conflicts(old, new) is expected
