"""One error hierarchy: every failure the API reports is an ApiError with a code and a status."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class ApiError(Exception):
    status: int = 500
    code: str = "INTERNAL_ERROR"
    default_message: str = "Internal error"

    def __init__(self, message: str | None = None, *, headers: dict[str, str] | None = None,
                 code: str | None = None, extra: dict[str, Any] | None = None) -> None:
        self.message = message or self.default_message
        if code is not None:
            self.code = code
        self.headers = headers or {}
        self.extra = extra or {}
        super().__init__(self.message)


class InvalidArgument(ApiError):
    status, code, default_message = 400, "INVALID_ARGUMENT", "Invalid argument"


class Unauthorized(ApiError):
    status, code, default_message = 401, "UNAUTHORIZED", "Missing or invalid API key"


class QuotaExceeded(ApiError):
    status, code, default_message = 402, "QUOTA_EXCEEDED", "Insufficient balance"


class Forbidden(ApiError):
    status, code, default_message = 403, "FORBIDDEN", "Not allowed, or the resource does not exist"


class NotFound(ApiError):
    status, code, default_message = 404, "NOT_FOUND", "Not found"


class ActorInactive(ApiError):
    status, code, default_message = 404, "ACTOR_INACTIVE", "The actor is deleted"


class ActorInactiveArgument(ApiError):
    """A write names a deleted actor or agent in its body (binding it, ...): 400 with the same code."""

    status, code, default_message = 400, "ACTOR_INACTIVE", "The actor is deleted"


class MethodNotAllowed(ApiError):
    status, code, default_message = 405, "METHOD_NOT_ALLOWED", "Method not allowed"


class Conflict(ApiError):
    status, code, default_message = 409, "CONFLICT", "Conflict"


class CustomIdConflict(Conflict):
    code, default_message = "CUSTOM_ID_CONFLICT", "custom_id is already in use"


class StateNotReady(Conflict):
    code, default_message = "STATE_NOT_READY", "The resource is not ready"


class PreconditionFailed(ApiError):
    status, code, default_message = 412, "PRECONDITION_FAILED", "The resource changed since it was read"


class PayloadTooLarge(ApiError):
    status, code, default_message = 413, "PAYLOAD_TOO_LARGE", "The upload is too large"


class UriTooLong(ApiError):
    status, code, default_message = 414, "URI_TOO_LONG", "The request URL is too long"


class IdempotencyKeyReused(ApiError):
    status, code, default_message = 422, "IDEMPOTENCY_KEY_REUSED", "Idempotency-Key reused with another request"


class RateLimited(ApiError):
    status, code, default_message = 429, "RATE_LIMIT_EXCEEDED", "Too many requests"


class HeadersTooLarge(ApiError):
    status, code, default_message = 431, "HEADERS_TOO_LARGE", "The request headers are too large"


class ServiceUnavailable(ApiError):
    status, code, default_message = 503, "SERVICE_UNAVAILABLE", "Temporarily unavailable"


def envelope(data: Any, message: str | None = None) -> dict[str, Any]:
    """The success envelope `{success: true, message?, data}`."""
    body: dict[str, Any] = {"success": True}
    if message is not None:
        body["message"] = message
    body["data"] = data
    return body


def error_body(exc: ApiError) -> dict[str, Any]:
    """The error envelope `{success: false, message, error_code}`."""
    return {"success": False, "message": exc.message, "error_code": exc.code, **exc.extra}


_LOCATIONS = ("body", "query", "path", "header", "cookie")


def field_name(loc: Sequence[Any]) -> str:
    """`messages[0].content` from pydantic's `("body", "messages", 0, "content")`."""
    parts = list(loc)
    if parts and parts[0] in _LOCATIONS:
        parts = parts[1:]
    name = ""
    for part in parts:
        name += f"[{part}]" if isinstance(part, int) else (f".{part}" if name else str(part))
    return name


def validation_part(err: Mapping[str, Any]) -> str:
    """One pydantic error as `field: what is wrong` (`messages[0].content: field required`); usable for a
    model a service validates itself too."""
    kind = err.get("type")
    if kind == "missing":
        text = "field required"
    elif kind == "extra_forbidden":
        text = "unknown field (not part of this request's shape)"
    else:
        text = str(err.get("msg", "is invalid")).removeprefix("Value error, ")
    return f"{field_name(err.get('loc', ())) or 'body'}: {text}"
