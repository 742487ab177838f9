"""The `mneme` command: serve, worker, init, migrate, keys, credits.

Every command that touches the database first prints, on stderr, the one line `mneme: database URL` (the
password masked; for SQLite the absolute file). Where the database is: `MNEME_DATABASE_URL`, else
`MNEME_HOME/mneme.db` (see `mneme.core.settings.mneme_home`), never a path relative to the current folder.
Commands that need an existing database (`keys ...`) never create one: they name the file they expected.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import gc
import json
import logging
import os
import shlex
import signal
import sys
import time
from typing import TYPE_CHECKING, Any

from mneme.core.settings import Settings, sqlite_path

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncSession

    from mneme.core.auth import AuthContext
    from mneme.models import Team

NEXT_STEP = "start the server once with `make serve`, or run `mneme migrate && mneme init`"


class CliError(Exception):
    """A refusal the CLI reports as `error: MESSAGE` on stderr, with exit code 1 (no traceback)."""


def _settings() -> Settings:
    return Settings.from_env()


def database_label(url: str) -> str:
    """The database as people should see it: SQLite as `sqlite:///` + absolute file, others with the
    password masked."""
    if url.startswith("sqlite"):
        path = sqlite_path(url)
        return f"sqlite:///{path}" if path else url
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


def _where(settings: Settings) -> str:
    """The database for a banner: the SQLite file itself, else the masked URL."""
    return sqlite_path(settings.database_url) or database_label(settings.database_url)


def _announce(settings: Settings) -> None:
    print(f"mneme: database {database_label(settings.database_url)}", file=sys.stderr, flush=True)
    old = os.path.abspath("mneme.db")  # the default before MNEME_HOME: data there is not lost, only unused
    if not os.environ.get("MNEME_DATABASE_URL") and os.path.isfile(old) and old != sqlite_path(
            settings.database_url):
        print(f"mneme: note: {old} (the default place of older versions) is not used; to keep its data, move it "
              f"(with its -wal file) to {sqlite_path(settings.database_url)} or set "
              f"MNEME_DATABASE_URL=sqlite+aiosqlite:///{old}", file=sys.stderr, flush=True)


# --- schema -------------------------------------------------------------------------------------------------

def current_heads(url: str) -> tuple[str, ...]:
    """The Alembic revisions the database is at; () when it has no schema (or, for SQLite, no file)."""
    if url.startswith("sqlite"):
        path = sqlite_path(url)
        if path is not None and (not os.path.exists(path) or os.path.getsize(path) == 0):
            return ()  # checked first: connecting would create the file
        if path is not None:  # read-only, with the standard library: no engine, no thread
            import sqlite3

            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                return tuple(r[0] for r in conn.execute("SELECT version_num FROM alembic_version"))
            except sqlite3.OperationalError:  # no such table: no schema yet
                return ()
            finally:
                conn.close()
    from sqlalchemy.exc import SQLAlchemyError

    try:
        return asyncio.run(_read_heads(url))
    except (OSError, SQLAlchemyError) as exc:  # unreachable server, wrong password, no such database...
        raise CliError(f"cannot open the database {database_label(url)}: {exc}") from None


async def _read_heads(url: str) -> tuple[str, ...]:
    from alembic.runtime.migration import MigrationContext
    from sqlalchemy.ext.asyncio import create_async_engine

    engine = create_async_engine(url)
    try:
        async with engine.connect() as conn:
            return tuple(await conn.run_sync(lambda c: MigrationContext.configure(c).get_current_heads()))
    finally:
        await engine.dispose()


def migrate(settings: Settings) -> str:
    """Bring the schema to the newest revision; returns what happened: `created (revision Y)`, `upgraded
    from X to Y` or `up to date (revision Y)`. Alembic runs only when there is something to do."""
    from alembic.script import ScriptDirectory
    from alembic.util import CommandError

    from mneme.core.migrate import alembic_config, upgrade

    url = settings.database_url
    heads = tuple(sorted(ScriptDirectory.from_config(alembic_config(url)).get_heads()))
    current = tuple(sorted(current_heads(url)))
    if current == heads:
        return f"up to date (revision {', '.join(heads)})"
    try:
        upgrade(url)
    except CommandError as exc:  # e.g. a database written by a newer Mneme
        raise CliError(f"cannot migrate the database {database_label(url)}: {exc}") from None
    if not current:
        return f"created (revision {', '.join(heads)})"
    return f"upgraded from {', '.join(current)} to {', '.join(heads)}"


def _migrate_and_say(settings: Settings) -> None:
    print(f"mneme: schema {migrate(settings)}", file=sys.stderr, flush=True)


def _require_schema(settings: Settings) -> None:
    """Refuse (without creating anything) when the database does not exist or has no Mneme schema."""
    url = settings.database_url
    path = sqlite_path(url) if url.startswith("sqlite") else None
    if path is not None and not os.path.exists(path):
        raise CliError(f"no database at {path} (nothing was created there); {NEXT_STEP}. "
                       "Set MNEME_HOME or MNEME_DATABASE_URL if the database is elsewhere.")
    if not current_heads(url):
        raise CliError(f"the database {database_label(url)} has no Mneme schema; {NEXT_STEP}")


# --- migrate, init ------------------------------------------------------------------------------------------

def cmd_migrate(_args: argparse.Namespace) -> int:
    settings = _settings()
    _announce(settings)
    _migrate_and_say(settings)
    return 0


async def _init(team_name: str, owner_name: str, owner_email: str | None) -> dict[str, str] | None:
    """Create the team, its owner and a first owner key; None (nothing written) when a team exists."""
    from mneme.admin.keys.service import create_key
    from mneme.admin.team.service import any_team, create_team
    from mneme.core.db import Database

    db = Database(_settings())
    try:
        async with db.session() as s:
            if await any_team(s) is not None:
                return None
            team, owner = await create_team(s, name=team_name, owner_name=owner_name, owner_email=owner_email)
            _key, secret = await create_key(s, team_id=team.id, principal_id=owner.id, name="first owner key")
            return {"team_id": team.id, "principal_id": owner.id, "api_key": secret}
    finally:
        await db.dispose()


def cmd_init(args: argparse.Namespace) -> int:
    settings = _settings()
    _announce(settings)
    _migrate_and_say(settings)
    info = asyncio.run(_init(args.team_name, args.owner_name, args.owner_email))
    if info is None:
        msg = (f"the database {database_label(settings.database_url)} already has a team; nothing was created "
               "(`mneme keys list` shows its keys, `mneme keys create --name NAME` makes another)")
        if args.if_empty:
            print(f"mneme: {msg}", file=sys.stderr)
            return 0
        print(f"error: {msg}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(info))
    else:
        print(_key_banner(info) + _RULE, flush=True)
    return 0


_RULE = "=" * 76


def _key_banner(info: dict[str, str]) -> str:
    return (f"\n{_RULE}\n  Mneme is set up. Your owner API key (shown ONCE, stored only as a hash; copy it now):\n\n"
            f"      {info['api_key']}\n\n  team {info['team_id']}   owner {info['principal_id']}\n")


# --- keys ---------------------------------------------------------------------------------------------------

async def _owner_context(s: AsyncSession) -> tuple[Team, AuthContext]:
    """The CLI acts as the team's owner: whoever can open the database file may do what the owner may do.
    Audit rows it causes carry `key_id` "cli"."""
    from mneme.admin.team.service import any_team
    from mneme.core.auth import AuthContext, load_rules
    from mneme.models import Principal

    team = await any_team(s)
    if team is None or team.owner_principal_id is None:
        raise CliError("this database has no team yet; run `mneme init` first")
    owner = await s.get(Principal, team.owner_principal_id)
    if owner is None:
        raise CliError("this database's team has no owner")
    ctx = AuthContext(team_id=team.id, principal_id=owner.id, role_key=owner.role_key, key_id="cli",
                      client_ip="local")
    await load_rules(s, ctx)
    return team, ctx


async def _with_session(settings: Settings, fn: Any) -> Any:
    """Run `fn(session)` in one transaction."""
    from mneme.core.db import Database

    db = Database(settings)
    try:
        async with db.session() as s:
            return await fn(s)
    finally:
        await db.dispose()


async def _create_key(args: argparse.Namespace) -> dict[str, Any]:
    """The key `mneme keys create` makes (no check of `expires_at`: `cmd_keys_create` does that, and tests use
    this to make already-expired keys)."""
    from mneme.admin.keys.service import create_key
    from mneme.admin.members.service import create_virtual_member
    from mneme.admin.team.service import any_team
    from mneme.core.authz import trusted_scope
    from mneme.core.db import Database

    db = Database(_settings())
    try:
        async with db.session() as s:
            team = await any_team(s)
            if team is None or team.owner_principal_id is None:
                raise CliError("this database has no team yet; run `mneme init` first")
            principal_id = team.owner_principal_id
            if args.role:
                scope = trusted_scope(team.id, principal_id=team.owner_principal_id, reason="mneme keys create --role")
                member = await create_virtual_member(s, scope, display_name=args.name, role_key=args.role)
                principal_id = member.id
            ips = _ips(args.allowed_ips)
            key, secret = await create_key(s, team_id=team.id, principal_id=principal_id, name=args.name,
                                           expires_at=args.expires_at, allowed_ips=ips)
            return {"id": key.id, "principal_id": principal_id, "api_key": secret, "team_id": team.id}
    finally:
        await db.dispose()


def _ips(raw: str | None) -> list[str] | None:
    return [p for p in (raw or "").split(",") if p.strip()] or None


def _check_create(args: argparse.Namespace) -> None:
    """The API's own checks of a new key (`KeyCreate` and `check_expires_at`), so the CLI refuses the same."""
    from pydantic import ValidationError

    from mneme.admin.keys.schemas import KeyCreate
    from mneme.admin.keys.service import check_expires_at

    try:
        KeyCreate(name=args.name, expires_at=args.expires_at, allowed_ips=_ips(args.allowed_ips))
    except ValidationError as exc:
        raise CliError("; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}"
                                 for e in exc.errors()[:5])) from exc
    check_expires_at(args.expires_at)


