"""The token balance over real HTTP on both databases: `GET /admin/v1/billing/credit-balance`,
`POST /admin/v1/billing/credit-grants`, `GET /admin/v1/billing/credit-ledger`, who may do what, router debits
in the ledger, and `mneme credits grant` on the server's own database and on a fresh SQLite file."""

from __future__ import annotations

import datetime as dt
import json
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing.service import period_start
from mneme.admin.keys.service import create_key
from mneme.admin.members.service import create_virtual_member
from mneme.admin.team.service import create_team
from mneme.cli import main
from mneme.core.authz import trusted_scope
from mneme.core.db import Database
from mneme.models import CreditLedgerEntry
from mneme.router.metering import CallRecord, record_call
from tests.admin.factories import audit_rows, custom_role
from tests.conftest import LiveServer, _Env, data, error, in_db, run_sync, uniq

BALANCE, GRANTS, LEDGER = "/admin/v1/billing/credit-balance", "/admin/v1/billing/credit-grants", \
    "/admin/v1/billing/credit-ledger"


def new_team(server: LiveServer) -> dict[str, str]:
    """A fresh team in the server's database with keys of its owner, an admin and a member."""

    async def go(s: AsyncSession) -> dict[str, str]:
        team, owner = await create_team(s, name=uniq("team"), owner_name="Owner", owner_email=None)
        keys = {"team_id": team.id, "owner_id": owner.id}
        keys["owner"] = (await create_key(s, team_id=team.id, principal_id=owner.id, name="owner"))[1]
        scope = trusted_scope(team.id, principal_id=owner.id, reason="test")
        for role in ("tenant_admin", "tenant_member"):
            member = await create_virtual_member(s, scope, display_name=role, role_key=role)
            keys[role] = (await create_key(s, team_id=team.id, principal_id=member.id, name=role))[1]
        return keys

    result: dict[str, str] = in_db(server, go)
    return result


def grant(c: httpx.Client, tokens: int, reason: str | None = None, **headers: str) -> dict[str, Any]:
    body: dict[str, Any] = {"tokens": tokens} if reason is None else {"tokens": tokens, "reason": reason}
    created: dict[str, Any] = data(c.post(GRANTS, json=body, headers=headers), 201)
    return created


