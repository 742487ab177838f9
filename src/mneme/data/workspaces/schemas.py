"""Request and response shapes of workspaces (extensions §1)."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from mneme.core.schemas import Metadata, RequestModel


class WorkspaceCreate(RequestModel):
    name: str = Field(min_length=1, max_length=255, description="Display name")
    custom_id: str = Field(min_length=1, max_length=255, description="Your own id, unique in the team")
    description: str = Field(default="", max_length=10_000)
    metadata: Metadata = Field(default_factory=dict)


class WorkspacePatch(RequestModel):
    name: str | None = Field(default=None, min_length=1, max_length=255)
    description: str | None = Field(default=None, max_length=10_000)
    metadata: Metadata | None = None


class WorkspaceOut(BaseModel):
    """A workspace or project record."""

    id: str
    name: str
    description: str
    custom_id: str
    metadata: dict[str, Any]
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


class ProjectOut(WorkspaceOut):
    workspace_id: str
