"""`Idempotency-Key` on POST writes (extensions.md §0): a retry with the same key and the same request within
24 hours gets the first answer and changes nothing; the same key with another request answers 422
`IDEMPOTENCY_KEY_REUSED`.

A pure ASGI middleware (`IdempotencyMiddleware`), so no handler knows about it:

1. Keys are per team (the caller is authenticated first; a request that fails authentication is answered
   as the API always answers it, and nothing is recorded). The fingerprint is the SHA-256 of the method, the
   path with its query string, and the raw body bytes (for a multipart upload: the bytes as sent).
2. The key's row is inserted in a committed transaction of its own (primary key: team, SHA-256 of the key).
   Of racing requests exactly one inserts it and runs; the others poll the row (short backoff, at most
   `WAIT_S`) and replay the answer it records.
3. The runner's writes and its recorded answer commit together: the request's session
   (`core.deps.session`) is opened here and committed only once the response is known, with the answer in
   the same transaction. Writes made in other transactions during the request (group commit of memory adds,
   the library's upload transaction) mark the row `written` in their own transaction (`db.write_hook`); the
   answer follows in a short transaction of its own. Either way a crash never leaves a write that a retry
   could run a second time.
4. A runner that answers 5xx, 401, 403, 408 or 429 before writing anything releases the key (a retry runs
   again); other 4xx answers are recorded and replayed. A runner that died is taken over once its lease
   (`LEASE_S`) has passed; every write checks the lease token, so a runner that was taken over cannot commit.

Stored answers are encrypted (AES-GCM) with a key derived from the Idempotency-Key itself, which the database
only holds hashed: a replayed API key secret (key create and rotate) is not readable from the database.

The caller: `caller_team` reuses an authentication already made by an outer middleware (scope state `auth`)
and otherwise authenticates with `Authenticator` (see INTEGRATION below).
"""
from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
import logging
import os
import re
import secrets
import tempfile
import time
from dataclasses import dataclass
from typing import IO, Any

import fastapi.routing
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.hashes import SHA256
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.routing import compile_path
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mneme.core.auth import AuthContext, bearer_token, client_ip
from mneme.core.db import Database, utcnow, write_hook
from mneme.core.errors import (
    ApiError,
    Conflict,
    IdempotencyKeyReused,
    InvalidArgument,
    PayloadTooLarge,
    error_body,
)
from mneme.core.jobs import wake_workers
from mneme.core.schemas import ErrorEnvelope
from mneme.models import IdempotencyKey

log = logging.getLogger("mneme")

HEADER = b"idempotency-key"
MAX_KEY_CHARS = 255
TTL = dt.timedelta(hours=24)
LEASE_S = 60.0  # a runner silent this long is presumed dead and its key taken over
WAIT_S = 30.0  # how long a retry waits for the runner's answer before answering 409
PURGE_EVERY_S = 600.0
FORM_OVERHEAD = 1 << 20  # multipart framing allowed above the upload limit while the body is spooled
UNRECORDED = frozenset({401, 403, 408, 429})  # depend on the key, the caller or the moment, not the request
IDEMPOTENT_RUN = "idempotent_run"  # scope state: the running `Run`, for `core.deps.session`
_DROPPED_HEADERS = frozenset({b"content-length", b"date", b"server", b"x-trace-id", b"connection",
                              b"transfer-encoding", b"set-cookie"})
_IN_PROGRESS = "A request with this Idempotency-Key is still being processed; retry later"
_LOST = ("The first request with this Idempotency-Key was applied, but the server stopped before recording its "
         "answer; it is not run again")


def idempotent(endpoint: Any) -> Any:
    """Opt an endpoint in: a DELETE (or PUT, PATCH) that takes `Idempotency-Key`. POST endpoints are in
    unless their path ends in `/search` (a read) or they are marked `not_idempotent`."""
    endpoint.idempotency = True
    return endpoint


def not_idempotent(endpoint: Any) -> Any:
    endpoint.idempotency = False
    return endpoint


def applies(method: str, route_path: str, endpoint: Any) -> bool:
    flag = getattr(endpoint, "idempotency", None)
    if flag is not None:
        return bool(flag) and method in ("POST", "DELETE", "PUT", "PATCH")
    return method == "POST" and not route_path.endswith("/search")


