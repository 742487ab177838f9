"""What the OpenAPI document says about the router's inference endpoints (their bodies are the vendors')."""
from __future__ import annotations

from typing import Any

_OBJECT: dict[str, Any] = {"type": "object", "additionalProperties": True}
_JSON = {"application/json": {"schema": _OBJECT}}


def request_body(required: list[str], properties: dict[str, Any]) -> dict[str, Any]:
    schema = {"type": "object", "required": required, "properties": properties, "additionalProperties": True}
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


def responses(*, streams: bool) -> dict[int | str, dict[str, Any]]:
    ok: dict[str, Any] = dict(_JSON)
    if streams:
        ok["text/event-stream"] = {"schema": {"type": "string"}}
    return {
        200: {"description": "The vendor's answer, unchanged (`stream: true`: server-sent events)", "content": ok},
        400: {"description": "Not a JSON object, or no `model` (or the vendor's own 400)", "content": _JSON},
        401: {"description": "Service key missing, invalid, deactivated or expired", "content": _JSON},
        402: {"description": "Insufficient balance: `{success: false, message}`", "content": _JSON},
        403: {"description": "Key restricted to other IPs, permission missing, or a boundary it may not use",
              "content": _JSON},
        404: {"description": "Unknown model (`code: model_not_found`)", "content": _JSON},
        413: {"description": "Body over MNEME_ROUTER_MAX_BODY_BYTES", "content": _JSON},
        429: {"description": "Too many invalid-key requests from this IP (`AUTH_THROTTLED`, Retry-After); or the "
                             "vendor's own 429", "content": _JSON},
        502: {"description": "The upstream cannot be reached or timed out (plain text)",
              "content": {"text/plain": {"schema": {"type": "string"}}}},
        503: {"description": "Maintenance (`REQUEST_BLOCKED`)", "content": _JSON},
        "default": {"description": "A vendor's error, passed through unchanged", "content": _JSON},
    }


MESSAGES_ITEM = {"type": "object", "required": ["role", "content"],
                 "properties": {"role": {"type": "string"}, "content": {}}}
