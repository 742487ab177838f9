"""Retrieval across owners: the facts of some projects, actors and agents and the chunks of some projects'
documents, for one query, ranked together on one score. Two callers:

- `retrieve(...)`: the router's one call per inference with a `boundary_id` (extensions §7). Given the boundary
  and the latest user turn it returns its projects' facts, its person's facts, its agent's facts and its
  projects' document chunks, best first, within a time budget: what is ready when the budget runs out is
  returned (possibly nothing); a timeout never raises.
- the workspace search `POST /api/v3/workspaces/{ws}/memories/search` (data/search), through `gather`.

Every source is searched by `retrieval.Retriever` with the same query vector (embedded once) and scored the
same way (`retrieval._fuse`: cosine and keywords, in [0, 1]), so a person's fact and a document chunk compare
directly. The sources run one after the other on the caller's session (one session runs one statement at a
time); on SQLite each is a version check plus an in-process matrix product, on PostgreSQL one round trip.
"""
from __future__ import annotations

import asyncio
import datetime as dt
import inspect
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from sqlalchemy import bindparam, null, or_, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import utcnow
from mneme.memory.retrieval import Retriever
from mneme.memory.store import Owner
from mneme.models import Boundary, BoundaryProject, Chunk, Document, Memory

log = logging.getLogger("mneme.boundary_retrieval")

PROJECT_FACT, PERSON_FACT, AGENT_FACT, DOCUMENT = "project_fact", "person_fact", "agent_fact", "document"
DEFAULT_MIN_SCORE = 0.3


@dataclass
class Retrieved:
    """One retrieved item: a fact (of a project, a person or an agent) or a document chunk."""

    kind: str  # PROJECT_FACT, PERSON_FACT, AGENT_FACT or DOCUMENT
    id: str  # the memory's or the chunk's id
    text: str
    score: float
    owner_id: str  # the project, actor or agent whose fact it is; the project of a chunk
    document_id: str | None = None
    document_name: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    created_at: dt.datetime | None = None
    updated_at: dt.datetime | None = None


def _kind(owner: Owner) -> tuple[str, str]:
    if owner.project_id:
        return PROJECT_FACT, owner.project_id
    if owner.actor_id:
        return PERSON_FACT, owner.actor_id
    return AGENT_FACT, str(owner.agent_id)


def rank(items: Sequence[Retrieved], top_k: int) -> list[Retrieved]:
    """Best first on the one score; ties by id so the order is stable."""
    return sorted(items, key=lambda r: (-r.score, r.id))[:top_k]


async def gather(session: AsyncSession, scope: TeamScope, retriever: Retriever,
                 q: np.ndarray | Awaitable[np.ndarray], query: str, *, owners: Sequence[Owner],
                 chunk_projects: Sequence[str], k: int, min_score: float,
                 into: list[Retrieved] | None = None,
                 query_map: Callable[[np.ndarray], np.ndarray] | None = None) -> list[Retrieved]:
    """The best `k` live facts of each owner and the best `k` chunks of each project in `chunk_projects`
    (the caller authorized all of them, in the scope's team), unranked. They are appended to `into` as they
    are ready, facts first, then chunks, so a caller that stops waiting keeps what is done. `q` may be an
    awaitable of the query's vector (`Retriever.across`); the facts are searched with it through `query_map` when
    there is one (`mneme.memory.query_map`)."""
    out = into if into is not None else []
    by_key = {o.key: o for o in owners}
    mem, chk = await retriever.across(session, q if inspect.isawaitable(q) else np.asarray(q, dtype=np.float32),
                                      query, memory_scopes=list(by_key), chunk_projects=list(chunk_projects), k=k,
                                      min_score=min_score, query_map=query_map)
    ids = [h.id for hits in mem.values() for h in hits]
    cids = [h.id for hits in chk.values() for h in hits]
    rows = await _hydrate(session, scope, ids, list(chk), cids)
    for key, hits in mem.items():
        kind, owner_id = _kind(by_key[key])
        out.extend(Retrieved(kind=kind, id=h.id, text=rows[h.id].text, score=h.score, owner_id=owner_id,
                             metadata=rows[h.id].metadata or {}, created_at=rows[h.id].created_at,
                             updated_at=rows[h.id].updated_at) for h in hits if h.id in rows)
    for project_id, hits in chk.items():
        out.extend(Retrieved(kind=DOCUMENT, id=h.id, text=rows[h.id].text, score=h.score, owner_id=project_id,
                             document_id=rows[h.id].document_id, document_name=rows[h.id].document_name)
                   for h in hits if h.id in rows)
    return out


