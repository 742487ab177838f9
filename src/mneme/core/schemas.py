"""Shared response shapes for the OpenAPI document: the success envelope and list pages."""
from __future__ import annotations

from typing import Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

T = TypeVar("T")


class Envelope(BaseModel, Generic[T]):
    """`{success: true, message?, data}`."""

    success: bool = True
    message: str | None = Field(default=None, description="Optional human-readable note")
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
    429: {"model": ErrorEnvelope, "description": "RATE_LIMIT_EXCEEDED: too many invalid keys from this IP"},
}
