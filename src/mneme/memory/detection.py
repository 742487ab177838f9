"""Conflict detection for a new or changed memory: gather candidates, ask the judge, record conflicts once.

Candidates are the scope's closest memories (vectors + keywords) and, for project memories, the sentences of
the project's documents closest to it. `detect_document` runs the other direction when a document finishes
processing: each sentence of the document finds the project's closest memories, and each memory is judged
against its closest sentences. A conflict is keyed by what it names (`pair_key`: the memory at its text and,
for a document, the sentence), so detecting it again, from either side or after a retry, never duplicates it.

Document sentences (`mneme.memory.documents.split_sentences`) are read from the stored chunks: a chunk is put
back together with its neighbours so that a sentence cut by a chunk boundary is whole, and a sentence in the
overlap of two chunks belongs to the first. A memory and a sentence are a candidate pair when their cosine is at
least `MIN_COSINE` or when they share keywords (`_eligible`: at least two, and at least half of the memory's),
so that a sentence with many extra words is still compared; the pairs are ranked by cosine plus a share of the
keyword overlap (`_score`), and each memory is judged against its best `SENTENCE_CANDIDATES` sentences.
"""
from __future__ import annotations

import asyncio
import re
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Iterable
from dataclasses import dataclass, replace
from typing import Any, TypeVar, cast

import numpy as np
from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from mneme.core.db import utcnow
from mneme.core.ids import new_id
from mneme.memory.documents import split_sentences
from mneme.memory.embeddings import Embedder
from mneme.memory.judge import Candidate, Judge, Verdict
from mneme.memory.keywords import query_stems
from mneme.memory.retrieval import Hit, Retriever, keyword_terms
from mneme.memory.scopes import project_scope
from mneme.memory.speaker import MARKER_WORDS, known_name, person_scope, render_name, to_marker
from mneme.memory.store import is_live
from mneme.models import Chunk, ConflictLink, Document, Memory, MemoryConflict

T = TypeVar("T")

MEMORY_CANDIDATES = 8
CHUNK_POOL = 8  # the chunks (vectors + keywords) whose sentences a new memory is compared with
SENTENCE_CANDIDATES = 6  # the sentences each memory is judged against
EMBED_POOL = 12  # of those chunks' sentences, the best on chunk cosine + keywords are embedded and compared
MIN_COSINE = 0.3  # a document sentence's floor (with `_eligible`'s shared keywords)
# A memory's candidates have no floor: the 8 first of its search (vectors and keywords) are judged, however far
# their meanings. A contradiction often shares no meaning a vector sees ("Ana can't drive" / "drove us all the way
# to Cornwall": cosine 0.19); with a floor of 0.3 the judge never saw a third of the contradictions it finds in
# pairs by writers nobody read (bench/results/judge.md, "The candidates' cosine floor").
MEMORY_MIN_COSINE = -1.0
MIN_SHARED_TERMS = 2
KEYWORD_WEIGHT = 0.25  # a sentence's rank for a memory: cosine + this times the share of the memory's keywords
SENTENCE_CACHE = 8192  # sentence vectors kept per embedder (chunk texts never change: a new run makes new chunks)
SEARCH_BATCH = 256
# Candidates are read from this many times as many search results: search lets a keyword match with a low cosine
# rank high, and a document's sentences are left out below MIN_COSINE, so the close meanings must still fill them.
WIDEN = 2


@dataclass(frozen=True)
class DocSentence:
    """A sentence of a processed document: ``chunk`` is the first chunk holding its start, ``start`` its offset
    in the document's text."""

    chunk: Chunk
    document: Document
    start: int
    text: str

    @property
    def key(self) -> str:
        return f"{self.chunk.id}:{self.start}"


@dataclass
class Finding:
    """One contradiction found: the newer memory against an older memory, or against a document sentence."""

    verdict: Verdict
    new: Memory
    old: Memory | None = None
    sentence: DocSentence | None = None


