"""Request and response shapes of boundaries (extensions §5)."""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MAX_PROJECTS = 100

Id = Annotated[str, Field(min_length=1, max_length=80)]


class BoundaryCreate(RequestModel):
    workspace_id: Id
    name: str = Field(min_length=1, max_length=255)
    custom_id: str | None = Field(default=None, min_length=1, max_length=255,
                                  description="Your own id, unique in the team when given")
    project_ids: list[Id] = Field(default_factory=list, max_length=MAX_PROJECTS,
                                  description="Projects of the workspace (their facts and documents), in order")
    human_actor_id: Id | None = Field(default=None, description="An active actor bound to the workspace")
    agent_id: Id | None = Field(default=None, description="An active agent bound to the workspace")


class BoundaryPatch(RequestModel):
    """Omitted fields stay; `null` clears `custom_id`, `human_actor_id` or `agent_id`."""

    name: str | None = Field(default=None, min_length=1, max_length=255)
    custom_id: str | None = Field(default=None, min_length=1, max_length=255)
    project_ids: list[Id] | None = Field(default=None, max_length=MAX_PROJECTS, description="Replaces the list")
    human_actor_id: Id | None = None
    agent_id: Id | None = None


class BoundaryOut(BaseModel):
    """A boundary: what one conversation may remember."""

    id: str
    workspace_id: str
    name: str
    custom_id: str | None
    project_ids: list[str]
    human_actor_id: str | None
    agent_id: str | None
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")
