"""API keys and authentication: who is calling, from where, and may the key be used at all."""
from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import ipaddress
import secrets
import time
import weakref
from collections.abc import Callable, Set
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import bindparam, event, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from starlette.requests import Request

from mneme.core import access
from mneme.core.access import AccessData
from mneme.core.db import Database
from mneme.core.errors import ApiError, Forbidden, RateLimited, Unauthorized
from mneme.core.settings import Settings
from mneme.core.throttle import InvalidKeyThrottle
from mneme.models import AccessVersion, ApiKey, Principal

KEY_PREFIX = "sk_"
LAST_USED_RESOLUTION_S = 60
AUTH_STATE_KEY = "auth"  # scope state (`request.state.auth`) where the front door leaves the AuthContext


def generate_key() -> str:
    """A new secret: `sk_` and 43 URL-safe random characters (256 bits)."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def display_prefix(key: str) -> str:
    return key[:10]


@dataclass
class AuthContext:
    """The authenticated caller. Only `core.authz` turns this into a scope that repositories accept."""

    team_id: str
    principal_id: str
    role_key: str
    key_id: str
    client_ip: str
    allowed: Set[tuple[str, str]] = field(default_factory=set)  # the role's allow rules
    denied: Set[tuple[str, str]] = field(default_factory=set)  # the role's deny rules
    access: AccessData = access.EMPTY  # scopes, groups, permission levels (`core.access`)


def client_ip(request: Request, settings: Settings) -> str:
    """The socket's peer; `X-Forwarded-For` only counts when the peer is a trusted proxy."""
    peer = request.client.host if request.client else "0.0.0.0"  # noqa: S104 - an address, not a bind
    if not settings.trusted_proxies:
        return peer
    chain = [peer]
    xff = request.headers.get("x-forwarded-for", "")
    chain = [p.strip() for p in xff.split(",") if p.strip()] + chain
    # Walk from the nearest hop back while hops are trusted proxies; the first untrusted one is the client.
    for hop in reversed(chain):
        if not _in_networks(hop, settings):
            return hop
    return chain[0]


def _in_networks(ip: str, settings: Settings) -> bool:
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return any(addr in net for net in settings.trusted_proxies)


def ip_allowed(ip: str, allowed_ips: list[str] | None) -> bool:
    if not allowed_ips:
        return True
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        return False
    for cidr in allowed_ips:
        net = ipaddress.ip_network(cidr, strict=False)
        if addr.version == net.version and addr in net:
            return True
    return False


def bearer_token(request: Request) -> str | None:
    header = request.headers.get("authorization")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


@dataclass
class _Recent:
    """A key that authenticated a moment ago (see `Authenticator.authenticate_recent`)."""

    ctx: AuthContext
    allowed_ips: list[str] | None
    expires_at: int | None
    until: float


_LIVE: weakref.WeakSet[Authenticator] = weakref.WeakSet()
_CHANGED = "mneme_access_changed"


def access_changed(session: AsyncSession) -> None:
    """Keys, members or permissions change in `session`: every authenticator of this process forgets the keys
    it remembers (`authenticate_recent`) now, and again once the session commits (a router call that
    authenticated between the two would otherwise keep the old answer for its `ttl_s`). Other processes see
    the change within their `ttl_s`."""
    session.sync_session.info[_CHANGED] = True
    _forget_recent()


def _forget_recent() -> None:
    for authenticator in list(_LIVE):
        authenticator._recent.clear()
        authenticator._access.clear()


@event.listens_for(Session, "after_commit")
def _after_commit(session: Session) -> None:
    if session.info.pop(_CHANGED, False):
        _forget_recent()


@event.listens_for(Session, "after_rollback")
def _after_rollback(session: Session) -> None:
    session.info.pop(_CHANGED, None)


