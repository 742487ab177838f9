"""Balance alerts end to end over real HTTP on both databases, with a real SMTP server (aiosmtpd) on loopback:
the defaults, saving and validation, levels that fire on debits (router metering and batched ledger writes),
one e-mail for the most severe of the levels that fire together, recovery, the file outbox without SMTP,
who sees recipients' addresses, and the deployment switch."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from email import message_from_bytes
from email.message import Message
from typing import Any

import httpx
import pytest
from aiosmtpd.controller import Controller
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.admin.billing import repository as ledger
from mneme.admin.keys.service import create_key
from mneme.admin.members.service import create_virtual_member
from mneme.admin.team.service import create_team
from mneme.core.authz import trusted_scope
from mneme.core.db import Database
from mneme.router.metering import CallRecord, record_call
from tests.billing.conftest import plans_file
from tests.conftest import LiveServer, data, error, free_port, in_db, run_sync, start_server, uniq
from tests.router.conftest import config_file
from tests.router.fake_vendor import FakeVendor

ALERT, EVENTS = "/admin/v1/billing/credit-balance/alert", "/admin/v1/billing/credit-balance/alert/events"
GRANTS = "/admin/v1/billing/credit-grants"
REFUSED = "refused.test"  # the SMTP server answers 550 to any address of this domain


# ---------------------------------------------------------------- a real SMTP server on loopback


class Inbox:
    """aiosmtpd handler: keeps every accepted message; refuses recipients of REFUSED for good."""

    def __init__(self) -> None:
        self.messages: list[tuple[list[str], Message]] = []
        self.lock = threading.Lock()

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,
                          rcpt_options: list[str]) -> str:
        if address.endswith("@" + REFUSED):
            return "550 5.1.1 no such mailbox"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        with self.lock:
            self.messages.append((list(envelope.rcpt_tos), message_from_bytes(envelope.content)))
        return "250 Message accepted for delivery"

    def to(self, address: str) -> list[Message]:
        with self.lock:
            return [m for rcpts, m in self.messages if address in rcpts]


@pytest.fixture(scope="module")
def inbox() -> Iterator[tuple[Inbox, int]]:
    box = Inbox()
    port = free_port()
    controller = Controller(box, hostname="127.0.0.1", port=port)
    controller.start()
    yield box, port
    controller.stop()


@pytest.fixture(scope="module")
def vendor() -> Iterator[FakeVendor]:
    v = FakeVendor().start()
    yield v
    v.stop()


@pytest.fixture(scope="module")
def smtp_server(backend: str, inbox: tuple[Inbox, int], vendor: FakeVendor) -> Iterator[LiveServer]:
    """A Mneme that mails through the loopback SMTP server, routes model calls to the fake vendor and has the
    billing tests' plans."""
    live = start_server(backend, smtp_host="127.0.0.1", smtp_port=inbox[1], smtp_tls="none",
                        smtp_from="alerts@mneme.test", router_config=config_file(vendor), router_balance_cache_s=0,
                        billing_config=plans_file())
    yield live
    live.stop()


# ---------------------------------------------------------------- helpers


def new_team(server: LiveServer, owner_email: str | None = None) -> dict[str, str]:
    """A fresh team with keys of its owner, an admin and a member."""

    async def go(s: AsyncSession) -> dict[str, str]:
        team, owner = await create_team(s, name=uniq("team"), owner_name="Owner", owner_email=owner_email)
        keys = {"team_id": team.id, "owner_id": owner.id, "team_name": team.name}
        keys["owner"] = (await create_key(s, team_id=team.id, principal_id=owner.id, name="owner"))[1]
        scope = trusted_scope(team.id, principal_id=owner.id, reason="test")
        for role in ("tenant_admin", "tenant_member"):
            member = await create_virtual_member(s, scope, display_name=role, role_key=role)
            keys[role] = (await create_key(s, team_id=team.id, principal_id=member.id, name=role))[1]
        return keys

    result: dict[str, str] = in_db(server, go)
    return result


def grant(c: httpx.Client, tokens: int) -> int:
    return int(data(c.post(GRANTS, json={"tokens": tokens}), 201)["balance_tokens"])


