"""Blob storage behind a small interface, so an object store can replace the local disk later.

Keys are relative, slash-separated paths such as ``drive/<team_id>/<item_id>/<version>``.
Every segment must be non-empty, must not start with ``.`` (this rules out ``.`` and ``..``)
and must not contain a backslash or NUL; absolute keys are refused. A bad key raises
:class:`InvalidKey` (a ``ValueError``).

:class:`LocalStorage` keeps ``<root>/<key>`` files. Writes stream into a temporary file under
``<root>/.tmp`` (same filesystem), are fsync'ed and then moved over the key with ``os.replace``,
so readers see either the old complete file or the new complete file, never a partial one.
All file I/O runs in worker threads (``asyncio.to_thread``); no file is ever held in memory whole.

A temporary file is ``flock``-ed by its writer until it has been moved into place, so a sweep (at start-up,
of every process sharing the directory) removes exactly the ``.part`` files whose writer is gone (a crash,
``kill -9``), however fresh, and never one that is being written. The kernel drops the lock with the process.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import itertools
import os
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import IO, Protocol, runtime_checkable

READ_CHUNK_BYTES = 64 * 1024
_WRITE_BUFFER_BYTES = 1024 * 1024
_TMP_DIR = ".tmp"


class TooLarge(Exception):
    """The stream exceeded ``max_bytes``; nothing was stored under the key."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"content exceeds the limit of {limit} bytes")
        self.limit = limit


class InvalidKey(ValueError):
    """The key is absolute, empty, or contains a forbidden segment."""


@runtime_checkable
class Storage(Protocol):
    """Where file bytes live. Implementations must be safe to share between tasks."""

    async def write_stream(self, key: str, chunks: AsyncIterator[bytes], *, max_bytes: int) -> int:
        """Store the stream under ``key`` atomically and return its size in bytes.

        Raises :class:`TooLarge` (leaving nothing behind) when more than ``max_bytes`` arrive.
        An existing object under ``key`` is replaced only once the new one is complete.
        """
        ...

    def open_read(self, key: str) -> AsyncIterator[bytes]:
        """Iterate over the object's bytes in chunks of at most 64 KiB.

        Use as ``async for chunk in storage.open_read(key)``; a missing key raises
        ``FileNotFoundError`` on the first iteration.
        """
        ...

    def local_path(self, key: str) -> str | None:
        """A filesystem path for ``key`` when the backend has one, else ``None``."""
        ...

    async def delete(self, key: str) -> None:
        """Remove the object; deleting a missing key is not an error."""
        ...

    async def exists(self, key: str) -> bool:
        """Whether an object is stored under ``key``."""
        ...


def validate_key(key: str) -> list[str]:
    """Return the key's segments, or raise :class:`InvalidKey`."""
    if not isinstance(key, str) or not key:
        raise InvalidKey("storage key must be a non-empty string")
    if key.startswith("/") or "\\" in key or "\x00" in key:
        raise InvalidKey(f"invalid storage key: {key!r}")
    parts = key.split("/")
    for part in parts:
        if not part or part.startswith("."):
            raise InvalidKey(f"invalid storage key: {key!r}")
    return parts


class LocalStorage(Storage):
    """Files on the local filesystem under ``root``."""

    def __init__(self, root: str) -> None:
        self.root = os.path.abspath(root)
        self._tmp_root = os.path.join(self.root, _TMP_DIR)

    def _path(self, key: str) -> str:
        path = os.path.join(self.root, *validate_key(key))
        if os.path.commonpath([self.root, path]) != self.root:
            raise InvalidKey(f"invalid storage key: {key!r}")
        return path

    def local_path(self, key: str) -> str | None:
        """The file's path (whether or not it exists yet)."""
        return self._path(key)

    async def write_stream(self, key: str, chunks: AsyncIterator[bytes], *, max_bytes: int) -> int:
        """Stream into a temp file, enforce ``max_bytes``, fsync, then rename over the key."""
        final = self._path(key)
        tmp = os.path.join(self._tmp_root, f"{uuid.uuid4().hex}.part")
        handle = await asyncio.to_thread(_open_temp, tmp)
        try:
            size = await _copy_limited(handle, chunks, max_bytes)
            await asyncio.to_thread(_commit, handle, tmp, final)
        except BaseException:
            # Shielded so a second cancellation cannot leave the temp file behind.
            await asyncio.shield(asyncio.to_thread(_discard, handle, tmp))
            raise
        return size

    async def open_read(self, key: str) -> AsyncIterator[bytes]:
        """Yield the file's bytes in 64 KiB chunks, reading in a worker thread."""
        path = self._path(key)
        handle = await asyncio.to_thread(open, path, "rb")
        try:
            while chunk := await asyncio.to_thread(handle.read, READ_CHUNK_BYTES):
                yield chunk
        finally:
            await asyncio.shield(asyncio.to_thread(handle.close))

    async def delete(self, key: str) -> None:
        """Unlink the file; a missing file is fine. Empty parent directories are kept."""
        await asyncio.to_thread(_unlink_quietly, self._path(key))

    async def exists(self, key: str) -> bool:
        """Whether a regular file is stored under ``key``."""
        return await asyncio.to_thread(os.path.isfile, self._path(key))

    async def sweep_temp(self, *, older_than: float = 3600.0) -> int:
        """Remove the temp files whose writer is gone (a crash) and that are older than ``older_than`` seconds
        (0: any age); a file still being written is never touched. Returns the count."""
        return await asyncio.to_thread(_sweep, self._tmp_root, older_than)

    async def old_keys(self, prefix: str, *, older_than: float, batch: int = 500) -> AsyncIterator[list[str]]:
        """Keys under ``prefix`` of files last modified more than ``older_than`` seconds ago, in batches
        (the directory is walked in a worker thread, a batch at a time). Empty directories of that age are
        removed on the way."""
        walk = _old_files(self.root, self._path(prefix), time.time() - older_than)
        while keys := await asyncio.to_thread(lambda: list(itertools.islice(walk, batch))):
            yield keys


