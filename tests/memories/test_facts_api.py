"""v3 project facts over HTTP: add verbatim, list (keyset), get, patch, expiry, forget, batch forget,
trace."""
from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from tests.conftest import LiveServer, data, error, make_project, uniq
from tests.memories.helpers import ISO, facts_root, search, wait_event

FACT_KEYS = {"id", "fact", "metadata", "expired", "score", "expiration_date", "created_at", "updated_at"}


def add_facts(c: Any, ws: str, pid: str, *facts: str) -> list[str]:
    res = data(c.post(facts_root(ws, pid), json={"facts": list(facts)}))
    assert [f["fact"] for f in res["facts"]] == list(facts), res
    ev = wait_event(c, res["event_id"])
    assert ev["status"] == "succeeded", ev
    ids = [f["id"] for f in res["facts"]]
    assert ev["memory_ids"] == ids, ev
    return ids


def list_all(c: Any, ws: str, pid: str, **query: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token = None
    for _ in range(100):
        params = dict(query, **({"continuation_token": token} if token else {}))
        page = data(c.get(facts_root(ws, pid), params=params))
        out += page["items"]
        token = page.get("continuation_token")
        if not token:
            return out
    raise AssertionError("paging never ended")


def test_add_verbatim_in_request_order_and_read_back(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        texts = ["Zoë's  budget is €1,200 per month.", "the build runs on Tuesdays", "Ω is the last letter."]
        ids = add_facts(c, ws, pid, *texts)
        assert len(set(ids)) == 3 and all(i.startswith("mem-") for i in ids)
        for fid, text in zip(ids, texts, strict=True):
            f = data(c.get(f"{facts_root(ws, pid)}/{fid}"))
            assert set(f) >= FACT_KEYS, f
            assert f["id"] == fid and f["fact"] == text and f["expired"] is False and f["metadata"] == {}
            assert f["expiration_date"] is None and isinstance(f["score"], (int, float))
            assert ISO.match(f["created_at"]) and ISO.match(f["updated_at"])
            # the same row through the v2 view
            assert data(c.get(f"/api/v2/projects/{pid}/memories/{fid}"))["content"] == text


@pytest.mark.parametrize("body", [{"facts": []}, {"facts": ["ok", "  "]}, {"facts": [""]}, {}, {"facts": "x"},
                                  {"facts": ["ok", 3]}])
def test_add_rejects_empty_and_blank(server: LiveServer, body: dict[str, Any]) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        error(c.post(facts_root(ws, pid), json=body), 400, "INVALID_ARGUMENT")
        assert data(c.get(facts_root(ws, pid)))["items"] == []


def test_list_pages_one_by_one_and_fuzzy_filter(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        first = add_facts(c, ws, pid, "Mia likes jazz.", "Noah likes JAZZ fusion.")
        second = add_facts(c, ws, pid, "Olga plays rugby.", "Pia likes techno.", "Quinn is a pilot.")
        one = data(c.get(facts_root(ws, pid), params={"page_size": 1}))
        assert len(one["items"]) == 1 and one["continuation_token"], one
        items = list_all(c, ws, pid, page_size=1)
        assert len(items) == 5, "no overlap"
        assert {f["id"] for f in items} == set(first + second), "nothing skipped"
        assert {f["id"] for f in items[:3]} == set(second), "newest first"
        assert {f["id"] for f in list_all(c, ws, pid)} == set(first + second)
        jazz = list_all(c, ws, pid, fact_fuzzy="jazz", page_size=1)
        assert {f["id"] for f in jazz} == set(first), jazz
        assert list_all(c, ws, pid, fact_fuzzy="nothing-like-this") == []
        for q in ({"page_size": 0}, {"page_size": 201}, {"continuation_token": "garbage"}):
            error(c.get(facts_root(ws, pid), params=q), 400, "INVALID_ARGUMENT")
        # a token is bound to its filter
        token = data(c.get(facts_root(ws, pid), params={"page_size": 1}))["continuation_token"]
        error(c.get(facts_root(ws, pid), params={"page_size": 1, "continuation_token": token,
                                                  "fact_fuzzy": "jazz"}), 400, "INVALID_ARGUMENT")


def test_patch_fact_metadata_and_expiration(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        word = uniq("Halvorsen").replace("-", "")
        fid, other = add_facts(c, ws, pid, f"{word} manages the Oslo office.", "The Oslo office has a sauna.")
        url = f"{facts_root(ws, pid)}/{fid}"
        f = data(c.patch(url, json={"fact": f"{word} manages the Bergen office."}))
        assert f["fact"] == f"{word} manages the Bergen office." and f["metadata"] == {}
        f = data(c.patch(url, json={"metadata": {"source": "hr", "n": 2}}))
        assert f["metadata"] == {"source": "hr", "n": 2} and f["fact"] == f"{word} manages the Bergen office."
        assert data(c.get(url))["metadata"] == {"source": "hr", "n": 2}
        future = (dt.datetime.now(dt.UTC) + dt.timedelta(days=30)).replace(microsecond=0)
        f = data(c.patch(url, json={"expiration_date": future.isoformat()}))
        assert f["expired"] is False and f["expiration_date"] and ISO.match(f["expiration_date"])
        assert dt.datetime.fromisoformat(f["expiration_date"]) == future
        f = data(c.patch(url, json={"expiration_date": None}))
        assert f["expiration_date"] is None and f["expired"] is False
        trace = data(c.get(f"{url}/trace"))
        assert trace["trace"][0]["event_type"] == "ADD"
        assert trace["trace"][1]["event_type"] == "UPDATE"
        assert trace["trace"][1]["new_memory"] == f"{word} manages the Bergen office."
        assert trace["current_memory"] == f"{word} manages the Bergen office."
        wait_event(c, trace["trace"][1]["event_id"])  # re-embedding of the new text
        assert fid in {h["id"] for h in search(c, pid, word)}
        # a date in the past: the fact reads as expired
        f = data(c.patch(url, json={"expiration_date": "2001-02-03T04:05:06Z"}))
        assert f["expired"] is True, f
        error(c.get(url), 403, "FORBIDDEN")
        error(c.get(f"/api/v2/projects/{pid}/memories/{fid}"), 403, "FORBIDDEN")
        error(c.patch(url, json={"fact": "again"}), 403, "FORBIDDEN")
        assert [x["id"] for x in list_all(c, ws, pid)] == [other]
        assert fid not in {h["id"] for h in search(c, pid, word, threshold=0.0, top_k=100)}
        data(c.get(f"{url}/trace"))  # still traceable
        for body in ({"fact": ""}, {"metadata": "x"}, {"expiration_date": "not a date"}):
            error(c.patch(f"{facts_root(ws, pid)}/{other}", json=body), 400, "INVALID_ARGUMENT")


def test_expired_fact_is_consistent_in_the_v2_list(server: LiveServer) -> None:
    """The v2 list's `expired` filter agrees with the `expired` field it shows."""
    with server.client() as c:
        ws, pid = make_project(c)
        fid, live = add_facts(c, ws, pid, "The lease ends in June.", "The lease is signed.")
        data(c.patch(f"{facts_root(ws, pid)}/{fid}", json={"expiration_date": "2001-02-03T04:05:06Z"}))
        live_items = data(c.get(f"/api/v2/projects/{pid}/memories", params={"expired": "false"}))["items"]
        assert [(m["id"], m["expired"]) for m in live_items] == [(live, False)], live_items
        dead = data(c.get(f"/api/v2/projects/{pid}/memories", params={"expired": "true"}))["items"]
        assert [(m["id"], m["expired"]) for m in dead] == [(fid, True)], dead


def test_forget_one_and_batch_forget_all_or_nothing(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a, b, d, e = add_facts(c, ws, pid, "Fact A is here.", "Fact B is here.", "Fact D is here.", "Fact E.")
        data(c.post(f"{facts_root(ws, pid)}/{a}/forget"))
        error(c.get(f"{facts_root(ws, pid)}/{a}"), 403, "FORBIDDEN")
        error(c.post(f"{facts_root(ws, pid)}/{a}/forget"), 403, "FORBIDDEN")
        trace = data(c.get(f"{facts_root(ws, pid)}/{a}/trace"))
        assert [t["event_type"] for t in trace["trace"]] == ["ADD", "DELETE"]
        # all or nothing: an unknown, an already forgotten or a foreign id refuses the whole batch
        ws2, pid2 = make_project(c)
        foreign = add_facts(c, ws2, pid2, "Foreign fact.")[0]
        for bad in ("mem-unknown000000000000000", a, foreign):
            error(c.post(f"{facts_root(ws, pid)}/forget", json={"ids": [b, d, bad]}), 403, "FORBIDDEN")
            assert data(c.get(f"{facts_root(ws, pid)}/{b}"))["expired"] is False
            assert data(c.get(f"{facts_root(ws, pid)}/{d}"))["expired"] is False
        assert data(c.get(f"{facts_root(ws2, pid2)}/{foreign}"))["fact"] == "Foreign fact."
        for body in ({"ids": []}, {}):
            error(c.post(f"{facts_root(ws, pid)}/forget", json=body), 400, "INVALID_ARGUMENT")
        res = data(c.post(f"{facts_root(ws, pid)}/forget", json={"ids": [b, d]}))
        assert sorted(res.get("forgotten_ids", [b, d])) == sorted([b, d]), res
        for fid in (b, d):
            error(c.get(f"{facts_root(ws, pid)}/{fid}"), 403, "FORBIDDEN")
            assert data(c.get(f"{facts_root(ws, pid)}/{fid}/trace"))["trace"][-1]["event_type"] == "DELETE"
        assert [f["id"] for f in list_all(c, ws, pid)] == [e]


def test_wrong_workspace_in_path_is_forbidden(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        other_ws, _ = make_project(c)
        fid = add_facts(c, ws, pid, "Only in the right workspace.")[0]
        bad = facts_root(other_ws, pid)
        error(c.get(bad), 403, "FORBIDDEN")
        error(c.post(bad, json={"facts": ["x"]}), 403, "FORBIDDEN")
        error(c.get(f"{bad}/{fid}"), 403, "FORBIDDEN")
        error(c.patch(f"{bad}/{fid}", json={"fact": "y"}), 403, "FORBIDDEN")
        error(c.get(f"{bad}/{fid}/trace"), 403, "FORBIDDEN")
        error(c.post(f"{bad}/{fid}/forget"), 403, "FORBIDDEN")
        error(c.post(f"{bad}/forget", json={"ids": [fid]}), 403, "FORBIDDEN")
        error(c.get(facts_root("ws-doesnotexist000000000000", pid)), 403, "FORBIDDEN")
        f = data(c.get(f"{facts_root(ws, pid)}/{fid}"))
        assert f["fact"] == "Only in the right workspace." and f["expired"] is False
        assert len(list_all(c, ws, pid)) == 1
