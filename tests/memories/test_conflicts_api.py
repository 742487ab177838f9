"""Memory conflicts end to end: detection by the offline judge, the list and its filters, resolution,
staleness, and the v3 mirror in fact words."""
from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import LiveServer, data, error, make_project
from tests.memories.helpers import CONFLICT_KEYS, ISO, add, add_event, conflicts, facts_root, wait_event

RESOLVE_KEYS = {"id", "strategy", "keep_memory_id", "forgotten_memory_ids", "updated_memory_ids",
                "resolved_by", "created_at"}


def conflict(c: Any, pid: str, cid: str) -> dict[str, Any]:
    return dict(data(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{cid}")))


def resolve(c: Any, pid: str, cid: str, **body: Any) -> Any:
    return c.post(f"/api/v2/projects/{pid}/memories/conflicts/{cid}/resolve", json=body)


def all_conflicts(c: Any, pid: str) -> list[dict[str, Any]]:
    page = conflicts(c, pid, page_size=100)
    assert page["total"] == len(page["items"])
    return list(page["items"])


def assert_no_duplicate_pairs(items: list[dict[str, Any]]) -> None:
    sets = [frozenset(x["memory_ids"]) for x in items]
    assert len(sets) == len(set(sets)), f"two conflicts name the same memories: {sets}"


def test_contradiction_makes_exactly_one_m2m_conflict(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Alice lives in Paris.")
        ev = add_event(c, pid, "Alice lives in Berlin.")
        b = ev["memory_ids"][0]
        assert len(ev["conflict_ids"]) == 1, ev
        page = conflicts(c, pid)
        assert page["total"] == 1 and page["page"] == 1 and page["page_size"] == 50, page
        x = page["items"][0]
        assert set(x) == CONFLICT_KEYS, "`resolve` is absent while unresolved"
        assert x["id"] == ev["conflict_ids"][0] and x["id"].startswith("cfl-")
        assert x["category"] == "m2m" and x["conflict_type"] == "knowledge", x
        assert x["resolved"] is False and x["stale"] is False
        assert set(x["memory_ids"]) == {a, b} and len(x["memory_ids"]) == 2
        assert isinstance(x["name"], str) and x["name"].strip() and isinstance(x["description"], str)
        assert x["description"].strip()
        assert {s["memory_id"]: s["memory_text"] for s in x["memory_snapshots"]} == {
            a: "Alice lives in Paris.", b: "Alice lives in Berlin."}
        assert x["file_chunks"] == [] and x["event_id"] == ev["id"]
        assert ISO.match(x["created_at"]) and ISO.match(x["updated_at"])
        assert conflict(c, pid, x["id"]) == x

        # the same contradiction again (a second memory): the existing pair is not reported twice
        ev2 = add_event(c, pid, "Alice lives in Berlin.")
        b2 = ev2["memory_ids"][0]
        assert b2 != b
        items = all_conflicts(c, pid)
        assert_no_duplicate_pairs(items)
        assert [frozenset(i["memory_ids"]) for i in items].count(frozenset({a, b})) == 1
        assert all(frozenset(i["memory_ids"]) != frozenset({b, b2}) for i in items), \
            "equal texts never conflict"
        assert {i["id"] for i in items} == {x["id"], *ev2["conflict_ids"]}

        # detection again on unchanged text (PATCH to the same text) never duplicates
        for mid, text in ((b, "Alice lives in Berlin."), (a, "Alice lives in Paris.")):
            m = data(c.patch(f"/api/v2/projects/{pid}/memories/{mid}", json={"content": text}))
            assert m["content"] == text
            upd = data(c.get(f"/api/v2/projects/{pid}/memories/{mid}/trace"))["trace"][-1]
            if upd.get("event_id"):
                assert wait_event(c, upd["event_id"])["status"] == "succeeded"
        again = all_conflicts(c, pid)
        assert_no_duplicate_pairs(again)
        assert sorted(i["id"] for i in again) == sorted(i["id"] for i in items)
        assert conflict(c, pid, x["id"])["stale"] is False, "an unchanged text does not make a conflict stale"


@pytest.mark.parametrize(("old", "new", "kind"), [
    ("Bob likes coffee.", "Bob does not like coffee.", "logical"),
    ("The meeting room holds 12 people.", "The meeting room holds 30 people.", "knowledge"),
])
def test_conflict_types(server: LiveServer, old: str, new: str, kind: str) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, old)
        b = add(c, pid, new)
        items = all_conflicts(c, pid)
        assert len(items) == 1, items
        assert items[0]["conflict_type"] == kind and set(items[0]["memory_ids"]) == {a, b}, items[0]


def test_contradictions_far_apart_in_meaning_are_judged(server: LiveServer) -> None:
    """The candidates have no cosine floor: these pairs share almost nothing a vector sees (cosine 0.12-0.19), and
    a floor of 0.3 kept them from the judge."""
    with server.client() as c:
        _, pid = make_project(c)
        for old, new in (("Ana can't drive.", "drove us all the way to cornwall, took 6 hours"),
                         ("Nadia has no siblings.", "my brothers borrowed my car lol")):
            a = add(c, pid, old, user_id=old.split()[0].lower())
            ev = add_event(c, pid, new, user_id=old.split()[0].lower())
            assert len(ev["conflict_ids"]) == 1, (old, new, ev)
            assert set(conflict(c, pid, ev["conflict_ids"][0])["memory_ids"]) == {a, ev["memory_ids"][0]}


def test_no_conflict_for_paraphrase_other_subject_or_unrelated(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        add(c, pid, "Alice lives in Paris.")
        for text in ("Alice resides in Paris.", "Carol lives in Berlin.", "The office is closed on Sundays.",
                     "Bob plays the cello.", "Alice enjoys hiking in autumn."):
            ev = add_event(c, pid, text)
            assert ev["conflict_ids"] == [], (text, ev)
        assert conflicts(c, pid)["total"] == 0


def test_list_filters_paging_and_order(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Alice lives in Paris.")
        b = add(c, pid, "Alice lives in Berlin.")
        k = conflicts(c, pid)["items"][0]
        c1 = add(c, pid, "Bob likes coffee.")
        c2 = add(c, pid, "Bob does not like coffee.")
        items = conflicts(c, pid)["items"]
        assert len(items) == 2
        lg = items[0]
        assert lg["conflict_type"] == "logical" and set(lg["memory_ids"]) == {c1, c2}, "newest first"
        assert items[1]["id"] == k["id"] and lg["created_at"] >= k["created_at"]

        def ids(**q: Any) -> list[str]:
            page = conflicts(c, pid, **q)
            assert page["total"] == len(page["items"]), page
            return [i["id"] for i in page["items"]]

        assert ids(category="m2m") == [lg["id"], k["id"]] and ids(category="m2d") == []
        assert ids(conflict_type="logical") == [lg["id"]] and ids(conflict_type="knowledge") == [k["id"]]
        assert ids(resolved="false") == [lg["id"], k["id"]] and ids(resolved="true") == []
        assert ids(stale="false") == [lg["id"], k["id"]] and ids(stale="true") == []
        assert ids(memory_ids=a) == [k["id"]] and ids(memory_ids=f"{c2}") == [lg["id"]]
        assert ids(memory_ids=f"{b},{c1}") == [lg["id"], k["id"]], "any of the ids"
        assert ids(memory_ids="mem-unknown,") == []
        assert ids(memory_ids=f" {b} , mem-unknown") == [k["id"]]
        p1 = conflicts(c, pid, page_size=1)
        p2 = conflicts(c, pid, page_size=1, page=2)
        p3 = conflicts(c, pid, page_size=1, page=3)
        assert (p1["total"], p1["page"], p1["page_size"]) == (2, 1, 1)
        assert [i["id"] for i in p1["items"] + p2["items"]] == [lg["id"], k["id"]] and p2["page"] == 2
        assert p3["items"] == [] and p3["total"] == 2
        # stale and resolved
        data(c.patch(f"/api/v2/projects/{pid}/memories/{c2}", json={"content": "Bob does not like tea."}))
        assert ids(stale="true") == [lg["id"]] and ids(stale="false") == [k["id"]]
        data(resolve(c, pid, k["id"], strategy="dismiss"))
        assert ids(resolved="true") == [k["id"]] and ids(resolved="false") == [lg["id"]]
        assert ids(resolved="false", stale="true", conflict_type="logical", category="m2m") == [lg["id"]]
        assert ids(resolved="true", stale="true") == []


@pytest.mark.parametrize("query", [{"page_size": 0}, {"page_size": 101}, {"page": 0}, {"category": "m2x"},
                                   {"conflict_type": "moral"}, {"resolved": "maybe"}, {"stale": "perhaps"},
                                   {"page": "one"}, {"memory_ids": ","}])
def test_list_validation(server: LiveServer, query: dict[str, Any]) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        error(c.get(f"/api/v2/projects/{pid}/memories/conflicts", params=query), 400, "INVALID_ARGUMENT")


def test_list_accepts_limits(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        page = conflicts(c, pid, page_size=100, resolved="false", category="m2d", page=7)
        assert page == {"items": [], "total": 0, "page": 7, "page_size": 100}
        assert conflicts(c, pid, page_size=1)["page_size"] == 1


def test_resolve_keep_memory(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "The meeting room holds 12 people.")
        b = add(c, pid, "The meeting room holds 30 people.")
        cid = conflicts(c, pid)["items"][0]["id"]
        res = data(resolve(c, pid, cid, strategy="keep_memory", keep_memory_id=b))
        assert res["id"] == cid and res["resolved"] is True and res["strategy"] == "keep_memory", res
        assert res["forgotten_memory_ids"] == [a] and res["updated_memory_ids"] == [], res
        assert res["resolve_id"], res
        got = conflict(c, pid, cid)
        assert got["resolved"] is True and got["stale"] is False, got
        r = got["resolve"]
        assert set(r) == RESOLVE_KEYS, r
        assert r["id"] == res["resolve_id"] and r["strategy"] == "keep_memory" and r["keep_memory_id"] == b
        assert r["forgotten_memory_ids"] == [a] and r["updated_memory_ids"] == []
        assert r["resolved_by"] == server.owner_id and ISO.match(r["created_at"])
        error(c.get(f"/api/v2/projects/{pid}/memories/{a}"), 403, "FORBIDDEN")
        assert data(c.get(f"/api/v2/projects/{pid}/memories/{b}"))["expired"] is False
        trace = data(c.get(f"/api/v2/projects/{pid}/memories/{a}/trace"))["trace"]
        assert [t["event_type"] for t in trace] == ["ADD", "DELETE"]
        for body in ({"strategy": "dismiss"}, {"strategy": "keep_memory", "keep_memory_id": b}):
            error(resolve(c, pid, cid, **body), 400, "INVALID_ARGUMENT")
        assert conflict(c, pid, cid)["resolve"] == r, "a refused second resolution changes nothing"


def test_resolve_dismiss_forgets_nothing(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Bob likes coffee.")
        b = add(c, pid, "Bob does not like coffee.")
        cid = conflicts(c, pid)["items"][0]["id"]
        res = data(resolve(c, pid, cid, strategy="dismiss"))
        assert res["strategy"] == "dismiss" and res["forgotten_memory_ids"] == [], res
        got = conflict(c, pid, cid)
        assert got["resolved"] is True and got["resolve"]["strategy"] == "dismiss"
        assert got["resolve"]["keep_memory_id"] is None and got["resolve"]["forgotten_memory_ids"] == []
        for mid in (a, b):
            assert data(c.get(f"/api/v2/projects/{pid}/memories/{mid}"))["expired"] is False
        error(resolve(c, pid, cid, strategy="dismiss"), 400, "INVALID_ARGUMENT")


def test_resolve_rejections(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Eve was born in 1990.")
        b = add(c, pid, "Eve was born in 1985.")
        outsider = add(c, pid, "The garden has three apple trees.")
        items = conflicts(c, pid)["items"]
        assert len(items) == 1 and set(items[0]["memory_ids"]) == {a, b}, items
        cid = items[0]["id"]
        for body in ({"strategy": "trust_document"}, {"strategy": "trust_memory"}, {"strategy": "magic"},
                     {"strategy": "keep_memory"}, {"strategy": "keep_memory", "keep_memory_id": outsider},
                     {"strategy": "keep_memory", "keep_memory_id": "mem-unknown"}, {},
                     {"strategy": "keep_fact", "keep_memory_id": a}, {"strategy": ""}):
            error(resolve(c, pid, cid, **body), 400, "INVALID_ARGUMENT")
        got = conflict(c, pid, cid)
        assert got["resolved"] is False and "resolve" not in got
        for mid in (a, b, outsider):
            assert data(c.get(f"/api/v2/projects/{pid}/memories/{mid}"))["expired"] is False
        error(resolve(c, pid, "cfl-unknown0000000000000000", strategy="dismiss"), 403, "FORBIDDEN")
        error(c.get(f"/api/v2/projects/{pid}/memories/conflicts/cfl-unknown0000000000000000"), 403,
              "FORBIDDEN")
        _, other = make_project(c)
        error(c.get(f"/api/v2/projects/{other}/memories/conflicts/{cid}"), 403, "FORBIDDEN")
        error(resolve(c, other, cid, strategy="dismiss"), 403, "FORBIDDEN")
        assert conflict(c, pid, cid)["resolved"] is False


def test_forgetting_makes_other_conflicts_stale(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Alice lives in Paris.")
        b = add(c, pid, "Alice lives in Berlin.")
        r = add(c, pid, "Alice lives in Rome.")
        by_pair = {frozenset(i["memory_ids"]): i["id"] for i in all_conflicts(c, pid)}
        assert set(by_pair) == {frozenset({a, b}), frozenset({a, r}), frozenset({b, r})}, by_pair
        # forgetting through the API: every conflict naming the memory becomes stale, the others do not
        data(c.post(f"/api/v2/projects/{pid}/memories/{a}/forget"))
        assert conflict(c, pid, by_pair[frozenset({a, b})])["stale"] is True
        assert conflict(c, pid, by_pair[frozenset({a, r})])["stale"] is True
        assert conflict(c, pid, by_pair[frozenset({b, r})])["stale"] is False
        # forgetting through a resolution: the resolved conflict stays fresh, the others naming it go stale
        _, pid2 = make_project(c)
        x = add(c, pid2, "The launch is on Monday.")
        y = add(c, pid2, "The launch is on Friday.")
        z = add(c, pid2, "The launch is on Sunday.")
        pairs = {frozenset(i["memory_ids"]): i["id"] for i in all_conflicts(c, pid2)}
        assert set(pairs) == {frozenset({x, y}), frozenset({x, z}), frozenset({y, z})}, pairs
        data(resolve(c, pid2, pairs[frozenset({x, y})], strategy="keep_memory", keep_memory_id=x))
        assert conflict(c, pid2, pairs[frozenset({x, y})])["stale"] is False
        assert conflict(c, pid2, pairs[frozenset({y, z})])["stale"] is True
        assert conflict(c, pid2, pairs[frozenset({x, z})])["stale"] is False
        stale = conflicts(c, pid2, stale="true")
        assert [i["id"] for i in stale["items"]] == [pairs[frozenset({y, z})]]


def test_v3_mirror_speaks_fact_words(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        root = f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"

        def add_fact(text: str) -> str:
            res = data(c.post(facts_root(ws, pid), json={"facts": [text]}))
            assert wait_event(c, res["event_id"])["status"] == "succeeded"
            return str(res["facts"][0]["id"])

        a = add_fact("Alice lives in Paris.")
        b = add_fact("Alice lives in Berlin.")
        p = add_fact("Bob likes coffee.")
        q = add_fact("Bob does not like coffee.")
        page = data(c.get(root))
        assert page["total"] == 2 and page["page"] == 1 and page["page_size"] == 50, page
        for item in page["items"]:
            assert "memory_ids" not in item and "memory_snapshots" not in item and "resolve" not in item, item
            assert {s["fact_id"] for s in item["fact_snapshots"]} == set(item["fact_ids"])
            assert all(s["fact_text"] for s in item["fact_snapshots"])
        place = next(i for i in page["items"] if set(i["fact_ids"]) == {a, b})
        neg = next(i for i in page["items"] if set(i["fact_ids"]) == {p, q})
        assert neg["conflict_type"] == "logical" and place["conflict_type"] == "knowledge"
        assert {s["fact_id"]: s["fact_text"] for s in place["fact_snapshots"]} == {
            a: "Alice lives in Paris.", b: "Alice lives in Berlin."}
        assert [i["id"] for i in data(c.get(root, params={"fact_ids": a}))["items"]] == [place["id"]]
        assert data(c.get(root, params={"conflict_type": "logical"}))["items"][0]["id"] == neg["id"]
        for bad in ({"page_size": 0}, {"category": "m2x"}, {"resolved": "maybe"}):
            error(c.get(root, params=bad), 400, "INVALID_ARGUMENT")
        one = data(c.get(f"{root}/{place['id']}"))
        assert one["id"] == place["id"] and set(one["fact_ids"]) == {a, b}
        # v2 words are refused on v3
        resolve_place = f"{root}/{place['id']}/resolve"
        for body in ({"strategy": "keep_memory", "keep_memory_id": b}, {"strategy": "keep_fact"},
                     {"strategy": "trust_fact"}, {"strategy": "keep_fact", "keep_fact_id": p}):
            error(c.post(resolve_place, json=body), 400, "INVALID_ARGUMENT")
        assert data(c.get(f"{root}/{place['id']}"))["resolved"] is False
        res = data(c.post(resolve_place, json={"strategy": "keep_fact", "keep_fact_id": b}))
        assert res["resolved"] is True and res["strategy"] == "keep_fact", res
        assert res["forgotten_fact_ids"] == [a], res
        got = data(c.get(f"{root}/{place['id']}"))
        assert got["resolved"] is True and got["resolve"]["strategy"] == "keep_fact", got
        assert got["resolve"]["keep_fact_id"] == b and got["resolve"]["forgotten_fact_ids"] == [a]
        assert "keep_memory_id" not in got["resolve"] and "forgotten_memory_ids" not in got["resolve"]
        error(c.get(f"{facts_root(ws, pid)}/{a}"), 403, "FORBIDDEN")
        # the v2 view of the same conflict
        v2 = conflict(c, pid, place["id"])
        assert v2["resolve"]["keep_memory_id"] == b and v2["resolve"]["strategy"] == "keep_memory"
        resolve_neg = f"{root}/{neg['id']}/resolve"
        assert data(c.post(resolve_neg, json={"strategy": "dismiss"}))["strategy"] == "dismiss"
        error(c.post(resolve_neg, json={"strategy": "dismiss"}), 400, "INVALID_ARGUMENT")
        done = data(c.get(root, params={"resolved": "true"}))["items"]
        assert [i["id"] for i in done] == [neg["id"], place["id"]]
        other_ws, _ = make_project(c)
        error(c.get(f"/api/v3/workspaces/{other_ws}/projects/{pid}/memories/conflicts"), 403, "FORBIDDEN")
        error(c.get(f"/api/v3/workspaces/{other_ws}/projects/{pid}/memories/conflicts/{neg['id']}"), 403,
              "FORBIDDEN")