async def record(session: AsyncSession, found: list[Finding], event_id: str | None) -> list[str]:
    """Write findings as conflicts (once each); returns the ids of conflicts newly recorded."""
    created = []
    for f in found:
        if f.old is not None:
            cid = await record_m2m(session, f.new, f.old, f.verdict, event_id)
        elif f.sentence is not None:
            cid = await record_m2d(session, f.new, f.sentence, f.verdict, event_id)
        else:
            continue
        if cid:
            created.append(cid)
    return created


@dataclass
class Detector:
    retriever: Retriever
    judge: Judge
    embedder: Embedder | None = None  # sentence vectors; without one a sentence ranks by its chunk's cosine

    async def detect(self, session: AsyncSession, m: Memory, *, event_id: str | None) -> list[str]:
        """Judge one memory against its neighbours; returns the ids of conflicts newly recorded."""
        return await record(session, await self.find(session, m), event_id)

    async def find(self, session: AsyncSession, m: Memory) -> list[Finding]:
        """The conflicts of one memory with its neighbours, without writing anything (a read transaction will
        do, so a batch can judge many memories without holding SQLite's write lock)."""
        return (await self.find_many(session, [m]))[0]

    async def find_many(self, session: AsyncSession, memories: list[Memory]) -> list[list[Finding]]:
        """`find` for each memory of a batch: the neighbour searches of one scope and user run together
        (one matrix pass on SQLite, one round trip on PostgreSQL) and the candidates load in one query."""
        todo = [(i, m) for i, m in enumerate(memories) if is_live(m) and m.embedding is not None]
        groups: dict[tuple[str, str | None], list[tuple[int, Memory]]] = {}
        for i, m in todo:
            groups.setdefault((m.scope_key, m.user_id), []).append((i, m))
        near: dict[int, list[str]] = {}
        # A person's memories name them "User" until their name is known, then by the name ("Alice lives in
        # Marseille"): the judge reads both with the name put back to the marker (mneme.memory.speaker)
        person: dict[int, tuple[str, str | None]] = {}
        for (scope_key, user_id), items in groups.items():
            # Who is compared with whom (extensions §3): a memory of a user with that user's memories and with
            # those that have no user (v3 facts included); a memory without a user with every memory of the
            # scope. Two users' memories never meet: each is about its own person ("User lives in ..."). The
            # rule is symmetric, so either order of arrival finds the same pairs.
            queries = np.stack([np.asarray(m.embedding, dtype=np.float32) for _i, m in items])
            hits = await self.retriever.memories_many(session, scope_key, queries, [m.content for _i, m in items],
                                                      k=WIDEN * (MEMORY_CANDIDATES + 1), user_id=user_id,
                                                      shared=True)
            if person_scope(scope_key, user_id):
                person.update((i, (scope_key, user_id)) for i, _m in items)
            for (i, m), found in zip(items, hits, strict=True):
                near[i] = [h.id for h in found if h.id != m.id and h.cosine >= MEMORY_MIN_COSINE][:MEMORY_CANDIDATES]
        # the candidates' vectors and metadata are never read here, so they are not loaded
        loaded = {o.id: o for o in await _load(session, Memory, list({x for ids in near.values() for x in ids}),
                                               defer(Memory.embedding), defer(Memory.metadata_))}
        with_chunks = {pid: await _has_chunks(session, pid) for pid in {m.project_id for _i, m in todo if m.project_id}}
        names: dict[tuple[str, str | None], str | None] = {}
        out: list[list[Finding]] = [[] for _ in memories]
        # The memories are judged at once: a judge that runs on threads (the learned one) overlaps its work with
        # the other memories'. The session is used by one of them at a time.
        lock = asyncio.Lock()

        async def one(i: int, m: Memory) -> None:
            others = [loaded[x] for x in near[i] if x in loaded and is_live(loaded[x])]
            name = None
            # the name is looked up (one query per person and batch) only when a text to judge has the marker
            if i in person and others and any(MARKER_WORDS.search(x.content) for x in [m, *others]):
                async with lock:
                    if person[i] not in names:
                        names[person[i]] = await known_name(session, *person[i])
                name = names[person[i]]
            out[i] = await self._judge(session, lock, m, others, with_chunks.get(m.project_id or "", False), name)

        await _every(one(i, m) for i, m in todo)
        return out

    async def _judge(self, session: AsyncSession, lock: asyncio.Lock, m: Memory, others: list[Memory],
                     chunks_too: bool, name: str | None = None) -> list[Finding]:
        q = np.asarray(m.embedding, dtype=np.float32)

        def text(x: Memory) -> str:
            return to_marker(x.content, name)

        async def judge(new_text: str, candidates: list[Candidate]) -> list[Verdict]:
            verdicts = await self.judge.judge(new_text, candidates)
            if name is None:
                return verdicts
            return [replace(v, name=render_name(v.name, name), description=render_name(v.description, name))
                    for v in verdicts]

        # The judge reads its first argument as the newer statement. Memories stored after this one (their jobs
        # ran concurrently) are judged the other way round, so descriptions always say which came later.
        older = [o for o in others if _order(o) < _order(m)]
        newer = [n for n in others if _order(n) > _order(m)]
        found = [Finding(v, new=n, old=m) for n, verdicts in zip(newer, await _every(
                     judge(text(n), [Candidate(id=m.id, text=text(m), kind="memory")]) for n in newer), strict=True)
                 for v in verdicts]
        candidates = [Candidate(id=o.id, text=text(o), kind="memory") for o in older]
        sentences: dict[str, DocSentence] = {}
        if chunks_too and m.project_id:
            async with lock:
                hits = await self.retriever.chunks(session, m.project_id, q, m.content, k=CHUNK_POOL)
                near = await _sentences_near(session, hits)
            if near:
                terms = _terms(m.content)
                # the sentences embedded: those that rank best on their chunk's cosine and their keywords
                near = sorted(near, key=lambda x: -_score(x[1], terms, _terms(x[0].text)))[:EMBED_POOL]
                cosines = await self._cosines(q, near)
                ranked = sorted((i for i, (s, _c) in enumerate(near)
                                 if _eligible(cosines[i], terms, _terms(s.text))),
                                key=lambda i: -_score(cosines[i], terms, _terms(near[i][0].text)))
                sentences = {near[i][0].key: near[i][0] for i in ranked[:SENTENCE_CANDIDATES]}
                # each document's first sentence here is the one closest to the memory (as `detect_document` marks it)
                firsts = {s.document.id: key for key, s in reversed(sentences.items())}
                candidates += [Candidate(id=key, text=judge_text(s.text), kind="chunk",
                                         closest=firsts[s.document.id] == key)
                               for key, s in sentences.items()]
        if not candidates:
            return found
        by_id = {o.id: o for o in older}
        for v in await judge(text(m), candidates):
            if v.candidate_id in by_id:
                found.append(Finding(v, new=m, old=by_id[v.candidate_id]))
            elif v.candidate_id in sentences:
                found.append(Finding(v, new=m, sentence=sentences[v.candidate_id]))
        return found

    async def _cosines(self, q: np.ndarray, sentences: list[tuple[DocSentence, float]]) -> list[float]:
        """Each sentence's cosine with the query vector `q` (its chunk's, when there is no embedder)."""
        if self.embedder is None:
            return [c for _s, c in sentences]
        vectors = await self._vectors([s.text for s, _c in sentences])
        return [float(x) for x in vectors @ np.asarray(q, np.float32)]

    async def _vectors(self, texts: list[str]) -> np.ndarray:
        """Sentence vectors, from the embedder's cache when they were computed before (the other direction, an
        earlier memory), else embedded in batches."""
        assert self.embedder is not None
        try:
            cache = _SENTENCE_VECTORS.setdefault(self.embedder, OrderedDict())
        except TypeError:  # an embedder that cannot be weakly referenced: no cache
            cache = OrderedDict()
        # read into a dict of this call's own: memories are judged concurrently, and another's insertions may
        # evict a vector from the cache while this one awaits the embedder
        have = {t: cache[t] for t in dict.fromkeys(texts) if t in cache}
        missing = [t for t in dict.fromkeys(texts) if t not in have]
        for i in range(0, len(missing), 64):
            batch = missing[i:i + 64]
            for t, v in zip(batch, await self.embedder.embed(batch), strict=True):
                cache[t] = have[t] = np.asarray(v, dtype=np.float32)
        vectors = np.stack([have[t] for t in texts]) if texts else np.zeros((0, self.embedder.dim), np.float32)
        for t in texts:
            cache[t] = have[t]  # most recently used last (put back if another call evicted it meanwhile)
            cache.move_to_end(t)
        while len(cache) > SENTENCE_CACHE:
            cache.popitem(last=False)
        return vectors

    async def detect_document(self, session: AsyncSession, doc: Document, *,
                              event_id: str | None) -> list[str]:
        """Judge the project's live memories against a newly processed document; returns new conflict ids."""
        created = []
        for m, sentence, v in await self.judge_document(session, doc):
            cid = await record_m2d(session, m, sentence, v, event_id)
            if cid:
                created.append(cid)
        return created

    async def judge_document(self, session: AsyncSession,
                             doc: Document) -> list[tuple[Memory, DocSentence, Verdict]]:
        """The (memory, sentence, verdict) conflicts of a document with the project's live memories (reads only).

        For each sentence, the project's closest memories (vectors + keywords, kept when `_eligible`, at most
        `MEMORY_CANDIDATES`); then each memory is judged once against its best sentences (at most
        `SENTENCE_CANDIDATES`, by `_score`), as `detect` does from the memory's side, so either order of arrival
        finds the same conflicts (`pair_key` keeps them single)."""
        scope_key = project_scope(doc.project_id)
        if not await _has_live_memories(session, scope_key):
            return []
        chunks = list((await session.execute(select(Chunk).where(Chunk.document_id == doc.id)
                                             .order_by(Chunk.idx))).scalars())
        sentences = _document_sentences(doc, chunks)
        if self.embedder is None:  # each sentence searched with its chunk's vector
            sentences = [s for s in sentences if s.chunk.embedding is not None]
        if not sentences:
            return []
        texts = [s.text for s in sentences]
        if self.embedder is not None:
            vectors = await self._vectors(texts)
        else:
            vectors = np.stack([np.asarray(s.chunk.embedding, dtype=np.float32) for s in sentences])
        hits: list[list[Hit]] = []
        for i in range(0, len(sentences), SEARCH_BATCH):
            hits += await self.retriever.memories_many(session, scope_key, vectors[i:i + SEARCH_BATCH],
                                                       texts[i:i + SEARCH_BATCH], k=WIDEN * MEMORY_CANDIDATES)
        memories = {m.id: m for m in await _load(session, Memory, list({h.id for hs in hits for h in hs}),
                                                  defer(Memory.embedding), defer(Memory.metadata_))}
        terms = {mid: _terms(m.content) for mid, m in memories.items()}
        pairs: dict[str, dict[int, float]] = {}  # memory id -> sentence index -> score
        for i, (sentence, found) in enumerate(zip(sentences, hits, strict=True)):
            sentence_terms = _terms(sentence.text)
            kept = [h for h in found if h.id in memories and is_live(memories[h.id])
                    and _eligible(h.cosine, terms[h.id], sentence_terms)][:MEMORY_CANDIDATES]
            for h in kept:
                pairs.setdefault(h.id, {})[i] = _score(h.cosine, terms[h.id], sentence_terms)
        found_all = []
        for mid, scored in pairs.items():
            m = memories[mid]
            best = sorted(scored, key=lambda i: -scored[i])[:SENTENCE_CANDIDATES]
            candidates = [Candidate(id=sentences[i].key, text=judge_text(sentences[i].text), kind="chunk",
                                    closest=not rank) for rank, i in enumerate(best)]
            by_key = {sentences[i].key: sentences[i] for i in best}
            verdicts = await self.judge.judge(m.content, candidates)
            found_all += [(m, by_key[v.candidate_id], v) for v in verdicts if v.candidate_id in by_key]
        return found_all


