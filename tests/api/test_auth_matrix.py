"""Authorization matrix over every route of the app, enumerated from `create_app(...).routes`.

Each route is called with: no key, an unknown key, an expired key, a deactivated key, a deleted key, a key of
a removed member (all 401), a key restricted to 10.0.0.0/8 (403), a key of another team on this team's
resources (403), a `tenant_member` key on routes whose documented permission the member role lacks (403),
and the owner key (never 401/403 on real resources). Routes added later are covered with no edit: path
parameters are filled from their names and the path segment before them, bodies and required query
parameters from the OpenAPI document.
"""

from __future__ import annotations

import os
import re
import secrets
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from fastapi.routing import APIRoute
from sqlalchemy import update
from sqlalchemy.ext.asyncio import create_async_engine

from mneme.app import create_app
from mneme.core.catalog import ACTION_TYPE, MEMBER, built_in_grants
from mneme.core.db import Database, utcnow
from mneme.core.ids import new_id
from mneme.core.settings import Settings
from mneme.models import ApiKey, Principal
from tests.conftest import TLS, LiveServer, make_project, run_sync, uniq

BASE = Settings().base_path
TRACE_RE = re.compile(r"^[0-9a-f]{32}$")

# Routes that take no API key at all (health, docs, signature-verified payment webhooks).
PUBLIC_PATHS = {"/healthz", "/readyz", f"{BASE}/docs"}
PUBLIC_PATTERNS = (re.compile(r"/webhooks/"),)

# Path parameter -> id prefix (extensions §0), first by the parameter's name, then by the segment before it.
NAME_KIND = {
    "workspaceid": "ws",
    "ws": "ws",
    "projectid": "proj",
    "p": "proj",
    "memoryid": "mem",
    "factid": "mem",
    "conflictid": "cfl",
    "documentid": "doc",
    "actorid": "actor",
    "a": "actor",
    "agentid": "agent",
    "g": "agent",
    "boundaryid": "bnd",
    "conversationid": "conv",
    "messageid": "msg",
    "eventid": "evt",
    "groupid": "grp",
    "accessgroupid": "grp",
    "ruleid": "rule",
    "orderid": "ord",
    "invoiceid": "inv",
    "itemid": "item",
    "driveitemid": "item",
    "keyid": "key",
    "principalid": "prn",
    "rolekey": "role",
    "provider": "provider",
}
SEGMENT_KIND = {
    "workspaces": "ws",
    "projects": "proj",
    "memories": "mem",
    "facts": "mem",
    "conflicts": "cfl",
    "documents": "doc",
    "actors": "actor",
    "agents": "agent",
    "boundaries": "bnd",
    "conversations": "conv",
    "messages": "msg",
    "events": "evt",
    "access-groups": "grp",
    "permission-rules": "rule",
    "orders": "ord",
    "invoices": "inv",
    "api-keys": "key",
    "items": "item",
    "members": "prn",
    "roles": "role",
    "webhooks": "provider",
}
# Kinds for which a real instance of the first team is created (and that another team must never reach).
REAL_KINDS = ("ws", "proj", "prn", "key", "actor", "agent")

MEMBER_GRANTS = {action for action, _type in built_in_grants(MEMBER)}
_PERM_CLAUSE = re.compile(r"Permissions?\s+((?:`[a-z_]+:[a-z_]+`(?:[\s,;]*(?:and|or|plus|\+)?\s*)?)+)")
_ACTION = re.compile(r"`([a-z_]+:[a-z_]+)`")