def document(app: Any, schema: dict[str, Any]) -> None:
    """Declare the header, and the answers only it gives, on every operation it applies to (OpenAPI)."""
    ref = {"$ref": "#/components/schemas/ErrorEnvelope"}
    schema.setdefault("components", {}).setdefault("schemas", {}).setdefault(
        "ErrorEnvelope", ErrorEnvelope.model_json_schema())
    param = {"name": "Idempotency-Key", "in": "header", "required": False,
             "description": "Any string of 1 to 255 characters: a retry with the same key and request within 24 h "
                            "replays the first answer (`Idempotency-Replayed: true`) and writes nothing.",
             "schema": {"type": "string", "minLength": 1, "maxLength": MAX_KEY_CHARS}}
    answers = {
        "409": "CONFLICT: a request with this Idempotency-Key is still running (retry after `Retry-After`), or "
               "was applied but its answer was lost",
        "422": "IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another request",
    }
    for _regex, methods, path, endpoint in _route_table(app):
        for method in methods:
            op = schema.get("paths", {}).get(path, {}).get(method.lower())
            if op is None or not applies(method, path, endpoint):
                continue
            op.setdefault("parameters", []).append(param)
            for status, text in answers.items():
                op.setdefault("responses", {}).setdefault(
                    status, {"description": text, "content": {"application/json": {"schema": ref}}})


# ------------------------------------------------------------------------------------------------ answers


@dataclass
class Answer:
    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes

    async def send(self, send: Send, *, replayed: bool = False) -> None:
        headers = [(k, v) for k, v in self.headers if k.lower() not in _DROPPED_HEADERS]
        headers.append((b"content-length", str(len(self.body)).encode()))
        if replayed:
            headers.append((b"idempotency-replayed", b"true"))
        await send({"type": "http.response.start", "status": self.status, "headers": headers})
        await send({"type": "http.response.body", "body": self.body})


def error_answer(exc: ApiError) -> Answer:
    headers = [(b"content-type", b"application/json")]
    headers += [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in exc.headers.items()]
    return Answer(exc.status, headers, json.dumps(error_body(exc)).encode())


def _cipher(team_id: str, key: str) -> AESGCM:
    hkdf = HKDF(algorithm=SHA256(), length=32, salt=team_id.encode(), info=b"mneme idempotency answer")
    return AESGCM(hkdf.derive(key.encode("utf-8", "surrogateescape")))


def seal(team_id: str, key: str, fingerprint: str, body: bytes) -> bytes:
    nonce = os.urandom(12)
    return nonce + _cipher(team_id, key).encrypt(nonce, body, fingerprint.encode())


def unseal(team_id: str, key: str, fingerprint: str, blob: bytes) -> bytes:
    return _cipher(team_id, key).decrypt(blob[:12], blob[12:], fingerprint.encode())


def key_digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()


# ------------------------------------------------------------------------------------------------ the rows


_KEY = IdempotencyKey.__table__.c


def _pk(team_id: str, digest: str) -> Any:
    return (_KEY.team_id == team_id) & (_KEY.key_digest == digest)


