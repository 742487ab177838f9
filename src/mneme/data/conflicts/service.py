"""Conflicts: list with filters, read, resolve. v3 shows the same rows in fact words."""
from __future__ import annotations

from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.db import iso, utcnow
from mneme.core.errors import Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.pagination import page_offset
from mneme.data.projects import service as projects
from mneme.memory import store
from mneme.memory.retrieval import bump_version
from mneme.models import ConflictLink, Memory, MemoryConflict

STRATEGIES = {"m2m": ("keep_memory", "dismiss"), "m2d": ("trust_memory", "trust_document", "dismiss")}


def to_out(c: MemoryConflict) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": c.id, "name": c.name, "description": c.description, "category": c.category,
        "conflict_type": c.conflict_type, "resolved": c.resolved, "stale": c.stale,
        "memory_ids": list(c.memory_ids), "memory_snapshots": list(c.memory_snapshots),
        "file_chunks": list(c.file_chunks or []), "event_id": c.event_id or "",
        "created_at": iso(c.created_at), "updated_at": iso(c.updated_at)}
    if c.resolved and c.resolve is not None:
        out["resolve"] = dict(c.resolve)
    return out


def to_fact_words(out: dict[str, Any]) -> dict[str, Any]:
    """The v3 view: facts instead of memories."""
    words = {"keep_memory": "keep_fact", "trust_memory": "trust_fact"}
    res = dict(out)
    res["fact_ids"] = res.pop("memory_ids")
    res["fact_snapshots"] = [{"fact_id": s["memory_id"], "fact_text": s["memory_text"]}
                             for s in res.pop("memory_snapshots")]
    if "resolve" in res:
        r = dict(res["resolve"])
        r["strategy"] = words.get(r["strategy"], r["strategy"])
        r["keep_fact_id"] = r.pop("keep_memory_id", None)
        r["forgotten_fact_ids"] = r.pop("forgotten_memory_ids", [])
        r["updated_fact_ids"] = r.pop("updated_memory_ids", [])
        res["resolve"] = r
    return res


async def list_page(session: AsyncSession, ctx: AuthContext, project_id: str, *, page: int, page_size: int,
                    category: str | None, conflict_type: str | None, resolved: bool | None, stale: bool | None,
                    memory_ids: str | None, field: str = "memory_ids") -> dict[str, Any]:
    p = await projects.load(session, ctx, project_id, "project:mem_list")
    q = select(MemoryConflict).where(MemoryConflict.scope_key == f"project:{p.id}")
    if category:
        q = q.where(MemoryConflict.category == category)
    if conflict_type:
        q = q.where(MemoryConflict.conflict_type == conflict_type)
    if resolved is not None:
        q = q.where(MemoryConflict.resolved.is_(resolved))
    if stale is not None:
        q = q.where(MemoryConflict.stale.is_(stale))
    ids = parse_ids(memory_ids, field)
    if ids is not None:
        q = q.where(MemoryConflict.id.in_(select(ConflictLink.conflict_id).where(ConflictLink.target_id.in_(ids))))
    total = (await session.execute(select(func.count()).select_from(q.subquery()))).scalar_one()
    rows = (await session.execute(q.order_by(MemoryConflict.created_at.desc(), MemoryConflict.id.desc())
                                  .offset(page_offset(page, page_size)).limit(page_size))).scalars()
    return {"items": [to_out(c) for c in rows], "total": total, "page": page, "page_size": page_size}


def parse_ids(raw: str | None, field: str = "memory_ids") -> list[str] | None:
    """The comma-separated ids of the list filter (`memory_ids`, or `fact_ids` on v3)."""
    if raw is None:
        return None
    ids = [i.strip() for i in raw.split(",") if i.strip()]
    if not ids:
        raise InvalidArgument(f"{field}: give one or more comma-separated ids")
    if len(ids) > 100:
        raise InvalidArgument(f"{field}: at most 100 ids")
    return ids