@dataclass(frozen=True)
class RouteSpec:
    method: str
    path: str  # full path template, e.g. /openapi/service/api/v3/workspaces/{workspaceId}
    description: str
    body: Any  # minimal JSON body, or None
    query: dict[str, Any]
    params: tuple[tuple[str, str], ...]  # (name, kind)

    @property
    def id(self) -> str:
        return f"{self.method} {self.path}"

    @property
    def family(self) -> str:
        """`vendor` (router inference: vendor error format), `models` (router model list), `api`."""
        if re.search(r"/compat-[ab]/", self.path):
            return "vendor"
        if self.path.rstrip("/").endswith("/router/v1/models"):
            return "models"
        return "api"

    @property
    def public(self) -> bool:
        return self.path in PUBLIC_PATHS or any(p.search(self.path) for p in PUBLIC_PATTERNS)

    @property
    def is_admin(self) -> bool:
        return "/admin/" in self.path

    @property
    def real_kinds(self) -> set[str]:
        return {kind for _name, kind in self.params if kind in REAL_KINDS}

    @property
    def body_names_instances(self) -> bool:
        """True when the minimal body refers to instances by id (`ids`, `memory_ids`, `keep_memory_id`...),
        which are then made up and may rightly answer 403."""

        def refs(value: Any) -> bool:
            if isinstance(value, dict):
                return any(
                    (re.search(r"(^|_)ids?$", k) and k != "custom_id" and v) or refs(v)
                    for k, v in value.items()
                )
            return isinstance(value, list) and any(refs(v) for v in value)

        return refs(self.body)

    def permission_clauses(self) -> list[tuple[set[str], bool]]:
        """(actions, any_of) for every `Permission ...` clause of the route's description."""
        out = []
        for clause in _PERM_CLAUSE.findall(self.description):
            actions = {a for a in _ACTION.findall(clause) if a in ACTION_TYPE}
            if actions:
                out.append((actions, bool(re.search(r"\bor\b", clause))))
        return out

    @property
    def member_lacks_permission(self) -> bool:
        for actions, any_of in self.permission_clauses():
            lacking = actions - MEMBER_GRANTS
            if (any_of and lacking == actions) or (not any_of and lacking):
                return True
        return False


def _param_kind(path: str, name: str) -> str:
    norm = name.lower().replace("_", "").replace("-", "")
    if norm in NAME_KIND:
        return NAME_KIND[norm]
    segments = path.split("/")
    idx = segments.index("{" + name + "}")
    return SEGMENT_KIND.get(segments[idx - 1], "x") if idx > 0 else "x"


def _minimal(schema: dict[str, Any], components: dict[str, Any], name: str = "", depth: int = 0) -> Any:
    """A minimal value that satisfies `schema` (required properties only)."""
    if depth > 8:
        return None
    if "$ref" in schema:
        return _minimal(components[schema["$ref"].rsplit("/", 1)[-1]], components, name, depth + 1)
    for combo in ("anyOf", "oneOf", "allOf"):
        if combo in schema:
            options = [s for s in schema[combo] if s.get("type") != "null"] or schema[combo]
            return _minimal(options[0], components, name, depth + 1)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    if "default" in schema and schema["default"] is not None:
        return schema["default"]
    typ = schema.get("type")
    if typ == "object" or "properties" in schema:
        props = schema.get("properties", {})
        return {k: _minimal(props.get(k, {}), components, k, depth + 1) for k in schema.get("required", [])}
    if typ == "array":
        n = int(schema.get("minItems", 0))
        return [_minimal(schema.get("items", {}), components, name, depth + 1) for _ in range(n)]
    if typ in ("integer", "number"):
        low = schema.get("minimum", schema.get("exclusiveMinimum", 0) + 1)
        return int(low) if typ == "integer" else float(low)
    if typ == "boolean":
        return False
    if name == "role":
        return MEMBER
    return "x" * max(1, int(schema.get("minLength", 1)))


def _route_contexts(app: Any) -> Iterator[tuple[Any, str]]:
    try:
        from fastapi.routing import iter_route_contexts
    except ImportError:  # FastAPI without lazily included routers
        for route in app.routes:
            yield route, route.path
        return
    for rc in iter_route_contexts(app.routes):
        yield rc.original_route, rc.path


