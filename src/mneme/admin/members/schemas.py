"""Request and response shapes of members (extensions §8)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from mneme.core.schemas import RequestModel


class MemberCreate(RequestModel):
    display_name: str = Field(min_length=1, max_length=255, description="Name shown in the console and logs")
    role: str = Field(min_length=1, max_length=64,
                      description="`tenant_admin`, `tenant_member` or a custom role key (not `tenant_owner`)")


class MemberPatch(RequestModel):
    role: str | None = Field(default=None, min_length=1, max_length=64, description="New role key")
    display_name: str | None = Field(default=None, min_length=1, max_length=255)

    @field_validator("role", "display_name")
    @classmethod
    def _not_null(cls, value: str | None) -> str:
        if value is None:
            raise ValueError("may not be null; omit the field to keep it")
        return value


class MemberOut(BaseModel):
    """A member of the team: a human, or a virtual member for scripts and services."""

    principal_id: str
    display_name: str
    email: str | None
    kind: Literal["human", "virtual"]
    role: str = Field(description="Role key")
    status: Literal["active", "removed"]
    created_at: int = Field(description="Unix seconds")
    updated_at: int = Field(description="Unix seconds")


MemberStatusFilter = Literal["active", "removed", "all"]
