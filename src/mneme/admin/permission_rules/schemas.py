"""Request and response shapes of permission rules (service-spec Permission rule, extensions §8)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

REASON_MAX_BYTES = 255
REASON_DESCRIPTION = f"Why; recorded in the audit log. At most {REASON_MAX_BYTES} bytes of UTF-8"


class RuleCreate(RequestModel):
    """An allow or deny of one action, for a role or (xor) an access group."""

    role_key: str | None = Field(default=None, min_length=1, max_length=64,
                                 description="The role the rule applies to (not `tenant_owner`)")
    access_group_id: str | None = Field(default=None, min_length=1, max_length=40,
                                        description="The access group the rule applies to (instead of a role)")
    effect: Literal["allow", "deny"] = Field(description="`deny` wins over any `allow` of the same action")
    action: str = Field(min_length=1, max_length=64, description="An action of `resource_type` in the catalog")
    resource_type: str = Field(min_length=1, max_length=64, description="e.g. `service:project`")
    reason: str | None = Field(default=None, max_length=REASON_MAX_BYTES, description=REASON_DESCRIPTION)


class RuleOut(BaseModel):
    rule_id: str
    role_key: str | None = Field(description="Set for a role's rule")
    access_group_id: str | None = Field(description="Set for an access group's rule")
    effect: Literal["allow", "deny"]
    action: str
    resource_type: str
    built_in: bool = Field(description="A grant of a built-in role: cannot be deleted (409)")
    created_at: int = Field(description="Unix seconds")