def collect_routes() -> list[RouteSpec]:
    folder = os.path.join(tempfile.gettempdir(), "mneme-route-enum")
    app = create_app(Settings(database_url=f"sqlite+aiosqlite:///{folder}/never-opened.db"))
    schema = app.openapi()
    components = schema.get("components", {}).get("schemas", {})
    specs = []
    for route, path in _route_contexts(app):
        if not isinstance(route, APIRoute):
            continue
        for method in sorted(route.methods - {"HEAD", "OPTIONS"}):
            op = schema.get("paths", {}).get(path, {}).get(method.lower(), {})
            body = None
            content = op.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                body = _minimal(content["application/json"].get("schema", {}), components)
            query = {
                p["name"]: _minimal(p.get("schema", {}), components, p["name"])
                for p in op.get("parameters", [])
                if p.get("in") == "query" and p.get("required")
            }
            names = re.findall(r"\{([^}:]+)(?::[^}]*)?\}", path)
            specs.append(
                RouteSpec(
                    method=method,
                    path=path,
                    description=route.description or "",
                    body=body,
                    query=query,
                    params=tuple((n, _param_kind(path, n)) for n in names),
                )
            )
    return specs


ALL_ROUTES = collect_routes()
KEYED = [r for r in ALL_ROUTES if not r.public]
CROSS_TEAM = [r for r in KEYED if r.real_kinds]
LISTS_WITHOUT_IDS = [r for r in KEYED if r.method == "GET" and not r.params]
MEMBER_DENIED = [r for r in KEYED if r.member_lacks_permission]
DOCUMENTED = [r for r in KEYED if r.family == "api"]


def _ids(routes: list[RouteSpec]) -> list[Any]:
    return [pytest.param(r, id=r.id) for r in routes]


# --------------------------------------------------------------------------- fixtures


@dataclass
class Matrix:
    server: LiveServer
    root: str
    http: httpx.Client
    unknown: str
    expired: str
    inactive: str
    deleted: str
    removed_member: str
    ip_restricted: str
    member: str
    other_team: str
    other_team_id: str
    shared: dict[str, str] = field(default_factory=dict)

    def fresh(self, spec: RouteSpec) -> dict[str, str]:
        """New instances of the first team for every real kind the route names."""
        kinds = spec.real_kinds
        real: dict[str, str] = {}
        if kinds & {"ws", "proj"}:
            with self.server.client() as c:
                real["ws"], real["proj"] = make_project(c)
        if "prn" in kinds:
            real["prn"] = self.server.new_key(role=MEMBER, name=uniq("matrix-member"))["principal_id"]
        if "key" in kinds:
            real["key"] = self.server.new_key(name=uniq("matrix-key"))["id"]
        if kinds & {"actor", "agent"}:
            with self.server.client() as c:
                real.update(_actor_and_agent(c, real.get("ws")))
        return real

    def url(self, spec: RouteSpec, real: dict[str, str]) -> tuple[str, bool]:
        """The route's URL with path parameters filled (real ids where given) and whether all are real."""
        path, all_real = spec.path, True
        for name, kind in spec.params:
            if kind in real:
                value = real[kind]
            elif kind == "role":
                value = MEMBER if spec.method != "DELETE" else f"role-{new_id('x')}"
                all_real = all_real and spec.method != "DELETE"
            elif kind == "provider":
                value = "stripe"
            else:
                value, all_real = new_id(kind), False
            path = re.sub(r"\{" + re.escape(name) + r"(?::[^}]*)?\}", value, path)
        return self.root + path, all_real

    def call(self, spec: RouteSpec, key: str | None, real: dict[str, str] | None = None) -> httpx.Response:
        url, _ = self.url(spec, self.shared if real is None else real)
        headers = {}
        if key is not None:
            if spec.family == "vendor" and "compat-b" in spec.path:
                headers["x-api-key"] = key
            else:
                headers["Authorization"] = f"Bearer {key}"
        body = spec.body
        if body is None and spec.method in ("POST", "PUT", "PATCH"):
            body = {}
        if isinstance(body, dict) and "custom_id" in body:
            body = {**body, "custom_id": uniq("matrix")}
        return self.http.request(spec.method, url, params=spec.query, json=body, headers=headers)


