"""Keyword search in process: FTS5's tokens and bm25, over one scope's postings kept beside its vectors.

On SQLite a scope's memories are searched in process (`retrieval.ScopeMatrix`); this is the keyword half.
It tokenises as FTS5's ``porter unicode61`` tokenizer does (words of letters and digits, lower-cased,
diacritics removed, Porter-stemmed: PyStemmer's implementation of the same algorithm) and ranks with FTS5's
bm25 (k1 = 1.2, b = 0.75, idf = ln((N - n + 0.5) / (n + 0.5)), at least 1e-6), with the scope's live
memories as the collection. tests/memory/test_keywords.py checks the ranking against FTS5 itself.

Why not FTS5: conflict detection searches keywords for every new memory, and at 10,000 memories a search
matched ~750 rows, each joined to its memory row and ranked: 1.8-3.4 ms per search on SQLite's thread,
against 12.4 ms of server CPU per ingested memory in all (bench/memories_bench.py). Here a search costs the
postings of its few terms: 0.18-0.21 ms over the same 10,000 memories, and indexing them took 155 ms.
"""
from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache

import numpy as np
import snowballstemmer

__all__ = ["BM25_B", "BM25_K1", "KeywordIndex", "query_stems", "tokens"]

BM25_K1 = 1.2
BM25_B = 0.75
# Bytes of process memory per posting (a row holding a term): its entries in the term's row and frequency
# lists, its int object, and its share of the row's term tuple; measured with tracemalloc over 5,000 memories
# of bench/_common.py's corpus (9 distinct terms a memory, 41 bytes a posting), rounded up.
POSTING_BYTES = 44
TERM_BYTES = 250  # a term's string, its two lists and dictionary entries
_TOKEN = re.compile(r"[^\W_]+")
_STEMMER = snowballstemmer.stemmer("porter")


@lru_cache(maxsize=65536)
def _stem(token: str) -> str:
    return token if len(token) < 3 else str(_STEMMER.stemWord(token))


def _fold(text: str) -> str:
    """Lower case without diacritics, as unicode61 folds (`remove_diacritics`), without compatibility forms."""
    text = text.lower().replace("ς", "σ")
    if text.isascii():
        return text
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def tokens(text: str) -> list[str]:
    """The terms FTS5 (``porter unicode61``) indexes for `text`, in order."""
    return [_stem(t) for t in _TOKEN.findall(_fold(text))]


def query_stems(words: list[str]) -> list[str]:
    """The terms of a query's keywords (one phrase each, as `retrieval._fts_match` quotes them for FTS5)."""
    return [t for w in words for t in tokens(w)]


