"""Alert e-mail: the job that delivers the outbox rows of a fired level (`balance_alert_deliveries`).

When a level fires, its evaluation writes one `pending` delivery row per recipient and a `balance_alert_mail`
job, in the transaction of the balance change itself (admin/alerts/service.py). The in-process worker
(core/jobs.py) runs the job once that transaction has committed; nothing is sent for a change that rolled back.

Delivery: with `MNEME_SMTP_HOST` set, one SMTP transaction per recipient (aiosmtplib; `MNEME_SMTP_TLS`:
`auto` = STARTTLS when the server offers it, `starttls` = required, `tls` = implicit TLS, `none`; AUTH when
`MNEME_SMTP_USER` is set). Without SMTP, each mail is written as `<delivery id>.eml` into the file outbox
(`MNEME_MAIL_OUTBOX_DIR`, default `<data dir>/outbox`), through a temporary file renamed into place.

What is guaranteed:
- never lost: the outbox rows and the job commit with the balance change; the job is retried with backoff (6
  attempts) and, after a worker crash, claimed again (core/jobs.py), until every row is `sent` or `failed`.
- no duplicate from a retry: each row is marked `sent` in its own transaction right after the server accepted
  the mail, and a run sends only rows still `pending`. The one window left is a crash between the server's
  acceptance and that commit: that mail is sent again, with the same `Message-ID` (`<delivery id@domain>`), so
  mail systems and readers can recognise the copy. The file outbox has no such window: the file's name is
  the delivery's id, so a rerun replaces the file; exactly one file per mail.
- `failed`: a recipient the server refuses permanently (5xx) fails at once; any other error (connection,
  timeout, 4xx, authentication) is retried, and the rows still pending fail when the attempts run out.
"""
from __future__ import annotations

import asyncio
import datetime as dt
import logging
import os
from email.message import EmailMessage
from email.utils import format_datetime
from typing import Any

import aiosmtplib
from sqlalchemy import RowMapping

from mneme.admin.alerts import repository as repo
from mneme.admin.alerts.service import MAIL_JOB, PERCENT
from mneme.core.authz import TeamScope, trusted_scope
from mneme.core.jobs import JobContext, JobError, job_handler
from mneme.core.settings import Settings

log = logging.getLogger("mneme.alerts.mail")

TLS_MODES = ("auto", "starttls", "tls", "none")


class Refused(Exception):
    """The server refused this recipient for good (a 5xx answer): no retry can deliver it."""


def outbox_dir(settings: Settings) -> str:
    return settings.mail_outbox_dir or os.path.join(settings.data_dir, "outbox")


def compose(settings: Settings, team_name: str, event: RowMapping, delivery: RowMapping) -> EmailMessage:
    kind, value, balance = str(event["threshold_type"]), int(event["threshold_value"]), int(event["balance_tokens"])
    level = f"{value}% of credit used" if kind == PERCENT else f"{value:,} tokens remaining"
    fired: dt.datetime = event["fired_at"]
    msg = EmailMessage()
    msg["From"] = settings.smtp_from
    msg["To"] = str(delivery["email"])
    msg["Subject"] = f"Balance alert for {team_name or 'your team'}: {balance:,} tokens left"
    msg["Date"] = format_datetime(fired)
    domain = settings.smtp_from.rpartition("@")[2] or "mneme.local"
    msg["Message-ID"] = f"<{delivery['id']}@{domain}>"
    msg["X-Mneme-Alert-Event"] = str(event["id"])
    msg.set_content(
        f"The token balance of {team_name or 'your team'} has reached an alert level.\n\n"
        f"Level:    {level}\n"
        f"Balance:  {balance:,} tokens\n"
        f"Fired at: {fired.astimezone(dt.UTC).strftime('%Y-%m-%d %H:%M:%S UTC')}\n\n"
        "Top up the balance to keep using the model router; the alert recovers once the balance rises above "
        "the level.\nThe fired levels are listed at GET /admin/v1/billing/credit-balance/alert/events.\n")
    return msg


async def deliver(settings: Settings, msg: EmailMessage, delivery_id: str) -> None:
    """Send `msg` by SMTP, or write it to the file outbox when no SMTP host is set. Raises `Refused` for a
    permanent refusal of the recipient, anything else for a failure worth retrying."""
    if not settings.smtp_host:
        await asyncio.to_thread(_write_file, outbox_dir(settings), delivery_id, msg.as_bytes())
        return
    mode = settings.smtp_tls if settings.smtp_tls in TLS_MODES else "auto"
    port = settings.smtp_port or {"tls": 465, "starttls": 587}.get(mode, 25)
    try:
        await aiosmtplib.send(
            msg, hostname=settings.smtp_host, port=port, username=settings.smtp_user or None,
            password=settings.smtp_password or None if settings.smtp_user else None,
            use_tls=mode == "tls", start_tls={"starttls": True, "none": False}.get(mode),
            timeout=settings.smtp_timeout_s)
    except aiosmtplib.SMTPRecipientsRefused as exc:
        codes = [r.code for r in exc.recipients]
        if codes and all(c >= 500 for c in codes):
            raise Refused("; ".join(f"{r.code} {r.message}" for r in exc.recipients)) from exc
        raise
    except aiosmtplib.SMTPRecipientRefused as exc:
        if exc.code >= 500:
            raise Refused(f"{exc.code} {exc.message}") from exc
        raise


def _write_file(folder: str, name: str, raw: bytes) -> None:
    os.makedirs(folder, exist_ok=True)
    final = os.path.join(folder, f"{name}.eml")
    tmp = os.path.join(folder, f".{name}.tmp")
    with open(tmp, "wb") as f:
        f.write(raw)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, final)


def _scope(payload: dict[str, Any]) -> TeamScope:
    return trusted_scope(str(payload["team_id"]), reason="balance alert mail of an event fired in this team")


async def _give_up(ctx: JobContext, payload: dict[str, Any], error: JobError) -> None:
    """The attempts ran out: the rows still pending are `failed`."""
    async with ctx.db.session() as s:
        await repo.fail_pending(s, _scope(payload), int(payload["event_id"]), f"gave up: {error.code}")


@job_handler(MAIL_JOB, on_final_failure=_give_up)
async def send_alert_mail(ctx: JobContext, payload: dict[str, Any]) -> None:
    """Deliver the pending outbox rows of one event, each settled in its own transaction."""
    settings: Settings = ctx.services.settings
    scope, event_id = _scope(payload), int(payload["event_id"])
    async with ctx.db.session(write=False) as s:
        event = await repo.event(s, scope, event_id)
        if event is None:
            return  # the team was deleted
        team_name, _owner = await repo.owner_email(s, scope)
        pending = [d for d in await repo.deliveries_of(s, scope, [event_id]) if d["status"] == "pending"]
    retry: Exception | None = None
    for delivery in pending:
        try:
            await deliver(settings, compose(settings, team_name, event, delivery), str(delivery["id"]))
        except Refused as exc:
            log.warning("alert mail %s refused for good: %s", delivery["id"], exc)
            async with ctx.db.session() as s:
                await repo.set_delivery(s, scope, str(delivery["id"]), status="failed", error=str(exc))
            continue
        except Exception as exc:  # noqa: BLE001 - retried: the others are still tried now
            log.warning("alert mail %s not delivered (will retry): %s: %s", delivery["id"], type(exc).__name__, exc)
            retry = retry or exc
            continue
        async with ctx.db.session() as s:
            await repo.set_delivery(s, scope, str(delivery["id"]), status="sent")
    if retry is not None:
        raise retry
