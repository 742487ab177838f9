"""A conversation's extraction through the model-backed extractor: the speaking actor's `fact_instruction`
reaches the model (the built-in default for the project's facts), and what the model answers lands where the
conversation rules put it. The model is a real HTTP server on loopback speaking compat-a, which records every
prompt and follows the one instruction it is given in this test."""
from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from mneme.memory.extraction import DEFAULT_FACT_INSTRUCTION, EXTRACT_SYSTEM_PROMPT
from tests.actors.helpers import bind, list_all, make_actor, make_agent
from tests.conftest import LiveServer, data, make_project, start_server, uniq
from tests.conversations.test_conversations_api import convs, say
from tests.memories.helpers import wait_event

INSTRUCTION = "Only record food preferences"
FOOD = "User is allergic to peanuts"
ALL_FACTS = [FOOD, "User works as a nurse", "The team dinner is on Friday"]


class Model:
    """Records the prompts; an extraction whose instruction is INSTRUCTION gets the food fact alone."""

    def __init__(self) -> None:
        self.prompts: list[tuple[str, str]] = []
        self.lock = threading.Lock()

    def answer(self, system: str, user: str) -> str:
        with self.lock:
            self.prompts.append((system, user))
        if not system.startswith(EXTRACT_SYSTEM_PROMPT):
            return json.dumps({"verdicts": []})
        if "I'm Dana" in user:  # the model says the name as the prompt asks, and keeps the marker
            return json.dumps({"facts": ["User's name is Dana", "User likes olives", "The team dinner is on Friday"]})
        return json.dumps({"facts": [FOOD] if system.endswith(INSTRUCTION) else ALL_FACTS})

    def extractions(self) -> list[tuple[str, str]]:
        with self.lock:
            return [p for p in self.prompts if p[0].startswith(EXTRACT_SYSTEM_PROMPT)]


def _serve(model: Model) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            by_role = {m["role"]: m["content"] for m in body["messages"]}
            text = model.answer(by_role.get("system", ""), by_role.get("user", ""))
            out = json.dumps({"id": "chatcmpl-1", "object": "chat.completion", "model": body.get("model"),
                              "choices": [{"index": 0, "finish_reason": "stop",
                                           "message": {"role": "assistant", "content": text}}],
                              "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)

        def log_message(self, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


@pytest.fixture(scope="module")
def model_server(backend: str) -> Iterator[tuple[LiveServer, Model]]:
    model = Model()
    httpd = _serve(model)
    live = start_server(backend, service_model="extract-model", llm_protocol="compat-a",
                        llm_base_url=f"http://127.0.0.1:{httpd.server_address[1]}/v1")
    try:
        yield live, model
    finally:
        live.stop()
        httpd.shutdown()
        httpd.server_close()


def test_the_actors_instruction_reaches_the_model(model_server: tuple[LiveServer, Model]) -> None:
    live, model = model_server
    with live.client() as c:
        ws, pid = make_project(c)
        actor, agent = make_actor(c)["id"], make_agent(c)["id"]
        bind(c, ws, "actor", actor)
        bind(c, ws, "agent", agent)
        data(c.patch(f"/api/v3/workspaces/{ws}/actors/{actor}/settings", json={"fact_instruction": INSTRUCTION}))
        conv = data(c.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid], "actor_ids": [actor],
                                            "agent_ids": [agent]}))["id"]
        before = len(model.extractions())
        q = data(say(c, conv, "Anything I should know before the team dinner?", None, agent=agent))
        assert wait_event(c, q["event_id"])["status"] == "succeeded"
        text = "I am allergic to peanuts and I work as a nurse. The team dinner is on Friday."
        m = data(say(c, conv, text, q["id"], actor=actor))
        assert wait_event(c, m["event_id"])["status"] == "succeeded"

        calls = model.extractions()[before:]
        assert len(calls) == 2, "one extraction for the actor, one for the project; none for the agent's message"
        systems = sorted(system for system, _user in calls)
        assert systems == sorted([EXTRACT_SYSTEM_PROMPT + INSTRUCTION,
                                  EXTRACT_SYSTEM_PROMPT + DEFAULT_FACT_INSTRUCTION]), systems
        for _system, user in calls:  # the question as context, the person's message as the user's
            assert json.loads(user)["conversation"] == [
                {"role": "assistant", "content": "Anything I should know before the team dinner?"},
                {"role": "user", "content": text}]
        actor_facts = [f["fact"] for f in list_all(c, f"/api/v3/workspaces/{ws}/actors/{actor}/facts")]
        project_facts = [f["fact"] for f in list_all(c, f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts")]
        assert actor_facts == [FOOD], "the instruction was honoured: only the food fact for the actor"
        assert project_facts == ["The team dinner is on Friday"], "the project keeps what is not about the speaker"

        # cleared: the built-in default applies to the actor's facts as well
        data(c.patch(f"/api/v3/workspaces/{ws}/actors/{actor}/settings", json={"fact_instruction": ""}))
        before = len(model.extractions())
        m2 = data(say(c, conv, "I also love olives.", m["id"], actor=actor))
        assert wait_event(c, m2["event_id"])["status"] == "succeeded"
        systems = [system for system, _user in model.extractions()[before:]]
        assert systems == [EXTRACT_SYSTEM_PROMPT + DEFAULT_FACT_INSTRUCTION] * 2, systems


def test_the_models_facts_are_named_like_the_offline_ones(model_server: tuple[LiveServer, Model]) -> None:
    """The model writes the marker; the add splits on it, then renders the name (issue 9 item 2)."""
    live, _model = model_server
    with live.client() as c:
        ws, pid = make_project(c)
        actor = make_actor(c)["id"]
        bind(c, ws, "actor", actor)
        conv = data(c.post(convs(ws), json={"custom_id": uniq("c"), "rw_project_ids": [pid],
                                            "actor_ids": [actor]}))["id"]
        m = data(say(c, conv, "I'm Dana. I like olives. The team dinner is on Friday.", None, actor=actor))
        assert wait_event(c, m["event_id"])["status"] == "succeeded"
        actor_facts = sorted(f["fact"] for f in list_all(c, f"/api/v3/workspaces/{ws}/actors/{actor}/facts"))
        project_facts = [f["fact"] for f in list_all(c, f"/api/v3/workspaces/{ws}/projects/{pid}/memories/facts")]
        assert actor_facts == ["Dana likes olives", "User's name is Dana"]
        assert project_facts == ["The team dinner is on Friday"]
