"""Hybrid retrieval over memories and document chunks: vectors plus keywords, fused.

- Vectors: on SQLite, numpy over a per-scope matrix kept in process memory and refreshed incrementally through
  `scope_versions` (only rows whose `change_seq` is newer than the cached version are read); on PostgreSQL the
  same for scopes of at most `PG_MATRIX_ROWS` memories once their size is known (`Retriever._pg_matrix`), else
  pgvector's HNSW index (cosine) with iterative scans so filters still fill `k` (a scope known to be small,
  `EXACT_ROWS`, is read whole: its exact nearest rows).
- Keywords, any-term match, ranked by bm25 with idf over the scope on both databases: on SQLite, memories by
  FTS5's tokens and bm25 evaluated in process over postings kept beside the scope's vectors (`keywords.py`, which
  says why), and document chunks by FTS5 itself; on PostgreSQL, memories by the same bm25 over the same tokens
  computed in SQL (`_pg_bm25`, `memories.tsv`: migration 0012), document chunks by ts_rank.
- Fusion, where either side can win: `score = 1 - (1 - cosine) * (1 - KEYWORD_WEIGHT * keyword)`, the cosine
  taken as 0 below 0, and `keyword` in [0, 1]: the row's keyword score divided by the best of the query's
  keyword matches, or by `KEYWORD_FLOOR` times what a row holding every word of the query would score when that
  is more (so a lone match on a common word of a longer question is not taken for a full match). bm25 on
  both databases, where a word no memory holds weighs as much as a word can; for document chunks
  (FTS5's bm25, ts_rank), relative to the best times the share of the query's words held. A row without a
  keyword match scores its cosine; the best keyword match of a query whose words it mostly holds scores at
  least `KEYWORD_WEIGHT` whatever its cosine, and a keyword match lifts a close meaning towards 1. Always in
  [0, 1]; `threshold` applies to this score.
  bench/locomo_bench.py measured the variants (bench/results/locomo.md): the former
  `cosine + 0.1 / (1 + keyword_rank)` let the vectors decide nearly alone and lost to plain bm25.
"""
from __future__ import annotations

import asyncio
import bisect
import datetime as dt
import inspect
import json
import logging
import re
import sys
import threading
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from sqlalchemy import text, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.memory.keywords import BM25_B, BM25_K1, KeywordIndex, query_stems, tokens
from mneme.memory.scopes import chunk_scope
from mneme.models import ScopeVersion

log = logging.getLogger("mneme.retrieval")

# The share of the way to 1 that the query's best keyword match is lifted (see the module's docstring).
# Measured on 2 LoCoMo conversations, checked on 3 others (bench/results/locomo.md): 0.5-0.7 rank alike.
KEYWORD_WEIGHT = 0.6
# Keyword scores are relative to at least this share of a full match (all the query's words): see `_relative`.
KEYWORD_FLOOR = 0.3
DEFAULT_CACHE_BYTES = 512 * 1024 * 1024
# Bytes of process memory per cached row besides its numpy arrays: its id's list slot, position entry and
# `extra` slot (64 bytes, measured with tracemalloc over 5,000 rows), plus its id string (counted apart).
ROW_BYTES = 64
EXPIRY_BYTES = 100  # an entry of `expires`
EVENT_BYTES = 200  # an event of `by_event`: its id string (shared by its rows), its list and dictionary entry
_PG_LIVE = "expired = false AND (expiration_date IS NULL OR expiration_date > now()) "
# letters and digits, as FTS5's unicode61 splits words: "Zoë's" gives "zoë" (and "s", too short to search),
# so each keyword is one token and no backend matches it as a phrase
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_STOP = frozenset([
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "of", "in", "on", "at", "to", "for", "and",
    "or", "but", "with", "by", "from", "as", "it", "its", "this", "that", "these", "those", "i", "you", "he",
    "she", "we", "they", "my", "your", "his", "her", "our", "their", "me", "him", "them", "do", "does", "did",
    "not", "no", "has", "have", "had", "will", "would", "can", "could", "should",
    # question words: a question's "what" or "when" says nothing about the memories that answer it
    "what", "when", "where", "who", "whom", "whose", "which", "why", "how",
])


# vector hits, keyword scores in [0, 1] (`_relative`), the keyword hits' cosines
Found = tuple[list[tuple[str, float]], dict[str, float], dict[str, float | None]]

# ---------------------------------------------------------------- query refinement (the search endpoint)
# Measured on LoCoMo (bench/results/locomo.md), constants chosen on 2 conversations and checked on 3 others.
# How much of a candidate's likeness to the names the query holds is taken off its cosine (see `Refine`).
ENTITY_WEIGHT = 0.3
# Pseudo-relevance feedback: the query's vector plus this share of the mean of its `FEEDBACK_ROWS` best rows.
FEEDBACK_WEIGHT = 0.3
FEEDBACK_ROWS = 3
# A candidate's score gains this share of the better score of its neighbours: the memories just before and after
# it in the same add (`Memory.event_id`, in id order, which is the add's order); for a question that asks when,
# `NEIGHBOUR_WEIGHT_WHEN` (its answer is the memory that says when, not its context). See `_refined_fuse`.
NEIGHBOUR_WEIGHT = 0.4
NEIGHBOUR_WEIGHT_WHEN = 0.1
# Added to the cosine of a memory that says when (a time word) for a question that asks when (`asks_when`).
WHEN_BOOST = 0.2
# Added to the cosine of a memory whose first word is a name the query holds (`query_names`): the person it is
# about ("Alice lives in Lyon") or who said it ("Alice: we moved last week"), for a question about that person.
SUBJECT_BOOST = 0.1
TIME_WORDS = ("yesterday", "today", "tonight", "tomorrow", "week", "weekend", "month", "year", "ago", "last",
              "recently", "lately", "earlier", "morning", "evening", "night", "day", "monday", "tuesday",
              "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april",
              "june", "july", "august", "september", "october", "november", "december", "spring", "summer", "autumn",
              "winter")
_TIME_STEMS = frozenset(t for w in TIME_WORDS for t in tokens(w))
_SENTENCES = re.compile(r"[.!?;:]+\s+")


def query_names(query: str) -> str:
    """The names a query holds, space-separated ('' when none): its capitalised words (an upper-case letter then
    lower-case ones: not "LGBTQ", not "I") that do not start a sentence. "Where does Alice live?" -> "Alice"."""
    names: list[str] = []
    for sentence in _SENTENCES.split(query.strip()):
        for w in _WORD.findall(sentence)[1:]:
            if w[0].isupper() and len(w) > 1 and w[1:].islower() and w not in names:
                names.append(w)
    return " ".join(names)


def subject_of(text: str | None) -> str | None:
    """A memory's first word, lower-cased (`SUBJECT_BOOST`): "Alice lives in Lyon" -> "alice"."""
    w = _WORD.search(text) if text else None
    return sys.intern(w.group().lower()) if w is not None else None  # interned: a scope has a few such words


_ASKS_WHEN = re.compile(r"\s*(?:when|since when|how long|what (?:year|month|day|date|time))(?![\w-])", re.IGNORECASE)


def asks_when(query: str) -> bool:
    """Whether the query asks for a time: it starts with "when", "how long", "what year" (month, day, date, time)."""
    return _ASKS_WHEN.match(query) is not None


@dataclass
class Refine:
    """What the search endpoint adds to the ranking of its candidates (the rows `_fuse` would score):

    - names: a candidate's cosine loses `ENTITY_WEIGHT` times how much more it resembles the query's names alone
      (`names`, their unit vector) than the query itself does, so a short memory that is mostly the name ("Alice
      is vegetarian") no longer outranks one about what was asked ("Alice moved to Lisbon") for "Where does Alice
      live?";
    - feedback: cosines are taken with the query's vector moved towards its `FEEDBACK_ROWS` best candidates;
    - when: for a question that asks when (`asks_when`), memories holding a time word gain `WHEN_BOOST`;
    - subjects: memories whose first word is one of the query's names (`subjects`, lower-cased) gain
      `SUBJECT_BOOST`: what is said about or by the person asked about (`subject_of`).

    The reported cosine (`Hit.cosine`) stays the plain one; the score is fused from the refined cosine."""

    names: np.ndarray | None = None
    when: bool = False
    subjects: frozenset[str] = frozenset()


_NAMES_CACHE: weakref.WeakKeyDictionary[Any, OrderedDict[str, np.ndarray]] = weakref.WeakKeyDictionary()
NAMES_CACHED = 4096  # names' vectors kept per embedder: the same few names are asked about again and again


async def search_query(embedder: Any, query: str,
                       query_map: Callable[[np.ndarray], np.ndarray] | None = None) -> tuple[np.ndarray, Refine]:
    """The query's vector (through `query_map` when there is one: `mneme.memory.query_map`) and its `Refine` (the
    vector of its names, never mapped: cached, else embedded in the same call)."""
    names = query_names(query)
    try:
        cache = _NAMES_CACHE.setdefault(embedder, OrderedDict())
    except TypeError:  # an embedder that cannot be referenced weakly: nothing cached
        cache = OrderedDict()
    known = cache.get(names) if names else None
    vecs = await embedder.embed([query] if not names or known is not None else [query, names])
    q = np.asarray(vecs[0], dtype=np.float32)
    if query_map is not None:
        q = query_map(q)
    if names and known is None:
        known = cache[names] = np.asarray(vecs[1], dtype=np.float32)
        while len(cache) > NAMES_CACHED:
            cache.popitem(last=False)
    elif known is not None:
        cache.move_to_end(names)
    return q, Refine(names=known, when=asks_when(query), subjects=frozenset(n.lower() for n in names.split()))


