"""A permission matrix generated from the catalog: every instance-level action of workspaces and projects, each
through one real endpoint that needs it, in every scope situation:

- A: the member's scope lists the target with exactly that action → allowed (2xx);
- B: the scope lists the target with every other action → 403;
- C: the scope lists another instance (for projects: in the same workspace) with the action → 403;
- D (projects): the workspace scope lists another workspace → 403;
- E: a member whose role grants no instance action, with the permission level that opens the action on the
  target → allowed; with the level below it (or none) → 403;
- F: a member of an access group (based on `tenant_admin`) whose scope lists the target → allowed; listing
  another instance → 403.

A new instance action in the catalog fails `test_every_instance_action_has_an_endpoint` until it is added
here. Forbidden answers are checked on resources that exist, so a 403 is a refusal, not a missing row."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from mneme.core.access import LEVELS, level_of
from mneme.core.catalog import TYPES
from tests.access.helpers import GROUPS, PROJECT, WS, new_member, only, put_scope, scope_url
from tests.admin.factories import custom_role
from tests.conftest import LiveServer, data, uniq
from tests.documents.helpers import upload
from tests.memories.helpers import add_event

INSTANCE_TYPES = (WS, PROJECT)
SERVICE_READS = ["workspace:list", "project:list", "event:read", "drive:item_read"]


@dataclass
class World:
    c: httpx.Client
    ws1: str = ""
    ws2: str = ""
    p1: str = ""
    p2: str = ""
    p3: str = ""
    actor: str = ""
    agent: str = ""
    cache: dict[str, str] = field(default_factory=dict)

    def project_in(self, ws: str) -> str:
        return str(data(self.c.post(f"/api/v3/workspaces/{ws}/projects",
                                    json={"name": "P", "custom_id": uniq("p")}))["id"])

    def workspace(self) -> str:
        ws = str(data(self.c.post("/api/v3/workspaces", json={"name": "W", "custom_id": uniq("ws")}))["id"])
        for kind, oid in (("actor", self.actor), ("agent", self.agent)):
            if oid:
                data(self.c.post(f"/api/v3/workspaces/{ws}/{kind}s", json={f"{kind}_id": oid}))
        return ws

    def fact(self, root: str, fresh: bool = False) -> str:
        if not fresh and root in self.cache:
            return self.cache[root]
        fid = str(data(self.c.post(f"{root}/facts" if "/memories" not in root else root,
                                   json={"facts": [uniq("a fact")]}))["facts"][0]["id"])
        if not fresh:
            self.cache[root] = fid
        return fid

    def doc(self, ws: str, p: str, fresh: bool = False) -> str:
        key = f"doc:{p}"
        if not fresh and key in self.cache:
            return self.cache[key]
        item = upload(self.c, f"{uniq('d')}.txt", b"Some text about the office.")["item_id"]
        res = data(self.c.post(f"/api/v3/workspaces/{ws}/projects/{p}/memories/documents",
                               json={"drive_item_ids": [item]}))
        did = str(res["details"][0]["document_id"])
        if not fresh:
            self.cache[key] = did
        return did

    def conflict(self, p: str) -> str:
        team = uniq("team").replace("-", " ")
        add_event(self.c, p, f"The office of {team} is in Lisbon", user_id=None)
        ev = add_event(self.c, p, f"The office of {team} is in Porto", user_id=None)
        assert ev["conflict_ids"], ev
        return str(ev["conflict_ids"][0])


Req = tuple[str, str, Any]
Make = Callable[[World, str, str], Req]  # (world, target workspace, target project) -> (method, path, json)


def _facts(ws: str, p: str) -> str:
    return f"/api/v3/workspaces/{ws}/projects/{p}/memories/facts"


def _owner_root(kind: str, w: World, ws: str) -> str:
    return f"/api/v3/workspaces/{ws}/{kind}s/{w.actor if kind == 'actor' else w.agent}"


def _owner_entries(kind: str) -> dict[str, tuple[Make, bool]]:
    def root(w: World, ws: str) -> str:
        return _owner_root(kind, w, ws)
    return {
        f"workspace_{kind}:read": (lambda w, ws, p: ("GET", f"/api/v3/workspaces/{ws}/{kind}s", None), False),
        f"workspace_{kind}:modify": (lambda w, ws, p: ("PATCH", f"{root(w, ws)}/settings",
                                                      {"fact_instruction": "Only work topics."}), False),
        f"workspace_{kind}:fact_list": (lambda w, ws, p: ("GET", f"{root(w, ws)}/facts", None), False),
        f"workspace_{kind}:fact_read": (lambda w, ws, p: ("GET", f"{root(w, ws)}/facts/{w.fact(root(w, ws))}",
                                                         None), False),
        f"workspace_{kind}:fact_add": (lambda w, ws, p: ("POST", f"{root(w, ws)}/facts", {"facts": ["x"]}), False),
        f"workspace_{kind}:fact_modify": (lambda w, ws, p: ("PATCH", f"{root(w, ws)}/facts/{w.fact(root(w, ws))}",
                                                           {"metadata": {"k": uniq("v")}}), False),
        f"workspace_{kind}:fact_delete": (lambda w, ws, p: (
            "POST", f"{root(w, ws)}/facts/{w.fact(root(w, ws), fresh=True)}/forget", None), False),
    }


# action -> (request, whether the target instance itself is used up: a fresh one per scenario)
ENDPOINTS: dict[str, tuple[Make, bool]] = {
    "workspace:read": (lambda w, ws, p: ("GET", f"/api/v3/workspaces/{ws}", None), False),
    "workspace:modify": (lambda w, ws, p: ("PATCH", f"/api/v3/workspaces/{ws}", {"description": uniq("d")}), False),
    "workspace:delete": (lambda w, ws, p: ("DELETE", f"/api/v3/workspaces/{ws}", None), True),
    "workspace:search": (lambda w, ws, p: ("POST", f"/api/v3/workspaces/{ws}/memories/search",
                                           {"query": "office"}), False),
    "workspace:conversation_read": (lambda w, ws, p: ("GET", f"/api/v3/workspaces/{ws}/memories/conversations",
                                                      None), False),
    "workspace:conversation_write": (lambda w, ws, p: (
        "POST", f"/api/v3/workspaces/{ws}/memories/conversations",
        {"custom_id": uniq("c"), "rw_project_ids": [w.p1 if ws == w.ws1 else w.p3]}), False),
    **_owner_entries("actor"),
    **_owner_entries("agent"),
    "project:read": (lambda w, ws, p: ("GET", f"/api/v3/workspaces/{ws}/projects/{p}", None), False),
    "project:modify": (lambda w, ws, p: ("PATCH", f"/api/v3/workspaces/{ws}/projects/{p}",
                                         {"description": uniq("d")}), False),
    "project:delete": (lambda w, ws, p: ("DELETE", f"/api/v3/workspaces/{ws}/projects/{p}", None), True),
    "project:mem_list": (lambda w, ws, p: ("GET", f"/api/v2/projects/{p}/memories", None), False),
    "project:mem_read": (lambda w, ws, p: ("GET", f"{_facts(ws, p)}/{w.fact(_facts(ws, p))}", None), False),
    "project:mem_add": (lambda w, ws, p: ("POST", _facts(ws, p), {"facts": ["added"]}), False),
    "project:mem_modify": (lambda w, ws, p: ("PATCH", f"{_facts(ws, p)}/{w.fact(_facts(ws, p))}",
                                             {"metadata": {"k": uniq("v")}}), False),
    "project:mem_delete": (lambda w, ws, p: (
        "POST", f"{_facts(ws, p)}/{w.fact(_facts(ws, p), fresh=True)}/forget", None), False),
    "project:mem_search": (lambda w, ws, p: ("POST", f"/api/v2/projects/{p}/memories/search", {"query": "x"}),
                           False),
    "project:mem_conflict_resolve": (lambda w, ws, p: (
        "POST", f"/api/v2/projects/{p}/memories/conflicts/{w.conflict(p)}/resolve", {"strategy": "dismiss"}),
        False),
    "project:doc_list": (lambda w, ws, p: ("GET", f"/api/v3/workspaces/{ws}/projects/{p}/memories/documents",
                                           None), False),
    "project:doc_read": (lambda w, ws, p: (
        "GET", f"/api/v3/workspaces/{ws}/projects/{p}/memories/documents/{w.doc(ws, p)}", None), False),
    "project:doc_add": (lambda w, ws, p: (
        "POST", f"/api/v3/workspaces/{ws}/projects/{p}/memories/documents",
        {"drive_item_ids": [upload(w.c, f"{uniq('d')}.txt", b"Text.")["item_id"]]}), False),
    "project:doc_delete": (lambda w, ws, p: (
        "DELETE", f"/api/v3/workspaces/{ws}/projects/{p}/memories/documents", {"ids": [w.doc(ws, p, fresh=True)]}),
        False),
}


def _actions() -> list[str]:
    return [a for t in INSTANCE_TYPES for a in TYPES[t].instance_actions]


def test_every_instance_action_has_an_endpoint() -> None:
    assert sorted(ENDPOINTS) == sorted(_actions())


def _send(c: httpx.Client, req: Req) -> httpx.Response:
    method, path, body = req
    return c.request(method, path, json=body) if body is not None else c.request(method, path)


def _ok(resp: httpx.Response, what: str) -> None:
    assert 200 <= resp.status_code < 300, f"{what}: {resp.status_code} {resp.text[:300]}"


def _refused(resp: httpx.Response, what: str) -> None:
    assert resp.status_code == 403, f"{what}: {resp.status_code} {resp.text[:300]}"
    assert resp.json()["error_code"] == "FORBIDDEN"


@pytest.fixture(scope="module")
def world(server: LiveServer) -> Any:
    with server.client() as c:
        w = World(c)
        w.actor = str(data(c.post("/api/v3/actors", json={"custom_id": uniq("a"), "display_name": "Dana"}))["id"])
        w.agent = str(data(c.post("/api/v3/agents", json={"custom_id": uniq("g"), "name": "Helper"}))["id"])
        w.ws1, w.ws2 = w.workspace(), w.workspace()
        w.p1, w.p2, w.p3 = w.project_in(w.ws1), w.project_in(w.ws1), w.project_in(w.ws2)
        full = custom_role(server, [*_actions(), *SERVICE_READS])
        bare = custom_role(server, SERVICE_READS)
        yield w, new_member(c, full), new_member(c, bare)


@pytest.mark.parametrize("action", _actions())
def test_matrix(server: LiveServer, world: Any, action: str) -> None:
    w, (full_pid, full_key), (bare_pid, bare_key) = world
    c = w.c
    make, uses_up = ENDPOINTS[action]
    rtype = WS if action.startswith("workspace") else PROJECT
    others = [a for a in TYPES[rtype].instance_actions if a != action]

    def target() -> tuple[str, str]:
        if not uses_up:
            return w.ws1, w.p1
        if rtype == WS:
            return w.workspace(), ""
        return w.ws1, w.project_in(w.ws1)

    def row(ws: str, p: str, actions: list[str] | None = None) -> dict[str, Any]:
        inst: dict[str, Any] = {"id": ws} if rtype == WS else {"id": p, "workspace_id": ws}
        return {**inst, **({"actions": actions} if actions is not None else {})}

    def scoped(pid: str, *entries: dict[str, Any]) -> None:
        data(put_scope(c, scope_url(pid), [{"resource_type": WS, "mode": "all"},
                                           {"resource_type": PROJECT, "mode": "all"}]))
        if entries:
            data(put_scope(c, scope_url(pid), list(entries)))

    with server.client(full_key) as m:
        ws, p = target()  # A
        scoped(full_pid, only(rtype, row(ws, p, [action])))
        _ok(_send(m, make(w, ws, p)), f"A {action}")
        ws, p = target()  # B
        scoped(full_pid, only(rtype, row(ws, p, others)))
        _refused(_send(m, make(w, ws, p)), f"B {action}")
        ws, p = target()  # C
        other = row(w.ws2, "") if rtype == WS else row(ws, w.p2)
        scoped(full_pid, only(rtype, {**other, "actions": [action]}))
        _refused(_send(m, make(w, ws, p)), f"C {action}")
        if rtype == PROJECT:  # D
            ws, p = target()
            scoped(full_pid, only(WS, {"id": w.ws2}))
            _refused(_send(m, make(w, ws, p)), f"D {action}")
        scoped(full_pid)

    needed = level_of(action)
    with server.client(bare_key) as m:  # E
        kind = "workspaces" if rtype == WS else "projects"
        below = LEVELS[:LEVELS.index(needed)]
        levels = f"/admin/v1/members/{bare_pid}/permission-levels"

        def clear_levels() -> None:
            for lv in data(c.get(levels))["items"]:
                data(c.delete(f"{levels}/{'workspaces' if lv['resource_type'] == WS else 'projects'}/{lv['id']}"))

        for level in [None, *below, needed]:
            ws, p = target()
            clear_levels()
            if level is not None:
                data(c.put(f"{levels}/{kind}/{ws if rtype == WS else p}", json={"level": level}))
            resp = _send(m, make(w, ws, p))
            (_ok if level == needed else _refused)(resp, f"E {action} at level {level}")
        clear_levels()

    group = data(c.post(GROUPS, json={"name": uniq("g"), "base_role_key": "tenant_admin"}), 201)["group_id"]
    try:
        with server.client(bare_key) as m:  # F
            ws, p = target()
            other = row(w.ws2, "") if rtype == WS else row(ws, w.p2)
            data(put_scope(c, f"{GROUPS}/{group}/access-scope", [only(rtype, other)]))
            data(c.put(f"{GROUPS}/{group}/members", json={"principal_ids": [bare_pid]}))
            _refused(_send(m, make(w, ws, p)), f"F {action} (group scoped elsewhere)")
            data(put_scope(c, f"{GROUPS}/{group}/access-scope", [only(rtype, row(ws, p))]))
            _ok(_send(m, make(w, ws, p)), f"F {action}")
    finally:
        data(c.delete(f"{GROUPS}/{group}"))
