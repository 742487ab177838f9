"""A shorter ASGI path for the router's inference calls (issue 12: the router's overhead).

A POST to one of the inference endpoints (`{base}/router/compat-a/v1/chat/completions`, ... and their legacy
paths: exactly the paths of the router's zones whose route takes nothing but the `Request`) is served by

    TraceMiddleware -> FrontDoor -> the endpoint, its errors through the app's exception handlers

instead of the app's whole stack (Starlette's error middleware, FastAPI's telemetry and body-limit
middlewares, the Idempotency-Key middleware, the exception middleware, the router's linear route match,
FastAPI's request handler and dependency solving). What those layers do for these paths is done here or
does not apply:

- `X-Trace-ID` and the inbound `traceparent`, the 500 of an unhandled error: `TraceMiddleware`, the same class;
- head sizes, the key before the body, 405, the body limit (413, `MNEME_ROUTER_MAX_BODY_BYTES`): `FrontDoor`,
  the same class with the same zones;
- the errors of the endpoint (`ApiError`s, rendered in the zone's vendor shape; maintenance 503 included):
  the handlers the app registered (`app.exception_handlers`, looked up by the exception's class as Starlette's
  exception middleware does);
- Idempotency-Key: does not apply (extensions §7: the inference endpoints are `not_idempotent`; the middleware
  passes them through untouched);
- FastAPI's body limit (`max_body_size`) is not set by the app; its telemetry middleware only observes.

Every other request (another method, a trailing slash, the model list, every other path, lifespan) goes to
the app's whole stack, unchanged. A route that needs more than the `Request` (parameters, dependencies) is
never taken here, and neither is a path that an earlier route of the app would serve.
"""
from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import FastAPI
from fastapi.routing import iter_route_contexts
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import compile_path
from starlette.types import ASGIApp, Receive, Scope, Send

from mneme.core.frontdoor import FrontDoor, Zone, zone_of
from mneme.core.settings import Settings
from mneme.core.tracing import TraceMiddleware

Endpoint = Callable[[Request], Awaitable[Response]]


def _takes_only_the_request(route: Any) -> bool:
    d = getattr(route, "dependant", None)
    if d is None or not getattr(d, "request_param_name", None):
        return False
    return not any((d.path_params, d.query_params, d.header_params, d.cookie_params, d.body_params,
                    d.dependencies))


def _first_post_route(contexts: list[Any], path: str) -> Any:
    """The endpoint of the first route (in the app's order) that serves a POST to `path`."""
    for route in contexts:
        template = getattr(route, "path_format", None)
        if template and "POST" in (getattr(route, "methods", None) or ()) and compile_path(template)[0].match(path):
            return getattr(route, "endpoint", None)
    return None


def fast_endpoints(app: FastAPI, zones: list[Zone]) -> dict[str, Endpoint]:
    """Path -> endpoint of the POST routes of the router's zones that take only the `Request`."""
    out: dict[str, Endpoint] = {}
    contexts = list(iter_route_contexts(app.routes))
    for route in contexts:
        path = getattr(route, "path_format", None)
        if not path or "{" in path or zone_of(zones, path) is None:
            continue
        if set(getattr(route, "methods", None) or ()) != {"POST"} or not _takes_only_the_request(route):
            continue
        endpoint = route.endpoint
        if _first_post_route(contexts, path) is not endpoint:
            continue
        out[path] = endpoint
    return out


class RouterFastPath:
    """ASGI: the router's inference POSTs by the short path (module docstring), the rest by `full`."""

    def __init__(self, app: FastAPI, full: ASGIApp, settings: Settings, zones: list[Zone]) -> None:
        self.full = full
        self.handlers = app.exception_handlers
        self.endpoints = fast_endpoints(app, zones)
        self.short: ASGIApp = TraceMiddleware(FrontDoor(self._serve, settings=settings, extra_zones=list(zones)))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "POST" and scope["path"] in self.endpoints:
            await self.short(scope, receive, send)
        else:
            await self.full(scope, receive, send)

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        endpoint = self.endpoints[scope["path"]]
        scope["endpoint"], scope["path_params"] = endpoint, {}  # as the route match would leave them
        request = Request(scope, receive, send)
        try:
            response = await endpoint(request)
        except Exception as exc:
            handler = self._handler(exc)
            if handler is None:
                raise  # TraceMiddleware logs it and answers 500, as on the full stack
            answer = handler(request, exc)
            response = await answer if inspect.isawaitable(answer) else answer
        await response(scope, receive, send)

    def _handler(self, exc: Exception) -> Callable[[Request, Exception], Any] | None:
        for cls in type(exc).__mro__:
            handler = self.handlers.get(cls)
            if handler is not None:
                return handler
        return None


def install(app: FastAPI, settings: Settings, zones: list[Zone]) -> None:
    """Put the fast path in front of the app's middleware stack (built on the app's first call)."""
    build = app.build_middleware_stack

    def build_with_fast_path() -> ASGIApp:
        return RouterFastPath(app, build(), settings, zones)

    app.build_middleware_stack = build_with_fast_path  # type: ignore[method-assign]