# per candidate: products with the feedback rows (candidates x rows), cosine with the names, holds a time word,
# starts with one of the query's names
Extras = tuple[np.ndarray, np.ndarray | None, np.ndarray | None, np.ndarray | None]
# per candidate its neighbours' ids (`NEIGHBOUR_WEIGHT`); per neighbour its cosine with the query
Neighbours = tuple[dict[str, list[str]], dict[str, float]]


@dataclass(slots=True)
class MemoryFields:
    """What a search answer shows of a memory (`store.memory_out`, `store.is_live`: the attributes of `Memory` they
    read), as the PostgreSQL search statement returns them with its candidates (`Retriever._refined_pg`)."""
    id: str
    content: str
    user_id: str | None
    metadata_: dict[str, Any]
    expired: bool
    expiration_date: dt.datetime | None
    created_at: dt.datetime
    updated_at: dt.datetime


@dataclass
class Hit:
    id: str
    score: float
    cosine: float
    document_id: str | None = None
    row: MemoryFields | None = None  # the memory's fields when the search read them (PostgreSQL's refined search)


async def bump_version(session: AsyncSession, scope_key: str) -> int:
    """Advance the scope's change counter inside the caller's transaction and return the new value."""
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    ins = (postgresql.insert if dialect == "postgresql" else sqlite.insert)(ScopeVersion)
    await session.execute(ins.values(scope_key=scope_key, version=0).on_conflict_do_nothing())
    res = await session.execute(update(ScopeVersion).where(ScopeVersion.scope_key == scope_key)
                                .values(version=ScopeVersion.version + 1).returning(ScopeVersion.version))
    return int(res.scalar_one())


def keyword_terms(query: str, limit: int = 12) -> list[str]:
    terms: list[str] = []
    for w in _WORD.findall(query.lower()):
        if len(w) > 1 and w not in _STOP and w not in terms:
            terms.append(w)
    return terms[:limit]


# ---------------------------------------------------------------- SQLite: in-process matrices


