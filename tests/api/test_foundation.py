"""Foundation of the HTTP API: envelopes, validation errors, unknown routes, trace ids, health, OpenAPI,
workspace and project CRUD, name filtering, keyset paging and its tokens, invalid-key throttling and
trusted proxies. Runs on SQLite and PostgreSQL through the `server` fixture."""

from __future__ import annotations

import re
import secrets
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import httpx
import pytest
import uvicorn
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import create_async_engine

from mneme.app import create_app
from mneme.cli import _init
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings, _networks
from mneme.models import Project
from tests.conftest import (
    TLS,
    LiveServer,
    _Env,
    data,
    database_url,
    error,
    free_port,
    make_project,
    run_sync,
    uniq,
)

TRACE_RE = re.compile(r"^[0-9a-f]{32}$")
ISO_RE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$")
RECORD_FIELDS = {"id", "name", "description", "custom_id", "metadata", "created_at", "updated_at"}


def root_of(server: LiveServer) -> str:
    return server.base_url[: -len(server.settings.base_path)]


def trace_of(resp: httpx.Response) -> str:
    tid = resp.headers.get("x-trace-id", "")
    assert TRACE_RE.match(tid), f"X-Trace-ID missing or malformed on {resp.status_code}: {tid!r}"
    return tid


def envelope_error(resp: httpx.Response, status: int, code: str) -> dict[str, Any]:
    body = error(resp, status, code)
    assert set(body) == {"success", "message", "error_code"}, body
    assert body["message"], body
    trace_of(resp)
    return body


def new_ws(c: httpx.Client, name: str = "WS", **extra: Any) -> dict[str, Any]:
    return dict(data(c.post("/api/v3/workspaces", json={"name": name, "custom_id": uniq("ws"), **extra})))


def list_all(c: httpx.Client, path: str, **params: Any) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    token = None
    for _ in range(1000):
        q = dict(params, **({"continuation_token": token} if token else {}))
        page = data(c.get(path, params=q))
        items += page["items"]
        token = page.get("continuation_token")
        if not token:
            return items
    raise AssertionError("paging never ended")


# --------------------------------------------------------------------------- envelopes and validation


def test_success_and_error_envelopes(owner: httpx.Client) -> None:
    resp = owner.post(
        "/api/v3/workspaces",
        json={"name": "Env", "custom_id": uniq("env"), "description": "d", "metadata": {"k": 1}},
    )
    body = resp.json()
    assert resp.status_code == 200 and body["success"] is True and set(body) <= {"success", "message", "data"}
    ws = body["data"]
    assert set(ws) >= RECORD_FIELDS and ws["id"].startswith("ws-")
    assert ws["description"] == "d" and ws["metadata"] == {"k": 1}
    assert ISO_RE.match(ws["created_at"]) and ISO_RE.match(ws["updated_at"]), ws
    deleted = owner.delete(f"/api/v3/workspaces/{ws['id']}").json()
    assert deleted["success"] is True and deleted["data"] == {} and isinstance(deleted.get("message"), str)
    envelope_error(owner.get(f"/api/v3/workspaces/{ws['id']}"), 403, "FORBIDDEN")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"name": 123, "custom_id": "x"}, "name"),
        ({"name": "ok", "custom_id": 5}, "custom_id"),
        ({"custom_id": "x"}, "name"),
        ({"name": "ok"}, "custom_id"),
        ({"name": "", "custom_id": "x"}, "name"),
        ({"name": "n" * 256, "custom_id": "x"}, "name"),
        ({"name": "ok", "custom_id": "x", "metadata": "not an object"}, "metadata"),
        ({"name": "ok", "custom_id": "x", "description": 7}, "description"),
    ],
)
def test_invalid_body_is_400_naming_the_field(owner: httpx.Client, body: dict[str, Any], field: str) -> None:
    err = envelope_error(owner.post("/api/v3/workspaces", json=body), 400, "INVALID_ARGUMENT")
    assert field in err["message"], err