def _run(settings: Settings, coro_fn: Any) -> Any:
    """Run a keys command on an existing database; an ApiError or a schema error becomes a CliError."""
    from sqlalchemy.exc import OperationalError, ProgrammingError

    from mneme.core.errors import ApiError

    _require_schema(settings)
    try:
        return asyncio.run(coro_fn())
    except ApiError as exc:  # unknown role, bad CIDR, ...
        raise CliError(exc.message) from None
    except (OperationalError, ProgrammingError) as exc:  # an older schema, say
        raise CliError(f"the database does not have the schema this version needs ({exc.orig}); "
                       "run `mneme migrate`") from None


def cmd_keys_create(args: argparse.Namespace) -> int:
    from mneme.core.errors import ApiError

    settings = _settings()
    _announce(settings)
    try:
        _check_create(args)
    except (CliError, ApiError) as exc:
        when = ""
        if args.expires_at is not None and isinstance(exc, ApiError):
            when = f" (--expires-at {args.expires_at} is {_iso(args.expires_at)})"
        print(f"error: {exc.message if isinstance(exc, ApiError) else exc}{when}; nothing was created",
              file=sys.stderr)
        return 1

    info = _run(settings, lambda: _create_key(args))
    print(json.dumps(info) if args.json else f"API key (shown once): {info['api_key']}  id {info['id']}")
    return 0


