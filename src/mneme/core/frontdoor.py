"""The front door: the checks every data and admin API request passes before any route reads its body.

Limits first (extensions.md §0): a request without a valid key answers 401 whatever its body, and its
body is neither read nor parsed; a JSON body over `MNEME_MAX_JSON_BYTES` answers 413 unparsed. FastAPI
reads and parses a route's body *before* its dependencies run, so authentication cannot stay a
dependency. It happens here instead, in a pure ASGI middleware (not `BaseHTTPMiddleware`, which would
wrap the body stream and the response in extra tasks and copies). The middleware was chosen over a
custom `APIRoute` class because it needs no change to the routers, also covers the upload (which reads
its own stream) and can answer for request heads and unknown methods with the same envelope.

For a path of a zone (by default `{base}/api/...` and `{base}/admin/...`: the data and admin APIs), in order:

1. request head sizes: URL over `MAX_URL_BYTES` → 414, headers over `MAX_HEADER_BYTES` → 431;
2. one trailing slash is dropped (`/api/v3/workspaces/` is served as `/api/v3/workspaces`; there are
   no redirects);
3. a path that matches no route goes on untouched (the router answers 404, with a hint);
4. the key is authenticated (`core.auth.authenticate_scope`, the one implementation, invalid-key
   throttle included); the `AuthContext` is left in scope state `auth` (`request.state.auth`), where the
   `Auth` dependency and the Idempotency-Key middleware (`core.idempotency`, inside this one) take it
   without a second lookup;
5. a method the most specific matching route does not offer → 405 with `Allow` (so `GET .../search`
   is not served by `GET .../{memoryId}`);
6. the body: routes that parse JSON get it buffered here, at most `max_json_bytes` (Content-Length
   checked before reading, streamed bytes counted for chunked bodies), with `NaN`/`Infinity` refused;
   a `multipart/form-data` body for a route that reads its own stream (the upload) passes untouched,
   under that route's own limit.

A zone carries its own error shape, so the router paths (`/compat-a/...`, with their vendors' error
bodies) can be added as another `Zone` with another `render`.
"""
from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi.routing import iter_route_contexts
from starlette.requests import Request
from starlette.routing import Mount
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mneme.core.auth import AUTH_STATE_KEY, authenticate_scope, bearer_token
from mneme.core.errors import (
    ApiError,
    HeadersTooLarge,
    InvalidArgument,
    MethodNotAllowed,
    PayloadTooLarge,
    UriTooLong,
    error_body,
)
from mneme.core.settings import Settings

MAX_URL_BYTES = 8 * 1024
MAX_HEADER_BYTES = 32 * 1024
_NON_JSON_HINTS = (b"NaN", b"Infinity")
_NUL_ESCAPE = b"\\u0000"  # JSON's escape of U+0000: PostgreSQL's text and jsonb refuse the character
_NUL_URL = re.compile(rb"%00")

Rendered = tuple[int, dict[str, str], bytes]


def render_envelope(exc: ApiError) -> Rendered:
    """The data and admin APIs' error shape: `{success: false, message, error_code}`."""
    body = json.dumps(error_body(exc), ensure_ascii=False, separators=(",", ":")).encode()
    return exc.status, dict(exc.headers), body


@dataclass(frozen=True)
class Zone:
    """Paths under `prefix` that need a key (read by `token_of`) and answer errors in the shape `render`
    makes. The router's paths are more zones (`mneme.router.endpoints.zones`), with their vendor's error
    shape and key header, their own body limit (`max_body`, else `max_json_bytes`), and no JSON checks
    (`json_checks` off: their bodies go to the vendor as sent)."""

    prefix: str
    render: Callable[[ApiError], Rendered] = render_envelope
    token_of: Callable[[Request], str | None] = bearer_token
    max_body: int | None = None
    json_checks: bool = True
    recent_keys_s: float = 0  # > 0: a key that authenticated this long ago is not looked up again
    public: bool = False  # no API key: the routes prove their caller otherwise (payment provider webhooks)


def zone_of(zones: list[Zone], path: str) -> Zone | None:
    return next((z for z in zones if path.startswith(z.prefix)), None)


# ------------------------------------------------------------------------------------------- route table


