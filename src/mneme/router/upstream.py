"""Calling the upstream: the process's one `aiohttp.ClientSession` (pooled connections, timeouts), the headers
that go up and the headers that come back, and the two answers to the client (whole, or streamed as it
arrives with the upstream closed when the client goes away)."""
from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Callable, Mapping

import aiohttp
from starlette.responses import Response
from starlette.types import Message, Receive, Scope, Send

from mneme.core.settings import Settings
from mneme.router.errors import UpstreamUnavailable

log = logging.getLogger("mneme.router")

# Never sent upstream: hop-by-hop headers, what aiohttp sets itself, and every credential of the caller (the
# vendor key of BYOK is put back explicitly, in the header the vendor expects).
_DROP_UP = frozenset({
    "host", "content-length", "connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade",
    "proxy-authorization", "proxy-connection", "authorization", "x-api-key", "x-service-api-key", "cookie",
    "traceparent", "accept-encoding", "forwarded", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host",
    "x-real-ip",
})
# Never passed back: hop-by-hop headers, what the body's new framing decides, and the router's own.
_DROP_DOWN = frozenset({
    "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "server",
    "set-cookie", "x-trace-id", "trailer", "upgrade",
})

RawHeaders = list[tuple[bytes, bytes]]


def new_session(settings: Settings) -> aiohttp.ClientSession:
    """The process's upstream session (made in the app's lifespan, closed with it)."""
    connector = aiohttp.TCPConnector(limit=settings.router_max_connections, limit_per_host=0, ttl_dns_cache=300)
    timeout = aiohttp.ClientTimeout(total=None, connect=settings.router_connect_timeout_s,
                                    sock_connect=settings.router_connect_timeout_s,
                                    sock_read=settings.router_read_timeout_s)
    return aiohttp.ClientSession(connector=connector, timeout=timeout)


def traceparent(trace_id: str, inbound: str | None) -> str:
    """The router's span as the parent of the upstream call, in the caller's trace (flags kept, else sampled)."""
    flags = "01"
    if inbound:
        parts = inbound.strip().split("-")
        if len(parts) == 4 and len(parts[3]) == 2:
            flags = parts[3].lower()
    return f"00-{trace_id}-{secrets.token_hex(8)}-{flags}"


def up_headers(inbound: Mapping[str, str], *, protocol: str, vendor_key: str | None, trace: str) -> dict[str, str]:
    """The headers sent upstream: the caller's, minus credentials and hop-by-hop ones, plus the vendor key in
    the protocol's native header and the router's `traceparent`."""
    out = {k: v for k, v in inbound.items() if k.lower() not in _DROP_UP}
    if "content-type" not in {k.lower() for k in out}:
        out["content-type"] = "application/json"  # else aiohttp would call the bytes application/octet-stream
    if protocol == "compat-b":
        version = inbound.get("compat-b-version")
        if version and "anthropic-version" not in {k.lower() for k in out}:
            out["anthropic-version"] = version
        if vendor_key:
            out["x-api-key"] = vendor_key
    elif vendor_key:
        out["Authorization"] = f"Bearer {vendor_key}"
    out["traceparent"] = trace
    return out


def down_headers(headers: Mapping[str, str]) -> RawHeaders:
    """The upstream's answer headers that go back to the client (every value of a repeated one)."""
    return [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()
            if k.lower() not in _DROP_DOWN]


async def open_call(session: aiohttp.ClientSession, url: str, headers: dict[str, str],
                    body: bytes) -> aiohttp.ClientResponse:
    """POST to the upstream until its answer's head arrives. Unreachable, refused, timed out: 502."""
    try:
        return await session.post(url, data=body, headers=headers, allow_redirects=False)
    except (aiohttp.ClientError, TimeoutError) as exc:
        log.warning("upstream %s unreachable: %s", url.split("?", 1)[0], type(exc).__name__)
        raise UpstreamUnavailable(f"The router cannot reach the upstream ({_why(exc)}); retry later") from None


async def read_all(resp: aiohttp.ClientResponse) -> bytes:
    try:
        return await resp.read()
    except (aiohttp.ClientError, TimeoutError) as exc:
        raise UpstreamUnavailable(f"The upstream's answer was cut off ({_why(exc)}); retry later") from None
    finally:
        resp.release()


def _why(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError | aiohttp.ServerTimeoutError):
        return "timed out"
    if isinstance(exc, aiohttp.ClientConnectorError):
        return "connection failed"
    return "connection error"


class Whole(Response):
    """A complete answer with the upstream's raw headers; `after` runs once it is sent (metering)."""

    def __init__(self, status: int, headers: RawHeaders, body: bytes, after: Callable[[], None] | None = None) -> None:
        self.status_code = status
        self.body = body
        self.raw_headers = [*headers, (b"content-length", str(len(body)).encode())]
        self.after = after
        self.background = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            if self.after is not None:
                self.after()


Chunks = AsyncIterator[bytes]


class Streamed(Response):
    """Forwards `chunks` as they come. The client's disconnect is watched all along (not only at the next
    write): it cancels the pump, which closes the upstream request. `on_close(outcome)` runs at the end,
    with outcome "completed", "disconnected" (the client left) or "failed" (the upstream broke off)."""

    def __init__(self, status: int, headers: RawHeaders, chunks: Chunks, on_close: Callable[[str], None]) -> None:
        self.status_code = status
        self.raw_headers = headers
        self.chunks = chunks
        self.on_close = on_close
        self.background = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
        pump = asyncio.ensure_future(self._pump(send))
        watch = asyncio.ensure_future(_until_disconnect(receive))
        outcome = "failed"
        try:
            await asyncio.wait((pump, watch), return_when=asyncio.FIRST_COMPLETED)
            if pump.done() and not pump.cancelled():
                exc = pump.exception()
                if exc is None:
                    outcome = "completed"
                elif isinstance(exc, OSError):
                    outcome = "disconnected"
                else:
                    log.warning("upstream stream broke off: %s", type(exc).__name__)
            else:
                outcome = "disconnected"
        finally:
            for task in (pump, watch):
                task.cancel()
            await asyncio.gather(pump, watch, return_exceptions=True)
            aclose = getattr(self.chunks, "aclose", None)
            if aclose is not None:
                with contextlib.suppress(Exception):
                    await aclose()
            self.on_close(outcome)

    async def _pump(self, send: Send) -> None:
        async for chunk in self.chunks:
            if chunk:
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})


async def _until_disconnect(receive: Receive) -> None:
    while True:
        message: Message = await receive()
        if message["type"] == "http.disconnect":
            return


async def upstream_chunks(resp: aiohttp.ClientResponse) -> Chunks:
    """The upstream body as it arrives. Read to its end, the connection goes back to the pool; stopped early
    (the client left, or an error), the upstream request is closed at once."""
    complete = False
    try:
        async for chunk in resp.content.iter_any():
            yield chunk
        complete = True
    finally:
        if complete:
            resp.release()
        else:
            resp.close()
