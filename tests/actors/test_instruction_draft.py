"""`POST /api/v3/workspaces/{ws}/actors/{actorId}/settings/fact-instruction/draft`: a proposed instruction, not saved.

The server runs without a service model here, so the built-in composer writes the draft (the model path of
`memory/instructions.draft_instruction` is tested against a loopback model in tests/memory/test_instructions.py).
"""
from __future__ import annotations

import httpx

from tests.actors.helpers import bind, make_actor, make_workspace
from tests.conftest import data, error
from tests.memories.helpers import wait_event


def _draft_path(ws: str, actor: str) -> str:
    return f"/api/v3/workspaces/{ws}/actors/{actor}/settings/fact-instruction/draft"


def test_a_draft_follows_the_guidance_names_the_language_and_the_facts_and_is_not_saved(owner: httpx.Client) -> None:
    ws = make_workspace(owner)
    actor = make_actor(owner)["id"]
    bind(owner, ws, "actor", actor)
    added = data(owner.post(f"/api/v3/workspaces/{ws}/actors/{actor}/facts",
                            json={"facts": ["Dana is vegetarian.", "Dana flies to Lisbon in May."]}))
    assert wait_event(owner, added["event_id"])["status"] == "succeeded"
    body = {"guidance": "focus on what she eats, skip anything about her job", "language": "pt"}
    draft = data(owner.post(_draft_path(ws, actor), json=body))["fact_instruction"]
    assert 0 < len(draft) <= 2000
    low = draft.lower()
    assert "food" in low and "work" in low and "portuguese" in low, draft
    settings = f"/api/v3/workspaces/{ws}/actors/{actor}/settings"
    assert data(owner.get(settings))["fact_instruction"] == ""  # a draft is never saved
    data(owner.patch(settings, json={"fact_instruction": draft}))
    assert data(owner.get(settings))["fact_instruction"] == draft


def test_a_draft_needs_a_bound_actor_and_a_closed_body(owner: httpx.Client) -> None:
    ws = make_workspace(owner)
    actor = make_actor(owner)["id"]
    error(owner.post(_draft_path(ws, actor), json={}), 403, "FORBIDDEN")  # not bound here
    bind(owner, ws, "actor", actor)
    assert data(owner.post(_draft_path(ws, actor), json={}))["fact_instruction"]
    err = error(owner.post(_draft_path(ws, actor), json={"guidance": "x" * 2001}), 400, "INVALID_ARGUMENT")
    assert "guidance" in err["message"]
    err = error(owner.post(_draft_path(ws, actor), json={"tone": "friendly"}), 400, "INVALID_ARGUMENT")
    assert "tone" in err["message"]
