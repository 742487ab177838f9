"""The `mneme` command, run as a subprocess on fresh SQLite files: init, keys create/list/revoke, migrate,
serve --init; the keys it prints are checked against a real `mneme serve` of the same database. Where the
database is (MNEME_DATABASE_URL, else MNEME_HOME, else $XDG_DATA_HOME/mneme or ~/.local/share/mneme) never
depends on the current folder, and every command names it on stderr."""

from __future__ import annotations

import contextlib
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

import mneme
from mneme.core.settings import async_database_url
from tests.conftest import TLS, free_port

# The same code as this test process imports, whatever is installed in the venv (`_env` puts SRC first on
# PYTHONPATH, so the console script MNEME, which other tests start, runs it too).
CLI = [sys.executable, "-m", "mneme.cli"]
MNEME = str(Path(sys.executable).parent / "mneme")
SRC = str(Path(mneme.__file__).resolve().parents[1])
KEY_RE = re.compile(r"^sk_[A-Za-z0-9_-]{32,}$")


def _base_env(**extra: str) -> dict[str, str]:
    """This environment without any MNEME_* or XDG_DATA_HOME, with PYTHONPATH naming the code under test."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEME_") and k != "XDG_DATA_HOME"}
    env["PYTHONPATH"] = os.pathsep.join([SRC, *filter(None, [os.environ.get("PYTHONPATH")])])
    env.update(extra)
    return env


def _env(db_path: Path, **extra: str) -> dict[str, str]:
    return _base_env(
        MNEME_DATABASE_URL=f"sqlite+aiosqlite:///{db_path}",
        MNEME_DATA_DIR=str(db_path.parent / "data"),
        **extra,
    )


def _cwd(db_path: Path) -> Path:
    """The nearest existing folder of the database, so nothing lands in the repository by accident."""
    folder = db_path.parent
    while not folder.exists():
        folder = folder.parent
    return folder


def mneme(db_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, *args],
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
        [*CLI, "serve", "--port", str(port)],
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
                if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2, verify=TLS).status_code == 200:
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
    return httpx.Client(verify=TLS, base_url=base, headers={"Authorization": f"Bearer {key}"}, timeout=30)


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
    later = _json_line(
        mneme(db, "keys", "create", "--name", "later", "--expires-at", str(int(time.time()) + 3600), "--json")
    )
    with _client(served, plain["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 200
    with _client(served, ip["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 403
    with _client(served, later["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 200


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


@pytest.mark.parametrize("command", [["keys", "create", "--name", "x", "--json"], ["keys", "list"],
                                     ["keys", "revoke", "key-00000000000000000000000000"]])
def test_keys_commands_refuse_a_missing_database_without_creating_it(tmp_path: Path, command: list[str]) -> None:
    db = tmp_path / "never-migrated.db"
    proc = mneme(db, *command)
    assert proc.returncode != 0 and proc.stdout == ""
    assert f"no database at {db}" in proc.stderr, proc.stderr
    assert "make serve" in proc.stderr and "mneme migrate && mneme init" in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert list(tmp_path.iterdir()) == [], "nothing may be created"


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


def _home_env(home: Path, **extra: str) -> dict[str, str]:
    return _base_env(MNEME_HOME=str(home), **extra)


def run_in(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    cwd.mkdir(parents=True, exist_ok=True)
    return subprocess.run([*CLI, *args], env=env, capture_output=True, text=True, timeout=120, cwd=cwd,
                          check=False)


def _db_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("mneme: database ")]


def test_mneme_home_is_the_same_database_from_any_folder(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = _home_env(home)
    init = run_in(tmp_path / "a", env, "init", "--json")
    info = _json_line(init)
    created = _json_line(run_in(tmp_path / "b" / "deeper", env, "keys", "create", "--name", "elsewhere", "--json"))
    assert created["team_id"] == info["team_id"], "keys create from another folder must find the same team"
    listed = json.loads(run_in(tmp_path / "c", env, "keys", "list", "--json").stdout)
    assert created["id"] in {k["id"] for k in listed}
    assert (home / "mneme.db").is_file()
    leftovers = [p for p in tmp_path.rglob("*") if p.is_file() and not p.is_relative_to(home)]
    assert leftovers == [], "nothing may be written to the current folder"
    assert _db_lines(init.stderr) == [f"mneme: database sqlite:///{home / 'mneme.db'}"], init.stderr


def test_default_home_is_xdg_data_home_then_local_share(tmp_path: Path) -> None:
    xdg = run_in(tmp_path, _base_env(XDG_DATA_HOME=str(tmp_path / "xdg"), HOME=str(tmp_path / "h1")), "keys", "list")
    in_xdg = tmp_path / "xdg" / "mneme" / "mneme.db"
    assert _db_lines(xdg.stderr) == [f"mneme: database sqlite:///{in_xdg}"], xdg.stderr
    plain = run_in(tmp_path, _base_env(HOME=str(tmp_path / "h2")), "keys", "list")
    in_home = tmp_path / "h2" / ".local" / "share" / "mneme" / "mneme.db"
    assert _db_lines(plain.stderr) == [f"mneme: database sqlite:///{in_home}"], plain.stderr
    assert xdg.returncode == plain.returncode == 1 and f"no database at {in_home}" in plain.stderr
    assert not (tmp_path / "xdg").exists() and not (tmp_path / "h2").exists(), "a refusal creates nothing"


def test_database_url_wins_over_mneme_home(tmp_path: Path) -> None:
    db = tmp_path / "explicit" / "x.db"
    proc = run_in(tmp_path, _env(db, MNEME_HOME=str(tmp_path / "home")), "init", "--json")
    assert proc.returncode == 0, proc.stderr
    assert _db_lines(proc.stderr) == [f"mneme: database sqlite:///{db}"]
    assert db.is_file() and not (tmp_path / "home").exists()


def test_every_command_names_its_database_once(tmp_path: Path) -> None:
    db = tmp_path / "named.db"
    procs = [mneme(db, "migrate"), mneme(db, "init", "--json")]
    key = _json_line(mneme(db, "keys", "create", "--name", "n", "--json"))
    procs += [mneme(db, "keys", "list"), mneme(db, "keys", "revoke", key["id"]), mneme(db, "init")]
    for proc in procs:
        assert _db_lines(proc.stderr) == [f"mneme: database sqlite:///{db}"], proc.stderr
    assert "schema created" in procs[0].stderr and "schema up to date" in procs[1].stderr
    assert procs[-1].returncode == 1 and f"database sqlite:///{db} already has a team" in procs[-1].stderr


def test_the_database_url_as_printed_works_as_given(tmp_path: Path) -> None:
    """`sqlite:///file`, as every command prints it, is the same database as `sqlite+aiosqlite:///file` (a plain
    URL once ended in a traceback about the driver); `postgresql://` and `postgres://` name asyncpg."""
    db = tmp_path / "plain.db"
    env = _base_env(MNEME_DATABASE_URL=f"sqlite:///{db}")
    made = run_in(tmp_path, env, "migrate")
    assert made.returncode == 0 and "schema created" in made.stderr and "Traceback" not in made.stderr, made.stderr
    assert _json_line(run_in(tmp_path, env, "init", "--json"))["api_key"]
    listed = mneme(db, "keys", "list", "--json")  # the same file by the driver's own URL
    assert listed.returncode == 0 and len(json.loads(listed.stdout)) == 1, listed.stderr
    assert async_database_url("postgres://u:p@h:5432/db") == "postgresql+asyncpg://u:p@h:5432/db"
    assert async_database_url("postgresql://u@h/db") == "postgresql+asyncpg://u@h/db"
    assert async_database_url("sqlite+aiosqlite:///x.db") == "sqlite+aiosqlite:///x.db"


def test_a_password_in_the_database_url_is_never_printed(tmp_path: Path) -> None:
    port = free_port()  # nothing listens there
    url = f"postgresql+asyncpg://mneme:s3cr3t-pw@127.0.0.1:{port}/mneme"
    proc = run_in(tmp_path, _base_env(MNEME_DATABASE_URL=url), "keys", "list")
    assert proc.returncode == 1 and "s3cr3t-pw" not in proc.stdout + proc.stderr
    assert _db_lines(proc.stderr) == [f"mneme: database postgresql+asyncpg://mneme:***@127.0.0.1:{port}/mneme"]
    assert "cannot open the database" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


def test_keys_list_shows_every_live_key_but_no_secret(initialised: tuple[Path, dict[str, Any]]) -> None:
    db, info = initialised
    member = _json_line(mneme(db, "keys", "create", "--name", "lister", "--role", "tenant_member", "--json"))
    proc = mneme(db, "keys", "list", "--json")
    assert proc.returncode == 0, proc.stderr
    keys = {k["id"]: k for k in json.loads(proc.stdout)}
    mine = keys[member["id"]]
    assert mine["name"] == "lister" and mine["role"] == "tenant_member"
    assert mine["principal_id"] == member["principal_id"] and mine["member"] == "lister"
    assert mine["status"] == "active" and mine["expires_at"] is None and isinstance(mine["created_at"], int)
    assert member["api_key"].startswith(mine["prefix"]) and len(mine["prefix"]) < len(member["api_key"])
    owners = [k for k in keys.values() if k["principal_id"] == info["principal_id"]]
    assert owners and all(k["role"] == "tenant_owner" for k in owners)
    table = mneme(db, "keys", "list")
    assert table.returncode == 0 and member["id"] in table.stdout and "tenant_member" in table.stdout
    for shown in (proc.stdout, table.stdout):
        assert member["api_key"] not in shown and info["api_key"] not in shown and "hash" not in shown


def test_keys_revoke_makes_the_key_answer_401(served: str, initialised: tuple[Path, dict[str, Any]]) -> None:
    db, _info = initialised
    doomed = _json_line(mneme(db, "keys", "create", "--name", "doomed", "--json"))
    with _client(served, doomed["api_key"]) as c:
        assert c.get("/api/v3/workspaces").status_code == 200
    proc = mneme(db, "keys", "revoke", doomed["id"])
    assert proc.returncode == 0, proc.stderr
    assert doomed["id"] in proc.stdout and "revoked" in proc.stdout
    with _client(served, doomed["api_key"]) as c:
        gone = c.get("/api/v3/workspaces")
        assert gone.status_code == 401 and gone.json()["error_code"] == "UNAUTHORIZED"
    assert doomed["id"] not in {k["id"] for k in json.loads(mneme(db, "keys", "list", "--json").stdout)}
    engine = create_engine(f"sqlite:///{db}")  # the API's delete ran, audit row included
    try:
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT action FROM audit_logs WHERE resource_id = :id"), {"id": doomed["id"]})
            assert [r[0] for r in rows] == ["api_key.delete"]
    finally:
        engine.dispose()
    again = mneme(db, "keys", "revoke", doomed["id"])
    assert again.returncode == 1 and f"no API key {doomed['id']}" in again.stderr, again.stderr


def test_keys_create_refuses_a_past_expiry_as_the_api_does(
    served: str, initialised: tuple[Path, dict[str, Any]]
) -> None:
    db, info = initialised
    before = len(json.loads(mneme(db, "keys", "list", "--json").stdout))
    past = int(time.time()) - 5
    proc = mneme(db, "keys", "create", "--name", "old", "--expires-at", str(past), "--json")
    assert proc.returncode == 1 and proc.stdout == ""
    with _client(served, info["api_key"]) as owner:
        api = owner.post("/admin/v1/api-keys", json={"name": "old", "expires_at": past})
    assert api.status_code == 400
    assert api.json()["message"] in proc.stderr and "nothing was created" in proc.stderr, proc.stderr
    assert len(json.loads(mneme(db, "keys", "list", "--json").stdout)) == before


@contextlib.contextmanager
def serving(env: dict[str, str], cwd: Path) -> Iterator[tuple[str, str]]:
    """`mneme serve --init` (what `make serve` runs) until its banner is out; yields (stdout, stderr) so far."""
    port = free_port()
    cwd.mkdir(parents=True, exist_ok=True)
    out, err = cwd / f"out-{port}.log", cwd / f"err-{port}.log"
    with open(out, "w") as o, open(err, "w") as e:
        proc = subprocess.Popen([*CLI, "serve", "--init", "--port", str(port)], env=env, stdout=o, stderr=e,
                                cwd=cwd)
        try:
            deadline = time.monotonic() + 60
            while not out.read_text().rstrip().endswith("=" * 76):
                assert proc.poll() is None, err.read_text()[-3000:]
                assert time.monotonic() < deadline, "no banner"
                time.sleep(0.1)
            banner = out.read_text()
            base = f"http://127.0.0.1:{port}/openapi/service"
            assert f"API       {base}\n" in banner and f"Docs      {base}/docs\n" in banner, banner
            assert httpx.get(f"{base}/docs", timeout=10, verify=TLS).status_code == 200
            yield banner, err.read_text()
        finally:
            proc.terminate()
            proc.wait(timeout=30)
            out.unlink()
            err.unlink()


def test_serve_init_prints_the_key_once_then_how_to_make_one(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = _home_env(home)
    with serving(env, tmp_path / "first") as (banner, log):
        assert "schema created" in log and "up to date" not in log, log
        assert _db_lines(log) == [f"mneme: database sqlite:///{home / 'mneme.db'}"], log
        assert f"Database  {home / 'mneme.db'}" in banner
        try_line = re.search(r'Try       curl -s -H "Authorization: Bearer (sk_\S+)" (http\S+)\n', banner)
        assert try_line, banner
        with _client(try_line.group(2).rsplit("/api/", 1)[0], try_line.group(1)) as c:  # the printed command
            assert c.get("/api/v3/workspaces").status_code == 200
    with serving(env, tmp_path / "second") as (banner, log):
        assert "schema up to date" in log and "schema created" not in log, log
        assert "sk_" not in banner, banner
        command = re.search(r"make another one with:\n +(.+ keys create --name me)\n", banner)
        assert command, banner
        # as printed, from another folder, without MNEME_HOME in the environment: the same database
        made = subprocess.run(f"{command.group(1)} --json", shell=True, env=_base_env(), cwd=tmp_path,
                              capture_output=True, text=True, timeout=120, check=False)
        api = re.search(r"API       (\S+)\n", banner)
        assert api
        with _client(api.group(1), _json_line(made)["api_key"]) as c:
            assert c.get("/api/v3/workspaces").status_code == 200
    assert [p for p in tmp_path.rglob("*") if p.is_file() and not p.is_relative_to(home)] == []


def test_an_old_mneme_db_in_the_current_folder_is_pointed_out_not_used(tmp_path: Path) -> None:
    (tmp_path / "mneme.db").write_bytes(b"")  # where older versions put the database
    proc = run_in(tmp_path, _home_env(tmp_path / "home"), "keys", "list")
    assert proc.returncode == 1 and f"no database at {tmp_path / 'home' / 'mneme.db'}" in proc.stderr
    assert f"note: {tmp_path / 'mneme.db'} (the default place of older versions) is not used" in proc.stderr
    assert (tmp_path / "mneme.db").read_bytes() == b""
