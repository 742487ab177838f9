"""Writers of memories lock a scope's version row before the memories' rows, so two transactions that change
the same memory wait for each other instead of deadlocking (PostgreSQL row locks; on SQLite writers take turns
anyway). A real database, two real concurrent transactions."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pytest
from sqlalchemy import select

from mneme.core.db import Database
from mneme.core.migrate import upgrade
from mneme.core.settings import Settings
from mneme.memory import store
from mneme.models import Memory
from tests.conftest import database_url, new_project


async def test_change_waits_for_an_embedding_writer_instead_of_deadlocking(backend: str, tmp_path: Path) -> None:
    if backend != "postgres":
        pytest.skip("row locks: SQLite has one writer at a time")
    url = database_url(backend, str(tmp_path))
    await asyncio.to_thread(upgrade, url)
    db = Database(Settings(database_url=url))
    try:
        owner: store.Owner = await new_project(db)
        async with db.session() as s:
            m_id = (await store.insert(s, owner, ["Alice lives in Paris."], event_id=None))[0].id
        vec = np.ones(384, dtype=np.float32) / np.sqrt(384)

        embedded = asyncio.Event()
        release = asyncio.Event()

        async def embedding_writer() -> None:  # as the `memories.process` job: version row, then the memory row
            async with db.session() as s:
                await store.set_embeddings(s, owner, {m_id: vec})
                embedded.set()
                await release.wait()

        async def editor() -> bool:  # as PATCH: the same memory's text and metadata
            async with db.session() as s:
                m = (await s.execute(select(Memory).where(Memory.id == m_id))).scalar_one()
                return await store.change(s, m, content="Alice lives in Berlin.", metadata={"n": 1})

        first = asyncio.create_task(embedding_writer())
        await embedded.wait()
        second = asyncio.create_task(editor())
        await asyncio.sleep(1.5)  # past PostgreSQL's deadlock_timeout (1 s): a cycle would have been broken
        assert not second.done(), "the edit should wait for the version row, holding nothing"
        release.set()
        await asyncio.wait_for(first, 10)
        assert await asyncio.wait_for(second, 10) is True
        async with db.session(write=False) as s:
            m = (await s.execute(select(Memory).where(Memory.id == m_id))).scalar_one()
        assert m.content == "Alice lives in Berlin." and m.metadata_ == {"n": 1} and m.embedding is None
    finally:
        await db.dispose()