def spend(server: LiveServer, team_id: str, tokens: int) -> None:
    """A hosted router call that costs `tokens`, recorded (and debited) as the router records it."""

    async def go() -> int:
        db = Database(server.settings)
        try:
            rec = CallRecord(team_id=team_id, key_id="key-x", model="m", provider="local", input_tokens=tokens,
                             output_tokens=0, input_tokens_per_million=1_000_000, output_tokens_per_million=0,
                             key_source="hosted", boundary_id=None, trace_id="0" * 32, status=200, latency_ms=1.0,
                             endpoint="chat/completions")
            return await record_call(db, server.settings, rec)
        finally:
            await db.dispose()

    assert run_sync(go) == tokens


def debit_batch(server: LiveServer, team_id: str, costs: list[int]) -> None:
    """Several debits in ONE ledger write, as a router batch writes them (`append_many`)."""

    async def go(s: AsyncSession) -> None:
        scope = trusted_scope(team_id, reason="test: a router batch")
        await ledger.append_many(s, scope, [ledger.NewEntry(kind="debit", tokens=-c, reason="batch") for c in costs])

    in_db(server, go)


def put_alert(c: httpx.Client, kind: str, values: list[int], recipients: list[str] | None = None,
              enabled: bool = True) -> dict[str, Any]:
    body = {"enabled": enabled, "thresholds": [{"type": kind, "value": v} for v in values],
            "notification_channel": {"type": "email", "recipients": recipients or []}}
    out: dict[str, Any] = data(c.put(ALERT, json=body))
    return out


def events(c: httpx.Client, **params: Any) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = data(c.get(EVENTS, params=params))["items"]
    return items


def wait_for(check: Callable[[], Any], what: str, timeout: float = 30.0) -> Any:
    """Poll `check` until it returns something truthy (the worker delivers mail in the background)."""
    deadline = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def settled(c: httpx.Client, event_id: int, count: int) -> list[dict[str, Any]] | None:
    """The event's recipients once `count` of them are settled."""
    for item in events(c, page_size=100):
        if item["id"] == event_id and len(item["recipients"]) == count:
            return list(item["recipients"])
    return None


# ---------------------------------------------------------------- defaults and settings


def test_the_default_alert_without_a_subscription(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["tenant_member"]) as c:  # credits:view is enough to read it
        alert = data(c.get(ALERT))
    assert alert == {
        "enabled": True, "delivery_enabled": True, "is_default": True,
        "thresholds": [{"type": "tokens_remaining", "value": 1_600_000},
                       {"type": "tokens_remaining", "value": 320_000}],
        "notification_channel": {"type": "email", "recipients": []},
        "status": {"state": "ok", "balance_tokens": 0}}
    with server.client(team["owner"]) as c:
        assert data(c.get(EVENTS)) == {"items": [], "continuation_token": None, "total": 0}