@dataclass
class Template:
    """One path template (`/a/{x}/b`) with the methods of every route on it."""

    path: str
    rank: tuple[int, ...]  # per segment 0 literal, 1 parameter: smaller = more specific
    methods: set[str] = field(default_factory=set)
    streams: set[str] = field(default_factory=set)  # methods whose route reads its own body stream


class RouteTable:
    """The app's routes by path template, most specific first, matched by one compiled regex.

    Starlette serves the first route in registration order that matches path and method, so a literal
    segment (`/memories/search`, POST) is shadowed for other methods by a `{param}` route
    (`/memories/{memoryId}`, GET). Here the most specific template that matches a path decides the
    methods: literal segments beat parameters, from left to right."""

    def __init__(self, routes: list[Any]) -> None:
        by_shape: dict[tuple[str | None, ...], Template] = {}
        for route in routes:
            path = getattr(route, "path_format", None)
            if not path or isinstance(getattr(route, "original_route", route), Mount):
                continue
            segs = path.split("/")
            shape = tuple(None if "{" in s else s for s in segs)
            t = by_shape.setdefault(shape, Template(path, tuple(0 if s is not None else 1 for s in shape)))
            methods = {m.upper() for m in (getattr(route, "methods", None) or ())}
            t.methods |= methods
            if getattr(route, "body_field", False) is None:  # an API route that reads its own body
                t.streams |= methods
        self.templates = sorted(by_shape.values(), key=lambda t: t.rank)
        alts = []
        for i, t in enumerate(self.templates):
            parts = ["[^/]+" if "{" in s else re.escape(s) for s in t.path.split("/")]
            alts.append(f"(?P<t{i}>{'/'.join(parts)})")
        self._regex = re.compile("^(?:" + "|".join(alts) + ")$") if alts else None

    def match(self, path: str) -> Template | None:
        """The most specific template matching `path`, or None."""
        if self._regex is None:
            return None
        m = self._regex.match(path)
        if m is None or m.lastgroup is None:
            return None
        return self.templates[int(m.lastgroup[1:])]

    def allowed(self, path: str) -> list[str]:
        t = self.match(path)
        return sorted(t.methods) if t else []


def route_table(app: Any) -> RouteTable:
    """The app's `RouteTable`, built on first use (every route is registered by then). FastAPI keeps an
    included router as one entry of `app.routes`; `iter_route_contexts` lists its routes."""
    table: RouteTable | None = getattr(app.state, "route_table", None)
    if table is None:
        table = RouteTable(list(iter_route_contexts(app.routes)))
        app.state.route_table = table
    return table


# ------------------------------------------------------------------------------------------- middleware


def _header(scope: Scope, name: bytes) -> str | None:
    for k, v in scope["headers"]:
        if k == name:
            return str(v.decode("latin-1"))
    return None


def is_json_type(content_type: str | None) -> bool:
    mime = (content_type or "").split(";", 1)[0].strip().lower()
    return mime == "application/json" or (mime.startswith("application/") and mime.endswith("+json"))


def _reject_constant(name: str) -> Any:
    raise InvalidArgument(f"body: {name} is not JSON (JSON numbers are finite: send null or a number)")


