"""Throughput of document processing: extraction + chunking + token counting.

Run: ``.venv/bin/python bench/documents_bench.py [--mb 5] [--pages 50]``

Generates a plain-text file of about ``--mb`` MB of prose and a ``--pages``-page PDF in a
temporary directory, then times each stage of the pipeline the document worker runs
(``extract_text`` → ``chunk_text`` → ``count_tokens``) in this single thread.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from mneme.memory.documents import chunk_text, count_tokens, extract_text

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.pdf import build_pdf

T = TypeVar("T")

VOCABULARY = [
    "memory", "service", "retrieval", "document", "chunk", "token", "embedding", "vector",
    "search", "project", "workspace", "agent", "conversation", "fact", "conflict", "judge",
    "extraction", "library", "upload", "index", "query", "latency", "worker", "queue", "the", "of",
    "and", "a", "to", "in", "is", "for", "with", "on", "that", "by", "this", "be", "are", "from",
    "at", "as", "it",
]  # fmt: skip


def sentence(rng: random.Random) -> str:
    words = " ".join(rng.choice(VOCABULARY) for _ in range(rng.randint(6, 28)))
    return words.capitalize() + rng.choice([".", ".", ".", "?", "!"])


def make_text(size: int, rng: random.Random) -> str:
    """Paragraphs of 1-8 sentences separated by blank lines, about ``size`` characters."""
    paragraphs: list[str] = []
    total = 0
    while total < size:
        paragraph = " ".join(sentence(rng) for _ in range(rng.randint(1, 8)))
        paragraphs.append(paragraph)
        total += len(paragraph) + 2
    return "\n\n".join(paragraphs)


def make_pdf(pages: int, rng: random.Random, lines_per_page: int = 45) -> bytes:
    """A valid PDF with ``pages`` pages of Helvetica text, one ``Tj`` per line."""
    return build_pdf([[sentence(rng)[:90] for _ in range(lines_per_page)] for _ in range(pages)])


def timed(label: str, func: Callable[[], T]) -> tuple[T, float]:
    start = time.perf_counter()
    result = func()
    elapsed = time.perf_counter() - start
    print(f"  {label:<14} {elapsed:7.3f} s")
    return result, elapsed


def run_pipeline(path: Path, name: str) -> tuple[str, float]:
    """Extract, chunk and count one file, printing per-stage times; returns text and total seconds."""
    text, t_extract = timed("extract", lambda: extract_text(str(path), name=name, content_type=None))
    chunks, t_chunk = timed("chunk", lambda: chunk_text(text))
    tokens, t_count = timed("count_tokens", lambda: count_tokens(text))
    print(f"  -> {len(text):,} chars, {tokens:,} tokens, {len(chunks):,} chunks of <= 256 tokens")
    return text, t_extract + t_chunk + t_count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=5.0, help="size of the generated text file in MB")
    parser.add_argument("--pages", type=int, default=50, help="pages in the generated PDF")
    args = parser.parse_args()
    rng = random.Random(42)
    count_tokens("warm up")  # load the encoder outside the timings
    with tempfile.TemporaryDirectory() as tmp:
        text_path = Path(tmp) / "bench.txt"
        text_path.write_text(make_text(int(args.mb * 1_000_000), rng), encoding="utf-8")
        megabytes = text_path.stat().st_size / 1_000_000
        print(f"text file: {megabytes:.2f} MB")
        _, seconds = run_pipeline(text_path, "bench.txt")
        print(f"TEXT  total {seconds:.3f} s  ->  {megabytes / seconds:.2f} MB/s\n")

        pdf_path = Path(tmp) / "bench.pdf"
        pdf_path.write_bytes(make_pdf(args.pages, rng))
        print(f"pdf file: {args.pages} pages, {pdf_path.stat().st_size / 1_000_000:.2f} MB")
        _, seconds = run_pipeline(pdf_path, "bench.pdf")
        print(f"PDF   total {seconds:.3f} s  ->  {args.pages / seconds:.1f} pages/s")


if __name__ == "__main__":
    main()
