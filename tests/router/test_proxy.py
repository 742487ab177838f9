"""The proxy over real HTTP: a live Mneme in front of the fake vendor, with httpx as the client."""
from __future__ import annotations

import json
import re

import httpx
import pytest

from tests.conftest import TLS, LiveServer
from tests.router import standin_inject, standin_metering
from tests.router.conftest import HOSTED_A_KEY, HOSTED_B_KEY, wait_records
from tests.router.fake_vendor import CHAT_USAGE, MESSAGES_INPUT, MESSAGES_OUTPUT, REPLY, FakeVendor

pytestmark = pytest.mark.usefixtures("standins")

CHAT = "/router/compat-a/v1/chat/completions"
MESSAGES = "/router/compat-b/v1/messages"


def chat_body(model: str = "gpt-x", **extra: object) -> dict[str, object]:
    return {"model": model, "messages": [{"role": "user", "content": "Hi there"}], **extra}


def msg_body(model: str = "claude-x", **extra: object) -> dict[str, object]:
    return {"model": model, "max_tokens": 64, "messages": [{"role": "user", "content": "Hi there"}], **extra}


def sse_data(text: str) -> list[str]:
    return [line[6:] for line in text.splitlines() if line.startswith("data: ")]


# ------------------------------------------------------------------------------------------ pass-through


def test_body_goes_upstream_byte_for_byte(router: LiveServer, vendor: FakeVendor, http: httpx.Client) -> None:
    raw = ('{ "model" : "same-a",\n  "messages": [{"role":"user","content":"caf\\u00e9 \u2615 {\\"x\\": 1}"}],'
           ' "temperature": 0.70, "custom_vendor_param": {"deep": [1, 2.50, null]}, "seed": 42 }').encode()
    r = http.post(router.base_url + CHAT, content=raw,
                  headers={"Authorization": f"Bearer {router.owner_key}", "content-type": "application/json"})
    assert r.status_code == 200, r.text
    assert vendor.last("/chat/completions").raw == raw


def test_model_renamed_in_place(router: LiveServer, vendor: FakeVendor, http: httpx.Client) -> None:
    raw = b'{"messages":[{"role":"user","content":"say \\"model\\": \\"gpt-x\\""}],\n "model":"gpt-x","n":1}'
    r = http.post(router.base_url + CHAT, content=raw, headers={"Authorization": f"Bearer {router.owner_key}"})
    assert r.status_code == 200, r.text
    assert vendor.last("/chat/completions").raw == raw.replace(b'"model":"gpt-x"', b'"model":"gpt-x-2026"')
    assert r.json()["model"] == "gpt-x-2026"  # the vendor's answer, unchanged


def test_answer_passes_through(router: LiveServer, http: httpx.Client) -> None:
    with router.client() as c:
        r = c.post(CHAT, json=chat_body())
    assert r.status_code == 200
    assert r.headers["content-type"] == "application/json; charset=utf-8"
    assert r.headers["x-request-id"] == "req_fake_chat" and r.headers["openai-processing-ms"] == "3"
    body = r.json()
    assert body["choices"][0]["message"]["content"] == REPLY and body["usage"] == CHAT_USAGE
    assert "x-memory-context-modified" not in r.headers and "x-memory-retrieved" not in r.headers


def test_vendor_errors_pass_through(router: LiveServer, vendor: FakeVendor) -> None:
    with router.client() as c:
        r400 = c.post(CHAT, json=chat_body("fail-400"))
        r429 = c.post(CHAT, json=chat_body("fail-429"))
        b400 = c.post(MESSAGES, json=msg_body("b-fail-400"))
    assert r400.status_code == 400 and r400.json()["error"]["code"] == "invalid_value"
    assert r400.headers["x-request-id"] == "req_fake_400"
    assert r400.headers["content-type"] == "application/json; charset=utf-8"
    assert r429.status_code == 429 and r429.headers["retry-after"] == "7"
    assert r429.json() == {"error": {"message": "Rate limit reached", "type": "requests", "param": None,
                                     "code": "rate_limit_exceeded"}}
    assert b400.status_code == 400 and b400.json()["type"] == "error"
    rec = wait_records(r400.headers["x-trace-id"])[0]
    assert rec.status == 400 and rec.input_tokens == 0 and rec.output_tokens == 0