def _iso(unix_s: int | None) -> str:
    if unix_s is None:
        return "never"
    return dt.datetime.fromtimestamp(unix_s, dt.UTC).strftime("%Y-%m-%d %H:%M:%SZ")


async def _list_keys(s: AsyncSession) -> list[dict[str, Any]]:
    from mneme.admin.keys import repository as keys_repo
    from mneme.admin.keys.service import to_out
    from mneme.admin.members import repository as members_repo
    from mneme.core.authz import authorize

    _team, ctx = await _owner_context(s)
    scope = authorize(ctx, "api_key:read")
    out: list[dict[str, Any]] = []
    after: list[Any] | None = None
    roles: dict[str, tuple[str, str]] = {}
    while True:
        page = await keys_repo.page(s, scope, after=after, limit=200, principal_id=None)
        for key in page:
            if key.principal_id not in roles:
                member = await members_repo.get(s, scope, key.principal_id)
                roles[key.principal_id] = (member.role_key, member.display_name) if member else ("?", "?")
            role, member_name = roles[key.principal_id]
            out.append({**to_out(key), "role": role, "member": member_name})
        if len(page) < 200:
            return out
        after = [page[-1].id]


def _state(key: dict[str, Any]) -> str:
    if key["status"] == "active" and key["expires_at"] is not None and key["expires_at"] <= time.time():
        return "expired"
    return str(key["status"])


