"""Request and response shapes of v2 memories (extensions §2, service-spec.md Memory)."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import Metadata, RequestModel


class Message(RequestModel):
    role: Literal["user", "assistant"]
    content: str = Field(max_length=100_000)


class MemoryAdd(RequestModel):
    messages: list[Message] = Field(min_length=1, max_length=200)
    user_id: str | None = Field(default=None, max_length=255)
    chat_session_id: str | None = Field(default=None, max_length=255)
    infer: bool = Field(default=True, description="true: extract facts; false: store each message verbatim")
    metadata: Metadata = Field(default_factory=dict)


class AddResult(BaseModel):
    message: str
    status: Literal["PENDING"]
    event_id: str


class AddResults(BaseModel):
    results: list[AddResult]


class MemoryPatch(RequestModel):
    content: str = Field(min_length=1, max_length=100_000)


class MemorySearch(RequestModel):
    query: str = Field(min_length=1, max_length=10_000)
    user_id: str | None = Field(default=None, max_length=255)
    top_k: int = Field(default=10, ge=1, le=1000)
    threshold: float = Field(default=0.3, ge=0.0, le=1.0)
    rerank: bool = False


class MemoryOut(BaseModel):
    id: str
    content: str
    expired: bool
    user_id: str
    metadata: dict[str, Any] = Field(default_factory=dict)
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


class ScoredMemory(MemoryOut):
    score: float


class SearchResults(BaseModel):
    results: list[ScoredMemory]


class TraceEntry(BaseModel):
    history_id: str
    event_type: Literal["ADD", "UPDATE", "DELETE"]
    new_memory: str | None
    old_memory: str | None = None
    expired: bool
    changed_at: str
    event_id: str | None


class Trace(BaseModel):
    memory_id: str
    current_memory: str
    trace: list[TraceEntry]