def test_query_parameters_other_than_boundary_go_upstream(router: LiveServer, vendor: FakeVendor) -> None:
    with router.client() as c:
        r = c.post(CHAT, json=chat_body(), params={"api-version": "2026-01-01"})
    assert r.status_code == 200
    assert vendor.last("/chat/completions").query == {"api-version": "2026-01-01"}


# ------------------------------------------------------------------------------------------ keys


def test_hosted_mode_sends_the_providers_key(router: LiveServer, vendor: FakeVendor) -> None:
    with router.client() as c:
        assert c.post(CHAT, json=chat_body()).status_code == 200
        got = vendor.last("/chat/completions").headers
    assert got["Authorization"] == f"Bearer {HOSTED_A_KEY}"
    assert router.owner_key not in json.dumps(dict(got))
    with httpx.Client(verify=TLS, base_url=router.base_url, timeout=30) as c:
        r = c.post(MESSAGES, json=msg_body(), headers={"x-api-key": router.owner_key,
                                                       "anthropic-version": "2023-06-01"})
    assert r.status_code == 200, r.text
    got = vendor.last("/v1/messages").headers
    assert got["x-api-key"] == HOSTED_B_KEY and got["anthropic-version"] == "2023-06-01"
    assert router.owner_key not in json.dumps(dict(got))
    rec = wait_records(r.headers["x-trace-id"])[0]
    assert rec.key_source == "hosted" and rec.input_tokens == MESSAGES_INPUT and rec.output_tokens == MESSAGES_OUTPUT
    assert rec.model == "claude-x" and rec.provider == "fake-b" and rec.output_tokens_per_million == 15_000_000


def test_byok_sends_the_callers_vendor_key_only_upstream(router: LiveServer, vendor: FakeVendor) -> None:
    headers = {"Authorization": "Bearer my-own-vendor-key", "x-service-api-key": router.owner_key}
    before = len(standin_metering.BALANCE_CHECKS)
    with httpx.Client(verify=TLS, base_url=router.base_url, timeout=30) as c:
        r = c.post(CHAT, json=chat_body(), headers=headers)
        assert r.status_code == 200, r.text
        got = vendor.last("/chat/completions").headers
        assert got["Authorization"] == "Bearer my-own-vendor-key"
        assert "x-service-api-key" not in {k.lower() for k in got} and router.owner_key not in json.dumps(dict(got))
        rb = c.post(MESSAGES, json=msg_body(), headers={"x-api-key": "my-b-key", "x-service-api-key": router.owner_key,
                                                        "compat-b-version": "2023-06-01"})
        assert rb.status_code == 200, rb.text
        got = vendor.last("/v1/messages").headers
        assert got["x-api-key"] == "my-b-key" and got["anthropic-version"] == "2023-06-01"
        assert router.owner_key not in json.dumps(dict(got))
    assert len(standin_metering.BALANCE_CHECKS) == before  # BYOK: no balance check
    assert wait_records(r.headers["x-trace-id"])[0].key_source == "byok"
    assert wait_records(rb.headers["x-trace-id"])[0].key_source == "byok"


def test_compat_b_takes_bearer_when_x_api_key_is_absent(router: LiveServer) -> None:
    with router.client() as c:
        r = c.post(MESSAGES, json=msg_body())
    assert r.status_code == 200, r.text


# ------------------------------------------------------------------------------------------ router errors