def _hydrate_statements() -> dict[tuple[bool, bool], Any]:
    """The statements of `_hydrate` (memories, chunks, or both), built once: building one took more CPU than
    running it. Their values are bound at each call (`team`, `mids`, `now`, `projects`, `cids`)."""
    team: Any = bindparam("team")
    facts = (select(Memory.id.label("id"), Memory.content.label("text"), Memory.metadata_.label("metadata"),
                    Memory.created_at.label("created_at"), Memory.updated_at.label("updated_at"),
                    null().label("document_id"), null().label("document_name"))
             .where(Memory.team_id == team, Memory.id.in_(bindparam("mids", expanding=True)),
                    Memory.expired.is_(False),  # `store.live_clause` at the bound time
                    or_(Memory.expiration_date.is_(None), Memory.expiration_date > bindparam("now"))))
    chunks = (select(Chunk.id.label("id"), Chunk.text.label("text"), null().label("metadata"),
                     null().label("created_at"), null().label("updated_at"),
                     Chunk.document_id.label("document_id"), Document.name.label("document_name"))
              .join(Document, Document.id == Chunk.document_id)
              .where(Chunk.team_id == team, Chunk.project_id.in_(bindparam("projects", expanding=True)),
                     Chunk.id.in_(bindparam("cids", expanding=True))))
    return {(True, False): facts, (False, True): chunks, (True, True): union_all(facts, chunks)}


_HYDRATE = _hydrate_statements()


async def _hydrate(session: AsyncSession, scope: TeamScope, memory_ids: list[str], chunk_projects: list[str],
                   chunk_ids: list[str]) -> dict[str, Any]:
    """The shown columns of the live memories and of the chunks found, by id, in one statement (each statement
    is a hand-over to the database thread: one fewer a call, and one fewer chance to wait behind other work)."""
    # the columns shown, not whole rows with their vectors (30 rows: 7 ms as ORM objects)
    if not memory_ids and not chunk_ids:
        return {}
    stmt = _HYDRATE[(bool(memory_ids), bool(chunk_ids))]
    values: dict[str, Any] = {"team": scope.team_id}
    if memory_ids:
        values |= {"mids": memory_ids, "now": utcnow()}
    if chunk_ids:
        values |= {"projects": chunk_projects, "cids": chunk_ids}
    return {r.id: r for r in (await session.execute(stmt, values)).all()}


async def boundary_sources(session: AsyncSession, scope: TeamScope,
                           boundary: Boundary) -> tuple[list[Owner], list[str]]:
    """The owners whose facts a boundary names (its projects, its person, its agent) and its projects."""
    assert boundary.team_id == scope.team_id
    project_ids = list((await session.execute(
        select(BoundaryProject.project_id).where(BoundaryProject.boundary_id == boundary.id)
        .order_by(BoundaryProject.position))).scalars())
    return owners_of(boundary, project_ids), project_ids


def owners_of(boundary: Boundary, project_ids: Sequence[str]) -> list[Owner]:
    """The owners whose facts a boundary names, given its projects (in their order): the projects, its person,
    its agent."""
    owners = [Owner(team_id=boundary.team_id, workspace_id=boundary.workspace_id, project_id=p) for p in project_ids]
    if boundary.human_actor_id:
        owners.append(Owner(team_id=boundary.team_id, workspace_id=boundary.workspace_id,
                            actor_id=boundary.human_actor_id))
    if boundary.agent_id:
        owners.append(Owner(team_id=boundary.team_id, workspace_id=boundary.workspace_id, agent_id=boundary.agent_id))
    return owners


async def retrieve(session: AsyncSession, scope: TeamScope, boundary: Boundary, query: str, *,
                   retriever: Retriever, embedder: Any, top_k: int = 10, budget_s: float = 0.5,
                   min_score: float = DEFAULT_MIN_SCORE, query_vector: np.ndarray | Awaitable[np.ndarray] | None = None,
                   sources: tuple[list[Owner], list[str]] | None = None,
                   query_map: Callable[[np.ndarray], np.ndarray] | None = None) -> list[Retrieved]:
    """What the boundary holds that is relevant to `query` (the latest user turn): project, person and agent
    facts and document chunks, ranked together, best first, at most `top_k`, each scoring at least
    `min_score`. The facts are searched with the query's vector through `query_map` when there is one.

    Within `budget_s` seconds (embedding the query included, unless `query_vector` is given; an awaitable of it,
    e.g. the embedding under way, is awaited once the statements that do not need it ran): past it, the items
    of the sources already searched are returned, possibly none; a timeout never raises (other errors do).
    After a timeout the session may have been interrupted mid-statement: give this call a session of its own
    and close it afterwards. `sources` (from `boundary_sources`) saves reading the boundary's projects again."""
    if not query.strip():
        return []
    found: list[Retrieved] = []
    started = time.perf_counter()
    try:
        async with asyncio.timeout(budget_s):
            if query_vector is None:
                query_vector = (await embedder.embed([query]))[0]
            owners, projects = sources if sources is not None else await boundary_sources(session, scope, boundary)
            await gather(session, scope, retriever, query_vector, query, owners=owners, chunk_projects=projects,
                         k=top_k, min_score=min_score, into=found, query_map=query_map)
    except TimeoutError:
        log.info("boundary %s: retrieval stopped at its %.0f ms budget with %d items (%.1f ms)", boundary.id,
                 budget_s * 1000, len(found), (time.perf_counter() - started) * 1000)
    return rank(found, top_k)
