"""The request front door (core/frontdoor.py and the validation handlers): 405 by the most specific route,
field names in validation messages, upload field names, Content-Type, trailing slashes, the base-path hint,
closed request shapes, the invalid-key throttle that lets valid keys through, authentication before the body,
body and metadata limits, non-JSON literals, long request heads, and envelopes without a null message.
Real HTTP against the `server` fixture (SQLite and PostgreSQL)."""
from __future__ import annotations

import json
import secrets
import socket
import typing
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.routing import iter_route_contexts
from pydantic import BaseModel

from mneme.core.frontdoor import MAX_HEADER_BYTES, MAX_URL_BYTES, RouteTable
from mneme.core.schemas import METADATA_MAX_BYTES, RequestModel
from tests.conftest import TLS, LiveServer, data, error, make_project, start_server, uniq

MiB = 1024 * 1024


def root_of(server: LiveServer) -> str:
    return server.base_url[: -len(server.settings.base_path)]


def search_path(pid: str) -> str:
    return f"/api/v2/projects/{pid}/memories/search"


def app_of(server: LiveServer) -> Any:
    return server._server.config.app


# ------------------------------------------------------------------------- a. 405 by the most specific route


def test_get_on_search_is_405_not_a_memory_lookup(owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    for method in ("GET", "PATCH", "DELETE"):
        resp = owner.request(method, search_path(pid))
        error(resp, 405, "METHOD_NOT_ALLOWED")
        assert resp.headers["allow"] == "POST", dict(resp.headers)
    data(owner.post(search_path(pid), json={"query": "anything"}))  # the route itself still works


def _shadowing_pairs(server: LiveServer) -> list[tuple[str, set[str], str]]:
    """(literal template, its methods, a method only the `{param}` template it shadows has)."""
    table = RouteTable(list(iter_route_contexts(app_of(server).routes)))
    pairs = []
    for t in table.templates:
        for u in table.templates:
            if t is u or len(t.rank) != len(u.rank) or t.rank >= u.rank:
                continue
            ts, us = t.path.split("/"), u.path.split("/")
            if all("{" in a or "{" in b or a == b for a, b in zip(ts, us, strict=True)):
                for method in sorted(u.methods - t.methods):
                    pairs.append((t.path, t.methods, method))
    return pairs


def test_every_literal_segment_shadowed_by_a_param_route_answers_405(server: LiveServer,
                                                                     owner: httpx.Client) -> None:
    pairs = _shadowing_pairs(server)
    assert any(p[0].endswith("/memories/search") for p in pairs), pairs
    base = server.settings.base_path
    for template, methods, method in pairs:
        path = "/".join("x1" if "{" in s else s for s in template.split("/"))[len(base):]
        resp = owner.request(method, path)
        error(resp, 405, "METHOD_NOT_ALLOWED")
        assert resp.headers["allow"] == ", ".join(sorted(methods)), (method, template, dict(resp.headers))


# ---------------------------------------------------------------------- b. messages name the real field


@pytest.mark.parametrize(("body", "field"), [
    ({"query": ""}, "query:"),
    ({}, "query: field required"),
    ({"query": "x", "top_k": 0}, "top_k:"),
    ({"query": "x", "threshold": "high"}, "threshold:"),
])
def test_search_validation_names_the_field(owner: httpx.Client, body: dict[str, Any], field: str) -> None:
    _ws, pid = make_project(owner)
    err = error(owner.post(search_path(pid), json=body), 400, "INVALID_ARGUMENT")
    assert err["message"].startswith(field), err


@pytest.mark.parametrize(("messages", "field"), [
    ([{"role": "user", "content": 1}], "messages[0].content:"),
    ([{"role": "user", "content": "ok"}, {"role": "robot", "content": "x"}], "messages[1].role:"),
    ([{"role": "user"}], "messages[0].content: field required"),
])
def test_nested_fields_are_named_with_indexes(owner: httpx.Client, messages: list[Any], field: str) -> None:
    _ws, pid = make_project(owner)
    err = error(owner.post(f"/api/v2/projects/{pid}/memories", json={"messages": messages}), 400,
                "INVALID_ARGUMENT")
    assert err["message"].startswith(field), err


def test_query_parameter_errors_name_the_parameter(owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    err = error(owner.get(f"/api/v2/projects/{pid}/memories", params={"page": "zero"}), 400, "INVALID_ARGUMENT")
    assert err["message"].startswith("page:"), err


# ----------------------------------------------------------------------------- c. the upload's field name


@pytest.mark.parametrize("content", [b"\xff\xfe\x00binary", b"plain text"])
def test_upload_with_a_wrong_field_name_names_the_file_field(owner: httpx.Client, content: bytes) -> None:
    resp = owner.post("/api/v1/drives/items", files={"files": ("a.bin", content)})
    err = error(resp, 400, "INVALID_ARGUMENT")
    assert "expected multipart field `file`" in err["message"] and "UTF-8" not in err["message"], err


def test_upload_without_a_file_part_names_the_file_field(owner: httpx.Client) -> None:
    resp = owner.post("/api/v1/drives/items", files={"upload": (None, b"not a file")})
    err = error(resp, 400, "INVALID_ARGUMENT")
    assert "expected multipart field `file`" in err["message"], err


# ------------------------------------------------------------------------------------ d. Content-Type


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded"])
def test_json_endpoint_without_json_content_type_says_so(owner: httpx.Client, content_type: str | None) -> None:
    _ws, pid = make_project(owner)
    headers = {"Content-Type": content_type} if content_type else {}
    resp = owner.post(search_path(pid), content=b'{"query": "x"}', headers=headers)
    err = error(resp, 400, "INVALID_ARGUMENT")
    assert "send JSON with Content-Type: application/json" in err["message"], err
    assert "valid dictionary" not in err["message"], err


# ------------------------------------------------------------------------------------ e. trailing slash


def test_trailing_slash_is_served_as_without_it(owner: httpx.Client) -> None:
    ws = data(owner.post("/api/v3/workspaces/", json={"name": "Slash", "custom_id": uniq("slash")}))
    resp = owner.get(f"/api/v3/workspaces/{ws['id']}/")
    assert resp.status_code == 200 and data(resp)["id"] == ws["id"], resp.text
    listed = owner.get("/api/v3/workspaces/", params={"page_size": 100})
    assert listed.status_code == 200 and "location" not in listed.headers
    error(owner.get("/api/v3/workspaces//"), 404, "NOT_FOUND")


def test_no_redirects_outside_the_api_either(server: LiveServer) -> None:
    resp = httpx.get(root_of(server) + "/healthz/", timeout=30, verify=TLS)
    assert resp.status_code == 404 and "location" not in resp.headers, resp.headers
    error(resp, 404, "NOT_FOUND")


# ------------------------------------------------------------------------------------ f. base-path hint


@pytest.mark.parametrize("path", ["/api/v3/workspaces", "/api/v2/projects/p1/memories/search"])
def test_path_without_the_base_path_names_it(server: LiveServer, path: str) -> None:
    base = server.settings.base_path
    for method in ("GET", "POST"):
        resp = httpx.request(method, root_of(server) + path, timeout=30,
                             headers={"Authorization": f"Bearer {server.owner_key}"}, verify=TLS)
        err = error(resp, 404, "NOT_FOUND")
        assert f"The API is under {base}" in err["message"] and f"{base}{path}" in err["message"], err


def test_unknown_route_under_the_base_is_404_without_a_key(server: LiveServer) -> None:
    err = error(httpx.get(server.base_url + "/api/v3/nothing", timeout=30, verify=TLS), 404, "NOT_FOUND")
    assert "The API is under" not in err["message"], err


# ------------------------------------------------------------------------------ g. closed request shapes


def test_unknown_body_fields_are_refused_by_name(owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    err = error(owner.post(search_path(pid), json={"query": "x", "limit": 3}), 400, "INVALID_ARGUMENT")
    assert err["message"].startswith("limit: unknown field"), err
    body = {"messages": [{"role": "user", "content": "hi", "name": "bob"}], "infer": False}
    err = error(owner.post(f"/api/v2/projects/{pid}/memories", json=body), 400, "INVALID_ARGUMENT")
    assert err["message"].startswith("messages[0].name: unknown field"), err
    err = error(owner.post("/api/v3/workspaces", json={"name": "a", "custom_id": uniq("c"), "tags": []}), 400,
                "INVALID_ARGUMENT")
    assert "tags" in err["message"], err
    err = error(owner.post("/api/v1/drives/items", json={"item_type": "folder", "name": "f", "colour": "red"}),
                400, "INVALID_ARGUMENT")
    assert "colour" in err["message"], err


def test_unknown_query_parameters_are_ignored(owner: httpx.Client) -> None:
    data(owner.get("/api/v3/workspaces", params={"_": "1732480000"}))  # a cache-buster


def _models_in(annotation: Any) -> Iterator[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation
        for f in annotation.model_fields.values():
            yield from _models_in(f.annotation)
        return
    for arg in typing.get_args(annotation):
        yield from _models_in(arg)


def test_every_request_model_forbids_unknown_fields(server: LiveServer) -> None:
    seen: set[type[BaseModel]] = set()
    for route in iter_route_contexts(app_of(server).routes):
        body = getattr(route, "body_field", None)
        if body is not None:
            seen.update(_models_in(body.field_info.annotation))
    assert len(seen) >= 10, seen
    bad = [m.__qualname__ for m in seen if not issubclass(m, RequestModel) or m.model_config.get("extra") != "forbid"]
    assert not bad, f"request models that do not inherit core.schemas.RequestModel: {bad}"


def test_openapi_request_bodies_are_closed(server: LiveServer) -> None:
    """The same seen by clients, including bodies a route parses itself (the folder JSON of the upload). The
    router's inference bodies are the vendors' and open by contract: parameters it does not know pass through."""
    doc = httpx.get(server.base_url + "/openapi.json", timeout=30, verify=TLS).json()
    schemas = doc["components"]["schemas"]

    def walk(schema: dict[str, Any], where: str, seen: set[str]) -> Iterator[str]:
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            if name not in seen:
                seen.add(name)
                yield from walk(schemas[name], name, seen)
            return
        if "properties" in schema and schema.get("additionalProperties") is not False:
            yield where
        for key in ("properties", "$defs"):
            for k, sub in schema.get(key, {}).items():
                yield from walk(sub, f"{where}.{k}", seen)
        for key in ("items", "additionalProperties"):
            if isinstance(schema.get(key), dict):
                yield from walk(schema[key], where, seen)
        for key in ("anyOf", "oneOf", "allOf"):
            for sub in schema.get(key, []):
                yield from walk(sub, where, seen)

    open_shapes = []
    count = 0
    for path, item in doc["paths"].items():
        for method, op in item.items():
            content = op.get("requestBody", {}).get("content", {}).get("application/json")
            if content and "/router/compat-" not in path:
                count += 1
                open_shapes += [f"{method.upper()} {path}: {w}" for w in walk(content["schema"], "body", set())]
    assert count >= 10 and not open_shapes, open_shapes


# ------------------------------------------------------------------- h. the throttle spares valid keys


@pytest.fixture
def throttled(backend: str) -> Iterator[LiveServer]:
    live = start_server(backend, invalid_key_limit=3, invalid_key_window_s=60)
    yield live
    live.stop()


def test_a_mistyped_key_does_not_lock_out_the_owner(throttled: LiveServer) -> None:
    bad = {"Authorization": f"Bearer sk_{secrets.token_urlsafe(32)}"}
    with throttled.client(None) as anon:
        for _ in range(3):
            error(anon.get("/api/v3/workspaces", headers=bad), 401, "UNAUTHORIZED")
        resp = anon.get("/api/v3/workspaces", headers=bad)
        error(resp, 429, "RATE_LIMIT_EXCEEDED")
        assert resp.headers["retry-after"].isdigit()
    with throttled.client() as owner:
        data(owner.get("/api/v3/workspaces"))
        data(owner.post("/api/v3/workspaces", json={"name": "ok", "custom_id": uniq("t")}))
    with throttled.client(None) as anon:  # the window is still hot for guesses
        error(anon.get("/api/v3/workspaces", headers=bad), 429, "RATE_LIMIT_EXCEEDED")
        error(anon.get("/api/v3/workspaces"), 429, "RATE_LIMIT_EXCEEDED")


# ------------------------------------------------------------------ i. authentication before the body


@pytest.mark.parametrize("key", [None, "sk_" + "x" * 43, "not-a-key"])
def test_malformed_json_without_a_valid_key_is_401(server: LiveServer, owner: httpx.Client,
                                                   key: str | None) -> None:
    _ws, pid = make_project(owner)
    with server.client(key) as c:
        for raw in (b"{", b"not json", b'{"query": NaN}'):
            resp = c.post(search_path(pid), content=raw, headers={"Content-Type": "application/json"})
            error(resp, 401, "UNAUTHORIZED")
        error(c.post("/api/v3/workspaces", content=b"{", headers={"Content-Type": "text/plain"}), 401,
              "UNAUTHORIZED")
        error(c.post("/admin/v1/api-keys", content=b"{", headers={"Content-Type": "application/json"}), 401,
              "UNAUTHORIZED")


def test_each_request_looks_its_key_up_once(server: LiveServer, owner: httpx.Client) -> None:
    """The front door's authentication is reused by the `Auth` dependency, the upload and the Idempotency-Key
    middleware: one key lookup per request (counted on the running server's own Authenticator)."""
    _ws, pid = make_project(owner)
    authenticator = app_of(server).state.services.authenticator
    original = authenticator.authenticate
    calls: list[int] = []

    async def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return await original(*args, **kwargs)

    authenticator.authenticate = counting
    try:
        requests = [
            lambda: owner.get("/api/v3/workspaces"),
            lambda: owner.post("/api/v3/workspaces", json={"name": "once", "custom_id": uniq("once")}),
            lambda: owner.post("/api/v3/workspaces", json={"name": "once", "custom_id": uniq("once")},
                               headers={"Idempotency-Key": uniq("idem")}),
            lambda: owner.post(search_path(pid), json={"query": "x"}),
            lambda: owner.post("/api/v1/drives/items", files={"file": ("once.txt", b"once", "text/plain")}),
            lambda: owner.get("/admin/v1/team"),
        ]
        for send in requests:
            calls.clear()
            resp = send()
            assert resp.status_code == 200 and len(calls) == 1, (resp.request.url, resp.status_code, len(calls))
    finally:
        del authenticator.authenticate


def _vm_kib(field: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise AssertionError(field)


def _json_stream(size: int, chunk: int = MiB) -> Iterator[bytes]:
    """`{"query": "   ...   "}` of exactly `size` bytes, generated piece by piece."""
    head, tail = b'{"query": "', b'"}'
    yield head
    left = size - len(head) - len(tail)
    block = b" " * chunk
    while left > 0:
        piece = block[: min(chunk, left)]
        left -= len(piece)
        yield piece
    yield tail


def test_a_50_mb_body_without_a_key_is_401_and_never_read_into_memory(server: LiveServer,
                                                                      owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    size = 50 * MiB
    with server.client(None) as c:
        c.get("/api/v3/workspaces")  # warm the client and server paths up before measuring
        try:
            with open("/proc/self/clear_refs", "w") as f:
                f.write("5")  # resets VmHWM (the peak RSS) to the current RSS
        except OSError:
            pytest.skip("cannot reset the peak RSS (/proc/self/clear_refs)")
        before = _vm_kib("VmHWM")
        resp = c.post(search_path(pid), content=_json_stream(size),
                      headers={"Content-Type": "application/json", "Content-Length": str(size)})
        grown = _vm_kib("VmHWM") - before
    error(resp, 401, "UNAUTHORIZED")
    assert grown < 8 * 1024, f"peak RSS grew by {grown} KiB while refusing a 50 MB body"


def test_json_body_over_the_limit_is_413_by_content_length(owner: httpx.Client, server: LiveServer) -> None:
    _ws, pid = make_project(owner)
    limit = server.settings.max_json_bytes
    assert limit == MiB
    resp = owner.post(search_path(pid), content=b"".join(_json_stream(limit + 1)),
                      headers={"Content-Type": "application/json"})
    err = error(resp, 413, "PAYLOAD_TOO_LARGE")
    assert "MNEME_MAX_JSON_BYTES" in err["message"], err


def test_json_body_over_the_limit_is_413_when_chunked(owner: httpx.Client, server: LiveServer) -> None:
    _ws, pid = make_project(owner)
    resp = owner.post(search_path(pid), content=_json_stream(3 * MiB, chunk=64 * 1024),
                      headers={"Content-Type": "application/json"})
    assert "content-length" not in resp.request.headers  # sent with Transfer-Encoding: chunked
    error(resp, 413, "PAYLOAD_TOO_LARGE")


def test_json_body_at_the_limit_is_parsed(owner: httpx.Client, server: LiveServer) -> None:
    _ws, pid = make_project(owner)
    limit = server.settings.max_json_bytes
    # a query over its own 10,000-character limit: parsed (so 400 naming it), not refused as too large
    err = error(owner.post(search_path(pid), content=b"".join(_json_stream(limit)),
                           headers={"Content-Type": "application/json"}), 400, "INVALID_ARGUMENT")
    assert err["message"].startswith("query:"), err
    chunked = owner.post(search_path(pid), content=_json_stream(limit, chunk=64 * 1024),
                         headers={"Content-Type": "application/json"})
    assert error(chunked, 400, "INVALID_ARGUMENT")["message"].startswith("query:")


def test_uploads_keep_their_own_limit(owner: httpx.Client) -> None:
    content = b"a" * (3 * MiB)  # above the JSON limit, below the upload limit
    item = data(owner.post("/api/v1/drives/items", files={"file": ("big.txt", content, "text/plain")}))
    assert data(owner.get(f"/api/v1/drives/items/{item['item_id']}"))["size"] == len(content)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_non_json_literals_are_400(owner: httpx.Client, literal: str) -> None:
    _ws, pid = make_project(owner)
    raw = f'{{"query": "x", "threshold": {literal}}}'.encode()
    err = error(owner.post(search_path(pid), content=raw, headers={"Content-Type": "application/json"}), 400,
                "INVALID_ARGUMENT")
    assert literal.lstrip("-") in err["message"], err
    ws_raw = f'{{"name": "n", "custom_id": "{uniq("c")}", "metadata": {{"v": {literal}}}}}'.encode()
    error(owner.post("/api/v3/workspaces", content=ws_raw, headers={"Content-Type": "application/json"}), 400,
          "INVALID_ARGUMENT")


def test_the_words_nan_and_infinity_inside_strings_are_fine(owner: httpx.Client) -> None:
    ws = data(owner.post("/api/v3/workspaces", json={"name": "NaN and Infinity", "custom_id": uniq("nan"),
                                                      "metadata": {"note": "-Infinity"}}))
    assert ws["name"] == "NaN and Infinity" and ws["metadata"] == {"note": "-Infinity"}


def _metadata_of(size: int) -> dict[str, str]:
    value = {"k": "é" * ((size - 8) // 2) + "x" * ((size - 8) % 2)}  # two UTF-8 bytes per é
    assert len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()) == size
    return value


def test_metadata_is_at_most_16_kib(owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    assert METADATA_MAX_BYTES == 16 * 1024
    data(owner.post("/api/v3/workspaces", json={"name": "m", "custom_id": uniq("m"),
                                                "metadata": _metadata_of(METADATA_MAX_BYTES)}))
    over = _metadata_of(METADATA_MAX_BYTES + 1)
    requests = [
        ("POST", "/api/v3/workspaces", {"name": "m", "custom_id": uniq("m"), "metadata": over}),
        ("POST", f"/api/v2/projects/{pid}/memories",
         {"messages": [{"role": "user", "content": "hi"}], "infer": False, "metadata": over}),
    ]
    for method, path, body in requests:
        err = error(owner.request(method, path, json=body), 400, "INVALID_ARGUMENT")
        assert err["message"].startswith("metadata:") and str(METADATA_MAX_BYTES) in err["message"], err


def test_over_long_request_heads_get_the_envelope(owner: httpx.Client) -> None:
    resp = owner.get("/api/v3/workspaces", params={"q": "a" * (MAX_URL_BYTES + 1)})
    error(resp, 414, "URI_TOO_LONG")
    assert resp.headers.get("x-trace-id")
    for size in (MAX_HEADER_BYTES, 70 * 1024):  # 70 KiB: the head that used to get a plain-text 400
        resp = owner.get("/api/v3/workspaces", headers={"X-Padding": "a" * size})
        error(resp, 431, "HEADERS_TOO_LARGE")
    data(owner.get("/api/v3/workspaces", headers={"X-Padding": "a" * 8000}))


def _raw_request(server: LiveServer, head: bytes) -> tuple[int, str, dict[str, Any]]:
    """Send `head` as-is on a new connection; (status, content type, JSON body) of the answer."""
    host, port = server.base_url.split("//")[1].split("/")[0].split(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(head)
        raw = b""
        while chunk := sock.recv(65536):
            raw += chunk
    status_line, _, rest = raw.partition(b"\r\n")
    headers, _, body = rest.partition(b"\r\n\r\n")
    ctype = next(line.split(b":", 1)[1].strip().decode() for line in headers.split(b"\r\n")
                 if line.lower().startswith(b"content-type:"))
    return int(status_line.split()[1]), ctype, json.loads(body)


def test_heads_the_http_parser_rejects_get_the_envelope(server: LiveServer) -> None:
    """Heads httptools gives up on before the app sees them (a ~64 KiB request line, bytes that are not HTTP)."""
    path = server.base_url.split("//")[1].split("/", 1)[1]
    long_line = f"GET /{path}/api/v3/workspaces?q={'a' * 70 * 1024} HTTP/1.1\r\nHost: x\r\n\r\n".encode()
    status, ctype, body = _raw_request(server, long_line)
    assert (status, ctype, body["error_code"], body["success"]) == (414, "application/json", "URI_TOO_LONG", False)
    status, ctype, body = _raw_request(server, b"GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
    assert (status, ctype, body["error_code"]) == (400, "application/json", "INVALID_ARGUMENT"), body


def test_the_nul_character_is_refused_on_both_databases(owner: httpx.Client) -> None:
    """PostgreSQL cannot store U+0000 in text or jsonb (a 500 there before); refused the same way on SQLite."""
    for body in ({"name": "a\x00b", "custom_id": uniq("nul")},
                 {"name": "n", "custom_id": uniq("nul"), "metadata": {"k\x00": "v"}}):
        err = error(owner.post("/api/v3/workspaces", json=body), 400, "INVALID_ARGUMENT")
        assert "NUL" in err["message"], err
    for path in ("/api/v3/workspaces/ws-a%00b", "/api/v3/workspaces?name_fuzzy=%00"):
        err = error(owner.get(path), 400, "INVALID_ARGUMENT")
        assert "NUL" in err["message"], err
    # the six characters backslash-u-0-0-0-0 are text like any other
    ws = data(owner.post("/api/v3/workspaces", json={"name": "a\\u0000b", "custom_id": uniq("nul")}))
    assert ws["name"] == "a\\u0000b"


# ------------------------------------------------------------------------- j. no `"message": null`


def test_success_envelopes_leave_out_an_absent_message(owner: httpx.Client) -> None:
    ws_id, pid = make_project(owner)
    responses = [
        owner.get("/api/v3/workspaces"),
        owner.get(f"/api/v3/workspaces/{ws_id}"),
        owner.post("/api/v3/workspaces", json={"name": "e", "custom_id": uniq("e")}),
        owner.get(f"/api/v3/workspaces/{ws_id}/projects/{pid}"),
        owner.post(search_path(pid), json={"query": "anything"}),
        owner.get(f"/api/v2/projects/{pid}/memories"),
        owner.get("/api/v1/drives/items/MY_SPACE/children"),
        owner.get("/admin/v1/team"),
        owner.get("/admin/v1/api-keys"),
    ]
    for resp in responses:
        assert resp.status_code in (200, 201), resp.text
        body = resp.json()
        assert body["success"] is True and "data" in body and "message" not in body, (resp.url, body)
    deleted = owner.delete(f"/api/v3/workspaces/{ws_id}").json()
    assert isinstance(deleted["message"], str), deleted
