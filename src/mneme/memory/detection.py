"""Conflict detection for a new or changed memory: gather candidates, ask the judge, record conflicts once.

Candidates are the scope's closest memories (vectors + keywords) and, for project memories, the project's
closest document chunks. `detect_document` runs the other direction when a document finishes processing:
the project's memories closest to its chunks are judged against them. A conflict is keyed by what it names
(`pair_key`), so detecting it again, from either side or after a retry, never duplicates it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from mneme.core.db import utcnow
from mneme.core.ids import new_id
from mneme.memory.judge import Candidate, Judge, Verdict
from mneme.memory.retrieval import Retriever
from mneme.memory.scopes import project_scope
from mneme.memory.speaker import MARKER_WORDS, known_name, person_scope, render_name, to_marker
from mneme.memory.store import is_live
from mneme.models import Chunk, ConflictLink, Document, Memory, MemoryConflict

MEMORY_CANDIDATES = 8
CHUNK_CANDIDATES = 4
MIN_COSINE = 0.3
# Candidates are read from this many times as many search results: search lets a keyword match with a low cosine
# rank high, and those are left out by MIN_COSINE, so the close meanings must still fill the candidates.
WIDEN = 2


@dataclass
class Finding:
    """One contradiction found: the newer memory against an older memory, or against a document chunk."""

    verdict: Verdict
    new: Memory
    old: Memory | None = None
    chunk: tuple[Chunk, Document] | None = None


async def record(session: AsyncSession, found: list[Finding], event_id: str | None) -> list[str]:
    """Write findings as conflicts (once each); returns the ids of conflicts newly recorded."""
    created = []
    for f in found:
        if f.old is not None:
            cid = await record_m2m(session, f.new, f.old, f.verdict, event_id)
        elif f.chunk is not None:
            cid = await record_m2d(session, f.new, f.chunk[0], f.chunk[1], f.verdict, event_id)
        else:
            continue
        if cid:
            created.append(cid)
    return created


@dataclass
class Detector:
    retriever: Retriever
    judge: Judge

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
                near[i] = [h.id for h in found if h.id != m.id and h.cosine >= MIN_COSINE][:MEMORY_CANDIDATES]
        # the candidates' vectors and metadata are never read here, so they are not loaded
        loaded = {o.id: o for o in await _load(session, Memory, list({x for ids in near.values() for x in ids}),
                                               defer(Memory.embedding), defer(Memory.metadata_))}
        with_chunks = {pid: await _has_chunks(session, pid) for pid in {m.project_id for _i, m in todo if m.project_id}}
        names: dict[tuple[str, str | None], str | None] = {}
        out: list[list[Finding]] = [[] for _ in memories]
        for i, m in todo:
            others = [loaded[x] for x in near[i] if x in loaded and is_live(loaded[x])]
            name = None
            # the name is looked up (one query per person and batch) only when a text to judge has the marker
            if i in person and others and any(MARKER_WORDS.search(x.content) for x in [m, *others]):
                if person[i] not in names:
                    names[person[i]] = await known_name(session, *person[i])
                name = names[person[i]]
            out[i] = await self._judge(session, m, others, with_chunks.get(m.project_id or "", False), name)
        return out

    async def _judge(self, session: AsyncSession, m: Memory, others: list[Memory], chunks_too: bool,
                     name: str | None = None) -> list[Finding]:
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
        found = [Finding(v, new=n, old=m) for n in others if _order(n) > _order(m)
                 for v in await judge(text(n), [Candidate(id=m.id, text=text(m), kind="memory")])]
        candidates = [Candidate(id=o.id, text=text(o), kind="memory") for o in older]
        chunks: dict[str, tuple[Chunk, Document]] = {}
        if chunks_too and m.project_id:
            hits = await self.retriever.chunks(session, m.project_id, q, m.content, k=WIDEN * CHUNK_CANDIDATES)
            chunks = await _load_chunks(session, [h.id for h in hits if h.cosine >= MIN_COSINE][:CHUNK_CANDIDATES])
            candidates += [Candidate(id=cid, text=c.text, kind="chunk") for cid, (c, _d) in chunks.items()]
        if not candidates:
            return found
        by_id = {o.id: o for o in older}
        for v in await judge(text(m), candidates):
            if v.candidate_id in by_id:
                found.append(Finding(v, new=m, old=by_id[v.candidate_id]))
            elif v.candidate_id in chunks:
                found.append(Finding(v, new=m, chunk=chunks[v.candidate_id]))
        return found

    async def detect_document(self, session: AsyncSession, doc: Document, *,
                              event_id: str | None) -> list[str]:
        """Judge the project's live memories against a newly processed document; returns new conflict ids."""
        created = []
        for m, chunk, v in await self.judge_document(session, doc):
            cid = await record_m2d(session, m, chunk, doc, v, event_id)
            if cid:
                created.append(cid)
        return created

    async def judge_document(self, session: AsyncSession,
                             doc: Document) -> list[tuple[Memory, Chunk, Verdict]]:
        """The (memory, chunk, verdict) conflicts of a document with the project's live memories (reads only).

        For each chunk, the project's closest memories (vectors + keywords); then each memory is judged once
        against its closest chunks (at most `CHUNK_CANDIDATES`, best first), as `detect` does from the
        memory's side, so either order of arrival finds the same conflicts (`pair_key` keeps them single)."""
        scope_key = project_scope(doc.project_id)
        if not await _has_live_memories(session, scope_key):
            return []
        chunks = list((await session.execute(select(Chunk).where(Chunk.document_id == doc.id)
                                             .order_by(Chunk.idx))).scalars())
        best: dict[str, dict[str, float]] = {}  # memory id -> chunk id -> cosine
        for c in chunks:
            if c.embedding is None:
                continue
            q = np.asarray(c.embedding, dtype=np.float32)
            hits = await self.retriever.memories(session, scope_key, q, c.text, k=WIDEN * MEMORY_CANDIDATES)
            for h in [h for h in hits if h.cosine >= MIN_COSINE][:MEMORY_CANDIDATES]:
                best.setdefault(h.id, {})[c.id] = h.cosine
        by_id = {c.id: c for c in chunks}
        found = []
        for m in await _load(session, Memory, list(best)):
            if not is_live(m):
                continue
            near = sorted(best[m.id], key=lambda cid: -best[m.id][cid])[:CHUNK_CANDIDATES]
            candidates = [Candidate(id=cid, text=by_id[cid].text, kind="chunk") for cid in near]
            verdicts = await self.judge.judge(m.content, candidates)
            found += [(m, by_id[v.candidate_id], v) for v in verdicts if v.candidate_id in by_id]
        return found


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