@dataclass
class ScopeMatrix:
    """One scope's rows in process memory (SQLite only): unit vectors, liveness, users, and for memories the
    keyword postings (`keywords.KeywordIndex`). `lock` guards every read and change: searches run on threads
    (numpy releases the GIL), and so do refreshes."""

    version: int = -1
    ids: list[str] = field(default_factory=list)
    pos: dict[str, int] = field(default_factory=dict)
    vectors: np.ndarray = field(default_factory=lambda: np.zeros((0, 384), dtype=np.float32))
    alive: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    user_codes: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    codes: dict[str | None, int] = field(default_factory=dict)
    extra: list[str | None] = field(default_factory=list)  # document id for chunks
    events: list[str | None] = field(default_factory=list)  # memories: the add (event) that wrote the row
    subjects: list[str | None] = field(default_factory=list)  # memories: the first word (`subject_of`)
    by_event: dict[str, list[int]] = field(default_factory=dict)  # an event's rows, in id order (the add's)
    expires: dict[str, float] = field(default_factory=dict)
    keywords: KeywordIndex | None = None
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def _code(self, user: str | None) -> int:
        return self.codes.setdefault(user, len(self.codes))

    def nbytes(self) -> int:
        """An estimate of the process memory this scope holds: its arrays (allocated, not just used), its
        per-row Python objects, and its keyword postings (`KeywordIndex.nbytes`)."""
        arrays = int(self.vectors.nbytes + self.alive.nbytes + self.user_codes.nbytes)
        rows = len(self.ids) * (ROW_BYTES + (sys.getsizeof(self.ids[0]) if self.ids else 0))
        events = len(self.events) * 24 + len(self.by_event) * EVENT_BYTES  # a row's 3 slots; an event's id, list
        return (arrays + rows + events + len(self.expires) * EXPIRY_BYTES + len(self.codes) * ROW_BYTES
                + (self.keywords.nbytes() if self.keywords is not None else 0))

    def reserve(self, extra: int) -> None:
        """Room for `extra` more rows (a whole scope's first load takes just what it needs)."""
        need = len(self.ids) + extra
        if need > len(self.vectors):
            self._grow(max(need, 64))

    def upsert(self, rid: str, vec: np.ndarray, user: str | None, extra: str | None, text: str | None = None,
               event: str | None = None) -> None:
        i = self.pos.get(rid)
        if i is None:
            i = len(self.ids)
            self.ids.append(rid)
            self.extra.append(extra)
            self.events.append(None)
            self.subjects.append(None)
            self.pos[rid] = i
            if i >= len(self.vectors):  # 1.5x: amortised copies, and at most half the arrays unused
                self._grow(max(64, len(self.vectors) * 3 // 2))
        else:
            self.extra[i] = extra
        if self.events[i] != event:
            former = self.events[i]
            if former is not None:
                self.by_event[former].remove(i)
            if event is not None:
                event = sys.intern(event)  # one string for all the rows of an add
                rows = self.by_event.setdefault(event, [])
                rows.insert(bisect.bisect(rows, rid, key=lambda j: self.ids[j]), i)
            self.events[i] = event
        self.vectors[i] = vec
        self.alive[i] = True
        self.user_codes[i] = self._code(user)
        if self.keywords is not None:
            self.keywords.set(i, text)
            self.subjects[i] = subject_of(text)

    def _grow(self, cap: int) -> None:
        vecs = np.zeros((cap, self.vectors.shape[1]), dtype=np.float32)
        vecs[: len(self.vectors)] = self.vectors
        alive = np.zeros(cap, dtype=bool)
        alive[: len(self.alive)] = self.alive
        codes = np.full(cap, -1, dtype=np.int32)
        codes[: len(self.user_codes)] = self.user_codes
        self.vectors, self.alive, self.user_codes = vecs, alive, codes

    def remove(self, rid: str) -> None:
        i = self.pos.get(rid)
        if i is not None:
            self.alive[i] = False
            if self.keywords is not None:
                self.keywords.set(i, None)

    def apply_memories(self, rows: Sequence[Any], version: int) -> None:
        """Memories changed since the cached version: `(id, embedding, expired, user_id, expiration_date,
        content[, event_id])` rows (a thread may run this: it takes the lock)."""
        with self.lock:
            self.reserve(sum(1 for r in rows if r[0] not in self.pos))
            for r in rows:
                rid, emb, expired, user, exp, content = r[:6]
                if expired or emb is None:
                    self.remove(rid)
                    self.expires.pop(rid, None)
                    continue
                vec = emb if isinstance(emb, np.ndarray) else np.frombuffer(emb, dtype=np.float32)
                self.upsert(rid, vec, user, None, content, r[6] if len(r) > 6 else None)
                if exp is not None:
                    self.expires[rid] = _ts(exp)
                else:
                    self.expires.pop(rid, None)
            self.version = version

    def apply_chunks(self, rows: Sequence[Any], version: int) -> None:
        """All processed chunks of a project: `(id, embedding, document_id)` rows."""
        with self.lock:
            self.reserve(len(rows))
            for rid, emb, doc in rows:
                self.upsert(rid, np.frombuffer(emb, dtype=np.float32), None, doc)
            self.version = version

    def _live(self, n: int) -> np.ndarray:
        live = self.alive[:n].copy()
        if self.expires:
            now = dt.datetime.now(dt.UTC).timestamp()
            for rid, ts in self.expires.items():
                i = self.pos.get(rid)
                if ts <= now and i is not None and i < n:
                    live[i] = False
        return live

    def _mask(self, live: np.ndarray, user_id: str | None, shared: bool = False) -> np.ndarray:
        """Live rows of this user (any user when None); with `shared`, also the rows that have no user."""
        n = len(live)
        if user_id is None:
            return live
        mine: np.ndarray = self.user_codes[:n] == self.codes.get(user_id, -2)
        if shared:
            mine |= self.user_codes[:n] == self.codes.get(None, -2)
        out: np.ndarray = live & mine
        return out

    def _top(self, scores: np.ndarray, mask: np.ndarray, k: int) -> list[list[tuple[str, float]]]:
        """The `k` best columns of each row of `scores` where `mask` holds, best first."""
        n = scores.shape[1]
        kk = min(k, int(mask.sum()))
        if kk <= 0:
            return [[] for _ in range(len(scores))]
        if not mask.all():
            scores = scores.copy()
            scores[:, ~mask] = -np.inf
        top = np.argpartition(scores, n - kk, axis=1)[:, n - kk:]  # (rows, kk), unordered
        vals = np.take_along_axis(scores, top, axis=1)
        order = np.argsort(-vals, axis=1, kind="stable")
        top, vals = np.take_along_axis(top, order, axis=1), np.take_along_axis(vals, order, axis=1)
        ids = self.ids
        return [[(ids[i], v) for i, v in zip(t.tolist(), s.tolist(), strict=True)]
                for t, s in zip(top, vals, strict=True)]

    def search(self, q: np.ndarray, k: int, user_id: str | None) -> list[tuple[str, float]]:
        return self.search_many(np.asarray(q, dtype=np.float32)[None, :], k, [user_id])[0]

    def search_many(self, queries: np.ndarray, k: int, user_ids: list[str | None]) -> list[list[tuple[str, float]]]:
        """The `k` closest live rows for each query row (each with its own user filter), best first: one matrix
        product for the whole batch."""
        with self.lock:
            n = len(self.ids)
            out: list[list[tuple[str, float]]] = [[] for _ in user_ids]
            if n == 0:
                return out
            live = self._live(n)
            scores = _products(queries, self.vectors[:n])  # (queries, n)
            by_user: dict[str | None, list[int]] = {}
            for j, user_id in enumerate(user_ids):
                by_user.setdefault(user_id, []).append(j)
            for user_id, rows in by_user.items():  # one mask and one partition per user, for all their queries
                for j, found in zip(rows, self._top(scores[rows], self._mask(live, user_id), k), strict=True):
                    out[j] = found
            return out

    def hybrid(self, queries: np.ndarray, terms: list[list[str]], k: int, user_id: str | None,
               shared: bool = False) -> list[Found]:
        """For each query (a vector and its keyword terms) of one user: the `k` closest live rows, the `k` best
        keyword matches (bm25) among the live rows with their relative scores (`_relative`), and those matches'
        cosines. With `shared`, the rows without a user count as the user's too."""
        with self.lock:
            n = len(self.ids)
            if n == 0:
                return [([], {}, {}) for _ in terms]
            mask = self._mask(self._live(n), user_id, shared)
            scores = _products(queries, self.vectors[:n])  # (queries, n)
            out: list[Found] = []
            for j, vec in enumerate(self._top(scores, mask, k)):
                rows = self.keywords.search_scored(terms[j], n, k, mask) if self.keywords is not None else []
                full = self.keywords.weight(terms[j]) if self.keywords is not None else 0.0
                kw = _relative([(self.ids[i], s) for i, s in rows], full)
                out.append((vec, kw,
                            {self.ids[i]: float(scores[j, i]) for i, _s in rows}))
            return out

    def cosine_of(self, rid: str, q: np.ndarray) -> float | None:
        """The row's cosine with `q`, or None when it is not live (forgotten, or past its expiration date)."""
        with self.lock:
            i = self.pos.get(rid)
            if i is None or not self.alive[i]:
                return None
            expires = self.expires.get(rid)
            if expires is not None and expires <= dt.datetime.now(dt.UTC).timestamp():
                return None
            return float(self.vectors[i] @ q)

    def extras(self, ids: list[str], top: list[str], names: np.ndarray | None, when: bool,
               subjects: frozenset[str] = frozenset()) -> Extras:
        """What `Refine` needs of these candidates (rows of this matrix): their products with the `top` rows,
        their cosines with `names`, whether each holds a time word (`when`) and starts with one of `subjects`."""
        with self.lock:
            rows = [self.pos[r] for r in ids]
            vecs = self.vectors[rows]
            gram: np.ndarray = vecs @ self.vectors[[self.pos[r] for r in top]].T
            near = vecs @ np.asarray(names, dtype=np.float32) if names is not None else None
            timed = None
            if when and self.keywords is not None:
                timed = np.array([bool(_TIME_STEMS.intersection(self.keywords.terms_of(i))) for i in rows],
                                 dtype=np.float64)
            about = np.array([self.subjects[i] in subjects for i in rows], dtype=np.float64) if subjects else None
            return gram, near, timed, about

    def neighbours(self, ids: list[str], q: np.ndarray, user_id: str | None,
                   shared: bool = False) -> tuple[dict[str, list[str]], dict[str, float]]:
        """For each of these rows, its neighbours (`NEIGHBOUR_WEIGHT`): the rows just before and after it among
        the live rows of its event that the user may see (as `hybrid`'s filters); and the neighbours' cosines
        with `q`."""
        with self.lock:
            n = len(self.ids)
            mask = self._mask(self._live(n), user_id, shared)
            near: dict[str, list[str]] = {}
            cos: dict[str, float] = {}
            for rid in ids:
                i = self.pos.get(rid)
                event = self.events[i] if i is not None else None
                if i is None or event is None or not mask[i]:
                    continue
                rows = self.by_event[event]
                at = bisect.bisect_left(rows, rid, key=lambda j: self.ids[j])
                found = []
                for step in (-1, 1):  # the nearest row the search may return, each way
                    j = at + step
                    while 0 <= j < len(rows) and not (rows[j] < n and mask[rows[j]]):
                        j += step
                    if 0 <= j < len(rows):
                        found.append(rows[j])
                near[rid] = [self.ids[j] for j in found]
                for j in found:
                    cos[self.ids[j]] = float(self.vectors[j] @ q)
            return near, cos


def _products(queries: np.ndarray, vectors: np.ndarray) -> np.ndarray:
    """`queries @ vectors.T` as a (queries, rows) array. One query goes through a matrix-vector product
    (`vectors @ q`): OpenBLAS took 5.6 ms for the (1 x 384) @ (384 x 3,333) matrix product, 0.04 ms for the
    same numbers as a matrix-vector product (bench/boundary_retrieval_bench.py, where it was most of a call)."""
    q = np.asarray(queries, dtype=np.float32)
    if len(q) == 1:
        out: np.ndarray = (vectors @ q[0])[None, :]
        return out
    products: np.ndarray = q @ vectors.T
    return products


class MatrixCache:
    """Per-process matrices per scope (SQLite; on PostgreSQL the memories of the scopes the search endpoint and
    conflict detection search in process, `PG_MATRIX_ROWS`). Safe across processes: versions come from the DB. A
    refresh reads the rows changed since the cached version, then applies them on a thread (tokenising
    10,000 memories for the keyword postings took 155 ms when a scope is first read).

    Bounded: the scopes' estimated sizes (`ScopeMatrix.nbytes`) add up to at most `budget_bytes`
    (`MNEME_SEARCH_CACHE_BYTES`); past it the least recently searched scopes are dropped, and one that is
    searched again is read whole from the database. A search under way keeps its matrix object (dropping
    only forgets it here), so it completes; a scope larger than the whole budget is kept alone."""

    def __init__(self, budget_bytes: int = DEFAULT_CACHE_BYTES) -> None:
        self.budget_bytes = budget_bytes
        self._scopes: OrderedDict[str, ScopeMatrix] = OrderedDict()  # least recently used first
        self._sizes: dict[str, int] = {}
        self.total_bytes = 0
        self.evictions = 0
        # a scope's lock lives while a coroutine holds or awaits it, so the table does not grow with scopes
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    def _lock(self, scope_key: str) -> asyncio.Lock:
        lock = self._locks.get(scope_key)
        if lock is None:
            lock = self._locks[scope_key] = asyncio.Lock()
        return lock

    async def get(self, session: AsyncSession, scope_key: str, *, chunks: bool) -> ScopeMatrix:
        async with self._lock(scope_key):
            version = (await session.execute(text("SELECT version FROM scope_versions WHERE scope_key = :s"),
                                              {"s": scope_key})).scalar()
            version = int(version or 0)
            m = self._scopes.get(scope_key)
            if m is not None and m.version == version:
                self._keep(scope_key, m)
                return m
            if chunks:  # chunks are hard-deleted, so they reload whole
                m = ScopeMatrix()
                project_id = scope_key.split(":", 1)[1]
                rows = (await session.execute(text(
                    "SELECT c.id, c.embedding, c.document_id FROM chunks c JOIN documents d ON d.id = c.document_id "
                    "WHERE c.project_id = :p AND d.status = 'okay' AND c.embedding IS NOT NULL"),
                    {"p": project_id})).all()
                await asyncio.to_thread(m.apply_chunks, rows, version)
            else:
                m = m if m is not None else ScopeMatrix(keywords=KeywordIndex())
                pg = session.bind is not None and session.bind.dialect.name == "postgresql"
                rows = (await session.execute(text(
                    f"SELECT id, {'vector_send(embedding)' if pg else 'embedding'}, expired, user_id, "
                    "expiration_date, content, event_id FROM memories "
                    "WHERE scope_key = :s AND change_seq > :v"), {"s": scope_key, "v": max(m.version, -1)})).all()
                changed: Sequence[Any] = rows
                if pg:  # vector_send's form (see `_refined_pg`)
                    changed = [(r[0], None if r[1] is None else np.frombuffer(r[1], ">f4")[1:].astype(np.float32),
                                *r[2:]) for r in rows]
                await asyncio.to_thread(m.apply_memories, changed, version)
            self._keep(scope_key, m)
            return m

    async def get_many(self, session: AsyncSession, keys: Sequence[tuple[str, bool]]) -> dict[str, ScopeMatrix]:
        """`get` for several scopes (`(scope_key, chunks)` pairs): one statement reads all their versions, and
        only the scopes that changed since they were cached are refreshed (each as `get` does)."""
        if not keys:
            return {}
        rows = (await session.execute(text("SELECT scope_key, version FROM scope_versions WHERE scope_key IN "
                                           "(" + ",".join(f":s{i}" for i in range(len(keys))) + ")"),
                                      {f"s{i}": k for i, (k, _c) in enumerate(keys)})).all()
        versions = {k: int(v) for k, v in rows}
        out: dict[str, ScopeMatrix] = {}
        for key, chunks in keys:
            m = self._scopes.get(key)
            if m is not None and m.version == versions.get(key, 0):
                self._keep(key, m)
                out[key] = m
            else:
                out[key] = await self.get(session, key, chunks=chunks)
        return out

    def _keep(self, scope_key: str, m: ScopeMatrix) -> None:
        """Record the scope as the most recently used, with its current size; drop the least recently used
        others while the total is over the budget."""
        size = m.nbytes()
        self.total_bytes += size - self._sizes.get(scope_key, 0)
        self._sizes[scope_key] = size
        self._scopes[scope_key] = m
        self._scopes.move_to_end(scope_key)
        dropped = 0
        while self.total_bytes > self.budget_bytes and len(self._scopes) > 1:
            oldest = next(iter(self._scopes))
            self._drop(oldest)
            self.evictions += 1
            dropped += 1
        if dropped:
            _trim_heap()
        if self.total_bytes > self.budget_bytes:
            log.warning("search scope %s alone needs ~%d MiB, more than MNEME_SEARCH_CACHE_BYTES (%d MiB)",
                        scope_key, size >> 20, self.budget_bytes >> 20)

    def _drop(self, scope_key: str) -> None:
        if self._scopes.pop(scope_key, None) is not None:
            self.total_bytes -= self._sizes.pop(scope_key, 0)

    def __contains__(self, scope_key: str) -> bool:
        return scope_key in self._scopes

    def peek(self, scope_key: str) -> ScopeMatrix | None:
        """The scope's cached matrix, if any (whatever its version; its place in the LRU order unchanged)."""
        return self._scopes.get(scope_key)

    def forget(self, scope_key: str) -> None:
        self._drop(scope_key)


def _load_malloc_trim() -> Any:
    try:
        import ctypes

        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None


_MALLOC_TRIM = _load_malloc_trim() if sys.platform.startswith("linux") else None


def _trim_heap() -> None:
    """Give the freed memory of dropped scopes back to the system. glibc raises its mmap threshold after a
    large array is freed, so later matrices are placed on the heap, whose free pages it keeps otherwise:
    50 projects of 5,000 memories searched in turn under a 256 MiB budget peaked at 481 MiB of anonymous
    memory without this, 314 MiB with it (bench/cache_memory_bench.py); a call took 0.2 ms (median, at most
    1.3 ms) on that ~300 MiB heap."""
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)


def _ts(value: Any) -> float:
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.UTC)
    return float(value.timestamp())


