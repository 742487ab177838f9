"""The `mneme` command, run as a subprocess on fresh SQLite files: init, keys create, migrate; the keys it
prints are checked against a real `mneme serve` of the same database."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from tests.conftest import free_port

MNEME = str(Path(sys.executable).parent / "mneme")
KEY_RE = re.compile(r"^sk_[A-Za-z0-9_-]{32,}$")


def _env(db_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEME_")}
    env.update(
        MNEME_DATABASE_URL=f"sqlite+aiosqlite:///{db_path}",
        MNEME_DATA_DIR=str(db_path.parent / "data"),
        **extra,
    )
    return env


def _cwd(db_path: Path) -> Path:
    """The nearest existing folder of the database, so nothing lands in the repository by accident."""
    folder = db_path.parent
    while not folder.exists():
        folder = folder.parent
    return folder


def mneme(db_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MNEME, *args],
        env=_env(db_path),
        capture_output=True,
        text=True,
        timeout=120,
        cwd=_cwd(db_path),
        check=False,
    )


def _json_line(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, f"expected one JSON line on stdout, got {proc.stdout!r}"
    return dict(json.loads(lines[0]))


def _revision(db_path: Path) -> list[str]:
    engine = create_engine(f"sqlite:///{db_path}")
    try:
        with engine.connect() as conn:
            return [r[0] for r in conn.execute(text("SELECT version_num FROM alembic_version"))]
    finally:
        engine.dispose()


@pytest.fixture(scope="module")
def initialised(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    db = tmp_path_factory.mktemp("cli") / "nested" / "dir" / "mneme.db"  # the folder does not exist yet
    return db, _json_line(mneme(db, "init", "--json"))


@pytest.fixture(scope="module")
def served(initialised: tuple[Path, dict[str, Any]]) -> Iterator[str]:
    """`mneme serve` on the initialised database; yields its base URL."""
    db, _info = initialised
    port = free_port()
    log = open(db.parent / "serve.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [MNEME, "serve", "--port", str(port)],
        env=_env(db),
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=db.parent,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, (db.parent / "serve.log").read_text()
            assert time.monotonic() < deadline, "mneme serve did not become ready"
            try:
                if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/openapi/service"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        log.close()


def _client(base: str, key: str) -> httpx.Client:
    return httpx.Client(base_url=base, headers={"Authorization": f"Bearer {key}"}, timeout=30)


def test_init_prints_one_json_line(initialised: tuple[Path, dict[str, Any]]) -> None:
    db, info = initialised
    assert set(info) == {"team_id", "principal_id", "api_key"}
    assert info["team_id"].startswith("team-") and info["principal_id"].startswith("prn-")
    assert KEY_RE.match(info["api_key"]), info["api_key"]
    assert db.exists()


def test_second_init_refuses(initialised: tuple[Path, dict[str, Any]]) -> None:
    db, _info = initialised
    again = mneme(db, "init", "--json")
    assert again.returncode == 1
    assert again.stdout == "", "nothing (and no key) may be printed when nothing was created"
    assert "already has a team" in again.stderr and "Traceback" not in again.stderr, again.stderr
    quiet = mneme(db, "init", "--if-empty", "--json")
    assert quiet.returncode == 0 and quiet.stdout == "" and "already has a team" in quiet.stderr


def test_init_key_is_the_owners(served: str, initialised: tuple[Path, dict[str, Any]]) -> None:
    with _client(served, initialised[1]["api_key"]) as owner:
        ws = owner.post("/api/v3/workspaces", json={"name": "cli", "custom_id": "cli-owner"})
        assert ws.status_code == 200, ws.text
        assert owner.delete(f"/api/v3/workspaces/{ws.json()['data']['id']}").status_code == 200
    with _client(served, "sk_" + "x" * 43) as nobody:
        assert nobody.get("/api/v3/workspaces").status_code == 401


def test_keys_create_member_key_works(served: str, initialised: tuple[Path, dict[str, Any]]) -> None:
    db, info = initialised
    created = _json_line(mneme(db, "keys", "create", "--name", "x", "--role", "tenant_member", "--json"))
    assert created["team_id"] == info["team_id"] and created["principal_id"] != info["principal_id"]
    assert created["id"].startswith("key-") and KEY_RE.match(created["api_key"])
    with _client(served, info["api_key"]) as owner, _client(served, created["api_key"]) as member:
        ws = owner.post("/api/v3/workspaces", json={"name": "shared", "custom_id": "cli-member"}).json()[
            "data"
        ]
        assert member.get("/api/v3/workspaces").status_code == 200
        assert member.get(f"/api/v3/workspaces/{ws['id']}").json()["data"]["id"] == ws["id"]
        denied = member.delete(f"/api/v3/workspaces/{ws['id']}")  # members may not delete workspaces
        assert denied.status_code == 403 and denied.json()["error_code"] == "FORBIDDEN"


def test_keys_create_restrictions_apply(served: str, initialised: tuple[Path, dict[str, Any]]) -> None:
    db, _info = initialised
    plain = _json_line(mneme(db, "keys", "create", "--name", "owner-2", "--json"))
    ip = _json_line(mneme(db, "keys", "create", "--name", "ip", "--allowed-ips", "10.0.0.0/8", "--json"))
    expired = _json_line(
        mneme(db, "keys", "create", "--name", "old", "--expires-at", str(int(time.time()) - 5), "--json")
    )
    with _client(served, plain["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 200
    with _client(served, ip["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 403
    with _client(served, expired["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 401


def test_migrate_is_idempotent(tmp_path: Path) -> None:
    db = tmp_path / "fresh.db"
    first = mneme(db, "migrate")
    assert first.returncode == 0, first.stderr
    head = _revision(db)
    assert len(head) == 1
    second = mneme(db, "migrate")
    assert second.returncode == 0, second.stderr
    assert _revision(db) == head
    assert "Traceback" not in first.stderr + second.stderr


def test_migrate_keeps_data(initialised: tuple[Path, dict[str, Any]], served: str) -> None:
    db, info = initialised
    proc = mneme(db, "migrate")
    assert proc.returncode == 0, proc.stderr
    with _client(served, info["api_key"]) as owner:
        assert owner.get("/api/v3/workspaces").status_code == 200
    assert mneme(db, "init", "--json").returncode == 1, "the team must still be there"


def test_keys_create_on_a_migrated_empty_database_says_to_init(tmp_path: Path) -> None:
    db = tmp_path / "empty.db"
    assert mneme(db, "migrate").returncode == 0
    proc = mneme(db, "keys", "create", "--name", "x", "--json")
    assert proc.returncode == 1 and proc.stdout == ""
    assert "mneme init" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


def test_keys_create_before_any_migration_says_to_init(tmp_path: Path) -> None:
    db = tmp_path / "never-migrated.db"
    proc = mneme(db, "keys", "create", "--name", "x", "--json")
    assert proc.returncode != 0 and proc.stdout == ""
    assert "mneme init" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr[-2000:]


def test_keys_create_with_unknown_role_is_a_clear_error(initialised: tuple[Path, dict[str, Any]]) -> None:
    db, _info = initialised
    proc = mneme(db, "keys", "create", "--name", "x", "--role", "no-such-role", "--json")
    assert proc.returncode != 0 and proc.stdout == ""
    assert "no-such-role" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr[-2000:]


def test_keys_create_refuses_a_bad_cidr_clearly(initialised: tuple[Path, dict[str, Any]]) -> None:
    db, _info = initialised
    proc = mneme(db, "keys", "create", "--name", "x", "--allowed-ips", "not-an-ip", "--json")
    assert proc.returncode != 0 and proc.stdout == ""
    assert "not-an-ip" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr[-2000:]