def test_put_saves_and_delete_goes_back_to_the_default(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        saved = put_alert(c, "percent_used", [95, 50, 80], ["Ops@Example.org", "ops@example.org", "b@example.org"],
                          enabled=False)
        assert saved["is_default"] is False and saved["enabled"] is False
        assert saved["thresholds"] == [{"type": "percent_used", "value": v} for v in (50, 80, 95)]
        assert saved["notification_channel"] == {"type": "email", "recipients": ["Ops@Example.org",
                                                                                 "b@example.org"]}
        assert data(c.get(ALERT)) == saved
        back = data(c.delete(ALERT))
        assert back["is_default"] is True and back["enabled"] is True
        assert back["thresholds"][0] == {"type": "tokens_remaining", "value": 1_600_000}
        assert back["notification_channel"]["recipients"] == []
        assert data(c.get(ALERT)) == back


@pytest.mark.parametrize(("body", "field"), [
    ({"thresholds": [{"type": "percent_used", "value": 50}, {"type": "tokens_remaining", "value": 10}]},
     "thresholds"),
    ({"thresholds": [{"type": "percent_used", "value": 0}]}, "thresholds[0].value"),
    ({"thresholds": [{"type": "percent_used", "value": 100}]}, "thresholds[0].value"),
    ({"thresholds": [{"type": "tokens_remaining", "value": 0}]}, "thresholds[0].value"),
    ({"thresholds": [{"type": "tokens_remaining", "value": 1_000_000_001}]}, "thresholds[0].value"),
    ({"thresholds": [{"type": "tokens_remaining", "value": 5}, {"type": "tokens_remaining", "value": 5}]},
     "thresholds[1].value"),
    ({"thresholds": []}, "thresholds"),
    ({}, "thresholds"),
    ({"thresholds": [{"type": "percent_left", "value": 5}]}, "thresholds[0].type"),
    ({"thresholds": [{"type": "percent_used", "value": "5"}]}, "thresholds[0].value"),
    ({"thresholds": [{"type": "percent_used", "value": 5}],
      "notification_channel": {"recipients": [f"r{i}@example.org" for i in range(6)]}},
     "notification_channel.recipients"),
    ({"thresholds": [{"type": "percent_used", "value": 5}],
      "notification_channel": {"recipients": ["not-an-address"]}}, "notification_channel.recipients[0]"),
    ({"thresholds": [{"type": "percent_used", "value": 5}],
      "notification_channel": {"recipients": ["a@example.org\r\nBcc: x@evil.test"]}},
     "notification_channel.recipients[0]"),
    ({"thresholds": [{"type": "percent_used", "value": 5}], "notification_channel": {"type": "sms"}},
     "notification_channel.type"),
    ({"thresholds": [{"type": "percent_used", "value": 5}], "colour": "red"}, "colour"),
])
def test_invalid_alerts_are_refused_naming_the_field(server: LiveServer, body: dict[str, Any], field: str) -> None:
    with server.client() as c:
        before = data(c.get(ALERT))
        err = error(c.put(ALERT, json=body), 400, "INVALID_ARGUMENT")
        assert err["message"].startswith(field + ":") or f"{field}:" in err["message"], err
        assert data(c.get(ALERT)) == before  # nothing saved


def test_the_limits_themselves_are_accepted(server: LiveServer) -> None:
    team = new_team(server)
    with server.client(team["owner"]) as c:
        put_alert(c, "percent_used", [1, 99], [f"r{i}@example.org" for i in range(5)])
        put_alert(c, "tokens_remaining", [1, 1_000_000_000])


def test_only_owners_and_admins_change_the_alert(server: LiveServer) -> None:
    team = new_team(server)
    body = {"thresholds": [{"type": "tokens_remaining", "value": 10}]}
    with server.client(team["tenant_member"]) as c:
        error(c.put(ALERT, json=body), 403, "FORBIDDEN")
        error(c.delete(ALERT), 403, "FORBIDDEN")
    with server.client(team["tenant_admin"]) as c:
        assert data(c.put(ALERT, json=body))["thresholds"] == [{"type": "tokens_remaining", "value": 10}]
    with server.client(None) as c:
        error(c.get(ALERT), 401)


# ---------------------------------------------------------------- firing, e-mail, recovery (real SMTP)


def test_a_debit_across_two_levels_records_two_events_and_sends_one_mail(
        smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    box = inbox[0]
    owner_mail, extra = f"{uniq('owner')}@example.org", f"{uniq('ops')}@example.org"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [5000, 2000], [extra])
        grant(c, 10_000)
        spend(smtp_server, team["team_id"], 3000)  # 7000: above both levels
        assert events(c) == []
        spend(smtp_server, team["team_id"], 6000)  # 1000: past 5000 and 2000 at once
        recipients = wait_for(lambda: settled(c, 2, 2), "the mail of event 2")
        assert sorted(recipients, key=lambda r: r["email"]) == sorted(
            [{"status": "sent", "email": owner_mail}, {"status": "sent", "email": extra}], key=lambda r: r["email"])
        page = data(c.get(EVENTS))
        assert page["total"] == 2 and page["continuation_token"] is None
        newest, older = page["items"]
        assert newest["id"] == 2 and newest["threshold"] == {"type": "tokens_remaining", "value": 2000}
        assert older["id"] == 1 and older["threshold"] == {"type": "tokens_remaining", "value": 5000}
        assert older["recipients"] == []  # only the most severe level sends e-mail
        for e in (newest, older):
            assert e["balance_tokens"] == 1000 and e["recovered"] is False and e["recovered_at"] is None
            assert abs(e["fired_at"] - time.time()) < 60
        status = data(c.get(ALERT))["status"]
        assert status == {"state": "triggered", "balance_tokens": 1000,
                          "threshold": {"type": "tokens_remaining", "value": 2000},
                          "triggered_at": newest["fired_at"]}
    # exactly one mail per recipient, about the most severe level
    for address in (owner_mail, extra):
        mails = box.to(address)
        assert len(mails) == 1, [m["Subject"] for m in mails]
        mail = mails[0]
        assert mail["To"] == address and mail["From"] == "alerts@mneme.test"
        assert "1,000 tokens left" in mail["Subject"] and team["team_name"] in mail["Subject"]
        body = mail.get_payload()
        assert "2,000 tokens remaining" in body and "5,000" not in body
        assert mail["Message-ID"].startswith("<dly-")
    # a further debit fires nothing new: both levels are already triggered
    spend(smtp_server, team["team_id"], 500)
    with smtp_server.client(team["owner"]) as c:
        assert data(c.get(EVENTS))["total"] == 2


def test_recovery_when_the_balance_rises_above_a_level_and_firing_again(
        smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    box = inbox[0]
    owner_mail = f"{uniq('owner')}@example.org"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [5000, 2000])
        grant(c, 6000)
        spend(smtp_server, team["team_id"], 4500)  # 1500: both fire
        wait_for(lambda: settled(c, 2, 1), "the first mail")
        grant(c, 1000)  # 2500: above 2000, still under 5000
        second, first = events(c)
        assert second["threshold"]["value"] == 2000 and second["recovered"] is True
        assert isinstance(second["recovered_at"], int) and second["recovered_at"] >= second["fired_at"]
        assert first["threshold"]["value"] == 5000 and first["recovered"] is False
        assert data(c.get(ALERT))["status"]["threshold"] == {"type": "tokens_remaining", "value": 5000}
        grant(c, 3000)  # 5500: above both
        assert all(e["recovered"] for e in events(c))
        assert data(c.get(ALERT))["status"] == {"state": "ok", "balance_tokens": 5500}
        spend(smtp_server, team["team_id"], 4000)  # 1500 again: both fire again, as new events
        third_mail = wait_for(lambda: settled(c, 4, 1), "the second mail")
        assert third_mail == [{"status": "sent", "email": owner_mail}]
        assert [(e["id"], e["threshold"]["value"], e["recovered"]) for e in events(c)] == [
            (4, 2000, False), (3, 5000, False), (2, 2000, True), (1, 5000, True)]
    assert len(box.to(owner_mail)) == 2


def test_a_refused_recipient_is_failed_and_the_others_are_sent(
        smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    owner_mail, bad = f"{uniq('owner')}@example.org", f"{uniq('gone')}@{REFUSED}"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [100], [bad])
        grant(c, 1000)
        spend(smtp_server, team["team_id"], 950)
        recipients = wait_for(lambda: settled(c, 1, 2), "both deliveries settled")
    assert {r["email"]: r["status"] for r in recipients} == {owner_mail: "sent", bad: "failed"}
    assert len(inbox[0].to(owner_mail)) == 1 and inbox[0].to(bad) == []


def test_a_router_batch_fires_each_level_at_the_balance_that_crossed_it(
        smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    owner_mail = f"{uniq('owner')}@example.org"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [8000, 5000, 2000])
        grant(c, 10_000)
        debit_batch(smtp_server, team["team_id"], [1000, 3000, 3000, 100])  # 9000, 6000, 3000, 2900
        got = [(e["threshold"]["value"], e["balance_tokens"]) for e in events(c)]
        assert got == [(5000, 3000), (8000, 6000)]  # 2000 not reached; newest (most severe) first
        wait_for(lambda: settled(c, 2, 1), "the mail of the batch")
        assert events(c)[1]["recipients"] == []
    mails = inbox[0].to(owner_mail)
    assert len(mails) == 1 and "5,000 tokens remaining" in mails[0].get_payload()


def test_percent_used_counts_the_share_of_credit_added(smtp_server: LiveServer) -> None:
    team = new_team(smtp_server, f"{uniq('owner')}@example.org")
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "percent_used", [50, 90])
        grant(c, 1000)
        spend(smtp_server, team["team_id"], 499)  # 49.9 % used
        assert events(c) == []
        spend(smtp_server, team["team_id"], 101)  # 60 %
        assert [e["threshold"] for e in events(c)] == [{"type": "percent_used", "value": 50}]
        spend(smtp_server, team["team_id"], 300)  # 90 %
        assert [e["threshold"]["value"] for e in events(c)] == [90, 50]
        grant(c, 1000)  # 900 used of 2000 credited: 45 %, under both
        assert [e["recovered"] for e in events(c)] == [True, True]
        assert data(c.get(ALERT))["status"]["state"] == "ok"