async def _load_chunks(session: AsyncSession, ids: list[str]) -> dict[str, tuple[Chunk, Document]]:
    if not ids:
        return {}
    rows = await session.execute(select(Chunk, Document).join(Document, Document.id == Chunk.document_id)
                                 .where(Chunk.id.in_(ids), Document.status == "okay"))
    found = {c.id: (c, d) for c, d in rows.all()}
    return {i: found[i] for i in ids if i in found}


async def record_m2m(session: AsyncSession, new: Memory, old: Memory, v: Verdict,
                     event_id: str | None) -> str | None:
    # the older memory first: added earlier (memories are dated by their request's acceptance; ids sort alike)
    first, second = (old, new) if (old.created_at, old.id) <= (new.created_at, new.id) else (new, old)
    pair_key = "m2m:" + ":".join(sorted([_ver(old), _ver(new)]))
    return await _insert(session, new, category="m2m", pair_key=pair_key,
                         verdict=v, event_id=event_id, memories=[first, second], file_chunks=[], documents=[])


async def record_m2d(session: AsyncSession, m: Memory, chunk: Chunk, doc: Document, v: Verdict,
                     event_id: str | None) -> str | None:
    quote = v.quote or chunk.text
    return await _insert(session, m, category="m2d", pair_key=f"m2d:{_ver(m)}:{chunk.id}", verdict=v,
                         event_id=event_id, memories=[m], documents=[doc.id],
                         file_chunks=[{"document_id": doc.id, "document_name": doc.name, "text": quote}])


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