def test_a_new_team_starts_at_zero(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        assert data(c.get(BALANCE)) == {"balance_tokens": 0, "total_granted_tokens": 0, "period_granted_tokens": 0}
        assert data(c.get(LEDGER)) == {"items": [], "continuation_token": None}


def test_a_grant_adds_a_ledger_entry_and_raises_the_balance(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        first = grant(c, 1500, "welcome")
        entry = first["entry"]
        assert first["balance_tokens"] == 1500
        assert entry["id"].startswith("led-") and entry["kind"] == "grant" and entry["tokens"] == 1500
        assert entry["balance_after_tokens"] == 1500 and entry["reason"] == "welcome"
        assert entry["reference"] is None and entry["created_by"] == team["owner_id"]
        assert isinstance(entry["created_at"], int) and abs(entry["created_at"] - time.time()) < 60
        second = grant(c, 10**12)  # the largest grant
        assert second["balance_tokens"] == second["entry"]["balance_after_tokens"] == 10**12 + 1500
        assert data(c.get(BALANCE)) == {"balance_tokens": 10**12 + 1500, "total_granted_tokens": 10**12 + 1500,
                                        "period_granted_tokens": 10**12 + 1500}
    [audit] = audit_rows(server, entry["id"])
    assert audit["action"] == "credits.grant" and audit["team_id"] == team["team_id"]
    assert audit["details"]["tokens"] == 1500 and audit["details"]["balance_after_tokens"] == 1500


@pytest.mark.parametrize(("body", "field"), [
    ({"tokens": 0}, "tokens"), ({"tokens": -5}, "tokens"), ({"tokens": 10**12 + 1}, "tokens"),
    ({"tokens": "many"}, "tokens"), ({"tokens": 1.5}, "tokens"), ({}, "tokens"), ({"reason": "none"}, "tokens"),
    ({"tokens": 5, "extra": 1}, "extra"), ({"tokens": 5, "reason": "x" * 1001}, "reason")])
def test_invalid_grants_answer_400_and_change_nothing(server: LiveServer, body: dict[str, Any], field: str) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        err = error(c.post(GRANTS, json=body), 400, "INVALID_ARGUMENT")
        assert field in err["message"], err
        assert data(c.get(BALANCE))["balance_tokens"] == 0


def test_who_may_read_and_grant(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as owner:
        grant(owner, 100)
    with server.client(team["tenant_admin"]) as admin:
        assert grant(admin, 50)["balance_tokens"] == 150
        assert data(admin.get(BALANCE))["balance_tokens"] == 150
    with server.client(team["tenant_member"]) as member:
        assert data(member.get(BALANCE))["balance_tokens"] == 150  # members may read the balance
        assert len(data(member.get(LEDGER))["items"]) == 2
        error(member.post(GRANTS, json={"tokens": 1000}), 403, "FORBIDDEN")  # but not grant
    with server.client(team["owner"]) as owner:
        assert data(owner.get(BALANCE))["balance_tokens"] == 150


def test_a_role_without_credits_view_may_not_read(server: LiveServer) -> None:
    role = custom_role(server, ["team:read"])
    key = server.new_key(role=role, name=uniq("no-credits"))["api_key"]
    with server.client(key) as c:
        error(c.get(BALANCE), 403, "FORBIDDEN")
        error(c.get(LEDGER), 403, "FORBIDDEN")
        error(c.post(GRANTS, json={"tokens": 5}), 403, "FORBIDDEN")
    viewer = server.new_key(role=custom_role(server, ["credits:view"]), name=uniq("viewer"))["api_key"]
    with server.client(viewer) as c:
        assert isinstance(data(c.get(BALANCE))["balance_tokens"], int)
        error(c.post(GRANTS, json={"tokens": 5}), 403, "FORBIDDEN")


def test_teams_see_only_their_own_balance_and_ledger(server: LiveServer) -> None:
    a, b = new_team(server), new_team(server)
    with server.client(a["owner"]) as ca, server.client(b["owner"]) as cb:
        led = grant(ca, 777)["entry"]["id"]
        assert data(cb.get(BALANCE))["balance_tokens"] == 0
        assert led not in cb.get(LEDGER).text


def test_a_retried_grant_with_an_idempotency_key_grants_once(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        key = uniq("grant")
        first = c.post(GRANTS, json={"tokens": 400}, headers={"Idempotency-Key": key})
        again = c.post(GRANTS, json={"tokens": 400}, headers={"Idempotency-Key": key})
        assert (first.status_code, first.content) == (again.status_code, again.content) and first.status_code == 201
        assert data(c.get(BALANCE))["balance_tokens"] == 400
        error(c.post(GRANTS, json={"tokens": 401}, headers={"Idempotency-Key": key}), 422, "IDEMPOTENCY_KEY_REUSED")


def test_concurrent_grants_over_http_all_count(server: LiveServer) -> None:
    team = new_team(server)

    def one(n: int) -> int:
        with server.client(team["owner"]) as c:
            return int(grant(c, 10 + n)["entry"]["balance_after_tokens"])

    with ThreadPoolExecutor(8) as pool:
        afters = list(pool.map(one, range(24)))
    total = sum(10 + n for n in range(24))
    assert max(afters) == total and len(set(afters)) == 24
    with server.client(team["owner"]) as c:
        assert data(c.get(BALANCE))["balance_tokens"] == total
        items = data(c.get(LEDGER, params={"page_size": 100}))["items"]
    assert [i["balance_after_tokens"] for i in items] == sorted(afters, reverse=True)


def meter(server: LiveServer, team_id: str, *, inp: int, out: int, source: str = "hosted") -> int:
    async def go() -> int:
        db = Database(server.settings)
        try:
            rec = CallRecord(team_id=team_id, key_id="key-x", model="gpt-x", provider="local", input_tokens=inp,
                             output_tokens=out, input_tokens_per_million=1_000_000,
                             output_tokens_per_million=4_000_000, key_source=source, boundary_id=None,
                             trace_id="0" * 32, status=200, latency_ms=3.0, endpoint="chat/completions")
            return await record_call(db, server.settings, rec)
        finally:
            await db.dispose()

    return run_sync(go)


def test_router_debits_show_in_the_ledger_and_the_balance(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        grant(c, 10_000)
        assert meter(server, team["team_id"], inp=1000, out=500) == 3000
        assert meter(server, team["team_id"], inp=10, out=0, source="byok") == 10  # recorded, not debited
        assert data(c.get(BALANCE)) == {"balance_tokens": 7000, "total_granted_tokens": 10_000,
                                        "period_granted_tokens": 10_000}
        debit, granted = data(c.get(LEDGER))["items"]
        assert granted["kind"] == "grant"
        assert debit["kind"] == "debit" and debit["tokens"] == -3000 and debit["balance_after_tokens"] == 7000
        assert debit["reference"].startswith("use-") and debit["created_by"] is None
        assert meter(server, team["team_id"], inp=8000, out=0) == 8000  # overdraft: the call was served
        assert data(c.get(BALANCE))["balance_tokens"] == -1000


def test_the_ledger_pages_newest_first(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        ids = [grant(c, n + 1)["entry"]["id"] for n in range(7)]
        seen: list[str] = []
        token = None
        while True:
            params: dict[str, Any] = {"page_size": 3}
            if token:
                params["continuation_token"] = token
            page = data(c.get(LEDGER, params=params))
            seen += [i["id"] for i in page["items"]]
            token = page.get("continuation_token")
            if not token:
                break
        assert seen == ids[::-1]
        for bad in ({"page_size": 0}, {"page_size": 101}, {"continuation_token": "forged"}):
            error(c.get(LEDGER, params=bad), 400, "INVALID_ARGUMENT")
    other = new_team(server)
    with server.client(other["owner"]) as c:  # a token is bound to its team's ledger
        grant(c, 1)
        with server.client(team["owner"]) as mine:
            first = data(mine.get(LEDGER, params={"page_size": 1}))
        error(c.get(LEDGER, params={"continuation_token": first["continuation_token"]}), 400, "INVALID_ARGUMENT")


def test_period_grants_count_from_the_first_of_the_utc_month(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        old = grant(c, 300, "last month")["entry"]["id"]
        grant(c, 20, "this month")
    before = period_start() - dt.timedelta(seconds=1)

    async def backdate(s: AsyncSession) -> None:
        await s.execute(update(CreditLedgerEntry).where(CreditLedgerEntry.id == old).values(created_at=before))

    in_db(server, backdate)
    with server.client(team["owner"]) as c:
        assert data(c.get(BALANCE)) == {"balance_tokens": 320, "total_granted_tokens": 320,
                                        "period_granted_tokens": 20}
    assert period_start(dt.datetime(2026, 3, 31, 23, 59, tzinfo=dt.UTC)) == dt.datetime(2026, 3, 1, tzinfo=dt.UTC)
    assert period_start(dt.datetime(2026, 4, 1, 0, 0, tzinfo=dt.UTC)) == dt.datetime(2026, 4, 1, tzinfo=dt.UTC)


# --------------------------------------------------------------------------- mneme credits grant


def cli(env: dict[str, str], *argv: str) -> int:
    """`mneme ARGV` in a thread of its own (it runs its own event loop), with `env` set; output to capsys."""
    box: dict[str, int] = {}

    def target() -> None:
        with _Env(env):
            box["rc"] = main(list(argv))

    t = threading.Thread(target=target)
    t.start()
    t.join()
    return box["rc"]


def test_cli_grant_on_the_servers_database(server: LiveServer, capsys: pytest.CaptureFixture[str]) -> None:
    """Same database rule as `mneme serve`: MNEME_DATABASE_URL. The grant is the first team's, as the owner."""
    env = {"MNEME_DATABASE_URL": server.settings.database_url}
    with server.client() as c:
        start = data(c.get(BALANCE))["balance_tokens"]
        assert cli(env, "credits", "grant", "--tokens", "2500", "--reason", "from the CLI") == 0
        out = capsys.readouterr().out
        assert f"balance now {start + 2500} tokens" in out
        items = data(c.get(LEDGER, params={"page_size": 1}))["items"]
        assert data(c.get(BALANCE))["balance_tokens"] == start + 2500
    assert items[0]["reason"] == "from the CLI" and items[0]["created_by"] == server.owner_id
    assert items[0]["id"] in out
    assert audit_rows(server, items[0]["id"])[0]["details"]["key_id"] == "cli"


def test_cli_grant_on_a_fresh_sqlite_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db_file = tmp_path / "home" / "mneme.db"
    env = {"MNEME_DATABASE_URL": f"sqlite+aiosqlite:///{db_file}", "MNEME_DATA_DIR": str(tmp_path / "files")}
    assert cli(env, "credits", "grant", "--tokens", "5") == 1
    assert "no database at" in capsys.readouterr().err and not db_file.exists()  # nothing was created
    assert cli(env, "init", "--json") == 0
    capsys.readouterr()
    assert cli(env, "credits", "grant", "--tokens", "1500") == 0
    assert "balance now 1500 tokens" in capsys.readouterr().out
    assert cli(env, "credits", "grant", "--tokens", "500", "--reason", "more", "--json") == 0
    entry = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert entry["kind"] == "grant" and entry["tokens"] == 500 and entry["balance_after_tokens"] == 2000
    for bad in ("0", "-3", str(10**12 + 1)):
        assert cli(env, "credits", "grant", "--tokens", bad) == 1
        assert "tokens" in capsys.readouterr().err
    assert os.path.getsize(db_file) > 0
