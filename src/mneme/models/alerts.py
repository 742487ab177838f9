"""Balance alerts (issue 14 item 5; service-spec.md Balance Alert, Balance Alert Event; extensions §8).

- `balance_alerts`: one row per team, written when the team saves its alert (PUT) or when an evaluation first
  changes its state. `saved` false = nothing saved, the defaults apply (computed when read, since they depend
  on whether the team has a subscription). `triggered` is the evaluation's state: the levels that fired and
  have not recovered, each with the event that recorded it; `events_count` numbers the team's events.
- `balance_alert_events`: one row per level that fired. `id` is the team's own event number (1, 2, ...; the
  spec makes it an integer), so the key is `(team_id, id)`. `mailed` marks the one event of an evaluation
  that sends e-mail (the most severe of the levels that fired together).
- `balance_alert_deliveries`: the outbox of alert e-mail, one row per recipient of a mailed event, written in
  the transaction that fired the level. `status` pending -> sent | failed (admin/alerts/mail.py).
"""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, ForeignKey, ForeignKeyConstraint, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow


class BalanceAlert(Base):
    __tablename__ = "balance_alerts"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    saved: Mapped[bool] = mapped_column(Boolean, default=False)  # False: the defaults apply
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    threshold_type: Mapped[str | None] = mapped_column(String(32), nullable=True)  # None while not saved
    threshold_values: Mapped[list[Any]] = mapped_column(JSON, default=list)  # integers
    recipients: Mapped[list[Any]] = mapped_column(JSON, default=list)  # additional e-mail addresses
    # levels fired and not recovered: [{type, value, event_id, balance_tokens, fired_at (Unix seconds)}]
    triggered: Mapped[list[Any]] = mapped_column(JSON, default=list)
    events_count: Mapped[int] = mapped_column(BigInteger, default=0)  # the id of the team's last event
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class BalanceAlertEvent(Base):
    __tablename__ = "balance_alert_events"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)  # per team: 1, 2, ...
    threshold_type: Mapped[str] = mapped_column(String(32))
    threshold_value: Mapped[int] = mapped_column(BigInteger)
    balance_tokens: Mapped[int] = mapped_column(BigInteger)  # the balance when the level fired
    fired_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    mailed: Mapped[bool] = mapped_column(Boolean, default=False)
    recovered: Mapped[bool] = mapped_column(Boolean, default=False)
    recovered_at: Mapped[dt.datetime | None] = mapped_column(nullable=True)


class BalanceAlertDelivery(Base):
    __tablename__ = "balance_alert_deliveries"
    __table_args__ = (
        ForeignKeyConstraint(["team_id", "event_id"], ["balance_alert_events.team_id", "balance_alert_events.id"],
                             ondelete="CASCADE", name="fk_alert_deliveries_event"),
        Index("ix_alert_deliveries_event", "team_id", "event_id"),
    )
    id: Mapped[str] = mapped_column(String(40), primary_key=True)  # dly-…, also the mail's Message-ID
    team_id: Mapped[str] = mapped_column(String(40))
    event_id: Mapped[int] = mapped_column(BigInteger)
    email: Mapped[str] = mapped_column(String(320))
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending | sent | failed
    error: Mapped[str | None] = mapped_column(String(300), nullable=True)  # why it failed (never shown)
    sent_at: Mapped[dt.datetime | None] = mapped_column(nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


__all__ = ["BalanceAlert", "BalanceAlertDelivery", "BalanceAlertEvent"]
