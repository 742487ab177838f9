"""Trace ids: every response carries `X-Trace-ID`; an inbound W3C `traceparent` sets it.

Pure ASGI middleware, outermost, so that even unhandled errors get the header and the error envelope.
"""
from __future__ import annotations

import json
import logging
import re
import secrets
from contextvars import ContextVar
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("mneme")
current_trace_id: ContextVar[str | None] = ContextVar("mneme_trace_id", default=None)
"""The trace id of the request being served (read by the audit log, `core.audit.record`)."""
_TRACEPARENT = re.compile(r"^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$")


def trace_id_from(headers: list[tuple[bytes, bytes]]) -> str:
    for name, value in headers:
        if name == b"traceparent":
            m = _TRACEPARENT.match(value.decode("latin-1").strip().lower())
            if m and m.group(1) != "0" * 32:
                return m.group(1)
    return secrets.token_hex(16)


class TraceMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        trace_id = trace_id_from(scope.get("headers", []))
        scope.setdefault("state", {})["trace_id"] = trace_id
        current_trace_id.set(trace_id)
        started = False

        async def send_with_trace(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = list(message.get("headers", []))
                headers.append((b"x-trace-id", trace_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_trace)
        except Exception:
            log.exception("unhandled error (trace %s)", trace_id)
            if not started:
                await _send_500(send_with_trace)


async def _send_500(send: Any) -> None:
    body = json.dumps({"success": False, "message": "Internal error", "error_code": "INTERNAL_ERROR"}).encode()
    await send({"type": "http.response.start", "status": 500,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
