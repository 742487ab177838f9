"""The `mneme` command: serve, worker, init, migrate, keys."""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import signal
import sys
from typing import Any

from mneme.core.settings import Settings


def _settings() -> Settings:
    return Settings.from_env()


def cmd_migrate(_args: argparse.Namespace) -> int:
    from mneme.core.migrate import upgrade

    upgrade(_settings().database_url)
    print("database is at the newest schema", file=sys.stderr)
    return 0


async def _init(team_name: str, owner_name: str, owner_email: str | None) -> dict[str, str] | None:
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
    from mneme.core.migrate import upgrade

    upgrade(_settings().database_url)
    info = asyncio.run(_init(args.team_name, args.owner_name, args.owner_email))
    if info is None:
        msg = "this database already has a team; nothing was created (use `mneme keys create` for more keys)"
        if args.if_empty:
            print(msg, file=sys.stderr)
            return 0
        print(f"error: {msg}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(info))
    else:
        _print_key_banner(info)
    return 0


def _print_key_banner(info: dict[str, str]) -> None:
    line = "=" * 72
    print(f"\n{line}\n  Mneme is set up. Your owner API key (shown ONCE, copy it now):\n\n"
          f"      {info['api_key']}\n\n  team {info['team_id']}   owner {info['principal_id']}\n"
          f"  Use it as:  Authorization: Bearer <key>\n{line}\n", flush=True)


async def _create_key(args: argparse.Namespace) -> dict[str, Any]:
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
                raise SystemExit("error: no team yet; run `mneme init` first")
            principal_id = team.owner_principal_id
            if args.role:
                scope = trusted_scope(team.id, principal_id=team.owner_principal_id, reason="mneme keys create --role")
                member = await create_virtual_member(s, scope, display_name=args.name, role_key=args.role)
                principal_id = member.id
            ips = [p for p in (args.allowed_ips or "").split(",") if p.strip()] or None
            key, secret = await create_key(s, team_id=team.id, principal_id=principal_id, name=args.name,
                                           expires_at=args.expires_at, allowed_ips=ips)
            return {"id": key.id, "principal_id": principal_id, "api_key": secret, "team_id": team.id}
    finally:
        await db.dispose()


def cmd_keys_create(args: argparse.Namespace) -> int:
    from sqlalchemy.exc import OperationalError, ProgrammingError

    from mneme.core.errors import ApiError

    try:
        info = asyncio.run(_create_key(args))
    except ApiError as exc:  # unknown role, bad CIDR, ...
        print(f"error: {exc.message}", file=sys.stderr)
        return 1
    except (OperationalError, ProgrammingError) as exc:  # no schema yet
        print(f"error: the database has no Mneme schema; run `mneme init` first ({exc.orig})", file=sys.stderr)
        return 1
    print(json.dumps(info) if args.json else f"API key (shown once): {info['api_key']}  id {info['id']}")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from mneme.app import create_app
    from mneme.core.migrate import upgrade

    settings = _settings()
    upgrade(settings.database_url)
    uvicorn.run(create_app(settings), host=args.host, port=args.port, log_level=settings.log_level,
                proxy_headers=False, access_log=args.access_log)
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
    from mneme.core.migrate import upgrade

    upgrade(_settings().database_url)
    asyncio.run(_worker())
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mneme", description="Mneme: a self-hostable memory service")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("serve", help="run migrations, then serve the API (and a background worker)")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--access-log", action="store_true")
    s.set_defaults(fn=cmd_serve)
    sub.add_parser("worker", help="run background jobs only").set_defaults(fn=cmd_worker)
    sub.add_parser("migrate", help="upgrade the database schema").set_defaults(fn=cmd_migrate)
    i = sub.add_parser("init", help="create the team, its owner and a first owner key")
    i.add_argument("--json", action="store_true", help="print one JSON line {team_id, principal_id, api_key}")
    i.add_argument("--if-empty", action="store_true", help="exit 0 without creating anything when a team exists")
    i.add_argument("--team-name", default="My team")
    i.add_argument("--owner-name", default="Owner")
    i.add_argument("--owner-email", default=None)
    i.set_defaults(fn=cmd_init)
    k = sub.add_parser("keys", help="manage API keys").add_subparsers(dest="keys_command", required=True)
    kc = k.add_parser("create", help="create an API key (for a new virtual member with --role)")
    kc.add_argument("--name", required=True)
    kc.add_argument("--role", default=None, help="tenant_admin, tenant_member or a custom role")
    kc.add_argument("--expires-at", type=int, default=None, help="Unix seconds")
    kc.add_argument("--allowed-ips", default=None, help="comma-separated CIDR blocks")
    kc.add_argument("--json", action="store_true")
    kc.set_defaults(fn=cmd_keys_create)
    return p


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    args = build_parser().parse_args(argv)
    return int(args.fn(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
