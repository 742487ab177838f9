"""Shapes of v3 facts (service-spec.md Agent fact; extensions §2)."""
from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel, Field, field_validator

from mneme.core.schemas import Metadata, RequestModel


class FactsAdd(RequestModel):
    facts: list[str] = Field(min_length=1, max_length=500, description="Stored verbatim, in this order")

    @field_validator("facts")
    @classmethod
    def _no_blank(cls, v: list[str]) -> list[str]:
        for i, f in enumerate(v):
            if not f.strip():
                raise ValueError(f"entry {i} is blank")
            if len(f) > 100_000:
                raise ValueError(f"entry {i} is longer than 100000 characters")
        return v  # verbatim, whitespace included (extensions §2): only a blank entry is refused


class FactPatch(RequestModel):
    fact: str | None = Field(default=None, min_length=1, max_length=100_000)
    metadata: Metadata | None = None
    expiration_date: dt.datetime | None = Field(default=None, description="ISO 8601; in the past = expired")


    @field_validator("expiration_date")
    @classmethod
    def _utc(cls, v: dt.datetime | None) -> dt.datetime | None:
        return v.replace(tzinfo=dt.UTC) if v is not None and v.tzinfo is None else v


class FactIds(RequestModel):
    ids: list[str] = Field(min_length=1, max_length=1000)


class FactOut(BaseModel):
    id: str
    fact: str
    metadata: dict[str, Any]
    expired: bool
    score: float
    expiration_date: str | None
    created_at: str
    updated_at: str


class AddedFact(BaseModel):
    id: str
    fact: str


class FactsAdded(BaseModel):
    facts: list[AddedFact]
    event_id: str


class FactPage(BaseModel):
    items: list[FactOut]
    continuation_token: str | None = None