class Authenticator:
    """Checks keys. Failures count toward the caller IP's invalid-key throttle."""

    RECENT_MAX = 10_000

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings, self.db = settings, db
        self.throttle = InvalidKeyThrottle(settings.invalid_key_limit, settings.invalid_key_window_s)
        self._recent: dict[str, _Recent] = {}
        self._refreshing: set[str] = set()  # keys of `_recent` being looked up again now
        self._access: dict[tuple[str, str, str], AccessData] = {}  # (team, principal, role) -> data
        _LIVE.add(self)

    async def authenticate_recent(self, token: str | None, ip: str, ttl_s: float) -> AuthContext:
        """`authenticate`, answered from memory for a key that authenticated less than `ttl_s` ago (its IP
        restriction and expiry are still checked on every call): the model router's hot path, where the
        key lookup would cost more than the proxying. A key deactivated, deleted or whose member was removed
        through this process stops working here at once (`access_changed`); through another process, within
        `ttl_s` (the data and admin APIs see it at once). When `ttl_s` is up, one call looks the key up again
        while its other calls go on with what is remembered. Failures are never kept."""
        digest = hash_key(token) if token else None
        hit = self._recent.get(digest) if digest else None
        if hit is not None and (hit.until > time.monotonic() or digest in self._refreshing) and (
                hit.expires_at is None or hit.expires_at > time.time()):
            # fresh, or being looked up again by another call right now (one lookup at a time per key)
            if not ip_allowed(ip, hit.allowed_ips):
                raise Forbidden("This API key may not be used from this IP address")
            return replace(hit.ctx, client_ip=ip)
        row: dict[str, Any] = {}
        if digest is not None:
            self._refreshing.add(digest)
        try:
            async with self.db.session(write=False, autocommit=True) as s:
                try:
                    if token is None:
                        raise Unauthorized("Missing API key: send 'Authorization: Bearer <API_KEY>'")
                    ctx = await self._authenticate(s, token, ip, keep=row)
                except Unauthorized:
                    self.check_throttle(ip)
                    self.throttle.record_failure(ip)
                    raise
        finally:
            if digest is not None:
                self._refreshing.discard(digest)
        if digest is not None and "row" in row:
            if len(self._recent) >= self.RECENT_MAX:
                self._recent.pop(next(iter(self._recent)), None)
            self._recent[digest] = _Recent(ctx, row["row"].allowed_ips, row["row"].expires_at,
                                           time.monotonic() + ttl_s)
        return ctx

    def check_throttle(self, ip: str) -> None:
        wait = self.throttle.retry_after(ip)
        if wait is not None:
            raise RateLimited("Too many requests with invalid API keys; retry later",
                              headers={"Retry-After": str(wait)})

    async def authenticate(self, session: AsyncSession, token: str | None, ip: str) -> AuthContext:
        """The caller of a valid key, whatever the throttle says: the throttle slows down guessing, and a
        valid key (one indexed hash lookup) is never locked out by someone else's wrong keys from the
        same address. A missing or invalid key answers 401, or 429 while this IP's window is hot."""
        try:
            if token is None:
                raise Unauthorized("Missing API key: send 'Authorization: Bearer <API_KEY>'")
            return await self._authenticate(session, token, ip)
        except Unauthorized:
            self.check_throttle(ip)
            self.throttle.record_failure(ip)
            raise

    async def _authenticate(self, session: AsyncSession, token: str, ip: str,
                            keep: dict[str, Any] | None = None) -> AuthContext:
        if not token.startswith(KEY_PREFIX) or len(token) < 20:
            raise Unauthorized("Invalid API key")
        digest = hash_key(token)
        row = (await session.execute(_KEY_LOOKUP, {"digest": digest})).first()
        if row is None or not hmac.compare_digest(row.key_hash, digest):
            raise Unauthorized("Invalid API key")
        _check_key_usable(row)
        if not ip_allowed(ip, row.allowed_ips):
            raise Forbidden("This API key may not be used from this IP address")
        await self._touch(session, row.id, row.last_used_at)
        data = await self._access_data(session, row.team_id, row.principal_id, row.role_key,
                                       row.access_version or 0)
        ctx = AuthContext(team_id=row.team_id, principal_id=row.principal_id, role_key=row.role_key,
                          key_id=row.id, client_ip=ip, allowed=data.allowed, denied=data.denied, access=data)
        if keep is not None:
            keep["row"] = row
        return ctx

    async def _access_data(self, session: AsyncSession, team_id: str, principal_id: str, role_key: str,
                           version: int) -> AccessData:
        """The caller's access data: from memory while the team's access version has not moved."""
        cache_key = (team_id, principal_id, role_key)
        hit = self._access.get(cache_key)
        if hit is not None and hit.version == version:
            return hit
        data = await access.load(session, team_id, principal_id, role_key, version)
        if len(self._access) >= self.RECENT_MAX:
            self._access.pop(next(iter(self._access)), None)
        self._access[cache_key] = data
        return data

    async def _touch(self, session: AsyncSession, key_id: str, last_used_at: dt.datetime | None) -> None:
        """Record `last_used_at` (to the minute): in the request's own transaction when it writes anyway,
        else in a short transaction of its own so that reads stay read-only."""
        now = dt.datetime.now(dt.UTC)
        if last_used_at is not None and (now - last_used_at).total_seconds() <= LAST_USED_RESOLUTION_S:
            return
        stmt = update(ApiKey).where(ApiKey.id == key_id).values(last_used_at=now)
        if session.info.get("write"):
            await session.execute(stmt)
            return
        async with self.db.session() as ws:
            await ws.execute(stmt)


