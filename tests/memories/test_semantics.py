"""Memory and conflict semantics over HTTP (extensions §0 paging, §2, §3): page bounds, who is compared with
whom, the order of sequential adds, staleness on expiry, verbatim adds, v3 error words, racing resolves."""
from __future__ import annotations

import threading
from typing import Any

import httpx
import pytest

from tests.conftest import LiveServer, data, error, in_db, make_project
from tests.memories.helpers import add, add_event, conflicts, facts_root, post_messages, wait_event

HUGE = ["9223372036854775807", "9223372036854775808", "99999999999999999999", str(10**9 + 1)]


def add_fact(c: httpx.Client, ws: str, pid: str, text: str) -> tuple[str, dict[str, Any]]:
    res = data(c.post(facts_root(ws, pid), json={"facts": [text]}))
    ev = wait_event(c, res["event_id"])
    assert ev["status"] == "succeeded", ev
    return str(res["facts"][0]["id"]), ev


def v3_conflicts_root(ws: str, pid: str) -> str:
    return f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"


# ---------------------------------------------------------------- paging (extensions §0)


def test_page_numbered_lists_bound_the_page_and_never_overflow(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        add(c, pid, "Alice lives in Paris.")
        add(c, pid, "Alice lives in Berlin.")
        lists = [(f"/api/v2/projects/{pid}/memories", "size", 2, "items"),
                 (f"/api/v2/projects/{pid}/memories/conflicts", "page_size", 1, "items"),
                 (v3_conflicts_root(ws, pid), "page_size", 1, "items")]
        for path, size_name, total, items in lists:
            for page in HUGE:
                body = error(c.get(path, params={"page": page}), 400, "INVALID_ARGUMENT")
                assert "page" in body["message"], (path, page, body)
            for page in ("0", "-1", "x"):
                assert "page" in error(c.get(path, params={"page": page}), 400, "INVALID_ARGUMENT")["message"]
            # past the end, however far (up to 10^9): an empty page with the right total
            for page in (3, 10**9):
                got = data(c.get(path, params={"page": page, size_name: 100}))
                assert got[items] == [] and got["total"] == total and got["page"] == page, (path, got)
            assert len(data(c.get(path, params={"page": 1}))[items]) == total
            for size in ("0", "101", "99999999999999999999"):
                body = error(c.get(path, params={size_name: size}), 400, "INVALID_ARGUMENT")
                assert size_name in body["message"], (path, size, body)
        last = data(c.get(lists[0][0], params={"page": 10**9, "size": 100}))
        assert last["total_pages"] == 1 and last["size"] == 100


# ---------------------------------------------------------------- who is compared with whom (extensions §3)


def _pairs(c: httpx.Client, pid: str) -> set[frozenset[str]]:
    return {frozenset(x["memory_ids"]) for x in conflicts(c, pid, page_size=100)["items"]}


def test_same_user_memories_conflict(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Ada lives in Turin.", user_id="u1")
        ev = add_event(c, pid, "Ada lives in Milan.", user_id="u1")
        assert len(ev["conflict_ids"]) == 1 and _pairs(c, pid) == {frozenset({a, ev["memory_ids"][0]})}


@pytest.mark.parametrize("shared_kind", ["fact", "memory"])
@pytest.mark.parametrize("shared_first", [True, False])
def test_a_user_memory_meets_memories_without_a_user_in_either_order(server: LiveServer, shared_kind: str,
                                                                     shared_first: bool) -> None:
    """The probe's case: the fact "Ada lives in Turin." then u1's memory "Ada lives in Milan." (and the
    other order, and a v2 memory without `user_id` in place of the fact)."""
    with server.client() as c:
        ws, pid = make_project(c)

        def shared() -> tuple[str, dict[str, Any]]:
            if shared_kind == "fact":
                return add_fact(c, ws, pid, "Ada lives in Turin.")
            ev = add_event(c, pid, "Ada lives in Turin.", user_id=None)
            return str(ev["memory_ids"][0]), ev

        def mine() -> tuple[str, dict[str, Any]]:
            ev = add_event(c, pid, "Ada lives in Milan.", user_id="u1")
            return str(ev["memory_ids"][0]), ev

        first, _ = shared() if shared_first else mine()
        second, ev = mine() if shared_first else shared()
        assert len(ev["conflict_ids"]) == 1, ev
        items = conflicts(c, pid)["items"]
        assert [x["memory_ids"] for x in items] == [[first, second]], "one conflict, the older memory first"


def test_memories_of_two_users_never_conflict_but_a_shared_one_meets_both(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a = add(c, pid, "Ada lives in Turin.", user_id="u1")
        ev = add_event(c, pid, "Ada lives in Milan.", user_id="u2")
        b = ev["memory_ids"][0]
        assert ev["conflict_ids"] == [] and conflicts(c, pid)["total"] == 0, "two users' memories met"
        f, fev = add_fact(c, ws, pid, "Ada lives in Rome.")
        assert len(fev["conflict_ids"]) == 2, fev
        assert _pairs(c, pid) == {frozenset({a, f}), frozenset({b, f})}
        # and a third user's memory meets the shared fact, never u1's or u2's
        ev3 = add_event(c, pid, "Ada lives in Naples.", user_id="u3")
        assert _pairs(c, pid) - {frozenset({a, f}), frozenset({b, f})} == {frozenset({ev3["memory_ids"][0], f})}


# ---------------------------------------------------------------- order of sequential adds


UNRELATED = ["The quarterly budget review is scheduled for March.", "Our office plants are watered every Tuesday.",
             "The printer on the third floor jams with thick paper.", "Marco prefers his coffee black.",
             "The company picnic will be held at the lake.", "Parking permits must be renewed each January.",
             "The Wi-Fi password changes every month.", "Lena is learning to play the violin.",
             "The elevator is out of service until Friday.", "Jonas collects vintage postage stamps."]


def test_sequential_adds_are_stored_in_the_order_they_were_sent(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        texts = ["Alice lives in Berlin.", "Alice lives in Paris.", *UNRELATED]
        assert len(texts) == 12
        # sent one after another, without waiting for the background work in between
        events = [post_messages(c, pid, [{"role": "user", "content": t}], infer=False, user_id="u1") for t in texts]
        done = [wait_event(c, e) for e in events]
        assert all(e["status"] == "succeeded" and len(e["memory_ids"]) == 1 for e in done), done
        ids = [e["memory_ids"][0] for e in done]
        assert ids == sorted(ids), "memory ids increase in the order the adds were sent"
        items = data(c.get(f"/api/v2/projects/{pid}/memories", params={"size": 100}))["items"]
        assert [m["content"] for m in reversed(items)] == texts, "newest first = the reverse of the send order"
        assert [m["id"] for m in reversed(items)] == ids
        stamps = [m["created_at"] for m in reversed(items)]
        assert stamps == sorted(stamps), "created_at follows the send order"
        assert [m["content"] for m in sorted(items, key=lambda m: (m["created_at"], m["id"]))] == texts
        cfl = [x for x in conflicts(c, pid)["items"] if set(x["memory_ids"]) == {ids[0], ids[1]}]
        assert len(cfl) == 1 and cfl[0]["memory_ids"] == [ids[0], ids[1]], "the older (Berlin) first"
        assert [s["memory_text"] for s in cfl[0]["memory_snapshots"]] == texts[:2]
        desc = cfl[0]["description"]
        assert "earlier" in desc and desc.index("Paris") < desc.index("earlier") < desc.index("Berlin"), \
            f"Paris (sent second) must be the newer statement: {desc}"


def test_facts_of_one_add_have_increasing_ids(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        texts = [f"Fact number {i} is about item {i}." for i in range(30)]
        res = data(c.post(facts_root(ws, pid), json={"facts": texts}))
        ids = [f["id"] for f in res["facts"]]
        assert ids == sorted(ids) and len(set(ids)) == 30, ids


# ---------------------------------------------------------------- stale


def test_an_expiry_in_the_past_makes_the_facts_conflicts_stale(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a, _ = add_fact(c, ws, pid, "Ada lives in Turin.")
        b, ev = add_fact(c, ws, pid, "Ada lives in Milan.")
        assert len(ev["conflict_ids"]) == 1, ev
        cid = ev["conflict_ids"][0]

        def stale() -> bool:
            return bool(data(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{cid}"))["stale"])

        url = f"{facts_root(ws, pid)}/{a}"
        data(c.patch(url, json={"metadata": {"source": "hr"}}))
        assert stale() is False, "a metadata-only change does not make a conflict stale"
        data(c.patch(url, json={"expiration_date": "2999-01-01T00:00:00Z"}))
        assert stale() is False, "a future expiry changes nothing yet"
        f = data(c.patch(url, json={"expiration_date": "2001-02-03T04:05:06Z"}))
        assert f["expired"] is True
        assert stale() is True, "the fact became expired by a write: its conflict is stale"
        trace = data(c.get(f"{url}/trace"))["trace"]
        assert [t["expired"] for t in trace] == [False, False, False, True], trace
        assert data(c.get(f"{facts_root(ws, pid)}/{b}"))["expired"] is False


# ---------------------------------------------------------------- verbatim adds


def test_infer_false_stores_content_byte_for_byte_and_refuses_blank_messages(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        texts = ["\u0085Ada  likes tea.\t ", "  Bob likes\u00a0coffee.\n", "\u2003x"]
        ev = add_event(c, pid, *texts, user_id="u1")
        got = [data(c.get(f"/api/v2/projects/{pid}/memories/{m}"))["content"] for m in ev["memory_ids"]]
        assert got == texts
        path = f"/api/v2/projects/{pid}/memories"
        for blank in ("", "   ", "\n\t", "\u0085"):
            body = {"messages": [{"role": "user", "content": "Fine."}, {"role": "user", "content": blank}],
                    "infer": False}
            err = error(c.post(path, json=body), 400, "INVALID_ARGUMENT")
            assert "messages[1].content" in err["message"], err
        assert data(c.get(path))["total"] == 3


def test_v3_facts_are_stored_verbatim_too(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        texts = ["\u0085Ada  likes tea.\t ", "  Bob likes\u00a0coffee.\n"]
        res = data(c.post(facts_root(ws, pid), json={"facts": texts}))
        assert [f["fact"] for f in res["facts"]] == texts
        assert [data(c.get(f"{facts_root(ws, pid)}/{f['id']}"))["fact"] for f in res["facts"]] == texts
        err = error(c.post(facts_root(ws, pid), json={"facts": ["Fine.", " \n"]}), 400, "INVALID_ARGUMENT")
        assert "facts" in err["message"], err


# ---------------------------------------------------------------- v3 words


def test_v3_conflict_errors_name_fact_fields(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a, _ = add_fact(c, ws, pid, "Ada lives in Turin.")
        _b, ev = add_fact(c, ws, pid, "Ada lives in Milan.")
        root = v3_conflicts_root(ws, pid)
        url = f"{root}/{ev['conflict_ids'][0]}/resolve"
        cases = [({"strategy": "keep_fact"}, "keep_fact_id"),
                 ({"strategy": "keep_fact", "keep_fact_id": "mem-nope"}, "fact_ids"),
                 ({"strategy": "dismiss", "keep_fact_id": a}, "keep_fact_id"),
                 ({"strategy": "keep_memory", "keep_fact_id": a}, "keep_fact"),
                 ({"strategy": "trust_fact"}, "keep_fact")]
        for body, word in cases:
            msg = error(c.post(url, json=body), 400, "INVALID_ARGUMENT")["message"]
            assert word in msg and "memory" not in msg, (body, msg)
        msg = error(c.get(root, params={"fact_ids": ","}), 400, "INVALID_ARGUMENT")["message"]
        assert "fact_ids" in msg and "memory" not in msg, msg
        # v2 keeps its own words
        v2 = f"/api/v2/projects/{pid}/memories/conflicts/{ev['conflict_ids'][0]}/resolve"
        assert "keep_memory_id" in error(c.post(v2, json={"strategy": "keep_memory"}), 400)["message"]


# ---------------------------------------------------------------- racing resolves


def test_racing_resolves_settle_a_conflict_once(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        a = add(c, pid, "Alice lives in Paris.")
        ev = add_event(c, pid, "Alice lives in Berlin.")
        b, cid = ev["memory_ids"][0], ev["conflict_ids"][0]
    url = f"/api/v2/projects/{pid}/memories/conflicts/{cid}/resolve"
    start = threading.Barrier(20)
    results: list[httpx.Response] = []
    lock = threading.Lock()

    def go() -> None:
        with server.client() as cc:
            start.wait()
            r = cc.post(url, json={"strategy": "keep_memory", "keep_memory_id": b})
            with lock:
                results.append(r)

    threads = [threading.Thread(target=go) for _ in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    codes = sorted(r.status_code for r in results)
    assert codes == [200] + [400] * 19, codes
    assert all(r.json()["error_code"] == "INVALID_ARGUMENT" for r in results if r.status_code == 400)
    won = next(r.json()["data"] for r in results if r.status_code == 200)
    with server.client() as c:
        x = data(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{cid}"))
        assert x["resolved"] is True and x["resolve"]["id"] == won["resolve_id"], (x, won)
        assert x["resolve"]["forgotten_memory_ids"] == [a] == won["forgotten_memory_ids"]
        trace = data(c.get(f"/api/v2/projects/{pid}/memories/{a}/trace"))["trace"]
        assert [t["event_type"] for t in trace] == ["ADD", "DELETE"], "forgotten once"


def test_shared_user_filter_on_every_search_path(server: LiveServer) -> None:
    """`shared=True` (detection's filter) on the one-query and the batched search, on either database: the
    user's memories and those without a user, never another user's."""
    import numpy as np
    from sqlalchemy import select

    from mneme.memory.retrieval import Retriever
    from mneme.models import Memory

    with server.client() as c:
        ws, pid = make_project(c)
        mine = add(c, pid, "Ada lives in Turin.", user_id="u1")
        theirs = add(c, pid, "Ada lives in Genoa.", user_id="u2")
        nobody = add(c, pid, "Ada lives in Milan.", user_id=None)
        fact, _ = add_fact(c, ws, pid, "Ada lives in Rome.")

    async def run(s: Any) -> list[list[list[str]]]:
        rows = list((await s.execute(select(Memory).where(Memory.project_id == pid).order_by(Memory.id))).scalars())
        vecs = np.stack([np.asarray(m.embedding, dtype=np.float32) for m in rows])
        r = Retriever(server.backend == "sqlite")
        out = []
        for user_id in ("u1", "u2", None):
            one = [[h.id for h in await r.memories(s, f"project:{pid}", vecs[0], "Ada lives", k=10,
                                                   user_id=user_id, shared=True)]]
            many = await r.memories_many(s, f"project:{pid}", vecs[:2], ["Ada lives", "Turin"], k=10,
                                         user_id=user_id, shared=True)
            exact = await r.memories_many(s, f"project:{pid}", vecs[:2], ["Ada lives", "Turin"], k=10,
                                          user_id=user_id)
            out.append(one + [[h.id for h in hs] for hs in many] + [[h.id for h in hs] for hs in exact])
        return out

    u1, u2, anyone = in_db(server, run)
    assert all(set(ids) == {mine, nobody, fact} for ids in u1[:3]), u1
    assert all(set(ids) == {theirs, nobody, fact} for ids in u2[:3]), u2
    assert all(set(ids) == {mine, theirs, nobody, fact} for ids in anyone), anyone
    assert all(set(ids) == {mine} for ids in u1[3:]) and all(set(ids) == {theirs} for ids in u2[3:]), \
        "without `shared` the filter is the user's own memories (search's user_id)"