_SENTENCE_VECTORS: weakref.WeakKeyDictionary[Any, OrderedDict[str, np.ndarray]] = weakref.WeakKeyDictionary()


# A relative clause interrupting a short subject ("Core hours, during which all staff are reachable, run from"),
# dropped to give the statement's own subject and verb; clause boundaries; words that open a clause without
# belonging to its statement.
_INTERRUPT_RE = re.compile(r"^([^\s,;:]+(?:\s+[^\s,;:]+){0,3}),\s+"
                           r"(?:which|who|whom|whose|where|as|(?:during|in|for|to|by) which)\b[^,;:]*,")
_CLAUSE_CUT_RE = re.compile(r"\s*(?:;|(?<!\d):|:(?!\d)|(?<!\d),|,(?!\d)|\s(?:and|but|or|while|whereas|although|though|"
                            r"because)\s)\s*")
_CLAUSE_LEAD_RE = re.compile(r"^(?:and|but|or|so|then|which|who|while|although|though|because)\s+", re.IGNORECASE)
# a clause that a condition or an exception follows is not a statement of its own ("Taxis are not reimbursed,
# unless no public transport runs"), and neither is the condition
_CONDITION_RE = re.compile(r"^(?:unless|except|excluding|provided|providing|only if|if|as long as|subject to)\b",
                           re.IGNORECASE)