class Run:
    """The request that holds the key: its lease token, and the write transaction it commits with its answer."""

    def __init__(self, db: Database, team_id: str, key: str, digest: str, fingerprint: str, token: str) -> None:
        self.db, self.team_id, self.key, self.digest = db, team_id, key, digest
        self.fingerprint, self.token = fingerprint, token
        self.session: AsyncSession | None = None
        self.finished = False
        self._cm: Any = None

    def _mine(self) -> Any:
        return _pk(self.team_id, self.digest) & (_KEY.token == self.token)

    async def write_session(self) -> AsyncSession:
        """The request's write session (for `core.deps.session`): committed by `commit`, not by the handler."""
        if self.session is None:
            self._cm = self.db.session(write=True)
            self.session = await self._cm.__aenter__()
            self.session.info["idempotent_run"] = True
        return self.session

    async def mark_written(self, session: AsyncSession) -> None:
        """`db.write_hook`: in a write transaction of this request other than `session`, just before it
        commits. Fails (and so rolls that write back) when the key was taken over."""
        if self.finished or session.info.get("idempotent_run"):
            return  # (a task the request left behind, after its answer)
        done = await session.execute(update(IdempotencyKey).where(
            self._mine(), _KEY.state.in_(("running", "written"))).values(state="written"))
        if done.rowcount != 1:  # type: ignore[attr-defined]
            raise Conflict(_IN_PROGRESS, headers={"Retry-After": "1"})

    def _answer_values(self, answer: Answer) -> dict[str, Any]:
        headers = [[k.decode("latin-1"), v.decode("latin-1")] for k, v in answer.headers
                   if k.lower() not in _DROPPED_HEADERS]
        return {"state": "done", "status": answer.status, "headers": headers,
                "body": seal(self.team_id, self.key, self.fingerprint, answer.body)}

    async def commit(self, answer: Answer) -> bool:
        """Record `answer` in the request's write transaction and commit both. False (and nothing committed)
        when the key was taken over."""
        assert self.session is not None
        cm, s = self._cm, self.session
        self._cm = self.session = None
        try:
            done = await s.execute(update(IdempotencyKey).where(
                self._mine(), _KEY.state.in_(("running", "written"))).values(**self._answer_values(answer)))
            if done.rowcount != 1:  # type: ignore[attr-defined]
                raise _TakenOver
        except BaseException as exc:
            await cm.__aexit__(type(exc), exc, exc.__traceback__)
            if isinstance(exc, _TakenOver):
                return False
            raise
        await cm.__aexit__(None, None, None)
        if s.info.get("enqueued"):
            wake_workers()
        return True

    async def rollback(self) -> None:
        if self._cm is not None:
            cm = self._cm
            self._cm = self.session = None
            exc = _RolledBack()
            await cm.__aexit__(_RolledBack, exc, None)

    async def settle(self, answer: Answer | None) -> None:
        """After the request: record `answer` in a transaction of its own, or (None) release the key unless a
        write was committed under it (then the answer is recorded whatever it is, so the write is not redone)."""
        async with self.db.session() as s:
            if answer is None:
                gone = await s.execute(delete(IdempotencyKey).where(self._mine(), _KEY.state == "running"))
                if gone.rowcount == 1:  # type: ignore[attr-defined]
                    return
            await s.execute(update(IdempotencyKey).where(self._mine(), _KEY.state.in_(
                ("running", "written") if answer is not None else ("written",))).values(
                **self._answer_values(answer or _INTERNAL)))


class _TakenOver(Exception):
    pass


class _RolledBack(Exception):
    pass


_INTERNAL = Answer(500, [(b"content-type", b"application/json")],
                   json.dumps({"success": False, "message": "Internal error", "error_code": "INTERNAL_ERROR"}
                              ).encode())


@dataclass
class _Verdict:
    run: Run | None = None
    replay: Answer | None = None
    error: ApiError | None = None


