"""v2 memories end to end over HTTP: add (verbatim and inferred), events, get, list, patch, forget, trace."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from tests.conftest import LiveServer, data, error, make_project, uniq
from tests.memories.helpers import (
    EVENT_KEYS,
    ISO,
    MEMORY_KEYS,
    UNRELATED,
    add,
    add_event,
    conflicts,
    post_messages,
    search,
    wait_event,
    wait_until,
)


def mem_list(c: Any, pid: str, **query: Any) -> dict[str, Any]:
    return dict(data(c.get(f"/api/v2/projects/{pid}/memories", params=query)))


def contents(c: Any, pid: str, **query: Any) -> list[str]:
    return [m["content"] for m in mem_list(c, pid, size=100, **query)["items"]]


# ---------------------------------------------------------------- add


def test_add_verbatim_stores_every_message_and_event_shape(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        texts = ["Ünïcode  café — costs 42 %, really?", "Sure, I will remember that.", "hello"]
        eid = post_messages(c, pid, [{"role": "user", "content": texts[0]},
                                     {"role": "assistant", "content": texts[1]},
                                     {"role": "user", "content": texts[2]}], infer=False, user_id="ada")
        ev = wait_event(c, eid)
        assert set(ev) == EVENT_KEYS, ev
        assert ev["id"] == eid and ev["status"] == "succeeded" and ev["error"] is None, ev
        assert isinstance(ev["type"], str) and ev["type"], ev
        assert ev["conflict_ids"] == [] and len(ev["memory_ids"]) == 3, ev
        assert ISO.match(ev["created_at"]) and ISO.match(ev["finished_at"]), ev
        assert ev["finished_at"] >= ev["created_at"]
        got = [data(c.get(f"/api/v2/projects/{pid}/memories/{mid}")) for mid in ev["memory_ids"]]
        assert [m["content"] for m in got] == texts, "one memory per message, verbatim, in order"
        for m in got:
            assert m["user_id"] == "ada" and m["expired"] is False, m
        assert sorted(contents(c, pid)) == sorted(texts)


def test_add_infer_keeps_statements_and_drops_questions_and_greetings(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        ev = add_event(c, pid, "Hi there!", "What is the weather like in Oslo?",
                       "I live in Lisbon and I work as a nurse.", infer=True, user_id="bea")
        assert len(ev["memory_ids"]) == 2, ev
        stored = contents(c, pid)
        assert len(stored) == 2, stored
        assert any("Lisbon" in s for s in stored) and any("nurse" in s for s in stored), stored
        assert not any("weather" in s or "Oslo" in s or s.lower().startswith("hi") for s in stored), stored
        # assistant messages are not facts about the user
        said = [{"role": "assistant", "content": "You should visit Madrid."}]
        ev2 = wait_event(c, post_messages(c, pid, said, infer=True, user_id="bea"))
        assert ev2["status"] == "succeeded" and ev2["memory_ids"] == [], ev2
        # the same fact again (exactly, and with a greeting in front) stores nothing new
        for again in ("I live in Lisbon.", "Hello! I live in Lisbon."):
            ev3 = add_event(c, pid, again, infer=True, user_id="bea")
            assert ev3["memory_ids"] == [], ev3
        assert len(contents(c, pid)) == 2
        # a new statement in the same batch as a known one: only the new one is stored
        ev4 = add_event(c, pid, "I live in Lisbon. My favourite colour is green.", infer=True, user_id="bea")
        assert len(ev4["memory_ids"]) == 1, ev4
        assert "green" in data(c.get(f"/api/v2/projects/{pid}/memories/{ev4['memory_ids'][0]}"))["content"]


def test_infer_duplicates_are_per_user(server: LiveServer) -> None:
    """Inferred facts are about the speaker ("User ..."): two users saying the same thing are two facts."""
    with server.client() as c:
        _, pid = make_project(c)
        first = add_event(c, pid, "I live in Lisbon.", infer=True, user_id="ann")
        second = add_event(c, pid, "I live in Lisbon.", infer=True, user_id="ben")
        assert len(first["memory_ids"]) == 1
        assert len(second["memory_ids"]) == 1, "ben's fact was dropped as a duplicate of ann's"
        hits = search(c, pid, "Where does the user live?", user_id="ben", threshold=0.0)
        assert hits and "Lisbon" in hits[0]["content"] and hits[0]["user_id"] == "ben", hits


def test_infer_facts_of_different_users_do_not_conflict(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        add_event(c, pid, "I live in Lisbon.", infer=True, user_id="ann")
        ev = add_event(c, pid, "I live in Porto.", infer=True, user_id="ben")
        assert len(ev["memory_ids"]) == 1
        assert ev["conflict_ids"] == [] and conflicts(c, pid)["total"] == 0, \
            "'User lives in Lisbon' (ann) and 'User lives in Porto' (ben) are about two different people"


def test_add_validation(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        path = f"/api/v2/projects/{pid}/memories"
        for body in ({"messages": []}, {}, {"messages": [{"role": "system", "content": "x"}]},
                     {"messages": [{"role": "user"}]}, {"messages": "hello"},
                     {"messages": [{"role": "user", "content": "x"}], "infer": "sometimes"}):
            error(c.post(path, json=body), 400, "INVALID_ARGUMENT")
        error(c.post(path, content=b"{not json", headers={"Content-Type": "application/json"}), 400,
              "INVALID_ARGUMENT")
        assert mem_list(c, pid)["total"] == 0


# ---------------------------------------------------------------- get


def test_get_memory_has_spec_fields(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        mid = add(c, pid, "My favourite tea is oolong.", user_id="alice")
        m = data(c.get(f"/api/v2/projects/{pid}/memories/{mid}"))
        assert set(m) >= MEMORY_KEYS, m
        assert m["id"] == mid and mid.startswith("mem-")
        assert m["content"] == "My favourite tea is oolong." and m["expired"] is False
        assert m["user_id"] == "alice"
        for k in ("id", "content", "user_id", "created_at", "updated_at"):
            assert isinstance(m[k], str), (k, m)
        assert ISO.match(m["created_at"]) and ISO.match(m["updated_at"]), m
        # without user_id the field is still a string
        other = add(c, pid, "The cafeteria opens at eight.", user_id=None)
        assert isinstance(data(c.get(f"/api/v2/projects/{pid}/memories/{other}"))["user_id"], str)
        error(c.get(f"/api/v2/projects/{pid}/memories/mem-doesnotexist000000000000"), 403, "FORBIDDEN")
        _, pid2 = make_project(c)
        error(c.get(f"/api/v2/projects/{pid2}/memories/{mid}"), 403, "FORBIDDEN")


# ---------------------------------------------------------------- list


def test_list_paging_and_filters(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        word = uniq("Zyx").replace("-", "")
        add_event(c, pid, f"Apples are red {word}.", "Pears are green.", user_id="u-a")
        add_event(c, pid, "Bananas are yellow.", "Rates rose 50% last year.", f"Plums {word.upper()} purple.",
                  user_id="u-b")
        page = mem_list(c, pid)
        assert set(page) >= {"items", "total", "page", "size", "total_pages"}, page
        assert page["total"] == 5 and page["page"] == 1 and page["size"] == 20 and page["total_pages"] == 1
        stamps = [m["created_at"] for m in page["items"]]
        assert stamps == sorted(stamps, reverse=True), "newest first"
        seen: list[str] = []
        for n in (1, 2, 3):
            p = mem_list(c, pid, page=n, size=2)
            assert p["page"] == n and p["size"] == 2 and p["total"] == 5 and p["total_pages"] == 3, p
            assert len(p["items"]) == (2 if n < 3 else 1)
            seen += [m["id"] for m in p["items"]]
        assert len(set(seen)) == 5, "pages neither overlap nor skip"
        assert mem_list(c, pid, page=4, size=2)["items"] == []
        assert sorted(contents(c, pid, user_id="u-a")) == sorted([f"Apples are red {word}.",
                                                                  "Pears are green."])
        assert len(contents(c, pid, user_id="u-b")) == 3
        assert contents(c, pid, user_id="nobody") == []
        assert sorted(contents(c, pid, keyword=word.lower())) == sorted(
            [f"Apples are red {word}.", f"Plums {word.upper()} purple."]), "keyword is case-insensitive"
        assert contents(c, pid, keyword="50%") == ["Rates rose 50% last year."]
        assert contents(c, pid, keyword="0%l") == [], "% in a keyword is literal, not a wildcard"
        assert len(contents(c, pid, expired="false")) == 5 and contents(c, pid, expired="true") == []


@pytest.mark.parametrize("query", [{"page": 0}, {"page": "x"}, {"size": 0}, {"size": 101},
                                   {"expired": "maybe"}])
def test_list_rejects_bad_values(server: LiveServer, query: dict[str, Any]) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        error(c.get(f"/api/v2/projects/{pid}/memories", params=query), 400, "INVALID_ARGUMENT")


# ---------------------------------------------------------------- patch


def test_patch_changes_content_stales_conflicts_and_redetects(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        paris = add(c, pid, "Dana lives in Paris.")
        berlin = add(c, pid, "Dana lives in Berlin.")
        chess = add(c, pid, "Dana plays chess on Fridays.")
        first = conflicts(c, pid)
        assert first["total"] == 1 and first["items"][0]["stale"] is False
        before = data(c.get(f"/api/v2/projects/{pid}/memories/{berlin}"))
        url = f"/api/v2/projects/{pid}/memories/{berlin}"
        m = data(c.patch(url, json={"content": "Dana lives in Madrid."}))
        assert m["id"] == berlin and m["content"] == "Dana lives in Madrid." and m["expired"] is False
        assert m["updated_at"] >= before["updated_at"] and m["created_at"] == before["created_at"]
        assert data(c.get(f"/api/v2/projects/{pid}/memories/{berlin}"))["content"] == "Dana lives in Madrid."
        old = data(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{first['items'][0]['id']}"))
        assert old["stale"] is True, "a conflict naming a changed memory becomes stale"
        trace = data(c.get(f"/api/v2/projects/{pid}/memories/{berlin}/trace"))
        assert trace["memory_id"] == berlin and trace["current_memory"] == "Dana lives in Madrid."
        assert [t["event_type"] for t in trace["trace"]] == ["ADD", "UPDATE"], trace
        upd = trace["trace"][1]
        assert upd["new_memory"] == "Dana lives in Madrid." and upd["expired"] is False
        assert ISO.match(upd["changed_at"])
        # detection runs again in the background, under the UPDATE's event
        assert upd["event_id"], upd
        ev = wait_event(c, upd["event_id"])
        assert ev["status"] == "succeeded" and ev["memory_ids"] == [berlin], ev
        assert len(ev["conflict_ids"]) == 1, ev
        fresh = data(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{ev['conflict_ids'][0]}"))
        assert set(fresh["memory_ids"]) == {paris, berlin} and fresh["stale"] is False
        assert {s["memory_text"] for s in fresh["memory_snapshots"]} == {"Dana lives in Paris.",
                                                                         "Dana lives in Madrid."}
        # a patch that makes a memory contradict another one is detected too
        data(c.patch(f"/api/v2/projects/{pid}/memories/{chess}", json={"content": "Dana lives in Rome."}))
        found = wait_until(lambda: conflicts(c, pid, memory_ids=chess)["items"],
                           "conflict of the patched memory")
        assert all(chess in x["memory_ids"] for x in found)
        for body in ({"content": ""}, {}, {"content": 5}):
            error(c.patch(f"/api/v2/projects/{pid}/memories/{paris}", json=body), 400, "INVALID_ARGUMENT")
        error(c.patch(f"/api/v2/projects/{pid}/memories/mem-nope00000000000000", json={"content": "x"}), 403,
              "FORBIDDEN")


# ---------------------------------------------------------------- forget


def test_forget_hides_the_memory_but_keeps_its_trace(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        word = uniq("Quillfeather").replace("-", "")
        keep = add(c, pid, f"The {word} archive is in the basement.")
        gone = add(c, pid, f"The {word} archive key is kept by Omar.")
        assert {h["id"] for h in search(c, pid, word)} == {keep, gone}
        data(c.post(f"/api/v2/projects/{pid}/memories/{gone}/forget"))
        error(c.get(f"/api/v2/projects/{pid}/memories/{gone}"), 403, "FORBIDDEN")
        error(c.patch(f"/api/v2/projects/{pid}/memories/{gone}", json={"content": "x"}), 403, "FORBIDDEN")
        error(c.post(f"/api/v2/projects/{pid}/memories/{gone}/forget"), 403, "FORBIDDEN")
        for q in (word, f"Who keeps the {word} archive key?"):
            assert gone not in {h["id"] for h in search(c, pid, q, threshold=0.0, top_k=50)}
        assert [m["id"] for m in mem_list(c, pid, expired="false")["items"]] == [keep]
        dead = mem_list(c, pid, expired="true")["items"]
        assert [m["id"] for m in dead] == [gone] and dead[0]["expired"] is True
        assert mem_list(c, pid)["total"] == 2, "without the filter the list shows forgotten memories too"
        trace = data(c.get(f"/api/v2/projects/{pid}/memories/{gone}/trace"))
        assert trace["memory_id"] == gone
        kinds = [t["event_type"] for t in trace["trace"]]
        assert kinds == ["ADD", "DELETE"], trace
        assert trace["trace"][1]["expired"] is True and trace["trace"][0]["expired"] is False
        assert trace["trace"][0]["new_memory"] == f"The {word} archive key is kept by Omar."
        assert trace["trace"][0]["changed_at"] <= trace["trace"][1]["changed_at"]
        error(c.get(f"/api/v2/projects/{pid}/memories/mem-nope00000000000000/trace"), 403, "FORBIDDEN")


def test_concurrent_adds_each_land_once(server: LiveServer) -> None:
    """Adds arriving together share one commit (group commit): each still gets its own event and memory, and an
    add the caller may not make fails alone."""
    with server.client() as c:
        _, pid = make_project(c)
    texts = [*UNRELATED, "Alice lives in Paris."]

    def post(i: int) -> tuple[int, Any]:
        with server.client() as c:
            if i % 9 == 4:  # a project that does not exist: 403, and nothing of it is kept
                r = c.post("/api/v2/projects/proj-nope/memories",
                           json={"messages": [{"role": "user", "content": "x"}], "infer": False})
                return r.status_code, error(r, 403, "FORBIDDEN")
            r = c.post(f"/api/v2/projects/{pid}/memories",
                       json={"messages": [{"role": "user", "content": texts[i]}], "infer": False, "user_id": "u1"})
            return r.status_code, data(r)["results"][0]["event_id"]

    with ThreadPoolExecutor(max_workers=12) as pool:
        results = list(pool.map(post, range(len(texts))))
    forbidden = [i for i in range(len(texts)) if i % 9 == 4]
    assert [i for i, (status, _b) in enumerate(results) if status == 403] == forbidden
    event_ids = [eid for status, eid in results if status == 200]
    assert len(event_ids) == len(texts) - len(forbidden) and len(set(event_ids)) == len(event_ids)
    with server.client() as c:
        events = [wait_event(c, e) for e in event_ids]
        assert all(ev["status"] == "succeeded" and len(ev["memory_ids"]) == 1 for ev in events)
        listed = data(c.get(f"/api/v2/projects/{pid}/memories", params={"size": 100}))
        assert listed["total"] == len(event_ids)
        expected = {t for i, t in enumerate(texts) if i % 9 != 4}
        assert {m["content"] for m in listed["items"]} == expected
        add(c, pid, "Alice lives in Berlin.")
        assert wait_until(lambda: conflicts(c, pid)["total"] == 1, "the Paris/Berlin conflict")
