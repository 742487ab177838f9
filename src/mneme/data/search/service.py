"""Workspace search (extensions §5): one query over the facts of a workspace's projects, actors and agents and
the excerpts of its projects' documents, scored alike (`memory/boundary_retrieval.gather`, the router's
retrieval) and grouped: facts best first, documents best first with their excerpts.

What is searched is what the key may search: `workspace:search` on the workspace, then per source
`project:mem_search` (a project's facts), `project:doc_read` (its documents), `workspace_actor:fact_read` and
`workspace_agent:fact_read` (the facts of the workspace's actors and agents). A source named in the request that
does not exist in the workspace, or that the key may not search in any of the requested ways, answers 403
(existence is never revealed); sources left to the default are filtered silently."""
from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, TeamScope, decide
from mneme.core.db import iso
from mneme.core.errors import Forbidden
from mneme.data.boundaries import repository as sources
from mneme.data.projects import service as projects
from mneme.data.search.schemas import MAX_SOURCES, WorkspaceSearch
from mneme.data.workspaces import service as workspaces
from mneme.data.workspaces.service import WS
from mneme.memory.boundary_retrieval import AGENT_FACT, DOCUMENT, PERSON_FACT, Retrieved, gather, rank
from mneme.memory.store import Owner
from mneme.models import Workspace

OWNER_TYPES = {PERSON_FACT: "actor", AGENT_FACT: "agent"}


async def _projects(session: AsyncSession, ctx: AuthContext, scope: TeamScope, ws: Workspace,
                    named: Sequence[str] | None, types: set[str]) -> tuple[list[str], list[str]]:
    """(projects whose facts, projects whose documents) the key may search."""
    wanted = [(a, t) for a, t in (("project:mem_search", "fact"), ("project:doc_read", "document")) if t in types]
    if named is None:
        rows = (await sources.workspace_projects(session, scope, ws.id))[:MAX_SOURCES]
    else:
        found = await sources.projects(session, scope, named)
        rows = []
        for pid in dict.fromkeys(named):
            p = found.get(pid)
            if p is None or p.workspace_id != ws.id or not any(decide(ctx, a, projects.instance(p)) for a, _ in wanted):
                raise Forbidden(f"project_ids: no such project in this workspace, or not allowed: {pid}")
            rows.append(p)
    facts = [p.id for p in rows if "fact" in types and decide(ctx, "project:mem_search", projects.instance(p))]
    docs = [p.id for p in rows if "document" in types and decide(ctx, "project:doc_read", projects.instance(p))]
    return facts, docs


async def _bound(session: AsyncSession, ctx: AuthContext, scope: TeamScope, ws: Workspace, kind: str,
                 named: Sequence[str] | None) -> list[str]:
    """The actors (`kind` actor) or agents bound to the workspace whose facts the key may search."""
    allowed = decide(ctx, f"workspace_{kind}:fact_read", Instance(WS, ws.id))
    if named is None:
        if not allowed:
            return []
        ids = await (sources.bound_actor_ids if kind == "actor" else sources.bound_agent_ids)(session, scope, ws.id)
        return ids[:MAX_SOURCES]
    out = []
    for oid in dict.fromkeys(named):
        row = await (sources.bound_actor if kind == "actor" else sources.bound_agent)(session, scope, ws.id, oid)
        if row is None or not allowed:
            raise Forbidden(f"{kind}_ids: no such {kind} in this workspace, or not allowed: {oid}")
        out.append(oid)
    return out


def _fact_out(r: Retrieved) -> dict[str, Any]:
    return {"id": r.id, "fact": r.text, "score": round(r.score, 6), "owner_type": OWNER_TYPES.get(r.kind, "project"),
            "owner_id": r.owner_id, "metadata": r.metadata, "created_at": iso(r.created_at),
            "updated_at": iso(r.updated_at)}


def _group_documents(chunks: Sequence[Retrieved]) -> list[dict[str, Any]]:
    """Excerpts grouped by document; documents in the order of their best excerpt."""
    groups: dict[str, dict[str, Any]] = {}
    for r in chunks:
        g = groups.setdefault(str(r.document_id), {"document_id": r.document_id, "document_name": r.document_name,
                                                   "project_id": r.owner_id, "items": []})
        g["items"].append({"text": r.text, "score": round(r.score, 6)})
    return list(groups.values())


async def search(session: AsyncSession, ctx: AuthContext, svc: Any, workspace_id: str,
                 body: WorkspaceSearch) -> dict[str, Any]:
    # the query is embedded on the model's threads while the workspace and its sources are read and checked
    embedded = asyncio.ensure_future(svc.engines.embedder.embed([body.query]))
    embedded.add_done_callback(lambda t: t.cancelled() or t.exception())  # an error of a search given up: not news
    try:
        scope, ws = await workspaces.load(session, ctx, workspace_id, "workspace:search")
        types: set[str] = set(body.memory_types)
        fact_projects, doc_projects = await _projects(session, ctx, scope, ws, body.project_ids, types)
        actors = await _bound(session, ctx, scope, ws, "actor", body.actor_ids) if "fact" in types else []
        agents = await _bound(session, ctx, scope, ws, "agent", body.agent_ids) if "fact" in types else []
    except BaseException:
        embedded.cancel()
        raise
    owners = ([Owner(team_id=scope.team_id, workspace_id=ws.id, project_id=p) for p in fact_projects]
              + [Owner(team_id=scope.team_id, workspace_id=ws.id, actor_id=a) for a in actors]
              + [Owner(team_id=scope.team_id, workspace_id=ws.id, agent_id=g) for g in agents])
    if not owners and not doc_projects:
        embedded.cancel()
        return {"documents": [], "facts": []}
    q = (await embedded)[0]
    found = await gather(session, scope, svc.retriever, q, body.query, owners=owners, chunk_projects=doc_projects,
                         k=body.top_k, min_score=body.threshold, query_map=svc.engines.query_map)
    facts = rank([r for r in found if r.kind != DOCUMENT], body.top_k)
    chunks = rank([r for r in found if r.kind == DOCUMENT], body.top_k)
    return {"documents": _group_documents(chunks), "facts": [_fact_out(r) for r in facts]}
