"""One inference call, the same for the four endpoints and their legacy paths.

In order: the key (the front door authenticated it: hosted or BYOK, `vendor_key`) → permission
`router:invoke` → maintenance (503) → the body's `model` in the catalog (unknown: vendor-format 404) →
the team's balance (hosted mode) → memory (only with `?boundary_id=`; without it the body goes upstream
byte for byte, `model` renamed in place when the catalog says so) → the upstream, answered whole or
streamed as it arrives → metering once the reply is sent (a stream: when it ends or the client leaves)
→ the remember step (with `boundary_id`, a 2xx reply). No database session is held across the call.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import Response

from mneme.core.auth import AuthContext, bearer_token
from mneme.core.authz import TeamScope, authorize
from mneme.core.deps import auth as caller
from mneme.core.errors import Forbidden
from mneme.core.jobs import live_calls
from mneme.router import hooks
from mneme.router.body import edit
from mneme.router.catalog import Model
from mneme.router.errors import (
    InsufficientBalanceError,
    InvalidRequest,
    ModelNotFound,
    RouterUnavailable,
    UpstreamUnavailable,
)
from mneme.router.sse import Tap, Usage, reply_text, request_text, usage_of
from mneme.router.upstream import (
    RawHeaders,
    Streamed,
    Whole,
    down_headers,
    open_call,
    read_all,
    traceparent,
    up_headers,
    upstream_chunks,
)

log = logging.getLogger("mneme.router")
_after: set[asyncio.Task[None]] = set()  # metering and remember steps under way (see `spawn`, `drain`)


def spawn(step: Coroutine[Any, Any, None]) -> None:
    """Run the end of a call (metering, the remember step) beside the connection, not in its response cycle: on
    a keep-alive connection the client's next request is not held up by the usage write."""
    task = asyncio.get_running_loop().create_task(step)
    _after.add(task)
    task.add_done_callback(_after.discard)


async def drain(db: Any, timeout_s: float = 30) -> None:
    """Wait for the ends of calls still under way, then for metering's and memory's own background writes
    (the app's shutdown calls this before the database is disposed)."""
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(timeout_s):
            while _after:
                await asyncio.gather(*list(_after), return_exceptions=True)
            metering, inject = hooks.metering(), hooks.inject()
            if metering is not None and hasattr(metering, "drain"):
                await metering.drain(db)
            if inject is not None and hasattr(inject, "drain"):
                await inject.drain()


@dataclass(frozen=True)
class Endpoint:
    kind: str  # chat | responses | embeddings | messages
    protocol: str  # compat-a | compat-b
    path: str  # after the provider's base_url
    name: str  # as metering records it


CHAT = Endpoint("chat", "compat-a", "/chat/completions", "compat-a/v1/chat/completions")
RESPONSES = Endpoint("responses", "compat-a", "/responses", "compat-a/v1/responses")
EMBEDDINGS = Endpoint("embeddings", "compat-a", "/embeddings", "compat-a/v1/embeddings")
MESSAGES = Endpoint("messages", "compat-b", "/v1/messages", "compat-b/v1/messages")


def service_key(request: Request, protocol: str) -> str | None:
    """The service key: `x-service-api-key` (BYOK), else the protocol's native header (hosted); compat-b's
    native header is `x-api-key`, or `Authorization: Bearer` when that is absent (the official SDK's way)."""
    explicit = request.headers.get("x-service-api-key")
    if explicit is not None:
        return explicit.strip() or None
    if protocol == "compat-b":
        return (request.headers.get("x-api-key") or "").strip() or bearer_token(request)
    return bearer_token(request)


def token_compat_a(request: Request) -> str | None:
    return service_key(request, "compat-a")


def token_compat_b(request: Request) -> str | None:
    return service_key(request, "compat-b")


