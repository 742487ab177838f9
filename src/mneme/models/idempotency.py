"""Recorded answers of requests sent with an `Idempotency-Key` (core/idempotency.py), kept 24 hours."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, ForeignKey, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow


class IdempotencyKey(Base):
    """One key of one team. The primary key is the uniqueness that lets exactly one of several racing
    requests run. The key itself is not stored, only its SHA-256 (`key_digest`); the answer's body is
    encrypted with a key derived from it (a database reader cannot read a replayed API key secret)."""

    __tablename__ = "idempotency_keys"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    key_digest: Mapped[str] = mapped_column(String(64), primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64))  # SHA-256 of method, path and query, body
    state: Mapped[str] = mapped_column(String(16))  # running | written | done
    token: Mapped[str] = mapped_column(String(32))  # the current runner's lease
    locked_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow, index=True)
    status: Mapped[int | None] = mapped_column(Integer, nullable=True)
    headers: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    body: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True)  # nonce + AES-GCM ciphertext
