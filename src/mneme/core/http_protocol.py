"""The HTTP/1.1 protocol `mneme serve` runs: uvicorn's httptools protocol, whose answer to a request it cannot
parse is the API's error envelope instead of uvicorn's plain-text 400.

httptools gives up on some request heads before the application sees them (a request line of ~64 KiB and
more, bytes that are not HTTP). The front door (`core/frontdoor.py`) answers every head that does reach the
application; this answers the rest in the same shape: 414 `URI_TOO_LONG` when the URL read so far is over
the front door's limit, 431 `HEADERS_TOO_LARGE` when the headers are, else 400 `INVALID_ARGUMENT`.
"""
from __future__ import annotations

import json

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from mneme.core.errors import ApiError, HeadersTooLarge, InvalidArgument, UriTooLong, error_body
from mneme.core.frontdoor import MAX_HEADER_BYTES, MAX_URL_BYTES

_REASONS = {400: b"Bad Request", 414: b"URI Too Long", 431: b"Request Header Fields Too Large"}


class EnvelopeHttpToolsProtocol(HttpToolsProtocol):
    """httptools, with enveloped answers to the requests it cannot parse (see the module's docstring)."""

    def send_400_response(self, msg: str) -> None:
        error = self._why()
        body = json.dumps(error_body(error)).encode()
        head = [b"HTTP/1.1 %d %s\r\n" % (error.status, _REASONS[error.status])]
        head += [name + b": " + value + b"\r\n" for name, value in self.server_state.default_headers]
        head += [b"content-type: application/json\r\n", b"content-length: %d\r\n" % len(body),
                 b"connection: close\r\n\r\n"]
        self.transport.write(b"".join(head) + body)
        self.transport.close()

    def _why(self) -> ApiError:
        url = len(getattr(self, "url", b"") or b"")
        if url > MAX_URL_BYTES:
            return UriTooLong(f"The request URL is over {MAX_URL_BYTES} bytes")
        headers = sum(len(k) + len(v) + 4 for k, v in getattr(self, "headers", None) or [])
        if headers > MAX_HEADER_BYTES:
            return HeadersTooLarge(f"The request headers are over {MAX_HEADER_BYTES} bytes")
        return InvalidArgument("The request is not valid HTTP/1.1")