def vendor_key(request: Request, protocol: str) -> str | None:
    """BYOK: the vendor key of the native header, when the service key came in `x-service-api-key`. None:
    hosted mode (the service's own vendor key, from the provider's `api_key_env`)."""
    if request.headers.get("x-service-api-key") is None:
        return None
    if protocol == "compat-b":
        return (request.headers.get("x-api-key") or "").strip() or bearer_token(request)
    return bearer_token(request)


@dataclass
class Call:
    """What one call carries from its start to its metering."""

    endpoint: Endpoint
    svc: Any
    ctx: AuthContext
    model: Model
    byok: bool
    trace_id: str
    started: float
    body: dict[str, Any]
    boundary_id: str | None = None
    headers: RawHeaders = field(default_factory=list)

    @property
    def kind(self) -> str:
        return self.endpoint.kind


def _parse(raw: bytes) -> dict[str, Any]:
    try:
        body = json.loads(raw)
    except ValueError:
        raise InvalidRequest("The request body is not valid JSON: send a JSON object "
                             "(Content-Type: application/json)") from None
    if not isinstance(body, dict):
        raise InvalidRequest("The request body must be a JSON object")
    return body


def _model(svc: Any, endpoint: Endpoint, body: dict[str, Any]) -> Model:
    if svc.catalog_error is not None:
        raise UpstreamUnavailable("The router's configuration is invalid (run `mneme router check`); retry later")
    name = body.get("model")
    if not isinstance(name, str) or not name:
        raise InvalidRequest("model: required (a model name of GET /router/v1/models)")
    model: Model | None = svc.catalog.models.get(name)
    if model is None:
        raise ModelNotFound(f"The model `{name}` does not exist or you do not have access to it "
                            "(GET /router/v1/models lists the models)")
    if model.provider.protocol != endpoint.protocol:
        where = "/router/compat-b/v1/messages" if model.provider.protocol == "compat-b" else "/router/compat-a/v1"
        raise ModelNotFound(f"The model `{name}` is a {model.provider.protocol} model: call it through {where}")
    return model


async def handle(request: Request, endpoint: Endpoint) -> Response:
    """Proxy one inference call. It counts as a live call until its answer starts (`jobs.live_calls`: the
    in-process worker makes way for it)."""
    live_calls.begin()
    try:
        return await _handle(request, endpoint)
    finally:
        live_calls.end()


async def _handle(request: Request, endpoint: Endpoint) -> Response:
    svc = request.app.state.services
    settings = svc.settings
    ctx = await caller(request)  # authenticated by the front door (its zone's key header), before the body
    started = time.perf_counter()
    scope = authorize(ctx, "router:invoke")
    if settings.router_maintenance:
        wait = settings.router_retry_after_s
        raise RouterUnavailable("The router is in maintenance; retry later",
                                headers={"Retry-After": str(wait)} if wait > 0 else None)
    raw = await request.body()
    body = _parse(raw)
    model = _model(svc, endpoint, body)
    byok_key = vendor_key(request, endpoint.protocol)
    if byok_key is None:
        await _check_balance(svc, scope)
    call = Call(endpoint, svc, ctx, model, byok_key is not None, request.state.trace_id, started, body)
    rename = model.upstream_name if model.upstream_name != model.name else None
    add_usage = endpoint.kind == "chat" and body.get("stream") is True and not _asked_usage(body)
    has_query = bool(request.scope.get("query_string"))  # most calls have none: no parse
    boundary_id = request.query_params.get("boundary_id") if has_query and endpoint.kind != "embeddings" else None
    if boundary_id is None:
        payload = edit(raw, model=rename, include_usage=add_usage, stream_options=body.get("stream_options"))
    else:
        call.boundary_id = boundary_id
        payload = await _with_memory(call, raw, rename, add_usage)
    query = [(k, v) for k, v in request.query_params.multi_items() if k != "boundary_id"] if has_query else []
    url = model.provider.base_url + endpoint.path + (f"?{urlencode(query)}" if query else "")
    headers = up_headers(request.headers, protocol=endpoint.protocol,
                         vendor_key=byok_key or model.provider.api_key(),
                         trace=traceparent(call.trace_id, request.headers.get("traceparent")))
    try:
        resp = await open_call(svc.upstream(), url, headers, payload)
    except UpstreamUnavailable:
        spawn(_record(call, 502, Usage()))
        raise
    call.headers = down_headers(resp.headers) + call.headers
    if resp.content_type == "text/event-stream":
        tap = Tap(endpoint.kind, drop_usage_chunk=add_usage)
        return Streamed(resp.status, call.headers, _tapped(resp, tap),
                        lambda outcome: spawn(_stream_end(call, resp.status, tap, outcome)))
    try:
        data = await read_all(resp)
    except UpstreamUnavailable:
        spawn(_record(call, 502, Usage()))
        raise
    return Whole(resp.status, call.headers, data, lambda: spawn(_whole_end(call, resp.status, data)))