def _compat_a_error(r: httpx.Response, status: int) -> dict[str, object]:
    assert r.status_code == status, r.text
    assert re.fullmatch(r"[0-9a-f]{32}", r.headers["x-trace-id"])
    err = r.json()["error"]
    assert isinstance(err["message"], str) and isinstance(err["type"], str)
    return dict(err)


def test_missing_or_invalid_key_is_401_in_compat_a_shape(router: LiveServer, root: str,
                                                         http: httpx.Client) -> None:
    for url in (router.base_url + CHAT, router.base_url + MESSAGES, root + "/compat-a/v1/chat/completions",
                root + "/compat-b/v1/messages", router.base_url + "/router/compat-a/v1/embeddings"):
        _compat_a_error(http.post(url, json=chat_body()), 401)
        _compat_a_error(http.post(url, json=chat_body(), headers={"Authorization": "Bearer sk_" + "x" * 40}), 401)
        _compat_a_error(http.post(url, json=chat_body(), headers={"x-api-key": "sk_" + "y" * 40}), 401)


def test_ip_restricted_key_is_403_in_compat_a_shape(router: LiveServer, http: httpx.Client) -> None:
    key = router.new_key(name="ip", allowed_ips="10.0.0.0/8")["api_key"]
    _compat_a_error(http.post(router.base_url + CHAT, json=chat_body(), headers={"Authorization": f"Bearer {key}"}),
                    403)
    _compat_a_error(http.post(router.base_url + MESSAGES, json=msg_body(), headers={"x-api-key": key}), 403)


def test_empty_balance_is_402(router: LiveServer, vendor: FakeVendor) -> None:
    standin_metering.EMPTY_TEAMS.add(router.team_id)
    try:
        sent = len(vendor.requests)
        with router.client() as c:
            r = c.post(CHAT, json=chat_body())
            byok = c.post(CHAT, json=chat_body(), headers={"x-service-api-key": router.owner_key})
        assert r.status_code == 402
        assert r.json() == {"success": False, "message": r.json()["message"]} and r.json()["message"]
        assert len(vendor.requests) == sent + 1  # only the BYOK call reached the vendor
        assert byok.status_code == 200
    finally:
        standin_metering.EMPTY_TEAMS.discard(router.team_id)


def test_unknown_model_is_a_vendor_format_404(router: LiveServer) -> None:
    with router.client() as c:
        a = c.post(CHAT, json=chat_body("no-such-model"))
        b = c.post(MESSAGES, json=msg_body("no-such-model"))
        cross = c.post(CHAT, json=chat_body("claude-x"))
    err = _compat_a_error(a, 404)
    assert err["type"] == "invalid_request_error" and err["code"] == "model_not_found"
    assert b.status_code == 404 and b.json()["type"] == "error" and b.json()["error"]["type"] == "not_found_error"
    assert _compat_a_error(cross, 404)["code"] == "model_not_found"
    assert "compat-b" in str(cross.json()["error"]["message"])


def test_malformed_json_is_a_vendor_format_400(router: LiveServer) -> None:
    with router.client() as c:
        a = c.post(CHAT, content=b'{"model": "gpt-x", "messages": [', headers={"content-type": "application/json"})
        b = c.post(MESSAGES, content=b"not json", headers={"content-type": "application/json"})
        arr = c.post(CHAT, json=[1, 2])
        no_model = c.post(CHAT, json={"messages": []})
    assert _compat_a_error(a, 400)["type"] == "invalid_request_error"
    assert b.status_code == 400
    message = b.json()["error"]["message"]
    assert b.json() == {"type": "error", "error": {"type": "invalid_request_error", "message": message}}
    assert _compat_a_error(arr, 400)["type"] == "invalid_request_error"
    assert "model" in str(_compat_a_error(no_model, 400)["message"])