def cmd_keys_list(args: argparse.Namespace) -> int:
    settings = _settings()
    _announce(settings)
    keys: list[dict[str, Any]] = _run(settings, lambda: _with_session(settings, _list_keys))
    if args.json:
        print(json.dumps(keys))
        return 0
    if not keys:
        print("no API keys (`mneme keys create --name NAME` makes one)", file=sys.stderr)
        return 0
    cols = ["ID", "NAME", "PREFIX", "ROLE", "MEMBER", "STATUS", "EXPIRES", "CREATED"]
    rows = [[k["id"], k["name"], k["prefix"], k["role"], k["principal_id"], _state(k), _iso(k["expires_at"]),
             _iso(k["created_at"])] for k in keys]
    widths = [max(len(str(r[i])) for r in [cols, *rows]) for i in range(len(cols))]
    for r in [cols, *rows]:
        print("  ".join(str(v).ljust(w) for v, w in zip(r, widths, strict=True)).rstrip())
    return 0


def cmd_keys_revoke(args: argparse.Namespace) -> int:
    settings = _settings()
    _announce(settings)

    async def revoke(s: AsyncSession) -> dict[str, Any]:
        from mneme.admin.keys import repository as keys_repo
        from mneme.admin.keys import service
        from mneme.core.authz import authorize

        _team, ctx = await _owner_context(s)
        key = await keys_repo.get(s, authorize(ctx, "api_key:read"), args.key_id)
        if key is None:
            raise CliError(f"no API key {args.key_id} in this database (already revoked, or never existed; "
                           "`mneme keys list` shows the keys)")
        out = service.to_out(key)
        await service.delete(s, ctx, args.key_id)  # what DELETE /admin/v1/api-keys/{id} does, audit row included
        return out

    key = _run(settings, lambda: _with_session(settings, revoke))
    print(f"revoked API key {key['id']} ({key['name']!r}, prefix {key['prefix']}): it is deleted and answers 401 "
          "from now on")
    return 0


