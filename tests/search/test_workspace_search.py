"""Workspace search over HTTP (extensions §5): facts of projects, actors and agents and document excerpts in one
query, grouped; what a key may search; a `trust_document` resolution answering with the document."""
from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.keys.service import create_key
from mneme.admin.team.service import create_team
from tests.actors.helpers import make_actor
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, error, in_db, make_project, uniq
from tests.documents.helpers import add_memory, conflicts, ingest
from tests.memories.helpers import ISO
from tests.search.helpers import populated

FACT_KEYS = {"id", "fact", "score", "owner_type", "owner_id", "metadata", "created_at", "updated_at"}
def search(c: httpx.Client, ws: str, query: str, **body: Any) -> dict[str, Any]:
    return dict(data(c.post(f"/api/v3/workspaces/{ws}/memories/search", json={"query": query, **body})))


def test_one_query_over_projects_actors_agents_and_documents(server: LiveServer) -> None:
    with server.client() as c:
        w = populated(c)
        out = search(c, w["ws"], "what food does alice eat, is she vegetarian?")
        assert set(out) == {"documents", "facts"}
        facts = out["facts"]
        assert facts and set(facts[0]) == FACT_KEYS, facts
        assert (facts[0]["id"], facts[0]["owner_type"], facts[0]["owner_id"]) == (
            w["ids"]["actor"][0], "actor", w["actor"]), facts
        assert facts[0]["fact"] == "Alice is vegetarian and avoids fish."
        assert ISO.match(facts[0]["created_at"]) and ISO.match(facts[0]["updated_at"])
        assert [f["score"] for f in facts] == sorted((f["score"] for f in facts), reverse=True)
        assert all(f["score"] >= 0.3 for f in facts)

        hotel = search(c, w["ws"], "How much is a hotel night in Paris reimbursed?")
        doc = hotel["documents"][0]
        assert set(doc) == {"document_id", "document_name", "project_id", "items"}
        assert (doc["document_id"], doc["document_name"], doc["project_id"]) == (w["doc"], w["doc_name"], w["pid"])
        assert any("180 euros a night in Paris" in i["text"] for i in doc["items"]), doc
        assert all(set(i) == {"text", "score"} for i in doc["items"])

        offsite = search(c, w["ws"], "Where is the team offsite?")["facts"]
        assert offsite[0]["owner_type"] == "project" and offsite[0]["owner_id"] == w["pid"], offsite
        french = search(c, w["ws"], "Does the assistant reply in French?")["facts"]
        assert french[0]["owner_type"] == "agent" and french[0]["owner_id"] == w["agent"], french


def test_narrowing_by_source_type_and_top_k(server: LiveServer) -> None:
    with server.client() as c:
        w = populated(c)
        q = "Alice vegetarian canteen menu Thursday"
        only_docs = search(c, w["ws"], q, memory_types=["document"])
        assert only_docs["facts"] == [] and only_docs["documents"], only_docs
        only_facts = search(c, w["ws"], q, memory_types=["fact"])
        assert only_facts["documents"] == [] and only_facts["facts"], only_facts
        no_actor = search(c, w["ws"], "Alice is vegetarian and avoids fish", actor_ids=[], threshold=0.0)
        assert all(f["owner_type"] != "actor" for f in no_actor["facts"]), no_actor
        just_actor = search(c, w["ws"], "Lisbon offsite", project_ids=[], agent_ids=[], threshold=0.0)
        assert {f["owner_id"] for f in just_actor["facts"]} == {w["actor"]} and just_actor["documents"] == []
        assert len(search(c, w["ws"], "anything at all", threshold=0.0, top_k=1)["facts"]) == 1
        assert search(c, w["ws"], "Alice", threshold=1.0)["facts"] == []
        for bad in ({"query": ""}, {"query": "x", "memory_types": ["pdf"]}, {"query": "x", "memory_types": []},
                    {"query": "x", "top_k": 0}, {"query": "x", "top_k": 101}, {"query": "x", "threshold": 2}):
            error(c.post(f"/api/v3/workspaces/{w['ws']}/memories/search", json=bad), 400, "INVALID_ARGUMENT")


def test_forgotten_facts_never_answer_and_trust_document_does(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        policy = b"Refund policy. Customers may return products within 30 days of delivery."
        ingest(c, ws, pid, uniq("policy") + ".txt", policy)
        mid, _ = add_memory(c, pid, "Customers may return products within 14 days of delivery.")
        before = search(c, ws, "How many days do customers have to return products?")
        assert [f["id"] for f in before["facts"]] == [mid], before
        (cfl,) = conflicts(c, pid, category="m2d")["items"]
        data(c.post(f"/api/v2/projects/{pid}/memories/conflicts/{cfl['id']}/resolve",
                    json={"strategy": "trust_document"}))
        after = search(c, ws, "How many days do customers have to return products?")
        assert after["facts"] == [], after
        assert "within 30 days of delivery" in after["documents"][0]["items"][0]["text"], after


def test_what_a_key_may_search(server: LiveServer) -> None:
    with server.client() as c:
        w = populated(c)
        _other_ws, other_pid = make_project(c)
        stranger = make_actor(c)["id"]
        for body in ({"project_ids": [other_pid]}, {"project_ids": ["proj-nope"]}, {"actor_ids": [stranger]},
                     {"agent_ids": ["agent-nope"]}):
            error(c.post(f"/api/v3/workspaces/{w['ws']}/memories/search", json={"query": "x", **body}),
                  403, "FORBIDDEN")
        error(c.post("/api/v3/workspaces/ws-nope/memories/search", json={"query": "x"}), 403, "FORBIDDEN")
    facts_only = server.new_key(role=custom_role(server, ["workspace:search", "workspace:read", "project:mem_search",
                                                          "project:read"]), name=uniq("k"))
    with server.client(facts_only["api_key"]) as c:
        out = search(c, w["ws"], "Alice vegetarian hotel Paris offsite Lisbon", threshold=0.0)
        assert out["documents"] == [] and out["facts"], out
        assert {f["owner_type"] for f in out["facts"]} == {"project"}, out
        error(c.post(f"/api/v3/workspaces/{w['ws']}/memories/search",
                     json={"query": "x", "actor_ids": [w["actor"]]}), 403, "FORBIDDEN")
    no_search = server.new_key(role=custom_role(server, ["workspace:read", "project:mem_search"]), name=uniq("k"))
    with server.client(no_search["api_key"]) as c:
        error(c.post(f"/api/v3/workspaces/{w['ws']}/memories/search", json={"query": "x"}), 403, "FORBIDDEN")

    async def other_team_key(s: AsyncSession) -> str:
        team, owner = await create_team(s, name=uniq("Other team"), owner_name="Other", owner_email=None)
        return (await create_key(s, team_id=team.id, principal_id=owner.id, name="other owner"))[1]

    with server.client(in_db(server, other_team_key)) as c:
        error(c.post(f"/api/v3/workspaces/{w['ws']}/memories/search", json={"query": "Alice"}), 403, "FORBIDDEN")
