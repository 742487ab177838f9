"""v3 facts: the same store as v2 memories, in fact words, for any owner (project, actor, agent).

Endpoints resolve the owner (`data.owners.resolve_owner`) and the permission names; everything below takes
the scope and the `Owner` it returned. The SQL is the memories' (`data.memories.repository`)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.errors import Forbidden
from mneme.core.jobs import enqueue
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.events import service as events
from mneme.data.facts.schemas import FactPatch
from mneme.data.memories import repository as repo
from mneme.data.memories.service import PROCESS_JOB
from mneme.memory import store
from mneme.memory.store import Owner
from mneme.models import Memory


async def add(session: AsyncSession, scope: TeamScope, owner: Owner, facts: Sequence[str]) -> dict[str, Any]:
    ev = await events.create(session, scope, project_id=owner.project_id, type_="fact.add")
    rows = await store.insert(session, owner, facts, event_id=ev.id)
    await events.mark(session, ev.id, memory_ids=[m.id for m in rows])
    await enqueue(session, PROCESS_JOB, {"event_id": ev.id, "memory_ids": [m.id for m in rows]},
                  event_id=ev.id)
    return {"facts": [{"id": m.id, "fact": m.content} for m in rows], "event_id": ev.id}


async def load(session: AsyncSession, scope: TeamScope, owner: Owner, fact_id: str, *,
               allow_expired: bool = False) -> Memory:
    m = await repo.get(session, scope, owner, fact_id)
    if m is None or (not allow_expired and not store.is_live(m)):
        raise Forbidden("No such fact, or not allowed")
    return m


async def list_page(session: AsyncSession, scope: TeamScope, owner: Owner, signer: TokenSigner, *, page_size: int,
                    token: str | None, fact_fuzzy: str | None) -> tuple[list[Memory], str | None]:
    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.unforgotten_page(session, scope, owner, after=after, limit=limit, fuzzy=fact_fuzzy)

    return await keyset_page(fetch, key_of=lambda m: [m.id], allowed=store.is_live, page_size=page_size,
                             token=token, signer=signer,
                             filters={"list": "facts", "owner": owner.key, "fact_fuzzy": fact_fuzzy})


async def update(session: AsyncSession, scope: TeamScope, owner: Owner, fact_id: str, body: FactPatch) -> Memory:
    m = await load(session, scope, owner, fact_id)
    fields = body.model_dump(exclude_unset=True)
    ev = await events.create(session, scope, project_id=owner.project_id, type_="fact.update")
    changed = await store.change(session, m, content=fields.get("fact"), metadata=fields.get("metadata"),
                                 expiration_date=fields.get("expiration_date", ...), event_id=ev.id)
    if changed:
        await enqueue(session, PROCESS_JOB, {"event_id": ev.id, "memory_ids": [m.id]}, event_id=ev.id)
    else:
        await events.mark(session, ev.id, status="succeeded", memory_ids=[m.id])
    return m


async def forget(session: AsyncSession, scope: TeamScope, owner: Owner, ids: Sequence[str]) -> list[str]:
    """Forget facts of this owner; unknown or foreign ids are 403 and nothing is forgotten."""
    rows = await repo.get_many(session, scope, owner, ids)
    found = {m.id for m in rows if store.is_live(m)}
    missing = [i for i in ids if i not in found]
    if missing:
        raise Forbidden(f"No such fact, or not allowed: {missing[0]}")
    await store.forget(session, rows)
    return [m.id for m in rows]


async def trace(session: AsyncSession, scope: TeamScope, owner: Owner, fact_id: str) -> dict[str, Any]:
    m = await load(session, scope, owner, fact_id, allow_expired=True)
    return store.trace_out(m, await repo.history(session, scope, m.id))