class KeyStore:
    """The claim protocol on `idempotency_keys`."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._purged_at = 0.0

    async def claim(self, team_id: str, key: str, fingerprint: str, *, wait_s: float = WAIT_S) -> _Verdict:
        digest = key_digest(key)
        deadline = time.monotonic() + wait_s
        delay, vanished = 0.005, 0
        token = secrets.token_hex(16)
        insert = True  # waiting retries only read, so that they do not queue for the write lock
        while True:
            if insert and await self._insert(team_id, digest, fingerprint, token):
                await self._maybe_purge()
                return _Verdict(run=Run(self.db, team_id, key, digest, fingerprint, token))
            insert = False
            async with self.db.session(write=False) as s:
                row = (await s.execute(select(IdempotencyKey).where(_pk(team_id, digest)))).scalar_one_or_none()
            now = utcnow()
            if row is None or row.created_at <= now - TTL:
                vanished += 1
                if vanished > 5:  # the insert fails for another reason than the key (the team was deleted)
                    return _Verdict(error=Conflict(_IN_PROGRESS, headers={"Retry-After": "1"}))
                if row is not None:
                    await self._drop(team_id, digest, row.token)
                insert = True  # released, purged or expired meanwhile: claim it again
                continue
            if row.fingerprint != fingerprint:
                return _Verdict(error=IdempotencyKeyReused(
                    "Idempotency-Key was already used with another request (method, path or body)"))
            if row.state == "done" and row.status is not None and row.body is not None:
                body = unseal(team_id, key, fingerprint, row.body)
                headers = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in row.headers or []]
                return _Verdict(replay=Answer(row.status, headers, body))
            stale = row.locked_at <= now - dt.timedelta(seconds=LEASE_S)
            if stale and row.state == "written":
                return _Verdict(error=Conflict(_LOST))
            if stale and await self._take_over(team_id, digest, row.token, token):
                return _Verdict(run=Run(self.db, team_id, key, digest, fingerprint, token))
            if time.monotonic() >= deadline:
                return _Verdict(error=Conflict(_IN_PROGRESS, headers={"Retry-After": "1"}))
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.25)

    async def _insert(self, team_id: str, digest: str, fingerprint: str, token: str) -> bool:
        now = utcnow()
        try:
            async with self.db.session() as s:
                await s.execute(insert(IdempotencyKey).values(
                    team_id=team_id, key_digest=digest, fingerprint=fingerprint, state="running", token=token,
                    locked_at=now, created_at=now))
        except IntegrityError:
            return False
        return True

    async def _take_over(self, team_id: str, digest: str, old: str, new: str) -> bool:
        async with self.db.session() as s:
            done = await s.execute(update(IdempotencyKey).where(
                _pk(team_id, digest), _KEY.token == old, _KEY.state == "running").values(
                token=new, locked_at=utcnow()))
        return bool(done.rowcount == 1)  # type: ignore[attr-defined]

    async def _drop(self, team_id: str, digest: str, token: str) -> None:
        async with self.db.session() as s:
            await s.execute(delete(IdempotencyKey).where(
                _pk(team_id, digest), _KEY.token == token, _KEY.created_at <= utcnow() - TTL))

    async def _maybe_purge(self) -> None:
        """Expired rows go at most every `PURGE_EVERY_S` per process (they are ignored before that)."""
        if time.monotonic() - self._purged_at < PURGE_EVERY_S:
            return
        self._purged_at = time.monotonic()
        await self.purge()

    async def purge(self) -> int:
        async with self.db.session() as s:
            gone = await s.execute(delete(IdempotencyKey).where(_KEY.created_at <= utcnow() - TTL))
        return int(gone.rowcount)  # type: ignore[attr-defined]


# ------------------------------------------------------------------------------------------------ middleware


async def caller_team(scope: Scope, svc: Any) -> str:
    """The authenticated caller's team. Raises the API's 401/403/429 for a caller that is not let in.

    INTEGRATION (front door): when an outer middleware has authenticated the request already and left its
    `AuthContext` in scope state `auth`, that is used and no second lookup is made."""
    ctx = scope.get("state", {}).get("auth")
    if isinstance(ctx, AuthContext):
        return ctx.team_id
    request = Request(scope)
    async with svc.db.session(write=False) as s:
        ctx = await svc.authenticator.authenticate(s, bearer_token(request), client_ip(request, svc.settings))
    return str(ctx.team_id)


def _header(scope: Scope, name: bytes) -> bytes | None:
    for k, v in scope.get("headers", []):
        if k == name:
            return bytes(v)
    return None


def _route_table(app: Any) -> list[tuple[re.Pattern[str], frozenset[str], str, Any]]:
    """(path regex, methods, path, endpoint) of every route, in matching order; built once per app."""
    table: list[tuple[re.Pattern[str], frozenset[str], str, Any]] | None = getattr(
        app.state, "idempotency_routes", None)
    if table is not None:
        return table
    contexts = getattr(fastapi.routing, "iter_route_contexts", None)  # FastAPI with lazily included routers
    if contexts is not None:
        routes = [(rc.original_route, rc.path) for rc in contexts(app.routes)]
    else:
        routes = [(r, getattr(r, "path", "")) for r in app.routes]
    table = [(compile_path(path)[0], frozenset(route.methods), path, getattr(route, "endpoint", None))
             for route, path in routes if path and getattr(route, "methods", None)]
    app.state.idempotency_routes = table
    return table


def _route_of(scope: Scope) -> tuple[str, Any] | None:
    """The route path and endpoint that will answer this request (None: no route, or not this method)."""
    app = scope.get("app")
    if app is None:
        return None
    target, root = scope["path"], scope.get("root_path", "")
    if root and target.startswith(root):
        target = target[len(root):]
    for regex, methods, path, endpoint in _route_table(app):
        if scope["method"] in methods and regex.match(target):
            return path, endpoint
    return None


class _ClientGone(Exception):
    pass


async def _spool(receive: Receive, limit: int) -> tuple[IO[bytes], str]:
    """Read the whole body (spilling to a temporary file past 1 MiB) and its SHA-256."""
    spool: IO[bytes] = tempfile.SpooledTemporaryFile(max_size=1 << 20)  # noqa: SIM115 - closed by the caller
    digest, size = hashlib.sha256(), 0
    try:
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _ClientGone
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                raise PayloadTooLarge(f"The request body exceeds the limit of {limit} bytes")
            digest.update(chunk)
            spool.write(chunk)
            if not message.get("more_body", False):
                break
    except BaseException:
        spool.close()
        raise
    spool.seek(0)
    return spool, digest.hexdigest()


def _replaying(spool: IO[bytes], receive: Receive) -> Receive:
    """A `receive` that gives the spooled body again, then the client's own messages (disconnect)."""
    size = spool.seek(0, os.SEEK_END)
    spool.seek(0)
    finished = False

    async def replay() -> Message:
        nonlocal finished
        if finished:
            return await receive()
        chunk = spool.read(64 * 1024)
        finished = spool.tell() >= size
        return {"type": "http.request", "body": chunk, "more_body": not finished}

    return replay


