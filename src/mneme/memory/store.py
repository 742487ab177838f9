"""The one memory store behind v2 memories and v3 facts (projects, actors, agents).

Every change bumps the owning scope's version in the same transaction, records history, and marks the
conflicts that name a changed memory as stale.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from sqlalchemy import and_, or_, select, update
from sqlalchemy import insert as sql_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import flag_modified

from mneme.core.db import iso, utcnow
from mneme.core.ids import id_at, new_id
from mneme.memory.retrieval import bump_version
from mneme.memory.scopes import actor_scope, agent_scope, project_scope
from mneme.models import ConflictLink, Memory, MemoryConflict, MemoryHistory

_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Owner:
    """Who owns a memory: a project, or an actor or agent within a workspace."""

    team_id: str
    workspace_id: str
    project_id: str | None = None
    actor_id: str | None = None
    agent_id: str | None = None

    @property
    def key(self) -> str:
        if self.project_id:
            return project_scope(self.project_id)
        if self.actor_id:
            return actor_scope(self.workspace_id, self.actor_id)
        return agent_scope(self.workspace_id, str(self.agent_id))


def owner_of(m: Memory) -> Owner:
    return Owner(m.team_id, m.workspace_id, m.project_id, m.actor_id, m.agent_id)


def normalise(text: str) -> str:
    return _SPACE.sub(" ", text.strip().lower()).rstrip(".!")


def content_hash(text: str) -> str:
    return hashlib.sha256(normalise(text).encode()).hexdigest()


def is_live(m: Memory, now: dt.datetime | None = None) -> bool:
    if m.expired:
        return False
    return m.expiration_date is None or m.expiration_date > (now or utcnow())


async def existing_hashes(session: AsyncSession, owner: Owner, hashes: Sequence[str], *,
                          user_id: str | None) -> set[str]:
    """Which of these texts the owner already holds, live, for this user (memories are per user)."""
    if not hashes:
        return set()
    same_user = Memory.user_id.is_(None) if user_id is None else Memory.user_id == user_id
    rows = await session.execute(select(Memory.content_hash).where(
        Memory.scope_key == owner.key, Memory.expired.is_(False), same_user, Memory.content_hash.in_(list(hashes))))
    return set(rows.scalars())


def live_clause() -> Any:
    """SQL for a live memory: not forgotten and not past its expiration date."""
    return and_(Memory.expired.is_(False), or_(Memory.expiration_date.is_(None), Memory.expiration_date > utcnow()))


@dataclass
class NewMemory:
    """One memory to insert (see `insert_many`)."""

    owner: Owner
    content: str
    event_id: str | None = None
    user_id: str | None = None
    metadata: dict[str, Any] | None = None
    chat_session_id: str | None = None
    embedding: np.ndarray | None = None
    expiration_date: dt.datetime | None = None
    accepted_at: dt.datetime | None = None  # when its request was accepted (default: now)
    seq: int = 0  # its position among the memories of that request


async def insert(session: AsyncSession, owner: Owner, texts: Sequence[str], *, event_id: str | None,
                 user_id: str | None = None, metadata: dict[str, Any] | None = None,
                 chat_session_id: str | None = None, embeddings: np.ndarray | None = None,
                 expiration_date: dt.datetime | None = None) -> list[Memory]:
    """Insert memories (with their ADD history) in the caller's transaction."""
    now = utcnow()
    return await insert_many(session, [
        NewMemory(owner, content, event_id=event_id, user_id=user_id, metadata=metadata,
                  chat_session_id=chat_session_id, embedding=None if embeddings is None else embeddings[i],
                  expiration_date=expiration_date, accepted_at=now, seq=i) for i, content in enumerate(texts)])


async def insert_many(session: AsyncSession, items: Sequence[NewMemory]) -> list[Memory]:
    """Insert memories of any owners, with their ADD history, in the caller's transaction: one version bump
    per scope and one multi-row INSERT per table however many there are (a batch of adds).

    Memories are dated by their request's acceptance, not by this write: `created_at` (and `updated_at`)
    is `accepted_at`, and the id sorts by `(accepted_at, seq)`, so adds sent one after another read in the
    order they were sent however their background jobs interleave (extensions §3: older = added earlier)."""
    if not items:
        return []
    versions = {key: await bump_version(session, key) for key in sorted({i.owner.key for i in items})}
    now = utcnow()
    stamps = [i.accepted_at or now for i in items]
    values = [{"id": id_at("mem", at, i.seq), "team_id": i.owner.team_id, "workspace_id": i.owner.workspace_id,
               "project_id": i.owner.project_id, "actor_id": i.owner.actor_id, "agent_id": i.owner.agent_id,
               "scope_key": i.owner.key, "user_id": i.user_id, "chat_session_id": i.chat_session_id,
               "content": i.content, "content_hash": content_hash(i.content), "metadata_": dict(i.metadata or {}),
               "expired": False, "expiration_date": i.expiration_date, "embedding": i.embedding,
               "event_id": i.event_id, "change_seq": versions[i.owner.key], "created_at": at, "updated_at": at}
              for i, at in zip(items, stamps, strict=True)]
    rows = list(await session.scalars(sql_insert(Memory).returning(Memory, sort_by_parameter_order=True), values))
    await session.execute(sql_insert(MemoryHistory), [
        {"id": new_id("hist"), "memory_id": v["id"], "event_type": "ADD", "new_memory": v["content"],
         "expired": False, "event_id": v["event_id"], "changed_at": v["created_at"]} for v in values])
    return rows