def test_invalid_project_body_is_400(owner: httpx.Client) -> None:
    ws = new_ws(owner)
    err = envelope_error(
        owner.post(f"/api/v3/workspaces/{ws['id']}/projects", json={"name": ["a"]}), 400, "INVALID_ARGUMENT"
    )
    assert "name" in err["message"] and "custom_id" in err["message"], err
    err = envelope_error(
        owner.patch(f"/api/v3/workspaces/{ws['id']}", json={"name": 5}), 400, "INVALID_ARGUMENT"
    )
    assert "name" in err["message"], err


@pytest.mark.parametrize("raw", [b'{"name": "x", ', b"not json", b"[1, 2", b"{'name': 'x'}"])
def test_malformed_json_is_400(owner: httpx.Client, raw: bytes) -> None:
    resp = owner.post("/api/v3/workspaces", content=raw, headers={"Content-Type": "application/json"})
    err = envelope_error(resp, 400, "INVALID_ARGUMENT")
    assert "json" in err["message"].lower() or "body" in err["message"].lower(), err


@pytest.mark.parametrize("raw", [b"", b"[]", b"null", b'"text"', b"42"])
def test_missing_or_non_object_body_is_400(owner: httpx.Client, raw: bytes) -> None:
    resp = owner.post("/api/v3/workspaces", content=raw, headers={"Content-Type": "application/json"})
    envelope_error(resp, 400, "INVALID_ARGUMENT")


@pytest.mark.parametrize("value", ["0", "101", "-1", "abc", "1.5", ""])
def test_out_of_range_page_size_is_400(server: LiveServer, owner: httpx.Client, value: str) -> None:
    ws_id, _p = make_project(owner)
    for path in ("/api/v3/workspaces", f"/api/v3/workspaces/{ws_id}/projects"):
        resp = owner.get(path, params={"page_size": value})
        assert resp.status_code != 422
        err = envelope_error(resp, 400, "INVALID_ARGUMENT")
        assert "page_size" in err["message"], err


def test_page_size_bounds_are_accepted(owner: httpx.Client) -> None:
    for value in (1, 100):
        page = data(owner.get("/api/v3/workspaces", params={"page_size": value}))
        assert len(page["items"]) <= value


def test_too_long_name_fuzzy_is_400(owner: httpx.Client) -> None:
    err = envelope_error(
        owner.get("/api/v3/workspaces", params={"name_fuzzy": "x" * 256}), 400, "INVALID_ARGUMENT"
    )
    assert "name_fuzzy" in err["message"], err


# ----------------------------------------------------------------------- unknown routes, methods, trace ids


@pytest.mark.parametrize(
    "path",
    [
        "/openapi/service/api/v3/nope",
        "/openapi/service/api/v9/workspaces",
        "/nope",
        "/openapi/service/admin/v1/nothing-here",
    ],
)
@pytest.mark.parametrize("with_key", [True, False])
def test_unknown_route_is_404_envelope(server: LiveServer, path: str, with_key: bool) -> None:
    headers = {"Authorization": f"Bearer {server.owner_key}"} if with_key else {}
    for method in ("GET", "POST", "DELETE"):
        resp = httpx.request(method, root_of(server) + path, headers=headers, timeout=30, verify=TLS)
        envelope_error(resp, 404, "NOT_FOUND")


def test_wrong_method_is_405_envelope(owner: httpx.Client) -> None:
    envelope_error(owner.put("/api/v3/workspaces", json={}), 405, "METHOD_NOT_ALLOWED")
    ws = new_ws(owner)
    envelope_error(owner.post(f"/api/v3/workspaces/{ws['id']}", json={}), 405, "METHOD_NOT_ALLOWED")


def test_405_names_the_allowed_methods(owner: httpx.Client) -> None:
    """RFC 9110 §15.5.6: a 405 response MUST carry an `Allow` header listing the supported methods."""
    resp = owner.put("/api/v3/workspaces", json={})
    assert resp.status_code == 405
    allowed = {m.strip() for m in resp.headers.get("allow", "").split(",") if m.strip()}
    assert {"GET", "POST"} <= allowed, dict(resp.headers)


