"""The code that runs inside an extraction child process (see :mod:`mneme.memory.extract_proc`).

Importing this module warms up everything a document reader needs (lxml, selectolax, pypdf, the tiktoken
encoding): the fork server imports it once, so every child forked from it starts ready. It imports no
embedding model, numpy, database or web code; only :mod:`mneme.memory.documents` and the parsers.
"""
from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import math
import resource
import signal
import sys
from collections.abc import Mapping
from multiprocessing import spawn
from multiprocessing.connection import Connection
from typing import Any

from mneme.memory import documents
from mneme.memory.documents import TOO_LARGE, DocumentError, chunk_text, count_tokens, extract_text
from mneme.memory.extract_proc import memory_message

with contextlib.suppress(Exception):  # warm-up only: a child imports what is missing itself
    import lxml.etree  # noqa: F401
    import pypdf  # noqa: F401
    import selectolax.lexbor  # noqa: F401

    documents._encoding()

_PR_SET_PDEATHSIG = 1
_original_prepare = spawn.prepare


def _prepare_without_main(data: Mapping[str, Any]) -> None:
    """`multiprocessing` re-imports the parent's `__main__` in every child (the `mneme` script, a bench
    script, ...): pointless here, and it would load the API's modules into the reader. The fork server
    imports this module first, so its children skip that step."""
    _original_prepare({k: v for k, v in data.items() if k not in ("init_main_from_path", "init_main_from_name")})


spawn.prepare = _prepare_without_main


def main(conn: Connection, op: str, args: tuple[Any, ...], memory_bytes: int, cpu_s: float) -> None:
    """Limit this process, run `op`, send one message back: ("ok", ...), ("error", code, message) or
    ("failed", exception type name)."""
    _limit(memory_bytes, cpu_s)
    message: tuple[Any, ...]
    try:
        message = _run(op, args)
    except DocumentError as exc:
        message = ("error", exc.code, exc.message)
    except MemoryError:
        message = ("error", TOO_LARGE, memory_message(memory_bytes))
    except Exception as exc:  # noqa: BLE001 - reported to the parent, which retries the job
        message = ("failed", type(exc).__name__)
    # Sent outside the handlers, so the traceback (and the large locals of its frames) is already freed.
    conn.send(message)
    conn.close()


def _run(op: str, args: tuple[Any, ...]) -> tuple[Any, ...]:
    if op == "extract":
        path, name, content_type, max_chars = args
        text = extract_text(path, name=name, content_type=content_type, max_chars=max_chars)
        spans = [(c.start, c.end, c.tokens) for c in chunk_text(text)]
        return ("ok", text, spans, count_tokens(text))
    if op == "modules":  # diagnostics: what a child has loaded
        return ("ok", sorted(sys.modules))
    raise ValueError(f"unknown operation {op!r}")


def _limit(memory_bytes: int, cpu_s: float) -> None:
    """Address-space and CPU limits, death with the fork server, and no reaction to the terminal's ^C."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if memory_bytes > 0:
        _setrlimit(resource.RLIMIT_AS, memory_bytes)
    if cpu_s > 0:
        # A backstop only: the parent kills the child when the time limit passes. Should the parent be gone
        # (killed with -9), the kernel still stops a child that would otherwise keep a core busy.
        _setrlimit(resource.RLIMIT_CPU, math.ceil(cpu_s))
    with contextlib.suppress(Exception):  # Linux: die when the fork server (which dies with the API) does
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _setrlimit(which: int, value: int) -> None:
    _soft, hard = resource.getrlimit(which)
    if hard != resource.RLIM_INFINITY:
        value = min(value, hard)
    resource.setrlimit(which, (value, value))