# ---------------------------------------------------------------- the retriever


# `Retriever.across` searches this many rows (all its scopes together) on the event loop's thread rather than
# handing them to a worker thread: at 10,000 rows the work took 2 ms, the hand-over 2.5 ms at p50 and 8 ms at
# p95 on 2 busy cores (bench/boundary_retrieval_bench.py); larger searches would hold the loop too long.
INLINE_ROWS = 20_000
# A refined search (the search endpoint's: neighbours and the feedback products besides) of a matrix of at most
# this many rows runs on the event loop: ~1 ms at LoCoMo's 680, where the hand-over to a thread and back was
# half of it again on 2 busy cores
REFINED_INLINE_ROWS = 5_000
# A refined search reads every vector of a scope of at most this many memories (`_refined_pg`): about 1.5 ms at
# 3,000 (0.5 ms for LoCoMo's 680); larger scopes go through the HNSW index when the planner finds it cheaper.
EXACT_ROWS = 3_000
# A memory whose content is longer (in bytes) comes without it from the refined search (`_refined_pg`), and its
# hit is read again: ~130 rows come back, and a content may be 100,000 characters
INLINE_CONTENT_BYTES = 4_096
# The search endpoint and conflict detection search a PostgreSQL scope of at most this many memories in process,
# as SQLite does (`MatrixCache`: its vectors and keyword postings kept per process, refreshed by the scope's
# version; `_pg_matrix`): ~4 ms of a 15 ms search over HTTP less (LoCoMo, 680 memories a scope), and at 20,000
# memories `Retriever.memories` p50 / p95 4.0 / 5.9 ms against 7.6 / 12.1 ms by the statements
# (bench/memories_bench.py --n 20000), for ~44 MB of the process's memory. A scope's first search, which learns
# its size, a search while its matrix is being read, and larger scopes run the statements (pgvector's index).
PG_MATRIX_ROWS = 20_000
PG_LOAD_ROWS = EXACT_ROWS  # up to this size a search reads the matrix itself (~20 ms once); above, `_warm` does
STATS_CACHED = 10_000  # scopes whose keyword statistics a PostgreSQL retriever keeps (~200 bytes each)


