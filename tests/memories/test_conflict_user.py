"""Conflicts carry `user_id` (the user whose memories conflict, "" when project-wide) and the lists filter by
it, v2 and v3 (issue 9 item 5); migration 0007 backfills it for conflicts detected before."""
from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from alembic import command
from sqlalchemy import text

from mneme.core.migrate import alembic_config, upgrade
from tests.actors.test_owner_facts import add as add_owner_facts
from tests.actors.test_owner_facts import bind, conflicts_root, new_owner
from tests.actors.test_owner_facts import root as owner_root
from tests.conftest import LiveServer, data, database_url, error, make_project
from tests.core.test_migrations import _on
from tests.memories.helpers import add, add_event, conflicts, facts_root, wait_event


def ids_of(page: dict[str, Any], key: str = "memory_ids") -> list[frozenset[str]]:
    return [frozenset(i[key]) for i in page["items"]]


def test_conflicts_carry_the_user_and_filter_by_it(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        a1 = add(c, pid, "Alice lives in Paris.", user_id="alice")
        a2 = add_event(c, pid, "Alice lives in Berlin.", user_id="alice")["memory_ids"][0]
        b1 = add(c, pid, "Bob drinks coffee every morning.", user_id="bob")
        b2 = add_event(c, pid, "Bob does not drink coffee.", user_id="bob")["memory_ids"][0]
        # project-wide: no user_id on either side
        p1 = add(c, pid, "The office opens at 9am.", user_id=None)
        p2 = add_event(c, pid, "The office opens at 10am.", user_id=None)["memory_ids"][0]
        # a user's memory against a project-wide one: the conflict is that user's
        w1 = add(c, pid, "The team standup is on Monday.", user_id=None)
        w2 = add_event(c, pid, "The team standup is on Tuesday.", user_id="bob")["memory_ids"][0]

        page = conflicts(c, pid, page_size=100)
        by_pair = {frozenset(i["memory_ids"]): i for i in page["items"]}
        assert set(by_pair) == {frozenset(p) for p in ((a1, a2), (b1, b2), (p1, p2), (w1, w2))}, page
        assert by_pair[frozenset((a1, a2))]["user_id"] == "alice"
        assert by_pair[frozenset((b1, b2))]["user_id"] == "bob"
        assert by_pair[frozenset((p1, p2))]["user_id"] == ""
        assert by_pair[frozenset((w1, w2))]["user_id"] == "bob"
        one = by_pair[frozenset((a1, a2))]
        assert data(c.get(f"/api/v2/projects/{pid}/memories/conflicts/{one['id']}"))["user_id"] == "alice"

        alice = conflicts(c, pid, user_id="alice")
        assert alice["total"] == 1 and ids_of(alice) == [frozenset((a1, a2))], alice
        bob = conflicts(c, pid, user_id="bob")
        assert bob["total"] == 2 and set(ids_of(bob)) == {frozenset((b1, b2)), frozenset((w1, w2))}, bob
        wide = conflicts(c, pid, user_id="")
        assert wide["total"] == 1 and ids_of(wide) == [frozenset((p1, p2))], "empty = the project-wide ones"
        assert conflicts(c, pid, user_id="carol")["total"] == 0
        assert conflicts(c, pid, user_id="bob", conflict_type="logical")["total"] == 1, "combines with filters"
        assert conflicts(c, pid, user_id="bob", memory_ids=a1)["total"] == 0
        error(c.get(f"/api/v2/projects/{pid}/memories/conflicts", params={"user_id": "x" * 256}), 400,
              "INVALID_ARGUMENT")

        # v3: the same rows in fact words, the same field and filter
        v3 = f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"
        items = data(c.get(v3, params={"page_size": 100}))["items"]
        assert {frozenset(i["fact_ids"]): i["user_id"] for i in items} == {
            k: v["user_id"] for k, v in by_pair.items()}
        got = data(c.get(v3, params={"user_id": "bob"}))
        assert got["total"] == 2 and set(ids_of(got, "fact_ids")) == {frozenset((b1, b2)), frozenset((w1, w2))}
        assert data(c.get(f"{v3}/{one['id']}"))["user_id"] == "alice"
        assert ids_of(data(c.get(v3, params={"user_id": ""})), "fact_ids") == [frozenset((p1, p2))]


def test_v3_facts_are_project_wide(server: LiveServer) -> None:
    """v3 facts have no user: their conflicts say "", and one with a v2 user's memory is that user's."""
    with server.client() as c:
        ws, pid = make_project(c)

        def add_fact(fact: str) -> str:
            res = data(c.post(facts_root(ws, pid), json={"facts": [fact]}))
            assert wait_event(c, res["event_id"])["status"] == "succeeded"
            return str(res["facts"][0]["id"])

        f1, f2 = add_fact("The cafeteria closes at 3pm."), add_fact("The cafeteria closes at 5pm.")
        m = add_event(c, pid, "The cafeteria does not close at 3pm.", user_id="dana")["memory_ids"][0]
        root = f"/api/v3/workspaces/{ws}/projects/{pid}/memories/conflicts"
        items = {frozenset(i["fact_ids"]): i["user_id"] for i in data(c.get(root))["items"]}
        assert items[frozenset((f1, f2))] == ""
        assert items[frozenset((f1, m))] == "dana", items
        assert [frozenset(i["fact_ids"]) for i in data(c.get(root, params={"user_id": "dana"}))["items"]] == [
            frozenset((f1, m))]


def test_actor_and_agent_conflicts_have_no_user(server: LiveServer) -> None:
    """An actor's or agent's facts carry no user_id: their conflicts say "" and the filter works alike."""
    with server.client() as c:
        ws, _pid = make_project(c)
        for kind in ("actor", "agent"):
            oid = new_owner(c, kind)
            bind(c, ws, kind, oid)
            add_owner_facts(c, owner_root(ws, kind, oid), "Alice lives in Paris.")
            add_owner_facts(c, owner_root(ws, kind, oid), "Alice lives in Berlin.")
            croot = conflicts_root(ws, kind, oid)
            page = data(c.get(croot))
            assert page["total"] == 1 and page["items"][0]["user_id"] == "", page
            assert data(c.get(croot, params={"user_id": ""}))["total"] == 1
            assert data(c.get(croot, params={"user_id": "alice"}))["total"] == 0


T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


def test_migration_0007_backfills_user_id(backend: str, tmp_path: Path) -> None:
    url = database_url(backend, str(tmp_path))
    upgrade(url, "0006")

    def seed(conn: Any) -> None:
        conn.execute(text("INSERT INTO teams (id, name, created_at) VALUES ('team-1', 'T', :t)"), {"t": T0})
        conn.execute(text("INSERT INTO workspaces (id, team_id, custom_id, name, description, metadata, "
                          "created_at, updated_at) VALUES ('ws-1', 'team-1', 'w', 'W', '', '{}', :t, :t)"),
                     {"t": T0})
        for mid, user in (("mem-a", "alice"), ("mem-b", "alice"), ("mem-p", None), ("mem-q", None),
                          ("mem-r", "")):
            conn.execute(text("INSERT INTO memories (id, team_id, workspace_id, scope_key, user_id, content, "
                              "content_hash, metadata, expired, change_seq, created_at, updated_at) VALUES "
                              "(:id, 'team-1', 'ws-1', 'actor:ws-1:x', :u, 'x', 'h', '{}', :f, 0, :t, :t)"),
                         {"id": mid, "u": user, "f": False, "t": T0})
        for cid, targets in (("cfl-1", ("mem-a", "mem-b")), ("cfl-2", ("mem-p", "mem-q")),
                             ("cfl-3", ("mem-p", "mem-b")), ("cfl-4", ("mem-r", "mem-gone"))):
            conn.execute(text("INSERT INTO conflicts (id, team_id, workspace_id, scope_key, pair_key, category, "
                              "conflict_type, name, description, resolved, stale, memory_ids, memory_snapshots, "
                              "file_chunks, document_ids, created_at, updated_at) VALUES (:id, 'team-1', 'ws-1', "
                              "'actor:ws-1:x', :id, 'm2m', 'knowledge', 'n', 'd', :f, :f, '[]', '[]', '[]', '[]', "
                              ":t, :t)"), {"id": cid, "f": False, "t": T0})
            for target in targets:
                conn.execute(text("INSERT INTO conflict_links (conflict_id, target_id) VALUES (:c, :m)"),
                             {"c": cid, "m": target})
        conn.commit()

    def users(conn: Any) -> dict[str, str]:
        return {r[0]: r[1] for r in conn.execute(text("SELECT id, user_id FROM conflicts")).all()}

    _on(url, seed)
    upgrade(url)
    assert _on(url, users) == {"cfl-1": "alice", "cfl-2": "", "cfl-3": "alice", "cfl-4": ""}
    command.downgrade(alembic_config(url), "0006")
    upgrade(url)
    assert _on(url, users)["cfl-3"] == "alice"