async def set_embeddings(session: AsyncSession, owner: Owner, vectors: dict[str, np.ndarray]) -> None:
    version = await bump_version(session, owner.key)
    for mid, vec in vectors.items():
        await session.execute(update(Memory).where(Memory.id == mid).values(embedding=vec, change_seq=version))


async def change(session: AsyncSession, m: Memory, *, content: str | None = None,
                 metadata: dict[str, Any] | None = None, expiration_date: Any = ...,
                 event_id: str | None = None) -> bool:
    """Update text, metadata and/or expiration date. Returns True when the text changed (it then needs
    re-embedding). The memory's conflicts become stale when its text changed or when it became expired by
    this write (an `expiration_date` in the past); a metadata-only change leaves them as they are."""
    # the scope's version row is locked before the memory's row, in every writer of memories (insert_many,
    # set_embeddings, forget): two transactions taking them in opposite orders deadlocked on PostgreSQL
    version = await bump_version(session, m.scope_key)
    now = utcnow()
    was_live = is_live(m, now)
    text_changed = content is not None and content != m.content
    old = m.content
    if content is not None and text_changed:
        m.content, m.content_hash, m.embedding = content, content_hash(content), None
        # written even when this session saw no vector yet: a job may have stored one since it read the row
        flag_modified(m, "embedding")
    if metadata is not None:
        m.metadata_ = dict(metadata)
    if expiration_date is not ...:
        m.expiration_date = expiration_date
    m.updated_at = now
    m.change_seq = version
    expired_now = not is_live(m, now)  # what the memory became: forgotten, or past its expiration date
    session.add(MemoryHistory(id=new_id("hist"), memory_id=m.id, event_type="UPDATE", old_memory=old,
                              new_memory=m.content, expired=expired_now, event_id=event_id, changed_at=now))
    if text_changed or (was_live and expired_now):
        await mark_stale(session, [m.id])
    await session.flush()
    return text_changed


async def forget(session: AsyncSession, memories: Sequence[Memory], *, event_id: str | None = None,
                 keep_conflict: str | None = None) -> None:
    """Soft-delete: `expired` true, out of search and reads; history kept; their conflicts become stale."""
    if not memories:
        return
    now = utcnow()
    # every scope's version row first (in one order), then the memories' rows: see `change`
    versions = {key: await bump_version(session, key) for key in sorted({m.scope_key for m in memories
                                                                         if not m.expired})}
    for m in memories:
        if m.expired:
            continue
        m.expired, m.updated_at, m.change_seq = True, now, versions[m.scope_key]
        session.add(MemoryHistory(id=new_id("hist"), memory_id=m.id, event_type="DELETE", old_memory=m.content,
                                  new_memory=None, expired=True, event_id=event_id, changed_at=now))
    await mark_stale(session, [m.id for m in memories], except_conflict=keep_conflict)
    await session.flush()


async def mark_stale(session: AsyncSession, target_ids: Sequence[str], except_conflict: str | None = None) -> None:
    """Conflicts naming any of these memories or documents become stale."""
    ids = select(ConflictLink.conflict_id).where(ConflictLink.target_id.in_(list(target_ids)))
    stmt = update(MemoryConflict).where(MemoryConflict.id.in_(ids), MemoryConflict.stale.is_(False))
    if except_conflict is not None:
        stmt = stmt.where(MemoryConflict.id != except_conflict)
    await session.execute(stmt.values(stale=True, updated_at=utcnow()).execution_options(synchronize_session=False))


def memory_out(m: Memory, score: float | None = None) -> dict[str, Any]:
    """The v2 Memory shape (service-spec.md), plus metadata."""
    out: dict[str, Any] = {"id": m.id, "content": m.content, "expired": not is_live(m), "user_id": m.user_id or "",
                           "metadata": m.metadata_ or {}, "created_at": iso(m.created_at),
                           "updated_at": iso(m.updated_at)}
    if score is not None:
        out["score"] = score
    return out


def fact_out(m: Memory, score: float = 1.0) -> dict[str, Any]:
    """The v3 fact shape (service-spec.md Agent fact)."""
    return {"id": m.id, "fact": m.content, "metadata": m.metadata_ or {}, "expired": not is_live(m),
            "score": score, "expiration_date": iso(m.expiration_date), "created_at": iso(m.created_at),
            "updated_at": iso(m.updated_at)}


def trace_out(m: Memory, rows: list[MemoryHistory]) -> dict[str, Any]:
    return {"memory_id": m.id, "current_memory": m.content,
            "trace": [{"history_id": h.id, "event_type": h.event_type, "new_memory": h.new_memory,
                       "old_memory": h.old_memory, "expired": h.expired, "changed_at": iso(h.changed_at),
                       "event_id": h.event_id} for h in rows]}