# Built once: the key lookup runs on every request (columns, not ORM objects: nothing to track).
_KEY_LOOKUP = (
    select(ApiKey.id, ApiKey.key_hash, ApiKey.team_id, ApiKey.status, ApiKey.deleted_at, ApiKey.expires_at,
           ApiKey.allowed_ips, ApiKey.last_used_at, Principal.id.label("principal_id"),
           Principal.status.label("principal_status"), Principal.role_key,
           AccessVersion.version.label("access_version"))
    .join(Principal, Principal.id == ApiKey.principal_id)
    .outerjoin(AccessVersion, AccessVersion.team_id == ApiKey.team_id)
    .where(ApiKey.key_hash == bindparam("digest")))


def _check_key_usable(key: Any) -> None:
    """`key`: a row of `_KEY_LOOKUP`."""
    if key.deleted_at is not None:
        raise Unauthorized("This API key was deleted")
    if key.status != "active":
        raise Unauthorized("This API key is deactivated")
    if key.expires_at is not None and key.expires_at <= time.time():
        raise Unauthorized("This API key has expired")
    if key.principal_status != "active":
        raise Unauthorized("The member owning this API key was removed")


async def authenticate_scope(scope: Any, token_of: Callable[[Request], str | None] = bearer_token,
                             recent_s: float = 0) -> AuthContext:
    """Authenticate an HTTP request from its ASGI scope (headers and peer only; the body is never touched)
    in a short read session of its own: no transaction is held while the body arrives, and on SQLite
    a writing request takes the write lock only for its own work. On PostgreSQL its statements run outside a
    transaction (`Database.session(autocommit=True)`: the key lookup is then one round trip, not three); they
    only read (`last_used_at` is written in a transaction of its own, `Authenticator._touch`), and each sees
    the database as of its start, as it would in a READ COMMITTED transaction: a key revoked or expired
    fails on the very next request. `token_of` reads the key from the
    request (`Authorization: Bearer` here; the router's zone may also accept `x-api-key`). The front door
    calls this before any route runs; `core.deps.auth` only when the front door did not (a route outside its zones)."""
    svc = scope["app"].state.services
    request = Request(scope)
    token, ip = token_of(request), client_ip(request, svc.settings)
    if recent_s > 0:  # the router's zones (`Authenticator.authenticate_recent`)
        recent: AuthContext = await svc.authenticator.authenticate_recent(token, ip, recent_s)
        return recent
    async with svc.db.session(write=False, autocommit=True) as s:  # reads only: no BEGIN/COMMIT on PostgreSQL
        ctx: AuthContext = await svc.authenticator.authenticate(s, token, ip)
    return ctx


async def load_rules(session: AsyncSession, ctx: AuthContext) -> None:
    """Fill `ctx` with what its member may do: role rules, scopes, groups, permission levels (uncached; for
    contexts built without a key, e.g. by the CLI)."""
    data = await access.load(session, ctx.team_id, ctx.principal_id, ctx.role_key, 0)
    ctx.allowed, ctx.denied, ctx.access = data.allowed, data.denied, data


__all__ = ["AUTH_STATE_KEY", "ApiError", "AuthContext", "Authenticator", "authenticate_scope", "bearer_token",
           "client_ip", "generate_key", "hash_key"]
