"""v2 memory search over HTTP: ranking, scores, filters, keywords, forgotten memories, validation."""
from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import LiveServer, data, error, make_project, uniq
from tests.memories.helpers import MEMORY_KEYS, UNRELATED, add, add_event, search

TARGET = "Sofia is allergic to peanuts and carries an epinephrine pen."
PARAPHRASE = "Which person has a nut allergy?"


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, Any]]:
    """One project per database with 20 unrelated memories (user u-other) and the target (user u-sofia)."""
    return {}


def _project(server: LiveServer, corpus: dict[str, dict[str, Any]]) -> dict[str, Any]:
    if server.backend not in corpus:
        with server.client() as c:
            _, pid = make_project(c)
            others = add_event(c, pid, *UNRELATED, user_id="u-other")["memory_ids"]
            target = add(c, pid, TARGET, user_id="u-sofia")
            corpus[server.backend] = {"pid": pid, "target": target, "others": others}
    return corpus[server.backend]


def test_paraphrase_finds_the_right_memory_first(server: LiveServer,
                                                 corpus: dict[str, dict[str, Any]]) -> None:
    p = _project(server, corpus)
    with server.client() as c:
        hits = search(c, p["pid"], PARAPHRASE)
        assert hits, "the paraphrase found nothing"
        assert hits[0]["id"] == p["target"] and hits[0]["content"] == TARGET, hits[:3]
        for h in hits:
            assert MEMORY_KEYS | {"score"} <= set(h), h
            assert isinstance(h["score"], float) and 0.0 <= h["score"] <= 1.0, h
            assert h["score"] >= 0.3, "default threshold 0.3"
            assert h["expired"] is False
        scores = [h["score"] for h in hits]
        assert scores == sorted(scores, reverse=True)
        # another phrasing of the same question
        assert search(c, p["pid"], "who needs an EpiPen because of food allergies")[0]["id"] == p["target"]


def test_top_k_and_threshold(server: LiveServer, corpus: dict[str, dict[str, Any]]) -> None:
    p = _project(server, corpus)
    with server.client() as c:
        everything = search(c, p["pid"], "office schedule", threshold=0.0, top_k=1000)
        assert len(everything) <= 21 and len({h["id"] for h in everything}) == len(everything)
        assert len(everything) >= 5, everything
        three = search(c, p["pid"], "office schedule", threshold=0.0, top_k=3)
        assert [h["id"] for h in three] == [h["id"] for h in everything[:3]]
        one = search(c, p["pid"], "office schedule", threshold=0.0, top_k=1)
        assert len(one) == 1 and one[0]["id"] == everything[0]["id"]
        cut = everything[len(everything) // 2]["score"]
        above = search(c, p["pid"], "office schedule", threshold=cut, top_k=1000)
        assert above and all(h["score"] >= cut for h in above)
        assert {h["id"] for h in above} == {h["id"] for h in everything if h["score"] >= cut}
        assert all(h["score"] >= 1.0 for h in search(c, p["pid"], "office schedule", threshold=1.0))


def test_user_id_filter(server: LiveServer, corpus: dict[str, dict[str, Any]]) -> None:
    p = _project(server, corpus)
    with server.client() as c:
        mine = search(c, p["pid"], PARAPHRASE, user_id="u-sofia", threshold=0.0)
        assert [h["id"] for h in mine] == [p["target"]] and mine[0]["user_id"] == "u-sofia"
        others = search(c, p["pid"], PARAPHRASE, user_id="u-other", threshold=0.0, top_k=100)
        assert others and p["target"] not in {h["id"] for h in others}
        assert {h["user_id"] for h in others} == {"u-other"}
        assert search(c, p["pid"], PARAPHRASE, user_id="nobody", threshold=0.0) == []


def test_keyword_only_match_on_a_rare_proper_noun(server: LiveServer) -> None:
    noun = "Vorquelle" + uniq("x").split("-")[1]
    with server.client() as c:
        _, pid = make_project(c)
        add_event(c, pid, *UNRELATED[:10])
        target = add(c, pid, f"The staging database runs on the host named {noun}.")
        hits = search(c, pid, noun)
        assert hits and hits[0]["id"] == target, hits[:3]
        hits = search(c, pid, f"Where is {noun}?")
        assert hits and hits[0]["id"] == target, hits[:3]


def test_forgotten_memories_are_never_returned(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        add_event(c, pid, *UNRELATED[:8])
        target = add(c, pid, TARGET)
        twin = add(c, pid, "Sofia has a severe peanut allergy.")
        assert {target, twin} <= {h["id"] for h in search(c, pid, PARAPHRASE)}
        data(c.post(f"/api/v2/projects/{pid}/memories/{target}/forget"))
        for q in (PARAPHRASE, "Sofia", "epinephrine pen peanuts"):
            hits = search(c, pid, q, threshold=0.0, top_k=1000)
            assert target not in {h["id"] for h in hits}, q
        assert search(c, pid, PARAPHRASE)[0]["id"] == twin
        # a fact that expires (v3 expiration_date in the past) leaves search too
        data(c.patch(f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts/{twin}",
                     json={"expiration_date": "2000-01-01T00:00:00Z"}))
        for q in (PARAPHRASE, "Sofia peanut allergy"):
            assert twin not in {h["id"] for h in search(c, pid, q, threshold=0.0, top_k=1000)}, q


@pytest.mark.parametrize("body", [{"query": "x", "top_k": 0}, {"query": "x", "top_k": 1001}, {"query": ""},
                                  {}, {"query": "x", "threshold": 1.5}, {"query": "x", "threshold": -0.1},
                                  {"query": "x", "top_k": "many"}])
def test_search_validation(server: LiveServer, body: dict[str, Any]) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        error(c.post(f"/api/v2/projects/{pid}/memories/search", json=body), 400, "INVALID_ARGUMENT")


def test_search_limits_are_inclusive(server: LiveServer) -> None:
    with server.client() as c:
        _, pid = make_project(c)
        add(c, pid, "Kai speaks four languages.")
        assert search(c, pid, "languages", top_k=1)[0]["content"] == "Kai speaks four languages."
        assert len(search(c, pid, "languages", top_k=1000, threshold=0.0)) == 1
        unknown = "/api/v2/projects/proj-doesnotexist00000000000/memories/search"
        error(c.post(unknown, json={"query": "x"}), 403, "FORBIDDEN")


def test_a_hit_is_the_memory_as_a_read_shows_it(server: LiveServer) -> None:
    """Each hit is its memory as `GET` shows it, plus its score, whether its fields came with the search itself
    (PostgreSQL) or were read after it (SQLite; on PostgreSQL a content over 4 KB, `INLINE_CONTENT_BYTES`)."""
    long = "Mira's reactor log, copied out: " + "Détail du journal, ligne suivante — pression stable. " * 120
    assert len(long.encode()) > 4_096
    with server.client() as c:
        _, pid = make_project(c)
        add_event(c, pid, *UNRELATED[:6])
        add_event(c, pid, "Mira keeps the reactor log in the blue binder.", long, "Mira waters the ferns on Fridays.",
                  metadata={"source": "notes", "page": 2, "tags": ["lab", "ünïcode"]})
        hits = search(c, pid, "Where is Mira's reactor log?", threshold=0.0, top_k=5)
        assert long in {h["content"] for h in hits}, [h["content"][:40] for h in hits]
        for h in hits:
            read = data(c.get(f"/api/v2/projects/{pid}/memories/{h['id']}"))
            assert {k: v for k, v in h.items() if k != "score"} == read
