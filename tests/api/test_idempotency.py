"""`Idempotency-Key` on POST writes (extensions.md §0, core/idempotency.py), over real HTTP on both databases."""
from __future__ import annotations

import datetime as dt
import threading
from typing import Any

import httpx
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.idempotency import key_digest
from mneme.models import ApiKey, DriveItem, Event, IdempotencyKey, Job, Workspace
from tests.conftest import LiveServer, data, error, in_db, make_project, uniq

WS = "/api/v3/workspaces"


def _count(server: LiveServer, model: Any, *where: Any) -> int:
    async def go(s: AsyncSession) -> int:
        return int((await s.execute(select(func.count()).select_from(model).where(*where))).scalar_one())
    result: int = in_db(server, go)
    return result


def _row(server: LiveServer, key: str, team_id: str | None = None) -> IdempotencyKey | None:
    async def go(s: AsyncSession) -> IdempotencyKey | None:
        return (await s.execute(select(IdempotencyKey).where(
            IdempotencyKey.team_id == (team_id or server.team_id),
            IdempotencyKey.key_digest == key_digest(key)))).scalar_one_or_none()
    row: IdempotencyKey | None = in_db(server, go)
    return row


def _same(a: httpx.Response, b: httpx.Response) -> None:
    assert (a.status_code, a.content) == (b.status_code, b.content)
    assert a.headers["content-type"] == b.headers["content-type"]


def test_workspace_create_is_replayed_and_written_once(server: LiveServer, owner: httpx.Client) -> None:
    key, body = uniq("k"), {"name": "Once", "custom_id": uniq("once")}
    first = owner.post(WS, json=body, headers={"Idempotency-Key": key})
    created = data(first)
    assert "idempotency-replayed" not in first.headers
    again = owner.post(WS, json=body, headers={"Idempotency-Key": key})
    _same(first, again)
    assert again.headers["idempotency-replayed"] == "true"
    assert data(again)["id"] == created["id"]
    assert _count(server, Workspace, Workspace.custom_id == body["custom_id"]) == 1
    row = _row(server, key)
    assert row is not None and row.state == "done" and row.status == 200
    assert body["custom_id"].encode() not in (row.body or b"")  # the stored answer is encrypted
    # without the header the same request is a new request: the custom_id is taken now
    error(owner.post(WS, json=body), 409, "CUSTOM_ID_CONFLICT")


def test_memory_add_is_replayed_and_queued_once(server: LiveServer, owner: httpx.Client) -> None:
    """Memory adds write through group commit, outside the request's session: still one event, one job."""
    _ws, pid = make_project(owner)
    path, key = f"/api/v2/projects/{pid}/memories", uniq("add")
    body = {"messages": [{"role": "user", "content": "I like green tea"}], "infer": False}
    first = owner.post(path, json=body, headers={"Idempotency-Key": key})
    event_id = data(first)["results"][0]["event_id"]
    again = owner.post(path, json=body, headers={"Idempotency-Key": key})
    _same(first, again)
    assert again.headers["idempotency-replayed"] == "true"
    assert _count(server, Event, Event.project_id == pid) == 1
    assert _count(server, Job, Job.event_id == event_id) == 1


def test_another_body_path_or_method_is_422(owner: httpx.Client) -> None:
    key = uniq("k")
    data(owner.post(WS, json={"name": "A", "custom_id": uniq("a")}, headers={"Idempotency-Key": key}))
    error(owner.post(WS, json={"name": "B", "custom_id": uniq("b")}, headers={"Idempotency-Key": key}), 422,
          "IDEMPOTENCY_KEY_REUSED")
    ws, _pid = make_project(owner)
    error(owner.post(f"{WS}/{ws}/projects", json={"name": "A", "custom_id": uniq("a")},
                     headers={"Idempotency-Key": key}), 422, "IDEMPOTENCY_KEY_REUSED")