def cmd_credits_grant(args: argparse.Namespace) -> int:
    """What POST /admin/v1/billing/credit-grants does, as the owner (ledger entry and audit row)."""
    from pydantic import ValidationError

    from mneme.admin.billing.schemas import CreditGrant

    settings = _settings()
    _announce(settings)
    try:
        body = CreditGrant(tokens=args.tokens, reason=args.reason)
    except ValidationError as exc:
        raise CliError("; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())) from None

    async def grant(s: AsyncSession) -> dict[str, Any]:
        from mneme.admin.billing import service

        _team, ctx = await _owner_context(s)
        return service.to_out(await service.grant(s, ctx, body=body))

    entry = _run(settings, lambda: _with_session(settings, grant))
    print(json.dumps(entry) if args.json else f"granted {entry['tokens']} tokens ({entry['id']}); "
          f"balance now {entry['balance_after_tokens']} tokens")
    return 0


def cmd_credits_buy(args: argparse.Namespace) -> int:
    """A settled `onetime` order of the `manual` provider: --tokens credited (a `purchase` ledger entry), paid
    --amount (smallest currency unit, MNEME_BILLING_CURRENCY), with its invoice."""
    if not 1 <= args.tokens <= 10**12:
        raise CliError("--tokens: 1 to 10^12")
    if args.amount < 0:
        raise CliError("--amount: cents, 0 or more")
    settings = _settings()
    _announce(settings)

    async def buy(s: AsyncSession) -> dict[str, Any]:
        from mneme.admin.billing import orders
        from mneme.core.authz import authorize

        _team, ctx = await _owner_context(s)
        scope = authorize(ctx, "order:create")
        order = orders.new_order(s, scope, kind="onetime", amount=args.amount, currency=settings.billing_currency,
                                 tokens=args.tokens, provider="manual", created_by=ctx.principal_id)
        await s.flush()
        await orders.succeed(s, order)
        return orders.to_out(order)

    order = _run(settings, lambda: _with_session(settings, buy))
    print(json.dumps(order) if args.json else f"order {order['order_id']}: {order['tokens_granted']} tokens bought "
          f"for {order['amount']['amount']} {order['amount']['currency']} (succeeded, invoice {order['invoice_id']})")
    return 0


def cmd_billing_subscribe(args: argparse.Namespace) -> int:
    """Set the team's subscription (`admin.billing.subscriptions.subscribe`): the period's tokens are granted
    once, and a paid subscription's payment for the period is recorded as a settled `subscription` order."""
    import datetime as dt

    from mneme.admin.billing.plans import PlansError, load

    settings = _settings()
    _announce(settings)
    try:
        plans = load(settings.billing_config)
    except PlansError as exc:
        raise CliError(str(exc)) from None
    if plans.get(args.plan) is None:
        raise CliError(f"--plan: no plan {args.plan} (plans: {', '.join(str(p.id) for p in plans.items)})")
    start = dt.datetime.fromtimestamp(args.period_start, dt.UTC) if args.period_start is not None else None

    async def subscribe(s: AsyncSession) -> dict[str, Any]:
        from mneme.admin.billing import subscriptions
        from mneme.core.authz import authorize

        _team, ctx = await _owner_context(s)
        scope = authorize(ctx, "subscription:manage")
        sub = await subscriptions.subscribe(s, scope, plans, plan_id=args.plan, paid=args.paid_through_provider,
                                            period_start=start, cancel_at_period_end=args.cancel_at_period_end,
                                            created_by=ctx.principal_id)
        return subscriptions.to_out(sub, plans)

    out = _run(settings, lambda: _with_session(settings, subscribe))
    print(json.dumps(out) if args.json else f"subscribed to plan {out['plan']['id']} ({out['plan']['name']}): period "
          f"{_iso(out['current_period_start'])} to {_iso(out['current_period_end'])}, paid {out['paid']}, "
          f"cancel at period end {out['cancel_at_period_end']}")
    return 0


def cmd_billing_settle(args: argparse.Namespace) -> int:
    """What POST /admin/v1/billing/orders/{order_id}/settle does (manual provider), as the owner."""
    settings = _settings()
    _announce(settings)

    async def settle(s: AsyncSession) -> dict[str, Any]:
        from mneme.admin.billing import api

        _team, ctx = await _owner_context(s)
        return await api.settle(s, ctx, args.order_id, status=args.status, receipt_url=None)

    order = _run(settings, lambda: _with_session(settings, settle))
    print(json.dumps(order) if args.json else f"order {order['order_id']} is {order['status']}")
    return 0


def cmd_billing_check(args: argparse.Namespace) -> int:
    from mneme.admin.billing.plans import PlansError, load

    path = args.file if args.file is not None else _settings().billing_config
    try:
        plans = load(path)
    except PlansError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 1
    for p in plans.items:
        print(f"plan {p.id} {p.name!r}: {p.amount} {p.currency} a {p.interval}, {p.tokens_per_period} tokens")
    return 0


# --- serve, worker ------------------------------------------------------------------------------------------

def _self_command() -> str:
    """How to run this same `mneme` again from the current folder (for the copy-paste hint)."""
    exe = sys.argv[0]
    if os.path.basename(exe) == "mneme" and os.path.exists(exe):
        path = os.path.abspath(exe)
        rel = os.path.relpath(path)
        cmd = path if rel.startswith("..") else (rel if "/" in rel else f"./{rel}")
    else:
        cmd = f"{shlex.quote(sys.executable)} -m mneme.cli"
    env = [f"MNEME_HOME={shlex.quote(os.environ['MNEME_HOME'])}"] if os.environ.get("MNEME_HOME") else []
    url = os.environ.get("MNEME_DATABASE_URL", "")
    if url and (url.startswith("sqlite") or _password(url) is None):  # never print a password
        env.append(f"MNEME_DATABASE_URL={shlex.quote(url)}")
    return " ".join([*env, cmd])


def _password(url: str) -> str | None:
    from sqlalchemy.engine import make_url

    return make_url(url).password


def _base_url(host: str, port: int, settings: Settings) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}{settings.base_path}"


def serving_banner(settings: Settings, host: str, port: int, created: dict[str, str] | None,
                   has_team: bool) -> str:
    """What `mneme serve` prints once it accepts connections: the owner key when it was just created, then
    the base URL, the docs, the database, and one command to copy."""
    base = _base_url(host, port, settings)
    lines = [_key_banner(created) + "-" * 76 if created else f"\n{_RULE}",
             "  Mneme is serving.",
             f"  API       {base}",
             f"  Docs      {base}/docs",
             f"  Database  {_where(settings)}   (files in {os.path.abspath(settings.data_dir)})"]
    if created:
        lines.append(f'  Try       curl -s -H "Authorization: Bearer {created["api_key"]}" {base}/api/v3/workspaces')
    elif has_team:
        lines += ["  Key       the owner key was printed on the first start only (it is stored as a hash);",
                  "            make another one with:",
                  f"              {_self_command()} keys create --name me"]
    else:
        lines += ["  Next      no team yet; create it and a first owner key with:",
                  f"              {_self_command()} init"]
    return "\n".join([*lines, _RULE, ""])