class Retriever:
    def __init__(self, is_sqlite: bool, *, cache_bytes: int = DEFAULT_CACHE_BYTES, db: Any = None) -> None:
        self.is_sqlite = is_sqlite
        self.cache = MatrixCache(cache_bytes)
        # PostgreSQL: the database whose sessions load a scope's matrix beside the searches (`_warm`), and the
        # loads under way
        self.db = db
        self._warming: dict[str, asyncio.Task[None]] = {}
        # PostgreSQL: per scope, its version and the size and mean length (in tokens) of its keyword collection
        # then (`_pg_bm25`'s `cached`), the most recently searched `STATS_CACHED` scopes
        self._stats: OrderedDict[str, tuple[int, float, float]] = OrderedDict()

    def _vec_order(self, scope_key: str, q: str) -> str:
        """The ORDER BY of a scope's vector search for the query vector `q` (SQL): a scope known to be small
        (`EXACT_ROWS`) is searched exactly, as SQLite does, its nearest rows and not HNSW's approximation of them
        (which the planner took for some LoCoMo projects once their vectors were in the rows)."""
        distance = f"embedding <=> {q}"
        size = self._stats.get(scope_key, (-1, 0.0, 1.0))[1]
        return f"({distance}) + 0" if 0 < size <= EXACT_ROWS else distance

    def _keep_stats(self, scope_key: str, stats: tuple[int, float, float]) -> None:
        self._stats[scope_key] = stats
        self._stats.move_to_end(scope_key)
        while len(self._stats) > STATS_CACHED:
            self._stats.popitem(last=False)

    async def memories(self, session: AsyncSession, scope_key: str, q: np.ndarray, query_text: str, *, k: int,
                       user_id: str | None = None, min_score: float = -1.0, shared: bool = False,
                       refine: Refine | None = None) -> list[Hit]:
        """The best `k` live memories of a scope for a query (vector + keyword), best first: of `user_id`
        (any user when None), and with `shared` also those that have no user. `refine`: the search endpoint's
        refinements of the ranking (`Refine`); conflict detection searches without them."""
        q = np.asarray(q, dtype=np.float32)
        if refine is None:
            return (await self.memories_many(session, scope_key, q[None, :], [query_text], k=k, user_id=user_id,
                                             min_score=min_score, shared=shared))[0]
        pool = max(k * 3, 20)
        if self.is_sqlite:
            matrix = await self.cache.get(session, scope_key, chunks=False)
            return await _refined_in_process(matrix, q, refine, query_text, k, pool, user_id, shared, min_score)
        kw = await self._keywords_pg(session, scope_key, query_text, pool, user_id, shared)
        return await self._refined_search_pg(session, scope_key, q, refine, kw, k, pool, user_id, shared, min_score)

    async def search(self, session: AsyncSession, scope_key: str, query: Awaitable[tuple[np.ndarray, Refine]],
                     query_text: str, *, k: int, user_id: str | None = None,
                     min_score: float = -1.0) -> list[Hit]:
        """`memories` with the search endpoint's `Refine`, for a query whose embedding (`search_query`) is still
        under way: meanwhile the scope's cached matrix is brought up to date (its version read, and the rows changed
        since, if any: ~1 ms of a search on SQLite), or on PostgreSQL past `PG_MATRIX_ROWS` the keyword candidates
        are read (`_keywords_pg`, about 2.5 ms of the database's time per search), off the path that waits for the
        model."""
        pool = max(k * 3, 20)
        if self.is_sqlite:
            cached = await self.cache.get(session, scope_key, chunks=False)
            q, refine = await query
            return await _refined_in_process(cached, np.asarray(q, dtype=np.float32), refine, query_text, k, pool,
                                             user_id, False, min_score)
        matrix = await self._pg_matrix(session, scope_key)
        if matrix is not None:
            # in process, as on SQLite: the version's one round trip (and the rows changed since, if any) while
            # the query is embedded; the statements below cost ~2.5 ms of the database's time and ~1.5 of ours
            q, refine = await query
            return await _refined_in_process(matrix, np.asarray(q, dtype=np.float32), refine, query_text, k, pool,
                                             user_id, False, min_score)
        kw = await self._keywords_pg(session, scope_key, query_text, pool, user_id, False)
        q, refine = await query
        return await self._refined_search_pg(session, scope_key, np.asarray(q, dtype=np.float32), refine, kw, k,
                                             pool, user_id, False, min_score)

    async def _pg_matrix(self, session: AsyncSession, scope_key: str) -> ScopeMatrix | None:
        """A PostgreSQL scope's matrix when it is searched in process, as on SQLite (None: by the statements): a
        scope known to hold at most `PG_LOAD_ROWS` memories is read now (refreshed by its version as on SQLite),
        one of at most `PG_MATRIX_ROWS` once `_warm` has read it; a larger one is dropped from the cache."""
        rows = self._rows_of(scope_key)
        if rows > PG_MATRIX_ROWS:
            self.cache.forget(scope_key)  # grown past it: searched by the statements from now on
        elif rows > 0 and (rows <= PG_LOAD_ROWS or scope_key in self.cache):
            return await self.cache.get(session, scope_key, chunks=False)
        elif rows > 0:
            self._warm(scope_key)  # its matrix is read beside this search, which the statements answer
        return None

    def _warm(self, scope_key: str) -> None:
        """Read a PostgreSQL scope's matrix into the cache in a task of its own (a 10,000-memory scope takes
        ~300 ms of reading and tokenising: no search waits for it)."""
        if self.db is None or scope_key in self._warming:
            return

        async def load() -> None:
            try:
                async with self.db.session(write=False, autocommit=True) as s:
                    await self.cache.get(s, scope_key, chunks=False)
            except Exception as exc:  # noqa: BLE001 - the searches go on by the statements
                log.warning("search matrix of %s not loaded: %s", scope_key, exc)
            finally:
                self._warming.pop(scope_key, None)

        self._warming[scope_key] = asyncio.get_running_loop().create_task(load())

    def _rows_of(self, scope_key: str) -> float:
        """How many memories a PostgreSQL scope holds, as last seen (0 when unknown): its matrix's rows when one
        is cached, else its keyword collection's size (`_stats`, kept by the keyword statements: `_note_stats`)."""
        matrix = self.cache.peek(scope_key)
        if matrix is not None:
            return len(matrix.pos)
        return self._stats.get(scope_key, (-1, 0.0, 1.0))[1]

    async def _keywords_pg(self, session: AsyncSession, scope_key: str, query_text: str, n: int,
                           user_id: str | None, shared: bool) -> tuple[list[tuple[str, float]], float]:
        """The best `n` keyword matches of a refined search `(id, bm25)`, best first, and the query's whole
        keyword weight (`_pg_bm25`, with the scope's collection figures kept per version: `_stats`)."""
        tsq = _tsquery(query_text)
        if not tsq:
            return [], 0.0
        version, size, mean = self._stats.get(scope_key, (-1, 0.0, 1.0))
        rows = (await session.execute(text(_pg_bm25(":t", _pg_user(user_id, shared), cached=True)), {
            "t": tsq, "s": scope_key, "n": n, "u": user_id, "sv": version, "sn": size, "sa": mean})).all()
        self._note_stats(scope_key, version, rows)
        return [(rid, float(r)) for rid, r, *_ in rows], max((float(f or 0.0) for _rid, _r, f, *_ in rows),
                                                            default=0.0)

    async def _refined_search_pg(self, session: AsyncSession, scope_key: str, q: np.ndarray, refine: Refine,
                                 kw: tuple[list[tuple[str, float]], float], k: int, pool: int,
                                 user_id: str | None, shared: bool, min_score: float) -> list[Hit]:
        """A refined search on PostgreSQL once its keyword candidates `kw` (`_keywords_pg`) are known."""
        keyword, full = kw
        vec, cosine, near, vectors, timed, subject, fields = await self._refined_pg(
            session, scope_key, q, [rid for rid, _ in keyword], pool, user_id, shared, refine.when,
            bool(refine.subjects))
        scored = [(rid, r) for rid, r in keyword if rid in cosine]  # a row gone since is left out
        cos: dict[str, float | None] = {rid: cosine[rid] for rid, _ in scored}
        found = (vec, _relative(scored, full), cos)
        if not _candidates(found[0], found[2]):
            return []

        def extras_of(ids: list[str], top: list[str]) -> Extras:
            """`ScopeMatrix.extras` from the rows' vectors the statement returned."""
            vecs = np.stack([vectors[r] for r in ids])
            gram: np.ndarray = vecs @ np.stack([vectors[r] for r in top]).T
            names = vecs @ np.asarray(refine.names, dtype=np.float32) if refine.names is not None else None
            when = np.array([timed.get(r, False) for r in ids], dtype=np.float64) if refine.when else None
            about = (np.array([subject.get(r) in refine.subjects for r in ids], dtype=np.float64)
                     if refine.subjects else None)
            return gram, names, when, about

        neighbours = {x: cosine[x] for ns in near.values() for x in ns}
        hits = _refined_fuse(found, q, refine, extras_of, k, min_score, (near, neighbours))
        for h in hits:
            shown = fields.get(h.id)
            if shown is not None:  # built for the hits alone (a search returns ~120 rows)
                body, uid, meta, expired, expires, created, updated = shown
                h.row = MemoryFields(h.id, body, uid, json.loads(meta) if meta else {}, expired, expires, created,
                                     updated)
        return hits

    async def _refined_pg(self, session: AsyncSession, scope_key: str, q: np.ndarray, keyword: list[str], n: int,
                          user_id: str | None, shared: bool, when: bool,
                          subjects: bool) -> tuple[list[tuple[str, float]], dict[str, float], dict[str, list[str]],
                                                   dict[str, np.ndarray], dict[str, bool], dict[str, str | None],
                                                   dict[str, tuple[Any, ...]]]:
        """What a refined search needs besides its keyword candidates (`keyword`, found before: `_keywords_pg`),
        in one statement: the vector candidates (`_memories_pg_one`), each candidate's neighbours in its add
        (`ScopeMatrix.neighbours`: the nearest memory before and after it in its event, in id order, that the
        search may return; two probes of `ix_memories_event` each), and for every candidate and neighbour its
        cosine, its vector (`Refine`'s products are taken in process, as on SQLite) and, for a question that asks
        when, whether it holds a time word, and for a query that names someone, its first word (`subject_of`,
        from the first 200 characters). Each row also brings what the answer shows of it (`MemoryFields`),
        unless its content is longer than `INLINE_CONTENT_BYTES`: the search endpoint then reads no row again
        for its hits (one statement less: 1.4 of a 15 ms search over HTTP). Returns the vector hits best first,
        every row's cosine, the candidates' neighbours, the rows' vectors, their time words, their first words
        and their fields as read (`MemoryFields`' order after the id; the metadata as JSON text)."""
        user, live = _pg_user(user_id, shared), _PG_LIVE
        order = self._vec_order(scope_key, "CAST(:q AS vector)")
        # A side is found by `ix_memories_event` alone, with no condition on the scope: an add's memories are all
        # of its owner's scope, and the rows the statement returns are checked against `:s` at the end, in a form
        # no index serves (a plain `WHERE m.scope_key = :s` there made the planner read the whole scope). With
        # `m.scope_key = :s` in a side, the planner, before the table's statistics knew a new scope, took the
        # scope for one row and probed each side by a scan of it (`ix_memories_seq`: 12 of a 15 ms plan for a
        # LoCoMo project searched right after its ingestion); with `= cm.scope_key`, once they knew it, it
        # intersected both indexes (1.9 ms of 4.4); without, 0.2 ms.
        side = ("SELECT m.id FROM memories m "
                f"WHERE m.event_id = cm.event_id AND m.id {{op}} cm.id AND {live}"
                f"AND m.embedding IS NOT NULL {user.replace('user_id', 'm.user_id')}ORDER BY m.id {{order}} LIMIT 1")
        sql = (
            "WITH v AS MATERIALIZED (SELECT id FROM memories "
            f"WHERE scope_key = :s AND {live}AND embedding IS NOT NULL {user}"
            f"ORDER BY {order} LIMIT :n), "
            "k AS (SELECT id FROM unnest(CAST(:k AS text[])) AS k(id)), "
            "c AS (SELECT id FROM v UNION SELECT id FROM k), "
            "nb AS MATERIALIZED (SELECT cm.id, p.id AS prev, x.id AS next FROM c JOIN memories cm ON cm.id = c.id "
            f"LEFT JOIN LATERAL ({side.format(op='<', order='DESC')}) p ON true "
            f"LEFT JOIN LATERAL ({side.format(op='>', order='ASC')}) x ON true WHERE cm.event_id IS NOT NULL), "
            # each row once with what v and nb say of it, gathered by one aggregate rather than joined: before the
            # table had statistics, the planner joined them by nested loops (2.6 ms of a 9 ms plan)
            "e AS (SELECT id, bool_or(in_v) AS in_v, bool_or(in_nb) AS in_nb, max(prev) AS prev, "
            "max(next) AS next FROM ("
            "SELECT id, true AS in_v, false AS in_nb, CAST(NULL AS text) AS prev, CAST(NULL AS text) AS next FROM v "
            "UNION ALL SELECT id, false, false, NULL, NULL FROM k "
            "UNION ALL SELECT id, false, true, prev, next FROM nb "
            "UNION ALL SELECT prev, false, false, NULL, NULL FROM nb WHERE prev IS NOT NULL "
            "UNION ALL SELECT next, false, false, NULL, NULL FROM nb WHERE next IS NOT NULL) x GROUP BY id) "
            "SELECT e.id, e.in_v, 1 - (m.embedding <=> CAST(:q AS vector)), e.in_nb, e.prev, e.next, "
            "vector_send(m.embedding), CASE WHEN :w THEN m.tsv @@ to_tsquery('mneme', :tw) END, "
            "CASE WHEN :sj THEN substr(m.content, 1, 200) END, "
            "CASE WHEN octet_length(m.content) <= :cl THEN m.content END, m.user_id, CAST(m.metadata AS text), "
            "m.expired, m.expiration_date, m.created_at, m.updated_at "
            "FROM e JOIN memories m ON m.id = e.id WHERE m.embedding IS NOT NULL AND (m.scope_key = :s) IS TRUE")
        rows = (await session.execute(text(sql), {
            "q": _vec_literal(q), "s": scope_key, "n": n, "u": user_id, "k": keyword, "w": when, "sj": subjects,
            "tw": " | ".join(TIME_WORDS), "cl": INLINE_CONTENT_BYTES})).all()
        vec: list[tuple[str, float]] = []
        near: dict[str, list[str]] = {}
        cosine: dict[str, float] = {}
        timed: dict[str, bool] = {}
        subject: dict[str, str | None] = {}
        fields: dict[str, tuple[Any, ...]] = {}
        for rid, in_vec, c, has_event, prev, nxt, _emb, t, head, body, *shown in rows:
            if body is not None:
                fields[rid] = (body, *shown)
            cosine[rid] = float(c)
            timed[rid] = bool(t)
            if head is not None:
                subject[rid] = subject_of(head)
            if in_vec:
                vec.append((rid, float(c)))
            if has_event:
                near[rid] = [x for x in (prev, nxt) if x is not None]
        near = {rid: [x for x in ns if x in cosine] for rid, ns in near.items()}  # as returned (of the scope)
        vec.sort(key=lambda h: -h[1])
        # vector_send's form: the dimension and a reserved word (2 bytes each: one float's room), then big-endian
        # float4s; all the rows' in one array
        dim = len(q)
        matrix = np.frombuffer(b"".join(row[6] for row in rows), dtype=">f4").reshape(len(rows), dim + 1)
        matrix = matrix[:, 1:].astype(np.float32)
        vectors = {row[0]: matrix[i] for i, row in enumerate(rows)}
        return vec, cosine, near, vectors, timed, subject, fields

    async def memories_many(self, session: AsyncSession, scope_key: str, queries: np.ndarray, texts: list[str], *,
                            k: int, user_id: str | None = None, min_score: float = -1.0,
                            shared: bool = False) -> list[list[Hit]]:
        """`memories` for many queries of one scope and user at once (conflict detection of a batch): one
        matrix pass on SQLite and for PostgreSQL's scopes searched in process (`_pg_matrix`), else one round trip
        on PostgreSQL. `shared`: the user's memories and those without a user (who is compared with whom in
        conflict detection)."""
        pool = max(k * 3, 20)
        found: list[Found] = []
        matrix = await (self.cache.get(session, scope_key, chunks=False) if self.is_sqlite
                        else self._pg_matrix(session, scope_key))
        if matrix is not None:
            # vectors and keywords in process, on a thread (numpy releases the GIL): 200 queries over 10,000
            # memories are ~30 ms of CPU that the event loop would otherwise spend blocked
            terms = [query_stems(keyword_terms(t)) for t in texts]
            found = await asyncio.to_thread(matrix.hybrid, queries, terms, pool, user_id, shared)
        elif len(texts) == 1:
            found = [await self._memories_pg_one(session, scope_key, queries[0], texts[0], pool, user_id, shared)]
        else:
            found = await self._memories_pg(session, scope_key, queries, texts, pool, user_id, shared)
        return [_fuse(vec, kw, cos, k, min_score) for vec, kw, cos in found]

    async def _memories_pg_one(self, session: AsyncSession, scope_key: str, q: np.ndarray, query_text: str, n: int,
                               user_id: str | None, shared: bool = False) -> Found:
        """Vector neighbours and keyword matches (with their cosine) of one query in one round trip. (The batch
        form costs a single query more: p50 3.2 vs 4.0-4.9 ms in one process over 5,000 memories.) The keyword
        collection's figures are those kept for the scope's version (`_stats`), as `_keywords_pg` uses them."""
        tsq = _tsquery(query_text)
        user, live = _pg_user(user_id, shared), _PG_LIVE
        version, size, mean = self._stats.get(scope_key, (-1, 0.0, 1.0))
        vec_sql = ("SELECT 1 AS i, id, 1 - (embedding <=> CAST(:q AS vector)) AS cos, NULL::float8 AS r, "
                   "NULL::float8 AS full, NULL::bigint AS sv, NULL::float8 AS sn, NULL::float8 AS sa "
                   f"FROM memories WHERE scope_key = :s AND {live}AND embedding IS NOT NULL {user}"
                   f"ORDER BY {self._vec_order(scope_key, 'CAST(:q AS vector)')} LIMIT :n")
        if not tsq:
            rows = (await session.execute(text(vec_sql), {"q": _vec_literal(q), "s": scope_key, "n": n,
                                                          "u": user_id})).all()
        else:
            kw_sql = ("SELECT 1, k.id, 1 - (m.embedding <=> CAST(:q AS vector)), k.r, k.full, k.sv, k.sn, k.sa "
                      f"FROM ({_pg_bm25(':t', user, cached=True)}) k JOIN memories m ON m.id = k.id")
            rows = (await session.execute(text(f"({vec_sql}) UNION ALL ({kw_sql})"), {
                "q": _vec_literal(q), "s": scope_key, "n": n, "u": user_id, "t": tsq, "sv": version, "sn": size,
                "sa": mean})).all()
        self._note_stats(scope_key, version, rows)
        return _split_pg(rows, 1)[0]

    async def _memories_pg(self, session: AsyncSession, scope_key: str, queries: np.ndarray, texts: list[str],
                           n: int, user_id: str | None, shared: bool = False) -> list[Found]:
        """Per query: vector neighbours and keyword matches (with their cosine), all in one round trip.

        The queries arrive as arrays (`unnest ... WITH ORDINALITY`), and each is searched in a LATERAL
        subquery, so every one of them still walks the HNSW index with its own ORDER BY ... LIMIT."""
        user, live = _pg_user(user_id, shared), _PG_LIVE
        version, size, mean = self._stats.get(scope_key, (-1, 0.0, 1.0))
        qs = "{" + ",".join('"' + _vec_literal(q) + '"' for q in queries) + "}"
        tsqs = [_tsquery(t) for t in texts]
        sql = ("SELECT q.i, v.id, v.cos, NULL::float8 AS r, NULL::float8 AS full, NULL::bigint AS sv, "
               "NULL::float8 AS sn, NULL::float8 AS sa "
               "FROM unnest(CAST(CAST(:qs AS text) AS vector[])) WITH ORDINALITY AS q(v, i) CROSS JOIN LATERAL ("
               "SELECT id, 1 - (embedding <=> q.v) AS cos FROM memories "
               f"WHERE scope_key = :s AND {live}AND embedding IS NOT NULL {user}"
               f"ORDER BY {self._vec_order(scope_key, 'q.v')} LIMIT :n) v")
        if any(tsqs):
            sql += (" UNION ALL SELECT q.i, k.id, 1 - (m.embedding <=> q.v), k.r, k.full, k.sv, k.sn, k.sa "
                    "FROM unnest(CAST(CAST(:qs AS text) AS vector[]), CAST(:ts AS text[])) WITH ORDINALITY "
                    f"AS q(v, t, i) CROSS JOIN LATERAL ({_pg_bm25('q.t', user, cached=True)}) k "
                    "JOIN memories m ON m.id = k.id")
        rows = (await session.execute(text(sql), {"qs": qs, "ts": tsqs, "s": scope_key, "n": n, "u": user_id,
                                                  "sv": version, "sn": size, "sa": mean})).all()
        self._note_stats(scope_key, version, rows)
        return _split_pg(rows, len(texts))

    def _note_stats(self, scope_key: str, version: int, rows: Sequence[Any]) -> None:
        """Keep the keyword collection's figures that rows of `_pg_bm25(..., cached=True)` end with (`(sv, sn,
        sa)`, the same in every row that has them) when they are of another version than `version`."""
        for *_, sv, sn, sa in rows:
            if sv is not None and sv != version:
                self._keep_stats(scope_key, (int(sv), float(sn), float(sa)))
                return

    async def chunks(self, session: AsyncSession, project_id: str, q: np.ndarray, query_text: str, *,
                     k: int, min_score: float = -1.0) -> list[Hit]:
        """The best `k` chunks of the project's processed documents."""
        pool = max(k * 3, 20)
        scope_key = chunk_scope(project_id)
        if self.is_sqlite:
            matrix = await self.cache.get(session, scope_key, chunks=True)
            vec = await asyncio.to_thread(matrix.search, q, pool, None)
            kw = await self._kw_chunks(session, project_id, query_text, pool)
            cos = {rid: matrix.cosine_of(rid, q) for rid in kw}
            docs = {rid: matrix.extra[matrix.pos[rid]] for rid, _ in vec} | {
                rid: matrix.extra[matrix.pos[rid]] for rid in kw if rid in matrix.pos}
        else:
            vec = await self._vec_pg_chunks(session, project_id, q, pool)
            kw = await self._kw_chunks(session, project_id, query_text, pool)
            cos = await self._cos_pg(session, "chunks", [r for r in kw if r not in dict(vec)], q)
            docs = {}
        hits = _fuse(vec, kw, cos, k, min_score)
        if not self.is_sqlite and hits:
            rows = await session.execute(text("SELECT id, document_id FROM chunks WHERE id = ANY(:ids)"),
                                         {"ids": [h.id for h in hits]})
            docs = dict(rows.all())
        for h in hits:
            h.document_id = docs.get(h.id)
        return hits

    async def across(self, session: AsyncSession, q: np.ndarray | Awaitable[np.ndarray], query_text: str, *,
                     memory_scopes: Sequence[str], chunk_projects: Sequence[str], k: int,
                     min_score: float = -1.0, query_map: Callable[[np.ndarray], np.ndarray] | None = None,
                     ) -> tuple[dict[str, list[Hit]], dict[str, list[Hit]]]:
        """`memories` of each scope (any user) and `chunks` of each project for one query, scored alike (the
        memories with the query's vector through `query_map` when there is one, the chunks with its own): on
        SQLite one statement for all the scopes' versions, the chunks' keyword statements, and one thread
        hand-over for every matrix product and keyword search (per source, `memories` and `chunks` cost a
        statement and a hand-over or two each, which add up under load); on PostgreSQL one round trip a source.

        `q` may be an awaitable of the query's vector (its embedding, under way): on SQLite the statements that do
        not need it run first, while it is computed. A project without any searchable chunk (its matrix is empty)
        skips its keyword statement: a keyword match without a vector is never a candidate (`_candidates`)."""
        if not self.is_sqlite:
            q = await q if inspect.isawaitable(q) else q
            qm = query_map(q) if query_map is not None and memory_scopes else q
            mem = {key: await self.memories(session, key, qm, query_text, k=k, min_score=min_score)
                   for key in memory_scopes}
            chk = {p: await self.chunks(session, p, q, query_text, k=k, min_score=min_score) for p in chunk_projects}
            return mem, chk
        pool = max(k * 3, 20)
        matrices = await self.cache.get_many(session, [(key, False) for key in memory_scopes]
                                             + [(chunk_scope(p), True) for p in chunk_projects])
        kw_chunks = {p: await self._kw_chunks(session, p, query_text, pool) if matrices[chunk_scope(p)].ids
                     else {} for p in chunk_projects}
        terms = query_stems(keyword_terms(query_text))
        vec = np.asarray(await q if inspect.isawaitable(q) else q, dtype=np.float32)
        mapped = query_map(vec) if query_map is not None and memory_scopes else vec

        def search() -> tuple[dict[str, list[Hit]], dict[str, list[Hit]]]:
            mem: dict[str, list[Hit]] = {}
            for key in memory_scopes:
                vec_hits, kw, cos = matrices[key].hybrid(mapped[None, :], [terms], pool, None)[0]
                mem[key] = _fuse(vec_hits, kw, cos, k, min_score)
            chk: dict[str, list[Hit]] = {}
            for p in chunk_projects:
                m, kw = matrices[chunk_scope(p)], kw_chunks[p]
                found = m.search(vec, pool, None)
                hits = _fuse(found, kw, {rid: m.cosine_of(rid, vec) for rid in kw}, k, min_score)
                for h in hits:
                    i = m.pos.get(h.id)
                    h.document_id = m.extra[i] if i is not None else None
                chk[p] = hits
            return mem, chk

        rows = sum(len(m.ids) for m in matrices.values())
        if rows <= INLINE_ROWS and not any(m.lock.locked() for m in matrices.values()):
            return search()  # about 0.2 ms per 1,000 rows: less than a hand-over to a thread and its wait
        return await asyncio.to_thread(search)

    async def _kw_chunks(self, session: AsyncSession, project_id: str, query: str, n: int) -> dict[str, float]:
        """The best `n` keyword matches among the project's processed chunks (FTS5's bm25 on SQLite, ts_rank on
        PostgreSQL), scored by `_chunk_keywords`."""
        if self.is_sqlite:
            terms = _fts_match(query)
            sql = ("SELECT c.id, -bm25(chunks_fts) AS r, c.text FROM chunks_fts f JOIN chunks c ON c.rowid = f.rowid "
                   "JOIN documents d ON d.id = c.document_id WHERE chunks_fts MATCH :q AND c.project_id = :p "
                   "AND d.status = 'okay' ORDER BY bm25(chunks_fts) LIMIT :n")
        else:
            terms = _tsquery(query)
            sql = ("SELECT c.id, ts_rank(c.tsv, to_tsquery('english', :q)), c.text FROM chunks c "
                   "WHERE c.tsv @@ to_tsquery('english', :q) AND c.project_id = :p "
                   "ORDER BY ts_rank(c.tsv, to_tsquery('english', :q)) DESC LIMIT :n")
        if not terms:
            return {}
        rows = (await session.execute(text(sql), {"q": terms, "p": project_id, "n": n})).all()
        return _chunk_keywords([(rid, float(r), body) for rid, r, body in rows], query)

    async def _vec_pg_chunks(self, session: AsyncSession, project_id: str, q: np.ndarray,
                             n: int) -> list[tuple[str, float]]:
        # Chunks are written in the transaction that marks their document `okay` and deleted with it, so no
        # join on documents is needed (a join made the planner scan documents once per chunk).
        sql = ("SELECT c.id, 1 - (c.embedding <=> CAST(:q AS vector)) FROM chunks c "
               "WHERE c.project_id = :p AND c.embedding IS NOT NULL "
               "ORDER BY c.embedding <=> CAST(:q AS vector) LIMIT :n")
        rows = await session.execute(text(sql), {"q": _vec_literal(q), "p": project_id, "n": n})
        return [(rid, float(c)) for rid, c in rows]

    async def _cos_pg(self, session: AsyncSession, table: str, ids: list[str],
                      q: np.ndarray) -> dict[str, float | None]:
        if not ids:
            return {}
        rows = await session.execute(text(
            f"SELECT id, 1 - (embedding <=> CAST(:q AS vector)) FROM {table} "
            "WHERE id = ANY(:ids) AND embedding IS NOT NULL"), {"q": _vec_literal(q), "ids": ids})
        return {rid: float(c) for rid, c in rows}