def test_a_disabled_alert_fires_nothing(smtp_server: LiveServer) -> None:
    team = new_team(smtp_server, f"{uniq('owner')}@example.org")
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [500], enabled=False)
        grant(c, 1000)
        spend(smtp_server, team["team_id"], 900)
        assert data(c.get(EVENTS))["total"] == 0
        put_alert(c, "tokens_remaining", [500])  # enabled again: the next debit fires the level it is past
        spend(smtp_server, team["team_id"], 1)
        assert [(e["threshold"]["value"], e["balance_tokens"]) for e in events(c)] == [(500, 99)]


def test_credits_alone_never_fire_and_the_default_levels_apply(smtp_server: LiveServer) -> None:
    team = new_team(smtp_server)  # no owner address and no recipients: events, no mail
    with smtp_server.client(team["owner"]) as c:
        grant(c, 1000)  # far under the default 320,000, but a credit never fires
        assert events(c) == []
        spend(smtp_server, team["team_id"], 10)
        got = events(c)
        assert [(e["threshold"]["value"], e["balance_tokens"], e["recipients"]) for e in got] == [
            (320_000, 990, []), (1_600_000, 990, [])]
        alert = data(c.get(ALERT))
        assert alert["is_default"] is True and alert["status"]["threshold"]["value"] == 320_000


