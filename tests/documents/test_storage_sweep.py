"""Storage hygiene after a crash: `mneme serve` is killed with -9 in the middle of uploads and started again.

Its `.part` temp files are gone once the restarted server answers (swept at start-up; while a writer lives its
lock keeps them), and the recurring `storage.sweep` job removes stored files that no row references and that are
older than an hour, while every file a library item or a document references stays."""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import delete, select

from mneme.core.settings import Settings
from mneme.core.storage import LocalStorage
from mneme.models import DriveItem, Job
from tests.conftest import TLS, _Env, data, database_url, free_port, make_project, run_sync
from tests.documents.helpers import LIB, docs_path, import_docs, upload, wait_until

BASE = "/openapi/service"


class Serve:
    """`mneme serve` in a subprocess against a given database and data directory."""

    def __init__(self, url: str, data_dir: Path, log: Path) -> None:
        self.port = free_port()
        env = dict(os.environ, MNEME_DATABASE_URL=url, MNEME_DATA_DIR=str(data_dir), MNEME_WORKER_POLL_S="0.1",
                   MNEME_LOG_LEVEL="warning")
        self.log = open(log, "ab")  # noqa: SIM115 - closed in wait()
        self.proc = subprocess.Popen([sys.executable, "-m", "mneme.cli", "serve", "--port", str(self.port)],
                                     env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.root = f"http://127.0.0.1:{self.port}"

        def up() -> bool:
            assert self.proc.poll() is None, f"server exited: {log.read_text()[-3000:]}"
            try:
                return httpx.get(f"{self.root}/healthz", timeout=2, verify=TLS).status_code == 200
            except httpx.HTTPError:
                return False
        wait_until(up, timeout=120, what="mneme serve to answer")

    def client(self, key: str) -> httpx.Client:
        return httpx.Client(base_url=self.root + BASE, headers={"Authorization": f"Bearer {key}"}, timeout=60,
                            verify=TLS)

    def wait(self) -> None:
        self.proc.wait(60)
        self.log.close()


def _slow_upload(root: str, key: str, name: str, release: threading.Event, sent: threading.Event) -> None:
    """An upload that sends 1 MiB of its file, then stalls until `release` (the server dies meanwhile)."""
    boundary = "sweep-boundary"

    def body() -> Iterator[bytes]:
        yield (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
               f"Content-Type: application/octet-stream\r\n\r\n").encode()
        for _ in range(4):
            yield b"x" * 256 * 1024
        sent.set()
        release.wait(120)
        yield f"\r\n--{boundary}--\r\n".encode()

    headers = {"Authorization": f"Bearer {key}", "Content-Type": f"multipart/form-data; boundary={boundary}"}
    with contextlib.suppress(httpx.HTTPError):  # the server is killed under it
        httpx.post(f"{root}{BASE}{LIB}", content=body(), headers=headers, timeout=120, verify=TLS)


def _files(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()} if root.exists() else set()


@pytest.fixture
def crash_setup(backend: str, tmp_path: Path) -> Iterator[tuple[str, Path, dict[str, str]]]:
    from mneme.cli import _init
    from mneme.core.migrate import upgrade

    url = database_url(backend, str(tmp_path))
    upgrade(url)
    with _Env({"MNEME_DATABASE_URL": url}):
        info = run_sync(lambda: _init("Crash team", "Owner", "owner@example.test"))
    assert info is not None
    yield url, tmp_path / "data", info


def test_kill_during_uploads_then_restart(crash_setup: tuple[str, Path, dict[str, str]], tmp_path: Path) -> None:
    url, data_dir, info = crash_setup
    key, log = info["api_key"], tmp_path / "serve.log"
    tmp_dir, drive = data_dir / ".tmp", data_dir / "drive"

    first = Serve(url, data_dir, log)
    with first.client(key) as c:
        ws, pid = make_project(c)
        kept = [upload(c, f"kept-{i}.txt", f"library file {i}".encode())["item_id"] for i in range(3)]
        imported = upload(c, "imported.txt", b"a document whose library item is deleted")["item_id"]
        import_docs(c, ws, pid, [imported])
        data(c.delete(f"{LIB}/{imported}"))  # only the document references its file now
        lost = [upload(c, f"lost-{i}.txt", b"stored, but its row never committed")["item_id"] for i in range(2)]

    release = threading.Event()
    started = [threading.Event() for _ in range(3)]
    threads = [threading.Thread(target=_slow_upload, args=(first.root, key, f"big-{i}.bin", release, ev))
               for i, ev in enumerate(started)]
    for t in threads:
        t.start()
    try:
        for ev in started:
            assert ev.wait(60)
        wait_until(lambda: len(list(tmp_dir.glob("*.part"))) == 3, timeout=60, what="three uploads in flight")
        live = LocalStorage(str(data_dir))
        assert run_sync(lambda: live.sweep_temp(older_than=0)) == 0, "a temp file being written is never swept"
        assert len(list(tmp_dir.glob("*.part"))) == 3

        first.proc.send_signal(signal.SIGKILL)
        first.wait()
    finally:
        release.set()
        for t in threads:
            t.join(60)
    assert len(list(tmp_dir.glob("*.part"))) == 3, "kill -9 leaves the temp files of the cut uploads"

    # What a crash between storing a file and committing its row leaves: files that no row references.
    settings = Settings(database_url=url, data_dir=str(data_dir))
    rows = _rows(settings, lost)
    lost_keys = {k for k in rows.values()}
    assert len(lost_keys) == 2
    stored = _files(drive)
    # Everything is made two hours old, except one orphan that is still fresh (it could be an upload whose row
    # is about to commit): it must stay.
    old = time.time() - 2 * 3600
    for rel in stored:
        os.utime(drive / rel, (old, old))
    fresh = drive / info["team_id"] / "item_fresh" / "ver_fresh"
    fresh.parent.mkdir(parents=True)
    fresh.write_bytes(b"fresh orphan")

    second = Serve(url, data_dir, log)
    try:
        assert list(tmp_dir.glob("*.part")) == [], "temp files are swept at start-up"
        gone = {k.removeprefix("drive/") for k in lost_keys}
        wait_until(lambda: not (gone & _files(drive)), timeout=120, what="the storage sweep")
        remaining = _files(drive)
        assert remaining == (stored - gone) | {f"{info['team_id']}/item_fresh/ver_fresh"}, remaining
        # The files go before the sweep's job is set to run again (its end commits after the deletions).
        wait_until(lambda: _job(settings).status == "queued", timeout=60, what="the sweep's next run queued")
        job = _job(settings)
        assert job.run_after > time.time() + 3000, "the sweep runs again in an hour"
        with second.client(key) as c:
            for item in kept:
                assert c.get(f"{LIB}/{item}/binary").status_code == 200
            docs = data(c.get(docs_path(ws, pid)))["items"]
            assert [d["name"] for d in docs] == ["imported.txt"]
    finally:
        second.proc.send_signal(signal.SIGTERM)
        second.wait()


def _rows(settings: Settings, lost: list[str]) -> dict[str, str]:
    """Delete the library rows of `lost` (as if they never committed); returns their storage keys."""
    from mneme.core.db import Database

    async def go() -> dict[str, str]:
        db = Database(settings)
        try:
            async with db.session() as s:
                items = (await s.execute(select(DriveItem).where(DriveItem.id.in_(lost)))).scalars().all()
                keys = {i.id: str(i.storage_key) for i in items}
                await s.execute(delete(DriveItem).where(DriveItem.id.in_(lost)))
            return keys
        finally:
            await db.dispose()
    return run_sync(go)


def _job(settings: Settings) -> Any:
    from mneme.core.db import Database

    async def go() -> Any:
        db = Database(settings)
        try:
            async with db.session() as s:
                return (await s.execute(select(Job).where(Job.kind == "storage.sweep"))).scalar_one()
        finally:
            await db.dispose()
    return run_sync(go)