def _fts_match(query: str) -> str:
    """An any-term FTS5 query from the query's keywords ('' when there are none)."""
    return " OR ".join('"' + t.replace('"', "") + '"' for t in keyword_terms(query))


def _pg_bm25(t: str, user: str, cached: bool = False) -> str:
    """A PostgreSQL subquery of the best `:n` keyword matches `(id, r, full)` of the any-term tsquery text `t`
    (an SQL expression, `_tsquery`'s form) among the scope's (`:s`) live memories of the `user` clause: `r` the
    bm25 that `keywords.KeywordIndex` computes on SQLite, `full` the query's whole weight (`KeywordIndex.weight`:
    the sum of its terms' idf). The same terms (the `mneme` text search configuration: FTS5's tokens, Porter
    stems, no stop words; migration 0012), each term's frequency in a row (its positions in `tsv`, read back from
    ts_rank: `_PG_TF`), the row's length in tokens (`tsv_length`), and the same collection: the scope's memories
    of every user that are not expired and have a vector (as SQLite's postings, a memory past its expiration date
    still counts until it is marked expired). ts_rank alone has no idf, so a speaker's name that most memories
    hold weighed as much as a rare word.

    `cached`: the collection's size and mean length are the parameters `:sn` and `:sa` when the scope's version
    is still `:sv` (a change to its memories bumps it, `bump_version`), else counted (a scan of the scope's
    rows: 4.9 ms of a 21 ms plan at 10,000 memories); each row then also holds `(sv, sn, sa)`, the figures used,
    for the caller to keep (`Retriever._stats`)."""
    k1, b = BM25_K1, BM25_B
    count = ("SELECT CAST(count(*) AS float8) AS n, CAST(coalesce(avg(tsv_length), 1) AS float8) AS avgdl{v} "
             "FROM memories WHERE scope_key = :s AND expired = false AND embedding IS NOT NULL{cond}")
    if cached:
        # the cached figures while the version is the same; else the count (its scan skipped when they are used)
        st = ("sv AS (SELECT coalesce((SELECT version FROM scope_versions WHERE scope_key = :s), 0) AS v), "
              "st AS MATERIALIZED (SELECT CAST(:sn AS float8) AS n, CAST(:sa AS float8) AS avgdl, sv.v FROM sv "
              "WHERE sv.v = CAST(:sv AS bigint) UNION ALL "
              + count.format(v=", (SELECT v FROM sv)", cond=" AND (SELECT v FROM sv) <> CAST(:sv AS bigint) "
                             "HAVING (SELECT v FROM sv) <> CAST(:sv AS bigint)") + "), ")
        out, inner, keys = ", b.v AS sv, b.n AS sn, b.avgdl AS sa", ", st.n, st.avgdl, st.v", ", st.n, st.v"
    else:
        st, out, inner, keys = "st AS (" + count.format(v="", cond="") + "), ", "", "", ""
    return (
        # the query's terms: a word of three characters or more by its stem, a shorter one as it is (as `tsv` holds
        # them); `m`: the rows holding any (by the GIN index), whoever their user and even past their expiration
        # date, as they all count for the terms' document frequencies
        f"SELECT b.id, b.r, b.full{out} FROM (WITH w AS (SELECT u.i, CASE WHEN length(u.x) < 3 "
        "THEN to_tsquery('simple', u.x) ELSE to_tsquery('mneme', u.x) END AS tq "
        f"FROM unnest(string_to_array({t}, ' | ')) WITH ORDINALITY AS u(x, i) WHERE {t} <> ''), "
        "m AS MATERIALIZED (SELECT id, user_id, expiration_date, tsv, tsv_length AS dl FROM memories "
        "WHERE tsv @@ (SELECT CAST(string_agg(CAST(tq AS text), ' | ') AS tsquery) FROM w WHERE numnode(tq) > 0) "
        "AND scope_key = :s AND expired = false AND embedding IS NOT NULL), "
        f"{st}"
        # each (row, term) match once, with the term's frequency in the row; a term's document frequency counted
        # over those matches
        f"h AS MATERIALIZED (SELECT m.id, m.user_id, m.expiration_date, m.dl, w.i, {_PG_TF} AS tf, "
        "count(*) OVER (PARTITION BY w.i) AS df FROM m JOIN w ON m.tsv @@ w.tq WHERE numnode(w.tq) > 0), "
        "wi AS (SELECT w.i, greatest(ln((st.n - coalesce(d.df, 0) + 0.5) / (coalesce(d.df, 0) + 0.5)), 1e-6) AS idf "
        "FROM w CROSS JOIN st LEFT JOIN (SELECT DISTINCT i, df FROM h) d ON d.i = w.i WHERE numnode(w.tq) > 0) "
        f"SELECT h.id, CAST(sum(wi.idf * h.tf * {k1 + 1} / (h.tf + {k1} * ({1 - b} + {b} * h.dl / st.avgdl))) "
        f"AS float8) AS r, CAST((SELECT sum(idf) FROM wi) AS float8) AS full{inner} "
        "FROM h JOIN wi ON wi.i = h.i CROSS JOIN st "
        f"WHERE (h.expiration_date IS NULL OR h.expiration_date > now()) {user}"
        f"GROUP BY h.id, st.avgdl{keys} ORDER BY r DESC, h.id LIMIT :n) b")


