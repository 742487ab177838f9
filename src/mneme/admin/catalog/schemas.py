"""Response shape of the permission catalog (extensions §8)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

GrantableTo = Literal["role", "access_group"]


class CatalogAction(BaseModel):
    action: str = Field(description="e.g. `project:mem_read`")
    level: Literal["instance", "service"] = Field(
        description="`instance`: checked against one named workspace or project; `service`: team-wide")


class CatalogType(BaseModel):
    resource_type: str = Field(description="e.g. `service:project`")
    label: str
    actions: list[CatalogAction]
    grantable_to: list[GrantableTo] = Field(description="Who a permission rule on this type may name")
    scopable: bool = Field(description="Access scopes can restrict this type to some instances")


class Catalog(BaseModel):
    items: list[CatalogType]