def fingerprint(method: str, scope: Scope, body_sha256: str) -> str:
    target = scope.get("raw_path") or scope["path"].encode()
    query = scope.get("query_string", b"")
    return hashlib.sha256(b"\n".join([method.encode(), bytes(target), bytes(query), body_sha256.encode()])
                          ).hexdigest()


class IdempotencyMiddleware:
    """See the module's docstring. Inside the trace middleware (and inside any authenticating front door)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._stores: dict[int, KeyStore] = {}

    def _store(self, db: Database) -> KeyStore:
        store = self._stores.get(id(db))
        if store is None:
            store = self._stores[id(db)] = KeyStore(db)
        return store

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        raw = _header(scope, HEADER) if scope["type"] == "http" and scope["method"] != "GET" else None
        target = _route_of(scope) if raw is not None else None
        if raw is None or target is None or not applies(scope["method"], *target):
            await self.app(scope, receive, send)
            return
        try:
            key = raw.decode("utf-8")
        except UnicodeDecodeError:
            key = raw.decode("latin-1")
        if not key.strip() or len(key) > MAX_KEY_CHARS:
            await error_answer(InvalidArgument(
                f"Idempotency-Key: must be 1 to {MAX_KEY_CHARS} characters")).send(send)
            return
        svc = scope["app"].state.services
        try:
            team_id = await caller_team(scope, svc)
            spool, body_sha = await _spool(receive, svc.settings.max_upload_bytes + FORM_OVERHEAD)
        except ApiError as exc:
            await error_answer(exc).send(send)
            return
        except _ClientGone:
            return
        with spool:
            fp = fingerprint(scope["method"], scope, body_sha)
            verdict = await self._store(svc.db).claim(team_id, key, fp)
            if verdict.error is not None:
                await error_answer(verdict.error).send(send)
                return
            if verdict.replay is not None:
                await verdict.replay.send(send, replayed=True)
                return
            assert verdict.run is not None
            answer = await self._run(verdict.run, scope, _replaying(spool, receive))
        await answer.send(send)

    async def _run(self, run: Run, scope: Scope, receive: Receive) -> Answer:
        """Run the request as the key's holder and record its answer (see the module's docstring)."""
        start: Message | None = None
        body = bytearray()

        async def capture(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
            elif message["type"] == "http.response.body":
                body.extend(message.get("body", b""))

        scope.setdefault("state", {})[IDEMPOTENT_RUN] = run
        hook = write_hook.set(run.mark_written)
        try:
            try:
                await self.app(scope, receive, capture)
            finally:
                write_hook.reset(hook)
                run.finished = True
            if start is None:
                raise RuntimeError("the application sent no response")
            answer = Answer(int(start["status"]), list(start.get("headers", [])), bytes(body))
            if run.session is not None and answer.status < 400:
                if await run.commit(answer):
                    return answer
                return error_answer(Conflict(_IN_PROGRESS, headers={"Retry-After": "1"}))
            await run.rollback()
            recorded = answer.status < 500 and answer.status not in UNRECORDED
            await run.settle(answer if recorded else None)
            return answer
        except BaseException:
            await asyncio.shield(self._abandon(run))
            raise

    async def _abandon(self, run: Run) -> None:
        try:
            await run.rollback()
            await run.settle(None)
        except Exception:
            log.exception("could not release an Idempotency-Key")
