"""Request and response shapes of the workspace search (extensions §5)."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MAX_SOURCES = 100  # per kind (projects, actors, agents), named or by default

Id = Annotated[str, Field(min_length=1, max_length=80)]
MemoryType = Literal["document", "fact"]


class WorkspaceSearch(RequestModel):
    """Omitted `project_ids`, `actor_ids` or `agent_ids`: every one of that kind in the workspace that the key
    may search (the first 100 by id); an empty list: none of that kind."""

    query: str = Field(min_length=1, max_length=10_000)
    project_ids: list[Id] | None = Field(default=None, max_length=MAX_SOURCES,
                                         description="Projects whose facts and documents are searched")
    actor_ids: list[Id] | None = Field(default=None, max_length=MAX_SOURCES,
                                       description="Actors (bound to the workspace) whose facts are searched")
    agent_ids: list[Id] | None = Field(default=None, max_length=MAX_SOURCES,
                                       description="Agents (bound to the workspace) whose facts are searched")
    memory_types: list[MemoryType] = Field(default_factory=lambda: list[MemoryType](["document", "fact"]), min_length=1,
                                           description="`fact`, `document` or both (default both)")
    top_k: int = Field(default=10, ge=1, le=100, description="At most this many facts and this many excerpts")
    threshold: float = Field(default=0.3, ge=0.0, le=1.0, description="Results scoring below are left out")


class DocumentItem(BaseModel):
    text: str
    score: float


class DocumentHits(BaseModel):
    document_id: str
    document_name: str
    project_id: str
    items: list[DocumentItem]


class FactHit(BaseModel):
    id: str
    fact: str
    score: float
    owner_type: Literal["project", "actor", "agent"] = Field(description="Whose fact it is")
    owner_id: str
    metadata: dict[str, Any] = Field(default_factory=dict)
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


class SearchResults(BaseModel):
    documents: list[DocumentHits] = Field(description="Documents with their matching excerpts, best first")
    facts: list[FactHit] = Field(description="Facts of projects, actors and agents, best first")
