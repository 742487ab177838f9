"""Document extraction (parse + chunk + count) in a child process with a memory limit and a time limit.

A thread cannot be stopped and shares the API process's memory: one hostile file (a DOCX that unpacks to
200 MB of XML, HTML nested 100,000 deep) used to grow the server by gigabytes and keep a core busy after
its document had timed out. Here each document is read by its own short-lived process:

- forked from a `multiprocessing` **fork server** (started once, by exec, so none of the API process's
  threads or state is inherited; it imports only :mod:`mneme.memory.extract_child`, i.e. the readers and
  the tiktoken encoding, never the embedding model, numpy or the database code);
- limited to ``memory_bytes`` of address space (``RLIMIT_AS``): past it allocations fail, and a
  ``MemoryError`` (or a reader that dies of it) ends the document ``TOO_LARGE``;
- **SIGKILLed** when the time limit passes, and reaped before the document is marked
  ``PROCESSING_TIMEOUT``, so no CPU is spent on a document that has ended (``RLIMIT_CPU`` and a parent-death
  signal stop it even if the API process itself is killed).

One process per document rather than a pool of long-lived workers: nothing to replace when a child dies,
no memory left over from the previous document, and the cost is small because the fork server has the
readers loaded: 17-20 ms per small document (median, `bench/extract_limits_bench.py` on a busy 2-core
machine; reading the same 2 KB file in the process itself takes 0.7-0.8 ms), and the first document waits
~0.7 s for the fork server to start. The chunks' embeddings are computed in the parent.
"""
from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import signal
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.context import ForkServerContext
from typing import Any

from mneme.memory.documents import TOO_LARGE, Chunk, DocumentError

TIMEOUT_CODE = "PROCESSING_TIMEOUT"
_PRELOAD = "mneme.memory.extract_child"
# Deaths that are not the document's fault (shutdown of the service): the job is retried.
_RETRY_SIGNALS = frozenset({signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
_context: ForkServerContext | None = None


@dataclass
class Extracted:
    chunks: list[Chunk]
    tokens: int


class ExtractionFailed(RuntimeError):
    """The child failed for a reason that is not the document's (an unexpected exception, a shutdown)."""


def context() -> ForkServerContext:
    """The fork-server context whose server preloads the readers (set before the server first starts)."""
    global _context
    if _context is None:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload([_PRELOAD])
        _context = ctx
    return _context


async def extract(path: str, *, name: str, content_type: str | None, max_chars: int, timeout_s: float,
                  memory_bytes: int) -> Extracted:
    """Text of the file at `path`, chunked and counted in a child process.

    Raises :class:`DocumentError` for the document's own faults (including ``TOO_LARGE`` and
    ``PROCESSING_TIMEOUT``) and :class:`ExtractionFailed` for anything worth retrying."""
    message = await run_child("extract", (path, name, content_type, max_chars), timeout_s=timeout_s,
                              memory_bytes=memory_bytes)
    _, text, spans, tokens = message
    chunks = [Chunk(index=i, text=text[start:end], start=start, end=end, tokens=count)
              for i, (start, end, count) in enumerate(spans)]
    return Extracted(chunks=chunks, tokens=int(tokens))


async def run_child(op: str, args: tuple[Any, ...], *, timeout_s: float, memory_bytes: int) -> tuple[Any, ...]:
    """Run `op` in a fresh child; its ("ok", ...) answer, or the matching exception."""
    ctx = context()
    reader, writer = ctx.Pipe(duplex=False)
    proc: Any = ctx.Process(target=_child_entry, args=(writer, op, args, memory_bytes, timeout_s + 5),
                            name="mneme-extract", daemon=True)
    try:
        try:
            await asyncio.to_thread(proc.start)  # the first start also starts the fork server (~1 s)
        finally:
            writer.close()
        outcome = await _outcome(reader, proc, time.monotonic() + timeout_s)
    finally:
        await asyncio.shield(asyncio.to_thread(_reap, proc, reader))
    if outcome[0] == "message":
        return _answer(outcome[1])
    if outcome[0] == "timeout":
        raise DocumentError(TIMEOUT_CODE, f"reading the document took longer than {timeout_s:g} s")
    return _death(int(outcome[1]), memory_bytes)


async def _outcome(reader: Connection, proc: Any, deadline: float) -> tuple[Any, ...]:
    try:
        return await asyncio.to_thread(_wait, reader, proc, deadline)
    except BaseException:  # cancelled: stop the child, which also ends the waiting thread
        _kill(proc)
        raise


def _wait(reader: Connection, proc: Any, deadline: float) -> tuple[Any, ...]:
    """("message", msg) | ("timeout",) | ("died", exit code), blocking this thread until one is known."""
    ready = wait([reader, proc.sentinel], timeout=max(0.0, deadline - time.monotonic()))
    if reader in ready:
        try:
            return ("message", reader.recv())
        except EOFError:  # the child died before (or while) answering
            pass
    elif not ready:
        return ("timeout",)
    _kill(proc)
    proc.join()
    return ("died", proc.exitcode if proc.exitcode is not None else -signal.SIGKILL)


def _kill(proc: Any) -> None:
    if proc.pid is not None and proc.exitcode is None:
        with contextlib.suppress(OSError, ValueError):  # already gone
            proc.kill()


def _reap(proc: Any, reader: Connection) -> None:
    """SIGKILL the child if it still runs, wait until the fork server has reaped it, release the pipe."""
    _kill(proc)
    if proc.pid is not None:
        proc.join()
        proc.close()
    reader.close()


def memory_message(memory_bytes: int) -> str:
    return f"reading the document needs more than the {memory_bytes // (1024 * 1024)} MiB memory limit"


def _answer(message: tuple[Any, ...]) -> tuple[Any, ...]:
    if message[0] == "ok":
        return message
    if message[0] == "error":
        raise DocumentError(str(message[1]), str(message[2]))
    raise ExtractionFailed(f"the extraction process failed ({message[1]})")


def _death(exitcode: int, memory_bytes: int) -> tuple[Any, ...]:
    """A child that ended without answering."""
    if exitcode < 0 and -exitcode in _RETRY_SIGNALS:
        raise ExtractionFailed(f"the extraction process was stopped by signal {-exitcode}")
    if exitcode == -signal.SIGXCPU:
        raise DocumentError(TIMEOUT_CODE, "reading the document used more CPU time than the time limit")
    # SIGKILL (the kernel's OOM killer), SIGSEGV/SIGABRT of a C reader whose allocation failed at the
    # address-space limit, or a MemoryError the child could not even report.
    raise DocumentError(TOO_LARGE, memory_message(memory_bytes) + " (the reading process ended without a result)")


def _child_entry(conn: Connection, op: str, args: tuple[Any, ...], memory_bytes: int, cpu_s: float) -> None:
    from mneme.memory.extract_child import main  # preloaded by the fork server

    main(conn, op, args, memory_bytes, cpu_s)