async def _every(awaitables: Iterable[Awaitable[T]]) -> list[T]:
    """The awaitables run at once, each to its end; then the first failure is raised, as a loop would have raised
    it. None is left running (on a session the caller is about to close) when another fails."""
    results = await asyncio.gather(*awaitables, return_exceptions=True)
    for r in results:
        if isinstance(r, BaseException):
            raise r
    return cast(list[T], results)


def judge_text(sentence: str) -> str:
    """What the judge reads for a document sentence: the sentence, then on lines of their own (the judge compares
    each line) its clauses of three words or more, and the sentence without an interrupting relative clause.

    A policy sentence says more than the memory it contradicts ("Expense reports must be submitted within 30
    days of the end of the trip, together with itemised receipts for every purchase above 25 euros"); its
    clauses let the judge line up the memory with the part that says the same thing. A clause followed by a
    condition or an exception ("unless", "except", "provided that", "if") is not given alone, nor the condition.
    A conflict still quotes the whole sentence."""
    body = sentence.rstrip(" .!?…")
    trimmed = _INTERRUPT_RE.sub(r"\1", body, count=1)
    pieces: list[str] = [trimmed] if trimmed != body else []
    for variant in dict.fromkeys([body, trimmed]):
        parts = [p.strip() for p in _CLAUSE_CUT_RE.split(variant)]
        for i, part in enumerate(parts):
            part = _CLAUSE_LEAD_RE.sub("", part)
            after = parts[i + 1] if i + 1 < len(parts) else ""
            if _CONDITION_RE.match(part) or _CONDITION_RE.match(after):
                continue
            if len(part.split()) >= 3 and part != body and part not in pieces:
                pieces.append(part)
    return "\n".join([sentence, *pieces])