async def _send(send: Send, rendered: Rendered) -> None:
    status, headers, body = rendered
    raw = [(b"content-length", str(len(body)).encode())]
    if not any(k.lower() == "content-type" for k in headers):
        raw.append((b"content-type", b"application/json"))
    raw += [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


class FrontDoor:
    """Pure ASGI middleware; see the module docstring."""

    def __init__(self, app: ASGIApp, *, settings: Settings, zones: list[Zone] | None = None,
                 extra_zones: list[Zone] | None = None) -> None:
        self.app, self.settings = app, settings
        self.base = settings.base_path
        self.zones = zones if zones is not None else [
            Zone(f"{self.base}/admin/v1/billing/webhooks/", public=True),  # signature-verified by the route
            Zone(f"{self.base}/api/"), Zone(f"{self.base}/admin/")]
        self.zones += extra_zones or []

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        zone = zone_of(self.zones, path)
        render = zone.render if zone else render_envelope
        too_big = _head_error(scope)
        if too_big is not None:
            await _send(send, render(too_big))
            return
        if path.startswith(f"{self.base}/") and path.endswith("/") and (scope.get("raw_path") or b"/").endswith(b"/"):
            scope = _without_trailing_slash(scope)
            path = scope["path"]
        if zone is None:
            await self.app(scope, receive, send)
            return
        template = route_table(scope["app"]).match(path)
        if template is None:  # the router answers 404
            await self.app(scope, receive, send)
            return
        try:
            if not zone.public:
                scope.setdefault("state", {})[AUTH_STATE_KEY] = await authenticate_scope(scope, zone.token_of,
                                                                                 zone.recent_keys_s)
            method = scope["method"]
            if method not in template.methods:
                raise MethodNotAllowed(headers={"Allow": ", ".join(sorted(template.methods))})
            receive = await self._body(scope, receive, template, zone)
        except ApiError as exc:
            await _send(send, render(exc))
            return
        except _Disconnected:
            return
        await self.app(scope, receive, send)

    async def _body(self, scope: Scope, receive: Receive, template: Template, zone: Zone) -> Receive:
        """The body, checked and buffered (≤ `max_json_bytes`), as a `receive` that replays it; or the
        original `receive` when there is no body or the route streams a multipart body itself."""
        length = _header(scope, b"content-length")
        chunked = _header(scope, b"transfer-encoding") is not None
        if not chunked and (length is None or length.strip() in ("", "0")):
            return receive
        content_type = _header(scope, b"content-type")
        mime = (content_type or "").split(";", 1)[0].strip().lower()
        if mime == "multipart/form-data" and scope["method"] in template.streams:
            return receive
        limit = zone.max_body or self.settings.max_json_bytes
        setting = "MNEME_ROUTER_MAX_BODY_BYTES" if zone.max_body else "MNEME_MAX_JSON_BYTES"
        too_large = PayloadTooLarge(f"body: a JSON body may have at most {limit} bytes ({setting})")
        if length is not None and length.strip().isdigit() and int(length) > limit:
            raise too_large
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _Disconnected
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                raise too_large
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        raw = b"".join(chunks)
        json_checks = zone.json_checks and is_json_type(content_type)
        if json_checks and _NUL_ESCAPE in raw and _has_nul(raw):
            raise InvalidArgument("body: the NUL character (\\u0000) is not allowed in text (PostgreSQL cannot store "
                                  "it, so neither database takes it)")
        if json_checks and any(h in raw for h in _NON_JSON_HINTS):
            with contextlib.suppress(ValueError):  # not JSON at all: the route's parser says so
                json.loads(raw, parse_constant=_reject_constant)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": raw, "more_body": False}
            return await receive()

        return replay


def _has_nul(raw: bytes) -> bool:
    """Whether a JSON body holds U+0000 in a string or a key (not merely the text `\\u0000`, escaped)."""
    try:
        doc = json.loads(raw)
    except ValueError:
        return False  # not JSON: the route's parser says so
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


class _Disconnected(Exception):
    pass


def _head_error(scope: Scope) -> ApiError | None:
    url = len(scope.get("raw_path") or b"") + len(scope.get("query_string") or b"")
    if url > MAX_URL_BYTES:
        return UriTooLong(f"The request URL has {url} bytes; at most {MAX_URL_BYTES}")
    if any(_NUL_URL.search(part) for part in (scope.get("raw_path") or b"", scope.get("query_string") or b"")) \
            or "\x00" in scope.get("path", ""):
        return InvalidArgument("The NUL character (%00) is not allowed in a URL")
    size = 0
    for k, v in scope["headers"]:
        size += len(k) + len(v) + 4
    if size > MAX_HEADER_BYTES:
        return HeadersTooLarge(f"The request headers have {size} bytes; at most {MAX_HEADER_BYTES}")
    return None


def _without_trailing_slash(scope: Scope) -> Scope:
    scope = dict(scope)
    scope["path"] = scope["path"][:-1]
    if scope.get("raw_path"):
        scope["raw_path"] = scope["raw_path"][:-1]
    return scope


def not_found_message(path: str, base: str) -> str:
    """The 404 message: outside the base path, where the API lives."""
    if path == base or path.startswith(f"{base}/"):
        return "No such route"
    example = f"{base}{path.rstrip('/')}" if path.startswith("/api/") else f"{base}/api/v3/workspaces"
    return f"No such route. The API is under {base}, e.g. {example}"