def _asked_usage(body: dict[str, Any]) -> bool:
    options = body.get("stream_options")
    return isinstance(options, dict) and options.get("include_usage") is True


_funded: dict[str, tuple[int, float]] = {}  # team id -> (balance as this process knows it, until when)
_reading: set[str] = set()  # teams whose balance a call is reading again now (one at a time per team)


async def _check_balance(svc: Any, scope: TeamScope) -> None:
    """`metering.check_balance`, in a reading session of its own. On SQLite that read costs more than the rest
    of the proxying, so a team found funded is not read again for `MNEME_ROUTER_BALANCE_CACHE_S` while the
    balance this process knows (read then, less the costs of its calls debited since) stays above zero; when
    that time is up, one call reads it again while the team's other calls go on with the known balance. A
    refusal is never kept (a grant applies at once); other processes' debits are seen within that time."""
    metering = hooks.metering()
    if metering is None:
        return
    ttl = svc.settings.router_balance_cache_s
    known = _funded.get(scope.team_id)
    if ttl > 0 and known is not None and known[0] > 0 and (known[1] > time.monotonic() or scope.team_id in _reading):
        return  # fresh, or being read again by another call of the team: the known balance stands meanwhile
    _reading.add(scope.team_id)
    try:
        await _read_balance(metering, svc, scope, ttl)
    finally:
        _reading.discard(scope.team_id)


async def _read_balance(metering: Any, svc: Any, scope: TeamScope, ttl: float) -> None:
    async with svc.db.session(write=False) as s:
        try:
            await metering.check_balance(s, scope, svc.settings)
        except metering.InsufficientBalance:
            _funded.pop(scope.team_id, None)
            raise InsufficientBalanceError("Insufficient balance: the team's token balance is exhausted; top up "
                                           "and retry") from None
        if ttl > 0 and svc.settings.metering_debit:
            from mneme.admin.billing.repository import balance

            if len(_funded) >= 100_000:
                _funded.clear()
            _funded[scope.team_id] = (await balance(s, scope), time.monotonic() + ttl)


def _debited(metering: Any, call: Call, usage: Usage) -> None:
    """This process's picture of the team's balance after a hosted call's debit."""
    known = _funded.get(call.ctx.team_id)
    if known is None or call.byok:
        return
    model = call.model
    cost = metering.cost_of(usage.input_tokens, usage.output_tokens,
                            model.input.tokens_per_million if model.input else None,
                            model.output.tokens_per_million if model.output else None)
    _funded[call.ctx.team_id] = (known[0] - int(cost), known[1])


