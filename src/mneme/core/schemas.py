"""Shared shapes: the base of every request body, the `metadata` type, the success envelope and list pages."""
from __future__ import annotations

import json
from typing import Annotated, Any, Generic, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError

T = TypeVar("T")

METADATA_MAX_BYTES = 16 * 1024


class RequestModel(BaseModel):
    """The base of every request body (and of every object inside one). The shapes are closed: an unknown
    field answers 400 `INVALID_ARGUMENT` naming it, instead of being silently dropped (a misspelt
    `top_k` would otherwise quietly fall back to its default)."""

    model_config = ConfigDict(extra="forbid")


def _metadata_size(value: dict[str, Any]) -> dict[str, Any]:
    size = len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())
    if size > METADATA_MAX_BYTES:
        raise PydanticCustomError(
            "metadata_too_large", "at most {limit} bytes serialised as compact JSON (got {size})",
            {"limit": METADATA_MAX_BYTES, "size": size})
    return value


Metadata = Annotated[dict[str, Any], AfterValidator(_metadata_size),
                     Field(description=f"Arbitrary key-value pairs, at most {METADATA_MAX_BYTES} bytes as "
                                       "compact JSON")]
"""A request's `metadata` object: any JSON object up to 16 KiB serialised (compact JSON, UTF-8)."""


class Envelope(BaseModel, Generic[T]):
    """`{success: true, message?, data}`: `message` is left out when there is none."""

    success: bool = True
    message: str | None = Field(default=None, description="Optional human-readable note",
                                exclude_if=lambda v: v is None)
    data: T


class ErrorEnvelope(BaseModel):
    """`{success: false, message, error_code}`."""

    success: bool = False
    message: str
    error_code: str


class Empty(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TokenPage(BaseModel, Generic[T]):
    """A v3 list page: `continuation_token` is absent on the last page."""

    items: list[T]
    continuation_token: str | None = Field(default=None, description="Pass back to get the next page")


class NumberedPage(BaseModel, Generic[T]):
    """A v1/v2 list page."""

    items: list[T]
    total: int
    page: int
    size: int
    total_pages: int


ERROR_RESPONSES: dict[int | str, dict[str, object]] = {
    400: {"model": ErrorEnvelope, "description": "INVALID_ARGUMENT: a malformed request (the message names the field)"},
    401: {"model": ErrorEnvelope, "description": "UNAUTHORIZED: key missing, invalid, deactivated, expired or deleted"},
    403: {"model": ErrorEnvelope, "description": "FORBIDDEN: not allowed, wrong team or project, or no such resource"},
    413: {"model": ErrorEnvelope, "description": "PAYLOAD_TOO_LARGE: a JSON body over MNEME_MAX_JSON_BYTES"},
    414: {"model": ErrorEnvelope, "description": "URI_TOO_LONG: the request's URL is over 8 KiB"},
    429: {"model": ErrorEnvelope, "description": "RATE_LIMIT_EXCEEDED: too many invalid keys from this IP"},
    431: {"model": ErrorEnvelope, "description": "HEADERS_TOO_LARGE: the request's headers are over 32 KiB"},
}
CUSTOM_ID_CONFLICT: dict[int | str, dict[str, object]] = {
    409: {"model": ErrorEnvelope, "description": "CUSTOM_ID_CONFLICT: the custom_id is already used in its scope"},
}
ACTOR_INACTIVE: dict[int | str, dict[str, object]] = {
    404: {"model": ErrorEnvelope, "description": "ACTOR_INACTIVE: the actor (or agent) is deleted; reads still work"},
}