def test_unknown_route_and_method_answer_in_the_vendor_shape(router: LiveServer) -> None:
    with router.client() as c:
        a = c.post("/router/compat-a/v1/completions", json=chat_body())
        b = c.post("/router/compat-b/v1/complete", json=msg_body())
        get = c.get(CHAT)
    assert _compat_a_error(a, 404)["type"] == "invalid_request_error"
    assert b.status_code == 404 and b.json()["type"] == "error"
    assert _compat_a_error(get, 405) and get.headers["allow"] == "POST"


def test_body_over_the_limit_is_413(router: LiveServer) -> None:
    big = b'{"model":"gpt-x","x":"' + b"a" * (router.settings.router_max_body_bytes + 1) + b'"}'
    with router.client() as c:
        r = c.post(CHAT, content=big, headers={"content-type": "application/json"})
    assert _compat_a_error(r, 413)["type"] == "invalid_request_error"


def test_unreachable_upstream_is_502_plain_text(router: LiveServer) -> None:
    with router.client() as c:
        r = c.post(CHAT, json=chat_body("unreachable"))
    assert r.status_code == 502 and r.headers["content-type"].startswith("text/plain")
    assert "cannot reach the upstream" in r.text
    assert wait_records(r.headers["x-trace-id"])[0].status == 502


def test_upstream_timeout_is_502_plain_text(router: LiveServer, vendor: FakeVendor) -> None:
    vendor.release.clear()
    try:
        with router.client() as c:
            r = c.post(CHAT, json=chat_body("hang"))
    finally:
        vendor.release.set()
    assert r.status_code == 502 and r.headers["content-type"].startswith("text/plain")
    assert "timed out" in r.text


def test_a_call_counts_as_live_until_its_answer_starts(router: LiveServer, vendor: FakeVendor) -> None:
    """While an inference call waits for its upstream it is a live call of the process (`jobs.live_calls`: the
    in-process worker makes way for it); once answered it is not."""
    import threading

    from mneme.core.jobs import live_calls
    from tests.memories.helpers import wait_until

    before = live_calls.in_flight
    vendor.release.clear()
    answers: list[int] = []

    def call() -> None:
        with router.client() as c:
            answers.append(c.post(CHAT, json=chat_body("hang")).status_code)

    thread = threading.Thread(target=call)
    thread.start()
    try:
        wait_until(lambda: live_calls.in_flight == before + 1, "the call in flight")
        assert live_calls.busy()
    finally:
        vendor.release.set()
        thread.join(30)
    assert answers and live_calls.in_flight == before


def test_upstream_dropping_the_connection_is_502(router: LiveServer) -> None:
    with router.client() as c:
        r = c.post(CHAT, json=chat_body("drop"))
        b = c.post(MESSAGES, json=msg_body("b-drop"))
    assert r.status_code == 502 and b.status_code == 502 and r.headers["content-type"].startswith("text/plain")


# ------------------------------------------------------------------------------------------ tracing


def test_traceparent_joins_the_trace_and_goes_upstream_with_the_routers_span(router: LiveServer,
                                                                             vendor: FakeVendor) -> None:
    trace, span = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
    with router.client() as c:
        r = c.post(CHAT, json=chat_body(), headers={"traceparent": f"00-{trace}-{span}-01",
                                                    "tracestate": "vendor=abc"})
    assert r.status_code == 200 and r.headers["x-trace-id"] == trace
    up = vendor.last("/chat/completions").headers
    version, up_trace, up_span, flags = up["traceparent"].split("-")
    assert (version, up_trace, flags) == ("00", trace, "01")
    assert re.fullmatch(r"[0-9a-f]{16}", up_span) and up_span != span
    assert up["tracestate"] == "vendor=abc"
    assert wait_records(trace)[0].trace_id == trace


def test_a_call_without_traceparent_starts_a_trace(router: LiveServer, vendor: FakeVendor) -> None:
    with router.client() as c:
        r = c.post(CHAT, json=chat_body())
    assert vendor.last("/chat/completions").headers["traceparent"].split("-")[1] == r.headers["x-trace-id"]


# ------------------------------------------------------------------------------------------ legacy paths