def test_every_response_carries_a_trace_id(server: LiveServer, owner: httpx.Client) -> None:
    root = root_of(server)
    responses = [
        owner.get("/api/v3/workspaces"),
        owner.get("/api/v3/workspaces", params={"page_size": 0}),
        owner.get(f"/api/v3/workspaces/ws-{'0' * 26}"),
        httpx.get(f"{root}/openapi/service/api/v3/workspaces", timeout=30, verify=TLS),
        httpx.get(f"{root}/nope", timeout=30, verify=TLS),
        httpx.get(f"{root}/healthz", timeout=30, verify=TLS),
        httpx.get(f"{root}/readyz", timeout=30, verify=TLS),
        httpx.get(f"{root}/openapi/service/openapi.json", timeout=30, verify=TLS),
        httpx.get(f"{root}/openapi/service/docs", timeout=30, verify=TLS),
    ]
    ids = [trace_of(r) for r in responses]
    assert len(set(ids)) == len(ids), "trace ids must differ between requests"


def test_traceparent_sets_the_trace_id(owner: httpx.Client, server: LiveServer) -> None:
    trace = secrets.token_hex(16)
    tp = f"00-{trace}-{secrets.token_hex(8)}-01"
    assert owner.get("/api/v3/workspaces", headers={"traceparent": tp}).headers["x-trace-id"] == trace
    bad = owner.get(f"/api/v3/workspaces/ws-{'0' * 26}", headers={"traceparent": tp})
    assert bad.status_code == 403 and bad.headers["x-trace-id"] == trace
    unauth = httpx.get(
        f"{server.base_url}/api/v3/workspaces", headers={"traceparent": tp.upper()}, timeout=30, verify=TLS
    )
    assert unauth.status_code == 401 and unauth.headers["x-trace-id"] == trace


@pytest.mark.parametrize(
    "tp",
    [
        f"00-{'0' * 32}-{'1' * 16}-01",
        "garbage",
        f"00-{'a' * 31}-{'1' * 16}-01",
        f"00-{'g' * 32}-{'1' * 16}-01",
    ],
)
def test_invalid_traceparent_gets_a_fresh_trace_id(owner: httpx.Client, tp: str) -> None:
    tid = trace_of(owner.get("/api/v3/workspaces", headers={"traceparent": tp}))
    assert tid != "0" * 32 and tid not in tp.lower()


def test_health_and_readiness(server: LiveServer) -> None:
    root = root_of(server)
    h = httpx.get(f"{root}/healthz", timeout=30, verify=TLS)
    assert h.status_code == 200 and h.json() == {"status": "ok"}
    r = httpx.get(f"{root}/readyz", timeout=30, verify=TLS)
    assert r.status_code == 200 and r.json() == {"status": "ready"}


# --------------------------------------------------------------------------- OpenAPI and docs


@pytest.fixture(scope="module")
def openapi(server: LiveServer) -> dict[str, Any]:
    resp = httpx.get(f"{server.base_url}/openapi.json", timeout=30, verify=TLS)
    assert resp.status_code == 200
    return dict(resp.json())


