"""Test harness: the real app over real HTTP on loopback, on a real SQLite file and a real PostgreSQL.

Tests that take the `server` fixture run once per database (`--db sqlite|postgres|both`, default both).
The server runs uvicorn in a thread with its own event loop; tests talk to it with a plain httpx client.
"""
from __future__ import annotations

import asyncio
import os
import shutil
import socket
import ssl
import tempfile
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import httpx
import pytest
import uvicorn

from mneme.core.settings import Settings

T = TypeVar("T")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--db", default=os.environ.get("MNEME_TEST_DB", "both"),
                     choices=("sqlite", "postgres", "both"), help="databases to run server tests on")


def backends(config: pytest.Config) -> list[str]:
    """The databases under test (`--db`)."""
    choice = config.getoption("--db")
    return ["sqlite", "postgres"] if choice == "both" else [choice]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        metafunc.parametrize("backend", backends(metafunc.config), scope="session")


def run_sync(fn: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run a coroutine to completion on a fresh loop in another thread (safe inside a running loop)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["v"] = asyncio.run(fn())
        except BaseException as exc:
            box["e"] = exc
    t = threading.Thread(target=target)
    t.start()
    t.join()
    if "e" in box:
        raise box["e"]
    return box["v"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


_pg: Any = None


def postgres_url(name: str) -> str:
    """A fresh database (with pgvector) on the session's PostgreSQL server."""
    global _pg
    if _pg is None:
        from tests.pgserver import ENV_URL, PgServer, start_pg

        _pg = PgServer.from_url(os.environ[ENV_URL]) if os.environ.get(ENV_URL) else start_pg()
    return str(_pg.create_database(name))


def database_url(backend: str, tmp: str) -> str:
    if backend == "sqlite":
        return f"sqlite+aiosqlite:///{tmp}/mneme.db"
    return postgres_url(f"mneme_{os.getpid()}_{int(time.time() * 1000) % 10**9}_{free_port()}")


async def new_project(db: Any) -> Any:
    """A team, workspace and project written straight to `db` (a `mneme.core.db.Database`); returns the
    project's `store.Owner`."""
    from mneme.core.ids import new_id
    from mneme.memory.store import Owner
    from mneme.models import Project, Team, Workspace

    team, ws, pid = new_id("team"), new_id("ws"), new_id("prj")
    async with db.session() as s:
        s.add(Team(id=team, name="T"))
        await s.flush()
        s.add(Workspace(id=ws, team_id=team, custom_id=ws, name="W"))
        await s.flush()
        s.add(Project(id=pid, team_id=team, workspace_id=ws, custom_id=pid, name="P"))
        await s.flush()
    return Owner(team_id=team, workspace_id=ws, project_id=pid)


# One TLS context for every test client: httpx builds a new one for each Client it makes, loading the CA bundle
# (about 55 ms on the AVX2 machine), and the suite makes thousands of clients, all to plain-HTTP loopback servers.
TLS = ssl.create_default_context()


@dataclass
class LiveServer:
    """A running Mneme on loopback, with its settings and the first owner key."""

    settings: Settings
    base_url: str
    owner_key: str
    team_id: str
    owner_id: str
    backend: str
    _server: Any = None
    _thread: Any = None
    keys: dict[str, str] = field(default_factory=dict)

    def client(self, key: str | None = "owner", **headers: str) -> httpx.Client:
        hdrs = dict(headers)
        secret = self.owner_key if key == "owner" else key
        if secret is not None:
            hdrs["Authorization"] = f"Bearer {secret}"
        return httpx.Client(base_url=self.base_url, headers=hdrs, timeout=30, verify=TLS)

    def new_key(self, *, role: str | None = None, name: str = "test", expires_at: int | None = None,
                allowed_ips: str | None = None) -> dict[str, Any]:
        """A key from `mneme keys create` logic (a new virtual member when `role` is given)."""
        import argparse

        from mneme.cli import _create_key

        args = argparse.Namespace(name=name, role=role, expires_at=expires_at, allowed_ips=allowed_ips, json=True)
        env = {"MNEME_DATABASE_URL": self.settings.database_url}
        with _Env(env):
            return run_sync(lambda: _create_key(args))

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=30)


class _Env:
    def __init__(self, values: dict[str, str]) -> None:
        self.values, self.old = values, {}

    def __enter__(self) -> None:
        for k, v in self.values.items():
            self.old[k] = os.environ.get(k)
            os.environ[k] = v

    def __exit__(self, *exc: Any) -> None:
        for k, v in self.old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


# The folders of the servers this process started (a SQLite file and uploads each), removed when the session ends:
# a test may still read a stopped server's database, so not before.
_FOLDERS: list[str] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    for folder in _FOLDERS:
        shutil.rmtree(folder, ignore_errors=True)


def start_server(backend: str, **overrides: Any) -> LiveServer:
    """Migrate a fresh database, create the team, and serve the app on a free loopback port."""
    from mneme.app import create_app
    from mneme.cli import _init
    from mneme.core.http_protocol import EnvelopeHttpToolsProtocol
    from mneme.core.migrate import upgrade

    tmp = tempfile.mkdtemp(prefix="mneme-test-")
    _FOLDERS.append(tmp)
    url = database_url(backend, tmp)
    values: dict[str, Any] = {"database_url": url, "data_dir": f"{tmp}/data", "invalid_key_limit": 100_000,
                              "worker_poll_s": 0.1, "job_backoff_base_s": 0.05}
    values.update(overrides)
    settings = replace(Settings(), **values)
    upgrade(url)
    with _Env({"MNEME_DATABASE_URL": url}):
        info = run_sync(lambda: _init("Test team", "Owner", "owner@example.test"))
    assert info is not None
    port = free_port()
    # proxy_headers off, as `mneme serve` does: only MNEME_TRUSTED_PROXIES decides who may forward
    config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning",
                            lifespan="on", proxy_headers=False, http=EnvelopeHttpToolsProtocol)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("test server did not start")
        time.sleep(0.02)
    return LiveServer(settings=settings, base_url=f"http://127.0.0.1:{port}{settings.base_path}",
                      owner_key=info["api_key"], team_id=info["team_id"], owner_id=info["principal_id"],
                      backend=backend, _server=server, _thread=thread)