def test_events_page_newest_first(smtp_server: LiveServer) -> None:
    team = new_team(smtp_server)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [900, 800, 700, 600, 500])
        grant(c, 1000)
        spend(smtp_server, team["team_id"], 550)
        seen: list[int] = []
        token = None
        while True:
            params: dict[str, Any] = {"page_size": 2}
            if token:
                params["continuation_token"] = token
            page = data(c.get(EVENTS, params=params))
            assert page["total"] == 5
            seen += [e["id"] for e in page["items"]]
            token = page["continuation_token"]
            if not token:
                break
        assert seen == [5, 4, 3, 2, 1]
        error(c.get(EVENTS, params={"page_size": 0}), 400, "INVALID_ARGUMENT")
        error(c.get(EVENTS, params={"page_size": 101}), 400, "INVALID_ARGUMENT")


# ---------------------------------------------------------------- who sees addresses


def test_emails_are_shown_to_owners_and_admins_only(smtp_server: LiveServer) -> None:
    owner_mail, extra = f"{uniq('owner')}@example.org", f"{uniq('ops')}@example.org"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [100], [extra])
        grant(c, 1000)
        spend(smtp_server, team["team_id"], 901)
        wait_for(lambda: settled(c, 1, 2), "the mail")
    for role in ("owner", "tenant_admin"):
        with smtp_server.client(team[role]) as c:
            assert {r["email"] for r in events(c)[0]["recipients"]} == {owner_mail, extra}
            assert data(c.get(ALERT))["notification_channel"]["recipients"] == [extra]
    with smtp_server.client(team["tenant_member"]) as c:
        assert events(c)[0]["recipients"] == [{"status": "sent"}, {"status": "sent"}]
        masked = data(c.get(ALERT))["notification_channel"]["recipients"]
        assert masked == [f"{extra[0]}***@example.org"] and extra not in str(data(c.get(EVENTS)))


# ---------------------------------------------------------------- without SMTP: the file outbox


def test_without_smtp_each_mail_is_a_file_in_the_outbox(server: LiveServer) -> None:
    owner_mail, extra = f"{uniq('owner')}@example.org", f"{uniq('ops')}@example.org"
    team = new_team(server, owner_mail)
    outbox = os.path.join(server.settings.data_dir, "outbox")
    with server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [5000, 2000], [extra])
        grant(c, 10_000)
        spend(server, team["team_id"], 9000)
        recipients = wait_for(lambda: settled(c, 2, 2), "the outbox files")
    assert {r["status"] for r in recipients} == {"sent"}

    def mails_to(address: str) -> list[Message]:
        found = []
        for name in sorted(os.listdir(outbox)):
            assert not name.endswith(".tmp")
            with open(os.path.join(outbox, name), "rb") as f:
                msg = message_from_bytes(f.read())
            if msg["To"] == address:
                assert name == msg["Message-ID"].strip("<>").split("@")[0] + ".eml"
                found.append(msg)
        return found

    for address in (owner_mail, extra):
        mails = mails_to(address)
        assert len(mails) == 1 and "1,000 tokens left" in mails[0]["Subject"]