def _actor_and_agent(c: httpx.Client, ws: str | None) -> dict[str, str]:
    """A new actor and agent of the first team, bound to `ws` when given."""
    actor = c.post("/api/v3/actors", json={"custom_id": uniq("matrix-actor"), "display_name": "A"}).json()["data"]
    agent = c.post("/api/v3/agents", json={"custom_id": uniq("matrix-agent"), "name": "G"}).json()["data"]
    if ws is not None:
        for kind, row in (("actor", actor), ("agent", agent)):
            resp = c.post(f"/api/v3/workspaces/{ws}/{kind}s", json={f"{kind}_id": row["id"]})
            assert resp.status_code == 200, resp.text
    return {"actor": actor["id"], "agent": agent["id"]}


def _db_execute(url: str, stmt: Any) -> None:
    async def go() -> None:
        engine = create_async_engine(url)
        try:
            async with engine.begin() as conn:
                await conn.execute(stmt)
        finally:
            await engine.dispose()

    run_sync(go)


def _has_route(method: str, pattern: str) -> bool:
    return any(r.method == method and re.fullmatch(pattern, r.path) for r in ALL_ROUTES)


def _other_team(url: str) -> tuple[str, str]:
    from mneme.admin.keys.service import create_key
    from mneme.admin.team.service import create_team

    async def go() -> tuple[str, str]:
        db = Database(Settings(database_url=url))
        try:
            async with db.session() as s:
                team, owner = await create_team(s, name="Other team", owner_name="Other", owner_email=None)
                _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="other")
                return team.id, secret
        finally:
            await db.dispose()

    return run_sync(go)


@pytest.fixture(scope="module")
def matrix(server: LiveServer) -> Iterator[Matrix]:
    url = server.settings.database_url
    root = (
        server.base_url[: -len(server.settings.base_path)] if server.settings.base_path else server.base_url
    )
    owner = server.client()
    key_route = rf"{re.escape(BASE)}/admin/v1/api-keys/\{{[^}}]+\}}"

    expired = server.new_key(name="expired", expires_at=int(time.time()) - 60)["api_key"]

    inactive_info = server.new_key(name="inactive")
    if _has_route("PATCH", key_route):
        resp = owner.patch(f"/admin/v1/api-keys/{inactive_info['id']}", json={"status": "inactive"})
        assert resp.status_code == 200, resp.text
    else:
        _db_execute(url, update(ApiKey).where(ApiKey.id == inactive_info["id"]).values(status="inactive"))

    deleted_info = server.new_key(name="deleted")
    if _has_route("DELETE", key_route):
        resp = owner.delete(f"/admin/v1/api-keys/{deleted_info['id']}")
        assert resp.status_code == 200, resp.text
    else:
        _db_execute(url, update(ApiKey).where(ApiKey.id == deleted_info["id"]).values(deleted_at=utcnow()))

    removed = server.new_key(role=MEMBER, name="removed member")
    _db_execute(
        url, update(Principal).where(Principal.id == removed["principal_id"]).values(status="removed")
    )

    other_team_id, other_key = _other_team(url)
    ws, proj = make_project(owner)
    shared = {
        "ws": ws,
        "proj": proj,
        "prn": server.new_key(role=MEMBER, name="matrix shared member")["principal_id"],
        "key": server.new_key(name="matrix shared key")["id"],
        **_actor_and_agent(owner, ws),
    }
    with httpx.Client(verify=TLS, timeout=30) as http:
        yield Matrix(
            server=server,
            root=root,
            http=http,
            unknown="sk_" + secrets.token_urlsafe(32),
            expired=expired,
            inactive=inactive_info["api_key"],
            deleted=deleted_info["api_key"],
            removed_member=removed["api_key"],
            ip_restricted=server.new_key(name="ip", allowed_ips="10.0.0.0/8")["api_key"],
            member=server.new_key(role=MEMBER, name="matrix member")["api_key"],
            other_team=other_key,
            other_team_id=other_team_id,
            shared=shared,
        )
    owner.close()


