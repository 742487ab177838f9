"""Request and response shapes of agents, their workspace bindings and memory settings (extensions §5)."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from mneme.core.schemas import Metadata, RequestModel

FACT_INSTRUCTION_MAX = 2000

class AgentCreate(RequestModel):
    custom_id: str = Field(min_length=1, max_length=255, description="Your own id, unique in the team")
    name: str = Field(min_length=1, max_length=255)
    description: str = Field(default="", max_length=10_000)
    metadata: Metadata = Field(default_factory=dict)


class AgentPatch(RequestModel):
    name: str | None = Field(default=None, min_length=1, max_length=255)
    description: str | None = Field(default=None, max_length=10_000)
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
    agent_id: str = Field(min_length=1, max_length=80)


class SettingsPatch(RequestModel):
    fact_instruction: str | None = Field(
        default=None, max_length=FACT_INSTRUCTION_MAX,
        description="Markdown, at most 2000 characters; an empty string clears it (the built-in default applies)")


class SettingsOut(BaseModel):
    """Memory settings of an agent (or agent) in one workspace."""

    fact_instruction: str = Field(description="Empty string = not set; the built-in default applies")