# ---------------------------------------------------------------- the deployment switch


def test_with_delivery_off_nothing_is_evaluated(backend: str) -> None:
    live = start_server(backend, alerts_delivery=False)
    try:
        team = new_team(live, f"{uniq('owner')}@example.org")
        with live.client(team["owner"]) as c:
            put_alert(c, "tokens_remaining", [500])
            grant(c, 1000)
            spend(live, team["team_id"], 900)
            alert = data(c.get(ALERT))
            assert alert["delivery_enabled"] is False and alert["status"]["state"] == "ok"
            assert data(c.get(EVENTS))["total"] == 0
    finally:
        live.stop()


# ---------------------------------------------------------------- cost and delivery guarantees


def test_evaluating_a_batch_reads_the_alert_row_once(server: LiveServer) -> None:
    from sqlalchemy import event

    team = new_team(server)
    with server.client(team["owner"]) as c:
        grant(c, 10_000_000)  # far above the default levels: nothing fires
    statements: list[str] = []

    async def go() -> None:
        db = Database(server.settings)

        def seen(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            statements.append(statement)

        event.listen(db.engine.sync_engine, "before_cursor_execute", seen)
        try:
            async with db.session() as s:
                scope = trusted_scope(team["team_id"], reason="test: a router batch")
                await ledger.append_many(s, scope, [ledger.NewEntry(kind="debit", tokens=-1) for _ in range(50)])
        finally:
            await db.dispose()

    run_sync(go)
    alert_sql = [st for st in statements if "balance_alert" in st]
    assert len(alert_sql) == 1 and alert_sql[0].lstrip().upper().startswith("SELECT"), alert_sql
    assert not any("sum(" in st.lower() for st in statements)  # tokens_remaining needs no credit total


def test_running_the_mail_job_again_sends_nothing_twice(
        smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    from sqlalchemy import select

    from mneme.core.jobs import enqueue
    from mneme.models import Job

    owner_mail = f"{uniq('owner')}@example.org"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [100])
        grant(c, 1000)
        spend(smtp_server, team["team_id"], 950)
        wait_for(lambda: settled(c, 1, 1), "the mail")

    async def again(s: AsyncSession) -> str:  # as after a crash: the job runs once more for the same event
        return await enqueue(s, "balance_alert_mail", {"team_id": team["team_id"], "event_id": 1})

    job_id = in_db(smtp_server, again)

    async def status(s: AsyncSession) -> str | None:
        return await s.scalar(select(Job.status).where(Job.id == job_id))

    wait_for(lambda: in_db(smtp_server, status) == "succeeded", "the second run")
    assert len(inbox[0].to(owner_mail)) == 1


def test_mail_that_cannot_be_delivered_is_failed_after_its_retries(backend: str) -> None:
    live = start_server(backend, smtp_host="127.0.0.1", smtp_port=free_port(), smtp_tls="none",
                        smtp_timeout_s=2.0)  # nothing listens there
    try:
        owner_mail = f"{uniq('owner')}@example.org"
        team = new_team(live, owner_mail)
        with live.client(team["owner"]) as c:
            put_alert(c, "tokens_remaining", [100])
            grant(c, 1000)
            spend(live, team["team_id"], 950)
            recipients = wait_for(lambda: settled(c, 1, 1), "the delivery given up", timeout=60)
        assert recipients == [{"status": "failed", "email": owner_mail}]
    finally:
        live.stop()


def test_concurrent_debits_fire_each_level_once(smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    from concurrent.futures import ThreadPoolExecutor

    owner_mail = f"{uniq('owner')}@example.org"
    team = new_team(smtp_server, owner_mail)
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [1500, 1000, 500])
        grant(c, 2000)
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda _n: spend(smtp_server, team["team_id"], 100), range(20)))  # down to 0
    with smtp_server.client(team["owner"]) as c:
        got = events(c, page_size=100)
        assert sorted(e["threshold"]["value"] for e in got) == [500, 1000, 1500]
        for e in got:  # each fired at the debit that crossed it: within one call's cost of the level
            assert e["threshold"]["value"] - 100 < e["balance_tokens"] <= e["threshold"]["value"]
        # each call is its own transaction here, so each level fired alone and sends its own mail
        wait_for(lambda: all(settled(c, e["id"], 1) for e in got), "one mail per level")
    assert len(inbox[0].to(owner_mail)) == 3


