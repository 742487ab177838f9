"""Response shape of the team (extensions §8)."""
from __future__ import annotations

from pydantic import BaseModel, Field


class TeamOut(BaseModel):
    """The caller's team."""

    id: str
    name: str
    owner_principal_id: str | None = Field(description="The member holding `tenant_owner`")
    created_at: int = Field(description="Unix seconds")
    caller_role: str = Field(description="Role key of the member the calling key belongs to")