async def _with_memory(call: Call, raw: bytes, rename: str | None, add_usage: bool) -> bytes:
    """The body with the boundary's memories (re-serialised), and the X-Memory-* headers of the answer."""
    inject = hooks.inject()
    modified, retrieved = False, 0
    body: dict[str, Any] = json.loads(raw)  # a copy of its own: `prepare` may change it
    if inject is not None and call.kind != "embeddings":
        try:
            injection = await inject.prepare(call.svc.db, call.svc, call.ctx, call.boundary_id, call.kind, body,
                                             budget_s=call.svc.settings.router_memory_budget_s)
        except inject.BoundaryForbidden:
            raise Forbidden("boundary_id: no such boundary, or this API key may not use it") from None
        body, modified, retrieved = injection.body, bool(injection.modified), int(injection.retrieved)
    call.headers = [(b"x-memory-context-modified", b"true" if modified else b"false"),
                    (b"x-memory-retrieved", str(retrieved).encode())]
    if not modified:  # no memory this time: the client's bytes, as without boundary_id
        return edit(raw, model=rename, include_usage=add_usage, stream_options=body.get("stream_options"))
    if rename is not None:
        body["model"] = rename
    if add_usage:
        options = body.get("stream_options")
        body["stream_options"] = {**(options if isinstance(options, dict) else {}), "include_usage": True}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


async def _tapped(resp: Any, tap: Tap) -> Any:
    async for chunk in upstream_chunks(resp):
        out = tap.feed(chunk)
        if out:
            yield out
    rest = tap.end()
    if rest:
        yield rest


async def _whole_end(call: Call, status: int, data: bytes) -> None:
    usage, text = Usage(), ""
    if 200 <= status < 300:
        try:
            doc = json.loads(data)
        except ValueError:
            doc = None
        if isinstance(doc, dict):
            usage = usage_of(call.kind, doc.get("usage")) or Usage()
            text = reply_text(call.kind, doc)
    await _record(call, status, usage)
    if call.boundary_id is not None and 200 <= status < 300:
        _remember(call, text)


async def _stream_end(call: Call, status: int, tap: Tap, outcome: str) -> None:
    usage = tap.usage if tap.final and tap.usage is not None else _estimate(call, tap)
    await _record(call, status, usage)
    if call.boundary_id is not None and outcome == "completed" and 200 <= status < 300:
        _remember(call, tap.text())


def _estimate(call: Call, tap: Tap) -> Usage:
    """A stream that ended before its usage: what the upstream reported so far, else tiktoken's count
    (cl100k_base) of the request's text and of the text generated so far, whichever is larger."""
    from mneme.memory.documents import count_tokens

    seen = tap.usage or Usage()
    input_tokens = seen.input_tokens or count_tokens(request_text(call.kind, call.body))
    return Usage(input_tokens, max(seen.output_tokens, count_tokens(tap.text(with_tools=True))))


async def _record(call: Call, status: int, usage: Usage) -> None:
    metering = hooks.metering()
    if metering is None:
        return
    model = call.model
    rec = metering.CallRecord(
        team_id=call.ctx.team_id, key_id=call.ctx.key_id, model=model.name, provider=model.provider.name,
        input_tokens=usage.input_tokens, output_tokens=usage.output_tokens,
        input_tokens_per_million=model.input.tokens_per_million if model.input else None,
        output_tokens_per_million=model.output.tokens_per_million if model.output else None,
        key_source="byok" if call.byok else "hosted", boundary_id=call.boundary_id, trace_id=call.trace_id,
        status=status, latency_ms=(time.perf_counter() - call.started) * 1000, endpoint=call.endpoint.name)
    _debited(metering, call, usage)
    try:
        await metering.record_call(call.svc.db, call.svc.settings, rec)
    except Exception:
        log.exception("metering failed (trace %s)", call.trace_id)


def _remember(call: Call, text: str) -> None:
    inject = hooks.inject()
    if inject is None or call.boundary_id is None or not call.svc.settings.router_remember:
        return
    try:
        inject.remember(call.svc.db, call.svc, call.ctx, call.boundary_id, call.kind, call.body, text)
    except Exception:
        log.exception("remember failed (trace %s)", call.trace_id)