def test_legacy_paths_behave_identically(router: LiveServer, root: str, vendor: FakeVendor,
                                         http: httpx.Client) -> None:
    auth = {"Authorization": f"Bearer {router.owner_key}"}
    raw = b'{"model":"gpt-x", "messages":[{"role":"user","content":"legacy"}]}'
    r = http.post(root + "/compat-a/v1/chat/completions", content=raw, headers=auth)
    assert r.status_code == 200 and r.json()["choices"][0]["message"]["content"] == REPLY
    assert vendor.last("/chat/completions").raw == raw.replace(b'"gpt-x"', b'"gpt-x-2026"')
    assert http.post(root + "/compat-a/v1/responses", json={"model": "gpt-x", "input": "hi"},
                     headers=auth).json()["object"] == "response"
    assert http.post(root + "/compat-a/v1/embeddings", json={"model": "emb", "input": "hi"},
                     headers=auth).json()["object"] == "list"
    b = http.post(root + "/compat-b/v1/messages", json=msg_body(), headers={"x-api-key": router.owner_key})
    assert b.status_code == 200 and b.json()["type"] == "message"
    assert _compat_a_error(http.post(root + "/compat-a/v1/chat/completions", json=chat_body("nope"), headers=auth),
                           404)["code"] == "model_not_found"


# ------------------------------------------------------------------------------------------ streams