async def _copy_limited(handle: IO[bytes], chunks: AsyncIterator[bytes], max_bytes: int) -> int:
    """Copy ``chunks`` into ``handle`` through a 1 MiB buffer; raise TooLarge past ``max_bytes``."""
    size = 0
    buffer = bytearray()
    async for chunk in chunks:
        size += len(chunk)
        if size > max_bytes:
            raise TooLarge(max_bytes)
        buffer += chunk
        if len(buffer) >= _WRITE_BUFFER_BYTES:
            await asyncio.to_thread(handle.write, bytes(buffer))
            buffer.clear()
    if buffer:
        await asyncio.to_thread(handle.write, bytes(buffer))
    return size


def _open_temp(tmp: str) -> IO[bytes]:
    """Create and lock the temp file. A sweep may unlink it between the two steps (it was not locked yet):
    then it is created again."""
    os.makedirs(os.path.dirname(tmp), exist_ok=True)
    while True:
        handle = open(tmp, "xb")  # noqa: SIM115 - closed by _commit or _discard
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        if os.fstat(handle.fileno()).st_nlink > 0:
            return handle
        handle.close()


def _commit(handle: IO[bytes], tmp: str, final: str) -> None:
    """Flush and fsync the temp file, then move it over ``final`` atomically (still locked: a sweep
    cannot take it between the two)."""
    try:
        handle.flush()
        os.fsync(handle.fileno())
        os.makedirs(os.path.dirname(final), exist_ok=True)
        os.replace(tmp, final)
    finally:
        handle.close()


def _discard(handle: IO[bytes], tmp: str) -> None:
    try:
        _unlink_quietly(tmp)
    finally:
        handle.close()


def _sweep(tmp_root: str, older_than: float) -> int:
    cutoff = time.time() - older_than
    removed = 0
    try:
        entries = list(os.scandir(tmp_root))
    except FileNotFoundError:
        return 0
    for entry in entries:
        try:
            stale = entry.name.endswith(".part") and (older_than <= 0 or entry.stat().st_mtime < cutoff)
        except FileNotFoundError:
            continue
        if stale and _remove_unlocked(entry.path):
            removed += 1
    return removed


def _remove_unlocked(path: str) -> bool:
    """Unlink ``path`` if no process holds its lock (its writer is gone); False when in use or gone."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return False
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # being written
        try:
            if os.stat(path).st_ino != os.fstat(fd).st_ino:
                return False  # replaced meanwhile
        except FileNotFoundError:
            return False  # moved into place meanwhile
        _unlink_quietly(path)
        return True
    finally:
        os.close(fd)


def _old_files(root: str, top: str, cutoff: float) -> Iterator[str]:
    """Keys (relative to ``root``) of regular files under ``top`` modified before ``cutoff``; removes empty
    directories below ``top`` modified before it. Names starting with "." (the temp directory) are skipped."""
    for directory, dirs, files in os.walk(top, topdown=False):
        if any(part.startswith(".") and part != "." for part in os.path.relpath(directory, top).split(os.sep)):
            continue
        for name in files:
            if name.startswith("."):
                continue
            path = os.path.join(directory, name)
            try:
                if os.stat(path, follow_symlinks=False).st_mtime < cutoff and os.path.isfile(path):
                    yield os.path.relpath(path, root).replace(os.sep, "/")
            except FileNotFoundError:
                continue
        if directory != top and not dirs and not files:
            with contextlib.suppress(OSError):  # not empty any more, or just created and not old
                if os.stat(directory).st_mtime < cutoff:
                    os.rmdir(directory)


def _unlink_quietly(path: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