def test_spending_through_the_router_until_a_level_fires_then_topping_up(
        smtp_server: LiveServer, inbox: tuple[Inbox, int]) -> None:
    """As a new user would: buy (grant) tokens, spend them through the router, read the event and the mail, top
    up and see the alert recover."""
    cost = 11 * 1 + 7 * 4  # the fake vendor's usage of one chat call at gpt-x's prices
    owner_mail = f"{uniq('owner')}@example.org"
    team = new_team(smtp_server, owner_mail)
    chat = {"model": "gpt-x", "messages": [{"role": "user", "content": "Hi there"}]}
    with smtp_server.client(team["owner"]) as c:
        put_alert(c, "tokens_remaining", [150, 100])
        grant(c, 200)
        balances = []
        for _ in range(3):  # 161, 122 (past 150), 83 (past 100)
            assert c.post("/router/compat-a/v1/chat/completions", json=chat).status_code == 200
            balances.append(200 - cost * (len(balances) + 1))
            wait_for(lambda: data(c.get("/admin/v1/billing/credit-balance"))["balance_tokens"] == balances[-1],
                     "the debit")
        assert [(e["threshold"]["value"], e["balance_tokens"]) for e in events(c)] == [(100, 83), (150, 122)]
        wait_for(lambda: settled(c, 2, 1) and settled(c, 1, 1), "both mails")
        assert data(c.get(ALERT))["status"]["state"] == "triggered"
        grant(c, 1000)
        assert all(e["recovered"] for e in events(c))
        assert data(c.get(ALERT))["status"] == {"state": "ok", "balance_tokens": 1083}
    subjects = sorted(m["Subject"] for m in inbox[0].to(owner_mail))
    assert len(subjects) == 2 and "122 tokens left" in subjects[0] and "83 tokens left" in subjects[1]


def test_with_a_subscription_the_defaults_are_percent_used_of_the_period(smtp_server: LiveServer) -> None:
    import datetime as dt

    from sqlalchemy import update

    from mneme.admin.billing import subscriptions
    from mneme.admin.billing.plans import load
    from mneme.models import CreditLedgerEntry

    team = new_team(smtp_server, f"{uniq('owner')}@example.org")
    now = dt.datetime.now(dt.UTC)
    with smtp_server.client(team["owner"]) as c:
        assert data(c.get(ALERT))["thresholds"][0]["type"] == "tokens_remaining"  # no subscription yet
        grant(c, 1_000_000)

    async def before_the_period(s: AsyncSession) -> None:  # this credit predates the period: not counted
        await s.execute(update(CreditLedgerEntry).where(CreditLedgerEntry.team_id == team["team_id"])
                        .values(created_at=now - dt.timedelta(days=3)))

    async def subscribe(s: AsyncSession) -> None:  # "Lite": 5,000,000 tokens a month, granted now
        scope = trusted_scope(team["team_id"], reason="test")
        await subscriptions.subscribe(s, scope, load(smtp_server.settings.billing_config), plan_id=4, paid=True,
                                      period_start=now - dt.timedelta(days=1), cancel_at_period_end=False,
                                      created_by=None)

    in_db(smtp_server, before_the_period)
    in_db(smtp_server, subscribe)
    with smtp_server.client(team["owner"]) as c:
        alert = data(c.get(ALERT))
        assert alert["is_default"] is True
        assert alert["thresholds"] == [{"type": "percent_used", "value": 80}, {"type": "percent_used", "value": 95}]
        spend(smtp_server, team["team_id"], 4_900_000)  # 1,100,000 left: 78 % of the period's 5,000,000 used
        assert events(c) == []  # (counting the older credit too it would be 81.7 %)
        spend(smtp_server, team["team_id"], 100_000)  # 80 %
        assert [(e["threshold"], e["balance_tokens"]) for e in events(c)] == [
            ({"type": "percent_used", "value": 80}, 1_000_000)]
        spend(smtp_server, team["team_id"], 750_000)  # 95 %
        assert [e["threshold"]["value"] for e in events(c)] == [95, 80]