# A term's frequency in a row (`m.tsv`, for the term's tsquery `w.tq`), read back from ts_rank: with every weight
# 1, a one-term query ranks a row holding it `tf` times sum(1/j^2, j = 1..tf) / 1.64493406685 (PostgreSQL's
# calc_rank_or), so pi^2/6 - that sum is about 1/(tf + 1/2). Exact to the integer for any count a tsvector keeps
# (at most 256 positions a lexeme); tests/memories check it against `keywords.KeywordIndex`.
_PG_TF = ("round(1 / (1.6449340668482264 - 1.64493406685 * CAST(ts_rank('{1,1,1,1}', m.tsv, w.tq) AS float8)) "
          "- 0.5)")


def _pg_user(user_id: str | None, shared: bool = False) -> str:
    """The user clause: none for any user; with `shared`, the user's rows and those without a user."""
    if user_id is None:
        return ""
    return "AND (user_id = :u OR user_id IS NULL) " if shared else "AND user_id = :u "


def _split_pg(rows: Any, count: int) -> list[Found]:
    """Rows `(query number from 1, id, cosine, keyword score or NULL for a vector hit, full keyword score or NULL,
    ...)` per query (what follows, the collection's figures, is `Retriever._note_stats`'s)."""
    out: list[Found] = [([], {}, {}) for _ in range(count)]
    full = [0.0] * count
    for i, rid, c, r, f, *_figures in rows:
        vec, kw, cos = out[int(i) - 1]
        if r is None:
            vec.append((rid, float(c)))
        else:
            kw[rid] = float(r)
            cos[rid] = None if c is None else float(c)
            full[int(i) - 1] = max(full[int(i) - 1], float(f or 0.0))
    for j, (vec, kw, cos_) in enumerate(out):
        vec.sort(key=lambda h: -h[1])
        out[j] = (vec, _relative(list(kw.items()), full[j]), cos_)
    return out