class KeywordIndex:
    """Postings of one scope: for each term, the rows holding it and how often; each row's length in tokens.

    Rows are the positions of `ScopeMatrix`. Statistics (rows, total length, rows per term) count the rows
    indexed now, so a forgotten memory stops counting when it is removed. Not thread-safe: the matrix's lock
    guards it."""

    def __init__(self) -> None:
        self._rows: dict[str, list[int]] = {}
        self._tfs: dict[str, list[int]] = {}
        self._arrays: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # numpy copies, dropped when a term changes
        self._terms: dict[int, tuple[str, ...]] = {}  # row -> its distinct terms (to take a changed row out)
        self.lengths = np.zeros(0, dtype=np.float64)
        self.docs = 0
        self.total = 0
        self.postings = 0  # rows per term, summed: what the index's size grows with
        self._array_bytes = 0

    def nbytes(self) -> int:
        """An estimate of the process memory this index holds (see `POSTING_BYTES`)."""
        return (self.postings * POSTING_BYTES + len(self._rows) * TERM_BYTES + int(self.lengths.nbytes)
                + self._array_bytes)

    def _forget_arrays(self, term: str) -> None:
        found = self._arrays.pop(term, None)
        if found is not None:
            self._array_bytes -= int(found[0].nbytes + found[1].nbytes)

    def set(self, row: int, text: str | None) -> None:
        """Index `text` at `row`, replacing what the row held (None: the row leaves the index)."""
        self._drop(row)
        if text is None:
            return
        counts: dict[str, int] = {}
        for t in tokens(text):
            counts[t] = counts.get(t, 0) + 1
        if row >= len(self.lengths):
            grown = np.zeros(max(64, 2 * len(self.lengths), row + 1), dtype=np.float64)
            grown[: len(self.lengths)] = self.lengths
            self.lengths = grown
        length = sum(counts.values())
        self.lengths[row] = length
        self.docs += 1
        self.total += length
        for t, c in counts.items():
            self._rows.setdefault(t, []).append(row)
            self._tfs.setdefault(t, []).append(c)
            self._forget_arrays(t)
        self._terms[row] = tuple(counts)
        self.postings += len(counts)

    def terms_of(self, row: int) -> tuple[str, ...]:
        """The distinct terms the row holds (none when it is not indexed)."""
        return self._terms.get(row, ())

    def _drop(self, row: int) -> None:
        terms = self._terms.pop(row, None)
        if terms is None:
            return
        self.docs -= 1
        self.total -= int(self.lengths[row])
        self.postings -= len(terms)
        for t in terms:
            rows, tfs = self._rows[t], self._tfs[t]
            i = rows.index(row)
            del rows[i], tfs[i]
            if not rows:
                del self._rows[t], self._tfs[t]
            self._forget_arrays(t)

    def _postings(self, term: str) -> tuple[np.ndarray, np.ndarray] | None:
        found = self._arrays.get(term)
        if found is None:
            rows = self._rows.get(term)
            if not rows:
                return None
            found = self._arrays[term] = (np.array(rows, dtype=np.int64), np.array(self._tfs[term], dtype=np.float64))
            self._array_bytes += int(found[0].nbytes + found[1].nbytes)
        return found

    def scores(self, terms: list[str], n: int) -> np.ndarray | None:
        """bm25 of rows 0..n-1 for the any-term query `terms` (higher is better; 0 where no term matches), or
        None when no term occurs at all. A term listed twice counts twice, as two FTS5 phrases would."""
        if not self.docs:
            return None
        avgdl = self.total / self.docs
        acc: np.ndarray | None = None
        for t in terms:
            found = self._postings(t)
            if found is None:
                continue
            rows, tf = found
            idf = self._idf(len(rows))
            if acc is None:
                acc = np.zeros(max(n, len(self.lengths)), dtype=np.float64)
            acc[rows] += idf * tf * (BM25_K1 + 1) / (tf + BM25_K1 * (1 - BM25_B + BM25_B * self.lengths[rows] / avgdl))
        return None if acc is None else acc[:n]

    def _idf(self, rows: int) -> float:
        idf = math.log((self.docs - rows + 0.5) / (rows + 0.5))
        return idf if idf > 0 else 1e-6

    def weight(self, terms: list[str]) -> float:
        """The query's total keyword weight: the bm25 of a row of average length holding each term once (a term
        no row holds counts with the idf of a term of no row, the highest); 0 when nothing is indexed."""
        if not self.docs:
            return 0.0
        return sum(self._idf(len(self._rows.get(t, ()))) for t in terms)

    def search(self, terms: list[str], n: int, k: int, mask: np.ndarray) -> list[int]:
        """The `k` best rows (of 0..n-1 where `mask` is true) holding any of `terms`, best first (ties: lower
        row first)."""
        return [i for i, _s in self.search_scored(terms, n, k, mask)]

    def search_scored(self, terms: list[str], n: int, k: int, mask: np.ndarray) -> list[tuple[int, float]]:
        """`search` with each row's bm25 (above 0)."""
        acc = self.scores(terms, n)
        if acc is None or k <= 0:
            return []
        hits = np.flatnonzero((acc > 0) & mask[:n])
        if len(hits) > k:
            # the k best; of the rows tied with the k-th, the lowest (argpartition alone takes any of them), as
            # PostgreSQL's `ORDER BY r DESC, id` does (`retrieval._pg_bm25`: rows are added in id order)
            kth = acc[hits[np.argpartition(-acc[hits], k - 1)[k - 1]]]
            above = hits[acc[hits] > kth]
            hits = np.concatenate([above, hits[acc[hits] == kth][: k - len(above)]])
        hits = hits[np.lexsort((hits, -acc[hits]))]
        return [(int(i), float(acc[i])) for i in hits]
