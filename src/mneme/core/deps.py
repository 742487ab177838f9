"""Request dependencies: the process's services, one session per request, and the authenticated caller."""
from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any, TypeVar

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AUTH_STATE_KEY, AuthContext, authenticate_scope
from mneme.core.idempotency import IDEMPOTENT_RUN
from mneme.core.jobs import wake_workers


def services(request: Request) -> Any:
    return request.app.state.services


async def _services(request: Request) -> Any:
    """The `Services` dependency: async, because FastAPI runs a plain `def` dependency in a thread pool."""
    return services(request)


F = TypeVar("F", bound=Callable[..., Any])


def reads_only(endpoint: F) -> F:
    """Mark an endpoint whose request session only reads although its method is not GET: a search, or an
    endpoint that writes through `Database.grouped` (group commit) instead of its request session. Its session
    only reads, never locks, and on PostgreSQL runs each statement on its own (`Database.session(autocommit=
    True)`: no BEGIN and COMMIT, two round trips fewer a request)."""
    endpoint.reads_only = True  # type: ignore[attr-defined]
    return endpoint


async def session(request: Request) -> AsyncIterator[AsyncSession]:
    """One session per request (a read-only one for GETs and `reads_only` endpoints, which never take SQLite's
    write lock): committed when the handler returns (before the response is sent, so a client
    that reads right after a write sees it), rolled back when it raises."""
    svc = services(request)
    reads = getattr(request.scope.get("endpoint"), "reads_only", False)
    write = request.method not in ("GET", "HEAD", "OPTIONS") and not reads
    run = request.scope.get("state", {}).get(IDEMPOTENT_RUN)
    if write and run is not None:  # Idempotency-Key: core/idempotency.py commits this write with its answer
        yield await run.write_session()
        return
    async with svc.db.session(write=write, autocommit=reads) as s:
        yield s
    if s.info.get("enqueued"):
        wake_workers()


Session = Annotated[AsyncSession, Depends(session, scope="function")]


async def auth(request: Request) -> AuthContext:
    """The caller. The front door (`core.frontdoor`) authenticated the key before the body was read and left
    the result in scope state (`request.state.auth`): taken from there, without a second lookup. A route
    outside the front door's zones authenticates here, the same way (`core.auth.authenticate_scope`)."""
    ctx: AuthContext | None = getattr(request.state, AUTH_STATE_KEY, None)
    if ctx is None:
        ctx = await authenticate_scope(request.scope)
        setattr(request.state, AUTH_STATE_KEY, ctx)
    return ctx


Auth = Annotated[AuthContext, Depends(auth)]
Services = Annotated[Any, Depends(_services)]
