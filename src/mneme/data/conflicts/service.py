"""Conflicts: list with filters, read, resolve. v3 shows the same rows in fact words.

Every function takes the scope and the owner that the endpoint resolved (`data.owners.resolve_owner`)."""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import iso, utcnow
from mneme.core.errors import Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.pagination import page_offset
from mneme.data.conflicts import repository as repo
from mneme.data.memories import repository as memories_repo
from mneme.memory import store
from mneme.memory.retrieval import bump_version
from mneme.memory.store import Owner
from mneme.models import MemoryConflict

STRATEGIES = {"m2m": ("keep_memory", "dismiss"), "m2d": ("trust_memory", "trust_document", "dismiss")}


def to_out(c: MemoryConflict) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": c.id, "name": c.name, "description": c.description, "category": c.category,
        "conflict_type": c.conflict_type, "user_id": c.user_id or "", "resolved": c.resolved, "stale": c.stale,
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


async def list_page(session: AsyncSession, scope: TeamScope, owner: Owner, *, page: int, page_size: int,
                    category: str | None, conflict_type: str | None, resolved: bool | None, stale: bool | None,
                    memory_ids: str | None, field: str = "memory_ids", user_id: str | None = None) -> dict[str, Any]:
    total, rows = await repo.numbered_page(
        session, scope, owner, category=category, conflict_type=conflict_type, resolved=resolved, stale=stale,
        user_id=user_id,
        target_ids=parse_ids(memory_ids, field), offset=page_offset(page, page_size), limit=page_size)
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


async def load(session: AsyncSession, scope: TeamScope, owner: Owner, conflict_id: str) -> MemoryConflict:
    c = await repo.get(session, scope, owner, conflict_id)
    if c is None:
        raise Forbidden("No such conflict, or not allowed")
    return c


MEMORY_WORDS = {"keep_memory": "keep_memory", "trust_memory": "trust_memory", "keep_memory_id": "keep_memory_id",
                "memory_ids": "memory_ids"}
FACT_WORDS = {"keep_memory": "keep_fact", "trust_memory": "trust_fact", "keep_memory_id": "keep_fact_id",
              "memory_ids": "fact_ids"}


async def resolve(session: AsyncSession, scope: TeamScope, owner: Owner, conflict_id: str, *, strategy: str,
                  keep_memory_id: str | None, words: dict[str, str] | None = None) -> dict[str, Any]:
    """Settle a conflict once. `words` names strategies and fields in error messages (v3 speaks of facts).

    The check that the conflict is still open and the write that closes it are one conditional UPDATE
    (`... WHERE resolved = false`, checked by its row count): of two resolves racing on PostgreSQL, the second
    waits for the first's row lock, then finds the row resolved and answers 400, on SQLite as well."""
    w = words or MEMORY_WORDS
    c = await load(session, scope, owner, conflict_id)
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
                              "resolved_by": scope.principal_id, "created_at": iso(now)}
    if not await repo.close(session, scope, c.id, record, now):
        raise InvalidArgument("strategy: this conflict is already resolved")
    rows = await memories_repo.by_ids(session, scope, forget_ids)
    live = [m for m in rows.values() if not m.expired]
    await store.forget(session, live, keep_conflict=c.id)
    if live:
        record["forgotten_memory_ids"] = [m.id for m in live]
        await repo.set_resolve(session, scope, c.id, record)
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
