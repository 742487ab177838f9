"""SQL of project documents and their chunks. Queries take the team scope and the project, which the caller
loaded under authorization (`projects.load` returns both). The processing job's functions at the end work
on the document its job names (see their section)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import utcnow
from mneme.models import Chunk, Document


async def get(session: AsyncSession, scope: TeamScope, project_id: str, document_id: str) -> Document | None:
    q = select(Document).where(Document.team_id == scope.team_id, Document.project_id == project_id,
                               Document.id == document_id)
    return (await session.execute(q)).scalar_one_or_none()


async def get_many(session: AsyncSession, scope: TeamScope, project_id: str, ids: Sequence[str]) -> list[Document]:
    return list((await session.execute(select(Document).where(
        Document.team_id == scope.team_id, Document.project_id == project_id, Document.id.in_(list(ids))))
    ).scalars())


async def by_items(session: AsyncSession, scope: TeamScope, project_id: str,
                   item_ids: Sequence[str]) -> dict[str, str]:
    """drive_item_id → id of the document already imported from it into the project."""
    rows = await session.execute(select(Document.drive_item_id, Document.id).where(
        Document.team_id == scope.team_id, Document.project_id == project_id,
        Document.drive_item_id.in_(list(item_ids))))
    return {item: doc for item, doc in rows.all()}


async def page(session: AsyncSession, scope: TeamScope, project_id: str, *, after: list[Any] | None, limit: int,
               name_fuzzy: str | None) -> Sequence[Document]:
    q = select(Document).where(Document.team_id == scope.team_id, Document.project_id == project_id)
    if name_fuzzy:
        q = q.where(func.lower(Document.name).contains(name_fuzzy.lower(), autoescape=True))
    if after:
        q = q.where(Document.id > after[0])
    return (await session.execute(q.order_by(Document.id).limit(limit))).scalars().all()


async def remove(session: AsyncSession, scope: TeamScope, project_id: str, ids: Sequence[str]) -> None:
    """Delete the documents and their chunks (explicitly: not every engine cascades)."""
    await session.execute(delete(Chunk).where(Chunk.team_id == scope.team_id, Chunk.project_id == project_id,
                                              Chunk.document_id.in_(list(ids))))
    await session.execute(delete(Document).where(Document.team_id == scope.team_id,
                                                 Document.project_id == project_id, Document.id.in_(list(ids))))


# ---------------------------------------------------------------- processing (the documents.process job)
# By the document id its job carries (authorized when the import enqueued it), or the row loaded by it.


async def by_id(session: AsyncSession, document_id: str) -> Document | None:
    """A document by id alone: for jobs, which carry ids that were authorized when they were enqueued."""
    return (await session.execute(select(Document).where(Document.id == document_id))).scalar_one_or_none()


async def finish(session: AsyncSession, doc: Document, *, generation: int, status: str,
                 error: dict[str, Any] | None, tokens: int) -> bool:
    """Record the outcome of a processing run, bumping `generation`, unless another run (or a delete) got
    there first: the run that read `generation` wins once; a late duplicate run changes nothing."""
    res = await session.execute(
        update(Document).where(Document.id == doc.id, Document.generation == generation)
        .values(status=status, error=error, files_process_tokens=tokens, generation=generation + 1,
                updated_at=utcnow()).execution_options(synchronize_session=False))
    return int(getattr(res, "rowcount", 0) or 0) == 1


async def replace_chunks(session: AsyncSession, doc: Document, rows: list[dict[str, Any]], *,
                         seq: int) -> None:
    """Delete the document's previous chunks and insert `rows` (same transaction: readers see old or new)."""
    await session.execute(delete(Chunk).where(Chunk.document_id == doc.id))
    now = utcnow()
    values = [{**r, "team_id": doc.team_id, "project_id": doc.project_id, "document_id": doc.id,
               "change_seq": seq, "created_at": now} for r in rows]
    for start in range(0, len(values), 500):
        await session.execute(insert(Chunk), values[start:start + 500])
