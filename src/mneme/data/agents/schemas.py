"""Request and response shapes of agents and their workspace bindings (extensions §5); the memory settings
shapes are the actors' (`data.actors.schemas`)."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from mneme.core.schemas import Metadata, RequestModel
from mneme.data.actors.schemas import SettingsOut, SettingsPatch, Text

__all__ = ["AgentBind", "AgentCreate", "AgentOut", "AgentPatch", "SettingsOut", "SettingsPatch"]


class AgentCreate(RequestModel):
    custom_id: Text = Field(min_length=1, max_length=255, description="Your own id, unique in the team")
    name: Text = Field(min_length=1, max_length=255)
    description: Text = Field(default="", max_length=10_000)
    metadata: Metadata = Field(default_factory=dict)


class AgentPatch(RequestModel):
    name: Text | None = Field(default=None, min_length=1, max_length=255)
    description: Text | None = Field(default=None, max_length=10_000)
    metadata: Metadata | None = None


class AgentOut(BaseModel):
    """An AI agent."""

    id: str
    custom_id: str
    name: str
    description: str
    metadata: dict[str, Any]
    active: bool = Field(description="false once deleted; reads still work")
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


class AgentBind(RequestModel):
    agent_id: Text = Field(min_length=1, max_length=80)
