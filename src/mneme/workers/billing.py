"""The recurring `billing.renew` job: every MNEME_BILLING_RENEW_INTERVAL_S (default 300 s) the worker moves the
subscriptions whose period ended into their next period and grants its tokens
(`admin.billing.subscriptions.renew_due`; once per period, however many workers run it). One job row for every
process sharing the database (`ensure_recurring`), queued at start-up, so self-hosting needs no cron."""
from __future__ import annotations

import logging
from typing import Any

from mneme.admin.billing.plans import PlansError, load
from mneme.admin.billing.subscriptions import RENEW_JOB, RENEW_JOB_ID, renew_due
from mneme.core.db import Database
from mneme.core.jobs import JobContext, ensure_recurring, job_handler

log = logging.getLogger("mneme.billing")


async def schedule_renewals(db: Database) -> None:
    """At start-up: renewal runs now (then every MNEME_BILLING_RENEW_INTERVAL_S)."""
    await ensure_recurring(db, RENEW_JOB_ID, RENEW_JOB)


@job_handler(RENEW_JOB)
async def renew(ctx: JobContext, _p: dict[str, Any]) -> None:
    """A broken plans file is logged and renewal waits for the next run (the file is read again then)."""
    settings = ctx.services.settings
    try:
        plans = load(settings.billing_config)
    except PlansError as exc:
        log.error("subscription renewal skipped: plans file %s is invalid: %s", settings.billing_config, exc)
        plans = None
    async with ctx.db.session() as s:
        if plans is None:
            await ctx.reschedule(s, settings.billing_renew_interval_s)
            return
        while await renew_due(s, plans, limit=100) == 100:
            await s.flush()
        await ctx.reschedule(s, settings.billing_renew_interval_s)
