"""Request and response shapes of API keys (extensions §8). No response shape but `KeyCreated` has the secret."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from mneme.core.schemas import RequestModel

# Unix seconds; the column is a 32-bit integer on PostgreSQL.
MAX_UNIX = 2**31 - 1

_EXPIRES = "Unix seconds; must be in the future. The key answers 401 from that moment on"
_IPS = ("IP addresses or CIDR blocks (IPv4 or IPv6) the key may be used from; a call from elsewhere answers "
        "403. Empty = anywhere")


class KeyCreate(RequestModel):
    name: str = Field(min_length=1, max_length=255, description="A label for people; not secret")
    expires_at: int | None = Field(default=None, gt=0, le=MAX_UNIX, description=_EXPIRES)
    allowed_ips: list[str] | None = Field(default=None, max_length=100, description=_IPS)
    principal_id: str | None = Field(default=None, max_length=40,
                                     description="The member the key acts as; default the caller's member")


class KeyPatch(RequestModel):
    name: str | None = Field(default=None, min_length=1, max_length=255)
    status: Literal["active", "inactive"] | None = Field(
        default=None, description="`inactive` keys answer 401 until made `active` again")
    allowed_ips: list[str] | None = Field(default=None, max_length=100, description=f"{_IPS}; null clears")
    expires_at: int | None = Field(default=None, gt=0, le=MAX_UNIX, description=f"{_EXPIRES}; null clears")

    @field_validator("name", "status")
    @classmethod
    def _not_null(cls, value: str | None) -> str:
        if value is None:
            raise ValueError("may not be null; omit the field to keep it")
        return value


class KeyOut(BaseModel):
    """An API key as listed: never the secret or its hash."""

    id: str
    name: str
    prefix: str = Field(description="The first characters of the secret, to recognise it")
    principal_id: str = Field(description="The member the key acts as")
    status: Literal["active", "inactive"]
    expires_at: int | None = Field(description="Unix seconds; null = never")
    allowed_ips: list[str] = Field(description="CIDR blocks; empty = anywhere")
    last_used_at: int | None = Field(description="Unix seconds, to the minute; null = never used")
    created_at: int = Field(description="Unix seconds")
    updated_at: int = Field(description="Unix seconds")


class KeyCreated(KeyOut):
    """A key with its secret: returned only by create and rotate, and never again."""

    key: str = Field(description="The secret (`sk_…`): store it now; it cannot be shown again")