def _terms(text: str) -> frozenset[str]:
    """A text's keywords as stems (stop words left out), for the keyword path of candidate choice."""
    return frozenset(query_stems(keyword_terms(text, limit=64)))


def _eligible(cosine: float, memory_terms: frozenset[str], sentence_terms: frozenset[str]) -> bool:
    """Whether a memory and a sentence are worth judging: close in meaning, or sharing enough keywords (a long
    sentence that says much more than the memory has a low cosine with it)."""
    if cosine >= MIN_COSINE:
        return True
    shared = len(memory_terms & sentence_terms)
    return shared >= MIN_SHARED_TERMS and 2 * shared >= len(memory_terms)


def _score(cosine: float, memory_terms: frozenset[str], sentence_terms: frozenset[str]) -> float:
    return float(cosine) + KEYWORD_WEIGHT * len(memory_terms & sentence_terms) / max(1, len(memory_terms))


def _document_sentences(doc: Document, chunks: list[Chunk]) -> list[DocSentence]:
    """The sentences of a document's chunks (any of them, in `idx` order): each run of consecutive chunks is put
    back together by its offsets and split; a sentence belongs to the first chunk that holds its start."""
    out: list[DocSentence] = []
    runs: list[list[Chunk]] = []
    for c in chunks:
        if runs and c.idx == runs[-1][-1].idx + 1:
            runs[-1].append(c)
        else:
            runs.append([c])
    for run in runs:
        text = _assemble(run)
        base = run[0].start
        for s in split_sentences(text):
            pos = base + s.start
            owner = next((c for c in run if c.start <= pos < c.end), None)
            if owner is None:
                owner = max((c for c in run if c.start <= pos), key=lambda c: c.start, default=run[0])
            out.append(DocSentence(owner, doc, pos, s.text))
    return out


