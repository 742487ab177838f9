"""The local embedding model: sentences per second and how close the int8 products stay to float32.

Run: ``.venv/bin/python bench/embeddings_bench.py [--n 3000]``

Both precisions of ``LocalEmbedder`` (see ``mneme.memory.embeddings``) embed the same ``--n`` corpus
sentences (the memories bench's corpus, ~14 tokens each), in this process, nothing else running:

- sentences per second with one model thread and with the default pool (one thread per core), best of
  ``--repeat`` runs; the int8 figure is also given as a ratio to float32 measured in the same run;
- the cosine of each int8 vector to the float32 vector of the same sentence (median, 1st percentile, lowest),
  and for a few very short texts, where each token's rounding weighs most;
- how many of each sentence's 10 nearest neighbours (among the corpus) are the same with both precisions;
- the same for document chunks of ~256 tokens (the corpus sentences run together);
- batch independence: the largest difference between a sentence's vector embedded alone and in a batch.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np
from _common import Corpus  # bench/ is on sys.path

from mneme.memory.embeddings import LocalEmbedder

SEED = 20240611
SHORT = ["hi", "", "yes", "ok", "Thanks!", "42", "Hello there", "The"]


def rate(embedder: LocalEmbedder, texts: list[str], repeat: int) -> float:
    embedder.embed_sync(texts[:64])  # loads the model, warms the pool
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        embedder.embed_sync(texts)
        best = min(best, time.perf_counter() - t0)
    return len(texts) / best


def neighbours(vecs: np.ndarray, k: int = 10) -> np.ndarray:
    sims = vecs @ vecs.T
    np.fill_diagonal(sims, -2.0)
    return np.argsort(-sims, axis=1)[:, :k]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=3000, help="corpus sentences (default 3000)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per configuration; the best is kept")
    args = ap.parse_args()
    texts = [f.text for f in Corpus(SEED).fresh(args.n)]
    print(f"embeddings bench: n={len(texts)} cores={os.cpu_count()} python={sys.version.split()[0]} "
          f"loadavg={os.getloadavg()[0]:.1f}", flush=True)

    rows: list[tuple[str, str]] = []
    rates: dict[tuple[str, int], float] = {}
    for threads in (1, LocalEmbedder().threads):
        for precision in ("float", "int8"):
            rates[(precision, threads)] = rate(LocalEmbedder(precision=precision, threads=threads), texts, args.repeat)
        ratio = rates[("int8", threads)] / rates[("float", threads)]
        rows.append((f"sentences/s, {threads} model thread{'s' if threads > 1 else ''}: float32 / int8",
                     f"{rates[('float', threads)]:.0f} / {rates[('int8', threads)]:.0f}  (int8 {ratio:.2f}x)"))

    # document chunks: ~256 tokens each (the library's chunk size), the corpus sentences run together
    chunks = [" ".join(texts[i:i + 18]) for i in range(0, min(len(texts), 18 * 48), 18)]
    chunk_rates = {p: rate(LocalEmbedder(precision=p), chunks, args.repeat) for p in ("float", "int8")}
    exact_chunks = LocalEmbedder(precision="float").embed_sync(chunks)
    chunk_cos = (exact_chunks * LocalEmbedder().embed_sync(chunks)).sum(axis=1)
    rows.append((f"chunks of ~256 tokens/s, {LocalEmbedder().threads} model threads: float32 / int8",
                 f"{chunk_rates['float']:.1f} / {chunk_rates['int8']:.1f}  "
                 f"(int8 {chunk_rates['int8'] / chunk_rates['float']:.2f}x)"))
    rows.append((f"cosine int8 to float32, {len(chunks)} chunks: median / lowest",
                 f"{np.median(chunk_cos):.4f} / {chunk_cos.min():.4f}"))

    exact = LocalEmbedder(precision="float").embed_sync(texts)
    fast = LocalEmbedder().embed_sync(texts)
    cos = (exact * fast).sum(axis=1)
    rows.append(("cosine int8 to float32, corpus: median / p1 / lowest",
                 f"{np.median(cos):.4f} / {np.percentile(cos, 1):.4f} / {cos.min():.4f}"))
    short = (LocalEmbedder(precision="float").embed_sync(SHORT) * LocalEmbedder().embed_sync(SHORT)).sum(axis=1)
    rows.append((f"cosine int8 to float32, {len(SHORT)} texts of 0-2 words: median / lowest",
                 f"{np.median(short):.4f} / {short.min():.4f}"))
    m = min(len(texts), 2000)
    a, b = neighbours(exact[:m]), neighbours(fast[:m])
    overlap = np.mean([len(set(x) & set(y)) / 10 for x, y in zip(a, b, strict=True)])
    rows.append((f"10 nearest neighbours shared by both precisions (among {m})", f"{overlap:.3f}"))
    alone = np.stack([LocalEmbedder().embed_sync([t])[0] for t in texts[:100]])
    drift = float(np.abs(alone - fast[:100]).max())
    rows.append(("int8: largest |alone - in a batch| over 100 vectors", f"{drift:.1e}"))

    width = max(len(r[0]) for r in rows)
    print()
    for label, value in rows:
        print(f"{label.ljust(width)}  {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
