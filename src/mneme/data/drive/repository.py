"""SQL of the library. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.models import Document, DriveItem


async def get(session: AsyncSession, scope: TeamScope, item_id: str, *,
              lock: bool = False) -> DriveItem | None:
    q = select(DriveItem).where(DriveItem.team_id == scope.team_id, DriveItem.id == item_id)
    if lock:
        q = q.with_for_update()
    return (await session.execute(q)).scalar_one_or_none()


async def get_many(session: AsyncSession, scope: TeamScope, item_ids: Sequence[str], *,
                   lock: bool = False) -> dict[str, DriveItem]:
    """Items by id; `lock` holds them (PostgreSQL) so that a concurrent delete or overwrite waits for us."""
    if not item_ids:
        return {}
    q = select(DriveItem).where(DriveItem.team_id == scope.team_id, DriveItem.id.in_(list(item_ids)))
    if lock:
        q = q.with_for_update()
    return {i.id: i for i in (await session.execute(q)).scalars()}


async def by_name(session: AsyncSession, scope: TeamScope, parent_item_id: str,
                  name: str) -> DriveItem | None:
    q = select(DriveItem).where(DriveItem.team_id == scope.team_id,
                                DriveItem.parent_item_id == parent_item_id, DriveItem.name == name)
    return (await session.execute(q.with_for_update())).scalar_one_or_none()


async def names_like(session: AsyncSession, scope: TeamScope, parent_item_id: str, prefix: str,
                     suffix: str) -> list[str]:
    """Names in the folder that start with `prefix` and end with `suffix` (candidates of a rename series)."""
    q = select(DriveItem.name).where(
        DriveItem.team_id == scope.team_id, DriveItem.parent_item_id == parent_item_id,
        DriveItem.name.startswith(prefix, autoescape=True), DriveItem.name.endswith(suffix, autoescape=True))
    return list((await session.execute(q)).scalars())


async def children(session: AsyncSession, scope: TeamScope, parent_item_id: str, *, after: list[Any] | None,
                   limit: int) -> Sequence[DriveItem]:
    q = select(DriveItem).where(DriveItem.team_id == scope.team_id,
                                DriveItem.parent_item_id == parent_item_id)
    if after:
        q = q.where(DriveItem.id > after[0])
    return (await session.execute(q.order_by(DriveItem.id).limit(limit))).scalars().all()


async def subtree(session: AsyncSession, scope: TeamScope, root: DriveItem) -> tuple[list[str], list[str]]:
    """Ids and storage keys of `root` and everything below it (breadth first, one query per level)."""
    ids, keys = [root.id], [root.storage_key] if root.storage_key else []
    level = [root.id] if root.type == "directory" else []
    while level:
        rows = (await session.execute(select(DriveItem.id, DriveItem.type, DriveItem.storage_key).where(
            DriveItem.team_id == scope.team_id, DriveItem.parent_item_id.in_(level)))).all()
        ids += [r.id for r in rows]
        keys += [r.storage_key for r in rows if r.storage_key]
        level = [r.id for r in rows if r.type == "directory"]
    return ids, keys


async def remove(session: AsyncSession, scope: TeamScope, item_ids: Sequence[str]) -> None:
    for start in range(0, len(item_ids), 500):
        await session.execute(delete(DriveItem).where(DriveItem.team_id == scope.team_id,
                                                      DriveItem.id.in_(list(item_ids[start:start + 500]))))


async def keys_in_use(session: AsyncSession, scope: TeamScope, keys: Iterable[str]) -> set[str]:
    """Which of these storage keys a library item or an imported document still points at."""
    wanted = list(set(keys))
    if not wanted:
        return set()
    used = set((await session.execute(select(DriveItem.storage_key).where(
        DriveItem.team_id == scope.team_id, DriveItem.storage_key.in_(wanted)))).scalars())
    used |= set((await session.execute(select(Document.storage_key).where(
        Document.team_id == scope.team_id, Document.storage_key.in_(wanted)))).scalars())
    return {k for k in used if k is not None}


async def document_keys(session: AsyncSession, scope: TeamScope, *, project_id: str | None,
                        workspace_id: str | None) -> list[str]:
    """Storage keys of the documents of one project (or of every project of a workspace)."""
    q = select(Document.storage_key).where(Document.team_id == scope.team_id, Document.storage_key.is_not(None))
    q = q.where(Document.project_id == project_id) if project_id else q.where(Document.workspace_id == workspace_id)
    return sorted({k for k in (await session.execute(q)).scalars() if k})