def _assemble(run: list[Chunk]) -> str:
    """The text that consecutive chunks cover (``text[start:end]`` of the document): overlaps are taken once,
    and a gap (whitespace that no chunk kept) becomes spaces, or line breaks where a paragraph or heading ends."""
    parts, end = [run[0].text], run[0].end
    for c in run[1:]:
        if c.start >= end:
            gap = c.start - end
            ended = parts[-1].rstrip()[-1:] in {".", "!", "?", "…", '"', "'", ")", "”"}
            inline = gap == 1 and (ended or c.text[:1].islower())
            parts.append((" " if inline else "\n") * gap + c.text)
            end = c.end
        elif c.end > end:
            parts.append(c.text[end - c.start:])
            end = c.end
    return "".join(parts)


async def _sentences_near(session: AsyncSession, hits: list[Hit]) -> list[tuple[DocSentence, float]]:
    """The sentences of the hit chunks of processed documents, whole, each with the best cosine of the hit chunks
    it overlaps: each chunk is read with its neighbours so that a sentence a chunk boundary cuts is complete and
    owned by the same chunk as from the document's side."""
    if not hits:
        return []
    rows = (await session.execute(select(Chunk.id, Chunk.document_id, Chunk.idx)
                                  .where(Chunk.id.in_([h.id for h in hits])))).all()
    wanted: dict[str, set[int]] = {}
    for _cid, doc_id, idx in rows:
        wanted.setdefault(doc_id, set()).update({idx - 1, idx, idx + 1})
    hit_cosine = {h.id: h.cosine for h in hits}
    out: list[tuple[DocSentence, float]] = []
    for doc_id, idxs in wanted.items():
        res = await session.execute(select(Chunk, Document).join(Document, Document.id == Chunk.document_id)
                                    .where(Chunk.document_id == doc_id, Chunk.idx.in_(sorted(idxs)),
                                           Document.status == "okay")
                                    .options(defer(Chunk.embedding)).order_by(Chunk.idx))
        loaded = res.all()
        if not loaded:
            continue
        doc = loaded[0][1]
        chunks = [c for c, _d in loaded]
        spans = [(c.start, c.end, hit_cosine[c.id]) for c in chunks if c.id in hit_cosine]
        for s in _document_sentences(doc, chunks):
            near = [cos for start, end, cos in spans if s.start < end and s.start + len(s.text) > start]
            if near:
                out.append((s, max(near)))
    return out


def _order(m: Memory) -> tuple[Any, str]:
    """Which of two statements is newer: when its text was last written (creation or edit), then the id."""
    return (m.updated_at, m.id)


