"""Request and response shapes of access scopes and permission levels (service-spec: Access Scope, Role Access
Scope, Access Scope Entry and Instance)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MAX_INSTANCES = 1000


class ScopeInstanceIn(RequestModel):
    id: str = Field(min_length=1, max_length=40, description="Workspace or project id")
    actions: list[str] | None = Field(default=None, max_length=100,
                                      description="Actions allowed on the instance; omitted = all the subject's "
                                                  "role (or group) allows")
    workspace_id: str | None = Field(default=None, max_length=40,
                                     description="Parent workspace; required for project instances")
    via_permission_level: bool = Field(default=False, description="Echo of a read-only row: `true` rows are "
                                                                  "skipped")
    # read-only fields of a GET, accepted (and ignored) so that a read scope can be sent back as it is
    effective_actions: list[str] | None = Field(default=None, description="Read-only; ignored")
    shadowed_actions: list[str] | None = Field(default=None, description="Read-only; ignored")
    permission_level: str | None = Field(default=None, description="Read-only; ignored")


class ScopeEntryIn(RequestModel):
    mode: Literal["all", "instances"]
    resource_type: str = Field(min_length=1, max_length=64, description="`service:workspace` or `service:project`")
    instances: list[ScopeInstanceIn] | None = Field(default=None, max_length=MAX_INSTANCES,
                                                    description="Required when `mode` is `instances`")
    available_actions: list[str] | None = Field(default=None, description="Read-only; ignored")


class ScopePut(RequestModel):
    reason: str = Field(min_length=1, description="Recorded in the audit log; at most 255 bytes of UTF-8")
    scopes: list[ScopeEntryIn] = Field(max_length=10, description="One entry per resource type to replace; "
                                                                  "types not listed keep their scope")


class ScopeInstanceOut(BaseModel):
    id: str
    workspace_id: str
    actions: list[str] | None = Field(default=None, description="Stored actions; absent = all the role allows",
                                      exclude_if=lambda v: v is None)
    effective_actions: list[str]
    shadowed_actions: list[str]
    permission_level: str | None = Field(default=None, exclude_if=lambda v: v is None)
    via_permission_level: bool


class ScopeEntryOut(BaseModel):
    resource_type: str
    mode: Literal["all", "instances"]
    available_actions: list[str]
    instances: list[ScopeInstanceOut] | None = Field(default=None, exclude_if=lambda v: v is None)


class MemberScopeOut(BaseModel):
    principal_id: str
    role: str
    scopes: list[ScopeEntryOut]


class RoleScopeOut(BaseModel):
    role_key: str
    scopes: list[ScopeEntryOut]


class GroupScopeOut(BaseModel):
    group_id: str
    scopes: list[ScopeEntryOut]


Level = Literal["read", "write", "manage"]


class LevelPut(RequestModel):
    level: Level
    reason: str | None = Field(default=None, max_length=255, description="Recorded in the audit log")


class LevelOut(BaseModel):
    resource_type: str
    id: str
    workspace_id: str
    level: Level
    actions: list[str] = Field(description="Instance actions the level opens (on a workspace: also on its "
                                           "projects)")
    created_at: int
    updated_at: int