def _operations(doc: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                yield path, method, op


def test_openapi_lists_workspace_and_project_paths(openapi: dict[str, Any]) -> None:
    base = "/openapi/service"
    paths = openapi["paths"]
    assert {"get", "post"} <= set(paths[f"{base}/api/v3/workspaces"])
    assert {"get", "patch", "delete"} <= set(paths[f"{base}/api/v3/workspaces/{{workspaceId}}"])
    assert {"get", "post"} <= set(paths[f"{base}/api/v3/workspaces/{{workspaceId}}/projects"])
    assert {"get", "patch", "delete"} <= set(
        paths[f"{base}/api/v3/workspaces/{{workspaceId}}/projects/{{projectId}}"]
    )


def test_every_operation_has_a_description(openapi: dict[str, Any]) -> None:
    missing = [
        f"{m.upper()} {p}" for p, m, op in _operations(openapi) if not (op.get("description") or "").strip()
    ]
    assert not missing, f"operations without a description: {missing}"


def test_openapi_never_advertises_the_framework_422(openapi: dict[str, Any]) -> None:
    """Malformed requests answer 400 INVALID_ARGUMENT; the document must not promise FastAPI's 422 body."""
    wrong = [
        f"{m.upper()} {p}"
        for p, m, op in _operations(openapi)
        if "HTTPValidationError" in str(op.get("responses", {}).get("422", ""))
    ]
    assert not wrong, f"operations documenting the framework's 422 validation body: {wrong}"


def test_docs_page_is_html(server: LiveServer) -> None:
    resp = httpx.get(f"{server.base_url}/docs", timeout=30, verify=TLS)
    assert resp.status_code == 200 and resp.headers["content-type"].startswith("text/html")
    assert "swagger" in resp.text.lower() and "/openapi/service/openapi.json" in resp.text


# --------------------------------------------------------------------------- workspaces and projects


def test_workspace_crud(owner: httpx.Client) -> None:
    ws = new_ws(owner, "Original", description="first", metadata={"a": 1})
    got = data(owner.get(f"/api/v3/workspaces/{ws['id']}"))
    assert got == ws
    patched = data(owner.patch(f"/api/v3/workspaces/{ws['id']}", json={"name": "Renamed"}))
    assert (
        patched["name"] == "Renamed" and patched["description"] == "first" and patched["metadata"] == {"a": 1}
    )
    assert patched["custom_id"] == ws["custom_id"] and patched["created_at"] == ws["created_at"]
    assert patched["updated_at"] >= ws["updated_at"]
    patched = data(owner.patch(f"/api/v3/workspaces/{ws['id']}", json={"description": "", "metadata": {}}))
    assert patched["name"] == "Renamed" and patched["description"] == "" and patched["metadata"] == {}
    assert data(owner.get(f"/api/v3/workspaces/{ws['id']}")) == patched
    assert ws["id"] in {w["id"] for w in list_all(owner, "/api/v3/workspaces", name_fuzzy="Renamed")}
    data(owner.delete(f"/api/v3/workspaces/{ws['id']}"))
    envelope_error(owner.get(f"/api/v3/workspaces/{ws['id']}"), 403, "FORBIDDEN")
    envelope_error(owner.patch(f"/api/v3/workspaces/{ws['id']}", json={"name": "x"}), 403, "FORBIDDEN")
    envelope_error(owner.delete(f"/api/v3/workspaces/{ws['id']}"), 403, "FORBIDDEN")


def test_project_crud(owner: httpx.Client) -> None:
    ws = new_ws(owner)
    base = f"/api/v3/workspaces/{ws['id']}/projects"
    p = data(owner.post(base, json={"name": "Proj", "custom_id": uniq("p"), "metadata": {"x": [1]}}))
    assert p["id"].startswith("proj-") and p["workspace_id"] == ws["id"] and set(p) >= RECORD_FIELDS
    assert data(owner.get(f"{base}/{p['id']}")) == p
    patched = data(owner.patch(f"{base}/{p['id']}", json={"description": "about"}))
    assert (
        patched["description"] == "about" and patched["name"] == "Proj" and patched["metadata"] == {"x": [1]}
    )
    assert [x["id"] for x in list_all(owner, base)] == [p["id"]]
    data(owner.delete(f"{base}/{p['id']}"))
    envelope_error(owner.get(f"{base}/{p['id']}"), 403, "FORBIDDEN")
    assert list_all(owner, base) == []
    assert data(owner.get(f"/api/v3/workspaces/{ws['id']}"))["id"] == ws["id"]


def test_custom_id_conflicts(owner: httpx.Client) -> None:
    custom = uniq("dup")
    first = data(owner.post("/api/v3/workspaces", json={"name": "A", "custom_id": custom}))
    envelope_error(
        owner.post("/api/v3/workspaces", json={"name": "B", "custom_id": custom}), 409, "CUSTOM_ID_CONFLICT"
    )
    other = new_ws(owner)
    pc = uniq("pdup")
    data(owner.post(f"/api/v3/workspaces/{first['id']}/projects", json={"name": "P", "custom_id": pc}))
    envelope_error(
        owner.post(f"/api/v3/workspaces/{first['id']}/projects", json={"name": "Q", "custom_id": pc}),
        409,
        "CUSTOM_ID_CONFLICT",
    )
    # unique per workspace only: the same custom_id in another workspace is fine
    data(owner.post(f"/api/v3/workspaces/{other['id']}/projects", json={"name": "P", "custom_id": pc}))
    # a workspace's custom_id does not collide with a project's
    data(owner.post(f"/api/v3/workspaces/{other['id']}/projects", json={"name": "P", "custom_id": custom}))
    # the conflict changed nothing
    assert len(list_all(owner, f"/api/v3/workspaces/{first['id']}/projects")) == 1


def _project_rows(url: str, workspace_id: str) -> int:
    async def go() -> int:
        engine = create_async_engine(url)
        try:
            async with engine.connect() as conn:
                q = select(func.count()).select_from(Project).where(Project.workspace_id == workspace_id)
                return int((await conn.execute(q)).scalar_one())
        finally:
            await engine.dispose()

    return run_sync(go)


def test_deleting_a_workspace_removes_its_projects(server: LiveServer, owner: httpx.Client) -> None:
    ws = new_ws(owner)
    pids = [
        data(
            owner.post(
                f"/api/v3/workspaces/{ws['id']}/projects", json={"name": f"P{i}", "custom_id": uniq("p")}
            )
        )["id"]
        for i in range(3)
    ]
    assert _project_rows(server.settings.database_url, ws["id"]) == 3
    data(owner.delete(f"/api/v3/workspaces/{ws['id']}"))
    for pid in pids:
        envelope_error(owner.get(f"/api/v3/workspaces/{ws['id']}/projects/{pid}"), 403, "FORBIDDEN")
    envelope_error(owner.get(f"/api/v3/workspaces/{ws['id']}/projects"), 403, "FORBIDDEN")
    envelope_error(
        owner.post(f"/api/v3/workspaces/{ws['id']}/projects", json={"name": "n", "custom_id": "c"}),
        403,
        "FORBIDDEN",
    )
    assert _project_rows(server.settings.database_url, ws["id"]) == 0


def test_project_through_another_workspace_is_403(owner: httpx.Client) -> None:
    ws_a, p_a = make_project(owner)
    ws_b = new_ws(owner)["id"]
    wrong = f"/api/v3/workspaces/{ws_b}/projects/{p_a}"
    envelope_error(owner.get(wrong), 403, "FORBIDDEN")
    envelope_error(owner.patch(wrong, json={"name": "hijacked"}), 403, "FORBIDDEN")
    envelope_error(owner.delete(wrong), 403, "FORBIDDEN")
    assert p_a not in {p["id"] for p in list_all(owner, f"/api/v3/workspaces/{ws_b}/projects")}
    still = data(owner.get(f"/api/v3/workspaces/{ws_a}/projects/{p_a}"))
    assert still["name"] == "P"


def test_name_fuzzy_filters(owner: httpx.Client) -> None:
    tag = uniq("fz").replace("-", "")
    names = [f"{tag} Alpha", f"{tag} ALPHAbet", f"{tag} Beta", f"{tag}_under", f"{tag}%pct"]
    ids = {n: new_ws(owner, n)["id"] for n in names}

    def found(q: str) -> set[str]:
        return {w["name"] for w in list_all(owner, "/api/v3/workspaces", name_fuzzy=q)}

    assert found(f"{tag} alpha") == {f"{tag} Alpha", f"{tag} ALPHAbet"}
    assert found(tag.upper()) == set(names)
    assert found(f"{tag} beta") == {f"{tag} Beta"}
    assert found(f"{tag}_") == {f"{tag}_under"}, "`_` must match literally, not as a LIKE wildcard"
    assert found(f"{tag}%") == {f"{tag}%pct"}, "`%` must match literally, not as a LIKE wildcard"
    assert found(f"{tag} gamma") == set()
    ws = ids[f"{tag} Alpha"]
    for n in ("Red apple", "green APPLE", "pear"):
        data(owner.post(f"/api/v3/workspaces/{ws}/projects", json={"name": n, "custom_id": uniq("p")}))
    got = {p["name"] for p in list_all(owner, f"/api/v3/workspaces/{ws}/projects", name_fuzzy="apple")}
    assert got == {"Red apple", "green APPLE"}


def test_paging_returns_every_row_once_while_rows_are_inserted(owner: httpx.Client) -> None:
    tag = uniq("pg").replace("-", "")
    original = [new_ws(owner, f"{tag} {i}")["id"] for i in range(7)]
    seen: list[str] = []
    inserted: list[str] = []
    token = None
    for page_no in range(100):
        params: dict[str, Any] = {"page_size": 1, "name_fuzzy": tag}
        if token:
            params["continuation_token"] = token
        page = data(owner.get("/api/v3/workspaces", params=params))
        assert len(page["items"]) <= 1
        seen += [w["id"] for w in page["items"]]
        token = page.get("continuation_token")
        if page_no < 5:
            inserted.append(new_ws(owner, f"{tag} new {page_no}")["id"])
        if not token:
            break
    else:
        raise AssertionError("paging never ended")
    assert len(seen) == len(set(seen)), "a row was returned twice"
    assert [i for i in seen if i in original] == sorted(original), "pre-existing rows missing or out of order"
    assert set(seen) <= set(original) | set(inserted)
    assert set(inserted) <= set(seen), "rows inserted after the cursor (newer ids) must still come"


def test_last_page_has_no_token(owner: httpx.Client) -> None:
    tag = uniq("last").replace("-", "")
    for i in range(2):
        new_ws(owner, f"{tag} {i}")
    page = data(owner.get("/api/v3/workspaces", params={"page_size": 2, "name_fuzzy": tag}))
    assert len(page["items"]) == 2 and page.get("continuation_token") is None
    page = data(owner.get("/api/v3/workspaces", params={"page_size": 1, "name_fuzzy": tag}))
    assert page["continuation_token"]
    page = data(
        owner.get(
            "/api/v3/workspaces",
            params={"page_size": 1, "name_fuzzy": tag, "continuation_token": page["continuation_token"]},
        )
    )
    assert len(page["items"]) == 1 and page.get("continuation_token") is None


def _flip(token: str, at: int) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    c = token[at]
    return token[:at] + alphabet[(alphabet.index(c) + 1) % 64] + token[at + 1 :]


def test_continuation_token_is_tamper_proof(owner: httpx.Client) -> None:
    tag = uniq("tok").replace("-", "")
    for i in range(3):
        new_ws(owner, f"{tag} {i}")
    first = data(owner.get("/api/v3/workspaces", params={"page_size": 1, "name_fuzzy": tag}))
    token = first["continuation_token"]
    assert token and re.fullmatch(r"[A-Za-z0-9_-]+", token), token
    # the same token with the same filters may be used again (tokens are stateless)
    again = data(
        owner.get(
            "/api/v3/workspaces", params={"page_size": 1, "name_fuzzy": tag, "continuation_token": token}
        )
    )
    assert again["items"] and again["items"][0]["id"] != first["items"][0]["id"]
    bad_tokens = [
        _flip(token, 0),
        _flip(token, len(token) // 2),
        _flip(token, len(token) - 1),
        token[:-4],
        token + "AA",
        "x",
        "!!!!",
        secrets.token_urlsafe(60),
        "é" * 10,
    ]
    for bad in bad_tokens:
        resp = owner.get(
            "/api/v3/workspaces", params={"page_size": 1, "name_fuzzy": tag, "continuation_token": bad}
        )
        err = envelope_error(resp, 400, "INVALID_ARGUMENT")
        assert "continuation_token" in err["message"], (bad, err)
    for other in ({"name_fuzzy": tag + "x"}, {}, {"name_fuzzy": tag.upper()}):
        resp = owner.get("/api/v3/workspaces", params={"page_size": 1, "continuation_token": token, **other})
        err = envelope_error(resp, 400, "INVALID_ARGUMENT")
        assert "continuation_token" in err["message"], err


def test_token_of_one_list_is_refused_by_another(owner: httpx.Client) -> None:
    ws = new_ws(owner)["id"]
    for i in range(2):
        data(owner.post(f"/api/v3/workspaces/{ws}/projects", json={"name": f"P{i}", "custom_id": uniq("p")}))
    ptoken = data(owner.get(f"/api/v3/workspaces/{ws}/projects", params={"page_size": 1}))[
        "continuation_token"
    ]
    assert ptoken
    envelope_error(
        owner.get("/api/v3/workspaces", params={"continuation_token": ptoken}), 400, "INVALID_ARGUMENT"
    )
    other = new_ws(owner)["id"]
    envelope_error(
        owner.get(f"/api/v3/workspaces/{other}/projects", params={"continuation_token": ptoken}),
        400,
        "INVALID_ARGUMENT",
    )


# --------------------------------------------------------------------------- throttling and proxies


def _serve(backend: str, **overrides: Any) -> LiveServer:
    """A separate server, started like `tests.conftest.start_server` but with every setting overridable and
    with uvicorn configured as `mneme serve` configures it (`proxy_headers=False`), so that only Mneme's own
    `trusted_proxies` decides whether `X-Forwarded-For` counts.

    `start_server` cannot be used here: it passes `invalid_key_limit=100_000` itself (so the override is a
    duplicate keyword for `dataclasses.replace`), and its uvicorn keeps the default `proxy_headers=True`,
    which rewrites the client address from `X-Forwarded-For` for peers on 127.0.0.1 before Mneme sees it.
    """
    tmp = tempfile.mkdtemp(prefix="mneme-test-")
    url = database_url(backend, tmp)
    settings = replace(
        Settings(),
        **{
            "database_url": url,
            "data_dir": f"{tmp}/data",
            "invalid_key_limit": 100_000,
            "worker_poll_s": 0.1,
            "job_backoff_base_s": 0.05,
            **overrides,
        },
    )
    upgrade(url)
    with _Env({"MNEME_DATABASE_URL": url}):
        info = run_sync(lambda: _init("Throttle team", "Owner", None))
    assert info is not None
    port = free_port()
    config = uvicorn.Config(
        create_app(settings),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        lifespan="on",
        proxy_headers=False,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "server did not start"
        time.sleep(0.02)
    return LiveServer(
        settings=settings,
        base_url=f"http://127.0.0.1:{port}{settings.base_path}",
        owner_key=info["api_key"],
        team_id=info["team_id"],
        owner_id=info["principal_id"],
        backend=backend,
        _server=server,
        _thread=thread,
    )


@pytest.fixture
def throttled(backend: str) -> Iterator[LiveServer]:
    live = _serve(backend, invalid_key_limit=3, invalid_key_window_s=60)
    yield live
    live.stop()


@pytest.fixture
def proxied(backend: str) -> Iterator[LiveServer]:
    live = _serve(
        backend, invalid_key_limit=3, invalid_key_window_s=60, trusted_proxies=_networks("127.0.0.1/32")
    )
    yield live
    live.stop()


def _bad_key() -> str:
    return "sk_" + secrets.token_urlsafe(32)


def _rate_limited(resp: httpx.Response, window: int = 60) -> None:
    envelope_error(resp, 429, "RATE_LIMIT_EXCEEDED")
    retry = resp.headers.get("retry-after", "")
    assert retry.isdigit() and 1 <= int(retry) <= window, retry


def test_invalid_keys_are_throttled(throttled: LiveServer) -> None:
    with throttled.client(None) as anon:
        for _ in range(3):
            envelope_error(
                anon.get("/api/v3/workspaces", headers={"Authorization": f"Bearer {_bad_key()}"}),
                401,
                "UNAUTHORIZED",
            )
    with throttled.client(_bad_key()) as bad:
        _rate_limited(bad.get("/api/v3/workspaces"))
        _rate_limited(bad.post("/api/v3/workspaces", json={"name": "n", "custom_id": uniq("c")}))
    with throttled.client(None) as anon:
        _rate_limited(anon.get("/api/v3/workspaces"))
    with throttled.client() as c:  # the guessing is throttled, not the owner's valid key
        data(c.get("/api/v3/workspaces"))
        data(c.post("/api/v3/workspaces", json={"name": "n", "custom_id": uniq("c")}))


def test_valid_keys_do_not_count_toward_the_throttle(throttled: LiveServer) -> None:
    with throttled.client() as c:
        for _ in range(10):
            assert c.get("/api/v3/workspaces").status_code == 200
    with throttled.client(_bad_key()) as bad:
        for _ in range(3):
            assert bad.get("/api/v3/workspaces").status_code == 401
        _rate_limited(bad.get("/api/v3/workspaces"))


def test_forwarded_for_is_ignored_without_trusted_proxies(throttled: LiveServer) -> None:
    key = throttled.new_key(name="net", allowed_ips="203.0.113.0/24")["api_key"]
    with throttled.client(key) as c:
        envelope_error(
            c.get("/api/v3/workspaces", headers={"X-Forwarded-For": "203.0.113.9"}), 403, "FORBIDDEN"
        )
    with throttled.client(_bad_key()) as bad:
        for i in range(3):  # every "client" behind a spoofed header is the socket's peer
            assert (
                bad.get("/api/v3/workspaces", headers={"X-Forwarded-For": f"198.51.100.{i}"}).status_code
                == 401
            )
    with throttled.client(_bad_key()) as bad:
        _rate_limited(bad.get("/api/v3/workspaces", headers={"X-Forwarded-For": "198.51.100.200"}))


def test_trusted_proxy_forwards_the_client_ip(proxied: LiveServer) -> None:
    key = proxied.new_key(name="net", allowed_ips="203.0.113.0/24")["api_key"]
    with proxied.client(key) as c:
        assert c.get("/api/v3/workspaces", headers={"X-Forwarded-For": "203.0.113.9"}).status_code == 200
        envelope_error(c.get("/api/v3/workspaces"), 403, "FORBIDDEN")
        envelope_error(
            c.get("/api/v3/workspaces", headers={"X-Forwarded-For": "198.51.100.7"}), 403, "FORBIDDEN"
        )
        # a client cannot smuggle an address in: the proxy appends the real peer, which is what counts
        spoofed = {"X-Forwarded-For": "203.0.113.9, 198.51.100.7"}
        envelope_error(c.get("/api/v3/workspaces", headers=spoofed), 403, "FORBIDDEN")
        chained = {"X-Forwarded-For": "198.51.100.7, 203.0.113.9"}
        assert c.get("/api/v3/workspaces", headers=chained).status_code == 200


def test_throttling_counts_per_forwarded_ip(proxied: LiveServer) -> None:
    hit, other = {"X-Forwarded-For": "203.0.113.50"}, {"X-Forwarded-For": "203.0.113.51"}
    with proxied.client(_bad_key()) as bad:
        for _ in range(3):
            assert bad.get("/api/v3/workspaces", headers=hit).status_code == 401
        _rate_limited(bad.get("/api/v3/workspaces", headers=hit))
        envelope_error(bad.get("/api/v3/workspaces", headers=other), 401, "UNAUTHORIZED")
    with proxied.client() as c:
        assert c.get("/api/v3/workspaces", headers=hit).status_code == 200
        assert c.get("/api/v3/workspaces", headers=other).status_code == 200
        assert c.get("/api/v3/workspaces").status_code == 200