def test_stream_without_usage_asked_gets_it_upstream_and_hides_it(router: LiveServer, vendor: FakeVendor) -> None:
    raw = b'{"model": "gpt-x", "stream": true, "messages": [{"role": "user", "content": "Hi"}]}'
    with router.client() as c:
        r = c.post(CHAT, content=raw, headers={"content-type": "application/json"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
    sent = vendor.last("/chat/completions")
    assert sent.json["stream_options"] == {"include_usage": True}
    assert sent.raw == raw.replace(b'{"model": "gpt-x"', b'{"stream_options":{"include_usage":true},"model": '
                                                         b'"gpt-x-2026"')
    data = sse_data(r.text)
    assert data[-1] == "[DONE]"
    chunks = [json.loads(d) for d in data[:-1]]
    assert all(ch["choices"] for ch in chunks)  # the usage-only chunk was dropped
    assert "".join(ch["choices"][0]["delta"].get("content") or "" for ch in chunks) == REPLY
    rec = wait_records(r.headers["x-trace-id"])[0]
    assert (rec.input_tokens, rec.output_tokens) == (CHAT_USAGE["prompt_tokens"], CHAT_USAGE["completion_tokens"])


def test_stream_with_usage_asked_keeps_it(router: LiveServer, vendor: FakeVendor) -> None:
    body = chat_body(stream=True, stream_options={"include_usage": True})
    with router.client() as c:
        r = c.post(CHAT, json=body)
    chunks = [json.loads(d) for d in sse_data(r.text)[:-1]]
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"] == CHAT_USAGE
    assert vendor.last("/chat/completions").json["stream_options"] == {"include_usage": True}


def test_responses_and_messages_streams_are_metered(router: LiveServer) -> None:
    with router.client() as c:
        r = c.post("/router/compat-a/v1/responses", json={"model": "gpt-x", "input": "hi", "stream": True})
        m = c.post(MESSAGES, json=msg_body(stream=True))
    assert "event: response.completed" in r.text
    rec = wait_records(r.headers["x-trace-id"])[0]
    assert (rec.input_tokens, rec.output_tokens, rec.endpoint) == (13, 5, "compat-a/v1/responses")
    assert "event: message_stop" in m.text
    rec = wait_records(m.headers["x-trace-id"])[0]
    assert (rec.input_tokens, rec.output_tokens) == (MESSAGES_INPUT, MESSAGES_OUTPUT)


def test_client_leaving_mid_stream_closes_the_upstream_and_is_metered(router: LiveServer,
                                                                     vendor: FakeVendor) -> None:
    vendor.disconnected.clear()
    with router.client() as c, c.stream("POST", CHAT, json=chat_body("slow", stream=True)) as r:
        trace = r.headers["x-trace-id"]
        lines = r.iter_lines()
        got = [next(lines) for _ in range(3)]
        assert any(line.startswith("data: ") for line in got)
    assert vendor.disconnected.wait(30), "the upstream request was not closed"
    rec = wait_records(trace)[0]
    assert rec.status == 200 and rec.input_tokens > 0 and rec.output_tokens > 0  # estimated with tiktoken


def test_compat_b_client_leaving_keeps_the_input_the_vendor_reported(router: LiveServer,
                                                                      vendor: FakeVendor) -> None:
    vendor.disconnected.clear()
    with router.client() as c, c.stream("POST", MESSAGES, json=msg_body("b-slow", stream=True)) as r:
        trace = r.headers["x-trace-id"]
        lines = r.iter_lines()
        for _ in range(6):
            next(lines)
    assert vendor.disconnected.wait(30)
    rec = wait_records(trace)[0]
    assert rec.input_tokens == MESSAGES_INPUT and rec.output_tokens >= 1


def test_upstream_breaking_off_mid_stream_cuts_the_clients_stream(router: LiveServer) -> None:
    with router.client() as c:
        try:
            with c.stream("POST", CHAT, json=chat_body("drop", stream=True)) as r:
                trace = r.headers["x-trace-id"]
                for _ in r.iter_bytes():
                    pass
            cut = False
        except httpx.HTTPError:
            cut = True
    assert cut, "the client saw a complete stream"
    assert wait_records(trace)[0].output_tokens > 0


# ------------------------------------------------------------------------------------------ memory


def test_boundary_adds_memory_and_says_so(router: LiveServer, vendor: FakeVendor) -> None:
    standin_inject.REMEMBERED.clear()
    with router.client() as c:
        r = c.post(CHAT, json=chat_body(), params={"boundary_id": "bnd-1"})
        empty = c.post(CHAT, json=chat_body(), params={"boundary_id": "bnd-empty"})
        m = c.post(MESSAGES, json=msg_body(), params={"boundary_id": "bnd-1"})
    assert r.status_code == 200
    assert r.headers["x-memory-context-modified"] == "true" and r.headers["x-memory-retrieved"] == "1"
    assert empty.headers["x-memory-context-modified"] == "false" and empty.headers["x-memory-retrieved"] == "0"
    assert empty.request.content.replace(b'"gpt-x"', b'"gpt-x-2026"') == \
        [q for q in vendor.requests if q.path.endswith("/chat/completions")][-1].raw  # unmodified: bytes kept
    assert vendor.last("/v1/messages").json["system"] == standin_inject.MEMORY
    assert vendor.last("/v1/messages").json["model"] == "claude-x-2026"
    chats = [q for q in vendor.requests if q.path.endswith("/chat/completions")][-2:]
    assert chats[0].json["messages"][0] == {"role": "system", "content": standin_inject.MEMORY}
    assert "boundary_id" not in chats[0].query
    assert wait_records(r.headers["x-trace-id"])[0].boundary_id == "bnd-1"
    wait_records(m.headers["x-trace-id"])
    remembered = [x for x in standin_inject.REMEMBERED if x[0] == "bnd-1"]
    assert {(k, text) for _b, k, _body, text in remembered} == {("chat", REPLY), ("messages", REPLY)}
    assert all(body["messages"][0]["content"] == "Hi there" for _b, _k, body, _t in remembered)


def test_foreign_boundary_is_403_in_compat_a_shape(router: LiveServer, vendor: FakeVendor) -> None:
    sent = len(vendor.requests)
    with router.client() as c:
        a = c.post(CHAT, json=chat_body(), params={"boundary_id": "bnd-forbidden"})
        b = c.post(MESSAGES, json=msg_body(), params={"boundary_id": "bnd-forbidden"})
    _compat_a_error(a, 403)
    _compat_a_error(b, 403)
    assert len(vendor.requests) == sent


def test_streamed_call_with_boundary_is_remembered_when_complete(router: LiveServer) -> None:
    standin_inject.REMEMBERED.clear()
    with router.client() as c:
        r = c.post(MESSAGES, json=msg_body(stream=True), params={"boundary_id": "bnd-s"})
    assert r.headers["x-memory-context-modified"] == "true"
    wait_records(r.headers["x-trace-id"])
    assert [(b, k, t) for b, k, _body, t in standin_inject.REMEMBERED] == [("bnd-s", "messages", REPLY)]


# ------------------------------------------------------------------------------------------ model list


def test_model_list(router: LiveServer) -> None:
    with router.client() as c:
        r = c.get("/router/v1/models")
    assert r.status_code == 200 and re.fullmatch(r"[0-9a-f]{32}", r.headers["x-trace-id"])
    body = r.json()
    assert body["success"] is True
    items = body["data"]["items"]
    names = [i["name"] for i in items]
    assert names == sorted(names) and "gpt-x" in names and "claude-x" in names
    by = {i["name"]: i for i in items}
    assert by["gpt-x"] == {"name": "gpt-x", "provider_type": "compat-a", "price": {
        "input": {"tokens_per_million": 1_000_000, "usd_per_million": 1.0},
        "output": {"tokens_per_million": 4_000_000, "usd_per_million": 4.0}, "tiered": False, "details": {}}}
    assert by["claude-x"]["provider_type"] == "compat-b"
    assert "price" not in by["same-a"]


def test_model_list_errors(router: LiveServer, http: httpx.Client) -> None:
    url = router.base_url + "/router/v1/models"
    r = http.get(url)
    assert r.status_code == 401 and r.json()["error_code"] == "UNAUTHORIZE" and r.json()["success"] is False
    key = router.new_key(name="ip", allowed_ips="10.0.0.0/8")["api_key"]
    r = http.get(url, headers={"Authorization": f"Bearer {key}"})
    assert r.status_code == 403 and r.json()["error_code"] == "ACCESS_DENIED"


def test_idempotency_key_does_not_apply_to_the_router(router: LiveServer, vendor: FakeVendor) -> None:
    """Inference calls are not replayed from a stored answer (nor buffered): each one reaches the vendor, which
    gets the header (a vendor that honours it may)."""
    sent = len(vendor.requests)
    with router.client() as c:
        first = c.post(CHAT, json=chat_body(), headers={"Idempotency-Key": "same-key"})
        second = c.post(CHAT, json=chat_body(stream=True), headers={"Idempotency-Key": "same-key"})
    assert first.status_code == 200 and second.status_code == 200
    assert second.headers["content-type"].startswith("text/event-stream")
    assert len(vendor.requests) == sent + 2
    assert vendor.last("/chat/completions").headers["Idempotency-Key"] == "same-key"


def test_embeddings_ignore_boundary_and_get_a_json_content_type(router: LiveServer, vendor: FakeVendor,
                                                                http: httpx.Client) -> None:
    r = http.post(router.base_url + "/router/compat-a/v1/embeddings", params={"boundary_id": "bnd-forbidden"},
                  content=b'{"model":"emb","input":"hello"}', headers={"Authorization": f"Bearer {router.owner_key}"})
    assert r.status_code == 200 and r.json()["data"][0]["embedding"]
    assert "x-memory-context-modified" not in r.headers
    sent = vendor.last("/embeddings")
    assert sent.headers["content-type"] == "application/json" and sent.raw == b'{"model":"emb","input":"hello"}'
    rec = wait_records(r.headers["x-trace-id"])[0]
    assert (rec.input_tokens, rec.output_tokens, rec.input_tokens_per_million, rec.boundary_id) == (5, 0, 20000, None)