async def load(session: AsyncSession, ctx: AuthContext, project_id: str, conflict_id: str,
               action: str) -> MemoryConflict:
    p = await projects.load(session, ctx, project_id, action)
    c = (await session.execute(select(MemoryConflict).where(
        MemoryConflict.id == conflict_id, MemoryConflict.scope_key == f"project:{p.id}"))).scalar_one_or_none()
    if c is None:
        raise Forbidden("No such conflict, or not allowed")
    return c


MEMORY_WORDS = {"keep_memory": "keep_memory", "trust_memory": "trust_memory", "keep_memory_id": "keep_memory_id",
                "memory_ids": "memory_ids"}
FACT_WORDS = {"keep_memory": "keep_fact", "trust_memory": "trust_fact", "keep_memory_id": "keep_fact_id",
              "memory_ids": "fact_ids"}


async def resolve(session: AsyncSession, ctx: AuthContext, project_id: str, conflict_id: str, *, strategy: str,
                  keep_memory_id: str | None, words: dict[str, str] | None = None) -> dict[str, Any]:
    """Settle a conflict once. `words` names strategies and fields in error messages (v3 speaks of facts).

    The check that the conflict is still open and the write that closes it are one conditional UPDATE
    (`... WHERE resolved = false`, checked by its row count): of two resolves racing on PostgreSQL, the second
    waits for the first's row lock, then finds the row resolved and answers 400, on SQLite as well."""
    w = words or MEMORY_WORDS
    c = await load(session, ctx, project_id, conflict_id, "project:mem_conflict_resolve")
    if c.resolved:
        raise InvalidArgument("strategy: this conflict is already resolved")
    allowed = STRATEGIES[c.category]
    if strategy not in allowed:
        raise InvalidArgument(f"strategy: must be one of {', '.join(w.get(a, a) for a in allowed)} for an "
                              f"{c.category} conflict")
    forget_ids = _to_forget(c, strategy, keep_memory_id, w)
    if forget_ids:  # the scope's version row before the conflict's row, as every writer of memories takes them
        await bump_version(session, c.scope_key)
    resolve_id, now = new_id("res"), utcnow()
    record: dict[str, Any] = {"id": resolve_id, "strategy": strategy, "keep_memory_id": keep_memory_id,
                              "forgotten_memory_ids": [], "updated_memory_ids": [],
                              "resolved_by": ctx.principal_id, "created_at": iso(now)}
    won = await session.execute(update(MemoryConflict).where(
        MemoryConflict.id == c.id, MemoryConflict.resolved.is_(False)).values(
        resolved=True, resolve=record, updated_at=now).execution_options(synchronize_session=False))
    if won.rowcount != 1:  # type: ignore[attr-defined]
        raise InvalidArgument("strategy: this conflict is already resolved")
    rows = list((await session.execute(select(Memory).where(Memory.id.in_(forget_ids)))).scalars())
    live = [m for m in rows if not m.expired]
    await store.forget(session, live, keep_conflict=c.id)
    if live:
        record["forgotten_memory_ids"] = [m.id for m in live]
        await session.execute(update(MemoryConflict).where(MemoryConflict.id == c.id).values(
            resolve=record).execution_options(synchronize_session=False))
    return {"id": c.id, "resolved": True, "strategy": strategy, "resolve_id": resolve_id,
            "forgotten_memory_ids": [m.id for m in live], "updated_memory_ids": []}


def _to_forget(c: MemoryConflict, strategy: str, keep_memory_id: str | None, w: dict[str, str]) -> list[str]:
    keep, ids = w["keep_memory_id"], w["memory_ids"]
    if strategy == "keep_memory":
        if not keep_memory_id or keep_memory_id not in c.memory_ids:
            raise InvalidArgument(f"{keep}: must be one of the conflict's {ids}")
        return [m for m in c.memory_ids if m != keep_memory_id]
    if keep_memory_id is not None:
        raise InvalidArgument(f"{keep}: only used with the {w['keep_memory']} strategy, not "
                              f"{w.get(strategy, strategy)}")
    if strategy == "trust_document":
        return list(c.memory_ids)
    return []
