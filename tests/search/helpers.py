"""A workspace with something of every kind to find: project facts, a document, an actor's and an agent's facts."""
from __future__ import annotations

from typing import Any

import httpx

from tests.actors.helpers import bind, make_actor, make_agent
from tests.conftest import data, make_project, uniq
from tests.documents.helpers import ingest
from tests.memories.helpers import wait_event

HANDBOOK = (b"Travel handbook.\n\nEmployees book flights through the travel desk at least two weeks ahead.\n\n"
            b"Hotel stays are reimbursed up to 180 euros a night in Paris and 120 euros elsewhere.\n\n"
            b"The office canteen serves a vegetarian menu every Thursday.")


def add_facts(c: httpx.Client, path: str, *facts: str) -> list[str]:
    res = data(c.post(path, json={"facts": list(facts)}))
    assert wait_event(c, res["event_id"])["status"] == "succeeded"
    return [f["id"] for f in res["facts"]]


def populated(c: httpx.Client) -> dict[str, Any]:
    """A workspace with a project (facts and a document), an actor and an agent with facts."""
    ws, pid = make_project(c)
    a, g = make_actor(c, display_name="Alice")["id"], make_agent(c)["id"]
    bind(c, ws, "actor", a)
    bind(c, ws, "agent", g)
    name = uniq("travel") + ".txt"  # the team's library is shared by the tests of a session
    doc, _ = ingest(c, ws, pid, name, HANDBOOK)
    ids = {
        "project": add_facts(c, f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts",
                             "The team offsite is planned in Lisbon in March.", "Expense reports are due on the 5th."),
        "actor": add_facts(c, f"/api/v3/workspaces/{ws}/actors/{a}/facts",
                           "Alice is vegetarian and avoids fish.", "Alice lives in Lyon with her two cats."),
        "agent": add_facts(c, f"/api/v3/workspaces/{ws}/agents/{g}/facts",
                           "The assistant answers travel questions in French when asked in French."),
    }
    return {"ws": ws, "pid": pid, "actor": a, "agent": g, "doc": doc, "doc_name": name, "ids": ids}
