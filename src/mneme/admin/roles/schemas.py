"""Request and response shapes of roles (extensions §8)."""
from __future__ import annotations

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

ROLE_KEY_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"


class RoleCreate(RequestModel):
    key: str | None = Field(default=None, min_length=1, max_length=64, pattern=ROLE_KEY_PATTERN,
                            description="Lower-case letters, digits and `_`, starting with a letter; not `tenant_…`. "
                                        "Omitted: made from `label`")
    label: str = Field(min_length=1, max_length=255, description="Name shown to people")
    description: str = Field(default="", max_length=1000)
    parent_role_key: str = Field(min_length=1, max_length=64,
                                 description="`tenant_admin`, `tenant_member` or a custom role: its rules are copied")


class RoleOut(BaseModel):
    key: str
    label: str
    description: str
    parent_role_key: str | None = Field(description="The role whose rules were copied; null for built-in roles")
    built_in: bool
    member_count: int = Field(description="Active members holding the role")
    created_at: int = Field(description="Unix seconds")