def test_another_teams_same_key_is_independent(server: LiveServer, owner: httpx.Client) -> None:
    from mneme.admin.keys.service import create_key
    from mneme.admin.team.service import create_team

    async def second_team(s: AsyncSession) -> tuple[str, str]:
        team, member = await create_team(s, name="Other", owner_name="Other owner", owner_email=None)
        _key, secret = await create_key(s, team_id=team.id, principal_id=member.id, name="other")
        return team.id, secret
    other_team, other_secret = in_db(server, second_team)
    key, custom = uniq("shared"), uniq("same")
    mine = data(owner.post(WS, json={"name": "Mine", "custom_id": custom}, headers={"Idempotency-Key": key}))
    with server.client(other_secret) as oc:
        theirs = oc.post(WS, json={"name": "Theirs", "custom_id": custom}, headers={"Idempotency-Key": key})
        assert "idempotency-replayed" not in theirs.headers
        assert data(theirs)["id"] != mine["id"] and data(theirs)["name"] == "Theirs"
        # and the same body under the same key in both teams: each team gets its own first answer
        key2, body = uniq("shared"), {"name": "Both", "custom_id": uniq("both")}
        a = data(owner.post(WS, json=body, headers={"Idempotency-Key": key2}))
        b = data(oc.post(WS, json=body, headers={"Idempotency-Key": key2}))
        assert a["id"] != b["id"]
    assert _row(server, key) is not None and _row(server, key, other_team) is not None


