"""Response shape of audit log entries (extensions §8)."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class AuditOut(BaseModel):
    """One admin write."""

    id: str
    created_at: int = Field(description="Unix seconds")
    action: str = Field(description="What was done, e.g. `api_key.create`, `permission_rule.delete`")
    actor: str | None = Field(description="`principal_id` of the member whose key made the change")
    key_id: str | None = Field(description="The API key used (`cli` for the command line)")
    resource_type: str = Field(description="The target's type, e.g. `service:api_key`")
    resource_id: str | None = Field(description="The target's id")
    reason: str | None = Field(description="The caller's reason, where the endpoint takes one")
    before: dict[str, Any] | None = Field(description="The target's fields before (for an update: those that "
                                                      "changed); null for a create")
    after: dict[str, Any] | None = Field(description="The target's fields after; null for a delete")
    details: dict[str, Any] = Field(description="Anything else the write recorded (e.g. `keys_deleted`)")
    client_ip: str | None = Field(description="The caller's IP address")
    trace_id: str | None = Field(description="`X-Trace-ID` of the request")