async def _has_team(settings: Settings) -> bool:
    from mneme.admin.team.service import any_team
    from mneme.core.db import Database

    db = Database(settings)
    try:
        async with db.session(write=False) as s:
            return await any_team(s) is not None
    finally:
        await db.dispose()


def cmd_serve(args: argparse.Namespace) -> int:
    """Migrate, create the team when `--init` and there is none, and serve: one process, so a restart costs
    one interpreter start and one import of the app."""
    import uvicorn

    from mneme.app import create_app

    settings = _settings()
    _announce(settings)
    _migrate_and_say(settings)
    created = asyncio.run(_init(args.team_name, args.owner_name, None)) if args.init else None
    has_team = args.init or asyncio.run(_has_team(settings))  # with --init there is a team by now
    banner = serving_banner(settings, args.host, args.port, created, has_team)

    class Server(uvicorn.Server):
        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets)
            if self.started:
                # What is alive once the app has started (modules, mappers, schemas, the model's session) lives
                # as long as the process: kept out of the collector's full passes, which otherwise walk it all
                # (3.4 ms of the slowest 5% of searches, measured in the server)
                gc.collect()
                gc.freeze()
                print(banner, flush=True)

    from mneme.core.http_protocol import EnvelopeHttpToolsProtocol

    config = uvicorn.Config(create_app(settings), host=args.host, port=args.port, log_level=settings.log_level,
                            proxy_headers=False, access_log=args.access_log, http=EnvelopeHttpToolsProtocol)
    server = Server(config)
    with contextlib.suppress(KeyboardInterrupt):
        server.run()
    if not server.started:
        if created:  # the key exists only here: never lose it because the port was taken
            print(_key_banner(created) + _RULE, flush=True)
        return 3
    return 0


async def _worker() -> None:
    import mneme.workers  # noqa: F401 - registers job handlers
    from mneme.core.jobs import Worker
    from mneme.services import Services

    settings = _settings()
    svc = Services.build(settings)
    await svc.start()
    worker = Worker(svc.db, svc, concurrency=settings.worker_concurrency, poll_s=settings.worker_poll_s,
                    lease_s=settings.job_lease_s, backoff_base_s=settings.job_backoff_base_s)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, worker.stop)
    try:
        await worker.run()
    finally:
        await svc.close()


def cmd_worker(_args: argparse.Namespace) -> int:
    settings = _settings()
    _announce(settings)
    _migrate_and_say(settings)
    asyncio.run(_worker())
    return 0