def test_racing_retries_write_once_and_answer_alike(server: LiveServer) -> None:
    """20 concurrent requests with one key and one body: one workspace, 20 identical answers."""
    key, body = uniq("race"), {"name": "Race", "custom_id": uniq("race")}
    barrier = threading.Barrier(20)
    answers: list[httpx.Response] = []
    lock = threading.Lock()

    def go() -> None:
        with server.client() as c:
            barrier.wait()
            resp = c.post(WS, json=body, headers={"Idempotency-Key": key})
        with lock:
            answers.append(resp)

    threads = [threading.Thread(target=go) for _ in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(answers) == 20
    assert {(r.status_code, r.content) for r in answers} == {(answers[0].status_code, answers[0].content)}
    assert answers[0].status_code == 200
    assert sum(1 for r in answers if "idempotency-replayed" not in r.headers) == 1
    assert _count(server, Workspace, Workspace.custom_id == body["custom_id"]) == 1


def test_racing_memory_adds_queue_once(server: LiveServer, owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    key, body = uniq("race-add"), {"messages": [{"role": "user", "content": "once only"}], "infer": False}
    barrier = threading.Barrier(10)
    answers: list[httpx.Response] = []

    def go() -> None:
        with server.client() as c:
            barrier.wait()
            answers.append(c.post(f"/api/v2/projects/{pid}/memories", json=body, headers={"Idempotency-Key": key}))

    threads = [threading.Thread(target=go) for _ in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({(r.status_code, r.content) for r in answers}) == 1 and answers[0].status_code == 200
    assert _count(server, Event, Event.project_id == pid) == 1


def test_a_validation_error_is_recorded_and_replayed(server: LiveServer, owner: httpx.Client) -> None:
    key, bad = uniq("bad"), {"name": "", "custom_id": uniq("bad")}
    first = owner.post(WS, json=bad, headers={"Idempotency-Key": key})
    error(first, 400, "INVALID_ARGUMENT")
    again = owner.post(WS, json=bad, headers={"Idempotency-Key": key})
    _same(first, again)
    assert again.headers["idempotency-replayed"] == "true"
    row = _row(server, key)
    assert row is not None and row.status == 400


def test_a_conflict_is_replayed_even_after_the_cause_is_gone(server: LiveServer, owner: httpx.Client) -> None:
    """A 409 is the answer of that request: the retry gets it again, even though it would now succeed."""
    custom = uniq("taken")
    ws = data(owner.post(WS, json={"name": "A", "custom_id": custom}))
    key, body = uniq("k"), {"name": "B", "custom_id": custom}
    error(owner.post(WS, json=body, headers={"Idempotency-Key": key}), 409, "CUSTOM_ID_CONFLICT")
    data(owner.delete(f"{WS}/{ws['id']}"))
    replay = owner.post(WS, json=body, headers={"Idempotency-Key": key})
    error(replay, 409, "CUSTOM_ID_CONFLICT")
    assert replay.headers["idempotency-replayed"] == "true"


def test_unauthenticated_and_forbidden_answers_are_not_recorded(server: LiveServer, owner: httpx.Client) -> None:
    key, body = uniq("k"), {"name": "Later", "custom_id": uniq("later")}
    with server.client("sk_not_a_real_key_at_all_0000000000") as bad:
        error(bad.post(WS, json=body, headers={"Idempotency-Key": key}), 401, "UNAUTHORIZED")
    assert _row(server, key) is None
    created = owner.post(WS, json=body, headers={"Idempotency-Key": key})
    data(created)
    assert "idempotency-replayed" not in created.headers


def test_key_length_and_emptiness_are_checked(owner: httpx.Client) -> None:
    body = {"name": "L", "custom_id": uniq("l")}
    err = error(owner.post(WS, json=body, headers={"Idempotency-Key": "k" * 256}), 400, "INVALID_ARGUMENT")
    assert "Idempotency-Key" in err["message"]
    err = error(owner.post(WS, json=body, headers={"Idempotency-Key": ""}), 400, "INVALID_ARGUMENT")
    assert "Idempotency-Key" in err["message"]
    data(owner.post(WS, json=body, headers={"Idempotency-Key": "k" * 255}))


def test_an_expired_key_runs_again(server: LiveServer, owner: httpx.Client) -> None:
    key = uniq("old")
    first = data(owner.post(WS, json={"name": "Old", "custom_id": uniq("old")}, headers={"Idempotency-Key": key}))

    async def age(s: AsyncSession) -> None:
        past = dt.datetime.now(dt.UTC) - dt.timedelta(hours=24, minutes=1)
        await s.execute(update(IdempotencyKey).where(IdempotencyKey.key_digest == key_digest(key)).values(
            created_at=past, locked_at=past))
    in_db(server, age)
    # expired: even another body is a new request under the same key
    second = owner.post(WS, json={"name": "New", "custom_id": uniq("new")}, headers={"Idempotency-Key": key})
    assert "idempotency-replayed" not in second.headers
    assert data(second)["id"] != first["id"]


def test_a_dead_runner_is_taken_over_after_its_lease(server: LiveServer, owner: httpx.Client) -> None:
    """A row left `running` by a process that died (no write was committed under it) runs again once its
    lease has passed."""
    key, body = uniq("dead"), {"name": "Dead", "custom_id": uniq("dead")}

    async def left_running(s: AsyncSession) -> None:
        from mneme.core.idempotency import fingerprint
        past = dt.datetime.now(dt.UTC) - dt.timedelta(minutes=5)
        s.add(IdempotencyKey(team_id=server.team_id, key_digest=key_digest(key), fingerprint=fingerprint(
            "POST", {"path": server.settings.base_path + WS, "query_string": b""}, "x"), state="running",
            token="dead", locked_at=past, created_at=past))
    in_db(server, left_running)
    # the fingerprint differs (a made-up body hash): another request → 422, even while running
    error(owner.post(WS, json=body, headers={"Idempotency-Key": key}), 422, "IDEMPOTENCY_KEY_REUSED")

    async def same_request(s: AsyncSession) -> None:
        import hashlib
        import json

        from mneme.core.idempotency import fingerprint
        raw = json.dumps(body).encode()
        await s.execute(update(IdempotencyKey).where(IdempotencyKey.key_digest == key_digest(key)).values(
            fingerprint=fingerprint("POST", {"path": server.settings.base_path + WS, "query_string": b""},
                                    hashlib.sha256(raw).hexdigest())))
        return None
    in_db(server, same_request)
    import json as _json
    resp = owner.post(WS, content=_json.dumps(body).encode(),
                      headers={"Idempotency-Key": key, "Content-Type": "application/json"})
    assert data(resp)["custom_id"] == body["custom_id"] and "idempotency-replayed" not in resp.headers
    row = _row(server, key)
    assert row is not None and row.state == "done" and row.token != "dead"


def test_key_creation_is_replayed_with_its_secret(server: LiveServer, owner: httpx.Client) -> None:
    """The first answer, secret included, is what a retry gets; the database holds it only encrypted."""
    key = uniq("apikey")
    first = owner.post("/admin/v1/api-keys", json={"name": uniq("idem")}, headers={"Idempotency-Key": key})
    created = data(first, 201)
    again = owner.post("/admin/v1/api-keys", json={"name": created["name"]}, headers={"Idempotency-Key": key})
    _same(first, again)
    assert _count(server, ApiKey, ApiKey.name == created["name"]) == 1
    row = _row(server, key)
    assert row is not None and created["key"].encode() not in (row.body or b"")


def test_searches_and_requests_without_the_header_are_untouched(server: LiveServer, owner: httpx.Client) -> None:
    _ws, pid = make_project(owner)
    key = uniq("search")
    for _ in range(2):
        resp = owner.post(f"/api/v2/projects/{pid}/memories/search", json={"query": "tea"},
                          headers={"Idempotency-Key": key})
        data(resp)
        assert "idempotency-replayed" not in resp.headers
    assert _row(server, key) is None


def test_multipart_upload_is_replayed(server: LiveServer, owner: httpx.Client) -> None:
    key = uniq("upload")
    name = uniq("file") + ".txt"
    request = owner.build_request("POST", "/api/v1/drives/items", files={"file": (name, b"hello", "text/plain")},
                                  headers={"Idempotency-Key": key})
    first = owner.send(request)
    item = data(first)
    again = owner.send(request)  # the same bytes (the same multipart boundary)
    _same(first, again)
    assert again.headers["idempotency-replayed"] == "true"
    assert data(again)["item_id"] == item["item_id"]
    assert _count(server, DriveItem, DriveItem.team_id == server.team_id, DriveItem.name.like(name[:-4] + "%")) == 1
    row = _row(server, key)
    assert row is not None and row.state == "done"


# ------------------------------------------------------------------ the claim protocol, on the server's database


def _on_db(server: LiveServer, fn: Any) -> Any:
    """Run `fn(db)` against the server's database with a `Database` of this test's own."""
    from mneme.core.db import Database
    from tests.conftest import run_sync

    async def go() -> Any:
        db = Database(server.settings)
        try:
            return await fn(db)
        finally:
            await db.dispose()
    return run_sync(go)


def test_a_runner_that_was_taken_over_cannot_commit(server: LiveServer) -> None:
    """The write and its answer commit together, and only while the runner still holds the lease: a runner
    presumed dead and taken over commits nothing, in its own session or in any other write transaction."""
    from mneme.core.db import write_hook
    from mneme.core.errors import Conflict
    from mneme.core.idempotency import Answer, KeyStore

    custom_a, custom_b, key = uniq("lease-a"), uniq("lease-b"), uniq("lease")

    async def go(db: Any) -> tuple[bool, bool]:
        verdict = await KeyStore(db).claim(server.team_id, key, "f" * 64)
        run = verdict.run
        assert run is not None
        s = await run.write_session()
        s.add(Workspace(id=uniq("ws"), team_id=server.team_id, custom_id=custom_a, name="A"))
        async with db.session() as other:  # another process takes the key over
            await other.execute(update(IdempotencyKey).where(
                IdempotencyKey.key_digest == key_digest(key)).values(token="thief"))
        committed = await run.commit(Answer(200, [], b"{}"))
        hook = write_hook.set(run.mark_written)
        refused = False
        try:
            async with db.session() as ws:
                ws.add(Workspace(id=uniq("ws"), team_id=server.team_id, custom_id=custom_b, name="B"))
        except Conflict:
            refused = True
        finally:
            write_hook.reset(hook)
        return committed, refused

    committed, refused = _on_db(server, go)
    assert not committed and refused
    assert _count(server, Workspace, Workspace.custom_id.in_((custom_a, custom_b))) == 0


def test_a_running_key_is_waited_for_then_409(server: LiveServer) -> None:
    from mneme.core.idempotency import KeyStore

    key = uniq("busy")

    async def go(db: Any) -> Any:
        store = KeyStore(db)
        first = await store.claim(server.team_id, key, "a" * 64)
        assert first.run is not None
        return await store.claim(server.team_id, key, "a" * 64, wait_s=0.05)

    verdict = _on_db(server, go)
    assert verdict.run is None and verdict.error is not None and verdict.error.status == 409


def test_a_write_whose_answer_was_lost_is_not_run_again(server: LiveServer, owner: httpx.Client) -> None:
    """A row marked `written` (a write committed) whose runner died before recording the answer: 409, and
    the request is not run a second time."""
    import hashlib
    import json

    from mneme.core.idempotency import fingerprint

    key, body = uniq("lost"), {"name": "Lost", "custom_id": uniq("lost")}
    raw = json.dumps(body).encode()
    fp = fingerprint("POST", {"path": server.settings.base_path + WS, "query_string": b""},
                     hashlib.sha256(raw).hexdigest())

    async def written(s: AsyncSession) -> None:
        past = dt.datetime.now(dt.UTC) - dt.timedelta(minutes=5)
        s.add(IdempotencyKey(team_id=server.team_id, key_digest=key_digest(key), fingerprint=fp, state="written",
                             token="dead", locked_at=past, created_at=past))
    in_db(server, written)
    resp = owner.post(WS, content=raw, headers={"Idempotency-Key": key, "Content-Type": "application/json"})
    error(resp, 409, "CONFLICT")
    assert _count(server, Workspace, Workspace.custom_id == body["custom_id"]) == 0


def test_expired_rows_are_purged(server: LiveServer, owner: httpx.Client) -> None:
    from mneme.core.idempotency import KeyStore

    old, fresh = uniq("purge-old"), uniq("purge-new")
    for key in (old, fresh):
        data(owner.post(WS, json={"name": "P", "custom_id": uniq("p")}, headers={"Idempotency-Key": key}))

    async def age(s: AsyncSession) -> None:
        past = dt.datetime.now(dt.UTC) - dt.timedelta(hours=25)
        await s.execute(update(IdempotencyKey).where(IdempotencyKey.key_digest == key_digest(old)).values(
            created_at=past))
    in_db(server, age)

    async def purge(db: Any) -> int:
        return await KeyStore(db).purge()
    assert _on_db(server, purge) >= 1
    assert _row(server, old) is None and _row(server, fresh) is not None


def test_which_endpoints_take_the_key() -> None:
    from mneme.core.idempotency import applies, idempotent, not_idempotent

    def endpoint() -> None: ...
    assert applies("POST", "/api/v3/workspaces", endpoint)
    assert not applies("POST", "/api/v2/projects/{id}/memories/search", endpoint)
    assert not applies("DELETE", "/admin/v1/permission-rules/{rule_id}", endpoint)
    assert applies("DELETE", "/admin/v1/permission-rules/{rule_id}", idempotent(endpoint))
    assert not applies("POST", "/x", not_idempotent(endpoint))


def test_a_failed_runner_releases_the_key_unless_it_wrote(server: LiveServer) -> None:
    """A 5xx (or 401/403/408/429) answer is not recorded: the key is released and a retry runs again. But
    once a write was committed under the key, the answer is recorded whatever it is."""
    from mneme.core.db import write_hook
    from mneme.core.idempotency import KeyStore

    clean, wrote = uniq("failed"), uniq("failed-after-write")

    async def go(db: Any) -> tuple[Any, Any]:
        store = KeyStore(db)
        first = (await store.claim(server.team_id, clean, "c" * 64)).run
        assert first is not None
        await first.settle(None)
        again = await store.claim(server.team_id, clean, "c" * 64, wait_s=0)
        second = (await store.claim(server.team_id, wrote, "d" * 64)).run
        assert second is not None
        hook = write_hook.set(second.mark_written)
        try:
            async with db.session() as s:
                s.add(Workspace(id=uniq("ws"), team_id=server.team_id, custom_id=uniq("w"), name="W"))
        finally:
            write_hook.reset(hook)
        await second.settle(None)
        replay = await store.claim(server.team_id, wrote, "d" * 64, wait_s=0)
        return again, replay

    again, replay = _on_db(server, go)
    assert again.run is not None  # released: the retry holds the key now
    assert replay.replay is not None and replay.replay.status == 500
