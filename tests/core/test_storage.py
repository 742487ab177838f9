"""LocalStorage: streaming atomic writes, size limits, chunked reads, deletes and key validation."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mneme.core.storage import READ_CHUNK_BYTES, InvalidKey, LocalStorage, Storage, TooLarge

KEY = "drive/team-1/item-1/1"


@pytest.fixture
def storage(tmp_path: Path) -> LocalStorage:
    return LocalStorage(str(tmp_path / "blobs"))


async def stream(*parts: bytes) -> AsyncIterator[bytes]:
    for part in parts:
        await asyncio.sleep(0)
        yield part


async def read_all(storage: LocalStorage, key: str) -> list[bytes]:
    return [chunk async for chunk in storage.open_read(key)]


def temp_files(storage: LocalStorage) -> list[str]:
    tmp_dir = Path(storage.root) / ".tmp"
    return sorted(os.listdir(tmp_dir)) if tmp_dir.exists() else []


def test_local_storage_satisfies_protocol(storage: LocalStorage) -> None:
    assert isinstance(storage, Storage)


async def test_streaming_write_and_chunked_read(storage: LocalStorage) -> None:
    parts = [os.urandom(50_000) for _ in range(5)]
    size = await storage.write_stream(KEY, stream(*parts), max_bytes=1_000_000)
    assert size == 250_000
    assert await storage.exists(KEY)
    chunks = await read_all(storage, KEY)
    assert b"".join(chunks) == b"".join(parts)
    assert all(0 < len(chunk) <= READ_CHUNK_BYTES for chunk in chunks)
    assert [len(chunk) for chunk in chunks[:-1]] == [READ_CHUNK_BYTES] * (len(chunks) - 1)
    assert temp_files(storage) == []


async def test_local_path_points_at_the_file(storage: LocalStorage) -> None:
    await storage.write_stream(KEY, stream(b"hello"), max_bytes=10)
    path = storage.local_path(KEY)
    assert path == os.path.join(storage.root, "drive", "team-1", "item-1", "1")
    assert Path(path).read_bytes() == b"hello"


async def test_empty_stream_stores_empty_file(storage: LocalStorage) -> None:
    assert await storage.write_stream(KEY, stream(), max_bytes=10) == 0
    assert await read_all(storage, KEY) == []
    assert await storage.exists(KEY)


async def test_exact_limit_is_allowed(storage: LocalStorage) -> None:
    assert await storage.write_stream(KEY, stream(b"12345", b"67890"), max_bytes=10) == 10


async def test_too_large_aborts_and_leaves_nothing(storage: LocalStorage) -> None:
    with pytest.raises(TooLarge) as caught:
        await storage.write_stream(KEY, stream(b"x" * 600, b"y" * 600), max_bytes=1000)
    assert caught.value.limit == 1000
    assert not await storage.exists(KEY)
    assert temp_files(storage) == []


async def test_too_large_keeps_previous_version(storage: LocalStorage) -> None:
    await storage.write_stream(KEY, stream(b"old"), max_bytes=100)
    with pytest.raises(TooLarge):
        await storage.write_stream(KEY, stream(b"n" * 101), max_bytes=100)
    assert b"".join(await read_all(storage, KEY)) == b"old"


async def test_overwrite_replaces_content(storage: LocalStorage) -> None:
    await storage.write_stream(KEY, stream(b"first version"), max_bytes=100)
    await storage.write_stream(KEY, stream(b"second"), max_bytes=100)
    assert b"".join(await read_all(storage, KEY)) == b"second"


async def test_write_is_atomic_while_streaming(storage: LocalStorage) -> None:
    """Until the stream ends the key shows the old content; the new bytes appear all at once."""
    await storage.write_stream(KEY, stream(b"old"), max_bytes=10_000_000)
    halfway = asyncio.Event()
    resume = asyncio.Event()

    async def slow() -> AsyncIterator[bytes]:
        yield b"a" * 2_000_000  # beyond the 1 MiB buffer, so bytes reach the temp file
        halfway.set()
        await resume.wait()
        yield b"b" * 10

    task = asyncio.create_task(storage.write_stream(KEY, slow(), max_bytes=10_000_000))
    await halfway.wait()
    await asyncio.sleep(0.05)
    assert Path(storage.local_path(KEY) or "").read_bytes() == b"old"
    assert len(temp_files(storage)) == 1
    resume.set()
    assert await task == 2_000_010
    assert os.path.getsize(storage.local_path(KEY) or "") == 2_000_010
    assert temp_files(storage) == []


async def test_failing_source_leaves_nothing(storage: LocalStorage) -> None:
    async def broken() -> AsyncIterator[bytes]:
        yield b"partial"
        raise ConnectionResetError("client went away")

    with pytest.raises(ConnectionResetError):
        await storage.write_stream(KEY, broken(), max_bytes=100)
    assert not await storage.exists(KEY)
    assert temp_files(storage) == []


async def test_cancelled_write_leaves_nothing(storage: LocalStorage) -> None:
    started = asyncio.Event()

    async def endless() -> AsyncIterator[bytes]:
        while True:
            yield b"z" * 1000
            started.set()
            await asyncio.sleep(0.01)

    task = asyncio.create_task(storage.write_stream(KEY, endless(), max_bytes=10_000_000))
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not await storage.exists(KEY)
    assert temp_files(storage) == []


async def test_read_missing_key_raises_file_not_found(storage: LocalStorage) -> None:
    with pytest.raises(FileNotFoundError):
        await read_all(storage, "drive/team-1/missing/1")


async def test_delete_is_idempotent(storage: LocalStorage) -> None:
    await storage.write_stream(KEY, stream(b"data"), max_bytes=100)
    await storage.delete(KEY)
    assert not await storage.exists(KEY)
    await storage.delete(KEY)
    await storage.delete("drive/never/written/1")


async def test_exists_is_false_for_directories(storage: LocalStorage) -> None:
    await storage.write_stream(KEY, stream(b"data"), max_bytes=100)
    assert not await storage.exists("drive/team-1")


BAD_KEYS = [
    "",
    "../escape",
    "drive/../../etc/passwd",
    "drive/team/..",
    "/etc/passwd",
    "drive//item",
    "drive/./item",
    ".tmp/x.part",
    "drive\\..\\x",
    "drive/\x00/x",
]


@pytest.mark.parametrize("key", BAD_KEYS)
async def test_bad_keys_are_rejected_everywhere(storage: LocalStorage, key: str) -> None:
    with pytest.raises(InvalidKey):
        await storage.write_stream(key, stream(b"x"), max_bytes=10)
    with pytest.raises(InvalidKey):
        await read_all(storage, key)
    with pytest.raises(InvalidKey):
        storage.local_path(key)
    with pytest.raises(InvalidKey):
        await storage.delete(key)
    with pytest.raises(InvalidKey):
        await storage.exists(key)
    assert temp_files(storage) == []


def test_invalid_key_is_a_value_error() -> None:
    assert issubclass(InvalidKey, ValueError)


async def test_sweep_temp_removes_stale_parts(storage: LocalStorage) -> None:
    tmp_dir = Path(storage.root) / ".tmp"
    tmp_dir.mkdir(parents=True)
    stale = tmp_dir / "old.part"
    stale.write_bytes(b"x")
    os.utime(stale, (1, 1))
    fresh = tmp_dir / "new.part"
    fresh.write_bytes(b"y")
    assert await storage.sweep_temp(older_than=3600) == 1
    assert temp_files(storage) == ["new.part"]