def cmd_router_check(args: argparse.Namespace) -> int:
    """Validate the router's configuration file: `FILE: ok (...)`, or each problem as `file:field: ...`."""
    from mneme.router.catalog import ConfigError, load, warnings

    path = args.file or os.environ.get("MNEME_ROUTER_CONFIG", "")
    if not path:
        raise CliError("no file: give one (mneme router check FILE) or set MNEME_ROUTER_CONFIG")
    try:
        catalog = load(path)
    except ConfigError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 1
    for warning in warnings(catalog):
        print(f"warning: {warning}", file=sys.stderr)
    print(f"{path}: ok ({len(catalog.providers)} providers, {len(catalog.models)} models: "
          f"{', '.join(sorted(catalog.models)) or 'none'})")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="mneme", description="Mneme: a self-hostable memory service",
        epilog="The database: MNEME_DATABASE_URL, else MNEME_HOME/mneme.db (MNEME_HOME defaults to "
               "$XDG_DATA_HOME/mneme or ~/.local/share/mneme); every command prints the one it uses.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("serve", help="run migrations, then serve the API (and a background worker)")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--access-log", action="store_true")
    s.add_argument("--init", action="store_true",
                   help="on a database without a team, create it and print a first owner key (what `make serve` does)")
    s.add_argument("--team-name", default="My team", help="with --init")
    s.add_argument("--owner-name", default="Owner", help="with --init")
    s.set_defaults(fn=cmd_serve)
    sub.add_parser("worker", help="run background jobs only").set_defaults(fn=cmd_worker)
    sub.add_parser("migrate", help="create or upgrade the database schema").set_defaults(fn=cmd_migrate)
    i = sub.add_parser("init", help="create the database if needed, the team, its owner and a first owner key")
    i.add_argument("--json", action="store_true", help="print one JSON line {team_id, principal_id, api_key}")
    i.add_argument("--if-empty", action="store_true", help="exit 0 without creating anything when a team exists")
    i.add_argument("--team-name", default="My team")
    i.add_argument("--owner-name", default="Owner")
    i.add_argument("--owner-email", default=None)
    i.set_defaults(fn=cmd_init)
    k = sub.add_parser("keys", help="manage API keys (of an existing database)").add_subparsers(
        dest="keys_command", required=True)
    kc = k.add_parser("create", help="create an API key (for a new virtual member with --role)")
    kc.add_argument("--name", required=True)
    kc.add_argument("--role", default=None, help="tenant_admin, tenant_member or a custom role")
    kc.add_argument("--expires-at", type=int, default=None, help="Unix seconds, in the future")
    kc.add_argument("--allowed-ips", default=None, help="comma-separated CIDR blocks")
    kc.add_argument("--json", action="store_true")
    kc.set_defaults(fn=cmd_keys_create)
    kl = k.add_parser("list", help="list the team's API keys (never their secrets)")
    kl.add_argument("--json", action="store_true", help="one JSON array, the API's fields plus role and member")
    kl.set_defaults(fn=cmd_keys_list)
    kr = k.add_parser("revoke", help="delete an API key: it answers 401 from now on (as DELETE /admin/v1/api-keys/ID)")
    kr.add_argument("key_id")
    kr.set_defaults(fn=cmd_keys_revoke)
    r = sub.add_parser("router", help="the model router").add_subparsers(dest="router_command", required=True)
    rc = r.add_parser("check", help="validate the router's TOML file (FILE, else MNEME_ROUTER_CONFIG): exit 0 or 1")
    rc.add_argument("file", nargs="?", default=None)
    rc.set_defaults(fn=cmd_router_check)
    c = sub.add_parser("credits", help="the team's token balance").add_subparsers(dest="credits_command", required=True)
    cg = c.add_parser("grant", help="add tokens to the team's balance (a ledger entry); prints the new balance")
    cg.add_argument("--tokens", type=int, required=True, help="1 to 10^12")
    cg.add_argument("--reason", default=None)
    cg.add_argument("--json", action="store_true", help="print the ledger entry as one JSON line")
    cg.set_defaults(fn=cmd_credits_grant)
    cb = c.add_parser("buy", help="record a paid credit purchase (a settled `onetime` order, provider manual)")
    cb.add_argument("--tokens", type=int, required=True, help="1 to 10^12")
    cb.add_argument("--amount", type=int, required=True, help="what was paid, in cents (MNEME_BILLING_CURRENCY)")
    cb.add_argument("--json", action="store_true", help="print the order as one JSON line")
    cb.set_defaults(fn=cmd_credits_buy)
    b = sub.add_parser("billing", help="plans, subscription and orders").add_subparsers(
        dest="billing_command", required=True)
    bs = b.add_parser("subscribe", help="set the team's subscription (grants the period's tokens once)")
    bs.add_argument("--plan", type=int, required=True, help="a plan id of MNEME_BILLING_CONFIG")
    bs.add_argument("--paid-through-provider", action="store_true",
                    help="paid (the period's payment is recorded as a settled subscription order)")
    bs.add_argument("--period-start", type=int, default=None, help="Unix seconds; default now")
    bs.add_argument("--cancel-at-period-end", action="store_true")
    bs.add_argument("--json", action="store_true")
    bs.set_defaults(fn=cmd_billing_subscribe)
    bt = b.add_parser("settle", help="record the outcome of a manual order's payment")
    bt.add_argument("order_id")
    bt.add_argument("--status", choices=("succeeded", "failed", "closed"), default="succeeded")
    bt.add_argument("--json", action="store_true")
    bt.set_defaults(fn=cmd_billing_settle)
    bc = b.add_parser("check", help="validate the plans' TOML file (FILE, else MNEME_BILLING_CONFIG): exit 0 or 1")
    bc.add_argument("file", nargs="?", default=None)
    bc.set_defaults(fn=cmd_billing_check)
    return p


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    args = build_parser().parse_args(argv)
    try:
        return int(args.fn(args) or 0)
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
