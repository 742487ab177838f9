"""The router's own errors and their three shapes (service-spec "Errors" 2 and 3).

Inference paths (compat-a and compat-b alike): 401 and 403 in the compat-a format `{error: {message, type}}`;
402 `{success: false, message}`; 429 `{success: false, code: "AUTH_THROTTLED", action, error: {type, message}}`
with `Retry-After`; 502 plain text; 503 `{success: false, message, code: "REQUEST_BLOCKED"}`. Other errors
the router makes itself (a body that is not JSON, an unknown model or route) follow the protocol's vendor
format: compat-a `{error: {message, type, code?}}`, compat-b `{type: "error", error: {type, message}}`.
The model list answers in the service envelope with its own codes (`UNAUTHORIZE`, `ACCESS_DENIED`, ...).

Every failure is an `ApiError` (core/errors.py), so that the front door, the app's handlers and the
endpoints all render them the same way, by the zone of the path (`render_compat_a`, ...).
"""
from __future__ import annotations

import json
from typing import Any

from mneme.core.errors import ApiError, error_body

Rendered = tuple[int, dict[str, str], bytes]


class UpstreamUnavailable(ApiError):
    status, code, default_message = 502, "UPSTREAM_UNAVAILABLE", "The router cannot reach the upstream; retry later"


class RouterUnavailable(ApiError):
    status, code, default_message = 503, "REQUEST_BLOCKED", "The router is temporarily unavailable; retry later"


class InsufficientBalanceError(ApiError):
    status, code, default_message = 402, "QUOTA_EXCEEDED", "Insufficient balance: top up and retry"


class ModelNotFound(ApiError):
    status, code, default_message = 404, "model_not_found", "The model does not exist"


class InvalidRequest(ApiError):
    status, code, default_message = 400, "invalid_request_error", "Invalid request"


class CatalogUnavailable(ApiError):
    status, code, default_message = 502, "INTERNAL_ERROR", "The model list is temporarily unavailable"


def _json(status: int, headers: dict[str, str], body: dict[str, Any]) -> Rendered:
    return status, headers, json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def _router_own(exc: ApiError) -> Rendered | None:
    """The statuses whose shape the spec fixes for both inference protocols."""
    headers = dict(exc.headers)
    if exc.status == 401:
        return _json(401, headers, {"error": {"message": exc.message, "type": "authentication_error"}})
    if exc.status == 403:
        return _json(403, headers, {"error": {"message": exc.message, "type": "permission_error"}})
    if exc.status == 402:
        return _json(402, headers, {"success": False, "message": exc.message})
    if exc.status == 429:
        wait = headers.get("Retry-After", "")
        action = f"wait {wait} seconds (Retry-After), then retry with a valid API key" if wait else \
            "wait, then retry with a valid API key"
        return _json(429, headers, {"success": False, "code": "AUTH_THROTTLED", "action": action,
                                    "error": {"type": "rate_limit_error", "message": exc.message}})
    if exc.status == 502:
        headers["content-type"] = "text/plain; charset=utf-8"
        return 502, headers, exc.message.encode()
    if exc.status == 503:
        return _json(503, headers, {"success": False, "message": exc.message, "code": "REQUEST_BLOCKED"})
    return None


def _type_of(exc: ApiError) -> str:
    if exc.status == 404:
        return "not_found_error"
    if exc.status == 413:
        return "request_too_large"
    if exc.status >= 500:
        return "api_error"
    return "invalid_request_error"


def render_compat_a(exc: ApiError) -> Rendered:
    own = _router_own(exc)
    if own is not None:
        return own
    err: dict[str, Any] = {"message": exc.message, "type": "invalid_request_error" if exc.status < 500
                           else "server_error"}
    if exc.status == 404:
        err["code"] = "model_not_found" if exc.code == "model_not_found" else "not_found"
    return _json(exc.status, dict(exc.headers), {"error": err})


def render_compat_b(exc: ApiError) -> Rendered:
    own = _router_own(exc)
    if own is not None:
        return own
    return _json(exc.status, dict(exc.headers),
                 {"type": "error", "error": {"type": _type_of(exc), "message": exc.message}})


_MODELS_CODES = {401: "UNAUTHORIZE", 403: "ACCESS_DENIED", 429: "RATE_LIMIT_EXCEEDED", 502: "INTERNAL_ERROR",
                 503: "SERVICE_UNAVAILABLE"}


def render_models(exc: ApiError) -> Rendered:
    body = error_body(exc)
    body["error_code"] = _MODELS_CODES.get(exc.status, exc.code)
    return _json(exc.status, dict(exc.headers), body)
