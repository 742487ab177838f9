"""Request and response shapes of access groups (service-spec: Access Group; extensions §8)."""
from __future__ import annotations

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MAX_PERMISSIONS = 500
MAX_MEMBERS = 1000


class Permission(RequestModel):
    action: str = Field(min_length=1, max_length=64)
    resource_type: str = Field(min_length=1, max_length=64)


class GroupCreate(RequestModel):
    name: str = Field(min_length=1, max_length=255)
    description: str = Field(default="", max_length=1000)
    base_role_key: str | None = Field(default=None, max_length=64,
                                      description="`tenant_member` or `tenant_admin`; exclusive with "
                                                  "`base_access_group_id`; immutable")
    base_access_group_id: str | None = Field(default=None, max_length=40,
                                             description="A group whose grants this one includes; immutable")
    permissions: list[Permission] = Field(default_factory=list, max_length=MAX_PERMISSIONS,
                                          description="Extra permissions (types grantable to access groups)")


class GroupPatch(RequestModel):
    name: str | None = Field(default=None, min_length=1, max_length=255)
    description: str | None = Field(default=None, max_length=1000)
    base_role_key: str | None = Field(default=None, description="Immutable: answers 400")
    base_access_group_id: str | None = Field(default=None, description="Immutable: answers 400")


class PermissionsPut(RequestModel):
    permissions: list[Permission] = Field(max_length=MAX_PERMISSIONS)


class MembersPut(RequestModel):
    principal_ids: list[str] = Field(max_length=MAX_MEMBERS, description="The group's members, replacing the old "
                                                                         "list")


class PermissionOut(BaseModel):
    action: str
    resource_type: str


class ScopeSummary(BaseModel):
    resource_type: str
    instance_count: int


class GroupOut(BaseModel):
    group_id: str
    name: str
    description: str
    created_at: int = Field(description="Unix seconds")
    updated_at: int = Field(description="Unix seconds")
    created_by: str | None
    member_count: int
    permissions: list[PermissionOut]
    base_access_group_id: str | None
    base_role_key: str | None
    scope_summary: list[ScopeSummary]


class GroupMembersOut(BaseModel):
    group_id: str
    principal_ids: list[str]