# --------------------------------------------------------------------------- assertions


def _trace(resp: httpx.Response) -> None:
    tid = resp.headers.get("x-trace-id", "")
    assert TRACE_RE.match(tid), f"X-Trace-ID missing or malformed: {tid!r} ({resp.status_code})"


def _error(resp: httpx.Response, spec: RouteSpec, status: int | tuple[int, ...]) -> None:
    statuses = (status,) if isinstance(status, int) else status
    assert resp.status_code in statuses, (
        f"{spec.id}: expected {statuses}, got {resp.status_code}: {resp.text[:300]}"
    )
    _trace(resp)
    body = resp.json()
    if spec.family == "vendor":
        err = body.get("error")
        assert (
            isinstance(err, dict) and isinstance(err.get("message"), str) and isinstance(err.get("type"), str)
        ), body
        return
    assert body.get("success") is False, body
    assert isinstance(body.get("message"), str) and body["message"], body
    assert isinstance(body.get("error_code"), str) and body["error_code"], body
    expected = {
        "api": {401: "UNAUTHORIZED", 403: "FORBIDDEN", 400: "INVALID_ARGUMENT"},
        "models": {401: "UNAUTHORIZE", 403: "ACCESS_DENIED", 400: "INVALID_ARGUMENT"},
    }[spec.family]
    if resp.status_code in expected:
        assert body["error_code"] == expected[resp.status_code], body


def _denied(m: Matrix, spec: RouteSpec, key: str, real: dict[str, str]) -> None:
    """403 FORBIDDEN, or 400 when the owner gets 400 for the very same request (validation comes first)."""
    resp = m.call(spec, key, real)
    assert not resp.is_success, f"{spec.id}: {resp.status_code} {resp.text[:300]}"
    if resp.status_code == 400:
        owner = m.call(spec, m.server.owner_key, real)
        assert owner.status_code == 400, (
            f"{spec.id}: 400 for the denied caller but {owner.status_code} for the owner: {resp.text[:300]}"
        )
        _error(resp, spec, 400)
        return
    _error(resp, spec, 403)


# --------------------------------------------------------------------------- the matrix


def test_routes_were_enumerated() -> None:
    paths = {r.path for r in KEYED}
    assert f"{BASE}/api/v3/workspaces" in paths and f"{BASE}/api/v3/workspaces/{{workspaceId}}" in paths
    assert CROSS_TEAM and MEMBER_DENIED


@pytest.mark.parametrize("spec", _ids(KEYED))
def test_no_key_is_401(matrix: Matrix, spec: RouteSpec) -> None:
    _error(matrix.call(spec, None), spec, 401)


@pytest.mark.parametrize("spec", _ids(KEYED))
@pytest.mark.parametrize("which", ["unknown", "expired", "inactive", "deleted", "removed_member"])
def test_unusable_key_is_401(matrix: Matrix, spec: RouteSpec, which: str) -> None:
    _error(matrix.call(spec, getattr(matrix, which)), spec, 401)


@pytest.mark.parametrize("spec", _ids(KEYED))
def test_key_from_disallowed_ip_is_403(matrix: Matrix, spec: RouteSpec) -> None:
    _error(matrix.call(spec, matrix.ip_restricted), spec, 403)


@pytest.mark.parametrize("spec", _ids(CROSS_TEAM))
def test_other_team_is_403_on_this_teams_resources(matrix: Matrix, spec: RouteSpec) -> None:
    _denied(matrix, spec, matrix.other_team, matrix.fresh(spec))