async def _has_chunks(session: AsyncSession, project_id: str) -> bool:
    """Most projects hold no documents: one indexed probe instead of a vector and a keyword search."""
    return (await session.execute(select(Chunk.id).where(Chunk.project_id == project_id).limit(1))).first() is not None


async def _has_live_memories(session: AsyncSession, scope_key: str) -> bool:
    q = select(Memory.id).where(Memory.scope_key == scope_key, Memory.expired.is_(False)).limit(1)
    return (await session.execute(q)).first() is not None


async def _load(session: AsyncSession, model: Any, ids: list[str], *options: Any) -> list[Any]:
    if not ids:
        return []
    q = select(model).where(model.id.in_(ids)).options(*options)
    rows = {r.id: r for r in (await session.execute(q)).scalars()}
    return [rows[i] for i in ids if i in rows]


async def record_m2m(session: AsyncSession, new: Memory, old: Memory, v: Verdict,
                     event_id: str | None) -> str | None:
    # the older memory first: added earlier (memories are dated by their request's acceptance; ids sort alike)
    first, second = (old, new) if (old.created_at, old.id) <= (new.created_at, new.id) else (new, old)
    pair_key = "m2m:" + ":".join(sorted([_ver(old), _ver(new)]))
    return await _insert(session, new, category="m2m", pair_key=pair_key,
                         verdict=v, event_id=event_id, memories=[first, second], file_chunks=[], documents=[])


async def record_m2d(session: AsyncSession, m: Memory, sentence: DocSentence, v: Verdict,
                     event_id: str | None) -> str | None:
    """A memory against a document sentence: `file_chunks` quotes the whole sentence."""
    doc = sentence.document
    return await _insert(session, m, category="m2d", pair_key=f"m2d:{_ver(m)}:{sentence.key}", verdict=v,
                         event_id=event_id, memories=[m], documents=[doc.id],
                         file_chunks=[{"document_id": doc.id, "document_name": doc.name, "text": sentence.text}])


def _ver(m: Memory) -> str:
    """A memory at its current text: a changed memory may conflict anew, the same text never twice."""
    return f"{m.id}@{m.content_hash[:8]}"


def conflict_user(memories: list[Memory]) -> str:
    """The user whose memories conflict: the `user_id` one of them has (two users' memories are never compared),
    "" when none has one (project-wide)."""
    return next((m.user_id for m in memories if m.user_id), "")


async def _insert(session: AsyncSession, anchor: Memory, *, category: str, pair_key: str, verdict: Verdict,
                  event_id: str | None, memories: list[Memory], file_chunks: list[dict[str, Any]],
                  documents: list[str]) -> str | None:
    now = utcnow()
    cid = new_id("cfl")
    values = {"id": cid, "team_id": anchor.team_id, "workspace_id": anchor.workspace_id,
              "project_id": anchor.project_id, "scope_key": anchor.scope_key, "pair_key": pair_key,
              "user_id": conflict_user(memories),
              "category": category, "conflict_type": verdict.conflict_type, "name": verdict.name[:255],
              "description": verdict.description, "resolved": False, "resolve": None, "stale": False,
              "memory_ids": [m.id for m in memories],
              "memory_snapshots": [{"memory_id": m.id, "memory_text": m.content} for m in memories],
              "file_chunks": file_chunks, "document_ids": documents, "event_id": event_id, "created_at": now,
              "updated_at": now}
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    ins = (postgresql.insert if dialect == "postgresql" else sqlite.insert)(MemoryConflict)
    res = await session.execute(ins.values(**values).on_conflict_do_nothing(
        index_elements=["scope_key", "pair_key"]).returning(MemoryConflict.id))
    if res.scalar() is None:
        return None
    for target in [m.id for m in memories] + documents:
        session.add(ConflictLink(conflict_id=cid, target_id=target))
    await session.flush()
    return cid