@pytest.fixture(scope="session")
def server(backend: str) -> Iterator[LiveServer]:
    live = start_server(backend)
    yield live
    live.stop()


@pytest.fixture
def owner(server: LiveServer) -> Iterator[httpx.Client]:
    with server.client() as c:
        yield c


_counter = iter(range(1, 10**9))


def uniq(stem: str) -> str:
    return f"{stem}-{next(_counter)}-{time.time_ns() % 10**8}"


def data(resp: httpx.Response, status: int = 200) -> Any:
    """Assert a success envelope and return `data`."""
    assert resp.status_code == status, f"{resp.status_code}: {resp.text[:500]}"
    body = resp.json()
    assert body["success"] is True and "data" in body, body
    return body["data"]


def error(resp: httpx.Response, status: int, code: str | None = None) -> dict[str, Any]:
    """Assert an error envelope with this status (and code) and return it."""
    assert resp.status_code == status, f"{resp.status_code}: {resp.text[:500]}"
    body = resp.json()
    assert body["success"] is False and isinstance(body["message"], str), body
    if code:
        assert body["error_code"] == code, body
    return dict(body)


def in_db(server: LiveServer, fn: Callable[[Any], Coroutine[Any, Any, Any]]) -> Any:
    """Run `fn(session)` in a committed transaction on the server's database."""
    from mneme.core.db import Database

    async def go() -> Any:
        db = Database(server.settings)
        try:
            async with db.session() as s:
                return await fn(s)
        finally:
            await db.dispose()
    return run_sync(go)


def make_project(c: httpx.Client) -> tuple[str, str]:
    ws = data(c.post("/api/v3/workspaces", json={"name": "WS", "custom_id": uniq("ws")}))
    p = data(c.post(f"/api/v3/workspaces/{ws['id']}/projects", json={"name": "P", "custom_id": uniq("p")}))
    return ws["id"], p["id"]