@pytest.mark.parametrize("spec", _ids(LISTS_WITHOUT_IDS))
def test_other_team_lists_never_show_this_teams_ids(matrix: Matrix, spec: RouteSpec) -> None:
    resp = matrix.call(spec, matrix.other_team)
    _trace(resp)
    leaked = [
        v for v in (matrix.server.team_id, matrix.server.owner_id, *matrix.shared.values()) if v in resp.text
    ]
    assert not leaked, f"{spec.id} shows the first team's ids {leaked} to another team"


@pytest.mark.parametrize("spec", _ids(MEMBER_DENIED))
def test_member_without_the_permission_is_403(matrix: Matrix, spec: RouteSpec) -> None:
    _denied(matrix, spec, matrix.member, matrix.fresh(spec))


@pytest.mark.parametrize("spec", _ids([r for r in DOCUMENTED if r.is_admin]))
def test_admin_routes_document_their_permission(spec: RouteSpec) -> None:
    assert spec.permission_clauses(), f"{spec.id}: the description names no `Permission `action``"


@pytest.mark.parametrize("spec", _ids(KEYED))
def test_owner_is_never_401_or_403(matrix: Matrix, spec: RouteSpec) -> None:
    real = matrix.fresh(spec)
    _url, all_real = matrix.url(spec, real)
    all_real = all_real and not spec.body_names_instances
    resp = matrix.call(spec, matrix.server.owner_key, real)
    _trace(resp)
    forbidden = (401, 403) if all_real else (401,)
    assert resp.status_code not in forbidden, f"{spec.id}: {resp.status_code} {resp.text[:300]}"
    unavailable = (502, 503) if spec.family != "api" else ()
    assert resp.status_code < 500 or resp.status_code in unavailable, f"{spec.id}: {resp.text[:300]}"
    if resp.status_code >= 400:
        _error(resp, spec, resp.status_code)
    elif spec.family != "vendor" and resp.headers.get("content-type", "").startswith("application/json"):
        body = resp.json()
        assert body.get("success") is True and "data" in body, body


# --------------------------------------------------------------------------- a few fixed cases


@pytest.mark.parametrize(
    "header",
    [
        "Bearer",
        "Basic dXNlcjpwYXNz",
        "Bearer not-a-key",
        "Bearer sk_short",
        "sk_" + "a" * 43,
        "Token sk_" + "a" * 43,
    ],
)
def test_malformed_authorization_header_is_401(matrix: Matrix, header: str) -> None:
    resp = matrix.http.get(f"{matrix.root}{BASE}/api/v3/workspaces", headers={"Authorization": header})
    spec = RouteSpec("GET", f"{BASE}/api/v3/workspaces", "", None, {}, ())
    _error(resp, spec, 401)


def test_key_works_again_after_reactivation(matrix: Matrix) -> None:
    """Deactivation is a status, not a deletion: switching it back makes the key usable again."""
    server = matrix.server
    info = server.new_key(name="flip")
    url = server.settings.database_url
    _db_execute(url, update(ApiKey).where(ApiKey.id == info["id"]).values(status="inactive"))
    with server.client(info["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 401
        _db_execute(url, update(ApiKey).where(ApiKey.id == info["id"]).values(status="active"))
        assert c.get("/api/v3/workspaces").status_code == 200


def test_other_team_may_reuse_custom_ids(matrix: Matrix) -> None:
    """custom_id is unique per team, not per instance; and each team sees only its own workspace."""
    custom = uniq("shared-custom")
    with matrix.server.client() as a, matrix.server.client(matrix.other_team) as b:
        wa = a.post("/api/v3/workspaces", json={"name": "A", "custom_id": custom})
        wb = b.post("/api/v3/workspaces", json={"name": "B", "custom_id": custom})
        assert wa.status_code == 200 and wb.status_code == 200, (wa.text, wb.text)
        ida, idb = wa.json()["data"]["id"], wb.json()["data"]["id"]
        assert b.get(f"/api/v3/workspaces/{ida}").status_code == 403
        assert a.get(f"/api/v3/workspaces/{idb}").status_code == 403
        assert b.get(f"/api/v3/workspaces/{idb}").json()["data"]["name"] == "B"