def _chunk_keywords(rows: list[tuple[str, float, str | None]], query: str) -> dict[str, float]:
    """Keyword scores of document chunks `(id, score, text)` in [0, 1]: relative to the best, times the share of
    the query's words the chunk holds. Neither FTS5 nor ts_rank tells what a chunk holding the whole query would
    score, and a chunk is long: without this, one common word of a longer question (a lone match) counted as a
    full keyword match."""
    terms = set(query_stems(keyword_terms(query)))
    rel = _relative([(rid, r) for rid, r, _t in rows])
    return {rid: rel[rid] * len(terms.intersection(tokens(body or ""))) / max(1, len(terms)) for rid, _r, body in rows}


def _relative(scored: list[tuple[str, float]], full: float = 0.0) -> dict[str, float]:
    """Keyword scores in [0, 1]: divided by the best of them, or by `KEYWORD_FLOOR` times `full` (the score of a
    row holding every word of the query) when that is more."""
    den = max(max((s for _rid, s in scored), default=0.0), KEYWORD_FLOOR * full)
    return {rid: (min(1.0, s / den) if den > 0 else 0.0) for rid, s in scored}


def _tsquery(query: str) -> str:
    """An any-term PostgreSQL tsquery from the query's keywords ('' when there are none)."""
    words = [re.sub(r"[^\w]", "", t) for t in keyword_terms(query)]
    return " | ".join(w for w in words if w)


def _vec_literal(q: np.ndarray) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in np.asarray(q, dtype=np.float32).tolist()) + "]"


def _candidates(vec: list[tuple[str, float]], cos: dict[str, float | None]) -> dict[str, float]:
    """The rows `_fuse` scores, with their cosines: the vector hits, then the keyword hits of a known cosine."""
    cosine = dict(vec)
    for rid, c in cos.items():
        if c is not None and rid not in cosine:
            cosine[rid] = c
    return cosine


def _feedback_rows(cands: dict[str, float], kw: dict[str, float]) -> list[str]:
    """The `FEEDBACK_ROWS` best candidates as `_fuse` ranks them."""
    ranked = sorted(cands, key=lambda r: (-fused_score(cands[r], kw.get(r, 0.0)), -cands[r]))
    return ranked[:FEEDBACK_ROWS]


def refined_cosines(cands: dict[str, float], top: list[str], extras: Extras, names_cosine: float) -> dict[str, float]:
    """The candidates' cosines as `Refine` takes them (see there). `top`: the feedback rows (candidates);
    `extras`: the candidates' products with them, cosines with the names and time words (`ScopeMatrix.extras`);
    `names_cosine`: the query's own cosine with its names."""
    ids = list(cands)
    c = np.array([cands[r] for r in ids], dtype=np.float64)
    gram, names, timed, about = extras
    if top:
        # cosine with the unit vector of q + w * mean(top): (c + w * mean products) / |q + w * mean(top)|
        t = [ids.index(r) for r in top]
        w = FEEDBACK_WEIGHT
        norm2 = 1.0 + 2.0 * w * float(c[t].mean()) + w * w * float(gram[t].mean())
        c = (c + w * gram.mean(axis=1)) / np.sqrt(max(norm2, 1e-12))
    if names is not None:
        c = c - ENTITY_WEIGHT * (names - names_cosine)
    if timed is not None:
        c = c + WHEN_BOOST * timed
    if about is not None:
        c = c + SUBJECT_BOOST * about
    return dict(zip(ids, c.tolist(), strict=True))


async def _refined_in_process(matrix: ScopeMatrix, q: np.ndarray, refine: Refine, query_text: str, k: int,
                              pool: int, user_id: str | None, shared: bool, min_score: float) -> list[Hit]:
    """A refined search of a scope's cached matrix (`MatrixCache`): on the event loop when the scope is small and
    no refresh holds it (as `Retriever.across`: less than a hand-over to a thread and back), else on a thread."""
    terms = [query_stems(keyword_terms(query_text))]

    def search() -> list[Hit]:
        found = matrix.hybrid(q[None, :], terms, pool, user_id, shared)[0]
        near = matrix.neighbours(list(_candidates(found[0], found[2])), q, user_id, shared)
        return _refined_fuse(found, q, refine, lambda ids, top: matrix.extras(ids, top, refine.names, refine.when,
                                                                               refine.subjects),
                             k, min_score, near)

    if len(matrix.ids) <= REFINED_INLINE_ROWS and not matrix.lock.locked():
        return search()
    return await asyncio.to_thread(search)


def _refined_fuse(found: Found, q: np.ndarray, refine: Refine, extras_of: Any, k: int, min_score: float,
                  neighbours: Neighbours | None = None) -> list[Hit]:
    """`_fuse` of one query's candidates with their cosines refined (`Refine`); `extras_of(ids, top)` gives
    `Extras`. With `neighbours` (the candidates' neighbours and those neighbours' cosines, `ScopeMatrix.neighbours`)
    the neighbours are candidates too, and each candidate's fused score gains `NEIGHBOUR_WEIGHT` (for a question
    that asks when, `NEIGHBOUR_WEIGHT_WHEN`) times the better fused score of its neighbours: in a conversation the
    turn that answers often leaves out the topic, said in the turn before ("The kids loved it!" after "We went
    camping"). The order is by that sum; the score reported (and compared with `min_score`) is the sum capped
    at 1."""
    vec, kw, cos = found
    cands = _candidates(vec, cos)
    if not cands:
        return []
    top = _feedback_rows(cands, kw)
    names_cosine = float(np.asarray(refine.names, dtype=np.float32) @ q) if refine.names is not None else 0.0
    if neighbours is None:
        refined = refined_cosines(cands, top, extras_of(list(cands), top), names_cosine)
        return _fuse(vec, kw, cos, k, min_score, refined)
    near, near_cos = neighbours
    every = cands | {rid: c for rid, c in near_cos.items() if rid not in cands}
    linked = {rid: set(ns) for rid, ns in near.items()}
    for rid, ns in near.items():  # a neighbour's neighbour is the candidate that brought it
        for other in ns:
            linked.setdefault(other, set()).add(rid)
    refined = refined_cosines(every, top, extras_of(list(every), top), names_cosine)
    own = {rid: fused_score(refined[rid], kw.get(rid, 0.0)) for rid in every}
    w = NEIGHBOUR_WEIGHT_WHEN if refine.when else NEIGHBOUR_WEIGHT
    ranked = []
    for rid, c in every.items():
        total = own[rid] + w * max((own[r] for r in linked.get(rid, ()) if r in own), default=0.0)
        ranked.append((total, c, rid))
    ranked.sort(key=lambda t: (-t[0], -t[1]))
    hits: list[Hit] = []
    for total, c, rid in ranked if k > 0 else ():  # a Hit for the k returned only (of ~120 rows)
        score = round(min(1.0, total), 6)
        if score >= min_score:
            hits.append(Hit(id=rid, score=score, cosine=c))
            if len(hits) == k:
                break
    return hits


def fused_score(cosine: float, keyword: float) -> float:
    """The score of a row of this cosine and this relative keyword score (0..1, 1 for the query's best keyword
    match): `1 - (1 - cosine) * (1 - KEYWORD_WEIGHT * keyword)`, in [0, 1]. Either side can win: the best
    keyword match scores at least KEYWORD_WEIGHT, a row without keywords its cosine (0 when negative)."""
    c = min(1.0, max(0.0, cosine))
    return 1.0 - (1.0 - c) * (1.0 - KEYWORD_WEIGHT * min(1.0, max(0.0, keyword)))


def _fuse(vec: list[tuple[str, float]], kw: dict[str, float], cos: dict[str, float | None], k: int,
          min_score: float, refined: dict[str, float] | None = None) -> list[Hit]:
    """The best `k` rows scoring at least `min_score`; `refined`: cosines to score by instead of the plain ones
    (`Hit.cosine` stays plain)."""
    hits = []
    for rid, c in _candidates(vec, cos).items():
        score = round(fused_score(c if refined is None else refined.get(rid, c), kw.get(rid, 0.0)), 6)
        if score >= min_score:
            hits.append(Hit(id=rid, score=score, cosine=c))
    hits.sort(key=lambda h: (-h.score, -h.cosine))
    return hits[:k]
