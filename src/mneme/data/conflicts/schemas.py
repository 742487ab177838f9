"""Shapes of memory conflicts (service-spec.md Memory conflict; extensions §3)."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel


class Snapshot(BaseModel):
    memory_id: str
    memory_text: str


class FileChunk(BaseModel):
    document_id: str
    document_name: str
    text: str


class ConflictOut(BaseModel):
    id: str
    name: str = Field(description="Short title")
    description: str = Field(description="What disagrees, naming both sides")
    category: Literal["m2m", "m2d"]
    conflict_type: Literal["logical", "knowledge"]
    user_id: str = Field(description='The user whose memories conflict; "" when project-wide')
    resolved: bool
    resolve: dict[str, Any] | None = Field(default=None, description="Present only when resolved",
                                           exclude_if=lambda v: v is None)
    stale: bool
    memory_ids: list[str]
    memory_snapshots: list[Snapshot]
    file_chunks: list[FileChunk]
    event_id: str
    created_at: str
    updated_at: str


class ConflictPage(BaseModel):
    items: list[ConflictOut]
    total: int
    page: int
    page_size: int


class Resolve(RequestModel):
    strategy: str = Field(min_length=1, max_length=40,
                          description="m2m: keep_memory | dismiss; m2d: trust_memory | trust_document | dismiss")
    keep_memory_id: str | None = Field(default=None, max_length=80)


class ResolveOut(BaseModel):
    id: str
    resolved: bool
    strategy: str
    resolve_id: str
    forgotten_memory_ids: list[str]
    updated_memory_ids: list[str]


class FactResolve(RequestModel):
    strategy: str = Field(min_length=1, max_length=40,
                          description="m2m: keep_fact | dismiss; m2d: trust_fact | trust_document | dismiss")
    keep_fact_id: str | None = Field(default=None, max_length=80)
