"""A streaming `multipart/form-data` reader for uploads: the file part goes to storage as it arrives.

The body is parsed incrementally from the ASGI stream with python-multipart's push parser. Small fields
(`name`, `parent_item_id`, ...) are kept in memory up to `FIELD_LIMIT` bytes each; the one file part is
handed to `Storage.write_stream` chunk by chunk, so memory use does not grow with the file's size, and a
file over the limit stops the transfer at once (`TooLarge`) with nothing stored.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from python_multipart.exceptions import FormParserError
from python_multipart.multipart import MultipartParser, parse_options_header
from starlette.requests import ClientDisconnect

from mneme.core.errors import InvalidArgument
from mneme.core.storage import Storage

FIELD_LIMIT = 8 * 1024
MAX_PARTS = 16
FILE_FIELD = "file"


@dataclass
class FilePart:
    filename: str | None
    content_type: str | None
    size: int


@dataclass
class Form:
    fields: dict[str, str] = field(default_factory=dict)
    file: FilePart | None = None


def boundary_of(content_type: str) -> bytes:
    """The boundary parameter of a `multipart/form-data` content type, or 400."""
    _mime, params = parse_options_header(content_type)
    boundary = params.get(b"boundary")
    if not boundary or len(boundary) > 200:
        raise InvalidArgument("Content-Type: multipart/form-data needs a boundary parameter")
    return boundary


class _Events:
    """Turns body chunks into parser events: ("part", headers), ("data", bytes) and ("end_part",)."""

    def __init__(self, stream: AsyncIterator[bytes], boundary: bytes) -> None:
        self.stream = stream
        self.pending: list[tuple[Any, ...]] = []
        self.headers: dict[str, str] = {}
        self._field = b""
        self._value = b""
        self.finished = False
        callbacks: Any = {
            "on_part_begin": self._part_begin, "on_header_field": self._header_field,
            "on_header_value": self._header_value, "on_header_end": self._header_end,
            "on_headers_finished": self._headers_finished, "on_part_data": self._part_data,
            "on_part_end": self._part_end, "on_end": self._end}
        self.parser = MultipartParser(boundary, callbacks)

    def _part_begin(self) -> None:
        self.headers = {}

    def _header_field(self, data: bytes, start: int, end: int) -> None:
        self._field += data[start:end]

    def _header_value(self, data: bytes, start: int, end: int) -> None:
        self._value += data[start:end]

    def _header_end(self) -> None:
        # latin-1 keeps the raw bytes; parameters are decoded as UTF-8 (what browsers send) in _disposition
        self.headers[self._field.decode("latin-1").strip().lower()] = self._value.decode("latin-1").strip()
        self._field = self._value = b""

    def _headers_finished(self) -> None:
        self.pending.append(("part", self.headers))

    def _part_data(self, data: bytes, start: int, end: int) -> None:
        if end > start:
            self.pending.append(("data", bytes(data[start:end])))

    def _part_end(self) -> None:
        self.pending.append(("end_part",))

    def _end(self) -> None:
        self.finished = True

    async def __aiter__(self) -> AsyncIterator[tuple[Any, ...]]:
        try:
            async for chunk in self.stream:
                if not chunk:
                    continue
                try:
                    self.parser.write(chunk)
                except FormParserError as exc:
                    raise InvalidArgument(f"body: malformed multipart/form-data ({exc})") from exc
                events, self.pending = self.pending, []
                for ev in events:
                    yield ev
        except ClientDisconnect as exc:
            raise InvalidArgument("body: the client disconnected during the upload") from exc
        if not self.finished:
            raise InvalidArgument("body: the multipart/form-data body ended before its closing boundary")


def _disposition(headers: dict[str, str]) -> tuple[str, str | None]:
    raw = headers.get("content-disposition")
    if raw is None:
        raise InvalidArgument("body: a multipart part has no Content-Disposition header")
    _kind, params = parse_options_header(raw)
    name = params.get(b"name")
    if name is None:
        raise InvalidArgument("body: a multipart part has no field name")
    filename = params.get(b"filename")
    return _text(name), None if filename is None else _text(filename)


def _text(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


async def read_form(stream: AsyncIterator[bytes], boundary: bytes, *, storage: Storage, key: str,
                    max_bytes: int) -> Form:
    """Read the form; the `file` part is stored under `key` (raises `storage.TooLarge` past `max_bytes`).

    The caller deletes `key` if anything after the file fails."""
    events = _Events(stream, boundary).__aiter__()
    form = Form()
    parts = 0
    async for ev in events:
        if ev[0] != "part":
            continue
        parts += 1
        if parts > MAX_PARTS:
            raise InvalidArgument(f"body: at most {MAX_PARTS} form fields")
        name, filename = _disposition(ev[1])
        if name != FILE_FIELD and filename is not None:
            raise InvalidArgument(f"{name}: unknown multipart field; expected multipart field `{FILE_FIELD}` "
                                  "for the file")
        if name == FILE_FIELD:
            if form.file is not None:
                raise InvalidArgument("file: send one file per request")
            size = await storage.write_stream(key, _part_bytes(events), max_bytes=max_bytes)
            form.file = FilePart(filename=filename, content_type=ev[1].get("content-type"), size=size)
        else:
            form.fields[name] = await _small_value(events, name)
    if form.file is None:
        got = ", ".join(f"`{n}`" for n in form.fields) or "none"
        raise InvalidArgument(f"{FILE_FIELD}: field required; expected multipart field `{FILE_FIELD}` "
                              f"(fields sent: {got})")
    return form


async def _part_bytes(events: AsyncIterator[tuple[Any, ...]]) -> AsyncIterator[bytes]:
    """The data of the current part, up to its end."""
    async for ev in events:
        if ev[0] == "data":
            yield ev[1]
        elif ev[0] == "end_part":
            return
    raise InvalidArgument("file: the upload ended in the middle of the file")


async def _small_value(events: AsyncIterator[tuple[Any, ...]], name: str) -> str:
    buf = bytearray()
    async for chunk in _part_bytes(events):
        buf += chunk
        if len(buf) > FIELD_LIMIT:
            raise InvalidArgument(f"{name}: at most {FIELD_LIMIT} bytes")
    try:
        return buf.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidArgument(f"{name}: must be UTF-8 text (the file goes in multipart field "
                              f"`{FILE_FIELD}`)") from exc
