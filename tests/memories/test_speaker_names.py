"""Extracted facts name the person once the name is known, read well, and still conflict (issue 9 item 2).

Real HTTP against both databases: the add job renders the extractors' "User" marker with the name said in
the add or stored as a fact of the same user, turns relative dates into the add's date, and the detector
compares "Alice lives in Marseille" with "User lives in Lyon" written before the name was known."""
from __future__ import annotations

import datetime as dt
from typing import Any

from tests.conftest import LiveServer, data, make_project
from tests.memories.helpers import add, add_event, conflicts, search


def content(c: Any, pid: str, mid: str) -> str:
    return str(data(c.get(f"/api/v2/projects/{pid}/memories/{mid}"))["content"])


def added(c: Any, pid: str, *texts: str, user_id: str | None) -> list[str]:
    ev = add_event(c, pid, *texts, infer=True, user_id=user_id)
    return [content(c, pid, mid) for mid in ev["memory_ids"]]


def test_the_issue_scenario_name_grammar_filler_and_the_conflict(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        lyon = add(c, pid, "User lives in Lyon", user_id="alice")  # stored before the name was known
        assert added(c, pid, "Hi! I'm Alice.", user_id="alice") == ["User's name is Alice"]
        assert added(c, pid, "I mostly write Rust and Python", user_id="alice") == ["Alice writes Rust and Python"]
        assert added(c, pid, "I usually wake up at 4am", user_id="alice") == ["Alice usually wakes up at 4am"]
        for chat in ("thanks!", "can you remind me tomorrow?", "what's the weather"):
            assert added(c, pid, chat, user_id="alice") == [], chat
        ev = add_event(c, pid, "Big news: I live in Marseille now, we moved last week", infer=True, user_id="alice")
        assert [content(c, pid, m) for m in ev["memory_ids"]] == ["Alice lives in Marseille"]
        assert len(ev["conflict_ids"]) == 1, ev
        found = conflicts(c, pid)["items"]
        assert len(found) == 1 and set(found[0]["memory_ids"]) == {lyon, ev["memory_ids"][0]}, found
        assert "Alice" in found[0]["description"] and "User" not in found[0]["description"], found[0]
        # a fact stored with the marker is not stored again with the name
        add(c, pid, "User has two cats", user_id="alice")
        assert added(c, pid, "I have two cats", user_id="alice") == []
        # the question that names the person now finds the facts written with the name
        hits = search(c, pid, "Where does Alice live?", user_id="alice", threshold=0.0)
        assert hits[0]["content"] == "Alice lives in Marseille", hits


def test_the_name_is_per_user_and_said_in_the_same_add(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        assert added(c, pid, "my name is Omar, I'm a pharmacist", user_id="omar") == [
            "User's name is Omar", "Omar is a pharmacist"]
        # another user of the project has no name yet: the marker stays
        assert added(c, pid, "I'm a pharmacist too", user_id="zoe") == ["User is a pharmacist too"]
        # no user: the name said in this add still applies to this add, and nothing is looked up
        assert added(c, pid, "Kenji here. im allergic to shellfish btw", user_id=None) == [
            "User's name is Kenji", "Kenji is allergic to shellfish"]
        assert added(c, pid, "I'm allergic to cats", user_id=None) == ["User is allergic to cats"]


def test_a_stored_fact_of_the_user_gives_the_name(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        add(c, pid, "User is Priya", user_id="p1")  # the older extractor's name fact, added verbatim
        add(c, pid, "User is French", user_id="p2")  # a nationality is not a name
        assert added(c, pid, "My sister lives in Leeds", user_id="p1") == ["Priya's sister lives in Leeds"]
        assert added(c, pid, "My sister lives in Leeds", user_id="p2") == ["User's sister lives in Leeds"]


def test_relative_dates_become_the_date_of_the_add(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        ev = add_event(c, pid, "Yesterday I bought a bike. I'm flying to Oslo next month!", infer=True,
                       user_id="dan")
        rows = [data(c.get(f"/api/v2/projects/{pid}/memories/{m}")) for m in ev["memory_ids"]]
        day = dt.datetime.fromisoformat(rows[0]["created_at"].replace("Z", "+00:00")).astimezone(dt.UTC).date()
        before = day - dt.timedelta(days=1)
        month = dt.date(day.year + day.month // 12, day.month % 12 + 1, 1)
        months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                  "October", "November", "December"]
        assert [r["content"] for r in rows] == [
            f"User bought a bike on {before.day} {months[before.month - 1]} {before.year}",
            f"User is flying to Oslo in {months[month.month - 1]} {month.year}"]
