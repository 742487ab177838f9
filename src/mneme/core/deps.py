"""Request dependencies: the process's services, one session per request, and the authenticated caller."""
from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext, bearer_token, client_ip
from mneme.core.jobs import wake_workers


def services(request: Request) -> Any:
    return request.app.state.services


async def session(request: Request) -> AsyncIterator[AsyncSession]:
    """One session per request (a read-only one for GETs and searches, which never take SQLite's write lock):
    committed when the handler returns (before the response is sent, so a client
    that reads right after a write sees it), rolled back when it raises."""
    svc = services(request)
    write = request.method not in ("GET", "HEAD", "OPTIONS") and not request.url.path.endswith("/search")
    async with svc.db.session(write=write) as s:
        yield s
    if s.info.get("enqueued"):
        wake_workers()


Session = Annotated[AsyncSession, Depends(session, scope="function")]


async def auth(request: Request, s: Session) -> AuthContext:
    svc = services(request)
    ip = client_ip(request, svc.settings)
    ctx: AuthContext = await svc.authenticator.authenticate(s, bearer_token(request), ip)
    request.state.auth = ctx
    return ctx


Auth = Annotated[AuthContext, Depends(auth)]
Services = Annotated[Any, Depends(services)]
